//--blockDim=32 --gridDim=2 --arg n=64
//expect: data-race
// The Jacobi sweep "optimised" to update in place: a thread reads its
// neighbours while the neighbouring threads (of its block and, at the
// block edge, of the other block) overwrite them.
__global__ void jacobiInPlace(float *u, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    u[i] = 0.5f * (u[i - 1] + u[i + 1]);
}
