//expect: safe executions=4
// Two threads each try the mutex once and increment the counter only if
// they got it. A trylock is an acquire CAS 0 -> 1 that may fail (returning
// EBUSY). Executions: both succeed, in either order (the second reads the
// first's unlock): 2; one succeeds and the other's trylock reads its lock
// write (1) and fails: 2 (either thread first). Both failing is impossible
// (one of them reads 0). 4 executions; no data race; main's count matches.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;
int counter;
int got[2];

void *attempt(void *arg) {
  int id = (int)(long)arg;
  if (pthread_mutex_trylock(&m) == 0) {
    counter++;
    got[id] = 1;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, attempt, (void *)0);
  pthread_create(&b, NULL, attempt, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(got[0] + got[1] >= 1);
  assert(counter == got[0] + got[1]);
  return 0;
}
