//expect: assertion
// 2+2W, relaxed, with main asserting after the joins that the final values
// are not both the first writes: relaxed writes allow it (2+2w-rlx.c), so
// the assertion fails.
#include <assert.h>
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
  assert(!(atomic_load(&x) == 1 && atomic_load(&y) == 1));
  return 0;
}
