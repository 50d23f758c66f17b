//--blockDim=[16,4] --gridDim=[2,1] --arg rows=4 --arg cols=32
//expect: data-race
// The row sums with the atomic replaced by a plain read-modify-write: the
// threads of a row lose each other's updates.
__global__ void rowSums(const float *m, float *sums, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols)
    sums[r] += m[r * cols + c];
}
