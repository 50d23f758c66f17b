//--local_size=8 --global_size=32 --buffer in=64 --buffer out=4 --buffer sdata=8
//expect: safe
// A reduction whose local buffer is a __local kernel argument, sized by the
// host with clSetKernelArg(kernel, 2, local_size * sizeof(int), NULL)
// (here: --buffer sdata=8). Each work-item first adds two elements
// (the "first add during load" optimisation): 32 work-items sum 64
// elements.

__kernel void reduce_sum(__global const int *in, __global int *out,
                         __local int *sdata) {
  unsigned int tid = get_local_id(0);
  unsigned int i = get_group_id(0) * (get_local_size(0) * 2) + tid;
  sdata[tid] = in[i] + in[i + get_local_size(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) >> 1; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
