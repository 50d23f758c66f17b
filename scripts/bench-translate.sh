#!/usr/bin/env bash
# Translation time per kernel file: runs `scopecheck ir` on every .cu file
# under kernels/ (or on the files given as arguments), which reads the launch
# flags of the file's leading `//--` comment lines itself, and prints a table
# of wall-clock times. DESIGN.md §6 target: under one second per kernel file.
#
#   scripts/bench-translate.sh [FILE.cu ...]
#
# SCOPECHECK_BUILD_DIR selects the build directory (default: build).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-translate: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi

if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(find kernels -name '*.cu' | sort)
fi

printf '%-50s %10s  %s\n' kernel seconds result
total=0
for f in "${files[@]}"; do
  start=$(date +%s.%N)
  if "$scopecheck" ir "$f" > /dev/null 2> /tmp/bench-translate.$$; then
    result=ok
  else
    result="error: $(head -1 /tmp/bench-translate.$$)"
  fi
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
  total=$(awk -v a="$total" -v b="$secs" 'BEGIN { printf "%.3f", a + b }')
  printf '%-50s %10.3f  %s\n' "$f" "$secs" "$result"
done
rm -f /tmp/bench-translate.$$
printf '%-50s %10.3f\n' total "$total"
