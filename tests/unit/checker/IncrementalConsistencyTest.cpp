//===- tests/unit/checker/IncrementalConsistencyTest.cpp ------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The incremental (view-based) consistency checker against the relational
/// reference: on random graphs grown event by event with a checker that
/// keeps its cache across the steps (with copies, restrictions, rf and
/// order changes in between), and on every litmus and dpor lit test, whose
/// exploration runs with ConsistencyImpl::CrossCheck (both checkers on
/// every call; a difference aborts) and must give the same result with
/// either checker alone.
///
//===----------------------------------------------------------------------===//

#include "checker/Consistency.h"
#include "checker/Explorer.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace scopecheck;
using namespace scopecheck::checker;
using ir::MemOrder;
using ir::Scope;

namespace {

/// Grows a random graph: threads in blocks 0 and 1, one or two locations,
/// reads (many RMWs, for release sequences), writes at random co positions,
/// fences and barriers of a whole block, with random orders and scopes. Reads
/// may read any write, also a later one, so that some graphs have po ∪ rf
/// cycles.
class RandomGraph {
public:
  RandomGraph(std::mt19937 &Rng) : Rng(Rng), G(threads(Rng)) {
    unsigned NumLocs = 1 + Rng() % 2;
    for (ir::ObjectId O = 1; O <= NumLocs; ++O) {
      Location L;
      L.Obj = O;
      Locs.push_back(G.addLocation(L));
    }
  }

  ExecutionGraph &graph() { return G; }

  /// Adds one event (two for an RMW, one per thread of a block for a
  /// barrier).
  void step() {
    unsigned T = Rng() % G.numThreads();
    unsigned K = Rng() % 10;
    if (K == 9) {
      uint64_t Block = G.threadInfo(T).Block;
      ++Barrier;
      for (unsigned U = 0; U < G.numThreads(); ++U)
        if (G.threadInfo(U).Block == Block) {
          Event E;
          E.Kind = EventKind::Barrier;
          E.Sc = Scope::Cta;
          E.BarrierInstance = Barrier;
          G.addEvent(U, E);
        }
      return;
    }
    Event E;
    E.Loc = Locs[Rng() % Locs.size()];
    E.Sc = Rng() % 2 ? Scope::Cta : Scope::Gpu;
    static const MemOrder Orders[] = {MemOrder::Na,     MemOrder::Rlx,
                                      MemOrder::Acq,    MemOrder::Rel,
                                      MemOrder::AcqRel, MemOrder::Sc};
    E.Order = Orders[Rng() % 6];
    if (K < 5) {
      E.Kind = EventKind::Read;
      E.IsRmw = K >= 3;
      E.Rf = anyWrite(E.Loc);
      EventId R = G.addEvent(T, orderFor(E));
      if (E.IsRmw) {
        Event W = G.event(R);
        W.Kind = EventKind::Write;
        W.Rf = EventId::init();
        W.Val = ++Val;
        place(G.addEvent(T, W));
      }
    } else if (K < 8) {
      E.Kind = EventKind::Write;
      E.Val = ++Val;
      place(G.addEvent(T, orderFor(E)));
    } else {
      E.Kind = EventKind::Fence;
      E.Loc = NoLoc;
      if (E.Order == MemOrder::Na || E.Order == MemOrder::Rlx)
        E.Order = MemOrder::Sc;
      G.addEvent(T, E);
    }
  }

  /// Gives a random read another write (any one, maybe later).
  void changeRf() {
    std::vector<EventId> Reads;
    for (unsigned T = 0; T < G.numThreads(); ++T)
      for (uint32_t I = 0; I < G.threadSize(T); ++I)
        if (G.thread(T)[I].isRead())
          Reads.push_back(EventId{T, I});
    if (Reads.empty())
      return;
    EventId R = Reads[Rng() % Reads.size()];
    G.setRf(R, anyWrite(G.event(R).Loc));
  }

  /// Changes the order of a random read, through setOrder or behind the
  /// graph's back (mutableEvent).
  void changeOrder() {
    unsigned T = Rng() % G.numThreads();
    if (!G.threadSize(T))
      return;
    EventId Id{T, uint32_t(Rng() % G.threadSize(T))};
    if (!G.event(Id).isRead())
      return;
    MemOrder O =
        G.event(Id).Order == MemOrder::Acq ? MemOrder::Rlx : MemOrder::Acq;
    if (Rng() % 2)
      G.setOrder(Id, O);
    else
      G.mutableEvent(Id).Order = O;
  }

