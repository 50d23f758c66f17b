//===- tests/unit/checker/BruteForceTest.cpp - DPOR vs enumeration --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cross-checks the explorer against brute force on random straight-line
/// programs (loads, stores, fences; random orders, scopes and blocks): the
/// number of consistent complete executions found by enumerating every rf
/// choice and every co permutation must equal the number the explorer
/// produces, and the explorer must not produce a graph twice. This catches
/// both missing and redundant exploration.
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "LitmusBuilder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <set>

using namespace scopecheck;
using namespace scopecheck::checker;
using namespace scopecheck::checker::test;

namespace {

struct Instr {
  EventKind Kind;
  unsigned Loc;
  MemOrder Order;
  Scope Sc;
  uint64_t Val;
  bool Rmw = false; ///< Kind == Read: a fetch-add (read + write part)
};

struct RandomProgram {
  std::vector<std::vector<Instr>> Threads;
  std::vector<uint32_t> Blocks;
};

RandomProgram randomProgram(std::mt19937 &Rng) {
  RandomProgram RP;
  static const char *Big = std::getenv("SCOPECHECK_BRUTE_BIG");
  unsigned NT = 2 + Rng() % (Big ? 3 : 2);
  uint64_t NextVal = 1;
  unsigned Budget = Big ? 9 : 7;
  for (unsigned T = 0; T < NT; ++T) {
    RP.Blocks.push_back(Rng() % 2);
    std::vector<Instr> Code;
    unsigned Len = 1 + Rng() % 3;
    for (unsigned I = 0; I < Len && Budget; ++I, --Budget) {
      Instr In;
      unsigned K = Rng() % 8;
      In.Kind = K < 3 || K == 7
                    ? EventKind::Read
                    : (K < 6 ? EventKind::Write : EventKind::Fence);
      In.Rmw = K == 7;
      In.Loc = Rng() % 2;
      In.Sc = Rng() % 2 ? Scope::Cta : Scope::Gpu;
      In.Val = NextVal++;
      static const MemOrder ReadOrders[] = {MemOrder::Rlx, MemOrder::Acq,
                                            MemOrder::Sc, MemOrder::Na};
      static const MemOrder WriteOrders[] = {MemOrder::Rlx, MemOrder::Rel,
                                             MemOrder::Sc, MemOrder::Na};
      static const MemOrder FenceOrders[] = {MemOrder::Acq, MemOrder::Rel,
                                             MemOrder::AcqRel, MemOrder::Sc};
      unsigned O = Rng() % 4;
      In.Order = In.Kind == EventKind::Read
                     ? ReadOrders[O]
                     : (In.Kind == EventKind::Write ? WriteOrders[O]
                                                    : FenceOrders[O]);
      if (In.Rmw) {
        static const MemOrder RmwOrders[] = {MemOrder::Rlx, MemOrder::Acq,
                                             MemOrder::Rel, MemOrder::AcqRel,
                                             MemOrder::Sc};
        In.Order = RmwOrders[Rng() % 5];
      }
      if (In.Order == MemOrder::Na)
        In.Sc = Scope::None;
      Code.push_back(In);
    }
    RP.Threads.push_back(Code);
  }
  return RP;
}

Litmus toLitmus(const RandomProgram &RP) {
  Litmus L;
  ir::ObjectId Objs[2] = {L.object("x"), L.object("y")};
  for (unsigned T = 0; T < RP.Threads.size(); ++T) {
    auto P = L.thread(RP.Blocks[T]);
    for (const Instr &In : RP.Threads[T]) {
      if (In.Rmw)
        L.rmw(P, ir::RmwOp::Add, Objs[In.Loc], In.Val, In.Order, In.Sc);
      else if (In.Kind == EventKind::Read)
        L.load(P, Objs[In.Loc], In.Order, In.Sc);
      else if (In.Kind == EventKind::Write)
        L.store(P, Objs[In.Loc], In.Val, In.Order, In.Sc);
      else
        L.fence(P, In.Order, In.Sc);
    }
  }
  return L;
}

/// Counts consistent complete executions by enumeration.
uint64_t bruteForce(const RandomProgram &RP, ModelKind M) {
  std::vector<ThreadInfo> Infos;
  for (unsigned T = 0; T < RP.Threads.size(); ++T)
    Infos.push_back(ThreadInfo{RP.Blocks[T], T, T});
  ExecutionGraph Base(Infos);
  LocId Locs[2];
  for (unsigned I = 0; I < 2; ++I) {
    Location L;
    L.Obj = I + 1;
    Locs[I] = Base.addLocation(L);
  }
  std::vector<EventId> Writes[2], Reads;
  for (unsigned T = 0; T < RP.Threads.size(); ++T)
    for (const Instr &In : RP.Threads[T]) {
      Event E;
      E.Kind = In.Kind;
      E.Order = In.Order;
      E.Sc = In.Sc;
      if (In.Kind != EventKind::Fence)
        E.Loc = Locs[In.Loc];
      E.Val = In.Val;
      E.IsRmw = In.Rmw;
      EventId Id = Base.addEvent(T, E);
      if (In.Kind == EventKind::Write)
        Writes[In.Loc].push_back(Id);
      if (In.Kind == EventKind::Read)
        Reads.push_back(Id);
      if (In.Rmw) {
        E.Kind = EventKind::Write;
        Writes[In.Loc].push_back(Base.addEvent(T, E));
      }
    }
  auto Checker = createConsistencyChecker(M);
  uint64_t Count = 0;
  std::vector<EventId> Co0 = Writes[0], Co1 = Writes[1];
  std::sort(Co0.begin(), Co0.end());
  do {
    std::sort(Co1.begin(), Co1.end());
    do {
      ExecutionGraph G = Base;
      for (unsigned I = 0; I < Co0.size(); ++I)
        G.insertCo(Co0[I], I);
      for (unsigned I = 0; I < Co1.size(); ++I)
        G.insertCo(Co1[I], I);
      // Every rf choice: a mixed-radix counter over the reads.
      std::vector<unsigned> Choice(Reads.size(), 0);
      while (true) {
        for (unsigned I = 0; I < Reads.size(); ++I) {
          LocId L = G.event(Reads[I]).Loc;
          G.setRf(Reads[I],
                  Choice[I] == 0 ? EventId::init() : G.co(L)[Choice[I] - 1]);
        }
        if (Checker->isConsistent(G)) {
          ++Count;
          if (std::getenv("BF_DEBUG"))
            std::cerr << "brute:\n" << G.canonicalForm();
        }
        unsigned I = 0;
        for (; I < Reads.size(); ++I) {
          LocId L = G.event(Reads[I]).Loc;
          if (++Choice[I] <= G.co(L).size())
            break;
          Choice[I] = 0;
        }
        if (I == Reads.size())
          break;
      }
    } while (std::next_permutation(Co1.begin(), Co1.end()));
  } while (std::next_permutation(Co0.begin(), Co0.end()));
  return Count;
}

} // namespace

