//===- translate/KernelExprs.cpp - Clang expressions to IR ----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The expression half of KernelTranslator: values, places (lvalues),
/// conversions, operators, short-circuit operators and the CUDA built-in
/// variables (calls are in KernelCalls.cpp). See KernelTranslator.cpp for
/// the conventions.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace scopecheck::translate {

using ir::Type;

//===----------------------------------------------------------------------===//
// Values and places
//===----------------------------------------------------------------------===//

/// Strips the nodes that carry no computation of their own.
static const Expr *skipTransparent(const Expr *E) {
  while (true) {
    if (const auto *PE = dyn_cast<ParenExpr>(E))
      E = PE->getSubExpr();
    else if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
      E = EWC->getSubExpr();
    else if (const auto *CE = dyn_cast<ConstantExpr>(E))
      E = CE->getSubExpr();
    else if (const auto *DAE = dyn_cast<CXXDefaultArgExpr>(E))
      E = DAE->getExpr();
    else if (const auto *SE = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
      E = SE->getReplacement();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO && UO->getOpcode() == UO_Extension)
      E = UO->getSubExpr();
    else
      return E;
  }
}

const ir::Expr *KernelTranslator::rvalue(const Expr *E) {
  if (Failed)
    return nullptr;
  E = skipTransparent(E);
  QualType T = E->getType();
  if (T->isVoidType()) {
    if (!effect(E))
      return nullptr;
    return &VoidValue;
  }
  // Integer constant expressions (literals, sizeof, enumerators, constexpr
  // variables, template arguments) fold to one literal.
  if (!E->isValueDependent() && T->isIntegralOrEnumerationType()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && !R.HasSideEffects) {
      std::optional<Type> Ty = irType(T);
      if (!Ty)
        return unsupported(E->getBeginLoc(), "type '" + T.getAsString() + "'");
      uint64_t Bits = R.Val.getInt().extOrTrunc(64).getZExtValue();
      return *Ty == Type::Bool ? P.boolConst(Bits != 0) : P.intConst(*Ty, Bits);
    }
  }
  if (const auto *FL = dyn_cast<FloatingLiteral>(E)) {
    std::optional<Type> Ty = irType(T);
    if (Ty == Type::F32)
      return P.f32Const(FL->getValue().convertToFloat());
    if (Ty == Type::F64)
      return P.f64Const(FL->getValue().convertToDouble());
    return unsupported(E->getBeginLoc(),
                       "floating-point type '" + T.getAsString() + "'");
  }
  if (isa<CXXNullPtrLiteralExpr>(E) || isa<GNUNullExpr>(E))
    return P.nullPtr();
  if (isa<CXXScalarValueInitExpr>(E) || isa<ImplicitValueInitExpr>(E)) {
    std::optional<Type> Ty = irType(T);
    if (!Ty)
      return unsupported(E->getBeginLoc(),
                         "value initialisation of '" + T.getAsString() + "'");
    if (*Ty == Type::Ptr)
      return P.nullPtr();
    if (*Ty == Type::F32)
      return P.f32Const(0);
    if (*Ty == Type::F64)
      return P.f64Const(0);
    return *Ty == Type::Bool ? P.boolConst(false) : P.intConst(*Ty, 0);
  }
  // OpenCL vectors (translate/KernelVectors.cpp): an element of a vector
  // value; an assignment of a vector (as a statement); no other vector
  // value has one IR expression.
  if (const auto *EV = dyn_cast<ExtVectorElementExpr>(E);
      EV && !vectorTypeOf(T))
    return vectorElementValue(EV);
  if (vectorTypeOf(T)) {
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && BO->isAssignmentOp())
      return vectorAssign(BO) ? &VoidValue : nullptr;
    return unsupported(E->getBeginLoc(),
                       "vector value of type '" + T.getAsString() +
                           "' in this position");
  }
  if (const auto *CE = dyn_cast<CastExpr>(E))
    return castExpr(CE);
  // In C (OpenCL C), comparisons and `!`, `&&`, `||` have type int: the
  // IR's bool widened to it (C++ gives them type bool, which needs nothing).
  auto CInt = [&](const ir::Expr *V) -> const ir::Expr * {
    if (!V || V == &VoidValue || V->Ty != Type::Bool)
      return V;
    std::optional<Type> Ty = irType(T);
    if (Ty && ir::isInt(*Ty))
      return P.cast(ir::CastOp::ZExt, *Ty, V);
    return V;
  };
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return CInt(unaryOp(UO, /*Discard=*/false));
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return CInt(binaryOp(BO));
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return conditional(CO);
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return call(CE, /*Discard=*/false);
  if (const auto *AE = dyn_cast<AtomicExpr>(E))
    return atomicBuiltin(AE, /*Discard=*/false);
  if (isa<StringLiteral>(E))
    return unsupported(E->getBeginLoc(), "string literal in device code");
  if (isa<AddrLabelExpr>(E))
    return unsupported(E->getBeginLoc(),
                       "computed 'goto' (the address of a label)");
  if (isa<LambdaExpr>(E))
    return unsupported(E->getBeginLoc(), "lambda expression");
  if (isa<CXXNewExpr>(E) || isa<CXXDeleteExpr>(E))
    return unsupported(E->getBeginLoc(), "'new'/'delete' in device code");
  if (E->isGLValue()) // an lvalue used as a value without a cast: a bug
    return unsupported(E->getBeginLoc(), describeConstruct(E, Ctx) +
                                             " used as a value");
  return unsupported(E->getBeginLoc(), describeConstruct(E, Ctx));
}

