//--blockDim=32 --gridDim=2 --arg n=64 --buffer keys=64 --buffer values=64 --buffer buckets=2
//expect: data-race
// Per-block bucketing in the style of tutorial sort/histogram kernels: a
// shared Bucket holds a fixed number of Sample structures (a field that is
// an array of structures) and each thread stores its sample into the slot
// of its key. Two threads of a block whose keys collide write the same
// slot: the slot index should come from an atomicAdd on the count (the
// commented line), so this version has a data race on one sample's fields.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define SLOTS 8

struct Sample {
  int key;
  float value;
};

struct Bucket {
  Sample items[SLOTS];
  int count;
};

__global__ void bucketSamples(const int *keys, const float *values,
                              Bucket *buckets, int n) {
  __shared__ Bucket local;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    local.count = 0;
  __syncthreads();
  if (i < n) {
    int slot = keys[i] % SLOTS; // int slot = atomicAdd(&local.count, 1) % SLOTS;
    local.items[slot].key = keys[i];
    local.items[slot].value = values[i];
  }
  __syncthreads();
  if (threadIdx.x < SLOTS)
    buckets[blockIdx.x].items[threadIdx.x] = local.items[threadIdx.x];
  if (threadIdx.x == 0)
    buckets[blockIdx.x].count = local.count;
}

int main() {
  const int n = 64;
  int *hk = (int *)malloc(n * sizeof(int));
  float *hv = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    hk[i] = rand() % 100;
    hv[i] = i * 0.5f;
  }
  int *dk;
  float *dv;
  Bucket *db;
  cudaMalloc(&dk, n * sizeof(int));
  cudaMalloc(&dv, n * sizeof(float));
  cudaMalloc(&db, 2 * sizeof(Bucket));
  cudaMemcpy(dk, hk, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dv, hv, n * sizeof(float), cudaMemcpyHostToDevice);
  bucketSamples<<<2, 32>>>(dk, dv, db, n);
  Bucket hb[2];
  cudaMemcpy(hb, db, sizeof(hb), cudaMemcpyDeviceToHost);
  printf("bucket 0 holds %d samples, first key %d\n", hb[0].count,
         hb[0].items[0].key);
  cudaFree(dk);
  cudaFree(dv);
  cudaFree(db);
  free(hk);
  free(hv);
  return 0;
}
