// Shared data allocated with malloc.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>
#include <stdlib.h>

int *p;

void *t(void *arg) {
  p = malloc(4);
// CHECK: malloc.c:[[@LINE-1]]:7: error: 'malloc' (dynamically allocated data) is not supported
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
