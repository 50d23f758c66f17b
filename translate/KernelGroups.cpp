//===- translate/KernelGroups.cpp - Cooperative groups to IR --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cooperative groups without state: a group is the block, the grid or a
/// tile of a warp, known from its static type (`thread_block_tile<16>`) or,
/// for `thread_group`, from the constant size of the `tiled_partition(g,
/// n)` that made it. Members become barriers, warp collectives and
/// arithmetic on the thread index; `cg::reduce` and the scans are unrolled
/// into the shuffles CUDA's own implementation uses (docs/translate.md).
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace scopecheck::translate {

using ir::BinOp;
using ir::Type;
using ir::WarpOp;

/// The cooperative_groups class \p T names (through references and
/// qualifiers), or null.
static const CXXRecordDecl *groupClass(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !isCooperativeGroups(RD->getDeclContext()))
    return nullptr;
  return RD;
}

std::optional<KernelTranslator::Group>
KernelTranslator::groupOf(const clang::Expr *E) {
  SourceLocation At = E->getBeginLoc();
  // Look through copies and conversions to a base class first: a tile
  // passed as a `thread_group` keeps its size.
  for (;;) {
    E = E->IgnoreParens();
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(E))
      E = IC->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
             CE && CE->getNumArgs() == 1)
      E = CE->getArg(0);
    else
      break;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = Frames.back().Groups.find(VD);
      if (It != Frames.back().Groups.end())
        return It->second;
    }
  const CXXRecordDecl *RD = groupClass(E->getType());
  if (const auto *CG = E->getType().getNonReferenceType()->getAsCXXRecordDecl();
      !RD && CG && CG->getName() == "coalesced_group") {
    // Its members are modelled (C++ in the model header); partitions of it
    // and cg::reduce/scans over it are not.
    unsupported(At, "a coalesced_group as the group of a cooperative groups "
                    "function (tiled_partition, cg::sync, cg::reduce, the "
                    "scans)");
    return std::nullopt;
  }
  if (!RD) {
    unsupported(At, "cooperative group of type '" +
                        E->getType().getAsString() + "'");
    return std::nullopt;
  }
  llvm::StringRef N = RD->getName();
  Group G;
  if (N == "thread_block")
    return G;
  if (N == "grid_group") {
    G.K = Group::Kind::Grid;
    return G;
  }
  if (N != "thread_block_tile" && N != "thread_group" &&
      N != "coalesced_group") {
    // multi_grid_group, cluster_group: declared in the model header only
    // so that a use is named here.
    unsupported(At, "cooperative group '" + N.str() + "'");
    return std::nullopt;
  }
  unsigned Size = 0;
  if (const auto *TS = dyn_cast<ClassTemplateSpecializationDecl>(RD);
      TS && N == "thread_block_tile" && TS->getTemplateArgs().size() == 1) {
    Size = unsigned(TS->getTemplateArgs()[0].getAsIntegral().getZExtValue());
    // tiled_partition<N>(parent): a tile of the warp only when the parent
    // is the block or a tile (a tile of a coalesced_group partitions its
    // members by rank, which is not modelled).
    if (const auto *CE = dyn_cast<CallExpr>(E))
      if (const FunctionDecl *FD = CE->getDirectCallee();
          FD && FD->getName() == "tiled_partition" && CE->getNumArgs() == 1) {
        std::optional<Group> Parent = groupOf(CE->getArg(0));
        if (!Parent)
          return std::nullopt;
        if (Parent->K == Group::Kind::Tile)
          G.ParentSize = Parent->Size;
        if (Parent->K == Group::Kind::Grid ||
            (Parent->K == Group::Kind::Tile && Parent->Size < Size)) {
          unsupported(At, "tiled_partition<" + std::to_string(Size) +
                              "> of a " +
                              (Parent->K == Group::Kind::Grid
                                   ? std::string("grid_group")
                                   : "tile of " +
                                         std::to_string(Parent->Size) +
                                         " threads"));
          return std::nullopt;
        }
      }
  }
  if (N == "thread_group") {
    const auto *CE = dyn_cast<CallExpr>(E);
    const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
    if (!FD || FD->getName() != "tiled_partition" || CE->getNumArgs() != 2) {
      unsupported(At, "cooperative group 'thread_group' other than a "
                      "variable initialised by tiled_partition(g, n)");
      return std::nullopt;
    }
    std::optional<Group> Parent = groupOf(CE->getArg(0));
    if (!Parent)
      return std::nullopt;
    if (Parent->K == Group::Kind::Grid) {
      unsupported(At, "tiled_partition of a grid_group");
      return std::nullopt;
    }
    if (Parent->K == Group::Kind::Tile)
      G.ParentSize = Parent->Size;
    Expr::EvalResult R;
    if (!CE->getArg(1)->EvaluateAsInt(R, Ctx)) {
      unsupported(CE->getArg(1)->getBeginLoc(),
                  "tiled_partition with a size that is not a constant");
      return std::nullopt;
    }
    Size = unsigned(R.Val.getInt().getZExtValue());
  }
  if (N == "coalesced_group") {
    unsupported(At, "cooperative group 'coalesced_group' (coalesced_threads() "
                    "depends on the set of active lanes, like __activemask)");
    return std::nullopt;
  }
  if (Size == 0 || Size > ir::WarpSize || (Size & (Size - 1))) {
    unsupported(At, "cooperative groups tile of " + std::to_string(Size) +
                        " threads (a power of two up to 32 is modelled)");
    return std::nullopt;
  }
  if (G.ParentSize && G.ParentSize < Size) {
    unsupported(At, "tiled_partition into tiles of " + std::to_string(Size) +
                        " threads of a tile of " +
                        std::to_string(G.ParentSize) + " threads");
    return std::nullopt;
  }
  G.K = Group::Kind::Tile;
  G.Size = Size;
  return G;
}

