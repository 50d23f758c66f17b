//===- tests/unit/ir/EvaluatorBarrierTest.cpp - Barrier reductions --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator's side of `x = barrier.cta.count e` (and `.and`, `.or`):
/// the barrier event carries the operand's truth value, resuming assigns
/// the result, and a thread whose predicate is false neither evaluates the
/// operand nor gets a result. barrierResult computes the three reductions.
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

using namespace scopecheck::ir;

namespace {

std::unique_ptr<Program> parse(const std::string &Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "red.ir", D);
  std::ostringstream OS;
  D.print(OS);
  EXPECT_TRUE(P && !D.hasErrors()) << OS.str();
  if (P) {
    EXPECT_TRUE(verifyProgram(*P, D)) << OS.str();
  }
  return P;
}

// Thread t stores the result of the reduction of (t & 1) into @out[t];
// `c` is true for threads 0 and 1 only (the predicate of the `or`).
const char *Kernel = R"(global @out : i32[4];
proc @k() {
  var n : i32;
  var c : bool;
entry:
  n = 7;
  c = threadIdx.x <s 2;
  n = barrier.cta.count threadIdx.x & 1;
  store.na i32 @out[sext.i64(threadIdx.x)], n;
  n = 7;
  c => n = barrier.cta.or 100 /s (threadIdx.x - 2);
  store.na i32 @out[sext.i64(threadIdx.x)], n;
  return;
}
launch kernel @k grid 1 block 4 ();
)";

TEST(EvaluatorBarrier, OperandInStepAndResultOnResume) {
  std::unique_ptr<Program> P = parse(Kernel);
  ASSERT_TRUE(P);
  Evaluator E(*P);
  for (uint64_t T = 0; T < 4; ++T) {
    ThreadState TS;
    E.initThread(TS, T);
    Step St = E.run(TS);
    ASSERT_EQ(St.Kind, StepKind::Event);
    ASSERT_EQ(St.S->Kind, StmtKind::Barrier);
    EXPECT_EQ(St.S->Reduce, BarrierOp::Count);
    EXPECT_TRUE(St.Enabled);
    // The truth value of the operand, not the operand.
    EXPECT_EQ(St.Val[0], T & 1);
    E.resume(TS, 2);
    St = E.run(TS);
    ASSERT_EQ(St.Kind, StepKind::Event);
    ASSERT_EQ(St.S->Kind, StmtKind::Store);
    EXPECT_EQ(St.Val[0], 2u) << "the result handed to resume";
    E.resume(TS);

    // The `or` under `c`: threads 2 and 3 do not arrive, so they evaluate
    // no operand (thread 2's would divide by zero) and keep n == 7.
    St = E.run(TS);
    ASSERT_EQ(St.Kind, StepKind::Event) << "thread " << T;
    ASSERT_EQ(St.S->Kind, StmtKind::Barrier);
    EXPECT_EQ(St.Enabled, T < 2);
    if (T < 2) {
      EXPECT_EQ(St.Val[0], 1u); // 100 / -2 and 100 / -1 are non-zero
    }
    E.resume(TS, 1);
    St = E.run(TS);
    ASSERT_EQ(St.Kind, StepKind::Event);
    EXPECT_EQ(St.Val[0], T < 2 ? 1u : 7u) << "thread " << T;
    E.resume(TS);
    EXPECT_EQ(E.run(TS).Kind, StepKind::Finished);
  }
}

TEST(EvaluatorBarrier, OperandErrorsAreReportedAtTheBarrier) {
  std::unique_ptr<Program> P = parse(R"(proc @k() {
  var n : i32;
entry:
  n = barrier.cta.and 1 /s threadIdx.x;
  return;
}
launch kernel @k grid 1 block 2 ();
)");
  ASSERT_TRUE(P);
  Evaluator E(*P);
  ThreadState TS;
  E.initThread(TS, 0);
  Step St = E.run(TS);
  EXPECT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::DivisionByZero);
  EXPECT_EQ(St.Loc.Line, 4u);
}

TEST(EvaluatorBarrier, BarrierResult) {
  EXPECT_EQ(barrierResult(BarrierOp::Count, 5, 0), 0u);
  EXPECT_EQ(barrierResult(BarrierOp::Count, 5, 3), 3u);
  EXPECT_EQ(barrierResult(BarrierOp::And, 5, 5), 1u);
  EXPECT_EQ(barrierResult(BarrierOp::And, 5, 4), 0u);
  EXPECT_EQ(barrierResult(BarrierOp::And, 0, 0), 1u); // vacuously true
  EXPECT_EQ(barrierResult(BarrierOp::Or, 5, 0), 0u);
  EXPECT_EQ(barrierResult(BarrierOp::Or, 5, 1), 1u);
}

} // namespace
