//--blockDim=8
// Checked with -p: tile.h is in inc/ (-Iinc), TILE is 4 (-DTILE=4) and
// the concept needs C++20 (-std=c++20), all from compile_commands.json.
// With TILE=4, threads t and t + 4 of the 8 write s[t % 4]: a data race;
// with the header's default TILE=8 every thread writes its own element.
#include "tile.h"

template <typename T> concept Small = sizeof(T) <= 4;

template <Small T> __device__ void put(T *s, unsigned i, T v) { s[i] = v; }

__global__ void tiles(int *out) {
  __shared__ int s[8];
  put(s, threadIdx.x % TILE, (int)threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
