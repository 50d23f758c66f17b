// Neighbour exchange through shared indices with the index halved: each
// thread stores its id in idx[t] and after the barrier writes
// out[idx[(t + 1) % n] / 2], so neighbours 2k - 1 and 2k write one element.
// The barrier invariant (idx[x] == x, instantiated for the neighbour)
// holds and is proved; the race is real and a concrete run at the
// counterexample's launch confirms it.
//expect: data-race
__global__ void rotate(int *out, const int *in) {
  __shared__ unsigned idx[1024];
  unsigned t = threadIdx.x;
  idx[t] = t;
  __barrier_invariant(idx[threadIdx.x] == threadIdx.x,
                      (threadIdx.x + 1) % blockDim.x);
  __syncthreads();
  unsigned n = idx[(t + 1) % blockDim.x];
  out[blockIdx.x * blockDim.x + n / 2] = in[blockIdx.x * blockDim.x + t];
}
