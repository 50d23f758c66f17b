//expect: safe executions=6
// Two relaxed fetch_adds and a relaxed reader of the counter: the RMWs
// come in 2 orders, and the reader sees 0, 1 or 2 (the initial value or
// either RMW's write, all coherent with its lone read): 2 x 3 = 6
// executions.
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter;
int seen;

void *inc(void *arg) {
  atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
  return NULL;
}

void *observe(void *arg) {
  seen = atomic_load_explicit(&counter, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, inc, NULL);
  pthread_create(&c, NULL, observe, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  return 0;
}
