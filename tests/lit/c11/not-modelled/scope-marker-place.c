// GPUMC's group marker after other code in the thread function.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_thread_group_id(int a);
atomic_int x;

void *t(void *arg) {
  atomic_store(&x, 1);
  __VERIFIER_thread_group_id(1);
// CHECK: scope-marker-place.c:[[@LINE-1]]:3: error: '__VERIFIER_thread_group_id' other than among the first statements of a thread function (or of main, for __VERIFIER_groupsize) is not supported
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
