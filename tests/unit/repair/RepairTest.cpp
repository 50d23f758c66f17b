//===- tests/unit/repair/RepairTest.cpp - The repair engine ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "repair/Repair.h"
#include "checker/Check.h"
#include "repair/Planner.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::repair;

namespace {

/// The id of "k.cu" in the tests' programs (0 is the unknown file).
constexpr ir::FileId KFile = 1;

checker::ViolationEvent event(uint32_t Line, uint64_t Block, ir::MemOrder Order,
                              ir::Scope Sc, bool IsWrite = true) {
  checker::ViolationEvent E;
  E.Loc = ir::SourceLoc{KFile, Line, 3};
  E.Block = Block;
  E.ThreadInBlock = 0;
  E.IsAccess = true;
  E.IsWrite = IsWrite;
  E.Order = Order;
  E.Sc = Sc;
  return E;
}

checker::Violation race(checker::ViolationKind K, checker::ViolationEvent A,
                        checker::ViolationEvent B) {
  checker::Violation V;
  V.Kind = K;
  V.Message = "race";
  V.Events = {A, B};
  return V;
}

RepairOptions options(uint32_t Blocks, uint32_t Threads) {
  RepairOptions O;
  O.Translate.Grid = ir::Dim3{Blocks, 1, 1};
  O.Translate.Block = ir::Dim3{Threads, 1, 1};
  return O;
}

} // namespace

TEST(PlannerTest, HeterogeneousRaceAcrossBlocksWidensBothNarrowSides) {
  ir::Program P;
  ASSERT_EQ(P.addFile("k.cu"), KFile);
  checker::CheckResult R;
  R.Violations.push_back(race(checker::ViolationKind::HeterogeneousRace,
                              event(4, 0, ir::MemOrder::Rlx, ir::Scope::Cta),
                              event(5, 1, ir::MemOrder::Rlx, ir::Scope::Cta)));
  Plan Pl = planRepairs(P, R);
  ASSERT_EQ(Pl.Actions.size(), 2u);
  EXPECT_TRUE(Pl.Unrepairs.empty());
  for (const RepairAction &A : Pl.Actions) {
    EXPECT_EQ(A.Kind, ActionKind::WidenScope);
    EXPECT_EQ(A.Target, ir::Scope::Gpu);
    EXPECT_EQ(A.Loc.File, "k.cu");
    EXPECT_EQ(A.Why, "thread 0 of block 0 and thread 0 of block 1 are in different blocks");
  }
  EXPECT_EQ(Pl.Actions[0].Loc.Line, 4u);
  EXPECT_EQ(Pl.Actions[1].Loc.Line, 5u);
}

TEST(PlannerTest, OnlyTheNarrowerSideIsWidened) {
  ir::Program P;
  ASSERT_EQ(P.addFile("k.cu"), KFile);
  checker::CheckResult R;
  R.Violations.push_back(race(checker::ViolationKind::HeterogeneousRace,
                              event(4, 0, ir::MemOrder::Rlx, ir::Scope::Sys),
                              event(5, 1, ir::MemOrder::Rlx, ir::Scope::Cta)));
  Plan Pl = planRepairs(P, R);
  ASSERT_EQ(Pl.Actions.size(), 1u);
  EXPECT_EQ(Pl.Actions[0].Loc.Line, 5u);
  EXPECT_EQ(Pl.Actions[0].Target, ir::Scope::Gpu); // never sys
}

