//expect: safe executions=3
// GPUMC's format: MP between groups 0 and 1 with device-scoped
// (__VERIFIER_memory_scope_device) release/acquire: device scope includes
// both threads, so they synchronise: 3 executions, the assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_device();
void __VERIFIER_thread_group_id(int a);

atomic_int data, flag;

void *writer(void *arg) {
  __VERIFIER_thread_group_id(0);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *reader(void *arg) {
  __VERIFIER_thread_group_id(1);
  __VERIFIER_memory_scope_device();
  int f = atomic_load_explicit(&flag, memory_order_acquire);
  __VERIFIER_memory_scope_device();
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
