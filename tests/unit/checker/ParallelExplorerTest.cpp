//===- tests/unit/checker/ParallelExplorerTest.cpp - DPOR with -j N -------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parallel search of the dpor engine: the work pool (termination when
/// every worker is idle and nothing is pooled, stop), the order of path
/// keys, and the identities with one worker (counts, verdict, findings,
/// witnesses, reasons) on every .ir file of the litmus and dpor lit tests,
/// with the search cut into as many pieces as it has choice points.
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "checker/WorkPool.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

using namespace scopecheck;
using namespace scopecheck::checker;

//===----------------------------------------------------------------------===//
// The work pool
//===----------------------------------------------------------------------===//

/// A tree search shared by N workers through the pool: each item of depth
/// D < 8 has three children; a worker keeps its children on a stack and
/// gives the oldest away when the pool says a worker is hungry (or always,
/// \p Eager). Every item is visited exactly once and every worker stops.
static uint64_t treeSearch(unsigned N, bool Eager) {
  WorkPool<unsigned> Pool(N);
  std::atomic<uint64_t> Visited{0};
  auto Work = [&](bool Root) {
    std::vector<unsigned> Stack;
    if (Root)
      Stack.push_back(0);
    for (;;) {
      while (!Stack.empty()) {
        unsigned D = Stack.back();
        Stack.pop_back();
        ++Visited;
        if (D < 8)
          for (int K = 0; K < 3; ++K)
            Stack.push_back(D + 1);
        if (Stack.size() > 1 && (Eager || Pool.hungry())) {
          Pool.give(Stack.front());
          Stack.erase(Stack.begin());
        }
      }
      std::optional<unsigned> Item = Pool.take();
      if (!Item)
        return;
      Stack.push_back(*Item);
    }
  };
  std::vector<std::thread> Ts;
  for (unsigned I = 1; I < N; ++I)
    Ts.emplace_back(Work, false);
  Work(true);
  for (std::thread &T : Ts)
    T.join();
  EXPECT_TRUE(Pool.finished());
  return Visited;
}

TEST(WorkPoolTest, EveryItemOnceAndTermination) {
  // 1 + 3 + ... + 3^8 items.
  const uint64_t All = (19683 - 1) / 2;
  for (unsigned N : {1u, 2u, 4u, 8u})
    for (bool Eager : {false, true})
      EXPECT_EQ(treeSearch(N, Eager), All) << N << " workers";
}

TEST(WorkPoolTest, HungryOnlyWhenAWorkerWaitsForMore) {
  WorkPool<int> Pool(2);
  EXPECT_FALSE(Pool.hungry());
  std::thread Waiter([&] {
    std::optional<int> I = Pool.take();
    EXPECT_TRUE(I && *I == 7);
  });
  while (!Pool.hungry())
    std::this_thread::yield();
  Pool.give(7);
  Waiter.join();
  EXPECT_FALSE(Pool.hungry());
  // Both workers idle with nothing pooled: the search is over.
  std::thread Other([&] { EXPECT_FALSE(Pool.take()); });
  EXPECT_FALSE(Pool.take());
  Other.join();
  EXPECT_TRUE(Pool.finished());
}

TEST(WorkPoolTest, StopEndsEveryTake) {
  WorkPool<int> Pool(3);
  Pool.give(1);
  Pool.stop();
  EXPECT_FALSE(Pool.take()); // the pooled item is dropped
  EXPECT_FALSE(Pool.finished());
  EXPECT_FALSE(Pool.hungry());
}

//===----------------------------------------------------------------------===//
// Path keys
//===----------------------------------------------------------------------===//

