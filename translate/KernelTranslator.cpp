//===- translate/KernelTranslator.cpp - Clang AST to IR -------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The walk over one kernel's AST. Conventions:
/// - Every IR expression is pure: memory reads become `load` statements into
///   fresh temporaries (`t.N`), so expressions may be duplicated freely.
/// - Scalars that C keeps in registers (locals, parameters) are IR
///   variables; arrays, `__shared__`, `__device__` and `__constant__`
///   objects and the buffers of pointer parameters are memory objects.
/// - Clang has already made every C conversion explicit (ImplicitCastExpr);
///   each one becomes the IR cast of the right width and signedness.
/// - `&&`, `||` and `?:` whose right operands need statements (a load, a
///   call) become branches, so that the skipped operand's accesses do not
///   happen; pure ones become the IR's `&&`, `||` and `?:`.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "ir/Lexer.h"
#include "ir/Value.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <functional>

using namespace clang;

namespace scopecheck::translate {

bool isCooperativeGroups(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "cooperative_groups")
        return true;
  return false;
}

std::string notModelledType(QualType T) {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType()
                           : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  for (QualType Q = T;;) {
    const auto *TT = Q->getAs<TypedefType>();
    if (!TT)
      break;
    llvm::StringRef N = TT->getDecl()->getName();
    if (N == "cudaTextureObject_t")
      return "texture object";
    if (N == "cudaSurfaceObject_t")
      return "surface object";
    Q = TT->getDecl()->getUnderlyingType();
  }
  if (const RecordDecl *RD = T->getAsRecordDecl()) {
    if (RD->getName().starts_with("curandState"))
      return "cuRAND generator state";
    if (isCooperativeGroups(RD->getDeclContext()))
      return "cooperative groups object";
  }
  return "";
}

using ir::Type;

KernelTranslator::KernelTranslator(ASTContext &Ctx, ir::Program &P,
                                   ir::DiagnosticEngine &Diags,
                                   const TranslateOptions &Opts)
    : Ctx(Ctx), P(P), Diags(Diags), Opts(Opts) {}

//===----------------------------------------------------------------------===//
// Diagnostics and locations
//===----------------------------------------------------------------------===//

ir::SourceLoc KernelTranslator::loc(SourceLocation L) {
  if (L.isInvalid())
    return {};
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (PL.isInvalid())
    return {};
  // Inside a function of the model headers (an intrinsic written in C++):
  // the user's call of it.
  if (llvm::StringRef(PL.getFilename()).starts_with("/__scopecheck/include/"))
    for (auto F = Frames.rbegin(); F != Frames.rend(); ++F) {
      if (F->CallSite.isInvalid())
        break;
      PresumedLoc C = SM.getPresumedLoc(SM.getExpansionLoc(F->CallSite));
      if (C.isValid() && !llvm::StringRef(C.getFilename())
                              .starts_with("/__scopecheck/include/")) {
        PL = C;
        break;
      }
    }
  std::string Name = PL.getFilename();
  auto It = FileIds.find(Name);
  if (It == FileIds.end())
    It = FileIds.emplace(Name, P.addFile(Name)).first;
  return {It->second, PL.getLine(), PL.getColumn()};
}

bool KernelTranslator::error(SourceLocation L, const std::string &Msg) {
  Failed = true;
  ir::SourceLoc SL = loc(L);
  if (SL.isValid())
    Diags.error(P, SL, Msg);
  else
    Diags.error("", 0, 0, Msg);
  return false;
}

KernelTranslator::Failure
KernelTranslator::unsupported(SourceLocation L, const std::string &What) {
  error(L, What + " is not supported");
  return {};
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

std::optional<Type> KernelTranslator::irType(QualType T) const {
  T = T.getCanonicalType();
  // OpenCL's atomic_int, ... and C11's `_Atomic T`: an object of the value
  // type that the atomic functions access.
  if (const auto *AT = T->getAs<AtomicType>())
    T = AT->getValueType().getCanonicalType();
  if (T->isBooleanType())
    return Type::Bool;
  if (T->isPointerType())
    return Type::Ptr;
  if (T->isIntegralOrEnumerationType()) {
    switch (Ctx.getTypeSize(T)) {
    case 8:
      return Type::I8;
    case 16:
      return Type::I16;
    case 32:
      return Type::I32;
    case 64:
      return Type::I64;
    default:
      return std::nullopt;
    }
  }
  if (const auto *BT = T->getAs<BuiltinType>()) {
    if (BT->getKind() == BuiltinType::Float)
      return Type::F32;
    if (BT->getKind() == BuiltinType::Double)
      return Type::F64;
  }
  return std::nullopt;
}

bool KernelTranslator::isSigned(QualType T) const {
  T = T.getCanonicalType();
  if (const auto *AT = T->getAs<AtomicType>())
    T = AT->getValueType().getCanonicalType();
  return T->isSignedIntegerOrEnumerationType();
}

uint64_t KernelTranslator::scalarCount(QualType T) const {
  uint64_t N = 1;
  while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    N *= CAT->getSize().getZExtValue();
    T = CAT->getElementType();
  }
  // An OpenCL vector in memory: its elements (a 3-element one takes the
  // room of 4, as OpenCL C lays it out).
  if (const VectorType *VT = vectorTypeOf(T))
    N *= llvm::PowerOf2Ceil(VT->getNumElements());
  return N;
}

QualType KernelTranslator::scalarBase(QualType T) const {
  while (const ArrayType *AT = Ctx.getAsArrayType(T))
    T = AT->getElementType();
  if (const VectorType *VT = vectorTypeOf(T))
    T = VT->getElementType();
  return T;
}

//===----------------------------------------------------------------------===//
// Blocks, variables and objects
//===----------------------------------------------------------------------===//

/// \p Name, changed where the textual IR would read it as one of its own
/// words (ir::isReservedWord: `store.ret` would start a store statement,
/// `sext.x` a cast): an underscore after its first component (`store_.ret`).
static std::string unreserved(std::string Name) {
  if (ir::isReservedWord(Name)) {
    size_t Dot = Name.find('.');
    Name.insert(Dot == std::string::npos ? Name.size() : Dot, "_");
  }
  return Name;
}

ir::BlockId KernelTranslator::newBlock(const std::string &Prefix) {
  ir::Block B;
  B.Label = unreserved(Prefix + "." + std::to_string(++LabelCounter));
  proc().Blocks.push_back(std::move(B));
  return static_cast<ir::BlockId>(proc().Blocks.size() - 1);
}

void KernelTranslator::setBlock(ir::BlockId B) {
  Cur = B;
  CurOpen = true;
}

void KernelTranslator::emit(ir::Stmt S) {
  // Code after a return, break or continue: keep translating it (it may
  // hold errors the user wants to hear about) into an unreachable block.
  if (!CurOpen)
    setBlock(newBlock("dead"));
  if (!Frames.empty())
    S.Inlined = Frames.back().InlineSite;
  if (GhostPred)
    S.Pred = S.Pred ? P.binary(ir::BinOp::LAnd, ir::Type::Bool, GhostPred,
                               S.Pred)
                    : GhostPred;
  proc().Blocks[Cur].Stmts.push_back(std::move(S));
}

