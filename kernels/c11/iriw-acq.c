//expect: safe executions=16
// IRIW with release writes and acquire reads: RC11 still allows the
// readers to disagree (acquire/release is not multi-copy atomic), so all
// 16 read combinations of iriw-rlx.c are consistent.
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int a, b, c, d;

void *wx(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_release);
  return NULL;
}

void *wy(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_release);
  return NULL;
}

void *rxy(void *arg) {
  a = atomic_load_explicit(&x, memory_order_acquire);
  b = atomic_load_explicit(&y, memory_order_acquire);
  return NULL;
}

void *ryx(void *arg) {
  c = atomic_load_explicit(&y, memory_order_acquire);
  d = atomic_load_explicit(&x, memory_order_acquire);
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
