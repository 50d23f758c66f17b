//===- tests/unit/checker/IntervalTest.cpp - Interval engine tests --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The interval engine and its exactness analysis on small IR programs.
/// The programs are parsed from text: a kernel with barriers and predicates
/// reads far better in the IR's own syntax than as factory calls, and the
/// parser is tested on its own (tests/unit/ir/). Every check states the
/// exact verdict, error kind and threads that the definitions give.
///
//===----------------------------------------------------------------------===//

#include "checker/Interval.h"
#include "ir/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

std::unique_ptr<ir::Program> predicated(const std::string &Text) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "t.ir", Diags);
  EXPECT_TRUE(P) << (Diags.diagnostics().empty()
                         ? std::string()
                         : Diags.diagnostics().front().Message);
  if (!P)
    return nullptr;
  auto Q = preparePredicated(*P, Diags);
  EXPECT_TRUE(Q) << "predication failed";
  return Q;
}

CheckResult check(const std::string &Text, ModelKind M = ModelKind::Src11,
                  IntervalStats *Stats = nullptr, bool StopOnFirst = true) {
  auto P = predicated(Text);
  if (!P)
    return CheckResult();
  IntervalOptions O;
  O.Model = M;
  O.StopOnFirst = StopOnFirst;
  return checkIntervals(*P, O, Stats);
}

CommunicationReport communication(const std::string &Text) {
  auto P = predicated(Text);
  return P ? analyzeCommunication(*P) : CommunicationReport();
}

/// nbor (thesis Fig. 2.7): A[tid] = A[tid + 1], with or without a barrier
/// between the read and the write.
std::string nbor(bool Barrier) {
  return std::string("global @A : i32[5];\n"
                     "proc @k() {\n"
                     "  var t : i32;\n"
                     "  var v : i32;\n"
                     "entry:\n"
                     "  t = threadIdx.x;\n"
                     "  v = load.na i32 @A[sext.i64(t + 1)];\n") +
         (Barrier ? "  barrier.cta;\n" : "") +
         "  store.na i32 @A[sext.i64(t)], v;\n"
         "  return;\n"
         "}\n"
         "launch kernel @k grid 1 block 4 ();\n";
}

TEST(IntervalTest, NborRace) {
  CheckResult R = check(nbor(false));
  EXPECT_EQ(R.Engine, "interval");
  ASSERT_EQ(R.V, Verdict::Error);
  ASSERT_EQ(R.Violations.size(), 1u);
  const Violation &V = R.Violations[0];
  EXPECT_EQ(V.Kind, ViolationKind::DataRace);
  EXPECT_EQ(V.LocationName, "@A[1]");
  ASSERT_EQ(V.Events.size(), 2u);
  // Thread 0 reads A[1] first (threads run in order), thread 1 writes it.
  EXPECT_EQ(V.Events[0].ThreadInBlock, 0u);
  EXPECT_FALSE(V.Events[0].IsWrite);
  EXPECT_EQ(V.Events[1].ThreadInBlock, 1u);
  EXPECT_TRUE(V.Events[1].IsWrite);
  EXPECT_EQ(V.Trace.size(), 2u);
}

TEST(IntervalTest, NborWithBarrierIsSafe) {
  IntervalStats S;
  CheckResult R = check(nbor(true), ModelKind::Src11, &S);
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(R.Stats.Executions, 1u);
  EXPECT_EQ(S.Threads, 4u);
  EXPECT_EQ(S.Blocks, 1u);
  EXPECT_EQ(S.Intervals, 2u);
  EXPECT_EQ(S.Accesses, 8u);
  EXPECT_EQ(S.Locations, 5u); // A[0..4]
}

TEST(IntervalTest, AllErrorsReportsEachPairOnce) {
  // Without the barrier threads 0-2 each race with their right neighbour,
  // all on the same pair of statements: one report.
  CheckResult R = check(nbor(false), ModelKind::Src11, nullptr, false);
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations.size(), 1u);
  EXPECT_EQ(R.Stats.Executions, 1u);
}

/// Thread 0 of every block writes element 0 of @g (global) and of @s
/// (shared): the global writes of different blocks race, the shared ones
/// never do (one copy per block).
const char *PerBlock = "global @g : i32[1];\n"
                       "shared @s : i32[1];\n"
                       "proc @k() {\n"
                       "  var p : bool;\n"
                       "entry:\n"
                       "  p = threadIdx.x == 0;\n"
                       "  p => store.na i32 @s[0], 1;\n"
                       "  p => store.na i32 @%s[0], 1;\n"
                       "  return;\n"
                       "}\n"
                       "launch kernel @k grid 3 block 2 ();\n";

