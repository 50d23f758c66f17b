// main doing shared work while its threads run.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;

void *t(void *arg) {
  atomic_store(&x, 1);
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  int r = atomic_load(&x);
// CHECK: main-concurrent.c:[[@LINE-1]]:11: error: code in main while its threads run (between the first pthread_create and the last pthread_join) is not supported
  pthread_join(a, NULL);
  return 0;
}
