//--blockDim=64 --gridDim=2 --arg n=100 --arg dt=0.01 --buffer p=128
//expect: safe
// Particle update through pointers to structures, as tutorials write it: a
// local `Particle *self = &p[i]`, device functions taking `Particle *` and
// `const Particle *`, and a shared tile of structures filled through a
// pointer, all in an array-of-structures layout.
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Particle {
  float x, y;
  float vx, vy;
  int alive;
};

__device__ void integrate(Particle *q, float dt) {
  q->x += q->vx * dt;
  q->y += q->vy * dt;
}

__device__ float speed2(const Particle *q) { return q->vx * q->vx + q->vy * q->vy; }

__global__ void update(Particle *p, int n, float dt) {
  __shared__ Particle tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle *slot = &tile[threadIdx.x];
  if (i < n)
    *slot = p[i];
  __syncthreads();
  if (i >= n)
    return;
  Particle *self = &p[i];
  if (slot->alive && speed2(slot) < 100.0f)
    integrate(self, dt);
  else
    self->alive = 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  std::vector<Particle> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = Particle{(float)i, 0.0f, 1.0f, 0.5f, 1};
  Particle *d;
  if (cudaMalloc(&d, n * sizeof(Particle)) != cudaSuccess) {
    fprintf(stderr, "cudaMalloc failed\n");
    return EXIT_FAILURE;
  }
  cudaMemcpy(d, h.data(), n * sizeof(Particle), cudaMemcpyHostToDevice);
  update<<<(n + 63) / 64, 64>>>(d, n, 0.01f);
  cudaMemcpy(h.data(), d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  printf("x[1] = %f\n", h[1].x);
  cudaFree(d);
  return 0;
}
