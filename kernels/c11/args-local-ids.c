//expect: safe executions=6
// GenMC's idiom for thread ids: main fills a local array ids[i] = i and
// passes &ids[i]; each thread reads its id with *(int *)arg and adds it to
// a counter with a relaxed fetch_add, then records the value it saw in its
// own slot. The three RMWs come in 3! = 6 orders; no data race (each slot
// of seen is written by one thread); main checks the sum after the joins.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define N 3
atomic_int sum;
int seen[N];

void *t(void *arg) {
  int id = *(int *)arg;
  seen[id] = atomic_fetch_add_explicit(&sum, id + 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t th[N];
  int ids[N];
  for (int i = 0; i < N; i++) {
    ids[i] = i;
    pthread_create(&th[i], NULL, t, &ids[i]);
  }
  for (int i = 0; i < N; i++)
    pthread_join(th[i], NULL);
  assert(atomic_load(&sum) == 1 + 2 + 3);
  return 0;
}
