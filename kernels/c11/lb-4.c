//expect: safe executions=15
// LB with four threads in a ring (GPUMC's LB-n shape, n = 4), relaxed:
// thread i reads x[i] and writes x[(i + 1) % 4]. Every combination of read
// values except "all read 1" (a po U rf cycle) is consistent: 2^4 - 1 = 15
// executions.
#include <pthread.h>
#include <stdatomic.h>

#define N 4
atomic_int x[N];

void *t(void *arg) {
  long i = (long)arg;
  int r = atomic_load_explicit(&x[i], memory_order_relaxed);
  atomic_store_explicit(&x[(i + 1) % N], 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t th[N];
  for (int i = 0; i < N; i++)
    pthread_create(&th[i], NULL, t, (void *)(long)i);
  for (int i = 0; i < N; i++)
    pthread_join(th[i], NULL);
  return 0;
}
