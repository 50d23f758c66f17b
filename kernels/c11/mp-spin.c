//expect: safe executions=1
// MP where the reader spins until the flag is set (acquire), then reads
// plain data. The spin loop's iterations that read 0 come back to the same
// state: they are cut (an assume), so the one complete execution reads
// flag = 1 from the release store, and then data = 42. Safe, 1 execution.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;

void *writer(void *arg) {
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *reader(void *arg) {
  while (atomic_load_explicit(&flag, memory_order_acquire) == 0)
    ;
  assert(data == 42);
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
