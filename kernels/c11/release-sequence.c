//expect: safe executions=6
// A release sequence: t0 writes plain data and releases flag = 1; t1
// increments flag with a relaxed RMW; t2 reads flag with acquire and, when
// it sees 2, reads data. Executions:
//   - the RMW reads t0's 1 (coherence 0, 1, 2): t2 reads 0, 1 or 2: 3;
//   - the RMW reads the initial 0 (coherence 0, t1's 1, t0's 1, atomicity
//     putting t0's store after the RMW): t2 reads 0 or either 1: 3.
// 6 executions. When t2 reads 2, the RMW's write continues t0's release
// sequence, so t2 synchronises with t0 and its plain read of data is
// ordered after the write: no data race, and it sees 42.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;

void *t0(void *arg) {
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

void *t1(void *arg) {
  atomic_fetch_add_explicit(&flag, 1, memory_order_relaxed);
  return NULL;
}

void *t2(void *arg) {
  if (atomic_load_explicit(&flag, memory_order_acquire) == 2)
    assert(data == 42);
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_create(&c, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  return 0;
}
