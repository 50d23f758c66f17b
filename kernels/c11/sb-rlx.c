//expect: safe executions=4
// SB (store buffering), relaxed. Each thread writes its flag and reads the
// other's. Each read sees the initial 0 or the other thread's 1, and no
// axiom ties them (no release/acquire, no SC, no po U rf cycle since the
// reads are last): 2 x 2 = 4 executions, (0,0) among them. Nothing is
// asserted: the count is the check (sb-rlx-assert.c asserts against (0,0)).
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
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
  return 0;
}
