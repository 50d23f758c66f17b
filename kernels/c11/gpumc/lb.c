//expect: safe executions=7
// LB-n (GPUMC's load-buffering scalability program; scripts/bench-dpor.sh
// generates it for larger n) for N = 3 threads, each in a work-group of
// its own: thread i reads vars[i], then writes 1 to vars[(i + 1) % N], both
// relaxed at device scope. Each read reads the initial 0 or the one write
// to its location (thread i - 1's): 2^N choices. Reading 1 everywhere
// makes the cycle r0 -po-> w1 -rf-> r1 -po-> ... -rf-> r0 in po U rf,
// which no-thin-air forbids; every other choice has no cycle (a read of 0
// breaks it) and nothing else constrains a location with one write. So
// 2^N - 1 = 7 executions (LB-8: 255, docs/benchmarks.md). Same program as
// kernels/bench/lb.cu; tests/lit/c11/pairs.test compares them at N = 3
// and 4 (15 executions).
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
  int r = atomic_load_explicit(&vars[i], memory_order_relaxed);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&vars[(i + 1) % N], 1, memory_order_relaxed);
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
