#!/usr/bin/env python3
"""Checks that the dpor engine's parallel search (-j N) answers as -j 1.

Usage: compare-jobs.py SCOPECHECK JOBS DIR|FILE [DIR|FILE...]

JOBS is a number of worker threads (-j JOBS), or mpi:K for the distributed
search with K ranks (`mpirun -n K ... --distributed -j 1`; docs/engines.md
"Distributed exploration"), compared with -j 1 alike.

For every .ir, .cu and .litmus file under the directories, every distinct
`%scopecheck check %s ARGS` of its RUN lines is run four times: with -j 1
and -j JOBS, each with --stop-on-first (the default) and with --all-errors,
always with --json. The two runs of a mode must have the same exit code
and the same JSON report apart from the timing and memory statistics:
verdict, execution, blocked and pruned counts, every error with its
message, counts and witness (docs/engines.md "Parallel exploration" says
why even the stop-on-first counts and witness agree).

Runs that end by a limit (exit 3 with a timeout, an execution or memory
limit) are nondeterministic by nature and only their exit codes are
compared. Prints one line per difference and a summary; exits 1 when there
is a difference or when no test was found.
"""

import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

RUN = re.compile(r"RUN:.*?%scopecheck check %s(.*)")
# Options that choose the output or the mode: set by this script.
DROP = re.compile(r"^(--json|--stop-on-first|--all-errors|--progress|"
                  r"-j\d*|--jobs(=.*)?|--(dot|html|sarif)(=.*)?)$")
TAKES_VALUE = {"-j", "--jobs", "--dot", "--html", "--sarif"}
TIMING = {"seconds", "peak_rss_mb", "frontend_peak_rss_mb"}
LIMITS = ("timeout reached", "execution limit reached", "memory")


def run_args(path):
    """The distinct argument lists of the file's `check` RUN lines."""
    found = []
    with open(path, errors="replace") as f:
        for line in f:
            m = RUN.search(line)
            if not m:
                continue
            # The command ends at a pipe, a redirection or the end of an
            # `sh -c '...'` quote.
            text = re.split(r"\||;|2>|>|'", m.group(1))[0]
            try:
                words = shlex.split(text)
            except ValueError:
                continue
            args, skip = [], False
            for w in words:
                if skip:
                    skip = False
                    continue
                if w in TAKES_VALUE:
                    skip = True
                    continue
                if not DROP.match(w):
                    args.append(w)
            if args not in found:
                found.append(args)
    return found


def strip_timing(v):
    if isinstance(v, dict):
        return {k: strip_timing(x) for k, x in v.items() if k not in TIMING}
    if isinstance(v, list):
        return [strip_timing(x) for x in v]
    return v


def mpirun(ranks):
    """The mpirun command line for RANKS ranks on this machine: as root if
    need be, more ranks than cores allowed, idle ranks yielding the CPU."""
    return ["mpirun", "-n", str(ranks), "--oversubscribe", "--mca",
            "mpi_yield_when_idle", "1"]


MPI_ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_btl_vader_single_copy_mechanism="none")


def check(tool, path, args, jobs, mode):
    out = []
    for j in ("1", jobs):
        cmd = [tool, "check", path] + args + mode + ["-j", j, "--json"]
        env = None
        if j.startswith("mpi:"):
            cmd = mpirun(int(j[4:])) + cmd[:-3] + ["--distributed", "-j", "1",
                                                   "--json"]
            env = MPI_ENV
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        try:
            report = strip_timing(json.loads(p.stdout)) if p.stdout else None
        except ValueError:
            report = p.stdout
        out.append((p.returncode, report, " ".join(cmd), p.stderr))
    (rc1, rep1, cmd1, _), (rc2, rep2, cmd2, err2) = out
    if rc1 != rc2:
        # Everything that can tell why: the report and the end of stderr
        # (mpirun's own messages when a rank failed).
        return "%s: exit %d with -j 1, %d with -j %s\n  report: %s\n  stderr: %s" % (
            cmd2, rc1, rc2, jobs,
            rep2 if isinstance(rep2, str) else json.dumps(rep2),
            err2[-1500:].replace("\n", "\n  "))
    if rc1 == 3 and any(l in json.dumps(rep1) for l in LIMITS):
        return None
    if rep1 != rep2:
        return "%s: the reports differ:\n  -j 1: %s\n  -j %s: %s" % (
            cmd2, json.dumps(rep1), jobs, json.dumps(rep2))
    return None


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    tool, jobs, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
    tasks = []
    for d in dirs:
        walk = os.walk(d) if os.path.isdir(d) else [
            (os.path.dirname(d), [], [os.path.basename(d)])]
        for root, _, files in walk:
            for name in sorted(files):
                if os.path.splitext(name)[1] not in (".ir", ".cu", ".litmus"):
                    continue
                path = os.path.join(root, name)
                for args in run_args(path):
                    # --max-executions counts per rank: refused with
                    # --distributed.
                    if jobs.startswith("mpi:") and any(
                            a.startswith("--max-executions") for a in args):
                        continue
                    for mode in ([], ["--all-errors"]):
                        tasks.append((path, args, mode))
    if not tasks:
        print("compare-jobs: no test found")
        return 1
    # mpirun spends most of a short run starting and stopping its ranks
    # (idle waits, not CPU): four at a time keep two cores busy.
    workers = 4 if jobs.startswith("mpi:") else 2
    with ThreadPoolExecutor(max_workers=workers) as ex:
        results = list(ex.map(lambda t: check(tool, t[0], t[1], jobs, t[2]),
                              tasks))
    failures = [r for r in results if r]
    for r in failures:
        print("DIFF " + r)
    what = ("%s ranks" % jobs[4:]) if jobs.startswith("mpi:") else "-j " + jobs
    print("compare-jobs: %d runs compared (-j 1 and %s), %d differ" %
          (len(tasks), what, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
