//--blockDim=1000 --buffer out=1000
// Grouped findings: every thread t writes s[t] and reads s[t + 1] with no
// barrier in between, so each of the 1000 elements of s (s[999]'s reader
// reads s[0]) is written by one thread and read by another: 1000 racing
// pairs of threads on 1000 elements, one pair of statements. With
// --all-errors the interval engine finds every one of them (it keeps its
// shadow records per statement) and reports a single finding that counts
// them, with the missing barrier named and the fix suggested.

// RUN: not %scopecheck check %s --engine=interval --all-errors 2>&1 | FileCheck %s
// CHECK: grouped-1000.cu:29:12: error: data race on 's[1] of block 0' between a read (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// CHECK: note: this finding stands for 1000 racing pairs of threads on 1000 elements (one shown)
// CHECK: note: no barrier orders the read at 29:12 and the write at 28:3 (thread 0 of block 0 and thread 1 of block 0): a __syncthreads() between them would order them; `scopecheck repair` can insert it{{$}}
// CHECK-NOT: error:
// CHECK: scopecheck: 1 error found (1 data race)
// RUN: not %scopecheck check %s --engine=interval --all-errors --json 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON: "fix": "no barrier orders the
// JSON-SAME: "thread_pairs": 1000, "elements": 1000}

// Without --all-errors the first pair stops the run, and the summary says so.
// RUN: not %scopecheck check %s --engine=interval 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST-NOT: stands for
// FIRST: scopecheck: 1 error found (1 data race); stopped at the first: --all-errors finds all

__global__ void shift(int *out) {
  __shared__ int s[1000];
  unsigned t = threadIdx.x;
  s[t] = t;
  out[t] = s[(t + 1) % 1000];
}
