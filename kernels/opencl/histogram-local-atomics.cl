//--local_size=8 --num_groups=2 --buffer data=16 --buffer histogram=4
//expect: safe
// The two-level histogram of the OpenCL samples: a per-group histogram in
// local memory (cleared, barrier, atomic_inc per element, barrier), then
// each work-item adds one bin to the global histogram with atomic_add.

#define BINS 4

__kernel void histogram(__global const uint *data, __global uint *histogram) {
  __local uint local_hist[BINS];
  uint lid = get_local_id(0);
  if (lid < BINS)
    local_hist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint value = data[get_global_id(0)];
  atomic_inc(&local_hist[value % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < BINS)
    atomic_add(&histogram[lid], local_hist[lid]);
}
