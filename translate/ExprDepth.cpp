//===- translate/ExprDepth.cpp - Bound on expression nesting --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "translate/ExprDepth.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace clang;

namespace scopecheck::translate {

namespace {

/// Visits every function declaration with a body, without walking the
/// bodies itself (they are measured iteratively by tooDeep).
class BodyFinder : public RecursiveASTVisitor<BodyFinder> {
public:
  explicit BodyFinder(unsigned Limit) : Limit(Limit) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool TraverseStmt(Stmt *) { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->doesThisDeclarationHaveABody())
      Found = tooDeep(FD->getBody());
    return Found == nullptr;
  }

  const Expr *Found = nullptr;

private:
  const Expr *tooDeep(const Stmt *Body) const {
    // (statement, expression depth of the statement itself: 0 for a
    // statement that is no expression).
    std::vector<std::pair<const Stmt *, unsigned>> Stack{{Body, 0}};
    while (!Stack.empty()) {
      auto [S, Depth] = Stack.back();
      Stack.pop_back();
      if (Depth > Limit)
        return cast<Expr>(S);
      // Children pushed in reverse, so they are visited in source order.
      size_t First = Stack.size();
      for (const Stmt *C : S->children())
        if (C)
          Stack.push_back({C, isa<Expr>(C) ? Depth + 1 : 0});
      std::reverse(Stack.begin() + First, Stack.end());
    }
    return nullptr;
  }

  unsigned Limit;
};

} // namespace

const Expr *firstTooDeepExpr(ASTContext &Ctx, unsigned Limit) {
  BodyFinder F(Limit);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Found;
}

} // namespace scopecheck::translate
