//===- translate/ConstructName.cpp - Source constructs in user terms ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace scopecheck::translate {

std::string constructKind(const Stmt *S) {
  if (const auto *BO = dyn_cast<BinaryOperator>(S))
    return "operator '" + BO->getOpcodeStr().str() + "'";
  if (const auto *UO = dyn_cast<UnaryOperator>(S))
    return "operator '" + UnaryOperator::getOpcodeStr(UO->getOpcode()).str() +
           "'";
  if (const auto *CE = dyn_cast<CastExpr>(S)) {
    if (isa<ImplicitCastExpr>(CE))
      return "implicit conversion to '" + CE->getType().getAsString() + "'";
    if (isa<CStyleCastExpr>(CE))
      return "C-style cast to '" + CE->getType().getAsString() + "'";
    if (isa<CXXFunctionalCastExpr>(CE))
      return "functional cast to '" + CE->getType().getAsString() + "'";
    if (const auto *NC = dyn_cast<CXXNamedCastExpr>(CE))
      return std::string("'") + NC->getCastName() + "'";
    return "conversion to '" + CE->getType().getAsString() + "'";
  }
  if (isa<ArraySubscriptExpr>(S))
    return "array subscript";
  if (isa<CXXOperatorCallExpr>(S))
    return "overloaded operator call";
  if (isa<CXXMemberCallExpr>(S))
    return "member function call";
  if (isa<CUDAKernelCallExpr>(S))
    return "kernel launch";
  if (isa<CallExpr>(S))
    return "function call";
  if (isa<ConditionalOperator>(S) || isa<BinaryConditionalOperator>(S))
    return "'?:' conditional";
  if (isa<MemberExpr>(S))
    return "member access";
  if (isa<DeclRefExpr>(S))
    return "use of a name";
  if (isa<InitListExpr>(S) || isa<CXXStdInitializerListExpr>(S))
    return "brace initialiser list";
  if (isa<CompoundLiteralExpr>(S))
    return "compound literal";
  if (isa<StmtExpr>(S))
    return "statement expression";
  if (isa<LambdaExpr>(S))
    return "lambda expression";
  if (isa<CXXThrowExpr>(S))
    return "'throw' expression";
  if (isa<CXXTypeidExpr>(S))
    return "'typeid'";
  if (isa<CXXNewExpr>(S))
    return "'new' expression";
  if (isa<CXXDeleteExpr>(S))
    return "'delete' expression";
  if (isa<CXXConstructExpr>(S))
    return "constructor call";
  if (isa<CXXThisExpr>(S))
    return "'this'";
  if (isa<UnaryExprOrTypeTraitExpr>(S))
    return "'sizeof'/'alignof' expression";
  if (isa<OffsetOfExpr>(S))
    return "'offsetof'";
  if (isa<VAArgExpr>(S))
    return "'va_arg'";
  if (isa<PredefinedExpr>(S))
    return "predefined identifier";
  if (isa<StringLiteral>(S))
    return "string literal";
  if (isa<ImaginaryLiteral>(S))
    return "imaginary literal";
  if (isa<ChooseExpr>(S))
    return "'__builtin_choose_expr'";
  if (isa<GenericSelectionExpr>(S))
    return "'_Generic' selection";
  if (isa<CXXPseudoDestructorExpr>(S))
    return "pseudo-destructor call";
  if (isa<CXXDefaultArgExpr>(S))
    return "default argument";
  if (isa<CXXDefaultInitExpr>(S))
    return "default member initialiser";
  if (isa<MaterializeTemporaryExpr>(S) || isa<CXXBindTemporaryExpr>(S))
    return "temporary object";
  if (isa<ArrayInitLoopExpr>(S))
    return "array copy";
  if (isa<CXXFoldExpr>(S))
    return "fold expression";
  if (isa<ExtVectorElementExpr>(S))
    return "vector element access";
  if (isa<ShuffleVectorExpr>(S) || isa<ConvertVectorExpr>(S))
    return "vector builtin";
  if (isa<AtomicExpr>(S))
    return "atomic builtin";
  if (isa<CoroutineBodyStmt>(S) || isa<CoreturnStmt>(S))
    return "coroutine";
  if (isa<CXXForRangeStmt>(S))
    return "range-based 'for' statement";
  if (isa<CXXTryStmt>(S))
    return "'try' statement";
  if (isa<AsmStmt>(S))
    return "inline assembly";
  if (isa<IndirectGotoStmt>(S))
    return "computed 'goto'";
  if (isa<Expr>(S))
    return "expression";
  return "statement";
}

std::string describeConstruct(const Stmt *S, ASTContext &Ctx) {
  std::string Kind = constructKind(S);
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = CharSourceRange::getTokenRange(S->getSourceRange());
  if (R.getBegin().isMacroID() || R.getEnd().isMacroID())
    R = SM.getExpansionRange(S->getSourceRange());
  bool Invalid = false;
  StringRef Text =
      Lexer::getSourceText(R, SM, Ctx.getLangOpts(), &Invalid);
  if (Invalid || Text.empty())
    return Kind;
  // One line of text: runs of white space become one blank.
  std::string Flat;
  for (char C : Text) {
    bool Space = C == ' ' || C == '\t' || C == '\n' || C == '\r';
    if (Space && (Flat.empty() || Flat.back() == ' '))
      continue;
    Flat += Space ? ' ' : C;
  }
  while (!Flat.empty() && Flat.back() == ' ')
    Flat.pop_back();
  if (Flat.size() > 60)
    Flat = Flat.substr(0, 28) + " ... " + Flat.substr(Flat.size() - 27);
  return Kind + " '" + Flat + "'";
}

std::string declarationKind(const Decl *D) {
  if (isa<NamespaceAliasDecl>(D))
    return "namespace alias";
  if (isa<NamespaceDecl>(D))
    return "namespace";
  if (isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D))
    return "local function declaration";
  if (isa<LabelDecl>(D))
    return "local label";
  if (isa<UsingEnumDecl>(D))
    return "'using enum' declaration";
  if (isa<TemplateDecl>(D))
    return "local template";
  if (const auto *ND = dyn_cast<NamedDecl>(D))
    return "declaration of '" + ND->getNameAsString() + "'";
  return "declaration";
}

} // namespace scopecheck::translate
