//--blockDim=64 --gridDim=2 --arg n=128 --arg dt=0.01 --arg eps2=0.01 --buffer bodies=128 --buffer out=128
//expect: safe
// An n-body step in the style of introductory CUDA tutorials: a body is a
// structure with array fields (position, velocity), tiles of bodies are
// staged in shared memory, each thread sums the forces on its body and
// writes the integrated body to a second array (double buffering).
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define TILE 64

struct Body {
  float pos[3];
  float vel[3];
  float mass;
};

__device__ void accumulate(const Body &self, const Body &other, float eps2,
                           float acc[3]) {
  float r[3];
  float dist2 = eps2;
  for (int d = 0; d < 3; ++d) {
    r[d] = other.pos[d] - self.pos[d];
    dist2 += r[d] * r[d];
  }
  float inv = rsqrtf(dist2);
  float s = other.mass * inv * inv * inv;
  for (int d = 0; d < 3; ++d)
    acc[d] += r[d] * s;
}

__global__ void nbodyStep(const Body *bodies, Body *out, int n, float dt,
                          float eps2) {
  __shared__ Body tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Body self = bodies[i];
  float acc[3] = {0.0f, 0.0f, 0.0f};
  for (int base = 0; base < n; base += TILE) {
    tile[threadIdx.x] = bodies[base + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < TILE; ++j)
      accumulate(self, tile[j], eps2, acc);
    __syncthreads();
  }
  for (int d = 0; d < 3; ++d) {
    self.vel[d] += acc[d] * dt;
    self.pos[d] += self.vel[d] * dt;
  }
  out[i] = self;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 128;
  if (n % TILE != 0) {
    fprintf(stderr, "n must be a multiple of %d\n", TILE);
    exit(EXIT_FAILURE);
  }
  size_t bytes = n * sizeof(Body);
  Body *h = (Body *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    for (int d = 0; d < 3; ++d) {
      h[i].pos[d] = rand() / (float)RAND_MAX;
      h[i].vel[d] = 0.0f;
    }
    h[i].mass = 1.0f;
  }
  Body *d_in, *d_out;
  cudaMalloc(&d_in, bytes);
  cudaMalloc(&d_out, bytes);
  cudaMemcpy(d_in, h, bytes, cudaMemcpyHostToDevice);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int step = 0; step < 10; ++step) {
    nbodyStep<<<n / TILE, TILE>>>(d_in, d_out, n, 0.01f, 0.01f);
    Body *t = d_in; d_in = d_out; d_out = t;
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(h, d_in, bytes, cudaMemcpyDeviceToHost);
  printf("10 steps of %d bodies in %.3f ms, body 0 at (%f, %f, %f)\n", n, ms,
         h[0].pos[0], h[0].pos[1], h[0].pos[2]);
  cudaFree(d_in);
  cudaFree(d_out);
  free(h);
  return 0;
}
