//expect: safe executions=7
// WRC with t1's write of y a release and t2's read of y an acquire: when
// t1 read x = 1 and t2 reads y = 1, t0's write of x happens before t2's
// read of x, which must then see 1 (coherence). Of wrc-rlx.c's 8
// combinations (r1, r2, r3), (1, 1, 0) is forbidden: 7 executions, and
// main's assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r1, r2, r3;

void *t0(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return NULL;
}

void *t1(void *arg) {
  r1 = atomic_load_explicit(&x, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_release);
  return NULL;
}

void *t2(void *arg) {
  r2 = atomic_load_explicit(&y, memory_order_acquire);
  r3 = atomic_load_explicit(&x, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_create(&c, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  assert(!(r1 == 1 && r2 == 1 && r3 == 0));
  return 0;
}
