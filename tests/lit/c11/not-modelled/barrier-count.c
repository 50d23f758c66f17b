// A barrier whose participants are neither a block's threads nor all.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>

pthread_barrier_t b;

void *t(void *arg) {
  pthread_barrier_wait(&b);
  return NULL;
}

int main(void) {
  pthread_t th[3];
  pthread_barrier_init(&b, NULL, 2);
// CHECK: barrier-count.c:[[@LINE-1]]:3: error: a barrier of 2 threads that are neither the threads of each block nor all 3 threads is not supported
  for (int i = 0; i < 3; i++)
    pthread_create(&th[i], NULL, t, NULL);
  for (int i = 0; i < 3; i++)
    pthread_join(th[i], NULL);
  return 0;
}
