//--local_size=4 --num_groups=1 --buffer a=20
//expect: data-race
// An in-place update through vload4/vstore4 whose windows overlap: work-item
// i reads floats 4i+1 .. 4i+4 and writes floats 4i .. 4i+3, so it reads the
// first float work-item i + 1 writes.

__kernel void shift_left(__global float *a) {
  int i = get_global_id(0);
  float4 v = vload4(0, a + 4 * i + 1);
  vstore4(v, i, a);
}
