//===- checker/ExplorerParallel.cpp - DPOR with several workers -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parallel search of the dpor engine (`-j N`; docs/engines.md
/// "Parallel exploration"). Every worker is an Explorer of its own (its
/// evaluator, consistency checker, work stack, counts and findings); they
/// share only the program (read-only), a pool of choice points and the
/// results. A choice point on the work stack holds the state its remaining
/// alternatives start from, so it is a self-contained piece of work: a
/// worker with more than one gives its oldest (the one with the most work
/// left under it) to the pool when another worker is idle.
///
/// Everything found is keyed by its path from the root (WorkPool.h), so the
/// results are put together as the one-worker search, which meets the keys
/// in increasing order, would have found them.
///
//===----------------------------------------------------------------------===//

#include "checker/ExplorerImpl.h"

#include <algorithm>
#include <new>
#include <numeric>
#include <thread>

namespace scopecheck::checker::dpor {

void Explorer::adopt(const Explorer &Prepared, SharedSearch &Shared,
                     unsigned WorkerId) {
  Sh = &Shared;
  Id = WorkerId;
  if (&Prepared == this)
    return;
  Start = Prepared.Start;
  Result.Model = Prepared.Result.Model;
  UniformScopes = Prepared.UniformScopes;
  Lanes = Prepared.Lanes;
}

SearchKey Explorer::currentKey() { return SearchKey{CurPath, Seq++}; }

/// --stop-on-first: whether every key under the next alternative (\p Taken)
/// of the frame whose path is the \p Len indices at \p Path is beyond the
/// smallest error found so far (whose path then precedes the alternative's:
/// it is met before anything under it).
bool Explorer::beyondBound(const uint32_t *Path, size_t Len, uint32_t Taken) {
  uint64_t V = Sh->BoundVersion.load(std::memory_order_acquire);
  if (V != BoundSeen) {
    std::lock_guard<std::mutex> L(Sh->M);
    BoundSeen = Sh->BoundVersion.load(std::memory_order_relaxed);
    HasBound = Sh->HasBound;
    Bound = Sh->Bound;
  }
  if (!HasBound)
    return false;
  return pathBefore(Bound.Path, Path, Len, Taken);
}

bool Explorer::parallelLimitsReached() {
  if (Opts.MaxExecutions &&
      Sh->Executions.load(std::memory_order_relaxed) >= Opts.MaxExecutions) {
    Sh->stopAt("execution limit reached");
    return true;
  }
  double Elapsed = 0;
  if (clockDue(Elapsed)) {
    PublishedCounts &C = Sh->Counts[Id];
    C.Executions.store(Result.Stats.Executions, std::memory_order_relaxed);
    C.Blocked.store(Result.Stats.Blocked, std::memory_order_relaxed);
    C.Pruned.store(Result.Stats.Pruned, std::memory_order_relaxed);
    if (Opts.TimeoutSeconds > 0 && Elapsed > Opts.TimeoutSeconds) {
      Sh->stopAt("timeout reached");
      return true;
    }
    if (Opts.MaxMemoryMb && Elapsed >= NextMemoryCheck) {
      NextMemoryCheck = Elapsed + 0.05;
      // The resident memory of the process: every worker's together.
      if (currentRssMb() > double(Opts.MaxMemoryMb)) {
        Sh->stopAt(memoryLimitReason(Opts.MaxMemoryMb));
        return true;
      }
    }
    if (Opts.OnProgress) {
      // One progress line for all workers, from whichever reads the clock.
      std::lock_guard<std::mutex> L(Sh->M);
      if (Elapsed >= Sh->NextProgress) {
        Sh->NextProgress = Elapsed + 1;
        CheckStats S;
        for (const PublishedCounts &P : Sh->Counts) {
          S.Executions += P.Executions.load(std::memory_order_relaxed);
          S.Blocked += P.Blocked.load(std::memory_order_relaxed);
          S.Pruned += P.Pruned.load(std::memory_order_relaxed);
        }
        S.Seconds = Elapsed;
        Opts.OnProgress(S);
      }
    }
  }
  return false;
}

/// Explores the work stack depth first (as run does) until it is empty, the
/// search stops, or (--stop-on-first) what is left is beyond the smallest
/// error found; gives the oldest frame away whenever a worker is idle.
void Explorer::drain() {
  while (!Stack.empty() && !stopped()) {
    if (Opts.StopOnFirst && beyondBound(Stack.back()))
      break;
    produce();
    if (Stack.size() > 1 && (Sh->Pool.hungry() || Opts.ShareEagerly)) {
      // The oldest frame's alternatives come after everything above it
      // (in key order): what stays here is still explored in order.
      detachPath(Stack.front());
      Sh->Pool.give(std::move(Stack.front()));
      Stack.erase(Stack.begin());
    }
  }
  Stack.clear();
}

/// Closes the piece of work \p U (its counts so far are in it): records
/// it, and with --stop-on-first an error found in it, which becomes the
/// bound when it is the smallest; the worker then starts afresh.
void Explorer::endUnit(UnitRecord U) {
  if (!Opts.StopOnFirst)
    return;
  U.Executions = Result.Stats.Executions - U.Executions;
  U.Blocked = Result.Stats.Blocked - U.Blocked;
  U.Pruned = Result.Stats.Pruned - U.Pruned;
  ErrorBatch B;
  if (!Result.Violations.empty()) {
    U.Error = true;
    U.ErrorKey = *std::min_element(Keys.begin(), Keys.end());
    B.Key = U.ErrorKey;
    B.Violations = std::move(Result.Violations);
    B.Keys = std::move(Keys);
    Result.Violations.clear();
    Keys.clear();
    Groups = FindingGroups();
    Stop = false;
  }
  std::lock_guard<std::mutex> L(Sh->M);
  Sh->Units.push_back(std::move(U));
  if (!B.Violations.empty()) {
    if (!Sh->HasBound || B.Key < Sh->Bound) {
      Sh->HasBound = true;
      Sh->Bound = B.Key;
      Sh->BoundVersion.fetch_add(1, std::memory_order_release);
    }
    Sh->Errors.push_back(std::move(B));
  }
}

UnitRecord Explorer::beginUnit(SearchKey Key) const {
  UnitRecord U;
  U.Start = std::move(Key);
  U.Executions = Result.Stats.Executions;
  U.Blocked = Result.Stats.Blocked;
  U.Pruned = Result.Stats.Pruned;
  return U;
}

void Explorer::stopOutOfMemory() {
  Stack.clear();
  {
    std::lock_guard<std::mutex> L(Sh->M);
    Sh->OutOfMemory = true;
  }
  Sh->stopAt("out of memory");
}

void Explorer::work(State *Root) {
  try {
    if (Root) {
      UnitRecord U = beginUnit(SearchKey());
      CurPath.clear();
      Seq = 0;
      advance(*Root);
      drain();
      endUnit(std::move(U));
    }
    while (std::optional<Frame> F = Sh->Pool.take()) {
      SearchKey Key;
      Key.Path = F->Path;
      Key.Path.push_back(F->Taken);
      if (Opts.StopOnFirst && beyondBound(F->Path.data(), F->Path.size(),
                                          F->Taken))
        continue; // all of it after the first error
      UnitRecord U = beginUnit(std::move(Key));
      if (!Opts.RebuildShared) {
        // The state moves into this worker's own memory (ThreadTable::
        // unshare): what the giver allocated sits among its other objects,
        // which its core writes all the time.
        State Own = F->S;
        Own.Threads.unshare();
        F->S = std::move(Own);
        // The frame's path becomes the prefix of this worker's paths.
        CurPath = std::move(F->Path);
        F->Path.clear();
        F->PathLen = uint32_t(CurPath.size());
        Stack.push_back(std::move(*F));
      } else {
        SearchPath P = std::move(F->Path);
        uint32_t Taken = F->Taken;
        F.reset();
        if (!seek(Sh->Init, P, Taken) && !stopped())
          Sh->stopAt(SeekFailed);
      }
      drain();
      endUnit(std::move(U));
    }
  } catch (const std::bad_alloc &) {
    stopOutOfMemory();
  }
}

CheckResult Explorer::runParallel(const ir::Program &P,
                                  const ExploreOptions &Opts) {
  unsigned N = std::max(1u, Opts.Jobs);
  SharedSearch Shared(N);
  std::vector<std::unique_ptr<Explorer>> Ws;
  State Init;
  try {
    Ws.push_back(std::make_unique<Explorer>(P, Opts));
    if (!Ws[0]->prepare(Init))
      return Ws[0]->Result;
    Shared.Start = Ws[0]->Start;
    if (Opts.RebuildShared)
      Shared.Init = Init;
    Ws[0]->adopt(*Ws[0], Shared, 0);
    Ws.resize(N);
  } catch (const std::bad_alloc &) {
    Shared.OutOfMemory = true;
  }
  if (!Shared.OutOfMemory) {
    // Each worker is built in its own thread, so that its tables and
    // scratch vectors come from that thread's heap (mimalloc's, or
    // tcmalloc's thread cache), not from the lines next to another
    // worker's: a worker's reads of its liveness tables stalled on lines
    // the other worker was writing (docs/benchmarks.md, 2026-12-07).
    std::vector<std::thread> Threads;
    for (unsigned I = 1; I < N; ++I)
      Threads.emplace_back([&Ws, &Shared, &P, &Opts, I] {
        try {
          Ws[I] = std::make_unique<Explorer>(P, Opts);
          Ws[I]->adopt(*Ws[0], Shared, I);
        } catch (const std::bad_alloc &) {
          Ws[I].reset();
          {
            std::lock_guard<std::mutex> L(Shared.M);
            Shared.OutOfMemory = true;
          }
          Shared.stopAt("out of memory");
          return;
        }
        Ws[I]->work(nullptr);
      });
    Ws[0]->work(&Init);
    for (std::thread &T : Threads)
      T.join();
  }

  std::vector<WorkerOutcome> Outcomes;
  if (!Shared.OutOfMemory)
    for (const auto &W : Ws)
      Outcomes.push_back(W->takeOutcome());
  return combine(Opts, Shared, Outcomes);
}

WorkerOutcome Explorer::takeOutcome() {
  WorkerOutcome O;
  O.Stats = Result.Stats;
  O.Violations = std::move(Result.Violations);
  O.Keys = std::move(Keys);
  O.Groups = std::move(Groups);
  O.IncompleteReason = std::move(Result.IncompleteReason);
  O.ReasonKey = std::move(ReasonKey);
  O.SpinCut = SpinCut;
  return O;
}

CheckResult Explorer::combine(const ExploreOptions &Opts, SharedSearch &Shared,
                              std::vector<WorkerOutcome> &Ws) {
  CheckResult R;
  R.Model = std::string(modelName(Opts.Model));
  if (Shared.OutOfMemory) {
    // As explore: the findings so far are lost with the search.
    R.V = Verdict::Incomplete;
    R.IncompleteReason = "out of memory";
    return R;
  }
  bool SpinCut = false;
  for (const WorkerOutcome &W : Ws)
    SpinCut |= W.SpinCut;

  // --stop-on-first: the error of smallest key is the one the one-worker
  // search stops at; it counted the pieces before it and its own piece up
  // to the error (docs/engines.md "Parallel exploration").
  const ErrorBatch *First = nullptr;
  for (const ErrorBatch &B : Shared.Errors)
    if (!First || B.Key < First->Key)
      First = &B;
  if (First) {
    for (const UnitRecord &U : Shared.Units)
      if (U.Error ? U.ErrorKey == First->Key : U.Start < First->Key) {
        R.Stats.Executions += U.Executions;
        R.Stats.Blocked += U.Blocked;
        R.Stats.Pruned += U.Pruned;
      }
    R.Violations = First->Violations;
  } else {
    for (const WorkerOutcome &W : Ws) {
      R.Stats.Executions += W.Stats.Executions;
      R.Stats.Blocked += W.Stats.Blocked;
      R.Stats.Pruned += W.Stats.Pruned;
    }
    // --all-errors: every worker's findings, grouped as one search would
    // have grouped them, each represented by its instance of smallest key,
    // in the order of those keys.
    FindingGroups Groups;
    std::vector<SearchKey> Keys;
    for (WorkerOutcome &W : Ws) {
      std::vector<bool> Moved;
      std::vector<size_t> Map =
          Groups.absorb(R.Violations, W.Groups, W.Violations, Moved);
      Keys.resize(R.Violations.size());
      for (size_t I = 0; I < Map.size(); ++I) {
        if (Moved[I]) {
          Keys[Map[I]] = W.Keys[I];
          continue;
        }
        Violation &Mine = R.Violations[Map[I]];
        if (!(W.Keys[I] < Keys[Map[I]]))
          continue;
        Violation &Theirs = W.Violations[I];
        Theirs.ThreadPairs = Mine.ThreadPairs;
        Theirs.Elements = Mine.Elements;
        Theirs.AcrossWarps = Mine.AcrossWarps;
        Mine = std::move(Theirs);
        Keys[Map[I]] = W.Keys[I];
      }
    }
    std::vector<size_t> Order(R.Violations.size());
    std::iota(Order.begin(), Order.end(), 0);
    std::sort(Order.begin(), Order.end(),
              [&](size_t A, size_t B) { return Keys[A] < Keys[B]; });
    std::vector<Violation> Sorted;
    for (size_t I : Order)
      Sorted.push_back(std::move(R.Violations[I]));
    R.Violations = std::move(Sorted);
  }

  // The reason: the limit that stopped the search, else the first reason
  // met in the one-worker order (before the first error).
  if (!Shared.LimitReason.empty()) {
    R.IncompleteReason = Shared.LimitReason;
  } else {
    const SearchKey *Best = nullptr;
    for (const WorkerOutcome &W : Ws)
      if (!W.IncompleteReason.empty() &&
          (!First || W.ReasonKey < First->Key) &&
          (!Best || W.ReasonKey < *Best)) {
        Best = &W.ReasonKey;
        R.IncompleteReason = W.IncompleteReason;
      }
  }
  R.Stats.Seconds = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - Shared.Start)
                        .count();
  settleVerdict(R, SpinCut);
  return R;
}

} // namespace scopecheck::checker::dpor
