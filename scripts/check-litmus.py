#!/usr/bin/env python3
"""Checks every litmus test under a directory against its expect lines.

Usage: check-litmus.py SCOPECHECK ROOT DIR [DIR...]

Every .litmus file (docs/litmus.md) with one or more lines

    expect MODEL: executions=N positive=P Ok|No safe|KIND[,KIND...]

in its comments (MODEL is src11, rc11 or sc; the words in any order) is
run with `SCOPECHECK check FILE --model=MODEL --json`, and the report must
have exactly N executions, P positive executions, herd's answer Ok or No,
and either no error (`safe`, exit 0) or exactly the error kinds listed
(`data-race`, `heterogeneous-race`, ...; exit 1).

A line `same-as: PATH` (PATH relative to ROOT, an .ir file) names the same
program in IR form: for every expect line, `SCOPECHECK check PATH
--model=MODEL --all-errors --json` must explore the same number of
executions, and report the same error kinds apart from `assertion` (the
IR form asserts what the litmus form asks in its condition).

A line `xfail MODEL: REASON` marks the run of that model as a known
failure of scopecheck (the expectation is right, a named bug makes it
fail): it is reported as XFAIL while it fails and as XPASS, a failure of
the suite, once it passes (so that the line gets removed).

Prints one line per test and model (PASS/FAIL/XFAIL/XPASS) and a summary;
exits 1 when one fails or when no test was found.
"""

import json
import os
import re
import subprocess
import sys

EXPECT = re.compile(r"expect (src11|rc11|sc):\s*(.*?)\s*(\*\))?\s*$")
SAME = re.compile(r"same-as:\s*(\S+)")
XFAIL = re.compile(r"xfail (src11|rc11|sc):\s*(.*?)\s*(\*\))?\s*$")
KINDS = {"data-race", "heterogeneous-race", "barrier-divergence",
         "assertion", "out-of-bounds", "runtime-error"}


def expectations(path):
    """The (model, words) of the expect lines, the same-as path and the
    xfail reasons by model."""
    exps, same, xfails = [], None, {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = EXPECT.search(line)
            if m:
                exps.append((m.group(1), m.group(2).split()))
            m = SAME.search(line)
            if m:
                same = m.group(1)
            m = XFAIL.search(line)
            if m:
                xfails[m.group(1)] = m.group(2)
    return exps, same, xfails


def run(scopecheck, path, model, extra=()):
    p = subprocess.run([scopecheck, "check", path, "--model=" + model,
                        "--json"] + list(extra),
                       capture_output=True, text=True, timeout=120)
    try:
        return p.returncode, json.loads(p.stdout), p.stderr
    except ValueError:
        return p.returncode, None, p.stderr


def check(scopecheck, root, path, model, words, same):
    want = {"kinds": None}
    for w in words:
        if w.startswith("executions="):
            want["executions"] = int(w.split("=", 1)[1])
        elif w.startswith("positive="):
            want["positive"] = int(w.split("=", 1)[1])
        elif w in ("Ok", "No"):
            want["result"] = w
        elif w == "safe":
            want["kinds"] = set()
        elif all(k in KINDS for k in w.split(",")):
            want["kinds"] = set(w.split(","))
        else:
            return False, "unknown word '%s' on the expect line" % w
    if "executions" not in want or want["kinds"] is None:
        return False, "an expect line needs executions=N and safe or kinds"
    code, rep, err = run(scopecheck, path, model)
    if rep is None or "litmus" not in rep:
        return False, "exit %d, no litmus report; stderr:\n%s" % (code, err)
    got_execs = rep["stats"]["executions"]
    got_kinds = {e["kind"] for e in rep["errors"]}
    lit = rep["litmus"]
    problems = []
    if got_execs != want["executions"]:
        problems.append("executions %d, expected %d" % (
            got_execs, want["executions"]))
    if "positive" in want and lit["positive"] != want["positive"]:
        problems.append("positive %d, expected %d" % (
            lit["positive"], want["positive"]))
    if "result" in want and lit["result"] != want["result"]:
        problems.append("result %s, expected %s" % (
            lit["result"], want["result"]))
    if got_kinds != want["kinds"]:
        problems.append("errors %s, expected %s" % (
            sorted(got_kinds) or "none", sorted(want["kinds"]) or "none"))
    want_code = 1 if want["kinds"] else 0
    if code != want_code:
        problems.append("exit %d, expected %d" % (code, want_code))
    msg = "%d executions, %s, %d positive, %s" % (
        got_execs, lit["result"], lit["positive"],
        ",".join(sorted(got_kinds)) or "safe")
    if same:
        ir_path = os.path.join(root, same)
        icode, irep, ierr = run(scopecheck, ir_path, model, ["--all-errors"])
        if irep is None:
            problems.append("same-as %s: exit %d, no report" % (same, icode))
        else:
            ie = irep["stats"]["executions"]
            ik = {e["kind"] for e in irep["errors"]} - {"assertion"}
            if ie != got_execs:
                problems.append("same-as %s: %d executions in IR form, %d "
                                "here" % (same, ie, got_execs))
            if ik != got_kinds - {"assertion"}:
                problems.append("same-as %s: errors %s in IR form" % (
                    same, sorted(ik) or "none"))
            msg += "; same as %s" % same
    if problems:
        return False, "; ".join(problems)
    return True, msg


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck, root = argv[1], argv[2]
    files = []
    for d in argv[3:]:
        for dirpath, _, names in os.walk(d):
            files += [os.path.join(dirpath, n) for n in names
                      if n.endswith(".litmus")]
    checked = failures = tests = xfailed = 0
    for path in sorted(files):
        exps, same, xfails = expectations(path)
        if not exps:
            continue
        tests += 1
        for model, words in exps:
            checked += 1
            ok, msg = check(scopecheck, root, path, model, words, same)
            if model not in xfails:
                status = "PASS" if ok else "FAIL"
                failures += not ok
            elif ok:
                status = "XPASS"
                msg += "; remove its xfail line (%s)" % xfails[model]
                failures += 1
            else:
                status = "XFAIL"
                msg = "known bug: %s; %s" % (xfails[model], msg)
                xfailed += 1
            print("%s: %s [%s]: %s" % (status, path, model, msg))
    print("%d litmus tests, %d runs checked, %d failed, %d expected "
          "failures" % (tests, checked, failures, xfailed))
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
