//===- tests/unit/ir/RandomProgram.cpp - Random well-typed programs -------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "RandomProgram.h"

#include "ir/Value.h"

#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace scopecheck::ir::test {

namespace {

const Type ValueTypes[] = {Type::Bool, Type::I8,  Type::I16, Type::I32,
                           Type::I64,  Type::F32, Type::F64, Type::Ptr};
const Type IntTypes[] = {Type::I8, Type::I16, Type::I32, Type::I64};
const Type FloatTypes[] = {Type::F32, Type::F64};

/// Names that exercise the lexer: suffix letters of operators, math and
/// cast names that are not reserved on their own, dots and dollars.
const char *const VarNames[] = {"s",    "u",    "i",    "x.1", "t$2",   "trunc",
                                "sqrt", "load", "tid",  "sum", "flag",  "n",
                                "e",    "inf2", "$tmp", "_q",  "fma.x", "a"};
const char *const LabelNames[] = {"entry", "loop", "L.1",  "exit$", "body",
                                  "s",     "then", "else", "x",     "done"};
const char *const ObjectNames[] = {"A",    "flag", "buf.0", "s$",
                                   "data", "out",  "trunc", "X"};
const char *const ProcNames[] = {"main",   "k.1",  "f$",    "writer",
                                 "reader", "sqrt", "helper"};
const char *const FileNames[] = {"kernel.cu", "dir/helper.cuh",
                                 "odd \"name\" \\ .cu", "t.ir"};
const char *const Messages[] = {"", "stale data", "quote \" and \\ slash",
                                "two\nlines", "x < y && z"};

class Generator {
public:
  explicit Generator(uint64_t Seed) : Rng(Seed) {}

  std::unique_ptr<Program> run() {
    Out = std::make_unique<Program>();
    Program &P = *Out;
    unsigned NumFiles = 1 + below(3);
    for (unsigned I = 0; I < NumFiles; ++I)
      Files.push_back(P.addFile(FileNames[below(std::size(FileNames))]));
    unsigned NumObjects = below(5);
    for (unsigned I = 0; I < NumObjects; ++I)
      makeObject(unique(ObjectNames, std::size(ObjectNames), ObjNames));
    unsigned NumProcs = 1 + below(4);
    for (unsigned I = 0; I < NumProcs; ++I)
      makeSignature(unique(ProcNames, std::size(ProcNames), ProcNameSet));
    for (ProcId I = 0; I < P.Procs.size(); ++I)
      makeBody(I);
    makeLaunch();
    return std::move(Out);
  }

private:
  std::mt19937_64 Rng;
  std::unique_ptr<Program> Out;
  std::vector<FileId> Files;
  std::set<std::string> ObjNames, ProcNameSet;
  /// The procedure whose body is generated; null for launch arguments.
  const Procedure *Cur = nullptr;
  ProcId CurId = 0;

  uint64_t below(uint64_t N) { return N ? Rng() % N : 0; }
  bool chance(unsigned Percent) { return below(100) < Percent; }
  template <typename T, size_t N> T pick(const T (&A)[N]) {
    return A[below(N)];
  }

  std::string unique(const char *const *Pool, size_t N,
                     std::set<std::string> &Used) {
    std::string Base = Pool[below(N)];
    std::string Name = Base;
    for (unsigned K = 1; Used.count(Name); ++K)
      Name = Base + "_" + std::to_string(K);
    Used.insert(Name);
    return Name;
  }

  SourceLoc loc() {
    if (chance(15))
      return {};
    return {Files[below(Files.size())], uint32_t(1 + below(2000)),
            uint32_t(below(120))};
  }

  //===--------------------------------------------------------------------===//
  // Constants
  //===--------------------------------------------------------------------===//

  uint64_t intBits(Type T) {
    unsigned W = intWidth(T);
    uint64_t Min = uint64_t(1) << (W - 1);
    const uint64_t Choices[] = {
        0,       1,       2,     ~uint64_t(0), 42,           Min,
        Min - 1, Min + 1, Rng(), Rng() % 1000, uint64_t(-7), 255};
    return pick(Choices) & widthMask(W);
  }

