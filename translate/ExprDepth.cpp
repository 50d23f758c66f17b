//===- translate/ExprDepth.cpp - Bound on expression nesting --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "translate/ExprDepth.h"

#include "clang/AST/DeclTemplate.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace clang;

namespace scopecheck::translate {

/// The first expression of \p Body more than \p Limit expressions deep.
static const Expr *tooDeepIn(const Stmt *Body, unsigned Limit) {
  // (statement, expression depth of the statement itself: 0 for a
  // statement that is no expression).
  std::vector<std::pair<const Stmt *, unsigned>> Stack{{Body, 0}};
  while (!Stack.empty()) {
    auto [S, Depth] = Stack.back();
    Stack.pop_back();
    if (Depth > Limit)
      return cast<Expr>(S);
    // Children pushed in reverse, so that they are visited in source order.
    size_t First = Stack.size();
    for (const Stmt *C : S->children())
      if (C)
        Stack.push_back({C, isa<Expr>(C) ? Depth + 1 : 0});
    std::reverse(Stack.begin() + long(First), Stack.end());
  }
  return nullptr;
}

/// Every function body in \p D: functions, methods, the members of
/// namespaces and classes, and the instantiations of templates. Declaration
/// contexts nest only as deeply as the source's namespaces and classes.
static const Expr *tooDeepInDecl(const Decl *D, unsigned Limit) {
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
    for (const FunctionDecl *S : FT->specializations())
      if (const Expr *E = tooDeepInDecl(S, Limit))
        return E;
    return tooDeepInDecl(FT->getTemplatedDecl(), Limit);
  }
  if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
    for (const ClassTemplateSpecializationDecl *S : CT->specializations())
      if (const Expr *E = tooDeepInDecl(S, Limit))
        return E;
    return tooDeepInDecl(CT->getTemplatedDecl(), Limit);
  }
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (FD->doesThisDeclarationHaveABody())
      if (const Expr *E = tooDeepIn(FD->getBody(), Limit))
        return E;
  if (const auto *DC = dyn_cast<DeclContext>(D))
    if (!isa<FunctionDecl>(D)) // locals are in the body
      for (const Decl *C : DC->decls())
        if (const Expr *E = tooDeepInDecl(C, Limit))
          return E;
  return nullptr;
}

const Expr *firstTooDeepExpr(ASTContext &Ctx, unsigned Limit) {
  return tooDeepInDecl(Ctx.getTranslationUnitDecl(), Limit);
}

} // namespace scopecheck::translate
