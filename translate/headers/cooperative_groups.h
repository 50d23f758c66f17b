// scopecheck model of <cooperative_groups.h>. The groups hold no state the
// front-end needs: it reads a group's kind (and a tile's size) from the
// static type, or from the constant size of tiled_partition(g, n), and maps
// every member to the IR (translate/KernelGroups.cpp, docs/translate.md).
// What is declared but not modelled is diagnosed by name at the use.
#ifndef __SCOPECHECK_COOPERATIVE_GROUPS_H
#define __SCOPECHECK_COOPERATIVE_GROUPS_H
#include <__scopecheck_cuda.h>

// coalesced_group holds its lanes (a mask from __activemask(), which the
// engines explore: docs/memory-model.md "Active lanes") and is written in
// C++ over the warp intrinsics, outside the namespace the front-end maps
// by itself, so that it is translated like any other class.
namespace __scopecheck_cg {
__device__ inline unsigned int __lane() {
  return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x +
          threadIdx.x) & 31u;
}
// The lane of the set bit of rank r of m (32 when m has fewer bits).
__device__ inline unsigned int __rank_lane(unsigned int m, unsigned int r) {
  unsigned int n = 0, lane = 32;
  for (unsigned int k = 0; k < 32; ++k)
    if ((m >> k) & 1u) {
      if (n == r && lane == 32)
        lane = k;
      ++n;
    }
  return lane;
}
class coalesced_group {
public:
  unsigned int __mask;
  __device__ explicit coalesced_group(unsigned int m) : __mask(m) {}
  __device__ void sync() const { __syncwarp(__mask); }
  __device__ unsigned int thread_rank() const {
    return __popc(__mask & ((1u << __lane()) - 1u));
  }
  __device__ unsigned int size() const { return __popc(__mask); }
  __device__ unsigned int num_threads() const { return __popc(__mask); }
  __device__ unsigned int meta_group_rank() const { return 0; }
  __device__ unsigned int meta_group_size() const { return 1; }
  template <class T> __device__ T shfl(T var, int srcRank) const {
    return __shfl_sync(__mask, var, __rank_lane(__mask, srcRank));
  }
  // shfl_up/shfl_down count ranks in the group: a lane whose source rank
  // is outside the group keeps its own value (as __shfl_up_sync does).
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const {
    unsigned int r = thread_rank();
    unsigned int src = r >= delta ? r - delta : r;
    return __shfl_sync(__mask, var, __rank_lane(__mask, src));
  }
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const {
    unsigned int r = thread_rank();
    unsigned int src = r + delta < size() ? r + delta : r;
    return __shfl_sync(__mask, var, __rank_lane(__mask, src));
  }
  __device__ int any(int predicate) const {
    return __any_sync(__mask, predicate);
  }
  __device__ int all(int predicate) const {
    return __all_sync(__mask, predicate);
  }
  // Ballots and matches count bits by rank in the group: bit r is the
  // lane of rank r.
  __device__ unsigned int ballot(int predicate) const {
    return __by_rank(__ballot_sync(__mask, predicate));
  }
  template <class T> __device__ unsigned int match_any(T val) const {
    return __by_rank(__match_any_sync(__mask, val));
  }
  // All members hold the same value exactly when the members holding mine
  // are all of them (written with match_any: pred is a reference).
  template <class T> __device__ unsigned int match_all(T val, int &pred) const {
    pred = __match_any_sync(__mask, val) == __mask;
    return pred ? __by_rank(__mask) : 0u;
  }
  // The lane mask b with the group's lanes renumbered by rank.
  __device__ unsigned int __by_rank(unsigned int b) const {
    unsigned int out = 0, n = 0;
    for (unsigned int k = 0; k < 32; ++k)
      if ((__mask >> k) & 1u) {
        if ((b >> k) & 1u)
          out |= 1u << n;
        ++n;
      }
    return out;
  }
};
__device__ inline coalesced_group coalesced_threads() {
  return coalesced_group(__activemask());
}
} // namespace __scopecheck_cg

namespace cooperative_groups {
using __scopecheck_cg::coalesced_group;
using __scopecheck_cg::coalesced_threads;
class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
};
class thread_block : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int size() const;
  __device__ unsigned int num_threads() const;
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 dim_threads() const;
  __device__ dim3 group_dim() const;
};
class grid_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ bool is_valid() const;
  __device__ unsigned int block_rank() const;
  __device__ unsigned int num_blocks() const;
  __device__ dim3 block_index() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 group_dim() const;
  // Thread block clusters (compute capability 9.0): declared so that a use
  // is diagnosed by name; not modelled.
  __device__ unsigned int cluster_rank() const;
  __device__ unsigned int num_clusters() const;
  __device__ dim3 dim_clusters() const;
  __device__ dim3 cluster_index() const;
};
template <unsigned int Size> class thread_block_tile : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int size() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int meta_group_rank() const;
  __device__ unsigned int meta_group_size() const;
  template <class T> __device__ T shfl(T var, int srcRank) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int laneMask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T val) const;
  template <class T> __device__ unsigned int match_all(T val, int &pred) const;
};