uint32_t KernelTranslator::inlineSite(const FunctionDecl *FD,
                                      SourceLocation At) {
  std::string Name = FD->getQualifiedNameAsString();
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      MD && MD->getParent()->isLambda())
    Name = "lambda";
  uint32_t Parent = Frames.empty() ? 0 : Frames.back().InlineSite;
  ir::SourceLoc L = loc(At);
  auto [It, New] = InlineSiteIds.insert(
      {{Parent, Name, L.File, L.Line, L.Col}, uint32_t(P.InlineSites.size() + 1)});
  if (New)
    P.InlineSites.push_back({Name, L, Parent});
  return It->second;
}

void KernelTranslator::jump(ir::BlockId To, ir::SourceLoc L) {
  if (!CurOpen)
    return;
  ir::Terminator &T = proc().Blocks[Cur].Term;
  T.Kind = ir::TermKind::Goto;
  T.Targets[0] = To;
  T.Loc = L;
  CurOpen = false;
}

void KernelTranslator::branch(const ir::Expr *Cond, ir::BlockId TB,
                              ir::BlockId FB, ir::SourceLoc L) {
  if (!CurOpen)
    return;
  ir::Terminator &T = proc().Blocks[Cur].Term;
  T.Kind = ir::TermKind::Branch;
  T.Cond = Cond;
  T.Targets[0] = TB;
  T.Targets[1] = FB;
  T.Loc = L;
  CurOpen = false;
}

void KernelTranslator::terminateReturn(ir::SourceLoc L) {
  if (!CurOpen)
    return;
  ir::Terminator &T = proc().Blocks[Cur].Term;
  T.Kind = ir::TermKind::Return;
  T.Loc = L;
  CurOpen = false;
}

/// Words of the textual IR that cannot name a variable (docs/ir.md §1).
static bool isReservedWord(const std::string &S) {
  static const std::set<std::string> Reserved = {
      "void",   "bool",  "i8",     "i16",       "i32",      "i64",
      "f32",    "f64",   "ptr",    "var",       "proc",     "global",
      "shared", "local", "launch", "kernel",    "threads",  "thread",
      "block",  "grid",  "source", "havoc",     "assume",   "assert",
      "call",   "goto",  "br",     "return",    "true",     "false",
      "null",   "inf",   "nan",    "threadIdx", "blockIdx", "blockDim",
      "gridDim"};
  return Reserved.count(S) != 0;
}

std::string KernelTranslator::freshName(const std::string &Base) {
  std::string Name = unreserved(Base.empty() ? std::string("v") : Base);
  if (!isReservedWord(Name) && UsedNames.insert(Name).second)
    return Name;
  for (unsigned I = 1;; ++I) {
    std::string Candidate = Name + "." + std::to_string(I);
    if (UsedNames.insert(Candidate).second)
      return Candidate;
  }
}

ir::VarId KernelTranslator::newVar(const std::string &Base, Type Ty,
                                   ir::SourceLoc L) {
  ir::Variable V;
  V.Name = freshName(Base);
  V.Ty = Ty;
  V.Loc = L;
  proc().Vars.push_back(std::move(V));
  return static_cast<ir::VarId>(proc().Vars.size() - 1);
}

ir::ObjectId KernelTranslator::newObject(const std::string &Base,
                                         ir::MemSpace Space, Type ElemTy,
                                         uint64_t Size, ir::SourceLoc L) {
  std::string Name = Base;
  for (unsigned I = 1; P.findObject(Name) != 0; ++I)
    Name = Base + "." + std::to_string(I);
  ir::MemObject O;
  O.Name = Name;
  O.Loc = L;
  O.Space = Space;
  O.ElemTy = ElemTy == Type::Bool ? Type::I8 : ElemTy; // see read()
  O.Size = Size;
  P.Objects.push_back(std::move(O));
  return static_cast<ir::ObjectId>(P.Objects.size());
}

/// How reports write a value of scalar type \p T.
static ir::ValueKind valueKindOf(QualType T) {
  T = T.getCanonicalType();
  if (const auto *AT = T->getAs<AtomicType>())
    T = AT->getValueType().getCanonicalType();
  if (T->isBooleanType())
    return ir::ValueKind::Bool;
  if (T->isSignedIntegerOrEnumerationType())
    return ir::ValueKind::Signed;
  if (T->isUnsignedIntegerOrEnumerationType())
    return ir::ValueKind::Unsigned;
  return ir::ValueKind::Default;
}

void KernelTranslator::describeObject(ir::ObjectId O, QualType T) {
  ir::MemObject &M = P.object(O);
  std::vector<uint64_t> Dims;
  while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    Dims.push_back(CAT->getSize().getZExtValue());
    T = CAT->getElementType();
  }
  if (Dims.size() >= 2)
    M.Dims = std::move(Dims);
  if (const VectorType *VT = vectorTypeOf(T)) {
    unsigned N = VT->getNumElements();
    M.VectorElems = uint8_t(N);
    M.VectorLanes = uint8_t(N == 3 ? 4 : N);
  }
  T = scalarBase(T);
  if (std::optional<AtomicClass> A = atomicClass(T); A && !A->IsRef)
    T = A->Value;
  if (std::optional<ir::Float16Kind> K = float16Kind(T))
    M.Values = *K == ir::Float16Kind::Half ? ir::ValueKind::Half
                                           : ir::ValueKind::BFloat16;
  else
    M.Values = valueKindOf(T);
}

void KernelTranslator::describeLeafObjects(
    const std::vector<ir::ObjectId> &Objs, QualType T,
    const std::string &Var) {
  std::vector<uint64_t> Dims;
  while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    Dims.push_back(CAT->getSize().getZExtValue());
    T = CAT->getElementType();
  }
  // The field path a report shows (`.pos[]`, `.in[].a`: an index where
  // each `[]` is; a __half or __nv_bfloat16 field is one value).
  std::vector<FieldLeaf> Leaves;
  structFields(T, "", Leaves);
  if (Leaves.size() != Objs.size())
    return; // a shape this walk does not mirror: keep the IR names
  for (size_t I = 0; I < Objs.size(); ++I) {
    ir::MemObject &M = P.object(Objs[I]);
    M.Source = Var;
    M.Field = Leaves[I].Path;
    M.FieldDims = Leaves[I].Dims;
    QualType E = Leaves[I].Elem;
    if (std::optional<ir::Float16Kind> H = float16Kind(E))
      M.Values = *H == ir::Float16Kind::Half ? ir::ValueKind::Half
                                             : ir::ValueKind::BFloat16;
    else
      M.Values = valueKindOf(E);
    M.Dims = Dims;
  }
}

const ir::Expr *KernelTranslator::varRef(ir::VarId V) {
  return P.varRef(proc(), V);
}

/// The IR value of an evaluated C++ constant of type \p Ty, if scalar: the
/// bits of its width (a negative `int` is 0xffffffff, as memory holds it).
static std::optional<uint64_t> constantBits(const APValue &V, Type Ty) {
  if (V.isStruct() && V.getStructNumFields() == 1) // cuda::atomic<T>
    return constantBits(V.getStructField(0), Ty);
  if (V.isInt())
    return V.getInt().zextOrTrunc(64).getZExtValue();
  if (V.isFloat()) {
    if (Ty == Type::F32)
      return uint64_t(V.getFloat().bitcastToAPInt().getZExtValue());
    if (Ty == Type::F64)
      return V.getFloat().bitcastToAPInt().getZExtValue();
  }
  return std::nullopt;
}

