//expect: data-race
// mp-spin.c with a relaxed spin load: leaving the loop does not
// synchronise with the writer, so the plain accesses of data race.
#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;
int seen;

void *writer(void *arg) {
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *reader(void *arg) {
  while (atomic_load_explicit(&flag, memory_order_relaxed) == 0)
    ;
  seen = data;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, writer, NULL);
  pthread_create(&b, NULL, reader, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
