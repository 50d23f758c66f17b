//--blockDim=64 --gridDim=2 --arg n=128 --arg dt=0.05 --buffer particles=128 --kernel=advanceParticles
//expect: safe
// Particle trails in the style of the SDK's particle samples: every
// particle keeps a short history of its positions as a field that is an
// array of float3 (a structure of structures), and a second kernel
// averages each trail into a smoothed position. Particles are staged in a
// shared tile (each thread also reads its neighbour's velocity), the
// history is shifted in registers and the new position written with
// make_float3; the host verifies one step against a CPU reference.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define TRAIL 4
#define BLOCK 64

#define CHECK_CUDA(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),   \
              __FILE__, __LINE__);                                            \
      exit(EXIT_FAILURE);                                                     \
    }                                                                         \
  } while (0)

struct Particle {
  float3 history[TRAIL]; // history[0] is the newest position
  float3 velocity;
  int age;
};

struct Trail {
  float3 smoothed;
  float length;
};

__global__ void advanceParticles(Particle *particles, int n, float dt) {
  __shared__ Particle tile[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    tile[threadIdx.x] = particles[i];
  __syncthreads();
  if (i >= n)
    return;
  Particle p = tile[threadIdx.x];
  // Shift the history by one and put the new position in front.
  for (int k = TRAIL - 1; k > 0; --k)
    p.history[k] = p.history[k - 1];
  // The velocity is smoothed with the next particle of the tile's.
  float3 v = p.velocity;
  float3 w = tile[(threadIdx.x + 1) % blockDim.x].velocity;
  p.history[0] = make_float3(p.history[1].x + 0.5f * (v.x + w.x) * dt,
                             p.history[1].y + 0.5f * (v.y + w.y) * dt,
                             p.history[1].z + 0.5f * (v.z + w.z) * dt);
  p.age += 1;
  particles[i] = p;
}

__global__ void smoothTrails(const Particle *particles, Trail *trails,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 sum = make_float3(0.0f, 0.0f, 0.0f);
  float length = 0.0f;
  for (int k = 0; k < TRAIL; ++k) {
    sum.x += particles[i].history[k].x;
    sum.y += particles[i].history[k].y;
    sum.z += particles[i].history[k].z;
    if (k > 0) {
      float dx = particles[i].history[k].x - particles[i].history[k - 1].x;
      float dy = particles[i].history[k].y - particles[i].history[k - 1].y;
      float dz = particles[i].history[k].z - particles[i].history[k - 1].z;
      length += sqrtf(dx * dx + dy * dy + dz * dz);
    }
  }
  trails[i].smoothed = make_float3(sum.x / TRAIL, sum.y / TRAIL, sum.z / TRAIL);
  trails[i].length = length;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024;
  if (n % BLOCK != 0) {
    fprintf(stderr, "n must be a multiple of %d\n", BLOCK);
    exit(EXIT_FAILURE);
  }
  float dt = 0.05f;
  Particle *h = (Particle *)malloc(n * sizeof(Particle));
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < TRAIL; ++k)
      h[i].history[k] = make_float3(i, 0.0f, -k * 0.1f);
    h[i].velocity = make_float3(1.0f, 0.5f * (i % 3), 0.0f);
    h[i].age = 0;
  }
  Particle *d;
  Trail *t;
  CHECK_CUDA(cudaMalloc(&d, n * sizeof(Particle)));
  CHECK_CUDA(cudaMalloc(&t, n * sizeof(Trail)));
  CHECK_CUDA(cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice));
  int blocks = (n + BLOCK - 1) / BLOCK;
  advanceParticles<<<blocks, BLOCK>>>(d, n, dt);
  smoothTrails<<<blocks, BLOCK>>>(d, t, n);
  CHECK_CUDA(cudaGetLastError());
  Particle *r = (Particle *)malloc(n * sizeof(Particle));
  CHECK_CUDA(cudaMemcpy(r, d, n * sizeof(Particle), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int next = i / BLOCK * BLOCK + (i % BLOCK + 1) % BLOCK;
    float want = h[i].history[0].x +
                 0.5f * (h[i].velocity.x + h[next].velocity.x) * dt;
    if (fabsf(r[i].history[0].x - want) > 1e-5f || r[i].age != 1)
      ++bad;
  }
  printf("%s (%d mismatches)\n", bad ? "FAILED" : "PASSED", bad);
  cudaFree(d);
  cudaFree(t);
  free(h);
  free(r);
  return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