/// Appends the constant \p V of type \p T at element \p Elem of the leaf
/// objects from leaf \p Leaf on (\p Out: one Init vector per leaf), as
/// structLeaves orders them: bases first, then fields; array elements
/// row-major. False for a value this cannot lay out.
bool KernelTranslator::flattenConstant(
    const APValue &V, QualType T, size_t Leaf, uint64_t Elem,
    std::vector<std::vector<uint64_t>> &Out) const {
  if (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    if (!V.isArray())
      return false;
    QualType ET = CAT->getElementType();
    uint64_t N = CAT->getSize().getZExtValue(), Stride = scalarCount(ET);
    for (uint64_t K = 0; K < N; ++K) {
      const APValue *E = nullptr;
      if (K < V.getArrayInitializedElts())
        E = &V.getArrayInitializedElt(unsigned(K));
      else if (V.hasArrayFiller())
        E = &V.getArrayFiller();
      if (E && !flattenConstant(*E, ET, Leaf, Elem + K * Stride, Out))
        return false;
    }
    return true;
  }
  if (std::optional<Type> Ty = irType(T)) {
    std::optional<uint64_t> Bits = constantBits(V, *Ty);
    if (!Bits || Leaf >= Out.size())
      return false;
    if (*Bits != 0) {
      if (Out[Leaf].size() <= Elem)
        Out[Leaf].resize(Elem + 1, 0);
      Out[Leaf][Elem] = *Bits;
    }
    return true;
  }
  if (!isPlainStruct(T) || !V.isStruct())
    return false;
  const RecordDecl *RD = T->getAsRecordDecl()->getDefinition();
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
    unsigned I = 0;
    for (const CXXBaseSpecifier &B : CRD->bases()) {
      if (isPlainStruct(B.getType())) {
        if (I >= V.getStructNumBases() ||
            !flattenConstant(V.getStructBase(I), B.getType(), Leaf, Elem, Out))
          return false;
        Leaf += fieldCount(B.getType());
      }
      ++I;
    }
  }
  for (const FieldDecl *F : RD->fields()) {
    unsigned I = F->getFieldIndex();
    if (I >= V.getStructNumFields())
      return false;
    if (structArrayField(F->getType())) {
      // An array of structures: element k of the field of structure Elem
      // is structure Elem * N + k of the field's leaves.
      QualType ET = F->getType();
      uint64_t N = 1;
      while (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(ET)) {
        N *= CAT->getSize().getZExtValue();
        ET = CAT->getElementType();
      }
      if (!flattenConstant(V.getStructField(I), F->getType(), Leaf, Elem * N,
                           Out))
        return false;
      Leaf += fieldCount(ET);
      continue;
    }
    if (scalarArrayField(F->getType())) {
      // An array field: element k of structure Elem is at Elem * extent
      // + k of its one object.
      uint64_t E = scalarCount(F->getType());
      std::vector<std::vector<uint64_t>> One(1);
      QualType FT = F->getType();
      if (!flattenConstant(V.getStructField(I), FT, 0, 0, One))
        return false;
      if (Leaf >= Out.size())
        return false;
      for (size_t K = 0; K < One[0].size(); ++K)
        if (One[0][K]) {
          if (Out[Leaf].size() <= Elem * E + K)
            Out[Leaf].resize(Elem * E + K + 1, 0);
          Out[Leaf][Elem * E + K] = One[0][K];
        }
      Leaf += 1;
      continue;
    }
    if (!flattenConstant(V.getStructField(I), F->getType(), Leaf, Elem, Out))
      return false;
    Leaf += fieldSpan(F, /*Fields=*/true);
  }
  return true;
}

bool KernelTranslator::structConstantInit(
    const VarDecl *VD, const std::vector<ir::ObjectId> &Objs) {
  const APValue *V = VD->evaluateValue();
  if (!V)
    return unsupported(VD->getInit()->getBeginLoc(),
                       "non-constant initialiser of '" +
                           VD->getNameAsString() + "'");
  std::vector<std::vector<uint64_t>> Init(Objs.size());
  if (!flattenConstant(*V, VD->getType(), 0, 0, Init))
    return unsupported(VD->getInit()->getBeginLoc(),
                       "initialiser of '" + VD->getNameAsString() + "'");
  for (size_t K = 0; K < Objs.size(); ++K)
    P.object(Objs[K]).Init = std::move(Init[K]);
  return true;
}

ir::ObjectId KernelTranslator::objectFor(const VarDecl *VD) {
  auto It = StaticObjects.find(VD);
  if (It != StaticObjects.end())
    return It->second;
  SourceLocation At = VD->getLocation();
  std::string Name = VD->getNameAsString();
  if (Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" ||
      Name == "gridDim" || Name == "warpSize") {
    unsupported(At, "use of '" + Name + "' other than its x, y, z fields");
    return 0;
  }
  ir::MemSpace Space;
  if (std::optional<ir::MemSpace> S = openClVarSpace(VD))
    Space = *S;
  else if (VD->hasAttr<CUDASharedAttr>())
    Space = ir::MemSpace::Shared;
  else if (VD->hasAttr<CUDADeviceAttr>() || VD->hasAttr<CUDAConstantAttr>())
    Space = ir::MemSpace::Global;
  else if (C11 && VD->isFileVarDecl())
    Space = ir::MemSpace::Global; // a C global, shared by all threads
  else if (C11) {
    unsupported(At, "static local variable '" + Name + "'");
    return 0;
  } else {
    unsupported(At, "host variable '" + Name + "' in device code");
    return 0;
  }
  QualType T = VD->getType();
  QualType Base = scalarBase(T);
  std::optional<AtomicClass> Atomic = atomicClass(Base);
  if (Atomic && !Atomic->IsRef)
    Base = Atomic->Value; // a cuda::atomic<T> object holds one T
  std::optional<Type> ElemTy = irType(Base);
  if (!ElemTy) {
    unsupported(At, "variable '" + Name + "' of type '" + T.getAsString() +
                        "'" + arrayFieldText(T));
    return 0;
  }
  uint64_t Size = scalarCount(T);
  if (Ctx.getAsIncompleteArrayType(T)) {
    if (Space != ir::MemSpace::Shared || !VD->hasExternalStorage()) {
      unsupported(At, "array '" + Name + "' of unknown size");
      return 0;
    }
    uint64_t ElemBytes = Ctx.getTypeSizeInChars(Base).getQuantity();
    Size = Opts.DynamicShared / ElemBytes;
    if (Size == 0) {
      error(At, "dynamic shared array '" + Name +
                    "' has no elements; give its size in bytes with "
                    "--dynamic-shared=BYTES");
      return 0;
    }
  }
  ir::ObjectId O = newObject(Name, Space, *ElemTy, Size, loc(At));
  describeObject(O, T);
  // Static storage starts zeroed; a trivial constructor keeps it so.
  const auto *Ctor = dyn_cast_or_null<CXXConstructExpr>(VD->getInit());
  bool TrivialInit = Ctor && Ctor->getConstructor()->isTrivial();
  if (Space == ir::MemSpace::Global && VD->hasInit() && !TrivialInit) {
    const APValue *V = VD->evaluateValue();
    if (!V) {
      unsupported(VD->getInit()->getBeginLoc(),
                  "non-constant initialiser of '" + Name + "'");
      return 0;
    }
    std::vector<uint64_t> Init;
    if (V->isArray()) {
      for (unsigned I = 0, E = V->getArrayInitializedElts(); I != E; ++I) {
        std::optional<uint64_t> Bits =
            constantBits(V->getArrayInitializedElt(I), *ElemTy);
        if (!Bits) {
          unsupported(VD->getInit()->getBeginLoc(),
                      "initialiser of '" + Name + "'");
          return 0;
        }
        Init.push_back(*Bits);
      }
      if (V->hasArrayFiller()) {
        std::optional<uint64_t> Fill =
            constantBits(V->getArrayFiller(), *ElemTy);
        if (Fill && *Fill != 0)
          Init.resize(Size, *Fill);
      }
    } else if (std::optional<uint64_t> Bits = constantBits(*V, *ElemTy)) {
      Init.push_back(*Bits);
    } else {
      unsupported(VD->getInit()->getBeginLoc(),
                  "initialiser of '" + Name + "'");
      return 0;
    }
    while (!Init.empty() && Init.back() == 0)
      Init.pop_back();
    P.object(O).Init = std::move(Init);
  }
  StaticObjects[VD] = O;
  return O;
}

