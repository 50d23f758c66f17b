// Clang's __scoped_atomic_* builtins take their scope from a
// __MEMORY_SCOPE_* argument (SYSTEM = sys, DEVICE = gpu, WRKGRP = cta);
// GCC's __atomic_* builtins are system scope. Orders as in C++.
// RUN: %scopecheck ir %s --no-locs | FileCheck %s
// CHECK: rmw.add.rlx.gpu i32 p, 1;
// CHECK: rmw.add.acq_rel.cta i64 q, 2;
// CHECK: load.acq.sys i32 p;
// CHECK: store.rel.cta i32 p, v;
// CHECK: rmw.umin.sc.gpu i32 u, 3;
// CHECK: rmw.exch.rlx.gpu i32 u, 7;
// CHECK: rmw.add.sc.sys i32 p, 1;

// Not modelled: nand, the by-pointer forms, wavefront and single scopes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '__global__ void k(int *p) {\n  __scoped_atomic_fetch_nand(p, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);\n}\n' > %t/nand.cu
// RUN: sh -c '%scopecheck ir %t/nand.cu 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NAND
// NAND: nand.cu:2:3: error: atomic builtin '__scoped_atomic_fetch_nand' is not supported
// NAND: exit=2
// RUN: printf '__global__ void k(int *p) {\n  __scoped_atomic_fetch_add(p, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_WVFRNT);\n}\n' > %t/wave.cu
// RUN: sh -c '%scopecheck ir %t/wave.cu 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WAVE
// WAVE: wave.cu:2:53: error: wavefront or single-thread memory scope is not supported
// WAVE: exit=2

__global__ void k(int *p, long long *q, unsigned *u) {
  __scoped_atomic_fetch_add(p, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  long long old =
      __scoped_atomic_fetch_add(q, 2, __ATOMIC_ACQ_REL, __MEMORY_SCOPE_WRKGRP);
  (void)old;
  int v = __scoped_atomic_load_n(p, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_SYSTEM);
  __scoped_atomic_store_n(p, v, __ATOMIC_RELEASE, __MEMORY_SCOPE_WRKGRP);
  __scoped_atomic_fetch_min(u, 3u, __ATOMIC_SEQ_CST, __MEMORY_SCOPE_DEVICE);
  __scoped_atomic_exchange_n(u, 7u, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST);
}
