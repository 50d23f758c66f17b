// A thread function chosen through a variable.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>

void *t(void *arg) { return NULL; }
void *(*start)(void *) = t;

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, start, NULL);
// CHECK: thread-function-pointer-variable.c:[[@LINE-1]]:28: error: a thread function that is not a function defined in the file is not supported
  pthread_join(a, NULL);
  return 0;
}
