//===- tests/unit/checker/ConsistencyTest.cpp - Consistency on graphs -----===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SRC11 / RC11 / SC consistency on hand-built execution graphs.
///
//===----------------------------------------------------------------------===//

#include "checker/Consistency.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::checker;
using ir::MemOrder;
using ir::Scope;

namespace {

/// Builds graphs event by event; writes go to the end of co.
struct GraphBuilder {
  ExecutionGraph G;
  explicit GraphBuilder(std::vector<ThreadInfo> Ts) : G(std::move(Ts)) {}
  LocId loc(ir::ObjectId Obj) {
    Location L;
    L.Obj = Obj;
    return G.addLocation(L);
  }
  EventId write(unsigned T, LocId L, ir::Value V, MemOrder O,
                Scope Sc = Scope::Sys) {
    Event E;
    E.Kind = EventKind::Write;
    E.Order = O;
    E.Sc = O == MemOrder::Na ? Scope::None : Sc;
    E.Loc = L;
    E.Val = V;
    EventId Id = G.addEvent(T, E);
    G.insertCo(Id, unsigned(G.co(L).size()));
    return Id;
  }
  EventId read(unsigned T, LocId L, EventId From, MemOrder O,
               Scope Sc = Scope::Sys) {
    Event E;
    E.Kind = EventKind::Read;
    E.Order = O;
    E.Sc = O == MemOrder::Na ? Scope::None : Sc;
    E.Loc = L;
    E.Rf = From;
    return G.addEvent(T, E);
  }
};

std::vector<ThreadInfo> sameBlock(unsigned N) {
  std::vector<ThreadInfo> Ts;
  for (unsigned I = 0; I < N; ++I)
    Ts.push_back(ThreadInfo{0, I, I});
  return Ts;
}

bool consistent(ModelKind M, const ExecutionGraph &G, Axiom *Why = nullptr) {
  auto C = createConsistencyChecker(M);
  bool Ok = C->isConsistent(G);
  if (Why)
    *Why = C->violatedAxiom();
  return Ok;
}

/// SB where both reads read the initial value.
ExecutionGraph sbZeroZero(MemOrder O) {
  GraphBuilder B(sameBlock(2));
  LocId X = B.loc(1), Y = B.loc(2);
  B.write(0, X, 1, O);
  B.read(0, Y, EventId::init(), O);
  B.write(1, Y, 1, O);
  B.read(1, X, EventId::init(), O);
  return B.G;
}

/// MP where the flag is seen but the data is stale.
ExecutionGraph mpStale(MemOrder W, MemOrder R, Scope Sc,
                       std::vector<ThreadInfo> Ts) {
  GraphBuilder B(std::move(Ts));
  LocId D = B.loc(1), F = B.loc(2);
  B.write(0, D, 1, MemOrder::Rlx);
  EventId WF = B.write(0, F, 1, W, Sc);
  B.read(1, F, WF, R, Sc);
  B.read(1, D, EventId::init(), MemOrder::Rlx);
  return B.G;
}

} // namespace

TEST(ConsistencyTest, StoreBuffering) {
  EXPECT_TRUE(consistent(ModelKind::Rc11, sbZeroZero(MemOrder::Rlx)));
  EXPECT_TRUE(consistent(ModelKind::Src11, sbZeroZero(MemOrder::Rlx)));
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11, sbZeroZero(MemOrder::Sc), &Why));
  EXPECT_EQ(Why, Axiom::InclPscAcyclic);
  EXPECT_FALSE(consistent(ModelKind::Sc, sbZeroZero(MemOrder::Rlx), &Why));
  EXPECT_EQ(Why, Axiom::ScAcyclic);
}

TEST(ConsistencyTest, MessagePassing) {
  EXPECT_TRUE(consistent(ModelKind::Rc11,
                         mpStale(MemOrder::Rlx, MemOrder::Rlx, Scope::Sys,
                                 sameBlock(2))));
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11,
                          mpStale(MemOrder::Rel, MemOrder::Acq, Scope::Sys,
                                  sameBlock(2)),
                          &Why));
  EXPECT_EQ(Why, Axiom::Coherence);
}

TEST(ConsistencyTest, ScopedMessagePassing) {
  std::vector<ThreadInfo> TwoBlocks{ThreadInfo{0, 0, 0}, ThreadInfo{1, 0, 1}};
  // cta scope across blocks: no sw under src11, so the stale read is fine.
  EXPECT_TRUE(consistent(
      ModelKind::Src11,
      mpStale(MemOrder::Rel, MemOrder::Acq, Scope::Cta, TwoBlocks)));
  // rc11 ignores scopes.
  EXPECT_FALSE(consistent(
      ModelKind::Rc11,
      mpStale(MemOrder::Rel, MemOrder::Acq, Scope::Cta, TwoBlocks)));
  // gpu scope includes both blocks.
  EXPECT_FALSE(consistent(
      ModelKind::Src11,
      mpStale(MemOrder::Rel, MemOrder::Acq, Scope::Gpu, TwoBlocks)));
  // cta scope within one block synchronises.
  EXPECT_FALSE(consistent(
      ModelKind::Src11,
      mpStale(MemOrder::Rel, MemOrder::Acq, Scope::Cta, sameBlock(2))));
}

