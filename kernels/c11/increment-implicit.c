//expect: safe executions=6
// `counter++` and `counter += 2` on an `_Atomic int` are single seq_cst
// RMWs (C11 6.5.2.4, 6.5.16.2): three threads give the 3! = 6 orders of
// the updates, and main always sees 1 + 2 + 1 = 4.
#include <assert.h>
#include <pthread.h>

_Atomic int counter;

void *one(void *arg) {
  counter++;
  return NULL;
}

void *two(void *arg) {
  counter += 2;
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, one, NULL);
  pthread_create(&b, NULL, two, NULL);
  pthread_create(&c, NULL, one, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  assert(counter == 4);
  return 0;
}
