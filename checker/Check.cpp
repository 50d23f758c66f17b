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

#include <algorithm>
#include <thread>

namespace scopecheck::checker {

unsigned defaultJobs() {
  return std::max(1u, std::thread::hardware_concurrency());
}

CheckResult checkProgram(const ir::Program &P, const CheckOptions &Opts) {
  ExploreOptions E;
  E.Model = Opts.Model;
  E.StopOnFirst = Opts.StopOnFirst;
  E.MaxExecutions = Opts.MaxExecutions;
  E.Jobs = Opts.Jobs;
  E.Distributed = Opts.Distributed;
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
  // The explorer models barriers and fences restricted to some memory
  // spaces exactly unless the program has seq_cst operations
  // (restrictedSpacesExact); then its barriers and fences order every
  // space, more than the program's: every execution it explores is one of
  // the program's (fewer hb edges make no consistent execution
  // inconsistent) and every race it finds is unordered with fewer edges
  // too, so its errors hold; its "safe" does not.
  if (R.V == Verdict::Safe && !restrictedSpacesExact(P))
    if (const ir::Stmt *B = restrictedSync(P)) {
      R.V = Verdict::Incomplete;
      R.IncompleteReason = restrictedSyncReason(P, *B, "dpor");
    }
  return R;
}

const ir::Stmt *restrictedSync(const ir::Program &P) {
  uint8_t Used = 0;
  for (const ir::MemObject &O : P.Objects)
    Used |= ir::spaceBit(O.Space);
  Used &= ir::BarrierAllSpaces;
  for (const ir::Procedure &F : P.Procs)
    for (const ir::Block &Bl : F.Blocks)
      for (const ir::Stmt &S : Bl.Stmts)
        if ((S.Kind == ir::StmtKind::Barrier ||
             S.Kind == ir::StmtKind::Fence) &&
            (Used & ~S.Spaces) != 0)
          return &S;
  return nullptr;
}

std::string restrictedSyncReason(const ir::Program &P, const ir::Stmt &B,
                                 std::string_view Engine) {
  std::string Where;
  if (B.Loc.isValid())
    Where = " at " + P.fileName(B.Loc.File) + ":" +
            std::to_string(B.Loc.Line) + ":" + std::to_string(B.Loc.Col);
  std::string Orders = B.Spaces == 0
                           ? std::string("no memory")
                           : std::string(ir::barrierSpacesName(B.Spaces)) +
                                 " memory only";
  return std::string(B.Kind == ir::StmtKind::Fence ? "the fence"
                                                     : "the barrier") +
         Where + " orders " + Orders + " (its OpenCL flags), and the " +
         std::string(Engine) +
         " engine models such flags only in programs without seq_cst "
         "operations: here it orders every memory space at every barrier "
         "and fence, so its run found no error, but one on the memory that " +
         (B.Kind == ir::StmtKind::Fence ? "fence" : "barrier") +
         " leaves unordered would be missed (docs/memory-model.md, \"Fences "
         "restricted to memory spaces\")" +
         (B.Kind == ir::StmtKind::Barrier
              ? "; --engine=interval models barrier flags"
              : "");
}

} // namespace scopecheck::checker
