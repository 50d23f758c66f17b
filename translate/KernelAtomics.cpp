//===- translate/KernelAtomics.cpp - libcu++ scoped atomics to IR ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `cuda::atomic<T, Scope>`, `cuda::atomic_ref<T, Scope>` (and the
/// `cuda::std::` spellings, which are system scope) and
/// `cuda::atomic_thread_fence`. The scope comes from the class's template
/// argument, the order from the call's (constant) `memory_order` argument
/// (default `seq_cst`, as in C++):
///
///   thread_scope_block  -> cta      memory_order_relaxed -> rlx
///   thread_scope_device -> gpu      memory_order_consume -> acq
///   thread_scope_system -> sys      memory_order_acquire -> acq ...
///
/// A `cuda::atomic_ref` variable is a `ptr` variable holding the address it
/// was bound to; a `cuda::atomic` object is a memory object of its value
/// type.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace scopecheck::translate {

using ir::MemOrder;
using ir::Type;

std::optional<KernelTranslator::AtomicClass>
KernelTranslator::atomicClass(QualType T) const {
  const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  if (!CTSD)
    return std::nullopt;
  const auto *NS = dyn_cast<NamespaceDecl>(CTSD->getDeclContext());
  if (!NS || NS->getName() != "cuda")
    return std::nullopt;
  llvm::StringRef Name = CTSD->getName();
  if (Name != "atomic" && Name != "atomic_ref" && Name != "__atomic_ops")
    return std::nullopt;
  const TemplateArgumentList &Args = CTSD->getTemplateArgs();
  if (Args.size() != 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Integral)
    return std::nullopt;
  AtomicClass A;
  A.Value = Args[0].getAsType();
  A.IsRef = Name == "atomic_ref";
  switch (Args[1].getAsIntegral().getZExtValue()) {
  case 0:
    A.Sc = ir::Scope::Sys;
    break;
  case 1:
    A.Sc = ir::Scope::Gpu;
    break;
  case 2:
    A.Sc = ir::Scope::Cta;
    break;
  default:
    A.ThreadScope = true;
    break;
  }
  return A;
}

std::optional<MemOrder> KernelTranslator::memoryOrder(const Expr *E) {
  Expr::EvalResult R;
  if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx) || R.HasSideEffects) {
    unsupported(E->getBeginLoc(), "memory order that is not a constant");
    return std::nullopt;
  }
  switch (R.Val.getInt().getZExtValue()) {
  case 0:
    return MemOrder::Rlx;
  case 1: // consume is promoted to acquire, as every compiler does
  case 2:
    return MemOrder::Acq;
  case 3:
    return MemOrder::Rel;
  case 4:
    return MemOrder::AcqRel;
  case 5:
    return MemOrder::Sc;
  default:
    unsupported(E->getBeginLoc(), "memory order value");
    return std::nullopt;
  }
}

std::optional<ir::Scope> KernelTranslator::threadScope(const Expr *E) {
  Expr::EvalResult R;
  if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx) || R.HasSideEffects) {
    unsupported(E->getBeginLoc(), "thread scope that is not a constant");
    return std::nullopt;
  }
  switch (R.Val.getInt().getZExtValue()) {
  case 0:
    return ir::Scope::Sys;
  case 1:
    return ir::Scope::Gpu;
  case 2:
    return ir::Scope::Cta;
  case 3:
    unsupported(E->getBeginLoc(), "'cuda::thread_scope_thread'");
    return std::nullopt;
  default: // __NV_THREAD_SCOPE_CLUSTER
    unsupported(E->getBeginLoc(), "cluster scope");
    return std::nullopt;
  }
}

/// Strips the conversions between an atomic class and its base.
static const Expr *skipAtomicCasts(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      CastKind K = ICE->getCastKind();
      if (K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase ||
          K == CK_NoOp || K == CK_LValueToRValue) {
        E = ICE->getSubExpr();
        continue;
      }
    }
    if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = MT->getSubExpr();
      continue;
    }
    if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = BT->getSubExpr();
      continue;
    }
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
      E = FC->getSubExpr();
      continue;
    }
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E)) {
      E = EWC->getSubExpr();
      continue;
    }
    return E;
  }
}

