// Vector types and plain structures as values in shared and global memory:
// whole loads (`float4 v = in4[i]`), stores (`out[i] = make_uint4(...)`,
// `int2{...}`), copies between memories, one IR access per field.
// RUN: %scopecheck check %s
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: vector-memory.cu:{{[0-9]+}}:3: error: data race on 'out[0].x'
// CHECK: exit=1
//--blockDim=32 --gridDim=2
struct Particle { float x, y; int id; };
__global__ void k(const float4 *in4, uint4 *out, Particle *ps, int2 *pairs) {
  __shared__ float4 tile[32];
  __shared__ Particle sp[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = in4[i];
  tile[threadIdx.x] = v;
  __syncthreads();
  float4 w = tile[(threadIdx.x + 1) % 32];
  out[i] = make_uint4((unsigned)w.x, 1u, 2u, (unsigned)v.w);
  Particle p = ps[i];
  p.x += 1.0f;
  sp[threadIdx.x] = p;
  __syncthreads();
  ps[i] = sp[31 - threadIdx.x];
  pairs[i] = int2{i, -i};
#ifdef RACE
  out[0] = uint4{1, 2, 3, 4};
#endif
}
