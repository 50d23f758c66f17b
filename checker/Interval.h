//===- checker/Interval.h - The lock-step barrier-interval engine -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The interval engine (DESIGN.md §2.3, docs/engines.md): runs the threads of
/// each block of an SPMD launch over the predicated kernel
/// (ir::runPredicationPipeline) from barrier to barrier, and records per
/// memory location the accesses since the last barrier in shadow state
/// (thesis Fig. 4.8: K-STEP runs a step, K-RACE checks a step against the
/// shadow, K-BAR-DIVERGE checks the predicates at a barrier). Blocks run one
/// after another; global memory keeps its shadow for the whole kernel
/// (blocks never synchronise), shared memory per block.
///
/// It reports the same error kinds, with the same Violation data, as the
/// DPOR engine: data races, heterogeneous races (conflicting atomics whose
/// scopes are not mutually inclusive), barrier divergence, assertion
/// failures, out-of-bounds accesses and the evaluator's runtime errors.
///
/// Exactness: the one execution it runs decides every execution of the
/// launch when threads do not communicate inside a barrier interval, i.e.
/// no value that depends on the order of concurrent accesses (the result of
/// an atomic or volatile read, or a location written by order-dependent
/// atomics) reaches control flow, an address or an assertion.
/// analyzeCommunication decides this conservatively; checkIntervals runs it
/// and, when the kernel may communicate, never answers "safe": a run
/// without errors is Incomplete with the reason (DESIGN.md §4).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_INTERVAL_H
#define SCOPECHECK_CHECKER_INTERVAL_H

#include "checker/Model.h"
#include "checker/Report.h"
#include "ir/Diagnostic.h"
#include "ir/IR.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace scopecheck::checker {

/// What analyzeCommunication found out about a kernel.
struct CommunicationReport {
  /// False when the interval engine cannot run the program at all (not an
  /// SPMD kernel launch, or a grid-wide barrier); Unsupported says why.
  bool Supported = true;
  std::string Unsupported;
  /// True when an order-dependent value may reach control flow, an address
  /// or an assertion (the lock-step run is then not exact); Reason says
  /// which value and where, Loc is the place it is used.
  bool MayCommunicate = false;
  std::string Reason;
  ir::SourceLoc Loc;
};

/// Conservative exactness analysis of the kernel of \p P (call-free, e.g.
/// the result of ir::runPredicationPipeline; procedures other than the
/// kernel are ignored). Sources of order-dependent ("contested") values:
/// the results of atomic loads (volatile included), rmw and cas; `havoc`
/// results (arbitrary values, such as `clock()`'s, which the run fixes to
/// 0: the run is exact for every choice only when none of them matters);
/// loads from
/// objects that receive non-commutative atomic writes (atomic stores, exch,
/// cas, inc/dec, float add, or two kinds of commutative rmw) or stores of
/// contested values. Contested values propagate through assignments and
/// predicates (the predicated form turns control dependence into data
/// dependence). A contested value used as a predicate of a memory event or
/// assertion, a branch condition, an address, or an assert/assume condition
/// makes the kernel "may communicate". An atomic whose result is unused
/// (`atomicAdd(&count, 1);`) keeps the kernel exact.
CommunicationReport analyzeCommunication(const ir::Program &P);

/// A deep copy of \p P, run through ir::runPredicationPipeline: the program
/// the interval engine checks. Null with the errors in \p Diags when a pass
/// precondition fails.
std::unique_ptr<ir::Program> preparePredicated(const ir::Program &P,
                                               ir::DiagnosticEngine &Diags);

struct IntervalStats;

struct IntervalOptions {
  ModelKind Model = ModelKind::Src11;
  bool StopOnFirst = true;      ///< false: --all-errors
  double TimeoutSeconds = 0;    ///< 0: no limit
  uint64_t MaxMemoryMb = 0;     ///< resident memory limit, MB; 0: none
  uint64_t StepLimit = 1000000; ///< statements per thread (whole kernel)
  /// --allow-same-value-races: a data race of two writes of the same value
  /// is not reported (GPUVerify's default).
  bool AllowSameValueRaces = false;
  /// Progress callback, about once a second: the statistics so far (blocks
  /// and barrier intervals done), the launch's number of blocks and the
  /// seconds elapsed.
  std::function<void(const IntervalStats &, uint64_t TotalBlocks,
                     double Seconds)>
      OnProgress;
};

/// Size of a run, for the summary line and the benchmark.
struct IntervalStats {
  uint64_t Threads = 0;
  uint64_t Blocks = 0;    ///< blocks run (all, unless stopped early)
  uint64_t Intervals = 0; ///< barrier intervals over all blocks run
  uint64_t Accesses = 0;  ///< shared and global accesses checked
  uint64_t Locations = 0; ///< distinct shared/global locations with shadow
};

/// Checks \p Predicated (verified, predicated, SPMD kernel launch; see
/// preparePredicated) with the interval engine. Never exits. The result's
/// Engine is "interval"; Stats.Executions is 1 when the lock-step run
/// reached the end of the kernel in every block, else 0. When the kernel
/// may communicate (analyzeCommunication) IncompleteReason says so, and a
/// run without errors has verdict Incomplete. \p Stats, when given,
/// receives the size of the run. An unsupported program (see
/// CommunicationReport::Supported) gives verdict Incomplete with the reason.
CheckResult checkIntervals(const ir::Program &Predicated,
                           const IntervalOptions &Opts,
                           IntervalStats *Stats = nullptr);

/// One line: "N threads in B blocks, I barrier intervals, A accesses to L
/// locations in S s, peak memory M MB".
std::string intervalSummaryLine(const IntervalStats &S, const CheckStats &C);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_INTERVAL_H
