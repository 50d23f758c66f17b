//===- translate/KernelOpenCL.cpp - OpenCL C builtins to IR ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL C's builtin functions (docs/opencl-support.md): the work-item
/// functions as expressions over the launch's built-in values (a work-group
/// is a block, a work-item a thread), `barrier` and `work_group_barrier` as
/// the block barrier, the fences, the OpenCL 2.0 atomics with their orders
/// and scopes (work_group = cta, device = gpu, all_svm_devices/all_devices
/// = sys), the OpenCL 1.x atomics (relaxed, device scope), `vloadN` and
/// `vstoreN`. Every other builtin is diagnosed by name: Clang declares all
/// of them for the OpenCL version in use, so none is an undeclared name.
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "clang/AST/Attr.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace scopecheck::translate {

using ir::MemOrder;
using ir::Type;

std::optional<ir::MemSpace>
KernelTranslator::openClVarSpace(const VarDecl *VD) const {
  if (!isOpenCl() || isa<ParmVarDecl>(VD))
    return std::nullopt;
  switch (VD->getType().getAddressSpace()) {
  case LangAS::opencl_local:
    return ir::MemSpace::Shared;
  case LangAS::opencl_global:
  case LangAS::opencl_constant:
    return ir::MemSpace::Global;
  default:
    // A program-scope variable without an address space is __global
    // (OpenCL 2.0) or __constant (1.2); Clang gives it one.
    return std::nullopt;
  }
}

/// The value of constant integer expression \p E, if it is one.
static std::optional<uint64_t> constantValue(const Expr *E,
                                             const ASTContext &Ctx) {
  Expr::EvalResult R;
  if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx) || R.HasSideEffects)
    return std::nullopt;
  return R.Val.getInt().getZExtValue();
}

//===----------------------------------------------------------------------===//
// Work-item functions
//===----------------------------------------------------------------------===//

namespace {
/// What a work-item function returns in one dimension.
enum class WorkItemKind : uint8_t {
  LocalId,     ///< threadIdx
  GroupId,     ///< blockIdx
  LocalSize,   ///< blockDim
  NumGroups,   ///< gridDim
  GlobalId,    ///< blockIdx * blockDim + threadIdx
  GlobalSize,  ///< gridDim * blockDim
  GlobalOffset ///< 0: no offset is ever given
};
} // namespace

