//===- ir/passes/Inline.cpp - Inlining of calls ---------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Inlines one call at a time until none is left; the call graph is acyclic
/// (verified), so this terminates.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Inline.h"

#include "ir/passes/Names.h"

#include <set>
#include <string>

namespace scopecheck::ir {

static const Expr *remapVars(Program &P, const Expr *E,
                             const std::vector<VarId> &Map) {
  if (!E)
    return nullptr;
  if (E->Kind == ExprKind::VarRef)
    return P.varRef(Map[E->Index], E->Ty);
  if (E->numOps() == 0)
    return E;
  Expr Copy = *E;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    Copy.Ops[I] = remapVars(P, E->Ops[I], Map);
  return P.make(Copy);
}

static const Expr *zeroOf(Program &P, Type Ty) {
  switch (Ty) {
  case Type::Bool:
    return P.boolConst(false);
  case Type::F32:
    return P.f32Const(0.0f);
  case Type::F64:
    return P.f64Const(0.0);
  case Type::Ptr:
    return P.nullPtr();
  default:
    return P.intConst(Ty, 0);
  }
}

/// Inlines the call at statement \p SI of block \p BI of \p Caller.
static void inlineOne(Program &P, ProcId CallerId, BlockId BI, size_t SI) {
  Procedure Callee = P.Procs[P.Procs[CallerId].Blocks[BI].Stmts[SI].Callee];
  Procedure &Caller = P.Procs[CallerId];
  Stmt Call = Caller.Blocks[BI].Stmts[SI];
  std::set<std::string> VarNames, Labels;
  for (const Variable &V : Caller.Vars)
    VarNames.insert(V.Name);
  for (const Block &B : Caller.Blocks)
    Labels.insert(B.Label);

  std::vector<VarId> Map;
  for (const Variable &V : Callee.Vars) {
    Map.push_back(static_cast<VarId>(Caller.Vars.size()));
    Caller.Vars.push_back(
        Variable{freshName(VarNames, Callee.Name + "." + V.Name), V.Ty, V.Loc});
  }
  BlockId Base = static_cast<BlockId>(Caller.Blocks.size());
  BlockId Cont = Base + static_cast<BlockId>(Callee.Blocks.size());

  // The continuation: the rest of the block.
  Block ContB;
  ContB.Label = freshName(Labels, Caller.Blocks[BI].Label + ".cont");
  ContB.Loc = Call.Loc;
  ContB.Stmts.assign(Caller.Blocks[BI].Stmts.begin() + SI + 1,
                     Caller.Blocks[BI].Stmts.end());
  ContB.Term = Caller.Blocks[BI].Term;

  // The copied body.
  std::vector<Block> Body;
  for (const Block &B : Callee.Blocks) {
    Block NB;
    NB.Label = freshName(Labels, Callee.Name + "." + B.Label);
    NB.Loc = B.Loc;
    for (Stmt S : B.Stmts) {
      S.Pred = remapVars(P, S.Pred, Map);
      S.Addr = remapVars(P, S.Addr, Map);
      S.Ops[0] = remapVars(P, S.Ops[0], Map);
      S.Ops[1] = remapVars(P, S.Ops[1], Map);
      for (const Expr *&A : S.Args)
        A = remapVars(P, A, Map);
      if (S.Dest != Stmt::NoVar)
        S.Dest = Map[S.Dest];
      NB.Stmts.push_back(std::move(S));
    }
    NB.Term = B.Term;
    NB.Term.Cond = remapVars(P, B.Term.Cond, Map);
    if (B.Term.Kind != TermKind::Return)
      NB.Term.Targets[0] += Base;
    if (B.Term.Kind == TermKind::Branch)
      NB.Term.Targets[1] += Base;
    if (B.Term.Kind == TermKind::Return) {
      if (B.Term.Value && Call.Dest != Stmt::NoVar)
        NB.Stmts.push_back(Stmt::makeAssign(B.Term.Loc, Call.Dest,
                                            remapVars(P, B.Term.Value, Map)));
      NB.Term.Kind = TermKind::Goto;
      NB.Term.Value = nullptr;
      NB.Term.Targets[0] = Cont;
      NB.Term.Targets[1] = 0;
    }
    Body.push_back(std::move(NB));
  }

  // The call site: bind parameters, zero locals, enter.
  Block &Site = Caller.Blocks[BI];
  Site.Stmts.resize(SI);
  for (VarId V = 0; V < Callee.Vars.size(); ++V) {
    const Expr *Init =
        V < Callee.NumParams ? Call.Args[V] : zeroOf(P, Callee.Vars[V].Ty);
    Stmt A = Stmt::makeAssign(Call.Loc, Map[V], Init);
    A.Pred = Call.Pred;
    Site.Stmts.push_back(A);
  }
  Site.Term = Terminator();
  Site.Term.Loc = Call.Loc;
  if (Call.Pred) {
    Site.Term.Kind = TermKind::Branch;
    Site.Term.Cond = Call.Pred;
    Site.Term.Targets[0] = Base;
    Site.Term.Targets[1] = Cont;
  } else {
    Site.Term.Kind = TermKind::Goto;
    Site.Term.Targets[0] = Base;
  }
  for (Block &B : Body)
    Caller.Blocks.push_back(std::move(B));
  Caller.Blocks.push_back(std::move(ContB));
}

bool inlineCalls(Program &P, DiagnosticEngine &) {
  for (ProcId Id = 0; Id < P.Procs.size(); ++Id) {
    for (bool Again = true; Again;) {
      Again = false;
      for (BlockId B = 0; B < P.Procs[Id].Blocks.size() && !Again; ++B) {
        const std::vector<Stmt> &Stmts = P.Procs[Id].Blocks[B].Stmts;
        for (size_t S = 0; S < Stmts.size(); ++S)
          if (Stmts[S].Kind == StmtKind::Call) {
            inlineOne(P, Id, B, S);
            Again = true;
            break;
          }
      }
    }
  }
  return true;
}

} // namespace scopecheck::ir
