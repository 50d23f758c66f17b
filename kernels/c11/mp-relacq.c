//expect: safe executions=3
// MP with a release store of flag and an acquire load: reading flag = 1
// synchronises, so data must then read 1 (the initial 0 is hb-before the
// write of 1, coherence). flag = 0: data 0 or 1 (2 executions); flag = 1:
// data 1 (1 execution). 3 executions, and the reader's assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int data, flag;

void *writer(void *arg) {
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *reader(void *arg) {
  int f = atomic_load_explicit(&flag, memory_order_acquire);
  int d = atomic_load_explicit(&data, memory_order_relaxed);
  if (f == 1)
    assert(d == 1);
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
