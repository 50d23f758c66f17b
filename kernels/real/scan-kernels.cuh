//--blockDim=64 --gridDim=2 --arg n=128 --kernel=blockScan<int,64,true>
//expect: safe
// A header of scan kernels as a library ships them: a Hillis-Steele scan
// over one block with double buffering, templated over the element type,
// the block size and inclusive/exclusive output.
#ifndef SCAN_KERNELS_CUH
#define SCAN_KERNELS_CUH

template <typename T, unsigned BlockSize, bool Inclusive>
__global__ void blockScan(const T *in, T *out, unsigned n) {
  __shared__ T buf[2][BlockSize];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BlockSize + t;
  int cur = 0;
  T mine = i < n ? in[i] : T(0);
  buf[cur][t] = Inclusive ? mine : (t > 0 && i - 1 < n ? in[i - 1] : T(0));
  __syncthreads();
  for (unsigned offset = 1; offset < BlockSize; offset <<= 1) {
    int nxt = 1 - cur;
    buf[nxt][t] = buf[cur][t] + (t >= offset ? buf[cur][t - offset] : T(0));
    cur = nxt;
    __syncthreads();
  }
  if (i < n)
    out[i] = buf[cur][t];
}

template __global__ void blockScan<int, 64, true>(const int *, int *, unsigned);
template __global__ void blockScan<float, 64, false>(const float *, float *,
                                                     unsigned);

#endif