std::string perBlock(const char *Obj) {
  char Buf[512];
  std::snprintf(Buf, sizeof Buf, PerBlock, Obj);
  return Buf;
}

TEST(IntervalTest, GlobalMemoryIsCheckedAcrossBlocks) {
  CheckResult R = check(perBlock("g"));
  ASSERT_EQ(R.V, Verdict::Error);
  const Violation &V = R.Violations[0];
  EXPECT_EQ(V.Kind, ViolationKind::DataRace);
  EXPECT_EQ(V.Events[0].Block, 0u);
  EXPECT_EQ(V.Events[1].Block, 1u);
  EXPECT_EQ(check(perBlock("s")).V, Verdict::Safe);
}

/// Blocks read @r[0] in their first interval; after a barrier thread 1 of
/// the LAST block writes it. Its write is ordered after its own block's
/// reads but concurrent with every other block's: the shadow must still
/// hold a read of another block (role B) although newer reads replaced it.
TEST(IntervalTest, ShadowKeepsAnAccessOfAnotherBlock) {
  const char *Text = "global @r : i32[1];\n"
                     "proc @k() {\n"
                     "  var v : i32;\n"
                     "  var p : bool;\n"
                     "entry:\n"
                     "  v = load.na i32 @r[0];\n"
                     "  barrier.cta;\n"
                     "  v = load.na i32 @r[0];\n"
                     "  barrier.cta;\n"
                     "  p = threadIdx.x == 1 && blockIdx.x == 2;\n"
                     "  p => store.na i32 @r[0], 7;\n"
                     "  return;\n"
                     "}\n"
                     "launch kernel @k grid 3 block 2 ();\n";
  CheckResult R = check(Text);
  ASSERT_EQ(R.V, Verdict::Error);
  const Violation &V = R.Violations[0];
  EXPECT_EQ(V.Kind, ViolationKind::DataRace);
  EXPECT_NE(V.Events[0].Block, 2u);
  EXPECT_FALSE(V.Events[0].IsWrite);
  EXPECT_EQ(V.Events[1].Block, 2u);
  EXPECT_EQ(V.Events[1].ThreadInBlock, 1u);
  EXPECT_TRUE(V.Events[1].IsWrite);
}

std::string counter(const char *Scope, bool UseResult) {
  return std::string("global @c : i32[1];\n"
                     "global @out : i32[4];\n"
                     "proc @k() {\n"
                     "  var old : i32;\n"
                     "entry:\n"
                     "  old = rmw.add.rlx.") +
         Scope + " i32 @c[0], 1;\n" +
         (UseResult ? "  store.na i32 @out[sext.i64(old)], 1;\n" : "") +
         "  return;\n"
         "}\n"
         "launch kernel @k grid 2 block 2 ();\n";
}

TEST(IntervalTest, HeterogeneousRaceBetweenBlocks) {
  CheckResult R = check(counter("cta", false));
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::HeterogeneousRace);
  EXPECT_EQ(R.Violations[0].Events[0].Block, 0u);
  EXPECT_EQ(R.Violations[0].Events[1].Block, 1u);
  // gpu scope includes both blocks; rc11 ignores scopes.
  EXPECT_EQ(check(counter("gpu", false)).V, Verdict::Safe);
  EXPECT_EQ(check(counter("cta", false), ModelKind::Rc11).V, Verdict::Safe);
}

TEST(IntervalTest, CommunicationMakesTheResultIncomplete) {
  CommunicationReport C = communication(counter("gpu", true));
  EXPECT_TRUE(C.Supported);
  EXPECT_TRUE(C.MayCommunicate);
  EXPECT_NE(C.Reason.find("address"), std::string::npos) << C.Reason;
  CheckResult R = check(counter("gpu", true));
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_NE(R.IncompleteReason.find("not exact"), std::string::npos);
  // The unused result keeps it exact.
  EXPECT_FALSE(communication(counter("gpu", false)).MayCommunicate);
}

/// After a barrier, a plain load of a location that atomics wrote flows
/// into a branch: order-independent for add, order-dependent for exch.
std::string afterBarrier(const char *Op) {
  return std::string("global @c : i32[1];\n"
                     "global @out : i32[2];\n"
                     "proc @k() {\n"
                     "  var old : i32;\n"
                     "  var v : i32;\n"
                     "entry:\n"
                     "  old = rmw.") +
         Op +
         ".rlx.gpu i32 @c[0], threadIdx.x;\n"
         "  barrier.cta;\n"
         "  v = load.na i32 @c[0];\n"
         "  br v == 1, yes, no;\n"
         "yes:\n"
         "  store.na i32 @out[sext.i64(threadIdx.x)], 1;\n"
         "  goto no;\n"
         "no:\n"
         "  return;\n"
         "}\n"
         "launch kernel @k grid 1 block 2 ();\n";
}