bool KernelTranslator::effect(const Expr *E) {
  if (Failed)
    return false;
  E = skipTransparent(E);
  if (const auto *CE = dyn_cast<CastExpr>(E);
      CE && CE->getCastKind() == CK_ToVoid)
    return effect(CE->getSubExpr());
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return call(Call, /*Discard=*/true) != nullptr;
  if (const auto *AE = dyn_cast<AtomicExpr>(E))
    return atomicBuiltin(AE, /*Discard=*/true) != nullptr;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->isIncrementDecrementOp())
    return unaryOp(UO, /*Discard=*/true) != nullptr;
  if (const auto *BO = dyn_cast<BinaryOperator>(E);
      BO && BO->getOpcode() == BO_Comma)
    return effect(BO->getLHS()) && effect(BO->getRHS());
  if (const auto *CO = dyn_cast<ConditionalOperator>(E);
      CO && CO->getType()->isVoidType())
    return conditional(CO) != nullptr;
  if (E->getType()->isVoidType())
    return unsupported(E->getBeginLoc(), describeConstruct(E, Ctx) +
                                             " as a statement");
  // A value computed for its side effects; a place is read (a volatile
  // read is an event) only if C would read it, which it does not for a
  // discarded lvalue: nothing to do then.
  if (E->isGLValue() && !isa<BinaryOperator>(E) && !isa<UnaryOperator>(E))
    return lvalue(E).has_value();
  return rvalue(E) != nullptr;
}

const ir::Expr *KernelTranslator::condition(const Expr *E) {
  // C: a comparison or logical operator is an int; as a condition its
  // truth value is the IR bool itself.
  const Expr *S = E->IgnoreParens();
  if (const auto *IC = dyn_cast<ImplicitCastExpr>(S);
      IC && (IC->getCastKind() == CK_IntegralToBoolean ||
             IC->getCastKind() == CK_IntegralCast))
    S = IC->getSubExpr()->IgnoreParens();
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && (BO->isComparisonOp() || BO->isLogicalOp()))
    return binaryOp(BO);
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->getOpcode() == UO_LNot)
    return unaryOp(UO, /*Discard=*/false);
  const ir::Expr *C = rvalue(E);
  if (!C || C->Ty == Type::Bool)
    return C;
  // A C comparison or logical operator (type int in C and OpenCL C) is a
  // widened bool: test the bool itself.
  if (C->Kind == ir::ExprKind::Cast && C->castOp() == ir::CastOp::ZExt &&
      C->Ops[0]->Ty == Type::Bool)
    return C->Ops[0];
  // C code compiled as C++ always converts conditions to bool; keep a
  // fallback for the rare template case.
  if (ir::isInt(C->Ty))
    return P.binary(ir::BinOp::Ne, Type::Bool, C, P.intConst(C->Ty, 0));
  return unsupported(E->getBeginLoc(),
                     "condition of type '" + E->getType().getAsString() + "'");
}

const ir::Expr *KernelTranslator::builtinVar(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && VD->hasExternalStorage() && VD->getName() == "warpSize")
      return P.intConst(Type::I32, 32);
    return nullptr;
  }
  const auto *ME = dyn_cast<MemberExpr>(E);
  if (!ME)
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  if (!DRE)
    return nullptr;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || !VD->hasExternalStorage() ||
      !VD->getDeclContext()->isFileContext())
    return nullptr;
  int Base = llvm::StringSwitch<int>(VD->getName())
                 .Case("threadIdx", 0)
                 .Case("blockIdx", 3)
                 .Case("blockDim", 6)
                 .Case("gridDim", 9)
                 .Default(-1);
  int Field = llvm::StringSwitch<int>(ME->getMemberDecl()->getName())
                  .Case("x", 0)
                  .Case("y", 1)
                  .Case("z", 2)
                  .Default(-1);
  if (Base < 0 || Field < 0)
    return nullptr;
  if (TidOverride && Base + Field == 0)
    return TidOverride; // a barrier invariant's instantiation
  return P.builtin(static_cast<ir::Builtin>(Base + Field));
}

