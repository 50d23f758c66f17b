//--blockDim=64 --gridDim=1 --arg n=64 --kernel=blockScanInPlace<unsigned,64>
//expect: data-race
// The header's scan kernel rewritten to save shared memory: one buffer
// updated in place, so a thread reads buf[t - offset] while that thread
// adds into it in the same step.
#ifndef SCAN_KERNELS_SINGLE_CUH
#define SCAN_KERNELS_SINGLE_CUH

template <typename T, unsigned BlockSize>
__global__ void blockScanInPlace(const T *in, T *out, unsigned n) {
  __shared__ T buf[BlockSize];
  unsigned t = threadIdx.x;
  buf[t] = t < n ? in[t] : T(0);
  __syncthreads();
  for (unsigned offset = 1; offset < BlockSize; offset <<= 1) {
    if (t >= offset)
      buf[t] += buf[t - offset];
    __syncthreads();
  }
  if (t < n)
    out[t] = buf[t];
}

template __global__ void blockScanInPlace<unsigned, 64>(const unsigned *,
                                                        unsigned *, unsigned);
#endif