  /// Keeps the porf-prefix of a random event (closed under po ∪ rf ∪ bar,
  /// as a revisit keeps).
  void restrictToPrefix() {
    unsigned T = Rng() % G.numThreads();
    if (!G.threadSize(T))
      return;
    View V = G.porfPrefix(EventId{T, uint32_t(Rng() % G.threadSize(T))});
    G.restrict([&](EventId E) { return V.contains(E); });
  }

private:
  static std::vector<ThreadInfo> threads(std::mt19937 &Rng) {
    std::vector<ThreadInfo> Ts;
    unsigned N = 2 + Rng() % 3;
    for (unsigned I = 0; I < N; ++I)
      Ts.push_back(ThreadInfo{Rng() % 2, I, I});
    return Ts;
  }
  Event orderFor(Event E) {
    if (E.Order == MemOrder::Na)
      E.Sc = Scope::None;
    if (E.isRead() && E.Order == MemOrder::Rel)
      E.Order = MemOrder::Rlx;
    if (E.isWrite() && E.Order == MemOrder::Acq)
      E.Order = MemOrder::Rlx;
    if (E.IsRmw && E.Order == MemOrder::Na)
      E.Order = MemOrder::Rlx, E.Sc = Scope::Gpu;
    return E;
  }
  EventId anyWrite(LocId L) {
    const auto &Co = G.co(L);
    unsigned K = Rng() % (Co.size() + 1);
    return K == 0 ? EventId::init() : Co[K - 1];
  }
  void place(EventId W) {
    G.insertCo(W, unsigned(Rng() % (G.co(G.event(W).Loc).size() + 1)));
  }

  std::mt19937 &Rng;
  ExecutionGraph G;
  std::vector<LocId> Locs;
  uint32_t Barrier = 0;
  ir::Value Val = 0;
};

/// Compares the incremental checker (which keeps its state in \p G's
/// cache) with a fresh relational one on \p G.
void expectAgree(ConsistencyChecker &Inc, const ExecutionGraph &G, ModelKind M,
                 const std::string &Where) {
  auto Ref = createConsistencyChecker(M, ConsistencyImpl::Relational);
  bool A = Inc.isConsistent(G), B = Ref->isConsistent(G);
  ASSERT_EQ(A, B) << Where << "\n" << G.canonicalForm();
  ASSERT_EQ(Inc.violatedAxiom(), Ref->violatedAxiom()) << Where << "\n"
                                                       << G.canonicalForm();
  if (!B)
    return;
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I)
      for (unsigned U = 0; U < G.numThreads(); ++U)
        for (uint32_t J = 0; J < G.threadSize(U); ++J) {
          EventId X{T, I}, Y{U, J};
          ASSERT_EQ(Inc.happensBefore(X, Y), Ref->happensBefore(X, Y))
              << Where << " hb " << T << "." << I << " -> " << U << "." << J
              << "\n"
              << G.canonicalForm();
        }
}

} // namespace

TEST(IncrementalConsistencyTest, RandomGraphsAgreeWithRelational) {
  std::mt19937 Rng(4242);
  unsigned Consistent = 0, Inconsistent = 0;
  for (unsigned Round = 0; Round < 1500; ++Round)
    for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11, ModelKind::Sc}) {
      auto Inc = createConsistencyChecker(M, ConsistencyImpl::Incremental);
      RandomGraph RG(Rng);
      unsigned Steps = 2 + Rng() % 12;
      for (unsigned S = 0; S < Steps; ++S) {
        std::string Where = "round " + std::to_string(Round) + " step " +
                            std::to_string(S) + " " + std::string(modelName(M));
        unsigned What = Rng() % 16;
        if (What == 0)
          RG.changeRf();
        else if (What == 1)
          RG.changeOrder();
        else if (What == 2)
          RG.restrictToPrefix();
        else
          RG.step();
        // A copy carries the cache with it, as the explorer's states do.
        ExecutionGraph Copy = RG.graph();
        ASSERT_NO_FATAL_FAILURE(expectAgree(*Inc, Copy, M, Where + " copy"));
        ASSERT_NO_FATAL_FAILURE(expectAgree(*Inc, RG.graph(), M, Where));
        (Inc->isConsistent(RG.graph()) ? Consistent : Inconsistent) += 1;
      }
    }
  // Both answers must be common, or the comparison proves little.
  EXPECT_GT(Consistent, 3000u);
  EXPECT_GT(Inconsistent, 3000u);
}

