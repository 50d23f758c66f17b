// A recursive function called by a thread.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
// CHECK: recursion.c:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}recursi

int out;

void *t(void *arg) {
  out = fact(3);
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
