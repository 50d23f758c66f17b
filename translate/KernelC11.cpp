//===- translate/KernelC11.cpp - C11/pthreads constructs ------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of KernelTranslator that only C11/pthreads programs use
/// (docs/c11-support.md): thread functions and main's code after its joins
/// as procedures, GPUMC's scope markers, read-modify-writes on `_Atomic`
/// objects, and the pthread and `__VERIFIER_` functions. The driver that
/// reads main and makes the launch is translate/C11Program.cpp.
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "translate/ConstructName.h"

using namespace clang;

namespace scopecheck::translate {

using ir::MemOrder;
using ir::Type;

ir::Scope KernelTranslator::takeScope() {
  ir::Scope Sc = PendingScope.value_or(ir::Scope::Sys);
  PendingScope.reset();
  return Sc;
}

/// The address \p E (a `pthread_mutex_t *` or `pthread_barrier_t *`)
/// designates: the variable of `&v` or `&a[i]`, or null.
static const VarDecl *addressedVariable(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf)
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  while (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    E = AS->getBase()->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

bool KernelTranslator::c11Call(const CallExpr *E, llvm::StringRef N,
                               bool Discard, const ir::Expr *&Result) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  Result = &VoidValue;
  auto Arg = [&](unsigned I) { return E->getArg(I); };
  if (N == "__VERIFIER_memory_scope_work_group" ||
      N == "__VERIFIER_memory_scope_device" ||
      N == "__VERIFIER_memory_scope_system") {
    PendingScope = N.ends_with("work_group") ? ir::Scope::Cta
                   : N.ends_with("device")   ? ir::Scope::Gpu
                                             : ir::Scope::Sys;
    return true;
  }
  if (N == "__VERIFIER_weak_access")
    return true; // GPUMC's mark of a relaxed access: the order says it
  if (N.starts_with("__VERIFIER_thread_") || N == "__VERIFIER_groupsize") {
    if (!C11->PlacementCalls.count(E))
      Result = unsupported(At, "'" + N.str() +
                                   "' other than among the first statements "
                                   "of a thread function (or of main, for "
                                   "__VERIFIER_groupsize)");
    return true;
  }
  if (N == "__VERIFIER_syncthread") {
    emit(ir::Stmt::makeBarrier(L, ir::Scope::Cta));
    return true;
  }
  if (N == "__VERIFIER_assume") {
    const ir::Expr *C = condition(Arg(0));
    if (!C) {
      Result = nullptr;
      return true;
    }
    emit(ir::Stmt::makeAssume(L, C));
    return true;
  }
  if (N == "__VERIFIER_nondet_int") {
    // Any int: the dpor engine does not enumerate it (exit 3 when reached).
    ir::VarId T = newVar("nondet", Type::I32, L);
    emit(ir::Stmt::makeHavoc(L, T));
    Result = Discard ? &VoidValue : varRef(T);
    return true;
  }
  if (N == "__c11_atomic_thread_fence" || N == "__atomic_thread_fence") {
    std::optional<MemOrder> O = memoryOrder(Arg(0));
    ir::Scope Sc = takeScope();
    if (!O) {
      Result = nullptr;
      return true;
    }
    if (*O != MemOrder::Rlx) // a relaxed fence has no effect
      emit(ir::Stmt::makeFence(L, *O, Sc));
    return true;
  }
  if (N == "__c11_atomic_signal_fence" || N == "__atomic_signal_fence")
    return true; // orders nothing between threads
  if (N == "pthread_mutex_lock" || N == "pthread_mutex_trylock" ||
      N == "pthread_mutex_unlock") {
    // GenMC's model: lock is an acquire CAS 0 -> 1 that must succeed (the
    // thread waits otherwise), unlock a release store of 0.
    const ir::Expr *Addr = rvalue(Arg(0));
    if (!Addr) {
      Result = nullptr;
      return true;
    }
    if (N == "pthread_mutex_unlock") {
      emit(ir::Stmt::makeStore(L, MemOrder::Rel, ir::Scope::Sys, Type::I32,
                               Addr, P.intConst(Type::I32, 0)));
      Result = Discard ? &VoidValue : P.intConst(Type::I32, 0);
      return true;
    }
    ir::VarId Old = newTemp(Type::I32, L);
    emit(ir::Stmt::makeCas(L, Old, MemOrder::Acq, MemOrder::Acq,
                           ir::Scope::Sys, Type::I32, Addr,
                           P.intConst(Type::I32, 0), P.intConst(Type::I32, 1)));
    const ir::Expr *Got = P.binary(ir::BinOp::Eq, Type::Bool, varRef(Old),
                                   P.intConst(Type::I32, 0));
    if (N == "pthread_mutex_lock") {
      emit(ir::Stmt::makeAssume(L, Got));
      Result = Discard ? &VoidValue : P.intConst(Type::I32, 0);
      return true;
    }
    // trylock: 0 when taken, EBUSY (16) when held.
    Result = Discard ? &VoidValue
                     : P.select(Got, P.intConst(Type::I32, 0),
                                P.intConst(Type::I32, 16));
    return true;
  }
  if (N == "pthread_mutex_init" || N == "pthread_mutex_destroy" ||
      N == "pthread_barrier_destroy") {
    if (N == "pthread_mutex_init") {
      const ir::Expr *Addr = rvalue(Arg(0));
      if (!Addr) {
        Result = nullptr;
        return true;
      }
      emit(ir::Stmt::makeStore(L, MemOrder::Na, ir::Scope::None, Type::I32,
                               Addr, P.intConst(Type::I32, 0)));
    }
    Result = Discard ? &VoidValue : P.intConst(Type::I32, 0);
    return true;
  }
  if (N == "pthread_barrier_wait") {
    const VarDecl *VD = addressedVariable(Arg(0));
    auto It = VD ? C11->BarrierScopes.find(VD) : C11->BarrierScopes.end();
    if (It == C11->BarrierScopes.end()) {
      Result = unsupported(At, "'pthread_barrier_wait' on a barrier that "
                               "main does not initialise with "
                               "pthread_barrier_init");
      return true;
    }
    if (!Discard) {
      Result = unsupported(At, "using the result of 'pthread_barrier_wait'");
      return true;
    }
    emit(ir::Stmt::makeBarrier(L, It->second));
    return true;
  }
  if (N == "pthread_exit") {
    if (Frames.size() != 1) {
      Result = unsupported(At, "'pthread_exit' outside the thread function");
      return true;
    }
    if (DoneObj)
      emitDone(L);
    terminateReturn(L);
    setBlock(newBlock("dead"));
    return true;
  }
  if (N.starts_with("pthread_")) {
    Result = unsupported(At, "'" + N.str() + "' in a thread" +
                                 (N == "pthread_create" || N == "pthread_join"
                                      ? std::string(" (threads are created "
                                                    "and joined by main only)")
                                      : std::string()));
    return true;
  }
  if (N == "malloc" || N == "calloc" || N == "free") {
    Result = unsupported(At, "'" + N.str() + "' (dynamically allocated data)");
    return true;
  }
  return false;
}

const ir::Expr *KernelTranslator::atomicUpdate(const Expr *E, const Expr *Obj,
                                               BinaryOperatorKind Op,
                                               const Expr *Operand,
                                               bool ReturnOld, bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  std::optional<ir::RmwOp> R;
  switch (Op) {
  case BO_Add:
    R = ir::RmwOp::Add;
    break;
  case BO_Sub:
    R = ir::RmwOp::Sub;
    break;
  case BO_And:
    R = ir::RmwOp::And;
    break;
  case BO_Or:
    R = ir::RmwOp::Or;
    break;
  case BO_Xor:
    R = ir::RmwOp::Xor;
    break;
  default:
    return unsupported(At, std::string("operator '") +
                               BinaryOperator::getOpcodeStr(Op).str() +
                               "=' on an _Atomic object");
  }
  QualType VT = Obj->getType()->castAs<AtomicType>()->getValueType();
  std::optional<Type> Ty = irType(VT);
  if (!Ty || !ir::isInt(*Ty))
    return unsupported(At, "arithmetic on an _Atomic object of type '" +
                               VT.getAsString() + "'");
  const ir::Expr *V = P.intConst(*Ty, 1);
  if (Operand) {
    V = rvalue(Operand);
    if (!V)
      return nullptr;
    V = convert(V, Operand->getType(), VT, At);
    if (!V)
      return nullptr;
  }
  std::optional<LValue> LV = lvalue(Obj);
  if (!LV)
    return nullptr;
  if (LV->K != LValue::Kind::Mem)
    return unsupported(At, "an _Atomic local variable");
  ir::VarId Old = newTemp(*Ty, L);
  emit(ir::Stmt::makeRmw(L, Old, *R, MemOrder::Sc, takeScope(), *Ty, LV->Addr,
                         V));
  if (Discard)
    return &VoidValue;
  if (ReturnOld)
    return varRef(Old);
  ir::BinOp B = Op == BO_Add   ? ir::BinOp::Add
                : Op == BO_Sub ? ir::BinOp::Sub
                : Op == BO_And ? ir::BinOp::And
                : Op == BO_Or  ? ir::BinOp::Or
                               : ir::BinOp::Xor;
  return P.binary(B, *Ty, varRef(Old), V);
}

bool KernelTranslator::structArgAlias(const VarDecl *VD) {
  if (!VD->getType()->isPointerType() || !VD->getInit())
    return false;
  const auto *DRE =
      dyn_cast<DeclRefExpr>(VD->getInit()->IgnoreParenCasts());
  const auto *Src = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  auto It = Src ? StructArgs.find(Src) : StructArgs.end();
  if (It == StructArgs.end())
    return false;
  StructArgs[VD] = std::vector<ir::VarId>(It->second);
  return true;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::structArgValue(const UnaryOperator *UO) {
  if (UO->getOpcode() != UO_Deref)
    return std::nullopt;
  const auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  auto It = VD ? StructArgs.find(VD) : StructArgs.end();
  if (It == StructArgs.end() || !StructArgIsValue)
    return std::nullopt;
  LValue L;
  L.K = LValue::Kind::Var;
  L.Var = It->second[0];
  L.Ty = proc().Vars[L.Var].Ty;
  return L;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::structArgField(const MemberExpr *ME) {
  if (!ME->isArrow())
    return std::nullopt;
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  auto It = VD ? StructArgs.find(VD) : StructArgs.end();
  if (It == StructArgs.end())
    return std::nullopt;
  const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!FD || FD->getFieldIndex() >= It->second.size()) {
    unsupported(ME->getBeginLoc(), "this member of the thread's argument");
    return std::nullopt;
  }
  LValue L;
  L.K = LValue::Kind::Var;
  L.Var = It->second[FD->getFieldIndex()];
  L.Ty = proc().Vars[L.Var].Ty;
  return L;
}

bool KernelTranslator::translateThreadFunction(const FunctionDecl *FD,
                                               const std::string &Name,
                                               C11ArgKind Arg,
                                               ir::ObjectId DoneFlag,
                                               const RecordDecl *ArgRecord) {
  ir::Procedure Proc;
  Proc.Name = Name;
  Proc.Loc = loc(FD->getLocation());
  P.Procs.push_back(std::move(Proc));
  ProcIndex = static_cast<ir::ProcId>(P.Procs.size() - 1);
  UsedNames.clear();
  Frames.clear();
  Frames.push_back(Frame());
  Frames.back().Fn = FD;
  PendingScope.reset();
  IntArg = nullptr;
  DoneObj = DoneFlag;
  const ParmVarDecl *PD = FD->getNumParams() ? FD->getParamDecl(0) : nullptr;
  ir::SourceLoc PL = loc(PD ? PD->getLocation() : FD->getLocation());
  StructArgs.clear();
  StructArgIsValue = Arg == C11ArgKind::Struct && !ArgRecord;
  if (PD && Arg == C11ArgKind::Struct && !ArgRecord) {
    auto It = C11->ValueArgTypes.find(FD);
    std::optional<Type> Ty =
        It == C11->ValueArgTypes.end() ? std::nullopt : irType(It->second);
    if (!Ty)
      return unsupported(PD->getLocation(), "this thread argument");
    StructArgs[PD] = {newVar(
        (PD->getName().empty() ? std::string("arg") : PD->getNameAsString()) +
            ".value",
        *Ty, PL)};
  } else if (PD && Arg == C11ArgKind::Struct) {
    std::vector<ir::VarId> Fields;
    for (const FieldDecl *F : ArgRecord->fields()) {
      std::optional<Type> Ty = irType(F->getType());
      if (!Ty || !ir::isInt(*Ty))
        return unsupported(F->getLocation(),
                           "a thread argument structure with a field that "
                           "is not an integer");
      Fields.push_back(newVar(
          (PD->getName().empty() ? std::string("arg") : PD->getNameAsString()) +
              "." + F->getNameAsString(),
          *Ty, PL));
    }
    StructArgs[PD] = Fields;
  } else if (PD && Arg != C11ArgKind::None) {
    ir::VarId V = newVar(PD->getName().empty() ? "arg" : PD->getNameAsString(),
                         Arg == C11ArgKind::Integer ? Type::I64 : Type::Ptr,
                         PL);
    Frames.back().Vars[PD] = V;
    if (Arg == C11ArgKind::Integer)
      IntArg = PD;
  }
  if (DoneFlag)
    DoneTid = newVar("tid", Type::I32, PL);
  proc().NumParams = static_cast<uint32_t>(proc().Vars.size());
  if (PD && Arg == C11ArgKind::None) {
    // Never given a value: NULL.
    ir::VarId V = newVar(PD->getName().empty() ? "arg" : PD->getNameAsString(),
                         Type::Ptr, PL);
    Frames.back().Vars[PD] = V;
  }
  ir::Block Entry;
  Entry.Label = "entry";
  Entry.Loc = loc(FD->getBody()->getBeginLoc());
  proc().Blocks.push_back(std::move(Entry));
  setBlock(0);
  stmt(FD->getBody());
  if (Failed)
    return false;
  if (CurOpen && DoneObj)
    emitDone(loc(FD->getBody()->getEndLoc()));
  terminateReturn(loc(FD->getBody()->getEndLoc()));
  return !Failed;
}

void KernelTranslator::emitDone(ir::SourceLoc L) {
  emit(ir::Stmt::makeStore(
      L, MemOrder::Rel, ir::Scope::Sys, Type::I32,
      P.binary(ir::BinOp::Add, Type::Ptr, P.objAddr(DoneObj),
               P.cast(ir::CastOp::ZExt, Type::I64, varRef(DoneTid))),
      P.intConst(Type::I32, 1)));
}

bool KernelTranslator::translateMainTail(
    const FunctionDecl *Main, const std::vector<const Stmt *> &Stmts,
    const std::vector<std::pair<const VarDecl *, int64_t>> &Env,
    ir::ObjectId DoneFlag, unsigned Threads) {
  ir::Procedure Proc;
  Proc.Name = "main";
  Proc.Loc = loc(Main->getLocation());
  P.Procs.push_back(std::move(Proc));
  ProcIndex = static_cast<ir::ProcId>(P.Procs.size() - 1);
  UsedNames.clear();
  Frames.clear();
  Frames.push_back(Frame());
  Frames.back().Fn = Main;
  PendingScope.reset();
  IntArg = nullptr;
  DoneObj = 0;
  ir::Block Entry;
  Entry.Label = "entry";
  ir::SourceLoc L = loc(Stmts.empty() ? Main->getBody()->getEndLoc()
                                      : Stmts.front()->getBeginLoc());
  Entry.Loc = L;
  proc().Blocks.push_back(std::move(Entry));
  setBlock(0);
  for (const auto &[VD, Value] : Env) {
    std::optional<Type> Ty = irType(VD->getType());
    if (!Ty || !ir::isInt(*Ty))
      continue;
    ir::VarId V = newVar(VD->getNameAsString(), *Ty, loc(VD->getLocation()));
    Frames.back().Vars[VD] = V;
    emit(ir::Stmt::makeAssign(L, V, P.intConst(*Ty, uint64_t(Value))));
  }
  // pthread_join: wait until each thread has said it is done.
  for (unsigned K = 0; K < Threads; ++K) {
    ir::VarId T = newVar("done", Type::I32, L);
    emit(ir::Stmt::makeLoad(
        L, T, MemOrder::Acq, ir::Scope::Sys, Type::I32,
        P.binary(ir::BinOp::Add, Type::Ptr, P.objAddr(DoneFlag),
                 P.intConst(Type::I64, K))));
    emit(ir::Stmt::makeAssume(L, P.binary(ir::BinOp::Eq, Type::Bool,
                                          varRef(T),
                                          P.intConst(Type::I32, 1))));
  }
  for (const Stmt *S : Stmts)
    if (!stmt(S) || Failed)
      return false;
  terminateReturn(loc(Main->getBody()->getEndLoc()));
  return !Failed;
}

} // namespace scopecheck::translate
