//===- translate/KernelInputs.cpp - --init and --bind ---------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch inputs of pointer parameters beyond their size: `--init
/// NAME=VALUES` gives a buffer's initial contents (the memory object's Init,
/// converted to its element type here, where the C type and so the
/// signedness are known), and `--bind PARAM=BUFFER+OFFSET` makes a pointer
/// parameter's launch argument an address inside another parameter's
/// buffer (`@BUFFER + k`) instead of a buffer of its own. Every engine then
/// sees the aliasing through the memory objects themselves: both views
/// access the same locations. docs/usage.md describes the flags. Also the
/// structure parameters passed by value: one IR parameter per leaf, each
/// with its `--arg`, a pointer field a buffer of its own.
///
//===----------------------------------------------------------------------===//

#include "translate/KernelTranslator.h"

#include "ir/InputFile.h"
#include "ir/Value.h"

#include "clang/AST/DeclCXX.h"

#include <functional>

namespace scopecheck::translate {

using namespace clang;
using ir::Type;

/// The next number of SplitMix64 (Steele, Lea, Flood 2014) from \p State:
/// a small generator whose sequence is the same on every platform.
static uint64_t splitMix64(uint64_t &State) {
  uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

/// Bytes of one element of IR type \p Ty in a raw `--init` file.
static unsigned elementBytes(Type Ty) {
  if (Ty == Type::Bool)
    return 1;
  if (ir::isFloat(Ty))
    return Ty == Type::F32 ? 4 : 8;
  return ir::intWidth(Ty) / 8;
}

bool KernelTranslator::initContents(const PointerParam &PP,
                                    const std::string &Text,
                                    std::vector<uint64_t> &Out) {
  const ParmVarDecl *PD = PP.PD;
  std::string Name = PD->getNameAsString();
  std::string Flag = "--init " + Name + "=" + Text;
  const ir::MemObject &O = P.object(PP.Obj);
  QualType Elem =
      scalarBase(PD->getType()->getPointeeType()).getUnqualifiedType();
  // A `bool` buffer is an object of bytes (newObject) holding 0 or 1.
  Type Ty = Elem->isBooleanType() ? Type::Bool : O.ElemTy;
  auto Fail = [&](const std::string &Why) {
    return error(PD->getLocation(), "invalid value in '" + Flag + "': " + Why);
  };
  auto NeedSize = [&](const std::string &What) {
    return error(PD->getLocation(),
                 "'" + Flag + "': " + What + " needs the size of buffer '" +
                     Name + "': give it with --buffer " + Name + "=N");
  };
  uint64_t Size = O.Size; // in scalar elements, or UnknownSize
  if (Text == "iota") {
    // Element i holds i converted to the element type (integers wrap).
    if (!O.hasKnownSize())
      return NeedSize("'iota'");
    Out.resize(Size);
    for (uint64_t I = 0; I < Size; ++I)
      Out[I] = Ty == Type::F32    ? ir::fromF32(static_cast<float>(I))
               : Ty == Type::F64  ? ir::fromF64(static_cast<double>(I))
               : Ty == Type::Bool ? uint64_t(I != 0)
                                  : I & ir::widthMask(ir::intWidth(Ty));
    return true;
  }
  if (Text.compare(0, 7, "random:") == 0) {
    // Integers uniform over the type's non-negative values, floats in
    // [0, 1), bool 0 or 1; the same seed gives the same contents.
    if (!O.hasKnownSize())
      return NeedSize("'random'");
    uint64_t State = std::strtoull(Text.c_str() + 7, nullptr, 10);
    Out.resize(Size);
    for (uint64_t I = 0; I < Size; ++I) {
      uint64_t R = splitMix64(State);
      if (Ty == Type::F32)
        Out[I] = ir::fromF32(static_cast<float>(R >> 40) * 0x1p-24f);
      else if (Ty == Type::F64)
        Out[I] = ir::fromF64(static_cast<double>(R >> 11) * 0x1p-53);
      else if (Ty == Type::Bool)
        Out[I] = R >> 63;
      else {
        unsigned W = ir::intWidth(Ty);
        unsigned Bits = isSigned(Elem) ? W - 1 : W;
        Out[I] = R >> (64 - Bits);
      }
    }
    return true;
  }
  if (Text[0] == '@') {
    std::string Path = Text.substr(1), Contents, Why;
    if (!ir::readInputFile(Path, Contents, Why))
      return Fail(Why);
    bool IsText =
        Path.size() >= 4 && Path.compare(Path.size() - 4, 4, ".txt") == 0;
    if (IsText) {
      // One number per line; blank lines are skipped.
      size_t Line = 0;
      for (size_t Start = 0; Start < Contents.size();) {
        size_t End = Contents.find('\n', Start);
        if (End == std::string::npos)
          End = Contents.size();
        ++Line;
        std::string L = Contents.substr(Start, End - Start);
        Start = End + 1;
        size_t B = L.find_first_not_of(" \t\r");
        if (B == std::string::npos)
          continue;
        L = L.substr(B, L.find_last_not_of(" \t\r") - B + 1);
        std::optional<uint64_t> V = scalarBits(L, Elem, Ty, Why);
        if (!V)
          return Fail("'" + Path + "' line " + std::to_string(Line) + ": '" +
                      L + "': " + Why);
        Out.push_back(*V);
      }
    } else {
      // Raw little-endian elements of the element type.
      unsigned N = elementBytes(Ty);
      if (Contents.size() % N != 0)
        return Fail("'" + Path + "' has " + std::to_string(Contents.size()) +
                    " bytes, not a multiple of the " + std::to_string(N) +
                    "-byte elements of type '" + Elem.getAsString() +
                    "' (a file of numbers, one per line, must end in .txt)");
      for (size_t I = 0; I < Contents.size(); I += N) {
        uint64_t V = 0;
        for (unsigned K = 0; K < N; ++K)
          V |= uint64_t(static_cast<unsigned char>(Contents[I + K])) << (8 * K);
        if (Ty == Type::Bool && V > 1)
          return Fail("'" + Path + "' element " + std::to_string(I / N) +
                      " is " + std::to_string(V) + ", not a bool (0 or 1)");
        Out.push_back(V);
      }
    }
  } else {
    size_t Item = 0;
    for (size_t Start = 0;; ++Item) {
      size_t Comma = Text.find(',', Start);
      std::string V = Text.substr(Start, Comma - Start);
      // White space around an item is allowed (`--init "a=1, 2, 3"`).
      size_t First = V.find_first_not_of(" \t");
      V = First == std::string::npos
              ? ""
              : V.substr(First, V.find_last_not_of(" \t") - First + 1);
      std::string Why;
      std::optional<uint64_t> Bits = scalarBits(V, Elem, Ty, Why);
      if (!Bits)
        return Fail("value " + std::to_string(Item + 1) + " '" + V +
                    "': " + Why);
      Out.push_back(*Bits);
      if (Comma == std::string::npos)
        break;
      Start = Comma + 1;
    }
  }
  if (O.hasKnownSize() && Out.size() > Size)
    return Fail(std::to_string(Out.size()) + " values for a buffer of " +
                std::to_string(Size) + " elements");
  return true;
}

bool KernelTranslator::launchInputs(const FunctionDecl *K) {
  std::string Kernel = K->getNameAsString();
  auto Find = [&](const std::string &Name) -> PointerParam * {
    for (PointerParam &PP : PointerParams)
      if (PP.PD->getNameAsString() == Name)
        return &PP;
    return nullptr;
  };
  // What a name that is not a pointer parameter with a buffer of its own
  // is, for the messages: "" when there is no parameter of that name.
  auto Kind = [&](const std::string &Name) -> std::string {
    for (const ParmVarDecl *PD : K->parameters())
      if (PD->getNameAsString() == Name)
        return PD->getType()->isPointerType()
                   ? "a pointer to a structure (not supported)"
                   : "not a pointer parameter (type '" +
                         PD->getType().getAsString() + "')";
    return "";
  };
  auto NoBuffer = [&](const std::string &Flag, const std::string &Name) {
    std::string What = Kind(Name);
    return error(K->getLocation(),
                 "'" + Flag + "': '" + Name + "' " +
                     (What.empty()
                          ? "names no parameter of kernel '" + Kernel + "'"
                          : "is " + What));
  };

  for (const auto &[Name, Text] : Opts.Inits) {
    std::string Flag = "--init " + Name + "=" + Text;
    PointerParam *PP = Find(Name);
    if (!PP) {
      NoBuffer(Flag, Name);
      continue;
    }
    if (!PP->Obj) {
      const auto &B = Opts.Binds.at(Name);
      error(PP->PD->getLocation(),
            "'" + Flag + "': '" + Name + "' points into the buffer of '" +
                B.Buffer + "' (--bind); give the contents with --init " +
                B.Buffer + "=...");
      continue;
    }
    std::vector<uint64_t> Init;
    if (!initContents(*PP, Text, Init))
      continue;
    while (!Init.empty() && Init.back() == 0)
      Init.pop_back();
    P.object(PP->Obj).Init = std::move(Init);
  }

  for (const auto &[Name, B] : Opts.Binds) {
    std::string Flag = "--bind " + Name + "=" + B.Buffer +
                       (B.Offset ? "+" + std::to_string(B.Offset) : "");
    PointerParam *PP = Find(Name);
    if (!PP) {
      NoBuffer(Flag, Name);
      continue;
    }
    const ParmVarDecl *PD = PP->PD;
    if (Opts.Buffers.count(Name)) {
      error(PD->getLocation(),
            "'" + Flag + "' and '--buffer " + Name + "=" +
                std::to_string(Opts.Buffers.at(Name)) +
                "' cannot be used together: '" + Name +
                "' has no buffer of its own; give the size of '" + B.Buffer +
                "'");
      continue;
    }
    PointerParam *Target = Find(B.Buffer);
    if (!Target) {
      NoBuffer(Flag, B.Buffer);
      continue;
    }
    if (!Target->Obj) {
      error(PD->getLocation(), "'" + Flag + "': '" + B.Buffer +
                                   "' is itself bound by --bind; bind '" +
                                   Name + "' to the buffer '" +
                                   Opts.Binds.at(B.Buffer).Buffer +
                                   "' directly");
      continue;
    }
    const ir::MemObject &O = P.object(Target->Obj);
    QualType Mine = PD->getType()->getPointeeType();
    QualType Theirs = Target->PD->getType()->getPointeeType();
    std::optional<Type> MyTy = irType(scalarBase(Mine));
    if (MyTy == Type::Bool)
      MyTy = Type::I8; // as newObject stores it
    if (!MyTy || *MyTy != O.ElemTy) {
      error(PD->getLocation(), "'" + Flag + "': '" + Name + "' (" +
                                   PD->getType().getAsString() + ") and '" +
                                   B.Buffer + "' (" +
                                   Target->PD->getType().getAsString() +
                                   ") have different element types");
      continue;
    }
    uint64_t Offset = B.Offset * scalarCount(Theirs);
    if (O.hasKnownSize() && Offset > O.Size) {
      error(PD->getLocation(),
            "'" + Flag + "': offset " + std::to_string(B.Offset) +
                " is past the end of buffer '" + B.Buffer + "' (" +
                std::to_string(O.Size / scalarCount(Theirs)) + " elements)");
      continue;
    }
    const ir::Expr *Base = P.objAddr(Target->Obj);
    P.Run.Args[PP->ArgIndex] = Offset == 0
                                   ? Base
                                   : P.binary(ir::BinOp::Add, Type::Ptr, Base,
                                              P.intConst(Type::I64, Offset));
  }
  return !Failed;
}

bool KernelTranslator::structParameter(const ParmVarDecl *PD,
                                       std::set<std::string> &Names) {
  // The leaves with their C types (for signedness and the messages), in
  // structLeaves' order: bases first, an array field's elements one by
  // one (`--arg p.coef[1]=2`, the IR variable `p.coef.1`; `--arg
  // p.in[1].a=2`, `p.in.1.a`).
  struct ParamLeaf {
    std::string Name, VarName;
    QualType T;
  };
  std::vector<ParamLeaf> Leaves;
  std::vector<FieldLeaf> Fields;
  std::string Param = PD->getNameAsString();
  structFields(PD->getType(), Param, Fields);
  for (const FieldLeaf &F : Fields)
    for (uint64_t K = 0, N = F.extent(); K < N; ++K) {
      // A half or bfloat16 is given by its value (`--arg a=0.5`, `--arg
      // alpha.x=2`), rounded to the format: one leaf, its `.__x` added
      // below.
      std::string VarName = fillIndices(F.VarPath, F.Dims, K, /*Dot=*/true);
      if (float16Kind(F.Elem) && llvm::StringRef(VarName).ends_with(".__x"))
        VarName.resize(VarName.size() - 4);
      Leaves.push_back(
          {fillIndices(F.Path, F.Dims, K, /*Dot=*/false), VarName, F.Elem});
    }
  std::vector<ir::VarId> Vars;
  bool Ok = true;
  for (const auto &[Name, VarName, T] : Leaves) {
    Names.insert(Name);
    if (float16Kind(T)) {
      ir::VarId V =
          newVar(VarName + ".__x", Type::I16, loc(PD->getLocation()));
      Vars.push_back(V);
      const ir::Expr *Arg =
          scalarArgument(Name, T, PD->getLocation(), Type::I16);
      if (Arg)
        P.Run.Args.push_back(Arg);
      Ok &= Arg != nullptr;
      continue;
    }
    Type Ty = *irType(T);
    if (Ty == Type::Ptr) {
      // A pointer field is a buffer of its own, named by the field's path
      // (`--buffer a.in=N`), like a pointer parameter.
      QualType Pointee = T->getPointeeType();
      std::optional<Type> ElemTy = irType(scalarBase(Pointee));
      if (!ElemTy || *ElemTy == Type::Ptr) {
        unsupported(PD->getLocation(), "pointer field '" + Name +
                                           "' of type '" + T.getAsString() +
                                           "' of a structure kernel parameter");
        Ok = false;
        continue;
      }
      uint64_t Size = ir::MemObject::UnknownSize;
      if (auto It = Opts.Buffers.find(Name); It != Opts.Buffers.end())
        Size = It->second * scalarCount(Pointee);
      Vars.push_back(newVar(Name, Ty, loc(PD->getLocation())));
      P.Run.Args.push_back(P.objAddr(newObject(
          Name, ir::MemSpace::Global, *ElemTy, Size, loc(PD->getLocation()))));
      PointerFields.insert(Name);
      continue;
    }
    ir::VarId V = newVar(VarName, Ty, loc(PD->getLocation()));
    Vars.push_back(V);
    const ir::Expr *Arg = scalarArgument(Name, T, PD->getLocation(), Ty);
    if (Arg)
      P.Run.Args.push_back(Arg);
    Ok &= Arg != nullptr;
  }
  Frames[0].Structs[PD] = Vars;
  return Ok;
}

} // namespace scopecheck::translate
