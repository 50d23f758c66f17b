//expect: safe executions=1
// GPUMC's __VERIFIER_syncthread() is the barrier of the calling thread's
// group. Two threads of group 0 exchange values through plain memory
// around it: ordered, no race, 1 execution.
#include <assert.h>
#include <pthread.h>

void __VERIFIER_thread_group_id(int a);
void __VERIFIER_syncthread();

int buf[2];

void *t(void *arg) {
  int id = (int)(long)arg;
  __VERIFIER_thread_group_id(0);
  buf[id] = id + 10;
  __VERIFIER_syncthread();
  assert(buf[1 - id] == 11 - id);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t, (void *)0);
  pthread_create(&b, NULL, t, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
