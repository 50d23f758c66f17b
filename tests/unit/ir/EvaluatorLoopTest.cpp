//===- tests/unit/ir/EvaluatorLoopTest.cpp - Loop counters and barriers ---===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator's per-frame loop counters (ThreadState::LoopIters): a back
/// edge increments, an entry from outside resets, a call starts at zero;
/// and Evaluator::compareBarrierInstances, which tells barrier arrivals in
/// different loop iterations or call contexts apart (docs/ir.md §5).
///
//===----------------------------------------------------------------------===//

#include "ir/Diagnostic.h"
#include "ir/Evaluator.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace scopecheck::ir;

namespace {

std::unique_ptr<Program> parse(const std::string &Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "loops.ir", D);
  std::ostringstream OS;
  D.print(OS);
  EXPECT_TRUE(P && !D.hasErrors()) << OS.str();
  if (P) {
    EXPECT_TRUE(verifyProgram(*P, D)) << OS.str();
  }
  return P;
}

/// Runs thread 0 to completion, resuming every event, and returns its state
/// at each barrier it reaches.
std::vector<ThreadState> barrierStates(const Evaluator &E) {
  std::vector<ThreadState> States;
  ThreadState TS;
  E.initThread(TS, 0);
  TS.StepBudget = 10000;
  for (;;) {
    Step St = E.run(TS);
    if (St.Kind != StepKind::Event) {
      EXPECT_EQ(St.Kind, StepKind::Finished);
      return States;
    }
    if (St.S->Kind == StmtKind::Barrier)
      States.push_back(TS);
    E.resume(TS, 0);
  }
}

const char *NestedLoops = R"(proc @k() {
  var i : i32;
  var j : i32;
entry:
  i = 0;
  goto outer;
outer:
  br i <s 3, body, done;
body:
  j = 0;
  goto inner;
inner:
  br j <s 2, ibody, latch;
ibody:
  barrier.cta;
  j = j + 1;
  goto inner;
latch:
  i = i + 1;
  goto outer;
done:
  return;
}

launch kernel @k grid 1 block 1 ();
)";

TEST(EvaluatorLoops, CountersFollowBackEdgesAndEntries) {
  std::unique_ptr<Program> P = parse(NestedLoops);
  ASSERT_TRUE(P);
  Evaluator E(*P);
  std::vector<ThreadState> S = barrierStates(E);
  ASSERT_EQ(S.size(), 6u);
  // Loops outer first: (outer, inner) for each barrier arrival; the inner
  // counter restarts at every entry from the outer loop's body.
  const uint32_t Want[6][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}};
  for (size_t I = 0; I < S.size(); ++I) {
    ASSERT_EQ(S[I].LoopIters.size(), 2u);
    EXPECT_EQ(S[I].LoopIters[0], Want[I][0]) << "arrival " << I;
    EXPECT_EQ(S[I].LoopIters[1], Want[I][1]) << "arrival " << I;
  }
  for (size_t I = 0; I < S.size(); ++I)
    for (size_t J = 0; J < S.size(); ++J)
      EXPECT_EQ(E.compareBarrierInstances(S[I], S[J]).Kind ==
                    Evaluator::InstanceDiff::Same,
                I == J);

  // Outer loops are compared first.
  Evaluator::InstanceDiff D = E.compareBarrierInstances(S[1], S[2]);
  EXPECT_EQ(D.Kind, Evaluator::InstanceDiff::Iteration);
  EXPECT_EQ(D.IterA, 0u);
  EXPECT_EQ(D.IterB, 1u);
  EXPECT_EQ(D.LoopLoc.Line, 7u); // outer:
  D = E.compareBarrierInstances(S[2], S[3]);
  EXPECT_EQ(D.Kind, Evaluator::InstanceDiff::Iteration);
  EXPECT_EQ(D.IterA, 0u);
  EXPECT_EQ(D.IterB, 1u);
  EXPECT_EQ(D.LoopLoc.Line, 12u); // inner:
}

const char *Calls = R"(proc @g() {
  var j : i32;
entry:
  j = 0;
  goto head;
head:
  br j <s 2, body, done;
body:
  barrier.cta;
  j = j + 1;
  goto head;
done:
  return;
}

proc @k() {
  var i : i32;
entry:
  i = 0;
  goto head;
head:
  br i <s 2, body, done;
body:
  call @g();
  i = i + 1;
  goto head;
done:
  call @g();
  return;
}

launch kernel @k grid 1 block 1 ();
)";

TEST(EvaluatorLoops, CountersPerActivationAndCallContext) {
  std::unique_ptr<Program> P = parse(Calls);
  ASSERT_TRUE(P);
  Evaluator E(*P);
  std::vector<ThreadState> S = barrierStates(E);
  ASSERT_EQ(S.size(), 6u);
  // Caller's counter, then the callee's, which starts at 0 in every call.
  const uint32_t Want[4][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
  for (size_t I = 0; I < 4; ++I) {
    ASSERT_EQ(S[I].LoopIters.size(), 2u);
    EXPECT_EQ(S[I].LoopIters[0], Want[I][0]) << "arrival " << I;
    EXPECT_EQ(S[I].LoopIters[1], Want[I][1]) << "arrival " << I;
  }
  // The caller's loop encloses the call: arrival 0 and 2 differ in it.
  Evaluator::InstanceDiff D = E.compareBarrierInstances(S[0], S[2]);
  EXPECT_EQ(D.Kind, Evaluator::InstanceDiff::Iteration);
  EXPECT_EQ(D.IterA, 0u);
  EXPECT_EQ(D.IterB, 1u);
  EXPECT_EQ(D.LoopLoc.Line, 21u); // head: of @k
  // The same barrier statement reached through another call statement.
  EXPECT_EQ(E.compareBarrierInstances(S[0], S[4]).Kind,
            Evaluator::InstanceDiff::Statement);
  EXPECT_EQ(E.compareBarrierInstances(S[4], S[4]).Kind,
            Evaluator::InstanceDiff::Same);
}

} // namespace
