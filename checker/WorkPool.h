//===- checker/WorkPool.h - Work sharing of the parallel search -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two pieces of the dpor engine's parallel exploration (`-j N`,
/// docs/engines.md "Parallel exploration") that do not depend on the
/// explorer: the pool through which workers share choice points, with its
/// termination rule, and the path keys that order everything a worker finds
/// as the one-worker search would have found it.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_WORKPOOL_H
#define SCOPECHECK_CHECKER_WORKPOOL_H

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <tuple>
#include <vector>

namespace scopecheck::checker {

/// A path from the root of the search: the index of the alternative taken
/// at each choice point on the way (empty: the root).
using SearchPath = std::vector<uint32_t>;

/// Is \p A before B.Last (the path of the \p BLen indices at \p B, extended
/// by the index \p Last) in the order of SearchKey paths? Without building
/// the extended path.
inline bool pathBefore(const SearchPath &A, const uint32_t *B, size_t BLen,
                       uint32_t Last) {
  size_t N = std::min(A.size(), BLen);
  for (size_t I = 0; I < N; ++I)
    if (A[I] != B[I])
      return A[I] < B[I];
  if (A.size() < BLen)
    return true; // a proper prefix of B
  if (A.size() == BLen)
    return true; // a proper prefix of B.Last
  return A[BLen] < Last;
}
inline bool pathBefore(const SearchPath &A, const SearchPath &B,
                       uint32_t Last) {
  return pathBefore(A, B.data(), B.size(), Last);
}

/// Where something was found in the search: the path of the alternative
/// being explored and the number of findings made before it on that path.
/// The one-worker search takes alternatives depth first in index order, so
/// it meets keys in increasing order: lexicographic on Path (a prefix
/// first, because everything found on an alternative's own path comes
/// before its children's), then Seq.
struct SearchKey {
  SearchPath Path;
  uint64_t Seq = 0;
  friend bool operator<(const SearchKey &A, const SearchKey &B) {
    return std::tie(A.Path, A.Seq) < std::tie(B.Path, B.Seq);
  }
  friend bool operator==(const SearchKey &A, const SearchKey &B) {
    return A.Path == B.Path && A.Seq == B.Seq;
  }
};

/// A pool of work items shared by a fixed number of workers. A worker
/// calls take() whenever it has nothing to do; a busy worker that can split
/// its work gives a part away (give) when hungry() says some worker waits
/// for more than the pool holds. The search is over when every worker
/// waits and the pool is empty (take returns nothing to all), or after
/// stop(). So the pool never holds more items than there are workers.
template <typename T> class WorkPool {
public:
  explicit WorkPool(unsigned Workers) : Workers(Workers) {}

  /// Adds \p Item for an idle worker.
  void give(T Item) {
    {
      std::lock_guard<std::mutex> L(M);
      Items.push_back(std::move(Item));
      publish();
    }
    Cv.notify_one();
  }

  /// Waits for an item: the oldest given, or nothing when the search is
  /// over (all workers wait and the pool is empty) or was stopped.
  std::optional<T> take() {
    std::unique_lock<std::mutex> L(M);
    ++Idle;
    publish();
    for (;;) {
      if (Stopped)
        break;
      if (!Items.empty()) {
        T Item = std::move(Items.front());
        Items.pop_front();
        --Idle;
        publish();
        return Item;
      }
      if (Idle == Workers) {
        Finished = true;
        break;
      }
      Cv.wait(L);
    }
    L.unlock();
    Cv.notify_all();
    return std::nullopt;
  }

  /// Some worker waits for an item the pool does not hold. Cheap: one
  /// relaxed atomic load, for the busy workers to poll.
  bool hungry() const { return Hungry.load(std::memory_order_relaxed); }

  /// Ends the search: every take() returns nothing from now on.
  void stop() {
    {
      std::lock_guard<std::mutex> L(M);
      Stopped = true;
      Items.clear();
      publish();
    }
    Cv.notify_all();
  }

  /// Whether the search ended because every worker was idle.
  bool finished() const {
    std::lock_guard<std::mutex> L(M);
    return Finished;
  }

private:
  void publish() {
    Hungry.store(!Stopped && Idle > Items.size(), std::memory_order_relaxed);
  }

  const unsigned Workers;
  mutable std::mutex M;
  std::condition_variable Cv;
  std::deque<T> Items;
  unsigned Idle = 0;
  bool Stopped = false, Finished = false;
  std::atomic<bool> Hungry{false};
};

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_WORKPOOL_H
