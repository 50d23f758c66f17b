//===- cli/ValueParsers.h - Parsers of flag values -------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parsers for the values of scopecheck's flags: launch dimensions
/// (`--blockDim=64`, `--gridDim=[4,2]`), bounded integers, durations,
/// `name=value` pairs and scalar literals of `--arg`.
///
/// Every parser returns std::nullopt (or false) on malformed input and then
/// sets \p Why to what was expected, lowercase and without a final period,
/// ready to follow "invalid value 'V' in '--flag=V': ". The parsers know
/// nothing about CLI11 or about which flag they serve.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_VALUEPARSERS_H
#define SCOPECHECK_CLI_VALUEPARSERS_H

#include "ir/IR.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scopecheck::cli {

/// Parses launch dimensions in the forms `N`, `X,Y`, `X,Y,Z`, `[X]`,
/// `[X,Y]` and `[X,Y,Z]` (the last two as GPUVerify writes them). Spaces
/// around numbers are allowed. Every component is a decimal integer >= 1;
/// missing components are 1. The product X*Y*Z must fit in 32 bits.
std::optional<ir::Dim3> parseDim3(std::string_view Text, std::string &Why);

/// Parses a decimal integer in [\p Min, \p Max] (no sign, no suffix).
std::optional<uint64_t> parseUnsigned(std::string_view Text, uint64_t Min,
                                      uint64_t Max, std::string &Why);

/// Parses a non-negative decimal number of seconds (`10`, `2.5`).
std::optional<double> parseSeconds(std::string_view Text, std::string &Why);

/// True for a C identifier: `[A-Za-z_][A-Za-z0-9_]*`.
bool isIdentifier(std::string_view Text);

/// Splits `name=value` at the first '='. \p Name must be an identifier (or a
/// dotted path of them, `p.box.lo`: a field of a structure parameter) and
/// \p Value non-empty.
bool splitNameValue(std::string_view Text, std::string_view &Name,
                    std::string_view &Value, std::string &Why);

/// The value of a scalar kernel argument as written on the command line.
/// Its conversion to the parameter's type (and the range check that goes
/// with it) happens once the parameter's type is known, in the front-end.
struct ScalarLiteral {
  enum class Kind : uint8_t { Int, Float, Bool };
  Kind K = Kind::Int;
  /// Int: the value as a 64-bit two's complement bit pattern. Bool: 0 or 1.
  uint64_t Bits = 0;
  /// Int: the literal had a minus sign, so Bits holds a negative value.
  bool Negative = false;
  /// Float: the value.
  double Float = 0;
};

/// Parses an integer (`42`, `-7`, `0xff`), a floating-point number (`1.5`,
/// `-2e3`) or a boolean (`true`, `false`). Integers must fit in 64 bits:
/// [-2^63, 2^64 - 1].
std::optional<ScalarLiteral> parseScalarLiteral(std::string_view Text,
                                                std::string &Why);

/// Checks the syntax of the VALUES of `--init NAME=VALUES`: `iota`,
/// `random:SEED` (SEED a decimal integer below 2^64), `@FILE` (a non-empty
/// file name) or a comma list of scalar literals (parseScalarLiteral; no
/// empty item). The values are converted to the buffer's element type by
/// the front-end, which knows it.
bool checkInitValues(std::string_view Text, std::string &Why);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_VALUEPARSERS_H
