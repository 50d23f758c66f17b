//===- checker/Check.cpp - Entry point of the checking engines ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// checkProgram: maps CheckOptions onto the DPOR explorer (and reads its
/// errors as incomplete under --warp-sync).
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"

#include "checker/ActiveLanes.h"
#include "checker/Explorer.h"

namespace scopecheck::checker {

CheckResult checkProgram(const ir::Program &P, const CheckOptions &Opts) {
  ExploreOptions E;
  E.Model = Opts.Model;
  E.StopOnFirst = Opts.StopOnFirst;
  E.MaxExecutions = Opts.MaxExecutions;
  E.TimeoutSeconds = Opts.TimeoutSeconds;
  E.StepLimit = Opts.StepLimit;
  E.EventLimit = Opts.EventLimit;
  E.MaxMemoryMb = Opts.MaxMemoryMb;
  E.SpinLoops = Opts.SpinLoops;
  E.AllowSameValueRaces = Opts.AllowSameValueRaces;
  E.Unroll = Opts.Unroll;
  E.OnProgress = Opts.OnProgress;
  ActiveScript Script;
  E.Active = &Script;
  CheckResult R = exploreActivePartitions(
      [&E, &P] { return explore(P, E); }, Script, Opts.StopOnFirst,
      Opts.TimeoutSeconds);
  R.Stats.PeakRssMb = peakRssMb();
  // --warp-sync asks for lock-step warps, which the explorer does not
  // model: it explores independent thread scheduling, whose executions
  // include every lock-step schedule. So "safe" carries over (each
  // lock-step execution is among those explored, and its accesses are
  // ordered at least as much), but an error found may be one only without
  // lock-step (a race between lanes that lock-step orders).
  if (P.Run.WarpSync && R.V == Verdict::Error) {
    R.V = Verdict::Incomplete;
    R.IncompleteReason =
        "dpor explores independent thread scheduling, not --warp-sync's "
        "lock-step warps: the " +
        std::string(violationKindName(R.Violations.front().Kind)) +
        " it found may not be one under lock-step (use --engine=interval, "
        "which implements --warp-sync)";
    R.Violations.clear();
  }
  return R;
}

} // namespace scopecheck::checker
