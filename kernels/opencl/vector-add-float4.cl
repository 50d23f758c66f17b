//--local_size=4 --num_groups=2 --buffer a=8 --buffer b=8 --buffer c=8
//expect: safe
// Vector addition on float4 elements: each work-item adds one float4 (four
// floats); the buffers are float4 arrays, 16-byte elements.

__kernel void vadd(__global const float4 *a, __global const float4 *b,
                   __global float4 *c) {
  int i = get_global_id(0);
  c[i] = a[i] + b[i];
}
