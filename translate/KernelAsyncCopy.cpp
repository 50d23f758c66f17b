//===- translate/KernelAsyncCopy.cpp - cg::memcpy_async to IR -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cooperative groups' asynchronous copies. CUDA copies "as if performed by
/// another thread" from `cg::memcpy_async(g, dst, src, n)` until the
/// group's `cg::wait(g)`, which completes every earlier copy of the group
/// and then synchronises it. The front-end gives each call site ghost
/// variables (a pending flag, the two pointers) and emits, per thread:
///
///  - at the call: a rendezvous of the group that orders no memory (so a
///    member that does not call it is barrier divergence), then a
///    `.copy.src` read of every source element and a `.copy.dst` read of
///    every destination element: the copy starts (the evaluator opens the
///    thread's windows on them), and any other thread's write of them
///    that is not ordered before every member's call races with a member's
///    read;
///  - at the wait: the thread's share of the copy (elements rank, rank +
///    size, ...) as `.copy` reads of the source and writes of the
///    destination, a `.copy.end` read of a thread-local ghost (the thread's
///    windows close), then the group's synchronisation;
///  - at the kernel's end: the share of every copy never waited for.
///
/// docs/memory-model.md "Asynchronous copies" gives the model and what it
/// covers; docs/ir.md the marks.
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace scopecheck::translate {

using ir::BinOp;
using ir::MemOrder;
using ir::Type;

/// At most this many elements per copy: each member reads every element
/// at the call.
static constexpr uint64_t MaxCopyElements = 1024;

/// \p E without the implicit conversions to `void *` or `const T *`.
static const Expr *beforePointerCast(const Expr *E) {
  for (;;) {
    E = E->IgnoreParens();
    const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
    if (!ICE || (ICE->getCastKind() != CK_BitCast &&
                 ICE->getCastKind() != CK_NoOp))
      return E;
    E = ICE->getSubExpr();
  }
}


const ir::Expr *KernelTranslator::asyncCopy(const CallExpr *E,
                                            const Group &G) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (G.K == Group::Kind::Grid)
    return unsupported(At, "cg::memcpy_async by a grid_group");
  for (const CopySite &S : CopySites)
    if (!(S.G.K == G.K && S.G.Size == G.Size))
      return unsupported(At, "cg::memcpy_async by two different groups in "
                             "one kernel");
  unsigned N = E->getNumArgs();
  if (N != 4 && N != 5)
    return unsupported(At, "cg::memcpy_async with " + std::to_string(N) +
                               " arguments");
  const Expr *DstE = beforePointerCast(E->getArg(1));
  const Expr *SrcE = beforePointerCast(E->getArg(N == 4 ? 2 : 3));
  QualType ElemT = DstE->getType()->isPointerType()
                       ? DstE->getType()->getPointeeType()
                       : QualType();
  std::optional<Type> Ty =
      ElemT.isNull() || ElemT->isVoidType() ? std::nullopt : irType(ElemT);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return unsupported(At, "cg::memcpy_async of elements of type '" +
                               (ElemT.isNull() ? std::string("void")
                                               : ElemT.getAsString()) +
                               "' (a scalar type other than bool is modelled)");
  if (!SrcE->getType()->isPointerType() ||
      !Ctx.hasSameUnqualifiedType(SrcE->getType()->getPointeeType(), ElemT))
    return unsupported(At, "cg::memcpy_async between different element types");
  auto Constant = [&](const Expr *C) -> std::optional<uint64_t> {
    Expr::EvalResult R;
    if (C->isValueDependent() || !C->EvaluateAsInt(R, Ctx)) {
      unsupported(C->getBeginLoc(), "cg::memcpy_async with a size that is "
                                    "not a constant");
      return std::nullopt;
    }
    return R.Val.getInt().getZExtValue();
  };
  uint64_t Count = 0;
  uint64_t ElemBytes = Ctx.getTypeSizeInChars(ElemT).getQuantity();
  if (N == 4) {
    // A byte count (CUDA's `shape`).
    std::optional<uint64_t> Bytes = Constant(E->getArg(3));
    if (!Bytes)
      return nullptr;
    if (*Bytes % ElemBytes != 0)
      return unsupported(E->getArg(3)->getBeginLoc(),
                         "cg::memcpy_async of " + std::to_string(*Bytes) +
                             " bytes, not a multiple of the element size " +
                             std::to_string(ElemBytes));
    Count = *Bytes / ElemBytes;
  } else {
    // Element counts of the destination and the source: CUDA copies the
    // smaller.
    std::optional<uint64_t> DstN = Constant(E->getArg(2));
    if (!DstN)
      return nullptr;
    std::optional<uint64_t> SrcN = Constant(E->getArg(4));
    if (!SrcN)
      return nullptr;
    Count = std::min(*DstN, *SrcN);
  }
  if (Count > MaxCopyElements)
    return unsupported(At, "cg::memcpy_async of " + std::to_string(Count) +
                               " elements (at most " +
                               std::to_string(MaxCopyElements) +
                               " are modelled)");
  const ir::Expr *Dst = rvalue(DstE);
  if (!Dst)
    return nullptr;
  const ir::Expr *Src = rvalue(SrcE);
  if (!Src)
    return nullptr;

  size_t I = CopySites.size();
  {
    CopySite S;
    S.G = G;
    S.Flag = newVar("copy.pending", Type::Bool, L);
    S.Dst = newVar("copy.dst", Type::Ptr, L);
    S.Src = newVar("copy.src", Type::Ptr, L);
    S.ElemTy = *Ty;
    S.Count = Count;
    S.LoopDepth = Loops.size();
    S.LoopBreak = Loops.empty() ? 0 : Loops.back().Break;
    S.At = At;
    CopySites.push_back(S);
  }
  // The same call again before its copy was waited for (a wait skipped by
  // a branch): the earlier copy completes here, before the new one starts.
  completeCopy(I, L);
  // All members call it, or it is barrier divergence; the rendezvous orders
  // no memory.
  if (G.K == Group::Kind::Block)
    emit(ir::Stmt::makeBarrier(L, ir::Scope::Cta, /*Spaces=*/0));
  else
    emit(ir::Stmt::makeWarp(L, ir::Stmt::NoVar, ir::WarpOp::All, tileMask(G),
                            {P.boolConst(true)}));
  const CopySite &S = CopySites[I];
  emit(ir::Stmt::makeAssign(L, S.Dst, Dst));
  emit(ir::Stmt::makeAssign(L, S.Src, Src));
  ir::VarId T = newTemp(*Ty, L);
  auto Elem = [&](ir::VarId Base, uint64_t J) {
    return J == 0 ? varRef(Base)
                  : P.binary(BinOp::Add, Type::Ptr, varRef(Base),
                             P.intConst(Type::I64, J));
  };
  for (uint64_t J = 0; J < Count; ++J) {
    ir::Stmt R = ir::Stmt::makeLoad(L, T, MemOrder::Na, ir::Scope::None, *Ty,
                                    Elem(S.Src, J));
    R.Copy = ir::CopyMark::Src;
    emit(R);
    ir::Stmt W = ir::Stmt::makeLoad(L, T, MemOrder::Na, ir::Scope::None, *Ty,
                                    Elem(S.Dst, J));
    W.Copy = ir::CopyMark::Dst;
    emit(W);
  }
  emit(ir::Stmt::makeAssign(L, S.Flag, P.boolConst(true)));
  return &VoidValue;
}

