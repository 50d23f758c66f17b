//===- translate/KernelWarp.cpp - Warp collectives to IR ------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// CUDA's warp-level primitives (`__syncwarp`, `__shfl*_sync`, the votes,
/// `__match_*_sync`, `__reduce_*_sync`) as IR warp collectives
/// (docs/ir.md "Warp collectives", docs/translate.md).
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace scopecheck::translate {

using ir::Type;
using ir::WarpOp;

/// The collective a CUDA warp intrinsic maps to; the reductions' signed or
/// unsigned min/max are chosen by the caller from the operand type.
static std::optional<WarpOp> warpOpOf(llvm::StringRef N) {
  return llvm::StringSwitch<std::optional<WarpOp>>(N)
      .Case("__syncwarp", WarpOp::Sync)
      .Case("__activemask", WarpOp::Active)
      .Case("__shfl_sync", WarpOp::ShflIdx)
      .Case("__shfl_up_sync", WarpOp::ShflUp)
      .Case("__shfl_down_sync", WarpOp::ShflDown)
      .Case("__shfl_xor_sync", WarpOp::ShflXor)
      .Case("__ballot_sync", WarpOp::Ballot)
      .Case("__any_sync", WarpOp::Any)
      .Case("__all_sync", WarpOp::All)
      .Case("__uni_sync", WarpOp::Uni)
      .Case("__match_any_sync", WarpOp::MatchAny)
      .Case("__match_all_sync", WarpOp::MatchAll)
      .Case("__reduce_add_sync", WarpOp::ReduceAdd)
      .Case("__reduce_min_sync", WarpOp::ReduceMin)
      .Case("__reduce_max_sync", WarpOp::ReduceMax)
      .Case("__reduce_and_sync", WarpOp::ReduceAnd)
      .Case("__reduce_or_sync", WarpOp::ReduceOr)
      .Case("__reduce_xor_sync", WarpOp::ReduceXor)
      .Default(std::nullopt);
}

bool KernelTranslator::isWarpIntrinsic(llvm::StringRef Name) {
  return warpOpOf(Name).has_value();
}

const ir::Expr *KernelTranslator::warpIntrinsic(const CallExpr *E,
                                                llvm::StringRef Name,
                                                bool Discard) {
  WarpOp Op = *warpOpOf(Name);
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (Op == WarpOp::Active) {
    // Any set of lanes executing this call together with the caller: the
    // engines explore the partitions (docs/memory-model.md "Active lanes").
    if (E->getNumArgs() != 0)
      return unsupported(At, "call of '__activemask' with arguments");
    ir::VarId Dest = newTemp(Type::I32, L);
    emit(ir::Stmt::makeWarp(L, Dest, Op, P.intConst(Type::I32, 0xffffffffu),
                            {}));
    return varRef(Dest);
  }
  unsigned Want = Op == WarpOp::Sync       ? 1
                  : ir::isShuffle(Op)      ? 4
                  : Op == WarpOp::MatchAll ? 3
                                           : 2;
  if (E->getNumArgs() != Want)
    return unsupported(At, "call of '" + Name.str() + "' with " +
                               std::to_string(E->getNumArgs()) + " arguments");
  const ir::Expr *Mask = rvalue(E->getArg(0));
  if (!Mask)
    return nullptr;
  if (Mask->Ty != Type::I32)
    return unsupported(At, "mask of type '" +
                               E->getArg(0)->getType().getAsString() + "'");
  std::vector<const ir::Expr *> Operands;
  Type ResultTy = Type::I32;
  if (ir::isShuffle(Op)) {
    for (unsigned I = 1; I < 4; ++I) {
      const ir::Expr *A = rvalue(E->getArg(I));
      if (!A)
        return nullptr;
      Operands.push_back(A);
    }
    ResultTy = Operands[0]->Ty;
    if (!ir::isInt(ResultTy) && !ir::isFloat(ResultTy))
      return unsupported(At, "shuffle of a value of type '" +
                                 E->getArg(1)->getType().getAsString() + "'");
    if (Operands[1]->Ty != Type::I32 || Operands[2]->Ty != Type::I32)
      return unsupported(At, "shuffle lane or width of a type other than int");
  } else if (Op >= WarpOp::Ballot && Op <= WarpOp::Uni) {
    const clang::Expr *Arg = E->getArg(1)->IgnoreParens();
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(Arg))
      if (IC->getSubExpr()->getType()->isBooleanType())
        Arg = IC->getSubExpr(); // `p > 0` converted to int and back
    const ir::Expr *C = condition(Arg);
    if (!C)
      return nullptr;
    Operands.push_back(C);
  } else if (Op != WarpOp::Sync) {
    const ir::Expr *V = rvalue(E->getArg(1));
    if (!V)
      return nullptr;
    bool Match = Op == WarpOp::MatchAny || Op == WarpOp::MatchAll;
    if (Match ? !ir::isInt(V->Ty) && !ir::isFloat(V->Ty) : V->Ty != Type::I32)
      return unsupported(At, "'" + Name.str() + "' of a value of type '" +
                                 E->getArg(1)->getType().getAsString() + "'");
    if (!Match && !isSigned(E->getArg(1)->getType())) {
      if (Op == WarpOp::ReduceMin)
        Op = WarpOp::ReduceUMin;
      else if (Op == WarpOp::ReduceMax)
        Op = WarpOp::ReduceUMax;
    }
    Operands.push_back(V);
  }
  if (Op == WarpOp::Sync) {
    emit(ir::Stmt::makeWarp(L, ir::Stmt::NoVar, Op, Mask, {}));
    return &VoidValue;
  }
  ir::VarId Dest = newTemp(ResultTy, L);
  emit(ir::Stmt::makeWarp(L, Dest, Op, Mask, std::move(Operands)));
  if (Op == WarpOp::MatchAll) {
    // `*pred` is set to whether all named lanes had the same value, which
    // is when the result (the mask, never 0 for a caller it names) is not 0.
    const ir::Expr *Pred = rvalue(E->getArg(2));
    if (!Pred)
      return nullptr;
    LValue Out;
    Out.K = LValue::Kind::Mem;
    Out.Addr = Pred;
    Out.Ty = Type::I32;
    write(Out,
          P.cast(ir::CastOp::ZExt, Type::I32,
                 P.binary(ir::BinOp::Ne, Type::Bool, varRef(Dest),
                          P.intConst(Type::I32, 0))),
          At);
  }
  return Discard ? &VoidValue : varRef(Dest);
}

} // namespace scopecheck::translate
