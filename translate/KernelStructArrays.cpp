//===- translate/KernelStructArrays.cpp - Array fields of structures ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Fields of plain structures that are arrays of scalars (`struct Particle
/// { float pos[3]; int id; }`, `struct Tile { float v[16][16]; }`) or of
/// plain structures (`struct Body { float3 pos[2]; }`, `struct Outer {
/// Inner in[2]; }`: one field leaf per leaf of the element, `.pos.x` with
/// the array's extent of elements per structure). In
/// memory such a field is one object per structure variable, like any
/// field (structure of arrays), whose element `i * 3 + k` is
/// `ps[i].pos[k]`; in registers each of its elements is a variable of its
/// own (`p.pos.0`), and an element chosen at run time is read through a
/// select chain and written by a conditional assignment of every element.
/// Every index into such a field is checked against its extent: past the
/// end of a field lies another field in the hardware's layout, which the
/// structure-of-arrays layout does not reproduce, so such an access is
/// reported (as out of bounds) rather than given a wrong meaning.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace scopecheck::translate {

using ir::Type;

/// The element structure type of array type \p T (`Inner` of `Inner[2][3]`)
/// and, in \p N, the number of its elements.
static QualType arrayElementType(const ASTContext &Ctx, QualType T,
                                 uint64_t &N) {
  N = 1;
  while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    N *= CAT->getSize().getZExtValue();
    T = CAT->getElementType();
  }
  return T;
}

/// The initialisers of the elements of array \p T from brace list \p Init
/// into \p Elems from \p At on, row-major (null where C zero-fills); false
/// when \p Init is no brace list.
static bool arrayElementInits(const ASTContext &Ctx, QualType T,
                              const Expr *Init,
                              std::vector<const Expr *> &Elems, uint64_t At) {
  const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T);
  if (!CAT)
    return false;
  if (!Init || isa<ImplicitValueInitExpr>(Init))
    return true;
  const auto *IL = dyn_cast<InitListExpr>(Init);
  if (!IL)
    return false;
  QualType ET = CAT->getElementType();
  uint64_t Count = CAT->getSize().getZExtValue(), Stride = 1;
  for (QualType R = ET; const ConstantArrayType *C =
                            Ctx.getAsConstantArrayType(R);
       R = C->getElementType())
    Stride *= C->getSize().getZExtValue();
  for (uint64_t K = 0; K < Count; ++K) {
    const Expr *E = K < IL->getNumInits() ? IL->getInit(unsigned(K))
                                          : IL->getArrayFiller();
    if (Ctx.getAsArrayType(ET)) {
      if (!arrayElementInits(Ctx, ET, E, Elems, At + K * Stride))
        return false;
    } else if (At + K < Elems.size()) {
      Elems[At + K] = E;
    }
  }
  return true;
}

