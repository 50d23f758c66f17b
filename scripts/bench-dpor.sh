#!/usr/bin/env bash
# DPOR engine scalability: the LB-n and SB-n programs of GPUMC's Table 6 /
# Figure 4, generated as IR, each checked exhaustively with
# `scopecheck check FILE --json`. Prints one row per program: threads,
# complete executions, the expected number, wall-clock seconds, peak RSS
# (from /usr/bin/time -v) and executions per second.
#
#   LB-n: n threads, each in its own block; thread i reads x_i and writes
#         x_{(i+1) mod n} (relaxed, gpu scope). Every combination of read
#         values except "all read 1" (a po ∪ rf cycle) is consistent:
#         2^n - 1 executions.
#   SB-n: n threads, each in its own block; thread i writes x_i and reads
#         x_{(i+1) mod n} (relaxed, gpu scope). Every read sees init or the
#         one write independently (each read is its thread's last event, so
#         no po ∪ rf or hb; eco cycle is possible): 2^n executions.
#         (GPUMC's SB adds an assertion and stops at its violation; we
#         explore everything, which is the harder job.)
#
#   scripts/bench-dpor.sh [--lb-max N] [--sb-max N] [--timeout SECONDS]
#                         [--model src11|rc11] [--only lb|sb|files|parallel]
#                         [--from N] [--form ir|c] [--jobs N]
#                         [--par-jobs N] [--par-n N] [--par-locks "NAME:X:Y ..."]
#                         [--repeat N]
#                         [FILE.cu|FILE.c|FILE.ir|FILE.litmus ...]
#
# --jobs N: the dpor worker threads (-j) of the LB/SB and files tables
# (default 1, so that their numbers compare with earlier ones).
#
# The parallel table (--only parallel, or with the others when --par-n is
# given) runs LB-n and SB-n (n = --par-n, default 20) and the lock programs
# of kernels/bench/ at the shapes --par-locks names (default caslock (4,2),
# ticketlock (4,2), ttaslock (3,2); NAME:GRID:BLOCK) with -j 1 and with
# -j --par-jobs (default 2), and prints for each: the executions of both
# (which must be equal), wall-clock and CPU seconds of both, the wall-clock
# speedup, and the search's own wall clock of both (the JSON's
# stats.seconds: without the process start-up and the front-end, which are
# serial and weigh on searches of a second or two) with its speedup. The
# target (DESIGN.md section 6) is 1.8x on two idle
# cores; on a loaded machine the speedup says little. Each configuration
# runs --repeat times (default 3, alternating with the others) and the
# table keeps the least wall-clock and the least CPU time of each (they may
# come from different runs): a virtual machine's noise only ever adds time,
# and one run of a 2-20 s search can be 10-30% slow. When the build has
# the distributed search and mpirun is there, the table also has
# `mpirun -n --par-jobs ... --distributed` (wall, CPU of all ranks and
# mpirun, speedup over -j 1, and rank 0's search time with its speedup;
# docs/engines.md "Distributed exploration").
#
# --form c writes the LB-n and SB-n programs in GPUMC's C11/pthreads format
# instead of IR (docs/c11-support.md: a thread function per thread, each
# created by main, placed in its own group by __VERIFIER_thread_group_id,
# every access relaxed at device scope by __VERIFIER_memory_scope_device),
# so that the table measures the front-end's programs; the counts are the
# same.
#
# FILEs given as arguments get a second table: verdict, executions,
# seconds, peak RSS, with the launch flags of each file's leading `//--`
# comment lines (the kernels/ convention), under --all-errors. The lock
# programs of kernels/bench/ (GPUMC's Table 1) have their own script,
# scripts/bench-locks.sh, which runs them at the paper's shapes.
#
# Defaults: LB-2..LB-22, SB-2..SB-21, 180 s per program (a row that hits the
# cap says "timeout"; LB-22 needs 65-70 s of CPU, up to 130 s of wall clock
# on a busy 2-core machine). SCOPECHECK_BUILD_DIR selects the build directory
# (default: build). This is a benchmark, not a test: it is not run by ctest.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scopecheck="${SCOPECHECK_BUILD_DIR:-build}/cli/scopecheck"
lb_max=22
sb_max=21
from=2
cap=180
model=src11
only=""
form=ir
jobs=1
par_jobs=2
par_n=""
par_locks="caslock:4:2 ticketlock:4:2 ttaslock:3:2"
repeat=3
files=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --lb-max) lb_max="$2"; shift 2 ;;
    --sb-max) sb_max="$2"; shift 2 ;;
    --from) from="$2"; shift 2 ;;
    --timeout) cap="$2"; shift 2 ;;
    --model) model="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --form) form="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --par-jobs) par_jobs="$2"; shift 2 ;;
    --par-n) par_n="$2"; shift 2 ;;
    --par-locks) par_locks="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    -h|--help) sed -n '2,58p' "$0"; exit 0 ;;
    -*) echo "bench-dpor: unknown argument $1" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
