//===- ir/passes/Predication.h - Predication -------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Predication (thesis Table 2.3, for reducible CFGs as in [CDKQ13]):
/// replaces thread-divergent control flow by predicated statements
/// `p => stmt`, so that the threads of a block can run the procedure in
/// lock-step. docs/passes.md describes the output in detail.
///
/// Which code is predicated: a *divergent region* starts at a block
/// S that ends in a branch on a non-uniform condition and ends at S's
/// immediate post-dominator X (or at the procedure's return when X is the
/// exit). When the region reaches back to the header of a loop that
/// contains S (the branch is a non-uniform loop exit or `continue`), the
/// region grows to the whole loop: it starts at the header. Everything
/// outside the regions, uniform branches included, is kept as it is.
///
/// Inside a region every block B gets a predicate variable `p.B` (S itself
/// runs unpredicated unless it is a loop header): the condition under
/// which a thread executes B. Blocks are laid out in a topological order of
/// the region's acyclic part, every statement of B is guarded by `p.B`
/// (conjoined with its own predicate), and each CFG edge A -> B under
/// condition c becomes `p.B = p.A && c` (B with one predecessor) or
/// `p.B = p.B || (p.A && c)` (a join; reset to false after B). A loop of
/// the region stays a loop of the CFG:
///
///     H:       br p.H, H.body, H.exit;
///     H.body:  (the loop's blocks, predicated; back edges into n.H)
///              p.H = n.H; n.H = false; goto H;
///     H.exit:  ...
///
/// The loop branch `br p.H` is on a per-thread predicate. Its reading in
/// lock-step (the interval engine, the two-thread reduction) is "the block
/// stays in the loop while the predicate holds for *some* thread" (Table
/// 2.3's `while (q$1 || q$2)`). This is sound for a per-thread reading as
/// well: once `p.H` is false for a thread it stays false and every
/// statement of the body is a no-op for that thread, so extra iterations
/// change nothing; the only difference is that a thread executing the loop
/// head with a false predicate does not arrive at the predicated barriers
/// of the body, which is exactly barrier divergence.
///
/// Blocks unreachable from the entry are dropped from procedures that get
/// predicated.
///
/// Preconditions: the program is verified (reducible CFGs); no procedure
/// with divergent control flow contains a call (run inlineCalls first);
/// from every reachable block a `return` is reachable; divergent regions
/// that reach a `return` occur only in procedures returning void.
/// Postconditions: the program verifies; the only branches of reachable
/// blocks left on non-uniform conditions (with two distinct targets) are
/// the loop branches `br p.H` above (PassesTest checks this); each
/// thread's effects (memory accesses, assertions) are those of the input
/// program, with barriers inside divergent code predicated.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_PREDICATION_H
#define SCOPECHECK_IR_PASSES_PREDICATION_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

namespace scopecheck::ir {

/// Predicates procedure \p Proc of \p P in place. Returns false, with an
/// error in \p Diags, when a precondition does not hold (then \p P is
/// unchanged). \p BlockIdxUniform as in analyzeUniformity: false also
/// predicates branches on `blockIdx.*` (for the two-thread reduction of a
/// multi-block launch, whose two threads may be in different blocks).
bool predicateProcedure(Program &P, ProcId Proc, DiagnosticEngine &Diags,
                        bool BlockIdxUniform = true);

/// Predicates every procedure of \p P.
bool predicateProgram(Program &P, DiagnosticEngine &Diags,
                      bool BlockIdxUniform = true);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_PREDICATION_H
