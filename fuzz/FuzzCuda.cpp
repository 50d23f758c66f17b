//===- fuzz/FuzzCuda.cpp - libFuzzer target: the CUDA front-end -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Translates the input as a .cu file (one block of two threads, integer
/// parameters 0) and verifies the program it gives: a translation either
/// fails with diagnostics or yields a program the IR verifier accepts. Any
/// crash, sanitizer report or unverifiable program is a finding
/// (scripts/fuzz.sh cuda SECONDS).
///
//===----------------------------------------------------------------------===//

#include "ir/Verifier.h"
#include "translate/Translate.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

using namespace scopecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Code(reinterpret_cast<const char *>(Data), Size);
  translate::TranslateOptions T;
  T.Grid = ir::Dim3{1, 1, 1};
  T.Block = ir::Dim3{2, 1, 1};
  T.ArgsDefault = "0";
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P =
      translate::translateSource(Code, "fuzz.cu", T, Diags);
  if (!P || Diags.hasErrors())
    return 0;
  ir::DiagnosticEngine VDiags;
  if (!ir::verifyProgram(*P, VDiags) || VDiags.hasErrors()) {
    std::fprintf(stderr, "the front-end returned a program that does not "
                         "verify:\n");
    VDiags.print(std::cerr);
    std::abort();
  }
  return 0;
}
