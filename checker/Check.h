//===- checker/Check.h - Entry point of the checking engines ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The single entry point the command line calls: check a verified program
/// that has a launch, with the DPOR engine, under one memory model.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_CHECK_H
#define SCOPECHECK_CHECKER_CHECK_H

#include "checker/Consistency.h"
#include "checker/Report.h"
#include "ir/IR.h"

#include <cstdint>
#include <functional>

namespace scopecheck::checker {

struct CheckOptions {
  ModelKind Model = ModelKind::Src11;
  bool StopOnFirst = true;     ///< false: --all-errors
  uint64_t MaxExecutions = 0;  ///< 0: no limit
  double TimeoutSeconds = 0;   ///< 0: no limit
  uint64_t StepLimit = 100000; ///< statements per thread and execution
  uint64_t EventLimit = 1000;  ///< events per thread and execution
  uint64_t MaxMemoryMb = 0;    ///< resident memory limit, MB; 0: none
  bool SpinLoops = true;       ///< cut spin loops (ExploreOptions::SpinLoops)
  /// --allow-same-value-races (ExploreOptions::AllowSameValueRaces).
  bool AllowSameValueRaces = false;
  uint64_t Unroll = 0;         ///< --unroll (ExploreOptions::Unroll); 0: none
  /// Progress callback, about once a second (ExploreOptions::OnProgress).
  std::function<void(const CheckStats &)> OnProgress;
};

/// Checks \p P, which must be verified (ir::verifyProgram) and have a
/// launch. Never exits; findings and incompleteness are in the result.
CheckResult checkProgram(const ir::Program &P, const CheckOptions &Opts);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_CHECK_H
