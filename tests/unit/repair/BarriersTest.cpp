//===- tests/unit/repair/BarriersTest.cpp - Barrier placement -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// placeBarriers (repair/Barriers.h) on small IR kernels, with the insertion
// places written by hand in the IR file's coordinates (the parser gives
// every statement its line and column in the IR text).
//
//===----------------------------------------------------------------------===//

#include "repair/Barriers.h"

#include "ir/Parser.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::repair;

namespace {

std::unique_ptr<ir::Program> parse(const char *Text) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseProgram(Text, "k.ir", Diags);
  EXPECT_TRUE(P) << "the test kernel does not parse";
  return P;
}

TextLoc at(unsigned Line, unsigned Col) { return TextLoc{"k.ir", Line, Col}; }

/// A slot before the statement on \p Line (columns 3 to 60), or after it.
StmtSlot slot(unsigned Line, bool AtEnd = false, unsigned Depth = 0) {
  StmtSlot S;
  S.Begin = at(Line, 3);
  S.End = at(Line, 60);
  S.AtEnd = AtEnd;
  S.LoopDepth = Depth;
  S.Offset = Line * 100 + AtEnd;
  S.At = S.Begin;
  return S;
}

SourceFunction function(unsigned FirstLine, unsigned LastLine,
                        std::vector<StmtSlot> Slots) {
  SourceFunction F;
  F.Name = "k";
  F.BodyBegin = at(FirstLine, 1);
  F.BodyEnd = at(LastLine, 1);
  F.Slots = std::move(Slots);
  return F;
}

ir::SourceLoc loc(const ir::Program &P, unsigned Line) {
  for (size_t F = 0; F < P.numFiles(); ++F)
    if (P.fileName(ir::FileId(F)) == "k.ir")
      return ir::SourceLoc{ir::FileId(F), Line, 3};
  return ir::SourceLoc();
}

} // namespace

// A write and a read of a neighbour's element in straight-line code: one
// barrier, just before the read (the latest place that orders them).
TEST(BarriersTest, StraightLineGetsOneBarrierBeforeTheRead) {
  auto P = parse(R"(shared @s : i32[4];
proc @k() {
  var v : i32;
entry:
  store.na i32 @s[threadIdx.x], 1;
  v = load.na i32 @s[(threadIdx.x + 1) & 3];
  store.na i32 @s[threadIdx.x], v;
  return;
}
launch kernel @k grid 1 block 4 ();
)");
  ASSERT_TRUE(P);
  SourceFunction F = function(2, 9, {slot(5), slot(6), slot(7), slot(8)});
  BarrierPlan BP = placeBarriers(*P, F, {{loc(*P, 5), loc(*P, 6), 0}});
  ASSERT_EQ(BP.Reason.size(), 1u);
  EXPECT_EQ(BP.Reason[0], "");
  ASSERT_EQ(BP.Chosen.size(), 1u);
  EXPECT_EQ(BP.Chosen[0], 1u); // before line 6
  ASSERT_EQ(BP.Orders.size(), 1u);
  EXPECT_EQ(BP.Orders[0], std::vector<size_t>{0});
}

// Two races, the read of line 6 with the write of line 5 and the write of
// line 7 with that read: no one place is between both pairs, so two
// barriers, before line 6 and before line 7.
TEST(BarriersTest, TwoRacesNeedTwoBarriers) {
  auto P = parse(R"(shared @s : i32[4];
proc @k() {
  var v : i32;
entry:
  store.na i32 @s[threadIdx.x], 1;
  v = load.na i32 @s[(threadIdx.x + 1) & 3];
  store.na i32 @s[threadIdx.x], v;
  return;
}
launch kernel @k grid 1 block 4 ();
)");
  ASSERT_TRUE(P);
  SourceFunction F = function(2, 9, {slot(5), slot(6), slot(7), slot(8)});
  BarrierPlan BP = placeBarriers(
      *P, F, {{loc(*P, 5), loc(*P, 6), 0}, {loc(*P, 6), loc(*P, 7), 1}});
  EXPECT_EQ(BP.Reason, (std::vector<std::string>{"", ""}));
  EXPECT_EQ(BP.Chosen, (std::vector<size_t>{1, 2}));
}

// Both accesses under a branch on threadIdx.x: every place between them
// is in a block that only some threads run. No barrier; the reason says
// why.
TEST(BarriersTest, NoPlaceUnderAThreadDependentBranch) {
  auto P = parse(R"(shared @s : i32[4];
proc @k() {
  var v : i32;
entry:
  br threadIdx.x <u 2, then, join;
then:
  store.na i32 @s[threadIdx.x], 1;
  v = load.na i32 @s[threadIdx.x + 1];
  goto join;
join:
  return;
}
launch kernel @k grid 1 block 4 ();
)");
  ASSERT_TRUE(P);
  SourceFunction F = function(2, 12, {slot(7), slot(8), slot(11)});
  BarrierPlan BP = placeBarriers(*P, F, {{loc(*P, 7), loc(*P, 8), 0}});
  EXPECT_TRUE(BP.Chosen.empty());
  ASSERT_EQ(BP.Reason.size(), 1u);
  EXPECT_NE(BP.Reason[0].find("a barrier there would make the block "
                              "diverge"),
            std::string::npos)
      << BP.Reason[0];
}

// The same statement run by two threads (both write s[0]): no barrier can
// come between them.
TEST(BarriersTest, OneStatementRacingWithItself) {
  auto P = parse(R"(shared @s : i32[4];
proc @k() {
entry:
  store.na i32 @s[0], 1;
  return;
}
launch kernel @k grid 1 block 4 ();
)");
  ASSERT_TRUE(P);
  SourceFunction F = function(2, 6, {slot(4), slot(5)});
  BarrierPlan BP = placeBarriers(*P, F, {{loc(*P, 4), loc(*P, 4), 0}});
  EXPECT_TRUE(BP.Chosen.empty());
  ASSERT_EQ(BP.Reason.size(), 1u);
  EXPECT_NE(BP.Reason[0].find("no barrier can come between them"),
            std::string::npos)
      << BP.Reason[0];
}

// A race between iterations of a loop with a uniform trip count, where the
// read and the write are one statement (`s[t] += s[t + d]`, lines 10 and
// 11 standing for one statement: there is no place between them). Within one
// iteration they stay in one interval, which the graph cannot separate
// (the re-check decides); between iterations, a barrier at the top or at
// the end of the body orders them, and the later place is preferred.
TEST(BarriersTest, RaceBetweenIterationsGetsABarrierAtTheEndOfTheBody) {
  auto P = parse(R"(shared @s : i32[8];
proc @k() {
  var i : i32;
  var v : i32;
entry:
  goto head;
head:
  br i <s 4, body, done;
body:
  v = load.na i32 @s[(threadIdx.x + i) & 7];
  store.na i32 @s[threadIdx.x], v;
  i = i + 1;
  goto head;
done:
  return;
}
launch kernel @k grid 1 block 4 ();
)");
  ASSERT_TRUE(P);
  StmtSlot Top = slot(10, false, 1), End = slot(12, true, 1),
           After = slot(15);
  Top.End = at(11, 60); // the statement of lines 10 and 11
  SourceFunction F = function(2, 16, {Top, End, After});
  BarrierPlan BP = placeBarriers(*P, F, {{loc(*P, 10), loc(*P, 11), 0}});
  ASSERT_EQ(BP.Reason.size(), 1u);
  EXPECT_EQ(BP.Reason[0], "");
  EXPECT_EQ(BP.Chosen, std::vector<size_t>{1}); // the end of the body
}