bool KernelTranslator::arrayFieldValues(QualType T, const Expr *Init,
                                        std::vector<const ir::Expr *> &Out) {
  while (Init) {
    Init = Init->IgnoreParens();
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(Init))
      Init = EWC->getSubExpr();
    else if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(Init))
      Init = DI->getExpr();
    else
      break;
  }
  if (structArrayField(T)) {
    // An array of structures: every element's leaves, then leaf by leaf
    // (each leaf of the element structure spans the array's elements).
    uint64_t N = 1;
    QualType ET = arrayElementType(Ctx, T, N);
    std::vector<const Expr *> Elems(N, nullptr);
    if (!arrayElementInits(Ctx, T, Init, Elems, 0))
      return unsupported(Init->getBeginLoc(),
                         "initialiser of an array field of type '" +
                             T.getAsString() + "' other than a brace list");
    std::vector<std::pair<std::string, Type>> Shape;
    structLeaves(ET, "", Shape);
    std::vector<std::vector<const ir::Expr *>> Values;
    for (const Expr *E : Elems) {
      if (E && !isa<ImplicitValueInitExpr>(E)) {
        std::optional<std::vector<const ir::Expr *>> Vs = structValue(E);
        if (!Vs || Vs->size() != Shape.size())
          return false;
        Values.push_back(*Vs);
        continue;
      }
      Values.emplace_back();
      for (const auto &Leaf : Shape)
        Values.back().push_back(zeroOf(Leaf.second));
    }
    std::vector<FieldLeaf> Fields;
    structFields(ET, "", Fields);
    size_t Off = 0;
    for (const FieldLeaf &G : Fields) {
      for (uint64_t I = 0; I < N; ++I)
        for (uint64_t K = 0; K < G.extent(); ++K)
          Out.push_back(Values[I][Off + K]);
      Off += G.extent();
    }
    return true;
  }
  QualType Elem = T;
  while (const ArrayType *AT = Ctx.getAsArrayType(Elem))
    Elem = AT->getElementType();
  Type Ty = *irType(Elem);
  uint64_t N = scalarCount(T);
  if (!Init || isa<ImplicitValueInitExpr>(Init)) {
    for (uint64_t K = 0; K < N; ++K)
      Out.push_back(zeroOf(Ty));
    return true;
  }
  if (const auto *IL = dyn_cast<InitListExpr>(Init);
      IL && !IL->isStringLiteralInit()) {
    const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T);
    QualType ET = CAT->getElementType();
    uint64_t Count = CAT->getSize().getZExtValue();
    for (uint64_t K = 0; K < Count; ++K) {
      const Expr *E = K < IL->getNumInits() ? IL->getInit(unsigned(K))
                                            : IL->getArrayFiller();
      if (Ctx.getAsArrayType(ET)) {
        if (!arrayFieldValues(ET, E, Out))
          return false;
        continue;
      }
      const ir::Expr *V =
          E && !isa<ImplicitValueInitExpr>(E) ? rvalue(E) : zeroOf(Ty);
      if (!V)
        return false;
      Out.push_back(V);
    }
    return true;
  }
  if (const auto *AIL = dyn_cast<ArrayInitLoopExpr>(Init)) {
    // The array field of a copied structure (an implicit copy
    // constructor): every element of the source.
    const Expr *Src = AIL->getCommonExpr()->getSourceExpr();
    if (Src && isa<MemberExpr>(Src->IgnoreParenImpCasts())) {
      const auto *ME = cast<MemberExpr>(Src->IgnoreParenImpCasts());
      if (const ir::Expr *Addr = structMemberAddress(ME)) {
        LValue L;
        L.K = LValue::Kind::Mem;
        L.Ty = Ty;
        for (uint64_t K = 0; K < N; ++K) {
          L.Addr = K ? P.binary(ir::BinOp::Add, Type::Ptr, Addr,
                                P.intConst(Type::I64, K))
                     : Addr;
          Out.push_back(read(L, Init->getBeginLoc()));
        }
        return true;
      }
      if (Failed)
        return false;
      std::optional<std::vector<ir::VarId>> Vars = structPlace(ME);
      if (!Vars)
        return false;
      for (ir::VarId V : *Vars)
        Out.push_back(varRef(V));
      return true;
    }
  }
  return unsupported(Init->getBeginLoc(),
                     "initialiser of an array field of type '" +
                         T.getAsString() + "' other than a brace list");
}

const MemberExpr *KernelTranslator::fieldArrayRoot(
    const ArraySubscriptExpr *AS,
    std::vector<const ArraySubscriptExpr *> &Subs) {
  const ArraySubscriptExpr *Cur = AS;
  while (true) {
    Subs.insert(Subs.begin(), Cur);
    const auto *ICE =
        dyn_cast<ImplicitCastExpr>(Cur->getBase()->IgnoreParens());
    if (!ICE || ICE->getCastKind() != CK_ArrayToPointerDecay)
      return nullptr;
    const Expr *Sub = ICE->getSubExpr()->IgnoreParens();
    if (const auto *Row = dyn_cast<ArraySubscriptExpr>(Sub)) {
      Cur = Row;
      continue;
    }
    const auto *ME = dyn_cast<MemberExpr>(Sub);
    if (!ME || !isa<FieldDecl>(ME->getMemberDecl()) ||
        !ME->getType()->isConstantArrayType())
      return nullptr;
    return ME;
  }
}

