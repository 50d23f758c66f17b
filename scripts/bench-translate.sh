#!/usr/bin/env bash
# Translation time per kernel file: runs `scopecheck ir` (which reads the
# launch flags of the file's leading `//--` lines itself) on every .cu and
# .cuh file of kernels/real/ (or on the files given as arguments), and prints
# one row per file with its CPU seconds (user + system, of scopecheck and
# the front-end process it starts: Clang's parse of the file and the model
# headers, translation, IR verification) and wall-clock seconds, then the
# median, mean and maximum. DESIGN.md §6 target: under one second per file.
#
#   scripts/bench-translate.sh [--all] [FILE ...]
#
# --all takes every .cu/.cuh file under kernels/ instead of kernels/real/.
# A file that does not translate is a row with "error: ..." (and exit 1 at
# the end). SCOPECHECK_BUILD_DIR selects the build directory (default:
# build). This is a benchmark, not a test: ctest does not run it.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-translate: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi

dir=kernels/real
if [[ "${1:-}" == "--all" ]]; then
  dir=kernels
  shift
fi
if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(find "$dir" \( -name '*.cu' -o -name '*.cuh' \) | sort)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
printf '%-52s %8s %8s  %s\n' file cpu-s wall-s result
for f in "${files[@]}"; do
  TIMEFORMAT='%U %S %R'
  if { time "$scopecheck" ir "$f" > /dev/null 2> "$tmp/err"; } 2> "$tmp/time"; then
    result=ok
  else
    result="error: $(grep -v '^scopecheck: note' "$tmp/err" | head -1)"
    failed=1
  fi
  read -r user sys wall < <(tail -1 "$tmp/time")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
  printf '%-52s %8.3f %8.3f  %s\n' "$f" "$cpu" "$wall" "$result"
  echo "$cpu" >> "$tmp/cpu"
done
sort -g "$tmp/cpu" | awk '
  { v[NR] = $1; sum += $1 }
  END {
    if (NR == 0) exit
    med = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%d files: CPU seconds median %.3f, mean %.3f, max %.3f\n", NR, med, sum / NR, v[NR]
  }'
exit "$failed"
