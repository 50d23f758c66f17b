//===- translate/KernelCalls.cpp - Calls to IR ----------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The call half of KernelTranslator's expressions: CUDA's barriers,
/// fences and legacy atomics, assertions and GPUVerify's specification
/// functions, math functions, the constructs that are diagnosed as not
/// modelled, and the inlining of device functions.
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstring>

using namespace clang;

namespace scopecheck::translate {

using ir::MemOrder;
using ir::Type;

/// GPUVerify's predicates about the barrier interval's accesses, other
/// threads, entry values and results: no IR expression evaluates them.
static bool isGPUVerifyPredicate(llvm::StringRef N) {
  return N == "__read" || N == "__write" || N == "__no_read" ||
         N == "__no_write" || N == "__enabled" || N == "__read_offset_bytes" ||
         N == "__write_offset_bytes" || N == "__return_val_int" ||
         N == "__return_val_bool" || N == "__old_int" || N == "__old_bool" ||
         N == "__other_int" || N == "__other_bool" || N == "__uniform_int" ||
         N == "__uniform_bool" || N == "__distinct_int" ||
         N == "__distinct_bool";
}

/// CUDA and C library functions that the front-end knows it does not model.
static const char *notModelledReason(llvm::StringRef Name) {
  if (Name == "__shfl" || Name == "__shfl_up" ||
      Name == "__shfl_down" || Name == "__shfl_xor" || Name == "__ballot" ||
      Name == "__any" || Name == "__all")
    return "warp-level primitive";
  if (Name == "malloc" || Name == "free")
    return "device-side heap function";
  if (Name.starts_with("tex") || Name.starts_with("surf"))
    return "texture or surface function";
  if (Name.starts_with("curand"))
    return "cuRAND function";
  if (isGPUVerifyPredicate(Name))
    return "GPUVerify annotation";
  return nullptr;
}

/// The first GPUVerify predicate (`__read(p)`, `__implies`, ...) that \p S
/// mentions, if any; with \p ExceptPost, not counting the results and entry
/// values a postcondition may speak of (`__return_val_*`, `__old_*`).
static const FunctionDecl *gpuverifyPredicate(const Stmt *S,
                                              bool ExceptPost = false) {
  if (!S)
    return nullptr;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (FD->getIdentifier() && isGPUVerifyPredicate(FD->getName()) &&
          !(ExceptPost && (FD->getName().starts_with("__return_val_") ||
                           FD->getName().starts_with("__old_"))))
        return FD;
  for (const Stmt *C : S->children())
    if (const FunctionDecl *FD = gpuverifyPredicate(C, ExceptPost))
      return FD;
  return nullptr;
}

/// GPUVerify's access predicates: whether the thread has read or written an
/// array since the last barrier, and at which byte offset.
static bool isAccessPredicate(llvm::StringRef N) {
  return N == "__read" || N == "__write" || N == "__no_read" ||
         N == "__no_write" || N == "__read_offset_bytes" ||
         N == "__write_offset_bytes";
}

/// The predicates about the pair of threads that the symbolic engine gives
/// their two-thread meaning (docs/cuda-support.md §3): the pair predicates
/// and the access predicates.
static bool isPairPredicate(llvm::StringRef N) {
  return N == "__other_int" || N == "__other_bool" || N == "__uniform_int" ||
         N == "__uniform_bool" || N == "__distinct_int" ||
         N == "__distinct_bool" || N == "__enabled" || isAccessPredicate(N);
}

/// Whether every GPUVerify predicate that E mentions is a pair predicate.
static bool onlyPairPredicates(const Stmt *S) {
  if (!S)
    return true;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (FD->getIdentifier() && isGPUVerifyPredicate(FD->getName()) &&
          !isPairPredicate(FD->getName()))
        return false;
  for (const Stmt *C : S->children())
    if (!onlyPairPredicates(C))
      return false;
  return true;
}

/// Whether the postcondition \p S speaks of the pair of threads, and of
/// nothing else that is not a value (`__distinct_int(__return_val_int())`):
/// the symbolic engine checks it (and assumes it at a modular call).
static bool pairPostcondition(const Stmt *S) {
  if (!S)
    return true;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (FD->getIdentifier() && isGPUVerifyPredicate(FD->getName()) &&
          !FD->getName().starts_with("__return_val_") &&
          !FD->getName().starts_with("__old_") &&
          (!isPairPredicate(FD->getName()) ||
           isAccessPredicate(FD->getName())))
        return false;
  for (const Stmt *C : S->children())
    if (!pairPostcondition(C))
      return false;
  return true;
}

static std::optional<ir::MathFn> mathFunction(llvm::StringRef Name) {
  auto Lookup = [](llvm::StringRef N) -> std::optional<ir::MathFn> {
    using ir::MathFn;
    return llvm::StringSwitch<std::optional<MathFn>>(N)
        .Case("sqrt", MathFn::Sqrt)
        .Case("fabs", MathFn::Fabs)
        .Case("floor", MathFn::Floor)
        .Case("ceil", MathFn::Ceil)
        .Case("trunc", MathFn::Trunc)
        .Case("round", MathFn::Round)
        .Case("exp", MathFn::Exp)
        .Case("exp2", MathFn::Exp2)
        .Case("log", MathFn::Log)
        .Case("log2", MathFn::Log2)
        .Case("log10", MathFn::Log10)
        .Case("sin", MathFn::Sin)
        .Case("cos", MathFn::Cos)
        .Case("tan", MathFn::Tan)
        .Case("pow", MathFn::Pow)
        .Case("fmin", MathFn::Fmin)
        .Case("fmax", MathFn::Fmax)
        .Case("fmod", MathFn::Fmod)
        .Case("fma", MathFn::Fma)
        .Default(std::nullopt);
  };
  if (std::optional<ir::MathFn> F = Lookup(Name))
    return F;
  if (Name.ends_with("f"))
    return Lookup(Name.drop_back());
  return std::nullopt;
}

const ir::Expr *KernelTranslator::call(const CallExpr *E, bool Discard) {
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *MD = MCE->getMethodDecl();
    if (MD && atomicClass(Ctx.getRecordType(MD->getParent())))
      return atomicMemberCall(E, MD, MCE->getImplicitObjectArgument(), Discard);
    const FunctionDecl *FD = E->getDirectCallee();
    if (MD && isCooperativeGroups(MD->getParent()))
      return groupMemberCall(E, MD, MCE->getImplicitObjectArgument(), Discard);
    const FunctionDecl *Def = nullptr;
    if (MD && !MD->isVirtual() && MD->hasBody(Def) && Def) {
      // A member function, inlined with its object as `*this`.
      const Expr *Obj = MCE->getImplicitObjectArgument();
      bool Arrow = Obj->getType()->isPointerType();
      std::optional<std::vector<ir::VarId>> This = objectPlace(Obj, Arrow);
      if (!This)
        return nullptr;
      std::vector<const Expr *> Args(E->arg_begin(), E->arg_end());
      return inlineFunction(E->getBeginLoc(), Def, Args, &*This);
    }
    return unsupported(E->getBeginLoc(),
                       std::string(MD && MD->isVirtual() ? "call of virtual "
                                                         : "call of ") +
                           "member function '" +
                           (FD ? FD->getNameAsString() : std::string("?")) +
                           "'" + (Def || !MD ? "" : " (no definition)"));
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
    if (MD && OC->getNumArgs() >= 1 &&
        atomicClass(Ctx.getRecordType(MD->getParent())))
      return atomicMemberCall(E, MD, OC->getArg(0), Discard);
    if (MD && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2 &&
        MD->isTrivial() && isPlainStruct(OC->getArg(0)->getType())) {
      // A structure copy: leaf by leaf.
      std::optional<std::vector<const ir::Expr *>> Vs =
          structValue(OC->getArg(1));
      if (!Vs)
        return nullptr;
      // Into shared or global memory (`out[i] = make_uint4(...)`).
      if (std::optional<std::vector<LValue>> Mem =
              structMemoryLeaves(OC->getArg(0))) {
        for (size_t K = 0; K < Mem->size() && K < Vs->size(); ++K)
          write((*Mem)[K], (*Vs)[K], E->getBeginLoc());
        return &VoidValue;
      }
      if (Failed)
        return nullptr;
      // An element of an array field of a structure in variables (`o.in[j]
      // = x`): each leaf, a conditional write when j is known only at run
      // time.
      if (std::optional<std::vector<LValue>> Ls =
              structArrayElementVars(OC->getArg(0))) {
        for (size_t K = 0; K < Ls->size() && K < Vs->size(); ++K)
          write((*Ls)[K], (*Vs)[K], E->getBeginLoc());
        return &VoidValue;
      }
      if (Failed)
        return nullptr;
      std::optional<std::vector<ir::VarId>> To = structPlace(OC->getArg(0));
      if (!To)
        return nullptr;
      assignLeaves(*To, *Vs, loc(E->getBeginLoc()));
      return &VoidValue;
    }
    const FunctionDecl *Def = nullptr;
    const FunctionDecl *Callee = OC->getDirectCallee();
    if (MD && MD->getParent()->isLambda() && OC->getNumArgs() >= 1 &&
        Callee->hasBody(Def) && Def) {
      // A lambda called: its body with its captures.
      std::vector<const Expr *> Args(E->arg_begin() + 1, E->arg_end());
      return lambdaCall(E, OC->getArg(0), Args, Def);
    }
    if (Callee && Callee->hasBody(Def) && Def &&
        !(MD && MD->isVirtual())) {
      // A user-written operator: a member one gets its left operand as
      // `*this`, a free one is an ordinary function.
      std::vector<const Expr *> Args(E->arg_begin(), E->arg_end());
      if (!MD)
        return inlineFunction(E->getBeginLoc(), Def, Args, nullptr);
      std::optional<std::vector<ir::VarId>> This =
          objectPlace(OC->getArg(0), /*Arrow=*/false);
      if (!This)
        return nullptr;
      Args.erase(Args.begin());
      return inlineFunction(E->getBeginLoc(), Def, Args, &*This);
    }
    return unsupported(E->getBeginLoc(),
                       std::string("overloaded operator '") +
                           getOperatorSpelling(OC->getOperator()) + "'");
  }
  const FunctionDecl *FD = E->getDirectCallee();
  if (!FD)
    return unsupported(E->getBeginLoc(), "call through a function pointer");
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  std::string Name = FD->getNameAsString();
  std::string Qualified = FD->getQualifiedNameAsString();
  if (isCooperativeGroups(FD->getDeclContext()))
    return groupFunction(E, FD, Discard);
  if (Qualified == "cuda::atomic_thread_fence" ||
      Qualified == "cuda::std::atomic_thread_fence")
    return atomicFence(E, Qualified == "cuda::std::atomic_thread_fence");
  if (C11) {
    const ir::Expr *R = nullptr;
    if (c11Call(E, Name, Discard, R))
      return R;
  }
  const FunctionDecl *Def = nullptr;
  if (FD->hasBody(Def) && Def && !Def->hasAttr<CUDAGlobalAttr>())
    return inlineCall(E, Def);
  if (FD->hasAttr<CUDAGlobalAttr>())
    return unsupported(At, "launch of kernel '" + Name +
                               "' from device code (dynamic parallelism)");

