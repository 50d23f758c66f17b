//--local_size=4 --num_groups=1 --buffer data=4 --buffer out=4
//expect: data-race
// Each work-item writes its own element of a __global buffer, then, after
// barrier(CLK_LOCAL_MEM_FENCE), reads its neighbour's. The flags name local
// memory only: the barrier orders no __global access (OpenCL C 1.2 §6.12.8,
// 2.0 §6.13.8), so work-item 1's write of data[1] and work-item 0's read of
// it are unordered: a data race. barrier-global-flag.cl is the fixed
// version (the same kernel with CLK_GLOBAL_MEM_FENCE).

__kernel void rotate(__global int *data, __global int *out) {
  int i = get_local_id(0);
  data[i] = i;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = data[(i + 1) % get_local_size(0)];
}
