//===- translate/KernelStructs.cpp - Plain structures in registers --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Plain structures. Scalar replacement in registers: a local `float4 v` is
/// four IR variables `v.x v.y v.z v.w`; member accesses pick one, copies copy
/// leaf by leaf, device functions take and return structures as their
/// leaves. `__shared__`/`__device__` structures and one-dimensional arrays
/// of them are one memory object per leaf (structure of arrays), accessed
/// field by field (`s[i].f`); pointers to structures and whole-structure
/// copies from or to memory are diagnosed.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

#include <functional>

using namespace clang;

namespace scopecheck::translate {

using ir::Type;

std::optional<ir::Float16Kind> KernelTranslator::float16Kind(QualType T) {
  const RecordDecl *RD = T.getCanonicalType()->getAsRecordDecl();
  if (!RD || !RD->getIdentifier())
    return std::nullopt;
  if (RD->getName() == "__half")
    return ir::Float16Kind::Half;
  if (RD->getName() == "__nv_bfloat16")
    return ir::Float16Kind::BFloat16;
  return std::nullopt;
}

bool KernelTranslator::isPlainStruct(QualType T) const {
  const RecordDecl *RD = T.getCanonicalType()->getAsRecordDecl();
  if (!RD || RD->isUnion() || !RD->getDefinition() || atomicClass(T))
    return false;
  RD = RD->getDefinition();
  bool Any = false;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
    if (CRD->isPolymorphic())
      return false;
    // Non-virtual bases: plain structures (their leaves come first) or
    // classes without data.
    for (const CXXBaseSpecifier &B : CRD->bases()) {
      if (B.isVirtual())
        return false;
      if (isPlainStruct(B.getType()))
        Any = true;
      else if (!isEmptyStruct(B.getType()))
        return false;
    }
  }
  for (const FieldDecl *F : RD->fields()) {
    if (F->isBitField())
      return false;
    if (!irType(F->getType()) && !isPlainStruct(F->getType()) &&
        !arrayField(F->getType()))
      return false;
    Any = true;
  }
  return Any;
}

/// The element type of \p T, a constant array of constant arrays … with no
/// extent 0, under all its extents; null when \p T is no such array.
static QualType nonEmptyArrayLeaf(const ASTContext &Ctx, QualType T) {
  const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T);
  if (!CAT)
    return QualType();
  for (; CAT; CAT = Ctx.getAsConstantArrayType(CAT->getElementType()))
    if (CAT->getSize() == 0)
      return QualType();
  QualType E = T;
  while (const ArrayType *AT = Ctx.getAsArrayType(E))
    E = AT->getElementType();
  return E;
}

bool KernelTranslator::scalarArrayField(QualType T) const {
  QualType E = nonEmptyArrayLeaf(Ctx, T);
  if (E.isNull())
    return false;
  std::optional<Type> Ty = irType(E);
  return Ty && *Ty != Type::Ptr && !E->isAtomicType();
}

bool KernelTranslator::structArrayField(QualType T) const {
  QualType E = nonEmptyArrayLeaf(Ctx, T);
  if (E.isNull())
    return false;
  if (irType(E) || !isPlainStruct(E))
    return false;
  // A pointer in an element would be an array of pointers.
  std::vector<FieldLeaf> Leaves;
  structFields(E, "", Leaves);
  for (const FieldLeaf &L : Leaves)
    if (L.Ty == Type::Ptr)
      return false;
  return true;
}

std::string KernelTranslator::arrayFieldText(QualType T) const {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType()
                           : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  const RecordDecl *RD = T.getCanonicalType()->getAsRecordDecl();
  if (!RD || !(RD = RD->getDefinition()))
    return "";
  std::function<const FieldDecl *(const RecordDecl *, unsigned)> Find =
      [&](const RecordDecl *R, unsigned Depth) -> const FieldDecl * {
    if (!R || Depth > 8)
      return nullptr;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(R))
      for (const CXXBaseSpecifier &B : CRD->bases())
        if (const RecordDecl *BR = B.getType()->getAsRecordDecl())
          if (const FieldDecl *F = Find(BR->getDefinition(), Depth + 1))
            return F;
    for (const FieldDecl *F : R->fields()) {
      if (F->getType()->isArrayType() && !arrayField(F->getType()))
        return F;
      if (const RecordDecl *FR = F->getType()->getAsRecordDecl())
        if (const FieldDecl *G = Find(FR->getDefinition(), Depth + 1))
          return G;
    }
    return nullptr;
  };
  const FieldDecl *F = Find(RD, 0);
  if (!F)
    return "";
  // Why the field is refused: by its element type.
  QualType E = F->getType();
  while (const ArrayType *AT = Ctx.getAsArrayType(E))
    E = AT->getElementType();
  std::string Why =
      E->isPointerType() ? "arrays of pointers are not supported as fields"
      : !irType(E) && isPlainStruct(E)
          ? "arrays of structures with pointer fields are not supported as "
            "fields"
          : "only arrays of scalars and of plain structures are supported "
            "as fields";
  return " (a structure with field '" + F->getNameAsString() + "' of type '" +
         F->getType().getAsString() + "': " + Why + ")";
}

std::string KernelTranslator::fillIndices(const std::string &Path,
                                          const std::vector<uint64_t> &Dims,
                                          uint64_t K, bool Dot) {
  std::vector<uint64_t> Index(Dims.size());
  for (size_t D = Dims.size(); D-- > 0;) {
    Index[D] = Dims[D] ? K % Dims[D] : 0;
    K = Dims[D] ? K / Dims[D] : 0;
  }
  std::string Out;
  size_t Next = 0, Pos = 0;
  while (Next < Index.size()) {
    size_t At = Path.find("[]", Pos);
    if (At == std::string::npos)
      break;
    Out += Path.substr(Pos, At - Pos);
    Out += Dot ? "." + std::to_string(Index[Next])
               : "[" + std::to_string(Index[Next]) + "]";
    ++Next;
    Pos = At + 2;
  }
  return Out + Path.substr(Pos);
}

void KernelTranslator::structFields(QualType T, const std::string &Prefix,
                                    std::vector<FieldLeaf> &Out) const {
  FieldLeaf Top;
  Top.Name = Top.Path = Top.VarPath = Prefix;
  Top.Elem = T;
  fieldLeaves(T, Top, float16Kind(T).has_value(), Out);
}

void KernelTranslator::fieldLeaves(QualType T, const FieldLeaf &At, bool Half,
                                   std::vector<FieldLeaf> &Out) const {
  const RecordDecl *RD =
      T.getCanonicalType()->getAsRecordDecl()->getDefinition();
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (isPlainStruct(B.getType()))
        fieldLeaves(B.getType(), At, Half, Out); // `v.a` for a base's `a`
  for (const FieldDecl *F : RD->fields()) {
    FieldLeaf L = At;
    std::string Dot = "." + F->getNameAsString();
    L.Name += Dot;
    L.VarPath += Dot;
    if (!Half)
      L.Path += Dot;
    QualType FT = F->getType();
    if (arrayField(FT))
      while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(FT)) {
        L.Dims.push_back(CAT->getSize().getZExtValue());
        L.Path += "[]";
        L.VarPath += "[]";
        FT = CAT->getElementType();
      }
    if (std::optional<Type> Ty = irType(FT)) {
      L.Ty = *Ty;
      if (!Half)
        L.Elem = FT;
      Out.push_back(std::move(L));
      continue;
    }
    // A structure, or an array of them: its leaves below the path.
    if (!Half)
      L.Elem = FT;
    fieldLeaves(FT, L, Half || float16Kind(FT).has_value(), Out);
  }
}

