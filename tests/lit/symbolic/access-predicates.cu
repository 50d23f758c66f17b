// GPUVerify's access predicates in loop invariants (docs/engines.md
// "GPUVerify's annotations"): __write(A) is true when the logged thread of
// the pair (thread 1) wrote A at the watched offset since the last barrier,
// __write_offset_bytes(A) is that offset in bytes; __read, __no_read,
// __no_write and __read_offset_bytes likewise. An annotation that mentions
// one is about thread 1 only, as GPUVerify instantiates it.
//
// True invariants are proved with the kernel:
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DREAD_OFFSET 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DNO_READ_A 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: note: verified for every 1D launch and input
// OK: exit=0
//
// False ones are reported, each at its line: the offset is not 0 for a
// thread other than 0, and the loop reads B. No concrete run evaluates an
// annotation, so they are possible failures (exit 3), never a proof.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DWRONG_OFFSET 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG_OFFSET
// WRONG_OFFSET: access-predicates.cu:43:5: warning: possible assertion failed: loop invariant __implies(__write(A), __write_offset_bytes(A) == 0)
// WRONG_OFFSET: exit=3
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DNO_READ_B 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NO_READ_B
// NO_READ_B: access-predicates.cu:45:5: warning: possible assertion failed: loop invariant __no_read(B)
// NO_READ_B: exit=3
//
// The argument names the array; a pointer into it is refused.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DINTO 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INTO
// INTO: access-predicates.cu:47:27: error: '__no_read' of an expression other than the name of an array or pointer is not supported
// INTO: exit=2
//
// The concrete engines do not evaluate annotations (the kernel is safe):
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=4 -DWRONG_OFFSET 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// RUN: sh -c '%scopecheck check %s --engine=interval --blockDim=64 -DNO_READ_B 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// CONCRETE: exit=0

__global__ void k(int *A, const int *B) {
  __requires(gridDim.x == 1);
  for (int j = 0; j < 100; j++) {
#if defined(READ_OFFSET)
    __invariant(__implies(__read(B), __read_offset_bytes(B) == threadIdx.x * sizeof(int)));
#elif defined(NO_READ_A)
    __invariant(__no_read(A));
#elif defined(WRONG_OFFSET)
    __invariant(__implies(__write(A), __write_offset_bytes(A) == 0));
#elif defined(NO_READ_B)
    __invariant(__no_read(B));
#elif defined(INTO)
    __invariant(__no_read(A + 1));
#else
    __invariant(__implies(__write(A), __write_offset_bytes(A) == threadIdx.x * sizeof(int)));
#endif
    A[threadIdx.x] = B[threadIdx.x] + j;
  }
}
