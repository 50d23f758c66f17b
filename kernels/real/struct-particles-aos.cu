//--blockDim=32 --gridDim=2 --arg n=64 --arg dt=0.01
//expect: safe
// Particle integration over an array of structures, as physics tutorials
// write it: every thread updates its own particle in global memory.
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Particle {
  float3 pos;
  float3 vel;
  float mass;
};

__device__ float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
__device__ float3 operator*(float s, float3 a) {
  return make_float3(s * a.x, s * a.y, s * a.z);
}

__global__ void integrate(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 g = make_float3(0.0f, -9.81f, 0.0f);
  p[i].vel = p[i].vel + dt * g;
  p[i].pos = p[i].pos + dt * p[i].vel;
  if (p[i].pos.y < 0.0f) {
    p[i].pos.y = -p[i].pos.y;
    p[i].vel.y = -0.9f * p[i].vel.y;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 10000;
  std::vector<Particle> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = Particle{make_float3(0, 10.0f + i % 3, 0), make_float3(1, 0, 0), 1};
  Particle *dev;
  cudaMalloc(&dev, n * sizeof(Particle));
  cudaMemcpy(dev, host.data(), n * sizeof(Particle), cudaMemcpyHostToDevice);
  for (int step = 0; step < 100; ++step)
    integrate<<<(n + 255) / 256, 256>>>(dev, n, 0.01f);
  cudaMemcpy(host.data(), dev, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  std::printf("particle 0 at (%f, %f, %f)\n", host[0].pos.x, host[0].pos.y,
              host[0].pos.z);
  cudaFree(dev);
  return 0;
}
