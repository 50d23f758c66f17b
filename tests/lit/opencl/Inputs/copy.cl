// A kernel without launch lines, for the launch-flag tests.
__kernel void copy(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  out[i] = in[i];
}
