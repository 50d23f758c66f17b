//expect: safe executions=24
// RMW chain of four threads (created in a loop) each incrementing one
// counter with a seq_cst fetch_add: the executions are the 4! = 24 orders
// of the increments (each RMW reads the previous one's write), and main
// sees 4.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define N 4
atomic_int counter;

void *inc(void *arg) {
  atomic_fetch_add(&counter, 1);
  return NULL;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], NULL, inc, NULL);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], NULL);
  assert(atomic_load(&counter) == N);
  return 0;
}
