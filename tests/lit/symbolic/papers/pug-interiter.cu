// PUG section 6.3 (inter-iteration races): with the barrier at the top of
// the body, all threads are in the same iteration and acc[i+1+tid] never
// meets acc[i] of another thread: race-free for every launch (the bounds are
// __requires so that the accesses stay inside acc).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

__global__ void k(int lb, int ub) {
  __shared__ int acc[4096];
  __requires(lb >= 0 && ub <= 2048);
  unsigned tid = threadIdx.x;
  for (int i = lb; i < ub; i++) {
    __syncthreads();
    acc[i + 1 + tid] += acc[i];
  }
}