  uint64_t floatBits(Type T) {
    if (T == Type::F32) {
      const float Choices[] = {0.0f,
                               -0.0f,
                               1.0f,
                               -1.5f,
                               0.1f,
                               3.14159265f,
                               std::numeric_limits<float>::denorm_min(),
                               -std::numeric_limits<float>::denorm_min(),
                               std::numeric_limits<float>::min(),
                               std::numeric_limits<float>::max(),
                               -std::numeric_limits<float>::max(),
                               INFINITY,
                               -INFINITY,
                               1e10f,
                               123456789.0f,
                               16777217.0f};
      if (chance(8))
        return 0x7fc00000u; // the canonical quiet NaN
      if (chance(15)) {
        uint32_t Bits = uint32_t(Rng());
        return std::isnan(asF32(Bits)) ? 0x7fc00000u : Bits;
      }
      return fromF32(pick(Choices));
    }
    const double Choices[] = {0.0,
                              -0.0,
                              1.0,
                              -2.5,
                              0.1,
                              1.0 / 3.0,
                              std::numeric_limits<double>::denorm_min(),
                              std::numeric_limits<double>::min(),
                              std::numeric_limits<double>::max(),
                              -std::numeric_limits<double>::max(),
                              INFINITY,
                              -INFINITY,
                              1e300,
                              123456789.0,
                              9007199254740993.0};
    if (chance(8))
      return 0x7ff8000000000000ull;
    if (chance(15)) {
      uint64_t Bits = Rng();
      return std::isnan(asF64(Bits)) ? 0x7ff8000000000000ull : Bits;
    }
    return fromF64(pick(Choices));
  }

  /// The bits of a random constant of type \p T (null for pointers).
  uint64_t constBits(Type T) {
    if (T == Type::Bool)
      return below(2);
    if (isInt(T))
      return intBits(T);
    if (isFloat(T))
      return floatBits(T);
    return 0;
  }

  const Expr *constant(Type T) {
    Expr E{ExprKind::Const, T};
    E.Bits = constBits(T);
    return Out->make(E);
  }

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  std::vector<VarId> varsOf(Type T) const {
    std::vector<VarId> Vs;
    if (Cur)
      for (VarId V = 0; V < Cur->Vars.size(); ++V)
        if (Cur->Vars[V].Ty == T)
          Vs.push_back(V);
    return Vs;
  }

  const Expr *leaf(Type T) {
    Program &P = *Out;
    std::vector<VarId> Vs = varsOf(T);
    unsigned R = below(10);
    if (!Vs.empty() && R < 4)
      return P.varRef(*Cur, Vs[below(Vs.size())]);
    if (T == Type::I32 && Cur && R < 6)
      return P.builtin(Builtin(below(unsigned(Builtin::GridDimZ) + 1)));
    if (T == Type::Ptr) {
      if (!P.Objects.empty() && R < 8)
        return P.objAddr(ObjectId(1 + below(P.Objects.size())));
      return P.nullPtr();
    }
    return constant(T);
  }

  Type widerInt(Type T) {
    std::vector<Type> Ts;
    for (Type I : IntTypes)
      if (intWidth(I) > intWidth(T))
        Ts.push_back(I);
    return Ts.empty() ? Type::Void : Ts[below(Ts.size())];
  }

  Type narrowerIntOrBool(Type T) {
    std::vector<Type> Ts = {Type::Bool};
    for (Type I : IntTypes)
      if (intWidth(I) < intWidth(T))
        Ts.push_back(I);
    return Ts[below(Ts.size())];
  }

  // Function arguments are evaluated in an unspecified order, so every
  // random choice below is sequenced through these helpers or locals: the
  // same seed gives the same program with every compiler.
  const Expr *bin(BinOp Op, Type Ty, Type A, Type B, unsigned D) {
    const Expr *X = expr(A, D);
    const Expr *Y = expr(B, D);
    return Out->binary(Op, Ty, X, Y);
  }

