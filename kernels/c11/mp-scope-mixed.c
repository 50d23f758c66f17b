//expect: heterogeneous-race
// GPUMC's format: the writer releases at device scope but the reader (in
// another group) acquires at work-group scope: the acquire's scope does
// not include the writer, so the two accesses of flag race.
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_work_group();
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
  __VERIFIER_memory_scope_work_group();
  int f = atomic_load_explicit(&flag, memory_order_acquire);
  __VERIFIER_memory_scope_device();
  int d = atomic_load_explicit(&data, memory_order_relaxed);
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
