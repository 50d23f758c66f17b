#!/usr/bin/env python3
"""Cross-checks the symbolic engine's proofs against the exact engines.

Usage: cross-symbolic.py [--symbolic-timeout=S] [--jobs=N] SCOPECHECK DIR...

For every .cu kernel under the directories that the symbolic engine proves
(`check FILE --engine=symbolic` gives verdict "safe"), runs the default
engine choice (interval or dpor, exact for the launch) at three launches,
  --blockDim=32 --gridDim=1, --blockDim=64 --gridDim=2, --blockDim=96
  --gridDim=3,
with every integer parameter 97 (`--args-default=97`) and every float
parameter 1.5; a proved kernel that an exact engine refutes at one of them
is a failure ("no kernel is proved that an exact engine refutes",
docs/engines.md). A launch the kernel's `__requires` exclude (the exact
engine's run is vacuous: "the assumptions exclude every execution") does
not count, nor does one that breaks an `__axiom` the proof assumed, nor
one outside the proof's claim (a 2D launch for a proof "for every 1D
launch", whose dimensions the kernel never reads are taken as 1): the
script then tries further launches: first those its `__requires` name (the sizes of
conditions `blockDim.x == 16`, a constant's name allowed, with the
parameter values of conditions `n == 64` and the values below), then
block sizes 16x16, 4x2, 16, 8, 4, 2, 128, 256; grids 1, 2, 3, 4x4, 2x2, 4;
integer parameters 97, 64, 4, the block's thread count and twice it, in
that fixed order (less those whose sizes contradict a `==` of
`__requires` without `||` or `!`: excluded without a run), until three
launches decided or none is left; a kernel with fewer than three decided
launches (its `__requires` admit fewer of them, or the exact runs were
incomplete or rejected the launch, at most 12 such runs) is listed as
FEWER with the launches that ran; an incomplete or rejected run does not
count as agreement. Prints one line per
kernel and a summary; exits 1 on a disagreement or when no proved kernel
was found.

Every .cu file under the directories is tried (the test runs it on all of
kernels/, not a chosen subset); --symbolic-timeout (default 120 s) bounds
each symbolic run (a kernel not proved within it is not a proof, so it is
skipped), --jobs runs that many kernels at once. The output is in file
order whatever the number of jobs.
"""

import concurrent.futures

import json
import os
import re
import subprocess
import sys

LAUNCHES = [("32", "1"), ("64", "2"), ("96", "3")]


def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return -1, None, "timed out after 300 s"
    try:
        return p.returncode, json.loads(p.stdout), p.stderr
    except ValueError:
        return p.returncode, None, p.stderr


STANDARD = [(b, g, "97") for b, g in LAUNCHES]
# Launches that ran but did not decide (incomplete, rejected) after which a
# kernel is given up (listed as FEWER).
MAX_TRIED = 12