std::optional<KernelTranslator::LValue>
KernelTranslator::lvalue(const Expr *E) {
  if (Failed)
    return std::nullopt;
  E = skipTransparent(E);
  LValue L;
  L.Volatile = E->getType().isVolatileQualified();
  L.Atomic = E->getType()->isAtomicType();
  QualType Scalar = scalarBase(E->getType());
  if (std::optional<Type> Ty = irType(Scalar))
    L.Ty = *Ty;
  if (const auto *EV = dyn_cast<ExtVectorElementExpr>(E))
    return vectorElementPlace(EV); // `v.x = 1`, `p[i].s3 += 2`
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD) {
      unsupported(E->getBeginLoc(), "use of '" +
                                        DRE->getDecl()->getNameAsString() +
                                        "' as a value");
      return std::nullopt;
    }
    Frame &F = Frames.back();
    if (auto It = F.Refs.find(VD); It != F.Refs.end()) {
      LValue R = It->second;
      R.Volatile = R.Volatile || L.Volatile;
      return R;
    }
    if (auto It = F.Vars.find(VD); It != F.Vars.end()) {
      L.K = LValue::Kind::Var;
      L.Var = It->second;
      return L;
    }
    if (auto It = F.Arrays.find(VD); It != F.Arrays.end()) {
      L.K = LValue::Kind::Mem;
      L.Addr = P.objAddr(It->second);
      return L;
    }
    if (VD->hasGlobalStorage() || openClVarSpace(VD)) {
      ir::ObjectId O = objectFor(VD);
      if (!O)
        return std::nullopt;
      L.K = LValue::Kind::Mem;
      L.Addr = P.objAddr(O);
      return L;
    }
    unsupported(E->getBeginLoc(),
                "use of variable '" + VD->getNameAsString() + "'");
    return std::nullopt;
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    // An element of an array field of a structure (KernelStructArrays.cpp).
    if (std::optional<LValue> F = fieldPathElement(AS))
      return F;
    if (Failed)
      return std::nullopt;
    if (std::optional<LValue> F = fieldArrayElement(AS))
      return F;
    if (Failed)
      return std::nullopt;
    const ir::Expr *Base = rvalue(AS->getBase());
    if (!Base)
      return std::nullopt;
    const ir::Expr *Index = rvalue(AS->getIdx());
    if (!Index)
      return std::nullopt;
    fieldIndexCheck(AS, Index); // a row of a multi-dimensional field
    L.K = LValue::Kind::Mem;
    L.Addr = pointerOffset(Base, Index, AS->getIdx()->getType(), AS->getType(),
                           /*Negate=*/false);
    return L;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (C11)
      if (std::optional<LValue> A = structArgValue(UO))
        return A;
    if (UO->getOpcode() == UO_Deref) {
      const ir::Expr *Ptr = rvalue(UO->getSubExpr());
      if (!Ptr)
        return std::nullopt;
      L.K = LValue::Kind::Mem;
      L.Addr = Ptr;
      return L;
    }
    if (UO->getOpcode() == UO_PreInc || UO->getOpcode() == UO_PreDec) {
      if (!unaryOp(UO, /*Discard=*/true))
        return std::nullopt;
      return lvalue(UO->getSubExpr());
    }
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp()) {
      if (!assignment(BO))
        return std::nullopt;
      return lvalue(BO->getLHS());
    }
    if (BO->getOpcode() == BO_Comma) {
      if (!effect(BO->getLHS()))
        return std::nullopt;
      return lvalue(BO->getRHS());
    }
  }
  if (const auto *CE = dyn_cast<ImplicitCastExpr>(E);
      CE && CE->getCastKind() == CK_NoOp)
    return lvalue(CE->getSubExpr());
  if (isa<MemberExpr>(E) && C11) {
    if (std::optional<LValue> A = structArgField(cast<MemberExpr>(E)))
      return A;
    if (Failed)
      return std::nullopt;
  }
  if (isa<MemberExpr>(E)) {
    if (std::optional<LValue> U = unionMember(cast<MemberExpr>(E)))
      return U;
    if (Failed)
      return std::nullopt;
    if (builtinVar(E)) {
      unsupported(E->getBeginLoc(), "assigning to or taking the address of "
                                    "a built-in variable");
      return std::nullopt;
    }
    // A field of an element of a field that is an array of structures.
    if (std::optional<LValue> F = fieldPathElement(E))
      return F;
    if (Failed)
      return std::nullopt;
    // A field of a structure (array) in shared or global memory.
    if (const ir::Expr *Addr = structMemberAddress(cast<MemberExpr>(E))) {
      L.K = LValue::Kind::Mem;
      L.Addr = Addr;
      return L;
    }
    if (Failed)
      return std::nullopt;
    std::optional<std::vector<ir::VarId>> Leaves = structPlace(E);
    if (!Leaves)
      return std::nullopt;
    if (Leaves->size() != 1 || !irType(E->getType())) {
      unsupported(E->getBeginLoc(), "a structure used as a value");
      return std::nullopt;
    }
    L.K = LValue::Kind::Var;
    L.Var = (*Leaves)[0];
    return L;
  }
  unsupported(E->getBeginLoc(),
              describeConstruct(E, Ctx) + " as an assignable place");
  return std::nullopt;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::bindReference(QualType RefTy, const Expr *Init,
                                const std::string &Name, ir::SourceLoc SL) {
  QualType T = RefTy.getNonReferenceType();
  std::optional<Type> Ty = irType(T);
  if (!Ty) {
    unsupported(Init->getBeginLoc(),
                "reference '" + Name + "' to '" + T.getAsString() + "'");
    return std::nullopt;
  }
  const Expr *E = Init->IgnoreParens();
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
    E = EWC->getSubExpr()->IgnoreParens();
  LValue L;
  L.Ty = *Ty;
  L.Volatile = T.isVolatileQualified();
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
    // `const T &x = expr`: the reference names a temporary.
    const ir::Expr *V = rvalue(MT->getSubExpr());
    if (!V)
      return std::nullopt;
    L.K = LValue::Kind::Var;
    L.Var = newVar(Name, *Ty, SL);
    emit(ir::Stmt::makeAssign(SL, L.Var, V));
    return L;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E);
      CE && T.isConstQualified() && !T.isVolatileQualified() &&
      CE->getCallReturnType(Ctx)->isLValueReferenceType()) {
    // `std::min(std::max(a, b), c)`: a const reference bound to the
    // reference a call returns names the value it refers to; the body
    // reads it where it returns (nothing of this thread runs in between).
    const ir::Expr *V = call(CE, /*Discard=*/false);
    if (!V)
      return std::nullopt;
    L.K = LValue::Kind::Var;
    L.Var = newVar(Name, *Ty, SL);
    emit(ir::Stmt::makeAssign(SL, L.Var, V));
    return L;
  }
  std::optional<LValue> Place = lvalue(E);
  if (!Place)
    return std::nullopt;
  if (Place->K != LValue::Kind::Mem)
    return Place; // an alias of the variable (its index fixed)
  // Fix the address now: later changes of its index must not move it.
  ir::VarId P0 = newVar(Name, Type::Ptr, SL);
  emit(ir::Stmt::makeAssign(SL, P0, Place->Addr));
  Place->Addr = varRef(P0);
  Place->Volatile = Place->Volatile || L.Volatile;
  return Place;
}

