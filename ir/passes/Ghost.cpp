//===- ir/passes/Ghost.cpp - Ghost code of barrier invariants -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/passes/Ghost.h"

#include <algorithm>
#include <set>

namespace scopecheck::ir {

static std::set<VarId> ghostVars(const Procedure &Pr) {
  std::set<VarId> G;
  for (VarId V = Pr.NumParams; V < Pr.Vars.size(); ++V)
    if (Pr.Vars[V].Name == "barrier_invariant.check" ||
        Pr.Vars[V].Name == "barrier_invariant.assume" ||
        Pr.Vars[V].Name == "gpuverify.check" ||
        Pr.Vars[V].Name == "gpuverify.assume")
      G.insert(V);
  return G;
}

static bool mentions(const Expr *E, const std::set<VarId> &G) {
  if (!E)
    return false;
  if (E->Kind == ExprKind::VarRef && G.count(E->Index))
    return true;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (mentions(E->Ops[I], G))
      return true;
  return false;
}

bool hasBarrierInvariants(const Program &P) {
  for (const Procedure &Pr : P.Procs)
    if (!ghostVars(Pr).empty())
      return true;
  return false;
}

void stripBarrierInvariants(Program &P) {
  for (Procedure &Pr : P.Procs) {
    std::set<VarId> G = ghostVars(Pr);
    if (G.empty())
      continue;
    for (Block &B : Pr.Blocks)
      B.Stmts.erase(std::remove_if(B.Stmts.begin(), B.Stmts.end(),
                                   [&](const Stmt &S) {
                                     return mentions(S.Pred, G);
                                   }),
                    B.Stmts.end());
  }
}

} // namespace scopecheck::ir
