//===- translate/KernelVectors.cpp - OpenCL vector types to IR ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL C's vector types (`float4`, `int2`, `uchar16`, ...: Clang's
/// ext_vector_type) by scalar replacement, element by element:
/// - a local vector is one IR variable per element (`v.x v.y v.z v.w`, or
///   `v.s0` ... `v.sf` beyond four);
/// - a vector in memory (`__global float4 *p`, `__local float4 t[16]`) is
///   consecutive scalars of the element type, as OpenCL lays it out (a
///   three-element vector takes four), so `p[i]` is the elements from
///   `p + 4 * i` and a `float *` cast of the same buffer sees them;
/// - element selection and swizzles (`.x`, `.s3`, `.xy`, `.lo`, `.hi`,
///   `.even`, `.odd`) pick elements, for reading and for writing;
/// - vector literals (`(float4)(a, b, c, d)`, `(float4)(v.xy, 0, 1)`,
///   `(float4)(x)`), splats of scalar operands, and the element-wise
///   operators (arithmetic, bitwise, shifts; comparisons give -1 or 0 per
///   element, as OpenCL says);
/// - `vloadN(offset, p)` and `vstoreN(v, offset, p)`: N plain accesses
///   from `p + offset * N`.
/// Vectors as function parameters or results, conversions between vector
/// types (`convert_float4`, `as_int4`) and the geometric functions are
/// diagnosed.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace scopecheck::translate {

using ir::Type;

const VectorType *KernelTranslator::vectorTypeOf(QualType T) {
  if (T.isNull())
    return nullptr;
  return T.getCanonicalType()->getAs<VectorType>();
}

/// The name of element \p K of a vector of \p N elements.
static std::string elementName(unsigned K, unsigned N) {
  if (N <= 4)
    return std::string(1, "xyzw"[K]);
  return std::string("s") + "0123456789abcdef"[K];
}

bool KernelTranslator::vectorDecl(const VarDecl *VD) {
  const VectorType *VT = vectorTypeOf(VD->getType());
  ir::SourceLoc L = loc(VD->getLocation());
  std::optional<Type> ElemTy = irType(VT->getElementType());
  if (!ElemTy || *ElemTy == Type::Bool)
    return unsupported(VD->getLocation(),
                       "vector '" + VD->getNameAsString() + "' of type '" +
                           VD->getType().getAsString() + "'");
  std::vector<ir::VarId> Vars;
  for (unsigned K = 0; K < VT->getNumElements(); ++K)
    Vars.push_back(newVar(VD->getNameAsString() + "." +
                              elementName(K, VT->getNumElements()),
                          *ElemTy, L));
  if (VD->hasInit()) {
    std::optional<std::vector<const ir::Expr *>> Vs =
        vectorValue(VD->getInit());
    if (!Vs)
      return false;
    assignLeaves(Vars, *Vs, L);
  }
  Frames.back().Structs[VD] = std::move(Vars);
  return true;
}

/// \p E without parentheses and no-op conversions.
static const Expr *skipNoOps(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    const auto *CE = dyn_cast<CastExpr>(E);
    if (!CE || (CE->getCastKind() != CK_NoOp &&
                CE->getCastKind() != CK_AddressSpaceConversion))
      return E;
    E = CE->getSubExpr();
  }
}

