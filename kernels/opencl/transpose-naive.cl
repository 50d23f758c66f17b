//--local_size=[4,4] --num_groups=[2,2] --arg width=8 --arg height=8 --buffer in=64 --buffer out=64
//expect: safe
// The naive matrix transpose of the OpenCL samples: a 2D NDRange, every
// work-item copies one element to its transposed position.

__kernel void transpose(__global float *out, __global const float *in,
                        int width, int height) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < width && y < height)
    out[x * height + y] = in[y * width + x];
}