  // The functions of our model headers, by name.
  llvm::StringRef N = Name;
  // OpenCL C's builtins (Clang's declarations; translate/KernelOpenCL.cpp).
  if (isOpenCl() && N != "__scopecheck_assert" && !N.starts_with("__")) {
    bool Handled = true;
    const ir::Expr *R = openClBuiltin(E, N, Discard, Handled);
    if (Handled)
      return R;
  }
  if (N == "__syncthreads") {
    emit(ir::Stmt::makeBarrier(L, ir::Scope::Cta));
    if (!instantiateInvariants(L))
      return nullptr;
    return &VoidValue;
  }
  if (N == "__barrier_invariant")
    return barrierInvariant(E);
  if (N == "__barrier_invariant_binary")
    return unsupported(At, "'__barrier_invariant_binary' (binary barrier "
                           "invariants; write the invariant with "
                           "'__barrier_invariant' and one instantiation per "
                           "thread)");
  if (N == "__syncthreads_count" || N == "__syncthreads_and" ||
      N == "__syncthreads_or") {
    // The predicate is evaluated before the barrier, as an argument; the
    // result (an int) is the block's count, or 1/0 for and/or.
    const clang::Expr *Arg = E->getArg(0)->IgnoreParens();
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(Arg))
      if (IC->getSubExpr()->getType()->isBooleanType())
        Arg = IC->getSubExpr(); // `p > 0` converted to int and back
    const ir::Expr *C = condition(Arg);
    if (!C)
      return nullptr;
    ir::BarrierOp Op = N == "__syncthreads_count" ? ir::BarrierOp::Count
                       : N == "__syncthreads_and" ? ir::BarrierOp::And
                                                  : ir::BarrierOp::Or;
    ir::VarId Dest = newTemp(Type::I32, L);
    emit(ir::Stmt::makeBarrierReduce(L, Dest, ir::Scope::Cta, Op, C));
    return Discard ? &VoidValue : varRef(Dest);
  }
  if (N == "__threadfence_block" || N == "__threadfence" ||
      N == "__threadfence_system") {
    ir::Scope Sc = N == "__threadfence_block" ? ir::Scope::Cta
                   : N == "__threadfence"     ? ir::Scope::Gpu
                                              : ir::Scope::Sys;
    emit(ir::Stmt::makeFence(L, ir::MemOrder::Sc, Sc));
    return &VoidValue;
  }
  if (isWarpIntrinsic(N))
    return warpIntrinsic(E, N, Discard);
  if (N.starts_with("atomic"))
    return legacyAtomic(E, N, Discard);
  if (N.starts_with("__nv_atomic_"))
    return nvAtomic(E, N, Discard);
  if (N == "__scopecheck_assert") {
    const ir::Expr *C = condition(E->getArg(0));
    if (!C)
      return nullptr;
    std::string Text = "assertion failed";
    if (const auto *SL =
            dyn_cast<StringLiteral>(E->getArg(1)->IgnoreParenImpCasts()))
      Text = SL->getString().str();
    emit(ir::Stmt::makeAssert(L, C, Text));
    return &VoidValue;
  }
  if (N == "__assert" || N == "__invariant" || N == "__global_invariant" ||
      N == "__assume" || N == "__requires" || N == "__global_requires" ||
      N == "__ensures" || N == "__global_ensures") {
    // Not evaluated: a postcondition, and annotations about the barrier
    // interval's accesses (docs/cuda-support.md section 3).
    std::string Ignored;
    // A device function's precondition is checked at the call, except
    // where its body is checked modularly (--no-inline): assumed there.
    bool Assume = N == "__assume" ||
                  ((N == "__requires" || N == "__global_requires") &&
                   (!(Frames.size() > 1 && Frames.back().Fn &&
                      !Frames.back().Fn->hasAttr<CUDAGlobalAttr>()) ||
                    Frames.size() == BodyCheckDepth));
    bool Post = N == "__ensures" || N == "__global_ensures";
    if (const FunctionDecl *FD =
            Post ? gpuverifyPredicate(E->getArg(0), /*ExceptPost=*/true)
                 : nullptr;
        FD && !pairPostcondition(E->getArg(0)))
      Ignored = "GPUVerify postcondition '" + N.str() + "' mentions '" +
                FD->getNameAsString() + "' and is not checked";
    else if (Post)
      return postcondition(E) ? &VoidValue : nullptr;
    else if (gpuverifyPredicate(E->getArg(0)) &&
             onlyPairPredicates(E->getArg(0)))
      return pairAnnotation(E, N, Assume);
    else if (const FunctionDecl *FD = gpuverifyPredicate(E->getArg(0)))
      Ignored = "GPUVerify annotation '" + N.str() + "' mentions '" +
                FD->getNameAsString() + "' and is not checked";
    if (!Ignored.empty()) {
      ir::SourceLoc SL = loc(At);
      // Once per call: the inlined copy says it (--no-inline translates
      // the call twice).
      if (SL.isValid() && Calls != CallMode::Modular)
        Diags.report(ir::DiagLevel::Warning, P, SL, Ignored + " (ignored)");
      return &VoidValue;
    }
    const ir::Expr *C = condition(E->getArg(0));
    if (!C)
      return nullptr;
    bool InCallee = Frames.size() > 1 && Frames.back().Fn &&
                    !Frames.back().Fn->hasAttr<CUDAGlobalAttr>();
    if ((N == "__requires" || N == "__global_requires") && InCallee &&
        Frames.size() != BodyCheckDepth) {
      // A device function's precondition, inlined: the caller must
      // establish it (GPUVerify checks it at each call); assuming it
      // would discard the calls that violate it.
      const SourceManager &SM = Ctx.getSourceManager();
      std::string Text =
          Lexer::getSourceText(CharSourceRange::getTokenRange(
                                   E->getArg(0)->getSourceRange()),
                               SM, Ctx.getLangOpts())
              .str();
      emit(ir::Stmt::makeAssert(L, C,
                                "precondition " + Text + " of '" +
                                    Frames.back().Fn->getNameAsString() +
                                    "'"));
      return &VoidValue;
    }
    if (N == "__assume" || N == "__requires" || N == "__global_requires") {
      emit(ir::Stmt::makeAssume(L, C));
      return &VoidValue;
    }
    const SourceManager &SM = Ctx.getSourceManager();
    std::string Text = Lexer::getSourceText(CharSourceRange::getTokenRange(
                                                E->getArg(0)->getSourceRange()),
                                            SM, Ctx.getLangOpts())
                           .str();
    emit(ir::Stmt::makeAssert(
        L, C, N == "__assert" ? Text : "loop invariant " + Text));
    return &VoidValue;
  }
  if (N == "__requires_fresh_array")
    return freshArray(E);
  if (N == "memcpy" || N == "memset")
    return memoryFunction(E, N, Discard);
  if (N == "printf" || N == "vprintf") {
    // Output has no effect on the verdicts; its arguments are not
    // evaluated (docs/translate.md).
    return Discard ? &VoidValue : P.intConst(Type::I32, 0);
  }
  if ((N == "clock" || N == "clock64") && E->getNumArgs() == 0) {
    // The cycle counter: any value of its type, a fresh one at each call
    // (`havoc`; docs/cuda-support.md, "Clocks").
    std::optional<Type> Ty = irType(E->getType());
    if (!Ty)
      return unsupported(At, "'" + N.str() + "' of type '" +
                                 E->getType().getAsString() + "'");
    if (Discard)
      return &VoidValue;
    ir::VarId T = newVar(N.str(), *Ty, L);
    emit(ir::Stmt::makeHavoc(L, T));
    return varRef(T);
  }
  if (PostFrame && (N == "__return_val_int" || N == "__return_val_bool")) {
    if (PostFrame->Result == ir::Stmt::NoVar)
      return unsupported(At, "'" + Name + "' in a function without a result");
    std::optional<Type> Ty = irType(E->getType());
    const ir::Expr *R = varRef(PostFrame->Result);
    if (!Ty || R->Ty != *Ty)
      return unsupported(At, "'" + Name + "' of a function whose result is "
                                          "not " +
                                 (N.ends_with("int") ? "a 32-bit integer"
                                                     : "a bool"));
    return R;
  }
  if (PostFrame && (N == "__old_int" || N == "__old_bool")) {
    auto It = PostFrame->OldValues.find(E);
    assert(It != PostFrame->OldValues.end() && "__old_* not recorded");
    return varRef(It->second);
  }
  if (PairMode && isAccessPredicate(N)) {
    // Inside an annotation: a marker load from the array, which the
    // two-thread reduction replaces by a read of the array's access log
    // (docs/engines.md "GPUVerify's annotations"). Never executed by a
    // concrete engine (the annotation's ghost predicate is false there).
    if (E->getNumArgs() != 1)
      return unsupported(At, "'" + Name + "' without one argument");
    if (!isa<DeclRefExpr>(E->getArg(0)->IgnoreParenImpCasts()))
      return unsupported(E->getArg(0)->getBeginLoc(),
                         "'" + Name + "' of an expression other than the "
                                      "name of an array or pointer");
    const ir::Expr *A = rvalue(E->getArg(0));
    if (!A)
      return nullptr;
    if (A->Ty != Type::Ptr)
      return unsupported(At, "'" + Name + "' of something that is not an "
                                          "array or pointer");
    bool Offset = N.ends_with("_offset_bytes");
    bool Read = N == "__read" || N == "__no_read" || N == "__read_offset_bytes";
    std::string Marker = std::string("gpuverify.") + (Read ? "read" : "write") +
                         (Offset ? "_offset" : "");
    Type MTy = Offset ? Type::I64 : Type::I8;
    ir::VarId M = newVar(Marker, MTy, L);
    emit(ir::Stmt::makeLoad(L, M, ir::MemOrder::Na, ir::Scope::None, MTy, A));
    if (Offset)
      return P.cast(ir::CastOp::Trunc, Type::I32, varRef(M));
    return P.binary(N.starts_with("__no_") ? ir::BinOp::Eq : ir::BinOp::Ne,
                    Type::Bool, varRef(M), P.intConst(Type::I8, 0));
  }
  if (PairMode && isPairPredicate(N)) {
    // Inside a pair annotation: a marker variable the two-thread reduction
    // replaces (docs/engines.md "GPUVerify's annotations").
    if (N == "__enabled") {
      ir::VarId M = newVar("gpuverify.enabled", Type::Bool, L);
      emit(ir::Stmt::makeAssign(L, M, P.boolConst(true)));
      return varRef(M);
    }
    if (E->getNumArgs() != 1)
      return unsupported(At, "'" + Name + "' without one argument");
    const ir::Expr *X = rvalue(E->getArg(0));
    if (!X)
      return nullptr;
    ir::VarId M = newVar("gpuverify.other", X->Ty, L);
    emit(ir::Stmt::makeAssign(L, M, X));
    if (N.starts_with("__other"))
      return varRef(M);
    return P.binary(N.starts_with("__uniform") ? ir::BinOp::Eq
                                               : ir::BinOp::Ne,
                    Type::Bool, X, varRef(M));
  }
  if (const char *Why = notModelledReason(N))
    return unsupported(At, std::string(Why) + " '" + Name + "'");
  std::vector<const ir::Expr *> Args;
  for (const Expr *A : E->arguments()) {
    const ir::Expr *V = rvalue(A);
    if (!V)
      return nullptr;
    Args.push_back(V);
  }
  if ((N == "min" || N == "max") && Args.size() == 2) {
    QualType T = E->getArg(0)->getType();
    bool Float = ir::isFloat(Args[0]->Ty);
    ir::BinOp Less = Float         ? ir::BinOp::FLt
                     : isSigned(T) ? ir::BinOp::SLt
                                   : ir::BinOp::ULt;
    const ir::Expr *C = P.binary(Less, Type::Bool, Args[0], Args[1]);
    return N == "min" ? P.select(C, Args[0], Args[1])
                      : P.select(C, Args[1], Args[0]);
  }
  if (N == "__scopecheck_f16trunc" || N == "__scopecheck_bf16trunc" ||
      N == "__scopecheck_f16ext" || N == "__scopecheck_bf16ext") {
    // The exact 16-bit float conversions of our cuda_fp16.h/cuda_bf16.h
    // (__scopecheck_fp16.h): half and bfloat16 values are i16 bits.
    bool Half = N.starts_with("__scopecheck_f16");
    if (N.ends_with("trunc"))
      return P.cast(Half ? ir::CastOp::F16Trunc : ir::CastOp::BF16Trunc,
                    Type::I16, Args[0]);
    return P.cast(Half ? ir::CastOp::F16Ext : ir::CastOp::BF16Ext, Type::F32,
                  Args[0]);
  }
  if (N == "abs" && Args.size() == 1 && ir::isInt(Args[0]->Ty)) {
    const ir::Expr *Neg = P.binary(ir::BinOp::SLt, Type::Bool, Args[0],
                                   P.intConst(Args[0]->Ty, 0));
    return P.select(Neg, P.unary(ir::UnOp::Neg, Args[0]->Ty, Args[0]), Args[0]);
  }
  if (std::optional<ir::MathFn> F = mathFunction(N)) {
    std::optional<Type> Ty = irType(E->getType());
    if (Ty && ir::isFloat(*Ty) && Args.size() == ir::mathFnArity(*F))
      return P.mathCall(*F, *Ty, Args[0], Args.size() > 1 ? Args[1] : nullptr,
                        Args.size() > 2 ? Args[2] : nullptr);
  }
  // A function of the CUDA API that our model headers declare without a
  // definition (docs/cuda-support.md, the device API table).
  if (Ctx.getSourceManager()
          .getFilename(Ctx.getSourceManager().getSpellingLoc(
              FD->getLocation()))
          .starts_with("/__scopecheck/include/"))
    return unsupported(At, "'" + Name + "'");
  // A device function without a definition is uninterpreted, as GPUVerify
  // reads it: its arguments are evaluated, its result is any value of its
  // type, and it accesses no memory (docs/cuda-support.md §3).
  ir::SourceLoc SL = loc(At);
  if (SL.isValid())
    Diags.report(ir::DiagLevel::Warning, P, SL,
                 "function '" + Name +
                     "' has no definition: its result is any value and it "
                     "is assumed to access no memory");
  if (Discard || E->getType()->isVoidType())
    return &VoidValue;
  std::optional<Type> Ty = irType(E->getType());
  if (!Ty || *Ty == Type::Ptr)
    return unsupported(At, "call of function '" + Name +
                               "' (no definition) returning '" +
                               E->getType().getAsString() + "'");
  ir::VarId T = newVar(N.str(), *Ty, L);
  emit(ir::Stmt::makeHavoc(L, T));
  return varRef(T);
}

