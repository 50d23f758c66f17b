#!/usr/bin/env python3
"""Compares C11/pthreads programs with the same programs in another form.

Usage: check-c11-pairs.py SCOPECHECK SRCROOT

Two tables of pairs, each run with `SCOPECHECK check FILE --json
--engine=dpor --all-errors` plus the pair's flags:

- IR: every tests/lit/c11/Inputs/*.ir names, on a `// same-as: PATH` line, the
  kernels/c11 program it was written by hand from. Both run under
  `--model=rc11`; the verdicts, the sets of error kinds and the numbers of
  complete executions must be identical (docs/c11-support.md, "Tests").
- CUDA: the GPUMC benchmark shapes of kernels/c11/gpumc/ (the lock
  programs and XF-Barrier of GPUMC's Table 1, 1dconv, matmul and graph
  colouring of its Table 2, histogram of its Table 3) against their
  CUDA versions in kernels/bench/ at shape (2,2) (-DNBLOCKS=2
  -DNTHREADS=2 for the .c, --gridDim=2 --blockDim=2 for the .cu), model
  src11; the verdicts and error kinds must be identical, and so must the
  execution counts of the safe ones. GPUMC's LB-n and SB-n scalability
  programs (kernels/c11/gpumc/lb.c, sb.c against kernels/bench/lb.cu,
  sb.cu, n threads each in a block of its own) likewise at n = 3 and 4
  (-DN=n against --gridDim=n).

Prints one line per pair (PASS/FAIL with both results) and a summary; exits
1 when a pair differs.
"""

import glob
import json
import os
import subprocess
import sys

CUDA_PAIRS = ["caslock", "caslock1", "caslock2", "ticketlock", "ticketlock1",
              "ticketlock2", "ttaslock", "ttaslock1", "ttaslock2",
              "xf-barrier", "xf-barrier1", "xf-barrier2", "1dconv",
              "1dconv-fixed", "histogram", "histogram-fixed", "matmul",
              "matmul-fixed", "gcol", "gcol-fixed"]


SCALING_PAIRS = ["lb", "sb"]


def run(scopecheck, path, flags):
    cmd = [scopecheck, "check", path, "--json", "--engine=dpor",
           "--all-errors"] + flags
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return ("timeout", (), None)
    try:
        r = json.loads(p.stdout)
    except ValueError:
        return ("exit %d: %s" % (p.returncode, p.stderr.strip()[:200]), (),
                None)
    kinds = tuple(sorted({e.get("kind") for e in r.get("errors", [])}))
    return (r.get("verdict"), kinds, r.get("stats", {}).get("executions"))


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck, root = argv[1], argv[2]
    failures = checked = 0
    for ir in sorted(glob.glob(os.path.join(root, "tests/lit/c11/Inputs/*.ir"))):
        same = None
        with open(ir) as f:
            for line in f:
                if line.startswith("// same-as:"):
                    same = line.split(":", 1)[1].strip()
        if not same:
            print("FAIL: %s has no '// same-as:' line" % ir)
            failures += 1
            continue
        a = run(scopecheck, os.path.join(root, same), ["--model=rc11"])
        b = run(scopecheck, ir, ["--model=rc11"])
        checked += 1
        ok = a == b and a[0] in ("safe", "error")
        print("%s: %s %s | %s %s" % ("PASS" if ok else "FAIL", same, a,
                                     os.path.relpath(ir, root), b))
        failures += not ok
    for name in CUDA_PAIRS:
        c = os.path.join(root, "kernels/c11/gpumc", name + ".c")
        cu = os.path.join(root, "kernels/bench", name + ".cu")
        a = run(scopecheck, c, ["-DNBLOCKS=2", "-DNTHREADS=2"])
        buffers = []
        if name.startswith("xf"):
            buffers = ["--buffer", "in=2", "--buffer", "out=2", "--buffer",
                       "data=2", "--buffer", "result=2"]
        elif name[0] in "1hmg":  # their //-- lines give the buffers
            buffers = []
        elif name.startswith("ticket"):
            buffers = ["--buffer", "next=1", "--buffer", "serving=1",
                       "--buffer", "counter=1"]
        else:
            buffers = ["--buffer", "lock=1", "--buffer", "counter=1"]
        b = run(scopecheck, cu, ["--gridDim=2", "--blockDim=2"] + buffers)
        checked += 1
        same = a[0] == b[0] and a[1] == b[1] and (
            a[0] != "safe" or a[2] == b[2])
        ok = same and a[0] in ("safe", "error")
        print("%s: %s %s | %s %s" % ("PASS" if ok else "FAIL",
                                     os.path.relpath(c, root), a,
                                     os.path.relpath(cu, root), b))
        failures += not ok
    for name in SCALING_PAIRS:
        for n in (3, 4):
            c = os.path.join(root, "kernels/c11/gpumc", name + ".c")
            cu = os.path.join(root, "kernels/bench", name + ".cu")
            a = run(scopecheck, c, ["-DN=%d" % n])
            b = run(scopecheck, cu, ["--gridDim=%d" % n, "--blockDim=1",
                                     "--buffer", "vars=%d" % n])
            checked += 1
            ok = a == b and a[0] == "safe"
            print("%s: %s -DN=%d %s | %s --gridDim=%d %s" % (
                "PASS" if ok else "FAIL", os.path.relpath(c, root), n, a,
                os.path.relpath(cu, root), n, b))
            failures += not ok
    print("%d pairs checked, %d failed" % (checked, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
