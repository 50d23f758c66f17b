//expect: safe executions=4
// 2+2W, relaxed: t0 writes x = 1 then y = 2, t1 writes y = 1 then x = 2.
// No reads: the executions are the coherence orders of x and of y, 2 x 2 =
// 4, all consistent with relaxed writes (including the one where both
// final values are the first writes).
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;

void *t0(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_store_explicit(&y, 2, memory_order_relaxed);
  return NULL;
}

void *t1(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  atomic_store_explicit(&x, 2, memory_order_relaxed);
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
