//===- ir/Copy.cpp - Deep copies of programs ------------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/Copy.h"

#include "ir/IR.h"

#include <cassert>
#include <unordered_map>

namespace scopecheck::ir {

namespace {
/// Copies expressions of one program into another, sharing copies of
/// shared subexpressions (the memo is only looked up, never iterated).
class ExprCopier {
public:
  explicit ExprCopier(Program &To) : To(To) {}
  const Expr *copy(const Expr *E) {
    if (!E)
      return nullptr;
    auto It = Memo.find(E);
    if (It != Memo.end())
      return It->second;
    Expr N = *E;
    for (const Expr *&Op : N.Ops)
      Op = copy(Op);
    const Expr *R = To.make(N);
    Memo.emplace(E, R);
    return R;
  }

private:
  Program &To;
  std::unordered_map<const Expr *, const Expr *> Memo;
};
} // namespace

std::unique_ptr<Program> copyProgram(const Program &P) {
  auto Copy = std::make_unique<Program>();
  for (FileId F = 1; F < P.numFiles(); ++F) {
    FileId Id = Copy->addFile(P.fileName(F));
    assert(Id == F && "file table of a program has duplicates");
    (void)Id;
  }
  ExprCopier C(*Copy);
  Copy->Objects = P.Objects;
  Copy->Procs = P.Procs;
  for (Procedure &Proc : Copy->Procs)
    for (Block &B : Proc.Blocks) {
      for (Stmt &S : B.Stmts) {
        S.Pred = C.copy(S.Pred);
        S.Addr = C.copy(S.Addr);
        for (const Expr *&Op : S.Ops)
          Op = C.copy(Op);
        for (const Expr *&A : S.Args)
          A = C.copy(A);
      }
      B.Term.Cond = C.copy(B.Term.Cond);
      B.Term.Value = C.copy(B.Term.Value);
    }
  Copy->Run = P.Run;
  Copy->InlineSites = P.InlineSites;
  Copy->Language = P.Language;
  for (const Expr *&A : Copy->Run.Args)
    A = C.copy(A);
  for (ExplicitThread &T : Copy->Run.Threads)
    for (const Expr *&A : T.Args)
      A = C.copy(A);
  return Copy;
}

} // namespace scopecheck::ir
