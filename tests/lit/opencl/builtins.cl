//--local_size=4 --num_groups=2
// The IR of each modelled OpenCL builtin (docs/opencl-support.md §3); with
// the kernels of kernels/opencl/, every name the builtin table calls
// modelled is called by a test (scripts/opencl-builtin-table.py --check).

// RUN: %scopecheck ir %s --kernel=atomics20 --no-locs | FileCheck %s --check-prefix=A20
// RUN: %scopecheck ir %s --kernel=legacy --no-locs | FileCheck %s --check-prefix=A1X
// RUN: %scopecheck ir %s --kernel=fences --no-locs | FileCheck %s --check-prefix=FENCE
// RUN: %scopecheck ir %s --kernel=vectors --no-locs | FileCheck %s --check-prefix=VEC
// RUN: %scopecheck ir %s --kernel=math --no-locs | FileCheck %s --check-prefix=MATH
// RUN: %scopecheck ir %s --kernel=workitems --no-locs | FileCheck %s --check-prefix=WI
// RUN: %scopecheck check %s --kernel=workitems 2>&1 | FileCheck %s --check-prefix=WISAFE

// A20-LABEL: proc @atomics20
// A20: {{t(\.[0-9]+)?}} = load.sc.gpu i32 n;
// A20: store.rel.cta i32 n, 1;
// A20: {{t(\.[0-9]+)?}} = rmw.exch.sc.gpu i32 n, 2;
// A20: {{t(\.[0-9]+)?}} = rmw.exch.acq_rel.sys i32 n, 3;
// A20: store.na i32 @e, 0;
// A20: {{t(\.[0-9]+)?}} = load.na i32 @e;
// A20: {{t(\.[0-9]+)?}} = cas.sc.gpu i32 n, t.3, 4;
// A20: !(t.4 == t.3) => store.na i32 @e, t.4;
// A20: {{t(\.[0-9]+)?}} = load.na i32 @e;
// A20: {{t(\.[0-9]+)?}} = cas.acq.rlx.cta i32 n, t.5, 4;
// A20: !(t.6 == t.5) => store.na i32 @e, t.6;
// A20: rmw.sub.sc.gpu i32 n, 1;
// A20: rmw.sub.rlx.gpu i32 n, 1;
// A20: rmw.and.sc.gpu i32 n, 1;
// A20: rmw.and.rlx.gpu i32 n, 1;
// A20: rmw.or.sc.gpu i32 n, 1;
// A20: rmw.or.rlx.gpu i32 n, 1;
// A20: rmw.xor.sc.gpu i32 n, 1;
// A20: rmw.xor.rlx.gpu i32 n, 1;
// A20: rmw.smin.sc.gpu i32 n, 1;
// A20: rmw.smin.rlx.gpu i32 n, 1;
// A20: rmw.umax.sc.gpu i32 u, 1;
// A20: rmw.umax.rlx.gpu i32 u, 1;
// A20: {{t(\.[0-9]+)?}} = rmw.exch.sc.gpu i32 f, 1;
// A20: store.sc.gpu i32 f, 0;
// A20: store.na i32 n, 5;
// A20: rmw.fadd.rlx.gpu f32 x, 1.5;
// A20: {{t(\.[0-9]+)?}} = load.acq.sys i32 n;
__kernel void atomics20(__global atomic_int *n, __global atomic_uint *u,
                        __global atomic_flag *f, __global atomic_float *x) {
  int v = atomic_load(n);
  atomic_store_explicit(n, 1, memory_order_release, memory_scope_work_group);
  v += atomic_exchange(n, 2);
  v += atomic_exchange_explicit(n, 3, memory_order_acq_rel,
                                memory_scope_all_svm_devices);
  int e = 0;
  atomic_compare_exchange_weak(n, &e, 4);
  atomic_compare_exchange_strong_explicit(n, &e, 4, memory_order_acquire,
                                          memory_order_relaxed,
                                          memory_scope_work_group);
  atomic_fetch_sub(n, 1);
  atomic_fetch_sub_explicit(n, 1, memory_order_relaxed);
  atomic_fetch_and(n, 1);
  atomic_fetch_and_explicit(n, 1, memory_order_relaxed);
  atomic_fetch_or(n, 1);
  atomic_fetch_or_explicit(n, 1, memory_order_relaxed);
  atomic_fetch_xor(n, 1);
  atomic_fetch_xor_explicit(n, 1, memory_order_relaxed);
  atomic_fetch_min(n, 1);
  atomic_fetch_min_explicit(n, 1, memory_order_relaxed);
  atomic_fetch_max(u, 1);
  atomic_fetch_max_explicit(u, 1, memory_order_relaxed);
  if (atomic_flag_test_and_set(f))
    atomic_flag_clear(f);
  atomic_init(n, 5);
  atomic_fetch_add_explicit(x, 1.5f, memory_order_relaxed);
  v += atomic_load_explicit(n, memory_order_acquire, memory_scope_all_devices);
}

