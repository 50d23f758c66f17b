//===- tests/unit/checker/ExplorerTest.cpp - DPOR exploration tests -------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Exploration counts on litmus programs. Every count is derived from the
/// definitions in the comment next to it; every run also checks that no
/// complete execution graph is produced twice (optimality).
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"
#include "checker/Explorer.h"
#include "LitmusBuilder.h"
#include "ir/Parser.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <set>
#include <sstream>

using namespace scopecheck;
using namespace scopecheck::checker;
using namespace scopecheck::checker::test;
using ir::MemOrder;
using ir::Scope;

namespace {

struct Outcome {
  CheckResult R;
  uint64_t Duplicates = 0;
};

Outcome runAll(const ir::Program &P, ModelKind M, bool StopOnFirst = false) {
  Outcome Out;
  std::set<std::string> Seen;
  ExploreOptions O;
  O.Model = M;
  O.StopOnFirst = StopOnFirst;
  O.OnComplete = [&](const ExecutionGraph &G) {
    if (!Seen.insert(G.canonicalForm()).second)
      ++Out.Duplicates;
  };
  Out.R = explore(P, O);
  return Out;
}

uint64_t count(const ir::Program &P, ModelKind M) {
  Outcome R = runAll(P, M);
  EXPECT_EQ(R.Duplicates, 0u) << "an execution was explored twice";
  return R.R.Stats.Executions;
}

/// SB: x = y = 0; T0: x = 1; a = y || T1: y = 1; b = x.
Litmus sb(MemOrder O) {
  Litmus L;
  auto X = L.object("x"), Y = L.object("y");
  auto T0 = L.thread(), T1 = L.thread();
  L.store(T0, X, 1, O);
  L.load(T0, Y, O);
  L.store(T1, Y, 1, O);
  L.load(T1, X, O);
  return L;
}

/// LB-n: thread i reads x_i then writes 1 to x_{i+1 mod n}.
Litmus lb(unsigned N, MemOrder O = MemOrder::Rlx) {
  Litmus L;
  std::vector<ir::ObjectId> X;
  for (unsigned I = 0; I < N; ++I)
    X.push_back(L.object("x" + std::to_string(I)));
  for (unsigned I = 0; I < N; ++I) {
    auto T = L.thread();
    L.load(T, X[I], O);
    L.store(T, X[(I + 1) % N], 1, O);
  }
  return L;
}

/// MP: T0: data = 1; flag = 1 (WOrd) || T1: f = flag (ROrd); d = data.
Litmus mp(MemOrder WOrd, MemOrder ROrd, Scope Sc = Scope::Sys,
          uint32_t ReaderBlock = 0) {
  Litmus L;
  auto D = L.object("data"), F = L.object("flag");
  auto T0 = L.thread(0), T1 = L.thread(ReaderBlock);
  L.store(T0, D, 1, MemOrder::Rlx, Scope::Gpu);
  L.store(T0, F, 1, WOrd, Sc);
  auto FV = L.load(T1, F, ROrd, Sc);
  auto DV = L.load(T1, D, MemOrder::Rlx, Scope::Gpu);
  L.assertNot(T1, FV, 1, DV, 0);
  return L;
}

} // namespace

TEST(ExplorerTest, StoreBuffering) {
  // rlx: each read sees 0 or 1 independently: 4. sc: (0, 0) is a psc
  // cycle (po; fr; po; fr): 3.
  EXPECT_EQ(count(sb(MemOrder::Rlx).P, ModelKind::Rc11), 4u);
  EXPECT_EQ(count(sb(MemOrder::Sc).P, ModelKind::Rc11), 3u);
  EXPECT_EQ(count(sb(MemOrder::Sc).P, ModelKind::Src11), 3u);
  EXPECT_EQ(count(sb(MemOrder::Rlx).P, ModelKind::Sc), 3u);
}

TEST(ExplorerTest, LoadBuffering) {
  // (1, 1) is a po ∪ rf cycle: 3 of the 4 combinations.
  EXPECT_EQ(count(lb(2).P, ModelKind::Rc11), 3u);
  EXPECT_EQ(count(lb(2).P, ModelKind::Src11), 3u);
  EXPECT_EQ(count(lb(2).P, ModelKind::Sc), 3u);
}

