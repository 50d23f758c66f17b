//--blockDim=4
// Multi-dimensional arrays of structures in shared and local memory (one
// object per field, element [i][j] at i * cols + j), whole elements,
// a row decayed to a pointer (`Pt *row = grid[1]`), and brace initialisers
// of structures in memory: local arrays (nested lists, structure values,
// zeros where C zero-fills), __device__ and __constant__ structures and
// arrays of them (constant values: the objects' initial contents).
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: scopecheck: note: 1 execution (0 blocked)
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR-DAG: global @colors.x : f32[2] = {0.5, 3.0};
// IR-DAG: global @colors.y : f32[2] = 1.0;
// IR-DAG: global @table.x : i32[3] = {1, 3};
// IR-DAG: global @coef.n : i32 = 7;
// IR-DAG: shared @grid.x : i32[8];
// IR-DAG: local @loc.y : f32[6];

// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}loc[0][1].x == 2
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}loc[1][2].x == 0
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}dirs[3].y == -1
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}colors[1].x == 3.0f && colors[1].y == 0.0f
// RUN: not %scopecheck check %s -DWRONG=5 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: assertion failed: {{.*}}table[1].x == 3 && table[2].x == 0
// RUN: not %scopecheck check %s -DWRONG=6 2>&1 | FileCheck %s --check-prefix=W6
// W6: error: assertion failed: {{.*}}coef.n == 7 && coef.b == 0.5f
// RUN: not %scopecheck check %s -DWRONG=7 2>&1 | FileCheck %s --check-prefix=W7
// W7: error: assertion failed: {{.*}}rowSum(row, 4) == 24 && rowSum(grid[0], 4) == 42
// RUN: not %scopecheck check %s -DWRONG=8 2>&1 | FileCheck %s --check-prefix=W8
// W8: error: assertion failed: {{.*}}grid[t % 2][t].y == 4.5f

// Races are per element and field: reading another thread's element
// without the barrier, and the element's name in the report.
// RUN: not %scopecheck check %s -DRACE 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'grid[0][1].x of block 0' between a {{read|write}} (na) of thread {{[01]}} of block 0 and a {{read|write}} (na) of thread {{[01]}} of block 0
// An index past the last row is out of bounds of the whole array (element
// 6 of the 2 x 3 elements).
// RUN: not %scopecheck check %s -DOOB 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds access to 'loc[6].x'
// Structures with fields that are arrays of pointers are not modelled
// (arrays of scalars and of structures are: struct-array-fields.cu,
// struct-array-of-struct-fields.cu): the message names the field, exit 2.
// RUN: sh -c '%scopecheck check %s -DARRAYFIELD 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AF
// AF: error: pointer parameter 'bodies' of type 'Body *' (a structure with field 'link' of type 'int *[2]': arrays of pointers are not supported as fields) is not supported
// AF: exit=2
#include <cassert>
#ifdef ARRAYFIELD
struct Body { float3 pos[2]; float mass; int *link[2]; };
__global__ void integrate(Body *bodies) { bodies[threadIdx.x].pos[0].x = 0.0f; }
#else
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
struct Pt { int x; float y; };
struct Coef { float a, b; int n; };
__constant__ float3 colors[2] = {{0.5f, 1.0f, 2.0f}, {3.0f}};
__device__ Pt table[3] = {{1, 2.0f}, {3, 4.0f}};
__constant__ Coef coef = {0.25f, 0.5f, 7};
__device__ int rowSum(const Pt *row, int n) {
  int s = 0;
  for (int j = 0; j < n; ++j)
    s += row[j].x;
  return s;
}
__global__ void k(int *out) {
  __shared__ Pt grid[2][4];
  int t = threadIdx.x;
  grid[t % 2][t].x = t;
  grid[(t + 1) % 2][t].x = 10 * t;
#ifdef RACE
  out[t] = grid[0][(t + 1) % 4].x;
#endif
  __syncthreads();
  Pt loc[2][3] = {{{1, 1.5f}, {2, 2.5f}}, {{4, 4.5f}}};
  CHECK(1, loc[0][1].x == 2);
  CHECK(2, loc[1][2].x == 0);
  int2 dirs[4] = {{1, 0}, {-1, 0}, make_int2(0, 1), int2{0, -1}};
  CHECK(3, dirs[3].y == -1);
  CHECK(4, colors[1].x == 3.0f && colors[1].y == 0.0f);
  CHECK(5, table[1].x == 3 && table[2].x == 0);
  CHECK(6, coef.n == 7 && coef.b == 0.5f);
  // Row 1 holds t for odd t and 10 * t for even t: 0 + 1 + 20 + 3.
  Pt *row = grid[1];
  CHECK(7, rowSum(row, 4) == 24 && rowSum(grid[0], 4) == 42);
  __syncthreads();
  grid[t % 2][t] = loc[1][0];
  CHECK(8, grid[t % 2][t].y == 4.5f);
#ifdef OOB
  out[t] = loc[1][t + 3].x;
#endif
  out[t] = grid[t % 2][t].x;
}
#endif
