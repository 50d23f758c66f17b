//===- tests/unit/ir/EvaluatorSemanticsTest.cpp - Expression semantics ----===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator's expression semantics against C: integer operations over a
/// table of edge values at every width, compared with what the C++ compiler
/// computes for the same operation (on unsigned types where C would
/// overflow); the errors of docs/ir.md §6; casts; floats in their own
/// precision; math functions; short-circuit and select; pointer arithmetic;
/// applyRmw and evalConstant.
///
//===----------------------------------------------------------------------===//

#include "EvaluatorTestUtil.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

using namespace scopecheck::ir;
using namespace scopecheck::ir::test;

namespace {

template <typename S> Type typeOf();
template <> Type typeOf<int8_t>() { return Type::I8; }
template <> Type typeOf<int16_t>() { return Type::I16; }
template <> Type typeOf<int32_t>() { return Type::I32; }
template <> Type typeOf<int64_t>() { return Type::I64; }

/// The value bits of a signed C integer (canonical: zero-extended).
template <typename S> Value bits(S X) {
  return Value(std::make_unsigned_t<S>(X));
}

template <typename S> std::vector<S> edgeValues() {
  const S Min = std::numeric_limits<S>::min();
  const S Max = std::numeric_limits<S>::max();
  return {0, 1, -1, Min, Max, 7, -7, 3, -3};
}

template <typename S> void checkArithmetic() {
  using U = std::make_unsigned_t<S>;
  const Type Ty = typeOf<S>();
  const S Min = std::numeric_limits<S>::min();
  for (S A : edgeValues<S>()) {
    uint64_t UA = U(A);
    SCOPED_TRACE("a = " + std::to_string(int64_t(A)));
    EXPECT_EQ(unop(UnOp::Neg, Ty, bits(A)), ok(U(0 - UA)));
    EXPECT_EQ(unop(UnOp::BitNot, Ty, bits(A)), ok(U(~UA)));
    for (S B : edgeValues<S>()) {
      uint64_t UB = U(B);
      SCOPED_TRACE("b = " + std::to_string(int64_t(B)));
      // Wrap-around: C's unsigned arithmetic truncated to the width.
      EXPECT_EQ(binop(BinOp::Add, Ty, bits(A), bits(B)), ok(U(UA + UB)));
      EXPECT_EQ(binop(BinOp::Sub, Ty, bits(A), bits(B)), ok(U(UA - UB)));
      EXPECT_EQ(binop(BinOp::Mul, Ty, bits(A), bits(B)), ok(U(UA * UB)));

      // C's truncating signed division, with its undefined cases as errors.
      Outcome Div, Rem;
      if (B == 0) {
        Div = Rem = err(EvalError::DivisionByZero);
      } else if (A == Min && B == -1) {
        Div = Rem = err(EvalError::SignedDivOverflow);
      } else {
        Div = ok(bits(S(A / B)));
        Rem = ok(bits(S(A % B)));
      }
      EXPECT_EQ(binop(BinOp::SDiv, Ty, bits(A), bits(B)), Div);
      EXPECT_EQ(binop(BinOp::SRem, Ty, bits(A), bits(B)), Rem);
      if (B == 0) {
        EXPECT_EQ(binop(BinOp::UDiv, Ty, bits(A), bits(B)),
                  err(EvalError::DivisionByZero));
        EXPECT_EQ(binop(BinOp::URem, Ty, bits(A), bits(B)),
                  err(EvalError::DivisionByZero));
      } else {
        EXPECT_EQ(binop(BinOp::UDiv, Ty, bits(A), bits(B)), ok(UA / UB));
        EXPECT_EQ(binop(BinOp::URem, Ty, bits(A), bits(B)), ok(UA % UB));
      }

      EXPECT_EQ(binop(BinOp::And, Ty, bits(A), bits(B)), ok(UA & UB));
      EXPECT_EQ(binop(BinOp::Or, Ty, bits(A), bits(B)), ok(UA | UB));
      EXPECT_EQ(binop(BinOp::Xor, Ty, bits(A), bits(B)), ok(UA ^ UB));

      EXPECT_EQ(binop(BinOp::Eq, Ty, bits(A), bits(B)), ok(A == B));
      EXPECT_EQ(binop(BinOp::Ne, Ty, bits(A), bits(B)), ok(A != B));
      EXPECT_EQ(binop(BinOp::SLt, Ty, bits(A), bits(B)), ok(A < B));
      EXPECT_EQ(binop(BinOp::SLe, Ty, bits(A), bits(B)), ok(A <= B));
      EXPECT_EQ(binop(BinOp::SGt, Ty, bits(A), bits(B)), ok(A > B));
      EXPECT_EQ(binop(BinOp::SGe, Ty, bits(A), bits(B)), ok(A >= B));
      EXPECT_EQ(binop(BinOp::ULt, Ty, bits(A), bits(B)), ok(U(A) < U(B)));
      EXPECT_EQ(binop(BinOp::ULe, Ty, bits(A), bits(B)), ok(U(A) <= U(B)));
      EXPECT_EQ(binop(BinOp::UGt, Ty, bits(A), bits(B)), ok(U(A) > U(B)));
      EXPECT_EQ(binop(BinOp::UGe, Ty, bits(A), bits(B)), ok(U(A) >= U(B)));
    }
  }
}

TEST(EvaluatorSemantics, IntegerArithmeticI8) { checkArithmetic<int8_t>(); }
TEST(EvaluatorSemantics, IntegerArithmeticI16) { checkArithmetic<int16_t>(); }
TEST(EvaluatorSemantics, IntegerArithmeticI32) { checkArithmetic<int32_t>(); }
TEST(EvaluatorSemantics, IntegerArithmeticI64) { checkArithmetic<int64_t>(); }

template <typename S> void checkShifts() {
  using U = std::make_unsigned_t<S>;
  const Type Ty = typeOf<S>();
  const int64_t W = sizeof(S) * 8;
  std::vector<S> Amounts = edgeValues<S>();
  for (int64_t Extra : {W - 1, W, W + 1, int64_t(2)})
    Amounts.push_back(S(Extra));
  for (S A : edgeValues<S>()) {
    SCOPED_TRACE("a = " + std::to_string(int64_t(A)));
    for (S Amt : Amounts) {
      SCOPED_TRACE("amount = " + std::to_string(int64_t(Amt)));
      if (Amt < 0 || Amt >= W) {
        for (BinOp Op : {BinOp::Shl, BinOp::AShr, BinOp::LShr})
          EXPECT_EQ(binop(Op, Ty, bits(A), bits(Amt)),
                    err(EvalError::ShiftOutOfRange));
        continue;
      }
      EXPECT_EQ(binop(BinOp::Shl, Ty, bits(A), bits(Amt)),
                ok(U(uint64_t(U(A)) << Amt)));
      EXPECT_EQ(binop(BinOp::AShr, Ty, bits(A), bits(Amt)),
                ok(bits(S(int64_t(A) >> Amt))));
      EXPECT_EQ(binop(BinOp::LShr, Ty, bits(A), bits(Amt)),
                ok(uint64_t(U(A)) >> Amt));
    }
  }
}

TEST(EvaluatorSemantics, ShiftsI8) { checkShifts<int8_t>(); }
TEST(EvaluatorSemantics, ShiftsI16) { checkShifts<int16_t>(); }
TEST(EvaluatorSemantics, ShiftsI32) { checkShifts<int32_t>(); }
TEST(EvaluatorSemantics, ShiftsI64) { checkShifts<int64_t>(); }

TEST(EvaluatorSemantics, ShiftSpotChecks) {
  // Bits shifted out are lost; the amount is read as signed of its width.
  EXPECT_EQ(binop(BinOp::Shl, Type::I8, 0x81, 1), ok(0x02));
  EXPECT_EQ(binop(BinOp::AShr, Type::I8, 0x80, 7), ok(0xff));
  EXPECT_EQ(binop(BinOp::LShr, Type::I8, 0x80, 7), ok(0x01));
  EXPECT_EQ(binop(BinOp::Shl, Type::I32, 1, 31), ok(0x80000000));
  EXPECT_EQ(binop(BinOp::Shl, Type::I32, 1, 32),
            err(EvalError::ShiftOutOfRange));
  EXPECT_EQ(binop(BinOp::Shl, Type::I64, 1, 63), ok(uint64_t(1) << 63));
  EXPECT_EQ(binop(BinOp::Shl, Type::I64, 1, 64),
            err(EvalError::ShiftOutOfRange));
  EXPECT_EQ(binop(BinOp::LShr, Type::I16, 0xffff, 0x8000),
            err(EvalError::ShiftOutOfRange));
  EXPECT_EQ(binop(BinOp::AShr, Type::I32, 0x80000000, 0xffffffff),
            err(EvalError::ShiftOutOfRange));
}

TEST(EvaluatorSemantics, DivisionSpotChecks) {
  // Remainders take the sign of the dividend; quotients truncate.
  EXPECT_EQ(binop(BinOp::SRem, Type::I32, bits<int32_t>(-7), 3),
            ok(bits<int32_t>(-1)));
  EXPECT_EQ(binop(BinOp::SRem, Type::I32, 7, bits<int32_t>(-3)), ok(1));
  EXPECT_EQ(binop(BinOp::SDiv, Type::I32, bits<int32_t>(-7), 2),
            ok(bits<int32_t>(-3)));
  EXPECT_EQ(binop(BinOp::SDiv, Type::I8, 0x80, 0xff),
            err(EvalError::SignedDivOverflow));
  EXPECT_EQ(
      binop(BinOp::SRem, Type::I64, uint64_t(INT64_MIN), bits<int64_t>(-1)),
      err(EvalError::SignedDivOverflow));
  EXPECT_EQ(binop(BinOp::SDiv, Type::I16, 5, 0),
            err(EvalError::DivisionByZero));
  // Unsigned division reads -1 as UINT_MAX.
  EXPECT_EQ(binop(BinOp::UDiv, Type::I32, 0xffffffff, 2), ok(0x7fffffff));
  EXPECT_EQ(binop(BinOp::URem, Type::I8, 0x80, 0xff), ok(0x80));
}

TEST(EvaluatorSemantics, WrapAroundAtEveryWidth) {
  EXPECT_EQ(binop(BinOp::Add, Type::I8, 0x7f, 1), ok(0x80));
  EXPECT_EQ(binop(BinOp::Add, Type::I16, 0xffff, 1), ok(0));
  EXPECT_EQ(binop(BinOp::Add, Type::I32, 0x7fffffff, 1), ok(0x80000000));
  EXPECT_EQ(binop(BinOp::Add, Type::I64, ~uint64_t(0), 2), ok(1));
  EXPECT_EQ(binop(BinOp::Mul, Type::I8, 16, 16), ok(0));
  EXPECT_EQ(binop(BinOp::Mul, Type::I16, 0xffff, 0xffff), ok(1));
  EXPECT_EQ(binop(BinOp::Mul, Type::I32, 0x10000, 0x10000), ok(0));
  EXPECT_EQ(binop(BinOp::Mul, Type::I64, uint64_t(1) << 32, uint64_t(1) << 32),
            ok(0));
  EXPECT_EQ(binop(BinOp::Sub, Type::I8, 0, 1), ok(0xff));
  EXPECT_EQ(unop(UnOp::Neg, Type::I32, 0x80000000), ok(0x80000000));
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

template <typename From, typename To> void checkIntCast() {
  using UF = std::make_unsigned_t<From>;
  using UT = std::make_unsigned_t<To>;
  const Type FT = typeOf<From>(), TT = typeOf<To>();
  for (From A : edgeValues<From>()) {
    SCOPED_TRACE(std::string(typeName(FT)) + " -> " +
                 std::string(typeName(TT)) +
                 ", a = " + std::to_string(int64_t(A)));
    if (sizeof(To) < sizeof(From)) {
      EXPECT_EQ(castop(CastOp::Trunc, FT, TT, bits(A)), ok(UT(A)));
    } else {
      EXPECT_EQ(castop(CastOp::ZExt, FT, TT, bits(A)), ok(UT(UF(A))));
      EXPECT_EQ(castop(CastOp::SExt, FT, TT, bits(A)), ok(UT(To(A))));
    }
  }
}

template <typename From> void checkIntCastsFrom() {
  checkIntCast<From, int8_t>();
  checkIntCast<From, int16_t>();
  checkIntCast<From, int32_t>();
  checkIntCast<From, int64_t>();
}

TEST(EvaluatorSemantics, IntegerCasts) {
  checkIntCastsFrom<int8_t>();
  checkIntCastsFrom<int16_t>();
  checkIntCastsFrom<int32_t>();
  checkIntCastsFrom<int64_t>();
}

TEST(EvaluatorSemantics, BoolCasts) {
  // bool is a 1-bit integer: sext of true is all ones, trunc keeps bit 0.
  EXPECT_EQ(castop(CastOp::ZExt, Type::Bool, Type::I32, 1), ok(1));
  EXPECT_EQ(castop(CastOp::SExt, Type::Bool, Type::I8, 1), ok(0xff));
  EXPECT_EQ(castop(CastOp::SExt, Type::Bool, Type::I64, 1), ok(~uint64_t(0)));
  EXPECT_EQ(castop(CastOp::SExt, Type::Bool, Type::I32, 0), ok(0));
  EXPECT_EQ(castop(CastOp::Trunc, Type::I32, Type::Bool, 3), ok(1));
  EXPECT_EQ(castop(CastOp::Trunc, Type::I32, Type::Bool, 2), ok(0));
  EXPECT_EQ(castop(CastOp::Trunc, Type::I64, Type::Bool, ~uint64_t(0)), ok(1));
}

template <typename S> void checkIntToFloat() {
  using U = std::make_unsigned_t<S>;
  const Type Ty = typeOf<S>();
  for (S A : edgeValues<S>()) {
    SCOPED_TRACE(std::string(typeName(Ty)) + " " + std::to_string(int64_t(A)));
    EXPECT_EQ(castop(CastOp::SIToFP, Ty, Type::F32, bits(A)),
              ok(fromF32(float(A))));
    EXPECT_EQ(castop(CastOp::SIToFP, Ty, Type::F64, bits(A)),
              ok(fromF64(double(A))));
    EXPECT_EQ(castop(CastOp::UIToFP, Ty, Type::F32, bits(A)),
              ok(fromF32(float(U(A)))));
    EXPECT_EQ(castop(CastOp::UIToFP, Ty, Type::F64, bits(A)),
              ok(fromF64(double(U(A)))));
  }
}

TEST(EvaluatorSemantics, IntToFloat) {
  checkIntToFloat<int8_t>();
  checkIntToFloat<int16_t>();
  checkIntToFloat<int32_t>();
  checkIntToFloat<int64_t>();
  // Rounding to nearest even in the destination precision.
  EXPECT_EQ(castop(CastOp::SIToFP, Type::I32, Type::F32, 16777217),
            ok(fromF32(16777216.0f)));
  EXPECT_EQ(
      castop(CastOp::SIToFP, Type::I64, Type::F64, (uint64_t(1) << 53) + 1),
      ok(fromF64(9007199254740992.0)));
  EXPECT_EQ(castop(CastOp::SIToFP, Type::Bool, Type::F32, 1),
            ok(fromF32(-1.0f)));
  EXPECT_EQ(castop(CastOp::UIToFP, Type::Bool, Type::F64, 1), ok(fromF64(1.0)));
}

Outcome fpToInt(CastOp Op, double X, Type To) {
  return castop(Op, Type::F64, To, fromF64(X));
}
Outcome fpToIntF32(CastOp Op, float X, Type To) {
  return castop(Op, Type::F32, To, fromF32(X));
}

TEST(EvaluatorSemantics, FloatToSignedInt) {
  const CastOp SI = CastOp::FPToSI;
  const Outcome Range = err(EvalError::FloatToIntRange);
  const double NaN = std::numeric_limits<double>::quiet_NaN();
  const double Inf = std::numeric_limits<double>::infinity();
  // In range: C's truncation toward zero.
  for (double X : {0.0, -0.0, 3.99, -3.99, 2147483647.0, 2147483647.9,
                   -2147483648.0, -2147483648.9, 1e9, -1e9})
    EXPECT_EQ(fpToInt(SI, X, Type::I32), ok(bits(int32_t(X)))) << X;
  for (double X : {2147483648.0, -2147483649.0, 1e10, NaN, Inf, -Inf})
    EXPECT_EQ(fpToInt(SI, X, Type::I32), Range) << X;
  EXPECT_EQ(fpToInt(SI, 127.5, Type::I8), ok(127));
  EXPECT_EQ(fpToInt(SI, -128.9, Type::I8), ok(0x80));
  EXPECT_EQ(fpToInt(SI, 128.0, Type::I8), Range);
  EXPECT_EQ(fpToInt(SI, -129.0, Type::I8), Range);
  EXPECT_EQ(fpToInt(SI, 32767.99, Type::I16), ok(0x7fff));
  EXPECT_EQ(fpToInt(SI, 32768.0, Type::I16), Range);
  EXPECT_EQ(fpToInt(SI, 9223372036854774784.0, Type::I64),
            ok(bits(int64_t(9223372036854774784.0))));
  EXPECT_EQ(fpToInt(SI, -9223372036854775808.0, Type::I64),
            ok(uint64_t(INT64_MIN)));
  EXPECT_EQ(fpToInt(SI, 9223372036854775808.0, Type::I64), Range);
  EXPECT_EQ(fpToInt(SI, NaN, Type::I64), Range);
  // From f32.
  EXPECT_EQ(fpToIntF32(SI, 2147483520.0f, Type::I32),
            ok(bits(int32_t(2147483520.0f))));
  EXPECT_EQ(fpToIntF32(SI, 2147483648.0f, Type::I32), Range);
  EXPECT_EQ(fpToIntF32(SI, -2147483648.0f, Type::I32), ok(0x80000000));
  EXPECT_EQ(fpToIntF32(SI, -1.5f, Type::I64), ok(bits(int64_t(-1))));
  EXPECT_EQ(fpToIntF32(SI, 1e30f, Type::I64), Range);
  EXPECT_EQ(fpToIntF32(SI, std::numeric_limits<float>::quiet_NaN(), Type::I8),
            Range);
}

TEST(EvaluatorSemantics, FloatToUnsignedInt) {
  const CastOp UI = CastOp::FPToUI;
  const Outcome Range = err(EvalError::FloatToIntRange);
  EXPECT_EQ(fpToInt(UI, 255.9, Type::I8), ok(255));
  EXPECT_EQ(fpToInt(UI, 256.0, Type::I8), Range);
  // -0.5 truncates to -0, which is in range; -1 is not.
  EXPECT_EQ(fpToInt(UI, -0.5, Type::I8), ok(0));
  EXPECT_EQ(fpToInt(UI, -0.99, Type::I32), ok(0));
  EXPECT_EQ(fpToInt(UI, -1.0, Type::I32), Range);
  EXPECT_EQ(fpToInt(UI, 4294967295.5, Type::I32), ok(0xffffffff));
  EXPECT_EQ(fpToInt(UI, 4294967296.0, Type::I32), Range);
  EXPECT_EQ(fpToInt(UI, 65535.0, Type::I16), ok(0xffff));
  EXPECT_EQ(fpToInt(UI, 18446744073709549568.0, Type::I64),
            ok(uint64_t(18446744073709549568.0)));
  EXPECT_EQ(fpToInt(UI, 18446744073709551616.0, Type::I64), Range);
  EXPECT_EQ(fpToInt(UI, std::numeric_limits<double>::quiet_NaN(), Type::I32),
            Range);
  EXPECT_EQ(fpToInt(UI, -std::numeric_limits<double>::infinity(), Type::I32),
            Range);
  EXPECT_EQ(fpToIntF32(UI, 4294967040.0f, Type::I32), ok(4294967040u));
  EXPECT_EQ(fpToIntF32(UI, 4294967296.0f, Type::I32), Range);
}

TEST(EvaluatorSemantics, FloatCastsAndBitcasts) {
  EXPECT_EQ(castop(CastOp::FPTrunc, Type::F64, Type::F32, fromF64(0.1)),
            ok(fromF32(float(0.1))));
  EXPECT_EQ(castop(CastOp::FPTrunc, Type::F64, Type::F32, fromF64(1e300)),
            ok(fromF32(std::numeric_limits<float>::infinity())));
  EXPECT_EQ(castop(CastOp::FPExt, Type::F32, Type::F64, fromF32(0.1f)),
            ok(fromF64(double(0.1f))));
  EXPECT_EQ(castop(CastOp::Bitcast, Type::F32, Type::I32, fromF32(1.0f)),
            ok(0x3f800000));
  EXPECT_EQ(castop(CastOp::Bitcast, Type::I32, Type::F32, 0xbf800000),
            ok(fromF32(-1.0f)));
  EXPECT_EQ(castop(CastOp::Bitcast, Type::F64, Type::I64, fromF64(-2.0)),
            ok(0xc000000000000000));
  EXPECT_EQ(castop(CastOp::Bitcast, Type::I64, Type::F64, 0x3ff0000000000000),
            ok(fromF64(1.0)));
}

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

TEST(EvaluatorSemantics, F32ArithmeticInSinglePrecision) {
  EXPECT_EQ(binop(BinOp::Add, Type::F32, fromF32(16777216.0f), fromF32(1.0f)),
            ok(fromF32(16777216.0f)));
  EXPECT_EQ(binop(BinOp::Add, Type::F64, fromF64(16777216.0), fromF64(1.0)),
            ok(fromF64(16777217.0)));
  // The result is an f32 bit pattern in the low 32 bits.
  Outcome O = binop(BinOp::FDiv, Type::F32, fromF32(1.0f), fromF32(3.0f));
  EXPECT_EQ(O, ok(fromF32(1.0f / 3.0f)));
  EXPECT_EQ(O.V >> 32, 0u);
  const float NaN = std::numeric_limits<float>::quiet_NaN();
  const float Inf = std::numeric_limits<float>::infinity();
  const float Values[] = {0.0f,  -0.0f,  0.1f, 3.0f, -2.5f,
                          1e30f, 1e-30f, Inf,  NaN};
  for (float A : Values)
    for (float B : Values) {
      SCOPED_TRACE(std::to_string(A) + ", " + std::to_string(B));
      Value VA = fromF32(A), VB = fromF32(B);
      EXPECT_EQ(binop(BinOp::Add, Type::F32, VA, VB), ok(fromF32(A + B)));
      EXPECT_EQ(binop(BinOp::Sub, Type::F32, VA, VB), ok(fromF32(A - B)));
      EXPECT_EQ(binop(BinOp::Mul, Type::F32, VA, VB), ok(fromF32(A * B)));
      EXPECT_EQ(binop(BinOp::FDiv, Type::F32, VA, VB), ok(fromF32(A / B)));
      EXPECT_EQ(binop(BinOp::Eq, Type::F32, VA, VB), ok(A == B));
      EXPECT_EQ(binop(BinOp::Ne, Type::F32, VA, VB), ok(A != B));
      EXPECT_EQ(binop(BinOp::FLt, Type::F32, VA, VB), ok(A < B));
      EXPECT_EQ(binop(BinOp::FLe, Type::F32, VA, VB), ok(A <= B));
      EXPECT_EQ(binop(BinOp::FGt, Type::F32, VA, VB), ok(A > B));
      EXPECT_EQ(binop(BinOp::FGe, Type::F32, VA, VB), ok(A >= B));
    }
}

TEST(EvaluatorSemantics, F64Arithmetic) {
  const double NaN = std::numeric_limits<double>::quiet_NaN();
  const double Inf = std::numeric_limits<double>::infinity();
  const double Values[] = {0.0, -0.0, 0.1, 0.2, 3.0, -2.5, 1e300, Inf, NaN};
  for (double A : Values)
    for (double B : Values) {
      SCOPED_TRACE(std::to_string(A) + ", " + std::to_string(B));
      Value VA = fromF64(A), VB = fromF64(B);
      EXPECT_EQ(binop(BinOp::Add, Type::F64, VA, VB), ok(fromF64(A + B)));
      EXPECT_EQ(binop(BinOp::Sub, Type::F64, VA, VB), ok(fromF64(A - B)));
      EXPECT_EQ(binop(BinOp::Mul, Type::F64, VA, VB), ok(fromF64(A * B)));
      EXPECT_EQ(binop(BinOp::FDiv, Type::F64, VA, VB), ok(fromF64(A / B)));
      EXPECT_EQ(binop(BinOp::Eq, Type::F64, VA, VB), ok(A == B));
      EXPECT_EQ(binop(BinOp::Ne, Type::F64, VA, VB), ok(A != B));
      EXPECT_EQ(binop(BinOp::FLt, Type::F64, VA, VB), ok(A < B));
      EXPECT_EQ(binop(BinOp::FGe, Type::F64, VA, VB), ok(A >= B));
    }
  // Float division by zero is IEEE, not an error.
  EXPECT_EQ(binop(BinOp::FDiv, Type::F64, fromF64(1.0), fromF64(0.0)),
            ok(fromF64(Inf)));
}

TEST(EvaluatorSemantics, FloatNegation) {
  EXPECT_EQ(unop(UnOp::Neg, Type::F32, fromF32(0.0f)), ok(0x80000000));
  EXPECT_EQ(unop(UnOp::Neg, Type::F32, fromF32(-1.5f)), ok(fromF32(1.5f)));
  EXPECT_EQ(unop(UnOp::Neg, Type::F64, fromF64(2.0)), ok(fromF64(-2.0)));
  EXPECT_EQ(unop(UnOp::Neg, Type::F64, fromF64(0.0)), ok(uint64_t(1) << 63));
}

Outcome math(MathFn F, Type Ty, Value A, Value B = 0, Value C = 0) {
  Builder Bd;
  const Expr *X = constant(Bd.P, Ty, A), *Y = constant(Bd.P, Ty, B),
             *Z = constant(Bd.P, Ty, C);
  unsigned N = mathFnArity(F);
  return evalOutcome(
      Bd, Bd.P.mathCall(F, Ty, X, N > 1 ? Y : nullptr, N > 2 ? Z : nullptr));
}

TEST(EvaluatorSemantics, MathFunctions) {
  // volatile: the expected values must come from the run-time library, as
  // the evaluator's do, not from the compiler's constant folding.
  volatile float X = 2.5f, Y = 0.75f, Z = -1.25f;
  volatile double DX = 2.5, DY = 0.75, DZ = -1.25;
  struct Case {
    MathFn F;
    float R32;
    double R64;
  };
  const Case Cases[] = {
      {MathFn::Sqrt, std::sqrt(X), std::sqrt(DX)},
      {MathFn::Fabs, std::fabs(X), std::fabs(DX)},
      {MathFn::Floor, std::floor(X), std::floor(DX)},
      {MathFn::Ceil, std::ceil(X), std::ceil(DX)},
      {MathFn::Trunc, std::trunc(X), std::trunc(DX)},
      {MathFn::Round, std::round(X), std::round(DX)},
      {MathFn::Exp, std::exp(X), std::exp(DX)},
      {MathFn::Exp2, std::exp2(X), std::exp2(DX)},
      {MathFn::Log, std::log(X), std::log(DX)},
      {MathFn::Log2, std::log2(X), std::log2(DX)},
      {MathFn::Log10, std::log10(X), std::log10(DX)},
      {MathFn::Sin, std::sin(X), std::sin(DX)},
      {MathFn::Cos, std::cos(X), std::cos(DX)},
      {MathFn::Tan, std::tan(X), std::tan(DX)},
      {MathFn::Pow, std::pow(X, Y), std::pow(DX, DY)},
      {MathFn::Fmin, std::fmin(X, Y), std::fmin(DX, DY)},
      {MathFn::Fmax, std::fmax(X, Y), std::fmax(DX, DY)},
      {MathFn::Fmod, std::fmod(X, Y), std::fmod(DX, DY)},
      {MathFn::Fma, std::fma(X, Y, Z), std::fma(DX, DY, DZ)},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(std::string(mathFnName(C.F)));
    EXPECT_EQ(math(C.F, Type::F32, fromF32(X), fromF32(Y), fromF32(Z)),
              ok(fromF32(C.R32)));
    EXPECT_EQ(math(C.F, Type::F64, fromF64(DX), fromF64(DY), fromF64(DZ)),
              ok(fromF64(C.R64)));
  }
  // Round is half away from zero; fmin ignores a NaN.
  EXPECT_EQ(math(MathFn::Round, Type::F64, fromF64(-2.5)), ok(fromF64(-3.0)));
  EXPECT_EQ(math(MathFn::Fmin, Type::F32, fromF32(1.0f),
                 fromF32(std::numeric_limits<float>::quiet_NaN())),
            ok(fromF32(1.0f)));
  EXPECT_EQ(math(MathFn::Sqrt, Type::F32, fromF32(2.0f)),
            ok(fromF32(std::sqrt(2.0f))));
}

//===----------------------------------------------------------------------===//
// Booleans, short-circuit, select
//===----------------------------------------------------------------------===//

TEST(EvaluatorSemantics, BooleanOperators) {
  for (Value A : {0, 1})
    for (Value B : {0, 1}) {
      EXPECT_EQ(binop(BinOp::LAnd, Type::Bool, A, B), ok(A && B));
      EXPECT_EQ(binop(BinOp::LOr, Type::Bool, A, B), ok(A || B));
      EXPECT_EQ(binop(BinOp::And, Type::Bool, A, B), ok(A & B));
      EXPECT_EQ(binop(BinOp::Or, Type::Bool, A, B), ok(A | B));
      EXPECT_EQ(binop(BinOp::Xor, Type::Bool, A, B), ok(A ^ B));
      EXPECT_EQ(binop(BinOp::Eq, Type::Bool, A, B), ok(A == B));
    }
  EXPECT_EQ(unop(UnOp::Not, Type::Bool, 0), ok(1));
  EXPECT_EQ(unop(UnOp::Not, Type::Bool, 1), ok(0));
}

TEST(EvaluatorSemantics, ShortCircuitAndSelect) {
  Builder B;
  // (1 /s 0) == 0 traps when evaluated.
  auto Trap = [&] {
    return B.bin(BinOp::Eq, B.bin(BinOp::SDiv, B.i32(1), B.i32(0)), B.i32(0));
  };
  auto TrapI32 = [&] { return B.bin(BinOp::SDiv, B.i32(1), B.i32(0)); };
  const Outcome Div = err(EvalError::DivisionByZero);
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::LAnd, B.b(false), Trap())), ok(0));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::LOr, B.b(true), Trap())), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::LAnd, B.b(true), Trap())), Div);
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::LOr, B.b(false), Trap())), Div);
  // Non-short-circuit operators evaluate both sides.
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::And, B.b(false), Trap())), Div);
  EXPECT_EQ(evalOutcome(B, B.P.select(B.b(true), B.i32(5), TrapI32())), ok(5));
  EXPECT_EQ(evalOutcome(B, B.P.select(B.b(false), TrapI32(), B.i32(6))), ok(6));
  EXPECT_EQ(evalOutcome(B, B.P.select(B.b(true), TrapI32(), B.i32(6))), Div);
  EXPECT_EQ(evalOutcome(B, B.P.select(Trap(), B.i32(5), B.i32(6))), Div);
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