void KernelTranslator::fieldIndexCheck(const ArraySubscriptExpr *AS,
                                       const ir::Expr *Index) {
  std::vector<const ArraySubscriptExpr *> Subs;
  const MemberExpr *Root = fieldArrayRoot(AS, Subs);
  if (!Root)
    return;
  const auto *ICE = cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
  const ConstantArrayType *CAT =
      Ctx.getAsConstantArrayType(ICE->getSubExpr()->getType());
  if (!CAT)
    return;
  uint64_t Extent = CAT->getSize().getZExtValue();
  const ir::Expr *I =
      convertInt(Index, Type::I64, isSigned(AS->getIdx()->getType()));
  if (I->Kind == ir::ExprKind::Const && I->Bits < Extent)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  auto Text = [&](const Expr *E) {
    return Lexer::getSourceText(
               CharSourceRange::getTokenRange(E->getSourceRange()), SM,
               Ctx.getLangOpts())
        .str();
  };
  // Unsigned: a negative index is a huge one.
  const ir::Expr *In =
      P.binary(ir::BinOp::ULt, Type::Bool, I, P.intConst(Type::I64, Extent));
  emit(ir::Stmt::makeAssert(
      loc(AS->getBeginLoc()), In,
      "out-of-bounds access to '" + Text(AS) + "': index '" +
          Text(AS->getIdx()) + "' outside 0.." + std::to_string(Extent - 1) +
          " of field '" + Root->getMemberDecl()->getNameAsString() + "'"));
}

