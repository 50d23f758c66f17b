//===- checker/Explorer.h - Optimal DPOR exploration -----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The exploration of GPUMC's Algorithms 1-3 (TruSt/GenMC style): events are
/// added one at a time in a fixed thread order; a read is tried with every
/// write it may read from (forward rf choices), a write at every co position
/// (forward co choices) and, for each placement, it revisits the earlier
/// reads of its location that are not in its porf-prefix (backward
/// revisits), deleting the events added after the read that are not in the
/// write's porf-prefix, if the maximality check (CheckOptimal) holds. Every
/// consistent complete execution is produced exactly once; the search is
/// depth first, so memory stays polynomial.
///
/// Threads are run through ir::Evaluator; after a revisit the threads whose
/// events were cut are replayed from their start, feeding each read the
/// value of the write it reads from in the graph.
///
/// A thread whose `assume` fails stops there; the other threads go on, so
/// that their later writes can revisit the reads the assume depends on
/// (which replays and may unblock it). A complete execution with a thread
/// still blocked counts as blocked, not complete.
///
/// Spin loops: a thread that comes back, after only reads, to the
/// thread-local state of one of its recent event points is cut there and
/// blocks as by a failed assume (docs/memory-model.md "Spin loops" gives
/// the exact condition and why no error is lost). A thread blocked in this
/// way never makes an execution barrier-divergent. A cut whose failed
/// iteration read a stale write (one with a co-later write already in the
/// graph when the read was added) can never be undone: the state is
/// dropped at once (docs/memory-model.md "Stale spin iterations").
///
/// Barriers: a `barrier.cta` completes when every thread of the block waits
/// at it; all of them then pass at once (one barrier event per thread, all
/// arrivals happen before all departures). `barrier.gpu`/`.sys` do the same
/// for the whole launch. An execution in which nothing can move and some
/// thread waits at a barrier is barrier divergence.
///
/// Warp collectives: a rendezvous of the lanes named in the mask, completed
/// when all of them wait at the same instance with the same mask (one
/// event per lane: a Barrier event for `warp.sync`, a Collective event,
/// ordering nothing, otherwise; each records the lane's result for
/// replay). docs/engines.md "Warps in the dpor engine".
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_EXPLORER_H
#define SCOPECHECK_CHECKER_EXPLORER_H

#include "checker/Consistency.h"
#include "checker/ExecutionGraph.h"
#include "checker/Report.h"
#include "ir/Evaluator.h"
#include "ir/IR.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace scopecheck::checker {