// A1X-LABEL: proc @legacy
// A1X: rmw.add.rlx.gpu i32 a, 1;
// A1X: rmw.sub.rlx.gpu i32 a, 2;
// A1X: rmw.exch.rlx.gpu i32 a, 3;
// A1X: rmw.add.rlx.gpu i32 a, 1;
// A1X: rmw.sub.rlx.gpu i32 a, 1;
// A1X: cas.rlx.gpu i32 a, 4, 5;
// A1X: rmw.smin.rlx.gpu i32 a, 6;
// A1X: rmw.smax.rlx.gpu i32 a, 7;
// A1X: rmw.and.rlx.gpu i32 a, 8;
// A1X: rmw.or.rlx.gpu i32 a, 9;
// A1X: rmw.xor.rlx.gpu i32 a, 10;
// A1X: rmw.add.rlx.gpu i32 u, 1;
// A1X: rmw.sub.rlx.gpu i32 u, 2;
// A1X: rmw.exch.rlx.gpu i32 u, 3;
// A1X: rmw.sub.rlx.gpu i32 u, 1;
// A1X: cas.rlx.gpu i32 u, 4, 5;
// A1X: rmw.umin.rlx.gpu i32 u, 6;
// A1X: rmw.umax.rlx.gpu i32 u, 7;
// A1X: rmw.and.rlx.gpu i32 u, 8;
// A1X: rmw.or.rlx.gpu i32 u, 9;
// A1X: rmw.xor.rlx.gpu i32 u, 10;
// A1X: rmw.exch.rlx.gpu f32 x, 2.0;
// A1X: rmw.add.rlx.gpu i32 @s[zext.i64(threadIdx.x)], 1;
__kernel void legacy(__global int *a, __global uint *u, __global float *x) {
  __local int s[4];
  atomic_add(a, 1);
  atomic_sub(a, 2);
  atomic_xchg(a, 3);
  atomic_inc(a);
  atomic_dec(a);
  atomic_cmpxchg(a, 4, 5);
  atomic_min(a, 6);
  atomic_max(a, 7);
  atomic_and(a, 8);
  atomic_or(a, 9);
  atomic_xor(a, 10);
  atom_add(u, 1);
  atom_sub(u, 2);
  atom_xchg(u, 3);
  atom_dec(u);
  atom_cmpxchg(u, 4, 5);
  atom_min(u, 6);
  atom_max(u, 7);
  atom_and(u, 8);
  atom_or(u, 9);
  atom_xor(u, 10);
  atomic_xchg(x, 2.0f);
  atomic_add(&s[get_local_id(0)], 1);
}

// FENCE-LABEL: proc @fences
// FENCE: fence.acq_rel.cta.shared;
// FENCE-NEXT: fence.acq.cta.global;
// FENCE-NEXT: fence.rel.cta.global;
// FENCE-NEXT: fence.rel.gpu.global;
// FENCE-NEXT: fence.sc.sys.global;
// FENCE-NEXT: fence.acq_rel.cta;
// FENCE-NEXT: barrier.cta.shared;
// FENCE-NEXT: barrier.cta.global;
// FENCE-NEXT: barrier.cta;
// FENCE-NEXT: fence.acq_rel.gpu.global;
// FENCE-NEXT: barrier.cta.global;
// FENCE-NEXT: fence.acq_rel.gpu.global;
// FENCE-NEXT: fence.acq_rel.gpu;
// FENCE-NEXT: barrier.cta;
// FENCE-NEXT: fence.acq_rel.gpu;
__kernel void fences(void) {
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                         memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst,
                         memory_scope_all_svm_devices);
  // Orders nothing between work-items: no statement.
  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel,
                         memory_scope_work_item);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed,
                         memory_scope_device);
  // Neither __local nor __global: orders nothing, no statement.
  mem_fence(0);
  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel,
                         memory_scope_device);
  // Both spaces: the plain fence.
  mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                     memory_scope_work_group);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                     memory_scope_device);
}

