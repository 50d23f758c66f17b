//expect: safe executions=2
// Two threads increment a plain counter under a pthread mutex. A lock is
// an acquire CAS 0 -> 1 that must succeed (GenMC's model), an unlock a
// release store of 0: a lock that reads the other thread's unlock
// synchronises with it. The executions are the 2 orders of the critical
// sections (a lock attempt that reads the held lock blocks and is not an
// execution); no data race, and main sees 2.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;
int counter;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_mutex_init(&m, NULL);
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, inc, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2);
  return 0;
}
