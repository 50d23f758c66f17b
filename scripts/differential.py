#!/usr/bin/env python3
"""Differential testing of the engines on random small kernels.

Usage: differential.py SCOPECHECK [--seed=S] [--count=N] [--symbolic]
                       [--timeout=SECONDS] [--keep=DIR] [--quiet]

Generates N kernels with tests/differential/generate.py (seed S) and checks
each with both exact engines at the kernel's launch, with every error
reported (`--all-errors`) and bounds checks on (`--buffer`):

  * the interval engine and the DPOR engine must give the same verdict and
    the same findings: the same set of (error kind, source locations);
  * with --symbolic, the symbolic engine (no launch: every launch) must not
    prove a kernel on which the exact engines found a data race or barrier
    divergence, and a kernel the exact engines refute must not get exit 0.

A disagreement prints the kernel, the launch and both results, and makes the
script exit 1. A run that ends incomplete (exit 3: timeout or bound) is
counted and skipped, never treated as agreement. Prints one summary line:
"differential: N kernels, A agree, I incomplete, D disagree".
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "differential"))
import generate  # noqa: E402


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return None, None, "no answer within %d s (the --timeout was not honoured)" % (timeout + 30)
    try:
        report = json.loads(p.stdout) if p.stdout.strip() else None
    except ValueError:
        report = None
    return p.returncode, report, p.stderr


def findings(report):
    """The set of (kind, locations) of a JSON report."""
    out = set()
    for e in report.get("errors", []):
        locs = ["%d:%d" % (l["line"], l["column"]) for l in e.get("locations", [])]
        if e["kind"] == "barrier-divergence":
            # The barrier the first waiting thread waits at. The second
            # location, when there is one, may differ: at a barrier reached
            # with a mix of true and false predicates, the interval engine
            # lets the threads with a false one pass and names the barrier
            # they wait at next; the DPOR engine reports the barrier itself.
            locs = locs[:1]
        out.add((e["kind"], tuple(sorted(locs))))
    return out


def describe(code, report, err):
    if report is None:
        return "exit %s, no report; stderr:\n%s" % (code, err.strip())
    lines = ["exit %s, verdict %s" % (code, report.get("verdict"))]
    for kind, locs in sorted(findings(report)):
        lines.append("  %s at %s" % (kind, ", ".join(locs)))
    return "\n".join(lines)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    opts = dict(a[2:].split("=", 1) if "=" in a else (a[2:], "1")
                for a in argv[1:] if a.startswith("--"))
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck = args[0]
    seed = int(opts.get("seed", "1"))
    count = int(opts.get("count", "50"))
    timeout = int(opts.get("timeout", "30"))
    symbolic = "symbolic" in opts
    keep = opts.get("keep")
    quiet = "quiet" in opts

    agree = incomplete = disagree = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(count):
            source, launch = generate.kernel(seed, i)
            path = os.path.join(tmp, "random-%d-%d.cu" % (seed, i))
            with open(path, "w") as f:
                f.write(source)
            size = launch["blockDim"] * launch["gridDim"] + 1
            base = [scopecheck, "check", path, "--json", "--all-errors",
                    "--timeout=%d" % timeout,
                    "--blockDim=%d" % launch["blockDim"],
                    "--gridDim=%d" % launch["gridDim"],
                    "--buffer=g=%d" % size, "--buffer=h=%d" % size]
            results = {}
            for engine in ("interval", "dpor"):
                results[engine] = run(base + ["--engine=" + engine], timeout)
            problems = []
            codes = {e: r[0] for e, r in results.items()}
            if any(c == 3 for c in codes.values()):
                incomplete += 1
                if not quiet:
                    print("kernel %d: incomplete (%s)" % (i, codes))
                continue
            for engine, (code, report, err) in results.items():
                if code not in (0, 1) or report is None:
                    problems.append("%s engine failed: %s" % (engine, describe(code, report, err)))
            if not problems:
                ri, rd = results["interval"][1], results["dpor"][1]
                if codes["interval"] != codes["dpor"] or findings(ri) != findings(rd):
                    problems.append("the exact engines disagree")
            exact_races = set()
            if not problems:
                exact_races = {k for k, _ in findings(results["dpor"][1])}
            if symbolic and not problems:
                code, report, err = run([scopecheck, "check", path, "--json",
                                         "--engine=symbolic", "--timeout=%d" % timeout], timeout)
                results["symbolic"] = (code, report, err)
                if code == 0 and exact_races & {"data-race", "barrier-divergence"}:
                    problems.append("the symbolic engine proves a kernel the exact engines refute")
                elif code not in (0, 1, 3):
                    problems.append("symbolic engine failed: %s" % describe(code, report, err))
            if problems:
                disagree += 1
                print("kernel %d of seed %d: %s" % (i, seed, "; ".join(problems)))
                print("launch: blockDim=%d gridDim=%d, g and h of %d elements"
                      % (launch["blockDim"], launch["gridDim"], size))
                print(source)
                for engine, (code, report, err) in results.items():
                    print("%s: %s" % (engine, describe(code, report, err)))
                if keep:
                    os.makedirs(keep, exist_ok=True)
                    with open(os.path.join(keep, os.path.basename(path)), "w") as f:
                        f.write(source)
            else:
                agree += 1
                if not quiet:
                    print("kernel %d: agree (%s)" % (
                        i, ", ".join(sorted({k for k, _ in findings(results["dpor"][1])})) or "safe"))
    print("differential: %d kernels, %d agree, %d incomplete, %d disagree"
          % (count, agree, incomplete, disagree))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
