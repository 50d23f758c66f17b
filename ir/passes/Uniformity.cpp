//===- ir/passes/Uniformity.cpp - Uniformity analysis ---------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A monotone fixpoint over variables and blocks: everything starts uniform
/// and is only ever marked non-uniform, so the iteration terminates after at
/// most |vars| + |blocks| rounds.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Uniformity.h"

#include "ir/passes/Cfg.h"

namespace scopecheck::ir {

bool UniformityInfo::isUniform(const Expr *E) const {
  if (!E)
    return true;
  switch (E->Kind) {
  case ExprKind::VarRef:
    return UniformVar[E->Index];
  case ExprKind::Builtin:
    switch (E->builtin()) {
    case Builtin::ThreadIdxX:
    case Builtin::ThreadIdxY:
    case Builtin::ThreadIdxZ:
      return false;
    case Builtin::BlockIdxX:
    case Builtin::BlockIdxY:
    case Builtin::BlockIdxZ:
      return BlockIdxUniform;
    default:
      return true;
    }
  default:
    for (unsigned I = 0, N = E->numOps(); I < N; ++I)
      if (!isUniform(E->Ops[I]))
        return false;
    return true;
  }
}

/// Does \p S give its destination a value that may differ between threads
/// whatever its operands are?
static bool isNonUniformSource(const Stmt &S) {
  switch (S.Kind) {
  case StmtKind::Havoc:
  case StmtKind::Load:
  case StmtKind::Rmw:
  case StmtKind::Cas:
  case StmtKind::Call:
  case StmtKind::Warp: // per-lane results (shuffles, match, ballot bits)
    return true;
  default:
    return false;
  }
}

UniformityInfo analyzeUniformity(const Procedure &Proc, bool BlockIdxUniform) {
  CfgInfo Cfg(Proc);
  UniformityInfo U;
  U.BlockIdxUniform = BlockIdxUniform;
  U.UniformVar.assign(Proc.Vars.size(), true);
  U.UniformBlock.assign(Proc.Blocks.size(), true);
  auto Mark = [](std::vector<bool> &V, uint32_t I, bool &Changed) {
    if (V[I]) {
      V[I] = false;
      Changed = true;
    }
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BlockId B : Cfg.rpo()) {
      // Control dependence on a divergent branch.
      for (BlockId A : Cfg.controlDeps(B))
        if (!U.UniformBlock[A] || !U.isUniform(Proc.Blocks[A].Term.Cond))
          Mark(U.UniformBlock, B, Changed);
      // Data dependence.
      for (const Stmt &S : Proc.Blocks[B].Stmts) {
        if (S.Dest == Stmt::NoVar)
          continue;
        // A barrier reduction hands every thread it synchronises the same
        // result, whatever their operands: uniform within the block (cta)
        // or the grid (gpu).
        bool SameResult = S.Kind == StmtKind::Barrier &&
                          (S.Sc != Scope::Cta || U.BlockIdxUniform);
        bool Uniform = U.UniformBlock[B] && U.isUniform(S.Pred) &&
                       !isNonUniformSource(S) &&
                       (SameResult || U.isUniform(S.Ops[0]));
        if (!Uniform)
          Mark(U.UniformVar, S.Dest, Changed);
      }
    }
  }
  return U;
}

} // namespace scopecheck::ir
