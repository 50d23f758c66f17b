//===- ir/Half.cpp - Exact 16-bit floating-point conversions --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/Half.h"

#include <cmath>
#include <cstring>

namespace scopecheck::ir {

namespace {
/// The shape of a format: fraction bits and exponent bias; the exponent
/// field of infinities and NaNs is all ones.
struct Format {
  int FracBits;
  int ExpBits;
  int bias() const { return (1 << (ExpBits - 1)) - 1; }
  int maxExpField() const { return (1 << ExpBits) - 1; }
  /// The exponent of the smallest normal value, 1 - bias.
  int minExp() const { return 1 - bias(); }
};
} // namespace

static Format formatOf(Float16Kind Kind) {
  return Kind == Float16Kind::Half ? Format{10, 5} : Format{7, 8};
}

uint16_t roundToFloat16(double X, Float16Kind Kind) {
  Format F = formatOf(Kind);
  if (std::isnan(X))
    return 0x7fff;
  uint16_t Sign = std::signbit(X) ? 0x8000 : 0;
  uint16_t Inf = uint16_t(Sign | (F.maxExpField() << F.FracBits));
  double A = std::fabs(X);
  if (std::isinf(A))
    return Inf;
  if (A == 0)
    return Sign;
  // The quantum (weight of the last fraction bit) at A's binade, or the
  // subnormal quantum below the smallest normal.
  int E = std::ilogb(A); // A = m * 2^E, 1 <= m < 2
  if (E < F.minExp())
    E = F.minExp();
  int QuantumExp = E - F.FracBits;
  // A / quantum is exact (a power-of-two scaling of a double that stays in
  // the normal range: 2^-24 and 2^-133 are far from double underflow when
  // A is not, and a subnormal double scales up exactly).
  double N = std::ldexp(A, -QuantumExp);
  if (N >= 9007199254740992.0) // 2^53: only for A far beyond the range
    return Inf;
  double Floor = std::floor(N);
  double Frac = N - Floor; // exact: N < 2^53
  double R = Floor;
  if (Frac > 0.5 || (Frac == 0.5 && std::fmod(Floor, 2.0) != 0))
    R = Floor + 1;
  // R * 2^QuantumExp is the rounded magnitude; R may have carried into the
  // next binade (R == 2^(FracBits+1)), which the encoding below absorbs.
  uint64_t Sig = uint64_t(R);
  if (Sig == 0)
    return Sign;
  int ExpField;
  uint64_t Frac16;
  if (E == F.minExp() && Sig < (uint64_t(1) << F.FracBits)) {
    ExpField = 0; // subnormal
    Frac16 = Sig;
  } else {
    if (Sig >= (uint64_t(2) << F.FracBits)) { // carried: 2^(FracBits+1)
      Sig >>= 1;
      ++E;
    }
    ExpField = E + F.bias();
    Frac16 = Sig - (uint64_t(1) << F.FracBits);
  }
  if (ExpField >= F.maxExpField())
    return Inf;
  return uint16_t(Sign | (ExpField << F.FracBits) | Frac16);
}

double float16Value(uint16_t Bits, Float16Kind Kind) {
  Format F = formatOf(Kind);
  double Sign = (Bits & 0x8000) ? -1.0 : 1.0;
  int ExpField = (Bits >> F.FracBits) & F.maxExpField();
  int Frac = Bits & ((1 << F.FracBits) - 1);
  if (ExpField == F.maxExpField())
    return Frac ? std::copysign(std::nan(""), Sign) : Sign * INFINITY;
  if (ExpField == 0)
    return Sign * std::ldexp(double(Frac), F.minExp() - F.FracBits);
  return Sign * std::ldexp(double(Frac | (1 << F.FracBits)),
                           ExpField - F.bias() - F.FracBits);
}

float float16ToFloat(uint16_t Bits, Float16Kind Kind) {
  uint32_t B;
  if (Kind == Float16Kind::BFloat16) {
    B = uint32_t(Bits) << 16;
  } else if ((Bits & 0x7c00) == 0x7c00 && (Bits & 0x03ff)) {
    // A half NaN: sign and payload kept, quiet bit set.
    B = (uint32_t(Bits & 0x8000) << 16) | 0x7fc00000u |
        (uint32_t(Bits & 0x03ff) << 13);
  } else {
    return float(float16Value(Bits, Kind)); // exact
  }
  float R;
  std::memcpy(&R, &B, sizeof R);
  return R;
}

} // namespace scopecheck::ir