const ir::Expr *KernelTranslator::workItemFunction(const CallExpr *E,
                                                   llvm::StringRef Name) {
  SourceLocation At = E->getBeginLoc();
  std::optional<Type> Ty = irType(E->getType());
  if (!Ty || !ir::isInt(*Ty))
    return unsupported(At, "'" + Name.str() + "' of type '" +
                               E->getType().getAsString() + "'");
  auto Widen = [&](const ir::Expr *V) -> const ir::Expr * {
    if (V->Ty == *Ty)
      return V;
    return ir::intWidth(V->Ty) < ir::intWidth(*Ty)
               ? P.cast(ir::CastOp::ZExt, *Ty, V)
               : P.cast(ir::CastOp::Trunc, *Ty, V);
  };
  auto Builtin = [&](int Base, unsigned D) {
    return Widen(P.builtin(static_cast<ir::Builtin>(Base + D)));
  };
  if (Name == "get_work_dim") {
    // The number of dimensions of the launch: the highest one with more
    // than one work-item or work-group (at least 1).
    unsigned Dims = 1;
    if (Opts.Block.Y > 1 || Opts.Grid.Y > 1)
      Dims = 2;
    if (Opts.Block.Z > 1 || Opts.Grid.Z > 1)
      Dims = 3;
    return P.intConst(*Ty, Dims);
  }
  if (Name == "get_local_linear_id" || Name == "get_global_linear_id") {
    // (z * size.y + y) * size.x + x, in the local or global index space.
    bool Global = Name == "get_global_linear_id";
    auto Id = [&](unsigned D) -> const ir::Expr * {
      if (!Global)
        return Builtin(0, D);
      return P.binary(ir::BinOp::Add, *Ty,
                      P.binary(ir::BinOp::Mul, *Ty, Builtin(3, D),
                               Builtin(6, D)),
                      Builtin(0, D));
    };
    auto Size = [&](unsigned D) -> const ir::Expr * {
      if (!Global)
        return Builtin(6, D);
      return P.binary(ir::BinOp::Mul, *Ty, Builtin(9, D), Builtin(6, D));
    };
    const ir::Expr *V = P.binary(
        ir::BinOp::Add, *Ty, P.binary(ir::BinOp::Mul, *Ty, Id(2), Size(1)),
        Id(1));
    return P.binary(ir::BinOp::Add, *Ty, P.binary(ir::BinOp::Mul, *Ty, V, Size(0)),
                    Id(0));
  }
  WorkItemKind K = llvm::StringSwitch<WorkItemKind>(Name)
                       .Case("get_local_id", WorkItemKind::LocalId)
                       .Case("get_group_id", WorkItemKind::GroupId)
                       .Case("get_local_size", WorkItemKind::LocalSize)
                       .Case("get_enqueued_local_size", WorkItemKind::LocalSize)
                       .Case("get_num_groups", WorkItemKind::NumGroups)
                       .Case("get_global_id", WorkItemKind::GlobalId)
                       .Case("get_global_size", WorkItemKind::GlobalSize)
                       .Default(WorkItemKind::GlobalOffset);
  auto InDim = [&](unsigned D) -> const ir::Expr * {
    switch (K) {
    case WorkItemKind::LocalId:
      return Builtin(0, D);
    case WorkItemKind::GroupId:
      return Builtin(3, D);
    case WorkItemKind::LocalSize:
      return Builtin(6, D);
    case WorkItemKind::NumGroups:
      return Builtin(9, D);
    case WorkItemKind::GlobalId:
      return P.binary(ir::BinOp::Add, *Ty,
                      P.binary(ir::BinOp::Mul, *Ty, Builtin(3, D),
                               Builtin(6, D)),
                      Builtin(0, D));
    case WorkItemKind::GlobalSize:
      return P.binary(ir::BinOp::Mul, *Ty, Builtin(9, D), Builtin(6, D));
    case WorkItemKind::GlobalOffset:
      return P.intConst(*Ty, 0);
    }
    return nullptr;
  };
  // Outside dimensions 0-2 the ids and the offset are 0, the sizes 1
  // (OpenCL C 3.0 §6.15.1).
  bool IsSize = K == WorkItemKind::LocalSize || K == WorkItemKind::NumGroups ||
                K == WorkItemKind::GlobalSize;
  const ir::Expr *Outside = P.intConst(*Ty, IsSize ? 1 : 0);
  if (E->getNumArgs() != 1)
    return unsupported(At, "call of '" + Name.str() + "'");
  if (std::optional<uint64_t> D = constantValue(E->getArg(0), Ctx))
    return *D < 3 ? InDim(static_cast<unsigned>(*D)) : Outside;
  // A dimension computed at run time: a choice among the three.
  const ir::Expr *Dim = rvalue(E->getArg(0));
  if (!Dim)
    return nullptr;
  const ir::Expr *V = Outside;
  for (unsigned D = 3; D-- > 0;)
    V = P.select(P.binary(ir::BinOp::Eq, Type::Bool, Dim,
                          P.intConst(Dim->Ty, D)),
                 InDim(D), V);
  return V;
}

//===----------------------------------------------------------------------===//
// Barriers and fences
//===----------------------------------------------------------------------===//