  const Expr *sel(Type T, unsigned D) {
    const Expr *C = expr(Type::Bool, D);
    const Expr *X = expr(T, D);
    const Expr *Y = expr(T, D);
    return Out->select(C, X, Y);
  }

  const Expr *boolExpr(unsigned D) {
    Program &P = *Out;
    switch (below(7)) {
    case 0: {
      Type T = pick(ValueTypes);
      BinOp Op = chance(50) ? BinOp::Eq : BinOp::Ne;
      return bin(Op, Type::Bool, T, T, D - 1);
    }
    case 1: {
      static const BinOp Ops[] = {BinOp::SLt, BinOp::SLe, BinOp::SGt,
                                  BinOp::SGe, BinOp::ULt, BinOp::ULe,
                                  BinOp::UGt, BinOp::UGe};
      BinOp Op = pick(Ops);
      Type T = pick(IntTypes);
      if (Op >= BinOp::ULt && chance(20))
        T = Type::Ptr;
      return bin(Op, Type::Bool, T, T, D - 1);
    }
    case 2: {
      static const BinOp Ops[] = {BinOp::FLt, BinOp::FLe, BinOp::FGt,
                                  BinOp::FGe};
      Type T = pick(FloatTypes);
      BinOp Op = pick(Ops);
      return bin(Op, Type::Bool, T, T, D - 1);
    }
    case 3: {
      static const BinOp Ops[] = {BinOp::LAnd, BinOp::LOr, BinOp::And,
                                  BinOp::Or, BinOp::Xor};
      BinOp Op = pick(Ops);
      return bin(Op, Type::Bool, Type::Bool, Type::Bool, D - 1);
    }
    case 4:
      return P.unary(UnOp::Not, Type::Bool, expr(Type::Bool, D - 1));
    case 5: {
      Type From = pick(IntTypes);
      return P.cast(CastOp::Trunc, Type::Bool, expr(From, D - 1));
    }
    default:
      return sel(Type::Bool, D - 1);
    }
  }

  const Expr *intExpr(Type T, unsigned D) {
    Program &P = *Out;
    switch (below(8)) {
    case 0: {
      UnOp Op = chance(50) ? UnOp::Neg : UnOp::BitNot;
      return P.unary(Op, T, expr(T, D - 1));
    }
    case 1:
    case 2: {
      static const BinOp Ops[] = {
          BinOp::Add,  BinOp::Sub,  BinOp::Mul, BinOp::SDiv, BinOp::UDiv,
          BinOp::SRem, BinOp::URem, BinOp::Shl, BinOp::AShr, BinOp::LShr,
          BinOp::And,  BinOp::Or,   BinOp::Xor};
      BinOp Op = pick(Ops);
      return bin(Op, T, T, T, D - 1);
    }
    case 3:
      return sel(T, D - 1);
    case 4:
    case 5: {
      Type From = widerInt(T);
      if (From != Type::Void && chance(60))
        return P.cast(CastOp::Trunc, T, expr(From, D - 1));
      CastOp Op = chance(50) ? CastOp::ZExt : CastOp::SExt;
      From = narrowerIntOrBool(T);
      return P.cast(Op, T, expr(From, D - 1));
    }
    case 6: {
      if (T == Type::I32 || T == Type::I64) {
        if (chance(30))
          return P.cast(CastOp::Bitcast, T,
                        expr(T == Type::I32 ? Type::F32 : Type::F64, D - 1));
        if (T == Type::I64 && chance(40))
          return bin(BinOp::Sub, Type::I64, Type::Ptr, Type::Ptr, D - 1);
      }
      CastOp Op = chance(50) ? CastOp::FPToSI : CastOp::FPToUI;
      Type From = pick(FloatTypes);
      return P.cast(Op, T, expr(From, D - 1));
    }
    default:
      return leaf(T);
    }
  }