void KernelTranslator::structLeaves(
    QualType T, const std::string &Prefix,
    std::vector<std::pair<std::string, Type>> &Out) const {
  std::vector<FieldLeaf> Fields;
  structFields(T, Prefix, Fields);
  for (const FieldLeaf &F : Fields) {
    if (F.Dims.empty()) {
      Out.push_back({F.Name, F.Ty});
      continue;
    }
    // An array field: one leaf per element, `v.pos.1`, `t.m.2.3`,
    // `o.in.1.a`.
    for (uint64_t K = 0, N = F.extent(); K < N; ++K)
      Out.push_back({fillIndices(F.VarPath, F.Dims, K, /*Dot=*/true), F.Ty});
  }
}

size_t KernelTranslator::fieldCount(QualType T) const {
  std::vector<FieldLeaf> Fields;
  structFields(T, "", Fields);
  return Fields.size();
}

size_t KernelTranslator::fieldSpan(const FieldDecl *FD, bool Fields) const {
  QualType T = FD->getType();
  if (irType(T))
    return 1;
  if (scalarArrayField(T))
    return Fields ? 1 : scalarCount(T);
  if (structArrayField(T)) {
    // Every leaf of the element structure, with the array's extent of
    // elements each.
    uint64_t N = 1;
    while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
      N *= CAT->getSize().getZExtValue();
      T = CAT->getElementType();
    }
    return Fields ? fieldCount(T) : N * leafCount(T);
  }
  return Fields ? fieldCount(T) : leafCount(T);
}

std::vector<ir::VarId> KernelTranslator::newStructVars(QualType T,
                                                       const std::string &Name,
                                                       ir::SourceLoc L) {
  std::vector<std::pair<std::string, Type>> Leaves;
  structLeaves(T, Name, Leaves);
  std::vector<ir::VarId> Vars;
  for (const auto &[LeafName, Ty] : Leaves)
    Vars.push_back(newVar(LeafName, Ty, L));
  return Vars;
}

bool KernelTranslator::assignLeaves(const std::vector<ir::VarId> &To,
                                    const std::vector<const ir::Expr *> &Values,
                                    ir::SourceLoc L) {
  assert(To.size() == Values.size() && "structure shapes differ");
  // Through temporaries when a value reads a leaf assigned before it
  // (`v = make_pair(v.y, v.x)` inlined reads fresh variables, but a copy
  // between overlapping leaves of one variable could not).
  for (size_t I = 0; I < To.size(); ++I)
    emit(ir::Stmt::makeAssign(L, To[I], Values[I]));
  return true;
}

/// The cooperative_groups function \p E calls (through parentheses and
/// temporaries), or null: a structure made by one that the front-end does
/// not model is diagnosed by the function's name.
static const FunctionDecl *groupFunctionCall(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    E = MT->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
    E = BT->getSubExpr();
  const auto *CE = dyn_cast<CallExpr>(E);
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  return FD && !isa<CXXMethodDecl>(FD) &&
                 isCooperativeGroups(FD->getDeclContext())
             ? FD
             : nullptr;
}

std::optional<std::vector<ir::VarId>>
KernelTranslator::structPlace(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
      ICE && ICE->getCastKind() == CK_NoOp)
    return structPlace(ICE->getSubExpr());
  if (const auto *CE = dyn_cast<CastExpr>(E);
      CE && (CE->getCastKind() == CK_UncheckedDerivedToBase ||
             CE->getCastKind() == CK_DerivedToBase) &&
      !CE->getType()->isPointerType()) {
    // A base subobject: a run of the derived object's leaves.
    std::optional<std::vector<ir::VarId>> Whole = structPlace(CE->getSubExpr());
    if (!Whole)
      return std::nullopt;
    size_t Start = castPathOffset(CE), Count = leafCount(E->getType());
    return std::vector<ir::VarId>(Whole->begin() + Start,
                                  Whole->begin() + Start + Count);
  }
  // A member of a temporary (`make_int2(a, b).x`, `f().y`): its value in
  // fresh variables.
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E);
      MT && isPlainStruct(E->getType())) {
    std::optional<std::vector<const ir::Expr *>> Vs =
        structValue(MT->getSubExpr());
    if (!Vs)
      return std::nullopt;
    std::vector<ir::VarId> Vars =
        newStructVars(E->getType(), "tmp", loc(E->getBeginLoc()));
    assignLeaves(Vars, *Vs, loc(E->getBeginLoc()));
    return Vars;
  }
  // `*this` in a member function of a local structure.
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref &&
      isa<CXXThisExpr>(UO->getSubExpr()->IgnoreParenImpCasts()) &&
      Frames.back().This)
    return *Frames.back().This;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    auto It = VD ? Frames.back().Structs.find(VD) : Frames.back().Structs.end();
    if (It != Frames.back().Structs.end())
      return It->second;
    unsupported(E->getBeginLoc(), "structure '" +
                                      DRE->getDecl()->getNameAsString() +
                                      "' outside a local variable");
    return std::nullopt;
  }
  if (isa<ArraySubscriptExpr>(E)) {
    // An element of a field that is an array of structures, in variables.
    if (std::optional<std::vector<LValue>> Ls = structArrayElementVars(E)) {
      std::vector<ir::VarId> Vars;
      for (const LValue &L : *Ls) {
        if (L.K != LValue::Kind::Var) {
          unsupported(E->getBeginLoc(),
                      "structure " + describeConstruct(E, Ctx) +
                          " chosen by an index known only at run time as a "
                          "place (an element of an array field of a "
                          "structure in registers)");
          return std::nullopt;
        }
        Vars.push_back(L.Var);
      }
      return Vars;
    }
    if (Failed)
      return std::nullopt;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    bool ThisMember =
        ME->isArrow() &&
        isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) &&
        Frames.back().This;
    if (ME->isArrow() && !ThisMember) {
      unsupported(E->getBeginLoc(), "access to a structure through a pointer");
      return std::nullopt;
    }
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD) {
      unsupported(E->getBeginLoc(), "this member access");
      return std::nullopt;
    }
    std::optional<std::vector<ir::VarId>> Base =
        ThisMember ? *Frames.back().This : structPlace(ME->getBase());
    if (!Base)
      return std::nullopt;
    size_t Start = fieldLeafOffset(FD);
    if (ThisMember) // `this->a` of a base's field in a derived's member
      if (const auto *CE = dyn_cast<CastExpr>(ME->getBase()->IgnoreParens());
          CE && (CE->getCastKind() == CK_UncheckedDerivedToBase ||
                 CE->getCastKind() == CK_DerivedToBase))
        Start += castPathOffset(CE);
    size_t Count = fieldSpan(FD, /*Fields=*/false);
    if (Start + Count <= Base->size())
      return std::vector<ir::VarId>(Base->begin() + Start,
                                    Base->begin() + Start + Count);
  }
  if (const FunctionDecl *FD = groupFunctionCall(E)) {
    unsupported(E->getBeginLoc(), "cooperative groups function '" +
                                      FD->getNameAsString() + "'");
    return std::nullopt;
  }
  unsupported(E->getBeginLoc(),
              "structure " + describeConstruct(E, Ctx) + " as a place");
  return std::nullopt;
}

