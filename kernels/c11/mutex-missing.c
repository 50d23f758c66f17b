//expect: data-race
// One thread increments the counter under the mutex, the other without
// taking it: the unprotected increment races with the protected one.
#include <pthread.h>

pthread_mutex_t m;
int counter;

void *locked(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return NULL;
}

void *unlocked(void *arg) {
  counter++;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, locked, NULL);
  pthread_create(&b, NULL, unlocked, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
