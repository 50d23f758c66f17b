//expect: heterogeneous-race
// SB with seq_cst accesses at work-group scope by threads of two groups:
// the cta-scoped accesses of each variable are not scope-inclusive, a
// heterogeneous race (and SC no longer forbids (0,0)).
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_work_group();
void __VERIFIER_thread_group_id(int a);

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
  __VERIFIER_thread_group_id(0);
  __VERIFIER_memory_scope_work_group();
  atomic_store_explicit(&x, 1, memory_order_seq_cst);
  __VERIFIER_memory_scope_work_group();
  r0 = atomic_load_explicit(&y, memory_order_seq_cst);
  return NULL;
}

void *t1(void *arg) {
  __VERIFIER_thread_group_id(1);
  __VERIFIER_memory_scope_work_group();
  atomic_store_explicit(&y, 1, memory_order_seq_cst);
  __VERIFIER_memory_scope_work_group();
  r1 = atomic_load_explicit(&x, memory_order_seq_cst);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