std::optional<std::vector<const ir::Expr *>>
KernelTranslator::structValue(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
      E = EWC->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      E = FC->getSubExpr();
    else if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
             ICE && (ICE->getCastKind() == CK_NoOp ||
                     ICE->getCastKind() == CK_LValueToRValue))
      E = ICE->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
             CE && CE->getNumArgs() == 1 && CE->getConstructor()->isTrivial())
      E = CE->getArg(0); // a trivial copy or move
    else
      break;
  }
  if (const FunctionDecl *FD = groupFunctionCall(E)) {
    // labeled_partition, binary_partition: their coalesced_group is a
    // structure of the model header, but the functions are not modelled.
    unsupported(E->getBeginLoc(), "cooperative groups function '" +
                                      FD->getNameAsString() + "'");
    return std::nullopt;
  }
  QualType T = E->getType();
  std::vector<std::pair<std::string, Type>> Shape;
  structLeaves(T, "", Shape);
  std::vector<const ir::Expr *> Values;
  if (const auto *CE = dyn_cast<CastExpr>(E);
      CE && (CE->getCastKind() == CK_UncheckedDerivedToBase ||
             CE->getCastKind() == CK_DerivedToBase)) {
    // Slicing: the base subobject's leaves of the derived value.
    std::optional<std::vector<const ir::Expr *>> Whole =
        structValue(CE->getSubExpr());
    if (!Whole)
      return std::nullopt;
    size_t Start = castPathOffset(CE);
    return std::vector<const ir::Expr *>(Whole->begin() + Start,
                                         Whole->begin() + Start + Shape.size());
  }
  // A whole structure loaded from shared or global memory (`float4 v =
  // in4[i]`): every leaf read.
  if (std::optional<std::vector<LValue>> Mem = structMemoryLeaves(E)) {
    for (const LValue &L : *Mem)
      Values.push_back(read(L, E->getBeginLoc()));
    return Values;
  }
  if (Failed)
    return std::nullopt;
  if (isa<ArraySubscriptExpr>(E)) {
    // An element of a field that is an array of structures, in variables
    // (a select chain per leaf when the index is known only at run time).
    if (std::optional<std::vector<LValue>> Ls = structArrayElementVars(E)) {
      for (const LValue &L : *Ls)
        Values.push_back(read(L, E->getBeginLoc()));
      return Values;
    }
    if (Failed)
      return std::nullopt;
  }
  if (isa<DeclRefExpr>(E) || isa<MemberExpr>(E)) {
    std::optional<std::vector<ir::VarId>> Leaves = structPlace(E);
    if (!Leaves)
      return std::nullopt;
    for (ir::VarId V : *Leaves)
      Values.push_back(varRef(V));
    return Values;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
      CE && CE->getNumArgs() == 0 && CE->getConstructor()->isTrivial()) {
    for (const auto &Leaf : Shape)
      Values.push_back(zeroOf(Leaf.second));
    return Values;
  }
  if (isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E)) {
    for (const auto &Leaf : Shape)
      Values.push_back(zeroOf(Leaf.second));
    return Values;
  }
  if (const auto *IL = dyn_cast<InitListExpr>(E)) {
    const RecordDecl *RD =
        T.getCanonicalType()->getAsRecordDecl()->getDefinition();
    unsigned I = 0;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
      for (const CXXBaseSpecifier &B : CRD->bases()) {
        // An aggregate's bases come first in its brace list (C++17).
        const Expr *Init = I < IL->getNumInits() ? IL->getInit(I) : nullptr;
        ++I;
        if (!isPlainStruct(B.getType()))
          continue; // a class without data
        std::optional<std::vector<const ir::Expr *>> Sub;
        if (Init && !isa<ImplicitValueInitExpr>(Init))
          Sub = structValue(Init);
        else {
          std::vector<std::pair<std::string, Type>> SubShape;
          structLeaves(B.getType(), "", SubShape);
          Sub.emplace();
          for (const auto &Leaf : SubShape)
            Sub->push_back(zeroOf(Leaf.second));
        }
        if (!Sub)
          return std::nullopt;
        Values.insert(Values.end(), Sub->begin(), Sub->end());
      }
    for (const FieldDecl *F : RD->fields()) {
      const Expr *Init = I < IL->getNumInits() ? IL->getInit(I) : nullptr;
      ++I;
      if (arrayField(F->getType())) {
        if (!arrayFieldValues(F->getType(), Init, Values))
          return std::nullopt;
        continue;
      }
      if (std::optional<Type> Ty = irType(F->getType())) {
        const ir::Expr *V = Init && !isa<ImplicitValueInitExpr>(Init)
                                ? rvalue(Init)
                                : zeroOf(*Ty);
        if (!V)
          return std::nullopt;
        Values.push_back(V);
        continue;
      }
      std::optional<std::vector<const ir::Expr *>> Sub;
      if (Init)
        Sub = structValue(Init);
      else {
        std::vector<std::pair<std::string, Type>> SubShape;
        structLeaves(F->getType(), "", SubShape);
        Sub.emplace();
        for (const auto &Leaf : SubShape)
          Sub->push_back(zeroOf(Leaf.second));
      }
      if (!Sub)
        return std::nullopt;
      Values.insert(Values.end(), Sub->begin(), Sub->end());
    }
    return Values;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    // A user-written constructor: run it on fresh variables.
    std::vector<ir::VarId> Vars =
        newStructVars(T, "tmp", loc(E->getBeginLoc()));
    if (!construct(CE, Vars))
      return std::nullopt;
    for (ir::VarId V : Vars)
      Values.push_back(varRef(V));
    return Values;
  }
  if (isa<UnaryOperator>(E) || isa<CXXThisExpr>(E)) {
    std::optional<std::vector<ir::VarId>> Leaves = structPlace(E);
    if (!Leaves)
      return std::nullopt;
    for (ir::VarId V : *Leaves)
      Values.push_back(varRef(V));
    return Values;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    // `c ? v : u`: each arm's leaves assigned to fresh variables.
    const ir::Expr *C = condition(CO->getCond());
    if (!C)
      return std::nullopt;
    if (!CurOpen)
      setBlock(newBlock("dead"));
    ir::SourceLoc At = loc(CO->getQuestionLoc());
    std::vector<ir::VarId> Vars = newStructVars(T, "tmp", At);
    ir::BlockId Before = Cur, End = newBlock("cond.end");
    ir::BlockId Arms[2];
    const Expr *ArmExprs[2] = {CO->getTrueExpr(), CO->getFalseExpr()};
    for (int K = 0; K < 2; ++K) {
      Arms[K] = newBlock(K == 0 ? "cond.true" : "cond.false");
      setBlock(Arms[K]);
      std::optional<std::vector<const ir::Expr *>> Vs = structValue(ArmExprs[K]);
      if (!Vs)
        return std::nullopt;
      assignLeaves(Vars, *Vs, At);
      jump(End, At);
    }
    setBlock(Before);
    branch(C, Arms[0], Arms[1], At);
    setBlock(End);
    for (ir::VarId V : Vars)
      Values.push_back(varRef(V));
    return Values;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E);
      CE && CE->getNumArgs() == 1 && CE->getDirectCallee() &&
      CE->getDirectCallee()->getIdentifier() &&
      llvm::StringRef(CE->getDirectCallee()->getName())
          .starts_with("__ld")) {
    // A cache-hinted load of a structure in memory (`__ldg(&in4[i])`,
    // `__ldg(p)`): a plain load of every leaf, as for `in4[i]`.
    llvm::StringRef N = CE->getDirectCallee()->getName();
    if (N == "__ldg" || N == "__ldcg" || N == "__ldca" || N == "__ldcs" ||
        N == "__ldlu" || N == "__ldcv") {
      const Expr *A = CE->getArg(0)->IgnoreParenImpCasts();
      std::optional<std::vector<LValue>> Mem;
      if (const auto *UO = dyn_cast<UnaryOperator>(A);
          UO && UO->getOpcode() == UO_AddrOf)
        Mem = structMemoryLeaves(UO->getSubExpr());
      else if (isa<DeclRefExpr>(A))
        Mem = structMemoryLeaves(A, /*ThroughPointer=*/true);
      if (Mem) {
        for (const LValue &L : *Mem)
          Values.push_back(read(L, E->getBeginLoc()));
        return Values;
      }
      if (Failed)
        return std::nullopt;
    }
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    LastStructResult.clear();
    if (!call(CE, /*Discard=*/false))
      return std::nullopt;
    if (LastStructResult.size() != Shape.size()) {
      unsupported(E->getBeginLoc(), "this structure-valued call");
      return std::nullopt;
    }
    for (ir::VarId V : LastStructResult)
      Values.push_back(varRef(V));
    return Values;
  }
  unsupported(E->getBeginLoc(),
              "structure value of " + describeConstruct(E, Ctx));
  return std::nullopt;
}

