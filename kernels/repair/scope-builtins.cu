//--blockDim=1 --gridDim=2 --buffer sum=1 --buffer peak=1
//expect: heterogeneous-race
// The scope is an argument of CUDA's __nv_atomic_* and Clang's
// __scoped_atomic_* builtins: block scope (__NV_THREAD_SCOPE_BLOCK,
// __MEMORY_SCOPE_WRKGRP) on counters shared by two blocks. Repair: the
// scope arguments become the device-scope constants.

#include <cuda_runtime.h>

__global__ void builtins(unsigned *sum, int *peak) {
  __nv_atomic_fetch_add(sum, 1u, __NV_ATOMIC_RELAXED,
                        __NV_THREAD_SCOPE_BLOCK);
  __scoped_atomic_fetch_max(peak, (int)blockIdx.x, __ATOMIC_RELAXED,
                            __MEMORY_SCOPE_WRKGRP);
}

// CHECK-FIXES: {{^}}  __nv_atomic_fetch_add(sum, 1u, __NV_ATOMIC_RELAXED,{{$}}
// CHECK-FIXES-NEXT: {{^}}                        __NV_THREAD_SCOPE_DEVICE);{{$}}
// CHECK-FIXES-NEXT: {{^}}  __scoped_atomic_fetch_max(peak, (int)blockIdx.x, __ATOMIC_RELAXED,{{$}}
// CHECK-FIXES-NEXT: {{^}}                            __MEMORY_SCOPE_DEVICE);{{$}}
