//===- ir/Half.h - Exact 16-bit floating-point conversions -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two 16-bit floating-point formats of CUDA, as the IR models them: a
/// `half` (`__half`, IEEE 754 binary16: 1 sign, 5 exponent, 10 fraction
/// bits) or a `__nv_bfloat16` (1 sign, 8 exponent, 7 fraction bits) is an
/// `i16` holding its bits, and the casts `f16trunc`/`f16ext`,
/// `bf16trunc`/`bf16ext` convert between those bits and f32/f64 values
/// (docs/ir.md, "16-bit floating point"). These functions are the exact
/// conversions the evaluator runs; they do not depend on the host's
/// floating-point environment.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_HALF_H
#define SCOPECHECK_IR_HALF_H

#include <cstdint>

namespace scopecheck::ir {

/// A 16-bit floating-point format: `Half` (binary16) or `BFloat16`.
enum class Float16Kind : uint8_t { Half, BFloat16 };

/// The bits of the value of \p Kind nearest to \p X, ties to even (IEEE
/// roundTiesToEven, as `__float2half_rn` and `__float2bfloat16_rn` do):
/// gradual underflow to subnormals, infinity when the rounded magnitude
/// exceeds the largest finite value (65504 for half), the sign of a zero
/// kept, and 0x7fff (the canonical NaN CUDA's conversions give) for a NaN.
/// Exact for every double (a float converts to double exactly, so a f32
/// operand is rounded once).
uint16_t roundToFloat16(double X, Float16Kind Kind);

/// The exact value of the bits \p Bits of \p Kind (every 16-bit value is a
/// double exactly; NaN bits give a NaN).
double float16Value(uint16_t Bits, Float16Kind Kind);

/// The f32 value of \p Bits (exact; a NaN keeps its sign and payload, with
/// the quiet bit set for half; bfloat16 is `Bits << 16`, exactly what
/// `__bfloat162float` returns).
float float16ToFloat(uint16_t Bits, Float16Kind Kind);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_HALF_H
