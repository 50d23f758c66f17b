//===- checker/Check.cpp - Entry point of the checking engines ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// checkProgram: maps CheckOptions onto the DPOR explorer.
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"

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
  CheckResult R = explore(P, E);
  R.Stats.PeakRssMb = peakRssMb();
  return R;
}

} // namespace scopecheck::checker