const ir::Expr *KernelTranslator::legacyAtomic(const CallExpr *E,
                                               llvm::StringRef Name,
                                               bool Discard) {
  SourceLocation At = E->getBeginLoc();
  // DESIGN.md §3: legacy atomics are relaxed; _block = cta, no suffix =
  // gpu, _system = sys.
  ir::Scope Sc = ir::Scope::Gpu;
  llvm::StringRef Base = Name;
  if (Base.consume_back("_block"))
    Sc = ir::Scope::Cta;
  else if (Base.consume_back("_system"))
    Sc = ir::Scope::Sys;
  if (E->getNumArgs() < 2 || !E->getArg(0)->getType()->isPointerType())
    return unsupported(At, "call of '" + Name.str() + "'");
  QualType Pointee = E->getArg(0)->getType()->getPointeeType();
  if (Base == "atomicAdd" && E->getNumArgs() == 2 && isPlainStruct(Pointee))
    if (std::optional<ir::Float16Kind> K = halfAtomicKind(Pointee))
      return halfAtomicAdd(E, *K, Sc, Discard);
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty)
    return unsupported(At, "'" + Name.str() + "' on type '" +
                               Pointee.getAsString() + "'");
  bool Signed = isSigned(Pointee), Float = ir::isFloat(*Ty);
  std::optional<ir::RmwOp> Op =
      llvm::StringSwitch<std::optional<ir::RmwOp>>(Base)
          .Case("atomicAdd", Float ? ir::RmwOp::FAdd : ir::RmwOp::Add)
          .Case("atomicSub", ir::RmwOp::Sub)
          .Case("atomicExch", ir::RmwOp::Exch)
          .Case("atomicMin", Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin)
          .Case("atomicMax", Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax)
          .Case("atomicInc", ir::RmwOp::Inc)
          .Case("atomicDec", ir::RmwOp::Dec)
          .Case("atomicAnd", ir::RmwOp::And)
          .Case("atomicOr", ir::RmwOp::Or)
          .Case("atomicXor", ir::RmwOp::Xor)
          .Default(std::nullopt);
  bool IsCas = Base == "atomicCAS";
  if (!Op && !IsCas)
    return unsupported(At, "atomic function '" + Name.str() + "'");
  if (Float && Op && *Op != ir::RmwOp::FAdd && *Op != ir::RmwOp::Exch)
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
  if (Vals.size() != (IsCas ? 2u : 1u))
    return unsupported(At, "call of '" + Name.str() + "'");
  ir::SourceLoc L = loc(At);
  ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
  if (IsCas)
    emit(ir::Stmt::makeCas(L, Dest, ir::MemOrder::Rlx,
                           ir::defaultFailureOrder(ir::MemOrder::Rlx), Sc, *Ty,
                           Addr, Vals[0], Vals[1]));
  else
    emit(ir::Stmt::makeRmw(L, Dest, *Op, ir::MemOrder::Rlx, Sc, *Ty, Addr,
                           Vals[0]));
  return Discard ? &VoidValue : varRef(Dest);
}

/// \p E without the implicit conversions to `void *` of a memcpy/memset
/// argument.
static const Expr *beforeVoidCast(const Expr *E) {
  for (;;) {
    E = E->IgnoreParens();
    const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
    if (!ICE || !ICE->getType()->isVoidPointerType())
      return E;
    E = ICE->getSubExpr();
  }
}