std::optional<KernelTranslator::LValue>
KernelTranslator::fieldArrayElement(const ArraySubscriptExpr *AS) {
  std::vector<const ArraySubscriptExpr *> Subs;
  const MemberExpr *Root = fieldArrayRoot(AS, Subs);
  if (!Root || !scalarArrayField(Root->getType()))
    return std::nullopt;
  std::vector<uint64_t> Dims;
  QualType ET = Root->getType();
  while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(ET)) {
    Dims.push_back(CAT->getSize().getZExtValue());
    ET = CAT->getElementType();
  }
  if (Subs.size() != Dims.size())
    return std::nullopt; // a row, used as a pointer: memory only
  // A field of a structure in shared, global or local memory: the
  // address of its first element; else a structure in variables.
  const ir::Expr *Addr = structMemberAddress(Root);
  if (Failed)
    return std::nullopt;
  std::optional<std::vector<ir::VarId>> Vars;
  if (!Addr && !(Vars = structPlace(Root)))
    return std::nullopt;
  // The row-major index of the element, each subscript checked.
  const ir::Expr *Flat = nullptr;
  uint64_t Stride = 1;
  for (uint64_t D : Dims)
    Stride *= D;
  for (size_t K = 0; K < Subs.size(); ++K) {
    const ir::Expr *I = rvalue(Subs[K]->getIdx());
    if (!I)
      return std::nullopt;
    fieldIndexCheck(Subs[K], I);
    I = convertInt(I, Type::I64, isSigned(Subs[K]->getIdx()->getType()));
    Stride /= Dims[K];
    if (Stride != 1)
      I = P.binary(ir::BinOp::Mul, Type::I64, I,
                   P.intConst(Type::I64, Stride));
    Flat = Flat ? P.binary(ir::BinOp::Add, Type::I64, Flat, I) : I;
  }
  LValue L;
  L.Ty = *irType(ET);
  L.Volatile = AS->getType().isVolatileQualified();
  if (Addr) {
    L.K = LValue::Kind::Mem;
    L.Addr = Flat->Kind == ir::ExprKind::Const && Flat->Bits == 0
                 ? Addr
                 : P.binary(ir::BinOp::Add, Type::Ptr, Addr, Flat);
    return L;
  }
  if (Flat->Kind == ir::ExprKind::Const) {
    if (Flat->Bits >= Vars->size())
      return std::nullopt; // reported by the check; no variable to name
    L.K = LValue::Kind::Var;
    L.Var = (*Vars)[Flat->Bits];
    return L;
  }
  // Fixed now: later changes of the index must not move the place.
  ir::VarId IV = newTemp(Type::I64, loc(AS->getBeginLoc()));
  emit(ir::Stmt::makeAssign(loc(AS->getBeginLoc()), IV, Flat));
  L.K = LValue::Kind::VarArray;
  L.Elems = *Vars;
  L.Index = varRef(IV);
  return L;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::fieldPathElement(const Expr *E) {
  // The fields and subscripts from E down to the structure they start
  // from, innermost first: `o.in[j].v[k]` is [k] v [j] in, base `o`.
  struct Step {
    const FieldDecl *FD = nullptr;
    const ArraySubscriptExpr *AS = nullptr;
  };
  std::vector<Step> Steps;
  const Expr *Cur = E->IgnoreParens();
  size_t BaseOffset = 0; // of the base subobjects on the path
  bool Arrow = false, StructSub = false;
  while (true) {
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
      std::vector<const ArraySubscriptExpr *> Subs;
      const MemberExpr *Root = fieldArrayRoot(AS, Subs);
      if (!Root)
        break;
      for (auto It = Subs.rbegin(); It != Subs.rend(); ++It)
        Steps.push_back({nullptr, *It});
      StructSub |= structArrayField(Root->getType());
      Cur = Root;
      continue;
    }
    const auto *ME = dyn_cast<MemberExpr>(Cur);
    if (!ME)
      break;
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD)
      return std::nullopt;
    Steps.push_back({FD, nullptr});
    Cur = ME->getBase()->IgnoreParens();
    while (const auto *CE = dyn_cast<CastExpr>(Cur)) {
      if (CE->getCastKind() != CK_UncheckedDerivedToBase &&
          CE->getCastKind() != CK_DerivedToBase)
        break;
      BaseOffset += castPathOffset(CE, /*Fields=*/true);
      Cur = CE->getSubExpr()->IgnoreParens();
    }
    if (ME->isArrow()) {
      Arrow = true;
      break;
    }
  }
  // Only paths through an element of an array of structures: the others
  // are structMemberAddress's and fieldArrayElement's.
  // A row of such a leaf (`so[i].in[j].v`, decaying to a pointer) is an
  // address in memory.
  bool Row = !irType(E->getType()) && E->getType()->isConstantArrayType() &&
             irType(scalarBase(E->getType()));
  if (!StructSub || (!irType(E->getType()) && !Row))
    return std::nullopt;
  QualType BaseT = Arrow ? Cur->getType()->getPointeeType() : Cur->getType();
  if (BaseT.isNull() || !isPlainStruct(BaseT))
    return std::nullopt;
  size_t Leaf = BaseOffset;
  std::vector<const ArraySubscriptExpr *> Subs; // outermost first
  for (auto It = Steps.rbegin(); It != Steps.rend(); ++It)
    if (It->FD)
      Leaf += fieldLeafOffset(It->FD, /*Fields=*/true);
    else
      Subs.push_back(It->AS);
  std::vector<FieldLeaf> Fields;
  structFields(BaseT, "", Fields);
  if (Leaf >= Fields.size() || Subs.size() > Fields[Leaf].Dims.size() ||
      (!Row && Subs.size() != Fields[Leaf].Dims.size()))
    return std::nullopt;
  const FieldLeaf &F = Fields[Leaf];
  ir::SourceLoc At = loc(E->getBeginLoc());
  LValue L;
  L.Ty = F.Ty;
  L.Volatile = E->getType().isVolatileQualified();
  // The structure the path starts from: in memory (the address of each
  // field leaf's first element), else in variables.
  std::optional<std::vector<LValue>> Mem;
  bool ThisBase = Arrow && isa<CXXThisExpr>(Cur->IgnoreParenImpCasts());
  if (!ThisBase)
    Mem = structMemoryLeaves(Cur, /*ThroughPointer=*/Arrow, /*PerField=*/true);
  if (Failed)
    return std::nullopt;
  std::optional<std::vector<ir::VarId>> Vars;
  if (!Mem) {
    if (ThisBase && Frames.back().This)
      Vars = *Frames.back().This;
    else if (!Arrow)
      Vars = structPlace(Cur);
    else
      unsupported(E->getBeginLoc(), "access to a structure through a pointer");
    if (!Vars)
      return std::nullopt;
  }
  // The row-major index of the element in the leaf, each subscript checked
  // against its own extent.
  const ir::Expr *Flat = nullptr;
  uint64_t Stride = F.extent();
  for (size_t K = 0; K < Subs.size(); ++K) {
    const ir::Expr *I = rvalue(Subs[K]->getIdx());
    if (!I)
      return std::nullopt;
    fieldIndexCheck(Subs[K], I);
    I = convertInt(I, Type::I64, isSigned(Subs[K]->getIdx()->getType()));
    Stride /= F.Dims[K];
    if (Stride != 1)
      I = P.binary(ir::BinOp::Mul, Type::I64, I, P.intConst(Type::I64, Stride));
    Flat = Flat ? P.binary(ir::BinOp::Add, Type::I64, Flat, I) : I;
  }
  if (Mem) {
    if (Leaf >= Mem->size())
      return std::nullopt;
    L.K = LValue::Kind::Mem;
    L.Volatile |= (*Mem)[Leaf].Volatile;
    L.Addr = Flat->Kind == ir::ExprKind::Const && Flat->Bits == 0
                 ? (*Mem)[Leaf].Addr
                 : P.binary(ir::BinOp::Add, Type::Ptr, (*Mem)[Leaf].Addr, Flat);
    return L;
  }
  if (Row) {
    unsupported(E->getBeginLoc(),
                "array field " + describeConstruct(E, Ctx) +
                    " of a structure in registers used as a pointer");
    return std::nullopt;
  }
  size_t Start = 0;
  for (size_t H = 0; H < Leaf; ++H)
    Start += Fields[H].extent();
  if (Start + F.extent() > Vars->size())
    return std::nullopt;
  std::vector<ir::VarId> Elems(Vars->begin() + Start,
                               Vars->begin() + Start + F.extent());
  if (Flat->Kind == ir::ExprKind::Const) {
    if (Flat->Bits >= Elems.size())
      return std::nullopt; // reported by the check; no variable to name
    L.K = LValue::Kind::Var;
    L.Var = Elems[Flat->Bits];
    return L;
  }
  // Fixed now: later changes of the indices must not move the place.
  ir::VarId IV = newTemp(Type::I64, At);
  emit(ir::Stmt::makeAssign(At, IV, Flat));
  L.K = LValue::Kind::VarArray;
  L.Elems = std::move(Elems);
  L.Index = varRef(IV);
  return L;
}

