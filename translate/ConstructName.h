//===- translate/ConstructName.h - Source constructs in user terms -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to translate/: names a Clang statement, expression or
/// declaration in the words of the C++ source (its kind and its spelling),
/// never with a Clang class name, for "... is not supported" diagnostics.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_CONSTRUCTNAME_H
#define SCOPECHECK_TRANSLATE_CONSTRUCTNAME_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

#include <string>

namespace scopecheck::translate {

/// The kind of \p S in C++ terms ("array subscript", "function call",
/// "'?:' conditional", ...); "construct" when none is known.
std::string constructKind(const clang::Stmt *S);

/// `KIND 'SPELLING'`: the kind of \p S and its source text (at most about
/// 60 characters, elided in the middle beyond; the kind alone when the
/// text is not available), e.g. "array subscript 'a[i]'".
std::string describeConstruct(const clang::Stmt *S, clang::ASTContext &Ctx);

/// The kind of declaration \p D in C++ terms ("namespace alias", "local
/// class", ...); "declaration" when none is known.
std::string declarationKind(const clang::Decl *D);

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_CONSTRUCTNAME_H
