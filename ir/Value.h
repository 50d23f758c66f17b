//===- ir/Value.h - Runtime values of the IR -------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every runtime value is one 64-bit word (`Value`), interpreted by its
/// static type:
///  - bool and integers: zero-extended from the type's width (canonical:
///    bits above the width are always 0);
///  - f32: the IEEE bit pattern in the low 32 bits; f64: the bit pattern;
///  - ptr: a memory object and a signed element offset packed as
///    (ObjectId << 40) | (offset & (2^40 - 1)); ObjectId 0 is null. Pointer
///    arithmetic that leaves the 40-bit offset range is an evaluation error,
///    never a silent wrap.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_VALUE_H
#define SCOPECHECK_IR_VALUE_H

#include "ir/Type.h"

#include <cstdint>
#include <cstring>

namespace scopecheck::ir {

using Value = uint64_t;

namespace ptr {
constexpr unsigned OffsetBits = 40;
constexpr int64_t MaxOffset = (int64_t(1) << (OffsetBits - 1)) - 1;
constexpr int64_t MinOffset = -(int64_t(1) << (OffsetBits - 1));
constexpr uint32_t MaxObject = (uint32_t(1) << (64 - OffsetBits)) - 1;

inline Value make(uint32_t Obj, int64_t Offset) {
  return (Value(Obj) << OffsetBits) |
         (Value(Offset) & ((Value(1) << OffsetBits) - 1));
}
inline uint32_t object(Value P) { return uint32_t(P >> OffsetBits); }
inline int64_t offset(Value P) {
  // Sign-extend the low OffsetBits bits.
  return int64_t(P << (64 - OffsetBits)) >> (64 - OffsetBits);
}
inline bool offsetInRange(int64_t Off) {
  return Off >= MinOffset && Off <= MaxOffset;
}
} // namespace ptr

/// Mask of the low \p Width bits (Width in 1..64).
inline uint64_t widthMask(unsigned Width) {
  return Width >= 64 ? ~uint64_t(0) : ((uint64_t(1) << Width) - 1);
}
/// Sign-extends the low \p Width bits of \p V to 64 bits.
inline int64_t signExtend(uint64_t V, unsigned Width) {
  if (Width >= 64)
    return int64_t(V);
  unsigned Shift = 64 - Width;
  return int64_t(V << Shift) >> Shift;
}

inline float asF32(Value V) {
  uint32_t B = uint32_t(V);
  float F;
  std::memcpy(&F, &B, sizeof F);
  return F;
}
inline double asF64(Value V) {
  double D;
  std::memcpy(&D, &V, sizeof D);
  return D;
}
inline Value fromF32(float F) {
  uint32_t B;
  std::memcpy(&B, &F, sizeof B);
  return B;
}
inline Value fromF64(double D) {
  Value B;
  std::memcpy(&B, &D, sizeof B);
  return B;
}

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_VALUE_H