std::optional<KernelTranslator::StructElement>
KernelTranslator::structArrayElement(const Expr *E) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
  if (!AS || !isPlainStruct(AS->getType()))
    return std::nullopt;
  std::vector<const ArraySubscriptExpr *> Subs;
  const MemberExpr *Root = fieldArrayRoot(AS, Subs);
  if (!Root || !structArrayField(Root->getType()))
    return std::nullopt;
  const auto *FD = dyn_cast<FieldDecl>(Root->getMemberDecl());
  if (!FD)
    return std::nullopt;
  StructElement S;
  S.Root = Root;
  S.Leaf = fieldLeafOffset(FD, /*Fields=*/true);
  if (const auto *CE = dyn_cast<CastExpr>(Root->getBase()->IgnoreParens());
      CE && (CE->getCastKind() == CK_UncheckedDerivedToBase ||
             CE->getCastKind() == CK_DerivedToBase))
    S.Leaf += castPathOffset(CE, /*Fields=*/true);
  uint64_t N = 1;
  QualType ET = arrayElementType(Ctx, Root->getType(), N);
  structFields(ET, "", S.Fields);
  // The element's row-major index among the field's N, each subscript
  // checked against its own extent.
  uint64_t Stride = N;
  QualType T = Root->getType();
  for (const ArraySubscriptExpr *Sub : Subs) {
    const ir::Expr *I = rvalue(Sub->getIdx());
    if (!I)
      return std::nullopt;
    fieldIndexCheck(Sub, I);
    I = convertInt(I, Type::I64, isSigned(Sub->getIdx()->getType()));
    const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T);
    Stride /= CAT->getSize().getZExtValue();
    T = CAT->getElementType();
    if (Stride != 1)
      I = P.binary(ir::BinOp::Mul, Type::I64, I, P.intConst(Type::I64, Stride));
    S.Index = S.Index ? P.binary(ir::BinOp::Add, Type::I64, S.Index, I) : I;
  }
  S.Count = N;
  return S;
}

