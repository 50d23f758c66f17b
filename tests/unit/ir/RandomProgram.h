//===- tests/unit/ir/RandomProgram.h - Random well-typed programs -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A generator of random well-typed IR programs, built through the C++ API,
/// for the print/parse round-trip tests. A program covers, over a few
/// hundred seeds, every expression kind, operator, cast, math function and
/// builtin, literals at the edges of every type (minimum and maximum
/// integers, -0.0, the smallest subnormal, infinities, the canonical NaN),
/// every statement kind with and without predicates, every memory order,
/// failure order and scope, objects of all spaces with initialisers,
/// statement locations in several files (also unknown ones), and both
/// launch kinds. Names are legal but tricky (`s`, `u`, `trunc`, `load`,
/// `x.1`, `t$2`). The generator never builds NaNs other than the canonical
/// quiet NaN, which is the one NaN the text can express.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TESTS_UNIT_IR_RANDOMPROGRAM_H
#define SCOPECHECK_TESTS_UNIT_IR_RANDOMPROGRAM_H

#include "ir/IR.h"

#include <cstdint>
#include <memory>

namespace scopecheck::ir::test {

/// The same \p Seed always gives the same program.
std::unique_ptr<Program> randomProgram(uint64_t Seed);

} // namespace scopecheck::ir::test

#endif // SCOPECHECK_TESTS_UNIT_IR_RANDOMPROGRAM_H
