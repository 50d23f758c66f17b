//--local_size=4 --num_groups=3 --buffer a=12
//expect: safe
// A barrier under a condition on the work-group id: every work-item of a
// group takes the same branch, so the barrier is uniform within each group
// (what OpenCL requires) although groups differ.

__kernel void rotate_first_group(__global int *a) {
  __local int tile[4];
  int lid = get_local_id(0);
  if (get_group_id(0) == 0) {
    tile[lid] = a[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    a[lid] = tile[(lid + 1) % get_local_size(0)];
  }
}
