//expect: safe executions=3
// SB with `_Atomic` variables accessed by plain C operators: `x = 1` and
// `r0 = y` are seq_cst (C11 7.17.1), so this is sb-sc.c: 3 executions,
// (0,0) forbidden, the assertion in main holds.
#include <assert.h>
#include <pthread.h>

_Atomic int x, y;
int r0, r1;

void *t0(void *arg) {
  x = 1;
  r0 = y;
  return NULL;
}

void *t1(void *arg) {
  y = 1;
  r1 = x;
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
