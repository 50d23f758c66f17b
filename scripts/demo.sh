#!/usr/bin/env bash
# Sets up and builds scopecheck (scripts/setup.sh), then shows it at work on
# two bundled CUDA kernels: a block-wise reduction whose blocks combine their
# sums with atomicAdd (safe: exit 0), and the same kernel with
# atomicAdd_block, a scope bug (heterogeneous race: exit 1, with a witness).
# The demo fails if either verdict is not the expected one.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
build_dir=${SCOPECHECK_BUILD_DIR:-build}

# run EXPECTED-EXIT FILE: checks FILE and insists on the expected exit code.
run() {
  local expected=$1 file=$2 status=0
  echo
  echo "\$ scopecheck check $file      # launch from the file's //-- line"
  "$build_dir/cli/scopecheck" check "$file" || status=$?
  echo "(exit $status)"
  if [[ $status -ne $expected ]]; then
    echo "demo: error: expected exit $expected from $file, got $status" >&2
    exit 1
  fi
}

run 0 kernels/examples/reduce-atomic.cu
run 1 kernels/examples/reduce-atomic-block.cu
