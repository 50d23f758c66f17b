//--blockDim=[16,4] --gridDim=[2,2] --arg width=32 --arg height=8
//expect: safe
// Naive out-of-place transpose: coalesced reads, strided writes.
#include <cstdio>
#include <cstdlib>

__global__ void transposeNaive(float *odata, const float *idata, int width,
                               int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    odata[x * height + y] = idata[y * width + x];
}

int main(int argc, char **argv) {
  int width = argc > 2 ? std::atoi(argv[1]) : 1024;
  int height = argc > 2 ? std::atoi(argv[2]) : 768;
  size_t bytes = (size_t)width * height * sizeof(float);
  float *h_in = (float *)std::malloc(bytes), *h_out = (float *)std::malloc(bytes);
  for (int i = 0; i < width * height; ++i)
    h_in[i] = (float)i;
  float *d_in, *d_out;
  cudaMalloc(&d_in, bytes);
  cudaMalloc(&d_out, bytes);
  cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice);
  dim3 block(32, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  transposeNaive<<<grid, block>>>(d_out, d_in, width, height);
  cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int y = 0; y < height && ok; ++y)
    for (int x = 0; x < width && ok; ++x)
      ok = h_out[x * height + y] == h_in[y * width + x];
  std::printf("%s\n", ok ? "Test passed" : "Test failed");
  cudaFree(d_in);
  cudaFree(d_out);
  std::free(h_in);
  std::free(h_out);
  return ok ? 0 : 1;
}