const ir::Expr *KernelTranslator::atomicAddress(const Expr *Obj) {
  const Expr *E = skipAtomicCasts(Obj);
  std::optional<AtomicClass> A = atomicClass(E->getType());
  if (A && A->IsRef) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      auto It = VD ? Frames.back().Vars.find(VD) : Frames.back().Vars.end();
      if (It == Frames.back().Vars.end())
        return unsupported(E->getBeginLoc(), "use of this 'cuda::atomic_ref'");
      return varRef(It->second);
    }
    if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
      if (CE->getNumArgs() != 1)
        return unsupported(E->getBeginLoc(), "this 'cuda::atomic_ref' "
                                             "constructor");
      const Expr *Arg = CE->getArg(0);
      if (atomicClass(Arg->getType()))
        return atomicAddress(Arg);
      std::optional<LValue> L = lvalue(Arg);
      if (!L)
        return nullptr;
      if (L->K != LValue::Kind::Mem)
        return unsupported(Arg->getBeginLoc(),
                           "'cuda::atomic_ref' to a local scalar variable");
      return L->Addr;
    }
    return unsupported(E->getBeginLoc(), "'cuda::atomic_ref' of " +
                                             describeConstruct(E, Ctx));
  }
  std::optional<LValue> L = lvalue(E);
  if (!L)
    return nullptr;
  if (L->K != LValue::Kind::Mem)
    return unsupported(E->getBeginLoc(), "atomic object in a local variable");
  return L->Addr;
}

bool KernelTranslator::atomicRefDecl(const VarDecl *VD) {
  if (!VD->hasInit())
    return unsupported(VD->getLocation(), "'cuda::atomic_ref' without an "
                                          "initialiser");
  const ir::Expr *Addr = atomicAddress(VD->getInit());
  if (!Addr)
    return false;
  ir::SourceLoc L = loc(VD->getLocation());
  ir::VarId V = newVar(VD->getNameAsString(), Type::Ptr, L);
  Frames.back().Vars[VD] = V;
  emit(ir::Stmt::makeAssign(L, V, Addr));
  return true;
}

const ir::Expr *KernelTranslator::atomicFence(const CallExpr *E, bool System) {
  if (E->getNumArgs() < 1)
    return unsupported(E->getBeginLoc(), "this 'atomic_thread_fence'");
  std::optional<MemOrder> O = memoryOrder(E->getArg(0));
  if (!O)
    return nullptr;
  ir::Scope Sc = ir::Scope::Sys;
  if (!System && E->getNumArgs() > 1) {
    std::optional<ir::Scope> S = threadScope(E->getArg(1));
    if (!S)
      return nullptr;
    Sc = *S;
  }
  // A relaxed fence has no effect in C++ (and no IR form).
  if (*O != MemOrder::Rlx)
    emit(ir::Stmt::makeFence(loc(E->getBeginLoc()), *O, Sc));
  return &VoidValue;
}

