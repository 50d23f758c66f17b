#!/usr/bin/env bash
# Sets up and builds scopecheck (scripts/setup.sh), then runs every test:
# the GoogleTest unit tests and the lit + FileCheck suite, through ctest.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
ctest --test-dir "${SCOPECHECK_BUILD_DIR:-build}" --output-on-failure
