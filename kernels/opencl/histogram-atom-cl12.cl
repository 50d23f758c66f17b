//--local_size=4 --num_groups=2 --buffer data=8 --buffer histogram=4 --cl-std=1.2
//expect: safe
// OpenCL 1.0 style: the cl_khr_global_int32_base_atomics extension's
// atom_inc, compiled as OpenCL C 1.2 (--cl-std=1.2 on the launch line).

#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable

__kernel void histogram(__global const uint *data, __global uint *histogram) {
  uint value = data[get_global_id(0)];
  atom_inc(&histogram[value % 4]);
}
