//expect: safe executions=16
// IRIW (independent reads of independent writes), relaxed: two writers
// write x and y, two readers read them in opposite orders. Each of the 4
// reads sees 0 or 1 and nothing relates them: 2^4 = 16 executions,
// including the readers disagreeing on the order of the writes.
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int a, b, c, d;

void *wx(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return NULL;
}

void *wy(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return NULL;
}

void *rxy(void *arg) {
  a = atomic_load_explicit(&x, memory_order_relaxed);
  b = atomic_load_explicit(&y, memory_order_relaxed);
  return NULL;
}

void *ryx(void *arg) {
  c = atomic_load_explicit(&y, memory_order_relaxed);
  d = atomic_load_explicit(&x, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], NULL, wx, NULL);
  pthread_create(&t[1], NULL, wy, NULL);
  pthread_create(&t[2], NULL, rxy, NULL);
  pthread_create(&t[3], NULL, ryx, NULL);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  return 0;
}
