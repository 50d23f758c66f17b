//--local_size=4 --num_groups=2 --buffer out=8
//expect: data-race
// The converse of barrier-local-flag-global-race.cl: a __local tile written
// before barrier(CLK_GLOBAL_MEM_FENCE) and read after it by another
// work-item. The flags name global memory only, so the barrier orders no
// __local access: work-item 1's write of tile[1] and work-item 0's read of
// it race.

__kernel void rotate_local(__global int *out) {
  __local int tile[4];
  int i = get_local_id(0);
  tile[i] = i;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = tile[(i + 1) % 4];
}