/// A variable whose structures live in memory, one object per field: a
/// `__shared__`/`__device__`/`__constant__` structure or array of them, or
/// a local array of structures (declared, so its objects exist).
static bool isStructMemoryVar(
    const VarDecl *VD,
    const std::map<const VarDecl *, std::vector<ir::ObjectId>> &Objects) {
  if (VD->hasGlobalStorage())
    return VD->hasAttr<CUDASharedAttr>() || VD->hasAttr<CUDADeviceAttr>() ||
           VD->hasAttr<CUDAConstantAttr>();
  return !isa<ParmVarDecl>(VD) && VD->getType()->isArrayType() &&
         Objects.count(VD);
}

std::optional<const ir::Expr *>
KernelTranslator::structVarElement(const Expr *E, const VarDecl *&VD,
                                   bool Partial) {
  // The subscripts, innermost (last written) first; each base an array
  // decayed to a pointer.
  std::vector<const ArraySubscriptExpr *> Subs;
  const Expr *Cur = E->IgnoreParens();
  while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
    const auto *ICE = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
    if (!ICE || ICE->getCastKind() != CK_ArrayToPointerDecay)
      return std::nullopt;
    Subs.push_back(AS);
    Cur = ICE->getSubExpr()->IgnoreParens();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(Cur);
  VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !isStructMemoryVar(VD, StructObjects) ||
      !isPlainStruct(scalarBase(VD->getType())))
    return std::nullopt;
  unsigned Dims = 0;
  for (QualType T = VD->getType(); const ArrayType *AT = Ctx.getAsArrayType(T);
       T = AT->getElementType())
    ++Dims;
  if (Subs.size() > Dims || (!Partial && Subs.size() != Dims) ||
      (Partial && Subs.size() + 1 != Dims && Subs.size() != Dims))
    return std::nullopt;
  // Row-major: index k scaled by the elements of the array it selects.
  const ir::Expr *Off = nullptr;
  for (auto It = Subs.rbegin(); It != Subs.rend(); ++It) {
    const Expr *IdxE = (*It)->getIdx();
    const ir::Expr *I = rvalue(IdxE);
    if (!I)
      return std::nullopt;
    I = convertInt(I, Type::I64, isSigned(IdxE->getType()));
    if (uint64_t Scale = scalarCount((*It)->getType()); Scale != 1)
      I = P.binary(ir::BinOp::Mul, Type::I64, I, P.intConst(Type::I64, Scale));
    Off = Off ? P.binary(ir::BinOp::Add, Type::I64, Off, I) : I;
  }
  return Off;
}

const ir::Expr *KernelTranslator::leafAt(ir::ObjectId Obj,
                                         const ir::Expr *Index) {
  const ir::Expr *Addr = P.objAddr(Obj);
  return Index ? P.binary(ir::BinOp::Add, Type::Ptr, Addr, Index) : Addr;
}

bool KernelTranslator::isStructPointer(QualType T) const {
  return T->isPointerType() && isPlainStruct(T->getPointeeType());
}

const std::vector<ir::VarId> *
KernelTranslator::structPointerVars(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD)
    return nullptr;
  auto It = Frames.back().StructPtrs.find(VD);
  return It == Frames.back().StructPtrs.end() ? nullptr : &It->second;
}

std::optional<std::vector<const ir::Expr *>>
KernelTranslator::structPointer(const Expr *E) {
  E = E->IgnoreParens();
  while (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    if (ICE->getCastKind() != CK_NoOp &&
        ICE->getCastKind() != CK_LValueToRValue &&
        ICE->getCastKind() != CK_ArrayToPointerDecay)
      break;
    E = ICE->getSubExpr()->IgnoreParens();
  }
  std::vector<const ir::Expr *> Out;
  if (const std::vector<ir::VarId> *Vars = structPointerVars(E)) {
    for (ir::VarId V : *Vars)
      Out.push_back(varRef(V));
    return Out;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return std::nullopt;
    const auto *PD = dyn_cast<ParmVarDecl>(VD);
    const std::vector<ir::ObjectId> *Objs = nullptr;
    if (PD && StructObjects.count(PD) && Frames.size() == 1) {
      Objs = &StructObjects[PD];
    } else if (isStructMemoryVar(VD, StructObjects)) {
      // A one-dimensional array of structures, decayed to a pointer.
      const ArrayType *AT = Ctx.getAsArrayType(VD->getType());
      if (!AT || AT->getElementType()->isArrayType() ||
          !isPlainStruct(AT->getElementType()))
        return std::nullopt;
      Objs = structObjectsFor(VD);
    }
    if (!Objs)
      return std::nullopt;
    for (ir::ObjectId O : *Objs)
      Out.push_back(P.objAddr(O));
    return Out;
  }
  if (isa<ArraySubscriptExpr>(E) && E->getType()->isArrayType()) {
    // A row of a multi-dimensional structure array (`g[i]`, decayed):
    // its first element.
    const VarDecl *VD = nullptr;
    std::optional<const ir::Expr *> Index =
        structVarElement(E, VD, /*Partial=*/true);
    if (!Index)
      return std::nullopt;
    const std::vector<ir::ObjectId> *Objs = structObjectsFor(VD);
    if (!Objs)
      return std::nullopt;
    std::vector<FieldLeaf> Fields;
    structFields(scalarBase(VD->getType()), "", Fields);
    for (size_t K = 0; K < Objs->size() && K < Fields.size(); ++K)
      Out.push_back(
          leafAt((*Objs)[K], scaledIndex(*Index, Fields[K].extent())));
    return Out;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf) {
    std::optional<std::vector<LValue>> Mem = structMemoryLeaves(
        UO->getSubExpr(), /*ThroughPointer=*/false, /*PerField=*/true);
    if (!Mem)
      return std::nullopt;
    for (const LValue &L : *Mem)
      Out.push_back(L.Addr);
    return Out;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E);
      BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)) {
    const Expr *Ptr = BO->getLHS(), *Off = BO->getRHS();
    if (!Ptr->getType()->isPointerType())
      std::swap(Ptr, Off);
    if (!Ptr->getType()->isPointerType() || Off->getType()->isPointerType())
      return std::nullopt;
    std::optional<std::vector<const ir::Expr *>> Base = structPointer(Ptr);
    if (!Base)
      return std::nullopt;
    const ir::Expr *Index = rvalue(Off);
    if (!Index)
      return std::nullopt;
    return offsetFieldPointers(Ptr->getType()->getPointeeType(), *Base, Index,
                               Off->getType(), BO->getOpcode() == BO_Sub);
  }
  return std::nullopt;
}

