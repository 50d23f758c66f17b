#!/usr/bin/env bash
# The CI run (.ci/run calls it; docs/development.md "Continuous integration
# and sanitizers"):
#   1. scripts/test.sh: g++, build/, the whole suite (exactly the README's
#      test command);
#   2. scripts/test.sh with clang++-19, ASan + UBSan and the fuzz targets'
#      instrumentation, build-asan/: the suite under the sanitizers, bounded
#      so that CI stays well under its limit: every unit test and lit file
#      but the corpus-wide cross-checks (kernels.test runs every file of
#      kernels/, interval/cross-engine.test compares the engines on all of
#      them: two thirds of the lit time under ASan, with no code path the
#      rest of the suite does not reach), dpor/parallel-jobs.test (every
#      dpor and litmus check twice, -j 1 against -j 2: an output
#      comparison; the parallel search runs under the sanitizers in its
#      unit tests and in every dpor lit test, -j being the number of
#      cores), symbolic/papers/thesis-uniformity-stride.cu (about 90 s of
#      Z3 at full speed, proving one loop: the solver is not instrumented,
#      and the split queries it needs run in other symbolic tests too:
#      pug-scalarprod, thesis-brent-kung, ...)
#      and the two largest exhaustive
#      spin-loop explorations (SpinCutTest.SilentRmwLoops*: 350 s under
#      ASan); step 1 runs them all;
#   3. scripts/fuzz.sh on build-asan/ for each target, 30 s each, fixed
#      seed, at most 50 seed files.
# Each step prints its end time; the first failure stops the run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

start=$SECONDS
step() { echo "ci: $1: $((SECONDS - start)) s since the start"; }

bash scripts/test.sh
step "g++ build and tests done"

SCOPECHECK_CTEST_EXCLUDE='^SpinCutTest\.SilentRmwLoops' \
  LIT_FILTER_OUT='(^|/| )(kernels\.test|interval/cross-engine\.test|dpor/parallel-jobs\.test|symbolic/papers/thesis-uniformity-stride\.cu)$' \
  bash scripts/test.sh --build-dir=build-asan --cxx=clang++-19 --sanitize \
  --fuzz-targets
step "clang++-19 ASan+UBSan build and tests done"

for target in ir check cuda; do
  SCOPECHECK_FUZZ_DIR=build-asan SCOPECHECK_FUZZ_SEED=1 \
    SCOPECHECK_FUZZ_MAX_SEEDS=50 bash scripts/fuzz.sh "$target" 30
  step "fuzz_$target done"
done
