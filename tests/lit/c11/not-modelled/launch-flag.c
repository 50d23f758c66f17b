// Launch flags do not apply to a C program.
// RUN: not %scopecheck check %s --blockDim=4 2>&1 | FileCheck %s
// CHECK: error: '--blockDim' does not apply to a C11/pthreads program: its threads are the ones main creates
#include <pthread.h>
void *t(void *arg) { return NULL; }
int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  return 0;
}
