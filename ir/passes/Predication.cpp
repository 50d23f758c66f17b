//===- ir/passes/Predication.cpp - Control flow to predicated code --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Finds the divergent regions with the uniformity analysis and the
/// post-dominator tree, then lays each region out again: a topological walk
/// over the loop-nesting levels of the region, emitting predicated
/// statements into a current output block and opening three new blocks per
/// loop (head, body, exit).
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Predication.h"

#include "ir/passes/Cfg.h"
#include "ir/passes/Names.h"
#include "ir/passes/Uniformity.h"

#include <algorithm>
#include <cassert>
#include <set>
#include <string>

namespace scopecheck::ir {

namespace {

/// Marks a terminator target that still names a block of the input
/// procedure (resolved once all output blocks exist).
constexpr BlockId OrigTag = 0x80000000u;

struct Region {
  BlockId Entry = 0;
  BlockId Exit = 0; ///< a block, or CfgInfo::exitNode()
  std::vector<bool> Contains;
};

class Predicator {
public:
  Predicator(Program &P, Procedure &Proc, DiagnosticEngine &Diags,
             bool BlockIdxUniform)
      : P(P), Proc(Proc), Diags(Diags), In(Proc), Cfg(In),
        U(analyzeUniformity(In, BlockIdxUniform)) {}

  bool run();

private:
  Program &P;
  Procedure &Proc; ///< rewritten in place at the end
  DiagnosticEngine &Diags;
  Procedure In; ///< a copy of the input
  CfgInfo Cfg;
  UniformityInfo U;

  std::vector<Region> Regions;
  std::vector<int> RegionOf; ///< -1 outside every region

  // Per-region emission state.
  const Region *R = nullptr;
  std::vector<VarId> PredVar;  ///< per input block; NoVar: `true`
  std::vector<bool> Direct;    ///< one in-edge: assigned, not accumulated
  std::vector<VarId> NextVar;  ///< per loop: n.H
  std::vector<uint32_t> LoopR; ///< innermost loop with its header in R
  std::vector<Block> Out;
  BlockId Cur = 0;
  std::set<std::string> VarNames, Labels;

  bool findRegions();
  Region makeRegion(BlockId Start) const;
  bool regionIsWellFormed(const Region &Rg) const;
  void emitRegion(const Region &Rg);
  void emitLevel(uint32_t Loop);
  void emitBlock(BlockId B);
  void emitLoop(uint32_t Loop);
  BlockId nodeAt(BlockId B, uint32_t Loop) const;
  uint32_t parentR(uint32_t Loop) const;