TEST(BruteForceTest, RandomProgramsMatchEnumeration) {
  // SCOPECHECK_BRUTE_BIG=1 runs a longer stress variant (bigger programs).
  std::mt19937 Rng(12345);
  unsigned Rounds = std::getenv("SCOPECHECK_BRUTE_BIG") ? 4000 : 600;
  for (unsigned Round = 0; Round < Rounds; ++Round) {
    RandomProgram RP = randomProgram(Rng);
    Litmus L = toLitmus(RP);
    for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11, ModelKind::Sc}) {
      std::set<std::string> Seen;
      uint64_t Dups = 0;
      ExploreOptions O;
      O.Model = M;
      O.StopOnFirst = false;
      O.OnComplete = [&](const ExecutionGraph &G) {
        if (std::getenv("BF_DEBUG"))
          std::cerr << "explorer:\n" << G.canonicalForm();
        if (!Seen.insert(G.canonicalForm()).second)
          ++Dups;
      };
      CheckResult R = explore(L.P, O);
      if (Dups || R.Stats.Executions != bruteForce(RP, M)) {
        for (unsigned T = 0; T < RP.Threads.size(); ++T) {
          std::cerr << "T" << T << " block " << RP.Blocks[T] << ":";
          for (const Instr &In : RP.Threads[T])
            std::cerr << " " << (In.Rmw ? 'U' : "RWFB"[int(In.Kind)]) << "xy"[In.Loc] << "."
                      << ir::orderName(In.Order) << "."
                      << ir::scopeName(In.Sc);
          std::cerr << "\n";
        }
        std::cerr << "explorer " << R.Stats.Executions << " brute "
                  << bruteForce(RP, M) << "\n";
      }
      ASSERT_EQ(Dups, 0u) << "round " << Round << " " << modelName(M);
      ASSERT_EQ(R.Stats.Executions, bruteForce(RP, M))
          << "round " << Round << " " << modelName(M);
    }
  }
}
