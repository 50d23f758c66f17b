// scopecheck model of <cooperative_groups.h>: enough to parse the common
// uses. Block-level sync is __syncthreads(); grid sync is not modelled yet
// and is diagnosed by the front-end.
#ifndef __SCOPECHECK_COOPERATIVE_GROUPS_H
#define __SCOPECHECK_COOPERATIVE_GROUPS_H
#include <__scopecheck_cuda.h>

namespace cooperative_groups {
class thread_block {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int size() const;
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
};
class grid_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ bool is_valid() const;
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ void sync(const thread_block &g);
__device__ void sync(const grid_group &g);
} // namespace cooperative_groups

#endif // __SCOPECHECK_COOPERATIVE_GROUPS_H
