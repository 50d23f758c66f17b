// GPUVerify's postconditions (docs/cuda-support.md section 3): __ensures(e)
// and __global_ensures(e) are checked where the function returns, like an
// assertion, by every engine; __return_val_int()/__return_val_bool() is the
// result, __old_int(x)/__old_bool(x) is x where the postcondition is
// written (the top of the function, as GPUVerify requires).
// RUN: sh -c '%scopecheck check %s --blockDim=4 --gridDim=2 --arg n=7 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK-NOT: error:
// OK-NOT: warning:
// OK: exit=0
//
// A false postcondition: the result is x + d when it is below 100, so '<'
// fails; the exact engines find it at the launch, the symbolic engine for
// some n and confirms it by a concrete run.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=7 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// WRONG: error: assertion failed: postcondition __return_val_int() < __old_int(x) + d of 'clampAdd'
// WRONG: exit=1
//
// The kernel's own postcondition: n is unchanged at the end (it was
// halved, so it is not).
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=7 -DKERNEL_OLD 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=KERNEL_OLD
// KERNEL_OLD: gpuverify-postconditions.cu:61:3: error: assertion failed: postcondition n == __old_int(n) of 'k'
// KERNEL_OLD: exit=1
//
// A postcondition that reads memory or calls a function is not checked:
// its reads would be accesses the program does not make.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=7 -DREADS 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=READS
// READS: gpuverify-postconditions.cu:64:3: warning: GPUVerify postcondition '__ensures' reads memory and is not checked (ignored)
// READS: exit=0
//
// __return_val_int() in a function without a result, and outside a
// postcondition, are input errors.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=7 -DVOID_RESULT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=VOID_RESULT
// VOID_RESULT: error: '__return_val_int' in a function without a result is not supported
// VOID_RESULT: exit=2
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=7 -DIN_CODE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=IN_CODE
// IN_CODE: error: GPUVerify annotation '__return_val_int' is not supported
// IN_CODE: exit=2

__device__ int clampAdd(int x, int d) {
  __requires(d >= 0);
#ifdef WRONG
  __ensures(__return_val_int() < __old_int(x) + d);
#else
  __ensures(__return_val_int() <= __old_int(x) + d);
#endif
  __ensures(__return_val_int() <= 100);
  x = x + d;
  if (x > 100)
    return 100;
#ifdef IN_CODE
  return __return_val_int();
#endif
  return x;
}

__global__ void k(int *out, int n) {
  __requires(n >= 0 && n <= 50);
#ifdef KERNEL_OLD
  __ensures(n == __old_int(n));
#endif
#ifdef READS
  __ensures(out[threadIdx.x] <= 100);
#endif
#ifdef VOID_RESULT
  __ensures(__return_val_int() == 0);
#endif
  out[blockIdx.x * blockDim.x + threadIdx.x] = clampAdd(n, 3);
#ifdef KERNEL_OLD
  n = n / 2;
#endif
}
