#!/usr/bin/env bash
# Sets up and builds scopecheck (scripts/setup.sh), then runs every test:
# the GoogleTest unit tests and the lit + FileCheck suite, through ctest.
#
# Options (also as environment variables, passed on to scripts/setup.sh):
#   --build-dir=DIR     SCOPECHECK_BUILD_DIR (default: build)
#   --cxx=COMPILER      SCOPECHECK_CXX, e.g. clang++-19 (default: g++)
#   --sanitize[=LIST]   SCOPECHECK_SANITIZE (default LIST: address,undefined);
#                       any sanitizer report fails the test that caused it
#   --fuzz-targets      SCOPECHECK_FUZZ=ON: also build the libFuzzer targets
#                       (clang++ only), for scripts/fuzz.sh in the same
#                       build directory
# Environment only: SCOPECHECK_CTEST_EXCLUDE (a ctest -E regex of tests not
# to run) and lit's own LIT_FILTER_OUT (a regex of lit files not to run):
# the sanitizer configuration of scripts/ci-full.sh uses both.
# .ci/run runs it three ways (docs/development.md "Continuous integration").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

for arg in "$@"; do
  case $arg in
    --build-dir=*) export SCOPECHECK_BUILD_DIR=${arg#*=} ;;
    --cxx=*) export SCOPECHECK_CXX=${arg#*=} ;;
    --sanitize) export SCOPECHECK_SANITIZE=address,undefined ;;
    --sanitize=*) export SCOPECHECK_SANITIZE=${arg#*=} ;;
    --fuzz-targets) export SCOPECHECK_FUZZ=ON ;;
    *) echo "test.sh: unknown option '$arg'" >&2; exit 2 ;;
  esac
done

bash scripts/setup.sh
# setup.sh installed Chromium: the HTML report's rendering tests must run
# (tests/lit/lit.cfg.py fails the suite instead of skipping them).
export SCOPECHECK_REQUIRE_CHROMIUM=1
if [[ -n ${SCOPECHECK_SANITIZE:-} ]]; then
  # Reports abort the process (-fno-sanitize-recover=all): the test fails.
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
fi
exclude=()
[[ -n ${SCOPECHECK_CTEST_EXCLUDE:-} ]] && exclude=(-E "$SCOPECHECK_CTEST_EXCLUDE")
ctest --test-dir "${SCOPECHECK_BUILD_DIR:-build}" --output-on-failure \
  -j "${SCOPECHECK_JOBS:-$(nproc)}" "${exclude[@]}"