std::optional<ir::Scope> KernelTranslator::openClScope(const Expr *E,
                                                       bool Fence,
                                                       bool &WorkItem) {
  WorkItem = false;
  std::optional<uint64_t> V = constantValue(E, Ctx);
  if (!V) {
    unsupported(E->getBeginLoc(), "memory scope that is not a constant");
    return std::nullopt;
  }
  // The values of opencl-c-base.h's memory_scope (Clang's
  // __OPENCL_MEMORY_SCOPE_*).
  switch (*V) {
  case 0: // memory_scope_work_item
    if (!Fence) {
      unsupported(E->getBeginLoc(),
                  "'memory_scope_work_item' on an atomic operation (OpenCL "
                  "allows it only for atomic_work_item_fence)");
      return std::nullopt;
    }
    WorkItem = true;
    return ir::Scope::Cta;
  case 1: // memory_scope_work_group
    return ir::Scope::Cta;
  case 2: // memory_scope_device
    return ir::Scope::Gpu;
  case 3: // memory_scope_all_svm_devices (= memory_scope_all_devices)
    return ir::Scope::Sys;
  case 4: // memory_scope_sub_group
    unsupported(E->getBeginLoc(),
                "'memory_scope_sub_group' (sub-groups are not modelled)");
    return std::nullopt;
  default:
    unsupported(E->getBeginLoc(), "memory scope value " + std::to_string(*V));
    return std::nullopt;
  }
}

const ir::Expr *KernelTranslator::openClBarrier(const CallExpr *E,
                                                llvm::StringRef Name) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (E->getNumArgs() < 1)
    return unsupported(At, "call of '" + Name.str() + "'");
  // The flags (CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2,
  // CLK_IMAGE_MEM_FENCE = 4) must be constants; the barrier orders the
  // memory they name: __local is the IR's shared space, __global (and
  // __constant, which nothing writes) its global space. Images are
  // diagnosed where they are used, so their flag orders nothing we model
  // (docs/opencl-support.md, "Barriers and their flags").
  std::optional<uint64_t> Flags = constantValue(E->getArg(0), Ctx);
  if (!Flags)
    return unsupported(E->getArg(0)->getBeginLoc(),
                       "a barrier whose flags are not a constant");
  uint8_t Spaces = openClFenceSpaces(*Flags);
  ir::Scope FenceScope = ir::Scope::Cta;
  if (E->getNumArgs() >= 2) {
    bool WorkItem = false;
    std::optional<ir::Scope> S =
        openClScope(E->getArg(1), /*Fence=*/true, WorkItem);
    if (!S)
      return nullptr;
    FenceScope = WorkItem ? ir::Scope::Cta : *S;
  }
  // A wider scope than the work-group: acquire-release fences of that scope
  // on both sides of the work-group barrier. The one after it releases, to
  // that scope, every access the barrier ordered before it (another
  // work-item's write before the barrier, then this one's flag store); the
  // one before it acquires what this work-item's earlier loads read. Only
  // global memory is seen beyond the work-group, so without
  // CLK_GLOBAL_MEM_FENCE the scope changes nothing (and the IR's fences
  // order the spaces of the flags: with both, __local too, as the
  // barrier's own fence does).
  bool Wide = FenceScope != ir::Scope::Cta &&
              ir::barrierOrders(Spaces, ir::MemSpace::Global);
  if (Wide)
    emit(ir::Stmt::makeFence(L, MemOrder::AcqRel, FenceScope, Spaces));
  emit(ir::Stmt::makeBarrier(L, ir::Scope::Cta, Spaces));
  if (Wide)
    emit(ir::Stmt::makeFence(L, MemOrder::AcqRel, FenceScope, Spaces));
  return &VoidValue;
}

uint8_t KernelTranslator::openClFenceSpaces(uint64_t Flags) {
  // CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2,
  // CLK_IMAGE_MEM_FENCE = 4 (opencl-c-base.h).
  uint8_t Spaces = 0;
  if (Flags & 1)
    Spaces |= ir::spaceBit(ir::MemSpace::Shared);
  if (Flags & 2)
    Spaces |= ir::spaceBit(ir::MemSpace::Global);
  return Spaces;
}

