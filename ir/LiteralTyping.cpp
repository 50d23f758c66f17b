//===- ir/LiteralTyping.cpp - Types of untyped literals -------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/LiteralTyping.h"

#include "ir/Value.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace scopecheck::ir::typing {

static bool isPtrArith(BinOp Op) {
  return Op == BinOp::Add || Op == BinOp::Sub;
}

static bool isBoolOp(BinOp Op) {
  return isComparison(Op) || Op == BinOp::LAnd || Op == BinOp::LOr;
}

std::optional<Type> operatorType(const Node &N, std::optional<Type> A,
                                 std::optional<Type> B, std::optional<Type> C) {
  switch (N.Kind) {
  case ExprKind::Unary:
    if (static_cast<UnOp>(N.Op) == UnOp::Not)
      return Type::Bool;
    return A;
  case ExprKind::Binary: {
    BinOp Op = static_cast<BinOp>(N.Op);
    if (isBoolOp(Op))
      return Type::Bool;
    if (isPtrArith(Op) && (A == Type::Ptr || B == Type::Ptr)) {
      if (Op == BinOp::Sub && A == Type::Ptr && B == Type::Ptr)
        return Type::I64;
      return Type::Ptr;
    }
    return A ? A : B;
  }
  case ExprKind::Select:
    // A, B, C are the types of the condition and the two arms.
    return B ? B : C;
  case ExprKind::MathCall:
    if (A)
      return A;
    return B ? B : C;
  case ExprKind::Cast:
    return N.Ty;
  default:
    return N.Untyped ? std::nullopt : std::optional<Type>(N.Ty);
  }
}

void computeKnownTypes(Node &N) {
  std::optional<Type> K[3];
  for (unsigned I = 0; I < N.NumOps; ++I) {
    computeKnownTypes(*N.Ops[I]);
    K[I] = N.Ops[I]->Known;
  }
  N.Known = operatorType(N, K[0], K[1], K[2]);
}

bool assignLiteralTypes(Node &N, std::optional<Type> Expected,
                        const LiteralVisitor &Visit) {
  auto Both = [&](std::optional<Type> TA, std::optional<Type> TB) {
    return assignLiteralTypes(*N.Ops[0], TA, Visit) &&
           assignLiteralTypes(*N.Ops[1], TB, Visit);
  };
  std::optional<Type> Own = N.Known ? N.Known : Expected;
  switch (N.Kind) {
  case ExprKind::Const:
    return N.Untyped ? Visit(N, Expected) : true;
  case ExprKind::Unary:
    if (static_cast<UnOp>(N.Op) == UnOp::Not)
      return assignLiteralTypes(*N.Ops[0], Type::Bool, Visit);
    return assignLiteralTypes(*N.Ops[0], Own, Visit);
  case ExprKind::Binary: {
    BinOp Op = static_cast<BinOp>(N.Op);
    std::optional<Type> KA = N.Ops[0]->Known, KB = N.Ops[1]->Known;
    if (Op == BinOp::LAnd || Op == BinOp::LOr)
      return Both(Type::Bool, Type::Bool);
    if (isComparison(Op)) {
      std::optional<Type> T = KA ? KA : KB;
      return Both(T, T);
    }
    if (isPtrArith(Op) && (KA == Type::Ptr || KB == Type::Ptr))
      return Both(KA == Type::Ptr ? Type::Ptr : Type::I64,
                  KB == Type::Ptr ? Type::Ptr : Type::I64);
    return Both(Own, Own);
  }
  case ExprKind::Select:
    return assignLiteralTypes(*N.Ops[0], Type::Bool, Visit) &&
           assignLiteralTypes(*N.Ops[1], Own, Visit) &&
           assignLiteralTypes(*N.Ops[2], Own, Visit);
  case ExprKind::Cast:
    return assignLiteralTypes(*N.Ops[0], std::nullopt, Visit);
  case ExprKind::MathCall:
    for (unsigned I = 0; I < N.NumOps; ++I)
      if (!assignLiteralTypes(*N.Ops[I], Own, Visit))
        return false;
    return true;
  default:
    return true;
  }
}