const ir::Expr *KernelTranslator::read(const LValue &L, SourceLocation At) {
  if (L.K == LValue::Kind::Var && L.Bits)
    return P.cast(ir::CastOp::Bitcast, L.Ty, varRef(L.Var));
  if (L.K == LValue::Kind::Var)
    return varRef(L.Var);
  if (L.K == LValue::Kind::VarArray)
    return varArrayRead(L);
  // A `bool` in memory is a byte (the IR accesses no bool): nonzero reads
  // as true, as the byte of any other C++ implementation would.
  Type AccessTy = L.Ty == Type::Bool ? Type::I8 : L.Ty;
  ir::VarId T = newTemp(AccessTy, loc(At));
  if (L.Atomic) { // C11: a plain read of an `_Atomic` object is seq_cst
    emit(ir::Stmt::makeLoad(loc(At), T, ir::MemOrder::Sc, takeScope(),
                            AccessTy, L.Addr));
    return L.Ty == Type::Bool ? P.binary(ir::BinOp::Ne, Type::Bool, varRef(T),
                                         P.intConst(Type::I8, 0))
                              : varRef(T);
  }
  // DESIGN.md §3: a volatile access is marked and, as in CUDA C++, not
  // atomic; `--volatile=relaxed` gives it PTX's reading after translation
  // (ir::setVolatileReading).
  ir::Stmt S = ir::Stmt::makeLoad(loc(At), T, ir::MemOrder::Na,
                                  ir::Scope::None, AccessTy, L.Addr);
  S.Volatile = L.Volatile;
  emit(std::move(S));
  if (L.Ty == Type::Bool)
    return P.binary(ir::BinOp::Ne, Type::Bool, varRef(T),
                    P.intConst(Type::I8, 0));
  return varRef(T);
}

void KernelTranslator::write(const LValue &L, const ir::Expr *V,
                             SourceLocation At) {
  if (L.K == LValue::Kind::Var) {
    if (L.Bits)
      V = P.cast(ir::CastOp::Bitcast, L.Ty == Type::F32 ? Type::I32 : Type::I64,
                 V);
    emit(ir::Stmt::makeAssign(loc(At), L.Var, V));
    return;
  }
  if (L.K == LValue::Kind::VarArray) {
    varArrayWrite(L, V, loc(At));
    return;
  }
  if (L.Atomic) { // C11: a plain write of an `_Atomic` object is seq_cst
    storeTo(loc(At), L.Ty, L.Addr, V, ir::MemOrder::Sc, takeScope());
    return;
  }
  storeTo(loc(At), L.Ty, L.Addr, V, ir::MemOrder::Na, ir::Scope::None,
          L.Volatile);
}