// Declared so that a use is diagnosed by name; not modelled: groups of
// several blocks (multi_grid_group, deprecated since CUDA 11.7, and thread
// block clusters, compute capability 9.0), partitions by a runtime label
// or predicate (their members are a data-dependent subset of a tile, like
// a coalesced_group made by a branch), and invoke_one.
class multi_grid_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned int grid_rank() const;
  __device__ unsigned int num_grids() const;
  __device__ bool is_valid() const;
};
class cluster_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int block_rank() const;
  __device__ unsigned int num_blocks() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int size() const;
  __device__ dim3 block_index() const;
  __device__ dim3 dim_blocks() const;
  __device__ unsigned int query_shared_rank(const void *addr) const;
  template <class T> __device__ T *map_shared_rank(T *addr, int rank) const;
  __device__ void barrier_arrive() const;
  __device__ void barrier_wait() const;
};
__device__ multi_grid_group this_multi_grid();
__device__ cluster_group this_cluster();
template <class GroupT>
__device__ coalesced_group labeled_partition(const GroupT &g, int label);
template <class GroupT>
__device__ coalesced_group binary_partition(const GroupT &g, bool pred);
template <class GroupT, class Fn, class... Args>
__device__ void invoke_one(const GroupT &g, Fn &&fn, Args &&...args) {}
// (Defined, never translated: a lambda argument needs a definition.)
template <class GroupT, class Fn, class... Args>
__device__ auto invoke_one_broadcast(const GroupT &g, Fn &&fn, Args &&...args)
    -> decltype(fn(args...)) {
  return fn(args...);
}

__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
template <unsigned int Size, class ParentT>
__device__ thread_block_tile<Size> tiled_partition(const ParentT &parent);
__device__ thread_group tiled_partition(const thread_group &parent,
                                        unsigned int tilesz);
template <class GroupT> __device__ void sync(const GroupT &g);

template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};
template <class GroupT, class T, class OpT>
__device__ T reduce(const GroupT &g, T val, OpT op);
// Asynchronous copies (CUDA's two overloads: a byte count, which may be a
// cuda::aligned_size_t, and element counts of the destination and the
// source) and their waits: declared with CUDA's signatures so that a use
// is diagnosed by name; not modelled (docs/cuda-support.md §2).
template <class GroupT, class T, class SizeT>
__device__ void memcpy_async(const GroupT &g, T *dst, const T *src,
                             const SizeT &count);
template <class GroupT, class T, class DstLayoutT, class SrcLayoutT>
__device__ void memcpy_async(const GroupT &g, T *dst,
                             const DstLayoutT &dstLayout, const T *src,
                             const SrcLayoutT &srcLayout);
template <class GroupT> __device__ void wait(const GroupT &g);
template <unsigned int NumStages, class GroupT>
__device__ void wait_prior(const GroupT &g);
// The asynchronous reductions and the scans that update an atomic:
// declared so that a use is diagnosed by name; not modelled.
template <class GroupT, class AtomicT, class T, class OpT>
__device__ void reduce_update_async(const GroupT &g, AtomicT &atomic, T val,
                                    OpT op);
template <class GroupT, class AtomicT, class T, class OpT>
__device__ void reduce_store_async(const GroupT &g, AtomicT &atomic, T val,
                                   OpT op);
template <class GroupT, class T, class OpT>
__device__ void reduce_store_async(const GroupT &g, T *ptr, T val, OpT op);
template <class GroupT, class AtomicT, class T, class OpT>
__device__ T inclusive_scan_update(const GroupT &g, AtomicT &atomic, T val,
                                   OpT op);
template <class GroupT, class AtomicT, class T>
__device__ T inclusive_scan_update(const GroupT &g, AtomicT &atomic, T val);
template <class GroupT, class AtomicT, class T, class OpT>
__device__ T exclusive_scan_update(const GroupT &g, AtomicT &atomic, T val,
                                   OpT op);
template <class GroupT, class AtomicT, class T>
__device__ T exclusive_scan_update(const GroupT &g, AtomicT &atomic, T val);
template <class GroupT, class T, class OpT>
__device__ T inclusive_scan(const GroupT &g, T val, OpT op);
template <class GroupT, class T>
__device__ T inclusive_scan(const GroupT &g, T val);
template <class GroupT, class T, class OpT>
__device__ T exclusive_scan(const GroupT &g, T val, OpT op);
template <class GroupT, class T>
__device__ T exclusive_scan(const GroupT &g, T val);
} // namespace cooperative_groups

#endif // __SCOPECHECK_COOPERATIVE_GROUPS_H
