#!/usr/bin/env python3
"""Runs scopecheck on every kernel and on mutated variants of them, and
reports any run that ends by a signal or overshoots --timeout.

Usage: robustness.py SCOPECHECK [--variants=N] [--timeout=S] [--seed=K]
                     [--max-memory=MB] [--jobs=J] [DIR...]

Every input file under DIR (default: kernels/; .cu, .cuh, .ir, .cl, .c,
.litmus) is run as `SCOPECHECK check FILE --timeout=S --max-memory=MB` (the
launch comes from the file; MB default 2048), and so are N mutated variants
(default 100), each a copy of a random kernel with
one to three random edits: a line deleted, duplicated or swapped with the
next one, a number replaced by an extreme value (0, 1, 2^31, 2^32 - 1,
2^63, -1), a character deleted or inserted, or a token of another kernel
spliced in. A variant keeps its suffix, so it goes through the front-end
(.cu) or the IR parser (.ir).

A run fails the robustness contract (docs/development.md "Robustness") when
it ends by a signal, runs longer than S + 0.5 s wall-clock (it is killed at
S + 10 s), or its peak resident memory (the checker or its front-end child,
from wait4) exceeds MB + 64 MB. Runs go J at a time (default 1); a run
that only overshot the time is run again alone, twice, and fails only if
it overshoots every time (a busy machine delays a process without its
fault; a real overshoot repeats). Exit codes 0 to 3 are all fine here: whether a verdict is right
is the other suites' business. Prints a table of outcomes and every failing
run (with its input kept in the scratch directory), and exits 1 when there
is one.
"""

import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile
import time

EXTREMES = ["0", "1", "2147483648", "4294967295", "9223372036854775808",
            "-1", "65536"]


def mutate(text, rng, donor):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(7)
        if not lines:
            break
        i = rng.randrange(len(lines))
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[i])
        elif kind == 2 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif kind == 3:
            nums = list(re.finditer(r"\d+", lines[i]))
            if nums:
                m = rng.choice(nums)
                lines[i] = (lines[i][:m.start()] + rng.choice(EXTREMES) +
                            lines[i][m.end():])
        elif kind == 4 and lines[i]:
            j = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:j] + lines[i][j + 1:]
        elif kind == 5:
            j = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:j] + rng.choice("(){};,+-*/<>=&|!~[]0x.") + \
                lines[i][j:]
        else:
            toks = re.findall(r"\w+|[^\w\s]", donor)
            if toks:
                j = rng.randrange(len(lines[i]) + 1)
                lines[i] = lines[i][:j] + " " + rng.choice(toks) + " " + \
                    lines[i][j:]
    return "\n".join(lines)


def run(scopecheck, path, timeout, max_memory):
    """Returns (exit code or "killed", seconds, peak RSS in MB, stderr)."""
    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        p = subprocess.Popen([scopecheck, "check", path,
                              "--timeout=%g" % timeout,
                              "--max-memory=%d" % max_memory],
                             stdout=subprocess.DEVNULL, stderr=err)
        killed = False
        while True:
            # wait4 (not Popen.wait) for the child's peak RSS, its reaped
            # children's (the front-end) included.
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout + 10 and not killed:
                p.kill()
                killed = True
            time.sleep(0.005)
        secs = time.monotonic() - start
        p.returncode = 0  # reaped above; keeps Popen from waiting again
        err.seek(0)
        text = err.read().decode(errors="replace")
    code = ("killed" if killed else -os.WTERMSIG(status)
            if os.WIFSIGNALED(status) else os.WEXITSTATUS(status))
    return code, secs, usage.ru_maxrss / 1024.0, text


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    scopecheck = argv[1]
    variants, timeout, seed, dirs = 100, 5.0, 1, []
    max_memory, jobs = 2048, 1
    for a in argv[2:]:
        if a.startswith("--variants="):
            variants = int(a.split("=", 1)[1])
        elif a.startswith("--timeout="):
            timeout = float(a.split("=", 1)[1])
        elif a.startswith("--seed="):
            seed = int(a.split("=", 1)[1])
        elif a.startswith("--max-memory="):
            max_memory = int(a.split("=", 1)[1])
        elif a.startswith("--jobs="):
            jobs = int(a.split("=", 1)[1])
        else:
            dirs.append(a)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    dirs = dirs or [os.path.join(root, "kernels")]
    files = sorted(os.path.join(d, f) for top in dirs
                   for d, _, fs in os.walk(top) for f in fs
                   if f.endswith((".cu", ".cuh", ".ir", ".cl", ".c",
                                  ".litmus")))
    rng = random.Random(seed)
    scratch = tempfile.mkdtemp(prefix="scopecheck-robustness-")
    inputs = [(f, False) for f in files]
    for n in range(variants):
        src = rng.choice(files)
        with open(src, errors="replace") as f:
            text = f.read()
        with open(rng.choice(files), errors="replace") as f:
            donor = f.read()
        path = os.path.join(scratch, "v%05d-%s" % (n, os.path.basename(src)))
        with open(path, "w") as f:
            f.write(mutate(text, rng, donor))
        inputs.append((path, True))

    def verdict(path, code, secs, rss):
        """Why a run breaks the contract, or None."""
        if code == "killed":
            return "killed at the timeout + 10 s"
        if code < 0:
            return "signal %d" % -code
        if rss > max_memory + 64:
            return "peak memory %.0f MB with --max-memory=%d" % (rss,
                                                               max_memory)
        if secs > timeout + 0.5:
            return "%.2f s with --timeout=%g" % (secs, timeout)
        return None

    counts, failures, worst, peak, retried = {}, [], 0.0, 0.0, 0
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(
            lambda inp: run(scopecheck, inp[0], timeout, max_memory), inputs))
    for (path, mutated), (code, secs, rss, err) in zip(inputs, results):
        why = verdict(path, code, secs, rss)
        if why and why.endswith("--timeout=%g" % timeout):
            # Only late: run it again alone, twice; it fails if it stays late.
            retried += 1
            for _ in range(2):
                code, secs, rss, err = run(scopecheck, path, timeout,
                                           max_memory)
                why = verdict(path, code, secs, rss)
                if not why:
                    break
        key = ("variant" if mutated else "kernel", code)
        counts[key] = counts.get(key, 0) + 1
        worst = max(worst, secs - timeout)
        peak = max(peak, rss)
        if why:
            failures.append((path, why, err.strip().splitlines()[-1:]))
    print("%d kernels, %d variants, --timeout=%g, seed %d, %d jobs, %.0f s" %
          (len(files), variants, timeout, seed, jobs,
           time.monotonic() - started))
    print("| input | exit | runs |")
    print("|---|---|---|")
    for (kind, code), n in sorted(counts.items(), key=str):
        print("| %s | %s | %d |" % (kind, code, n))
    print("largest overshoot of --timeout (after re-runs): %.2f s" %
          max(worst, 0.0))
    print("runs late at first and run again alone: %d" % retried)
    print("largest peak memory: %.0f MB (--max-memory=%d)" % (peak,
                                                            max_memory))
    for path, why, last in failures:
        print("FAIL %s: %s %s" % (path, why, " ".join(last)))
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
