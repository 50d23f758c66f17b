//--blockDim=[4,4] --gridDim=[2,2] --arg width=8 --arg height=8 --buffer in=64 --buffer out=64 --init in=0,1,0,0,1,1,0,1,0,0,1,0,0,1,1,0
//expect: safe
// Conway's game of life, one generation per launch, double-buffered: the
// eight neighbour offsets are a local array of int2 initialised with a
// brace list, and the rule lives in a __constant__ structure with a brace
// initialiser, as simulation samples keep their parameters. The host runs
// a few generations and compares with a CPU reference.
#include <cstdio>
#include <cstdlib>
#include <cstring>

struct LifeRule {
  int birth;      // a dead cell with this many live neighbours is born
  int surviveLo;  // a live cell survives with surviveLo..surviveHi
  int surviveHi;
};
__constant__ LifeRule c_rule = {3, 2, 3};

__global__ void lifeStep(const unsigned char *in, unsigned char *out,
                         int width, int height) {
  const int2 offsets[8] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                           {1, 0},   {-1, 1}, {0, 1},  {1, 1}};
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  int live = 0;
  for (int k = 0; k < 8; ++k) {
    int nx = (x + offsets[k].x + width) % width;   // the board wraps
    int ny = (y + offsets[k].y + height) % height;
    live += in[ny * width + nx];
  }
  unsigned char self = in[y * width + x];
  out[y * width + x] =
      self ? (live >= c_rule.surviveLo && live <= c_rule.surviveHi)
           : (live == c_rule.birth);
}

static void cpuStep(const unsigned char *in, unsigned char *out, int w, int h) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int live = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          if (dx || dy)
            live += in[((y + dy + h) % h) * w + (x + dx + w) % w];
      unsigned char s = in[y * w + x];
      out[y * w + x] = s ? (live == 2 || live == 3) : (live == 3);
    }
}

int main(int argc, char **argv) {
  int width = 256, height = 256, generations = argc > 1 ? atoi(argv[1]) : 16;
  size_t bytes = width * height;
  unsigned char *h_a = (unsigned char *)malloc(bytes);
  unsigned char *h_b = (unsigned char *)malloc(bytes);
  unsigned char *h_gpu = (unsigned char *)malloc(bytes);
  srand(42);
  for (size_t i = 0; i < bytes; ++i)
    h_a[i] = rand() % 4 == 0;
  unsigned char *d_a, *d_b;
  if (cudaMalloc(&d_a, bytes) != cudaSuccess || cudaMalloc(&d_b, bytes) != cudaSuccess) {
    fprintf(stderr, "cudaMalloc failed\n");
    exit(EXIT_FAILURE);
  }
  cudaMemcpy(d_a, h_a, bytes, cudaMemcpyHostToDevice);
  dim3 block(16, 16), grid(width / 16, height / 16);
  for (int g = 0; g < generations; ++g) {
    lifeStep<<<grid, block>>>(d_a, d_b, width, height);
    unsigned char *t = d_a; d_a = d_b; d_b = t;
    cpuStep(h_a, h_b, width, height);
    memcpy(h_a, h_b, bytes);
  }
  cudaMemcpy(h_gpu, d_a, bytes, cudaMemcpyDeviceToHost);
  int diff = memcmp(h_gpu, h_a, bytes);
  printf("%s\n", diff ? "FAILED" : "PASSED");
  cudaFree(d_a); cudaFree(d_b);
  free(h_a); free(h_b); free(h_gpu);
  return diff ? EXIT_FAILURE : EXIT_SUCCESS;
}