TEST(PlannerTest, AtomicAgainstNonAtomicMakesTheAccessAtomic) {
  ir::Program P;
  ASSERT_EQ(P.addFile("k.cu"), KFile);
  checker::CheckResult R;
  R.Violations.push_back(
      race(checker::ViolationKind::DataRace,
           event(4, 0, ir::MemOrder::Rlx, ir::Scope::Cta),
           event(6, 0, ir::MemOrder::Na, ir::Scope::None, false)));
  Plan Pl = planRepairs(P, R);
  ASSERT_EQ(Pl.Actions.size(), 1u); // the cta atomic covers its own block
  EXPECT_EQ(Pl.Actions[0].Kind, ActionKind::MakeAtomic);
  EXPECT_EQ(Pl.Actions[0].Target, ir::Scope::Cta);
  EXPECT_FALSE(Pl.Actions[0].IsWrite);
  EXPECT_EQ(Pl.Actions[0].Loc.Line, 6u);
}

TEST(PlannerTest, WhatIsNotAScopeBugIsReportedNotRepaired) {
  ir::Program P;
  ASSERT_EQ(P.addFile("k.cu"), KFile);
  checker::CheckResult R;
  R.Violations.push_back(race(checker::ViolationKind::DataRace,
                              event(4, 0, ir::MemOrder::Na, ir::Scope::None),
                              event(4, 1, ir::MemOrder::Na, ir::Scope::None)));
  checker::Violation Div;
  Div.Kind = checker::ViolationKind::BarrierDivergence;
  Div.Message = "barrier divergence";
  Div.Events = {event(9, 0, ir::MemOrder::Na, ir::Scope::None)};
  R.Violations.push_back(Div);
  Plan Pl = planRepairs(P, R);
  EXPECT_TRUE(Pl.Actions.empty());
  ASSERT_EQ(Pl.Unrepairs.size(), 2u);
  EXPECT_NE(Pl.Unrepairs[0].Reason.find("both accesses are non-atomic"),
            std::string::npos);
  EXPECT_NE(Pl.Unrepairs[1].Reason.find("not a scope bug"), std::string::npos);
}

TEST(DiffTest, UnifiedDiffWithContext) {
  std::string Old = "a\nb\nc\nd\ne\nf\ng\nh\n";
  std::string New = "a\nb\nc\nd\nE\nf\ng\nh\n";
  EXPECT_EQ(unifiedDiff(Old, New, "x.cu", "y.cu"),
            "--- x.cu\n+++ y.cu\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n"
            " g\n h\n");
  EXPECT_EQ(unifiedDiff(Old, Old, "x.cu", "x.cu"), "");
  EXPECT_EQ(unifiedDiff("a\n", "a\nb\n", "x", "x"),
            "--- x\n+++ x\n@@ -1,1 +1,2 @@\n a\n+b\n");
}

TEST(RepairSourceTest, LegacyBlockAtomicAcrossBlocks) {
  std::string Code = "// keep this comment\n"
                     "__global__ void k(int *c) {\n"
                     "  atomicAdd_block(c, 1); /* and this one */\n"
                     "}\n";
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R =
      repairSource(Code, "k.cu", options(2, 1), Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::Repaired);
  EXPECT_EQ(R->Final.V, checker::Verdict::Safe);
  EXPECT_EQ(R->Patched, "// keep this comment\n"
                        "__global__ void k(int *c) {\n"
                        "  atomicAdd(c, 1); /* and this one */\n"
                        "}\n");
  ASSERT_EQ(R->Rounds.size(), 1u);
  ASSERT_EQ(R->Rounds[0].Edits.size(), 1u);
  const Edit &E = R->Rounds[0].Edits[0];
  EXPECT_EQ(E.Loc.Line, 3u);
  EXPECT_EQ(E.Loc.Col, 3u);
  EXPECT_EQ(E.OldText, "atomicAdd_block");
  EXPECT_EQ(E.NewText, "atomicAdd");
  EXPECT_EQ(E.Explanation, "widened scope of atomicAdd_block to device: "
                           "thread 0 of block 0 and thread 0 of block 1 are in different blocks");
}