bool KernelTranslator::structPointerDecl(const VarDecl *VD) {
  std::vector<FieldLeaf> Shape; // one pointer per field leaf
  structFields(VD->getType()->getPointeeType(), "", Shape);
  ir::SourceLoc L = loc(VD->getLocation());
  std::vector<const ir::Expr *> Init;
  if (const Expr *I = VD->getInit()) {
    std::optional<std::vector<const ir::Expr *>> Ptrs = structPointer(I);
    if (!Ptrs) {
      if (!Failed)
        unsupported(I->getBeginLoc(),
                    "initialiser of structure pointer '" +
                        VD->getNameAsString() + "' other than '&a[i]', "
                        "'p + i' or another structure pointer");
      return false;
    }
    Init = *Ptrs;
  }
  std::vector<ir::VarId> Vars;
  for (size_t K = 0; K < Shape.size(); ++K) {
    ir::VarId V = newVar(VD->getNameAsString() + Shape[K].Name, Type::Ptr, L);
    Vars.push_back(V);
    emit(ir::Stmt::makeAssign(L, V, K < Init.size() ? Init[K] : P.nullPtr()));
  }
  Frames.back().StructPtrs[VD] = Vars;
  return true;
}

std::optional<std::vector<KernelTranslator::LValue>>
KernelTranslator::structMemoryLeaves(const Expr *E, bool ThroughPointer,
                                     bool PerField) {
  E = E->IgnoreParens();
  while (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    if (ICE->getCastKind() != CK_NoOp &&
        ICE->getCastKind() != CK_LValueToRValue)
      break;
    E = ICE->getSubExpr()->IgnoreParens();
  }
  QualType T = ThroughPointer ? E->getType()->getPointeeType() : E->getType();
  if (T.isNull() || !isPlainStruct(T))
    return std::nullopt;
  bool Volatile = T.isVolatileQualified();
  std::vector<FieldLeaf> Fields;
  structFields(T, "", Fields);
  // The places from the address of each field leaf's first element.
  auto Places = [&](const std::vector<const ir::Expr *> &Addrs) {
    if (!PerField)
      return expandFieldPlaces(T, Addrs, Volatile);
    std::vector<LValue> Out;
    for (size_t K = 0; K < Fields.size() && K < Addrs.size(); ++K) {
      LValue L;
      L.K = LValue::Kind::Mem;
      L.Ty = Fields[K].Ty;
      L.Volatile = Volatile;
      L.Addr = Addrs[K];
      Out.push_back(L);
    }
    return Out;
  };
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E); AS && !ThroughPointer) {
    // An element of a field that is an array of structures (`ps[i].pos[1]`,
    // `o.in[j]`): from the field's leaves, element Index of each.
    std::vector<const ArraySubscriptExpr *> Subs;
    if (const MemberExpr *Root = fieldArrayRoot(AS, Subs);
        Root && structArrayField(Root->getType())) {
      const Expr *Holder = Root->getBase()->IgnoreParens();
      if (const auto *CE = dyn_cast<CastExpr>(Holder);
          CE && !Root->isArrow() &&
          (CE->getCastKind() == CK_UncheckedDerivedToBase ||
           CE->getCastKind() == CK_DerivedToBase))
        Holder = CE->getSubExpr(); // StructElement::Leaf counts the base's
      std::optional<std::vector<LValue>> Outer;
      if (Root->isArrow()) {
        if (isa<CXXThisExpr>(Holder->IgnoreParenImpCasts()))
          return std::nullopt;
        Outer = structMemoryLeaves(Holder->IgnoreParenImpCasts(),
                                   /*ThroughPointer=*/true, /*PerField=*/true);
      } else {
        Outer = structMemoryLeaves(Holder, false, /*PerField=*/true);
      }
      if (!Outer)
        return std::nullopt;
      std::optional<StructElement> S = structArrayElement(AS);
      if (!S || S->Leaf + Fields.size() > Outer->size())
        return std::nullopt;
      std::vector<const ir::Expr *> Addrs;
      for (size_t G = 0; G < Fields.size(); ++G)
        Addrs.push_back(P.binary(ir::BinOp::Add, Type::Ptr,
                                 (*Outer)[S->Leaf + G].Addr,
                                 scaledIndex(S->Index, Fields[G].extent())));
      return Places(Addrs);
    }
  }
  const Expr *Base = E, *Idx = nullptr;
  bool Deref = false;
  if (!ThroughPointer && !isa<MemberExpr>(E)) {
    // An element of a structure (array) variable in memory: `s`, `s[i]`,
    // `g[i][j]`.
    const VarDecl *VD = nullptr;
    if (std::optional<const ir::Expr *> Index =
            structVarElement(E, VD, /*Partial=*/false)) {
      const std::vector<ir::ObjectId> *Objs = structObjectsFor(VD);
      if (!Objs)
        return std::nullopt;
      std::vector<const ir::Expr *> Addrs;
      for (size_t K = 0; K < Fields.size() && K < Objs->size(); ++K)
        Addrs.push_back(
            leafAt((*Objs)[K], scaledIndex(*Index, Fields[K].extent())));
      return Places(Addrs);
    }
    if (Failed)
      return std::nullopt;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // A structure field of a structure in memory (`p[i].vel`, `p->pos`,
    // `s.box`): a run of the outer structure's leaves.
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD)
      return std::nullopt;
    std::optional<std::vector<LValue>> Outer;
    if (ME->isArrow()) {
      if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return std::nullopt;
      Outer = structMemoryLeaves(ME->getBase()->IgnoreParenImpCasts(),
                                 /*ThroughPointer=*/true, PerField);
    } else {
      Outer = structMemoryLeaves(ME->getBase(), false, PerField);
    }
    if (!Outer)
      return std::nullopt;
    size_t Start = leafIndex({FD}, PerField);
    size_t Count = PerField ? Fields.size() : leafCount(T);
    if (Start + Count > Outer->size())
      return std::nullopt;
    return std::vector<LValue>(Outer->begin() + Start,
                               Outer->begin() + Start + Count);
  }
  if (ThroughPointer) {
    Deref = true;
  } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Base = AS->getBase();
    Idx = AS->getIdx();
  } else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO && UO->getOpcode() == UO_Deref) {
    Base = UO->getSubExpr();
    Deref = true;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  if ((Idx || Deref) && Base->getType()->isPointerType() &&
      (!DRE || structPointerVars(Base))) {
    // Through a structure pointer local or parameter, or a pointer
    // expression (`p[i]`, `*p`, `(q + 1)->f`, `(&a[i])->f`).
    std::optional<std::vector<const ir::Expr *>> Ptrs = structPointer(Base);
    if (!Ptrs)
      return std::nullopt;
    if (!Idx)
      return Places(*Ptrs);
    const ir::Expr *Index = rvalue(Idx);
    if (!Index)
      return std::nullopt;
    return Places(offsetFieldPointers(T, *Ptrs, Index, Idx->getType(),
                                      /*Negate=*/false));
  }
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD)
    return std::nullopt;
  const std::vector<ir::ObjectId> *Objs = nullptr;
  const auto *PD = dyn_cast<ParmVarDecl>(VD);
  if (PD && (Idx || Deref) && StructObjects.count(PD) && Frames.size() == 1) {
    Objs = &StructObjects[PD];
  } else if (isStructMemoryVar(VD, StructObjects) &&
             isPlainStruct(scalarBase(VD->getType())) && !Deref) {
    const ArrayType *AT = Ctx.getAsArrayType(VD->getType());
    if (Idx ? !AT || AT->getElementType()->isArrayType() : AT != nullptr)
      return std::nullopt;
    Objs = structObjectsFor(VD);
    if (!Objs)
      return std::nullopt;
  } else {
    return std::nullopt;
  }
  std::vector<const ir::Expr *> Addrs;
  for (ir::ObjectId O : *Objs)
    Addrs.push_back(P.objAddr(O));
  if (!Idx)
    return Places(Addrs);
  const ir::Expr *Index = rvalue(Idx);
  if (!Index)
    return std::nullopt;
  return Places(
      offsetFieldPointers(T, Addrs, Index, Idx->getType(), /*Negate=*/false));
}

