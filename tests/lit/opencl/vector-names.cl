// Reports name an element of an array of OpenCL vectors as the vector and
// its component (`a[1].y`), not by its flat index among the scalars the
// vectors are stored as (a float3 takes four slots, as OpenCL lays it out):
// in both exact engines, for __global buffers and __local arrays of one and
// two dimensions, and `.sN` beyond four components. A check without errors
// names the launch in OpenCL's words.

// RUN: not %scopecheck check %s --kernel=global_vec --local_size=2 --num_groups=1 --buffer a=2 --engine=dpor 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not %scopecheck check %s --kernel=global_vec --local_size=2 --num_groups=1 --buffer a=2 --engine=interval 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: error: data race on 'a[1].y'
__kernel void global_vec(__global float4 *a) {
  a[1].y = (float)get_local_id(0);
}

// RUN: not %scopecheck check %s --kernel=local_vec3 --local_size=2 --num_groups=1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=LOCAL3
// RUN: not %scopecheck check %s --kernel=local_vec3 --local_size=2 --num_groups=1 --engine=interval 2>&1 | FileCheck %s --check-prefix=LOCAL3
// LOCAL3: error: data race on 't[2].z of work-group 0'
__kernel void local_vec3(__global float *out) {
  __local float3 t[4];
  t[2].z = (float)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = t[2].x;
}

// RUN: not %scopecheck check %s --kernel=local_2d --local_size=2 --num_groups=1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=LOCAL2D
// RUN: not %scopecheck check %s --kernel=local_2d --local_size=2 --num_groups=1 --engine=interval 2>&1 | FileCheck %s --check-prefix=LOCAL2D
// LOCAL2D: error: data race on 'm[1][0].y of work-group 0'
__kernel void local_2d(__global int *out) {
  __local int2 m[2][2];
  m[1][0].y = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = m[1][0].x;
}

// RUN: not %scopecheck check %s --kernel=wide --local_size=2 --num_groups=1 --buffer b=1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: data race on 'b[0].s5'
__kernel void wide(__global float8 *b) {
  b[0].s5 = (float)get_local_id(0);
}

// RUN: %scopecheck check %s --kernel=safe --local_size=2 --num_groups=3 --buffer a=6 --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE: no errors found (exhaustive for local_size=2, num_groups=3 and the given inputs
__kernel void safe(__global float4 *a) {
  a[get_global_id(0)].w = 1.0f;
}