TEST(ExplorerTest, LoadBufferingN) {
  // Every combination but the all-ones cycle: 2^n - 1.
  for (unsigned N = 2; N <= 7; ++N)
    EXPECT_EQ(count(lb(N).P, ModelKind::Rc11), (uint64_t(1) << N) - 1)
        << "LB-" << N;
}

TEST(ExplorerTest, MessagePassing) {
  // rlx: 4 (flag, data) outcomes, the stale one included: the assertion
  // fails. rel/acq: (1, 0) violates coherence (hb; fr): 3, no failure.
  Outcome Rlx = runAll(mp(MemOrder::Rlx, MemOrder::Rlx).P, ModelKind::Rc11);
  EXPECT_EQ(Rlx.R.Stats.Executions, 4u);
  EXPECT_EQ(Rlx.R.V, Verdict::Error);
  ASSERT_FALSE(Rlx.R.Violations.empty());
  EXPECT_EQ(Rlx.R.Violations[0].Kind, ViolationKind::Assertion);
  Outcome RA = runAll(mp(MemOrder::Rel, MemOrder::Acq).P, ModelKind::Rc11);
  EXPECT_EQ(RA.R.Stats.Executions, 3u);
  EXPECT_EQ(RA.R.V, Verdict::Safe);
}

/// MP of relaxed atomic data in \p DataSpace through a relaxed flag, with a
/// release fence of \p RelSpaces and an acquire fence of \p AcqSpaces
/// (OpenCL fence flags, ir::spaceBit), both threads in block 0.
Litmus mpFenceSpaces(ir::MemSpace DataSpace, uint8_t RelSpaces,
                     uint8_t AcqSpaces) {
  Litmus L;
  ir::ObjectId Data = L.object("data", 0, DataSpace), Flag = L.object("flag");
  ir::ProcId T0 = L.thread(), T1 = L.thread();
  L.store(T0, Data, 1, MemOrder::Rlx, Scope::Cta);
  L.fence(T0, MemOrder::Rel, Scope::Cta, RelSpaces);
  L.store(T0, Flag, 1, MemOrder::Rlx, Scope::Cta);
  ir::VarId F = L.load(T1, Flag, MemOrder::Rlx, Scope::Cta);
  L.fence(T1, MemOrder::Acq, Scope::Cta, AcqSpaces);
  ir::VarId D = L.load(T1, Data, MemOrder::Rlx, Scope::Cta);
  L.assertNot(T1, F, 1, D, 0);
  return L;
}

TEST(ExplorerTest, FenceSpaces) {
  // The fences synchronise the data's space only when both name it
  // (docs/memory-model.md "Fences restricted to memory spaces"). Then
  // (flag, data) = (1, 0) violates coherence in that space's hb: 3
  // executions, safe. Otherwise all 4 outcomes, and the assertion fails.
  // Checked with both consistency checkers side by side.
  const uint8_t G = ir::spaceBit(ir::MemSpace::Global),
                Sh = ir::spaceBit(ir::MemSpace::Shared),
                Both = ir::BarrierAllSpaces;
  struct Case {
    ir::MemSpace Data;
    uint8_t Rel, Acq;
    uint64_t Executions;
  } Cases[] = {
      {ir::MemSpace::Global, Both, Both, 3}, {ir::MemSpace::Global, G, G, 3},
      {ir::MemSpace::Global, Sh, Sh, 4},     {ir::MemSpace::Global, Sh, Both, 4},
      {ir::MemSpace::Global, Both, Sh, 4},   {ir::MemSpace::Global, 0, Both, 4},
      {ir::MemSpace::Shared, Sh, Sh, 3},     {ir::MemSpace::Shared, G, Both, 4},
  };
  for (const Case &C : Cases) {
    Litmus L = mpFenceSpaces(C.Data, C.Rel, C.Acq);
    ExploreOptions O;
    O.Model = ModelKind::Rc11;
    O.Consistency = ConsistencyImpl::CrossCheck;
    O.StopOnFirst = false;
    CheckResult R = explore(L.P, O);
    std::string What = std::string(ir::spaceName(C.Data)) + " data, rel " +
                       std::to_string(C.Rel) + ", acq " +
                       std::to_string(C.Acq);
    EXPECT_EQ(R.Stats.Executions, C.Executions) << What;
    EXPECT_EQ(R.V, C.Executions == 3 ? Verdict::Safe : Verdict::Error) << What;
  }
}

