//===- litmus/Litmus.h - Litmus tests in herd's format ---------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The litmus front-end: reads a test in herd's format (`.litmus`, the C11
/// dialect and the OpenCL dialect with scopes and placements; docs/litmus.md
/// gives the accepted subset) and builds the IR program that runs its
/// threads as explicit threads, together with the test's final condition.
///
/// The front-end is a small recursive-descent parser for the litmus subset
/// of C and needs no Clang, so that the slim `scopecheck` binary reads
/// `.litmus` files itself (docs/development.md "Layout and module rules").
///
/// Registers: every register of a thread is an IR variable, and every
/// assignment to it is mirrored into a `local` object of the thread (one per
/// register, `@P0.r0`), so that the thread's final register values survive
/// its return (checker::ExploreOptions::OnFinalState). Memory locations are
/// global objects (OpenCL `local` ones shared objects, one per work-group).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_LITMUS_LITMUS_H
#define SCOPECHECK_LITMUS_LITMUS_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace scopecheck::litmus {

/// herd's architecture line: `C` or `OpenCL` (also `OPENCL`).
enum class Dialect : uint8_t { C, OpenCl };

/// A value of the final state that the condition or `locations` names: a
/// register of a thread (`0:r0`) or a memory location (`x`).
struct Observable {
  bool IsRegister = false;
  unsigned Thread = 0; ///< Register: the thread's number (P<n>)
  std::string Name;    ///< the register or location name as written
  /// Register: the thread's local mirror object of the register. Memory:
  /// the location's global object.
  ir::ObjectId Obj = 0;
  ir::Type Ty = ir::Type::I32;
  bool Signed = true; ///< how values print
  /// Register: the index of the thread in the launch (its explicit thread).
  unsigned LaunchThread = 0;

  /// "0:r0" or "x", as herd prints it.
  std::string text() const;
};

/// The proposition of the final condition (herd: `/\`, `\/`, `~`, atoms
/// `loc=value`).
struct Prop {
  enum class Kind : uint8_t { True, False, Eq, Not, And, Or } K = Kind::True;
  unsigned Obs = 0;     ///< Eq: index into LitmusTest::Observables
  uint64_t Value = 0;   ///< Eq: the value's bits, truncated to the type
  std::vector<Prop> Ops; ///< Not: one; And, Or: two
};

/// `exists P`, `~exists P` or `forall P`.
enum class Quantifier : uint8_t { Exists, NotExists, Forall };

struct Condition {
  Quantifier Q = Quantifier::Exists;
  Prop P;
  std::string Text; ///< the condition as written, normalised spaces
  ir::SourceLoc Loc;
};

/// A parsed and translated litmus test.
struct LitmusTest {
  std::string Name;
  Dialect D = Dialect::C;
  /// The verified program: one procedure per thread (`@P0`, ...), the
  /// launch of explicit threads.
  std::unique_ptr<ir::Program> Prog;
  /// Everything the condition and `locations` name, the condition's first
  /// (in the order they appear), without duplicates.
  std::vector<Observable> Observables;
  /// The herd number n of `Pn` of each explicit thread of the launch.
  std::vector<unsigned> ThreadNumbers;
  bool HasCondition = false; ///< false: no exists/forall clause
  Condition Cond;
};

/// Reads and translates the litmus test in \p Path. On failure returns null
/// with the errors (at file:line:col) in \p Diags.
std::unique_ptr<LitmusTest> parseLitmusFile(const std::string &Path,
                                            ir::DiagnosticEngine &Diags);

/// Translates the text \p Text of a litmus test; \p Path names it in
/// diagnostics and source locations.
std::unique_ptr<LitmusTest> parseLitmus(std::string_view Text,
                                        const std::string &Path,
                                        ir::DiagnosticEngine &Diags);

} // namespace scopecheck::litmus

#endif // SCOPECHECK_LITMUS_LITMUS_H
