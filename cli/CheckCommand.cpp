//===- cli/CheckCommand.cpp - scopecheck check ----------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck check FILE`: on an .ir file or a .cu kernel
/// (cli/ProgramInput.h obtains the program) runs the DPOR engine
/// (checker/Check.h) and prints its report (text, --json, --dot); the
/// interval engine is not built yet, so `--engine=interval` reports that it
/// is not available. `scopecheck repair` is in cli/RepairCommand.cpp.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/ProgramInput.h"

#include "checker/Check.h"
#include "checker/Dot.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <cstdio>
#include <fstream>
#include <iostream>

#include <unistd.h>

namespace scopecheck::cli {

/// `scopecheck check FILE`: the DPOR engine on the verified program of an
/// .ir file or of a translated .cu kernel.
static int runCheckProgram(const Options &Opts, InputKind Kind) {
  if (Opts.Engine.Engine == EngineKind::Interval) {
    printError("'--engine=interval' is not available yet: the interval "
               "engine is under construction");
    return ExitInputError;
  }
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P =
      loadProgram(Opts, Kind, InputUse::Check, Diags);
  Diags.print(std::cerr); // the errors, or warnings
  if (!P) {
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  checker::CheckOptions C;
  C.Model = Opts.Engine.Model;
  C.StopOnFirst = Opts.Engine.StopOnFirst;
  C.TimeoutSeconds = Opts.Engine.TimeoutSeconds;
  C.MaxExecutions = Opts.Engine.MaxExecutions;
  if (Opts.Engine.Unroll)
    C.Unroll = *Opts.Engine.Unroll;
  // The progress line, refreshed in place, only on a terminal.
  bool Progress = false;
  if (isatty(STDERR_FILENO))
    C.OnProgress = [&Progress](const checker::CheckStats &S) {
      std::fprintf(stderr, "\r%llu executions, %.0f/s, %.0f s elapsed",
                   (unsigned long long)S.Executions,
                   S.Seconds > 0 ? double(S.Executions) / S.Seconds : 0.0,
                   S.Seconds);
      std::fflush(stderr);
      Progress = true;
    };
  checker::CheckResult R = checker::checkProgram(*P, C);
  if (Progress)
    std::fputs("\r\033[K", stderr);
  checker::printText(std::cerr, *P, R);
  if (!R.IncompleteReason.empty())
    printNote("exploration incomplete: " + R.IncompleteReason);
  printNote(checker::summaryLine(R.Stats));
  if (!Opts.Output.DotFile.empty()) {
    if (R.Violations.empty() || !R.Violations.front().Graph) {
      printNote("no error found: no witness graph written to '" +
                Opts.Output.DotFile + "'");
    } else {
      std::ofstream Out(Opts.Output.DotFile);
      if (Out)
        checker::printDot(Out, *P, *R.Violations.front().Graph);
      if (!Out) {
        printError("cannot write '" + Opts.Output.DotFile + "'");
        return ExitInputError;
      }
    }
  }
  if (Opts.Output.Json)
    checker::printJson(std::cout, *P, R);
  std::cout.flush();
  switch (R.V) {
  case checker::Verdict::Safe:
    return ExitSafe;
  case checker::Verdict::Error:
    return ExitErrorsFound;
  case checker::Verdict::Incomplete:
    return ExitIncomplete;
  }
  return ExitIncomplete;
}

int runCheck(const Options &Opts) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind == InputKind::Ir || Kind == InputKind::Cuda)
    return runCheckProgram(Opts, Kind);
  // Plug the other engines and inputs in here (see the file comment).
  printError("'check' is not available yet: the checking engines are under "
             "construction");
  return ExitInputError;
}

} // namespace scopecheck::cli