struct ExploreOptions {
  ModelKind Model = ModelKind::Src11;
  /// The consistency checker's implementation (tests compare them).
  ConsistencyImpl Consistency = ConsistencyImpl::Default;
  /// Stop at the first violation. Otherwise (--all-errors) keep exploring,
  /// with one report per kind and unordered pair of source locations; a
  /// thread that fails an assertion or traps then stops as if it had
  /// exited, and the other threads go on.
  bool StopOnFirst = true;
  uint64_t MaxExecutions = 0; ///< 0: no limit
  double TimeoutSeconds = 0;  ///< 0: no limit
  /// Worker threads (-j): more than one explores disjoint parts of the
  /// search in parallel with the same counts, verdict and findings
  /// (docs/engines.md "Parallel exploration"). One worker is used anyway
  /// when OnComplete or OnFinalState is set or the program reads the
  /// active lanes (`warp.active`).
  unsigned Jobs = 1;
  /// Tests of the parallel search: a worker gives its oldest choice point
  /// away whenever it has more than one, not only when another is idle, so
  /// that even small searches are split into many pieces.
  bool ShareEagerly = false;
  /// Tests of the distributed search's Explorer::seek, without MPI: a
  /// worker of the parallel search that takes a choice point from the pool
  /// drops its state and rebuilds it from its path, as a rank does.
  bool RebuildShared = false;
  /// --distributed: the search is shared by the ranks of the MPI job
  /// (startDistributed was called), one worker each; rank 0 gets the
  /// result (docs/engines.md "Distributed exploration").
  bool Distributed = false;
  /// Resident memory limit in MB (--max-memory), polled with the clock:
  /// reaching it stops the search as incomplete. 0: no limit.
  uint64_t MaxMemoryMb = 0;
  /// Statements a thread may execute in one execution before the
  /// exploration of that execution stops as incomplete.
  uint64_t StepLimit = 100000;
  /// Events (memory accesses, fences and barriers) a thread may add to one
  /// execution before the exploration of that execution stops as
  /// incomplete (--max-events). The search is depth first over events, so
  /// this bounds its depth (and memory) on runaway loops.
  uint64_t EventLimit = 1000;
  /// The largest launch (in threads) explored; a larger one is refused at
  /// once as incomplete (each state holds every thread's state).
  uint64_t MaxThreads = DporMaxThreads;
  /// Cut spin loops (docs/memory-model.md "Spin loops"): a thread that
  /// comes back to the thread-local state of an earlier event point after
  /// only reads blocks there, as if it had failed an assume.
  bool SpinLoops = true;
  /// Drop a state as soon as a thread is cut in a spin iteration that read
  /// a stale write (docs/memory-model.md "Stale spin iterations"): no
  /// extension of it is complete, and its errors show elsewhere.
  bool PruneStale = true;
  /// With PruneStale, also drop a state as soon as a thread of a program
  /// that follows the lock discipline (ir::findLockDiscipline) is stuck
  /// for good in a spin on the lock (docs/memory-model.md "Lock
  /// discipline"). Tests turn it off to compare.
  bool PruneLocked = true;
  /// Which thread adds the next event (docs/memory-model.md "Schedule").
  /// SpinAware: a thread in the middle of an RMW first, then the thread with
  /// the most events whose next event is not a hopeless spin read (one the
  /// last write of its location would send back to an earlier state), the
  /// hopeless ones last. LeftToRight: the lowest-numbered thread that can
  /// move (GPUMC's fixed order; tests compare the two). Both give the same
  /// complete executions and errors; SpinAware avoids most blocked ones.
  enum class SchedulePolicy : uint8_t { SpinAware, LeftToRight };
  SchedulePolicy Schedule = SchedulePolicy::SpinAware;
  /// --allow-same-value-races: a data race of two writes of the same value
  /// is not reported (GPUVerify's default).
  bool AllowSameValueRaces = false;
  /// The partitions of active lanes this exploration uses for `warp.active`
  /// (checker/ActiveLanes.h); null: every lane reaching an instance together
  /// in one class. checkProgram reruns the exploration for every one.
  class ActiveScript *Active = nullptr;
  /// Bound on loops that perform memory events (--unroll): a statement
  /// that produces memory events runs at most this many times per thread
  /// and execution; reaching it makes the verdict incomplete. 0: no bound.
  uint64_t Unroll = 0;
  /// Called about once a second during long runs with the statistics so
  /// far (Seconds is the elapsed time); for a progress line.
  std::function<void(const CheckStats &)> OnProgress;
  /// Called with every complete consistent execution (tests, debugging).
  std::function<void(const ExecutionGraph &)> OnComplete;
  /// Called with every complete consistent execution, after OnComplete,
  /// with the final thread-local state of each thread (indexed like the
  /// graph's threads). A finished thread has no frames left, so its
  /// variables are gone, but its `local` memory (ir::ThreadState::LocalMem,
  /// read with ir::Evaluator::localValue) keeps its last contents; with
  /// --all-errors a thread that failed an assertion or trapped keeps the
  /// state it stopped in. The litmus front-end mirrors every register into
  /// a local object and evaluates its final condition here (docs/litmus.md).
  std::function<void(const ExecutionGraph &,
                     const std::vector<const ir::ThreadState *> &)>
      OnFinalState;
};

/// Whether the explorer models the memory spaces of \p P's barriers and
/// fences exactly (Event::Spaces: a barrier or fence restricted by OpenCL
/// flags orders only the spaces it names): when \p P has no seq_cst
/// operation. With one, the SC axiom would have to say which space's
/// happens-before orders sc events of different spaces, which OpenCL's
/// flags leave open; the explorer then orders every space at every barrier
/// and fence, so that its errors hold but its "safe" does not
/// (checkProgram makes it incomplete; docs/memory-model.md "Fences
/// restricted to memory spaces").
bool restrictedSpacesExact(const ir::Program &P);

/// Explores a verified program with a launch. Not reusable: call run once.
/// With ExploreOptions::Distributed a collective call of every MPI rank.
CheckResult explore(const ir::Program &P, const ExploreOptions &Opts);


} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_EXPLORER_H
