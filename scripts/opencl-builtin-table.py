#!/usr/bin/env python3
"""The OpenCL C builtin table: every builtin name modelled or diagnosed.

Usage: opencl-builtin-table.py [--check DOC] [--header OPENCL_C_H]

Reads the names of the builtin functions Clang declares for OpenCL C (the
function names of Clang's opencl-c.h, the same set -fdeclare-opencl-builtins
declares) and classifies each as translate/KernelOpenCL.cpp does:

    modelled            translated to IR (work-item functions, barriers,
                        fences, OpenCL 2.0 and 1.x atomics, vloadN/vstoreN)
    modelled (scalars)  the math functions, min, max, abs: on scalar
                        arguments; on vectors diagnosed by name
    diagnosed (FAMILY)  reported at the call as "OpenCL FAMILY function
                        'NAME' is not supported"

The sets below mirror the dispatch of translate/KernelOpenCL.cpp
(openClBuiltin, notModelledFamily); every builtin that is not modelled
falls through to a diagnostic there, so none is an undeclared name or a
silent no-op. To keep the "modelled" claims honest, --check also requires
every modelled name to be called by at least one test file (kernels/opencl/
or tests/lit/opencl/).

Prints the Markdown table; with --check DOC, compares it with the table
between the markers in DOC and exits 1 when it is out of date or a modelled
name is untested (tests/lit/opencl/builtin-table.test).
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN = "<!-- opencl-builtin-table:begin (scripts/opencl-builtin-table.py) -->"
END = "<!-- opencl-builtin-table:end -->"
HEADER = "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h"

WORK_ITEM = {"get_global_id", "get_local_id", "get_group_id",
             "get_local_size", "get_enqueued_local_size", "get_global_size",
             "get_num_groups", "get_global_offset", "get_work_dim",
             "get_global_linear_id", "get_local_linear_id"}
SYNC = {"barrier", "work_group_barrier", "mem_fence", "read_mem_fence",
        "write_mem_fence", "atomic_work_item_fence"}
ATOMIC20 = {"atomic_init", "atomic_load", "atomic_store", "atomic_exchange",
            "atomic_compare_exchange_strong", "atomic_compare_exchange_weak",
            "atomic_fetch_add", "atomic_fetch_sub", "atomic_fetch_and",
            "atomic_fetch_or", "atomic_fetch_xor", "atomic_fetch_min",
            "atomic_fetch_max", "atomic_flag_test_and_set",
            "atomic_flag_clear"}
LEGACY_OPS = {"add", "sub", "xchg", "inc", "dec", "cmpxchg", "min", "max",
              "and", "or", "xor"}
VECTOR_MEMORY = {"vload%d" % n for n in (2, 3, 4, 8, 16)} | \
                {"vstore%d" % n for n in (2, 3, 4, 8, 16)}
SCALAR_ONLY = {"min", "max", "abs", "sqrt", "fabs", "floor", "ceil", "trunc",
               "round", "exp", "exp2", "log", "log2", "log10", "sin", "cos",
               "tan", "pow", "fmin", "fmax", "fmod", "fma"}


def header_names(path):
    with open(path) as f:
        text = f.read()
    names = set()
    for m in re.finditer(r"__ovld[^;(]*?\b([A-Za-z_][A-Za-z_0-9]*)\(", text):
        names.add(m.group(1))
    # printf is declared in opencl-c-base.h.
    names.add("printf")
    return sorted(names)


def legacy(n):
    for prefix in ("atomic_", "atom_"):
        if n.startswith(prefix) and n[len(prefix):] in LEGACY_OPS:
            return True
    return False


def family(n):
    """notModelledFamily of translate/KernelOpenCL.cpp."""
    if (n.startswith("sub_group_") or n.startswith("get_sub_group")
            or n.startswith("get_max_sub_group")
            or n.startswith("get_num_sub_group")
            or n.startswith("get_enqueued_num_sub_group")):
        return "sub-group"
    if n.startswith("work_group_"):
        return "work-group collective"
    if (n.startswith("read_image") or n.startswith("write_image")
            or n.startswith("get_image")):
        return "image"
    if (n.startswith("async_work_group") or n == "wait_group_events"
            or n == "prefetch"):
        return "asynchronous copy"
    if (n.startswith("enqueue_") or n.startswith("get_kernel_")
            or n in ("ndrange_1D", "ndrange_2D", "ndrange_3D")):
        return "device-side enqueue"
    if (n.startswith("read_pipe") or n.startswith("write_pipe")
            or n.startswith("reserve_") or n.startswith("commit_")
            or n.startswith("get_pipe")):
        return "pipe"
    return "builtin"


def classify(n):
    if n in WORK_ITEM or n in SYNC:
        return "modelled"
    base = n[:-len("_explicit")] if n.endswith("_explicit") else n
    if n.startswith("atomic_") and not legacy(n) and base in ATOMIC20:
        return "modelled"
    if legacy(n) or n in VECTOR_MEMORY:
        return "modelled"
    if n in SCALAR_ONLY:
        return "modelled (scalars)"
    if n == "printf":
        return "modelled (dropped)"
    return "diagnosed (%s)" % family(n)


def table(status):
    rows = ["| name | status |", "|---|---|"]
    for n in sorted(status):
        rows.append("| `%s` | %s |" % (n, status[n]))
    counts = {}
    for s in status.values():
        key = s.split(" (")[0]
        counts[key] = counts.get(key, 0) + 1
    summary = ", ".join("%d %s" % (counts[k], k) for k in sorted(counts))
    return "%d names: %s.\n\n%s" % (len(status), summary, "\n".join(rows))


def tested_names():
    """Identifiers called in the OpenCL test files."""
    called = set()
    for d in ("kernels/opencl", "tests/lit/opencl"):
        for root, _, files in os.walk(os.path.join(ROOT, d)):
            for f in files:
                with open(os.path.join(root, f), errors="replace") as fh:
                    called |= set(re.findall(r"\b([A-Za-z_]\w*)\s*\(",
                                             fh.read()))
    return called


def main(argv):
    header = HEADER
    check = None
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a == "--header":
            header = args.pop(0)
        elif a == "--check":
            check = args.pop(0)
        else:
            print(__doc__, file=sys.stderr)
            return 2
    status = {n: classify(n) for n in header_names(header)}
    t = table(status)
    if check is None:
        print(t)
        return 0
    ok = True
    called = tested_names()
    for n, s in sorted(status.items()):
        if s.startswith("modelled") and n not in called:
            print("untested: modelled builtin '%s' is called by no test" % n)
            ok = False
    with open(check) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        print("%s has no opencl-builtin-table markers" % check)
        return 1
    current = doc[doc.index(BEGIN) + len(BEGIN):doc.index(END)].strip()
    if current != t.strip():
        print("the table in %s is out of date: regenerate it with "
              "scripts/opencl-builtin-table.py" % check)
        return 1
    if not ok:
        return 1
    print("%d names; every modelled one is tested; the table is up to date"
          % len(status))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
