// CUDA 12.8's __nv_atomic_* functions: the order and the scope come from
// their constant arguments (__NV_ATOMIC_*, __NV_THREAD_SCOPE_*); the value
// operand converts to the pointee type.
// RUN: %scopecheck ir %s --gridDim=2 --no-locs | FileCheck %s
// CHECK: store.rel.gpu i32 flag, 1;
// CHECK: load.acq.gpu i32 flag;
// CHECK: rmw.add.rlx.cta i64 c, 1;
// CHECK: rmw.smax.sc.sys i32 flag, 3;
// CHECK: rmw.umin.acq.gpu i32 u, 2;
// CHECK: rmw.exch.acq_rel.gpu f32 f, 1.5;
// CHECK: rmw.fadd.rlx.gpu f32 f, 2.0;
// CHECK: fence.sc.cta;
// CHECK-NOT: fence.rlx

// The block-scope fetch_add on c from two blocks is a heterogeneous race.
// RUN: not %scopecheck check %s --blockDim=1 --gridDim=2 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: nv-atomics.cu:[[@LINE+13]]:{{[0-9]+}}: error: heterogeneous race on '{{@?}}c[0]'

__global__ void k(int *data, int *flag, unsigned long long *c, float *f,
                  unsigned *u) {
  if (blockIdx.x == 0) {
    *data = 42;
    __nv_atomic_store_n(flag, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
  } else if (__nv_atomic_load_n(flag, __NV_ATOMIC_ACQUIRE,
                                __NV_THREAD_SCOPE_DEVICE) == 1) {
    int r = *data;
    (void)r;
  }
  unsigned long long old =
      __nv_atomic_fetch_add(c, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  (void)old;
  __nv_atomic_fetch_max(flag, 3, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_fetch_min(u, 2, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_exchange_n(f, 1.5f, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_add(f, 2, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_thread_fence(__NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
}