TEST(ConsistencyTest, FencesSynchronise) {
  // MP with rlx accesses and rel/acq fences: the stale read is forbidden.
  GraphBuilder B(sameBlock(2));
  LocId D = B.loc(1), F = B.loc(2);
  B.write(0, D, 1, MemOrder::Rlx);
  Event Fe;
  Fe.Kind = EventKind::Fence;
  Fe.Order = MemOrder::Rel;
  Fe.Sc = Scope::Sys;
  B.G.addEvent(0, Fe);
  EventId WF = B.write(0, F, 1, MemOrder::Rlx);
  B.read(1, F, WF, MemOrder::Rlx);
  Fe.Order = MemOrder::Acq;
  B.G.addEvent(1, Fe);
  B.read(1, D, EventId::init(), MemOrder::Rlx);
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11, B.G, &Why));
  EXPECT_EQ(Why, Axiom::Coherence);
}

TEST(ConsistencyTest, CoherenceOfReads) {
  // CoRR: a = x reads 1, then b = x reads the initial value.
  GraphBuilder B(sameBlock(2));
  LocId X = B.loc(1);
  EventId W = B.write(0, X, 1, MemOrder::Rlx);
  B.read(1, X, W, MemOrder::Rlx);
  B.read(1, X, EventId::init(), MemOrder::Rlx);
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11, B.G, &Why));
  EXPECT_EQ(Why, Axiom::Coherence);
  // CoWR: a thread reads the initial value after its own write.
  GraphBuilder C(sameBlock(1));
  LocId Y = C.loc(1);
  C.write(0, Y, 1, MemOrder::Rlx);
  C.read(0, Y, EventId::init(), MemOrder::Rlx);
  EXPECT_FALSE(consistent(ModelKind::Rc11, C.G, &Why));
  EXPECT_EQ(Why, Axiom::Coherence);
}

TEST(ConsistencyTest, ThinAir) {
  // LB with both reads reading the other thread's write: a po ∪ rf cycle.
  GraphBuilder B(sameBlock(2));
  LocId X = B.loc(1), Y = B.loc(2);
  Event R;
  R.Kind = EventKind::Read;
  R.Order = MemOrder::Rlx;
  R.Sc = Scope::Sys;
  R.Loc = X;
  EventId RX = B.G.addEvent(0, R);
  EventId WY = B.write(0, Y, 1, MemOrder::Rlx);
  EventId RY = B.read(1, Y, WY, MemOrder::Rlx);
  EventId WX = B.write(1, X, 1, MemOrder::Rlx);
  (void)RY;
  B.G.setRf(RX, WX);
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11, B.G, &Why));
  EXPECT_EQ(Why, Axiom::PorfAcyclic);
}

TEST(ConsistencyTest, Atomicity) {
  // Two fetch-adds both reading the initial value.
  GraphBuilder B(sameBlock(2));
  LocId X = B.loc(1);
  for (unsigned T = 0; T < 2; ++T) {
    Event R;
    R.Kind = EventKind::Read;
    R.Order = MemOrder::Rlx;
    R.Sc = Scope::Sys;
    R.Loc = X;
    R.IsRmw = true;
    R.Rf = EventId::init();
    B.G.addEvent(T, R);
    Event W = R;
    W.Kind = EventKind::Write;
    W.Val = 1;
    EventId Id = B.G.addEvent(T, W);
    B.G.insertCo(Id, unsigned(B.G.co(X).size()));
  }
  Axiom Why;
  EXPECT_FALSE(consistent(ModelKind::Rc11, B.G, &Why));
  EXPECT_EQ(Why, Axiom::Atomicity);
}

TEST(ConsistencyTest, HappensBeforeAndInclusion) {
  std::vector<ThreadInfo> TwoBlocks{ThreadInfo{0, 0, 0}, ThreadInfo{1, 0, 1}};
  GraphBuilder B(TwoBlocks);
  LocId F = B.loc(1);
  EventId W = B.write(0, F, 1, MemOrder::Rel, Scope::Cta);
  EventId R = B.read(1, F, W, MemOrder::Acq, Scope::Cta);
  auto Src = createConsistencyChecker(ModelKind::Src11);
  ASSERT_TRUE(Src->isConsistent(B.G));
  EXPECT_FALSE(Src->happensBefore(W, R));
  EXPECT_FALSE(Src->inclusive(B.G, W, R));
  auto Rc = createConsistencyChecker(ModelKind::Rc11);
  ASSERT_TRUE(Rc->isConsistent(B.G));
  EXPECT_TRUE(Rc->happensBefore(W, R));
  EXPECT_TRUE(Rc->inclusive(B.G, W, R));
}
