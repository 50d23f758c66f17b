//--local_size=8 --num_groups=2 --buffer a=16
//expect: data-race
// A stencil written in place: work-item i reads a[i - 1] and a[i + 1] while
// its neighbours write them. Within a work-group a barrier between the reads
// and the write would help; across the group boundary nothing does.

__kernel void stencil_in_place(__global float *a) {
  int i = get_global_id(0);
  int n = get_global_size(0);
  if (i > 0 && i < n - 1)
    a[i] = 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]);
}