  const Expr *floatExpr(Type T, unsigned D) {
    Program &P = *Out;
    switch (below(7)) {
    case 0:
      return P.unary(UnOp::Neg, T, expr(T, D - 1));
    case 1: {
      static const BinOp Ops[] = {BinOp::Add, BinOp::Sub, BinOp::Mul,
                                  BinOp::FDiv};
      BinOp Op = pick(Ops);
      return bin(Op, T, T, T, D - 1);
    }
    case 2:
      return sel(T, D - 1);
    case 3: {
      MathFn F = MathFn(below(unsigned(MathFn::Fma) + 1));
      unsigned N = mathFnArity(F);
      const Expr *A = expr(T, D - 1);
      const Expr *B = N > 1 ? expr(T, D - 1) : nullptr;
      const Expr *C = N > 2 ? expr(T, D - 1) : nullptr;
      return P.mathCall(F, T, A, B, C);
    }
    case 4:
      return T == Type::F32 ? P.cast(CastOp::FPTrunc, T, expr(Type::F64, D - 1))
                            : P.cast(CastOp::FPExt, T, expr(Type::F32, D - 1));
    case 5: {
      CastOp Op = chance(50) ? CastOp::SIToFP : CastOp::UIToFP;
      Type From = pick(IntTypes);
      return P.cast(Op, T, expr(From, D - 1));
    }
    default:
      return P.cast(CastOp::Bitcast, T,
                    expr(T == Type::F32 ? Type::I32 : Type::I64, D - 1));
    }
  }

  const Expr *ptrExpr(unsigned D) {
    switch (below(4)) {
    case 0:
    case 1: {
      BinOp Op = chance(60) ? BinOp::Add : BinOp::Sub;
      Type Offset = pick(IntTypes);
      return bin(Op, Type::Ptr, Type::Ptr, Offset, D - 1);
    }
    case 2:
      return sel(Type::Ptr, D - 1);
    default:
      return leaf(Type::Ptr);
    }
  }

  /// A random well-typed expression of type \p T and depth at most \p D.
  const Expr *expr(Type T, unsigned D) {
    if (D == 0 || chance(25))
      return leaf(T);
    if (T == Type::Bool)
      return boolExpr(D);
    if (isInt(T))
      return intExpr(T, D);
    if (isFloat(T))
      return floatExpr(T, D);
    return ptrExpr(D);
  }

  const Expr *expr(Type T) { return expr(T, unsigned(below(5))); }

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  void makeObject(std::string Name) {
    MemObject O;
    O.Name = std::move(Name);
    O.Space = MemSpace(below(3));
    O.ElemTy = pick(ValueTypes);
    switch (below(3)) {
    case 0:
      O.Size = 1;
      break;
    case 1:
      O.Size = 2 + below(64);
      break;
    default:
      O.Size = O.Space == MemSpace::Local ? 4 : MemObject::UnknownSize;
      break;
    }
    if (chance(40)) {
      uint64_t Max = O.hasKnownSize() ? std::min<uint64_t>(O.Size, 5) : 5;
      uint64_t N = 1 + below(Max);
      for (uint64_t I = 0; I < N; ++I)
        O.Init.push_back(constBits(O.ElemTy));
    }
    Out->Objects.push_back(std::move(O));
  }

  void makeSignature(std::string Name) {
    Procedure Proc;
    Proc.Name = std::move(Name);
    std::set<std::string> Used;
    unsigned NumParams = below(4);
    for (unsigned I = 0; I < NumParams; ++I)
      Proc.Vars.push_back(
          {unique(VarNames, std::size(VarNames), Used), pick(ValueTypes), {}});
    Proc.NumParams = NumParams;
    Proc.RetTy = chance(40) ? Type::Void : pick(ValueTypes);
    // Locals: one of every value type, and a few more.
    for (Type T : ValueTypes)
      Proc.Vars.push_back({unique(VarNames, std::size(VarNames), Used), T, {}});
    unsigned Extra = below(3);
    for (unsigned I = 0; I < Extra; ++I)
      Proc.Vars.push_back(
          {unique(VarNames, std::size(VarNames), Used), pick(ValueTypes), {}});
    Out->Procs.push_back(std::move(Proc));
  }

  VarId varOf(Type T) {
    std::vector<VarId> Vs = varsOf(T);
    return Vs[below(Vs.size())];
  }

