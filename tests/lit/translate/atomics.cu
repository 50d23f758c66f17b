// Legacy atomics are relaxed; _block = cta, no suffix = gpu, _system = sys
// (DESIGN.md §3). Fences are sc at the three scopes.
// RUN: %scopecheck ir %s --blockDim=4 --gridDim=2 | FileCheck %s

__global__ void k(int *a, unsigned *u, float *f) {
  atomicAdd(&a[0], 1);
  // CHECK: rmw.add.rlx.gpu i32 a[0], 1 !6:3;
  atomicAdd_block(&a[0], 1);
  // CHECK: rmw.add.rlx.cta i32 a[0], 1 !8:3;
  atomicAdd_system(&a[0], 1);
  // CHECK: rmw.add.rlx.sys i32 a[0], 1 !10:3;
  int old = atomicCAS_block(&a[1], 0, 1);
  // CHECK: [[OLD:t[.0-9]*]] = cas.rlx.cta i32 a[1], 0, 1 !12:13;
  // CHECK: old = [[OLD]]
  atomicMax(&a[2], old);
  // CHECK: rmw.smax.rlx.gpu i32 a[2], old
  atomicMax_system(u, 7u);
  // CHECK: rmw.umax.rlx.sys i32 u, 7
  atomicExch(&a[3], 5);
  // CHECK: rmw.exch.rlx.gpu i32 a[3], 5
  atomicSub(&a[3], 5);
  // CHECK: rmw.sub.rlx.gpu i32 a[3], 5
  atomicInc_block(u, 9u);
  // CHECK: rmw.inc.rlx.cta i32 u, 9
  atomicDec(u, 9u);
  // CHECK: rmw.dec.rlx.gpu i32 u, 9
  atomicAnd(&a[4], 1);
  atomicOr(&a[4], 2);
  atomicXor(&a[4], 3);
  // CHECK: rmw.and.rlx.gpu i32 a[4], 1
  // CHECK: rmw.or.rlx.gpu i32 a[4], 2
  // CHECK: rmw.xor.rlx.gpu i32 a[4], 3
  atomicAdd(f, 0.5f);
  // CHECK: rmw.fadd.rlx.gpu f32 f, 0.5
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  // CHECK: fence.sc.cta !35:3;
  // CHECK: fence.sc.gpu !36:3;
  // CHECK: fence.sc.sys !37:3;
}