TEST(IncrementalConsistencyTest, CacheFollowsChanges) {
  // MP: the stale read is consistent with relaxed accesses; making the
  // reads acquire behind the graph's back (event()) must be noticed.
  ExecutionGraph G({ThreadInfo{0, 0, 0}, ThreadInfo{0, 1, 1}});
  Location L;
  L.Obj = 1;
  LocId D = G.addLocation(L);
  L.Obj = 2;
  LocId F = G.addLocation(L);
  Event W;
  W.Kind = EventKind::Write;
  W.Order = MemOrder::Rlx;
  W.Sc = Scope::Gpu;
  W.Loc = D;
  W.Val = 1;
  G.insertCo(G.addEvent(0, W), 0);
  W.Loc = F;
  W.Order = MemOrder::Rel;
  EventId WF = G.addEvent(0, W);
  G.insertCo(WF, 0);
  Event R;
  R.Kind = EventKind::Read;
  R.Order = MemOrder::Rlx;
  R.Sc = Scope::Gpu;
  R.Loc = F;
  R.Rf = WF;
  EventId RF = G.addEvent(1, R);
  R.Loc = D;
  R.Rf = EventId::init();
  G.addEvent(1, R);
  auto C =
      createConsistencyChecker(ModelKind::Rc11, ConsistencyImpl::Incremental);
  EXPECT_TRUE(C->isConsistent(G));
  EXPECT_FALSE(C->happensBefore(WF, RF));
  G.mutableEvent(RF).Order = MemOrder::Acq;
  EXPECT_FALSE(C->isConsistent(G));
  EXPECT_EQ(C->violatedAxiom(), Axiom::Coherence);
  G.mutableEvent(RF).Order = MemOrder::Rlx;
  EXPECT_TRUE(C->isConsistent(G));
  // The same through setOrder, which keeps the cache exact.
  G.setOrder(RF, MemOrder::Acq);
  EXPECT_FALSE(C->isConsistent(G));
  EXPECT_EQ(C->violatedAxiom(), Axiom::Coherence);
  G.setOrder(RF, MemOrder::Rlx);
  EXPECT_TRUE(C->isConsistent(G));
  // Unchanged, the graph needs no new check; copies share the answer.
  ExecutionGraph G2 = G;
  EXPECT_TRUE(C->isConsistent(G2));
  // A read that is not its thread's last event gets another write: the
  // whole cache is dropped (the reads after it may depend on it).
  G.setRf(RF, EventId::init());
  EXPECT_TRUE(C->isConsistent(G));
  EXPECT_FALSE(C->happensBefore(WF, RF));
}

namespace {

/// Every .ir file of the litmus and dpor lit tests.
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
/// or ~0.
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
    if (End == Digits || End - Digits >= 19)
      continue;
    uint64_t N = std::stoull(Text.substr(Digits, End - Digits));
    if (N > 0)
      Min = std::min(Min, N);
  }
  return Min;
}

} // namespace

TEST(IncrementalConsistencyTest, LitTestsAgreeWithRelational) {
  auto Files = litFiles();
  ASSERT_GE(Files.size(), 40u);
  for (const auto &F : Files) {
    ir::DiagnosticEngine Diags;
    auto P = ir::parseFile(F.string(), Diags);
    ASSERT_TRUE(P && !Diags.hasErrors()) << F;
    ASSERT_TRUE(ir::verifyProgram(*P, Diags)) << F;
    for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11, ModelKind::Sc}) {
      CheckResult R[3];
      ConsistencyImpl Impls[3] = {ConsistencyImpl::Incremental,
                                  ConsistencyImpl::Relational,
                                  ConsistencyImpl::CrossCheck};
      for (unsigned K = 0; K < 3; ++K) {
        ExploreOptions O;
        O.Model = M;
        O.StopOnFirst = false;
        // The cross-check compares hb on all pairs at every call: a
        // prefix of the exploration is enough for it.
        O.MaxExecutions = Impls[K] == ConsistencyImpl::CrossCheck ? 200 : 3000;
        O.Consistency = Impls[K];
        // limits.ir runs into the event limit: keep that cheap. A file
        // whose RUN line gives a smaller --max-events (its executions grow
        // exponentially with the limit) is run with that.
        O.EventLimit = std::min<uint64_t>(60, maxEventsOf(F));
        R[K] = explore(*P, O);
      }
      for (unsigned K = 1; K < 2; ++K) {
        std::string Where =
            F.filename().string() + " " + std::string(modelName(M));
        EXPECT_EQ(R[0].V, R[K].V) << Where;
        EXPECT_EQ(R[0].Stats.Executions, R[K].Stats.Executions) << Where;
        EXPECT_EQ(R[0].Stats.Blocked, R[K].Stats.Blocked) << Where;
        EXPECT_EQ(R[0].Violations.size(), R[K].Violations.size()) << Where;
      }
    }
  }
}
