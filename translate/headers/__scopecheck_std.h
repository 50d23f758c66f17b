// scopecheck model of libcu++'s cuda::std: the names of the host C++ library
// that kernels use from <cuda/std/...> (type traits, numeric limits, fixed
// width integers, utility, the math functions) are the machine's own std
// names, made visible in cuda::std. The atomics of <cuda/std/atomic> are
// scopecheck's model (__scopecheck_atomic.h) and are found first.
#ifndef __SCOPECHECK_STD_H
#define __SCOPECHECK_STD_H
#include <__scopecheck_cuda.h>
namespace cuda {
namespace std {
using namespace ::std;
} // namespace std
} // namespace cuda
#endif // __SCOPECHECK_STD_H
