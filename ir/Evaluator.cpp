//===- ir/Evaluator.cpp - Thread-local execution of IR code ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator: a recursive interpreter over expression trees (errors in an
/// out-parameter, no exceptions, no allocation) and a statement loop that
/// runs a thread up to its next memory event. See ir/Evaluator.h for the
/// contract and docs/ir.md §6 for the semantics.
///
/// Slot invariant: TS.Slots.size() is always the top frame's SlotBase plus
/// its procedure's number of variables. Calls grow the vector (within its
/// capacity once a depth has been reached) and returns shrink it, so a new
/// frame's slots start at zero without any extra clearing.
///
/// Loop counters: TS.LoopIters follows the same invariant with
/// Frame::LoopBase and the procedure's number of natural loops. Taking a CFG
/// edge into a loop header increments the loop's counter along a back edge
/// and resets it otherwise: one table lookup per terminator.
///
/// Step budget: every statement reached (including a predicated statement
/// whose predicate is false) and every terminator costs one unit, charged
/// when it is first reached; a statement at which run() stopped with an
/// Event or Nondet step is not charged again when run() is repeated. When the
/// budget is zero, run() returns StepLimit without changing the state.
/// initThread does not touch StepBudget: it is the engine's setting.
///
//===----------------------------------------------------------------------===//

#include "ir/Evaluator.h"
#include "ir/Half.h"
#include "ir/passes/Cfg.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <map>

