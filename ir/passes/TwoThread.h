//===- ir/passes/TwoThread.h - Two-thread reduction ------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two-thread reduction with race instrumentation (thesis §2.3, Tables
/// 2.2 and 2.3, Fig. 2.8): the kernel becomes a sequential program over two
/// arbitrary distinct threads `tid.x$1`, `tid.x$2` (in blocks `bid.x$1`,
/// `bid.x$2`) that runs both in lock-step and checks, with the watchdog
/// encoding, that they never race and never diverge at a barrier.
///
/// The output, a regular Program that prints and parses back:
/// - the kernel procedure, same name and parameters (parameters are uniform,
///   so they are not dualised); its entry havocs the thread and block ids,
///   assumes them in range and distinct, records whether the two threads
///   share a block in `@_SAME_BLOCK` and havocs the watched offset
///   `@_WATCHED_OFFSET` (the thesis' trOffset, one for all arrays);
/// - uniform variables are kept single, the others dualised as `x$1`, `x$2`;
///   `blockDim.*` and `gridDim.*` become the launch's constants;
/// - a statement under predicate p runs as `p$1 => s$1; p$2 => s$2` (once,
///   unpredicated by a thread, when it is uniform);
/// - shared and global state is abstracted adversarially: a load becomes
///   `call @_LOG_READ_A(p$1, off$1); call @_CHECK_READ_A(p$2, off$2);
///   p$1 => havoc x$1; p$2 => havoc x$2;`, a store the same with WRITE and
///   no effect; atomic writes (rmw, cas, atomic stores) use the ATOMIC log
///   and atomic loads the ATOMIC_READ log (two accesses race when one
///   writes and not both are atomic; scopes are not modelled); `local` arrays
///   are per thread, so each gets two copies
///   `@t$1`, `@t$2` accessed precisely; fences disappear;
/// - per array A: flags `@_READ_HAS_OCCURRED_A`, `@_WRITE_HAS_OCCURRED_A`
///   (and ATOMIC, ATOMIC_READ when used), set by `@_LOG_*_A` when the access is
///   at the watched offset, and `@_CHECK_*_A` asserting that the second
///   thread's access at the watched offset does not conflict with a logged
///   one (shared arrays only when the threads share a block);
/// - `barrier.cta` under p becomes `call @Barrier(p$1, p$2)`: asserts
///   `p$1 == p$2` (barrier divergence) when the threads share a block and
///   then clears the logs of shared and global arrays; for threads of
///   different blocks it clears nothing (blocks never synchronise, the
///   inter-block lifting of §2.3.3). `barrier.gpu` becomes
///   `call @GridBarrier(p$1, p$2)`, clearing every log;
/// - control flow: a branch on a uniform condition stays; a branch on a
///   non-uniform one (after predication: a loop's `br p.H`) becomes
///   `br c$1 || c$2` (Table 2.3's `while (q$1 || q$2)`);
/// - user assertions stay (per thread); over loaded values they may fail
///   spuriously under the adversarial abstraction;
/// - the launch runs the kernel procedure once (`launch threads`).
///
/// The logs are cleared by assignment rather than the thesis' assume
/// (there is no loop cutting here), so the `tracking` flag of Table 2.2 is
/// not needed.
///
/// Preconditions: verified program with a kernel launch; the kernel has
/// been predicated (predicateProgram) and contains no calls; every access
/// to shared, global or local memory has an address that resolves
/// statically to one object (`@A[e]`, or a pointer parameter whose launch
/// argument is `@A`, plus offsets). Postcondition: the program verifies;
/// an assertion of the output can fail iff two threads of the launch race
/// at some offset of one array or diverge at a barrier (up to the
/// adversarial abstraction of loaded values).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_TWOTHREAD_H
#define SCOPECHECK_IR_PASSES_TWOTHREAD_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

namespace scopecheck::ir {

struct TwoThreadOptions {
  /// The equality abstraction of shared state instead of the adversarial
  /// one: plain loads of the two threads from one location between two
  /// barriers see the same arbitrary value (writes stay no-ops; atomic
  /// loads stay arbitrary). Each array A gets a lazily filled shadow
  /// `@_EQ_VALUE_A` whose entries are valid while `@_EQ_EPOCH_A[i]` equals
  /// the barrier epoch `@_EPOCH`; every barrier starts a new epoch. Shared
  /// arrays have one shadow per block of the pair.
  bool Equality = false;
  /// The launch is not fixed (the symbolic engine): `blockDim.*` and
  /// `gridDim.*` stay builtins instead of the launch's constants, the ids
  /// are bounded by them, and the two threads may sit in different blocks
  /// whatever the launch's grid says. A dimension gets ids `tid.D$k`
  /// (`bid.D$k`) when the kernel reads `threadIdx.D` or `blockDim.D`
  /// (`blockIdx.D` or `gridDim.D`), or when AllDims is set; a dimension
  /// without ids must be taken as 1 by whoever reads the result (the
  /// builtin of its size may then still appear in the program).
  bool SymbolicLaunch = false;
  /// With SymbolicLaunch: ids for all three dimensions of block and grid.
  bool AllDims = false;
};

/// What the reduction modelled: the dimensions that got thread ids
/// (`tid.D$k`) and block ids (`bid.D$k`), x, y, z.
struct TwoThreadInfo {
  bool TidDims[3] = {false, false, false};
  bool BidDims[3] = {false, false, false};
};

/// Replaces \p P by its two-thread reduction. Returns false with errors in
/// \p Diags when a precondition does not hold (\p P is then unspecified).
/// \p Info, when given, receives which dimensions have ids.
bool twoThreadReduce(Program &P, DiagnosticEngine &Diags,
                     TwoThreadOptions Opts = {},
                     TwoThreadInfo *Info = nullptr);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_TWOTHREAD_H
