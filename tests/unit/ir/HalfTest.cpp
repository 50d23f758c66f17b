//===- tests/unit/ir/HalfTest.cpp - Exact 16-bit float conversions --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ir/Half.h: binary16 and bfloat16 conversions against values derived by
/// hand (65504, the subnormals, the bit pattern of 1/3) and, exhaustively
/// over every 16-bit pattern, against their definition: each finite value
/// converts back to its own bits, the midpoint of two neighbours rounds to
/// the even one, and a value just beside the midpoint to the nearer one.
/// The casts f16trunc/f16ext/bf16trunc/bf16ext in the evaluator.
///
//===----------------------------------------------------------------------===//

#include "EvaluatorTestUtil.h"
#include "ir/Half.h"

#include <cmath>
#include <cstdint>
#include <limits>

using namespace scopecheck::ir;
using namespace scopecheck::ir::test;

namespace {

constexpr Float16Kind H = Float16Kind::Half;
constexpr Float16Kind B = Float16Kind::BFloat16;

TEST(Half, KnownValues) {
  EXPECT_EQ(roundToFloat16(1.0, H), 0x3c00);
  EXPECT_EQ(roundToFloat16(-2.0, H), 0xc000);
  EXPECT_EQ(roundToFloat16(65504.0, H), 0x7bff); // largest finite
  // 65520 is the midpoint of 65504 and 2^16 (which would be the next value):
  // ties to even gives the infinity, anything below gives 65504.
  EXPECT_EQ(roundToFloat16(65519.99, H), 0x7bff);
  EXPECT_EQ(roundToFloat16(65520.0, H), 0x7c00);
  EXPECT_EQ(roundToFloat16(-1e10, H), 0xfc00);
  EXPECT_EQ(roundToFloat16(std::ldexp(1.0, -14), H), 0x0400); // smallest normal
  EXPECT_EQ(roundToFloat16(std::ldexp(1.0, -24), H), 0x0001); // smallest subnormal
  // Half the smallest subnormal is a tie between 0 and it: even is 0; a bit
  // more rounds up.
  EXPECT_EQ(roundToFloat16(std::ldexp(1.0, -25), H), 0x0000);
  EXPECT_EQ(roundToFloat16(std::ldexp(1.0, -25) * 1.0001, H), 0x0001);
  EXPECT_EQ(roundToFloat16(-std::ldexp(1.0, -26), H), 0x8000); // -0 kept
  EXPECT_EQ(roundToFloat16(-0.0, H), 0x8000);
  // 1/3 = 0x1.555...p-2: fraction 0101010101|0101... rounds down: 0x3555.
  EXPECT_EQ(roundToFloat16(double(1.0f / 3.0f), H), 0x3555);
  // 2/3 = 0x1.555...p-1, the same fraction: 0x3955.
  EXPECT_EQ(roundToFloat16(2.0 / 3.0, H), 0x3955);
  // 1 + 2^-11 is the midpoint of 1 and 1 + 2^-10: even is 1 (0x3c00);
  // 1 + 3 * 2^-11 is the midpoint of 0x3c01 and 0x3c02: even is 0x3c02.
  EXPECT_EQ(roundToFloat16(1.0 + std::ldexp(1.0, -11), H), 0x3c00);
  EXPECT_EQ(roundToFloat16(1.0 + 3 * std::ldexp(1.0, -11), H), 0x3c02);
  // The largest subnormal rounds up into the smallest normal.
  EXPECT_EQ(roundToFloat16(std::ldexp(1023.75, -24), H), 0x0400);
  EXPECT_EQ(roundToFloat16(std::numeric_limits<double>::infinity(), H), 0x7c00);
  EXPECT_EQ(roundToFloat16(std::nan(""), H), 0x7fff);
  EXPECT_EQ(roundToFloat16(-std::nan(""), H), 0x7fff);
  EXPECT_EQ(float16Value(0x7bff, H), 65504.0);
  EXPECT_EQ(float16Value(0x0001, H), std::ldexp(1.0, -24));
  EXPECT_EQ(float16Value(0x03ff, H), std::ldexp(1023.0, -24));
  EXPECT_EQ(float16Value(0xc000, H), -2.0);
  EXPECT_TRUE(std::isinf(float16Value(0xfc00, H)));
  EXPECT_TRUE(std::isnan(float16Value(0x7e00, H)));
  EXPECT_TRUE(std::signbit(float16Value(0x8000, H)));
}

TEST(BFloat16, KnownValues) {
  EXPECT_EQ(roundToFloat16(1.0, B), 0x3f80);
  EXPECT_EQ(roundToFloat16(-2.0, B), 0xc000);
  // bfloat16 is the high half of a float, rounded: 1/3f = 0x3eaaaaab rounds
  // up to 0x3eab (truncation would give 0x3eaa).
  EXPECT_EQ(roundToFloat16(double(1.0f / 3.0f), B), 0x3eab);
  // 0x3f808000 is the midpoint of 0x3f80 and 0x3f81: even is 0x3f80;
  // 0x3f818000 lies between 0x3f81 and 0x3f82: even is 0x3f82.
  EXPECT_EQ(roundToFloat16(1.0 + std::ldexp(1.0, -8), B), 0x3f80);
  EXPECT_EQ(roundToFloat16(1.0 + 3 * std::ldexp(1.0, -8), B), 0x3f82);
  EXPECT_EQ(roundToFloat16(double(std::numeric_limits<float>::max()), B),
            0x7f80); // rounds up beyond the largest bfloat16 0x7f7f
  EXPECT_EQ(roundToFloat16(std::ldexp(1.0, -133), B), 0x0001);
  EXPECT_EQ(roundToFloat16(1e300, B), 0x7f80);
  EXPECT_EQ(roundToFloat16(std::nan(""), B), 0x7fff);
  EXPECT_EQ(float16Value(0x7f7f, B), double(0x1.fep127));
  EXPECT_EQ(float16ToFloat(0x3eab, B), 0x1.56p-2f);
  // bfloat16 to float is exactly the bits moved up, NaN payloads included.
  for (uint32_t Bits : {0x7fc1u, 0xff81u, 0x0001u, 0x8000u}) {
    float F = float16ToFloat(uint16_t(Bits), B);
    uint32_t U;
    std::memcpy(&U, &F, sizeof U);
    EXPECT_EQ(U, Bits << 16);
  }
}

/// Every 16-bit pattern of \p K: finite values convert back to their bits
/// (through float too), and each midpoint of two positive neighbours rounds
/// to the even one while values just beside it round to the nearer one.
void exhaustive(Float16Kind K, uint16_t MaxFinite) {
  for (uint32_t Bits = 0; Bits <= 0xffff; ++Bits) {
    double V = float16Value(uint16_t(Bits), K);
    if (std::isnan(V))
      continue;
    ASSERT_EQ(roundToFloat16(V, K), Bits) << std::hex << Bits;
    ASSERT_EQ(double(float16ToFloat(uint16_t(Bits), K)), V);
    if ((Bits & 0x8000) || Bits >= MaxFinite)
      continue;
    double Next = float16Value(uint16_t(Bits + 1), K);
    double Mid = (V + Next) / 2; // exact in double
    uint16_t Even = (Bits & 1) ? uint16_t(Bits + 1) : uint16_t(Bits);
    ASSERT_EQ(roundToFloat16(Mid, K), Even) << std::hex << Bits;
    ASSERT_EQ(roundToFloat16(-Mid, K), Even | 0x8000) << std::hex << Bits;
    double Eps = (Next - V) / 1024;
    ASSERT_EQ(roundToFloat16(Mid - Eps, K), Bits) << std::hex << Bits;
    ASSERT_EQ(roundToFloat16(Mid + Eps, K), Bits + 1) << std::hex << Bits;
  }
}

TEST(Half, Exhaustive) { exhaustive(H, 0x7bff); }
TEST(BFloat16, Exhaustive) { exhaustive(B, 0x7f7f); }

TEST(Half, EvaluatorCasts) {
  EXPECT_EQ(castop(CastOp::F16Trunc, Type::F32, Type::I16, fromF32(0.1f)),
            ok(0x2e66));
  EXPECT_EQ(castop(CastOp::F16Trunc, Type::F64, Type::I16, fromF64(65520.0)),
            ok(0x7c00));
  EXPECT_EQ(castop(CastOp::F16Ext, Type::I16, Type::F32, 0x3555),
            ok(fromF32(0x1.554p-2f)));
  EXPECT_EQ(castop(CastOp::F16Ext, Type::I16, Type::F64, 0x7bff),
            ok(fromF64(65504.0)));
  EXPECT_EQ(castop(CastOp::BF16Trunc, Type::F32, Type::I16, fromF32(1.0f / 3)),
            ok(0x3eab));
  EXPECT_EQ(castop(CastOp::BF16Ext, Type::I16, Type::F32, 0xc049),
            ok(fromF32(-0x1.92p1f)));
}

} // namespace
