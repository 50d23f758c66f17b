//===- ir/passes/Pipeline.h - The order of the IR passes -------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place that states in which order the IR passes run:
///
///   1. verifyProgram            (every pass assumes a verified program)
///   2. inlineCalls              (predication and the two-thread reduction
///                                need call-free kernels)
///   3. predicateProgram         (uses analyzeUniformity internally; for
///                                the two-thread reduction of a multi-block
///                                launch with blockIdx counted non-uniform)
///   4. verifyProgram            (catches a pass bug before it spreads)
///   5. twoThreadReduce          (re-runs analyzeUniformity on the
///                                predicated kernel)
///   6. verifyProgram
///
/// Each function stops at the first failing step, with its errors in the
/// diagnostics; the program is then unspecified.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_PIPELINE_H
#define SCOPECHECK_IR_PASSES_PIPELINE_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"
#include "ir/passes/TwoThread.h"

namespace scopecheck::ir {

/// Steps 1-4: the predicated program (what the interval engine runs).
bool runPredicationPipeline(Program &P, DiagnosticEngine &Diags);

/// Steps 1-6: the two-thread reduction with race instrumentation.
/// \p Info as for twoThreadReduce.
bool runTwoThreadPipeline(Program &P, DiagnosticEngine &Diags,
                          TwoThreadOptions Opts = {},
                          TwoThreadInfo *Info = nullptr);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_PIPELINE_H