// A check cut by the timeout (errors found, incomplete) when the time is
// up: no round is planned (no Clang parse of the text, no translation of
// an edited one), so that `repair --timeout` ends soon after it. With time
// left, the same check's errors are planned as usual.
TEST(RepairSourceTest, NoRoundIsPlannedOnceTheTimeIsUp) {
  std::string Code = "__global__ void k(int *c) { atomicAdd_block(c, 1); }\n";
  RepairOptions O = options(2, 1);
  O.CheckRound = [](const ir::Program &P, unsigned Number) {
    checker::CheckOptions C;
    C.StopOnFirst = false;
    checker::CheckResult R = checker::checkProgram(P, C);
    if (Number == 1)
      R.IncompleteReason = "timeout reached";
    return R;
  };
  O.TimeUp = [] { return true; };
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R = repairSource(Code, "k.cu", O, Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::Incomplete);
  EXPECT_TRUE(R->Rounds.empty());
  EXPECT_EQ(R->Patched, Code);
  ASSERT_EQ(R->Final.Violations.size(), 1u);
  EXPECT_EQ(R->Final.Violations[0].Kind,
            checker::ViolationKind::HeterogeneousRace);

  O.TimeUp = [] { return false; };
  R = repairSource(Code, "k.cu", O, Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::Repaired);
  ASSERT_EQ(R->Rounds.size(), 1u);
  EXPECT_EQ(R->Patched,
            "__global__ void k(int *c) { atomicAdd(c, 1); }\n");
}

TEST(RepairSourceTest, OneBlockNeedsNoRepair) {
  std::string Code = "__global__ void k(int *c) { atomicAdd_block(c, 1); }\n";
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R =
      repairSource(Code, "k.cu", options(1, 2), Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::NothingToRepair);
  EXPECT_EQ(R->Patched, Code);
  EXPECT_TRUE(R->Rounds.empty());
}

TEST(RepairSourceTest, SharedAliasIsEditedOnce) {
  std::string Code =
      "#include <cuda/atomic>\n"
      "using Ref = cuda::atomic_ref<int, cuda::thread_scope_block>;\n"
      "__global__ void k(int *a) {\n"
      "  Ref(a[0]).fetch_add(1);\n"
      "  Ref(a[1]).fetch_add(1);\n"
      "}\n";
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R =
      repairSource(Code, "k.cu", options(2, 1), Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::Repaired);
  ASSERT_EQ(R->Rounds.size(), 1u);
  ASSERT_EQ(R->Rounds[0].Edits.size(), 1u);
  EXPECT_EQ(R->Rounds[0].Edits[0].Loc.Line, 2u);
  EXPECT_NE(R->Patched.find("cuda::atomic_ref<int, cuda::thread_scope_device>"),
            std::string::npos);
}

TEST(RepairSourceTest, TemplateScopeParameterIsNotRepairable) {
  std::string Code =
      "#include <cuda/atomic>\n"
      "template <cuda::thread_scope S> __device__ void inc(int *a) {\n"
      "  cuda::atomic_ref<int, S>(*a).fetch_add(1);\n"
      "}\n"
      "__global__ void k(int *a) { inc<cuda::thread_scope_block>(a); }\n";
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R =
      repairSource(Code, "k.cu", options(2, 1), Diags);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Status, RepairStatus::Unrepairable);
  EXPECT_EQ(R->Final.V, checker::Verdict::Error);
  EXPECT_EQ(R->Patched, Code);
  ASSERT_EQ(R->Rounds.size(), 1u);
  ASSERT_FALSE(R->Rounds[0].Unrepairs.empty());
}

TEST(RepairSourceTest, InputErrorIsReported) {
  ir::DiagnosticEngine Diags;
  std::optional<RepairResult> R =
      repairSource("__global__ void k( {", "k.cu", options(1, 1), Diags);
  EXPECT_FALSE(R);
  EXPECT_TRUE(Diags.hasErrors());
}