//===----------------------------------------------------------------------===//
// The kernel, its parameters and the launch
//===----------------------------------------------------------------------===//

bool KernelTranslator::translateKernel(const FunctionDecl *K) {
  ir::Procedure Proc;
  Proc.Name = K->getNameAsString();
  Proc.Loc = loc(K->getLocation());
  P.Procs.push_back(std::move(Proc));
  ProcIndex = static_cast<ir::ProcId>(P.Procs.size() - 1);
  Frames.push_back(Frame());
  Frames.back().Fn = K;

  if (!parameters(K))
    return false;
  ir::Block Entry;
  Entry.Label = "entry";
  Entry.Loc = loc(K->getBody()->getBeginLoc());
  proc().Blocks.push_back(std::move(Entry));
  setBlock(0);
  // GPUVerify's file-scope __axiom(e): our header makes each one a device
  // function `__scopecheck_axiom_N` whose body asserts e; it is checked
  // against this launch at kernel entry (docs/cuda-support.md section 3).
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->hasBody() && FD->getIdentifier() &&
          FD->getName().starts_with("__scopecheck_axiom_"))
        stmt(FD->getBody());
  if (Failed)
    return false;
  stmt(K->getBody());
  if (Failed)
    return false;
  if (!completeCopiesAtExit(loc(K->getBody()->getEndLoc()), /*Validate=*/true))
    return false;
  if (!checkPostconditions())
    return false;
  terminateReturn(loc(K->getBody()->getEndLoc()));

  P.Run.K = ir::Launch::Kind::Kernel;
  P.Run.Kernel = ProcIndex;
  P.Run.Grid = Opts.Grid;
  P.Run.BlockDim = Opts.Block;
  P.Run.Loc = loc(K->getLocation());
  return true;
}

bool KernelTranslator::parameters(const FunctionDecl *K) {
  std::string Kernel = K->getNameAsString();
  std::set<std::string> Params;
  for (const ParmVarDecl *PD : K->parameters()) {
    std::string Name = PD->getNameAsString();
    // The body cannot use an unnamed parameter: it gets no IR variable and
    // needs no value, whatever its type.
    if (Name.empty())
      continue;
    Params.insert(Name);
    QualType T = PD->getType();
    std::string NotModelled = notModelledType(T);
    if (!NotModelled.empty()) {
      unsupported(PD->getLocation(), NotModelled + " '" + Name + "' of type '" +
                                         T.getAsString() + "'");
      continue;
    }
    std::optional<Type> Ty = irType(T);
    if (!Ty && isPlainStruct(T)) {
      structParameter(PD, Params);
      continue;
    }
    if (!Ty) {
      unsupported(PD->getLocation(), "kernel parameter '" + Name +
                                         "' of type '" + T.getAsString() +
                                         "'" + arrayFieldText(T));
      continue;
    }
    if (*Ty == Type::Ptr && isPlainStruct(T->getPointeeType())) {
      // One global buffer per leaf field; the pointer itself is no IR
      // parameter, so only `p[i].f` and `p->f` can use it.
      std::vector<FieldLeaf> Leaves;
      structFields(T->getPointeeType(), Name, Leaves);
      std::vector<ir::ObjectId> Objs;
      auto It = Opts.Buffers.find(Name);
      for (const FieldLeaf &F : Leaves) {
        if (F.Ty == Type::Ptr) {
          unsupported(PD->getLocation(), "pointer field '" + F.Name +
                                             "' of a structure in memory");
          break;
        }
        // `--buffer p=N`: N structures, an array field's extent each.
        Objs.push_back(newObject(F.Name, ir::MemSpace::Global, F.Ty,
                                 It != Opts.Buffers.end()
                                     ? It->second * F.extent()
                                     : ir::MemObject::UnknownSize,
                                 loc(PD->getLocation())));
      }
      describeLeafObjects(Objs, T->getPointeeType(), Name);
      StructObjects[PD] = std::move(Objs);
      continue;
    }
    ir::VarId V = newVar(Name, *Ty, loc(PD->getLocation()));
    Frames[0].Vars[PD] = V;
    const ir::Expr *Arg = nullptr;
    if (*Ty == Type::Ptr) {
      QualType Pointee = T->getPointeeType();
      std::optional<Type> ElemTy = irType(scalarBase(Pointee));
      if (!ElemTy || *ElemTy == Type::Ptr) {
        unsupported(PD->getLocation(), "pointer parameter '" + Name +
                                           "' of type '" + T.getAsString() +
                                           "'" + arrayFieldText(T));
        continue;
      }
      if (Opts.Binds.count(Name)) {
        // Points into another parameter's buffer: launchInputs() fills in
        // its argument once every buffer exists.
        PointerParams.push_back({PD, 0, P.Run.Args.size()});
        P.Run.Args.push_back(P.nullPtr());
        continue;
      }
      uint64_t Size = ir::MemObject::UnknownSize;
      auto It = Opts.Buffers.find(Name);
      if (It != Opts.Buffers.end())
        Size = It->second * scalarCount(Pointee);
      // An OpenCL `__local` pointer parameter is a local buffer the host
      // sizes (clSetKernelArg with a null value): shared memory, one copy
      // per work-group.
      ir::MemSpace Space =
          Pointee.getAddressSpace() == LangAS::opencl_local
              ? ir::MemSpace::Shared
              : ir::MemSpace::Global;
      Arg = P.objAddr(
          newObject(Name, Space, *ElemTy, Size, loc(PD->getLocation())));
      describeObject(Arg->Index, Pointee);
      PointerParams.push_back({PD, Arg->Index, P.Run.Args.size()});
    } else {
      Arg = scalarArgument(PD, *Ty);
    }
    if (Arg)
      P.Run.Args.push_back(Arg);
  }
  proc().NumParams = static_cast<uint32_t>(proc().Vars.size());
  for (const auto &[Name, Value] : Opts.Args) {
    if (!Params.count(Name)) {
      error(K->getLocation(), "'--arg " + Name + "=" + Value +
                                  "' names no parameter of kernel '" + Kernel +
                                  "'");
      continue;
    }
    // A pointer parameter (or pointer field) is a buffer of its own, never
    // a value.
    if (PointerFields.count(Name))
      error(K->getLocation(),
            "'--arg " + Name + "=" + Value + "' gives a value to pointer "
            "field '" + Name + "': it is a buffer of its own; give its "
            "number of elements with --buffer " + Name + "=N");
    for (const ParmVarDecl *PD : K->parameters())
      if (PD->getNameAsString() == Name && PD->getType()->isPointerType())
        error(PD->getLocation(),
              "'--arg " + Name + "=" + Value + "' gives a value to pointer "
              "parameter '" + Name + "' of kernel '" + Kernel +
              "': a pointer parameter is a buffer of its own; give its "
              "number of elements with --buffer " + Name + "=N");
  }
  for (const auto &[Name, Size] : Opts.Buffers) {
    bool IsPointer = PointerFields.count(Name) != 0;
    for (const ParmVarDecl *PD : K->parameters())
      if (PD->getNameAsString() == Name && PD->getType()->isPointerType())
        IsPointer = true;
    if (!IsPointer)
      error(K->getLocation(), "'--buffer " + Name + "=" + std::to_string(Size) +
                                  "' names no pointer parameter of kernel '" +
                                  Kernel + "'");
  }
  if (!Failed)
    launchInputs(K);
  return !Failed;
}