TEST(IntervalTest, NonCommutativeAtomicsMakeMemoryContested) {
  EXPECT_FALSE(communication(afterBarrier("add")).MayCommunicate);
  CommunicationReport C = communication(afterBarrier("exch"));
  EXPECT_TRUE(C.MayCommunicate);
  EXPECT_NE(C.Reason.find("order-dependent atomic write"), std::string::npos)
      << C.Reason;
}

TEST(IntervalTest, DivergentBarrier) {
  const char *Text = "proc @k() {\n"
                     "entry:\n"
                     "  br threadIdx.x == 0, b, done;\n"
                     "b:\n"
                     "  barrier.cta;\n"
                     "  goto done;\n"
                     "done:\n"
                     "  return;\n"
                     "}\n"
                     "launch kernel @k grid 1 block 2 ();\n";
  CheckResult R = check(Text);
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::BarrierDivergence);
  EXPECT_EQ(R.Violations[0].Events[0].ThreadInBlock, 0u);
  EXPECT_EQ(R.Stats.Executions, 0u);
}

TEST(IntervalTest, BarrierReductionOverTheBlock) {
  // n = number of threads with tid < 3 (3 of 4); thread 0 asserts it.
  const char *Text = "proc @k() {\n"
                     "  var n : i32;\n"
                     "entry:\n"
                     "  n = barrier.cta.count threadIdx.x <u 3;\n"
                     "  assert n == %d;\n"
                     "  return;\n"
                     "}\n"
                     "launch kernel @k grid 2 block 4 ();\n";
  char Good[512], Bad[512];
  std::snprintf(Good, sizeof Good, Text, 3);
  std::snprintf(Bad, sizeof Bad, Text, 4);
  EXPECT_EQ(check(Good).V, Verdict::Safe);
  CheckResult R = check(Bad);
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::Assertion);
}

TEST(IntervalTest, OutOfBoundsAndStepLimit) {
  const char *Oob = "global @a : i32[2];\n"
                    "proc @k() {\n"
                    "entry:\n"
                    "  store.na i32 @a[sext.i64(threadIdx.x)], 1;\n"
                    "  return;\n"
                    "}\n"
                    "launch kernel @k grid 1 block 3 ();\n";
  CheckResult R = check(Oob);
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::OutOfBounds);
  EXPECT_EQ(R.Violations[0].Events[0].ThreadInBlock, 2u);

  const char *Loop = "proc @k() {\n"
                     "entry:\n"
                     "  goto entry;\n"
                     "}\n"
                     "launch kernel @k grid 1 block 1 ();\n";
  auto P = predicated(Loop);
  ASSERT_TRUE(P);
  IntervalOptions O;
  O.StepLimit = 1000;
  CheckResult L = checkIntervals(*P, O);
  EXPECT_EQ(L.V, Verdict::Incomplete);
  EXPECT_NE(L.IncompleteReason.find("step limit"), std::string::npos);
}

TEST(IntervalTest, GridBarrierIsUnsupported) {
  const char *Text = "proc @k() {\n"
                     "entry:\n"
                     "  barrier.gpu;\n"
                     "  return;\n"
                     "}\n"
                     "launch kernel @k grid 2 block 1 ();\n";
  EXPECT_FALSE(communication(Text).Supported);
  EXPECT_EQ(check(Text).V, Verdict::Incomplete);
}

TEST(IntervalTest, ShadowIsProportionalToLocations) {
  // 64 blocks of 64 threads; thread g reads in[g] and in[g + 1] (shared
  // with its neighbours, across blocks too: reads never conflict) and
  // writes out[g]. Safe; the shadow covers exactly the accessed locations.
  const char *Text = "global @in : i32[4097];\n"
                     "global @out : i32[4096];\n"
                     "proc @k() {\n"
                     "  var g : i32;\n"
                     "  var v : i32;\n"
                     "  var w : i32;\n"
                     "entry:\n"
                     "  g = blockIdx.x * blockDim.x + threadIdx.x;\n"
                     "  v = load.na i32 @in[sext.i64(g + 1)];\n"
                     "  w = load.na i32 @in[sext.i64(g)];\n"
                     "  v = v + w;\n"
                     "  store.na i32 @out[sext.i64(g)], v;\n"
                     "  return;\n"
                     "}\n"
                     "launch kernel @k grid 64 block 64 ();\n";
  IntervalStats S;
  CheckResult R = check(Text, ModelKind::Src11, &S);
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(S.Threads, 4096u);
  EXPECT_EQ(S.Accesses, 3u * 4096);
  EXPECT_EQ(S.Locations, 4097u + 4096u);
}

} // namespace
