// Kernel templates: Clang instantiates them where host code launches them
// (reduce<float, 2><<<...>>>) or where they are explicitly instantiated;
// --kernel selects one instantiation by its name when it is the only one,
// or by its name with template arguments (white space ignored), with or
// without namespaces. Otherwise the error lists the instantiations.
// RUN: sh -c '%scopecheck ir %s 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NONE
// RUN: sh -c '%scopecheck ir %s --kernel=reduce 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AMBIG
// RUN: %scopecheck ir %s --kernel='reduce<int,4>' | FileCheck %s --check-prefix=INT
// RUN: %scopecheck ir %s --kernel='reduce<float, 2>' | FileCheck %s --check-prefix=FLOAT
// RUN: %scopecheck ir %s --kernel=fill | FileCheck %s --check-prefix=FILL
// RUN: %scopecheck ir %s --kernel='ns::fill<float>' | FileCheck %s --check-prefix=FILL
// RUN: sh -c '%scopecheck ir %s --kernel="reduce<double, 4>" 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=MISSING
// The instantiation launched by host code is checked like any kernel.
// RUN: sh -c '%scopecheck check %s --kernel="reduce<float,2>" --blockDim=2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CHECK-FLOAT

// NONE: templates.cu: error: the file defines several kernels (reduce<int, 4>, reduce<float, 2>, fill<float>); choose one with --kernel=NAME
// NONE: exit=2
// AMBIG: templates.cu: error: several kernels are named 'reduce' (reduce<int, 4>, reduce<float, 2>); choose one with --kernel='reduce<int, 4>'
// AMBIG: exit=2
// INT:      shared @s : i32[4];
// INT:      proc @reduce(data : ptr) {
// INT:      load.na i32 @s[3]
// FLOAT:    shared @s : f32[2];
// FLOAT:    load.na f32 @s[1]
// FILL:     proc @fill(d : ptr) {
// FILL:     store.na f32 d[zext.i64(threadIdx.x)], 1.0
// MISSING: error: no kernel named 'reduce<double, 4>' in the file; its kernels are: reduce<int, 4>, reduce<float, 2>, fill<float>
// MISSING: exit=2
// CHECK-FLOAT-NOT: error:
// CHECK-FLOAT: exit=0

template <typename T, int N> __global__ void reduce(T *data) {
  __shared__ T s[N];
  s[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0)
    data[0] = s[0] + s[N - 1];
}

namespace ns {
template <typename T> __global__ void fill(T *d) { d[threadIdx.x] = T(1); }
} // namespace ns

template __global__ void reduce<int, 4>(int *);
template __global__ void ns::fill<float>(float *);

void host(float *f) { reduce<float, 2><<<1, 2>>>(f); }
