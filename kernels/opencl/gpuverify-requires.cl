//--local_size=8 --num_groups=1 --arg n=8 --buffer A=8
//expect: safe
// In the style of GPUVerify's OpenCL test suite: a precondition with
// __requires and an __assert, no includes.

__kernel void foo(__global int *A, int n) {
  __requires(n == get_local_size(0));
  __local int tmp[8];
  int tid = get_local_id(0);
  tmp[tid] = A[tid];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[tid] = tmp[(tid + 1) % n];
  __assert(tid < n);
}
