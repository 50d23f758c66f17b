//===- fuzz/FuzzCheck.cpp - libFuzzer target: the whole check -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses the input as textual IR (the seeds are the litmus and dpor test
/// programs, so mutations stay small programs with a launch), and when it
/// verifies and launches at most 8 threads, checks it with the DPOR engine
/// and (for a kernel launch) the interval engine, each within small bounds.
/// Asserted: the engines end (the bounds make every run short), and each
/// result is well formed: an error verdict has violations, a safe one has
/// none and is complete. Any crash, sanitizer report or failed invariant is
/// a finding (scripts/fuzz.sh check SECONDS).
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"
#include "checker/Interval.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace scopecheck;

/// Aborts when \p R breaks the result contract of checker/Report.h.
static void checkResult(const checker::CheckResult &R, const char *Engine) {
  bool Ok = true;
  switch (R.V) {
  case checker::Verdict::Error:
    Ok = !R.Violations.empty();
    break;
  case checker::Verdict::Safe:
    Ok = R.Violations.empty() && R.IncompleteReason.empty();
    break;
  case checker::Verdict::Incomplete:
    Ok = R.Violations.empty() && !R.IncompleteReason.empty();
    break;
  }
  if (!Ok) {
    std::fprintf(stderr,
                 "%s: malformed result: verdict %s, %zu violations, "
                 "incomplete reason '%s'\n",
                 Engine, std::string(checker::verdictName(R.V)).c_str(),
                 R.Violations.size(), R.IncompleteReason.c_str());
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseProgram(Text, "fuzz.ir", Diags);
  if (!P || Diags.hasErrors() || !ir::verifyProgram(*P, Diags) ||
      Diags.hasErrors())
    return 0;
  uint64_t Threads = 0;
  switch (P->Run.K) {
  case ir::Launch::Kind::None:
    return 0;
  case ir::Launch::Kind::Kernel:
    Threads = P->Run.Grid.count() * P->Run.BlockDim.count();
    break;
  case ir::Launch::Kind::Threads:
    Threads = P->Run.Threads.size();
    break;
  }
  if (Threads == 0 || Threads > 8)
    return 0;

  checker::CheckOptions C;
  C.StopOnFirst = false;
  C.MaxExecutions = 200;
  C.TimeoutSeconds = 2;
  C.StepLimit = 2000;
  C.EventLimit = 40;
  checkResult(checker::checkProgram(*P, C), "dpor");

  if (P->Run.K == ir::Launch::Kind::Kernel) {
    ir::DiagnosticEngine PDiags;
    std::unique_ptr<ir::Program> Predicated =
        checker::preparePredicated(*P, PDiags);
    if (Predicated) {
      checker::IntervalOptions I;
      I.StopOnFirst = false;
      I.TimeoutSeconds = 2;
      I.StepLimit = 20000;
      checkResult(checker::checkIntervals(*Predicated, I), "interval");
    }
  }
  return 0;
}
