//===- tests/unit/litmus/LitmusTest.cpp - The litmus front-end ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "litmus/Litmus.h"
#include "litmus/Run.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::litmus;

namespace {

const char *const SB = R"(C SB
{ [x] = 0; [y] = 0; }
P0 (atomic_int* x, atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
  int r0 = atomic_load_explicit(y, memory_order_relaxed);
}
P1 (atomic_int* x, atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed);
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
}
exists (0:r0=0 /\ 1:r0=0)
)";

std::unique_ptr<LitmusTest> parse(const char *Text,
                                  ir::DiagnosticEngine &Diags) {
  return parseLitmus(Text, "t.litmus", Diags);
}

TEST(LitmusTest, TranslatesThreadsLocationsAndCondition) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<LitmusTest> T = parse(SB, Diags);
  ASSERT_TRUE(T) << (Diags.diagnostics().empty()
                         ? ""
                         : Diags.diagnostics().front().Message);
  EXPECT_EQ(T->Name, "SB");
  EXPECT_EQ(T->D, Dialect::C);
  ASSERT_EQ(T->Prog->Run.Threads.size(), 2u);
  // Without placements every thread has a block of its own.
  EXPECT_EQ(T->Prog->Run.Threads[0].BlockIdx, 0u);
  EXPECT_EQ(T->Prog->Run.Threads[1].BlockIdx, 1u);
  ASSERT_TRUE(T->HasCondition);
  EXPECT_EQ(T->Cond.Q, Quantifier::Exists);
  EXPECT_EQ(T->Cond.Text, "exists (0:r0=0 /\\ 1:r0=0)");
  ASSERT_EQ(T->Observables.size(), 2u);
  EXPECT_EQ(T->Observables[0].text(), "0:r0");
  EXPECT_EQ(T->Observables[1].text(), "1:r0");
  EXPECT_EQ(T->Observables[1].LaunchThread, 1u);
}

TEST(LitmusTest, PropositionsFollowHerdsOperators) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<LitmusTest> T = parse(SB, Diags);
  ASSERT_TRUE(T);
  EXPECT_TRUE(holds(T->Cond.P, {0, 0}));
  EXPECT_FALSE(holds(T->Cond.P, {0, 1}));
  EXPECT_FALSE(holds(T->Cond.P, {1, 0}));
}

TEST(LitmusTest, RunsEveryExecutionAndRecordsFinalStates) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<LitmusTest> T = parse(SB, Diags);
  ASSERT_TRUE(T);
  checker::ExploreOptions E;
  E.Model = checker::ModelKind::Rc11;
  LitmusOutcome O = runLitmus(*T, E);
  EXPECT_EQ(O.Result.Stats.Executions, 4u);
  EXPECT_EQ(O.States.size(), 4u);
  EXPECT_EQ(O.Positive, 1u);
  EXPECT_EQ(O.Negative, 3u);
  EXPECT_EQ(O.A, Answer::Ok);
  EXPECT_TRUE(O.WitnessFound);
  EXPECT_EQ(stateText(*T, O.WitnessState), "0:r0=0; 1:r0=0;");
  E.Model = checker::ModelKind::Sc;
  LitmusOutcome S = runLitmus(*T, E);
  EXPECT_EQ(S.Result.Stats.Executions, 3u);
  EXPECT_EQ(S.A, Answer::No);
  EXPECT_FALSE(S.WitnessFound);
}

TEST(LitmusTest, NegativeValuesAndFinalMemory) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<LitmusTest> T = parse(R"(C neg
{ x = -3; }
P0 (atomic_int* x) {
  int r = atomic_fetch_sub(x, 2);
}
forall (0:r=-3 /\ x=-5)
)",
                                        Diags);
  ASSERT_TRUE(T);
  LitmusOutcome O = runLitmus(*T, checker::ExploreOptions());
  EXPECT_EQ(O.Result.Stats.Executions, 1u);
  EXPECT_EQ(O.A, Answer::Ok);
  EXPECT_EQ(stateText(*T, O.States.begin()->first), "0:r=-3; x=-5;");
}

TEST(LitmusTest, PlacementsMapWorkGroupsToBlocks) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<LitmusTest> T = parse(R"(OpenCL place
{ }
P0@wg 7, dev 0 (global atomic_int* x) { atomic_store(x, 1); }
P1@wg 3, dev 0 (global atomic_int* x) { atomic_store(x, 2); }
P2@wg 7, dev 0 (local atomic_int* y) { atomic_store(y, 2); }
)",
                                        Diags);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->D, Dialect::OpenCl);
  EXPECT_EQ(T->Prog->Run.Threads[0].BlockIdx, 1u);
  EXPECT_EQ(T->Prog->Run.Threads[1].BlockIdx, 0u);
  EXPECT_EQ(T->Prog->Run.Threads[2].BlockIdx, 1u);
  ir::ObjectId Y = T->Prog->findObject("y");
  ASSERT_NE(Y, 0u);
  EXPECT_EQ(T->Prog->object(Y).Space, ir::MemSpace::Shared);
  EXPECT_FALSE(T->HasCondition);
}

TEST(LitmusTest, ErrorsAreReportedAtTheirPlace) {
  struct Case {
    const char *Text;
    unsigned Line, Col;
    const char *Message;
  } Cases[] = {
      {"C t\n{ }\nP0 (atomic_int* x) { r = 1; }\n", 3, 22,
       "undeclared register 'r'"},
      {"C t\n{ }\nP0 (atomic_int* x) { int r = atomic_load(x) }\n", 3, 45,
       "expected ';', found '}'"},
      {"C t\n{ }\nP0 (atomic_int* x) { }\nexists (0:r=1)\n", 4, 9,
       "thread P0 has no register 'r' (at the top level of its body)"},
      {"C t\n{ }\nP0 (atomic_int* x) { }\nP0 (atomic_int* x) { }\n", 4, 1,
       "thread P0 is defined twice"},
  };
  for (const Case &C : Cases) {
    ir::DiagnosticEngine Diags;
    EXPECT_FALSE(parse(C.Text, Diags)) << C.Text;
    ASSERT_EQ(Diags.numErrors(), 1u) << C.Text;
    const ir::Diagnostic &D = Diags.diagnostics().front();
    EXPECT_EQ(D.Line, C.Line) << C.Text;
    EXPECT_EQ(D.Col, C.Col) << C.Text;
    EXPECT_EQ(D.Message, C.Message) << C.Text;
  }
}

} // namespace
