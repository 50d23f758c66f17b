//expect: safe executions=3
// MP with relaxed accesses, a release fence before the flag store and an
// acquire fence after the flag load (fence synchronisation, RC11 sw):
// like mp-relacq.c, 3 executions and the assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int data, flag;

void *writer(void *arg) {
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return NULL;
}

void *reader(void *arg) {
  int f = atomic_load_explicit(&flag, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
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
