//expect: safe executions=4
// MP (message passing), relaxed: t0 writes data then flag, t1 reads flag
// then data. Without release/acquire nothing orders the two reads with the
// writes: flag and data each read 0 or 1 independently, 4 executions
// (including flag = 1, data = 0).
#include <pthread.h>
#include <stdatomic.h>

atomic_int data, flag;
int f, d;

void *writer(void *arg) {
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return NULL;
}

void *reader(void *arg) {
  f = atomic_load_explicit(&flag, memory_order_relaxed);
  d = atomic_load_explicit(&data, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, writer, NULL);
  pthread_create(&b, NULL, reader, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
