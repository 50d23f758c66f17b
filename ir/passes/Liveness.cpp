//===- ir/passes/Liveness.cpp - Live variables of a procedure -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The classic backward data-flow problem: live-in of a block is the uses
/// of its statements not preceded by a certain definition, plus live-out
/// less the certain definitions; live-out is the union of the successors'
/// live-in. Iterated to the fixpoint over the blocks in reverse order of a
/// reverse post-order (any order reaches it; this one takes few passes).
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Liveness.h"

#include "ir/passes/Cfg.h"

namespace scopecheck::ir {

namespace {

/// Sets the bit of every variable \p E reads in \p Set.
void addUses(const Expr *E, uint64_t *Set) {
  if (!E)
    return;
  if (E->Kind == ExprKind::VarRef)
    Set[E->Index / 64] |= uint64_t(1) << (E->Index % 64);
  for (unsigned I = 0; I < E->numOps(); ++I)
    addUses(E->Ops[I], Set);
}

/// Turns \p Set, the live variables after \p S, into those before it.
void transfer(const Stmt &S, uint64_t *Set) {
  if (S.Dest != Stmt::NoVar && !S.Pred)
    Set[S.Dest / 64] &= ~(uint64_t(1) << (S.Dest % 64));
  addUses(S.Pred, Set);
  addUses(S.Addr, Set);
  addUses(S.Ops[0], Set);
  addUses(S.Ops[1], Set);
  for (const Expr *A : S.Args)
    addUses(A, Set);
}

} // namespace

Liveness::Liveness(const Procedure &P) {
  Words = uint32_t((P.Vars.size() + 63) / 64);
  if (Words == 0)
    Words = 1;
  PointBase.reserve(P.Blocks.size());
  uint32_t Points = 0;
  for (const Block &B : P.Blocks) {
    PointBase.push_back(Points);
    Points += uint32_t(B.Stmts.size()) + 1;
  }
  Sets.assign(size_t(Points) * Words, 0);

  CfgInfo Cfg(P);
  std::vector<BlockId> Order(Cfg.rpo().rbegin(), Cfg.rpo().rend());
  std::vector<uint64_t> Out(Words);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BlockId B : Order) {
      const Block &Blk = P.Blocks[B];
      // Live before the terminator: its own uses and every successor's
      // live-in.
      std::fill(Out.begin(), Out.end(), 0);
      for (BlockId S : Cfg.succs(B)) {
        const uint64_t *In = setBefore(S, 0);
        for (uint32_t W = 0; W < Words; ++W)
          Out[W] |= In[W];
      }
      addUses(Blk.Term.Cond, Out.data());
      addUses(Blk.Term.Value, Out.data());
      for (uint32_t I = uint32_t(Blk.Stmts.size()) + 1; I-- > 0;) {
        if (I < Blk.Stmts.size())
          transfer(Blk.Stmts[I], Out.data());
        uint64_t *Set = Sets.data() + (size_t(PointBase[B]) + I) * Words;
        for (uint32_t W = 0; W < Words; ++W) {
          Changed |= Set[W] != Out[W];
          Set[W] = Out[W];
        }
      }
    }
  }
}

} // namespace scopecheck::ir
