//expect: safe executions=6
// Three threads exchange their id into x (acq_rel): the RMWs form a chain
// in one of 3! = 6 orders, each reading its predecessor's write (the first
// the initial 0). The old values they get are a permutation of all but
// the last writer's id plus 0, so they sum to 1 + 2 + 3 - final value.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
int old[4];

void *swap(void *arg) {
  int id = (int)(long)arg;
  old[id] = atomic_exchange_explicit(&x, id, memory_order_acq_rel);
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], NULL, swap, (void *)(long)(i + 1));
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  assert(old[1] + old[2] + old[3] == 6 - atomic_load(&x));
  return 0;
}