void computeResultTypes(Node &N) {
  std::optional<Type> T[3];
  for (unsigned I = 0; I < N.NumOps; ++I) {
    computeResultTypes(*N.Ops[I]);
    T[I] = N.Ops[I]->Ty;
  }
  switch (N.Kind) {
  case ExprKind::Unary:
  case ExprKind::Binary:
  case ExprKind::Select:
  case ExprKind::MathCall:
    N.Ty = operatorType(N, T[0], T[1], T[2]).value_or(Type::Void);
    break;
  default:
    break;
  }
}

bool integerMagnitude(std::string_view S, uint64_t &Out) {
  if (!S.empty() && S[0] == '-')
    S.remove_prefix(1);
  unsigned Base = 10;
  if (S.size() > 2 && S[0] == '0' && (S[1] == 'x' || S[1] == 'X')) {
    Base = 16;
    S.remove_prefix(2);
  }
  uint64_t V = 0;
  for (char C : S) {
    unsigned D = C >= '0' && C <= '9'   ? unsigned(C - '0')
                 : C >= 'a' && C <= 'f' ? unsigned(C - 'a' + 10)
                                        : unsigned(C - 'A' + 10);
    if (V > (std::numeric_limits<uint64_t>::max() - D) / Base)
      return false;
    V = V * Base + D;
  }
  Out = V;
  return true;
}

static std::string floatBits(const std::string &S, Type Ty, uint64_t &Bits) {
  bool IsF32 = Ty == Type::F32;
  if (S == "nan") {
    Bits = IsF32 ? 0x7fc00000u : 0x7ff8000000000000ull;
    return "";
  }
  if (S == "inf" || S == "-inf") {
    double D = S[0] == '-' ? -HUGE_VAL : HUGE_VAL;
    Bits = IsF32 ? fromF32(float(D)) : fromF64(D);
    return "";
  }
  // strtof rounds the decimal once, to f32 directly (no double rounding).
  // Underflow to a subnormal or zero is fine; overflow is an error.
  if (IsF32) {
    float F = std::strtof(S.c_str(), nullptr);
    if (std::isinf(F))
      return "float literal '" + S + "' is out of range for f32";
    Bits = fromF32(F);
  } else {
    double D = std::strtod(S.c_str(), nullptr);
    if (std::isinf(D))
      return "float literal '" + S + "' is out of range for f64";
    Bits = fromF64(D);
  }
  return "";
}

std::string literalBits(std::string_view Spelling, bool IsFloat, Type Ty,
                        uint64_t &Bits) {
  std::string S(Spelling);
  if (IsFloat) {
    if (!isFloat(Ty))
      return "float literal '" + S + "' cannot have type " +
             std::string(typeName(Ty));
    return floatBits(S, Ty, Bits);
  }
  uint64_t Mag;
  if (!integerMagnitude(Spelling, Mag))
    return "integer literal is too large";
  if (isFloat(Ty))
    return floatBits(S, Ty, Bits);
  if (!isInt(Ty))
    return "integer literal '" + S + "' cannot have type " +
           std::string(typeName(Ty)) + (Ty == Type::Ptr ? "; write null" : "");
  // From the signed minimum to the unsigned maximum of the width.
  bool Neg = !S.empty() && S[0] == '-';
  unsigned W = intWidth(Ty);
  uint64_t Limit = Neg ? uint64_t(1) << (W - 1) : widthMask(W);
  if (Mag > Limit)
    return "integer literal '" + S + "' does not fit in " +
           std::string(typeName(Ty));
  Bits = (Neg ? 0 - Mag : Mag) & widthMask(W);
  return "";
}

} // namespace scopecheck::ir::typing
