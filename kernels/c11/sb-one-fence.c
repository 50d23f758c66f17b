//expect: assertion
// SB with a seq_cst fence in one thread only: a single fence orders
// nothing against relaxed accesses of the other thread, so (0,0) stays
// possible and main's assertion fails.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  r0 = atomic_load_explicit(&y, memory_order_relaxed);
  return NULL;
}

void *t1(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  r1 = atomic_load_explicit(&x, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(r0 == 1 || r1 == 1);
  return 0;
}
