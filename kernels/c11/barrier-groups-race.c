//expect: data-race
// barrier-groups.c where the second thread of each group reads the OTHER
// group's slot: a group's barrier does not order another group's write.
#include <pthread.h>

void __VERIFIER_groupsize(int localWorkSize);

#define GROUPS 2
#define LOCAL 2
pthread_barrier_t barr[GROUPS];
int slot[GROUPS];
int seen[GROUPS];

void *kernel(void *arg) {
  int gid = (int)(long)arg;
  int group = gid / LOCAL, local = gid % LOCAL;
  if (local == 0)
    slot[group] = group + 1;
  pthread_barrier_wait(&barr[group]);
  if (local == 1)
    seen[group] = slot[(group + 1) % GROUPS];
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