TEST(EvaluatorSemantics, PointerArithmetic) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 8);
  ObjectId H = B.object(MemSpace::Global, Type::I32, 8);
  auto Ptr = [&](ObjectId O, int64_t Off) { return ok(ptr::make(O, Off)); };
  EXPECT_EQ(evalOutcome(B, B.at(G, 3)), Ptr(G, 3));
  // The integer is read as signed of its width.
  EXPECT_EQ(
      evalOutcome(B, B.P.binary(BinOp::Add, Type::Ptr, B.addr(G), B.i8(-1))),
      Ptr(G, -1));
  EXPECT_EQ(evalOutcome(B, B.P.binary(BinOp::Add, Type::Ptr, B.addr(G),
                                      B.i32(0xffffffff))),
            Ptr(G, -1));
  EXPECT_EQ(
      evalOutcome(B, B.P.binary(BinOp::Sub, Type::Ptr, B.at(G, 5), B.i16(2))),
      Ptr(G, 3));
  EXPECT_EQ(evalOutcome(
                B, B.P.binary(BinOp::Add, Type::Ptr, B.P.nullPtr(), B.i32(5))),
            Ptr(0, 5));
  // ptr - ptr gives an i64 element difference.
  EXPECT_EQ(
      evalOutcome(B, B.P.binary(BinOp::Sub, Type::I64, B.at(G, 2), B.at(G, 7))),
      ok(uint64_t(-5)));
  EXPECT_EQ(
      evalOutcome(B, B.P.binary(BinOp::Sub, Type::I64, B.at(G, 2), B.at(H, 2))),
      err(EvalError::PointerMismatch));
  // The representable offset range is [-2^39, 2^39).
  EXPECT_EQ(evalOutcome(B, B.at(G, ptr::MaxOffset)), Ptr(G, ptr::MaxOffset));
  EXPECT_EQ(evalOutcome(B, B.at(G, ptr::MinOffset)), Ptr(G, ptr::MinOffset));
  EXPECT_EQ(evalOutcome(B, B.at(G, ptr::MaxOffset + 1)),
            err(EvalError::PointerRange));
  EXPECT_EQ(evalOutcome(B, B.P.binary(BinOp::Add, Type::Ptr,
                                      B.at(G, ptr::MaxOffset), B.i64(1))),
            err(EvalError::PointerRange));
  EXPECT_EQ(evalOutcome(B, B.at(G, INT64_MIN)), err(EvalError::PointerRange));
  EXPECT_EQ(evalOutcome(B, B.P.binary(BinOp::Sub, Type::Ptr, B.at(G, 1),
                                      B.i64(INT64_MIN))),
            err(EvalError::PointerRange));
}

