//expect: data-race
// Two threads increment a plain int: the non-atomic read and write of one
// thread race with the other's.
#include <pthread.h>

int counter;

void *inc(void *arg) {
  counter++;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, inc, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