std::optional<std::vector<KernelTranslator::LValue>>
KernelTranslator::vectorPlaces(const Expr *E) {
  E = skipNoOps(E);
  const VectorType *VT = vectorTypeOf(E->getType());
  if (!VT) {
    unsupported(E->getBeginLoc(), "this vector expression");
    return std::nullopt;
  }
  std::optional<Type> ElemTy = irType(VT->getElementType());
  if (!ElemTy || *ElemTy == Type::Bool) {
    unsupported(E->getBeginLoc(),
                "vector of type '" + E->getType().getAsString() + "'");
    return std::nullopt;
  }
  unsigned N = VT->getNumElements();
  std::vector<LValue> Out;
  if (const auto *EV = dyn_cast<ExtVectorElementExpr>(E)) {
    // A swizzle of a vector place: some of its elements.
    if (EV->isArrow()) {
      unsupported(E->getBeginLoc(), "'->' on a vector");
      return std::nullopt;
    }
    std::optional<std::vector<LValue>> Base = vectorPlaces(EV->getBase());
    if (!Base)
      return std::nullopt;
    llvm::SmallVector<uint32_t, 16> Idx;
    EV->getEncodedElementAccess(Idx);
    for (uint32_t I : Idx)
      Out.push_back((*Base)[I]);
    return Out;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD) {
      auto It = Frames.back().Structs.find(VD);
      if (It != Frames.back().Structs.end()) {
        for (ir::VarId V : It->second) {
          LValue L;
          L.K = LValue::Kind::Var;
          L.Var = V;
          L.Ty = *ElemTy;
          Out.push_back(L);
        }
        return Out;
      }
    }
  }
  // A vector in memory: the address of its first element.
  const ir::Expr *Addr = nullptr;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const ir::Expr *Base = rvalue(AS->getBase());
    if (!Base)
      return std::nullopt;
    const ir::Expr *Index = rvalue(AS->getIdx());
    if (!Index)
      return std::nullopt;
    Addr = pointerOffset(Base, Index, AS->getIdx()->getType(), E->getType(),
                         /*Negate=*/false);
  } else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO && UO->getOpcode() == UO_Deref) {
    Addr = rvalue(UO->getSubExpr());
    if (!Addr)
      return std::nullopt;
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && (VD->hasGlobalStorage() || openClVarSpace(VD))) {
      ir::ObjectId O = objectFor(VD);
      if (!O)
        return std::nullopt;
      Addr = P.objAddr(O);
    }
  }
  if (!Addr) {
    unsupported(E->getBeginLoc(),
                "vector " + describeConstruct(E, Ctx) + " as a place");
    return std::nullopt;
  }
  for (unsigned K = 0; K < N; ++K) {
    LValue L;
    L.K = LValue::Kind::Mem;
    L.Ty = *ElemTy;
    L.Volatile = E->getType().isVolatileQualified();
    L.Addr = K == 0 ? Addr
                    : P.binary(ir::BinOp::Add, Type::Ptr, Addr,
                               P.intConst(Type::I64, K));
    Out.push_back(L);
  }
  return Out;
}

