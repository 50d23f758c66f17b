//--local_size=4 --num_groups=2 --arg n=6 --buffer a=8
//expect: barrier-divergence
// A common porting bug: the host rounds the global size up to a multiple of
// the work-group size and the kernel returns early for the padding
// work-items, before a barrier the others still reach.

__kernel void shift(__global int *a, int n) {
  __local int tile[4];
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  if (gid >= n)
    return;
  tile[lid] = a[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[gid] = tile[(lid + 1) % 4];
}
