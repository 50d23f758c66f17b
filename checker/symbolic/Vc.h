//===- checker/symbolic/Vc.h - Verification conditions ---------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The verification conditions of one call-free sequential procedure (the
/// two-thread program after inlining) as Z3 formulas, Boogie-style: loops
/// are cut at their headers (the variables and memory objects a loop
/// modifies are havocked there and the loop's invariants assumed; the back
/// edges are removed), then the acyclic program is passified (one Z3
/// constant per variable version, join points defined by guarded
/// equations). What comes out is
///
/// - Defs: formulas that always hold (the passive program);
/// - one Check per assertion and per runtime error (division by zero, a
///   shift out of range): its failure formula, true exactly in the models
///   where the check fails on some path;
/// - per loop header, the candidate invariants (docs/engines.md
///   "Invariants"), each with an activation literal: the header assumes
///   `Active => Inv`, and every entry and back edge yields a Check of the
///   invariant.
///
/// Values are bit-vectors of the IR type's width with C's semantics
/// (wrapping arithmetic, truncating signed division and remainder); a
/// pointer is a 64-bit vector (object id in the top 16 bits, element
/// offset below); floating-point values are raw bits and every float
/// operation yields an unconstrained value (an over-approximation: every
/// real result is among the possible ones). Locals start at zero.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_SYMBOLIC_VC_H
#define SCOPECHECK_CHECKER_SYMBOLIC_VC_H

#include "ir/IR.h"

#include <z3++.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace scopecheck::symbolic {

/// What a Check checks.
enum class CheckKind : uint8_t {
  Assertion,    ///< a user assertion or an instrumentation assertion
  RuntimeError, ///< division by zero, shift out of range
  Invariant,    ///< a candidate invariant, on entry or preservation
};

struct Check {
  CheckKind Kind = CheckKind::Assertion;
  ir::SourceLoc Loc;
  std::string Message;
  /// True in the models where the check fails.
  z3::expr Fails;
  /// Invariant: the index into Vc::Candidates.
  unsigned Candidate = 0;
  bool Preservation = false; ///< Invariant: back edge (else entry)
};

/// A candidate loop invariant.
struct Candidate {
  unsigned Loop = 0;   ///< index of the loop (CfgInfo::loops())
  std::string Rule;    ///< the inference rule that produced it
  std::string Text;    ///< printable form
  z3::expr Active;     ///< its activation literal
  bool FromUser = false;
};

/// The encoding of one procedure; every formula lives in Ctx.
struct Vc {
  explicit Vc(z3::context &Ctx) : Ctx(Ctx) {}
  z3::context &Ctx;
  std::vector<z3::expr> Defs;
  std::vector<Check> Checks;
  std::vector<Candidate> Candidates;
  /// The launch's symbolic sizes, `blockDim.x` ... `gridDim.z`.
  std::vector<z3::expr> Sizes;
  /// The kernel's parameters (value at entry), by VarId; integer and
  /// pointer parameters only.
  std::map<ir::VarId, z3::expr> Params;
  /// Every other variable's value at entry that is arbitrary (havoc'd at
  /// its first definition): the constants named after the thread ids.
  std::map<std::string, z3::expr> Named;
  /// Number of loops cut.
  unsigned Loops = 0;
  /// Whether some loop has (or, when encoded without them, would have)
  /// candidates of the expensive rules.
  bool Expensive = false;
  /// Why the procedure could not be encoded; empty on success.
  std::string Unsupported;
};

/// An access thread 1 logs: the log flag object it sets and the offset it
/// logs (an expression over the procedure's variables, before inlining
/// the log procedure).
struct LoggedOffset {
  ir::ObjectId Flag = 0;
  const ir::Expr *Offset = nullptr;
};

/// Encodes procedure \p Proc of \p P (call-free, reducible). Kernel
/// parameters are free constants named after them; the objects' initial
/// contents are their Init values. Candidate invariants are generated at
/// every loop header by the rules of docs/engines.md.
/// \p Logged feeds the access-offset rules. The expensive rules (their
/// candidates need non-linear reasoning: `access-stride` through
/// temporaries, `product`) only generate candidates when \p Expensive.
std::unique_ptr<Vc> encodeProcedure(z3::context &Ctx, const ir::Program &P,
                                    ir::ProcId Proc,
                                    const std::vector<LoggedOffset> &Logged,
                                    bool Expensive = false);

} // namespace scopecheck::symbolic

#endif // SCOPECHECK_CHECKER_SYMBOLIC_VC_H
