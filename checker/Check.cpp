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
  // A barrier restricted to some memory spaces orders fewer accesses than
  // the explorer's barrier, which orders every space: every execution it
  // explores is one of the program's (fewer hb edges make no consistent
  // execution inconsistent) and every race it finds is unordered with
  // fewer edges too, so its errors hold; its "safe" does not.
  if (R.V == Verdict::Safe)
    if (const ir::Stmt *B = restrictedBarrier(P)) {
      R.V = Verdict::Incomplete;
      R.IncompleteReason = restrictedBarrierReason(P, *B, "dpor");
    }
  return R;
}

const ir::Stmt *restrictedBarrier(const ir::Program &P) {
  uint8_t Used = 0;
  for (const ir::MemObject &O : P.Objects)
    Used |= ir::spaceBit(O.Space);
  Used &= ir::BarrierAllSpaces;
  for (const ir::Procedure &F : P.Procs)
    for (const ir::Block &Bl : F.Blocks)
      for (const ir::Stmt &S : Bl.Stmts)
        if (S.Kind == ir::StmtKind::Barrier && (Used & ~S.Spaces) != 0)
          return &S;
  return nullptr;
}

std::string restrictedBarrierReason(const ir::Program &P, const ir::Stmt &B,
                                    std::string_view Engine) {
  std::string Where;
  if (B.Loc.isValid())
    Where = " at " + P.fileName(B.Loc.File) + ":" +
            std::to_string(B.Loc.Line) + ":" + std::to_string(B.Loc.Col);
  std::string Orders = B.Spaces == 0
                           ? std::string("no memory")
                           : std::string(ir::barrierSpacesName(B.Spaces)) +
                                 " memory only";
  return "the barrier" + Where + " orders " + Orders +
         " (its OpenCL flags), and the " + std::string(Engine) +
         " engine orders every memory space at a barrier: its run found no "
         "error, but one across that barrier would be missed (use "
         "--engine=interval, which models barrier flags)";
}

} // namespace scopecheck::checker
