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

/// `--no-inline`'s calls (TranslateOptions::NoInline): every branch on
/// the ghost local `gpuverify.modular` goes to its false target, the
/// inlined body, and the blocks that only the modular translation reached
/// are removed (their havocs would otherwise count as inputs for the
/// concrete engines' analyses).
static void keepInlinedCalls(Procedure &Pr) {
  VarId M = 0;
  bool Found = false;
  for (VarId V = Pr.NumParams; V < Pr.Vars.size() && !Found; ++V)
    if (Pr.Vars[V].Name == "gpuverify.modular" && Pr.Vars[V].Ty == Type::Bool) {
      M = V;
      Found = true;
    }
  if (!Found || Pr.Blocks.empty())
    return;
  for (Block &B : Pr.Blocks) {
    Terminator &T = B.Term;
    if (T.Kind == TermKind::Branch && T.Cond->Kind == ExprKind::VarRef &&
        T.Cond->Index == M) {
      T.Kind = TermKind::Goto;
      T.Cond = nullptr;
      T.Targets[0] = T.Targets[1];
    }
  }
  // The blocks reachable from the entry, in their order.
  std::vector<bool> Reached(Pr.Blocks.size(), false);
  std::vector<BlockId> Work = {0};
  Reached[0] = true;
  while (!Work.empty()) {
    const Terminator &T = Pr.Blocks[Work.back()].Term;
    Work.pop_back();
    unsigned N = T.Kind == TermKind::Branch ? 2
                 : T.Kind == TermKind::Goto ? 1
                                            : 0;
    for (unsigned I = 0; I < N; ++I)
      if (!Reached[T.Targets[I]]) {
        Reached[T.Targets[I]] = true;
        Work.push_back(T.Targets[I]);
      }
  }
  std::vector<BlockId> NewId(Pr.Blocks.size(), 0);
  std::vector<Block> Kept;
  for (BlockId B = 0; B < Pr.Blocks.size(); ++B)
    if (Reached[B]) {
      NewId[B] = static_cast<BlockId>(Kept.size());
      Kept.push_back(std::move(Pr.Blocks[B]));
    }
  for (Block &B : Kept)
    for (BlockId &To : B.Term.Targets)
      To = NewId[To];
  Pr.Blocks = std::move(Kept);
}

void stripBarrierInvariants(Program &P) {
  for (Procedure &Pr : P.Procs) {
    keepInlinedCalls(Pr);
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