TEST(SearchKeyTest, DepthFirstOrder) {
  auto Key = [](std::vector<uint32_t> P, uint64_t Seq) {
    return SearchKey{std::move(P), Seq};
  };
  // Found on an alternative's own path before anything under it.
  EXPECT_LT(Key({}, 5), Key({0}, 0));
  EXPECT_LT(Key({2}, 3), Key({2, 0}, 0));
  // Then in the order of the alternatives, at the first difference.
  EXPECT_LT(Key({0, 9, 9}, 9), Key({1}, 0));
  EXPECT_LT(Key({1, 2}, 0), Key({1, 10}, 0));
  // On one path, in the order found.
  EXPECT_LT(Key({1, 2}, 0), Key({1, 2}, 1));
  EXPECT_FALSE(Key({1, 2}, 1) < Key({1, 2}, 1));

  // pathBefore(A, B, L): A before the path B.L, without building it.
  EXPECT_TRUE(pathBefore({}, {}, 0));   // the root's own findings first
  EXPECT_TRUE(pathBefore({1}, {1}, 0)); // a prefix of 1.0
  EXPECT_TRUE(pathBefore({1, 2}, {1, 2, 3}, 0));
  EXPECT_TRUE(pathBefore({1, 2}, {1}, 3));  // 1.2 before 1.3
  EXPECT_FALSE(pathBefore({1, 3}, {1}, 3)); // equal: not before
  EXPECT_FALSE(pathBefore({1, 4, 0}, {1}, 3));
  EXPECT_FALSE(pathBefore({2}, {1, 9}, 9));
  EXPECT_TRUE(pathBefore({1, 3, 5}, {1}, 4));
  // Against the key order.
  for (SearchPath A : {SearchPath{}, SearchPath{0}, SearchPath{1, 2},
                       SearchPath{1, 2, 0}, SearchPath{3}})
    for (SearchPath B : {SearchPath{}, SearchPath{1}, SearchPath{1, 2}})
      for (uint32_t L : {0u, 2u, 5u}) {
        SearchPath BL = B;
        BL.push_back(L);
        EXPECT_EQ(pathBefore(A, B, L), A < BL);
      }
}

//===----------------------------------------------------------------------===//
// The identities with one worker
//===----------------------------------------------------------------------===//

namespace {

std::vector<std::filesystem::path> litFiles() {
  namespace fs = std::filesystem;
  std::vector<fs::path> Files;
  for (const char *Dir : {"tests/lit/litmus", "tests/lit/dpor"})
    for (const auto &E :
         fs::directory_iterator(fs::path(SCOPECHECK_SOURCE_DIR) / Dir))
      if (E.path().extension() == ".ir")
        Files.push_back(E.path());
  std::sort(Files.begin(), Files.end());
  return Files;
}

/// The smallest positive `--max-events=N` in file \p F (its RUN lines),
/// or ~0: the programs whose executions grow exponentially with the limit.
uint64_t maxEventsOf(const std::filesystem::path &F) {
  std::ifstream In(F);
  std::string Text((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  uint64_t Min = ~uint64_t(0);
  const std::string Flag = "--max-events=";
  for (size_t At = Text.find(Flag); At != std::string::npos;
       At = Text.find(Flag, At + 1)) {
    size_t Digits = At + Flag.size(), End = Digits;
    while (End < Text.size() && std::isdigit((unsigned char)Text[End]))
      ++End;
    if (End > Digits && End - Digits < 19)
      Min = std::min<uint64_t>(Min,
                               std::stoull(Text.substr(Digits, End - Digits)));
  }
  return Min;
}

/// Everything a report shows of \p R but the time and memory.
void expectSame(const CheckResult &A, const CheckResult &B,
                const std::string &Where) {
  EXPECT_EQ(A.V, B.V) << Where;
  EXPECT_EQ(A.IncompleteReason, B.IncompleteReason) << Where;
  EXPECT_EQ(A.Stats.Executions, B.Stats.Executions) << Where;
  EXPECT_EQ(A.Stats.Blocked, B.Stats.Blocked) << Where;
  EXPECT_EQ(A.Stats.Pruned, B.Stats.Pruned) << Where;
  ASSERT_EQ(A.Violations.size(), B.Violations.size()) << Where;
  for (size_t I = 0; I < A.Violations.size(); ++I) {
    const Violation &X = A.Violations[I], &Y = B.Violations[I];
    EXPECT_EQ(X.Message, Y.Message) << Where << " finding " << I;
    EXPECT_EQ(X.Trace, Y.Trace) << Where << " finding " << I;
    EXPECT_EQ(X.ThreadPairs, Y.ThreadPairs) << Where << " finding " << I;
    EXPECT_EQ(X.Elements, Y.Elements) << Where << " finding " << I;
    EXPECT_EQ(X.Notes, Y.Notes) << Where << " finding " << I;
    ASSERT_TRUE(X.Graph && Y.Graph) << Where;
    EXPECT_EQ(X.Graph->canonicalForm(), Y.Graph->canonicalForm()) << Where;
  }
}

} // namespace

/// Every lit program, both modes, two models: -j 3 with the search split at
/// every choice point it can be (ShareEagerly) gives what -j 1 gives,
/// including the first error's witness and the counts at the stop; so does
/// -j 3 with every shared choice point rebuilt from its path (RebuildShared,
/// as the ranks of --distributed do).
TEST(ParallelExplorerTest, LitTestsAgreeWithOneWorker) {
  auto Files = litFiles();
  ASSERT_GE(Files.size(), 40u);
  uint64_t Errors = 0, Executions = 0;
  for (const auto &F : Files) {
    ir::DiagnosticEngine Diags;
    auto P = ir::parseFile(F.string(), Diags);
    ASSERT_TRUE(P && !Diags.hasErrors()) << F;
    ASSERT_TRUE(ir::verifyProgram(*P, Diags)) << F;
    for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11})
      for (bool StopOnFirst : {true, false}) {
        ExploreOptions O;
        O.Model = M;
        O.StopOnFirst = StopOnFirst;
        // limits.ir and the long loops run into the event limit: keep
        // them cheap (and as small as their RUN lines make it).
        O.EventLimit = std::min<uint64_t>(40, maxEventsOf(F));
        CheckResult One = explore(*P, O);
        O.Jobs = 3;
        O.ShareEagerly = true;
        CheckResult Three = explore(*P, O);
        std::string Where = F.filename().string() + " " +
                            std::string(modelName(M)) +
                            (StopOnFirst ? " stop-on-first" : " all-errors");
        expectSame(One, Three, Where);
        // The distributed search's way of sharing (Explorer::seek): every
        // choice point taken from the pool is rebuilt from its path.
        O.RebuildShared = true;
        expectSame(One, explore(*P, O), Where + " rebuilt from paths");
        Errors += One.Violations.size();
        Executions += One.Stats.Executions;
      }
  }
  // The comparison covered errors in both modes and real searches.
  EXPECT_GT(Errors, 50u);
  EXPECT_GT(Executions, 1000u);
}