namespace scopecheck::ir {

const char *evalErrorName(EvalError E) {
  switch (E) {
  case EvalError::None:
    return "no error";
  case EvalError::AssertionFailed:
    return "assertion failed";
  case EvalError::DivisionByZero:
    return "division by zero";
  case EvalError::SignedDivOverflow:
    return "signed division overflow";
  case EvalError::ShiftOutOfRange:
    return "shift amount out of range";
  case EvalError::FloatToIntRange:
    return "float-to-integer conversion out of range";
  case EvalError::NullDereference:
    return "null pointer dereference";
  case EvalError::OutOfBounds:
    return "out-of-bounds access";
  case EvalError::PointerRange:
    return "pointer arithmetic out of range";
  case EvalError::PointerMismatch:
    return "pointers into different objects";
  case EvalError::TypeMismatch:
    return "access type differs from the element type";
  case EvalError::CallDepth:
    return "call nesting too deep";
  case EvalError::CopyRace:
    return "data race with an asynchronous copy";
  }
  return "unknown error";
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

namespace {
/// What an expression may read. Outside a thread (Place null), variable
/// references and builtins are "not closed": evaluation fails with Err ==
/// None.
struct EvalContext {
  const Value *Slots = nullptr; ///< the current frame's variables
  const ThreadPlace *Place = nullptr;
  Dim3 Grid, BlockDim;
  EvalError Err = EvalError::None;
};
} // namespace

static bool evalExpr(EvalContext &C, const Expr *E, Value &Out);

static bool fail(EvalContext &C, EvalError E) {
  C.Err = E;
  return false;
}

/// Mask of the canonical bits of an integer or bool type; all bits otherwise.
static uint64_t typeMask(Type T) {
  unsigned W = intWidth(T);
  return W ? widthMask(W) : ~uint64_t(0);
}

/// The smallest signed value of width \p W, sign-extended.
static int64_t signedMin(unsigned W) {
  return W >= 64 ? INT64_MIN : -(int64_t(1) << (W - 1));
}

/// Lt, Le, Gt, Ge applied to \p A and \p B; \p Rel is 0..3 in that order.
template <typename T> static bool relate(unsigned Rel, T A, T B) {
  switch (Rel) {
  case 0:
    return A < B;
  case 1:
    return A <= B;
  case 2:
    return A > B;
  default:
    return A >= B;
  }
}

static bool evalCompare(EvalContext &C, BinOp Op, Type T, Value A, Value B,
                        Value &Out) {
  bool R = false;
  switch (Op) {
  case BinOp::Eq:
  case BinOp::Ne:
    if (T == Type::F32)
      R = asF32(A) == asF32(B);
    else if (T == Type::F64)
      R = asF64(A) == asF64(B);
    else
      R = A == B;
    if (Op == BinOp::Ne)
      R = !R;
    break;
  case BinOp::SLt:
  case BinOp::SLe:
  case BinOp::SGt:
  case BinOp::SGe:
  case BinOp::ULt:
  case BinOp::ULe:
  case BinOp::UGt:
  case BinOp::UGe: {
    unsigned Rel = (unsigned(Op) - unsigned(BinOp::SLt)) % 4;
    bool Signed = Op <= BinOp::SGe;
    if (T == Type::Ptr) {
      if (ptr::object(A) != ptr::object(B))
        return fail(C, EvalError::PointerMismatch);
      R = relate(Rel, ptr::offset(A), ptr::offset(B));
    } else if (Signed) {
      unsigned W = intWidth(T);
      R = relate(Rel, signExtend(A, W), signExtend(B, W));
    } else {
      R = relate(Rel, A, B);
    }
    break;
  }
  case BinOp::FLt:
  case BinOp::FLe:
  case BinOp::FGt:
  case BinOp::FGe: {
    unsigned Rel = unsigned(Op) - unsigned(BinOp::FLt);
    R = T == Type::F32 ? relate(Rel, asF32(A), asF32(B))
                       : relate(Rel, asF64(A), asF64(B));
    break;
  }
  default:
    assert(false && "not a comparison");
  }
  Out = R ? 1 : 0;
  return true;
}

/// Integer (and bool) arithmetic and bitwise operators of width intWidth(T).
static bool evalIntBinary(EvalContext &C, BinOp Op, Type T, Value A, Value B,
                          Value &Out) {
  unsigned W = intWidth(T);
  uint64_t M = widthMask(W);
  switch (Op) {
  case BinOp::Add:
    Out = (A + B) & M;
    return true;
  case BinOp::Sub:
    Out = (A - B) & M;
    return true;
  case BinOp::Mul:
    Out = (A * B) & M;
    return true;
  case BinOp::SDiv:
  case BinOp::SRem: {
    int64_t SA = signExtend(A, W), SB = signExtend(B, W);
    if (SB == 0)
      return fail(C, EvalError::DivisionByZero);
    if (SA == signedMin(W) && SB == -1)
      return fail(C, EvalError::SignedDivOverflow);
    Out = Value(Op == BinOp::SDiv ? SA / SB : SA % SB) & M;
    return true;
  }
  case BinOp::UDiv:
  case BinOp::URem:
    if (B == 0)
      return fail(C, EvalError::DivisionByZero);
    Out = Op == BinOp::UDiv ? A / B : A % B;
    return true;
  case BinOp::Shl:
  case BinOp::AShr:
  case BinOp::LShr: {
    int64_t Amount = signExtend(B, W);
    if (Amount < 0 || Amount >= int64_t(W))
      return fail(C, EvalError::ShiftOutOfRange);
    if (Op == BinOp::Shl)
      Out = (A << Amount) & M;
    else if (Op == BinOp::AShr)
      Out = Value(signExtend(A, W) >> Amount) & M;
    else
      Out = A >> Amount;
    return true;
  }
  case BinOp::And:
    Out = A & B;
    return true;
  case BinOp::Or:
    Out = A | B;
    return true;
  case BinOp::Xor:
    Out = A ^ B;
    return true;
  default:
    assert(false && "operator does not apply to integers");
    Out = 0;
    return true;
  }
}

template <typename F> static F floatBinary(BinOp Op, F X, F Y) {
  switch (Op) {
  case BinOp::Add:
    return X + Y;
  case BinOp::Sub:
    return X - Y;
  case BinOp::Mul:
    return X * Y;
  case BinOp::FDiv:
    return X / Y;
  default:
    assert(false && "operator does not apply to floats");
    return F(0);
  }
}

/// ptr + int, int + ptr, ptr - int and ptr - ptr.
static bool evalPtrBinary(EvalContext &C, const Expr *E, Value A, Value B,
                          Value &Out) {
  BinOp Op = E->binOp();
  Type LTy = E->Ops[0]->Ty, RTy = E->Ops[1]->Ty;
  if (LTy == Type::Ptr && RTy == Type::Ptr) {
    assert(Op == BinOp::Sub && "only ptr - ptr takes two pointers");
    if (ptr::object(A) != ptr::object(B))
      return fail(C, EvalError::PointerMismatch);
    Out = Value(ptr::offset(A) - ptr::offset(B)) & typeMask(E->Ty);
    return true;
  }
  Value P = A;
  int64_t Delta = signExtend(B, intWidth(RTy));
  if (LTy != Type::Ptr) { // int + ptr
    P = B;
    Delta = signExtend(A, intWidth(LTy));
  }
  int64_t Off = ptr::offset(P), New = 0;
  bool Overflow = Op == BinOp::Sub ? __builtin_sub_overflow(Off, Delta, &New)
                                   : __builtin_add_overflow(Off, Delta, &New);
  if (Overflow || !ptr::offsetInRange(New))
    return fail(C, EvalError::PointerRange);
  Out = ptr::make(ptr::object(P), New);
  return true;
}

static bool evalBinary(EvalContext &C, const Expr *E, Value &Out) {
  BinOp Op = E->binOp();
  Value A, B;
  if (!evalExpr(C, E->Ops[0], A))
    return false;
  if (Op == BinOp::LAnd || Op == BinOp::LOr) {
    // The left side decides when it is false for && or true for ||.
    if ((Op == BinOp::LOr) == (A != 0)) {
      Out = A;
      return true;
    }
    return evalExpr(C, E->Ops[1], Out);
  }
  if (!evalExpr(C, E->Ops[1], B))
    return false;
  Type T = E->Ops[0]->Ty;
  if (isComparison(Op))
    return evalCompare(C, Op, T, A, B, Out);
  if (T == Type::Ptr || E->Ops[1]->Ty == Type::Ptr)
    return evalPtrBinary(C, E, A, B, Out);
  if (T == Type::F32) {
    Out = fromF32(floatBinary(Op, asF32(A), asF32(B)));
    return true;
  }
  if (T == Type::F64) {
    Out = fromF64(floatBinary(Op, asF64(A), asF64(B)));
    return true;
  }
  return evalIntBinary(C, Op, T, A, B, Out);
}

static bool evalUnary(EvalContext &C, const Expr *E, Value &Out) {
  Value A;
  if (!evalExpr(C, E->Ops[0], A))
    return false;
  switch (E->unOp()) {
  case UnOp::Neg:
    // IEEE negation flips the sign bit, NaNs included.
    if (E->Ty == Type::F32)
      Out = A ^ (uint64_t(1) << 31);
    else if (E->Ty == Type::F64)
      Out = A ^ (uint64_t(1) << 63);
    else
      Out = (0 - A) & typeMask(E->Ty);
    return true;
  case UnOp::Not:
    Out = A ^ 1;
    return true;
  case UnOp::BitNot:
    Out = ~A & typeMask(E->Ty);
    return true;
  }
  return true;
}

/// fptosi/fptoui of \p X (exactly representable in double) to \p To.
static bool floatToInt(EvalContext &C, double X, Type To, bool Signed,
                       Value &Out) {
  if (std::isnan(X))
    return fail(C, EvalError::FloatToIntRange);
  double T = std::trunc(X);
  unsigned W = intWidth(To);
  if (Signed) {
    // [-2^(W-1), 2^(W-1)): both bounds are exact in double.
    double Bound = std::ldexp(1.0, int(W) - 1);
    if (!(T >= -Bound && T < Bound))
      return fail(C, EvalError::FloatToIntRange);
    Out = Value(int64_t(T)) & widthMask(W);
    return true;
  }
  // [0, 2^W); -0.5 truncates to -0.0, which is in range.
  if (!(T >= 0.0 && T < std::ldexp(1.0, int(W))))
    return fail(C, EvalError::FloatToIntRange);
  Out = Value(uint64_t(T));
  return true;
}

static bool evalCast(EvalContext &C, const Expr *E, Value &Out) {
  Value A;
  if (!evalExpr(C, E->Ops[0], A))
    return false;
  Type From = E->Ops[0]->Ty, To = E->Ty;
  switch (E->castOp()) {
  case CastOp::Trunc:
  case CastOp::ZExt:
    Out = A & typeMask(To);
    return true;
  case CastOp::SExt:
    Out = Value(signExtend(A, intWidth(From))) & typeMask(To);
    return true;
  case CastOp::FPTrunc:
    Out = fromF32(float(asF64(A)));
    return true;
  case CastOp::FPExt:
    Out = fromF64(double(asF32(A)));
    return true;
  case CastOp::SIToFP: {
    int64_t S = signExtend(A, intWidth(From));
    Out = To == Type::F32 ? fromF32(float(S)) : fromF64(double(S));
    return true;
  }
  case CastOp::UIToFP:
    Out = To == Type::F32 ? fromF32(float(A)) : fromF64(double(A));
    return true;
  case CastOp::FPToSI:
  case CastOp::FPToUI: {
    double X = From == Type::F32 ? double(asF32(A)) : asF64(A);
    return floatToInt(C, X, To, E->castOp() == CastOp::FPToSI, Out);
  }
  case CastOp::Bitcast:
    Out = A & typeMask(To);
    return true;
  case CastOp::F16Trunc:
  case CastOp::BF16Trunc: {
    double X = From == Type::F32 ? double(asF32(A)) : asF64(A);
    Out = roundToFloat16(X, E->castOp() == CastOp::F16Trunc
                                ? Float16Kind::Half
                                : Float16Kind::BFloat16);
    return true;
  }
  case CastOp::F16Ext:
  case CastOp::BF16Ext: {
    Float16Kind K = E->castOp() == CastOp::F16Ext ? Float16Kind::Half
                                                  : Float16Kind::BFloat16;
    float F = float16ToFloat(uint16_t(A), K);
    Out = To == Type::F32 ? fromF32(F) : fromF64(double(F));
    return true;
  }
  }
  return true;
}

/// A math function in the precision of \p F (the float overloads of
/// <cmath> for f32).
template <typename F> static F applyMath(MathFn Fn, F X, F Y, F Z) {
  switch (Fn) {
  case MathFn::Sqrt:
    return std::sqrt(X);
  case MathFn::Fabs:
    return std::fabs(X);
  case MathFn::Floor:
    return std::floor(X);
  case MathFn::Ceil:
    return std::ceil(X);
  case MathFn::Trunc:
    return std::trunc(X);
  case MathFn::Round:
    return std::round(X);
  case MathFn::Exp:
    return std::exp(X);
  case MathFn::Exp2:
    return std::exp2(X);
  case MathFn::Log:
    return std::log(X);
  case MathFn::Log2:
    return std::log2(X);
  case MathFn::Log10:
    return std::log10(X);
  case MathFn::Sin:
    return std::sin(X);
  case MathFn::Cos:
    return std::cos(X);
  case MathFn::Tan:
    return std::tan(X);
  case MathFn::Pow:
    return std::pow(X, Y);
  case MathFn::Fmin:
    return std::fmin(X, Y);
  case MathFn::Fmax:
    return std::fmax(X, Y);
  case MathFn::Fmod:
    return std::fmod(X, Y);
  case MathFn::Fma:
    return std::fma(X, Y, Z);
  }
  return X;
}

static bool evalMath(EvalContext &C, const Expr *E, Value &Out) {
  Value Args[3] = {0, 0, 0};
  unsigned N = mathFnArity(E->mathFn());
  for (unsigned I = 0; I < N; ++I)
    if (!evalExpr(C, E->Ops[I], Args[I]))
      return false;
  if (E->Ty == Type::F32)
    Out = fromF32(
        applyMath(E->mathFn(), asF32(Args[0]), asF32(Args[1]), asF32(Args[2])));
  else
    Out = fromF64(
        applyMath(E->mathFn(), asF64(Args[0]), asF64(Args[1]), asF64(Args[2])));
  return true;
}

static uint32_t builtinValue(const EvalContext &C, Builtin B) {
  const ThreadPlace &P = *C.Place;
  switch (B) {
  case Builtin::ThreadIdxX:
    return P.ThreadIdx.X;
  case Builtin::ThreadIdxY:
    return P.ThreadIdx.Y;
  case Builtin::ThreadIdxZ:
    return P.ThreadIdx.Z;
  case Builtin::BlockIdxX:
    return P.BlockIdx.X;
  case Builtin::BlockIdxY:
    return P.BlockIdx.Y;
  case Builtin::BlockIdxZ:
    return P.BlockIdx.Z;
  case Builtin::BlockDimX:
    return C.BlockDim.X;
  case Builtin::BlockDimY:
    return C.BlockDim.Y;
  case Builtin::BlockDimZ:
    return C.BlockDim.Z;
  case Builtin::GridDimX:
    return C.Grid.X;
  case Builtin::GridDimY:
    return C.Grid.Y;
  case Builtin::GridDimZ:
    return C.Grid.Z;
  }
  return 0;
}

/// Evaluates \p E into \p Out. On failure returns false with C.Err set (or
/// left None when the expression reads a variable or builtin that \p C does
/// not provide).
static bool evalExpr(EvalContext &C, const Expr *E, Value &Out) {
  switch (E->Kind) {
  case ExprKind::Const:
    Out = E->Bits;
    return true;
  case ExprKind::ObjAddr:
    Out = ptr::make(E->Index, 0);
    return true;
  case ExprKind::VarRef:
    if (!C.Place)
      return false;
    Out = C.Slots[E->Index];
    return true;
  case ExprKind::Builtin:
    if (!C.Place)
      return false;
    Out = builtinValue(C, E->builtin());
    return true;
  case ExprKind::Unary:
    return evalUnary(C, E, Out);
  case ExprKind::Binary:
    return evalBinary(C, E, Out);
  case ExprKind::Cast:
    return evalCast(C, E, Out);
  case ExprKind::Select: {
    Value Cond;
    if (!evalExpr(C, E->Ops[0], Cond))
      return false;
    return evalExpr(C, E->Ops[Cond ? 1 : 2], Out);
  }
  case ExprKind::MathCall:
    return evalMath(C, E, Out);
  }
  return false;
}

bool evalConstant(const Program &P, const Expr *E, Value &Out) {
  (void)P;
  EvalContext C;
  return evalExpr(C, E, Out);
}

//===----------------------------------------------------------------------===//
// Read-modify-write
//===----------------------------------------------------------------------===//

Value applyRmw(RmwOp Op, Type Ty, Value Old, Value Operand) {
  unsigned W = intWidth(Ty);
  if (W == 0)
    W = 64;
  uint64_t M = widthMask(W);
  switch (Op) {
  case RmwOp::Add:
    return (Old + Operand) & M;
  case RmwOp::Sub:
    return (Old - Operand) & M;
  case RmwOp::Exch:
    return Operand;
  case RmwOp::SMin:
    return signExtend(Old, W) <= signExtend(Operand, W) ? Old : Operand;
  case RmwOp::SMax:
    return signExtend(Old, W) >= signExtend(Operand, W) ? Old : Operand;
  case RmwOp::UMin:
    return std::min(Old, Operand);
  case RmwOp::UMax:
    return std::max(Old, Operand);
  case RmwOp::And:
    return Old & Operand;
  case RmwOp::Or:
    return Old | Operand;
  case RmwOp::Xor:
    return Old ^ Operand;
  case RmwOp::Inc:
    return Old >= Operand ? 0 : (Old + 1) & M;
  case RmwOp::Dec:
    return (Old == 0 || Old > Operand) ? Operand : Old - 1;
  case RmwOp::FAdd:
    if (Ty == Type::F32)
      return fromF32(asF32(Old) + asF32(Operand));
    return fromF64(asF64(Old) + asF64(Operand));
  case RmwOp::F16Add:
  case RmwOp::BF16Add: {
    // The sum of two 16-bit floats computed in double (exact for half;
    // for bfloat16 rounded once to 53 bits, which is innocuous before the
    // rounding to 8: 53 >= 2 * 8 + 2), then rounded once to the format.
    Float16Kind K =
        Op == RmwOp::F16Add ? Float16Kind::Half : Float16Kind::BFloat16;
    return roundToFloat16(float16Value(uint16_t(Old), K) +
                              float16Value(uint16_t(Operand), K),
                          K);
  }
  }
  return Operand;
}

//===----------------------------------------------------------------------===//
// Evaluator
//===----------------------------------------------------------------------===//

/// Elements reserved for a local object in LocalMem. The verifier requires
/// local objects to have a known size; an unknown one gets its initialiser
/// (at least one element) and is bounds-checked against that.
static uint64_t localSize(const MemObject &O) {
  if (O.hasKnownSize())
    return O.Size;
  return std::max<uint64_t>(O.Init.size(), 1);
}

Evaluator::Evaluator(const Program &P) : Prog(P) {
  FrameSize.reserve(P.Procs.size());
  for (const Procedure &Proc : P.Procs)
    FrameSize.push_back(uint32_t(Proc.Vars.size()));
  for (const Procedure &Proc : P.Procs)
    for (const Block &B : Proc.Blocks)
      for (const Stmt &S : B.Stmts)
        HasCopies |= S.Copy != CopyMark::None;

  Loops.resize(P.Procs.size());
  for (size_t PI = 0; PI < P.Procs.size(); ++PI) {
    const Procedure &Proc = P.Procs[PI];
    if (Proc.Blocks.empty())
      continue;
    CfgInfo Cfg(Proc);
    LoopTables &LT = Loops[PI];
    const std::vector<NaturalLoop> &Ls = Cfg.loops();
    uint32_t NB = Cfg.numBlocks();
    LT.NumLoops = uint32_t(Ls.size());
    LT.EdgeAction.assign(2 * size_t(NB), NoLoopAction);
    LT.EnclosingBegin.assign(NB + 1, 0);
    for (BlockId B = 0; B < NB; ++B) {
      const Terminator &T = Proc.Blocks[B].Term;
      size_t NumTargets = T.Kind == TermKind::Goto     ? 1
                          : T.Kind == TermKind::Branch ? 2
                                                       : 0;
      for (size_t I = 0; I < NumTargets; ++I) {
        uint32_t L = Cfg.loopWithHeader(T.Targets[I]);
        if (L != CfgInfo::NoLoop)
          LT.EdgeAction[2 * B + I] = L << 1 | (Ls[L].Contains[B] ? 1 : 0);
      }
      LT.EnclosingBegin[B] = uint32_t(LT.Enclosing.size());
      // Outer loops come first in Cfg.loops().
      for (uint32_t L = 0; L < Ls.size(); ++L)
        if (Ls[L].Contains[B])
          LT.Enclosing.push_back(L);
    }
    LT.EnclosingBegin[NB] = uint32_t(LT.Enclosing.size());
    for (const NaturalLoop &L : Ls) {
      const Block &H = Proc.Blocks[L.Header];
      LT.HeaderLoc.push_back(H.Loc.isValid() ? H.Loc : H.Term.Loc);
    }
  }

  LocalBase.assign(P.Objects.size(), 0);
  for (size_t I = 0; I < P.Objects.size(); ++I) {
    const MemObject &O = P.Objects[I];
    if (O.Space != MemSpace::Local)
      continue;
    LocalBase[I] = LocalMemSize;
    LocalMemSize += localSize(O);
  }

  switch (P.Run.K) {
  case Launch::Kind::None:
    NumThreads = 0;
    break;
  case Launch::Kind::Kernel:
    Grid = P.Run.Grid;
    BlockDim = P.Run.BlockDim;
    NumThreads = Grid.count() * BlockDim.count();
    break;
  case Launch::Kind::Threads: {
    std::map<uint32_t, uint32_t> PerBlock;
    uint32_t MaxBlock = 0, MaxCount = 0;
    ThreadIndexInBlock.reserve(P.Run.Threads.size());
    for (const ExplicitThread &T : P.Run.Threads) {
      uint32_t Index = PerBlock[T.BlockIdx]++;
      ThreadIndexInBlock.push_back(Index);
      MaxCount = std::max(MaxCount, Index + 1);
      MaxBlock = std::max(MaxBlock, T.BlockIdx);
    }
    Grid = Dim3{P.Run.Threads.empty() ? 0 : MaxBlock + 1, 1, 1};
    BlockDim = Dim3{MaxCount, 1, 1};
    NumThreads = P.Run.Threads.size();
    break;
  }
  }
}

ThreadPlace Evaluator::place(uint64_t T) const {
  assert(T < NumThreads && "thread index out of range");
  ThreadPlace Pl;
  Pl.GlobalThread = T;
  if (Prog.Run.K == Launch::Kind::Threads) {
    uint32_t Block = Prog.Run.Threads[T].BlockIdx;
    uint32_t Index = ThreadIndexInBlock[T];
    Pl.BlockIdx = Dim3{Block, 0, 0};
    Pl.ThreadIdx = Dim3{Index, 0, 0};
    Pl.LinearBlock = Block;
    Pl.LinearThread = Index;
    return Pl;
  }
  uint64_t PerBlock = BlockDim.count();
  uint64_t LB = T / PerBlock, LT = T % PerBlock;
  uint64_t GridXY = uint64_t(Grid.X) * Grid.Y;
  uint64_t BlockXY = uint64_t(BlockDim.X) * BlockDim.Y;
  Pl.BlockIdx = Dim3{uint32_t(LB % Grid.X), uint32_t(LB / Grid.X % Grid.Y),
                     uint32_t(LB / GridXY)};
  Pl.ThreadIdx =
      Dim3{uint32_t(LT % BlockDim.X), uint32_t(LT / BlockDim.X % BlockDim.Y),
           uint32_t(LT / BlockXY)};
  Pl.LinearBlock = LB;
  Pl.LinearThread = LT;
  return Pl;
}

void Evaluator::initThread(ThreadState &TS, uint64_t T) const {
  assert(T < NumThreads && "thread index out of range");
  TS.Place = place(T);
  ProcId Proc;
  const std::vector<const Expr *> *Args;
  if (Prog.Run.K == Launch::Kind::Kernel) {
    Proc = Prog.Run.Kernel;
    Args = &Prog.Run.Args;
  } else {
    Proc = Prog.Run.Threads[T].Proc;
    Args = &Prog.Run.Threads[T].Args;
  }

  TS.Frames.clear();
  Frame F;
  F.Proc = Proc;
  TS.Frames.push_back(F);
  TS.Slots.assign(FrameSize[Proc], 0);
  TS.LoopIters.assign(Loops[Proc].NumLoops, 0);
  size_t NumArgs = std::min<size_t>(Args->size(), FrameSize[Proc]);
  for (size_t I = 0; I < NumArgs; ++I) {
    Value V = 0;
    bool Ok = evalConstant(Prog, (*Args)[I], V);
    assert(Ok && "launch argument is not a closed constant expression");
    (void)Ok;
    TS.Slots[I] = V;
  }

  TS.CopyWindows.clear();
  TS.SinceSync.clear();
  TS.LocalMem.assign(LocalMemSize, 0);
  for (size_t I = 0; I < Prog.Objects.size(); ++I) {
    const MemObject &O = Prog.Objects[I];
    if (O.Space != MemSpace::Local)
      continue;
    size_t N = std::min<uint64_t>(O.Init.size(), localSize(O));
    std::copy(O.Init.begin(), O.Init.begin() + N,
              TS.LocalMem.begin() + LocalBase[I]);
  }
  TS.AtEvent = false;
}

/// Checks an access of type \p AccessTy at (\p Obj, \p Off) in \p P.
static EvalError checkAccess(const Program &P, ObjectId Obj, int64_t Off,
                             Type AccessTy) {
  if (Obj == 0)
    return EvalError::NullDereference;
  if (Obj > P.Objects.size())
    return EvalError::PointerMismatch;
  const MemObject &O = P.object(Obj);
  uint64_t Size = O.Space == MemSpace::Local ? localSize(O) : O.Size;
  bool Known = O.Space == MemSpace::Local || O.hasKnownSize();
  if (Known && (Off < 0 || uint64_t(Off) >= Size))
    return EvalError::OutOfBounds;
  if (AccessTy != O.ElemTy)
    return EvalError::TypeMismatch;
  return EvalError::None;
}

static Step errorStep(Step St, EvalError E) {
  St.Kind = StepKind::Error;
  St.Err = E;
  return St;
}

Step Evaluator::run(ThreadState &TS) const {
  for (;;) {
    if (TS.Frames.empty())
      return Step(); // Finished
    Frame &F = TS.Frames.back();
    const Block &B = Prog.Procs[F.Proc].Blocks[F.Block];
    EvalContext C;
    C.Slots = TS.Slots.data() + F.SlotBase;
    C.Place = &TS.Place;
    C.Grid = Grid;
    C.BlockDim = BlockDim;

    if (F.StmtIdx >= B.Stmts.size()) {
      // The terminator.
      const Terminator &T = B.Term;
      Step St;
      St.Loc = T.Loc;
      if (TS.StepBudget == 0) {
        St.Kind = StepKind::StepLimit;
        return St;
      }
      --TS.StepBudget;
      switch (T.Kind) {
      case TermKind::Goto:
        takeEdge(TS, F, 0);
        continue;
      case TermKind::Branch: {
        Value Cond;
        if (!evalExpr(C, T.Cond, Cond))
          return errorStep(St, C.Err);
        takeEdge(TS, F, Cond ? 0 : 1);
        continue;
      }
      case TermKind::Return: {
        Value Result = 0;
        if (T.Value && !evalExpr(C, T.Value, Result))
          return errorStep(St, C.Err);
        VarId Dest = F.RetDest;
        uint32_t Base = F.SlotBase, LoopBase = F.LoopBase;
        TS.Frames.pop_back(); // F is dangling from here
        TS.Slots.resize(Base);
        TS.LoopIters.resize(LoopBase);
        if (TS.Frames.empty())
          return St; // Finished
        if (Dest != Stmt::NoVar)
          TS.Slots[TS.Frames.back().SlotBase + Dest] = Result;
        continue;
      }
      }
      continue;
    }

    const Stmt &S = B.Stmts[F.StmtIdx];
    Step St;
    St.S = &S;
    St.Loc = S.Loc;
    if (!TS.AtEvent) {
      if (TS.StepBudget == 0) {
        St.Kind = StepKind::StepLimit;
        St.S = nullptr;
        return St;
      }
      --TS.StepBudget;
    }

    if (S.Pred) {
      Value Pred;
      if (!evalExpr(C, S.Pred, Pred))
        return errorStep(St, C.Err);
      if (!Pred) {
        if (S.Kind != StmtKind::Barrier) {
          ++F.StmtIdx;
          continue;
        }
        St.Enabled = false;
      }
    }

    switch (S.Kind) {
    case StmtKind::Assign: {
      Value V;
      if (!evalExpr(C, S.Ops[0], V))
        return errorStep(St, C.Err);
      TS.Slots[F.SlotBase + S.Dest] = V;
      ++F.StmtIdx;
      continue;
    }
    case StmtKind::Havoc:
      St.Kind = StepKind::Nondet;
      TS.AtEvent = true;
      return St;
    case StmtKind::Assume:
    case StmtKind::Assert: {
      Value V;
      if (!evalExpr(C, S.Ops[0], V))
        return errorStep(St, C.Err);
      if (!V) {
        if (S.Kind == StmtKind::Assume) {
          St.Kind = StepKind::Blocked;
          return St;
        }
        return errorStep(St, EvalError::AssertionFailed);
      }
      ++F.StmtIdx;
      continue;
    }
    case StmtKind::Call: {
      if (TS.Frames.size() >= MaxCallDepth)
        return errorStep(St, EvalError::CallDepth);
      uint32_t CallerBase = F.SlotBase;
      uint32_t NewBase = CallerBase + FrameSize[F.Proc];
      assert(TS.Slots.size() == NewBase && "slot invariant broken");
      // New slots are value-initialised: the callee's locals start at zero.
      TS.Slots.resize(NewBase + FrameSize[S.Callee]);
      C.Slots = TS.Slots.data() + CallerBase;
      for (size_t I = 0; I < S.Args.size(); ++I) {
        Value V;
        if (!evalExpr(C, S.Args[I], V)) {
          TS.Slots.resize(NewBase);
          return errorStep(St, C.Err);
        }
        TS.Slots[NewBase + I] = V;
      }
      ++F.StmtIdx;
      Frame Callee;
      Callee.Proc = S.Callee;
      Callee.SlotBase = NewBase;
      Callee.LoopBase = F.LoopBase + Loops[F.Proc].NumLoops;
      assert(TS.LoopIters.size() == Callee.LoopBase && "loop invariant broken");
      // New counters are value-initialised to 0: the entry is from outside.
      TS.LoopIters.resize(Callee.LoopBase + Loops[S.Callee].NumLoops);
      Callee.RetDest = S.Dest;
      TS.Frames.push_back(Callee); // F is dangling from here
      continue;
    }
    case StmtKind::Load:
    case StmtKind::Store:
    case StmtKind::Rmw:
    case StmtKind::Cas: {
      Value Addr;
      if (!evalExpr(C, S.Addr, Addr))
        return errorStep(St, C.Err);
      if (S.Kind != StmtKind::Load && !evalExpr(C, S.Ops[0], St.Val[0]))
        return errorStep(St, C.Err);
      if (S.Kind == StmtKind::Cas && !evalExpr(C, S.Ops[1], St.Val[1]))
        return errorStep(St, C.Err);
      St.Obj = ptr::object(Addr);
      St.Offset = ptr::offset(Addr);
      EvalError AE = checkAccess(Prog, St.Obj, St.Offset, S.AccessTy);
      if (AE != EvalError::None)
        return errorStep(St, AE);
      if (HasCopies && copyConflict(TS, S, St.Obj, St.Offset, St))
        return errorStep(St, EvalError::CopyRace);
      if (S.Copy == CopyMark::Dst) {
        // Opens the window only: the copy's write of the element is its
        // `.copy` store, which a read here would race with.
        copyRecord(TS, S, St.Obj, St.Offset);
        if (S.Dest != Stmt::NoVar)
          TS.Slots[F.SlotBase + S.Dest] = 0;
        ++F.StmtIdx;
        continue;
      }
      if (Prog.object(St.Obj).Space != MemSpace::Local) {
        St.Kind = StepKind::Event;
        TS.AtEvent = true;
        TS.EventObj = St.Obj;
        TS.EventOffset = St.Offset;
        return St;
      }
      if (HasCopies)
        copyRecord(TS, S, St.Obj, St.Offset);
      // Thread-local memory: performed here.
      Value &Cell = TS.LocalMem[LocalBase[St.Obj - 1] + uint64_t(St.Offset)];
      Value Old = Cell;
      if (S.Kind == StmtKind::Store)
        Cell = St.Val[0];
      else if (S.Kind == StmtKind::Rmw)
        Cell = applyRmw(S.Rmw, S.AccessTy, Old, St.Val[0]);
      else if (S.Kind == StmtKind::Cas && Old == St.Val[0])
        Cell = St.Val[1];
      if (S.Kind != StmtKind::Store && S.Dest != Stmt::NoVar)
        TS.Slots[F.SlotBase + S.Dest] = Old;
      ++F.StmtIdx;
      continue;
    }
    case StmtKind::Barrier:
      // A reduction's operand is evaluated only by an arriving thread.
      if (S.Reduce != BarrierOp::None && St.Enabled) {
        Value V;
        if (!evalExpr(C, S.Ops[0], V))
          return errorStep(St, C.Err);
        St.Val[0] = V != 0;
      }
      St.Kind = StepKind::Event;
      TS.AtEvent = true;
      return St;
    case StmtKind::Fence:
      St.Kind = StepKind::Event;
      TS.AtEvent = true;
      return St;
    case StmtKind::Warp:
      // A predicated-off collective was skipped above: the lane is not
      // there (a named lane that never arrives is the engine's error).
      if (!evalExpr(C, S.Ops[0], St.Val[0]))
        return errorStep(St, C.Err);
      for (size_t I = 0; I < S.Args.size() && I < 3; ++I)
        if (!evalExpr(C, S.Args[I], St.Val[I + 1]))
          return errorStep(St, C.Err);
      St.Kind = StepKind::Event;
      TS.AtEvent = true;
      return St;
    }
    assert(false && "unknown statement kind");
    return errorStep(St, EvalError::None);
  }
}

void Evaluator::takeEdge(ThreadState &TS, Frame &F, unsigned Succ) const {
  const LoopTables &LT = Loops[F.Proc];
  uint32_t A = LT.EdgeAction[2 * size_t(F.Block) + Succ];
  F.Block = Prog.Procs[F.Proc].Blocks[F.Block].Term.Targets[Succ];
  F.StmtIdx = 0;
  if (A == NoLoopAction)
    return;
  uint32_t &Iter = TS.LoopIters[F.LoopBase + (A >> 1)];
  Iter = (A & 1) ? Iter + 1 : 0;
}

bool Evaluator::inLoop(const ThreadState &TS) const {
  for (const Frame &F : TS.Frames) {
    const LoopTables &LT = Loops[F.Proc];
    if (LT.EnclosingBegin[F.Block + 1] > LT.EnclosingBegin[F.Block])
      return true;
  }
  return false;
}

Value Evaluator::localValue(const ThreadState &TS, ObjectId Obj,
                            uint64_t Offset) const {
  assert(Obj >= 1 && Obj <= Prog.Objects.size() &&
         Prog.object(Obj).Space == MemSpace::Local && "not a local object");
  assert(Offset < localSize(Prog.object(Obj)) && "offset outside the object");
  return TS.LocalMem[LocalBase[Obj - 1] + Offset];
}

Evaluator::InstanceDiff
Evaluator::compareBarrierInstances(const ThreadState &A,
                                   const ThreadState &B) const {
  InstanceDiff D;
  if (A.Frames.size() != B.Frames.size()) {
    D.Kind = InstanceDiff::Statement;
    return D;
  }
  for (size_t I = 0; I < A.Frames.size(); ++I) {
    const Frame &FA = A.Frames[I], &FB = B.Frames[I];
    if (FA.Proc != FB.Proc || FA.Block != FB.Block ||
        FA.StmtIdx != FB.StmtIdx) {
      D.Kind = InstanceDiff::Statement;
      return D;
    }
    const LoopTables &LT = Loops[FA.Proc];
    for (uint32_t K = LT.EnclosingBegin[FA.Block];
         K < LT.EnclosingBegin[FA.Block + 1]; ++K) {
      uint32_t L = LT.Enclosing[K];
      uint32_t IA = A.LoopIters[FA.LoopBase + L];
      uint32_t IB = B.LoopIters[FB.LoopBase + L];
      if (IA != IB) {
        D.Kind = InstanceDiff::Iteration;
        D.LoopLoc = LT.HeaderLoc[L];
        D.IterA = IA;
        D.IterB = IB;
        return D;
      }
    }
  }
  return D;
}

bool Evaluator::copyConflict(const ThreadState &TS, const Stmt &S,
                             ObjectId Obj, int64_t Off, Step &St) const {
  bool Write = S.Kind != StmtKind::Load;
  switch (S.Copy) {
  case CopyMark::Access:
  case CopyMark::End:
    return false;
  case CopyMark::Src:
  case CopyMark::Dst:
    // The copy starts: an access of this thread since its last barrier is
    // not ordered before the other members' calls, so the copy (made by
    // any member) may race with it.
    for (const RecentAccess &A : TS.SinceSync)
      if (A.Obj == Obj && A.Offset == Off &&
          (A.Write || S.Copy == CopyMark::Dst)) {
        St.Related = A.Loc;
        St.RelatedCopyWrites = S.Copy == CopyMark::Dst;
        return true;
      }
    return false;
  case CopyMark::None:
    for (const CopyWindow &W : TS.CopyWindows)
      if (W.Obj == Obj && W.Offset == Off && (W.Writes || Write)) {
        St.Related = W.Start;
        St.RelatedCopyWrites = W.Writes;
        return true;
      }
    return false;
  }
  return false;
}

void Evaluator::copyRecord(ThreadState &TS, const Stmt &S, ObjectId Obj,
                           int64_t Off) const {
  switch (S.Copy) {
  case CopyMark::Access:
    return;
  case CopyMark::End:
    TS.CopyWindows.clear();
    return;
  case CopyMark::Src:
  case CopyMark::Dst: {
    bool Writes = S.Copy == CopyMark::Dst;
    for (CopyWindow &W : TS.CopyWindows)
      if (W.Obj == Obj && W.Offset == Off) {
        W.Writes |= Writes;
        return;
      }
    TS.CopyWindows.push_back(CopyWindow{Obj, Off, Writes, S.Loc});
    return;
  }
  case CopyMark::None: {
    bool Write = S.Kind != StmtKind::Load;
    for (RecentAccess &A : TS.SinceSync)
      if (A.Obj == Obj && A.Offset == Off) {
        if (Write && !A.Write) {
          A.Write = true;
          A.Loc = S.Loc;
        }
        return;
      }
    TS.SinceSync.push_back(RecentAccess{Obj, Off, Write, S.Loc});
    return;
  }
  }
}

void Evaluator::resume(ThreadState &TS, Value Result) const {
  assert(TS.AtEvent && !TS.Frames.empty() && "no event to resume");
  Frame &F = TS.Frames.back();
  const Stmt &S = Prog.Procs[F.Proc].Blocks[F.Block].Stmts[F.StmtIdx];
  if (HasCopies) {
    if (S.Kind == StmtKind::Load || S.Kind == StmtKind::Store ||
        S.Kind == StmtKind::Rmw || S.Kind == StmtKind::Cas)
      copyRecord(TS, S, TS.EventObj, TS.EventOffset);
    else if ((S.Kind == StmtKind::Barrier && S.Spaces != 0) ||
             (S.Kind == StmtKind::Warp && S.Warp == WarpOp::Sync))
      TS.SinceSync.clear(); // ordered before the other threads' later calls
  }
  switch (S.Kind) {
  case StmtKind::Load:
  case StmtKind::Rmw:
  case StmtKind::Cas:
  case StmtKind::Havoc:
    if (S.Dest != Stmt::NoVar)
      TS.Slots[F.SlotBase + S.Dest] = Result;
    break;
  case StmtKind::Barrier: {
    if (S.Reduce == BarrierOp::None || S.Dest == Stmt::NoVar)
      break;
    // A thread that did not arrive (false predicate) gets no result. The
    // predicate reads only this thread's variables, which have not changed
    // since run() evaluated it, so it cannot trap now.
    if (S.Pred) {
      EvalContext C;
      C.Slots = TS.Slots.data() + F.SlotBase;
      C.Place = &TS.Place;
      C.Grid = Grid;
      C.BlockDim = BlockDim;
      Value Pred = 0;
      if (!evalExpr(C, S.Pred, Pred) || !Pred)
        break;
    }
    TS.Slots[F.SlotBase + S.Dest] = Result;
    break;
  }
  case StmtKind::Warp:
    if (S.Dest != Stmt::NoVar)
      TS.Slots[F.SlotBase + S.Dest] = Result;
    break;
  default:
    break;
  }
  ++F.StmtIdx;
  TS.AtEvent = false;
}

} // namespace scopecheck::ir