bool KernelTranslator::groupDecl(const VarDecl *VD) {
  if (!VD->hasInit())
    return unsupported(VD->getLocation(),
                       "cooperative groups object '" + VD->getNameAsString() +
                           "' without initialiser");
  std::optional<Group> G = groupOf(VD->getInit());
  if (!G)
    return false;
  Frames.back().Groups[VD] = *G;
  return true;
}

/// The linear index of the thread in its block (x fastest), from the
/// builtins, so that it holds for every launch (the symbolic engine checks
/// kernels without a fixed block size).
const ir::Expr *KernelTranslator::linearThreadIndex() {
  const ir::Expr *X = P.builtin(ir::Builtin::BlockDimX);
  const ir::Expr *XY = P.binary(BinOp::Mul, Type::I32, X,
                                P.builtin(ir::Builtin::BlockDimY));
  const ir::Expr *T = P.builtin(ir::Builtin::ThreadIdxX);
  T = P.binary(BinOp::Add, Type::I32, T,
               P.binary(BinOp::Mul, Type::I32,
                        P.builtin(ir::Builtin::ThreadIdxY), X));
  return P.binary(BinOp::Add, Type::I32, T,
                  P.binary(BinOp::Mul, Type::I32,
                           P.builtin(ir::Builtin::ThreadIdxZ), XY));
}

/// The number of threads of the block.
const ir::Expr *KernelTranslator::blockSize() {
  return P.binary(BinOp::Mul, Type::I32,
                  P.binary(BinOp::Mul, Type::I32,
                           P.builtin(ir::Builtin::BlockDimX),
                           P.builtin(ir::Builtin::BlockDimY)),
                  P.builtin(ir::Builtin::BlockDimZ));
}

/// The lanes of the caller's tile: Size bits from the tile's first lane.
const ir::Expr *KernelTranslator::tileMask(const Group &G) {
  if (G.Size == ir::WarpSize)
    return P.intConst(Type::I32, 0xffffffffu);
  const ir::Expr *Lane = P.binary(BinOp::URem, Type::I32, linearThreadIndex(),
                                  P.intConst(Type::I32, ir::WarpSize));
  const ir::Expr *Start = P.binary(BinOp::And, Type::I32, Lane,
                                   P.intConst(Type::I32, ~(G.Size - 1)));
  return P.binary(BinOp::Shl, Type::I32,
                  P.intConst(Type::I32, (uint64_t(1) << G.Size) - 1), Start);
}

bool KernelTranslator::groupSync(const Group &G, ir::SourceLoc L,
                                 SourceLocation At) {
  switch (G.K) {
  case Group::Kind::Block:
    emit(ir::Stmt::makeBarrier(L, ir::Scope::Cta));
    return true;
  case Group::Kind::Grid:
    emit(ir::Stmt::makeBarrier(L, ir::Scope::Gpu));
    return true;
  case Group::Kind::Tile:
    emit(ir::Stmt::makeWarp(L, ir::Stmt::NoVar, WarpOp::Sync, tileMask(G), {}));
    return true;
  }
  return unsupported(At, "synchronisation of this group");
}

