//===- repair/Barriers.h - Where a barrier orders a race -------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Barrier placement for races inside a block (docs/repair.md "Barriers"),
/// on the IR, without Clang. The source side (repair/SourceLocator.h)
/// lists the places of a function body where a statement can be inserted
/// (StmtSlot: before a statement of a compound statement, or at the end of
/// one); this file maps each place to the edges of the kernel's
/// statement-level CFG that a barrier there would sit on, keeps the places
/// that every thread of a block reaches the same number of times (block
/// uniform, ir/passes/Uniformity.h), and chooses the fewest that leave no
/// two racing accesses in one barrier interval:
///
///   two accesses a and b of one block can run in the same barrier interval
///   when some interval start (the kernel's entry or a barrier) reaches both
///   without crossing a barrier;
///
/// the race is ordered when no start does. The same statement executed by
/// two threads in one interval cannot be ordered by any barrier.
///
/// A race between two lanes of one warp that no `__syncthreads()` orders
/// (both accesses under `if (threadIdx.x < 32)`) gets `__syncwarp()`
/// instead, at places that every lane of a warp reaches alike (warp
/// uniform, ir::analyzeWarpUniformity at the launch's block shape); there a
/// `__syncwarp()` of the code is an interval start too.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_REPAIR_BARRIERS_H
#define SCOPECHECK_REPAIR_BARRIERS_H

#include "repair/Repair.h"

#include <string>
#include <vector>

namespace scopecheck::repair {

/// A place in a function body where a statement can be inserted.
struct StmtSlot {
  /// The statement the slot precedes, or (AtEnd) the last statement of the
  /// compound statement whose end the slot is: its first and last token.
  TextLoc Begin, End;
  bool AtEnd = false;
  /// Loops (for, while, do) of the function around the slot.
  unsigned LoopDepth = 0;
  /// Where the inserted text goes (byte offset) and how: on a line of its
  /// own with Indent, or inline (OwnLine false) before the statement.
  uint64_t Offset = 0;
  std::string Indent;
  bool OwnLine = true;
  /// Where the inserted statement starts, for the notes.
  TextLoc At;
  /// A cooperative-groups tile of the whole warp
  /// (`cg::thread_block_tile<32>`) declared earlier in a block around the
  /// slot, the innermost: a warp barrier there is written `NAME.sync();`
  /// rather than `__syncwarp();`. Empty when there is none.
  std::string WarpTile;
  /// The slot is before or after the body of a control statement written
  /// without braces (`for (...) s += x;`): the insertion wraps the body in
  /// braces. Its edit replaces WrapText, which starts at WrapOffset (the
  /// end of the control statement's `)`, `do` or `else`) and ends with the
  /// body, by the braced body with the statement before or after it;
  /// OuterIndent is the control statement's indentation. Offset is still
  /// the slot's place (for choosing between slots).
  bool Wrap = false;
  uint64_t WrapOffset = 0;
  std::string WrapText, OuterIndent;
};

/// A barrier statement written in a function body (`__syncthreads();` on
/// its own), with the text that deletes it.
struct SourceBarrier {
  TextLoc Loc;         ///< its first token
  uint64_t Offset = 0; ///< the deleted text: the whole line when the
  uint64_t Length = 0; ///< statement is alone on it, else the statement
  std::string Text;    ///< the deleted text
  unsigned LoopDepth = 0; ///< loops of the function around it
};

/// A function definition of the input file, with its insertion places.
struct SourceFunction {
  std::string Name;
  TextLoc NameLoc;         ///< where its name is (ir::Procedure::Loc)
  TextLoc BodyBegin, BodyEnd; ///< its body's braces
  std::vector<StmtSlot> Slots;
  std::vector<SourceBarrier> Barriers;
};

/// A race inside a block that a barrier may order.
struct BarrierRace {
  ir::SourceLoc A, B; ///< the two accesses' statements
  size_t Finding = 0; ///< its index in Plan::Findings
  /// The two threads are lanes of one warp (`__syncwarp()` may order them).
  bool SameWarp = false;
};

struct BarrierPlan {
  /// The chosen slots (indices into SourceFunction::Slots), fewest first
  /// found, in source order.
  std::vector<size_t> Chosen;
  /// Per chosen slot: `__syncwarp()` (true) or `__syncthreads()`.
  std::vector<bool> Warp;
  /// Per chosen slot: the races (indices into the input) it orders.
  std::vector<std::vector<size_t>> Orders;
  /// Per race: empty when ordered by the chosen slots, else why no barrier
  /// orders it.
  std::vector<std::string> Reason;
};

/// Chooses barrier places in \p Fn (the source of \p P's kernel, checked at
/// the launch P.Run) that order \p Races. Races that no set of block-uniform
/// places orders, nor (lanes of one warp) of warp-uniform ones, get a
/// reason.
BarrierPlan placeBarriers(const ir::Program &P, const SourceFunction &Fn,
                          const std::vector<BarrierRace> &Races);

/// The barriers of \p Fn that are statements of \p P's kernel (for
/// --remove-barriers): those whose location is a barrier statement of the
/// kernel procedure.
std::vector<size_t> kernelBarriers(const ir::Program &P,
                                   const SourceFunction &Fn);

/// The innermost slot of \p Fn that precedes a statement containing \p L
/// (the statement of an access, for a fence before it); SIZE_MAX when none.
size_t slotBefore(const SourceFunction &Fn, const TextLoc &L);

} // namespace scopecheck::repair

#endif // SCOPECHECK_REPAIR_BARRIERS_H
