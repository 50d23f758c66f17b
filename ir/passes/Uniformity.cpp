//===- ir/passes/Uniformity.cpp - Uniformity analysis ---------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A monotone fixpoint over variables and blocks: everything starts uniform
/// (and, at warp level, every assigned local lane-linear) and is only ever
/// marked otherwise, so the iteration terminates after at most
/// 2 |vars| + |blocks| rounds.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Uniformity.h"

#include "ir/passes/Cfg.h"
#include "ir/Type.h"

#include <optional>

namespace scopecheck::ir {

namespace {

/// The value of \p E when it is made of constants and the block's sizes
/// alone (integers only).
std::optional<int64_t> fold(const Expr *E, const Dim3 &Block) {
  if (!E)
    return std::nullopt;
  switch (E->Kind) {
  case ExprKind::Const: {
    if (!isIntOrBool(E->Ty))
      return std::nullopt;
    unsigned W = E->Ty == Type::Bool ? 1 : intWidth(E->Ty);
    if (W >= 64)
      return int64_t(E->Bits);
    uint64_t V = E->Bits & ((uint64_t(1) << W) - 1);
    // Signed reading: a negative threshold is as good as any (the thread
    // index is never negative), and -1 stays -1.
    if (W > 1 && (V >> (W - 1)))
      return int64_t(V | ~((uint64_t(1) << W) - 1));
    return int64_t(V);
  }
  case ExprKind::Builtin:
    switch (E->builtin()) {
    case Builtin::BlockDimX:
      return int64_t(Block.X);
    case Builtin::BlockDimY:
      return int64_t(Block.Y);
    case Builtin::BlockDimZ:
      return int64_t(Block.Z);
    default:
      return std::nullopt;
    }
  case ExprKind::Cast:
    if (E->castOp() == CastOp::ZExt || E->castOp() == CastOp::SExt ||
        E->castOp() == CastOp::Trunc)
      return fold(E->Ops[0], Block);
    return std::nullopt;
  case ExprKind::Binary: {
    std::optional<int64_t> A = fold(E->Ops[0], Block),
                           B = fold(E->Ops[1], Block);
    if (!A || !B)
      return std::nullopt;
    switch (E->binOp()) {
    case BinOp::Add:
      return *A + *B;
    case BinOp::Sub:
      return *A - *B;
    case BinOp::Mul:
      return *A * *B;
    case BinOp::SDiv:
    case BinOp::UDiv:
      return *B > 0 && *A >= 0 ? std::optional<int64_t>(*A / *B)
                               : std::nullopt;
    case BinOp::Shl:
      return *B >= 0 && *B < 32 ? std::optional<int64_t>(*A << *B)
                                : std::nullopt;
    case BinOp::AShr:
    case BinOp::LShr:
      return *B >= 0 && *B < 32 && *A >= 0 ? std::optional<int64_t>(*A >> *B)
                                           : std::nullopt;
    case BinOp::And:
      return *A & *B;
    case BinOp::Or:
      return *A | *B;
    default:
      return std::nullopt;
    }
  }
  default:
    return std::nullopt;
  }
}

bool multipleOf32(int64_t V) { return V % int64_t(WarpSize) == 0; }

} // namespace

bool UniformityInfo::isWarpMultiple(const Expr *E) const {
  if (!Warp || !E)
    return false;
  if (std::optional<int64_t> V = fold(E, BlockDim))
    return multipleOf32(*V);
  if (!isUniform(E))
    return false;
  switch (E->Kind) {
  case ExprKind::Cast:
    return (E->castOp() == CastOp::ZExt || E->castOp() == CastOp::SExt) &&
           isWarpMultiple(E->Ops[0]);
  case ExprKind::Binary:
    switch (E->binOp()) {
    case BinOp::Add:
    case BinOp::Sub:
      return isWarpMultiple(E->Ops[0]) && isWarpMultiple(E->Ops[1]);
    case BinOp::Mul: // uniform operands, one a multiple of 32
      return isWarpMultiple(E->Ops[0]) || isWarpMultiple(E->Ops[1]);
    case BinOp::Shl: {
      std::optional<int64_t> N = fold(E->Ops[1], BlockDim);
      return (N && *N >= 5 && *N < 32) || isWarpMultiple(E->Ops[0]);
    }
    default:
      return false;
    }
  default:
    return false;
  }
}

bool UniformityInfo::isLaneLinear(const Expr *E) const {
  if (!Warp || !E)
    return false;
  switch (E->Kind) {
  case ExprKind::VarRef:
    return LaneLinearVar[E->Index];
  case ExprKind::Builtin:
    // threadIdx.x is the linear index when the block is one row, and the
    // linear index minus a multiple of 32 when rows are whole warps.
    return E->builtin() == Builtin::ThreadIdxX &&
           (multipleOf32(BlockDim.X) || (BlockDim.Y == 1 && BlockDim.Z == 1));
  case ExprKind::Cast:
    return (E->castOp() == CastOp::ZExt || E->castOp() == CastOp::SExt ||
            (E->castOp() == CastOp::Trunc && intWidth(E->Ty) >= 16)) &&
           isLaneLinear(E->Ops[0]);
  case ExprKind::Binary: {
    const Expr *A = E->Ops[0], *B = E->Ops[1];
    if (E->binOp() == BinOp::Add) {
      // threadIdx.x + threadIdx.y * blockDim.x: the linear index of a
      // two-dimensional block, whatever its shape.
      auto IsBuiltin = [](const Expr *X, Builtin Bu) {
        while (X && X->Kind == ExprKind::Cast)
          X = X->Ops[0];
        return X && X->Kind == ExprKind::Builtin && X->builtin() == Bu;
      };
      auto IsRowOffset = [&](const Expr *X) {
        while (X && X->Kind == ExprKind::Cast)
          X = X->Ops[0];
        return X && X->Kind == ExprKind::Binary &&
               X->binOp() == BinOp::Mul && BlockDim.Z == 1 &&
               ((IsBuiltin(X->Ops[0], Builtin::ThreadIdxY) &&
                 IsBuiltin(X->Ops[1], Builtin::BlockDimX)) ||
                (IsBuiltin(X->Ops[1], Builtin::ThreadIdxY) &&
                 IsBuiltin(X->Ops[0], Builtin::BlockDimX)));
      };
      if ((IsBuiltin(A, Builtin::ThreadIdxX) && IsRowOffset(B)) ||
          (IsBuiltin(B, Builtin::ThreadIdxX) && IsRowOffset(A)))
        return true;
      return (isLaneLinear(A) && isWarpMultiple(B)) ||
             (isWarpMultiple(A) && isLaneLinear(B));
    }
    if (E->binOp() == BinOp::Sub)
      return isLaneLinear(A) && isWarpMultiple(B);
    return false;
  }
  default:
    return false;
  }
}

/// Warp level: is \p E warp uniform because it takes a lane-linear value
/// to its warp (a quotient by a multiple of 32, a comparison with one)?
static bool warpPattern(const UniformityInfo &U, const Expr *E) {
  if (E->Kind != ExprKind::Binary)
    return false;
  const Expr *A = E->Ops[0], *B = E->Ops[1];
  auto Const = [&](const Expr *X) { return fold(X, U.BlockDim); };
  // Normalise `c op l` to `l op' c`.
  BinOp Op = E->binOp();
  if (!U.isLaneLinear(A) && U.isLaneLinear(B)) {
    std::swap(A, B);
    switch (Op) {
    case BinOp::SLt: Op = BinOp::SGt; break;
    case BinOp::SLe: Op = BinOp::SGe; break;
    case BinOp::SGt: Op = BinOp::SLt; break;
    case BinOp::SGe: Op = BinOp::SLe; break;
    case BinOp::ULt: Op = BinOp::UGt; break;
    case BinOp::ULe: Op = BinOp::UGe; break;
    case BinOp::UGt: Op = BinOp::ULt; break;
    case BinOp::UGe: Op = BinOp::ULe; break;
    case BinOp::And: break;
    default: return false; // not commutative: l / c only
    }
  }
  if (!U.isLaneLinear(A))
    return false;
  std::optional<int64_t> C = Const(B);
  switch (Op) {
  case BinOp::SDiv:
  case BinOp::UDiv:
    return C && *C > 0 && multipleOf32(*C);
  case BinOp::AShr:
  case BinOp::LShr:
    return C && *C >= 5 && *C < 64;
  case BinOp::And:
    return C && (*C & int64_t(WarpSize - 1)) == 0;
  // l < c and l >= c split at c, l <= c and l > c at c + 1: whole warps
  // on each side when that is a multiple of 32.
  case BinOp::SLt:
  case BinOp::ULt:
  case BinOp::SGe:
  case BinOp::UGe:
    return (C && multipleOf32(*C)) || U.isWarpMultiple(B);
  case BinOp::SLe:
  case BinOp::ULe:
  case BinOp::SGt:
  case BinOp::UGt:
    return C && multipleOf32(*C + 1);
  default:
    return false;
  }
}

bool UniformityInfo::isUniform(const Expr *E) const {
  if (!E)
    return true;
  switch (E->Kind) {
  case ExprKind::VarRef:
    return UniformVar[E->Index];
  case ExprKind::Builtin:
    switch (E->builtin()) {
    case Builtin::ThreadIdxX:
      return false;
    case Builtin::ThreadIdxY:
      // Rows of whole warps: a warp lies in one row.
      return Warp && multipleOf32(BlockDim.X);
    case Builtin::ThreadIdxZ:
      return Warp && multipleOf32(uint64_t(BlockDim.X) * BlockDim.Y);
    case Builtin::BlockIdxX:
    case Builtin::BlockIdxY:
    case Builtin::BlockIdxZ:
      return BlockIdxUniform;
    default:
      return true;
    }
  default:
    if (Warp && warpPattern(*this, E))
      return true;
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

/// Warp level: does \p S, a warp collective, hand every lane of the warp
/// the same result (a vote or reduction over the full warp)?
static bool sameForTheWarp(const Stmt &S, const Dim3 &Block) {
  switch (S.Warp) {
  case WarpOp::Ballot:
  case WarpOp::Any:
  case WarpOp::All:
  case WarpOp::Uni:
  case WarpOp::MatchAll:
  case WarpOp::ReduceAdd:
  case WarpOp::ReduceMin:
  case WarpOp::ReduceMax:
  case WarpOp::ReduceUMin:
  case WarpOp::ReduceUMax:
  case WarpOp::ReduceAnd:
  case WarpOp::ReduceOr:
  case WarpOp::ReduceXor: {
    std::optional<int64_t> M = fold(S.Ops[0], Block);
    return M && (uint64_t(*M) & 0xffffffffu) == 0xffffffffu;
  }
  default:
    return false;
  }
}

/// The fixpoint of analyzeUniformity and analyzeWarpUniformity on \p U,
/// whose level and maps are set up.
static void solve(const Procedure &Proc, UniformityInfo &U) {
  CfgInfo Cfg(Proc);
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
        bool Control = U.UniformBlock[B] && U.isUniform(S.Pred);
        bool Uniform;
        if (U.Warp && S.Kind == StmtKind::Warp)
          Uniform = Control && sameForTheWarp(S, U.BlockDim);
        else
          Uniform = Control && !isNonUniformSource(S) &&
                    (SameResult || U.isUniform(S.Ops[0]));
        if (!Uniform)
          Mark(U.UniformVar, S.Dest, Changed);
        if (U.Warp && !(Control && S.Kind == StmtKind::Assign &&
                        U.isLaneLinear(S.Ops[0])))
          Mark(U.LaneLinearVar, S.Dest, Changed);
      }
    }
  }
}

UniformityInfo analyzeUniformity(const Procedure &Proc, bool BlockIdxUniform) {
  UniformityInfo U;
  U.BlockIdxUniform = BlockIdxUniform;
  U.UniformVar.assign(Proc.Vars.size(), true);
  U.UniformBlock.assign(Proc.Blocks.size(), true);
  solve(Proc, U);
  return U;
}

UniformityInfo analyzeWarpUniformity(const Procedure &Proc,
                                     const Dim3 &BlockDim) {
  UniformityInfo U;
  U.Warp = true;
  U.BlockDim = BlockDim;
  U.UniformVar.assign(Proc.Vars.size(), true);
  U.UniformBlock.assign(Proc.Blocks.size(), true);
  // Lane-linear: only locals that are assigned (a parameter, or a local
  // never assigned, holds no thread index).
  U.LaneLinearVar.assign(Proc.Vars.size(), false);
  for (const Block &B : Proc.Blocks)
    for (const Stmt &S : B.Stmts)
      if (S.Dest != Stmt::NoVar && S.Dest >= Proc.NumParams)
        U.LaneLinearVar[S.Dest] = true;
  solve(Proc, U);
  return U;
}

} // namespace scopecheck::ir