std::optional<std::vector<const ir::Expr *>>
KernelTranslator::vectorValue(const Expr *E) {
  E = skipNoOps(E);
  SourceLocation At = E->getBeginLoc();
  const VectorType *VT = vectorTypeOf(E->getType());
  if (!VT) {
    unsupported(At, "this vector expression");
    return std::nullopt;
  }
  unsigned N = VT->getNumElements();
  QualType ElemQT = VT->getElementType();
  std::optional<Type> ElemTy = irType(ElemQT);
  if (!ElemTy || *ElemTy == Type::Bool) {
    unsupported(At, "vector of type '" + E->getType().getAsString() + "'");
    return std::nullopt;
  }
  std::vector<const ir::Expr *> Out;
  auto ReadPlaces = [&](const Expr *Place)
      -> std::optional<std::vector<const ir::Expr *>> {
    std::optional<std::vector<LValue>> Ls = vectorPlaces(Place);
    if (!Ls)
      return std::nullopt;
    std::vector<const ir::Expr *> Vs;
    for (const LValue &L : *Ls)
      Vs.push_back(read(L, At));
    return Vs;
  };
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    switch (CE->getCastKind()) {
    case CK_LValueToRValue:
      // A vector literal is an lvalue in C (a compound literal): its value.
      if (isa<CompoundLiteralExpr>(skipNoOps(CE->getSubExpr())))
        return vectorValue(CE->getSubExpr());
      return ReadPlaces(CE->getSubExpr());
    case CK_VectorSplat: {
      // `(float4)(x)` and a scalar operand of a vector operator: the
      // scalar converted to the element type, in every element.
      const Expr *Sub = CE->getSubExpr();
      const ir::Expr *S = rvalue(Sub);
      if (!S)
        return std::nullopt;
      S = convert(S, Sub->getType(), ElemQT, At);
      if (!S)
        return std::nullopt;
      return std::vector<const ir::Expr *>(N, S);
    }
    default:
      unsupported(At, "conversion to vector type '" +
                          E->getType().getAsString() + "'");
      return std::nullopt;
    }
  }
  if (isa<DeclRefExpr>(E) || isa<ArraySubscriptExpr>(E) ||
      (isa<ExtVectorElementExpr>(E) && E->isLValue()))
    return ReadPlaces(E);
  if (const auto *EV = dyn_cast<ExtVectorElementExpr>(E)) {
    // A swizzle of a vector value (`(a + b).xy`, `vload4(0, p).zw`).
    std::optional<std::vector<const ir::Expr *>> Base =
        vectorValue(EV->getBase());
    if (!Base)
      return std::nullopt;
    llvm::SmallVector<uint32_t, 16> Idx;
    EV->getEncodedElementAccess(Idx);
    for (uint32_t I : Idx)
      Out.push_back((*Base)[I]);
    return Out;
  }
  const InitListExpr *IL = nullptr;
  if (const auto *CL = dyn_cast<CompoundLiteralExpr>(E))
    IL = dyn_cast<InitListExpr>(CL->getInitializer());
  else
    IL = dyn_cast<InitListExpr>(E);
  if (IL) {
    // A vector literal: its scalars and the elements of its vectors, in
    // order; zeros after them (C's rule for an initialiser list).
    for (const Expr *Init : IL->inits()) {
      if (vectorTypeOf(Init->getType())) {
        std::optional<std::vector<const ir::Expr *>> Sub = vectorValue(Init);
        if (!Sub)
          return std::nullopt;
        Out.insert(Out.end(), Sub->begin(), Sub->end());
        continue;
      }
      const ir::Expr *V = rvalue(Init);
      if (!V)
        return std::nullopt;
      V = convert(V, Init->getType(), ElemQT, At);
      if (!V)
        return std::nullopt;
      Out.push_back(V);
    }
    while (Out.size() < N)
      Out.push_back(zeroOf(*ElemTy));
    Out.resize(N);
    return Out;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp()) {
      if (!vectorAssign(BO))
        return std::nullopt;
      return ReadPlaces(BO->getLHS());
    }
    if (BO->getOpcode() == BO_Comma) {
      if (!effect(BO->getLHS()))
        return std::nullopt;
      return vectorValue(BO->getRHS());
    }
    if (BO->isLogicalOp()) {
      unsupported(BO->getOperatorLoc(),
                  "'" + BO->getOpcodeStr().str() + "' on vectors");
      return std::nullopt;
    }
    std::optional<std::vector<const ir::Expr *>> L = vectorValue(BO->getLHS());
    if (!L)
      return std::nullopt;
    std::optional<std::vector<const ir::Expr *>> R = vectorValue(BO->getRHS());
    if (!R)
      return std::nullopt;
    const VectorType *LT = vectorTypeOf(BO->getLHS()->getType());
    const VectorType *RT = vectorTypeOf(BO->getRHS()->getType());
    for (unsigned K = 0; K < N && K < L->size() && K < R->size(); ++K) {
      const ir::Expr *V =
          arith(BO->getOpcode(), (*L)[K], (*R)[K], LT->getElementType(),
                RT->getElementType(), ElemQT, BO->getOperatorLoc());
      if (!V)
        return std::nullopt;
      if (BO->isComparisonOp()) // true is -1 (all bits set) per element
        V = P.select(V, P.intConst(*ElemTy, ~uint64_t(0)),
                     P.intConst(*ElemTy, 0));
      Out.push_back(V);
    }
    return Out;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Plus)
      return vectorValue(UO->getSubExpr());
    if (UO->getOpcode() == UO_Minus || UO->getOpcode() == UO_Not) {
      std::optional<std::vector<const ir::Expr *>> S =
          vectorValue(UO->getSubExpr());
      if (!S)
        return std::nullopt;
      for (const ir::Expr *V : *S)
        Out.push_back(P.unary(UO->getOpcode() == UO_Minus ? ir::UnOp::Neg
                                                          : ir::UnOp::BitNot,
                              *ElemTy, V));
      return Out;
    }
    if (UO->getOpcode() == UO_Deref)
      return ReadPlaces(E);
    unsupported(At, "'" + UnaryOperator::getOpcodeStr(UO->getOpcode()).str() +
                        "' on a vector");
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (FD && FD->getIdentifier() && FD->getName().starts_with("vload"))
      return vectorLoad(Call, FD->getName());
    const FunctionDecl *Def = nullptr;
    if (FD && FD->getIdentifier() && isOpenCl() && !FD->hasBody(Def)) {
      // Another builtin returning a vector: its diagnostic by name.
      bool Handled = true;
      openClBuiltin(Call, FD->getName(), /*Discard=*/false, Handled);
      if (!Failed)
        unsupported(At, "OpenCL builtin function '" + FD->getNameAsString() +
                            "' on vectors");
      return std::nullopt;
    }
    unsupported(At, std::string("call of ") +
                        (FD ? "function '" + FD->getNameAsString() + "'"
                            : std::string("a function")) +
                        " returning a vector");
    return std::nullopt;
  }
  unsupported(At, "vector value of " + describeConstruct(E, Ctx));
  return std::nullopt;
}