/// A tile's shuffles and votes: `tile.shfl_down(v, d)`, `tile.ballot(p)`,
/// ... whose operands start at argument \p FirstArg of \p E. Ballot and
/// match results count lanes from the tile's first one.
const ir::Expr *KernelTranslator::groupCollective(const CallExpr *E,
                                                  llvm::StringRef Name,
                                                  const Group &G,
                                                  unsigned FirstArg) {
  ir::SourceLoc L = loc(E->getBeginLoc());
  std::optional<WarpOp> Op;
  if (Name == "shfl")
    Op = WarpOp::ShflIdx;
  else if (Name == "shfl_up")
    Op = WarpOp::ShflUp;
  else if (Name == "shfl_down")
    Op = WarpOp::ShflDown;
  else if (Name == "shfl_xor")
    Op = WarpOp::ShflXor;
  else if (Name == "any")
    Op = WarpOp::Any;
  else if (Name == "all")
    Op = WarpOp::All;
  else if (Name == "ballot")
    Op = WarpOp::Ballot;
  else if (Name == "match_any")
    Op = WarpOp::MatchAny;
  else if (Name == "match_all")
    Op = WarpOp::MatchAll;
  if (!Op)
    return nullptr;
  std::vector<const ir::Expr *> Operands;
  Type ResultTy = Type::I32;
  if (ir::isShuffle(*Op)) {
    const ir::Expr *V = rvalue(E->getArg(FirstArg));
    const ir::Expr *A = V ? rvalue(E->getArg(FirstArg + 1)) : nullptr;
    if (!A)
      return nullptr;
    if ((!ir::isInt(V->Ty) && !ir::isFloat(V->Ty)) || A->Ty != Type::I32)
      return unsupported(E->getBeginLoc(),
                         "shuffle of a value of type '" +
                             E->getArg(FirstArg)->getType().getAsString() +
                             "'");
    ResultTy = V->Ty;
    Operands = {V, A, P.intConst(Type::I32, G.Size)};
  } else if (*Op == WarpOp::MatchAny || *Op == WarpOp::MatchAll) {
    const ir::Expr *V = rvalue(E->getArg(FirstArg));
    if (!V)
      return nullptr;
    if (!ir::isInt(V->Ty) && !ir::isFloat(V->Ty))
      return unsupported(E->getBeginLoc(),
                         "match of a value of type '" +
                             E->getArg(FirstArg)->getType().getAsString() +
                             "'");
    Operands = {V};
  } else {
    const clang::Expr *Arg = E->getArg(FirstArg)->IgnoreParens();
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(Arg))
      if (IC->getSubExpr()->getType()->isBooleanType())
        Arg = IC->getSubExpr();
    const ir::Expr *C = condition(Arg);
    if (!C)
      return nullptr;
    Operands = {C};
  }
  ir::VarId Dest = newTemp(ResultTy, L);
  emit(ir::Stmt::makeWarp(L, Dest, *Op, tileMask(G), std::move(Operands)));
  const ir::Expr *R = varRef(Dest);
  if (*Op == WarpOp::Ballot || *Op == WarpOp::MatchAny ||
      *Op == WarpOp::MatchAll) {
    if (G.Size != ir::WarpSize) {
      const ir::Expr *Lane =
          P.binary(BinOp::URem, Type::I32, linearThreadIndex(),
                   P.intConst(Type::I32, ir::WarpSize));
      const ir::Expr *Start = P.binary(BinOp::And, Type::I32, Lane,
                                       P.intConst(Type::I32, ~(G.Size - 1)));
      R = P.binary(BinOp::LShr, Type::I32, R, Start);
    }
    if (*Op == WarpOp::MatchAll) {
      // `pred` (an int&) is whether all the tile's values were equal.
      std::optional<LValue> Out = lvalue(E->getArg(FirstArg + 1));
      if (!Out)
        return nullptr;
      write(*Out,
            P.cast(ir::CastOp::ZExt, Type::I32,
                   P.binary(BinOp::Ne, Type::Bool, varRef(Dest),
                            P.intConst(Type::I32, 0))),
            E->getBeginLoc());
    }
  }
  return R;
}

/// Converts a non-negative i32 \p V to the type of the call \p E.
static const ir::Expr *widen(ir::Program &P, const ir::Expr *V, Type To) {
  if (To == V->Ty || !ir::isInt(To))
    return V;
  return P.cast(ir::intWidth(To) > ir::intWidth(V->Ty) ? ir::CastOp::ZExt
                                                        : ir::CastOp::Trunc,
                To, V);
}

