// --kernel names an instantiation however its type arguments are spelt:
// `unsigned` for `unsigned int`, `long long` for `long long int`, and
// integer arguments with or without their suffix.
// RUN: %scopecheck ir %s --kernel='scan<unsigned,64>' | FileCheck %s --check-prefix=U
// RUN: %scopecheck ir %s --kernel='scan<unsigned int, 64u>' | FileCheck %s --check-prefix=U
// RUN: %scopecheck ir %s --kernel='scan<long long int,8>' | FileCheck %s --check-prefix=LL
// RUN: %scopecheck ir %s --kernel='scan<long long, 8>' | FileCheck %s --check-prefix=LL
// RUN: sh -c '%scopecheck ir %s --kernel="scan<int,64>" 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=MISSING
// U: shared @buf : i32[64];
// LL: shared @buf : i64[8];
// MISSING: error: no kernel named 'scan<int,64>' in the file; its kernels are: scan<unsigned int, 64U>, scan<long long, 8U>
// MISSING: exit=2

template <typename T, unsigned N> __global__ void scan(T *d) {
  __shared__ T buf[N];
  buf[threadIdx.x] = d[threadIdx.x];
  __syncthreads();
  d[threadIdx.x] = buf[N - 1 - threadIdx.x];
}

template __global__ void scan<unsigned int, 64u>(unsigned *);
template __global__ void scan<long long, 8u>(long long *);