void KernelTranslator::completeCopy(size_t I, ir::SourceLoc L) {
  const CopySite S = CopySites[I];
  if (S.Count == 0) {
    emit(ir::Stmt::makeAssign(L, S.Flag, P.boolConst(false)));
    return;
  }
  // The member of rank r copies elements r, r + size, ... (CUDA's own
  // choice for 4-byte elements; the windows and the start reads make the
  // verdicts independent of it, docs/memory-model.md).
  const ir::Expr *Rank = linearThreadIndex();
  const ir::Expr *Size = blockSize();
  if (S.G.K == Group::Kind::Tile) {
    Rank = P.binary(BinOp::URem, Type::I32, Rank,
                    P.intConst(Type::I32, S.G.Size));
    Size = P.intConst(Type::I32, S.G.Size);
  }
  ir::BlockId Init = newBlock("copy.share"), Head = newBlock("copy.loop"),
              Body = newBlock("copy.elem"), Clear = newBlock("copy.done"),
              Done = newBlock("copy.after");
  branch(varRef(S.Flag), Init, Done, L);
  setBlock(Init);
  ir::VarId J = newVar("copy.j", Type::I32, L);
  emit(ir::Stmt::makeAssign(L, J, Rank));
  jump(Head, L);
  setBlock(Head);
  branch(P.binary(BinOp::ULt, Type::Bool, varRef(J),
                  P.intConst(Type::I32, S.Count)),
         Body, Clear, L);
  setBlock(Body);
  const ir::Expr *Off = P.cast(ir::CastOp::ZExt, Type::I64, varRef(J));
  ir::VarId V = newTemp(S.ElemTy, L);
  ir::Stmt R =
      ir::Stmt::makeLoad(L, V, MemOrder::Na, ir::Scope::None, S.ElemTy,
                         P.binary(BinOp::Add, Type::Ptr, varRef(S.Src), Off));
  R.Copy = ir::CopyMark::Access;
  emit(R);
  ir::Stmt W = ir::Stmt::makeStore(
      L, MemOrder::Na, ir::Scope::None, S.ElemTy,
      P.binary(BinOp::Add, Type::Ptr, varRef(S.Dst), Off), varRef(V));
  W.Copy = ir::CopyMark::Access;
  emit(W);
  emit(ir::Stmt::makeAssign(L, J, P.binary(BinOp::Add, Type::I32, varRef(J),
                                           Size)));
  jump(Head, L);
  setBlock(Clear);
  emit(ir::Stmt::makeAssign(L, S.Flag, P.boolConst(false)));
  jump(Done, L);
  setBlock(Done);
}

