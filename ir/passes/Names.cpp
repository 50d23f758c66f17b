//===- ir/passes/Names.cpp - Fresh names for generated code ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// freshName(), on top of the lexer's reserved-word test.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Names.h"

#include "ir/Lexer.h"

namespace scopecheck::ir {

std::string freshName(std::set<std::string> &Taken, const std::string &Base) {
  std::string Stem = isReservedWord(Base) ? "_" + Base : Base;
  std::string Name = Stem;
  for (unsigned I = 1; Taken.count(Name); ++I)
    Name = Stem + "." + std::to_string(I);
  Taken.insert(Name);
  return Name;
}

} // namespace scopecheck::ir
