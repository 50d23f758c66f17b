//--blockDim=4 --gridDim=1 --buffer data=4
//expect: data-race
// A kernel template instantiated by host code: Clang's instantiation is
// translated. Every thread writes data[0].

#include <cuda_runtime.h>

template <typename T> __global__ void fill(T *data) { data[0] = T(threadIdx.x); }

void host(float *d) { fill<float><<<1, 4>>>(d); }
