//expect: safe executions=2
// Two threads try to change x from 0 to their id with a strong
// compare-exchange: exactly one succeeds. Either thread's CAS may come
// first; the other reads its write and fails (both reading 0 would break
// atomicity): 2 executions. main checks that exactly one won and that x
// holds its id.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
int won[3];

void *try(void *arg) {
  int id = (int)(long)arg;
  int expected = 0;
  won[id] = atomic_compare_exchange_strong(&x, &expected, id);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, try, (void *)1);
  pthread_create(&b, NULL, try, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(won[1] + won[2] == 1);
  assert(atomic_load(&x) == (won[1] ? 1 : 2));
  return 0;
}
