//===- tests/unit/checker/ConfirmTest.cpp - Confirming inexact errors -----===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// checker/Confirm: the launches an inexact error is replayed at, and the
/// verdicts of the replay: an error dpor finds only at a smaller launch is
/// confirmed there, a spurious one stays "possible" (never Verdict::Error).
///
//===----------------------------------------------------------------------===//

#include "checker/Confirm.h"
#include "checker/Interval.h"
#include "ir/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

std::unique_ptr<ir::Program> parse(const std::string &Text) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "t.ir", Diags);
  EXPECT_TRUE(P) << (Diags.diagnostics().empty()
                         ? std::string()
                         : Diags.diagnostics().front().Message);
  return P;
}

/// Every thread takes a ticket from @flag (the value reaches a branch, so
/// the interval engine is not exact); thread 0 of blocks 0 and 1 then
/// write @x unordered: a real race, at any launch with two blocks.
std::string tickets(const std::string &Grid, const std::string &Block) {
  return "global @flag : i32[1];\n"
         "global @x : i32[1];\n"
         "proc @k() {\n"
         "  var t : i32;\n"
         "  var c : bool;\n"
         "entry:\n"
         "  t = rmw.add.rlx.gpu i32 @flag[0], 1;\n"
         "  c = t >= 0 && threadIdx.x == 0 && blockIdx.x < 2;\n"
         "  br c, w, done;\n"
         "w:\n"
         "  store.na i32 @x[0], 1;\n"
         "  goto done;\n"
         "done:\n"
         "  return;\n"
         "}\n"
         "launch kernel @k grid " +
         Grid + " block " + Block + " ();\n";
}

Violation raceOf(uint64_t BlockA, uint64_t ThreadA, uint64_t BlockB,
                 uint64_t ThreadB) {
  Violation V;
  V.Kind = ViolationKind::DataRace;
  ViolationEvent A, B;
  A.Block = BlockA;
  A.ThreadInBlock = ThreadA;
  B.Block = BlockB;
  B.ThreadInBlock = ThreadB;
  V.Events = {A, B};
  return V;
}

/// Confirms an interval engine's race between thread 0 of block 0 and
/// thread 0 of block 1 of \p P, within 60 s.
CheckResult confirmRaceOfBlocks01(const ir::Program &P) {
  CheckResult Inexact;
  Inexact.Engine = "interval";
  Inexact.V = Verdict::Error;
  Inexact.Violations.push_back(raceOf(0, 0, 1, 0));
  CheckOptions C;
  C.TimeoutSeconds = 60;
  return confirmInexactError(P, Inexact, C);
}

TEST(ConfirmTest, LaunchesCutTheGridThenTheBlockToTheReportedThreads) {
  auto P = parse(tickets("[4,3,1]", "[8,2,1]"));
  ASSERT_TRUE(P);
  // Block 5 of a 4x3 grid is (1,1); thread 10 of an 8x2 block is (2,1).
  std::vector<ir::Launch> L =
      confirmationLaunches(*P, raceOf(5, 10, 0, 3));
  ASSERT_EQ(L.size(), 3u);
  EXPECT_EQ(launchDimsText(L[0]), "blockDim=8,2, gridDim=4,3");
  EXPECT_EQ(launchDimsText(L[1]), "blockDim=8,2, gridDim=2,2");
  EXPECT_EQ(launchDimsText(L[2]), "blockDim=4,2, gridDim=2,2");
}

TEST(ConfirmTest, LaunchesLeaveOutRepeats) {
  auto P = parse(tickets("[1,1,1]", "[2,1,1]"));
  ASSERT_TRUE(P);
  std::vector<ir::Launch> L = confirmationLaunches(*P, raceOf(0, 0, 0, 1));
  ASSERT_EQ(L.size(), 1u);
  EXPECT_EQ(launchDimsText(L[0]), "blockDim=2, gridDim=1");
}

TEST(ConfirmTest, RaceBeyondDporIsConfirmedAtTheSmallerLaunch) {
  // 8,192 threads: more than dpor checks (DporMaxThreads), so only the
  // grid cut to blocks 0 and 1 (64 threads) can confirm the race.
  auto P = parse(tickets("[256,1,1]", "[32,1,1]"));
  ASSERT_TRUE(P);
  CheckResult R = confirmRaceOfBlocks01(*P);
  ASSERT_EQ(R.V, Verdict::Error) << R.IncompleteReason;
  EXPECT_EQ(R.Engine, "dpor");
  ASSERT_FALSE(R.Violations.empty());
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::DataRace);
  EXPECT_NE(R.Violations[0].Message.find("(for blockDim=32, gridDim=2)"),
            std::string::npos)
      << R.Violations[0].Message;
}

TEST(ConfirmTest, SpuriousErrorStaysPossible) {
  // Only block 0 writes: no race at any launch. One thread per block, so
  // that dpor finishes the two-block launch at once.
  std::string Text = tickets("[8192,1,1]", "[1,1,1]");
  Text.replace(Text.find("blockIdx.x < 2"), 14, "blockIdx.x < 1");
  auto P = parse(Text);
  ASSERT_TRUE(P);
  CheckResult R = confirmRaceOfBlocks01(*P);
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_TRUE(R.Violations.empty());
  EXPECT_EQ(R.IncompleteReason,
            "possible data-race, not confirmed by an exact engine (dpor at "
            "this launch: the dpor engine checks launches of at most 4096 "
            "threads; this one has 8192 (use the interval engine or a "
            "smaller launch); dpor at blockDim=1, gridDim=2: no error "
            "found)");
}

} // namespace
