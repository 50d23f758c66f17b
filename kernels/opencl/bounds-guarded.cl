//--local_size=4 --num_groups=3 --buffer a=10 --arg n=10
//expect: safe
// out-of-bounds-padding.cl with its bounds check.

__kernel void scale(__global float *a, int n) {
  int i = get_global_id(0);
  if (i < n)
    a[i] = 2.0f * a[i];
}
