//expect: safe executions=8
// SB with three threads in a ring, relaxed, thread i created in a loop
// with its index as argument: thread i writes x[i] and reads
// x[(i + 1) % 3]. Each read independently sees 0 or the one write: 2^3 = 8
// executions.
#include <pthread.h>
#include <stdatomic.h>

#define N 3
atomic_int x[N];
int r[N];

void *t(void *arg) {
  int i = (int)(long)arg;
  atomic_store_explicit(&x[i], 1, memory_order_relaxed);
  r[i] = atomic_load_explicit(&x[(i + 1) % N], memory_order_relaxed);
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
