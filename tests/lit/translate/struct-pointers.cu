// Pointers to structures in memory: a local `Particle *mine = &tile[i]`, a
// pointer into a structure buffer passed to a device function (`step(&ps[i],
// dt)`, `kinetic(tile, n)`: a shared structure array decayed), `tile + 1`,
// `r++`, whole-structure loads and stores through a pointer. Structures in
// memory are one object per field, so a structure pointer is one `ptr` per
// field (`mine.x`, `mine.v`, `mine.id`); races, barriers and bounds are per
// field as for `ps[i].f`.
// RUN: %scopecheck check %s
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: var mine.x : ptr;
// IR: var mine.id : ptr;
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: struct-pointers.cu:[[@LINE+8]]:47: error: data race on 'ps[0].x' between a write (na) of thread 0 of block 0 and a read (na) of thread 1 of block 0
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s -DOOB 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds
// OOB: exit=1
//--blockDim=8 --buffer ps=8
#include <cassert>
struct Particle { float x, v; int id; };
__device__ void step(Particle *p, float dt) { p->x += p->v * dt; }
__device__ float kinetic(const Particle *ps, int n) {
  float e = 0;
  for (int i = 0; i < n; ++i)
    e += ps[i].v * ps[i].v;
  return e;
}
__global__ void k(Particle *ps, float *out) {
  __shared__ Particle tile[8];
  Particle *mine = &tile[threadIdx.x];
  *mine = ps[threadIdx.x];
  mine->id = threadIdx.x;
  __syncthreads();
  Particle *q = tile + 1;
#ifdef RACE
  step(&ps[threadIdx.x / 2], 0.5f);
#else
  step(&ps[threadIdx.x], 0.5f);
#endif
  out[threadIdx.x] = kinetic(tile, 8) + q[threadIdx.x % 7].x;
  assert(tile[threadIdx.x].id == (int)threadIdx.x);
  Particle *r = mine;
  r++;
#ifdef OOB
  out[threadIdx.x] += r->x;
#else
  if (threadIdx.x < 7)
    out[threadIdx.x] += r->x;
#endif
}
