//expect: barrier-divergence
// Only thread 0 waits at the barrier of both threads: thread 1 finishes
// without arriving, barrier divergence.
#include <pthread.h>

pthread_barrier_t bar;
int data;

void *t(void *arg) {
  long id = (long)arg;
  if (id == 0) {
    data = 1;
    pthread_barrier_wait(&bar);
  }
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
