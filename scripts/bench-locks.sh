#!/usr/bin/env bash
# The lock programs of GPUMC's Table 1 (kernels/bench/, our CUDA versions),
# checked with the DPOR engine at the paper's shapes (X blocks, Y threads
# per block), stop-on-first, with GPUMC's published time and memory beside
# ours. Prints one row per program and shape: verdict (and whether it is
# the expected one), complete executions, blocked executions, pruned states
# (docs/memory-model.md "Stale spin iterations"), wall-clock seconds, the
# engine's own seconds, CPU seconds and peak RSS of the process.
#
#   scripts/bench-locks.sh [--timeout SECONDS] [--only REGEX] [--quick] [--c11]
#                          [--jobs N]
#
# --jobs N: the dpor worker threads (-j; default 1, so that the CPU times
# compare with GPUMC's and GenMC's single-threaded ones; scripts/bench-dpor.sh
# --only parallel compares -j 1 with -j 2).
# --timeout caps each run (default 600 s; a correct every-thread lock at
# (6,4) has 24! acquisition orders and always reaches it: its expected
# verdict is "incomplete", exit 3). --only runs the rows whose name matches
# REGEX (e.g. 'caslock|xf'). --quick skips the rows that take minutes
# (ticketlock (4,2), ttaslock (3,2), ttaslock-block (6,4)) and caps the
# (6,4) every-thread rows at 10 s. --c11 runs the same programs written in
# GPUMC's C11/pthreads format (kernels/c11/gpumc/, shape by -DNBLOCKS and
# -DNTHREADS) instead of the CUDA versions; the -block rows have no C form
# and are skipped.
#
# SCOPECHECK_BUILD_DIR selects the build directory (default: build). The
# LB-n and SB-n tables are scripts/bench-dpor.sh. This is a benchmark, not a
# test: ctest does not run it (tests/lit/dpor/bench-locks.test and the
# kernel suite check the verdicts).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
cap=600
only=""
quick=0
c11=0
jobs=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --timeout) cap="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --quick) quick=1; shift ;;
    --c11) c11=1; shift ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,29p' "$0"; exit 0 ;;
    *) echo "bench-locks: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-locks: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
  echo "bench-locks: /usr/bin/time is needed for the CPU and RSS columns" >&2
  exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/bench-locks.XXXXXX")
trap 'rm -rf "$work"' EXIT

xf6="--buffer in=6 --buffer out=6 --buffer data=6 --buffer result=6"
# name | file | grid | block | extra flags | expected verdict | expected
# executions (- when not fixed) | GPUMC result, time s, memory MB | slow
rows=(
  "caslock|caslock|4|2||safe|40320|NR 50 85|"
  "caslock|caslock|6|4||incomplete|-|-|cap"
  "caslock1|caslock1|4|2||error|-|R 0.1 85|"
  "caslock1|caslock1|6|4||error|-|R 0.1 85|"
  "caslock2|caslock2|4|2||error|-|R 0.1 85|"
  "caslock2|caslock2|6|4||error|-|R 0.1 85|"
  "ticketlock|ticketlock|4|2||safe|40320|NR 320 85|slow"
  "ticketlock|ticketlock|6|4||incomplete|-|-|cap"
  "ticketlock1|ticketlock1|4|2||error|-|R 0.1 84|"
  "ticketlock1|ticketlock1|6|4||error|-|R 0.1 84|"
  "ticketlock2|ticketlock2|4|2||error|-|R 0.1 84|"
  "ticketlock2|ticketlock2|6|4||error|-|R 0.1 84|"
  "ttaslock|ttaslock|3|2||safe|518400|NR 500 84|slow"
  "ttaslock1|ttaslock1|4|2||error|-|R 0.1 84|"
  "ttaslock1|ttaslock1|6|4||error|-|R 0.1 84|"
  "ttaslock2|ttaslock2|4|2||error|-|R 0.1 84|"
  "ttaslock2|ttaslock2|6|4||error|-|R 0.1 84|"
  "XF-Barrier|xf-barrier|4|3||safe|1|NR 28 85|"
  "XF-Barrier|xf-barrier|6|4|$xf6|safe|1|-|"
  "XF-Barrier1|xf-barrier1|4|3||error|-|R 0.1 85|"
  "XF-Barrier1|xf-barrier1|6|4|$xf6|error|-|R 0.2 85|"
  "XF-Barrier2|xf-barrier2|4|3||error|-|R 0.1 85|"
  "XF-Barrier2|xf-barrier2|6|4|$xf6|error|-|R 0.2 85|"
  "caslock-block|caslock-block|6|4||safe|720|-|"
  "caslock1-block|caslock1-block|6|4||error|-|-|"
  "caslock2-block|caslock2-block|6|4||error|-|-|"
  "ticketlock-block|ticketlock-block|6|4||safe|720|-|"
  "ticketlock1-block|ticketlock1-block|6|4||error|-|-|"
  "ticketlock2-block|ticketlock2-block|6|4||error|-|-|"
  "ttaslock-block|ttaslock-block|6|4||safe|518400|-|slow"
  "ttaslock1-block|ttaslock1-block|6|4||error|-|-|"
  "ttaslock2-block|ttaslock2-block|6|4||error|-|-|"
)