void KernelTranslator::storeTo(ir::SourceLoc L, Type Ty, const ir::Expr *Addr,
                               const ir::Expr *V, ir::MemOrder O, ir::Scope Sc,
                               bool Volatile) {
  if (Ty == Type::Bool) { // one byte, 0 or 1 (read())
    Ty = Type::I8;
    V = P.cast(ir::CastOp::ZExt, Type::I8, V);
  }
  ir::Stmt S = ir::Stmt::makeStore(L, O, Sc, Ty, Addr, V);
  S.Volatile = Volatile; // a volatile lvalue's store (write())
  emit(std::move(S));
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

const ir::Expr *KernelTranslator::castExpr(const CastExpr *E) {
  const Expr *Sub = E->getSubExpr();
  switch (E->getCastKind()) {
  case CK_LValueToRValue: {
    if (const ir::Expr *B = builtinVar(Sub))
      return B;
    // `c ? a[i] : a[j]` with lvalue arms: read the chosen arm only.
    if (const auto *CO = dyn_cast<ConditionalOperator>(skipTransparent(Sub)))
      return conditional(CO);
    // The value of a call returning a reference to a scalar (`std::min(a,
    // b)`, `const T &at(int i)`): the referenced value, read when the
    // inlined body returns (the caller reads it right after).
    if (const auto *CE = dyn_cast<CallExpr>(skipTransparent(Sub));
        CE && CE->getCallReturnType(Ctx)->isLValueReferenceType() &&
        irType(E->getType()))
      return call(CE, /*Discard=*/false);
    std::optional<LValue> L = lvalue(Sub);
    if (!L)
      return nullptr;
    return read(*L, skipTransparent(Sub)->getBeginLoc());
  }
  case CK_NoOp:
  case CK_UserDefinedConversion: // a call of a conversion operator
  // OpenCL: a `__global int *` converted to a generic or another
  // address-space pointer keeps its value.
  case CK_AddressSpaceConversion:
  case CK_AtomicToNonAtomic: // C11: the read of the `_Atomic` lvalue
  case CK_NonAtomicToAtomic: // is the atomic access
    return rvalue(Sub);
  case CK_IntegralToBoolean: {
    // `(bool)(a < b)` of a C comparison (an int that is a widened bool).
    const ir::Expr *V = rvalue(Sub);
    if (V && V->Kind == ir::ExprKind::Cast &&
        V->castOp() == ir::CastOp::ZExt && V->Ops[0]->Ty == Type::Bool)
      return V->Ops[0];
    return V ? convert(V, Sub->getType(), E->getType(), E->getBeginLoc())
             : nullptr;
  }
  case CK_PointerToIntegral:
    // C11: a thread function's `void *arg` that carries an integer.
    if (IntArg) {
      const ir::Expr *V = rvalue(Sub);
      if (!V)
        return nullptr;
      std::optional<Type> To = irType(E->getType());
      if (V->Ty != Type::Ptr && To && ir::isInt(*To))
        return convertInt(V, *To, /*Signed=*/true);
    }
    break;
  case CK_IntegralCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
  case CK_FloatingCast:
  case CK_FloatingToBoolean:
  case CK_PointerToBoolean: {
    const ir::Expr *V = rvalue(Sub);
    if (!V)
      return nullptr;
    return convert(V, Sub->getType(), E->getType(), E->getBeginLoc());
  }
  case CK_ArrayToPointerDecay: {
    std::optional<LValue> L = lvalue(Sub);
    if (!L)
      return nullptr;
    if (L->K != LValue::Kind::Mem)
      return unsupported(E->getBeginLoc(), "decay of a non-memory array");
    return L->Addr;
  }
  case CK_NullToPointer:
    return P.nullPtr();
  case CK_BitCast:
    if (E->getType()->isPointerType() && Sub->getType()->isPointerType())
      return rvalue(Sub); // element types are checked at each access
    break;
  case CK_ToVoid:
    if (!effect(Sub))
      return nullptr;
    return &VoidValue;
  case CK_FunctionToPointerDecay:
    return unsupported(E->getBeginLoc(), "function pointer");
  default:
    break;
  }
  return unsupported(E->getBeginLoc(),
                     "conversion from '" + Sub->getType().getAsString() +
                         "' to '" + E->getType().getAsString() + "' (" +
                         describeConstruct(E, Ctx) + ")");
}

const ir::Expr *KernelTranslator::convertInt(const ir::Expr *V, Type To,
                                             bool Signed) {
  if (V->Ty == To)
    return V;
  unsigned From = ir::intWidth(V->Ty), ToW = ir::intWidth(To);
  if (V->Kind == ir::ExprKind::Const) {
    // Fold, so that `a[0]` reads `@a[0]` and not `@a[sext.i64(0:i32)]`.
    uint64_t Bits = V->Bits;
    if (Signed && V->Ty != Type::Bool && From < 64 && ToW > From &&
        (Bits >> (From - 1)) & 1)
      Bits |= ~uint64_t(0) << From;
    return P.intConst(To, Bits);
  }
  if (ToW < From)
    return P.cast(ir::CastOp::Trunc, To, V);
  return P.cast(Signed && V->Ty != Type::Bool ? ir::CastOp::SExt
                                              : ir::CastOp::ZExt,
                To, V);
}

const ir::Expr *KernelTranslator::convert(const ir::Expr *V, QualType From,
                                          QualType To, SourceLocation At) {
  std::optional<Type> FromTy = irType(From), ToTy = irType(To);
  if (!FromTy || !ToTy)
    return unsupported(At, "conversion from '" + From.getAsString() + "' to '" +
                               To.getAsString() + "'");
  if (*ToTy == Type::Bool && *FromTy != Type::Bool) {
    const ir::Expr *Zero;
    if (*FromTy == Type::Ptr)
      Zero = P.nullPtr();
    else if (*FromTy == Type::F32)
      Zero = P.f32Const(0);
    else if (*FromTy == Type::F64)
      Zero = P.f64Const(0);
    else
      Zero = P.intConst(*FromTy, 0);
    return P.binary(ir::BinOp::Ne, Type::Bool, V, Zero);
  }
  if (*FromTy == *ToTy)
    return V;
  bool Signed = isSigned(From);
  if (ir::isIntOrBool(*FromTy) && ir::isInt(*ToTy))
    return convertInt(V, *ToTy, Signed);
  if (ir::isIntOrBool(*FromTy) && ir::isFloat(*ToTy)) {
    if (*FromTy == Type::Bool)
      V = convertInt(V, Type::I32, false);
    if (V->Kind == ir::ExprKind::Const) { // `x * 2` with float x: `x * 2.0`
      const ir::Expr *Wide = convertInt(V, Type::I64, Signed);
      double D = Signed ? double(int64_t(Wide->Bits)) : double(Wide->Bits);
      return *ToTy == Type::F32 ? P.f32Const(float(D)) : P.f64Const(D);
    }
    return P.cast(Signed ? ir::CastOp::SIToFP : ir::CastOp::UIToFP, *ToTy, V);
  }
  if (ir::isFloat(*FromTy) && ir::isInt(*ToTy))
    return P.cast(isSigned(To) ? ir::CastOp::FPToSI : ir::CastOp::FPToUI, *ToTy,
                  V);
  if (ir::isFloat(*FromTy) && ir::isFloat(*ToTy))
    return P.cast(*ToTy == Type::F64 ? ir::CastOp::FPExt : ir::CastOp::FPTrunc,
                  *ToTy, V);
  return unsupported(At, "conversion from '" + From.getAsString() + "' to '" +
                             To.getAsString() + "'");
}

const ir::Expr *KernelTranslator::pointerOffset(const ir::Expr *Ptr,
                                                const ir::Expr *Index,
                                                QualType IndexTy,
                                                QualType PointeeTy,
                                                bool Negate) {
  const ir::Expr *Off = convertInt(Index, Type::I64, isSigned(IndexTy));
  uint64_t Scale = scalarCount(PointeeTy);
  if (Scale != 1)
    Off =
        P.binary(ir::BinOp::Mul, Type::I64, Off, P.intConst(Type::I64, Scale));
  return P.binary(Negate ? ir::BinOp::Sub : ir::BinOp::Add, Type::Ptr, Ptr,
                  Off);
}

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

const ir::Expr *KernelTranslator::unaryOp(const UnaryOperator *E,
                                          bool Discard) {
  const Expr *Sub = E->getSubExpr();
  if (E->isIncrementDecrementOp())
    if (const std::vector<ir::VarId> *Vars = structPointerVars(Sub)) {
      // `p++` on a structure pointer: every field's pointer moves.
      if (!Discard)
        return unsupported(E->getOperatorLoc(),
                           "the value of '++'/'--' on a structure pointer");
      std::vector<ir::VarId> Vs = *Vars;
      std::vector<const ir::Expr *> Old;
      for (ir::VarId V : Vs)
        Old.push_back(varRef(V));
      // An array field's pointer moves by the field's extent.
      std::vector<const ir::Expr *> New = offsetFieldPointers(
          Sub->getType()->getPointeeType(), Old, P.intConst(Type::I64, 1),
          Ctx.LongTy, !E->isIncrementOp());
      for (size_t K = 0; K < Vs.size(); ++K)
        emit(ir::Stmt::makeAssign(loc(E->getOperatorLoc()), Vs[K], New[K]));
      return &VoidValue;
    }
  QualType T = E->getType();
  switch (E->getOpcode()) {
  case UO_PreInc:
  case UO_PreDec:
  case UO_PostInc:
  case UO_PostDec: {
    QualType ST = Sub->getType();
    if (ST->isAtomicType())
      return atomicUpdate(E, Sub, E->isIncrementOp() ? BO_Add : BO_Sub,
                          nullptr, E->isPostfix(), Discard);
    if (ST->isBooleanType())
      return unsupported(E->getBeginLoc(), "increment of a 'bool'");
    std::optional<LValue> L = lvalue(Sub);
    if (!L)
      return nullptr;
    const ir::Expr *Old = read(*L, skipTransparent(Sub)->getBeginLoc());
    bool IsPost = E->isPostfix();
    if (IsPost && !Discard && L->K != LValue::Kind::Mem) {
      ir::VarId Tmp = newTemp(L->Ty, loc(E->getBeginLoc()));
      emit(ir::Stmt::makeAssign(loc(E->getBeginLoc()), Tmp, Old));
      Old = varRef(Tmp);
    }
    bool Inc = E->isIncrementOp();
    const ir::Expr *New;
    if (L->Ty == Type::Ptr)
      New = pointerOffset(Old, P.intConst(Type::I32, 1), Ctx.IntTy,
                          ST->getPointeeType(), !Inc);
    else {
      const ir::Expr *One = L->Ty == Type::F32   ? P.f32Const(1)
                            : L->Ty == Type::F64 ? P.f64Const(1)
                                                 : P.intConst(L->Ty, 1);
      New = P.binary(Inc ? ir::BinOp::Add : ir::BinOp::Sub, L->Ty, Old, One);
    }
    write(*L, New, skipTransparent(Sub)->getBeginLoc());
    if (IsPost)
      return Old;
    return L->K != LValue::Kind::Mem ? read(*L, E->getBeginLoc()) : New;
  }
  case UO_AddrOf: {
    if (isa_and_nonnull<FunctionDecl>(
            Sub->IgnoreParens()->getReferencedDeclOfCallee()))
      return unsupported(E->getBeginLoc(), "function pointer");
    std::optional<LValue> L = lvalue(Sub);
    if (!L)
      return nullptr;
    if (L->K != LValue::Kind::Mem)
      return unsupported(E->getBeginLoc(),
                         "taking the address of a local scalar variable");
    return L->Addr;
  }
  case UO_Deref: {
    // Only reached for a dereference used without a conversion, e.g. of
    // an array: its address is the pointer itself.
    return rvalue(Sub);
  }
  case UO_Plus:
    return rvalue(Sub);
  case UO_Minus: {
    const ir::Expr *V = rvalue(Sub);
    return V ? P.unary(ir::UnOp::Neg, V->Ty, V) : nullptr;
  }
  case UO_Not: {
    const ir::Expr *V = rvalue(Sub);
    return V ? P.unary(ir::UnOp::BitNot, V->Ty, V) : nullptr;
  }
  case UO_LNot: {
    const ir::Expr *V = condition(Sub);
    return V ? P.unary(ir::UnOp::Not, Type::Bool, V) : nullptr;
  }
  default:
    break;
  }
  return unsupported(E->getBeginLoc(),
                     std::string("operator '") +
                         UnaryOperator::getOpcodeStr(E->getOpcode()).str() +
                         "' on '" + T.getAsString() + "'");
}

const ir::Expr *KernelTranslator::binaryOp(const BinaryOperator *E) {
  BinaryOperatorKind Op = E->getOpcode();
  if (E->isAssignmentOp())
    return assignment(E);
  if (Op == BO_LAnd || Op == BO_LOr)
    return logical(E);
  if (Op == BO_Comma) {
    if (!effect(E->getLHS()))
      return nullptr;
    return rvalue(E->getRHS());
  }
  if (Op == BO_Cmp || Op == BO_PtrMemD || Op == BO_PtrMemI)
    return unsupported(E->getOperatorLoc(),
                       "operator '" + E->getOpcodeStr().str() + "'");
  const ir::Expr *L = rvalue(E->getLHS());
  if (!L)
    return nullptr;
  const ir::Expr *R = rvalue(E->getRHS());
  if (!R)
    return nullptr;
  return arith(Op, L, R, E->getLHS()->getType(), E->getRHS()->getType(),
               E->getType(), E->getOperatorLoc());
}

const ir::Expr *KernelTranslator::arith(BinaryOperatorKind Op,
                                        const ir::Expr *L, const ir::Expr *R,
                                        QualType LTy, QualType RTy,
                                        QualType ResTy, SourceLocation At) {
  using ir::BinOp;
  bool LPtr = LTy->isPointerType(), RPtr = RTy->isPointerType();
  if ((Op == BO_Add || Op == BO_Sub) && (LPtr || RPtr)) {
    if (LPtr && RPtr) {
      const ir::Expr *D = P.binary(BinOp::Sub, Type::I64, L, R);
      uint64_t Scale = scalarCount(LTy->getPointeeType());
      if (Scale != 1)
        D = P.binary(BinOp::SDiv, Type::I64, D, P.intConst(Type::I64, Scale));
      std::optional<Type> Res = irType(ResTy);
      return Res ? convertInt(D, *Res, true) : nullptr;
    }
    if (RPtr) {
      std::swap(L, R);
      std::swap(LTy, RTy);
    }
    return pointerOffset(L, R, RTy, LTy->getPointeeType(), Op == BO_Sub);
  }
  Type Ty = L->Ty;
  bool Signed = isSigned(LTy);
  bool Float = ir::isFloat(Ty);
  auto Bin = [&](BinOp B) { return P.binary(B, Ty, L, R); };
  auto Cmp = [&](BinOp S, BinOp U, BinOp F) {
    BinOp B = Float ? F : (Signed && !LPtr ? S : U);
    return P.binary(B, Type::Bool, L, R);
  };
  if (!LPtr && R->Ty != Ty && Op != BO_Shl && Op != BO_Shr)
    return unsupported(At, "operands of types '" + LTy.getAsString() +
                               "' and '" + RTy.getAsString() + "'");
  switch (Op) {
  case BO_Mul:
    return Bin(BinOp::Mul);
  case BO_Add:
    return Bin(BinOp::Add);
  case BO_Sub:
    return Bin(BinOp::Sub);
  case BO_Div:
    return Bin(Float ? BinOp::FDiv : Signed ? BinOp::SDiv : BinOp::UDiv);
  case BO_Rem:
    return Bin(Signed ? BinOp::SRem : BinOp::URem);
  case BO_Shl:
  case BO_Shr:
    // The operands of a shift are promoted separately; the IR wants one
    // type. The amount's value is what matters, and the IR checks its range.
    R = convertInt(R, Ty, isSigned(RTy));
    return Bin(Op == BO_Shl ? BinOp::Shl : Signed ? BinOp::AShr : BinOp::LShr);
  case BO_And:
    return Bin(BinOp::And);
  case BO_Or:
    return Bin(BinOp::Or);
  case BO_Xor:
    return Bin(BinOp::Xor);
  case BO_LT:
    return Cmp(BinOp::SLt, BinOp::ULt, BinOp::FLt);
  case BO_LE:
    return Cmp(BinOp::SLe, BinOp::ULe, BinOp::FLe);
  case BO_GT:
    return Cmp(BinOp::SGt, BinOp::UGt, BinOp::FGt);
  case BO_GE:
    return Cmp(BinOp::SGe, BinOp::UGe, BinOp::FGe);
  case BO_EQ:
    return P.binary(BinOp::Eq, Type::Bool, L, R);
  case BO_NE:
    return P.binary(BinOp::Ne, Type::Bool, L, R);
  default:
    break;
  }
  return unsupported(At, "operator '" + BinaryOperator::getOpcodeStr(Op).str() +
                             "'");
}

const ir::Expr *KernelTranslator::assignment(const BinaryOperator *E) {
  const Expr *LHS = E->getLHS();
  if (const std::vector<ir::VarId> *Vars = structPointerVars(LHS)) {
    // A structure pointer: every field's pointer (`p = &a[j]`, `p += k`).
    std::vector<ir::VarId> Vs = *Vars;
    ir::SourceLoc L = loc(E->getOperatorLoc());
    std::vector<const ir::Expr *> New;
    if (E->getOpcode() == BO_Assign) {
      std::optional<std::vector<const ir::Expr *>> Ptrs =
          structPointer(E->getRHS());
      if (!Ptrs) {
        if (Failed)
          return nullptr;
        return unsupported(E->getRHS()->getBeginLoc(),
                           "value assigned to a structure pointer");
      }
      New = *Ptrs;
    } else if (E->getOpcode() == BO_AddAssign ||
               E->getOpcode() == BO_SubAssign) {
      const ir::Expr *Index = rvalue(E->getRHS());
      if (!Index)
        return nullptr;
      std::vector<const ir::Expr *> Old;
      for (ir::VarId V : Vs)
        Old.push_back(varRef(V));
      New = offsetFieldPointers(LHS->getType()->getPointeeType(), Old, Index,
                                E->getRHS()->getType(),
                                E->getOpcode() == BO_SubAssign);
    } else {
      return unsupported(E->getOperatorLoc(),
                         "this assignment to a structure pointer");
    }
    for (size_t K = 0; K < Vs.size() && K < New.size(); ++K)
      emit(ir::Stmt::makeAssign(L, Vs[K], New[K]));
    return &VoidValue;
  }
  SourceLocation At = skipTransparent(LHS)->getBeginLoc();
  if (isa<CompoundAssignOperator>(E) && LHS->getType()->isAtomicType())
    return atomicUpdate(E, LHS,
                        BinaryOperator::getOpForCompoundAssignment(
                            E->getOpcode()),
                        E->getRHS(), /*ReturnOld=*/false, /*Discard=*/false);
  // C++17: the right operand is sequenced before the left one.
  const ir::Expr *R = rvalue(E->getRHS());
  if (!R)
    return nullptr;
  std::optional<LValue> L = lvalue(LHS);
  if (!L)
    return nullptr;
  const ir::Expr *New = R;
  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
    const ir::Expr *Old = read(*L, At);
    QualType CompL = CAO->getComputationLHSType();
    QualType CompR = CAO->getComputationResultType();
    const ir::Expr *OldC = convert(Old, LHS->getType(), CompL, At);
    if (!OldC)
      return nullptr;
    const ir::Expr *Res =
        arith(BinaryOperator::getOpForCompoundAssignment(E->getOpcode()), OldC,
              R, CompL, E->getRHS()->getType(), CompR, E->getOperatorLoc());
    if (!Res)
      return nullptr;
    New = convert(Res, CompR, LHS->getType(), At);
    if (!New)
      return nullptr;
  }
  write(*L, New, At);
  return L->K != LValue::Kind::Mem ? read(*L, At) : New;
}

