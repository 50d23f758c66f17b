//===- ir/IR.cpp - IR data model: names, factories, equality --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/IR.h"

#include "ir/Value.h"

#include <array>
#include <cassert>
#include <cstring>

namespace scopecheck::ir {

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

std::string_view builtinName(Builtin B) {
  static constexpr std::array<std::string_view, 12> Names = {
      "threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x",
      "blockIdx.y",  "blockIdx.z",  "blockDim.x",  "blockDim.y",
      "blockDim.z",  "gridDim.x",   "gridDim.y",   "gridDim.z"};
  return Names[size_t(B)];
}

std::string_view binOpName(BinOp Op) {
  static constexpr std::array<std::string_view, 30> Names = {
      "+",   "-",   "*",  "/s",  "/u", "%s",  "%u", "/",  "<<", ">>s",
      ">>u", "&",   "|",  "^",   "&&", "||",  "==", "!=", "<s", "<=s",
      ">s",  ">=s", "<u", "<=u", ">u", ">=u", "<",  "<=", ">",  ">="};
  return Names[size_t(Op)];
}

bool isComparison(BinOp Op) { return Op >= BinOp::Eq; }

unsigned binOpPrecedence(BinOp Op) {
  switch (Op) {
  case BinOp::LOr:
    return 1;
  case BinOp::LAnd:
    return 2;
  case BinOp::Or:
    return 3;
  case BinOp::Xor:
    return 4;
  case BinOp::And:
    return 5;
  case BinOp::Eq:
  case BinOp::Ne:
    return 6;
  case BinOp::Shl:
  case BinOp::AShr:
  case BinOp::LShr:
    return 8;
  case BinOp::Add:
  case BinOp::Sub:
    return 9;
  case BinOp::Mul:
  case BinOp::SDiv:
  case BinOp::UDiv:
  case BinOp::SRem:
  case BinOp::URem:
  case BinOp::FDiv:
    return 10;
  default:
    assert(isComparison(Op) && "every other operator is a relation");
    return 7;
  }
}

std::string_view castOpName(CastOp Op) {
  static constexpr std::array<std::string_view, NumCastOps> Names = {
      "trunc",  "zext",   "sext",     "fptrunc", "fpext",
      "sitofp", "uitofp", "fptosi",   "fptoui",  "bitcast",
      "f16trunc", "f16ext", "bf16trunc", "bf16ext"};
  return Names[size_t(Op)];
}

std::string_view mathFnName(MathFn F) {
  static constexpr std::array<std::string_view, 19> Names = {
      "sqrt", "fabs", "floor", "ceil",  "trunc", "round", "exp",
      "exp2", "log",  "log2",  "log10", "sin",   "cos",   "tan",
      "pow",  "fmin", "fmax",  "fmod",  "fma"};
  return Names[size_t(F)];
}

unsigned mathFnArity(MathFn F) {
  switch (F) {
  case MathFn::Pow:
  case MathFn::Fmin:
  case MathFn::Fmax:
  case MathFn::Fmod:
    return 2;
  case MathFn::Fma:
    return 3;
  default:
    return 1;
  }
}

std::string_view copyMarkName(CopyMark M) {
  switch (M) {
  case CopyMark::None:
    return "";
  case CopyMark::Access:
    return "copy";
  case CopyMark::Src:
    return "copy.src";
  case CopyMark::Dst:
    return "copy.dst";
  case CopyMark::End:
    return "copy.end";
  }
  return "";
}

std::string_view stmtKindName(StmtKind K) {
  static constexpr std::array<std::string_view, 12> Names = {
      "assign", "havoc", "assume", "assert",  "call", "load",
      "store",  "rmw",   "cas",    "fence", "barrier", "warp"};
  return Names[size_t(K)];
}

std::string_view warpOpName(WarpOp Op) {
  static constexpr std::array<std::string_view, NumWarpOps> Names = {
      "sync",       "active",     "shfl.idx",   "shfl.up",    "shfl.down",
      "shfl.xor",   "ballot",     "any",        "all",
      "uni",        "match.any",  "match.all",  "reduce.add",
      "reduce.min", "reduce.max", "reduce.umin", "reduce.umax",
      "reduce.and", "reduce.or",  "reduce.xor"};
  return Names[size_t(Op)];
}

unsigned warpOpArity(WarpOp Op) {
  if (Op == WarpOp::Sync || Op == WarpOp::Active)
    return 0;
  return isShuffle(Op) ? 3 : 1;
}

bool isValidShuffleWidth(int64_t Width) {
  return Width >= 1 && Width <= int64_t(WarpSize) &&
         (Width & (Width - 1)) == 0;
}

unsigned shuffleSourceLane(WarpOp Op, unsigned Lane, uint64_t LaneArg,
                           unsigned Width) {
  assert(isShuffle(Op) && isValidShuffleWidth(Width) && Lane < WarpSize &&
         "not a valid shuffle");
  unsigned B = unsigned(LaneArg) & (WarpSize - 1);
  unsigned SegStart = Lane & ~(Width - 1);
  unsigned SegEnd = SegStart + Width - 1;
  switch (Op) {
  case WarpOp::ShflIdx:
    return SegStart | (B & (Width - 1));
  case WarpOp::ShflUp:
    return Lane >= SegStart + B ? Lane - B : Lane;
  case WarpOp::ShflDown:
    return Lane + B <= SegEnd ? Lane + B : Lane;
  case WarpOp::ShflXor:
    return (Lane ^ B) <= SegEnd ? Lane ^ B : Lane;
  default:
    return Lane;
  }
}

uint64_t warpResult(WarpOp Op, Type Ty, uint32_t Mask, unsigned Lane,
                    const uint64_t *Operands) {
  unsigned Bits = intWidth(Ty) ? intWidth(Ty) : 64;
  uint64_t TyMask = Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
  auto Signed = [&](uint64_t V) {
    if (Bits >= 64)
      return int64_t(V);
    uint64_t Sign = uint64_t(1) << (Bits - 1);
    return int64_t((V ^ Sign) - Sign);
  };
  uint64_t Acc = 0;
  bool First = true;
  uint32_t Result = 0;
  for (unsigned L = 0; L < WarpSize; ++L) {
    if (!(Mask >> L & 1))
      continue;
    uint64_t V = Operands[L];
    switch (Op) {
    case WarpOp::Ballot:
      Result |= V ? uint32_t(1) << L : 0;
      break;
    case WarpOp::Any:
    case WarpOp::All:
    case WarpOp::Uni:
      Acc += V != 0;
      break;
    case WarpOp::MatchAny:
      Result |= V == Operands[Lane] ? uint32_t(1) << L : 0;
      break;
    case WarpOp::MatchAll:
      Acc += V == Operands[Lane];
      break;
    case WarpOp::ReduceAdd:
      Acc = (Acc + V) & TyMask;
      break;
    case WarpOp::ReduceMin:
      Acc = First || Signed(V) < Signed(Acc) ? V : Acc;
      break;
    case WarpOp::ReduceMax:
      Acc = First || Signed(V) > Signed(Acc) ? V : Acc;
      break;
    case WarpOp::ReduceUMin:
      Acc = First || V < Acc ? V : Acc;
      break;
    case WarpOp::ReduceUMax:
      Acc = First || V > Acc ? V : Acc;
      break;
    case WarpOp::ReduceAnd:
      Acc = First ? V : Acc & V;
      break;
    case WarpOp::ReduceOr:
      Acc |= V;
      break;
    case WarpOp::ReduceXor:
      Acc ^= V;
      break;
    default:
      assert(false && "not a non-shuffle collective with a result");
    }
    First = false;
  }
  unsigned Named = unsigned(__builtin_popcount(Mask));
  switch (Op) {
  case WarpOp::Ballot:
  case WarpOp::MatchAny:
    return Result;
  case WarpOp::Any:
    return Acc != 0;
  case WarpOp::All:
    return Acc == Named;
  case WarpOp::Uni:
    return Acc == 0 || Acc == Named;
  case WarpOp::MatchAll:
    return Acc == Named ? Mask : 0;
  default:
    return Acc;
  }
}

std::string_view barrierOpName(BarrierOp Op) {
  switch (Op) {
  case BarrierOp::None:
    return "";
  case BarrierOp::Count:
    return "count";
  case BarrierOp::And:
    return "and";
  case BarrierOp::Or:
    return "or";
  }
  return "";
}

uint32_t barrierResult(BarrierOp Op, uint64_t Arrived, uint64_t NonZero) {
  assert(NonZero <= Arrived && "more non-zero operands than arrivals");
  switch (Op) {
  case BarrierOp::None:
    return 0;
  case BarrierOp::Count:
    return uint32_t(NonZero);
  case BarrierOp::And:
    return NonZero == Arrived ? 1 : 0;
  case BarrierOp::Or:
    return NonZero != 0 ? 1 : 0;
  }
  return 0;
}

unsigned Expr::numOps() const {
  switch (Kind) {
  case ExprKind::Unary:
  case ExprKind::Cast:
    return 1;
  case ExprKind::Binary:
    return 2;
  case ExprKind::Select:
    return 3;
  case ExprKind::MathCall:
    return mathFnArity(mathFn());
  default:
    return 0;
  }
}

//===----------------------------------------------------------------------===//
// Statement factories
//===----------------------------------------------------------------------===//

Stmt Stmt::makeAssign(SourceLoc L, VarId Dest, const Expr *Value) {
  Stmt S;
  S.Kind = StmtKind::Assign;
  S.Loc = L;
  S.Dest = Dest;
  S.Ops[0] = Value;
  return S;
}

Stmt Stmt::makeHavoc(SourceLoc L, VarId Dest) {
  Stmt S;
  S.Kind = StmtKind::Havoc;
  S.Loc = L;
  S.Dest = Dest;
  return S;
}

Stmt Stmt::makeAssume(SourceLoc L, const Expr *Cond) {
  Stmt S;
  S.Kind = StmtKind::Assume;
  S.Loc = L;
  S.Ops[0] = Cond;
  return S;
}

Stmt Stmt::makeAssert(SourceLoc L, const Expr *Cond, std::string Message) {
  Stmt S;
  S.Kind = StmtKind::Assert;
  S.Loc = L;
  S.Ops[0] = Cond;
  S.Message = std::move(Message);
  return S;
}

Stmt Stmt::makeCall(SourceLoc L, VarId Dest, ProcId Callee,
                    std::vector<const Expr *> Args) {
  Stmt S;
  S.Kind = StmtKind::Call;
  S.Loc = L;
  S.Dest = Dest;
  S.Callee = Callee;
  S.Args = std::move(Args);
  return S;
}

Stmt Stmt::makeLoad(SourceLoc L, VarId Dest, MemOrder O, Scope Sc,
                    Type AccessTy, const Expr *Addr) {
  Stmt S;
  S.Kind = StmtKind::Load;
  S.Loc = L;
  S.Dest = Dest;
  S.Order = O;
  S.Sc = Sc;
  S.AccessTy = AccessTy;
  S.Addr = Addr;
  return S;
}

Stmt Stmt::makeStore(SourceLoc L, MemOrder O, Scope Sc, Type AccessTy,
                     const Expr *Addr, const Expr *Value) {
  Stmt S;
  S.Kind = StmtKind::Store;
  S.Loc = L;
  S.Order = O;
  S.Sc = Sc;
  S.AccessTy = AccessTy;
  S.Addr = Addr;
  S.Ops[0] = Value;
  return S;
}

Stmt Stmt::makeRmw(SourceLoc L, VarId Dest, RmwOp Op, MemOrder O, Scope Sc,
                   Type AccessTy, const Expr *Addr, const Expr *Value) {
  Stmt S;
  S.Kind = StmtKind::Rmw;
  S.Loc = L;
  S.Dest = Dest;
  S.Rmw = Op;
  S.Order = O;
  S.Sc = Sc;
  S.AccessTy = AccessTy;
  S.Addr = Addr;
  S.Ops[0] = Value;
  return S;
}

Stmt Stmt::makeCas(SourceLoc L, VarId Dest, MemOrder O, MemOrder FailOrder,
                   Scope Sc, Type AccessTy, const Expr *Addr,
                   const Expr *Expected, const Expr *Desired) {
  Stmt S;
  S.Kind = StmtKind::Cas;
  S.Loc = L;
  S.Dest = Dest;
  S.Order = O;
  S.FailOrder = FailOrder;
  S.Sc = Sc;
  S.AccessTy = AccessTy;
  S.Addr = Addr;
  S.Ops[0] = Expected;
  S.Ops[1] = Desired;
  return S;
}

Stmt Stmt::makeFence(SourceLoc L, MemOrder O, Scope Sc, uint8_t Spaces) {
  Stmt S;
  S.Kind = StmtKind::Fence;
  S.Loc = L;
  S.Order = O;
  S.Sc = Sc;
  S.Spaces = Spaces;
  return S;
}

Stmt Stmt::makeBarrier(SourceLoc L, Scope Sc, uint8_t Spaces) {
  Stmt S;
  S.Kind = StmtKind::Barrier;
  S.Loc = L;
  S.Sc = Sc;
  S.Spaces = Spaces;
  return S;
}

std::string_view barrierSpacesName(uint8_t Spaces) {
  if (Spaces == BarrierAllSpaces)
    return "";
  if (Spaces == spaceBit(MemSpace::Global))
    return "global";
  if (Spaces == spaceBit(MemSpace::Shared))
    return "shared";
  return Spaces == 0 ? "none" : "?";
}

Stmt Stmt::makeBarrierReduce(SourceLoc L, VarId Dest, Scope Sc, BarrierOp Op,
                             const Expr *Operand) {
  Stmt S = makeBarrier(L, Sc);
  S.Dest = Dest;
  S.Reduce = Op;
  S.Ops[0] = Operand;
  return S;
}

Stmt Stmt::makeWarp(SourceLoc L, VarId Dest, WarpOp Op, const Expr *Mask,
                    std::vector<const Expr *> Operands) {
  Stmt S;
  S.Kind = StmtKind::Warp;
  S.Loc = L;
  S.Dest = Dest;
  S.Warp = Op;
  S.Ops[0] = Mask;
  S.Args = std::move(Operands);
  return S;
}

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

Program::Program() { Files.emplace_back(""); }

FileId Program::addFile(std::string_view Name) {
  for (FileId I = 0; I < Files.size(); ++I)
    if (Files[I] == Name)
      return I;
  Files.emplace_back(Name);
  return FileId(Files.size() - 1);
}

ObjectId Program::findObject(std::string_view Name) const {
  for (size_t I = 0; I < Objects.size(); ++I)
    if (Objects[I].Name == Name)
      return ObjectId(I + 1);
  return 0;
}

ProcId Program::findProc(std::string_view Name) const {
  for (size_t I = 0; I < Procs.size(); ++I)
    if (Procs[I].Name == Name)
      return ProcId(I);
  return NoProc;
}

const Expr *Program::make(const Expr &E) {
  Arena.push_back(E);
  return &Arena.back();
}

const Expr *Program::intConst(Type Ty, uint64_t Value) {
  Expr E{ExprKind::Const, Ty};
  E.Bits = Value & widthMask(intWidth(Ty));
  return make(E);
}

const Expr *Program::boolConst(bool Value) {
  Expr E{ExprKind::Const, Type::Bool};
  E.Bits = Value ? 1 : 0;
  return make(E);
}

const Expr *Program::f32Const(float Value) {
  Expr E{ExprKind::Const, Type::F32};
  E.Bits = fromF32(Value);
  return make(E);
}

const Expr *Program::f64Const(double Value) {
  Expr E{ExprKind::Const, Type::F64};
  E.Bits = fromF64(Value);
  return make(E);
}

const Expr *Program::nullPtr() {
  return make(Expr{ExprKind::Const, Type::Ptr});
}

const Expr *Program::objAddr(ObjectId Obj) {
  Expr E{ExprKind::ObjAddr, Type::Ptr};
  E.Index = Obj;
  return make(E);
}

const Expr *Program::varRef(const Procedure &P, VarId V) {
  return varRef(V, P.Vars[V].Ty);
}

const Expr *Program::varRef(VarId V, Type Ty) {
  Expr E{ExprKind::VarRef, Ty};
  E.Index = V;
  return make(E);
}

const Expr *Program::builtin(Builtin B) {
  Expr E{ExprKind::Builtin, Type::I32};
  E.Op = uint8_t(B);
  return make(E);
}

const Expr *Program::unary(UnOp Op, Type Ty, const Expr *A) {
  Expr E{ExprKind::Unary, Ty};
  E.Op = uint8_t(Op);
  E.Ops[0] = A;
  return make(E);
}

const Expr *Program::binary(BinOp Op, Type Ty, const Expr *A, const Expr *B) {
  Expr E{ExprKind::Binary, Ty};
  E.Op = uint8_t(Op);
  E.Ops[0] = A;
  E.Ops[1] = B;
  return make(E);
}

const Expr *Program::cast(CastOp Op, Type To, const Expr *A) {
  Expr E{ExprKind::Cast, To};
  E.Op = uint8_t(Op);
  E.Ops[0] = A;
  return make(E);
}

const Expr *Program::select(const Expr *C, const Expr *A, const Expr *B) {
  Expr E{ExprKind::Select, A->Ty};
  E.Ops[0] = C;
  E.Ops[1] = A;
  E.Ops[2] = B;
  return make(E);
}

const Expr *Program::mathCall(MathFn F, Type Ty, const Expr *A, const Expr *B,
                              const Expr *C) {
  Expr E{ExprKind::MathCall, Ty};
  E.Op = uint8_t(F);
  E.Ops[0] = A;
  E.Ops[1] = B;
  E.Ops[2] = C;
  return make(E);
}

//===----------------------------------------------------------------------===//
// Structural equality
//===----------------------------------------------------------------------===//

namespace {
class Comparer {
public:
  Comparer(const Program &A, const Program &B, std::string *Why)
      : A(A), B(B), Why(Why) {}

