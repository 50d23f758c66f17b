//--local_size=8 --num_groups=2 --buffer in=16 --buffer out=2 --buffer sdata=8
//expect: data-race
// reduce-local-param.cl with the barrier after the loads left out: work-item
// 0 may read sdata[4] before work-item 4 has stored it.

__kernel void reduce_sum(__global const int *in, __global int *out,
                         __local int *sdata) {
  unsigned int tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  for (unsigned int s = get_local_size(0) >> 1; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
