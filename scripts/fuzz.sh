#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time (docs/development.md
# "Fuzzing"):
#
#   bash scripts/fuzz.sh TARGET SECONDS
#
# TARGET is ir (IR parser + verifier + printer round trip), check (the DPOR
# and interval engines on small IR programs) or cuda (the CUDA front-end).
# Builds build-fuzz/ with clang++-19 (-DSCOPECHECK_FUZZ=ON), seeds the
# corpus build-fuzz/corpus/TARGET/ from the repository's kernels and tests,
# and fuzzes. The corpus is kept between runs, so runs add up. Exits 0 when
# nothing was found; otherwise libFuzzer's exit code, with the input that
# failed in build-fuzz/artifacts/TARGET/ (reproduce: build-fuzz/fuzz/fuzz_TARGET FILE).
#
# Environment: SCOPECHECK_FUZZ_SEED (libFuzzer's -seed; CI fixes it),
# SCOPECHECK_FUZZ_DIR (default build-fuzz; CI uses its
# sanitizer build, configured by scripts/test.sh --fuzz-targets),
# SCOPECHECK_JOBS, SCOPECHECK_FUZZ_MAX_SEEDS (below), SCOPECHECK_FUZZ_TIMEOUT (libFuzzer's per-input -timeout in
# wall seconds, default 20; raise it for long runs at a low priority on a busy
# machine, where a starved input would otherwise count as a hang).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# != 2)) || [[ ! $1 =~ ^(ir|check|cuda)$ ]] || [[ ! $2 =~ ^[0-9]+$ ]]; then
  echo "usage: bash scripts/fuzz.sh ir|check|cuda SECONDS" >&2
  exit 2
fi
target=$1
seconds=$2
dir=${SCOPECHECK_FUZZ_DIR:-build-fuzz}

# The packages (clang-19, libclang-rt-19-dev among them), not the main build.
SCOPECHECK_SETUP_PACKAGES_ONLY=1 bash scripts/setup.sh

launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
if [[ ! -f $dir/CMakeCache.txt ]]; then
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
    "${launcher[@]}" -DSCOPECHECK_FUZZ=ON >/dev/null
elif ! grep -q '^SCOPECHECK_FUZZ:BOOL=ON' "$dir/CMakeCache.txt"; then
  echo "fuzz.sh: error: $dir is not configured with -DSCOPECHECK_FUZZ=ON" >&2
  exit 2
fi
ninja -C "$dir" ${SCOPECHECK_JOBS:+-j "$SCOPECHECK_JOBS"} "fuzz_$target" >/dev/null

corpus=$dir/corpus/$target
seeds=$dir/seeds/$target
artifacts=$dir/artifacts/$target
mkdir -p "$corpus" "$seeds" "$artifacts"
case $target in
  ir) find kernels tests -name '*.ir' -size -64k -exec cp {} "$seeds"/ \; ;;
  check) find tests/lit/litmus tests/lit/dpor tests/lit/interval kernels \
           -name '*.ir' -size -16k -exec cp {} "$seeds"/ \; ;;
  cuda) find kernels tests -name '*.cu' -size -64k -exec cp {} "$seeds"/ \; ;;
esac

# SCOPECHECK_FUZZ_MAX_SEEDS=N keeps N seed files (the first in name order):
# a short run (CI) should not spend its time replaying hundreds of seeds,
# which libFuzzer reads before its time limit starts to count.
if [[ -n ${SCOPECHECK_FUZZ_MAX_SEEDS:-} ]]; then
  ls "$seeds" | sort | tail -n +"$((SCOPECHECK_FUZZ_MAX_SEEDS + 1))" |
    while read -r f; do rm -f "$seeds/$f"; done
fi

case $target in
  cuda) max_len=16384 ;;
  *) max_len=8192 ;;
esac
echo "fuzz.sh: fuzz_$target for $seconds s (corpus $corpus, $(ls "$corpus" | wc -l) inputs)"
seed=()
[[ -n ${SCOPECHECK_FUZZ_SEED:-} ]] && seed=(-seed="$SCOPECHECK_FUZZ_SEED")
"$dir/fuzz/fuzz_$target" "${seed[@]}" -max_total_time="$seconds" -timeout="${SCOPECHECK_FUZZ_TIMEOUT:-20}" \
  -rss_limit_mb=3000 -max_len="$max_len" -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$corpus" "$seeds"
