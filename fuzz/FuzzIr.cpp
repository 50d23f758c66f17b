//===- fuzz/FuzzIr.cpp - libFuzzer target: IR parser and verifier ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses the input as textual IR and verifies it; a program that verifies
/// is printed and parsed again, and the round trip must give a program
/// that prints the same (docs/ir.md). Any crash, sanitizer report or
/// failed round trip is a finding (scripts/fuzz.sh ir SECONDS).
///
//===----------------------------------------------------------------------===//

#include "ir/Parser.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string_view>

using namespace scopecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseProgram(Text, "fuzz.ir", Diags);
  if (!P || Diags.hasErrors())
    return 0;
  if (!ir::verifyProgram(*P, Diags) || Diags.hasErrors())
    return 0;
  std::ostringstream First;
  ir::printProgram(*P, First);
  ir::DiagnosticEngine Diags2;
  std::unique_ptr<ir::Program> Q =
      ir::parseProgram(First.str(), "fuzz.ir", Diags2);
  if (!Q || Diags2.hasErrors() || !ir::verifyProgram(*Q, Diags2)) {
    std::fprintf(stderr, "round trip: the printed program does not parse "
                         "or verify:\n%s\n",
                 First.str().c_str());
    Diags2.print(std::cerr);
    std::abort();
  }
  std::ostringstream Second;
  ir::printProgram(*Q, Second);
  if (First.str() != Second.str()) {
    std::fprintf(stderr, "round trip: print(parse(print(P))) differs:\n%s\n"
                         "---\n%s\n",
                 First.str().c_str(), Second.str().c_str());
    std::abort();
  }
  return 0;
}