const ir::Expr *KernelTranslator::scalarArgument(const ParmVarDecl *PD,
                                                 Type Ty) {
  return scalarArgument(PD->getNameAsString(), PD->getType(), PD->getLocation(),
                        Ty);
}

const ir::Expr *KernelTranslator::scalarArgument(const std::string &Name,
                                                 QualType T, SourceLocation At,
                                                 Type Ty) {
  std::string Flag;
  const std::string *Text = nullptr;
  auto It = Opts.Args.find(Name);
  if (It != Opts.Args.end()) {
    Text = &It->second;
    Flag = "--arg " + Name + "=" + *Text;
  } else if (Opts.ArgsDefault && ir::isIntOrBool(Ty)) {
    Text = &*Opts.ArgsDefault;
    Flag = "--args-default=" + *Text;
  }
  if (!Text && Opts.PlaceholderArgs) {
    if (Ty == Type::Bool)
      return P.boolConst(false);
    if (Ty == Type::F32)
      return P.f32Const(0);
    if (Ty == Type::F64)
      return P.f64Const(0);
    return P.intConst(Ty, 0);
  }
  if (!Text) {
    error(At, "no value for parameter '" + Name + "' of type '" +
                  T.getAsString() + "'; give one with --arg " + Name +
                  "=VALUE" +
                  (ir::isIntOrBool(Ty) ? " or --args-default=VALUE" : ""));
    return nullptr;
  }
  std::string Why;
  std::optional<uint64_t> Bits = scalarBits(*Text, T, Ty, Why);
  if (!Bits) {
    error(At, "invalid value in '" + Flag + "': " + Why);
    return nullptr;
  }
  ir::Expr E{};
  E.Kind = ir::ExprKind::Const;
  E.Ty = Ty;
  E.Bits = *Bits;
  return P.make(E);
}

std::optional<uint64_t> KernelTranslator::scalarBits(const std::string &S,
                                                     QualType T, Type Ty,
                                                     std::string &Why) const {
  auto Bad = [&](const std::string &Reason) -> std::optional<uint64_t> {
    Why = Reason;
    return std::nullopt;
  };
  if (std::optional<ir::Float16Kind> K = float16Kind(T)) {
    char *End = nullptr;
    errno = 0;
    double D = std::strtod(S.c_str(), &End);
    if (S.empty() || *End != '\0')
      return Bad("expected a number");
    return ir::roundToFloat16(D, *K);
  }
  if (Ty == Type::Bool) {
    if (S == "true" || S == "1")
      return 1;
    if (S == "false" || S == "0")
      return 0;
    return Bad("expected true or false");
  }
  if (ir::isFloat(Ty)) {
    char *End = nullptr;
    errno = 0;
    double D = std::strtod(S.c_str(), &End);
    if (S.empty() || *End != '\0' || errno == ERANGE)
      return Bad("expected a number");
    return Ty == Type::F64 ? ir::fromF64(D)
                           : ir::fromF32(static_cast<float>(D));
  }
  // Integers: decimal or 0x hexadecimal, with an optional minus sign.
  bool Negative = !S.empty() && S[0] == '-';
  std::string Digits = Negative ? S.substr(1) : S;
  char *End = nullptr;
  errno = 0;
  unsigned long long Mag =
      Digits.empty() || !std::isdigit(static_cast<unsigned char>(Digits[0]))
          ? 0
          : std::strtoull(Digits.c_str(), &End, 0);
  if (Digits.empty() || !End || *End != '\0' || errno == ERANGE)
    return Bad("expected an integer");
  unsigned W = ir::intWidth(Ty);
  bool Signed = isSigned(T);
  unsigned __int128 Limit = Signed ? (unsigned __int128)1 << (W - 1)
                                   : ((unsigned __int128)1 << W) - 1;
  bool Fits = Negative ? (Signed && Mag <= Limit)
                       : (Mag <= (Signed ? Limit - 1 : Limit));
  if (!Fits)
    return Bad("out of range for type '" + T.getAsString() + "'");
  uint64_t Bits = Negative ? uint64_t(0) - uint64_t(Mag) : uint64_t(Mag);
  return Bits & ir::widthMask(W);
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

bool KernelTranslator::stmt(const Stmt *S) {
  if (!S || Failed)
    return !Failed;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *Child : CS->body())
      if (!stmt(Child))
        return false;
    return true;
  }
  if (isa<NullStmt>(S))
    return true;
  if (const auto *E = dyn_cast<Expr>(S))
    return effect(E);
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return declStmt(DS);
  if (const auto *IS = dyn_cast<IfStmt>(S))
    return ifStmt(IS);
  if (const auto *FS = dyn_cast<ForStmt>(S))
    return forStmt(FS);
  if (const auto *WS = dyn_cast<WhileStmt>(S))
    return whileStmt(WS);
  if (const auto *DS = dyn_cast<DoStmt>(S))
    return doStmt(DS);
  if (const auto *RS = dyn_cast<ReturnStmt>(S))
    return returnStmt(RS);
  if (const auto *AS = dyn_cast<AttributedStmt>(S))
    return stmt(AS->getSubStmt()); // [[likely]], #pragma unroll, ...
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
    bool IsBreak = isa<BreakStmt>(S);
    if (Loops.empty() || (!IsBreak && !Loops.back().HasContinue))
      return unsupported(S->getBeginLoc(), IsBreak
                                               ? "'break' outside a loop"
                                               : "'continue' outside a loop");
    if (!CurOpen)
      setBlock(newBlock("dead"));
    jump(IsBreak ? Loops.back().Break : Loops.back().Continue,
         loc(S->getBeginLoc()));
    return true;
  }
  if (const auto *SS = dyn_cast<SwitchStmt>(S))
    return switchStmt(SS);
  if (const auto *SC = dyn_cast<SwitchCase>(S))
    return switchCase(SC);
  // `goto` and labels: blocks and jumps. A jump into a loop makes the CFG
  // irreducible, which the IR verifier reports at the goto.
  if (const auto *GS = dyn_cast<GotoStmt>(S)) {
    if (!CurOpen)
      setBlock(newBlock("dead"));
    jump(labelBlock(GS->getLabel()), loc(S->getBeginLoc()));
    return true;
  }
  if (const auto *LS = dyn_cast<LabelStmt>(S)) {
    ir::BlockId B = labelBlock(LS->getDecl());
    jump(B, loc(S->getBeginLoc()));
    setBlock(B);
    return stmt(LS->getSubStmt());
  }
  if (isa<IndirectGotoStmt>(S))
    return unsupported(S->getBeginLoc(), "computed 'goto'");
  if (isa<AsmStmt>(S))
    return unsupported(S->getBeginLoc(), "inline assembly");
  if (const auto *FR = dyn_cast<CXXForRangeStmt>(S))
    return forRangeStmt(FR);
  if (isa<CXXTryStmt>(S))
    return unsupported(S->getBeginLoc(), "'try' statement");
  return unsupported(S->getBeginLoc(),
                     describeConstruct(S, Ctx));
}

