//expect: safe executions=1
// A barrier of all 4 threads in 2 groups (bard, 4 participants: a
// device-wide barrier, as GPUMC's benchmarks use one): thread 0's write
// before it is ordered before thread 3's read after it, across groups. No
// race, 1 execution.
#include <assert.h>
#include <pthread.h>

void __VERIFIER_groupsize(int localWorkSize);

pthread_barrier_t bard;
int data;

void *kernel(void *arg) {
  long gid = (long)arg;
  if (gid == 0)
    data = 7;
  pthread_barrier_wait(&bard);
  if (gid == 3)
    assert(data == 7);
  return NULL;
}

int main(void) {
  pthread_t th[4];
  __VERIFIER_groupsize(2);
  pthread_barrier_init(&bard, NULL, 4);
  for (long i = 0; i < 4; i++)
    pthread_create(&th[i], NULL, kernel, (void *)i);
  for (int i = 0; i < 4; i++)
    pthread_join(th[i], NULL);
  return 0;
}
