//expect: safe executions=2
// RMW chain: two threads atomically increment one counter (relaxed
// fetch_add). Atomicity forces one to read the other's write: the
// executions are the 2 orders of the increments, and main sees 2.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter;

void *inc(void *arg) {
  atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, inc, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&counter) == 2);
  return 0;
}