const ir::Expr *KernelTranslator::asyncWait(const CallExpr *E,
                                            const Group &G) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (G.K == Group::Kind::Grid)
    return unsupported(At, "cg::wait of a grid_group");
  for (const CopySite &S : CopySites)
    if (!(S.G.K == G.K && S.G.Size == G.Size))
      return unsupported(At, "cg::wait of a group other than the one of the "
                             "cg::memcpy_async calls");
  for (size_t I = 0; I < CopySites.size(); ++I) {
    CopySite &S = CopySites[I];
    if (S.LoopDepth == 0 || (Loops.size() >= S.LoopDepth &&
                             Loops[S.LoopDepth - 1].Break == S.LoopBreak))
      S.Waited = true;
    completeCopy(I, L);
  }
  // The thread's copies are complete: its windows close.
  if (!CopyEndObj)
    CopyEndObj = newObject("copy.end", ir::MemSpace::Local, Type::I32, 1, L);
  ir::VarId T = newTemp(Type::I32, L);
  ir::Stmt End = ir::Stmt::makeLoad(L, T, MemOrder::Na, ir::Scope::None,
                                    Type::I32, P.objAddr(CopyEndObj));
  End.Copy = ir::CopyMark::End;
  emit(End);
  // "Both wait and wait_prior will synchronize the named group."
  return groupSync(G, L, At) ? &VoidValue : nullptr;
}

bool KernelTranslator::completeCopiesAtExit(ir::SourceLoc L, bool Validate) {
  if (Validate)
    for (const CopySite &S : CopySites)
      if (!S.Waited && S.LoopDepth > 0)
        return unsupported(S.At,
                           "cg::memcpy_async in a loop without a cg::wait of "
                           "its group later in the same loop body (copies "
                           "left pending across iterations, as with "
                           "cg::wait_prior, are not modelled)");
  if (CopySites.empty())
    return true;
  if (!CurOpen)
    setBlock(newBlock("dead"));
  for (size_t I = 0; I < CopySites.size(); ++I)
    completeCopy(I, L);
  return true;
}

} // namespace scopecheck::translate