  bool differ(const std::string &What) {
    if (Why && Why->empty())
      *Why = What;
    return false;
  }

  bool expr(const Expr *X, const Expr *Y) {
    if (!X || !Y)
      return X == Y;
    if (X->Kind != Y->Kind || X->Ty != Y->Ty || X->Op != Y->Op ||
        X->Index != Y->Index || X->Bits != Y->Bits)
      return false;
    for (unsigned I = 0; I < 3; ++I)
      if (!expr(X->Ops[I], Y->Ops[I]))
        return false;
    return true;
  }

  bool exprs(const std::vector<const Expr *> &X,
             const std::vector<const Expr *> &Y) {
    if (X.size() != Y.size())
      return false;
    for (size_t I = 0; I < X.size(); ++I)
      if (!expr(X[I], Y[I]))
        return false;
    return true;
  }

  bool loc(SourceLoc X, SourceLoc Y) {
    if (X.Line != Y.Line || X.Col != Y.Col)
      return false;
    if (!X.isValid())
      return true;
    return A.fileName(X.File) == B.fileName(Y.File);
  }

  static std::string where(const Procedure &P, const Block &Bl, size_t I) {
    return "procedure @" + P.Name + ", block " + Bl.Label + ", statement " +
           std::to_string(I);
  }

  bool stmt(const Stmt &X, const Stmt &Y, const std::string &Where) {
    if (X.Kind != Y.Kind)
      return differ(Where + ": statement kinds differ");
    if (!loc(X.Loc, Y.Loc))
      return differ(Where + ": source locations differ");
    if (!expr(X.Pred, Y.Pred))
      return differ(Where + ": predicates differ");
    if (X.Dest != Y.Dest || X.Order != Y.Order || X.FailOrder != Y.FailOrder ||
        X.Sc != Y.Sc || X.AccessTy != Y.AccessTy || X.Rmw != Y.Rmw ||
        X.Reduce != Y.Reduce || X.Warp != Y.Warp || X.Callee != Y.Callee ||
        X.Message != Y.Message || X.Volatile != Y.Volatile ||
        X.Spaces != Y.Spaces)
      return differ(Where + ": statement attributes differ");
    if (!expr(X.Addr, Y.Addr) || !expr(X.Ops[0], Y.Ops[0]) ||
        !expr(X.Ops[1], Y.Ops[1]) || !exprs(X.Args, Y.Args))
      return differ(Where + ": operands differ");
    return true;
  }

