//===- ir/passes/Inline.h - Inlining of calls ------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Replaces every `call` by a copy of the callee's body. The front-end
/// inlines device functions already; hand-written IR files may still call
/// procedures, and predication and the two-thread reduction need call-free
/// code.
///
/// At a call `[p =>] [x =] call @f(a...)` in block B the block is split: B
/// assigns the arguments to fresh copies of f's parameters, zeroes the
/// copies of f's locals (locals start at zero in every activation) and
/// jumps (or, under a predicate p, branches on p) to the copied entry; each
/// copied `return e` assigns `x = e` and jumps to the continuation block
/// `B.cont`. Copied variables and labels are named `f.name` (made unique).
///
/// Preconditions: a verified program (no recursion, so inlining ends).
/// Postconditions: no procedure contains a call; the program verifies and
/// every procedure behaves as before. Procedures that were only called are
/// kept (the launch may still name them).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_INLINE_H
#define SCOPECHECK_IR_PASSES_INLINE_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

namespace scopecheck::ir {

bool inlineCalls(Program &P, DiagnosticEngine &Diags);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_INLINE_H
