// Passing the address of the loop variable: every thread would read a
// value main keeps changing. Refused where main changes it.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
#include <pthread.h>

void *t(void *arg) {
  int id = *(int *)arg;
  return NULL;
}

int main(void) {
  pthread_t th[2];
  for (int i = 0; i < 2; i++)
// CHECK: address-of-loop-variable.c:[[@LINE-1]]:26: error: changing main's local 'i' while a thread that got its address runs is not supported
    pthread_create(&th[i], NULL, t, &i);
  for (int i = 0; i < 2; i++)
    pthread_join(th[i], NULL);
  return 0;
}
