#!/usr/bin/env bash
# Race repair on the kernels of kernels/repair/ (GPUMC's Table 4, section
# 5.3, on our own CUDA versions of its program shapes, plus the other
# repair kernels): runs `scopecheck repair FILE --json` on each (the launch
# comes from the file's leading `//--` lines), and prints one row per
# kernel:
#
#   grid     blocks,threads per block (the paper's "Grid" column)
#   races    errors found by the first check (all errors, one per kind and
#            pair of source locations: the paper's "#Race")
#   edits    textual edits made over all rounds (the paper's "#Fix"),
#            barrier deletions of --remove-barriers included (kernels whose
#            comment names --remove-barriers are run with it)
#   rounds   check-plan-edit rounds that found errors
#   status   repaired | needs-review | unrepairable | round-limit |
#            incomplete | nothing-to-repair
#   engine   the engine of the final re-check (the choice of `check`:
#            --engine=auto)
#   execs    complete executions of the final re-check, i.e. of the
#            repaired kernel (the paper's "Executions"); dpor only, "-"
#            for the interval engine (one lock-step run)
#   seconds  wall clock of the whole `scopecheck repair` run (all rounds and
#            the final re-check)
#
#   scripts/bench-repair.sh [FILE.cu ...]
#
# SCOPECHECK_BUILD_DIR selects the build directory (default: build). Exits 1
# when a kernel's repair does not end in the status its file expects (every
# kernel "repaired", except those whose comment says "Not repairable",
# "unrepairable", and those whose comment says "Needs review", "needs-review").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-repair: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi

if [[ $# -gt 0 ]]; then
  files=("$@")
else
  # The Table 4 shapes first, in the paper's order, then the rest.
  files=()
  for k in bench1 bench2 bench3 bench4 bench5 graph-colouring matmul conv1d; do
    files+=("kernels/repair/$k.cu")
  done
  while IFS= read -r f; do
    case " ${files[*]} " in *" $f "*) ;; *) files+=("$f") ;; esac
  done < <(find kernels/repair -name '*.cu' | sort)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf '%-24s %9s %6s %6s %7s  %-13s %-8s %8s %8s\n' \
  kernel grid races edits rounds status engine execs seconds
bad=0
for f in "${files[@]}"; do
  extra=()
  # A kernel about barrier removal is repaired with --remove-barriers.
  if grep -q -- '--remove-barriers' "$f"; then extra=(--remove-barriers); fi
  start=$(date +%s.%N)
  "$scopecheck" repair "$f" --json -o "$tmp/out.cu" "${extra[@]}" \
    > "$tmp/report.json" 2> "$tmp/stderr" || true
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  blocks=$(grep -m1 -o -- '--gridDim=[0-9,]*' "$f" | cut -d= -f2 || true)
  threads=$(grep -m1 -o -- '--blockDim=[0-9,]*' "$f" | cut -d= -f2 || true)
  grid="${blocks:-1},${threads:--}"
  want=repaired
  if grep -q '^//expect: safe' "$f"; then want=nothing-to-repair; fi
  if grep -q '^// Not repairable' "$f"; then want=unrepairable; fi
  if grep -q '^// Needs review' "$f"; then want=needs-review; fi
  row=$(/usr/bin/python3 - "$tmp/report.json" "$want" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except ValueError:
    print("- - - no-report - -")
    sys.exit(0)
rounds = r.get("rounds", [])
races = len(rounds[0]["findings"]) if rounds else 0
edits = sum(len(rd["edits"]) for rd in rounds) + len(r.get("removed_barriers", []))
final = r.get("final", {})
engine = final.get("engine", "-")
execs = final.get("stats", {}).get("executions", "-") if engine == "dpor" else "-"
print(races, edits, len(rounds), r.get("status") or r.get("verdict", "-"),
      engine, execs)
PY
)
  read -r races edits rounds status engine execs <<< "$row"
  mark=""
  if [[ "$status" != "$want" ]]; then
    mark="  (expected $want)"
    bad=1
  fi
  printf '%-24s %9s %6s %6s %7s  %-13s %-8s %8s %8s%s\n' \
    "$(basename "$f" .cu)" "${grid:--}" "$races" "$edits" "$rounds" "$status" \
    "$engine" "$execs" "$secs" "$mark"
done
exit $bad