  const Expr *predOf(BlockId B) {
    return PredVar[B] == Stmt::NoVar ? nullptr : P.varRef(Proc, PredVar[B]);
  }
  const Expr *conj(const Expr *A, const Expr *B) {
    if (!A)
      return B;
    if (!B)
      return A;
    return P.binary(BinOp::LAnd, Type::Bool, A, B);
  }
  VarId newVar(const std::string &Base);
  std::string newLabel(const std::string &Base);
  BlockId newBlock(const std::string &Label, SourceLoc Loc);
  void add(Stmt S) { Out[Cur].Stmts.push_back(std::move(S)); }
};

} // namespace

VarId Predicator::newVar(const std::string &Base) {
  std::string Name = freshName(VarNames, Base);
  Proc.Vars.push_back(Variable{Name, Type::Bool, SourceLoc{}});
  return static_cast<VarId>(Proc.Vars.size() - 1);
}

std::string Predicator::newLabel(const std::string &Base) {
  return freshName(Labels, Base);
}

BlockId Predicator::newBlock(const std::string &Label, SourceLoc Loc) {
  Block B;
  B.Label = Label;
  B.Loc = Loc;
  Out.push_back(std::move(B));
  return static_cast<BlockId>(Out.size() - 1);
}

Region Predicator::makeRegion(BlockId Start) const {
  Region Rg;
  Rg.Entry = Start;
  Rg.Exit = Cfg.ipdom(Start);
  Rg.Contains.assign(In.Blocks.size(), false);
  Rg.Contains[Start] = true;
  std::vector<BlockId> Work(Cfg.succs(Start).begin(), Cfg.succs(Start).end());
  while (!Work.empty()) {
    BlockId B = Work.back();
    Work.pop_back();
    if (B == Rg.Exit || Rg.Contains[B])
      continue;
    Rg.Contains[B] = true;
    for (BlockId S : Cfg.succs(B))
      Work.push_back(S);
  }
  return Rg;
}

bool Predicator::regionIsWellFormed(const Region &Rg) const {
  for (BlockId B = 0; B < In.Blocks.size(); ++B) {
    if (!Rg.Contains[B])
      continue;
    if (RegionOf[B] >= 0)
      return false; // overlaps an earlier region
    if (B != Rg.Entry)
      for (BlockId Pr : Cfg.preds(B))
        if (Cfg.isReachable(Pr) && !Rg.Contains[Pr])
          return false; // a second entry
  }
  for (const NaturalLoop &L : Cfg.loops()) {
    if (!Rg.Contains[L.Header])
      continue;
    for (BlockId B = 0; B < In.Blocks.size(); ++B)
      if (L.Contains[B] && !Rg.Contains[B])
        return false; // a loop leaving through the region's exit
  }
  return true;
}

bool Predicator::findRegions() {
  RegionOf.assign(In.Blocks.size(), -1);
  bool Fallback = false;
  for (BlockId A : Cfg.rpo()) {
    const Terminator &T = In.Blocks[A].Term;
    if (RegionOf[A] >= 0 || T.Kind != TermKind::Branch ||
        T.Targets[0] == T.Targets[1] || U.isUniform(T.Cond))
      continue;
    Region Rg = makeRegion(A);
    // Grow to the outermost loop of A whose header the region reaches.
    for (bool Grown = true; Grown;) {
      Grown = false;
      for (BlockId H : Cfg.rpo()) {
        if (H != Rg.Entry && Rg.Contains[H] && Cfg.dominates(H, Rg.Entry) &&
            Cfg.loopWithHeader(H) != CfgInfo::NoLoop) {
          Rg = makeRegion(H);
          Grown = true;
          break;
        }
      }
    }
    if (!regionIsWellFormed(Rg)) {
      Fallback = true;
      break;
    }
    for (BlockId B = 0; B < In.Blocks.size(); ++B)
      if (Rg.Contains[B])
        RegionOf[B] = static_cast<int>(Regions.size());
    Regions.push_back(std::move(Rg));
  }
  if (Fallback) {
    // The whole procedure is one region: always single-entry.
    Regions.clear();
    Region Rg;
    Rg.Entry = 0;
    Rg.Exit = Cfg.exitNode();
    Rg.Contains.assign(In.Blocks.size(), false);
    for (BlockId B : Cfg.rpo())
      Rg.Contains[B] = true;
    RegionOf.assign(In.Blocks.size(), -1);
    for (BlockId B : Cfg.rpo())
      RegionOf[B] = 0;
    Regions.push_back(std::move(Rg));
  }
  return !Regions.empty();
}

uint32_t Predicator::parentR(uint32_t Loop) const {
  uint32_t Parent = Cfg.loops()[Loop].Parent;
  if (Parent != CfgInfo::NoLoop && !R->Contains[Cfg.loops()[Parent].Header])
    return CfgInfo::NoLoop;
  return Parent;
}

/// The node that stands for block \p B at the level of loop \p Loop (NoLoop:
/// the region's top level): B itself, the header of the child loop of Loop
/// containing B, or NoBlock when B is outside Loop.
BlockId Predicator::nodeAt(BlockId B, uint32_t Loop) const {
  uint32_t L = LoopR[B];
  if (L == Loop)
    return B;
  while (L != CfgInfo::NoLoop) {
    uint32_t Parent = parentR(L);
    if (Parent == Loop)
      return Cfg.loops()[L].Header;
    L = Parent;
  }
  return CfgInfo::NoBlock;
}

void Predicator::emitLevel(uint32_t Loop) {
  uint32_t N = static_cast<uint32_t>(In.Blocks.size());
  BlockId Header =
      Loop == CfgInfo::NoLoop ? CfgInfo::NoBlock : Cfg.loops()[Loop].Header;
  std::vector<BlockId> Nodes;
  std::vector<std::vector<BlockId>> Edges(N);
  std::vector<uint32_t> InDegree(N, 0);
  for (BlockId B : Cfg.rpo()) {
    if (!R->Contains[B])
      continue;
    BlockId NB = nodeAt(B, Loop);
    if (NB == CfgInfo::NoBlock)
      continue;
    if (NB == B)
      Nodes.push_back(B);
    for (BlockId S : Cfg.succs(B)) {
      if (!R->Contains[S] || S == Header)
        continue;
      BlockId NS = nodeAt(S, Loop);
      if (NS == CfgInfo::NoBlock || NS == NB)
        continue;
      Edges[NB].push_back(NS);
      ++InDegree[NS];
    }
  }
  // Kahn's algorithm, taking the ready node that comes first in the input
  // (source order reads best).
  std::sort(Nodes.begin(), Nodes.end());
  std::vector<bool> Done(N, false);
  for (size_t Count = 0; Count < Nodes.size(); ++Count) {
    BlockId Next = CfgInfo::NoBlock;
    for (BlockId B : Nodes)
      if (!Done[B] && InDegree[B] == 0) {
        Next = B;
        break;
      }
    assert(Next != CfgInfo::NoBlock && "a reducible region is acyclic");
    Done[Next] = true;
    for (BlockId S : Edges[Next])
      --InDegree[S];
    if (Next != Header && Cfg.loopWithHeader(Next) != CfgInfo::NoLoop &&
        LoopR[Next] == Cfg.loopWithHeader(Next))
      emitLoop(Cfg.loopWithHeader(Next));
    else
      emitBlock(Next);
  }
}

void Predicator::emitBlock(BlockId B) {
  const Block &Src = In.Blocks[B];
  const Expr *Pe = predOf(B);
  for (Stmt S : Src.Stmts) {
    S.Pred = conj(Pe, S.Pred);
    add(std::move(S));
  }
  const Terminator &T = Src.Term;
  auto Edge = [&](BlockId To, const Expr *Cond) {
    if (To == R->Exit || !R->Contains[To])
      return;
    const Expr *C = conj(Pe, Cond);
    if (!C)
      C = P.boolConst(true);
    uint32_t L = Cfg.loopWithHeader(To);
    if (L != CfgInfo::NoLoop && LoopR[To] == L && Cfg.loops()[L].Contains[B]) {
      const Expr *NV = P.varRef(Proc, NextVar[L]);
      add(Stmt::makeAssign(T.Loc, NextVar[L],
                           P.binary(BinOp::LOr, Type::Bool, NV, C)));
    } else if (Direct[To]) {
      add(Stmt::makeAssign(T.Loc, PredVar[To], C));
    } else {
      const Expr *PV = P.varRef(Proc, PredVar[To]);
      add(Stmt::makeAssign(T.Loc, PredVar[To],
                           P.binary(BinOp::LOr, Type::Bool, PV, C)));
    }
  };
  if (T.Kind == TermKind::Goto) {
    Edge(T.Targets[0], nullptr);
  } else if (T.Kind == TermKind::Branch) {
    Edge(T.Targets[0], T.Cond);
    Edge(T.Targets[1], P.unary(UnOp::Not, Type::Bool, T.Cond));
  }
  if (PredVar[B] != Stmt::NoVar && !Direct[B] && LoopR[B] != CfgInfo::NoLoop &&
      Cfg.loopWithHeader(B) == CfgInfo::NoLoop)
    add(Stmt::makeAssign(T.Loc, PredVar[B], P.boolConst(false)));
}

void Predicator::emitLoop(uint32_t Loop) {
  BlockId H = Cfg.loops()[Loop].Header;
  const Block &Src = In.Blocks[H];
  BlockId Head = newBlock(newLabel(Src.Label), Src.Loc);
  BlockId Body = newBlock(newLabel(Src.Label + ".body"), Src.Loc);
  Out[Cur].Term.Kind = TermKind::Goto;
  Out[Cur].Term.Loc = Src.Term.Loc;
  Out[Cur].Term.Targets[0] = Head;
  Out[Head].Term.Kind = TermKind::Branch;
  Out[Head].Term.Loc = Src.Term.Loc;
  Out[Head].Term.Cond = P.varRef(Proc, PredVar[H]);
  Out[Head].Term.Targets[0] = Body;
  Cur = Body;
  emitLevel(Loop);
  add(Stmt::makeAssign(Src.Term.Loc, PredVar[H],
                       P.varRef(Proc, NextVar[Loop])));
  add(Stmt::makeAssign(Src.Term.Loc, NextVar[Loop], P.boolConst(false)));
  Out[Cur].Term.Kind = TermKind::Goto;
  Out[Cur].Term.Loc = Src.Term.Loc;
  Out[Cur].Term.Targets[0] = Head;
  BlockId Exit = newBlock(newLabel(Src.Label + ".exit"), Src.Loc);
  Out[Head].Term.Targets[1] = Exit;
  Cur = Exit;
}

void Predicator::emitRegion(const Region &Rg) {
  R = &Rg;
  uint32_t N = static_cast<uint32_t>(In.Blocks.size());
  LoopR.assign(N, CfgInfo::NoLoop);
  for (BlockId B = 0; B < N; ++B) {
    uint32_t L = Cfg.loopOf(B);
    while (L != CfgInfo::NoLoop && !Rg.Contains[Cfg.loops()[L].Header])
      L = Cfg.loops()[L].Parent;
    LoopR[B] = Rg.Contains[B] ? L : CfgInfo::NoLoop;
  }
  PredVar.assign(N, Stmt::NoVar);
  Direct.assign(N, false);
  NextVar.assign(Cfg.loops().size(), Stmt::NoVar);
  SourceLoc Loc = In.Blocks[Rg.Entry].Loc;
  for (BlockId B = 0; B < N; ++B) {
    if (!Rg.Contains[B])
      continue;
    bool IsHeader = Cfg.loopWithHeader(B) != CfgInfo::NoLoop;
    if (B == Rg.Entry && !IsHeader)
      continue;
    PredVar[B] = newVar("p." + In.Blocks[B].Label);
    // One in-edge, not leaving a loop (a loop exit is taken in several
    // iterations, so its predicate accumulates).
    Direct[B] = !IsHeader && Cfg.preds(B).size() == 1 &&
                LoopR[Cfg.preds(B)[0]] == LoopR[B];
  }
  // Initialise the accumulated predicates at the region's entry.
  for (BlockId B = 0; B < N; ++B) {
    if (PredVar[B] == Stmt::NoVar || Direct[B])
      continue;
    add(Stmt::makeAssign(Loc, PredVar[B], P.boolConst(B == Rg.Entry)));
  }
  for (uint32_t L = 0; L < Cfg.loops().size(); ++L) {
    if (!Rg.Contains[Cfg.loops()[L].Header])
      continue;
    NextVar[L] = newVar("n." + In.Blocks[Cfg.loops()[L].Header].Label);
    add(Stmt::makeAssign(Loc, NextVar[L], P.boolConst(false)));
  }
  emitLevel(CfgInfo::NoLoop);
  Terminator &T = Out[Cur].Term;
  if (Rg.Exit == Cfg.exitNode()) {
    T.Kind = TermKind::Return;
    for (BlockId B : Cfg.rpo())
      if (Rg.Contains[B] && In.Blocks[B].Term.Kind == TermKind::Return)
        T.Loc = In.Blocks[B].Term.Loc;
  } else {
    T.Kind = TermKind::Goto;
    T.Targets[0] = Rg.Exit | OrigTag;
    T.Loc = In.Blocks[Rg.Entry].Term.Loc;
  }
}

bool Predicator::run() {
  bool Divergent = false;
  for (BlockId B : Cfg.rpo()) {
    const Terminator &T = In.Blocks[B].Term;
    if (T.Kind == TermKind::Branch && T.Targets[0] != T.Targets[1] &&
        (!U.isUniformBlock(B) || !U.isUniform(T.Cond)))
      Divergent = true;
  }
  if (!Divergent)
    return true; // uniform control flow: nothing to do
  for (const Block &B : In.Blocks)
    for (const Stmt &S : B.Stmts)
      if (S.Kind == StmtKind::Call) {
        Diags.error(P, S.Loc,
                    "predication needs calls inlined: procedure '@" + In.Name +
                        "' has divergent control flow and a call");
        return false;
      }
  if (!Cfg.allReachExit()) {
    Diags.error(P, In.Loc,
                "predication is not supported for procedure '@" + In.Name +
                    "': a block cannot reach a return");
    return false;
  }
  findRegions();
  for (const Region &Rg : Regions)
    if (Rg.Exit == Cfg.exitNode() && In.RetTy != Type::Void) {
      Diags.error(P, In.Blocks[Rg.Entry].Term.Loc,
                  "predication is not supported for a divergent return from "
                  "a non-void procedure '@" +
                      In.Name + "'");
      return false;
    }

  for (const Variable &V : In.Vars)
    VarNames.insert(V.Name);
  for (BlockId B = 0; B < In.Blocks.size(); ++B)
    if (RegionOf[B] < 0)
      Labels.insert(In.Blocks[B].Label);
  for (const Region &Rg : Regions)
    if (Cfg.loopWithHeader(Rg.Entry) == CfgInfo::NoLoop)
      Labels.insert(In.Blocks[Rg.Entry].Label);
  std::vector<BlockId> Map(In.Blocks.size(), CfgInfo::NoBlock);
  for (BlockId B = 0; B < In.Blocks.size(); ++B) {
    int RI = RegionOf[B];
    if (RI >= 0 && Regions[RI].Entry != B)
      continue; // laid out with its region
    if (!Cfg.isReachable(B))
      continue; // dead code: dropped (it might jump into a region)
    Map[B] = static_cast<BlockId>(Out.size());
    if (RI < 0) {
      Block Copy = In.Blocks[B];
      unsigned NT = Copy.Term.Kind == TermKind::Branch ? 2
                    : Copy.Term.Kind == TermKind::Goto ? 1
                                                       : 0;
      for (unsigned I = 0; I < NT; ++I)
        Copy.Term.Targets[I] |= OrigTag;
      Out.push_back(std::move(Copy));
      continue;
    }
    const std::string &Label = In.Blocks[B].Label;
    Cur = newBlock(Cfg.loopWithHeader(B) == CfgInfo::NoLoop
                       ? Label
                       : newLabel(Label + ".pre"),
                   In.Blocks[B].Loc);
    emitRegion(Regions[RI]);
  }
  for (Block &B : Out) {
    unsigned NT = B.Term.Kind == TermKind::Branch ? 2
                  : B.Term.Kind == TermKind::Goto ? 1
                                                  : 0;
    for (unsigned I = 0; I < NT; ++I)
      if (B.Term.Targets[I] & OrigTag)
        B.Term.Targets[I] = Map[B.Term.Targets[I] & ~OrigTag];
  }
  for ([[maybe_unused]] const Block &B : Out)
    assert(B.Term.Targets[0] != CfgInfo::NoBlock &&
           B.Term.Targets[1] != CfgInfo::NoBlock &&
           "a jump to a block that is not in the output");
  Proc.Blocks = std::move(Out);
  return true;
}

bool predicateProcedure(Program &P, ProcId Id, DiagnosticEngine &Diags,
                        bool BlockIdxUniform) {
  Predicator Pr(P, P.Procs[Id], Diags, BlockIdxUniform);
  return Pr.run();
}

bool predicateProgram(Program &P, DiagnosticEngine &Diags,
                      bool BlockIdxUniform) {
  bool Ok = true;
  for (ProcId Id = 0; Id < P.Procs.size(); ++Id)
    Ok = predicateProcedure(P, Id, Diags, BlockIdxUniform) && Ok;
  return Ok;
}

} // namespace scopecheck::ir