/// The members of `grid_group` other than sync(), from the builtins (so
/// that they hold for every launch): ranks and counts of threads (64-bit,
/// as CUDA declares them) and blocks, the block's index and the grid's
/// dimensions. Null for a member that is not modelled (diagnosed by name
/// by the caller).
const ir::Expr *KernelTranslator::gridMember(llvm::StringRef Name,
                                             std::optional<Type> RetTy) {
  if (Name == "is_valid")
    return P.boolConst(true); // the grid barrier exists in every launch
  auto Linear = [this](ir::Builtin X, ir::Builtin Y, ir::Builtin Z,
                       ir::Builtin DX, ir::Builtin DY) {
    // x + (y + z * dimY) * dimX
    return P.binary(
        BinOp::Add, Type::I32, P.builtin(X),
        P.binary(BinOp::Mul, Type::I32,
                 P.binary(BinOp::Add, Type::I32, P.builtin(Y),
                          P.binary(BinOp::Mul, Type::I32, P.builtin(Z),
                                   P.builtin(DY))),
                 P.builtin(DX)));
  };
  const ir::Expr *BlockRank =
      Linear(ir::Builtin::BlockIdxX, ir::Builtin::BlockIdxY,
             ir::Builtin::BlockIdxZ, ir::Builtin::GridDimX,
             ir::Builtin::GridDimY);
  const ir::Expr *NumBlocks =
      P.binary(BinOp::Mul, Type::I32,
               P.binary(BinOp::Mul, Type::I32,
                        P.builtin(ir::Builtin::GridDimX),
                        P.builtin(ir::Builtin::GridDimY)),
               P.builtin(ir::Builtin::GridDimZ));
  auto Wide = [this](const ir::Expr *V) {
    return P.cast(ir::CastOp::ZExt, Type::I64, V);
  };
  if (!RetTy)
    return nullptr;
  if (Name == "block_rank")
    return widen(P, BlockRank, *RetTy);
  if (Name == "num_blocks")
    return widen(P, NumBlocks, *RetTy);
  if (Name == "thread_rank")
    return widen(P,
                 P.binary(BinOp::Add, Type::I64,
                          P.binary(BinOp::Mul, Type::I64, Wide(BlockRank),
                                   Wide(blockSize())),
                          Wide(linearThreadIndex())),
                 *RetTy);
  if (Name == "size" || Name == "num_threads")
    return widen(P,
                 P.binary(BinOp::Mul, Type::I64, Wide(NumBlocks),
                          Wide(blockSize())),
                 *RetTy);
  return nullptr;
}

