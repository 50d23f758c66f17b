//expect: safe executions=6
// A test-and-set spinlock written with C11 atomics (GenMC's style): a
// strong acquire CAS loop takes it, a release store frees it; three
// threads (created in a loop) increment a plain counter. Failed CAS
// iterations come back to the same state and are cut, so the executions
// are the 3! = 6 acquisition orders; no data race; main sees 3.
#include <assert.h>
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
  atomic_store_explicit(&lock, 0, memory_order_release);
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], NULL, inc, NULL);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  assert(counter == 3);
  return 0;
}