if [[ ! -x "$scopecheck" ]]; then
  echo "bench-dpor: $scopecheck not found; build first (scripts/setup.sh)" >&2
  exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
  echo "bench-dpor: /usr/bin/time is needed for the peak RSS column" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/bench-dpor.XXXXXX")
trap 'rm -rf "$work"' EXIT

# gen KIND N FILE: write the LB-n or SB-n program.
gen() {
  /usr/bin/python3 - "$1" "$2" "$3" <<'PY'
import sys
kind, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if path.endswith(".c"):
    out = ["// %s-%d in GPUMC's format, generated by scripts/bench-dpor.sh"
           % (kind.upper(), n),
           "#include <pthread.h>", "#include <stdatomic.h>",
           "void __VERIFIER_memory_scope_device();",
           "void __VERIFIER_thread_group_id(int a);",
           "atomic_int vars[%d];" % n]
    for i in range(n):
        j = (i + 1) % n
        load = ("  __VERIFIER_memory_scope_device();\n"
                "  int r = atomic_load_explicit(&vars[%d], memory_order_relaxed);"
                % (i if kind == "lb" else j))
        store = ("  __VERIFIER_memory_scope_device();\n"
                 "  atomic_store_explicit(&vars[%d], 1, memory_order_relaxed);"
                 % (j if kind == "lb" else i))
        out += ["", "void *t%d(void *arg) {" % i,
                "  __VERIFIER_thread_group_id(%d);" % i]
        out += [load, store] if kind == "lb" else [store, load]
        out += ["  return NULL;", "}"]
    out += ["", "int main(void) {", "  pthread_t t[%d];" % n]
    out += ["  pthread_create(&t[%d], NULL, t%d, NULL);" % (i, i) for i in range(n)]
    out += ["  pthread_join(t[%d], NULL);" % i for i in range(n)]
    out += ["  return 0;", "}"]
    open(path, "w").write("\n".join(out) + "\n")
    sys.exit(0)
out = ["// %s-%d, generated by scripts/bench-dpor.sh" % (kind.upper(), n)]
out += ["global @x%d : i32;" % i for i in range(n)]
for i in range(n):
    j = (i + 1) % n
    out.append("")
    out.append("proc @p%d() {" % i)
    out.append("  var r : i32;")
    out.append("entry:")
    if kind == "lb":
        out.append("  r = load.rlx.gpu i32 @x%d;" % i)
        out.append("  store.rlx.gpu i32 @x%d, 1;" % j)
    else:
        out.append("  store.rlx.gpu i32 @x%d, 1;" % i)
        out.append("  r = load.rlx.gpu i32 @x%d;" % j)
    out.append("  return;")
    out.append("}")
out.append("")
out.append("launch threads {")
out += ["  thread @p%d block %d;" % (i, i) for i in range(n)]
out.append("}")
open(path, "w").write("\n".join(out) + "\n")
PY
}

