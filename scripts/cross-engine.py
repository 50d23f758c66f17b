#!/usr/bin/env python3
"""Cross-checks the dpor and interval engines on every kernel.

Usage: cross-engine.py [--first-error] [--exclude NAME] [--max-threads N]
                       [--timeout S] [--all-errors-timeout S] [--skip-xfail]
                       SCOPECHECK DIR [DIR...]

Every .cu and .cl file and every .ir file with a kernel launch (`launch kernel`)
under the directories is checked with `--engine=dpor` and with
`--engine=interval`, both with `--all-errors --json` and the launch of the
file itself (its `//--` lines, or its `launch` item). A kernel is decided
by an engine when the verdict is "safe" or "error" and the report has no
"reason" (dpor: exploration complete; interval: the kernel is exact). For
every kernel that both engines decide, the verdicts and the sets of error
kinds must be equal. The interval engine runs first; launches of more than
64 threads (its summary line tells) are skipped, as too large for dpor.

Options: --first-error runs both engines without --all-errors (each stops
at its first error; the verdicts and the kind of the error reported are
compared), for kernels whose racing threads make an exhaustive
--all-errors exploration too long; --exclude NAME leaves out every
directory called NAME; --max-threads N raises the launch limit (64);
--timeout S is each run's --timeout (30); --skip-xfail skips the kernels
with an `//xfail:` line (a verdict known to be wrong, e.g. pending work).

A racy kernel makes dpor's --all-errors exploration enumerate every
racing execution, which can outlast any timeout while its first error
comes at once. So when the interval engine reports errors, dpor's
--all-errors run gets only --all-errors-timeout S seconds (8); when it
ends undecided, dpor runs again without --all-errors (its first error,
--timeout) and the comparison is weaker but still exact: the verdicts
must be equal and the kind of dpor's first error must be among the
interval engine's kinds (a SAME-FIRST line). A kernel the interval engine
calls safe gets the full --timeout for its --all-errors run (there is
nothing to enumerate: dpor must explore everything either way).

Prints one line per kernel (SAME, SAME-FIRST, DIFF, or SKIP with the reason) and a
summary; exits 1 when some decided kernel differs or when no kernel was
compared.
"""

import json
import os
import re
import subprocess
import sys


MAX_DPOR_THREADS = 64
OPTS = {"first_error": False, "max_threads": MAX_DPOR_THREADS,
        "timeout": 30, "all_errors_timeout": 8}


def run(scopecheck, path, engine, all_errors=None, timeout=None):
    """The JSON report of one engine (or None) and the reason it is None.

    all_errors defaults to the opposite of --first-error, timeout to
    --timeout."""
    if all_errors is None:
        all_errors = not OPTS["first_error"]
    if timeout is None:
        timeout = OPTS["timeout"]
    cmd = [scopecheck, "check", path, "--engine=" + engine, "--json",
           "--timeout=%d" % timeout]
    if all_errors:
        cmd.append("--all-errors")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=2 * timeout)
    except subprocess.TimeoutExpired:
        return None, "%s timed out" % engine
    if p.returncode == 2:
        lines = p.stderr.strip().splitlines()
        return None, "%s: input error: %s" % (
            engine, lines[-1] if lines else "")
    try:
        r = json.loads(p.stdout)
    except ValueError:
        return None, "%s: no JSON report (exit %d)" % (engine, p.returncode)
    m = re.search(r"note: (\d+) threads in", p.stderr)
    if m and int(m.group(1)) > OPTS["max_threads"]:
        return None, "%s threads: too many for dpor" % m.group(1)
    if r.get("verdict") not in ("safe", "error") or "reason" in r:
        return None, "%s undecided: %s" % (
            engine, r.get("reason", r.get("verdict")))
    return r, None


def summary(r):
    kinds = sorted({e["kind"] for e in r.get("errors", [])})
    return r["verdict"] + (" " + ",".join(kinds) if kinds else "")


def kernel_launch(path):
    if path.endswith((".cu", ".cl")):
        return True
    with open(path, encoding="utf-8", errors="replace") as f:
        return "launch kernel" in f.read()


def xfail(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return any(line.startswith("//xfail:") for line in f)


def main(argv):
    args = argv[1:]
    exclude = {"Inputs"}
    skip_xfail = False
    while args and args[0].startswith("--"):
        opt = args.pop(0)
        if opt == "--first-error":
            OPTS["first_error"] = True
        elif opt == "--skip-xfail":
            skip_xfail = True
        elif opt in ("--exclude", "--max-threads", "--timeout",
                     "--all-errors-timeout") and args:
            val = args.pop(0)
            if opt == "--exclude":
                exclude.add(val)
            else:
                OPTS[opt[2:].replace("-", "_")] = int(val)
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck = args[0]
    files = []
    for d in args[1:]:
        for root, dirs, names in os.walk(d):
            dirs[:] = [x for x in dirs if x not in exclude]
            files += [os.path.join(root, n) for n in names
                      if n.endswith((".cu", ".cl", ".ir"))]
    same = first = diff = skip = 0
    for path in sorted(files):
        if not kernel_launch(path):
            continue
        if skip_xfail and xfail(path):
            skip += 1
            print("SKIP: %s: marked //xfail" % path)
            continue
        i, why = run(scopecheck, path, "interval")
        if i is None:
            skip += 1
            print("SKIP: %s: %s" % (path, why))
            continue
        racy = i["verdict"] == "error" and not OPTS["first_error"]
        d, why = run(scopecheck, path, "dpor", timeout=(
            min(OPTS["all_errors_timeout"], OPTS["timeout"]) if racy
            else None))
        if d is None and racy and ("undecided" in why or "timed out" in why):
            d, why = run(scopecheck, path, "dpor", all_errors=False)
            if d is not None:
                kind = {e["kind"] for e in d.get("errors", [])}
                kinds = {e["kind"] for e in i.get("errors", [])}
                if d["verdict"] == "error" and kind <= kinds:
                    first += 1
                    print("SAME-FIRST: %s: dpor's first %s among interval's %s"
                          % (path, ",".join(sorted(kind)), summary(i)))
                else:
                    diff += 1
                    print("DIFF: %s: dpor (first error) %s, interval %s" % (
                        path, summary(d), summary(i)))
                continue
        if d is None:
            skip += 1
            print("SKIP: %s: %s" % (path, why))
            continue
        if summary(d) == summary(i):
            same += 1
            print("SAME: %s: %s" % (path, summary(d)))
        else:
            diff += 1
            print("DIFF: %s: dpor %s, interval %s" % (
                path, summary(d), summary(i)))
    print("%d kernels compared (%d by their first error), %d differ, "
          "%d skipped" % (same + first + diff, first, diff, skip))
    return 1 if diff or not same + first + diff else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