const ir::Expr *KernelTranslator::memoryFunction(const CallExpr *E,
                                                 llvm::StringRef Name,
                                                 bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  bool Copy = Name == "memcpy";
  if (E->getNumArgs() != 3)
    return unsupported(At, "call of '" + Name.str() + "'");
  const Expr *DstE = beforeVoidCast(E->getArg(0));
  const Expr *SrcE = beforeVoidCast(E->getArg(1));
  QualType ElemT = DstE->getType()->isPointerType()
                       ? DstE->getType()->getPointeeType()
                       : QualType();
  std::optional<Type> Ty =
      ElemT.isNull() || ElemT->isVoidType() ? std::nullopt : irType(ElemT);
  if (!Ty || *Ty == Type::Ptr)
    return unsupported(At, "'" + Name.str() +
                               "' on a destination that is not a pointer to "
                               "a scalar type");
  if (Copy &&
      (!SrcE->getType()->isPointerType() ||
       !Ctx.hasSameUnqualifiedType(SrcE->getType()->getPointeeType(), ElemT)))
    return unsupported(At, "'memcpy' between different element types");
  // The size (and memset's byte) must be constants: the copy is unrolled.
  Expr::EvalResult SizeR;
  const Expr *SizeE = E->getArg(2);
  if (SizeE->isValueDependent() || !SizeE->EvaluateAsInt(SizeR, Ctx))
    return unsupported(SizeE->getBeginLoc(), "'" + Name.str() +
                                                 "' with a size that is not a "
                                                 "constant");
  uint64_t Bytes = SizeR.Val.getInt().getZExtValue();
  uint64_t ElemBytes = Ctx.getTypeSizeInChars(ElemT).getQuantity();
  if (Bytes % ElemBytes != 0 || Bytes / ElemBytes > 4096)
    return unsupported(SizeE->getBeginLoc(),
                       "'" + Name.str() + "' of " + std::to_string(Bytes) +
                           " bytes (not a multiple of the element size, or "
                           "more than 4096 elements)");
  const ir::Expr *Fill = nullptr;
  if (!Copy) {
    Expr::EvalResult ByteR;
    const Expr *ByteE = E->getArg(1);
    if (ByteE->isValueDependent() || !ByteE->EvaluateAsInt(ByteR, Ctx))
      return unsupported(ByteE->getBeginLoc(),
                         "'memset' with a value that is not a constant");
    uint64_t Byte = ByteR.Val.getInt().getZExtValue() & 0xff, Bits = 0;
    for (uint64_t I = 0; I < ElemBytes; ++I)
      Bits = Bits << 8 | Byte;
    if (*Ty == Type::Bool && Byte > 1)
      return unsupported(ByteE->getBeginLoc(),
                         "'memset' of a bool with a byte other than 0 or 1");
    ir::Expr C{ir::ExprKind::Const, *Ty};
    C.Bits = Bits;
    Fill = P.make(C);
  }
  if (*Ty == Type::Bool) { // bytes in memory (read())
    Ty = Type::I8;
    if (Fill)
      Fill = P.intConst(Type::I8, Fill->Bits);
  }
  const ir::Expr *Dst = rvalue(DstE);
  if (!Dst)
    return nullptr;
  const ir::Expr *Src = nullptr;
  if (Copy && !(Src = rvalue(SrcE)))
    return nullptr;
  for (uint64_t I = 0; I < Bytes / ElemBytes; ++I) {
    auto At = [&](const ir::Expr *Base) {
      return I == 0 ? Base
                    : P.binary(ir::BinOp::Add, Type::Ptr, Base,
                               P.intConst(Type::I64, I));
    };
    const ir::Expr *V = Fill;
    if (Copy) {
      ir::VarId T = newTemp(*Ty, L);
      emit(ir::Stmt::makeLoad(L, T, MemOrder::Na, ir::Scope::None, *Ty,
                              At(Src)));
      V = varRef(T);
    }
    emit(
        ir::Stmt::makeStore(L, MemOrder::Na, ir::Scope::None, *Ty, At(Dst), V));
  }
  return Discard ? &VoidValue : Dst;
}

const ir::Expr *KernelTranslator::nvAtomic(const CallExpr *E,
                                           llvm::StringRef Name, bool Discard) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  llvm::StringRef Base = Name.drop_front(std::strlen("__nv_atomic_"));
  unsigned N = E->getNumArgs();
  // The order and the scope are the last two arguments, constants with the
  // values of our __NV_ATOMIC_* and __NV_THREAD_SCOPE_* macros (those of
  // cuda::memory_order and cuda::thread_scope).
  auto OrderScope =
      [&](unsigned I) -> std::optional<std::pair<MemOrder, ir::Scope>> {
    std::optional<MemOrder> O = memoryOrder(E->getArg(I));
    if (!O)
      return std::nullopt;
    std::optional<ir::Scope> S = threadScope(E->getArg(I + 1));
    if (!S)
      return std::nullopt;
    return std::make_pair(*O, *S);
  };
  if (Base == "thread_fence") {
    if (N != 2)
      return unsupported(At, "call of '" + Name.str() + "'");
    auto OS = OrderScope(0);
    if (!OS)
      return nullptr;
    if (OS->first != MemOrder::Rlx)
      emit(ir::Stmt::makeFence(L, OS->first, OS->second));
    return &VoidValue;
  }
  if (N < 3 || !E->getArg(0)->getType()->isPointerType())
    return unsupported(At, "call of '" + Name.str() + "'");
  QualType Pointee = E->getArg(0)->getType()->getPointeeType();
  std::optional<Type> Ty = irType(Pointee);
  if (!Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
    return unsupported(At, "'" + Name.str() + "' on type '" +
                               Pointee.getAsString() + "'");
  bool Signed = isSigned(Pointee), Float = ir::isFloat(*Ty);
  if (Base == "compare_exchange_n" || Base == "compare_exchange") {
    // (p, expected*, desired or desired*, weak, success, failure, scope)
    if (N != 7)
      return unsupported(At, "call of '" + Name.str() + "'");
    std::optional<ir::Scope> Sc = threadScope(E->getArg(6));
    if (!Sc)
      return nullptr;
    return compareExchange(At, E->getArg(0), E->getArg(1), E->getArg(2),
                           Base == "compare_exchange", E->getArg(4),
                           E->getArg(5), *Sc, Discard);
  }
  if (Base == "load_n" || Base == "load") {
    if (N != 3 || Base == "load")
      return unsupported(At, "call of '" + Name.str() + "'");
    auto OS = OrderScope(1);
    if (!OS)
      return nullptr;
    if (OS->first == MemOrder::Rel || OS->first == MemOrder::AcqRel)
      return unsupported(At, "a load with a release order");
    const ir::Expr *Addr = rvalue(E->getArg(0));
    if (!Addr)
      return nullptr;
    ir::VarId Dest = newTemp(*Ty, L);
    emit(ir::Stmt::makeLoad(L, Dest, OS->first, OS->second, *Ty, Addr));
    return varRef(Dest);
  }
  std::optional<ir::RmwOp> Op =
      llvm::StringSwitch<std::optional<ir::RmwOp>>(Base)
          .Case("fetch_add", Float ? ir::RmwOp::FAdd : ir::RmwOp::Add)
          .Case("fetch_sub",
                Float ? std::nullopt : std::optional<ir::RmwOp>(ir::RmwOp::Sub))
          .Case("fetch_and", ir::RmwOp::And)
          .Case("fetch_or", ir::RmwOp::Or)
          .Case("fetch_xor", ir::RmwOp::Xor)
          .Case("fetch_min", Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin)
          .Case("fetch_max", Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax)
          .Case("exchange_n", ir::RmwOp::Exch)
          .Default(std::nullopt);
  bool IsStore = Base == "store_n";
  if ((!Op && !IsStore) || N != 4 ||
      (Float && Op && *Op != ir::RmwOp::FAdd && *Op != ir::RmwOp::Exch))
    return unsupported(At, "atomic function '" + Name.str() + "'");
  auto OS = OrderScope(2);
  if (!OS)
    return nullptr;
  const ir::Expr *Addr = rvalue(E->getArg(0));
  if (!Addr)
    return nullptr;
  const ir::Expr *V = rvalue(E->getArg(1));
  if (!V)
    return nullptr;
  if (IsStore) {
    if (OS->first == MemOrder::Acq || OS->first == MemOrder::AcqRel)
      return unsupported(At, "a store with an acquire order");
    emit(ir::Stmt::makeStore(L, OS->first, OS->second, *Ty, Addr, V));
    return &VoidValue;
  }
  ir::VarId Dest = Discard ? ir::Stmt::NoVar : newTemp(*Ty, L);
  emit(ir::Stmt::makeRmw(L, Dest, *Op, OS->first, OS->second, *Ty, Addr, V));
  return Discard ? &VoidValue : varRef(Dest);
}

