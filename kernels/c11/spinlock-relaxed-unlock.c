//expect: data-race
// spinlock-cas.c with a relaxed unlock store: the next owner's acquire CAS
// reads it without synchronising, so the counter increments race.
#include <pthread.h>
#include <stdatomic.h>

atomic_int lock;
int counter;

void *inc(void *arg) {
  int expected = 0;
  while (!atomic_compare_exchange_strong_explicit(
      &lock, &expected, 1, memory_order_acquire, memory_order_relaxed))
    expected = 0;
  counter++;
  atomic_store_explicit(&lock, 0, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, inc, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
