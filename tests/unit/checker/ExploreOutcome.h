//===- tests/unit/checker/ExploreOutcome.h - What an exploration found -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The tests that compare two explorations of one program (a pruning on
/// and off, two schedules) record the same things: the complete execution
/// graphs (canonical forms) with the duplicates among them, and the errors
/// by kind and source lines. Header-only, for the checker's unit tests.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TESTS_UNIT_CHECKER_EXPLOREOUTCOME_H
#define SCOPECHECK_TESTS_UNIT_CHECKER_EXPLOREOUTCOME_H

#include "checker/Explorer.h"
#include "ir/Parser.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <utility>

namespace scopecheck::checker::test {

struct Outcome {
  CheckResult R;
  std::set<std::string> Graphs;
  uint64_t Duplicates = 0;
  /// (kind, lower source line, higher source line) of each violation.
  std::set<std::tuple<int, unsigned, unsigned>> Errors;
};

/// Explores \p P with \p O (whose OnComplete it replaces) and records the
/// complete graphs and the errors.
inline Outcome exploreRecording(const ir::Program &P, ExploreOptions O) {
  Outcome Out;
  O.OnComplete = [&](const ExecutionGraph &G) {
    if (!Out.Graphs.insert(G.canonicalForm()).second)
      ++Out.Duplicates;
  };
  Out.R = explore(P, O);
  for (const Violation &V : Out.R.Violations) {
    unsigned A = V.Events.size() > 0 ? V.Events[0].Loc.Line : 0;
    unsigned B = V.Events.size() > 1 ? V.Events[1].Loc.Line : 0;
    if (B < A)
      std::swap(A, B);
    Out.Errors.insert({int(V.Kind), A, B});
  }
  return Out;
}

/// Parses \p Text (a test's generated program); a parse error fails the
/// test and gives null.
inline std::unique_ptr<ir::Program> parseOrFail(const std::string &Text) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "test.ir", Diags);
  EXPECT_TRUE(P) << "parse error in\n" << Text;
  return P;
}

} // namespace scopecheck::checker::test

#endif // SCOPECHECK_TESTS_UNIT_CHECKER_EXPLOREOUTCOME_H
