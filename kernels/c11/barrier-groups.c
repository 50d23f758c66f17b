//expect: safe executions=1
// GPUMC's format: 4 threads in 2 groups of 2 (__VERIFIER_groupsize(2) in
// main places thread k in group k / 2), one barrier per group
// (barr[group], 2 participants each: that group's barrier). Within each
// group, the first thread writes its group's slot before the barrier and
// the second reads it after: ordered, no race, 1 execution.
#include <assert.h>
#include <pthread.h>

void __VERIFIER_groupsize(int localWorkSize);

#define GROUPS 2
#define LOCAL 2
pthread_barrier_t barr[GROUPS];
int slot[GROUPS];

void *kernel(void *arg) {
  int gid = (int)(long)arg;
  int group = gid / LOCAL, local = gid % LOCAL;
  if (local == 0)
    slot[group] = group + 1;
  pthread_barrier_wait(&barr[group]);
  if (local == 1)
    assert(slot[group] == group + 1);
  return NULL;
}

int main(void) {
  pthread_t th[GROUPS * LOCAL];
  __VERIFIER_groupsize(LOCAL);
  for (int g = 0; g < GROUPS; g++)
    pthread_barrier_init(&barr[g], NULL, LOCAL);
  for (int i = 0; i < GROUPS * LOCAL; i++)
    pthread_create(&th[i], NULL, kernel, (void *)(long)i);
  for (int i = 0; i < GROUPS * LOCAL; i++)
    pthread_join(th[i], NULL);
  return 0;
}
