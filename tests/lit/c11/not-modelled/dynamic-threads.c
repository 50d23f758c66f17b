// A thread count that main does not know when it creates the threads.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
// RUN: sh -c '%scopecheck check %s; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=EXIT
// EXIT: exit 2
#include <pthread.h>
#include <stdlib.h>

void *t(void *arg) { return NULL; }

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  pthread_t th[8];
  for (int i = 0; i < n; i++)
// CHECK: dynamic-threads.c:[[@LINE-3]]:11: error: an initial value of main's local 'n' that is not a constant is not supported
    pthread_create(&th[i], NULL, t, NULL);
  return 0;
}
