//===- cli/RepairCommand.cpp - scopecheck repair --------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck repair FILE`: check a CUDA kernel, widen the scopes the
/// reports call for in the source text (repair/), re-check, until clean.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"

namespace scopecheck::cli {

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
