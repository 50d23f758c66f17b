//--blockDim=[4,4] --gridDim=[2,2] --arg nx=8 --arg ny=8 --buffer in=64 --buffer out=64 --args-default --arg c.center=-4 --arg c.north=1 --arg c.south=1 --arg c.east=1 --arg c.west=1
//expect: safe
#include "stencil-5point.cuh"
#include <vector>
#include <iostream>
#include <chrono>
int main(int argc, char **argv) {
  int nx = argc > 1 ? std::atoi(argv[1]) : 1024, ny = nx;
  std::vector<float> h(nx * ny, 1.0f), r(nx * ny);
  float *d_in, *d_out;
  cudaMalloc(&d_in, nx * ny * sizeof(float));
  cudaMalloc(&d_out, nx * ny * sizeof(float));
  cudaMemcpy(d_in, h.data(), nx * ny * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(stencil::TILE, stencil::TILE), grid((nx + 3) / 4, (ny + 3) / 4);
  auto t0 = std::chrono::steady_clock::now();
  stencil::apply<float><<<grid, block>>>(d_in, d_out, nx, ny, stencil::Coeffs::laplace());
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(r.data(), d_out, nx * ny * sizeof(float), cudaMemcpyDeviceToHost);
  std::cout << "time " << std::chrono::duration<double>(t1 - t0).count() << " s, r[0] = " << r[0] << std::endl;
  cudaFree(d_in); cudaFree(d_out);
  return r[0] == 0.0f ? EXIT_SUCCESS : EXIT_FAILURE;
}
