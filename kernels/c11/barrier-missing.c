//expect: data-race
// barrier-block.c without the barrier: the plain write and read race.
#include <pthread.h>

int data;
int seen;

void *t(void *arg) {
  long id = (long)arg;
  if (id == 0)
    data = 42;
  if (id == 1)
    seen = data;
  return NULL;
}

int main(void) {
  pthread_t th[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&th[i], NULL, t, (void *)i);
  for (int i = 0; i < 2; i++)
    pthread_join(th[i], NULL);
  return 0;
}
