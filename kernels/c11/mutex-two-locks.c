//expect: data-race
// Two threads protect one counter with two different mutexes: nothing
// orders their increments, which race.
#include <pthread.h>

pthread_mutex_t m1, m2;
int counter;

void *a_fn(void *arg) {
  pthread_mutex_lock(&m1);
  counter++;
  pthread_mutex_unlock(&m1);
  return NULL;
}

void *b_fn(void *arg) {
  pthread_mutex_lock(&m2);
  counter++;
  pthread_mutex_unlock(&m2);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, a_fn, NULL);
  pthread_create(&b, NULL, b_fn, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