/// Whether \p Use (a reference to a parameter, inside \p Stack's innermost
/// expressions) only reads it: its value loaded, a field of it loaded, or
/// bound to a `const` reference or a by-value parameter.
static bool isReadOnlyUse(const Expr *Use,
                          const std::vector<const Stmt *> &Stack) {
  const Expr *E = Use;
  for (size_t I = Stack.size(); I-- > 0;) {
    const auto *P = dyn_cast<Expr>(Stack[I]);
    if (!P)
      return false;
    if (isa<ParenExpr>(P)) {
      E = P;
      continue;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(P)) {
      if (ME->isArrow() || ME->getBase() != E)
        return false;
      if (isa<CXXMethodDecl>(ME->getMemberDecl()))
        return false; // the call decides, below
      E = P;
      continue;
    }
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
      if (ICE->getCastKind() == CK_LValueToRValue)
        return true;
      if (ICE->getCastKind() == CK_NoOp &&
          ICE->getType().isConstQualified())
        return true;
      if (ICE->getCastKind() == CK_NoOp ||
          ICE->getCastKind() == CK_UncheckedDerivedToBase ||
          ICE->getCastKind() == CK_DerivedToBase) {
        E = P;
        continue;
      }
      return false;
    }
    if (const auto *CE = dyn_cast<CXXConstructExpr>(P))
      return CE->getConstructor()->isCopyConstructor() &&
             CE->getConstructor()
                 ->getParamDecl(0)
                 ->getType()
                 .getNonReferenceType()
                 .isConstQualified();
    if (const auto *Call = dyn_cast<CallExpr>(P)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee)
        return false;
      const auto *MD = dyn_cast<CXXMethodDecl>(Callee);
      unsigned Shift = 0;
      if (isa<CXXOperatorCallExpr>(Call) && MD) {
        if (Call->getNumArgs() > 0 && Call->getArg(0) == E)
          return MD->isConst();
        Shift = 1;
      }
      for (unsigned A = 0; A < Call->getNumArgs(); ++A) {
        if (Call->getArg(A) != E)
          continue;
        if (A < Shift || A - Shift >= Callee->getNumParams())
          return false;
        QualType T = Callee->getParamDecl(A - Shift)->getType();
        return !T->isReferenceType() ||
               T.getNonReferenceType().isConstQualified();
      }
      return false;
    }
    return false;
  }
  return false;
}

static bool mayWriteParamIn(const Stmt *S, const ParmVarDecl *PD,
                            std::vector<const Stmt *> &Stack) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    return DRE->getDecl() == PD && !isReadOnlyUse(DRE, Stack);
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(S)) {
    // `p.f()`: a const member function only reads its object.
    const Expr *Obj = MCE->getImplicitObjectArgument();
    if (Obj && isa<DeclRefExpr>(Obj->IgnoreParenImpCasts()) &&
        cast<DeclRefExpr>(Obj->IgnoreParenImpCasts())->getDecl() == PD &&
        !(MCE->getMethodDecl() && MCE->getMethodDecl()->isConst()))
      return true;
  }
  Stack.push_back(S);
  bool Any = false;
  for (const Stmt *C : S->children())
    if ((Any = mayWriteParamIn(C, PD, Stack)))
      break;
  Stack.pop_back();
  return Any;
}

bool KernelTranslator::mayWriteParam(const Stmt *Body, const ParmVarDecl *PD) {
  std::vector<const Stmt *> Stack;
  return mayWriteParamIn(Body, PD, Stack);
}

const ir::Expr *KernelTranslator::inlineCall(const CallExpr *E,
                                             const FunctionDecl *FD) {
  std::vector<const Expr *> Args(E->arg_begin(), E->arg_end());
  SourceLocation At = E->getBeginLoc();
  if (!Opts.NoInline || Calls == CallMode::Inline)
    return inlineFunction(At, FD, Args, nullptr);
  auto Known = ModularFns.find(FD->getCanonicalDecl());
  if (Known == ModularFns.end()) {
    std::string Why = modularCandidate(FD);
    if (!Why.empty()) {
      ModularFns[FD->getCanonicalDecl()] = false;
      Diags.report(ir::DiagLevel::Warning, P, loc(At),
                   "--no-inline: '" + FD->getNameAsString() + "' " + Why +
                       ": it is inlined (modular checking covers device "
                       "functions with scalar parameters and result)");
      return inlineFunction(At, FD, Args, nullptr);
    }
  } else if (!Known->second) {
    return inlineFunction(At, FD, Args, nullptr);
  }
  if (Calls == CallMode::Modular)
    return modularCall(E, FD);
  // Both translations, the modular one where `gpuverify.modular` is true
  // (the symbolic engine sets it; a concrete run has it false, so it runs
  // the body).
  ir::SourceLoc L = loc(At);
  if (!CurOpen)
    setBlock(newBlock("dead"));
  std::string Base = FD->getNameAsString();
  std::optional<Type> RTy;
  if (!FD->getReturnType()->isVoidType())
    RTy = irType(FD->getReturnType());
  ir::VarId Res = RTy ? newVar(Base + ".call", *RTy, L) : ir::Stmt::NoVar;
  ir::BlockId Mod = newBlock(Base + ".modular");
  ir::BlockId Inl = newBlock(Base + ".inlined");
  ir::BlockId Join = newBlock(Base + ".join");
  branch(varRef(ghostVar("gpuverify.modular")), Mod, Inl, L);
  for (bool Modular : {true, false}) {
    setBlock(Modular ? Mod : Inl);
    Calls = Modular ? CallMode::Modular : CallMode::Inline;
    const ir::Expr *R = Modular ? modularCall(E, FD)
                                : inlineFunction(At, FD, Args, nullptr);
    Calls = CallMode::Both;
    if (!R)
      return nullptr;
    if (!CurOpen)
      continue;
    if (Res != ir::Stmt::NoVar)
      emit(ir::Stmt::makeAssign(L, Res, R));
    jump(Join, L);
  }
  setBlock(Join);
  return Res == ir::Stmt::NoVar ? &VoidValue : varRef(Res);
}

std::string KernelTranslator::modularCandidate(const FunctionDecl *FD) const {
  if (isa<CXXMethodDecl>(FD))
    return "is a member function";
  if (FD->isVariadic())
    return "is variadic";
  auto Scalar = [&](QualType T) {
    if (T->isReferenceType() || T->isPointerType())
      return false;
    std::optional<Type> Ty = irType(T);
    return Ty && *Ty != Type::Ptr;
  };
  for (const ParmVarDecl *PD : FD->parameters())
    if (!Scalar(PD->getType()))
      return "has parameter '" + PD->getNameAsString() + "' of type '" +
             PD->getType().getAsString() + "'";
  if (!FD->getReturnType()->isVoidType() && !Scalar(FD->getReturnType()))
    return "returns '" + FD->getReturnType().getAsString() + "'";
  return "";
}

const ir::Expr *KernelTranslator::modularCall(const CallExpr *E,
                                              const FunctionDecl *FD) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  std::vector<const Expr *> Args(E->arg_begin(), E->arg_end());
  std::string Base = FD->getNameAsString();
  const FunctionDecl *Key = FD->getCanonicalDecl();
  auto Seen = ModularFns.find(Key);
  if (Seen == ModularFns.end()) {
    // The body, once, for arbitrary arguments: a branch on a havocked
    // local, whose path ends in `assume false` (it only checks).
    if (!CurOpen)
      setBlock(newBlock("dead"));
    ir::VarId Chk = newVar(Base + ".check_body", Type::Bool, L);
    emit(ir::Stmt::makeHavoc(L, Chk));
    ir::BlockId From = Cur;
    ir::BlockId Check = newBlock(Base + ".body_check");
    ir::BlockId Cont = newBlock(Base + ".contract");
    branch(varRef(Chk), Check, Cont, L);
    setBlock(Check);
    size_t FirstBlock = proc().Blocks.size();
    std::vector<const ir::Expr *> Vals;
    for (const ParmVarDecl *PD : FD->parameters()) {
      ir::VarId V = newVar(Base + "." + PD->getNameAsString() + ".any",
                           *irType(PD->getType()), L);
      emit(ir::Stmt::makeHavoc(L, V));
      Vals.push_back(varRef(V));
    }
    size_t SavedDepth = BodyCheckDepth;
    BodyCheckDepth = Frames.size() + 1;
    PresetArgs = &Vals;
    const ir::Expr *R = inlineFunction(At, FD, Args, nullptr);
    PresetArgs = nullptr;
    BodyCheckDepth = SavedDepth;
    if (!R)
      return nullptr;
    if (CurOpen) {
      emit(ir::Stmt::makeAssume(L, P.boolConst(false)));
      jump(Cont, L);
    }
    // Only a body without effects on memory or other threads qualifies:
    // the contract havocs nothing else.
    bool Pure = true;
    auto Scan = [&](const ir::Block &B) {
      for (const ir::Stmt &S : B.Stmts)
        if (S.Kind != ir::StmtKind::Assign && S.Kind != ir::StmtKind::Havoc &&
            S.Kind != ir::StmtKind::Assume && S.Kind != ir::StmtKind::Assert)
          Pure = false;
    };
    Scan(proc().Blocks[Check]);
    for (size_t B = FirstBlock; B < proc().Blocks.size(); ++B)
      Scan(proc().Blocks[B]);
    ModularFns[Key] = Pure;
    setBlock(Cont);
    if (!Pure) {
      // Never check the body this way: the branch goes to the inlined body.
      ir::Terminator &T = proc().Blocks[From].Term;
      T.Kind = ir::TermKind::Goto;
      T.Cond = nullptr;
      T.Targets[0] = T.Targets[1] = Cont;
      Diags.report(ir::DiagLevel::Warning, P, L,
                   "--no-inline: '" + Base +
                       "' accesses memory, synchronises or uses atomics: "
                       "it is inlined (modular checking covers device "
                       "functions without them)");
      return inlineFunction(At, FD, Args, nullptr);
    }
  } else if (!Seen->second) {
    return inlineFunction(At, FD, Args, nullptr);
  }
  // The contract.
  size_t SavedContract = ContractDepth;
  ContractDepth = Frames.size() + 1;
  const ir::Expr *R = inlineFunction(At, FD, Args, nullptr);
  ContractDepth = SavedContract;
  return R;
}