/// Collects the local variables whose address \p S takes.
static void collectAddressTaken(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->getOpcode() == UO_AddrOf)
    if (const auto *DRE =
            dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
          VD && VD->isLocalVarDeclOrParm() && !VD->isStaticLocal() &&
          !VD->getType()->isArrayType() && !VD->getType()->isReferenceType())
        Out.insert(VD);
  for (const Stmt *Child : S->children())
    collectAddressTaken(Child, Out);
}

const std::set<const VarDecl *> &
KernelTranslator::addressTakenLocals(const FunctionDecl *FD) {
  auto It = AddressTaken.find(FD);
  if (It != AddressTaken.end())
    return It->second;
  std::set<const VarDecl *> &Set = AddressTaken[FD];
  collectAddressTaken(FD->getBody(), Set);
  return Set;
}

ir::BlockId KernelTranslator::labelBlock(const LabelDecl *D) {
  std::map<const LabelDecl *, ir::BlockId> &Labels = Frames.back().Labels;
  auto It = Labels.find(D);
  if (It != Labels.end())
    return It->second;
  ir::BlockId B = newBlock("label." + D->getNameAsString());
  proc().Blocks[B].Loc = loc(D->getLocation());
  Labels[D] = B;
  return B;
}

bool KernelTranslator::declStmt(const DeclStmt *S) {
  for (const Decl *D : S->decls()) {
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (!varDecl(VD))
        return false;
      continue;
    }
    // Declarations that produce no code.
    if (isa<TypeDecl>(D) || isa<StaticAssertDecl>(D) || isa<UsingDecl>(D) ||
        isa<UsingDirectiveDecl>(D) || isa<UsingShadowDecl>(D))
      continue;
    return unsupported(D->getLocation(), declarationKind(D));
  }
  return true;
}

bool KernelTranslator::varDecl(const VarDecl *VD) {
  std::string Name = VD->getNameAsString();
  QualType T = VD->getType();
  SourceLocation At = VD->getLocation();
  if (C11 && structArgAlias(VD))
    return true;
  if (VD->hasAttr<CUDASharedAttr>() || openClVarSpace(VD)) {
    if (isPlainStruct(scalarBase(T)))
      return structObjectsFor(VD) != nullptr;
    return objectFor(VD) != 0;
  }
  if (VD->isStaticLocal())
    return unsupported(At, "static local variable '" + Name + "'");
  if (isLambdaType(T)) {
    if (T->isReferenceType() || !VD->hasInit())
      return unsupported(At, "lambda object '" + Name + "' of type '" +
                                 T.getAsString() + "'");
    std::shared_ptr<const Closure> C = closureOf(VD->getInit());
    if (!C)
      return false;
    Frames.back().Lambdas[VD] = C;
    return true;
  }
  if (std::string What = notModelledType(VD->getType()); !What.empty()) {
    if (What == "cooperative groups object" && !T->isPointerType() &&
        !T->isArrayType())
      return groupDecl(VD);
    return unsupported(At, What + " '" + Name + "' of type '" +
                               VD->getType().getAsString() + "'");
  }
  if (VD->hasExternalStorage())
    return unsupported(At, "extern local declaration '" + Name + "'");
  if (std::optional<AtomicClass> A = atomicClass(T)) {
    if (A->IsRef)
      return atomicRefDecl(VD);
    return unsupported(At, "local atomic object '" + Name + "'");
  }
  if (T->isReferenceType()) {
    if (!VD->hasInit())
      return unsupported(At, "reference '" + Name + "' without initialiser");
    std::optional<LValue> L = bindReference(T, VD->getInit(), Name, loc(At));
    if (!L)
      return false;
    Frames.back().Refs[VD] = *L;
    return true;
  }
  if (Ctx.getAsConstantArrayType(T) && isPlainStruct(scalarBase(T))) {
    // A local array of structures (of any dimension): one local object
    // per field, as for shared ones (`pts[i].a` is element i of the
    // object `pts.a`, `g[i][j].a` element i * cols + j). The objects are
    // made once (a loop body, a second inlining declare them again); a
    // brace initialiser is stored each time the declaration runs.
    const std::vector<ir::ObjectId> *Objs = structObjectsFor(VD);
    if (!Objs)
      return false;
    const auto *Ctor = dyn_cast_or_null<CXXConstructExpr>(VD->getInit());
    if (!VD->hasInit() || (Ctor && Ctor->getConstructor()->isTrivial()))
      return true;
    std::vector<ir::ObjectId> Leaves = *Objs;
    return structArrayInit(Leaves, T, VD->getInit(), 0, loc(At));
  }
  if (Ctx.getAsConstantArrayType(T)) {
    std::optional<Type> ElemTy = irType(scalarBase(T));
    if (!ElemTy)
      return unsupported(At, "local array '" + Name + "' of type '" +
                                 T.getAsString() + "'" + arrayFieldText(T));
    ir::ObjectId O =
        newObject(Name, ir::MemSpace::Local, *ElemTy, scalarCount(T), loc(At));
    describeObject(O, T);
    Frames.back().Arrays[VD] = O;
    if (VD->hasInit())
      return arrayInit(P.objAddr(O), T, VD->getInit(), 0, loc(At));
    return true;
  }
  if (vectorTypeOf(T))
    return vectorDecl(VD);
  if (isPlainStruct(T))
    return structDecl(VD);
  if (isStructPointer(T))
    return structPointerDecl(VD);
  if (isEmptyStruct(T)) {
    Frames.back().Structs[VD] = {};
    const Expr *Init = VD->getInit();
    if (const auto *EWC = dyn_cast_or_null<ExprWithCleanups>(Init))
      Init = EWC->getSubExpr();
    if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Init))
      return construct(CE, {});
    return true;
  }
  if (const RecordDecl *RD = T->getAsRecordDecl(); RD && RD->isUnion())
    return unionDecl(VD);
  std::optional<Type> Ty = irType(T);
  if (!Ty)
    return unsupported(At, "local variable '" + Name + "' of type '" +
                               T.getAsString() + "'" + arrayFieldText(T));
  if (addressTakenLocals(Frames.back().Fn).count(VD)) {
    // `&x` is used: x lives in memory private to the thread.
    ir::ObjectId O = newObject(Name, ir::MemSpace::Local, *Ty, 1, loc(At));
    describeObject(O, T);
    Frames.back().Arrays[VD] = O;
    if (!VD->hasInit())
      return true;
    const ir::Expr *Value = rvalue(VD->getInit());
    if (!Value)
      return false;
    storeTo(loc(At), *Ty, P.objAddr(O), Value);
    return true;
  }
  ir::VarId V = newVar(Name, *Ty, loc(At));
  Frames.back().Vars[VD] = V;
  if (!VD->hasInit())
    return true;
  const Expr *Init = VD->getInit();
  if (const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreImplicit())) {
    if (IL->getNumInits() > 1)
      return unsupported(Init->getBeginLoc(), "initialiser list");
    if (IL->getNumInits() == 0) {
      emit(ir::Stmt::makeAssign(
          loc(At), V, *Ty == Type::Ptr ? P.nullPtr() : P.intConst(*Ty, 0)));
      return true;
    }
    Init = IL->getInit(0);
  }
  const ir::Expr *Value = rvalue(Init);
  if (!Value)
    return false;
  emit(ir::Stmt::makeAssign(loc(At), V, Value));
  return true;
}

