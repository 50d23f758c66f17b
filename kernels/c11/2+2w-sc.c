//expect: safe executions=3
// 2+2W with seq_cst writes: ending with x = 1 and y = 1 needs
// x=2 -co-> x=1 and y=2 -co-> y=1, so Wx1 -po-> Wy2 -co-> Wy1 -po-> Wx2
// -co-> Wx1 is an SC-order cycle: forbidden. 4 - 1 = 3 executions. main
// reads the final values after the joins and asserts it.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;

void *t0(void *arg) {
  atomic_store(&x, 1);
  atomic_store(&y, 2);
  return NULL;
}

void *t1(void *arg) {
  atomic_store(&y, 1);
  atomic_store(&x, 2);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  int fx = atomic_load_explicit(&x, memory_order_relaxed);
  int fy = atomic_load_explicit(&y, memory_order_relaxed);
  assert(!(fx == 1 && fy == 1));
  return 0;
}