base_rss=$(/usr/bin/time -v "$scopecheck" --help 2>&1 >/dev/null |
  awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }')
echo "# $scopecheck --engine=dpor -j $jobs (stop-on-first), cap ${cap}s per run; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# rss_mb: peak RSS of the checking process (JSON peak_rss_mb); baseline of 'scopecheck --help': ${base_rss} MB"
printf '%-18s %-5s %-10s %-3s %10s %9s %9s %9s %9s %8s %7s  %-14s %s\n' \
  program grid verdict ok executions blocked pruned seconds engine_s cpu_s rss_mb "GPUMC R/s/MB" note
for row in "${rows[@]}"; do
  IFS='|' read -r name file grid block extra want want_execs gpumc slow <<< "$row"
  [[ -z "$only" || "$name" =~ $only ]] || continue
  this_cap=$cap
  if [[ $quick -eq 1 ]]; then
    [[ "$slow" == slow ]] && continue
    [[ "$slow" == cap ]] && this_cap=10
  fi
  json="$work/out.json"
  input=("kernels/bench/$file.cu" --gridDim="$grid" --blockDim="$block")
  if [[ $c11 -eq 1 ]]; then
    [[ -f "kernels/c11/gpumc/$file.c" ]] || continue
    input=("kernels/c11/gpumc/$file.c" -DNBLOCKS="$grid" -DNTHREADS="$block")
    extra=""
  fi
  set +e
  # shellcheck disable=SC2086
  /usr/bin/time -v -o "$work/time.txt" \
    "$scopecheck" check "${input[@]}" --engine=dpor -j "$jobs" $extra \
    --timeout="$this_cap" --json > "$json" 2> "$work/err.txt"
  rc=$?
  set -e
  secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {
           n = split($2, p, ":"); s = 0
           for (i = 1; i <= n; i++) s = s * 60 + p[i]
           printf "%.2f", s }' "$work/time.txt")
  cpu=$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$work/time.txt")
  read -r verdict execs blocked pruned esecs rss < <(/usr/bin/python3 -c 'import json,sys
d = json.load(open(sys.argv[1])); st = d.get("stats", {})
print(d["verdict"], st.get("executions", "-"), st.get("blocked", "-"),
      st.get("pruned", "-"), "%.2f" % st.get("seconds", 0),
      "%.1f" % st.get("peak_rss_mb", 0))' "$json" 2>/dev/null || echo "exit-$rc - - - - -")
  ok=yes
  [[ "$verdict" == "$want" ]] || ok=NO
  [[ "$want_execs" == - || "$execs" == "$want_execs" || "$verdict" != safe ]] || ok=NO
  note=""
  [[ $rc -eq 3 ]] && note="exit 3: $(/usr/bin/python3 -c 'import json,sys
print(json.load(open(sys.argv[1])).get("reason", ""))' "$json" 2>/dev/null)"
  if [[ "$ok" != yes ]]; then
    note="expected $want"
    [[ "$want_execs" == - ]] || note="$note with $want_execs executions"
  fi
  printf '%-18s %-5s %-10s %-3s %10s %9s %9s %9s %9s %8s %7s  %-14s %s\n' \
    "$name" "$grid,$block" "$verdict" "$ok" "$execs" "$blocked" "$pruned" \
    "$secs" "$esecs" "$cpu" "$rss" "$gpumc" "$note"
done
