// A call through a function pointer in a thread.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>

int one(void) { return 1; }
int (*fp)(void) = one;
int out;

void *t(void *arg) {
  out = fp();
// CHECK: function-pointer.c:[[@LINE-1]]:9: error: call through a function pointer is not supported
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
