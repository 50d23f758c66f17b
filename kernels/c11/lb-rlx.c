//expect: safe executions=3
// LB (load buffering), relaxed: each thread reads one variable and then
// writes the other. RC11 forbids po U rf cycles, so both reads cannot see 1:
// (0,0), (0,1), (1,0) — 3 executions. main asserts that after the joins.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
  r0 = atomic_load_explicit(&x, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return NULL;
}

void *t1(void *arg) {
  r1 = atomic_load_explicit(&y, memory_order_relaxed);
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(!(r0 == 1 && r1 == 1));
  return 0;
}