const ir::Expr *KernelTranslator::zeroOf(Type Ty) {
  switch (Ty) {
  case Type::Ptr:
    return P.nullPtr();
  case Type::F32:
    return P.f32Const(0);
  case Type::F64:
    return P.f64Const(0);
  case Type::Bool:
    return P.boolConst(false);
  default:
    return P.intConst(Ty, 0);
  }
}

bool KernelTranslator::arrayInit(const ir::Expr *Base, QualType T,
                                 const Expr *Init, uint64_t Offset,
                                 ir::SourceLoc L) {
  const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T);
  if (!CAT)
    return unsupported(Init->getBeginLoc(),
                       "initialiser of type '" + T.getAsString() + "'");
  QualType ElemT = CAT->getElementType();
  uint64_t N = CAT->getSize().getZExtValue(), Stride = scalarCount(ElemT);
  std::optional<Type> ScalarTy = irType(scalarBase(T));
  if (!ScalarTy)
    return unsupported(Init->getBeginLoc(),
                       "initialiser of type '" + T.getAsString() + "'");
  const auto *IL =
      Init ? dyn_cast<InitListExpr>(Init->IgnoreImplicit()) : nullptr;
  if (Init && !IL && !isa<ImplicitValueInitExpr>(Init->IgnoreImplicit()))
    return unsupported(Init->getBeginLoc(), "this array initialiser");
  for (uint64_t I = 0; I < N; ++I) {
    const Expr *E = IL && I < IL->getNumInits() ? IL->getInit(I) : nullptr;
    if (E && isa<ImplicitValueInitExpr>(E->IgnoreImplicit()))
      E = nullptr;
    uint64_t At = Offset + I * Stride;
    if (Ctx.getAsConstantArrayType(ElemT)) {
      if (!arrayInit(Base, ElemT, E, At, L))
        return false;
      continue;
    }
    const ir::Expr *V = E ? rvalue(E) : zeroOf(*ScalarTy);
    if (!V)
      return false;
    const ir::Expr *Addr = At == 0 ? Base
                                   : P.binary(ir::BinOp::Add, Type::Ptr, Base,
                                              P.intConst(Type::I64, At));
    storeTo(L, *ScalarTy, Addr, V);
  }
  return true;
}

bool KernelTranslator::ifStmt(const IfStmt *S) {
  if (S->getConditionVariable())
    return unsupported(S->getConditionVariable()->getLocation(),
                       "declaration in an 'if' condition");
  if (S->isConsteval())
    return unsupported(S->getBeginLoc(), "'if consteval'");
  if (!stmt(S->getInit()))
    return false;
  ir::SourceLoc L = loc(S->getBeginLoc());
  const ir::Expr *C = condition(S->getCond());
  if (!C)
    return false;
  ir::BlockId Then = newBlock("if.then");
  ir::BlockId Else = S->getElse() ? newBlock("if.else") : 0;
  ir::BlockId End = newBlock("if.end");
  branch(C, Then, S->getElse() ? Else : End, L);
  setBlock(Then);
  if (!stmt(S->getThen()))
    return false;
  jump(End, L);
  if (S->getElse()) {
    setBlock(Else);
    if (!stmt(S->getElse()))
      return false;
    jump(End, L);
  }
  setBlock(End);
  return true;
}

bool KernelTranslator::forStmt(const ForStmt *S) {
  if (S->getConditionVariable())
    return unsupported(S->getConditionVariable()->getLocation(),
                       "declaration in a 'for' condition");
  ir::SourceLoc L = loc(S->getBeginLoc());
  if (!stmt(S->getInit()))
    return false;
  ir::BlockId Cond = newBlock("for.cond");
  ir::BlockId Body = newBlock("for.body");
  ir::BlockId Inc = newBlock("for.inc");
  ir::BlockId End = newBlock("for.end");
  jump(Cond, L);
  setBlock(Cond);
  if (S->getCond()) {
    const ir::Expr *C = condition(S->getCond());
    if (!C)
      return false;
    branch(C, Body, End, loc(S->getCond()->getBeginLoc()));
  } else {
    jump(Body, L);
  }
  setBlock(Body);
  Loops.push_back({End, Inc});
  bool Ok = stmt(S->getBody());
  Loops.pop_back();
  if (!Ok)
    return false;
  jump(Inc, L);
  setBlock(Inc);
  if (S->getInc() && !effect(S->getInc()))
    return false;
  jump(Cond, L);
  setBlock(End);
  return true;
}

bool KernelTranslator::forRangeStmt(const CXXForRangeStmt *S) {
  // Over a one-dimensional array of scalars named by a variable (`for
  // (int v : vals)`, `for (float &x : sh)`): Clang's own lowering, with
  // its range variable naming the array's object, `__begin`/`__end`
  // pointers into it, `!=`, `++` and the loop variable bound to `*__begin`.
  const auto *RangeDS = dyn_cast_or_null<DeclStmt>(S->getRangeStmt());
  const auto *RangeVar =
      RangeDS && RangeDS->isSingleDecl()
          ? dyn_cast<VarDecl>(RangeDS->getSingleDecl())
          : nullptr;
  const Expr *Init = S->getRangeInit()->IgnoreParenImpCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(Init);
  const auto *Arr = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  const ConstantArrayType *CAT =
      Arr ? Ctx.getAsConstantArrayType(Arr->getType()) : nullptr;
  ir::ObjectId O = 0;
  if (RangeVar && CAT && !CAT->getElementType()->isArrayType() &&
      irType(CAT->getElementType()) && S->getBeginStmt() && S->getEndStmt()) {
    if (auto It = Frames.back().Arrays.find(Arr);
        It != Frames.back().Arrays.end())
      O = It->second;
    else if (Arr->hasGlobalStorage() &&
             (Arr->hasAttr<CUDASharedAttr>() || Arr->hasAttr<CUDADeviceAttr>() ||
              Arr->hasAttr<CUDAConstantAttr>()))
      O = objectFor(Arr);
    if (!O && Failed)
      return false;
  }
  if (!O)
    return unsupported(S->getBeginLoc(),
                       "range-based 'for' statement over " +
                           (Arr ? "'" + Arr->getNameAsString() + "'"
                                : describeConstruct(S->getRangeInit(), Ctx)) +
                           " (only over an array of scalars named by a "
                           "variable)");
  Frames.back().Arrays[RangeVar] = O;
  if (!stmt(S->getBeginStmt()) || !stmt(S->getEndStmt()))
    return false;
  ir::SourceLoc L = loc(S->getBeginLoc());
  ir::BlockId Cond = newBlock("for.cond");
  ir::BlockId Body = newBlock("for.body");
  ir::BlockId Inc = newBlock("for.inc");
  ir::BlockId End = newBlock("for.end");
  jump(Cond, L);
  setBlock(Cond);
  const ir::Expr *C = condition(S->getCond());
  if (!C)
    return false;
  branch(C, Body, End, loc(S->getColonLoc()));
  setBlock(Body);
  Loops.push_back({End, Inc});
  bool Ok = stmt(S->getLoopVarStmt()) && stmt(S->getBody());
  Loops.pop_back();
  if (!Ok)
    return false;
  jump(Inc, L);
  setBlock(Inc);
  if (!effect(S->getInc()))
    return false;
  jump(Cond, L);
  setBlock(End);
  return true;
}