bool KernelTranslator::isEmptyStruct(QualType T) const {
  const auto *RD = dyn_cast_or_null<CXXRecordDecl>(
      T.getCanonicalType()->getAsRecordDecl());
  if (!RD || RD->isUnion() || !RD->getDefinition() || atomicClass(T))
    return false;
  RD = RD->getDefinition();
  if (RD->isPolymorphic() || !RD->field_empty())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (B.isVirtual() || !isEmptyStruct(B.getType()))
      return false;
  // Library classes that are diagnosed by name stay so.
  for (const DeclContext *DC = RD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "cooperative_groups" || NS->getName() == "cuda")
        return false;
  return true;
}

bool KernelTranslator::construct(const CXXConstructExpr *CE,
                                 const std::vector<ir::VarId> &Vars) {
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  if (Ctor->isTrivial() && CE->getNumArgs() == 0)
    return true;
  const FunctionDecl *Def = nullptr;
  if (!Ctor->hasBody(Def) || !Def)
    return unsupported(CE->getBeginLoc(),
                       "constructor of '" +
                           Ctor->getParent()->getNameAsString() +
                           "' without a definition");
  std::vector<const Expr *> Args(CE->arg_begin(), CE->arg_end());
  if (Ctor->isCopyOrMoveConstructor() && Ctor->isTrivial()) {
    std::optional<std::vector<const ir::Expr *>> Vs = structValue(Args[0]);
    return Vs && assignLeaves(Vars, *Vs, loc(CE->getBeginLoc()));
  }
  return inlineFunction(CE->getBeginLoc(), Def, Args, &Vars) != nullptr;
}

std::optional<std::vector<ir::VarId>>
KernelTranslator::objectPlace(const Expr *Obj, bool Arrow) {
  const Expr *E = Obj->IgnoreParenImpCasts();
  QualType T = Arrow ? Obj->getType()->getPointeeType() : Obj->getType();
  if (const auto *CE = dyn_cast<CastExpr>(Obj->IgnoreParens());
      CE && (CE->getCastKind() == CK_UncheckedDerivedToBase ||
             CE->getCastKind() == CK_DerivedToBase) &&
      isPlainStruct(T)) {
    // A base class's member function called on a derived object: its
    // base subobject's leaves.
    std::optional<std::vector<ir::VarId>> Whole;
    if (Arrow && isa<CXXThisExpr>(E) && Frames.back().This)
      Whole = *Frames.back().This;
    else if (!Arrow)
      Whole = structPlace(CE->getSubExpr());
    if (Whole) {
      size_t Start = castPathOffset(CE), Count = leafCount(T);
      return std::vector<ir::VarId>(Whole->begin() + Start,
                                    Whole->begin() + Start + Count);
    }
    if (Failed)
      return std::nullopt;
  }
  if (isa<CXXThisExpr>(E) && Arrow && Frames.back().This)
    return *Frames.back().This;
  if (isEmptyStruct(T)) {
    // Nothing to read or write; a temporary of an empty class
    // (`SharedMemory<T>()`) has no effects to evaluate.
    const Expr *S = E;
    if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(S))
      S = MT->getSubExpr()->IgnoreParenImpCasts();
    if (isa<DeclRefExpr>(S) || isa<CXXConstructExpr>(S) ||
        isa<CXXThisExpr>(S) || isa<MemberExpr>(S) ||
        isa<CXXFunctionalCastExpr>(S) || isa<InitListExpr>(S))
      return std::vector<ir::VarId>{};
  }
  if (Arrow) {
    unsupported(Obj->getBeginLoc(),
                "member function call through a pointer to '" +
                    T.getAsString() + "'");
    return std::nullopt;
  }
  if (!isPlainStruct(T)) {
    unsupported(Obj->getBeginLoc(), "member function call on an object of "
                                    "type '" + T.getAsString() + "'");
    return std::nullopt;
  }
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
    // A temporary: its value in fresh variables.
    std::optional<std::vector<const ir::Expr *>> Vs =
        structValue(MT->getSubExpr());
    if (!Vs)
      return std::nullopt;
    std::vector<ir::VarId> Vars = newStructVars(T, "tmp", loc(E->getBeginLoc()));
    assignLeaves(Vars, *Vs, loc(E->getBeginLoc()));
    return Vars;
  }
  return structPlace(E);
}

bool KernelTranslator::structDecl(const VarDecl *VD) {
  ir::SourceLoc L = loc(VD->getLocation());
  std::vector<ir::VarId> Vars =
      newStructVars(VD->getType(), VD->getNameAsString(), L);
  Frames.back().Structs[VD] = Vars;
  if (!VD->hasInit())
    return true;
  std::optional<std::vector<const ir::Expr *>> Values =
      structValue(VD->getInit());
  if (!Values)
    return false;
  return assignLeaves(Vars, *Values, L);
}