# seconds: wall clock of the whole process (parse, setup, exploration);
# engine_s: the exploration time the JSON reports; cpu_s: user + system
# CPU time of the process (less sensitive than wall clock to other load on
# the machine); exec/s uses seconds (wall clock), exec/cpu-s uses cpu_s.
# rss_mb: peak RSS of the process; +mb: the same minus the peak RSS of
# `scopecheck --help` (the binary links libLLVM and libclang-cpp, whose
# loading alone costs tens of MB), i.e. what checking the program added.
base_rss=$(/usr/bin/time -v "$scopecheck" --help 2>&1 >/dev/null |
  awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }')
echo "# $scopecheck, model $model, $form programs, -j $jobs, cap ${cap}s per program, baseline RSS ${base_rss} MB"
[[ "$only" == files || "$only" == parallel ]] || printf '%-7s %7s %10s %10s %9s %9s %8s %8s %6s %11s %11s  %s\n' \
  program threads executions expected seconds engine_s cpu_s rss_mb +mb exec/s exec/cpu-s note
run() {
  local kind=$1 n=$2 expected=$3
  local name f json timing rc secs rss execs esecs cpu delta rate crate note
  name="$(echo "$kind" | tr a-z A-Z)-$n"
  f="$work/$kind-$n.$form"
  gen "$kind" "$n" "$f"
  json="$work/out.json"
  timing="$work/time.txt"
  set +e
  /usr/bin/time -v -o "$timing" timeout "$cap" \
    "$scopecheck" check "$f" --engine=dpor --model="$model" -j "$jobs" --json > "$json" 2> /dev/null
  rc=$?
  set -e
  rss=$(awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$timing")
  secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {
           n = split($2, p, ":"); s = 0
           for (i = 1; i <= n; i++) s = s * 60 + p[i]
           printf "%.2f", s }' "$timing")
  cpu=$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$timing")
  if grep -q 'Command exited with non-zero status 124' "$timing" || [[ $rc -eq 124 ]]; then
    printf '%-7s %7d %10s %10d %9s %9s %8s %8s %6s %11s %11s  %s\n' "$name" "$n" - "$expected" ">$cap" - - "$rss" - - - timeout
    return 1
  fi
  read -r execs esecs < <(/usr/bin/python3 -c 'import json,sys
st = json.load(open(sys.argv[1]))["stats"]
print(st["executions"], "%.2f" % st["seconds"])' "$json" 2>/dev/null || echo "? ?")
  note=""
  [[ "$execs" == "$expected" ]] || note="MISMATCH (exit $rc)"
  [[ $rc -eq 0 ]] || note="${note:-exit $rc}"
  delta=$(awk -v a="$rss" -v b="$base_rss" 'BEGIN { printf "%.1f", a - b }')
  rate=$(awk -v e="$execs" -v s="$secs" 'BEGIN { if (s > 0 && e ~ /^[0-9]+$/) printf "%.0f", e / s; else print "-" }')
  crate=$(awk -v e="$execs" -v s="$cpu" 'BEGIN { if (s > 0 && e ~ /^[0-9]+$/) printf "%.0f", e / s; else print "-" }')
  printf '%-7s %7d %10s %10d %9s %9s %8s %8s %6s %11s %11s  %s\n' "$name" "$n" "$execs" "$expected" "$secs" "$esecs" "$cpu" "$rss" "$delta" "$rate" "$crate" "$note"
}

if [[ -z "$only" || "$only" == lb ]]; then
  for ((n = from; n <= lb_max; n++)); do
    run lb "$n" $(( (1 << n) - 1 )) || break   # larger ones would time out too
  done
fi
if [[ -z "$only" || "$only" == sb ]]; then
  for ((n = from; n <= sb_max; n++)); do
    run sb "$n" $(( 1 << n )) || break
  done
fi

# The files table: kernels (with their //-- launch flags) or IR programs.
if [[ ${#files[@]} -gt 0 && ( -z "$only" || "$only" == files ) ]]; then
  echo
  printf '%-44s %-10s %10s %9s %8s %8s  %s\n' file verdict executions seconds cpu_s rss_mb note
  for f in "${files[@]}"; do
    flags=$(awk '/^[[:space:]]*$/ {next} /^\/\/--/ {sub(/^\/\//, ""); print; next} /^\/\// {next} {exit}' "$f" | tr '\n' ' ')
    set +e
    # shellcheck disable=SC2086
    /usr/bin/time -v -o "$work/time.txt" timeout "$cap" \
      "$scopecheck" check "$f" $flags --engine=dpor --model="$model" -j "$jobs" --all-errors --json > "$work/out.json" 2> "$work/err.txt"
    rc=$?
    set -e
    rss=$(awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$work/time.txt")
    cpu=$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$work/time.txt")
    secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {
             n = split($2, p, ":"); s = 0
             for (i = 1; i <= n; i++) s = s * 60 + p[i]
             printf "%.2f", s }' "$work/time.txt")
    if [[ $rc -eq 124 ]]; then
      printf '%-44s %-10s %10s %9s %8s %8s\n' "$f" timeout - ">$cap" "$cpu" "$rss"
      continue
    fi
    read -r verdict execs < <(/usr/bin/python3 -c 'import json,sys
d = json.load(open(sys.argv[1]))
print(d["verdict"], d.get("stats", {}).get("executions", "-"))' "$work/out.json" 2>/dev/null || echo "exit-$rc -")
    note=""
    [[ -s "$work/out.json" ]] || note=$(grep -m1 'error' "$work/err.txt" | cut -c1-80 || true)
    printf '%-44s %-10s %10s %9s %8s %8s  %s\n' "$f" "$verdict" "$execs" "$secs" "$cpu" "$rss" "$note"
  done
fi

# The parallel table: -j 1 against -j par_jobs.
# measure ARGS...: runs `scopecheck check ARGS --json` and prints
# "executions verdict wall cpu search" (search: the exploration's own wall
# clock, the JSON's stats.seconds, without start-up and front-end).
launcher=()
measure() {
  set +e
  /usr/bin/time -v -o "$work/time.txt" timeout "$cap" \
    "${launcher[@]}" "$scopecheck" check "$@" --json > "$work/out.json" 2> /dev/null
  local rc=$?
  set -e
  local secs cpu
  secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {
           n = split($2, p, ":"); s = 0
           for (i = 1; i <= n; i++) s = s * 60 + p[i]
           printf "%.2f", s }' "$work/time.txt")
  cpu=$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$work/time.txt")
  if [[ $rc -eq 124 ]]; then
    echo "- timeout >$cap $cpu -"
    return
  fi
  /usr/bin/python3 -c 'import json,sys
d = json.load(open(sys.argv[1]))
st = d.get("stats", {})
search = "%.2f" % st["seconds"] if "seconds" in st else "-"
print(st.get("executions", "-"), d["verdict"], sys.argv[2], sys.argv[3], search)' \
    "$work/out.json" "$secs" "$cpu" 2>/dev/null || echo "- exit-$rc $secs $cpu -"
}
if [[ "$only" == parallel || ( -n "$par_n" && -z "$only" ) ]]; then
  par_n=${par_n:-20}
  echo
  mpi=""
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    OMPI_MCA_btl_vader_single_copy_mechanism=none
  if command -v mpirun > /dev/null &&
     "$scopecheck" check kernels/bench/lb.cu --distributed > /dev/null 2>&1; then
    mpi=yes
  fi
  echo "# -j 1 against -j $par_jobs${mpi:+ and $par_jobs MPI ranks}; least of $repeat runs each; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  printf '%-18s %10s %-8s %8s %8s %8s %8s %8s %8s %8s %8s' \
    program executions verdict wall_1 cpu_1 "wall_$par_jobs" "cpu_$par_jobs" speedup \
    search_1 "search_$par_jobs" speedup
  [[ -z $mpi ]] || printf ' %8s %8s %8s %10s %8s' wall_mpi cpu_mpi speedup search_mpi speedup
  printf '  %s\n' note
  # least A B: the smaller of two numbers ("-" and timeouts lose).
  least() {
    awk -v a="$1" -v b="$2" 'BEGIN {
      if (a !~ /^[0-9.]+$/) print b; else if (b !~ /^[0-9.]+$/) print a;
      else if (a + 0 <= b + 0) print a; else print b }'
  }
  # measure_least VAR ARGS...: runs `measure ARGS` and folds the result
  # into the "executions verdict wall cpu search" kept in VAR (least wall,
  # CPU and search time; executions and verdict must be the same every
  # time).
  measure_least() {
    local var=$1; shift
    local e v w c s pe pv pw pc ps
    read -r e v w c s < <(measure "$@")
    if [[ -z "${!var}" ]]; then
      printf -v "$var" '%s %s %s %s %s' "$e" "$v" "$w" "$c" "$s"
      return
    fi
    read -r pe pv pw pc ps <<< "${!var}"
    [[ "$pe" == "$e" && "$pv" == "$v" ]] || { pe="$pe|$e"; pv="$pv|$v"; }
    printf -v "$var" '%s %s %s %s %s' "$pe" "$pv" "$(least "$pw" "$w")" \
      "$(least "$pc" "$c")" "$(least "$ps" "$s")"
  }
  # ratio A B: A / B as "1.23x", or "-".
  ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a ~ /^[0-9.]+$/) printf "%.2fx", a / b; else print "-" }'
  }
  par_row() {
    local name=$1; shift
    local e1 v1 w1 c1 s1 e2 v2 w2 c2 s2 e3 v3 w3 c3 s3 note="" i
    local r1="" r2="" r3=""
    for ((i = 0; i < repeat; i++)); do
      measure_least r1 "$@" -j 1
      measure_least r2 "$@" -j "$par_jobs"
      if [[ -n $mpi ]]; then
        launcher=(mpirun -n "$par_jobs" --oversubscribe)
        measure_least r3 "$@" --distributed -j 1
        launcher=()
      fi
    done
    read -r e1 v1 w1 c1 s1 <<< "$r1"
    read -r e2 v2 w2 c2 s2 <<< "$r2"
    [[ "$e1" == "$e2" && "$v1" == "$v2" ]] || note="DIFFERENT: -j $par_jobs gives $e2 $v2"
    printf '%-18s %10s %-8s %8s %8s %8s %8s %8s %8s %8s %8s' \
      "$name" "$e1" "$v1" "$w1" "$c1" "$w2" "$c2" "$(ratio "$w1" "$w2")" \
      "$s1" "$s2" "$(ratio "$s1" "$s2")"
    if [[ -n $mpi ]]; then
      read -r e3 v3 w3 c3 s3 <<< "$r3"
      printf ' %8s %8s %8s %10s %8s' "$w3" "$c3" "$(ratio "$w1" "$w3")" "$s3" \
        "$(ratio "$s1" "$s3")"
      [[ "$e1" == "$e3" && "$v1" == "$v3" ]] || note="$note DIFFERENT: $par_jobs ranks give $e3 $v3"
    fi
    printf '  %s\n' "$note"
  }
  for kind in lb sb; do
    f="$work/$kind-$par_n.ir"
    gen "$kind" "$par_n" "$f"
    par_row "$(echo "$kind" | tr a-z A-Z)-$par_n" "$f" --engine=dpor --model="$model"
  done
  for lock in $par_locks; do
    IFS=: read -r name grid block <<< "$lock"
    par_row "$name ($grid,$block)" "kernels/bench/$name.cu" --gridDim="$grid" \
      --blockDim="$block" --engine=dpor --model="$model"
  done
fi
