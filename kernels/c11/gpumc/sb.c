//expect: safe executions=8
// SB-n (GPUMC's store-buffering scalability program; scripts/bench-dpor.sh
// generates it for larger n) for N = 3 threads, each in a work-group of
// its own: thread i writes 1 to vars[i], then reads vars[(i + 1) % N], both
// relaxed at device scope. Each read reads the initial 0 or the one write
// to its location: 2^N choices, all consistent (the reads are last in
// their threads, so po U rf has no cycle; relaxed accesses have no sc or
// hb constraint; all zeros, SB's weak outcome, included). So 2^N = 8
// executions (SB-8: 256, docs/benchmarks.md). Same program as
// kernels/bench/sb.cu; tests/lit/c11/pairs.test compares them at N = 3
// and 4 (16 executions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

void __VERIFIER_memory_scope_device();
void __VERIFIER_thread_group_id(int a);

atomic_int vars[N];

void *thread(void *arg) {
  int i = (int)(long)arg;
  __VERIFIER_thread_group_id(i);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&vars[i], 1, memory_order_relaxed);
  __VERIFIER_memory_scope_device();
  int r = atomic_load_explicit(&vars[(i + 1) % N], memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], NULL, thread, (void *)(long)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], NULL);
  return 0;
}