/// --max-executions stays a global limit: N workers together stop at it.
TEST(ParallelExplorerTest, ExecutionLimitIsGlobal) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseFile(std::string(SCOPECHECK_SOURCE_DIR) +
                             "/tests/lit/dpor/caslock-3.ir",
                         Diags);
  ASSERT_TRUE(P);
  ExploreOptions O;
  O.MaxExecutions = 4;
  O.Jobs = 4;
  O.ShareEagerly = true;
  CheckResult R = explore(*P, O);
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_EQ(R.IncompleteReason, "execution limit reached");
  EXPECT_EQ(R.Stats.Executions, 4u);
}

namespace {

/// LB-n (scripts/bench-dpor.sh): thread i reads x_i and writes x_(i+1 mod
/// n); 2^n - 1 consistent executions.
std::unique_ptr<ir::Program> loadBuffering(unsigned N) {
  std::string T;
  for (unsigned I = 0; I < N; ++I)
    T += "global @x" + std::to_string(I) + " : i32;\n";
  for (unsigned I = 0; I < N; ++I)
    T += "proc @p" + std::to_string(I) + "() {\n  var r : i32;\nentry:\n" +
         "  r = load.rlx.gpu i32 @x" + std::to_string(I) + ";\n" +
         "  store.rlx.gpu i32 @x" + std::to_string((I + 1) % N) + ", 1;\n" +
         "  return;\n}\n";
  T += "launch threads {\n";
  for (unsigned I = 0; I < N; ++I)
    T += "  thread @p" + std::to_string(I) + " block " + std::to_string(I) +
         ";\n";
  T += "}\n";
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(T, "lb.ir", Diags);
  EXPECT_TRUE(P && ir::verifyProgram(*P, Diags));
  return P;
}

} // namespace

/// The clock-driven parts with several workers: progress lines summed over
/// the workers (never more executions than the search has), the memory
/// limit polled, and the counts of a whole search.
TEST(ParallelExplorerTest, ProgressAndPolledLimits) {
  auto P = loadBuffering(15);
  ExploreOptions O;
  O.Jobs = 2;
  O.TimeoutSeconds = 600;
  O.MaxMemoryMb = 1 << 20;
  uint64_t Last = 0;
  unsigned Lines = 0;
  O.OnProgress = [&](const CheckStats &S) {
    ++Lines;
    EXPECT_LE(S.Executions, (1u << 15) - 1);
    Last = S.Executions;
  };
  CheckResult R = explore(*P, O);
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(R.Stats.Executions, (1u << 15) - 1);
  EXPECT_LE(Last, R.Stats.Executions);
}

/// A timeout stops every worker: the search ends incomplete near it.
TEST(ParallelExplorerTest, TimeoutStopsAllWorkers) {
  auto P = loadBuffering(22); // about a minute of CPU
  ExploreOptions O;
  O.Jobs = 3;
  O.TimeoutSeconds = 0.3;
  auto Start = std::chrono::steady_clock::now();
  CheckResult R = explore(*P, O);
  double Secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_EQ(R.IncompleteReason, "timeout reached");
  EXPECT_GT(R.Stats.Executions, 0u);
  EXPECT_LT(Secs, 5.0);
}