const ir::Expr *KernelTranslator::openClFence(const CallExpr *E,
                                              llvm::StringRef N) {
  SourceLocation At = E->getBeginLoc();
  bool WorkItemFence = N == "atomic_work_item_fence";
  std::optional<uint64_t> Flags;
  if (E->getNumArgs() == (WorkItemFence ? 3u : 1u))
    Flags = constantValue(E->getArg(0), Ctx);
  if (!Flags)
    return unsupported(At, "'" + N.str() + "' with flags that are not a "
                                            "constant");
  // The flags name the memory the fence orders (OpenCL C 2.0 §6.13.9:
  // `__local` with CLK_LOCAL_MEM_FENCE, `__global` with
  // CLK_GLOBAL_MEM_FENCE): a fence synchronises, through an atomic, only
  // the accesses to those spaces (docs/opencl-support.md, "Fences and their
  // flags"). A fence that names neither orders nothing modelled and is
  // dropped, as a relaxed one.
  uint8_t Spaces = openClFenceSpaces(*Flags);
  MemOrder O = MemOrder::AcqRel;
  ir::Scope Sc = ir::Scope::Cta;
  if (WorkItemFence) {
    std::optional<MemOrder> Order = memoryOrder(E->getArg(1));
    if (!Order)
      return nullptr;
    bool WorkItem = false;
    std::optional<ir::Scope> S =
        openClScope(E->getArg(2), /*Fence=*/true, WorkItem);
    if (!S)
      return nullptr;
    // A relaxed fence, or one at work-item scope (which orders a
    // work-item's image accesses with its own other accesses), orders
    // nothing between work-items.
    if (*Order == MemOrder::Rlx || WorkItem)
      return &VoidValue;
    O = *Order;
    Sc = *S;
  } else if (N != "mem_fence") {
    // OpenCL C 2.0 and later define read_mem_fence and write_mem_fence as
    // atomic_work_item_fence(flags, memory_order_acquire / _release,
    // memory_scope_work_group). OpenCL C 1.x (§6.12.9) gives them less: a
    // read fence orders only the work-item's loads, a write fence only its
    // stores. An acquire fence also orders the later stores and a release
    // fence the earlier loads, and the IR has no fence that orders loads
    // only (happens-before contains program order), so under 1.x they
    // order nothing: the sound side, where a race they do not prevent is
    // reported. (1.x's mem_fence orders all the work-item's loads and
    // stores, which the acquire-release fence does.)
    if (Ctx.getLangOpts().getOpenCLCompatibleVersion() < 200)
      return &VoidValue;
    O = N == "read_mem_fence" ? MemOrder::Acq : MemOrder::Rel;
  }
  if (Spaces != 0)
    emit(ir::Stmt::makeFence(loc(At), O, Sc, Spaces));
  return &VoidValue;
}

//===----------------------------------------------------------------------===//
// OpenCL 2.0 atomics
//===----------------------------------------------------------------------===//

