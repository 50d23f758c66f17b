//===- ir/passes/Liveness.h - Live variables of a procedure -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Live variables: for every statement of a procedure, the variables whose
/// current value may still be read, on some path from just before that
/// statement, before the variable is certainly overwritten. The explorer
/// compares thread states on the live variables only (docs/memory-model.md
/// "Spin loops"): two states at the same statement that agree on them
/// behave identically from there on when their reads return the same
/// values.
///
/// A statement reads the variables of its predicate, address and operands
/// (call and warp arguments included); a branch reads its condition and a
/// return its value. A statement certainly overwrites its destination only
/// when it has no predicate (`p => x = ...` leaves x as it was when p is
/// false). A call reads its arguments and nothing else of the caller: the
/// callee's variables are other slots.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_LIVENESS_H
#define SCOPECHECK_IR_PASSES_LIVENESS_H

#include "ir/IR.h"

#include <cstdint>
#include <vector>

namespace scopecheck::ir {

/// The live variables before every statement (and before every terminator)
/// of one procedure, as bit sets over its VarIds.
class Liveness {
public:
  explicit Liveness(const Procedure &P);

  /// Is variable \p V live just before statement \p StmtIdx of block \p B?
  /// StmtIdx == Stmts.size() names the terminator.
  bool liveBefore(BlockId B, uint32_t StmtIdx, VarId V) const {
    const uint64_t *Set = setBefore(B, StmtIdx);
    return (Set[V / 64] >> (V % 64)) & 1;
  }

private:
  const uint64_t *setBefore(BlockId B, uint32_t StmtIdx) const {
    return Sets.data() + (size_t(PointBase[B]) + StmtIdx) * Words;
  }

  uint32_t Words = 0;
  /// The index of each block's first point (its first statement); a block
  /// has Stmts.size() + 1 points, the last before its terminator.
  std::vector<uint32_t> PointBase;
  /// Words bits per point, the points of all blocks in order.
  std::vector<uint64_t> Sets;
};

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_LIVENESS_H
