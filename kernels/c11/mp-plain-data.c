//expect: safe executions=2
// MP with plain (non-atomic) data published by a release/acquire flag: the
// reader touches data only after reading flag = 1, which synchronises, so
// there is no data race. flag = 0 (no data read) or flag = 1 and data = 1:
// 2 executions.
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
  if (atomic_load_explicit(&flag, memory_order_acquire) == 1)
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
