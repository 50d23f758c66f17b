//===- ir/LiteralTyping.cpp - Types of untyped literals -------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/LiteralTyping.h"

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

} // namespace scopecheck::ir::typing
