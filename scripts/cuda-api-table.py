#!/usr/bin/env python3
"""The CUDA device API table: every name modelled or diagnosed.

Usage: cuda-api-table.py [--check DOC] [--undeclared] [--clang CLANG]

Reads the list of CUDA device API names (docs/cuda-api-names.txt: the
functions of the CUDA Math API, the integer and floating-point intrinsics,
the type conversions, the vector make_* functions, the cache-hinted loads,
the clock and sleep functions) and the bundled model headers
(translate/headers/, preprocessed by Clang as the front-end does), and
classifies each name:

    modelled   the headers define it (a C++ body the front-end inlines), or
               the front-end recognises it by name (translate/KernelCalls.cpp)
    diagnosed  the headers declare it for device code without a body: a call
               is reported at its use as "'NAME' is not supported"
    missing    not declared for device code: a call would be a Clang
               "undeclared identifier" or "reference to __host__ function"

Prints the Markdown table (one row per name); with --check DOC, instead
compares it with the table between the markers in DOC and exits 1 when a
name is missing or the table is out of date (tests/lit/api-table.test).

With --undeclared, instead compiles (Clang, the bundled headers as the
front-end sees them, with cuda_fp16.h and cuda_bf16.h included) one device
function that names every API name of the list, and exits 1 when Clang
reports any of them as an undeclared identifier.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADERS = os.path.join(ROOT, "translate", "headers")
BEGIN = "<!-- api-table:begin (scripts/cuda-api-table.py) -->"
END = "<!-- api-table:end -->"

# The names translate/KernelCalls.cpp maps by name (besides the math
# functions of its mathFunction table, read from the source below).
BY_NAME = {"__syncthreads", "__syncthreads_count", "__syncthreads_and",
           "__syncthreads_or", "__threadfence", "__threadfence_block",
           "__threadfence_system", "min", "max", "abs", "atomicCAS", "clock",
           "clock64"}


# The half and bfloat16 API is in the headers a program includes itself.
FP16_INCLUDES = "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n"


def undeclared(clang):
    """The names of the list that Clang reports as undeclared identifiers in
    device code, with the headers the front-end gives."""
    body = "".join("  (void)sizeof(&%s != 0);\n" % n for n in names())
    src = ("#include <__scopecheck_cuda.h>\n" + FP16_INCLUDES +
           "__device__ void __scopecheck_every_name() {\n" + body + "}\n")
    p = subprocess.run(
        [clang, "-fsyntax-only", "-x", "cuda", "--cuda-device-only",
         "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_70", "-std=c++17",
         "-Wno-unknown-cuda-version", "-ferror-limit=0", "-isystem", HEADERS,
         "-"], input=src, capture_output=True, text=True)
    return sorted(set(re.findall(r"use of undeclared identifier '(\w+)'",
                                 p.stderr)))


def names():
    with open(os.path.join(ROOT, "docs", "cuda-api-names.txt")) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def by_name_math():
    with open(os.path.join(ROOT, "translate", "KernelCalls.cpp")) as f:
        src = f.read()
    body = src[src.index("mathFunction(llvm::StringRef Name)"):]
    body = body[:body.index("\n}\n")]
    out = set()
    for n in re.findall(r'\.Case\("(\w+)"', body):
        out.add(n)
        out.add(n + "f")
    return out


def model_header_text(clang):
    """The model headers as the front-end sees them, preprocessed: only the
    lines that come from translate/headers/ (by the line markers)."""
    src = "#include <__scopecheck_cuda.h>\n" + FP16_INCLUDES
    p = subprocess.run(
        [clang, "-E", "-x", "cuda", "--cuda-device-only", "-nocudainc",
         "-nocudalib", "--cuda-gpu-arch=sm_70", "-std=c++17",
         "-Wno-unknown-cuda-version", "-isystem", HEADERS, "-"],
        input=src, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("cuda-api-table.py: clang failed:\n" + p.stderr)
    keep, ours = [], False
    for line in p.stdout.splitlines():
        m = re.match(r'# \d+ "([^"]*)"', line)
        if m:
            ours = m.group(1).startswith(HEADERS)
            continue
        if ours:
            keep.append(line)
    return "\n".join(keep)


def classify(text, math):
    # Function heads: a name followed by its parameter list, then a body or
    # the end of a declaration.
    defined, declared = set(), set()
    flat = re.sub(r"\s+", " ", text)
    for m in re.finditer(r"\b(\w+) ?\(([^()]|\([^()]*\))*\) ?(const ?)?"
                         r"(noexcept ?)?(__attribute__\(\(\w+\)\) ?)?([{;])",
                         flat):
        (defined if m.group(6) == "{" else declared).add(m.group(1))
    out = {}
    for n in names():
        if n in defined or n in math or n in BY_NAME:
            out[n] = "modelled"
        elif n in declared:
            out[n] = "diagnosed"
        else:
            out[n] = "missing"
    return out


def table(status):
    rows = ["| name | status |", "|---|---|"]
    for n in sorted(status):
        rows.append("| `%s` | %s |" % (n, status[n]))
    counts = {}
    for s in status.values():
        counts[s] = counts.get(s, 0) + 1
    summary = ", ".join("%d %s" % (counts[k], k) for k in sorted(counts))
    return "%d names: %s.\n\n%s" % (len(status), summary, "\n".join(rows))


def main(argv):
    clang = "clang++-19"
    check = None
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a == "--clang":
            clang = args.pop(0)
        elif a == "--check":
            check = args.pop(0)
        elif a == "--undeclared":
            bad = undeclared(clang)
            for n in bad:
                print("undeclared: '%s'" % n)
            print("%d names, %d undeclared" % (len(names()), len(bad)))
            return 1 if bad else 0
        else:
            print(__doc__, file=sys.stderr)
            return 2
    status = classify(model_header_text(clang), by_name_math())
    t = table(status)
    if check is None:
        print(t)
        return 0
    missing = [n for n, s in sorted(status.items()) if s == "missing"]
    for n in missing:
        print("missing: '%s' is neither modelled nor declared for device "
              "code" % n)
    with open(check) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        print("%s has no api-table markers" % check)
        return 1
    current = doc[doc.index(BEGIN) + len(BEGIN):doc.index(END)].strip()
    if current != t.strip():
        print("the table in %s is out of date: regenerate it with "
              "scripts/cuda-api-table.py" % check)
        return 1
    if missing:
        return 1
    print("%d names, none missing; the table is up to date" % len(status))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
