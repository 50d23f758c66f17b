//===- tests/unit/checker/FinalStateTest.cpp - OnFinalState ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The explorer's OnFinalState callback (checker/Explorer.h): called once
/// per complete consistent execution, after OnComplete, with every
/// thread's final state, whose `local` memory keeps the values the thread
/// stored last (the litmus front-end's registers live there).
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "ir/Evaluator.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <map>
#include <utility>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

// SB with each thread's read value stored to a local object.
const char *const SB = R"(
global @x : i32;
global @y : i32;
local @a : i32;
local @b : i32;

proc @p0() {
  var r : i32;
entry:
  store.rlx.gpu i32 @x, 1;
  r = load.rlx.gpu i32 @y;
  store.na i32 @a, r;
  return;
}

proc @p1() {
  var r : i32;
entry:
  store.rlx.gpu i32 @y, 1;
  r = load.rlx.gpu i32 @x;
  store.na i32 @b, r + 10;
  return;
}

launch threads {
  thread @p0 block 0;
  thread @p1 block 1;
}
)";

TEST(FinalStateTest, EveryExecutionHandsOverItsThreadsLocalMemory) {
  ir::DiagnosticEngine Diags;
  std::unique_ptr<ir::Program> P = ir::parseProgram(SB, "sb.ir", Diags);
  ASSERT_TRUE(P && ir::verifyProgram(*P, Diags));
  ir::Evaluator Eval(*P);
  ir::ObjectId A = P->findObject("a"), B = P->findObject("b");
  std::map<std::pair<uint64_t, uint64_t>, unsigned> States;
  unsigned Completed = 0, Finals = 0;
  ExploreOptions O;
  O.Model = ModelKind::Rc11;
  O.OnComplete = [&](const ExecutionGraph &) { ++Completed; };
  O.OnFinalState = [&](const ExecutionGraph &G,
                       const std::vector<const ir::ThreadState *> &T) {
    ++Finals;
    EXPECT_EQ(Completed, Finals) << "OnFinalState comes after OnComplete";
    ASSERT_EQ(T.size(), G.numThreads());
    // Thread 0 only wrote @a, thread 1 only @b; the other stays 0.
    EXPECT_EQ(Eval.localValue(*T[0], B, 0), 0u);
    EXPECT_EQ(Eval.localValue(*T[1], A, 0), 0u);
    ++States[{Eval.localValue(*T[0], A, 0), Eval.localValue(*T[1], B, 0)}];
  };
  CheckResult R = explore(*P, O);
  EXPECT_EQ(R.Stats.Executions, 4u);
  EXPECT_EQ(Finals, 4u);
  // Each read sees 0 or 1, independently: the four states once each.
  std::map<std::pair<uint64_t, uint64_t>, unsigned> Want = {
      {{0, 10}, 1}, {{0, 11}, 1}, {{1, 10}, 1}, {{1, 11}, 1}};
  EXPECT_EQ(States, Want);
}

} // namespace