const ir::Expr *
KernelTranslator::inlineFunction(SourceLocation At, const FunctionDecl *FD,
                                 llvm::ArrayRef<const Expr *> CallArgs,
                                 const std::vector<ir::VarId> *This,
                                 const Closure *Captures) {
  // The body check's arguments, for this call only.
  const std::vector<const ir::Expr *> *Preset = PresetArgs;
  PresetArgs = nullptr;
  std::string Name = FD->getNameAsString();
  // What IR names of its blocks and variables start with: an identifier
  // (operators, conversions and constructors have none).
  std::string Base = Name;
  if (!FD->getIdentifier()) {
    Base = isa<CXXConstructorDecl>(FD)  ? "ctor"
           : isa<CXXConversionDecl>(FD) ? "conversion"
                                        : "operator";
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      if (MD->getParent()->isLambda())
        Base = "lambda";
      else if (MD->getParent()->getIdentifier())
        Base = MD->getParent()->getNameAsString() + "." + Base;
    }
  }
  for (const Frame &F : Frames)
    if (F.Fn->getCanonicalDecl() == FD->getCanonicalDecl())
      return unsupported(At, "recursive call of '" + Name +
                                 "' (device functions are inlined)");
  if (FD->isVariadic())
    return unsupported(At, "call of variadic function '" + Name + "'");
  QualType RetTy = FD->getReturnType();
  if (RetTy->isLValueReferenceType() &&
      isPlainStruct(RetTy.getNonReferenceType()))
    // `T &operator+=(T &l, const T &r) { ...; return l; }`: the result is
    // a copy of the referenced structure. A use of the call as a place
    // (`(a += b).x = 1`) is diagnosed where places are formed.
    RetTy = RetTy.getNonReferenceType().getUnqualifiedType();
  if (RetTy->isLValueReferenceType() && irType(RetTy.getNonReferenceType()))
    // `const T &std::min(const T &, const T &)`: a call whose result is
    // read (castExpr's lvalue-to-rvalue of a call) returns the value.
    RetTy = RetTy.getNonReferenceType().getUnqualifiedType();
  std::optional<Type> RTy = irType(RetTy);
  bool StructResult =
      !RTy && (isPlainStruct(RetTy) || isEmptyStruct(RetTy));
  if (!RetTy->isVoidType() && !RTy && !StructResult)
    return unsupported(At, "function '" + Name + "' returning '" +
                               RetTy.getAsString() + "'");
  // Arguments are evaluated in the caller, then bound to fresh variables
  // (a structure argument to one variable per leaf).
  if (CallArgs.size() != FD->getNumParams())
    return unsupported(At, "call of '" + Name + "' with default arguments");
  std::vector<std::vector<const ir::Expr *>> Args;
  std::map<const VarDecl *, LValue> Refs;
  std::map<const VarDecl *, std::vector<ir::VarId>> RefStructs;
  std::map<const VarDecl *, std::shared_ptr<const Closure>> LambdaArgs;
  std::map<const VarDecl *, Group> Groups;
  std::map<const VarDecl *, std::vector<LValue>> CopyBack;
  std::map<const VarDecl *, std::vector<const ir::Expr *>> PtrArgs;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *PD = FD->getParamDecl(I);
    const Expr *A = CallArgs[I];
    if (isa<CXXDefaultArgExpr>(A))
      A = cast<CXXDefaultArgExpr>(A)->getExpr();
    if (isLambdaType(PD->getType())) {
      // A lambda passed to a function template (`apply(n, [&](int i)
      // {...})`): the parameter names the argument's closure.
      std::shared_ptr<const Closure> C = closureOf(A);
      if (!C)
        return nullptr;
      LambdaArgs[PD] = C;
      Args.push_back({});
      continue;
    }
    if (const auto *RD =
            PD->getType().getNonReferenceType()->getAsCXXRecordDecl();
        RD && isCooperativeGroups(RD->getDeclContext())) {
      // A group parameter (by value or reference) is the argument's group.
      std::optional<Group> G = groupOf(A);
      if (!G)
        return nullptr;
      Groups[PD] = *G;
      Args.push_back({});
      continue;
    }
    if (PD->getType()->isReferenceType() &&
        isPlainStruct(PD->getType().getNonReferenceType())) {
      // A structure by reference: a copy in and, for a non-const
      // reference to a local, the same variables.
      if (!PD->getType().getNonReferenceType().isConstQualified()) {
        if (std::optional<std::vector<LValue>> Mem = structMemoryLeaves(A)) {
          // A structure in shared or global memory (`y[i] += x[i]` with
          // `T &operator+=(T &, const T &)`): copied in, and copied back
          // after the body when the body may write it.
          std::vector<const ir::Expr *> Vs;
          for (const LValue &LV : *Mem)
            Vs.push_back(read(LV, A->getBeginLoc()));
          if (mayWriteParam(FD->getBody(), PD))
            CopyBack[PD] = *Mem;
          Args.push_back(Vs);
          continue;
        }
        if (Failed)
          return nullptr;
        std::optional<std::vector<ir::VarId>> Place = structPlace(A);
        if (!Place)
          return nullptr;
        RefStructs[PD] = *Place;
        Args.push_back({});
        continue;
      }
      std::optional<std::vector<const ir::Expr *>> Vs = structValue(A);
      if (!Vs)
        return nullptr;
      Args.push_back(*Vs);
      continue;
    }
    if (PD->getType()->isReferenceType()) {
      std::optional<LValue> R = bindReference(
          PD->getType(), A, PD->getNameAsString(), loc(A->getBeginLoc()));
      if (!R)
        return nullptr;
      Refs[PD] = *R;
      Args.push_back({});
      continue;
    }
    if (isStructPointer(PD->getType())) {
      // A pointer to structures in memory: one pointer per field.
      std::optional<std::vector<const ir::Expr *>> Ptrs = structPointer(A);
      if (!Ptrs) {
        if (!Failed)
          unsupported(A->getBeginLoc(),
                      "argument of structure pointer parameter '" +
                          PD->getNameAsString() +
                          "' other than a structure array, '&a[i]', 'p + "
                          "i' or another structure pointer");
        return nullptr;
      }
      PtrArgs[PD] = *Ptrs;
      Args.push_back({});
      continue;
    }
    if (isPlainStruct(PD->getType())) {
      std::optional<std::vector<const ir::Expr *>> Vs = structValue(A);
      if (!Vs)
        return nullptr;
      Args.push_back(*Vs);
      continue;
    }
    if (!irType(PD->getType()))
      return unsupported(PD->getLocation(),
                         "parameter '" + PD->getNameAsString() + "' of type '" +
                             PD->getType().getAsString() + "'" +
                             arrayFieldText(PD->getType()));
    const ir::Expr *V =
        Preset && I < Preset->size() ? (*Preset)[I] : rvalue(A);
    if (!V)
      return nullptr;
    Args.push_back({V});
  }
  Frame F;
  F.Fn = FD;
  if (Captures) {
    F.Vars = Captures->Vars;
    F.Arrays = Captures->Arrays;
    F.Refs = Captures->Refs;
    F.Structs = Captures->Structs;
    F.Unions = Captures->Unions;
    F.Lambdas = Captures->Lambdas;
  }
  for (auto &[PD, R] : Refs)
    F.Refs[PD] = R;
  for (auto &[PD, Vars] : RefStructs)
    F.Structs[PD] = Vars;
  for (auto &[PD, C] : LambdaArgs)
    F.Lambdas[PD] = C;
  for (auto &[PD, G] : Groups)
    F.Groups[PD] = G;
  for (auto &[PD, Ptrs] : PtrArgs) {
    std::vector<FieldLeaf> Shape; // one pointer per field leaf
    structFields(PD->getType()->getPointeeType(), "", Shape);
    std::vector<ir::VarId> Vars;
    for (size_t K = 0; K < Shape.size() && K < Ptrs.size(); ++K) {
      ir::VarId V = newVar(PD->getNameAsString() + Shape[K].Name, Type::Ptr,
                           loc(PD->getLocation()));
      emit(ir::Stmt::makeAssign(loc(At), V, Ptrs[K]));
      Vars.push_back(V);
    }
    F.StructPtrs[PD] = Vars;
  }
  if (This)
    F.This = *This;
  if (Captures && Captures->This)
    F.This = Captures->This;
  F.CallSite = At;
  ir::SourceLoc L = loc(At);
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *PD = FD->getParamDecl(I);
    if (F.Refs.count(PD) || F.Structs.count(PD) || F.Lambdas.count(PD) ||
        F.Groups.count(PD) || F.StructPtrs.count(PD))
      continue;
    if (isPlainStruct(PD->getType().getNonReferenceType())) {
      std::vector<ir::VarId> Vars =
          newStructVars(PD->getType().getNonReferenceType(),
                        PD->getNameAsString(), loc(PD->getLocation()));
      F.Structs[PD] = Vars;
      assignLeaves(Vars, Args[I], L);
      continue;
    }
    ir::VarId V = newVar(PD->getNameAsString(), *irType(PD->getType()),
                         loc(PD->getLocation()));
    F.Vars[PD] = V;
    emit(ir::Stmt::makeAssign(L, V, Args[I][0]));
  }
  F.ReturnBlock = newBlock(Base + ".ret");
  if (RTy)
    F.Result = newVar(Base + ".result", *RTy, L);
  if (StructResult)
    F.ResultLeaves = newStructVars(RetTy, Base + ".result", L);
  F.InlineSite = inlineSite(FD, At);
  Frames.push_back(std::move(F));
  std::vector<LoopTargets> SavedLoops;
  SavedLoops.swap(Loops);
  bool Ok = true;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD)) {
    // Member initialisers, in declaration order (as Clang lists them,
    // with the implicit ones).
    for (const CXXCtorInitializer *Init : Ctor->inits()) {
      if (!Ok)
        break;
      const FieldDecl *Field = Init->getMember();
      if (Init->isBaseInitializer() && !Init->isBaseVirtual()) {
        // A base's constructor on the base subobject's leaves.
        QualType BaseT(Init->getBaseClass(), 0);
        if (!isPlainStruct(BaseT))
          continue; // a class without data: nothing to initialise
        size_t Start = 0;
        for (const CXXBaseSpecifier &B : Ctor->getParent()->bases()) {
          if (Ctx.hasSameUnqualifiedType(B.getType(), BaseT))
            break;
          if (isPlainStruct(B.getType()))
            Start += leafCount(B.getType());
        }
        std::vector<ir::VarId> Sub(Frames.back().This->begin() + Start,
                                   Frames.back().This->begin() + Start +
                                       leafCount(BaseT));
        const Expr *IE = Init->getInit();
        if (const auto *EWC = dyn_cast<ExprWithCleanups>(IE))
          IE = EWC->getSubExpr();
        if (const auto *CE = dyn_cast<CXXConstructExpr>(IE)) {
          if (!construct(CE, Sub)) {
            Ok = false;
            break;
          }
          continue;
        }
        Ok = unsupported(Init->getSourceLocation(),
                         "this initialiser of base class '" +
                             BaseT.getAsString() + "'");
        break;
      }
      if (!Field) {
        Ok = unsupported(Init->getSourceLocation(),
                         "constructor initialiser of a virtual base class");
        break;
      }
      std::vector<const FieldDecl *> Path = {Field};
      size_t Start = leafIndex(Path);
      const Expr *IE = Init->getInit();
      if (std::optional<Type> FTy = irType(Field->getType())) {
        const ir::Expr *V = isa<ImplicitValueInitExpr>(IE) ||
                                    isa<CXXDefaultInitExpr>(IE)
                                ? nullptr
                                : rvalue(IE);
        if (isa<CXXDefaultInitExpr>(IE))
          V = rvalue(cast<CXXDefaultInitExpr>(IE)->getExpr());
        else if (isa<ImplicitValueInitExpr>(IE))
          V = zeroOf(*FTy);
        if (!V) {
          Ok = false;
          break;
        }
        emit(ir::Stmt::makeAssign(L, (*Frames.back().This)[Start], V));
        continue;
      }
      if (isa<CXXConstructExpr>(IE) &&
          cast<CXXConstructExpr>(IE)->getConstructor()->isTrivial() &&
          cast<CXXConstructExpr>(IE)->getNumArgs() == 0)
        continue; // left uninitialised, as in C++
      std::optional<std::vector<const ir::Expr *>> Vs = structValue(IE);
      if (!Vs) {
        Ok = false;
        break;
      }
      std::vector<ir::VarId> To(Frames.back().This->begin() + Start,
                                Frames.back().This->begin() + Start +
                                    Vs->size());
      assignLeaves(To, *Vs, L);
    }
  }
  // A contract at a call (--no-inline): the function's top-level
  // preconditions and postconditions only, and any result.
  bool Contract = ContractDepth == Frames.size();
  if (Ok && Contract) {
    if (const auto *CS = dyn_cast<CompoundStmt>(FD->getBody()))
      for (const Stmt *S : CS->body()) {
        const auto *X = dyn_cast<Expr>(S);
        const auto *CE =
            X ? dyn_cast<CallExpr>(X->IgnoreImplicit()) : nullptr;
        const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
        if (Ok && Callee && Callee->getIdentifier() &&
            (Callee->getName() == "__requires" ||
             Callee->getName() == "__global_requires" ||
             Callee->getName() == "__ensures" ||
             Callee->getName() == "__global_ensures"))
          Ok = stmt(S);
      }
    if (Ok && Frames.back().Result != ir::Stmt::NoVar)
      emit(ir::Stmt::makeHavoc(L, Frames.back().Result));
  } else if (Ok) {
    Ok = stmt(FD->getBody());
  }
  Loops.swap(SavedLoops);
  ir::BlockId Ret = Frames.back().ReturnBlock;
  bool Checked = Ok && !Frames.back().Ensures.empty();
  if (Checked) {
    // The postconditions at the function's one return block, with its
    // result and entry values (assumed, for a contract).
    jump(Ret, loc(FD->getBody()->getEndLoc()));
    setBlock(Ret);
    AssumePostconditions = Contract;
    Ok = checkPostconditions();
    AssumePostconditions = false;
  }
  std::vector<std::pair<std::vector<ir::VarId>, std::vector<LValue>>> Backs;
  for (auto &[PD, Mem] : CopyBack)
    Backs.push_back({Frames.back().Structs[PD], Mem});
  ir::VarId Result = Frames.back().Result;
  std::vector<ir::VarId> ResultLeaves = Frames.back().ResultLeaves;
  Frames.pop_back();
  if (!Ok)
    return nullptr;
  if (!Checked) {
    jump(Ret, loc(FD->getBody()->getEndLoc()));
    setBlock(Ret);
  }
  for (const auto &[Vars, Mem] : Backs)
    for (size_t K = 0; K < Vars.size() && K < Mem.size(); ++K)
      write(Mem[K], varRef(Vars[K]), At);
  if (StructResult) {
    LastStructResult = ResultLeaves;
    return &VoidValue;
  }
  return Result == ir::Stmt::NoVar ? &VoidValue : varRef(Result);
}


