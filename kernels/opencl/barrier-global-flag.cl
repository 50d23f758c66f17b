//--local_size=4 --num_groups=1 --buffer data=4 --buffer out=4
//expect: safe
// barrier-local-flag-global-race.cl with CLK_GLOBAL_MEM_FENCE: the barrier
// orders the work-group's __global accesses, so each write of data[i]
// happens before the neighbour's read of it.

__kernel void rotate(__global int *data, __global int *out) {
  int i = get_local_id(0);
  data[i] = i;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[i] = data[(i + 1) % get_local_size(0)];
  assert(out[i] == (i + 1) % get_local_size(0));
}
