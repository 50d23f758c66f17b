#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
__global__ void k(int *a, float *b, int n, int m) {
  int t = threadIdx.x;
  CHECK(1, a[0] == 1 && a[1] == 2 && a[2] == 3);
  CHECK(2, n == 3 && m == -2);
  CHECK(3, b[t] == 4 + t);
  CHECK(4, sizeof(GREETING) == 3 && TWO == 2);
}