  Type accessType() {
    Type T;
    do
      T = pick(ValueTypes);
    while (T == Type::Bool);
    return T;
  }

  MemOrder pickOrder(std::initializer_list<MemOrder> Os) {
    return *(Os.begin() + below(Os.size()));
  }

  Scope pickScope() { return Scope(1 + below(3)); }

  Stmt statement() {
    Program &P = *Out;
    SourceLoc L = loc();
    Stmt S;
    switch (below(12)) {
    case 0: {
      Type T = pick(ValueTypes);
      VarId Dest = varOf(T);
      S = Stmt::makeAssign(L, Dest, expr(T));
      break;
    }
    case 1:
      S = Stmt::makeHavoc(L, varOf(pick(ValueTypes)));
      break;
    case 2:
      S = Stmt::makeAssume(L, expr(Type::Bool));
      break;
    case 3: {
      const Expr *C = expr(Type::Bool);
      S = Stmt::makeAssert(L, C, pick(Messages));
      break;
    }
    case 4: {
      // Only later procedures, so that there is no recursion.
      if (CurId + 1 >= P.Procs.size()) {
        S = Stmt::makeFence(L, MemOrder::Sc, pickScope());
        break;
      }
      ProcId Callee = ProcId(CurId + 1 + below(P.Procs.size() - CurId - 1));
      const Procedure &C = P.Procs[Callee];
      std::vector<const Expr *> Args;
      for (uint32_t I = 0; I < C.NumParams; ++I)
        Args.push_back(expr(C.Vars[I].Ty));
      VarId Dest = Stmt::NoVar;
      if (C.RetTy != Type::Void && chance(70))
        Dest = varOf(C.RetTy);
      S = Stmt::makeCall(L, Dest, Callee, std::move(Args));
      break;
    }
    case 5: {
      Type T = accessType();
      MemOrder O =
          pickOrder({MemOrder::Na, MemOrder::Rlx, MemOrder::Acq, MemOrder::Sc});
      Scope Sc = O == MemOrder::Na ? Scope::None : pickScope();
      VarId Dest = varOf(T);
      S = Stmt::makeLoad(L, Dest, O, Sc, T, expr(Type::Ptr));
      break;
    }
    case 6: {
      Type T = accessType();
      MemOrder O =
          pickOrder({MemOrder::Na, MemOrder::Rlx, MemOrder::Rel, MemOrder::Sc});
      Scope Sc = O == MemOrder::Na ? Scope::None : pickScope();
      const Expr *Addr = expr(Type::Ptr);
      S = Stmt::makeStore(L, O, Sc, T, Addr, expr(T));
      break;
    }
    case 7: {
      RmwOp Op = RmwOp(below(unsigned(RmwOp::FAdd) + 1));
      Type T = Op == RmwOp::FAdd   ? pick(FloatTypes)
               : Op == RmwOp::Exch ? accessType()
                                   : pick(IntTypes);
      MemOrder O = pickOrder({MemOrder::Rlx, MemOrder::Acq, MemOrder::Rel,
                              MemOrder::AcqRel, MemOrder::Sc});
      Scope Sc = pickScope();
      VarId Dest = chance(70) ? varOf(T) : Stmt::NoVar;
      const Expr *Addr = expr(Type::Ptr);
      S = Stmt::makeRmw(L, Dest, Op, O, Sc, T, Addr, expr(T));
      break;
    }
    case 8: {
      Type T = accessType();
      MemOrder O = pickOrder({MemOrder::Rlx, MemOrder::Acq, MemOrder::Rel,
                              MemOrder::AcqRel, MemOrder::Sc});
      MemOrder F = defaultFailureOrder(O);
      if (chance(50)) {
        switch (O) {
        case MemOrder::Acq:
        case MemOrder::AcqRel:
          F = pickOrder({MemOrder::Rlx, MemOrder::Acq});
          break;
        case MemOrder::Sc:
          F = pickOrder({MemOrder::Rlx, MemOrder::Acq, MemOrder::Sc});
          break;
        default:
          F = MemOrder::Rlx;
          break;
        }
      }
      Scope Sc = pickScope();
      VarId Dest = chance(70) ? varOf(T) : Stmt::NoVar;
      const Expr *Addr = expr(Type::Ptr);
      const Expr *Expected = expr(T);
      S = Stmt::makeCas(L, Dest, O, F, Sc, T, Addr, Expected, expr(T));
      break;
    }
    case 9: {
      MemOrder O = pickOrder(
          {MemOrder::Acq, MemOrder::Rel, MemOrder::AcqRel, MemOrder::Sc});
      S = Stmt::makeFence(L, O, pickScope());
      break;
    }
    case 10:
      S = Stmt::makeBarrier(L, chance(70) ? Scope::Cta : Scope::Gpu);
      break;
    default: {
      Type T = pick(ValueTypes);
      VarId Dest = varOf(T);
      S = Stmt::makeAssign(L, Dest, expr(T, 1));
      break;
    }
    }
    if (chance(25))
      S.Pred = expr(Type::Bool, unsigned(below(3)));
    return S;
  }

