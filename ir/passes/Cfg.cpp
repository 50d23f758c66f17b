//===- ir/passes/Cfg.cpp - CFG analyses for the IR passes -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Dominators and post-dominators with the iterative algorithm of Cooper,
/// Harvey and Kennedy ("A Simple, Fast Dominance Algorithm"), control
/// dependence by walking the post-dominator tree from each branch successor
/// (Ferrante, Ottenstein and Warren), natural loops from back edges.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Cfg.h"

#include <algorithm>

namespace scopecheck::ir {

/// Immediate dominators of the graph given by \p Succs/\p Preds from
/// \p Entry; unreachable nodes get NoBlock, the entry too.
static std::vector<BlockId>
computeIdoms(uint32_t N, BlockId Entry,
             const std::vector<std::vector<BlockId>> &Succs,
             const std::vector<std::vector<BlockId>> &Preds,
             std::vector<uint32_t> &Order) {
  constexpr BlockId None = CfgInfo::NoBlock;
  // Post-order by an explicit DFS.
  std::vector<BlockId> Post;
  std::vector<uint8_t> Seen(N, 0);
  std::vector<std::pair<BlockId, size_t>> Stack{{Entry, 0}};
  Seen[Entry] = 1;
  while (!Stack.empty()) {
    auto &[B, I] = Stack.back();
    if (I < Succs[B].size()) {
      BlockId S = Succs[B][I++];
      if (!Seen[S]) {
        Seen[S] = 1;
        Stack.push_back({S, 0});
      }
      continue;
    }
    Post.push_back(B);
    Stack.pop_back();
  }
  Order.assign(N, None);
  for (uint32_t I = 0; I < Post.size(); ++I)
    Order[Post[I]] = I; // post-order number
  std::vector<BlockId> IDom(N, None);
  IDom[Entry] = Entry;
  auto Intersect = [&](BlockId A, BlockId B) {
    while (A != B) {
      while (Order[A] < Order[B])
        A = IDom[A];
      while (Order[B] < Order[A])
        B = IDom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = Post.rbegin(); It != Post.rend(); ++It) {
      BlockId B = *It;
      if (B == Entry)
        continue;
      BlockId New = None;
      for (BlockId P : Preds[B]) {
        if (IDom[P] == None)
          continue;
        New = New == None ? P : Intersect(P, New);
      }
      if (New != IDom[B]) {
        IDom[B] = New;
        Changed = true;
      }
    }
  }
  IDom[Entry] = None;
  return IDom;
}

CfgInfo::CfgInfo(const Procedure &P)
    : NumBlocks(static_cast<uint32_t>(P.Blocks.size())) {
  uint32_t N = NumBlocks;
  Succs.resize(N);
  Preds.resize(N);
  for (BlockId B = 0; B < N; ++B) {
    const Terminator &T = P.Blocks[B].Term;
    if (T.Kind == TermKind::Goto)
      Succs[B] = {T.Targets[0]};
    else if (T.Kind == TermKind::Branch)
      Succs[B] = {T.Targets[0], T.Targets[1]};
    for (BlockId S : Succs[B])
      Preds[S].push_back(B);
  }

  // Dominators and reverse post-order.
  std::vector<uint32_t> PostNum;
  IDom = computeIdoms(N, 0, Succs, Preds, PostNum);
  RpoIndex.assign(N, NoBlock);
  std::vector<std::pair<uint32_t, BlockId>> ByPost;
  for (BlockId B = 0; B < N; ++B)
    if (PostNum[B] != NoBlock)
      ByPost.push_back({PostNum[B], B});
  std::sort(ByPost.rbegin(), ByPost.rend());
  for (auto &[Num, B] : ByPost) {
    RpoIndex[B] = static_cast<uint32_t>(Rpo.size());
    Rpo.push_back(B);
  }

  // Post-dominators: the reversed graph with a virtual exit node N.
  std::vector<std::vector<BlockId>> RSuccs(N + 1), RPreds(N + 1);
  for (BlockId B = 0; B < N; ++B) {
    for (BlockId S : Succs[B]) {
      RSuccs[S].push_back(B);
      RPreds[B].push_back(S);
    }
    if (P.Blocks[B].Term.Kind == TermKind::Return) {
      RSuccs[N].push_back(B);
      RPreds[B].push_back(N);
    }
  }
  std::vector<uint32_t> RPost;
  IPDom = computeIdoms(N + 1, N, RSuccs, RPreds, RPost);
  IPDom.resize(N);
  for (BlockId B = 0; B < N; ++B)
    if (isReachable(B) && IPDom[B] == NoBlock)
      AllReachExit = false;

  // Control dependence: B depends on branch A when B lies on the
  // post-dominator tree path from a successor of A up to ipdom(A).
  ControlDeps.resize(N);
  for (BlockId A = 0; A < N; ++A) {
    if (Succs[A].size() < 2 || IPDom[A] == NoBlock)
      continue;
    for (BlockId S : Succs[A]) {
      for (BlockId X = S; X != IPDom[A] && X != NoBlock && X != N;
           X = IPDom[X]) {
        if (std::find(ControlDeps[X].begin(), ControlDeps[X].end(), A) ==
            ControlDeps[X].end())
          ControlDeps[X].push_back(A);
      }
    }
  }

  // Natural loops: one per header, the union of its back edges' loops.
  std::vector<NaturalLoop> Found;
  for (BlockId H : Rpo) {
    std::vector<BlockId> Latches;
    for (BlockId U : Preds[H])
      if (isReachable(U) && dominates(H, U))
        Latches.push_back(U);
    if (Latches.empty())
      continue;
    NaturalLoop L;
    L.Header = H;
    L.Contains.assign(N, false);
    L.Contains[H] = true;
    std::vector<BlockId> Work = Latches;
    while (!Work.empty()) {
      BlockId U = Work.back();
      Work.pop_back();
      if (L.Contains[U])
        continue;
      L.Contains[U] = true;
      for (BlockId Pr : Preds[U])
        if (isReachable(Pr))
          Work.push_back(Pr);
    }
    Found.push_back(std::move(L));
  }
  auto Size = [](const NaturalLoop &L) {
    return std::count(L.Contains.begin(), L.Contains.end(), true);
  };
  std::stable_sort(Found.begin(), Found.end(),
                   [&](const NaturalLoop &A, const NaturalLoop &B) {
                     return Size(A) > Size(B);
                   });
  Loops = std::move(Found);
  LoopOf.assign(N, NoLoop);
  for (uint32_t I = 0; I < Loops.size(); ++I) {
    // Outer loops come first, so the last containing loop is the innermost.
    for (uint32_t J = 0; J < I; ++J)
      if (Loops[J].Contains[Loops[I].Header])
        Loops[I].Parent = J;
    for (BlockId B = 0; B < N; ++B)
      if (Loops[I].Contains[B])
        LoopOf[B] = I;
  }
}

bool CfgInfo::dominates(BlockId A, BlockId B) const {
  for (BlockId X = B; X != NoBlock; X = IDom[X])
    if (X == A)
      return true;
  return false;
}

bool CfgInfo::postDominates(BlockId A, BlockId B) const {
  for (BlockId X = B; X != NoBlock && X != NumBlocks; X = IPDom[X])
    if (X == A)
      return true;
  return false;
}

uint32_t CfgInfo::loopWithHeader(BlockId B) const {
  for (uint32_t I = 0; I < Loops.size(); ++I)
    if (Loops[I].Header == B)
      return I;
  return NoLoop;
}

} // namespace scopecheck::ir
