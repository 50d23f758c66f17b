//--local_size=4 --num_groups=2 --buffer data=8 --buffer lo=1 --buffer hi=1
//expect: safe
// The range of a buffer with the OpenCL 1.1 atomic_min and atomic_max on
// signed integers (relaxed, device scope): no race between the groups.

__kernel void range(__global const int *data, __global int *lo,
                    __global int *hi) {
  int v = data[get_global_id(0)];
  atomic_min(lo, v);
  atomic_max(hi, v);
}
