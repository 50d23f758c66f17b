//--blockDim=32,4 --gridDim=1 --buffer in=128 --buffer out=128 --arg rows=3
//expect: data-race
// Each row of a 32x4 block scans its own 32 values in shared memory
// (Hillis-Steele); rows at or past `rows` have no data and skip the work.
// A row is one warp (blockDim.x is 32), so threadIdx.y, and with it the
// condition `y < rows`, is the same for every lane of a warp but not for
// every thread of the block: no __syncthreads() fits inside it. The
// __syncwarp() calls of the scan were left out. Repair: two __syncwarp()
// in each step, where every lane of the row's warp arrives: one at its
// start (after the load, or the previous step's write) and one between
// its read of the neighbour and its write.

__global__ void rowScan(const int *in, int *out, int rows) {
  __shared__ int t[4][32];
  int x = threadIdx.x, y = threadIdx.y;
  if (y < rows) {
    t[y][x] = in[y * 32 + x];
    for (int d = 1; d < 32; d <<= 1) {
      int add = x >= d ? t[y][x - d] : 0;
      t[y][x] += add;
    }
    out[y * 32 + x] = t[y][x];
  }
}

// CHECK-FIXES: {{^}}    for (int d = 1; d < 32; d <<= 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}      __syncwarp();{{$}}
// CHECK-FIXES-NEXT: {{^}}      int add = x >= d ? t[y][x - d] : 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}      __syncwarp();{{$}}
// CHECK-FIXES-NEXT: {{^}}      t[y][x] += add;{{$}}