TEST(EvaluatorSemantics, PointerComparisons) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 8);
  ObjectId H = B.object(MemSpace::Global, Type::I32, 8);
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::Eq, B.at(G, 1), B.at(G, 1))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::Eq, B.addr(G), B.addr(H))), ok(0));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::Ne, B.addr(G), B.addr(H))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::Eq, B.addr(G), B.P.nullPtr())), ok(0));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::ULt, B.addr(G), B.at(G, 1))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::UGe, B.addr(G), B.at(G, 1))), ok(0));
  // Offsets compare as signed element indices.
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::ULt, B.at(G, -1), B.addr(G))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::ULe, B.at(G, 2), B.at(G, 2))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::UGt, B.at(G, 3), B.at(G, 2))), ok(1));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::ULt, B.addr(G), B.addr(H))),
            err(EvalError::PointerMismatch));
  EXPECT_EQ(evalOutcome(B, B.bin(BinOp::UGe, B.addr(G), B.P.nullPtr())),
            err(EvalError::PointerMismatch));
}

//===----------------------------------------------------------------------===//
// applyRmw, evalConstant, evalErrorName
//===----------------------------------------------------------------------===//

TEST(EvaluatorSemantics, ApplyRmw) {
  const Type I32 = Type::I32, I8 = Type::I8, I64 = Type::I64;
  EXPECT_EQ(applyRmw(RmwOp::Add, I32, 0xffffffff, 1), 0u);
  EXPECT_EQ(applyRmw(RmwOp::Add, I8, 0x7f, 1), 0x80u);
  EXPECT_EQ(applyRmw(RmwOp::Add, I64, ~uint64_t(0), 2), 1u);
  EXPECT_EQ(applyRmw(RmwOp::Sub, I32, 0, 1), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::Sub, I8, 5, 3), 2u);
  EXPECT_EQ(applyRmw(RmwOp::Exch, I32, 5, 9), 9u);
  EXPECT_EQ(applyRmw(RmwOp::Exch, Type::F32, fromF32(1.0f), fromF32(2.0f)),
            fromF32(2.0f));
  // -1 vs 1: signed and unsigned orders disagree.
  EXPECT_EQ(applyRmw(RmwOp::SMin, I32, 0xffffffff, 1), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::SMax, I32, 0xffffffff, 1), 1u);
  EXPECT_EQ(applyRmw(RmwOp::UMin, I32, 0xffffffff, 1), 1u);
  EXPECT_EQ(applyRmw(RmwOp::UMax, I32, 0xffffffff, 1), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::SMin, I8, 0x80, 0x7f), 0x80u);
  EXPECT_EQ(applyRmw(RmwOp::SMax, I8, 0x80, 0x7f), 0x7fu);
  EXPECT_EQ(applyRmw(RmwOp::SMin, I64, uint64_t(INT64_MIN), 0),
            uint64_t(INT64_MIN));
  EXPECT_EQ(applyRmw(RmwOp::And, I32, 0xf0f0, 0xff00), 0xf000u);
  EXPECT_EQ(applyRmw(RmwOp::Or, I32, 0xf0f0, 0xff00), 0xfff0u);
  EXPECT_EQ(applyRmw(RmwOp::Xor, I32, 0xf0f0, 0xff00), 0x0ff0u);
  // atomicInc: ((old >= val) ? 0 : (old + 1)).
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 4, 5), 5u);
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 5, 5), 0u);
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 10, 5), 0u);
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 0, 0), 0u);
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 0xfffffffe, 0xffffffff), 0xffffffffu);
  EXPECT_EQ(applyRmw(RmwOp::Inc, I32, 0xffffffff, 0xffffffff), 0u);
  // atomicDec: (((old == 0) || (old > val)) ? val : (old - 1)).
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 3, 5), 2u);
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 5, 5), 4u);
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 0, 5), 5u);
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 7, 5), 5u);
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 1, 0), 0u);
  EXPECT_EQ(applyRmw(RmwOp::Dec, I32, 0, 0xffffffff), 0xffffffffu);
  // fadd in the type's precision.
  EXPECT_EQ(
      applyRmw(RmwOp::FAdd, Type::F32, fromF32(16777216.0f), fromF32(1.0f)),
      fromF32(16777216.0f));
  EXPECT_EQ(applyRmw(RmwOp::FAdd, Type::F64, fromF64(0.1), fromF64(0.2)),
            fromF64(0.1 + 0.2));
  // f16add: half bits, the exact sum rounded once. 1 + 2^-11 is the tie
  // between 1 (0x3c00, even) and 1 + 2^-10 (0x3c01): to even; 1 + 3 *
  // 2^-11 the tie between 0x3c01 and 0x3c02: to 0x3c02; 65504 + 65504
  // overflows to infinity; 2^-24 + 2^-24 (subnormals) is exact; the sum of
  // -0 and -0 keeps the sign; a NaN gives the canonical 0x7fff.
  auto H = [](RmwOp Op, uint64_t A, uint64_t B) {
    return applyRmw(Op, Type::I16, A, B);
  };
  EXPECT_EQ(H(RmwOp::F16Add, 0x3c00, 0x1000), 0x3c00u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x3c00, 0x1600), 0x3c02u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x3c00, 0x1400), 0x3c01u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x7bff, 0x7bff), 0x7c00u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x0001, 0x0001), 0x0002u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x8000, 0x8000), 0x8000u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x3c00, 0xbc00), 0x0000u);
  EXPECT_EQ(H(RmwOp::F16Add, 0x7e00, 0x3c00), 0x7fffu);
  // bf16add: 1 + 2^-8 is the tie between 1 (0x3f80) and 1 + 2^-7: to
  // even; 1 + 2^-7 exact; 2^127 * 1.99 + itself overflows.
  EXPECT_EQ(H(RmwOp::BF16Add, 0x3f80, 0x3b80), 0x3f80u);
  EXPECT_EQ(H(RmwOp::BF16Add, 0x3f80, 0x3c00), 0x3f81u);
  EXPECT_EQ(H(RmwOp::BF16Add, 0x7f7f, 0x7f7f), 0x7f80u);
  EXPECT_EQ(H(RmwOp::BF16Add, 0x4040, 0xc000), 0x3f80u);
}