const ir::Expr *KernelTranslator::atomicMemberCall(const CallExpr *E,
                                                   const CXXMethodDecl *MD,
                                                   const Expr *Obj,
                                                   bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  std::optional<AtomicClass> A =
      atomicClass(Ctx.getRecordType(MD->getParent()));
  if (!A)
    return unsupported(At, "this atomic operation");
  if (A->ThreadScope)
    return unsupported(At, "atomic at 'cuda::thread_scope_thread'");
  std::optional<Type> Ty = irType(A->Value);
  if (!Ty || *Ty == Type::Bool || *Ty == Type::Ptr)
    return unsupported(At, "atomic of type '" + A->Value.getAsString() + "'");
  bool Float = ir::isFloat(*Ty), Signed = isSigned(A->Value);
  unsigned Base = isa<CXXOperatorCallExpr>(E) ? 1 : 0;
  unsigned NumArgs = E->getNumArgs() - Base;
  auto Arg = [&](unsigned I) { return E->getArg(Base + I); };
  auto Order = [&](unsigned I) -> std::optional<MemOrder> {
    return I < NumArgs ? memoryOrder(Arg(I)) : MemOrder::Sc;
  };
  std::string Name;
  OverloadedOperatorKind OO = MD->getOverloadedOperator();
  if (isa<CXXConversionDecl>(MD))
    Name = "load";
  else if (OO == OO_None)
    Name = MD->getNameAsString();

  const ir::Expr *Addr = atomicAddress(Obj);
  if (!Addr)
    return nullptr;

  auto Rmw = [&](ir::RmwOp Op, const ir::Expr *V,
                 MemOrder O) -> const ir::Expr * {
    ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
    emit(ir::Stmt::makeRmw(L, Dest, Op, O, A->Sc, *Ty, Addr, V));
    return Discard ? &VoidValue : varRef(Dest);
  };

  if (Name == "load") {
    std::optional<MemOrder> O = Order(0);
    if (!O)
      return nullptr;
    if (*O == MemOrder::Rel || *O == MemOrder::AcqRel)
      return unsupported(At, "a load with a release order");
    ir::VarId Dest = newTemp(*Ty, L);
    emit(ir::Stmt::makeLoad(L, Dest, *O, A->Sc, *Ty, Addr));
    return varRef(Dest);
  }
  if (Name == "store" || OO == OO_Equal) {
    const ir::Expr *V = rvalue(Arg(0));
    if (!V)
      return nullptr;
    std::optional<MemOrder> O = OO == OO_Equal ? MemOrder::Sc : Order(1);
    if (!O)
      return nullptr;
    if (*O == MemOrder::Acq || *O == MemOrder::AcqRel)
      return unsupported(At, "a store with an acquire order");
    emit(ir::Stmt::makeStore(L, *O, A->Sc, *Ty, Addr, V));
    return OO == OO_Equal ? V : &VoidValue;
  }
  if (Name == "compare_exchange_strong" || Name == "compare_exchange_weak") {
    // Weak is modelled as strong: a spurious failure only repeats a loop.
    std::optional<LValue> Expected = lvalue(Arg(0));
    if (!Expected)
      return nullptr;
    if (Expected->K != LValue::Kind::Var || Expected->Bits)
      return unsupported(Arg(0)->getBeginLoc(),
                         Expected->Bits ? "an 'expected' operand in a union"
                                        : "an 'expected' operand in memory");
    const ir::Expr *Desired = rvalue(Arg(1));
    if (!Desired)
      return nullptr;
    std::optional<MemOrder> S = Order(2);
    if (!S)
      return nullptr;
    std::optional<MemOrder> F =
        NumArgs >= 4 ? memoryOrder(Arg(3)) : ir::defaultFailureOrder(*S);
    if (!F)
      return nullptr;
    if (*F == MemOrder::Rel || *F == MemOrder::AcqRel)
      return unsupported(At, "a compare-exchange failure order with release");
    ir::VarId Exp = newTemp(*Ty, L);
    emit(ir::Stmt::makeAssign(L, Exp, varRef(Expected->Var)));
    ir::VarId Old = newTemp(*Ty, L);
    emit(ir::Stmt::makeCas(L, Old, *S, *F, A->Sc, *Ty, Addr, varRef(Exp),
                           Desired));
    emit(ir::Stmt::makeAssign(L, Expected->Var, varRef(Old)));
    return P.binary(ir::BinOp::Eq, Type::Bool, varRef(Old), varRef(Exp));
  }

  // Read-modify-writes: fetch_OP(v, order) returns the old value; the
  // operators return the new one (post-increment the old one).
  std::optional<ir::RmwOp> Op;
  ir::BinOp Combine = ir::BinOp::Add;
  if (Name == "exchange")
    Op = ir::RmwOp::Exch;
  else if (Name == "fetch_add" || OO == OO_PlusEqual || OO == OO_PlusPlus) {
    Op = Float ? ir::RmwOp::FAdd : ir::RmwOp::Add;
    Combine = ir::BinOp::Add;
  } else if (!Float && (Name == "fetch_sub" || OO == OO_MinusEqual ||
                        OO == OO_MinusMinus)) {
    Op = ir::RmwOp::Sub;
    Combine = ir::BinOp::Sub;
  } else if (!Float && (Name == "fetch_and" || OO == OO_AmpEqual)) {
    Op = ir::RmwOp::And;
    Combine = ir::BinOp::And;
  } else if (!Float && (Name == "fetch_or" || OO == OO_PipeEqual)) {
    Op = ir::RmwOp::Or;
    Combine = ir::BinOp::Or;
  } else if (!Float && (Name == "fetch_xor" || OO == OO_CaretEqual)) {
    Op = ir::RmwOp::Xor;
    Combine = ir::BinOp::Xor;
  } else if (!Float && Name == "fetch_min")
    Op = Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin;
  else if (!Float && Name == "fetch_max")
    Op = Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax;
  if (!Op)
    return unsupported(At, "atomic operation '" + MD->getNameAsString() + "'");

  if (OO == OO_PlusPlus || OO == OO_MinusMinus) {
    bool Post = NumArgs == 1; // the dummy int of x++
    const ir::Expr *One =
        Float ? (Ty == Type::F32 ? P.f32Const(1) : P.f64Const(1))
              : P.intConst(*Ty, 1);
    const ir::Expr *Old = Rmw(*Op, One, MemOrder::Sc);
    if (Discard || !Old)
      return Old;
    return Post ? Old : P.binary(Combine, *Ty, Old, One);
  }
  const ir::Expr *V = rvalue(Arg(0));
  if (!V)
    return nullptr;
  if (OO != OO_None) {
    const ir::Expr *Old = Rmw(*Op, V, MemOrder::Sc);
    if (Discard || !Old)
      return Old;
    return P.binary(Combine, *Ty, Old, V);
  }
  std::optional<MemOrder> O = Order(1);
  if (!O)
    return nullptr;
  return Rmw(*Op, V, *O);
}