def requires_hints(path):
    """The launch sizes and parameter values a kernel's __requires name:
    ({"blockDim.x": "16", ...}, ["64", ...]) from the conditions
    `blockDim.x == 16` (or a #define'd or const integer name) and
    `n == 64` in its source."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return {}, [], False
    consts = dict(re.findall(r"#define\s+(\w+)\s+(\d+)\b", text))
    consts.update(re.findall(
        r"\b(?:constexpr|const)\s+(?:unsigned\s+|signed\s+)?\w+\s+(\w+)"
        r"\s*=\s*(\d+)\s*;", text))
    dims, values = {}, []
    conds = re.findall(r"__requires\s*\((.*?)\)\s*;", text, re.S)
    for cond in conds:
        for lhs, rhs in re.findall(r"([\w.]+)\s*==\s*(\w+)", cond):
            rhs = consts.get(rhs, rhs)
            if not rhs.isdigit():
                continue
            if re.match(r"(blockDim|gridDim)\.[xyz]$", lhs):
                dims[lhs] = rhs
            elif rhs not in values:
                values.append(rhs)
    # Without || or ! every condition is a conjunct: a launch with another
    # size in a named dimension is excluded.
    fixed = not any("||" in c or "!" in c for c in conds)
    return dims, values, fixed


def launch_sizes(block, grid):
    """{"blockDim.x": "32", ...} of a launch (unnamed dimensions 1)."""
    sizes = {}
    for name, dims in (("blockDim", block), ("gridDim", grid)):
        ds = dims.split(",") + ["1", "1"]
        for i, axis in enumerate("xyz"):
            sizes["%s.%s" % (name, axis)] = ds[i]
    return sizes


def launches(path=None):
    """The standard launches, then those the kernel's __requires name
    (requires_hints), then the further ones tried when the kernel's
    __requires exclude some (module docstring)."""
    seen = set()
    for l in STANDARD:
        seen.add(l)
        yield l
    dims, values, fixed = requires_hints(path) if path else ({}, [], False)
    if dims:
        def size(name, defaults):
            if not any(name + "." + a in dims for a in "xyz"):
                return defaults
            ds = [dims.get(name + "." + a, "1") for a in "xyz"]
            while len(ds) > 1 and ds[-1] == "1":
                ds.pop()
            return [",".join(ds)]
        for block in size("blockDim", ["32", "64", "96"]):
            threads = 1
            for d in block.split(","):
                threads *= int(d)
            for grid in size("gridDim", ["1", "2", "3"]):
                for args in values + ["97", "64", "4", str(threads),
                                      str(2 * threads)]:
                    if (block, grid, args) not in seen:
                        seen.add((block, grid, args))
                        yield block, grid, args
    for block in ["32", "64", "96", "16,16", "4,2", "16", "8", "4", "2", "128",
                  "256"]:
        threads = 1
        for d in block.split(","):
            threads *= int(d)
        for grid in ["1", "2", "3", "4,4", "2,2", "4"]:
            sizes = launch_sizes(block, grid)
            if fixed and any(sizes[d] != v for d, v in dims.items()):
                continue  # excluded by the __requires: no need to run it
            for args in ["97", "64", "4", str(threads), str(2 * threads)]:
                if (block, grid, args) not in seen:
                    seen.add((block, grid, args))
                    yield block, grid, args


def exact(scopecheck, path, block, grid, args="97"):
    cmd = [scopecheck, "check", path, "--json", "--blockDim=" + block,
           "--gridDim=" + grid, "--args-default=" + args]
    for _ in range(8):  # float parameters need an --arg each
        code, report, err = run(cmd)
        m = re.search(r"no value for parameter '([^']+)' of type '(float|double)'",
                      err)
        if code == 2 and m:
            cmd.append("--arg=%s=1.5" % m.group(1))
            continue
        return code, report, err
    return code, report, err


def one(scopecheck, path, timeout):
    """(proved, bad, line) for one kernel."""
    code, report, err = run([scopecheck, "check", path, "--json",
                             "--engine=symbolic", "--timeout=%d" % timeout])
    if not report or report.get("verdict") != "safe":
        return False, False, None
    bad, line = cross(scopecheck, path, err)
    return True, bad, line


def cross(scopecheck, path, err):
    """(bad, line): the exact engines' runs of a kernel the symbolic engine
    proved, whose run printed the notes \p err (they say which dimensions
    the proof takes as 1). scripts/check-kernels.py --cross-symbolic calls
    it with the notes of its own symbolic run."""
    # The dimensions the proof takes as 1 (the kernel reads no other): a
    # launch with another size there is outside what was proved.
    m = re.search(r"satisfy: ((?:(?:blockDim|gridDim)\.[xyz] = )+)1 \(the "
                  r"kernel reads no other", err or "")
    ones = set(re.findall(r"(?:blockDim|gridDim)\.[xyz]", m.group(1))) if m else set()
    notes = []
    bad = False
    ran = tried = 0
    for block, grid, args in launches(path):
        if ran == len(LAUNCHES) or tried == MAX_TRIED:
            break
        sizes = launch_sizes(block, grid)
        if any(sizes[d] != "1" for d in ones):
            continue  # outside the proof's claim (e.g. "every 1D launch")
        code, rep, err = exact(scopecheck, path, block, grid, args)
        if "the assumptions exclude every execution" in err:
            continue  # the kernel's __requires exclude this launch
        tried += 1
        verdict = rep.get("verdict") if rep else "no report (exit %d)" % code
        axiom = verdict == "error" and all(
            "is false for this launch" in e.get("message", "")
            for e in rep.get("errors", []))
        where = "%s/%s" % (block, grid) + (
            "" if (block, grid, args) in STANDARD else "/" + args)
        if axiom:  # the launch breaks an __axiom the proof assumed
            tried -= 1
            continue
        if verdict == "error":
            ran += 1
            bad = True
            kinds = ",".join(e.get("kind") for e in rep.get("errors", []))
            notes.append("%s: %s" % (where, kinds))
        elif verdict == "safe":
            ran += 1
            if (block, grid, args) not in STANDARD:
                notes.append("%s: safe" % where)
        else:  # incomplete or rejected: no agreement, try another launch
            notes.append("%s: %s" % (where, verdict))
    if ran < len(LAUNCHES):
        notes.append("only %d launches decided" % ran)
    return bad, "%s: %s%s" % (
        "FAIL" if bad else "PASS" if ran == len(LAUNCHES) else "FEWER", path,
        (" (" + "; ".join(notes) + ")") if notes else "")


def main(argv):
    timeout, jobs = 120, 1
    while len(argv) > 1 and argv[1].startswith("--"):
        name, _, value = argv.pop(1).partition("=")
        if name == "--symbolic-timeout":
            timeout = int(value)
        elif name == "--jobs":
            jobs = int(value)
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck = argv[1]
    files = []
    for d in argv[2:]:
        for root, _, names in os.walk(d):
            files += [os.path.join(root, n) for n in names if n.endswith(".cu")]
    files.sort()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda f: one(scopecheck, f, timeout), files))
    proved = sum(1 for p, _, _ in results if p)
    disagree = sum(1 for _, b, _ in results if b)
    fewer = sum(1 for p, _, line in results if p and line.startswith("FEWER"))
    for p, _, line in results:
        if p:
            print(line)
    print("%d kernels tried, %d proved kernels cross-checked at %d launches "
          "each, %d refuted (%d of them admit fewer launches among those "
          "tried)" % (len(files), proved, len(LAUNCHES), disagree, fewer))
    return 1 if disagree or not proved else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
