//===- cli/EngineChoice.h - The engine of check and repair -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The engine choice shared by `scopecheck check` and `scopecheck repair`
/// (`--engine=auto|dpor|interval`, docs/engines.md "What auto chooses"),
/// and the run of the chosen engine with the limits of the command line.
/// Both live in cli/CheckCommand.cpp; cli/RepairCommand.cpp checks every
/// round with them, so that a repair runs the engine `check` would run.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_ENGINECHOICE_H
#define SCOPECHECK_CLI_ENGINECHOICE_H

#include "cli/Options.h"

#include "checker/Check.h"
#include "checker/Interval.h"
#include "ir/IR.h"

#include <memory>
#include <string>

namespace scopecheck::cli {

/// The engine a run uses, and the program it runs on.
struct EngineChoice {
  bool Interval = false;
  /// The predicated copy of the program (interval only).
  std::unique_ptr<ir::Program> Predicated;
  /// Text output: why auto chose this engine (empty for an explicit one).
  std::string Note;
  /// The interval engine on a kernel whose threads may communicate.
  std::string Warning;
};

/// Chooses the engine for \p P as docs/engines.md describes. Returns false
/// after printing an error when `--engine=interval` cannot run \p P.
bool chooseEngine(const Options &Opts, const ir::Program &P, EngineChoice &C);

/// What runEngine changes from the command line's engine options.
struct EngineRun {
  /// Stop at the first error (`check` without --all-errors); repair needs
  /// every error.
  bool StopOnFirst = true;
  /// The time limit of this run in seconds (0: none).
  double TimeoutSeconds = 0;
  /// Printed before the counters of the progress line (e.g. "round 2: ").
  std::string ProgressPrefix;
};

/// Runs the engine \p C chose on \p P (its predicated copy for the interval
/// engine) with the model and limits of \p Opts and those of \p Run. On a
/// terminal, the dpor engine refreshes a progress line on stderr, erased
/// before returning. Fills \p IStats (interval engine) when not null.
checker::CheckResult runEngine(const Options &Opts, const ir::Program &P,
                               const EngineChoice &C, const EngineRun &Run,
                               checker::IntervalStats *IStats);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_ENGINECHOICE_H