  bool proc(const Procedure &X, const Procedure &Y) {
    std::string Where = "procedure @" + X.Name;
    if (X.Name != Y.Name || X.RetTy != Y.RetTy || X.NumParams != Y.NumParams)
      return differ(Where + ": signatures differ");
    if (X.Vars.size() != Y.Vars.size())
      return differ(Where + ": variable counts differ");
    for (size_t I = 0; I < X.Vars.size(); ++I)
      if (X.Vars[I].Name != Y.Vars[I].Name || X.Vars[I].Ty != Y.Vars[I].Ty)
        return differ(Where + ": variable " + X.Vars[I].Name + " differs");
    if (X.Blocks.size() != Y.Blocks.size())
      return differ(Where + ": block counts differ");
    for (size_t I = 0; I < X.Blocks.size(); ++I) {
      const Block &BX = X.Blocks[I], &BY = Y.Blocks[I];
      if (BX.Label != BY.Label)
        return differ(Where + ": block labels differ");
      if (BX.Stmts.size() != BY.Stmts.size())
        return differ(Where + ", block " + BX.Label +
                      ": statement counts differ");
      for (size_t J = 0; J < BX.Stmts.size(); ++J)
        if (!stmt(BX.Stmts[J], BY.Stmts[J], this->where(X, BX, J)))
          return false;
      const Terminator &TX = BX.Term, &TY = BY.Term;
      if (TX.Kind != TY.Kind || !loc(TX.Loc, TY.Loc) ||
          !expr(TX.Cond, TY.Cond) || !expr(TX.Value, TY.Value) ||
          TX.Targets[0] != TY.Targets[0] || TX.Targets[1] != TY.Targets[1])
        return differ(Where + ", block " + BX.Label + ": terminators differ");
    }
    return true;
  }

