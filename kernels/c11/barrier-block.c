//expect: safe executions=1
// Two threads synchronise with a pthread barrier of 2 participants. No
// group markers: all threads are in one block, and the barrier of all of
// them is that block's barrier. Thread 0's plain write before the barrier
// happens before thread 1's plain read after it: no race, and the read
// sees 42. No atomics: 1 execution.
#include <assert.h>
#include <pthread.h>

pthread_barrier_t bar;
int data;

void *t(void *arg) {
  long id = (long)arg;
  if (id == 0)
    data = 42;
  pthread_barrier_wait(&bar);
  if (id == 1)
    assert(data == 42);
  return NULL;
}

int main(void) {
  pthread_t th[2];
  pthread_barrier_init(&bar, NULL, 2);
  for (long i = 0; i < 2; i++)
    pthread_create(&th[i], NULL, t, (void *)i);
  for (int i = 0; i < 2; i++)
    pthread_join(th[i], NULL);
  return 0;
}
