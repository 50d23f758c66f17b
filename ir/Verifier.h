//===- ir/Verifier.h - Well-formedness of IR programs ----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks that a Program is well formed (docs/ir.md "Well-formedness"):
/// expressions are well typed, statements use defined variables, labels,
/// objects and procedures with the right types and arity, memory orders and
/// scopes are legal for each event (no `acq` store, no scope on a
/// non-atomic access, ...), every CFG is reducible, the call graph has no
/// recursion, and the launch matches its procedures. Every problem is one
/// error diagnostic at the offending statement's location.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_VERIFIER_H
#define SCOPECHECK_IR_VERIFIER_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

namespace scopecheck::ir {

/// Returns true when \p P is well formed; otherwise reports every problem
/// found to \p Diags and returns false. Engines and passes may assume a
/// verified program.
bool verifyProgram(const Program &P, DiagnosticEngine &Diags);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_VERIFIER_H