TEST(ExplorerTest, ScopedMessagePassing) {
  // cta-scoped rel/acq between threads of different blocks: under src11 the
  // flag accesses are not in incl, so no sw: the stale read is allowed (4
  // executions) and the flag accesses race heterogeneously. Under rc11
  // scopes are ignored: 3 executions, safe. In one block, src11 agrees.
  Outcome Src = runAll(mp(MemOrder::Rel, MemOrder::Acq, Scope::Cta, 1).P,
                   ModelKind::Src11);
  EXPECT_EQ(Src.R.Stats.Executions, 4u);
  bool Hetero = false, Assertion = false;
  for (const Violation &V : Src.R.Violations) {
    Hetero |= V.Kind == ViolationKind::HeterogeneousRace;
    Assertion |= V.Kind == ViolationKind::Assertion;
  }
  EXPECT_TRUE(Hetero);
  EXPECT_TRUE(Assertion);
  Outcome Rc = runAll(mp(MemOrder::Rel, MemOrder::Acq, Scope::Cta, 1).P,
                  ModelKind::Rc11);
  EXPECT_EQ(Rc.R.Stats.Executions, 3u);
  EXPECT_EQ(Rc.R.V, Verdict::Safe);
  Outcome Same = runAll(mp(MemOrder::Rel, MemOrder::Acq, Scope::Cta, 0).P,
                    ModelKind::Src11);
  EXPECT_EQ(Same.R.Stats.Executions, 3u);
  EXPECT_EQ(Same.R.V, Verdict::Safe);
}

TEST(ExplorerTest, CoRR) {
  // T0: x = 1 || T1: a = x; b = x. (1, 0) violates coherence: 3.
  Litmus L;
  auto X = L.object("x");
  auto T0 = L.thread(), T1 = L.thread();
  L.store(T0, X, 1, MemOrder::Rlx);
  L.load(T1, X, MemOrder::Rlx);
  L.load(T1, X, MemOrder::Rlx);
  EXPECT_EQ(count(L.P, ModelKind::Rc11), 3u);
}

TEST(ExplorerTest, TwoPlusTwoW) {
  // T0: x = 1; y = 2 || T1: y = 1; x = 2. Both co orders per location: 4
  // under rc11 (rlx); under sc the cycle po; co; po; co is forbidden: 3.
  auto Make = [](MemOrder O) {
    Litmus L;
    auto X = L.object("x"), Y = L.object("y");
    auto T0 = L.thread(), T1 = L.thread();
    L.store(T0, X, 1, O);
    L.store(T0, Y, 2, O);
    L.store(T1, Y, 1, O);
    L.store(T1, X, 2, O);
    return L;
  };
  EXPECT_EQ(count(Make(MemOrder::Rlx).P, ModelKind::Rc11), 4u);
  EXPECT_EQ(count(Make(MemOrder::Sc).P, ModelKind::Rc11), 3u);
  EXPECT_EQ(count(Make(MemOrder::Rlx).P, ModelKind::Sc), 3u);
}

TEST(ExplorerTest, Iriw) {
  // Two writers, two readers reading x,y and y,x: 2^4 = 16 under rc11 with
  // rlx or acq reads; with sc accesses the readers cannot disagree: 15.
  auto Make = [](MemOrder W, MemOrder R) {
    Litmus L;
    auto X = L.object("x"), Y = L.object("y");
    auto T0 = L.thread(), T1 = L.thread(), T2 = L.thread(), T3 = L.thread();
    L.store(T0, X, 1, W);
    L.store(T1, Y, 1, W);
    L.load(T2, X, R);
    L.load(T2, Y, R);
    L.load(T3, Y, R);
    L.load(T3, X, R);
    return L;
  };
  EXPECT_EQ(count(Make(MemOrder::Rlx, MemOrder::Rlx).P, ModelKind::Rc11), 16u);
  EXPECT_EQ(count(Make(MemOrder::Rel, MemOrder::Acq).P, ModelKind::Rc11), 16u);
  EXPECT_EQ(count(Make(MemOrder::Sc, MemOrder::Sc).P, ModelKind::Rc11), 15u);
  EXPECT_EQ(count(Make(MemOrder::Rlx, MemOrder::Rlx).P, ModelKind::Sc), 15u);
}

