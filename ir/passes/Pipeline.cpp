//===- ir/passes/Pipeline.cpp - The order of the IR passes ----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pass order of Pipeline.h.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/Pipeline.h"

#include "ir/Verifier.h"
#include "ir/passes/Inline.h"
#include "ir/passes/Predication.h"
#include "ir/passes/TwoThread.h"

namespace scopecheck::ir {

bool runPredicationPipeline(Program &P, DiagnosticEngine &Diags) {
  return verifyProgram(P, Diags) && inlineCalls(P, Diags) &&
         predicateProgram(P, Diags) && verifyProgram(P, Diags);
}

bool runTwoThreadPipeline(Program &P, DiagnosticEngine &Diags,
                          TwoThreadOptions Opts, TwoThreadInfo *Info) {
  // The two threads may be in different blocks: predicate on grid-level
  // uniformity then.
  bool OneBlock = P.Run.K != Launch::Kind::Kernel ||
                  (!Opts.SymbolicLaunch && P.Run.Grid.count() == 1);
  return verifyProgram(P, Diags) && inlineCalls(P, Diags) &&
         predicateProgram(P, Diags, OneBlock) && verifyProgram(P, Diags) &&
         twoThreadReduce(P, Diags, Opts, Info) && verifyProgram(P, Diags);
}

} // namespace scopecheck::ir
