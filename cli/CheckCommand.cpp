//===- cli/CheckCommand.cpp - scopecheck check and repair -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck check FILE` and `scopecheck repair FILE`. The engines
/// (checker/) and the repair module (repair/) are not built yet, so both
/// validate their input and report that they are not available. The place
/// to plug them in is marked below: translate or parse the input into an
/// ir::Program, apply the launch options, run the engine chosen by
/// Opts.Engine, print the report (text, --json, --dot) and map the verdict
/// to an ExitCode.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"

namespace scopecheck::cli {

int runCheck(const Options &Opts) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  // Plug the engines in here (see the file comment).
  printError("'check' is not available yet: the checking engines are under "
             "construction");
  return ExitInputError;
}

int runRepair(const Options &Opts) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind != InputKind::Cuda) {
    printError("'repair' needs a CUDA source file (.cu): it patches the "
               "source text, which '" +
               Opts.InputFile + "' is not");
    return ExitInputError;
  }
  // Plug the repair loop in here: check, rewrite, re-check, at most
  // Opts.Repair.MaxRounds rounds.
  printError("'repair' is not available yet: the checking engines and the "
             "repair module are under construction");
  return ExitInputError;
}

} // namespace scopecheck::cli
