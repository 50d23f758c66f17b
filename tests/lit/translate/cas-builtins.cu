// Compare-exchange builtins: CUDA 12.8's __nv_atomic_compare_exchange_n and
// __nv_atomic_compare_exchange (desired by pointer), Clang's
// __scoped_atomic_compare_exchange(_n) and GCC's __atomic_compare_exchange_n
// (system scope). Each reads *expected, does one cas with its success and
// failure orders and scope, writes the value read back to *expected when it
// differs, and yields `old == expected` (bitwise for floats).
// RUN: %scopecheck ir %s | FileCheck %s
// RUN: not %scopecheck ir %s -DBAD_FAIL_ORDER 2>&1 | FileCheck %s --check-prefix=BAD1
// RUN: not %scopecheck ir %s -DBAD_FAIL_RELEASE 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: not %scopecheck ir %s -DBAD_SCOPE 2>&1 | FileCheck %s --check-prefix=BAD3

// CHECK:      t = load.na i32 @e !40:7;
// CHECK-NEXT: t.1 = cas.acq.rlx.gpu i32 lock, t, 1 !40:7;
// CHECK-NEXT: !(t.1 == t) => store.na i32 @e, t.1 !40:7;
// CHECK-NEXT: ok = t.1 == t !39:8;
// CHECK:      t.2 = load.na f32 @fe !43:3;
// CHECK-NEXT: t.3 = load.na f32 @fd !43:3;
// CHECK-NEXT: t.4 = cas.sc.cta f32 f, t.2, t.3 !43:3;
// CHECK-NEXT: !(bitcast.i32(t.4) == bitcast.i32(t.2)) => store.na f32 @fe, t.4 !43:3;
// CHECK:      t.6 = cas.acq_rel.cta i32 u, t.5, 4 !46:7;
// CHECK-NEXT: !(t.6 == t.5) => store.na i32 @ue, t.6 !46:7;
// CHECK-NEXT: br t.6 == t.5, if.then.{{[0-9]+}}, if.end.{{[0-9]+}} !46:3;
// CHECK:      t.9 = cas.rel.sys i32 u, t.7, t.8 !50:3;
// CHECK:      t.11 = cas.sc.acq.sys i32 u, t.10, 6 !52:3;
// CHECK:      t.13 = cas.rlx.cta i32 u, t.12, 7 !54:3;

// BAD1: cas-builtins.cu:58:34: error: a compare-exchange failure order stronger than its success order is not supported
// BAD2: cas-builtins.cu:62:38: error: a compare-exchange failure order with release is not supported
// BAD3: cas-builtins.cu:44:53: error: cluster scope is not supported

#ifdef BAD_SCOPE
#define BLOCK __NV_THREAD_SCOPE_CLUSTER
#else
#define BLOCK __NV_THREAD_SCOPE_BLOCK
#endif

__global__ void k(int *lock, float *f, unsigned *u) {
  int e = 0;
  bool ok =
      __nv_atomic_compare_exchange_n(lock, &e, 1, false, __NV_ATOMIC_ACQUIRE,
                                     __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  float fe = 1.0f, fd = 2.0f;
  __nv_atomic_compare_exchange(f, &fe, &fd, true, __NV_ATOMIC_SEQ_CST,
                               __NV_ATOMIC_SEQ_CST, BLOCK);
  unsigned ue = 3;
  if (__scoped_atomic_compare_exchange_n(u, &ue, 4u, false, __ATOMIC_ACQ_REL,
                                         __ATOMIC_ACQUIRE, __MEMORY_SCOPE_WRKGRP))
    *lock = 2;
  unsigned ud = 5;
  __scoped_atomic_compare_exchange(u, &ue, &ud, false, __ATOMIC_RELEASE,
                                   __ATOMIC_RELAXED, __MEMORY_SCOPE_SYSTEM);
  __atomic_compare_exchange_n(u, &ue, 6u, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_ACQUIRE);
  __nv_atomic_compare_exchange_n(u, &ue, 7u, true, __NV_ATOMIC_RELAXED,
                                 __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
#ifdef BAD_FAIL_ORDER
  __nv_atomic_compare_exchange_n(u, &ue, 8u, false, __NV_ATOMIC_RELEASE,
                                 __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
#endif
#ifdef BAD_FAIL_RELEASE
  __scoped_atomic_compare_exchange_n(u, &ue, 8u, false, __ATOMIC_SEQ_CST,
                                     __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
#endif
  if (ok)
    *lock = 0;
}