const ir::Expr *KernelTranslator::groupMemberCall(const CallExpr *E,
                                                  const CXXMethodDecl *MD,
                                                  const clang::Expr *Obj,
                                                  bool Discard) {
  SourceLocation At = E->getBeginLoc();
  std::string Name = MD->getNameAsString();
  std::string Qualified = MD->getParent()->getNameAsString() + "::" + Name;
  auto NotModelled = [&] {
    return unsupported(At, "cooperative groups call '" + Qualified + "'");
  };
  std::optional<Group> G = groupOf(Obj);
  if (!G)
    return nullptr;
  std::optional<Type> RetTy = irType(E->getType());
  if (Name == "sync")
    return groupSync(*G, loc(At), At) ? &VoidValue : nullptr;
  if (G->K == Group::Kind::Grid && Name != "block_index" &&
      Name != "dim_blocks" && Name != "group_dim") {
    const ir::Expr *R = gridMember(Name, RetTy);
    return R ? R : NotModelled();
  }
  if (Name == "thread_rank") {
    const ir::Expr *R = linearThreadIndex();
    if (G->K == Group::Kind::Tile)
      R = P.binary(BinOp::URem, Type::I32, R, P.intConst(Type::I32, G->Size));
    return RetTy ? widen(P, R, *RetTy) : NotModelled();
  }
  if (Name == "size" || Name == "num_threads") {
    if (!RetTy)
      return NotModelled();
    if (G->K == Group::Kind::Tile)
      return P.intConst(*RetTy, G->Size);
    return widen(P, blockSize(), *RetTy);
  }
  bool BlockDim3 = G->K == Group::Kind::Block &&
                   (Name == "group_index" || Name == "thread_index" ||
                    Name == "dim_threads" || Name == "group_dim");
  // The grid's: block_index(), and dim_blocks() or group_dim() (the grid's
  // dimensions in blocks).
  bool GridDim3 = G->K == Group::Kind::Grid;
  if (BlockDim3 || GridDim3) {
    // A dim3 (a structure value: its three leaves).
    ir::Builtin First = Name == "group_index" || Name == "block_index"
                            ? ir::Builtin::BlockIdxX
                        : Name == "thread_index" ? ir::Builtin::ThreadIdxX
                        : GridDim3               ? ir::Builtin::GridDimX
                                                 : ir::Builtin::BlockDimX;
    ir::SourceLoc L = loc(At);
    LastStructResult.clear();
    for (unsigned D = 0; D < 3; ++D) {
      ir::VarId V = newTemp(Type::I32, L);
      emit(ir::Stmt::makeAssign(
          L, V, P.builtin(ir::Builtin(unsigned(First) + D))));
      LastStructResult.push_back(V);
    }
    return &VoidValue;
  }
  // Tiles count in their parent: the block, or the tile they were
  // partitioned from (its ParentSize / Size tiles).
  if (G->K == Group::Kind::Tile && Name == "meta_group_rank") {
    const ir::Expr *Index = linearThreadIndex();
    if (G->ParentSize)
      Index = P.binary(BinOp::URem, Type::I32, Index,
                       P.intConst(Type::I32, G->ParentSize));
    return RetTy ? widen(P,
                         P.binary(BinOp::UDiv, Type::I32, Index,
                                  P.intConst(Type::I32, G->Size)),
                         *RetTy)
                 : NotModelled();
  }
  if (G->K == Group::Kind::Tile && Name == "meta_group_size") {
    if (G->ParentSize)
      return RetTy ? P.intConst(*RetTy, G->ParentSize / G->Size)
                   : NotModelled();
    return RetTy ? widen(P,
                         P.binary(BinOp::UDiv, Type::I32,
                                  P.binary(BinOp::Add, Type::I32, blockSize(),
                                           P.intConst(Type::I32, G->Size - 1)),
                                  P.intConst(Type::I32, G->Size)),
                         *RetTy)
                 : NotModelled();
  }
  if (G->K == Group::Kind::Tile)
    if (const ir::Expr *R = groupCollective(E, Name, *G, 0))
      return Discard ? &VoidValue : R;
  return NotModelled();
}

/// The operator of `cg::reduce` and the scans: the functor's class name.
static std::optional<BinOp> groupOperator(const clang::Expr *Op, bool Float,
                                          bool Signed, bool &Select,
                                          bool &SwapSelect) {
  const auto *RD = Op->getType().getNonReferenceType()->getAsCXXRecordDecl();
  Select = SwapSelect = false;
  if (!RD || !isCooperativeGroups(RD->getDeclContext()))
    return std::nullopt;
  llvm::StringRef N = RD->getName();
  if (N == "plus")
    return BinOp::Add;
  if (N == "less" || N == "greater") {
    Select = true;
    SwapSelect = N == "greater";
    return Float ? BinOp::FLt : Signed ? BinOp::SLt : BinOp::ULt;
  }
  if (Float)
    return std::nullopt;
  if (N == "bit_and")
    return BinOp::And;
  if (N == "bit_or")
    return BinOp::Or;
  if (N == "bit_xor")
    return BinOp::Xor;
  return std::nullopt;
}

