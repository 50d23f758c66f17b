//--blockDim=64 --gridDim=1 --arg n=128 --arg numBins=16
//expect: data-race
// The privatised histogram with the barrier before the merge forgotten:
// threads read their bin of the shared copy while others still count into
// it (a plain read against an atomic write).
#define MAX_BINS 16

__global__ void histoPrivate(const unsigned char *in, unsigned *bins, int n,
                             int numBins) {
  __shared__ unsigned local[MAX_BINS];
  for (int b = threadIdx.x; b < numBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&local[in[i] % numBins], 1u);
  for (int b = threadIdx.x; b < numBins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}
