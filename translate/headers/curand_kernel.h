// scopecheck model of <curand_kernel.h> (the cuRAND device API): the
// generator states and functions are declared so that kernels using them
// parse; random number generation is not modelled, and the front-end
// diagnoses a generator state and every call at its use.
#ifndef __SCOPECHECK_CURAND_KERNEL_H
#define __SCOPECHECK_CURAND_KERNEL_H
#include <__scopecheck_cuda.h>

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  float boxmuller_extra;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStatePhilox4_32_10 {
  unsigned int ctr[4], output[4], key[2], state;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

#define __SCOPECHECK_CURAND_STATE(S)                                           \
  __device__ void curand_init(unsigned long long seed,                         \
                              unsigned long long subsequence,                  \
                              unsigned long long offset, S *state);            \
  __device__ unsigned int curand(S *state);                                    \
  __device__ float curand_uniform(S *state);                                   \
  __device__ double curand_uniform_double(S *state);                           \
  __device__ float curand_normal(S *state);                                    \
  __device__ double curand_normal_double(S *state);                            \
  __device__ float curand_log_normal(S *state, float mean, float stddev);      \
  __device__ unsigned int curand_poisson(S *state, double lambda);
__SCOPECHECK_CURAND_STATE(curandStateXORWOW)
__SCOPECHECK_CURAND_STATE(curandStatePhilox4_32_10)
#undef __SCOPECHECK_CURAND_STATE

#endif // __SCOPECHECK_CURAND_KERNEL_H
