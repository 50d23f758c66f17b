//===- ir/passes/Cfg.h - CFG analyses for the IR passes --------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Control-flow facts about one procedure that the passes share: successors
/// and predecessors, a reverse post-order, immediate dominators and
/// post-dominators (Cooper-Harvey-Kennedy iteration), control dependence and
/// the natural loops of a reducible CFG.
///
/// Precondition: the procedure has at least one block (verifyProgram).
/// Blocks unreachable from the entry have no dominator and are in no loop;
/// blocks from which no `return` is reachable have no post-dominator
/// (CfgInfo::allReachExit tells whether there are any).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_CFG_H
#define SCOPECHECK_IR_PASSES_CFG_H

#include "ir/IR.h"

#include <vector>

namespace scopecheck::ir {

/// A natural loop: the header and every block of the loop (header included),
/// Parent is the index of the innermost enclosing loop or NoLoop.
struct NaturalLoop {
  BlockId Header = 0;
  std::vector<bool> Contains; ///< indexed by BlockId
  uint32_t Parent = ~0u;
};

class CfgInfo {
public:
  static constexpr BlockId NoBlock = ~0u;
  /// The virtual exit node that every `return` flows to (post-dominators).
  BlockId exitNode() const { return NumBlocks; }
  static constexpr uint32_t NoLoop = ~0u;

  explicit CfgInfo(const Procedure &P);

  uint32_t numBlocks() const { return NumBlocks; }
  /// Successors in terminator order (a `br c, L, L` lists L twice).
  const std::vector<BlockId> &succs(BlockId B) const { return Succs[B]; }
  const std::vector<BlockId> &preds(BlockId B) const { return Preds[B]; }
  /// Reachable blocks in reverse post-order (entry first).
  const std::vector<BlockId> &rpo() const { return Rpo; }
  uint32_t rpoIndex(BlockId B) const { return RpoIndex[B]; }
  bool isReachable(BlockId B) const { return RpoIndex[B] != NoBlock; }

  /// Immediate dominator; NoBlock for the entry and unreachable blocks.
  BlockId idom(BlockId B) const { return IDom[B]; }
  bool dominates(BlockId A, BlockId B) const;
  /// Immediate post-dominator: a block or exitNode(); NoBlock for blocks
  /// that cannot reach a return.
  BlockId ipdom(BlockId B) const { return IPDom[B]; }
  bool postDominates(BlockId A, BlockId B) const;
  bool allReachExit() const { return AllReachExit; }

  /// The branch blocks that \p B is control dependent on (B executes or not
  /// depending on which way they branch).
  const std::vector<BlockId> &controlDeps(BlockId B) const {
    return ControlDeps[B];
  }

  /// Natural loops, outer loops before inner ones; LoopOf gives the
  /// innermost loop of a block or NoLoop.
  const std::vector<NaturalLoop> &loops() const { return Loops; }
  uint32_t loopOf(BlockId B) const { return LoopOf[B]; }
  /// The loop whose header is \p B, or NoLoop.
  uint32_t loopWithHeader(BlockId B) const;

private:
  uint32_t NumBlocks;
  std::vector<std::vector<BlockId>> Succs, Preds;
  std::vector<BlockId> Rpo;
  std::vector<uint32_t> RpoIndex;
  std::vector<BlockId> IDom, IPDom;
  bool AllReachExit = true;
  std::vector<std::vector<BlockId>> ControlDeps;
  std::vector<NaturalLoop> Loops;
  std::vector<uint32_t> LoopOf;
};

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_CFG_H
