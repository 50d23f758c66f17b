//--blockDim=32 --gridDim=2 --arg n=64 --arg k=4
//expect: safe
// The assignment step of k-means on 2D points: each thread finds the
// nearest centroid (read from constant memory as structures) and counts
// its point into a per-cluster total with atomics.
#include <float.h>
#include <stdio.h>

struct Point {
  float x, y;
};

#define K_MAX 4
__constant__ Point centroids[K_MAX];

__device__ float dist2(Point a, Point b) {
  float dx = a.x - b.x, dy = a.y - b.y;
  return dx * dx + dy * dy;
}

__global__ void assign(const Point *pts, int *label, int *counts, int n,
                       int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Point p = pts[i];
  int best = 0;
  float bestD = FLT_MAX;
  for (int c = 0; c < k; ++c) {
    float d = dist2(p, centroids[c]);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  label[i] = best;
  atomicAdd(&counts[best], 1);
}

int main() {
  const int n = 100000, k = K_MAX;
  Point h_c[K_MAX] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
  cudaMemcpyToSymbol(centroids, h_c, sizeof(h_c));
  Point *pts;
  int *label, *counts;
  cudaMalloc(&pts, n * sizeof(Point));
  cudaMalloc(&label, n * sizeof(int));
  cudaMalloc(&counts, k * sizeof(int));
  cudaMemset(counts, 0, k * sizeof(int));
  assign<<<(n + 255) / 256, 256>>>(pts, label, counts, n, k);
  int h_counts[K_MAX];
  cudaMemcpy(h_counts, counts, sizeof(h_counts), cudaMemcpyDeviceToHost);
  for (int c = 0; c < k; ++c)
    printf("cluster %d: %d points\n", c, h_counts[c]);
  cudaFree(pts);
  cudaFree(label);
  cudaFree(counts);
  return 0;
}
