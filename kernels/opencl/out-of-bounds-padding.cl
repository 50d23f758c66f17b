//--local_size=4 --num_groups=3 --buffer a=10 --arg n=10
//expect: out-of-bounds
// The global size (12) is rounded up past the buffer (10 elements) and the
// kernel forgets its bounds check.

__kernel void scale(__global float *a, int n) {
  int i = get_global_id(0);
  a[i] = 2.0f * a[i];
}