namespace {
Edit textEdit(uint64_t Offset, std::string Old, std::string New,
              std::string Why) {
  Edit E;
  E.Offset = Offset;
  E.OldText = std::move(Old);
  E.NewText = std::move(New);
  E.Explanation = std::move(Why);
  return E;
}

/// Applies edits of the original text (in order, not overlapping).
std::string applyEdits(const std::string &Text, const std::vector<Edit> &Es) {
  std::string Out;
  size_t Pos = 0;
  for (const Edit &E : Es) {
    EXPECT_GE(E.Offset, Pos);
    EXPECT_EQ(Text.substr(E.Offset, E.OldText.size()), E.OldText);
    Out += Text.substr(Pos, E.Offset - Pos) + E.NewText;
    Pos = E.Offset + E.OldText.size();
  }
  return Out + Text.substr(Pos);
}
} // namespace

TEST(OriginalEditsTest, EditsOfLaterRoundsMapToTheOriginalText) {
  //                        0123456789012345678901234
  const std::string Orig = "a = x;\nb = y;\nc = z;\n";
  Round R1;
  // Round 1: y becomes Y (offset 11), a line is inserted before c (14).
  R1.Edits = {textEdit(11, "y", "YY", "widen y"),
              textEdit(14, "", "sync();\n", "barrier")};
  Round R2;
  // Round 2, on "a = x;\nb = YY;\nsync();\nc = z;\n": x (4) and z (27).
  R2.Edits = {textEdit(4, "x", "X", "make x atomic"),
              textEdit(27, "z", "Z", "make z atomic")};
  std::vector<Edit> Es = originalEdits(Orig, {R1, R2});
  ASSERT_EQ(Es.size(), 4u);
  EXPECT_EQ(Es[0].Offset, 4u);
  EXPECT_EQ(Es[0].Explanation, "make x atomic");
  EXPECT_EQ(Es[1].Offset, 11u);
  EXPECT_EQ(Es[1].OldText, "y");
  EXPECT_EQ(Es[1].NewText, "YY");
  EXPECT_EQ(Es[2].Offset, 14u);
  EXPECT_EQ(Es[2].OldText, "");
  EXPECT_EQ(Es[2].NewText, "sync();\n");
  EXPECT_EQ(Es[3].Offset, 18u);
  EXPECT_EQ(Es[3].NewText, "Z");
  EXPECT_EQ(applyEdits(Orig, Es), "a = X;\nb = YY;\nsync();\nc = Z;\n");
}

TEST(OriginalEditsTest, AnEditInsideAnEarlierOneIsMergedWithIt) {
  const std::string Orig = "f(s[i]);\n";
  Round R1, R2;
  R1.Edits = {textEdit(0, "f(s[i])", "atomic(f(s[i]))", "outer")};
  // Round 2 edits the s[i] that round 1 left inside its new text.
  R2.Edits = {textEdit(9, "s[i]", "load(s[i])", "inner")};
  R2.Edits[0].ChangesMeaning = true;
  std::vector<Edit> Es = originalEdits(Orig, {R1, R2});
  ASSERT_EQ(Es.size(), 1u);
  EXPECT_EQ(Es[0].Offset, 0u);
  EXPECT_EQ(Es[0].OldText, "f(s[i])");
  EXPECT_EQ(Es[0].NewText, "atomic(f(load(s[i])))");
  EXPECT_EQ(Es[0].Explanation, "outer; inner");
  EXPECT_TRUE(Es[0].ChangesMeaning);
  EXPECT_EQ(applyEdits(Orig, Es), "atomic(f(load(s[i])));\n");
  // A deletion, and no edits at all.
  Round D;
  D.Edits = {textEdit(0, "f(s[i]);\n", "", "removed")};
  Es = originalEdits(Orig, {D});
  ASSERT_EQ(Es.size(), 1u);
  EXPECT_EQ(Es[0].NewText, "");
  EXPECT_EQ(Es[0].Explanation, "removed");
  EXPECT_TRUE(originalEdits(Orig, {}).empty());
}