/// The acquire strength of a success order, which a failure order may not
/// exceed: rlx and rel read relaxed, acq and acq_rel acquire, sc sc.
static unsigned readStrength(MemOrder O) {
  switch (O) {
  case MemOrder::Acq:
  case MemOrder::AcqRel:
    return 1;
  case MemOrder::Sc:
    return 2;
  default:
    return 0;
  }
}

const ir::Expr *KernelTranslator::compareExchange(
    SourceLocation At, const Expr *Ptr, const Expr *Expected,
    const Expr *Desired, bool DesiredIsPtr, const Expr *SuccessE,
    const Expr *FailE, ir::Scope Sc, bool Discard) {
  ir::SourceLoc L = loc(At);
  QualType Pointee = Ptr->getType()->getPointeeType();
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return unsupported(At, "compare-exchange on type '" +
                               Pointee.getAsString() + "'");
  // The arguments in order, then the operation.
  const ir::Expr *Addr = rvalue(Ptr);
  if (!Addr)
    return nullptr;
  const ir::Expr *ExpAddr = rvalue(Expected);
  if (!ExpAddr)
    return nullptr;
  const ir::Expr *Des = rvalue(Desired);
  if (!Des)
    return nullptr;
  // No order expressions (OpenCL's atomic_compare_exchange_strong): seq_cst
  // with C's failure order.
  std::optional<MemOrder> S = SuccessE ? memoryOrder(SuccessE) : MemOrder::Sc;
  if (!S)
    return nullptr;
  std::optional<MemOrder> F =
      FailE ? memoryOrder(FailE) : ir::defaultFailureOrder(*S);
  if (!F)
    return nullptr;
  if (!FailE)
    ; // derived: always valid
  else if (*F == MemOrder::Rel || *F == MemOrder::AcqRel)
    return unsupported(FailE->getBeginLoc(),
                       "a compare-exchange failure order with release");
  if (readStrength(*F) > readStrength(*S))
    return unsupported(FailE->getBeginLoc(),
                       "a compare-exchange failure order stronger than its "
                       "success order");
  ir::VarId Exp = newTemp(*Ty, L);
  emit(ir::Stmt::makeLoad(L, Exp, MemOrder::Na, ir::Scope::None, *Ty, ExpAddr));
  if (DesiredIsPtr) {
    ir::VarId D = newTemp(*Ty, L);
    emit(ir::Stmt::makeLoad(L, D, MemOrder::Na, ir::Scope::None, *Ty, Des));
    Des = varRef(D);
  }
  ir::VarId Old = newTemp(*Ty, L);
  emit(ir::Stmt::makeCas(L, Old, *S, *F, Sc, *Ty, Addr, varRef(Exp), Des));
  // The cas compares bits: so does the result, also for floats.
  auto Bits = [&](ir::VarId V) -> const ir::Expr * {
    if (!ir::isFloat(*Ty))
      return varRef(V);
    return P.cast(ir::CastOp::Bitcast, *Ty == Type::F32 ? Type::I32 : Type::I64,
                  varRef(V));
  };
  const ir::Expr *Same =
      P.binary(ir::BinOp::Eq, Type::Bool, Bits(Old), Bits(Exp));
  // On failure the value read is written back to *expected.
  ir::Stmt Back = ir::Stmt::makeStore(L, MemOrder::Na, ir::Scope::None, *Ty,
                                      ExpAddr, varRef(Old));
  Back.Pred = P.unary(ir::UnOp::Not, Type::Bool, Same);
  emit(Back);
  return Discard ? &VoidValue : Same;
}