const ir::Expr *KernelTranslator::groupFunction(const CallExpr *E,
                                                const FunctionDecl *FD,
                                                bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  std::string Name = FD->getNameAsString();
  if (Name == "this_thread_block" || Name == "this_grid" ||
      Name == "tiled_partition")
    return &VoidValue; // no effect; the group is read by groupOf
  if (Name == "sync" && E->getNumArgs() == 1) {
    std::optional<Group> G = groupOf(E->getArg(0));
    return G && groupSync(*G, L, At) ? &VoidValue : nullptr;
  }
  if (Name == "memcpy_async" || Name == "wait" || Name == "wait_prior") {
    if (E->getNumArgs() < 1)
      return unsupported(At, "cooperative groups function '" + Name + "'");
    std::optional<Group> G = groupOf(E->getArg(0));
    if (!G)
      return nullptr;
    if (Name == "memcpy_async")
      return asyncCopy(E, *G);
    if (Name == "wait_prior") {
      // wait_prior<0> is wait; a larger N leaves copies pending across the
      // wait, which the model's per-call-site state cannot follow.
      const TemplateArgumentList *TA = FD->getTemplateSpecializationArgs();
      if (!TA || TA->size() < 1 ||
          TA->get(0).getKind() != TemplateArgument::Integral ||
          TA->get(0).getAsIntegral() != 0)
        return unsupported(
            At, "cg::wait_prior<" +
                    (TA && TA->size() >= 1 &&
                             TA->get(0).getKind() == TemplateArgument::Integral
                         ? std::to_string(
                               TA->get(0).getAsIntegral().getZExtValue())
                         : std::string("N")) +
                    "> (copies left pending across the wait; cg::wait and "
                    "cg::wait_prior<0> are modelled)");
    }
    return asyncWait(E, *G);
  }
  bool Reduce = Name == "reduce";
  bool Inclusive = Name == "inclusive_scan";
  bool Exclusive = Name == "exclusive_scan";
  if (!(Reduce || Inclusive || Exclusive) || E->getNumArgs() < 2)
    return unsupported(At, "cooperative groups function '" + Name + "'");
  std::optional<Group> G = groupOf(E->getArg(0));
  if (!G)
    return nullptr;
  if (G->K != Group::Kind::Tile)
    return unsupported(At, "cg::" + Name + " over a group other than a tile");
  const ir::Expr *V = rvalue(E->getArg(1));
  if (!V)
    return nullptr;
  Type Ty = V->Ty;
  if (!ir::isInt(Ty) && !ir::isFloat(Ty))
    return unsupported(At, "cg::" + Name + " of a value of type '" +
                               E->getArg(1)->getType().getAsString() + "'");
  BinOp Op = BinOp::Add;
  bool Select = false, Swap = false;
  if (E->getNumArgs() == 3) {
    std::optional<BinOp> O =
        groupOperator(E->getArg(2), ir::isFloat(Ty),
                      isSigned(E->getArg(1)->getType()), Select, Swap);
    if (!O)
      return unsupported(E->getArg(2)->getBeginLoc(),
                         "cg::" + Name + " with the operator of type '" +
                             E->getArg(2)->getType().getAsString() + "'");
    Op = *O;
  } else if (Reduce) {
    return unsupported(At, "cg::reduce without an operator");
  }
  auto Apply = [&](const ir::Expr *A, const ir::Expr *Bv) -> const ir::Expr * {
    if (!Select)
      return P.binary(Op, Ty, A, Bv);
    const ir::Expr *Lt = P.binary(Op, Type::Bool, A, Bv);
    return Swap ? P.select(Lt, Bv, A) : P.select(Lt, A, Bv);
  };
  const ir::Expr *Mask = tileMask(*G);
  const ir::Expr *Width = P.intConst(Type::I32, G->Size);
  ir::VarId Acc = newTemp(Ty, L);
  emit(ir::Stmt::makeAssign(L, Acc, V));
  auto Shuffle = [&](WarpOp WOp, unsigned Arg) {
    ir::VarId T = newTemp(Ty, L);
    emit(ir::Stmt::makeWarp(L, T, WOp, Mask,
                            {varRef(Acc), P.intConst(Type::I32, Arg), Width}));
    return varRef(T);
  };
  if (Reduce) {
    // The butterfly of CUDA's tile reduction: every lane ends with the
    // reduction of the whole tile.
    for (unsigned M = G->Size / 2; M >= 1; M /= 2)
      emit(ir::Stmt::makeAssign(L, Acc,
                                Apply(varRef(Acc), Shuffle(WarpOp::ShflXor, M))));
    return Discard ? &VoidValue : varRef(Acc);
  }
  // Hillis-Steele: lane r adds the value d lanes below while r >= d.
  const ir::Expr *Rank =
      P.binary(BinOp::URem, Type::I32, linearThreadIndex(), Width);
  for (unsigned D = 1; D < G->Size; D *= 2) {
    const ir::Expr *N = Shuffle(WarpOp::ShflUp, D);
    emit(ir::Stmt::makeAssign(
        L, Acc,
        P.select(P.binary(BinOp::UGe, Type::Bool, Rank,
                          P.intConst(Type::I32, D)),
                 Apply(varRef(Acc), N), varRef(Acc))));
  }
  if (Exclusive) {
    // As CUDA: rank 0 gets a value-initialised T, the others the inclusive
    // result of the lane below.
    const ir::Expr *Below = Shuffle(WarpOp::ShflUp, 1);
    emit(ir::Stmt::makeAssign(
        L, Acc,
        P.select(P.binary(BinOp::Eq, Type::Bool, Rank,
                          P.intConst(Type::I32, 0)),
                 zeroOf(Ty), Below)));
  }
  return Discard ? &VoidValue : varRef(Acc);
}

} // namespace scopecheck::translate