ir::VarId KernelTranslator::ghostVar(const char *Name) {
  ir::Procedure &Pr = proc();
  for (ir::VarId V = Pr.NumParams; V < Pr.Vars.size(); ++V)
    if (Pr.Vars[V].Name == Name)
      return V;
  Pr.Vars.push_back(ir::Variable{Name, Type::Bool, ir::SourceLoc{}});
  return static_cast<ir::VarId>(Pr.Vars.size() - 1);
}

/// Translates \p Phi as ghost code: straight-line statements under the
/// ghost predicate \p Ghost. Null (after an error) when it is not
/// straight-line (a function call).
static const clang::Expr *invariantArg(const CallExpr *E) {
  return E->getArg(0)->IgnoreParenImpCasts();
}

const ir::Expr *KernelTranslator::barrierInvariant(const CallExpr *E) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (E->getNumArgs() < 1)
    return unsupported(At, "'__barrier_invariant' without an invariant");
  if (!CurOpen)
    setBlock(newBlock("dead"));
  ir::BlockId Before = Cur;
  size_t NumBlocks = proc().Blocks.size();
  GhostPred = varRef(ghostVar("barrier_invariant.check"));
  GhostMode = true;
  const ir::Expr *C = condition(invariantArg(E));
  if (C) {
    const SourceManager &SM = Ctx.getSourceManager();
    std::string Text =
        Lexer::getSourceText(
            CharSourceRange::getTokenRange(E->getArg(0)->getSourceRange()), SM,
            Ctx.getLangOpts())
            .str();
    emit(ir::Stmt::makeAssert(L, C, "barrier invariant " + Text));
  }
  GhostPred = nullptr;
  GhostMode = false;
  if (!C)
    return nullptr;
  if (Cur != Before || proc().Blocks.size() != NumBlocks)
    return unsupported(At, "a barrier invariant that calls a function");
  PendingInvariants.push_back(E);
  return &VoidValue;
}

bool KernelTranslator::instantiateInvariants(ir::SourceLoc L) {
  std::vector<const CallExpr *> Pending;
  Pending.swap(PendingInvariants);
  for (const CallExpr *E : Pending) {
    ir::BlockId Before = Cur;
    size_t NumBlocks = proc().Blocks.size();
    // No instantiation: the thread's own id.
    std::vector<const clang::Expr *> Inst;
    for (unsigned I = 1; I < E->getNumArgs(); ++I)
      Inst.push_back(E->getArg(I));
    if (Inst.empty())
      Inst.push_back(nullptr);
    for (const clang::Expr *X : Inst) {
      GhostPred = varRef(ghostVar("barrier_invariant.assume"));
      GhostMode = true;
      const ir::Expr *Id = X ? rvalue(X) : P.builtin(ir::Builtin::ThreadIdxX);
      const ir::Expr *C = nullptr;
      if (Id && ir::isInt(Id->Ty)) {
        if (Id->Ty != Type::I32)
          Id = P.cast(Id->Ty == Type::I64 ? ir::CastOp::Trunc
                                          : ir::CastOp::ZExt,
                      Type::I32, Id);
        ir::VarId V = newVar("barrier_invariant.inst", Type::I32, L);
        emit(ir::Stmt::makeAssign(L, V, Id));
        TidOverride = varRef(V);
        C = condition(invariantArg(E));
        if (C) {
          // Only for a thread of the block: the invariant was checked for
          // those.
          const ir::Expr *In =
              P.binary(ir::BinOp::ULt, Type::Bool, varRef(V),
                       P.builtin(ir::Builtin::BlockDimX));
          emit(ir::Stmt::makeAssume(
              L, P.binary(ir::BinOp::LOr, Type::Bool,
                          P.unary(ir::UnOp::Not, Type::Bool, In), C)));
        }
      } else if (Id) {
        unsupported(X->getBeginLoc(),
                    "a barrier invariant instantiation that is not an "
                    "integer thread index");
      }
      TidOverride = nullptr;
      GhostPred = nullptr;
      GhostMode = false;
      if (!C)
        return false;
    }
    if (Cur != Before || proc().Blocks.size() != NumBlocks) {
      unsupported(E->getBeginLoc(), "a barrier invariant that calls a function");
      return false;
    }
  }
  return true;
}


/// Calls to \p Fn1 or \p Fn2 in \p S, in source order; every call when
/// \p Fn1 is empty.
static void collectCalls(const Stmt *S, llvm::StringRef Fn1,
                         llvm::StringRef Fn2,
                         std::vector<const CallExpr *> &Out) {
  if (!S)
    return;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (Fn1.empty() || (FD->getIdentifier() &&
                          (FD->getName() == Fn1 || FD->getName() == Fn2)))
        Out.push_back(CE);
  if (Fn1.empty())
    if (const auto *CE = dyn_cast<CallExpr>(S); CE && !CE->getDirectCallee())
      Out.push_back(CE);
  for (const Stmt *C : S->children())
    collectCalls(C, Fn1, Fn2, Out);
}