std::optional<std::vector<KernelTranslator::LValue>>
KernelTranslator::structArrayElementVars(const Expr *E) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
  if (!AS)
    return std::nullopt;
  std::vector<const ArraySubscriptExpr *> Subs;
  const MemberExpr *Root = fieldArrayRoot(AS, Subs);
  if (!Root || !structArrayField(Root->getType()))
    return std::nullopt;
  // The field's leaves in variables: `o.in` of a structure in registers.
  std::optional<std::vector<ir::VarId>> Whole = structPlace(Root);
  if (!Whole)
    return std::nullopt;
  std::optional<StructElement> S = structArrayElement(E);
  if (!S)
    return std::nullopt;
  // Leaf G of element i: the variables from the field's G-th leaf's start,
  // i * extent(G) on.
  std::vector<LValue> Out;
  ir::SourceLoc At = loc(E->getBeginLoc());
  const ir::Expr *Index = S->Index;
  if (Index->Kind != ir::ExprKind::Const) {
    ir::VarId IV = newTemp(Type::I64, At);
    emit(ir::Stmt::makeAssign(At, IV, Index));
    Index = varRef(IV);
  }
  size_t Start = 0;
  for (const FieldLeaf &G : S->Fields) {
    uint64_t Ext = G.extent();
    for (uint64_t K = 0; K < Ext; ++K) {
      LValue L;
      L.Ty = G.Ty;
      if (Index->Kind == ir::ExprKind::Const) {
        uint64_t At = Start + Index->Bits * Ext + K;
        if (Index->Bits >= S->Count || At >= Whole->size())
          return std::nullopt; // reported by the check
        L.K = LValue::Kind::Var;
        L.Var = (*Whole)[At];
      } else {
        L.K = LValue::Kind::VarArray;
        for (uint64_t I = 0; I < S->Count; ++I)
          L.Elems.push_back((*Whole)[Start + I * Ext + K]);
        L.Index = Index;
      }
      Out.push_back(std::move(L));
    }
    Start += S->Count * Ext;
  }
  return Out;
}

const ir::Expr *KernelTranslator::varArrayRead(const LValue &L) {
  const ir::Expr *Acc = varRef(L.Elems.back());
  for (size_t K = L.Elems.size() - 1; K-- > 0;)
    Acc = P.select(P.binary(ir::BinOp::Eq, Type::Bool, L.Index,
                            P.intConst(Type::I64, K)),
                   varRef(L.Elems[K]), Acc);
  return Acc;
}

void KernelTranslator::varArrayWrite(const LValue &L, const ir::Expr *V,
                                     ir::SourceLoc At) {
  if (V->Kind != ir::ExprKind::Const && V->Kind != ir::ExprKind::VarRef) {
    ir::VarId T = newTemp(L.Ty, At);
    emit(ir::Stmt::makeAssign(At, T, V));
    V = varRef(T);
  }
  for (size_t K = 0; K < L.Elems.size(); ++K)
    emit(ir::Stmt::makeAssign(
        At, L.Elems[K],
        P.select(P.binary(ir::BinOp::Eq, Type::Bool, L.Index,
                          P.intConst(Type::I64, K)),
                 V, varRef(L.Elems[K]))));
}

std::vector<KernelTranslator::LValue> KernelTranslator::expandFieldPlaces(
    QualType T, const std::vector<const ir::Expr *> &FieldAddrs,
    bool Volatile) {
  std::vector<FieldLeaf> Fields;
  structFields(T, "", Fields);
  std::vector<LValue> Out;
  for (size_t K = 0; K < Fields.size() && K < FieldAddrs.size(); ++K)
    for (uint64_t J = 0, N = Fields[K].extent(); J < N; ++J) {
      LValue L;
      L.K = LValue::Kind::Mem;
      L.Ty = Fields[K].Ty;
      L.Volatile = Volatile;
      L.Addr = J ? P.binary(ir::BinOp::Add, Type::Ptr, FieldAddrs[K],
                            P.intConst(Type::I64, J))
                 : FieldAddrs[K];
      Out.push_back(L);
    }
  return Out;
}

std::vector<const ir::Expr *> KernelTranslator::offsetFieldPointers(
    QualType T, const std::vector<const ir::Expr *> &Addrs,
    const ir::Expr *Index, QualType IndexTy, bool Negate) {
  std::vector<FieldLeaf> Fields;
  structFields(T, "", Fields);
  const ir::Expr *Off = convertInt(Index, Type::I64, isSigned(IndexTy));
  std::vector<const ir::Expr *> Out;
  for (size_t K = 0; K < Addrs.size(); ++K) {
    uint64_t E = K < Fields.size() ? Fields[K].extent() : 1;
    const ir::Expr *O =
        E == 1 ? Off
               : P.binary(ir::BinOp::Mul, Type::I64, Off,
                          P.intConst(Type::I64, E));
    Out.push_back(P.binary(Negate ? ir::BinOp::Sub : ir::BinOp::Add,
                           Type::Ptr, Addrs[K], O));
  }
  return Out;
}

const ir::Expr *KernelTranslator::scaledIndex(const ir::Expr *Index,
                                              uint64_t Extent) {
  if (!Index || Extent == 1)
    return Index;
  return P.binary(ir::BinOp::Mul, Type::I64, Index,
                  P.intConst(Type::I64, Extent));
}

} // namespace scopecheck::translate