  void makeBody(ProcId Id) {
    Procedure &Proc = Out->Procs[Id];
    Cur = &Proc;
    CurId = Id;
    std::set<std::string> Labels;
    unsigned NumBlocks = 1 + below(4);
    for (unsigned I = 0; I < NumBlocks; ++I) {
      Block B;
      B.Label = unique(LabelNames, std::size(LabelNames), Labels);
      Proc.Blocks.push_back(std::move(B));
    }
    for (Block &B : Proc.Blocks) {
      unsigned NumStmts = below(7);
      for (unsigned I = 0; I < NumStmts; ++I)
        B.Stmts.push_back(statement());
      Terminator &T = B.Term;
      T.Loc = loc();
      switch (below(3)) {
      case 0:
        T.Kind = TermKind::Goto;
        T.Targets[0] = BlockId(below(NumBlocks));
        break;
      case 1:
        T.Kind = TermKind::Branch;
        T.Cond = expr(Type::Bool);
        T.Targets[0] = BlockId(below(NumBlocks));
        T.Targets[1] = BlockId(below(NumBlocks));
        break;
      default:
        T.Kind = TermKind::Return;
        if (Proc.RetTy != Type::Void)
          T.Value = expr(Proc.RetTy);
        break;
      }
    }
    Cur = nullptr;
  }

  /// A closed argument expression (no variables, no builtins).
  std::vector<const Expr *> closedArgs(const Procedure &Proc) {
    std::vector<const Expr *> Args;
    for (uint32_t I = 0; I < Proc.NumParams; ++I)
      Args.push_back(expr(Proc.Vars[I].Ty, unsigned(below(3))));
    return Args;
  }

  uint32_t dim() {
    const uint32_t Choices[] = {1, 2, 3, 32, 64, 256, 1024, 65535, 4294967295u};
    return pick(Choices);
  }

  void makeLaunch() {
    Program &P = *Out;
    Launch &L = P.Run;
    unsigned R = below(10);
    if (R == 0)
      return;
    if (R < 5) {
      L.K = Launch::Kind::Kernel;
      L.Kernel = ProcId(below(P.Procs.size()));
      // Braced initialisers are evaluated left to right.
      L.Grid = {dim(), chance(50) ? 1 : dim(), chance(70) ? 1 : dim()};
      L.BlockDim = {dim(), chance(50) ? 1 : dim(), chance(70) ? 1 : dim()};
      L.Args = closedArgs(P.Procs[L.Kernel]);
      return;
    }
    L.K = Launch::Kind::Threads;
    unsigned N = 1 + below(5);
    for (unsigned I = 0; I < N; ++I) {
      ExplicitThread T;
      T.Proc = ProcId(below(P.Procs.size()));
      T.BlockIdx = uint32_t(below(4));
      T.Args = closedArgs(P.Procs[T.Proc]);
      L.Threads.push_back(std::move(T));
    }
  }
};

} // namespace

std::unique_ptr<Program> randomProgram(uint64_t Seed) {
  return Generator(Seed).run();
}

} // namespace scopecheck::ir::test