const ir::Expr *KernelTranslator::atomicBuiltin(const AtomicExpr *AE,
                                                bool Discard) {
  SourceLocation At = AE->getBeginLoc();
  ir::SourceLoc L = loc(At);
  using AO = AtomicExpr::AtomicOp;
  AO Op = AE->getOp();
  auto Unsupported = [&] {
    const SourceManager &SM = Ctx.getSourceManager();
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(At, At), SM,
                             Ctx.getLangOpts())
            .str();
    return unsupported(At, "atomic builtin '" + Text + "'");
  };
  enum Kind { Load, Store, Rmw, Cas } K = Rmw;
  std::optional<ir::RmwOp> R;
  QualType Pointee = AE->getPtr()->getType()->getPointeeType();
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return Unsupported();
  bool Signed = isSigned(Pointee), Float = ir::isFloat(*Ty);
  bool Init = false;
  switch (Op) {
  case AO::AO__c11_atomic_init: // a non-atomic initialisation
    K = Store;
    Init = true;
    break;
  case AO::AO__c11_atomic_load:
  case AO::AO__scoped_atomic_load_n:
  case AO::AO__atomic_load_n:
    K = Load;
    break;
  case AO::AO__c11_atomic_store:
  case AO::AO__scoped_atomic_store_n:
  case AO::AO__atomic_store_n:
    K = Store;
    break;
  case AO::AO__c11_atomic_compare_exchange_strong:
  case AO::AO__c11_atomic_compare_exchange_weak:
  case AO::AO__scoped_atomic_compare_exchange_n:
  case AO::AO__atomic_compare_exchange_n:
  case AO::AO__scoped_atomic_compare_exchange:
  case AO::AO__atomic_compare_exchange:
    K = Cas;
    break;
  case AO::AO__c11_atomic_exchange:
  case AO::AO__scoped_atomic_exchange_n:
  case AO::AO__atomic_exchange_n:
    R = ir::RmwOp::Exch;
    break;
  case AO::AO__c11_atomic_fetch_add:
  case AO::AO__scoped_atomic_fetch_add:
  case AO::AO__atomic_fetch_add:
    R = Float ? ir::RmwOp::FAdd : ir::RmwOp::Add;
    break;
  case AO::AO__c11_atomic_fetch_sub:
  case AO::AO__scoped_atomic_fetch_sub:
  case AO::AO__atomic_fetch_sub:
    R = ir::RmwOp::Sub;
    break;
  case AO::AO__c11_atomic_fetch_and:
  case AO::AO__scoped_atomic_fetch_and:
  case AO::AO__atomic_fetch_and:
    R = ir::RmwOp::And;
    break;
  case AO::AO__c11_atomic_fetch_or:
  case AO::AO__scoped_atomic_fetch_or:
  case AO::AO__atomic_fetch_or:
    R = ir::RmwOp::Or;
    break;
  case AO::AO__c11_atomic_fetch_xor:
  case AO::AO__scoped_atomic_fetch_xor:
  case AO::AO__atomic_fetch_xor:
    R = ir::RmwOp::Xor;
    break;
  case AO::AO__c11_atomic_fetch_min:
  case AO::AO__scoped_atomic_fetch_min:
  case AO::AO__atomic_fetch_min:
    R = Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin;
    break;
  case AO::AO__c11_atomic_fetch_max:
  case AO::AO__scoped_atomic_fetch_max:
  case AO::AO__atomic_fetch_max:
    R = Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax;
    break;
  default:
    return Unsupported();
  }
  if (Float && R && *R != ir::RmwOp::FAdd && *R != ir::RmwOp::Exch)
    return Unsupported();
  std::optional<MemOrder> O =
      Init ? std::optional<MemOrder>(MemOrder::Na) : memoryOrder(AE->getOrder());
  if (!O)
    return nullptr;
  // __MEMORY_SCOPE_SYSTEM 0, _DEVICE 1, _WRKGRP 2 (the block), _WVFRNT 3,
  // _SINGLE 4; GCC's builtins have no scope and are system scope; C11's
  // take the scope of a GPUMC marker before them (takeScope).
  ir::Scope Sc = Init ? ir::Scope::None : takeScope();
  if (AE->getScopeModel()) {
    Expr::EvalResult ER;
    const Expr *S = AE->getScope();
    if (S->isValueDependent() || !S->EvaluateAsInt(ER, Ctx) ||
        ER.HasSideEffects)
      return unsupported(S->getBeginLoc(),
                         "memory scope that is not a constant");
    switch (ER.Val.getInt().getZExtValue()) {
    case 0:
      Sc = ir::Scope::Sys;
      break;
    case 1:
      Sc = ir::Scope::Gpu;
      break;
    case 2:
      Sc = ir::Scope::Cta;
      break;
    default:
      return unsupported(S->getBeginLoc(),
                         "wavefront or single-thread memory scope");
    }
  }
  if (K == Cas)
    return compareExchange(At, AE->getPtr(), AE->getVal1(), AE->getVal2(),
                           Op == AO::AO__scoped_atomic_compare_exchange ||
                               Op == AO::AO__atomic_compare_exchange,
                           AE->getOrder(), AE->getOrderFail(), Sc, Discard);
  const ir::Expr *Addr = rvalue(AE->getPtr());
  if (!Addr)
    return nullptr;
  if (K == Load) {
    if (*O == MemOrder::Rel || *O == MemOrder::AcqRel)
      return unsupported(At, "a load with a release order");
    ir::VarId Dest = newTemp(*Ty, L);
    emit(ir::Stmt::makeLoad(L, Dest, *O, Sc, *Ty, Addr));
    return varRef(Dest);
  }
  const ir::Expr *V = rvalue(AE->getVal1());
  if (!V)
    return nullptr;
  if (K == Store) {
    if (*O == MemOrder::Acq || *O == MemOrder::AcqRel)
      return unsupported(At, "a store with an acquire order");
    emit(ir::Stmt::makeStore(L, *O, Sc, *Ty, Addr, V));
    return &VoidValue;
  }
  ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
  emit(ir::Stmt::makeRmw(L, Dest, *R, *O, Sc, *Ty, Addr, V));
  return Discard ? &VoidValue : varRef(Dest);
}