const ir::Expr *KernelTranslator::logical(const BinaryOperator *E) {
  bool IsAnd = E->getOpcode() == BO_LAnd;
  const ir::Expr *L = condition(E->getLHS());
  if (!L)
    return nullptr;
  if (GhostMode) {
    // A barrier invariant: both operands, no branch (its reads have no
    // effect and cannot fail).
    const ir::Expr *R = condition(E->getRHS());
    return R ? P.binary(IsAnd ? ir::BinOp::LAnd : ir::BinOp::LOr, Type::Bool,
                        L, R)
             : nullptr;
  }
  if (!CurOpen)
    setBlock(newBlock("dead"));
  ir::BlockId Before = Cur;
  size_t NumBlocks = proc().Blocks.size();
  unsigned SavedCounter = LabelCounter;
  ir::BlockId Rhs = newBlock(IsAnd ? "and.rhs" : "or.rhs");
  setBlock(Rhs);
  const ir::Expr *R = condition(E->getRHS());
  if (!R)
    return nullptr;
  ir::BinOp Op = IsAnd ? ir::BinOp::LAnd : ir::BinOp::LOr;
  if (Cur == Rhs && proc().Blocks.size() == NumBlocks + 1 &&
      proc().Blocks[Rhs].Stmts.empty()) {
    // The right operand is pure: the IR's own short-circuit operator.
    proc().Blocks.pop_back();
    LabelCounter = SavedCounter;
    setBlock(Before);
    return P.binary(Op, Type::Bool, L, R);
  }
  ir::SourceLoc At = loc(E->getOperatorLoc());
  ir::VarId T = newTemp(Type::Bool, At);
  ir::BlockId End = newBlock(IsAnd ? "and.end" : "or.end");
  emit(ir::Stmt::makeAssign(At, T, R));
  jump(End, At);
  setBlock(Before);
  emit(ir::Stmt::makeAssign(At, T, L));
  if (IsAnd)
    branch(L, Rhs, End, At);
  else
    branch(L, End, Rhs, At);
  setBlock(End);
  return varRef(T);
}

