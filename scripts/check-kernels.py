#!/usr/bin/env python3
"""Checks every kernel under a directory against its //expect: line.

Usage: check-kernels.py [--cross-symbolic] SCOPECHECK DIR [DIR...]

Every .cu, .cuh, .cpp (CUDA in a C++ file), .cl (OpenCL C), .c (C11/pthreads) and .ir file that has a `//expect: ...` line among its leading
comment lines (DESIGN.md section 5) is run through `SCOPECHECK check FILE
--json`; the launch comes from the file itself (`//--blockDim=...` lines of
a .cu file, `//--local_size=... --num_groups=...` lines of a .cl file, the
`launch` item of an .ir file). The expectation is one of

    safe | data-race | heterogeneous-race | barrier-divergence |
    assertion | out-of-bounds | undefined-value | runtime-error

A kernel without a launch (no `//--blockDim` line, e.g. kernels/symbolic)
runs with auto, which then chooses the symbolic engine: its verdict is for
every launch, and an error must be confirmed by the engine's concrete
replay (`"confirmed": true`).

The expectation is optionally followed by `executions=N` (the number of complete executions
explored by the dpor engine: such a kernel runs with `--engine=dpor`; the
others with the default `--engine=auto`). `safe` wants verdict "safe" and exit code 0; an error kind wants
verdict "error", exit code 1 and that kind among the reported errors.

A `//xfail: REASON` line marks a kernel whose expectation is right but which
a known bug of scopecheck makes fail: it is reported as XFAIL while it fails
and as XPASS (a failure of the suite, so that the line gets removed) once it
passes.

--cross-symbolic: every kernel the symbolic engine proves here (no launch,
verdict "safe") is also run by the exact engines at three launches, as
scripts/cross-symbolic.py does (its docstring), reusing this run's proof
instead of proving the kernel a second time: a CROSS-PASS, CROSS-FEWER or
CROSS-FAIL line follows the kernel's line, and a CROSS-FAIL (a proved kernel
an exact engine refutes) fails the run.

Prints one line per kernel (PASS/FAIL/XFAIL/XPASS with the reason) and a
summary; exits 1 when a kernel does not meet its expectation (or passes
despite its //xfail: line) or when no kernel was found.
"""

import importlib.util
import json
import os
import subprocess
import sys
import time


def cross_symbolic_module():
    """scripts/cross-symbolic.py (its name is not an importable one)."""
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location(
        "cross_symbolic", os.path.join(here, "cross-symbolic.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

# Seconds a kernel may take before it counts as failed: far above what any
# kernel takes on an idle machine (the slowest, symbolic ones, about 10 s),
# so that a busy machine (several builds and test suites at once) does not
# fail the suite; a hang still fails it. SCOPECHECK_KERNEL_TIMEOUT changes it.
TIMEOUT = int(os.environ.get("SCOPECHECK_KERNEL_TIMEOUT", "300"))

KINDS = {"safe", "data-race", "heterogeneous-race", "barrier-divergence",
         "assertion", "out-of-bounds", "undefined-value", "runtime-error"}


def expectation(path):
    """The words of the file's //expect: line (or None) and the reason of
    its //xfail: line (or None), from the leading comment lines."""
    words, xfail = None, None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if not line.startswith("//"):
                break
            body = line[2:].strip()
            if body.startswith("expect:") and words is None:
                words = body[len("expect:"):].split()
            elif body.startswith("xfail:"):
                xfail = body[len("xfail:"):].strip()
    return words, xfail


def check(scopecheck, path, words, proofs=None):
    """Returns (ok, message). A kernel the symbolic engine proves is
    appended to \p proofs (when given) with the run's notes."""
    if not words or words[0] not in KINDS:
        return False, "malformed //expect: line: %s" % " ".join(words)
    want = words[0]
    want_execs = None
    for w in words[1:]:
        if w.startswith("executions="):
            want_execs = int(w[len("executions="):])
        else:
            return False, "unknown expectation '%s'" % w
    try:
        cmd = [scopecheck, "check", path, "--json"]
        if want_execs is not None:
            cmd.append("--engine=dpor")  # executions=N counts dpor's
        p = subprocess.run(cmd,
                           capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, "timed out after %d s" % TIMEOUT
    try:
        report = json.loads(p.stdout)
    except ValueError:
        return False, "exit %d, no JSON report; stderr:\n%s" % (
            p.returncode, p.stderr.strip())
    verdict = report.get("verdict")
    kinds = [e.get("kind") for e in report.get("errors", [])]
    got = verdict if verdict != "error" else ",".join(kinds)
    if want == "safe":
        ok = verdict == "safe" and p.returncode == 0
    else:
        ok = verdict == "error" and p.returncode == 1 and want in kinds
    if ok and verdict == "error" and not all(
            e.get("confirmed", True) for e in report.get("errors", [])):
        return False, "an error was not confirmed by a concrete run"
    execs = report.get("stats", {}).get("executions")
    if ok and want_execs is not None and execs != want_execs:
        return False, "expected %d executions, got %s" % (want_execs, execs)
    if (proofs is not None and verdict == "safe"
            and report.get("engine") == "symbolic"):
        proofs.append(p.stderr)
    if not ok:
        return False, "expected %s, got %s (exit %d); stderr:\n%s" % (
            want, got, p.returncode, p.stderr.strip())
    return True, "%s (%s executions)" % (got, execs)


def main(argv):
    cross = None
    if len(argv) > 1 and argv[1] == "--cross-symbolic":
        cross = cross_symbolic_module()
        argv = argv[:1] + argv[2:]
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck = argv[1]
    files = []
    for d in argv[2:]:
        for root, _, names in os.walk(d):
            for n in names:
                if n.endswith((".cu", ".cuh", ".cpp", ".cl", ".c", ".ir")):
                    files.append(os.path.join(root, n))
    failures = 0
    checked = 0
    xfails = 0
    proved = refuted = 0
    for path in sorted(files):
        words, xfail = expectation(path)
        if words is None:
            continue
        checked += 1
        start = time.monotonic()
        proofs = [] if cross else None
        ok, msg = check(scopecheck, path, words, proofs)
        secs = time.monotonic() - start
        if xfail is None:
            status = "PASS" if ok else "FAIL"
            failures += not ok
        elif ok:
            status = "XPASS"
            msg += "; remove its //xfail: line (%s)" % xfail
            failures += 1
        else:
            status = "XFAIL"
            msg = "known bug: %s; %s" % (xfail, msg.split("; stderr:")[0])
            xfails += 1
        print("%s: %s: %s [%.2f s]" % (status, path, msg, secs))
        for notes in proofs or []:
            bad, line = cross.cross(scopecheck, path, notes)
            proved += 1
            refuted += bad
            failures += bad
            print("CROSS-" + line)
    if cross:
        print("%d proved kernels cross-checked at %d launches each, "
              "%d refuted" % (proved, len(cross.LAUNCHES), refuted))
    print("%d kernels checked, %d failed, %d expected failures" % (
        checked, failures, xfails))
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
