//===- __scopecheck_atomic.h - scopecheck's model of libcu++ atomics -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// cuda::atomic, cuda::atomic_ref, cuda::atomic_thread_fence and their
// cuda::std:: spellings (always system scope), written from the libcu++
// documentation. Declarations only: the front-end recognises the member
// calls by name and reads the scope from the template argument.
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_ATOMIC_H
#define __SCOPECHECK_ATOMIC_H

#include <__scopecheck_cuda.h>

namespace cuda {
namespace std {
enum memory_order {
  memory_order_relaxed,
  memory_order_consume,
  memory_order_acquire,
  memory_order_release,
  memory_order_acq_rel,
  memory_order_seq_cst
};
} // namespace std

using std::memory_order;
using std::memory_order_acq_rel;
using std::memory_order_acquire;
using std::memory_order_consume;
using std::memory_order_relaxed;
using std::memory_order_release;
using std::memory_order_seq_cst;

enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};

/// The operations shared by atomic and atomic_ref.
template <class T, thread_scope Scope> struct __atomic_ops {
  __host__ __device__ T load(memory_order o = memory_order_seq_cst) const;
  __host__ __device__ void store(T v,
                                 memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T exchange(T v,
                                 memory_order o = memory_order_seq_cst) const;
  __host__ __device__ bool compare_exchange_strong(T &expected, T desired,
                                                   memory_order success,
                                                   memory_order failure) const;
  __host__ __device__ bool
  compare_exchange_strong(T &expected, T desired,
                          memory_order o = memory_order_seq_cst) const;
  __host__ __device__ bool compare_exchange_weak(T &expected, T desired,
                                                 memory_order success,
                                                 memory_order failure) const;
  __host__ __device__ bool
  compare_exchange_weak(T &expected, T desired,
                        memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_add(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_sub(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_and(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_or(T v,
                                 memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_xor(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_min(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ T fetch_max(T v,
                                  memory_order o = memory_order_seq_cst) const;
  __host__ __device__ operator T() const;
  __host__ __device__ T operator++() const;
  __host__ __device__ T operator++(int) const;
  __host__ __device__ T operator--() const;
  __host__ __device__ T operator--(int) const;
  __host__ __device__ T operator+=(T v) const;
  __host__ __device__ T operator-=(T v) const;
  __host__ __device__ T operator&=(T v) const;
  __host__ __device__ T operator|=(T v) const;
  __host__ __device__ T operator^=(T v) const;
};

template <class T, thread_scope Scope = thread_scope_system>
class atomic : public __atomic_ops<T, Scope> {
  T __value;

public:
  // Trivial, as in libcu++, so that __shared__ atomics are allowed.
  atomic() noexcept = default;
  __host__ __device__ constexpr atomic(T v) noexcept : __value(v) {}
  atomic(const atomic &) = delete;
  atomic &operator=(const atomic &) = delete;
  __host__ __device__ T operator=(T v) const;
};

template <class T, thread_scope Scope = thread_scope_system>
class atomic_ref : public __atomic_ops<T, Scope> {
  T *__ptr;

public:
  __host__ __device__ explicit atomic_ref(T &obj) : __ptr(&obj) {}
  __host__ __device__ atomic_ref(const atomic_ref &) noexcept = default;
  __host__ __device__ T operator=(T v) const;
};

__host__ __device__ void
atomic_thread_fence(memory_order o, thread_scope s = thread_scope_system);

namespace std {
template <class T> using atomic = cuda::atomic<T, thread_scope_system>;
template <class T> using atomic_ref = cuda::atomic_ref<T, thread_scope_system>;
__host__ __device__ inline void atomic_thread_fence(memory_order o) {
  cuda::atomic_thread_fence(o, thread_scope_system);
}
} // namespace std
} // namespace cuda

#endif // __SCOPECHECK_ATOMIC_H
