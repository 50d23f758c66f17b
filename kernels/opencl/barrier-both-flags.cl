//--local_size=4 --num_groups=2 --buffer data=8 --buffer out=8
//expect: safe
// Both address spaces exchanged across one barrier whose flags name both
// (CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE): the __local tile and the
// group's slice of the __global buffer are each written by one work-item
// and read by its neighbour after the barrier; both are ordered.

__kernel void rotate_both(__global int *data, __global int *out) {
  __local int tile[4];
  int i = get_local_id(0);
  int g = get_global_id(0);
  int base = g - i;
  tile[i] = 10 * i;
  data[g] = i;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int j = (i + 1) % 4;
  out[g] = tile[j] + data[base + j];
  assert(out[g] == 11 * j);
}
