//===- ir/Copy.h - Deep copies of programs ----------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A Program owns its expressions in an arena and cannot be copied by value
/// (statements point into the arena). copyProgram builds an independent
/// program with the same files, objects, procedures and launch, so that a
/// pass or an engine may change the copy (predicate it, give it another
/// launch) while the original stays as it was.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_COPY_H
#define SCOPECHECK_IR_COPY_H

#include <memory>

namespace scopecheck::ir {

class Program;

/// A deep copy of \p P: every expression is rebuilt in the copy's arena
/// (shared subexpressions stay shared), everything else is copied by value.
/// The copy prints exactly as \p P does.
std::unique_ptr<Program> copyProgram(const Program &P);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_COPY_H