  bool object(const MemObject &X, const MemObject &Y) {
    if (X.Name != Y.Name || X.Space != Y.Space || X.ElemTy != Y.ElemTy ||
        X.Size != Y.Size || X.Init != Y.Init)
      return differ("object @" + X.Name + " differs");
    return true;
  }

  bool launch(const Launch &X, const Launch &Y) {
    if (X.K != Y.K || X.Kernel != Y.Kernel || !(X.Grid == Y.Grid) ||
        !(X.BlockDim == Y.BlockDim) || !exprs(X.Args, Y.Args) ||
        X.Threads.size() != Y.Threads.size())
      return differ("launches differ");
    for (size_t I = 0; I < X.Threads.size(); ++I) {
      const ExplicitThread &TX = X.Threads[I], &TY = Y.Threads[I];
      if (TX.Proc != TY.Proc || TX.BlockIdx != TY.BlockIdx ||
          !exprs(TX.Args, TY.Args))
        return differ("thread " + std::to_string(I) + " of the launch differs");
    }
    return true;
  }

  bool run() {
    if (A.Objects.size() != B.Objects.size())
      return differ("object counts differ");
    for (size_t I = 0; I < A.Objects.size(); ++I)
      if (!object(A.Objects[I], B.Objects[I]))
        return false;
    if (A.Procs.size() != B.Procs.size())
      return differ("procedure counts differ");
    for (size_t I = 0; I < A.Procs.size(); ++I)
      if (!proc(A.Procs[I], B.Procs[I]))
        return false;
    return launch(A.Run, B.Run);
  }

private:
  const Program &A, &B;
  std::string *Why;
};
} // namespace

bool structurallyEqual(const Program &A, const Program &B, std::string *Why) {
  if (Why)
    Why->clear();
  return Comparer(A, B, Why).run();
}

void setVolatileReading(Program &P, bool Relaxed) {
  for (Procedure &Proc : P.Procs)
    for (Block &B : Proc.Blocks)
      for (Stmt &S : B.Stmts)
        if (S.Volatile &&
            (S.Kind == StmtKind::Load || S.Kind == StmtKind::Store)) {
          S.Order = Relaxed ? MemOrder::Rlx : MemOrder::Na;
          S.Sc = Relaxed ? Scope::Sys : Scope::None;
        }
}

} // namespace scopecheck::ir
