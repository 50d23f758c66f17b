//--blockDim=[4,4] --gridDim=[2,2] --arg nx=8 --arg ny=8 --buffer in=64 --buffer out=64 --arg c.center=-4 --arg c.north=1 --arg c.south=1 --arg c.east=1 --arg c.west=1
//expect: safe
#pragma once
// 2D 5-point stencil kernels with a shared tile and halo.
namespace stencil {
constexpr int TILE = 4;
struct Coeffs {
  float center, north, south, east, west;
  __host__ __device__ static constexpr Coeffs laplace() { return {-4.0f, 1.0f, 1.0f, 1.0f, 1.0f}; }
};

template <typename T, int R = 1>
__global__ void __launch_bounds__(TILE * TILE)
apply(const T *__restrict__ in, T *__restrict__ out, int nx, int ny, Coeffs c) {
  __shared__ T tile[TILE + 2 * R][TILE + 2 * R];
  const int gx = blockIdx.x * TILE + threadIdx.x;
  const int gy = blockIdx.y * TILE + threadIdx.y;
  const int lx = threadIdx.x + R, ly = threadIdx.y + R;
  auto at = [&](int x, int y) -> T {
    x = max(0, min(x, nx - 1));
    y = max(0, min(y, ny - 1));
    return in[y * nx + x];
  };
  tile[ly][lx] = at(gx, gy);
  if (threadIdx.x < R) {
    tile[ly][lx - R] = at(gx - R, gy);
    tile[ly][lx + TILE] = at(gx + TILE, gy);
  }
  if (threadIdx.y < R) {
    tile[ly - R][lx] = at(gx, gy - R);
    tile[ly + TILE][lx] = at(gx, gy + TILE);
  }
  __syncthreads();
  if (gx < nx && gy < ny)
    out[gy * nx + gx] = c.center * tile[ly][lx] + c.north * tile[ly - 1][lx] +
                        c.south * tile[ly + 1][lx] + c.east * tile[ly][lx + 1] +
                        c.west * tile[ly][lx - 1];
}
} // namespace stencil

// The float kernel, explicitly instantiated so that the header checks on
// its own too.
template __global__ void stencil::apply<float, 1>(const float *__restrict__,
                                                   float *__restrict__, int,
                                                   int, stencil::Coeffs);
