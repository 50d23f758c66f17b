//===- ir/passes/Names.h - Fresh names for generated code ------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Names the passes give to the variables and labels they create: readable
/// (built from the names they derive from), unique in their procedure and
/// never a reserved word of docs/ir.md §1 (a variable of an inlined
/// `@store.at` would otherwise be `store.at.p`, which the lexer reserves).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_NAMES_H
#define SCOPECHECK_IR_PASSES_NAMES_H

#include <set>
#include <string>

namespace scopecheck::ir {

/// \p Base, prefixed with `_` when it is reserved and suffixed `.1`, `.2`,
/// ... until it is not in \p Taken; the result is added to \p Taken.
std::string freshName(std::set<std::string> &Taken, const std::string &Base);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_NAMES_H
