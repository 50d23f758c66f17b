//expect: safe executions=8
// WRC (write-to-read causality), relaxed: t0 writes x; t1 reads x and
// writes y; t2 reads y then x. Each of the three reads sees 0 or 1, and
// with relaxed accesses nothing forbids any combination (no po U rf
// cycle): 2^3 = 8 executions.
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
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return NULL;
}

void *t2(void *arg) {
  r2 = atomic_load_explicit(&y, memory_order_relaxed);
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
  return 0;
}
