//===- litmus/Litmus.cpp - Reading a litmus test --------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// parseLitmusFile and parseLitmus (litmus/Litmus.h): parse, then translate.
///
//===----------------------------------------------------------------------===//

#include "litmus/Litmus.h"

#include "ir/InputFile.h"
#include "litmus/Ast.h"

namespace scopecheck::litmus {

std::unique_ptr<LitmusTest> parseLitmus(std::string_view Text,
                                        const std::string &Path,
                                        ir::DiagnosticEngine &Diags) {
  TestAst T;
  if (!parseTest(Text, Path, T, Diags))
    return nullptr;
  return translateTest(T, Path, Diags);
}

std::unique_ptr<LitmusTest> parseLitmusFile(const std::string &Path,
                                            ir::DiagnosticEngine &Diags) {
  std::string Text, Error;
  if (!ir::readInputFile(Path, Text, Error)) {
    Diags.error("scopecheck", 0, 0, Error);
    return nullptr;
  }
  return parseLitmus(Text, Path, Diags);
}

} // namespace scopecheck::litmus