const ir::Expr *KernelTranslator::conditional(const ConditionalOperator *E) {
  const ir::Expr *C = condition(E->getCond());
  if (!C)
    return nullptr;
  if (GhostMode && !E->getType()->isVoidType() && !E->isGLValue()) {
    const ir::Expr *A = rvalue(E->getTrueExpr());
    const ir::Expr *B = A ? rvalue(E->getFalseExpr()) : nullptr;
    if (!B)
      return nullptr;
    if (A->Ty != B->Ty)
      return unsupported(E->getBeginLoc(),
                         "a barrier invariant with '?:' arms of different "
                         "types");
    return P.select(C, A, B);
  }
  if (!CurOpen)
    setBlock(newBlock("dead"));
  bool IsVoid = E->getType()->isVoidType();
  ir::BlockId Before = Cur;
  size_t NumBlocks = proc().Blocks.size();
  unsigned SavedCounter = LabelCounter;
  // A glvalue conditional is only translated as a value (the caller read
  // it): each arm reads its own place.
  auto Arm = [&](const Expr *X) -> const ir::Expr * {
    if (!E->isGLValue())
      return rvalue(X);
    std::optional<LValue> L = lvalue(X);
    return L ? read(*L, skipTransparent(X)->getBeginLoc()) : nullptr;
  };
  ir::BlockId TB = newBlock("cond.true");
  setBlock(TB);
  const ir::Expr *A = Arm(E->getTrueExpr());
  if (!A)
    return nullptr;
  ir::BlockId TEnd = Cur;
  bool TOpen = CurOpen;
  ir::BlockId FB = newBlock("cond.false");
  setBlock(FB);
  const ir::Expr *B = Arm(E->getFalseExpr());
  if (!B)
    return nullptr;
  ir::BlockId FEnd = Cur;
  bool FOpen = CurOpen;
  if (!IsVoid && TEnd == TB && FEnd == FB &&
      proc().Blocks.size() == NumBlocks + 2 &&
      proc().Blocks[TB].Stmts.empty() && proc().Blocks[FB].Stmts.empty()) {
    proc().Blocks.pop_back();
    proc().Blocks.pop_back();
    LabelCounter = SavedCounter;
    setBlock(Before);
    return P.select(C, A, B);
  }
  ir::SourceLoc At = loc(E->getQuestionLoc());
  ir::VarId T = IsVoid ? ir::Stmt::NoVar : newTemp(A->Ty, At);
  ir::BlockId End = newBlock("cond.end");
  Cur = TEnd;
  CurOpen = TOpen;
  if (!IsVoid)
    emit(ir::Stmt::makeAssign(At, T, A));
  jump(End, At);
  Cur = FEnd;
  CurOpen = FOpen;
  if (!IsVoid)
    emit(ir::Stmt::makeAssign(At, T, B));
  jump(End, At);
  setBlock(Before);
  branch(C, TB, FB, At);
  setBlock(End);
  return IsVoid ? &VoidValue : varRef(T);
}

} // namespace scopecheck::translate
