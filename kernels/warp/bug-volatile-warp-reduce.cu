//--blockDim=64 --gridDim=1
//expect: data-race
// Bug (since Volta): the legacy warp-synchronous reduction of the CUDA
// samples, through a volatile pointer and without __syncwarp. Volatile
// accesses are not atomic and nothing orders lane i's read of s[i + 16]
// before lane i + 16's write of it. (Under --volatile=relaxed, PTX's
// reading, the accesses are relaxed atomics and the reduction has no race:
// tests/lit/translate/volatile/legacy-warp-reduce.cu. Under --warp-sync,
// the legacy lock-step reading for pre-Volta code, every lane's loads of
// one statement come before every lane's store and the reduction is
// accepted: tests/lit/interval/warp-sync/legacy-reduce.test.)
__device__ void warpReduce(volatile int *s, int tid) {
  s[tid] += s[tid + 32];
  s[tid] += s[tid + 16];
  s[tid] += s[tid + 8];
  s[tid] += s[tid + 4];
  s[tid] += s[tid + 2];
  s[tid] += s[tid + 1];
}
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 32)
    warpReduce(s, threadIdx.x);
  if (threadIdx.x == 0)
    out[0] = s[0];
}