const ir::Expr *KernelTranslator::openClAtomic(const CallExpr *E,
                                               llvm::StringRef Name,
                                               bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  llvm::StringRef Base = Name;
  bool Explicit = Base.consume_back("_explicit");
  unsigned NumArgs = E->getNumArgs();
  if (NumArgs < 1 || !E->getArg(0)->getType()->isPointerType())
    return unsupported(At, "call of '" + Name.str() + "'");
  QualType Pointee = E->getArg(0)->getType()->getPointeeType();
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return unsupported(At, "'" + Name.str() + "' on type '" +
                               Pointee.getAsString() + "'");
  // Arguments before the order: the pointer and 0, 1 or 2 values.
  unsigned Values =
      llvm::StringSwitch<unsigned>(Base)
          .Cases("atomic_load", "atomic_flag_test_and_set",
                 "atomic_flag_clear", 0)
          .StartsWith("atomic_compare_exchange_", 2)
          .Default(1);
  bool Cas = Base.starts_with("atomic_compare_exchange_");
  // The orders and the scope: seq_cst and memory_scope_device by default.
  std::optional<MemOrder> O = MemOrder::Sc;
  ir::Scope Sc = ir::Scope::Gpu;
  unsigned Orders = Explicit ? (Cas ? 2 : 1) : 0;
  if (NumArgs < 1 + Values + Orders || NumArgs > 2 + Values + Orders ||
      (!Explicit && NumArgs != 1 + Values))
    return unsupported(At, "call of '" + Name.str() + "'");
  if (Explicit) {
    if (!Cas) {
      O = memoryOrder(E->getArg(1 + Values));
      if (!O)
        return nullptr;
    }
    if (NumArgs == 2 + Values + Orders) {
      bool WorkItem = false;
      std::optional<ir::Scope> S =
          openClScope(E->getArg(NumArgs - 1), /*Fence=*/false, WorkItem);
      if (!S)
        return nullptr;
      Sc = *S;
    }
  }
  if (Cas)
    return compareExchange(At, E->getArg(0), E->getArg(1), E->getArg(2),
                           /*DesiredIsPtr=*/false,
                           Explicit ? E->getArg(3) : nullptr,
                           Explicit ? E->getArg(4) : nullptr, Sc, Discard);
  auto BadOrder = [&](const char *What) {
    return unsupported(E->getArg(1 + Values)->getBeginLoc(),
                       std::string("memory order '") +
                           (*O == MemOrder::Rel      ? "memory_order_release"
                            : *O == MemOrder::Acq    ? "memory_order_acquire"
                                                     : "memory_order_acq_rel") +
                           "' on " + What);
  };
  const ir::Expr *Addr = rvalue(E->getArg(0));
  if (!Addr)
    return nullptr;
  if (Base == "atomic_load") {
    if (*O == MemOrder::Rel || *O == MemOrder::AcqRel)
      return BadOrder("an atomic load");
    ir::VarId Dest = newTemp(*Ty, L);
    emit(ir::Stmt::makeLoad(L, Dest, *O, Sc, *Ty, Addr));
    return Discard ? &VoidValue : varRef(Dest);
  }
  if (Base == "atomic_flag_clear") {
    if (*O == MemOrder::Acq || *O == MemOrder::AcqRel)
      return BadOrder("atomic_flag_clear");
    emit(ir::Stmt::makeStore(L, *O, Sc, *Ty, Addr, P.intConst(*Ty, 0)));
    return &VoidValue;
  }
  if (Base == "atomic_flag_test_and_set") {
    ir::VarId Old = newTemp(*Ty, L);
    emit(ir::Stmt::makeRmw(L, Old, ir::RmwOp::Exch, *O, Sc, *Ty, Addr,
                           P.intConst(*Ty, 1)));
    return Discard ? &VoidValue
                   : P.binary(ir::BinOp::Ne, Type::Bool, varRef(Old),
                              P.intConst(*Ty, 0));
  }
  const ir::Expr *V = rvalue(E->getArg(1));
  if (!V)
    return nullptr;
  if (Base == "atomic_init") {
    // Not an atomic access (OpenCL C 3.0 §6.15.12.5): a plain store, which
    // races with any concurrent access.
    emit(ir::Stmt::makeStore(L, MemOrder::Na, ir::Scope::None, *Ty, Addr, V));
    return &VoidValue;
  }
  if (Base == "atomic_store") {
    if (*O == MemOrder::Acq || *O == MemOrder::AcqRel)
      return BadOrder("an atomic store");
    emit(ir::Stmt::makeStore(L, *O, Sc, *Ty, Addr, V));
    return &VoidValue;
  }
  bool Signed = isSigned(Pointee), Float = ir::isFloat(*Ty);
  std::optional<ir::RmwOp> Op =
      llvm::StringSwitch<std::optional<ir::RmwOp>>(Base)
          .Case("atomic_exchange", ir::RmwOp::Exch)
          .Case("atomic_fetch_add", Float ? ir::RmwOp::FAdd : ir::RmwOp::Add)
          .Case("atomic_fetch_sub", ir::RmwOp::Sub)
          .Case("atomic_fetch_and", ir::RmwOp::And)
          .Case("atomic_fetch_or", ir::RmwOp::Or)
          .Case("atomic_fetch_xor", ir::RmwOp::Xor)
          .Case("atomic_fetch_min", Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin)
          .Case("atomic_fetch_max", Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax)
          .Default(std::nullopt);
  if (!Op)
    return unsupported(At, "OpenCL atomic function '" + Name.str() + "'");
  if (Float && *Op != ir::RmwOp::FAdd && *Op != ir::RmwOp::Exch)
    return unsupported(At, "'" + Name.str() + "' on a floating-point value");
  ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
  emit(ir::Stmt::makeRmw(L, Dest, *Op, *O, Sc, *Ty, Addr, V));
  return Discard ? &VoidValue : varRef(Dest);
}

