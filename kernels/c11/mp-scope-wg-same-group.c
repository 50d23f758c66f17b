//expect: safe executions=3
// GPUMC's format: MP with release/acquire at work-group scope
// (__VERIFIER_memory_scope_work_group() before each atomic), both threads
// placed in group 0 (__VERIFIER_thread_group_id(0)). Same block, so the
// cta-scoped release and acquire are scope-inclusive and synchronise: the
// 3 executions of mp-relacq.c, the assertion holds. (Scope markers make
// the default model src11.)
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_work_group();
void __VERIFIER_memory_scope_device();
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
  __VERIFIER_thread_group_id(0);
  __VERIFIER_memory_scope_work_group();
  int f = atomic_load_explicit(&flag, memory_order_acquire);
  __VERIFIER_memory_scope_work_group();
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
