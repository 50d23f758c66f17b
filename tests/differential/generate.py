#!/usr/bin/env python3
"""Random small CUDA kernels for differential testing (scripts/differential.py).

    generate.py SEED [COUNT]    prints COUNT kernels (default 1), separated
                                by lines "// ---- kernel N ----"

Each kernel is a deterministic function of (SEED, index): the same seed gives
the same kernels on every machine (Python's random.Random with an integer seed
is specified to be stable across versions).

The kernels are built so that the two exact engines must agree on them:
addresses and branch conditions depend only on thread and block ids, never on
a value read from memory, so the interval engine's lock-step run is exact
(docs/engines.md), and the DPOR engine explores every execution. Values read
from memory flow only into later stores and atomics. The statements cover what
the engines distinguish: shared and global reads and writes at thread-dependent
offsets (in bounds, one past the thread's own element, the neighbour's, one
shared element for all), block barriers (uniform, and occasionally under a
thread-dependent branch: barrier divergence), atomics (device and block
scope), fences, thread-dependent branches and small constant loops. A global
access may run one element past the buffer (an out-of-bounds error under the
launch's --buffer size).

The shared array has 1025 elements and every shared index stays below 1025
for blockDim.x <= 1024, so the symbolic engine (which checks every launch)
sees no out-of-bounds shared access that the exact engines would not.
"""

import random
import sys

# Index expressions into the shared array s[1025], in bounds for any block of
# at most 1024 threads.
SHARED_INDEX = [
    "tid", "tid", "tid + 1", "blockDim.x - 1 - tid", "tid ^ 1", "0",
    "tid / 2", "(tid + 1) % blockDim.x", "(tid * 2) % blockDim.x",
]
# Index expressions into the global buffers (g and h have gridDim*blockDim+1
# elements in the exact runs: gid + 2 is out of bounds for the last thread).
GLOBAL_INDEX = [
    "gid", "gid", "gid", "gid + 1", "blockIdx.x", "0", "tid",
    "(gid + blockDim.x) % (gridDim.x * blockDim.x)", "gid + 2",
]
THREAD_CONDITION = [
    "tid % 2 == 0", "tid < 1", "tid == blockDim.x - 1", "gid != 1",
]
UNIFORM_CONDITION = ["blockIdx.x == 0", "blockDim.x > 1", "gridDim.x == 1"]
VALUE = ["v", "tid", "1", "v + 1", "gid"]


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.barriers_in_branches = 0

    def pick(self, items):
        return self.rng.choice(items)

    def statement(self, depth):
        """One statement (a list of lines without indentation)."""
        r = self.rng.random()
        if depth < 2 and r < 0.10:
            body = self.block(depth + 1, self.rng.randint(1, 2))
            cond = self.pick(THREAD_CONDITION)
            return ["if (%s) {" % cond] + ["  " + l for l in body] + ["}"]
        if depth < 2 and r < 0.15:
            body = self.block(depth + 1, self.rng.randint(1, 2))
            cond = self.pick(UNIFORM_CONDITION)
            return ["if (%s) {" % cond] + ["  " + l for l in body] + ["}"]
        if depth < 1 and r < 0.20:
            body = self.block(depth + 1, self.rng.randint(1, 2))
            return ["for (int i = 0; i < 2; ++i) {"] + ["  " + l for l in body] + ["}"]
        if r < 0.23 and self.barriers_in_branches == 0:
            # Rare on purpose: every such kernel diverges unless the
            # condition holds for all or none of a block's threads.
            self.barriers_in_branches += 1
            return ["if (%s) __syncthreads();" % self.pick(THREAD_CONDITION)]
        if r < 0.40:
            return ["__syncthreads();"]
        if r < 0.52:
            return ["s[%s] = %s;" % (self.pick(SHARED_INDEX), self.pick(VALUE))]
        if r < 0.64:
            return ["v += s[%s];" % self.pick(SHARED_INDEX)]
        if r < 0.72:
            return ["g[%s] = %s;" % (self.pick(GLOBAL_INDEX), self.pick(VALUE))]
        if r < 0.79:
            return ["v += g[%s];" % self.pick(GLOBAL_INDEX)]
        if r < 0.83:
            return ["atomicAdd(&s[%s], 1);" % self.pick(SHARED_INDEX)]
        if r < 0.87:
            return ["v += atomicAdd(&g[%s], %s);" % (self.pick(GLOBAL_INDEX), self.pick(VALUE))]
        if r < 0.89:
            return ["atomicAdd_block(&g[%s], 1);" % self.pick(GLOBAL_INDEX)]
        if r < 0.92:
            return ["__threadfence();"]
        if r < 0.96:
            return ["h[%s] = v;" % self.pick(GLOBAL_INDEX)]
        return ["v = v * 3 + 1;"]

    def block(self, depth, count):
        lines = []
        for _ in range(count):
            lines += self.statement(depth)
        return lines


def kernel(seed, index):
    """Returns (source, launch): launch is a dict of blockDim, gridDim."""
    rng = random.Random(seed * 1000003 + index)
    gen = Generator(rng)
    body = gen.block(0, rng.randint(2, 6))
    block_dim = rng.choice([2, 2, 3, 4])
    grid_dim = rng.choice([1, 1, 2])
    lines = [
        "// Random kernel %d of seed %d (tests/differential/generate.py)." % (index, seed),
        "#include <cuda_runtime.h>",
        "",
        "__global__ void random_kernel(int *g, int *h) {",
        "  __shared__ int s[1025];",
        "  unsigned tid = threadIdx.x;",
        "  unsigned gid = blockIdx.x * blockDim.x + tid;",
        "  int v = tid;",
    ]
    lines += ["  " + l for l in body]
    lines += ["  h[gid] = v;", "}", ""]
    return "\n".join(lines), {"blockDim": block_dim, "gridDim": grid_dim}


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    seed = int(argv[1])
    count = int(argv[2]) if len(argv) == 3 else 1
    for i in range(count):
        source, launch = kernel(seed, i)
        print("// ---- kernel %d (blockDim=%d gridDim=%d) ----"
              % (i, launch["blockDim"], launch["gridDim"]))
        print(source)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
