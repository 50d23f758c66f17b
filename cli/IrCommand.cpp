//===- cli/IrCommand.cpp - scopecheck ir ----------------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck ir FILE`: reads an .ir file, verifies it and prints it back
/// (the round trip of docs/ir.md). Translating a .cu file and the
/// two-thread reduction are not supported yet; they plug in here once
/// translate/ and the reduction pass exist.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"

#include "ir/Diagnostic.h"
#include "ir/Parser.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"

#include <iostream>

namespace scopecheck::cli {

int runIr(const Options &Opts) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind == InputKind::Cuda) {
    printError("translating CUDA to IR is not supported yet: the CUDA "
               "front-end (translate/) is under construction; 'scopecheck ir' "
               "reads .ir files for now");
    return ExitInputError;
  }
  if (Opts.Ir.TwoThread) {
    printError("'--two-thread' is not supported yet: the two-thread "
               "reduction pass is under construction");
    return ExitInputError;
  }
  std::string LaunchFlag = Opts.Launch.firstGivenFlag();
  if (!LaunchFlag.empty()) {
    printError("'" + LaunchFlag +
               "' is not supported with an .ir input yet: an .ir file "
               "describes its launch in its 'launch' item");
    return ExitInputError;
  }

  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseFile(Opts.InputFile, Diags);
  if (!P || Diags.hasErrors()) {
    Diags.print(std::cerr);
    return ExitInputError;
  }
  if (!ir::verifyProgram(*P, Diags) || Diags.hasErrors()) {
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
