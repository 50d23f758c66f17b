//===- tests/unit/symbolic/SymbolicTest.cpp - The symbolic engine ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The symbolic engine on small IR kernels: C's integer semantics in the
/// encoding (signed division and remainder truncate, shifts, wrapping,
/// widths), runtime errors, the launch limits, and the replay.
///
//===----------------------------------------------------------------------===//

#include "checker/symbolic/Symbolic.h"

#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

using namespace scopecheck;

namespace {

/// Checks the kernel `@k` of \p Body (its procedure text), launched with
/// \p Launch, for every launch.
checker::CheckResult check(const std::string &Text,
                           symbolic::SymbolicOptions Opts = {}) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseProgram(Text, "t.ir", Diags);
  bool Ok = P && ir::verifyProgram(*P, Diags);
  std::string Why;
  for (const ir::Diagnostic &D : Diags.diagnostics())
    Why += D.Message + "\n";
  EXPECT_TRUE(Ok) << Text << Why;
  if (!P)
    return {};
  symbolic::SymbolicStats Stats;
  return symbolic::checkSymbolic(*P, Opts, Stats);
}

std::string kernel(const std::string &Params, const std::string &Body,
                   const std::string &Args) {
  return "global @A : i32[*];\nproc @k(" + Params + ") {\n" + Body +
         "\n}\nlaunch kernel @k grid 1 block 1 (" + Args + ");\n";
}

} // namespace

TEST(SymbolicTest, SignedDivisionTruncatesAsC) {
  auto R = check(kernel("", R"(entry:
  assert -7:i32 /s 2 == -3;
  assert -7:i32 %s 2 == -1;
  assert 7:i32 %s -2 == 1;
  assert -1:i32 /u 2 == 2147483647;
  assert -8:i32 >>s 1 == -4;
  assert -8:i32 >>u 28 == 15;
  assert 1:i32 << 31 == -2147483648;
  assert 2147483647:i32 + 1 == -2147483648;
  return;)",
                        ""));
  EXPECT_EQ(R.V, checker::Verdict::Safe) << R.IncompleteReason;
}

TEST(SymbolicTest, WrongArithmeticIsConfirmed) {
  // In C (and the IR), -7 / 2 is -3, not -4: the assertion fails for every
  // launch, and the replay confirms it.
  auto R = check(kernel("", "entry:\n  assert -7:i32 /s 2 == -4;\n  return;", ""));
  ASSERT_EQ(R.V, checker::Verdict::Error) << R.IncompleteReason;
  ASSERT_FALSE(R.Violations.empty());
  EXPECT_EQ(R.Violations[0].Kind, checker::ViolationKind::Assertion);
  EXPECT_TRUE(R.Violations[0].Confirmed);
}

TEST(SymbolicTest, DivisionByZeroOfAParameter) {
  auto R = check(kernel("n : i32", R"(  var q : i32;
entry:
  q = 100 /s n;
  return;)",
                        "1"));
  ASSERT_EQ(R.V, checker::Verdict::Error) << R.IncompleteReason;
  EXPECT_EQ(R.Violations[0].Kind, checker::ViolationKind::RuntimeError);
}

TEST(SymbolicTest, ShiftOutOfRange) {
  auto R = check(kernel("n : i32", R"(  var q : i32;
entry:
  br n <u 40, sh, done;
sh:
  q = 1 << n;
  goto done;
done:
  return;)",
                        "1"));
  ASSERT_EQ(R.V, checker::Verdict::Error) << R.IncompleteReason;
  EXPECT_EQ(R.Violations[0].Kind, checker::ViolationKind::RuntimeError);
}

TEST(SymbolicTest, NarrowTypesWrap) {
  auto R = check(kernel("x : i8", R"(entry:
  assert sext.i32(x + 1) <=s 127;
  return;)",
                        "0"));
  EXPECT_EQ(R.V, checker::Verdict::Safe) << R.IncompleteReason;
}

TEST(SymbolicTest, LaunchLimits) {
  // At most 1,024 threads per block, at least one.
  auto R = check(kernel("", R"(entry:
  assert zext.i64(blockDim.x) * zext.i64(blockDim.y) <=u 1024;
  assert blockDim.x >=u 1;
  return;)",
                        ""));
  EXPECT_EQ(R.V, checker::Verdict::Safe) << R.IncompleteReason;
  // A fixed --blockDim narrows it.
  symbolic::SymbolicOptions O;
  O.BlockDim = ir::Dim3{32, 1, 1};
  R = check(kernel("", "entry:\n  assert blockDim.x == 32;\n  return;", ""), O);
  EXPECT_EQ(R.V, checker::Verdict::Safe) << R.IncompleteReason;
  R = check(kernel("", "entry:\n  assert blockDim.x == 32;\n  return;", ""));
  EXPECT_EQ(R.V, checker::Verdict::Error);
}

TEST(SymbolicTest, FixedArgument) {
  std::string K = kernel("n : i32", "entry:\n  assert n != 5;\n  return;", "7");
  EXPECT_EQ(check(K).V, checker::Verdict::Error);
  symbolic::SymbolicOptions O;
  O.FixedArgs.insert("n");
  EXPECT_EQ(check(K, O).V, checker::Verdict::Safe);
}
