//expect: safe executions=3
// SB with seq_cst accesses (explicit orders). Of the 4 read combinations,
// (0,0) needs each read before the other thread's write in the SC order
// (psc: Wx -po-> Ry -fr-> Wy -po-> Rx -fr-> Wx, a cycle): forbidden. 3
// executions; main's assertion after the joins (plain reads of r0 and r1,
// ordered by the joins) holds in all of them. main's joins add no
// execution: its wait for each thread's end reads the thread's final
// "done" write or is blocked.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_seq_cst);
  r0 = atomic_load_explicit(&y, memory_order_seq_cst);
  return NULL;
}

void *t1(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_seq_cst);
  r1 = atomic_load_explicit(&x, memory_order_seq_cst);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(r0 == 1 || r1 == 1);
  return 0;
}
