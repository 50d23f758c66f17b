//===- checker/Confirm.h - Confirming an inexact engine's error -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The interval engine is exact only for kernels whose threads do not
/// communicate inside a barrier interval (checker/Interval.h). On the others
/// an error it reports may be spurious, so it is replayed by the dpor engine
/// before it is called an error: at the kernel's own launch, then at smaller
/// launches that keep the threads of the error. docs/engines.md "Confirming
/// an inexact error" states the contract.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_CONFIRM_H
#define SCOPECHECK_CHECKER_CONFIRM_H

#include "checker/Check.h"
#include "ir/IR.h"

#include <vector>

namespace scopecheck::checker {

/// The launches an error of \p V at \p P's kernel launch is replayed at, in
/// order: the launch itself; the grid cut to the blocks of \p V's events
/// (each dimension the largest index + 1); that grid with the block cut to
/// the threads of the events likewise. Launches that repeat an earlier one
/// are left out, so a violation of thread 0 of block 0 on a one-block launch
/// gives one launch. \p P must have a kernel launch.
std::vector<ir::Launch> confirmationLaunches(const ir::Program &P,
                                             const Violation &V);

/// Confirms the error of \p Inexact, a result with Verdict::Error of an
/// inexact interval run on \p P, with the dpor engine (options \p C, stop
/// at the first error) at each of confirmationLaunches in turn, each within
/// an equal share of what is left of C.TimeoutSeconds (10 s in all when it
/// is 0). The first run that finds an error gives the result: dpor's
/// violations, each message naming the launch when it is not \p P's own.
/// When none does, the result is Verdict::Incomplete, "possible KIND, not
/// confirmed by an exact engine (…)" with what each run ended with; never
/// Verdict::Error. \p P must have a kernel launch.
CheckResult confirmInexactError(const ir::Program &P,
                                const CheckResult &Inexact,
                                const CheckOptions &C);

/// "blockDim=X[,Y[,Z]], gridDim=X[,Y[,Z]]" of a kernel launch (trailing
/// dimensions of 1 left out), as on the command line.
std::string launchDimsText(const ir::Launch &L);

/// The same text for a block and a grid not (yet) in a launch.
std::string launchDimsText(const ir::Dim3 &Block, const ir::Dim3 &Grid);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_CONFIRM_H
