#!/usr/bin/env bash
# The full CI run meant for .ci/run (docs/development.md "Continuous
# integration and sanitizers"): the README's test command three ways, then
# each fuzz target briefly. Not yet what .ci/run runs.
#   1. scripts/test.sh: g++, build/ (exactly the README's quick start);
#   2. scripts/test.sh with clang++-19, ASan + UBSan and the fuzz targets'
#      instrumentation, build-asan/: the whole test suite under sanitizers;
#   3. scripts/fuzz.sh on build-asan/ for each target, 30 s each, fixed seed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

start=$SECONDS
step() { echo "ci: $1: $((SECONDS - start)) s since the start"; }

bash scripts/test.sh
step "g++ build and tests done"

bash scripts/test.sh --build-dir=build-asan --cxx=clang++-19 --sanitize \
  --fuzz-targets
step "clang++-19 ASan+UBSan build and tests done"

for target in ir check cuda; do
  SCOPECHECK_FUZZ_DIR=build-asan SCOPECHECK_FUZZ_SEED=1 \
    bash scripts/fuzz.sh "$target" 30
  step "fuzz_$target done"
done
