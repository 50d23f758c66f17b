#!/usr/bin/env bash
# Scaling of the interval engine (DESIGN.md §6: a 1,048,576-thread launch of
# a barrier-synchronised kernel checked in seconds, memory proportional to
# the accessed locations). Runs `scopecheck check --engine=interval` on the
# tree reduction (kernels/bench/interval-reduce.cu) and the 1-D stencil
# (kernels/bench/interval-stencil.cu) with blockDim 256 and gridDim 4, 16,
# 64, 256, 1024, 4096 (1,024 ... 1,048,576 threads), buffers sized to the
# launch, and prints one row per run: threads, verdict, the engine's own
# time, wall-clock time (translation included), peak memory of the checking
# process (VmHWM), accesses and locations.
#
#   scripts/bench-interval.sh [MAX_GRID]      # default 4096
#
# SCOPECHECK_BUILD_DIR selects the build directory (default: build).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-interval: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi
max_grid="${1:-4096}"
block=256
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf '%-8s %9s %8s %9s %9s %8s %10s %10s\n' kernel threads verdict \
  engine_s wall_s peak_MB accesses locations
for kernel in reduce stencil; do
  for grid in 4 16 64 256 1024 4096; do
    [[ $grid -le $max_grid ]] || continue
    n=$((grid * block))
    if [[ $kernel == reduce ]]; then
      bufs=(--buffer "in=$n" --buffer "out=$grid")
    else
      bufs=(--buffer "in=$((n + 2))" --buffer "out=$n")
    fi
    start=$(date +%s.%N)
    set +e
    "$scopecheck" check "kernels/bench/interval-$kernel.cu" --engine=interval \
      --blockDim=$block --gridDim=$grid "${bufs[@]}" --json \
      > "$tmp/out.json" 2> "$tmp/err.txt"
    set -e
    end=$(date +%s.%N)
    wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
    python3 - "$tmp/out.json" "$tmp/err.txt" "$kernel" "$n" "$wall" <<'PY'
import json, re, sys
out, err, kernel, n, wall = sys.argv[1:]
try:
    r = json.load(open(out))
except ValueError:
    print("%-8s %9s %8s  no report: %s" % (kernel, n, "?", open(err).read().strip()))
    sys.exit(0)
m = re.search(r"(\d+) accesses to (\d+) locations", open(err).read())
acc, locs = (m.group(1), m.group(2)) if m else ("?", "?")
s = r["stats"]
print("%-8s %9s %8s %9.2f %9s %8.1f %10s %10s" % (
    kernel, n, r["verdict"], s["seconds"], wall, s["peak_rss_mb"], acc, locs))
PY
  done
done
