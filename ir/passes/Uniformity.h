//===- ir/passes/Uniformity.h - Uniformity analysis ------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which variables and blocks of a kernel procedure are *uniform*: the same
/// for all threads of a block (thesis §3.3.3, the taint analysis of
/// [BBC+14]). A variable is uniform when every thread of a block holding it
/// holds the same value at every point where it is read; a block is uniform
/// when either all threads of a block that are still running execute it
/// (the same number of times) or none does.
///
/// Sources of non-uniformity: `threadIdx.*`; values read from memory (load,
/// rmw, cas); `havoc`; call results. The result of a barrier reduction is
/// uniform when its barrier is executed uniformly (a `cta` one only within
/// a block: not when `blockIdx.*` is non-uniform). Parameters, `blockIdx.*`,
/// `blockDim.*`, `gridDim.*` and constants are uniform within a block.
/// Propagation, to a fixpoint: a variable assigned a non-uniform
/// expression, under a non-uniform predicate, or in a non-uniform block is
/// non-uniform; a block control dependent on a branch with a non-uniform
/// condition, or on a branch in a non-uniform block, is non-uniform.
///
/// The same analysis at the level of a warp (analyzeWarpUniformity): a
/// value or block is *warp uniform* when it is the same for all lanes of a
/// warp (CUDA's warps of 32 consecutive linear thread indices). Every
/// block-uniform value is warp uniform; so are, for a given block shape,
/// `threadIdx.y` when `blockDim.x` is a multiple of 32, the warp index
/// `threadIdx.x / 32` (or `>> 5`, `& ~31`), a comparison of the thread's
/// index with a multiple of 32 (`threadIdx.x < 32`: whole warps on each
/// side), and the result of a vote or reduction of the full warp
/// (`__all_sync(0xffffffff, p)`). A barrier placed in a warp-uniform block
/// is reached by every lane of a warp or by none: where `__syncwarp()` may
/// go (repair/Barriers.h).
///
/// Precondition: \p Proc is a procedure of a verified program. The result
/// is conservative (non-uniform may be uniform in fact, never the reverse).
/// Blocks unreachable from the entry are reported uniform (nothing runs
/// them).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_UNIFORMITY_H
#define SCOPECHECK_IR_PASSES_UNIFORMITY_H

#include "ir/IR.h"

#include <vector>

namespace scopecheck::ir {

struct UniformityInfo {
  std::vector<bool> UniformVar;   ///< indexed by VarId
  std::vector<bool> UniformBlock; ///< indexed by BlockId
  /// Whether `blockIdx.*` counts as uniform (see analyzeUniformity).
  bool BlockIdxUniform = true;
  /// Warp level (analyzeWarpUniformity): uniform means the same for every
  /// lane of a warp of a block of shape BlockDim.
  bool Warp = false;
  Dim3 BlockDim;
  /// Warp level, indexed by VarId: the variable holds a *lane-linear*
  /// value, the thread's linear index in its block plus a warp-uniform
  /// multiple of 32 (`int t = threadIdx.x;`, a global index
  /// `blockIdx.x * blockDim.x + threadIdx.x` when blockDim.x is a multiple
  /// of 32), so that its quotient by 32 is warp uniform.
  std::vector<bool> LaneLinearVar;

  bool isUniform(VarId V) const { return UniformVar[V]; }
  bool isUniformBlock(BlockId B) const { return UniformBlock[B]; }
  /// An expression is uniform when it reads no `threadIdx.*` (nor
  /// `blockIdx.*` unless BlockIdxUniform) and only uniform variables. A null
  /// expression (no predicate) is uniform. At warp level, also the
  /// patterns of the file comment.
  bool isUniform(const Expr *E) const;
  /// Warp level: is \p E lane-linear (see LaneLinearVar)?
  bool isLaneLinear(const Expr *E) const;
  /// Warp level: is \p E warp uniform and a multiple of 32?
  bool isWarpMultiple(const Expr *E) const;
};

/// Uniformity within a block (the default), or within the whole grid when
/// \p BlockIdxUniform is false: then `blockIdx.*` is a source of
/// non-uniformity too (the two-thread reduction needs this when its two
/// threads may sit in different blocks).
UniformityInfo analyzeUniformity(const Procedure &Proc,
                                 bool BlockIdxUniform = true);

/// Uniformity within each warp of a block of shape \p BlockDim (the
/// launch's; the patterns that make a thread-dependent value warp uniform
/// depend on it). Conservative like analyzeUniformity.
UniformityInfo analyzeWarpUniformity(const Procedure &Proc,
                                     const Dim3 &BlockDim);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_UNIFORMITY_H