// VEC-LABEL: proc @vectors
// VEC: i = zext.i64(blockIdx.x) * zext.i64(blockDim.x) + zext.i64(threadIdx.x);
// VEC-NEXT: t = load.na f32 (p + i * 2)[0];
// VEC-NEXT: t.1 = load.na f32 (p + i * 2)[1];
// VEC: store.na f32 (q + i * 2)[1], a.y;
// vload3 and vstore3 step by 3 elements, not 4:
// VEC: t.4 = load.na f32 (p + i * 3)[2];
// VEC: store.na f32 (q + i * 3)[2], b.z;
// VEC: store.na f32 (q + 1 * 8)[7], c.s7;
// VEC: store.na f32 (q + 1 * 16)[15], d.sf;
// VEC: e.s7 = 8;
// VEC-NEXT: e.s7 = e.s0 + e.s3;
// VEC: store.na i32 (r + i * 8)[7], e.s7;
__kernel void vectors(__global const float *p, __global float *q,
                      __global int *r) {
  size_t i = get_global_id(0);
  float2 a = vload2(i, p);
  vstore2(a, i, q);
  float3 b = vload3(i, p);
  vstore3(b, i, q);
  float8 c = vload8(0, p);
  vstore8(c, 1, q);
  float16 d = vload16(0, p);
  vstore16(d, 1, q);
  int8 e = (int8)(1, 2, 3, 4, 5, 6, 7, 8);
  e.s7 = e.s0 + e.s3;
  vstore8(e, i, r);
}

// MATH-LABEL: proc @math
// MATH: store.na f32 o[1], sqrt(x);
// MATH-NEXT: store.na f32 o[2], fabs(x);
// MATH-NEXT: store.na f32 o[3], floor(x);
// MATH-NEXT: store.na f32 o[4], ceil(x);
// MATH-NEXT: store.na f32 o[5], trunc(x);
// MATH-NEXT: store.na f32 o[6], round(x);
// MATH-NEXT: store.na f32 o[7], exp(x);
// MATH-NEXT: store.na f32 o[8], exp2(x);
// MATH-NEXT: store.na f32 o[9], log(x);
// MATH-NEXT: store.na f32 o[10], log2(x);
// MATH-NEXT: store.na f32 o[11], log10(x);
// MATH-NEXT: store.na f32 o[12], sin(x);
// MATH-NEXT: store.na f32 o[13], cos(x);
// MATH-NEXT: store.na f32 o[14], tan(x);
// MATH-NEXT: store.na f32 o[15], pow(x, 2.0);
// MATH-NEXT: store.na f32 o[16], fmin(x, 1.0);
// MATH-NEXT: store.na f32 o[17], fmax(x, 1.0);
// MATH-NEXT: store.na f32 o[18], fmod(x, 3.0);
// MATH-NEXT: store.na f32 o[19], fma(x, x, 1.0);
// min, max, abs; printf is dropped:
// MATH: store.na i32 k[1], (m <s 3 ? m : 3) + (m <s 4 ? 4 : m) + (m <s 0 ? -m : m);
// MATH-NEXT: return;
__kernel void math(__global float *o, __global int *k) {
  float x = o[0];
  o[1] = sqrt(x);
  o[2] = fabs(x);
  o[3] = floor(x);
  o[4] = ceil(x);
  o[5] = trunc(x);
  o[6] = round(x);
  o[7] = exp(x);
  o[8] = exp2(x);
  o[9] = log(x);
  o[10] = log2(x);
  o[11] = log10(x);
  o[12] = sin(x);
  o[13] = cos(x);
  o[14] = tan(x);
  o[15] = pow(x, 2.0f);
  o[16] = fmin(x, 1.0f);
  o[17] = fmax(x, 1.0f);
  o[18] = fmod(x, 3.0f);
  o[19] = fma(x, x, 1.0f);
  int m = k[0];
  k[1] = min(m, 3) + max(m, 4) + (int)abs(m);
  printf("x = %f\n", x);
}

// WI-LABEL: proc @workitems
// WI: assert zext.i64(blockDim.x) == zext.i64(blockDim.x), "get_enqueued_local_size(0) == get_local_size(0)";
// A dimension computed at run time selects; outside 0-2 a size is 1:
// WI: assert (d == 0 ? zext.i64(gridDim.x) * zext.i64(blockDim.x) : (d == 1 ? zext.i64(gridDim.y) * zext.i64(blockDim.y) : (d == 2 ? zext.i64(gridDim.z) * zext.i64(blockDim.z) : 1))) ==
// WISAFE: 8 threads in 2 blocks
__kernel void workitems(void) {
  assert(get_enqueued_local_size(0) == get_local_size(0));
  assert(get_local_size(0) == 4 && get_num_groups(0) == 2);
  assert(get_work_dim() == 1);
  for (uint d = 0; d < 4; ++d) // a dimension computed at run time
    assert(get_global_size(d) == (d == 0 ? 8 : 1));
}
