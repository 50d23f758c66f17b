//===- cli/IrCommand.cpp - scopecheck ir ----------------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck ir FILE`: reads an .ir file, verifies it and prints it back
/// (the round trip of docs/ir.md); `scopecheck ir FILE.cu [launch flags]`
/// translates a kernel with translate/ and prints its IR. `--predicated` and
/// `--two-thread` print it after the passes of ir/passes/Pipeline.h.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/ProgramInput.h"

#include "ir/Diagnostic.h"
#include "ir/Parser.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"
#include "litmus/Litmus.h"
#include "ir/passes/Pipeline.h"
#include "translate/Translate.h"

#include <iostream>

namespace scopecheck::cli {

/// Runs the passes that `--predicated` / `--two-thread` ask for on a
/// verified program; false (with the errors in \p Diags) when one fails.
static bool runIrPasses(const Options &Opts, ir::Program &P,
                        ir::DiagnosticEngine &Diags) {
  if (Opts.Ir.TwoThread) {
    ir::TwoThreadOptions T;
    T.Equality = Opts.Ir.Equality;
    return ir::runTwoThreadPipeline(P, Diags, T);
  }
  if (Opts.Ir.Predicated)
    return ir::runPredicationPipeline(P, Diags);
  return true;
}

/// `scopecheck ir FILE.cu`: translates the selected kernel with the launch
/// flags and the file's `//--` lines (dimensions default to 1) and prints
/// its verified IR.
static int runIrOnCuda(const Options &Opts, InputKind Kind) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P =
      loadProgram(Opts, Kind, InputUse::Print, Diags);
  if (!P || !runIrPasses(Opts, *P, Diags)) {
    Diags.print(std::cerr);
    return ExitInputError;
  }
  Diags.print(std::cerr); // warnings, if any
  ir::PrintOptions PO;
  PO.Locations = Opts.Ir.Locations;
  ir::printProgram(*P, std::cout, PO);
  std::cout.flush();
  return std::cout ? ExitSafe : ExitInputError;
}

int runIr(const Options &Opts) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind == InputKind::Cuda || Kind == InputKind::OpenCl ||
      Kind == InputKind::C11)
    return runIrOnCuda(Opts, Kind);
  std::string LaunchFlag = Opts.Launch.firstGivenFlag();
  if (!LaunchFlag.empty()) {
    printError(launchFlagRefusal(LaunchFlag, SelfLaunchedInput::Ir));
    return ExitInputError;
  }

  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P;
  if (Kind == InputKind::Litmus) {
    std::unique_ptr<litmus::LitmusTest> T =
        litmus::parseLitmusFile(Opts.InputFile, Diags);
    if (T)
      P = std::move(T->Prog);
  } else {
    P = ir::parseFile(Opts.InputFile, Diags);
  }
  if (!P || Diags.hasErrors()) {
    Diags.print(std::cerr);
    return ExitInputError;
  }
  if (!ir::verifyProgram(*P, Diags) || Diags.hasErrors()) {
    Diags.print(std::cerr);
    return ExitInputError;
  }
  // --volatile rewrites the reading of the file's `.volatile` accesses.
  if (Opts.Launch.Volatile)
    ir::setVolatileReading(*P, *Opts.Launch.Volatile == VolatileMode::Relaxed);
  if (!runIrPasses(Opts, *P, Diags)) {
    Diags.print(std::cerr);
    return ExitInputError;
  }
  // Warnings, if any.
  Diags.print(std::cerr);

  ir::PrintOptions PO;
  PO.Locations = Opts.Ir.Locations;
  ir::printProgram(*P, std::cout, PO);
  std::cout.flush();
  return std::cout ? ExitSafe : ExitInputError;
}

} // namespace scopecheck::cli
