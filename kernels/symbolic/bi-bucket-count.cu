// Bucket counting with data-dependent indices: each thread classifies its
// input into one of four buckets (a value read from global memory, so
// unknown to the checker), stores the bucket in shared memory, and after
// the barrier counts its left neighbour's bucket with an atomic. The count
// is in bounds only because every stored bucket is below 4: the barrier
// invariant, instantiated for the neighbour, carries that across the
// barrier.
//expect: safe
__global__ void buckets(const int *in, int *counts) {
  __shared__ unsigned bucket[1024];
  __shared__ int count[4];
  unsigned t = threadIdx.x;
  if (t < 4)
    count[t] = 0;
  bucket[t] = (unsigned)in[blockIdx.x * blockDim.x + t] % 4;
  __barrier_invariant(bucket[threadIdx.x] < 4,
                      (threadIdx.x + blockDim.x - 1) % blockDim.x);
  __syncthreads();
  atomicAdd(&count[bucket[(t + blockDim.x - 1) % blockDim.x]], 1);
  __syncthreads();
  if (t < 4)
    atomicAdd(&counts[t], count[t]);
}
