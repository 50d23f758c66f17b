//===- checker/symbolic/Symbolic.h - The symbolic engine -------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The symbolic engine (docs/engines.md "The symbolic engine"): checks a
/// kernel for every launch and every input at once. The kernel's two-thread
/// reduction with race instrumentation (ir/passes/TwoThread.h, with
/// symbolic launch sizes) becomes verification conditions (Vc.h) that Z3
/// decides; loops are cut with invariants that Houdini selects from
/// candidates. A counterexample gives a concrete launch, two threads and
/// parameter values; it is replayed by an exact engine (interval or dpor)
/// before it is called an error.
///
/// Verdicts: Safe only when every check is proved; Error only when the
/// replay reproduced an error (the violations are the replay's, with its
/// concrete witness); otherwise Incomplete with the reason (a possible
/// error not confirmed by a concrete run, a solver timeout, a construct the
/// encoding does not support).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_SYMBOLIC_SYMBOLIC_H
#define SCOPECHECK_CHECKER_SYMBOLIC_SYMBOLIC_H

#include "checker/Model.h"
#include "checker/Report.h"
#include "ir/IR.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace scopecheck::symbolic {

struct SymbolicOptions {
  /// Launch sizes the user fixed (`--blockDim`, `--gridDim`); the others
  /// are symbolic.
  std::optional<ir::Dim3> BlockDim, GridDim;
  /// Names of the scalar kernel parameters whose launch value is fixed
  /// (`--arg`); the others are symbolic.
  std::set<std::string> FixedArgs;
  /// `--all-dims`: y and z dimensions are symbolic even when the kernel
  /// never reads them.
  bool AllDims = false;
  /// `--equality`: the equality abstraction of shared state from the start
  /// (otherwise only after an unconfirmed counterexample).
  bool Equality = false;
  double TimeoutSeconds = 0; ///< 0: no limit
  checker::ModelKind Model = checker::ModelKind::Src11; ///< for the replay
};

/// Per inference rule: candidates generated and proved.
struct RuleCount {
  unsigned Candidates = 0, Proved = 0;
};

struct SymbolicStats {
  unsigned Loops = 0;
  unsigned Candidates = 0, Proved = 0;
  std::map<std::string, RuleCount> Rules;
  unsigned Queries = 0;
  double SolverSeconds = 0;
  /// Instances of the product lemmas given to undecided final checks
  /// (docs/engines.md "Product lemmas"), and those left out beyond the
  /// limit of one check (sound: a lemma only helps the solver).
  unsigned LemmaInstances = 0, LemmaInstancesLeftOut = 0;
  /// What "verified" assumes, one item each (the launch limits, the
  /// dimensions taken as 1, the fixed flags, ...).
  std::vector<std::string> Assumptions;
  /// The statement of a proof ("verified for every launch and input that
  /// satisfy ..."), empty unless the verdict is Safe.
  std::string Proof;
  /// True when every dimension but x was taken as 1.
  bool OneD = false;
  /// The abstraction of shared state of the verdict: "adversarial" or
  /// "equality" (known-equality, docs/engines.md).
  std::string Abstraction;
};

/// Checks the kernel of \p P (verified, SPMD kernel launch; the launch's
/// sizes and scalar arguments are used only where \p Opts fixes them, and
/// for the replay) for every launch. Never exits. The result's Engine is
/// "symbolic"; each violation says whether a concrete run confirmed it.
checker::CheckResult checkSymbolic(const ir::Program &P,
                                   const SymbolicOptions &Opts,
                                   SymbolicStats &Stats);

} // namespace scopecheck::symbolic

#endif // SCOPECHECK_CHECKER_SYMBOLIC_SYMBOLIC_H