bool KernelTranslator::vectorAssign(const BinaryOperator *E) {
  SourceLocation At = E->getBeginLoc();
  // As for scalars: the right operand first, then the place.
  std::optional<std::vector<const ir::Expr *>> R = vectorValue(E->getRHS());
  if (!R)
    return false;
  std::optional<std::vector<LValue>> Ls = vectorPlaces(E->getLHS());
  if (!Ls)
    return false;
  if (Ls->size() != R->size())
    return unsupported(At, "vector assignment of different lengths");
  std::vector<const ir::Expr *> New = *R;
  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
    const VectorType *LT = vectorTypeOf(E->getLHS()->getType());
    const VectorType *RT = vectorTypeOf(E->getRHS()->getType());
    if (!LT || !RT)
      return unsupported(At, "this compound assignment of a vector");
    BinaryOperatorKind Op =
        BinaryOperator::getOpForCompoundAssignment(CAO->getOpcode());
    for (size_t K = 0; K < Ls->size(); ++K) {
      const ir::Expr *Old = read((*Ls)[K], At);
      New[K] = arith(Op, Old, (*R)[K], LT->getElementType(),
                     RT->getElementType(), LT->getElementType(),
                     E->getOperatorLoc());
      if (!New[K])
        return false;
    }
  }
  // Every element computed before any is written (`v.xy = v.yx`): each
  // value that is not a constant goes through a temporary.
  std::vector<const ir::Expr *> Stable;
  for (size_t K = 0; K < New.size(); ++K) {
    if (New[K]->Kind == ir::ExprKind::Const) {
      Stable.push_back(New[K]);
      continue;
    }
    ir::VarId T = newTemp(New[K]->Ty, loc(At));
    emit(ir::Stmt::makeAssign(loc(At), T, New[K]));
    Stable.push_back(varRef(T));
  }
  for (size_t K = 0; K < Ls->size(); ++K)
    write((*Ls)[K], Stable[K], At);
  return true;
}

std::optional<std::vector<const ir::Expr *>>
KernelTranslator::vectorLoad(const CallExpr *E, llvm::StringRef Name) {
  SourceLocation At = E->getBeginLoc();
  const VectorType *VT = vectorTypeOf(E->getType());
  llvm::StringRef Digits = Name.drop_front(5); // "vload"
  unsigned N = 0;
  if (!VT || Digits.getAsInteger(10, N) || N != VT->getNumElements() ||
      E->getNumArgs() != 2) {
    unsupported(At, "OpenCL vector function '" + Name.str() + "'");
    return std::nullopt;
  }
  std::optional<Type> ElemTy = irType(VT->getElementType());
  if (!ElemTy) {
    unsupported(At, "'" + Name.str() + "' of type '" +
                        E->getType().getAsString() + "'");
    return std::nullopt;
  }
  const ir::Expr *Offset = rvalue(E->getArg(0));
  if (!Offset)
    return std::nullopt;
  const ir::Expr *Ptr = rvalue(E->getArg(1));
  if (!Ptr)
    return std::nullopt;
  // p + offset * N (also for N = 3: vload3 reads packed elements).
  const ir::Expr *Off = convertInt(Offset, Type::I64, false);
  const ir::Expr *Base =
      P.binary(ir::BinOp::Add, Type::Ptr, Ptr,
               P.binary(ir::BinOp::Mul, Type::I64, Off,
                        P.intConst(Type::I64, N)));
  std::vector<const ir::Expr *> Out;
  for (unsigned K = 0; K < N; ++K) {
    LValue L;
    L.K = LValue::Kind::Mem;
    L.Ty = *ElemTy;
    L.Addr = P.binary(ir::BinOp::Add, Type::Ptr, Base,
                      P.intConst(Type::I64, K));
    Out.push_back(read(L, At));
  }
  return Out;
}

