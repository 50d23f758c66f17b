//--local_size=8 --num_groups=1 --buffer A=8
//expect: data-race
// GPUVerify's classic example in OpenCL: every work-item writes its own
// element and reads its neighbour's, with no barrier between.

__kernel void foo(__global int *A) {
  int tid = get_local_id(0);
  A[tid] = A[(tid + 1) % get_local_size(0)] + tid;
}