TEST(ExplorerTest, FetchAdds) {
  // n fetch-adds on one location: each execution is a co order of the
  // RMWs, each reading its co predecessor: n!.
  for (unsigned N = 2; N <= 4; ++N) {
    Litmus L;
    auto X = L.object("x");
    for (unsigned I = 0; I < N; ++I)
      L.rmw(L.thread(), ir::RmwOp::Add, X, 1, MemOrder::Rlx);
    uint64_t Fact = 1;
    for (unsigned I = 2; I <= N; ++I)
      Fact *= I;
    EXPECT_EQ(count(L.P, ModelKind::Rc11), Fact) << N << " fetch-adds";
  }
}

TEST(ExplorerTest, CasAndWrite) {
  // T0: cas(x, 0, 1) || T1: x = 2. co orders: [cas, 2] (cas read 0,
  // succeeds) or [2] with cas reading 2 (fails) or reading 0 and its write
  // before 2: CAS reads init and succeeds with co cas<2, or T1 first
  // (co 2) and the CAS reads 2 and fails, or the CAS reads init and
  // succeeds after... with atomicity its write is right after init: so
  // co = [cas.w, 2]. Reading 0 with co [2, cas.w] violates atomicity.
  // Executions: {read 0, co [c, 2]}, {read 2, fail}: 2.
  Litmus L;
  auto X = L.object("x");
  auto T0 = L.thread(), T1 = L.thread();
  L.cas(T0, X, 0, 1, MemOrder::Rlx);
  L.store(T1, X, 2, MemOrder::Rlx);
  EXPECT_EQ(count(L.P, ModelKind::Rc11), 2u);
}

TEST(ExplorerTest, Seg) {
  // GPUMC §4.2: T1: X.rel.cta = 1; Y = 1 (na) || T2: a = Y (na);
  // b = X.acq.cta, one block. 4 executions; the Y accesses race.
  Litmus L;
  auto X = L.object("X"), Y = L.object("Y");
  auto T1 = L.thread(0), T2 = L.thread(0);
  L.store(T1, X, 1, MemOrder::Rel, Scope::Cta);
  L.store(T1, Y, 1, MemOrder::Na);
  L.load(T2, Y, MemOrder::Na);
  L.load(T2, X, MemOrder::Acq, Scope::Cta);
  Outcome R = runAll(L.P, ModelKind::Src11);
  EXPECT_EQ(R.Duplicates, 0u);
  EXPECT_EQ(R.R.Stats.Executions, 4u);
  ASSERT_EQ(R.R.Violations.size(), 1u);
  EXPECT_EQ(R.R.Violations[0].Kind, ViolationKind::DataRace);
  EXPECT_EQ(R.R.Violations[0].LocationName, "@Y[0]");
  // Stop on first: the verdict is the same, found early.
  CheckOptions O;
  CheckResult First = checkProgram(L.P, O);
  EXPECT_EQ(First.V, Verdict::Error);
  std::ostringstream Text, Json;
  printText(Text, L.P, First);
  printJson(Json, L.P, First);
  EXPECT_NE(Text.str().find("litmus.ir:2:3: error: data race on '@Y[0]'"),
            std::string::npos)
      << Text.str();
  EXPECT_NE(Json.str().find("\"kind\": \"data-race\""), std::string::npos);
  EXPECT_NE(Json.str().find("\"verdict\": \"error\""), std::string::npos);
}

TEST(ExplorerTest, BarrierOrdersBlock) {
  // T0: x = 1 (na); barrier || T1: barrier; a = x (na), one block: the
  // barrier orders the accesses: 1 execution, no race, a = 1.
  Litmus L;
  auto X = L.object("x");
  auto T0 = L.thread(0), T1 = L.thread(0);
  L.store(T0, X, 1, MemOrder::Na);
  L.barrier(T0);
  L.barrier(T1);
  L.load(T1, X, MemOrder::Na);
  Outcome R = runAll(L.P, ModelKind::Src11);
  EXPECT_EQ(R.R.Stats.Executions, 1u);
  EXPECT_EQ(R.R.V, Verdict::Safe);
}

