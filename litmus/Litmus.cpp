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

#include "litmus/Ast.h"

#include <fstream>
#include <sstream>

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
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Diags.error(Path, 0, 0, "cannot open file");
    return nullptr;
  }
  std::stringstream Text;
  Text << In.rdbuf();
  return parseLitmus(Text.str(), Path, Diags);
}

} // namespace scopecheck::litmus
