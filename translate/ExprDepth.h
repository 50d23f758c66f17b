//===- translate/ExprDepth.h - Bound on expression nesting -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to translate/: the front-end refuses expressions nested more
/// deeply than MaxClangExprDepth before translating anything. The
/// translator, the IR passes, the printer and the evaluator recurse over
/// expressions, and the IR parser (which reads the front-end child's output
/// back) accepts at most 1,000 levels; a 100,000-term sum would otherwise
/// take quadratic time in constant folding and then overflow the stack.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_EXPRDEPTH_H
#define SCOPECHECK_TRANSLATE_EXPRDEPTH_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace scopecheck::translate {

/// The deepest chain of nested Clang expressions (implicit casts and
/// parentheses included) a function body may hold: half the IR parser's
/// bound, since translation can add a level where Clang has none.
inline constexpr unsigned MaxClangExprDepth = 500;

/// The first expression (in source order of a pre-order walk over every
/// function body of \p Ctx's translation unit, template instantiations
/// included) that lies more than \p Limit expressions deep, or null. The
/// walk uses an explicit stack: it never recurses with the depth.
const clang::Expr *firstTooDeepExpr(clang::ASTContext &Ctx, unsigned Limit);

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_EXPRDEPTH_H
