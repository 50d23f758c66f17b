//--local_size=4 --num_groups=1 --buffer out=4
//expect: safe
// A program-scope __constant table (global memory, read-only) read by every
// work-item; the assertion checks the initialiser reached the kernel.

__constant int weights[4] = {1, 2, 4, 8};

__kernel void weigh(__global int *out) {
  int lid = get_local_id(0);
  out[lid] = weights[lid] * 3;
  assert(weights[3] == 8);
}
