#!/usr/bin/env bash
# The symbolic engine on kernels/symbolic (DESIGN.md §6: median under 2 s
# per kernel, none over 60 s). Runs `scopecheck check --engine=symbolic
# --json` on every kernel (no launch: every launch is checked) and prints
# one row per kernel: verdict (with the error kinds), the engine's time,
# the time in Z3, loops, candidate and proved invariants, peak memory of the
# checking process; then the median and the maximum time.
#
#   scripts/bench-symbolic.sh [DIR]      # default kernels/symbolic
#
# SCOPECHECK_BUILD_DIR selects the build directory (default: build).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-symbolic: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi
dir="${1:-kernels/symbolic}"

printf '%-32s %-22s %8s %8s %10s %6s %8s\n' kernel verdict seconds solver_s candidates proved peak_MB
times=()
for f in "$dir"/*.cu; do
  json=$("$scopecheck" check "$f" --engine=symbolic --json --timeout=60 2>/dev/null || true)
  row=$(python3 -c '
import json, sys
r = json.loads(sys.argv[1])
s = r["stats"]
inv = s.get("invariants", {})
v = r["verdict"]
if v == "error":
    v = ",".join(sorted({e["kind"] for e in r["errors"]}))
print("%s %.2f %.2f %d %d %.1f" % (v, s["seconds"], s.get("solver_seconds", 0),
      inv.get("candidates", 0), inv.get("proved", 0), s["peak_rss_mb"]))
' "$json")
  read -r verdict secs solver cands proved mb <<<"$row"
  times+=("$secs")
  printf '%-32s %-22s %8s %8s %10s %6s %8s\n' "$(basename "$f")" "$verdict" \
    "$secs" "$solver" "$cands" "$proved" "$mb"
done
printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {
  m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2;
  printf "%d kernels: median %.2f s, max %.2f s\n", NR, m, a[NR] }'