const std::vector<ir::ObjectId> *
KernelTranslator::structObjectsFor(const VarDecl *VD) {
  auto It = StructObjects.find(VD);
  if (It != StructObjects.end())
    return &It->second;
  SourceLocation At = VD->getLocation();
  std::string Name = VD->getNameAsString();
  ir::MemSpace Space = VD->hasAttr<CUDASharedAttr>() ? ir::MemSpace::Shared
                       : VD->hasGlobalStorage()       ? ir::MemSpace::Global
                                                      : ir::MemSpace::Local;
  QualType T = VD->getType();
  if (Ctx.getAsIncompleteArrayType(T)) {
    unsupported(At, "structure array '" + Name + "' of unknown size");
    return nullptr;
  }
  const auto *Ctor = dyn_cast_or_null<CXXConstructExpr>(VD->getInit());
  bool Initialised =
      VD->hasInit() && !(Ctor && Ctor->getConstructor()->isTrivial());
  // A local's initialiser is stored at its declaration (varDecl), a
  // __device__/__constant__ one's constant value is the objects' initial
  // contents; __shared__ variables have none in CUDA.
  if (Initialised && Space == ir::MemSpace::Shared) {
    unsupported(VD->getInit()->getBeginLoc(),
                "initialiser of __shared__ structure '" + Name + "'");
    return nullptr;
  }
  std::vector<FieldLeaf> Leaves;
  structFields(scalarBase(T), Name, Leaves);
  std::vector<ir::ObjectId> Objs;
  for (const FieldLeaf &F : Leaves) {
    if (F.Ty == Type::Ptr) {
      unsupported(At, "pointer field '" + F.Name +
                          "' of a structure in "
                          "memory");
      return nullptr;
    }
    // An array field: its extent of elements per structure.
    Objs.push_back(
        newObject(F.Name, Space, F.Ty, scalarCount(T) * F.extent(), loc(At)));
  }
  describeLeafObjects(Objs, T, Name);
  if (Initialised && Space == ir::MemSpace::Global &&
      !structConstantInit(VD, Objs))
    return nullptr;
  return &(StructObjects[VD] = std::move(Objs));
}

bool KernelTranslator::structArrayInit(const std::vector<ir::ObjectId> &Objs,
                                       QualType T, const Expr *Init,
                                       uint64_t Offset, ir::SourceLoc L) {
  if (const auto *EWC = dyn_cast_or_null<ExprWithCleanups>(Init))
    Init = EWC->getSubExpr();
  if (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    QualType ET = CAT->getElementType();
    uint64_t N = CAT->getSize().getZExtValue(), Stride = scalarCount(ET);
    const auto *IL = dyn_cast_or_null<InitListExpr>(Init);
    if (Init && !IL && !isa<ImplicitValueInitExpr>(Init))
      return unsupported(Init->getBeginLoc(),
                         "initialiser of a structure array other than a "
                         "brace list");
    for (uint64_t K = 0; K < N; ++K) {
      // Elements without an initialiser are zero (C's aggregate rules;
      // Clang's array filler is a value-initialisation).
      const Expr *E = IL && K < IL->getNumInits() ? IL->getInit(K) : nullptr;
      if (!structArrayInit(Objs, ET, E, Offset + K * Stride, L))
        return false;
    }
    return true;
  }
  std::vector<std::pair<std::string, Type>> Shape;
  structLeaves(T, "", Shape);
  std::vector<const ir::Expr *> Values;
  if (Init && !isa<ImplicitValueInitExpr>(Init)) {
    std::optional<std::vector<const ir::Expr *>> Vs = structValue(Init);
    if (!Vs)
      return false;
    Values = *Vs;
  } else {
    for (const auto &Leaf : Shape)
      Values.push_back(zeroOf(Leaf.second));
  }
  // Value K is element J of field leaf F (an array field's elements one
  // after the other).
  std::vector<FieldLeaf> Fields;
  structFields(T, "", Fields);
  size_t K = 0;
  for (size_t F = 0; F < Fields.size() && F < Objs.size(); ++F)
    for (uint64_t J = 0, E = Fields[F].extent(); J < E; ++J, ++K) {
      if (K >= Values.size())
        return true;
      uint64_t At = Offset * E + J;
      storeTo(L, Fields[F].Ty,
              leafAt(Objs[F], At ? P.intConst(Type::I64, At) : nullptr),
              Values[K]);
    }
  return true;
}

size_t KernelTranslator::leafIndex(const std::vector<const FieldDecl *> &Path,
                                   bool Fields) const {
  size_t Leaf = 0;
  for (const FieldDecl *FD : Path)
    Leaf += fieldLeafOffset(FD, Fields);
  return Leaf;
}

size_t KernelTranslator::leafCount(QualType T) const {
  std::vector<std::pair<std::string, Type>> Leaves;
  structLeaves(T, "", Leaves);
  return Leaves.size();
}

size_t KernelTranslator::fieldLeafOffset(const FieldDecl *FD,
                                         bool Fields) const {
  const RecordDecl *RD = FD->getParent();
  size_t Leaf = 0;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (isPlainStruct(B.getType()))
        Leaf += Fields ? fieldCount(B.getType()) : leafCount(B.getType());
  for (const FieldDecl *F : RD->fields()) {
    if (F == FD)
      break;
    Leaf += fieldSpan(F, Fields);
  }
  return Leaf;
}

size_t KernelTranslator::castPathOffset(const CastExpr *CE,
                                        bool Fields) const {
  QualType From = CE->getSubExpr()->getType();
  if (From->isPointerType())
    From = From->getPointeeType();
  const CXXRecordDecl *Cur = From->getAsCXXRecordDecl();
  size_t Leaf = 0;
  for (const CXXBaseSpecifier *Step : CE->path()) {
    const CXXRecordDecl *Target = Step->getType()->getAsCXXRecordDecl();
    for (const CXXBaseSpecifier &B : Cur->bases()) {
      if (B.getType()->getAsCXXRecordDecl() == Target)
        break;
      if (isPlainStruct(B.getType()))
        Leaf += Fields ? fieldCount(B.getType()) : leafCount(B.getType());
    }
    Cur = Target;
  }
  return Leaf;
}