TEST(ExplorerTest, BarrierIsOneWay) {
  // Four threads of one block store to their own location, pass a barrier
  // and read the next one's: one execution, not 4! interleavings.
  Litmus L;
  std::vector<ir::ObjectId> X;
  for (unsigned I = 0; I < 4; ++I)
    X.push_back(L.object("x" + std::to_string(I)));
  for (unsigned I = 0; I < 4; ++I) {
    auto T = L.thread(0);
    L.store(T, X[I], 1, MemOrder::Na);
    L.barrier(T);
    L.load(T, X[(I + 1) % 4], MemOrder::Na);
  }
  Outcome R = runAll(L.P, ModelKind::Src11);
  EXPECT_EQ(R.R.Stats.Executions, 1u);
  EXPECT_EQ(R.R.V, Verdict::Safe);
}

TEST(ExplorerTest, BarrierDivergence) {
  // T1 exits without reaching the barrier T0 waits at.
  Litmus L;
  auto X = L.object("x");
  auto T0 = L.thread(0), T1 = L.thread(0);
  L.barrier(T0);
  L.store(T1, X, 1, MemOrder::Rlx);
  Outcome R = runAll(L.P, ModelKind::Src11);
  ASSERT_EQ(R.R.Violations.size(), 1u);
  EXPECT_EQ(R.R.Violations[0].Kind, ViolationKind::BarrierDivergence);
}

TEST(ExplorerTest, BarrierDoesNotOrderOtherBlocks) {
  // Same as BarrierOrdersBlock with the threads in different blocks: each
  // waits alone at its block's barrier (a block of one), the accesses race.
  Litmus L;
  auto X = L.object("x");
  auto T0 = L.thread(0), T1 = L.thread(1);
  L.store(T0, X, 1, MemOrder::Na);
  L.barrier(T0);
  L.barrier(T1);
  L.load(T1, X, MemOrder::Na);
  Outcome R = runAll(L.P, ModelKind::Src11);
  EXPECT_EQ(R.R.Stats.Executions, 2u);
  ASSERT_FALSE(R.R.Violations.empty());
  EXPECT_EQ(R.R.Violations[0].Kind, ViolationKind::DataRace);
}

TEST(ExplorerTest, Wrc) {
  // T0: x = 1 || T1: a = x; y = 1 || T2: b = y; c = x. rlx: 2^3 = 8.
  // With y rel/acq, (a, b, c) = (1, 1, 0) is an hb; eco cycle: 7.
  auto Make = [](MemOrder W, MemOrder R) {
    Litmus L;
    auto X = L.object("x"), Y = L.object("y");
    auto T0 = L.thread(), T1 = L.thread(), T2 = L.thread();
    L.store(T0, X, 1, MemOrder::Rlx);
    L.load(T1, X, MemOrder::Rlx);
    L.store(T1, Y, 1, W);
    L.load(T2, Y, R);
    L.load(T2, X, MemOrder::Rlx);
    return L;
  };
  EXPECT_EQ(count(Make(MemOrder::Rlx, MemOrder::Rlx).P, ModelKind::Rc11), 8u);
  EXPECT_EQ(count(Make(MemOrder::Rel, MemOrder::Acq).P, ModelKind::Rc11), 7u);
}