//===----------------------------------------------------------------------===//
// OpenCL 1.x atomics
//===----------------------------------------------------------------------===//

const ir::Expr *KernelTranslator::openClLegacyAtomic(const CallExpr *E,
                                                     llvm::StringRef Name,
                                                     bool Discard) {
  SourceLocation At = E->getBeginLoc();
  // atomic_add and atom_add are the same function (OpenCL 1.1 renamed the
  // 1.0 extension's atom_*): relaxed, device scope (docs/opencl-support.md).
  llvm::StringRef Op = Name;
  if (!Op.consume_front("atomic_"))
    Op.consume_front("atom_");
  if (E->getNumArgs() < 1 || !E->getArg(0)->getType()->isPointerType())
    return unsupported(At, "call of '" + Name.str() + "'");
  QualType Pointee = E->getArg(0)->getType()->getPointeeType();
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return unsupported(At, "'" + Name.str() + "' on type '" +
                               Pointee.getAsString() + "'");
  bool Signed = isSigned(Pointee), Float = ir::isFloat(*Ty);
  unsigned Values = Op == "inc" || Op == "dec" ? 0 : Op == "cmpxchg" ? 2 : 1;
  if (E->getNumArgs() != 1 + Values)
    return unsupported(At, "call of '" + Name.str() + "'");
  std::optional<ir::RmwOp> R =
      llvm::StringSwitch<std::optional<ir::RmwOp>>(Op)
          .Case("add", ir::RmwOp::Add)
          .Case("sub", ir::RmwOp::Sub)
          .Case("xchg", ir::RmwOp::Exch)
          .Case("inc", ir::RmwOp::Add)
          .Case("dec", ir::RmwOp::Sub)
          .Case("min", Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin)
          .Case("max", Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax)
          .Case("and", ir::RmwOp::And)
          .Case("or", ir::RmwOp::Or)
          .Case("xor", ir::RmwOp::Xor)
          .Default(std::nullopt);
  bool IsCas = Op == "cmpxchg";
  if (!R && !IsCas)
    return unsupported(At, "OpenCL atomic function '" + Name.str() + "'");
  if (Float && !(R && *R == ir::RmwOp::Exch))
    return unsupported(At, "'" + Name.str() + "' on a floating-point value");
  const ir::Expr *Addr = rvalue(E->getArg(0));
  if (!Addr)
    return nullptr;
  std::vector<const ir::Expr *> Vals;
  for (unsigned I = 1; I < E->getNumArgs(); ++I) {
    const ir::Expr *V = rvalue(E->getArg(I));
    if (!V)
      return nullptr;
    Vals.push_back(V);
  }
  if (Values == 0)
    Vals.push_back(P.intConst(*Ty, 1)); // inc and dec
  ir::SourceLoc L = loc(At);
  ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
  if (IsCas)
    emit(ir::Stmt::makeCas(L, Dest, MemOrder::Rlx,
                           ir::defaultFailureOrder(MemOrder::Rlx),
                           ir::Scope::Gpu, *Ty, Addr, Vals[0], Vals[1]));
  else
    emit(ir::Stmt::makeRmw(L, Dest, *R, MemOrder::Rlx, ir::Scope::Gpu, *Ty,
                           Addr, Vals[0]));
  return Discard ? &VoidValue : varRef(Dest);
}

//===----------------------------------------------------------------------===//
// The dispatch by name
//===----------------------------------------------------------------------===//

/// The OpenCL 1.x atomic functions (`atomic_add`, `atom_add`, ...).
static bool isLegacyAtomic(llvm::StringRef N) {
  llvm::StringRef Op = N;
  if (!Op.consume_front("atomic_") && !Op.consume_front("atom_"))
    return false;
  return Op == "add" || Op == "sub" || Op == "xchg" || Op == "inc" ||
         Op == "dec" || Op == "cmpxchg" || Op == "min" || Op == "max" ||
         Op == "and" || Op == "or" || Op == "xor";
}

