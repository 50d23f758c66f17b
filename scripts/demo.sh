#!/usr/bin/env bash
# Sets up and builds scopecheck (scripts/setup.sh), then shows it at work:
# reads the message-passing example in the IR and prints it back.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
build_dir=${SCOPECHECK_BUILD_DIR:-build}
example=kernels/examples/message-passing.ir
echo "\$ $build_dir/cli/scopecheck ir $example"
"$build_dir/cli/scopecheck" ir "$example"