TEST(ExplorerTest, CoherenceShapes) {
  // CoWW: T0: x = 1; x = 2: co must follow po: 1 execution.
  {
    Litmus L;
    auto X = L.object("x");
    auto T0 = L.thread();
    L.store(T0, X, 1, MemOrder::Rlx);
    L.store(T0, X, 2, MemOrder::Rlx);
    EXPECT_EQ(count(L.P, ModelKind::Rc11), 1u);
  }
  // CoWR: T0: x = 1; a = x || T1: x = 2. a = 0 is forbidden; a = 2 needs
  // co 1 < 2: executions {co 12: a = 1, a = 2}, {co 21: a = 1}: 3.
  {
    Litmus L;
    auto X = L.object("x");
    auto T0 = L.thread(), T1 = L.thread();
    L.store(T0, X, 1, MemOrder::Rlx);
    L.load(T0, X, MemOrder::Rlx);
    L.store(T1, X, 2, MemOrder::Rlx);
    EXPECT_EQ(count(L.P, ModelKind::Rc11), 3u);
  }
  // CoRW: T0: a = x; x = 1 || T1: x = 2. a = 0: both co orders (2); a = 2:
  // co 2 < 1 only (1); a = 1 is a po ∪ rf cycle: 3.
  {
    Litmus L;
    auto X = L.object("x");
    auto T0 = L.thread(), T1 = L.thread();
    L.load(T0, X, MemOrder::Rlx);
    L.store(T0, X, 1, MemOrder::Rlx);
    L.store(T1, X, 2, MemOrder::Rlx);
    EXPECT_EQ(count(L.P, ModelKind::Rc11), 3u);
  }
}

TEST(ExplorerTest, ScFences) {
  // SB with rlx accesses and sc fences between them: (0, 0) is forbidden
  // by psc_F under rc11 (3). With cta-scoped fences in different blocks
  // the fences are not in incl under src11: (0, 0) is allowed (4).
  auto Make = [](Scope Sc, uint32_t Block1) {
    Litmus L;
    auto X = L.object("x"), Y = L.object("y");
    auto T0 = L.thread(0), T1 = L.thread(Block1);
    L.store(T0, X, 1, MemOrder::Rlx, Scope::Gpu);
    L.fence(T0, MemOrder::Sc, Sc);
    L.load(T0, Y, MemOrder::Rlx, Scope::Gpu);
    L.store(T1, Y, 1, MemOrder::Rlx, Scope::Gpu);
    L.fence(T1, MemOrder::Sc, Sc);
    L.load(T1, X, MemOrder::Rlx, Scope::Gpu);
    return L;
  };
  EXPECT_EQ(count(Make(Scope::Sys, 0).P, ModelKind::Rc11), 3u);
  EXPECT_EQ(count(Make(Scope::Gpu, 1).P, ModelKind::Src11), 3u);
  EXPECT_EQ(count(Make(Scope::Cta, 0).P, ModelKind::Src11), 3u);
  EXPECT_EQ(count(Make(Scope::Cta, 1).P, ModelKind::Src11), 4u);
  EXPECT_EQ(count(Make(Scope::Cta, 1).P, ModelKind::Rc11), 3u);
}

TEST(ExplorerTest, ReleaseSequence) {
  // T0: d = 1; f = 1 (rel) || T1: f += 1 (rlx rmw) || T2: a = f (acq);
  // b = d. RMW after T0's write (co [W, U]): a = 0 (b free: 2), a = 1
  // (sync: 1), a = 2 (the rmw continues W's release sequence: sync: 1);
  // RMW first (co [U, W]): a = 0 (2), a = 1 from U (no release: 2),
  // a = 1 from W (1). Total 9. If the RMW is cta-scoped in another block
  // the chain is not in incl under src11: a = 2 no longer syncs: 10.
  auto Make = [](Scope RmwScope, uint32_t RmwBlock) {
    Litmus L;
    auto D = L.object("d"), F = L.object("f");
    auto T0 = L.thread(0), T1 = L.thread(RmwBlock), T2 = L.thread(0);
    L.store(T0, D, 1, MemOrder::Rlx, Scope::Gpu);
    L.store(T0, F, 1, MemOrder::Rel, Scope::Gpu);
    L.rmw(T1, ir::RmwOp::Add, F, 1, MemOrder::Rlx, RmwScope);
    L.load(T2, F, MemOrder::Acq, Scope::Gpu);
    L.load(T2, D, MemOrder::Rlx, Scope::Gpu);
    return L;
  };
  EXPECT_EQ(count(Make(Scope::Gpu, 0).P, ModelKind::Rc11), 9u);
  EXPECT_EQ(count(Make(Scope::Gpu, 1).P, ModelKind::Src11), 9u);
  EXPECT_EQ(count(Make(Scope::Cta, 1).P, ModelKind::Src11), 10u);
  EXPECT_EQ(count(Make(Scope::Cta, 1).P, ModelKind::Rc11), 9u);
}