const ir::Expr *KernelTranslator::openClVectorMemory(const CallExpr *E,
                                                     llvm::StringRef Name,
                                                     bool Discard) {
  SourceLocation At = E->getBeginLoc();
  if (Name.starts_with("vload")) {
    // A vector value where a scalar is wanted: only vectorValue can use it.
    if (Name.contains("half") || !vectorTypeOf(E->getType()))
      return unsupported(At, "OpenCL vector function '" + Name.str() + "'");
    if (!Discard)
      return unsupported(At, "vector value of '" + Name.str() +
                                 "' in this position");
    return vectorLoad(E, Name) ? &VoidValue : nullptr;
  }
  // vstoreN(data, offset, p): p + offset * N.
  llvm::StringRef Digits = Name.drop_front(6); // "vstore"
  unsigned N = 0;
  const VectorType *VT =
      E->getNumArgs() == 3 ? vectorTypeOf(E->getArg(0)->getType()) : nullptr;
  if (!VT || Digits.getAsInteger(10, N) || N != VT->getNumElements())
    return unsupported(At, "OpenCL vector function '" + Name.str() + "'");
  std::optional<std::vector<const ir::Expr *>> Data =
      vectorValue(E->getArg(0));
  if (!Data)
    return nullptr;
  const ir::Expr *Offset = rvalue(E->getArg(1));
  if (!Offset)
    return nullptr;
  const ir::Expr *Ptr = rvalue(E->getArg(2));
  if (!Ptr)
    return nullptr;
  std::optional<Type> ElemTy = irType(VT->getElementType());
  if (!ElemTy)
    return unsupported(At, "'" + Name.str() + "' of type '" +
                               E->getArg(0)->getType().getAsString() + "'");
  const ir::Expr *Off = convertInt(Offset, Type::I64, false);
  const ir::Expr *Base =
      P.binary(ir::BinOp::Add, Type::Ptr, Ptr,
               P.binary(ir::BinOp::Mul, Type::I64, Off,
                        P.intConst(Type::I64, N)));
  for (unsigned K = 0; K < N; ++K) {
    LValue L;
    L.K = LValue::Kind::Mem;
    L.Ty = *ElemTy;
    L.Addr = P.binary(ir::BinOp::Add, Type::Ptr, Base,
                      P.intConst(Type::I64, K));
    write(L, (*Data)[K], At);
  }
  return &VoidValue;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::vectorElementPlace(const ExtVectorElementExpr *E) {
  std::optional<std::vector<LValue>> Base = vectorPlaces(E->getBase());
  if (!Base)
    return std::nullopt;
  llvm::SmallVector<uint32_t, 16> Idx;
  E->getEncodedElementAccess(Idx);
  if (Idx.size() != 1) {
    unsupported(E->getBeginLoc(), "this vector swizzle");
    return std::nullopt;
  }
  return (*Base)[Idx[0]];
}

const ir::Expr *
KernelTranslator::vectorElementValue(const ExtVectorElementExpr *E) {
  std::optional<std::vector<const ir::Expr *>> Base =
      vectorValue(E->getBase());
  if (!Base)
    return nullptr;
  llvm::SmallVector<uint32_t, 16> Idx;
  E->getEncodedElementAccess(Idx);
  if (Idx.size() != 1)
    return unsupported(E->getBeginLoc(), "this vector swizzle");
  return (*Base)[Idx[0]];
}

} // namespace scopecheck::translate