/// Why a family of OpenCL builtins is not modelled, for the diagnostic.
static std::string notModelledFamily(llvm::StringRef N) {
  if (N.starts_with("sub_group_") || N.starts_with("get_sub_group") ||
      N.starts_with("get_max_sub_group") || N.starts_with("get_num_sub_group") ||
      N.starts_with("get_enqueued_num_sub_group") || N == "intel_sub_group")
    return "OpenCL sub-group function '" + N.str() +
           "' (sub-groups are not modelled)";
  if (N.starts_with("work_group_"))
    return "OpenCL work-group collective function '" + N.str() + "'";
  if (N.starts_with("read_image") || N.starts_with("write_image") ||
      N.starts_with("get_image"))
    return "OpenCL image function '" + N.str() + "'";
  if (N.starts_with("async_work_group") || N == "wait_group_events" ||
      N == "prefetch")
    return "OpenCL asynchronous copy function '" + N.str() + "'";
  if (N.starts_with("enqueue_") || N.starts_with("get_kernel_") ||
      N == "ndrange_1D" || N == "ndrange_2D" || N == "ndrange_3D")
    return "OpenCL device-side enqueue function '" + N.str() + "'";
  if (N.starts_with("read_pipe") || N.starts_with("write_pipe") ||
      N.starts_with("reserve_") || N.starts_with("commit_") ||
      N.starts_with("get_pipe"))
    return "OpenCL pipe function '" + N.str() + "'";
  return "OpenCL builtin function '" + N.str() + "'";
}

const ir::Expr *KernelTranslator::openClBuiltin(const CallExpr *E,
                                                llvm::StringRef N,
                                                bool Discard, bool &Handled) {
  Handled = true;
  SourceLocation At = E->getBeginLoc();
  if (N == "get_global_id" || N == "get_local_id" || N == "get_group_id" ||
      N == "get_local_size" || N == "get_enqueued_local_size" ||
      N == "get_global_size" || N == "get_num_groups" ||
      N == "get_global_offset" || N == "get_work_dim" ||
      N == "get_global_linear_id" || N == "get_local_linear_id")
    return workItemFunction(E, N);
  if (N == "barrier" || N == "work_group_barrier")
    return openClBarrier(E, N);
  if (N == "mem_fence" || N == "read_mem_fence" || N == "write_mem_fence" ||
      N == "atomic_work_item_fence")
    return openClFence(E, N);
  if (N.starts_with("atomic_") && !isLegacyAtomic(N))
    return openClAtomic(E, N, Discard);
  if (isLegacyAtomic(N))
    return openClLegacyAtomic(E, N, Discard);
  if (N.starts_with("vload") || N.starts_with("vstore"))
    return openClVectorMemory(E, N, Discard);
  // Left to the generic path: math functions, min/max/abs, printf.
  if (N == "printf" || N == "min" || N == "max" || N == "abs" ||
      N == "sqrt" || N == "fabs" || N == "floor" || N == "ceil" ||
      N == "trunc" || N == "round" || N == "exp" || N == "exp2" ||
      N == "log" || N == "log2" || N == "log10" || N == "sin" || N == "cos" ||
      N == "tan" || N == "pow" || N == "fmin" || N == "fmax" || N == "fmod" ||
      N == "fma") {
    // Only on scalars; a vector argument is diagnosed by name.
    bool Scalar = irType(E->getType()) || E->getType()->isVoidType() ||
                  N == "printf";
    for (const Expr *A : E->arguments())
      Scalar &= N == "printf" || irType(A->getType()).has_value();
    if (Scalar) {
      Handled = false;
      return nullptr;
    }
    return unsupported(At, "OpenCL builtin function '" + N.str() +
                               "' on vectors");
  }
  return unsupported(At, notModelledFamily(N));
}

} // namespace scopecheck::translate