TEST(ExplorerTest, HeterogeneousRaceBetweenBlocks) {
  // Two cta-scoped fetch-adds from different blocks race heterogeneously
  // under src11; gpu scope or one block is fine; rc11 never reports it.
  auto Make = [](Scope Sc, uint32_t Block1) {
    Litmus L;
    auto X = L.object("x");
    L.rmw(L.thread(0), ir::RmwOp::Add, X, 1, MemOrder::Rlx, Sc);
    L.rmw(L.thread(Block1), ir::RmwOp::Add, X, 1, MemOrder::Rlx, Sc);
    return L;
  };
  CheckOptions O;
  CheckResult R = checkProgram(Make(Scope::Cta, 1).P, O);
  ASSERT_EQ(R.V, Verdict::Error);
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::HeterogeneousRace);
  EXPECT_EQ(checkProgram(Make(Scope::Gpu, 1).P, O).V, Verdict::Safe);
  EXPECT_EQ(checkProgram(Make(Scope::Cta, 0).P, O).V, Verdict::Safe);
  O.Model = ModelKind::Rc11;
  EXPECT_EQ(checkProgram(Make(Scope::Cta, 1).P, O).V, Verdict::Safe);
}

TEST(ExplorerTest, OptimalityOnMixedProgram) {
  // A mix of RMWs, plain writes and reads on two locations: whatever the
  // count, no graph may be explored twice and every one must be complete.
  Litmus L;
  auto X = L.object("x"), Y = L.object("y");
  auto T0 = L.thread(), T1 = L.thread(), T2 = L.thread();
  L.store(T0, X, 1, MemOrder::Rlx);
  L.rmw(T0, ir::RmwOp::Add, Y, 1, MemOrder::AcqRel);
  L.load(T1, Y, MemOrder::Acq);
  L.rmw(T1, ir::RmwOp::Exch, X, 2, MemOrder::Rlx);
  L.store(T2, Y, 5, MemOrder::Rel);
  L.load(T2, X, MemOrder::Rlx);
  L.cas(T2, Y, 5, 7, MemOrder::Rlx);
  for (ModelKind M : {ModelKind::Rc11, ModelKind::Src11, ModelKind::Sc}) {
    Outcome R = runAll(L.P, M);
    EXPECT_EQ(R.Duplicates, 0u) << modelName(M);
    EXPECT_GT(R.R.Stats.Executions, 0u);
  }
}

static const char *const SpinText = R"(
global @flag : i32;
proc @waiter() {
  var f : i32;
entry:
  goto loop;
loop:
  f = load.acq.gpu i32 @flag;
  br f == 0, loop, done;
done:
  return;
}
proc @setter() {
entry:
  store.rel.gpu i32 @flag, 1;
  return;
}
launch threads {
  thread @waiter block 0;
  thread @setter block 0;
}
)";

TEST(ExplorerTest, RunawaySpinLoopIsIncomplete) {
  // Without spin-loop reduction the waiter, run first, spins on the
  // initial value for ever: the event limit cuts the execution and the
  // verdict is incomplete, never safe.
  const char *Text = SpinText;
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "spin.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  CheckOptions O;
  O.EventLimit = 50;
  O.SpinLoops = false;
  CheckResult R = checkProgram(*P, O);
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_NE(R.IncompleteReason.find("event limit"), std::string::npos);
  EXPECT_NE(R.IncompleteReason.find("thread 0 of block 0 at spin.ir:"),
            std::string::npos);
}

TEST(ExplorerTest, UnrollBoundIsIncomplete) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(SpinText, "spin.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  CheckOptions O;
  O.SpinLoops = false;
  O.Unroll = 3;
  CheckResult R = checkProgram(*P, O);
  EXPECT_EQ(R.V, Verdict::Incomplete);
  EXPECT_NE(R.IncompleteReason.find("loop bound (--unroll=3)"),
            std::string::npos);
}

