//--blockDim=64 --gridDim=2 --arg n=128 --buffer aos=128 --buffer soa=1
//expect: safe
// Converting an array of structures into a structure of arrays, as
// optimisation guides show before coalescing: each particle holds its
// coordinates in an array field; the structure of arrays is one structure
// whose fields are arrays sized at compile time.
#include <cstdio>
#include <cstdlib>

#define MAX_PARTICLES 128

struct ParticleAoS {
  float pos[3];
  int type;
};

struct ParticlesSoA {
  float x[MAX_PARTICLES];
  float y[MAX_PARTICLES];
  float z[MAX_PARTICLES];
  int type[MAX_PARTICLES];
};

__global__ void aosToSoa(const ParticleAoS *aos, ParticlesSoA *soa, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const ParticleAoS *p = &aos[i];
  soa->x[i] = p->pos[0];
  soa->y[i] = p->pos[1];
  soa->z[i] = p->pos[2];
  soa->type[i] = p->type;
}

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err = (call);                                                \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                     \
              cudaGetErrorString(err));                                      \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

int main() {
  const int n = MAX_PARTICLES;
  ParticleAoS *h = (ParticleAoS *)malloc(n * sizeof(ParticleAoS));
  for (int i = 0; i < n; ++i) {
    h[i].pos[0] = i;
    h[i].pos[1] = 2 * i;
    h[i].pos[2] = 3 * i;
    h[i].type = i % 3;
  }
  ParticleAoS *d_aos;
  ParticlesSoA *d_soa;
  CHECK(cudaMalloc(&d_aos, n * sizeof(ParticleAoS)));
  CHECK(cudaMalloc(&d_soa, sizeof(ParticlesSoA)));
  CHECK(cudaMemcpy(d_aos, h, n * sizeof(ParticleAoS), cudaMemcpyHostToDevice));
  aosToSoa<<<(n + 63) / 64, 64>>>(d_aos, d_soa, n);
  CHECK(cudaGetLastError());
  ParticlesSoA *soa = (ParticlesSoA *)malloc(sizeof(ParticlesSoA));
  CHECK(cudaMemcpy(soa, d_soa, sizeof(ParticlesSoA), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (soa->y[i] != 2 * i || soa->type[i] != i % 3) {
      printf("mismatch at %d\n", i);
      exit(EXIT_FAILURE);
    }
  printf("PASSED\n");
  free(h);
  free(soa);
  cudaFree(d_aos);
  cudaFree(d_soa);
  return 0;
}
