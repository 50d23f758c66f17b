//--blockDim=64 --gridDim=2 --arg n=515 --buffer in=516 --buffer out=516 --buffer in4=129 --buffer out4=129
//expect: safe
// A copy kernel that moves the bulk as int4 and the remaining n % 4
// elements one by one (the tail is handled by the first threads).
__global__ void copyVec(const int *in, int *out, const int4 *in4, int4 *out4,
                        int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int k = i; k < n / 4; k += stride)
    out4[k] = in4[k];
  int tail = n - (n / 4) * 4;
  if (i < tail)
    out[(n / 4) * 4 + i] = in[(n / 4) * 4 + i];
}

int main() {
  const int n = 1000003;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  copyVec<<<128, 256>>>(in, out, (const int4 *)in, (int4 *)out, n);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
