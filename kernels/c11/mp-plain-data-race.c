//expect: data-race
// mp-plain-data.c with a relaxed flag: reading flag = 1 no longer
// synchronises, so the plain write and read of data race.
#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;
int seen;

void *writer(void *arg) {
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return NULL;
}

void *reader(void *arg) {
  if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
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
