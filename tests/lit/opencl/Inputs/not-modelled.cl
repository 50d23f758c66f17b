// One not-modelled construct per kernel (tests/lit/opencl/builtin-table.test).
__kernel void subgroup(__global int *a) {
  a[0] = sub_group_reduce_add(a[1]);
}
__kernel void subgroup_id(__global int *a) {
  a[0] = get_sub_group_id();
}
__kernel void collective(__global int *a) {
  a[0] = work_group_reduce_add(a[get_local_id(0)]);
}
__kernel void async_copy(__global int *a) {
  __local int t[4];
  async_work_group_copy(t, a, 4, 0);
}
__kernel void geometric(__global float4 *a) {
  a[0].x = dot(a[1], a[2]);
}
__kernel void conversion(__global int *a, __global float *f) {
  a[0] = convert_int_sat(f[0]);
}
__kernel void vector_math(__global float4 *a) {
  float4 v = a[0];
  a[1].x = sqrt(v).x;
}
__kernel void scope_sub_group(__global atomic_int *n) {
  atomic_fetch_add_explicit(n, 1, memory_order_relaxed,
                            memory_scope_sub_group);
}
__kernel void scope_work_item(__global atomic_int *n) {
  atomic_fetch_add_explicit(n, 1, memory_order_relaxed,
                            memory_scope_work_item);
}
__kernel void load_release(__global atomic_int *n, __global int *o) {
  o[0] = atomic_load_explicit(n, memory_order_release);
}
__kernel void computed_flags(__global int *a, int flags) {
  barrier(flags);
}
float4 twice(float4 v) { return v + v; }
__kernel void vector_function(__global float4 *a) {
  a[0] = twice(a[1]);
}
__kernel void half_vload(__global half *h, __global float *f) {
  f[0] = vload_half(0, h);
}
__kernel void mad_builtin(__global float *f) {
  f[0] = mad(f[1], f[2], f[3]);
}
