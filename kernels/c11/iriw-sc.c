//expect: safe executions=15
// IRIW with seq_cst accesses: the one combination where the readers
// disagree (a = 1, b = 0, c = 1, d = 0) needs Wx before Wy and Wy before Wx
// in the SC order (psc cycle through the fr edges of the reads of 0):
// forbidden. 16 - 1 = 15 executions; main checks it after the joins.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int a, b, c, d;

void *wx(void *arg) {
  atomic_store(&x, 1);
  return NULL;
}

void *wy(void *arg) {
  atomic_store(&y, 1);
  return NULL;
}

void *rxy(void *arg) {
  a = atomic_load(&x);
  b = atomic_load(&y);
  return NULL;
}

void *ryx(void *arg) {
  c = atomic_load(&y);
  d = atomic_load(&x);
  return NULL;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], NULL, wx, NULL);
  pthread_create(&t[1], NULL, wy, NULL);
  pthread_create(&t[2], NULL, rxy, NULL);
  pthread_create(&t[3], NULL, ryx, NULL);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  assert(!(a == 1 && b == 0 && c == 1 && d == 0));
  return 0;
}