//===----------------------------------------------------------------------===//
// atomicAdd on half precision
//===----------------------------------------------------------------------===//

std::optional<ir::Float16Kind> KernelTranslator::halfAtomicKind(QualType T) {
  if (std::optional<ir::Float16Kind> K = float16Kind(T))
    return K;
  const RecordDecl *RD = T.getCanonicalType()->getAsRecordDecl();
  if (!RD || !RD->getIdentifier() ||
      (RD->getName() != "__half2" && RD->getName() != "__nv_bfloat162"))
    return std::nullopt;
  RD = RD->getDefinition();
  if (!RD)
    return std::nullopt;
  std::optional<ir::Float16Kind> K;
  unsigned Fields = 0;
  for (const FieldDecl *F : RD->fields()) {
    std::optional<ir::Float16Kind> FK = float16Kind(F->getType());
    if (!FK || (K && *K != *FK))
      return std::nullopt;
    K = FK;
    ++Fields;
  }
  return Fields == 2 ? K : std::nullopt;
}

const ir::Expr *KernelTranslator::halfAtomicAdd(const CallExpr *E,
                                                ir::Float16Kind K,
                                                ir::Scope Sc, bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  // The address of every 16-bit element (one, or x and y of a pair), and
  // the value's bits in the same order.
  std::optional<std::vector<const ir::Expr *>> Addrs =
      structPointer(E->getArg(0));
  if (!Addrs) {
    if (!Failed)
      unsupported(E->getArg(0)->getBeginLoc(),
                  "'atomicAdd' on " + describeConstruct(E->getArg(0), Ctx) +
                      " (a pointer that is not a buffer, '&a[i]', 'p + i' or "
                      "a structure pointer variable)");
    return nullptr;
  }
  std::optional<std::vector<const ir::Expr *>> Vals = structValue(E->getArg(1));
  if (!Vals)
    return nullptr;
  if (Addrs->size() != Vals->size())
    return unsupported(At, "this call of 'atomicAdd'");
  ir::RmwOp Op = K == ir::Float16Kind::Half ? ir::RmwOp::F16Add
                                            : ir::RmwOp::BF16Add;
  std::vector<ir::VarId> Olds;
  for (size_t I = 0; I < Addrs->size(); ++I) {
    ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(Type::I16, L);
    Olds.push_back(Dest);
    emit(ir::Stmt::makeRmw(L, Dest, Op, MemOrder::Rlx, Sc, Type::I16,
                           (*Addrs)[I], (*Vals)[I]));
  }
  LastStructResult = Discard ? std::vector<ir::VarId>{} : Olds;
  return &VoidValue;
}

} // namespace scopecheck::translate