const ir::Expr *KernelTranslator::structMemberAddress(const MemberExpr *ME) {
  // The field path, outermost first, and the variable with its index.
  std::vector<const FieldDecl *> Path;
  const Expr *E = ME;
  bool Arrow = false;
  size_t BaseOffset = 0; // of the base subobjects on the path
  auto SkipBaseCasts = [&] {
    while (const auto *CE = dyn_cast<CastExpr>(E)) {
      if (CE->getCastKind() != CK_UncheckedDerivedToBase &&
          CE->getCastKind() != CK_DerivedToBase)
        break;
      BaseOffset += castPathOffset(CE, /*Fields=*/true);
      E = CE->getSubExpr()->IgnoreParens();
    }
  };
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!FD)
      return nullptr;
    Path.insert(Path.begin(), FD);
    E = M->getBase()->IgnoreParens();
    SkipBaseCasts();
    if (M->isArrow()) {
      Arrow = true;
      break;
    }
  }
  if (!Arrow) {
    // A field of an element of a structure (array) variable in memory:
    // `s.f`, `a[i].f`, `g[i][j].f.g`.
    const VarDecl *SV = nullptr;
    if (std::optional<const ir::Expr *> Index =
            structVarElement(E, SV, /*Partial=*/false)) {
      const std::vector<ir::ObjectId> *Objs = structObjectsFor(SV);
      if (!Objs)
        return nullptr;
      if (!irType(ME->getType()) && !scalarArrayField(ME->getType())) {
        unsupported(ME->getBeginLoc(), "a structure in memory used as a value");
        return nullptr;
      }
      // An array field spans its extent of elements per structure.
      return leafAt((*Objs)[leafIndex(Path, true) + BaseOffset],
                    scaledIndex(*Index, scalarCount(ME->getType())));
    }
    if (Failed)
      return nullptr;
  }
  const ArraySubscriptExpr *AS =
      Arrow ? nullptr : dyn_cast<ArraySubscriptExpr>(E);
  const Expr *Var =
      AS ? AS->getBase()->IgnoreParenImpCasts() : E->IgnoreParenImpCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(Var);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if ((AS || Arrow) && (!DRE || structPointerVars(Var))) {
    // Through a structure pointer local or parameter, or a pointer
    // expression: `p->f`, `p[i].f`, `(q + 1)->f`.
    const Expr *PtrE = AS ? AS->getBase() : E;
    if (!PtrE->getType()->isPointerType())
      return nullptr;
    std::optional<std::vector<const ir::Expr *>> Ptrs = structPointer(PtrE);
    if (!Ptrs)
      return nullptr;
    size_t Leaf = leafIndex(Path, true) + BaseOffset;
    if (!irType(ME->getType()) && !scalarArrayField(ME->getType())) {
      unsupported(ME->getBeginLoc(), "a structure in memory used as a value");
      return nullptr;
    }
    if (Leaf >= Ptrs->size())
      return nullptr;
    const ir::Expr *Addr = (*Ptrs)[Leaf];
    if (!AS)
      return Addr;
    const ir::Expr *Index = rvalue(AS->getIdx());
    if (!Index)
      return nullptr;
    return pointerOffset(Addr, Index, AS->getIdx()->getType(), ME->getType(),
                         /*Negate=*/false);
  }
  // A pointer kernel parameter to structures: `p[i].f`, `p->f`.
  const auto *PD = dyn_cast_or_null<ParmVarDecl>(VD);
  if (PD && (AS || Arrow) && StructObjects.count(PD) && Frames.size() == 1) {
    const std::vector<ir::ObjectId> &Objs = StructObjects[PD];
    size_t Leaf = leafIndex(Path, true) + BaseOffset;
    if (!irType(ME->getType()) && !scalarArrayField(ME->getType())) {
      unsupported(ME->getBeginLoc(), "a structure in memory used as a value");
      return nullptr;
    }
    const ir::Expr *Addr = P.objAddr(Objs[Leaf]);
    if (!AS)
      return Addr;
    const ir::Expr *Index = rvalue(AS->getIdx());
    if (!Index)
      return nullptr;
    return pointerOffset(Addr, Index, AS->getIdx()->getType(), ME->getType(),
                         /*Negate=*/false);
  }
  if (Arrow)
    return nullptr;
  if (!VD || !isStructMemoryVar(VD, StructObjects) ||
      !isPlainStruct(scalarBase(VD->getType())))
    return nullptr;
  // Only one level of array: `a[i].f` on `S a[N]`, `s.f` on `S s`.
  const ArrayType *AT = Ctx.getAsArrayType(VD->getType());
  if (AS ? !AT || AT->getElementType()->isArrayType() : AT != nullptr) {
    unsupported(ME->getBeginLoc(), "this access to structure array '" +
                                       VD->getNameAsString() + "'");
    return nullptr;
  }
  const std::vector<ir::ObjectId> *Objs = structObjectsFor(VD);
  if (!Objs)
    return nullptr;
  size_t Leaf = leafIndex(Path, true) + BaseOffset;
  if (!irType(ME->getType()) && !scalarArrayField(ME->getType())) {
    unsupported(ME->getBeginLoc(), "a structure in memory used as a value");
    return nullptr;
  }
  const ir::Expr *Addr = P.objAddr((*Objs)[Leaf]);
  if (!AS)
    return Addr;
  const ir::Expr *Index = rvalue(AS->getIdx());
  if (!Index)
    return nullptr;
  return pointerOffset(Addr, Index, AS->getIdx()->getType(), ME->getType(),
                       /*Negate=*/false);
}

//===----------------------------------------------------------------------===//
// Local unions
//===----------------------------------------------------------------------===//
//
// A local union whose members are scalars of one size (`union { int i;
// float f; unsigned u; }`) is one integer variable of that width holding
// the union's bits: an integer member is the variable itself (the IR's
// integers carry no signedness), a floating-point member is read and
// written through a bitcast. Reading another member than the one last
// written is then exactly the reinterpretation of the bits that CUDA
// (and C) gives it. Members of different sizes, structure or pointer or
// bool members, unions in memory and whole-union values are diagnosed.

bool KernelTranslator::unionDecl(const VarDecl *VD) {
  std::string Name = VD->getNameAsString();
  SourceLocation At = VD->getLocation();
  QualType T = VD->getType();
  const RecordDecl *RD = T->getAsRecordDecl()->getDefinition();
  auto NotModelled = [&](const std::string &Why) {
    return unsupported(At, "union '" + Name + "' of type '" + T.getAsString() +
                               "' (" + Why + ")");
  };
  if (!RD)
    return NotModelled("incomplete type");
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    if (CRD->getNumBases() != 0 || CRD->isPolymorphic())
      return NotModelled("a class union");
  uint64_t Width = 0;
  for (const FieldDecl *F : RD->fields()) {
    std::optional<Type> Ty = irType(F->getType());
    if (F->isBitField() || !Ty || *Ty == Type::Ptr || *Ty == Type::Bool)
      return NotModelled("member '" + F->getNameAsString() + "' of type '" +
                         F->getType().getAsString() +
                         "': only integer and floating-point members are");
    uint64_t W = Ctx.getTypeSize(F->getType());
    if (Width != 0 && W != Width)
      return NotModelled("members of different sizes");
    Width = W;
  }
  Type Storage;
  switch (Width) {
  case 8:
    Storage = Type::I8;
    break;
  case 16:
    Storage = Type::I16;
    break;
  case 32:
    Storage = Type::I32;
    break;
  case 64:
    Storage = Type::I64;
    break;
  default:
    return NotModelled("no members");
  }
  if (addressTakenLocals(Frames.back().Fn).count(VD))
    return NotModelled("its address is taken");
  ir::VarId V = newVar(Name, Storage, loc(At));
  Frames.back().Unions[VD] = V;
  const Expr *Init = VD->getInit();
  if (!Init)
    return true;
  Init = Init->IgnoreImplicit();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Init);
      CE && CE->getConstructor()->isTrivial() && CE->getNumArgs() == 0)
    return true;
  const auto *ILE = dyn_cast<InitListExpr>(Init);
  if (!ILE || ILE->getNumInits() > 1)
    return unsupported(Init->getBeginLoc(),
                       "initialiser of union '" + Name +
                           "' other than one member's value");
  if (ILE->getNumInits() == 0) {
    emit(ir::Stmt::makeAssign(loc(At), V, P.intConst(Storage, 0)));
    return true;
  }
  const FieldDecl *F = ILE->getInitializedFieldInUnion();
  if (!F)
    F = *RD->field_begin();
  const ir::Expr *Value = rvalue(ILE->getInit(0));
  if (!Value)
    return false;
  LValue L;
  L.K = LValue::Kind::Var;
  L.Var = V;
  L.Ty = *irType(F->getType());
  L.Bits = L.Ty != Storage && ir::isFloat(L.Ty);
  write(L, Value, ILE->getInit(0)->getBeginLoc());
  return true;
}

std::optional<KernelTranslator::LValue>
KernelTranslator::unionMember(const MemberExpr *ME) {
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || ME->isArrow())
    return std::nullopt;
  auto It = Frames.back().Unions.find(VD);
  if (It == Frames.back().Unions.end())
    return std::nullopt;
  LValue L;
  L.K = LValue::Kind::Var;
  L.Var = It->second;
  L.Ty = *irType(ME->getType());
  L.Bits = ir::isFloat(L.Ty);
  return L;
}

} // namespace scopecheck::translate