TEST(EvaluatorSemantics, EvalConstant) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 8);
  Value V = 0;
  EXPECT_TRUE(evalConstant(B.P, B.at(G, 3), V));
  EXPECT_EQ(V, ptr::make(G, 3));
  EXPECT_TRUE(evalConstant(B.P, B.bin(BinOp::Mul, B.i32(6), B.i32(7)), V));
  EXPECT_EQ(V, 42u);
  EXPECT_TRUE(evalConstant(B.P, B.P.nullPtr(), V));
  EXPECT_EQ(V, 0u);
  // Not closed, or trapping.
  VarId X = B.var(Type::I32);
  EXPECT_FALSE(evalConstant(B.P, B.v(X), V));
  EXPECT_FALSE(evalConstant(B.P, B.P.builtin(Builtin::ThreadIdxX), V));
  EXPECT_FALSE(evalConstant(B.P, B.bin(BinOp::UDiv, B.i32(1), B.i32(0)), V));
}

TEST(EvaluatorSemantics, ErrorNames) {
  std::vector<std::string> Names;
  for (unsigned I = 0; I <= unsigned(EvalError::CallDepth); ++I) {
    std::string Name = evalErrorName(EvalError(I));
    EXPECT_FALSE(Name.empty());
    for (const std::string &Other : Names)
      EXPECT_NE(Name, Other);
    Names.push_back(Name);
  }
  EXPECT_STREQ(evalErrorName(EvalError::DivisionByZero), "division by zero");
}

} // namespace
