// GPUMC's __VERIFIER_thread_kernel_id names the kernel of a work item; only
// one kernel, 0, is supported (docs/c11-support.md "GPUMC's markers"), and
// another is refused at the call, exit 2. Kernel 0 is accepted.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
// RUN: %scopecheck check %s -DKERNEL=0 2>&1 | FileCheck %s --check-prefix=ZERO
#include <pthread.h>
#include <stdatomic.h>

#ifndef KERNEL
#define KERNEL 1
#endif

void __VERIFIER_thread_group_id(int a);
void __VERIFIER_thread_kernel_id(int a);
atomic_int x;

void *t(void *arg) {
  __VERIFIER_thread_group_id(0);
  __VERIFIER_thread_kernel_id(KERNEL);
// CHECK: kernel-id.c:[[@LINE-1]]:3: error: a kernel id other than 0 (several kernels) is not supported
  atomic_store(&x, 1);
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
// ZERO: no errors found (exhaustive: every execution of the program's 1 thread under
