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
  // Warp collectives are not events of the DPOR explorer yet: refuse them
  // rather than explore something else (docs/engines.md).
  for (const ir::Procedure &Proc : P.Procs)
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &S : B.Stmts)
        if (S.Kind == ir::StmtKind::Warp) {
          CheckResult R;
          R.Model = std::string(modelName(Opts.Model));
          R.V = Verdict::Incomplete;
          R.IncompleteReason =
              "the dpor engine does not model warp collectives yet (warp." +
              std::string(ir::warpOpName(S.Warp)) + " at " +
              P.fileName(S.Loc.File) + ":" + std::to_string(S.Loc.Line) + ":" +
              std::to_string(S.Loc.Col) + "); use '--engine=interval'";
          return R;
        }
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