TEST(ExplorerTest, SpinLoopBecomesAssume) {
  // With the reduction, the waiter's failed iteration (flag read as 0)
  // comes back to the state of the previous load after only a read: it is
  // cut (blocked). Left to right, the waiter reads first, is cut, and the
  // setter's write revisits the read: 1 complete execution (flag read as
  // 1) and 1 blocked. The spin-aware schedule sees the waiter's read is
  // hopeless and lets the setter write first: the same execution, none
  // blocked.
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(SpinText, "spin.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  ExploreOptions O;
  O.Schedule = ExploreOptions::SchedulePolicy::LeftToRight;
  CheckResult R = explore(*P, O);
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(R.Stats.Executions, 1u);
  EXPECT_EQ(R.Stats.Blocked, 1u);
  R = checkProgram(*P, CheckOptions());
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(R.Stats.Executions, 1u);
  EXPECT_EQ(R.Stats.Blocked, 0u);
}

TEST(ExplorerTest, SpinLoopReadsRaceBeforeTheCut) {
  // The failed iteration's read is race-checked before the cut: a
  // non-atomic spin on the flag races with the setter's write.
  const char *Text = R"(
global @flag : i32;
proc @waiter() {
  var f : i32;
entry:
  goto loop;
loop:
  f = load.na i32 @flag;
  br f == 0, loop, done;
done:
  return;
}
proc @setter() {
entry:
  store.rel.gpu i32 @flag, 1;
  return;
}
launch threads {
  thread @waiter block 0;
  thread @setter block 0;
}
)";
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "spin-na.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  CheckResult R = checkProgram(*P, CheckOptions());
  EXPECT_EQ(R.V, Verdict::Error);
  ASSERT_FALSE(R.Violations.empty());
  EXPECT_EQ(R.Violations[0].Kind, ViolationKind::DataRace);
}

TEST(ExplorerTest, AssumeWaitsForLaterWrites) {
  // The waiter runs first and assumes the flag is set: reading the initial
  // value blocks it, but the setter still runs and its write revisits the
  // read: 1 complete execution (flag read as 1, data 1) and 1 blocked.
  const char *Text = R"(
global @flag : i32;
global @data : i32;
proc @waiter() {
  var f : i32;
  var d : i32;
entry:
  f = load.acq.gpu i32 @flag;
  assume f == 1;
  d = load.na i32 @data;
  assert d == 1, "data";
  return;
}
proc @setter() {
entry:
  store.na i32 @data, 1;
  store.rel.gpu i32 @flag, 1;
  return;
}
launch threads {
  thread @waiter block 0;
  thread @setter block 0;
}
)";
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "assume.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  CheckResult R = checkProgram(*P, CheckOptions());
  EXPECT_EQ(R.V, Verdict::Safe);
  EXPECT_EQ(R.Stats.Executions, 1u);
  EXPECT_EQ(R.Stats.Blocked, 1u);
}

TEST(ExplorerTest, SpinLockExecutionsAreDistinct) {
  // A 3-thread TTAS lock: cut spin loops leave blocked threads behind, and
  // revisits unblock them; still no complete execution is produced twice.
  // The counts of tests/lit/dpor/ derive the 2-thread case (4).
  const char *Text = R"(
global @lock : i32;
global @counter : i32;
proc @p() {
  var v : i32;
  var old : i32;
  var c : i32;
entry:
  goto spin;
spin:
  v = load.rlx.gpu i32 @lock;
  br v == 0, try, spin;
try:
  old = cas.acq.gpu i32 @lock, 0, 1;
  br old == 0, critical, spin;
critical:
  c = load.na i32 @counter;
  store.na i32 @counter, c + 1;
  store.rel.gpu i32 @lock, 0;
  return;
}
launch threads {
  thread @p block 0;
  thread @p block 0;
  thread @p block 0;
}
)";
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "ttas.ir", Diags);
  ASSERT_TRUE(P) << "parse error";
  for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11, ModelKind::Sc}) {
    Outcome O = runAll(*P, M);
    EXPECT_EQ(O.Duplicates, 0u) << "an execution was explored twice";
    EXPECT_EQ(O.R.V, Verdict::Safe);
    EXPECT_GT(O.R.Stats.Executions, 0u);
    std::cout << modelName(M) << ": " << O.R.Stats.Executions
              << " executions, " << O.R.Stats.Blocked << " blocked\n";
  }
}
