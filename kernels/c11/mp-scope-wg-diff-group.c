//expect: heterogeneous-race
// GPUMC's format: mp-scope-wg-same-group.c with the reader in group 1. The
// work-group-scoped accesses of flag and data by threads of different
// groups are not scope-inclusive: they race (a heterogeneous race).
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_work_group();
void __VERIFIER_thread_group_id(int a);

atomic_int data, flag;

void *writer(void *arg) {
  __VERIFIER_thread_group_id(0);
  __VERIFIER_memory_scope_work_group();
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  __VERIFIER_memory_scope_work_group();
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *reader(void *arg) {
  __VERIFIER_thread_group_id(1);
  __VERIFIER_memory_scope_work_group();
  int f = atomic_load_explicit(&flag, memory_order_acquire);
  __VERIFIER_memory_scope_work_group();
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