bool KernelTranslator::postcondition(const CallExpr *E) {
  // The entry values `__old_*(x)` reads: x here, where GPUVerify writes
  // its postconditions (the top of the function, before any statement).
  std::vector<const CallExpr *> Olds;
  collectCalls(E->getArg(0), "__old_int", "__old_bool", Olds);
  for (const CallExpr *O : Olds) {
    if (O->getNumArgs() != 1)
      return unsupported(O->getBeginLoc(), "'__old_*' without one argument");
    const ir::Expr *V = rvalue(O->getArg(0));
    if (!V)
      return false;
    ir::VarId Old = newVar("old", V->Ty, loc(O->getBeginLoc()));
    emit(ir::Stmt::makeAssign(loc(O->getBeginLoc()), Old, V));
    Frames.back().OldValues[O] = Old;
  }
  Frames.back().Ensures.push_back(E);
  return true;
}

bool KernelTranslator::checkPostconditions() {
  const size_t FI = Frames.size() - 1;
  if (Frames[FI].Ensures.empty())
    return true;
  if (!CurOpen)
    setBlock(newBlock("dead"));
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Fn = Frames[FI].Fn ? Frames[FI].Fn->getNameAsString() : "";
  std::vector<const CallExpr *> Ensures = Frames[FI].Ensures;
  for (const CallExpr *E : Ensures) {
    // Only a condition on values is checked: a call could have effects,
    // and a read of memory would be an access of the thread that the
    // program does not make (a race the program does not have).
    std::vector<const CallExpr *> Calls;
    collectCalls(E->getArg(0), "", "", Calls);
    const CallExpr *Other = nullptr;
    bool Pair = false;
    for (const CallExpr *CE : Calls) {
      const FunctionDecl *FD = CE->getDirectCallee();
      bool PairCall = FD && FD->getIdentifier() &&
                      isPairPredicate(FD->getName()) &&
                      !isAccessPredicate(FD->getName());
      Pair = Pair || PairCall;
      if (!FD || !FD->getIdentifier() ||
          (!FD->getName().starts_with("__return_val_") &&
           !FD->getName().starts_with("__old_") && !PairCall))
        Other = CE;
    }
    std::string Skip;
    if (Other)
      Skip = "calls a function";
    Frame Post = Frames[FI]; // condition() may push frames
    ir::BlockId Block = Cur;
    size_t NumStmts = proc().Blocks[Cur].Stmts.size();
    const ir::Expr *C = nullptr;
    if (Skip.empty()) {
      PostFrame = &Post;
      bool SavedGhost = GhostMode;
      GhostMode = true; // `&&`, `||` and `?:` without branches
      if (Pair) {
        // About the pair of threads: ghost code the two-thread reduction
        // gives its meaning, as pairAnnotation() translates it.
        GhostPred = varRef(ghostVar(AssumePostconditions ? "gpuverify.assume"
                                                         : "gpuverify.check"));
        PairMode = true;
      }
      C = condition(E->getArg(0));
      GhostMode = SavedGhost;
      PostFrame = nullptr;
      if (!C) {
        GhostPred = nullptr;
        PairMode = false;
        return false;
      }
      const std::vector<ir::Stmt> &Stmts = proc().Blocks[Cur].Stmts;
      for (size_t I = NumStmts; Cur == Block && I < Stmts.size(); ++I)
        if (Stmts[I].Kind != ir::StmtKind::Assign)
          Skip = "reads memory";
      if (!Skip.empty() && Cur == Block)
        proc().Blocks[Cur].Stmts.resize(NumStmts);
    }
    if (!Skip.empty()) {
      GhostPred = nullptr;
      PairMode = false;
      if (this->Calls == CallMode::Modular)
        continue; // the inlined copy of the same call says it
      Diags.report(ir::DiagLevel::Warning, P, loc(E->getBeginLoc()),
                   "GPUVerify postcondition '" +
                       E->getDirectCallee()->getNameAsString() + "' " + Skip +
                       " and is not checked (ignored)");
      continue;
    }
    std::string Text = Lexer::getSourceText(CharSourceRange::getTokenRange(
                                                E->getArg(0)->getSourceRange()),
                                            SM, Ctx.getLangOpts())
                           .str();
    if (AssumePostconditions)
      emit(ir::Stmt::makeAssume(loc(E->getBeginLoc()), C));
    else
      emit(ir::Stmt::makeAssert(loc(E->getBeginLoc()), C,
                                "postcondition " + Text + " of '" + Fn + "'"));
    GhostPred = nullptr;
    PairMode = false;
  }
  return true;
}

const ir::Expr *KernelTranslator::freshArray(const CallExpr *E) {
  SourceLocation At = E->getBeginLoc();
  // The pointer before its conversion to `const void *`.
  const Expr *Arg = E->getArg(0)->IgnoreParens();
  while (const auto *IC = dyn_cast<ImplicitCastExpr>(Arg)) {
    if (IC->getCastKind() != CK_BitCast && IC->getCastKind() != CK_NoOp &&
        IC->getCastKind() != CK_AddressSpaceConversion)
      break;
    Arg = IC->getSubExpr()->IgnoreParens();
  }
  std::string Text = Lexer::getSourceText(
                         CharSourceRange::getTokenRange(Arg->getSourceRange()),
                         Ctx.getSourceManager(), Ctx.getLangOpts())
                         .str();
  std::string What = "'__requires_fresh_array(" + Text + ")'";
  if (Frames.size() != 1 || !Arg->getType()->isPointerType()) {
    error(At, What + " is only supported in the body of a kernel, on a "
                     "pointer parameter of that kernel (it states that the "
                     "parameter has a buffer of its own)");
    return nullptr;
  }
  const ir::Expr *V = rvalue(Arg);
  if (!V)
    return nullptr;
  const ir::Procedure &K = proc();
  if (V->Kind != ir::ExprKind::VarRef || V->Index >= K.NumParams ||
      V->Index >= P.Run.Args.size()) {
    error(At, What + ": '" + Text +
                  "' is not a pointer parameter of the "
                  "kernel or a pointer field of a structure parameter "
                  "(only those can be required fresh)");
    return nullptr;
  }
  for (const ir::Block &B : K.Blocks)
    for (const ir::Stmt &S : B.Stmts)
      if (S.Dest == V->Index) {
        error(At, What + ": '" + Text +
                      "' is assigned before the "
                      "annotation (write it first in the kernel)");
        return nullptr;
      }
  // The buffer the parameter points to, and whether it points to its start.
  auto BaseOf = [](const ir::Expr *A, bool &AtStart) -> const ir::Expr * {
    AtStart = true;
    while (A && A->Kind == ir::ExprKind::Binary && A->Ty == Type::Ptr) {
      AtStart = false;
      A = A->Ops[0];
    }
    return A && A->Kind == ir::ExprKind::ObjAddr ? A : nullptr;
  };
  const std::string &Name = K.Vars[V->Index].Name;
  bool AtStart = true;
  const ir::Expr *Mine = BaseOf(P.Run.Args[V->Index], AtStart);
  if (!Mine) {
    error(At, What + ": '" + Name + "' has no buffer");
    return nullptr;
  }
  const std::string &Buffer = P.object(Mine->Index).Name;
  if (!AtStart || Buffer != Name) {
    error(At, What + ": '" + Name + "' points into the buffer of '" + Buffer +
                  "' (--bind " + Name + "=" + Buffer +
                  "...); a fresh array "
                  "is a buffer of its own");
    return nullptr;
  }
  for (uint32_t I = 0; I < K.NumParams && I < P.Run.Args.size(); ++I) {
    bool Start = true;
    const ir::Expr *Other = BaseOf(P.Run.Args[I], Start);
    if (I != V->Index && Other && Other->Index == Mine->Index) {
      error(At, What + ": '" + K.Vars[I].Name +
                    "' points into the buffer "
                    "of '" +
                    Name + "' (--bind " + K.Vars[I].Name + "=" + Name +
                    "...); a fresh array is a buffer no other "
                    "parameter points into");
      return nullptr;
    }
  }
  return &VoidValue;
}

const ir::Expr *KernelTranslator::pairAnnotation(const CallExpr *E,
                                                 llvm::StringRef N,
                                                 bool Assume) {
  SourceLocation At = E->getBeginLoc();
  ir::SourceLoc L = loc(At);
  if (!CurOpen)
    setBlock(newBlock("dead"));
  ir::BlockId Before = Cur;
  size_t NumBlocks = proc().Blocks.size();
  GhostPred =
      varRef(ghostVar(Assume ? "gpuverify.assume" : "gpuverify.check"));
  GhostMode = PairMode = true;
  const ir::Expr *C = condition(E->getArg(0));
  if (C) {
    const SourceManager &SM = Ctx.getSourceManager();
    std::string Text =
        Lexer::getSourceText(
            CharSourceRange::getTokenRange(E->getArg(0)->getSourceRange()), SM,
            Ctx.getLangOpts())
            .str();
    bool Pre = N == "__requires" || N == "__global_requires";
    if (Assume)
      emit(ir::Stmt::makeAssume(L, C));
    else if (Pre && Frames.size() > 1 && Frames.back().Fn)
      emit(ir::Stmt::makeAssert(L, C,
                                "precondition " + Text + " of '" +
                                    Frames.back().Fn->getNameAsString() + "'"));
    else
      emit(ir::Stmt::makeAssert(
          L, C, N == "__assert" ? Text : "loop invariant " + Text));
  }
  GhostPred = nullptr;
  GhostMode = PairMode = false;
  if (!C)
    return nullptr;
  if (Cur != Before || proc().Blocks.size() != NumBlocks)
    return unsupported(At, "a GPUVerify annotation that calls a function");
  return &VoidValue;
}

} // namespace scopecheck::translate
