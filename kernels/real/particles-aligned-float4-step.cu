//--blockDim=32 --arg n=32 --arg dt=0.01 --buffer p=32
//expect: safe
// Particle update with an array of structures of float4 members, aligned
// as samples declare it, a member function, and a local copy written back.
#include <cstdio>
#include <cstdlib>
struct __align__(16) Particle {
  float4 pos;   // w: mass
  float4 vel;
  __device__ void step(float dt) {
    pos.x += vel.x * dt; pos.y += vel.y * dt; pos.z += vel.z * dt;
    vel.y -= 9.81f * dt;
  }
};
__global__ void advance(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle q = p[i];
  q.step(dt);
  if (q.pos.y < 0.0f) { q.pos.y = -q.pos.y; q.vel.y = -q.vel.y * 0.5f; }
  p[i] = q;
}
int main() {
  int n = 4096;
  Particle *h = (Particle *)malloc(n * sizeof(Particle)), *d;
  for (int i = 0; i < n; ++i) { h[i].pos = make_float4(0, 1, 0, 1); h[i].vel = make_float4(1, 0, 0, 0); }
  cudaMalloc(&d, n * sizeof(Particle));
  cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice);
  for (int s = 0; s < 100; ++s) advance<<<(n + 255) / 256, 256>>>(d, n, 0.01f);
  cudaMemcpy(h, d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  printf("%f\n", h[0].pos.x);
  free(h); cudaFree(d);
  return 0;
}