bool KernelTranslator::whileStmt(const WhileStmt *S) {
  if (S->getConditionVariable())
    return unsupported(S->getConditionVariable()->getLocation(),
                       "declaration in a 'while' condition");
  ir::SourceLoc L = loc(S->getBeginLoc());
  ir::BlockId Cond = newBlock("while.cond");
  ir::BlockId Body = newBlock("while.body");
  ir::BlockId End = newBlock("while.end");
  jump(Cond, L);
  setBlock(Cond);
  const ir::Expr *C = condition(S->getCond());
  if (!C)
    return false;
  branch(C, Body, End, L);
  setBlock(Body);
  Loops.push_back({End, Cond});
  bool Ok = stmt(S->getBody());
  Loops.pop_back();
  if (!Ok)
    return false;
  jump(Cond, L);
  setBlock(End);
  return true;
}

bool KernelTranslator::doStmt(const DoStmt *S) {
  ir::SourceLoc L = loc(S->getBeginLoc());
  ir::BlockId Body = newBlock("do.body");
  ir::BlockId Cond = newBlock("do.cond");
  ir::BlockId End = newBlock("do.end");
  jump(Body, L);
  setBlock(Body);
  Loops.push_back({End, Cond});
  bool Ok = stmt(S->getBody());
  Loops.pop_back();
  if (!Ok)
    return false;
  jump(Cond, L);
  setBlock(Cond);
  const ir::Expr *C = condition(S->getCond());
  if (!C)
    return false;
  branch(C, Body, End, loc(S->getCond()->getBeginLoc()));
  setBlock(End);
  return true;
}

bool KernelTranslator::switchStmt(const SwitchStmt *S) {
  if (S->getConditionVariable())
    return unsupported(S->getConditionVariable()->getLocation(),
                       "declaration in a 'switch' condition");
  if (!stmt(S->getInit()))
    return false;
  ir::SourceLoc L = loc(S->getBeginLoc());
  const Expr *CondE = S->getCond();
  const ir::Expr *C = rvalue(CondE);
  if (!C)
    return false;
  if (!ir::isInt(C->Ty))
    return unsupported(CondE->getBeginLoc(),
                       "'switch' on a '" + CondE->getType().getAsString() +
                           "'");
  // The condition is evaluated once.
  ir::VarId V = newTemp(C->Ty, L);
  emit(ir::Stmt::makeAssign(L, V, C));
  bool Signed = isSigned(CondE->getType());

  // SwitchCase list is in reverse source order.
  std::vector<const SwitchCase *> Cases;
  for (const SwitchCase *SC = S->getSwitchCaseList(); SC;
       SC = SC->getNextSwitchCase())
    Cases.push_back(SC);
  std::reverse(Cases.begin(), Cases.end());
  SwitchState State;
  State.LoopDepth = Loops.size() + 1;
  ir::BlockId End = newBlock("sw.end");
  std::optional<ir::BlockId> Default;
  for (const SwitchCase *SC : Cases) {
    bool IsDefault = isa<DefaultStmt>(SC);
    ir::BlockId B = newBlock(IsDefault ? "sw.default" : "sw.case");
    State.Cases[SC] = B;
    if (IsDefault)
      Default = B;
  }
  // The dispatch: one test per case label, in source order.
  for (const SwitchCase *SC : Cases) {
    const auto *CS = dyn_cast<CaseStmt>(SC);
    if (!CS)
      continue;
    auto Value = [&](const Expr *E) {
      return P.intConst(
          C->Ty, E->EvaluateKnownConstInt(Ctx).extOrTrunc(64).getZExtValue());
    };
    const ir::Expr *Test;
    if (CS->getRHS()) { // GNU `case LO ... HI:`
      Test = P.binary(ir::BinOp::LAnd, Type::Bool,
                      P.binary(Signed ? ir::BinOp::SGe : ir::BinOp::UGe,
                               Type::Bool, varRef(V), Value(CS->getLHS())),
                      P.binary(Signed ? ir::BinOp::SLe : ir::BinOp::ULe,
                               Type::Bool, varRef(V), Value(CS->getRHS())));
    } else {
      Test =
          P.binary(ir::BinOp::Eq, Type::Bool, varRef(V), Value(CS->getLHS()));
    }
    ir::BlockId Next = newBlock("sw.test");
    branch(Test, State.Cases[SC], Next, loc(CS->getBeginLoc()));
    setBlock(Next);
  }
  jump(Default ? *Default : End, L);

  Switches.push_back(std::move(State));
  LoopTargets T{End, 0, false};
  if (!Loops.empty() && Loops.back().HasContinue) {
    T.Continue = Loops.back().Continue;
    T.HasContinue = true;
  }
  Loops.push_back(T);
  bool Ok = stmt(S->getBody());
  Loops.pop_back();
  Switches.pop_back();
  if (!Ok)
    return false;
  jump(End, L);
  setBlock(End);
  return true;
}

bool KernelTranslator::switchCase(const SwitchCase *S) {
  if (Switches.empty())
    return unsupported(S->getBeginLoc(), "case label outside a 'switch'");
  SwitchState &State = Switches.back();
  auto It = State.Cases.find(S);
  if (It == State.Cases.end() || Loops.size() != State.LoopDepth)
    return unsupported(S->getBeginLoc(),
                       "case label inside a nested loop or block that "
                       "makes the control flow irreducible");
  // Fall through from the previous case into this one.
  jump(It->second, loc(S->getBeginLoc()));
  setBlock(It->second);
  return stmt(S->getSubStmt());
}

bool KernelTranslator::returnStmt(const ReturnStmt *S) {
  ir::SourceLoc L = loc(S->getBeginLoc());
  const Expr *Value = S->getRetValue();
  if (Frames.size() == 1) {
    if (Value && !effect(Value))
      return false;
    if (!CurOpen)
      setBlock(newBlock("dead"));
    if (DoneObj) // C11: a thread's return tells main's join
      emitDone(L);
    completeCopiesAtExit(L, /*Validate=*/false);
    if (!checkPostconditions())
      return false;
    terminateReturn(L);
    return true;
  }
  // The returned value may inline calls (a constructor, an operator) that
  // push frames and so reallocate Frames: refer to this function's frame by
  // index, never by a reference held across those calls.
  const size_t FI = Frames.size() - 1;
  if (Value && !Frames[FI].ResultLeaves.empty()) {
    std::optional<std::vector<const ir::Expr *>> Vs = structValue(Value);
    if (!Vs)
      return false;
    std::vector<ir::VarId> Leaves = Frames[FI].ResultLeaves;
    assignLeaves(Leaves, *Vs, L);
  } else if (Value) {
    const ir::Expr *V = rvalue(Value);
    if (!V)
      return false;
    if (Frames[FI].Result != ir::Stmt::NoVar)
      emit(ir::Stmt::makeAssign(L, Frames[FI].Result, V));
  }
  if (!CurOpen)
    setBlock(newBlock("dead"));
  jump(Frames[FI].ReturnBlock, L);
  return true;
}

} // namespace scopecheck::translate
