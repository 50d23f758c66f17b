//===- tests/unit/checker/LockPruneTest.cpp - pruning under a lock --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pruning of threads stuck for good on a lock (docs/memory-model.md
/// "Lock discipline", ExploreOptions::PruneLocked) must lose nothing: on
/// random programs that follow the lock discipline (CAS and
/// test-and-test-and-set acquisitions, plain, atomic and RMW accesses of
/// data under the lock, reads, await loops and lock loads outside it,
/// fences, assertions, threads that exit holding the lock), the
/// exploration with and without it produces the same set of complete
/// execution graphs, no duplicate, the same verdict and, under
/// --all-errors, the same set of errors, with both schedules. The lock
/// programs of the benchmarks lose every blocked execution.
///
//===----------------------------------------------------------------------===//

#include "ExploreOutcome.h"
#include "ir/passes/LockDiscipline.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

using test::Outcome;

Outcome runWith(const ir::Program &P, bool PruneLocked,
                ExploreOptions::SchedulePolicy Schedule) {
  ExploreOptions O;
  O.Schedule = Schedule;
  O.PruneLocked = PruneLocked;
  O.StopOnFirst = false;
  return test::exploreRecording(P, O);
}

std::unique_ptr<ir::Program> parse(const std::string &Text) {
  return test::parseOrFail(Text);
}

/// A random program that follows the lock discipline on @l: 2 to 4
/// threads, each a short sequence of operations. Outside the lock: CAS or
/// TTAS acquisitions (random orders and scopes), loads and await loops on
/// the data locations @x, @y, @f, loads of the lock, fences, assertions.
/// Holding it: stores, fetch-adds and CASes of the data (any order),
/// loads, assertions, await loops on data, and the release (a store of 0,
/// relaxed, release or sc). A thread may end holding the lock.
std::string disciplinedProgram(std::mt19937 &Rng) {
  static const char *Locs[] = {"@x", "@y", "@f"};
  static const char *Scopes[] = {"cta", "gpu"};
  auto Pick = [&](unsigned N) { return unsigned(Rng() % N); };
  unsigned NT = 2 + Pick(3);
  std::ostringstream OS;
  OS << "global @x : i32;\nglobal @y : i32;\nglobal @f : i32;\n"
        "global @l : i32;\n";
  std::vector<unsigned> Blocks;
  for (unsigned T = 0; T < NT; ++T) {
    Blocks.push_back(Pick(2));
    OS << "proc @t" << T << "() {\n  var r : i32;\n  var o : i32;\n"
       << "entry:\n";
    unsigned Len = (NT == 4 ? 2 : 3) + Pick(3), Label = 0;
    bool Locked = false;
    for (unsigned I = 0; I < Len; ++I) {
      const char *L = Locs[Pick(3)];
      const char *Sc = Scopes[Pick(2)];
      unsigned V = Pick(3);
      unsigned Op = Pick(8);
      if (T == 0 && I == 0)
        Op = 5; // every program acquires the lock at least once
      if (!Locked && Op >= 5) {
        // An acquisition: a CAS loop or a test-and-test-and-set loop.
        static const char *Ords[] = {"acq", "rlx", "acq_rel", "sc"};
        const char *O = Ords[Pick(4)];
        unsigned K = Label++;
        if (Pick(2)) {
          OS << "  goto w" << K << ";\nw" << K << ":\n  r = load."
             << (Pick(2) ? "rlx" : "acq") << "." << Sc
             << " i32 @l;\n  br r == 0, t" << K << ", w" << K << ";\nt" << K
             << ":\n  o = cas." << O << "." << Sc << " i32 @l, 0, "
             << 1 + Pick(2) << ";\n  br o == 0, d" << K << ", w" << K
             << ";\nd" << K << ":\n";
        } else {
          OS << "  goto w" << K << ";\nw" << K << ":\n  o = cas." << O << "."
             << Sc << " i32 @l, 0, 1;\n  br o == 0, d" << K << ", w" << K
             << ";\nd" << K << ":\n";
        }
        Locked = true;
        continue;
      }
      if (Locked && Op == 7) {
        static const char *Ords[] = {"rel", "rlx", "sc"};
        OS << "  store." << Ords[Pick(3)] << "." << Sc << " i32 @l, 0;\n";
        Locked = false;
        continue;
      }
      switch (Locked ? Op % 7 : Op % 5) {
      case 0: {
        static const char *Ords[] = {"na", "rlx", "acq"};
        const char *O = Ords[Pick(3)];
        OS << "  r = load." << O << (O[0] == 'n' ? "" : std::string(".") + Sc)
           << " i32 " << L << ";\n";
        if (Pick(2))
          OS << "  assert r != " << V << ", \"value\";\n";
        break;
      }
      case 1: {
        // An await loop on data (read-only iterations).
        unsigned K = Label++;
        OS << "  goto w" << K << ";\nw" << K << ":\n  r = load."
           << (Pick(2) ? "rlx" : "acq") << "." << Sc << " i32 " << L
           << ";\n  br r == " << 1 + Pick(2) << ", d" << K << ", w" << K
           << ";\nd" << K << ":\n";
        break;
      }
      case 2:
        OS << "  r = load." << (Pick(2) ? "rlx" : "acq") << "." << Sc
           << " i32 @l;\n";
        if (Pick(2))
          OS << "  assert r != " << V << ", \"lock\";\n";
        break;
      case 3:
        OS << "  fence." << (Pick(2) ? "sc" : "acq_rel") << "." << Sc << ";\n";
        break;
      case 4:
        OS << "  r = load.na i32 " << L << ";\n";
        break;
      case 5: {
        static const char *Ords[] = {"na", "rlx", "rel"};
        const char *O = Ords[Pick(3)];
        OS << "  store." << O << (O[0] == 'n' ? "" : std::string(".") + Sc)
           << " i32 " << L << ", " << V << ";\n";
        break;
      }
      case 6:
        if (Pick(2))
          OS << "  r = rmw.add." << (Pick(2) ? "rlx" : "acq_rel") << "." << Sc
             << " i32 " << L << ", 1;\n";
        else
          OS << "  r = cas." << (Pick(2) ? "rlx" : "acq_rel") << "." << Sc
             << " i32 " << L << ", " << V << ", " << Pick(3) << ";\n";
        break;
      }
    }
    if (Locked && Pick(4))
      OS << "  store.rel.gpu i32 @l, 0;\n";
    OS << "  return;\n}\n";
  }
  OS << "launch threads {\n";
  for (unsigned T = 0; T < NT; ++T)
    OS << "  thread @t" << T << " block " << Blocks[T] << ";\n";
  OS << "}\n";
  return OS.str();
}

/// The lock programs of the benchmarks, in the generator's IR.
std::string lockProgram(bool Ttas, unsigned N) {
  std::ostringstream OS;
  OS << "global @lock : i32;\nglobal @counter : i32;\nproc @p() {\n"
        "  var v : i32;\n  var old : i32;\n  var c : i32;\nentry:\n"
        "  goto spin;\nspin:\n";
  if (Ttas)
    OS << "  v = load.rlx.gpu i32 @lock;\n  br v == 0, try, spin;\ntry:\n";
  OS << "  old = cas.acq.gpu i32 @lock, 0, 1;\n"
        "  br old == 0, critical, spin;\n"
        "critical:\n  c = load.na i32 @counter;\n"
        "  store.na i32 @counter, c + 1;\n  store.rel.gpu i32 @lock, 0;\n"
        "  return;\n}\nlaunch threads {\n";
  for (unsigned T = 0; T < N; ++T)
    OS << "  thread @p block " << T / 2 << ";\n";
  OS << "}\n";
  return OS.str();
}

} // namespace

TEST(LockPruneTest, LockProgramsHaveNoBlockedExecution) {
  // CAS lock: n! complete executions; TTAS: (n!)^2. Without the pruning,
  // the spin-aware schedule leaves the blocked executions StalePruneTest
  // counts (1, 5, 29 for the CAS lock; 2, 26 for TTAS).
  struct Case {
    bool Ttas;
    unsigned N;
    uint64_t Executions, BlockedOff;
  };
  const Case Cases[] = {{false, 2, 2, 1},  {false, 3, 6, 5},
                        {false, 4, 24, 29}, {true, 2, 4, 2},
                        {true, 3, 36, 26}};
  for (const Case &C : Cases) {
    SCOPED_TRACE(std::string(C.Ttas ? "ttas-" : "cas-") +
                 std::to_string(C.N));
    auto P = parse(lockProgram(C.Ttas, C.N));
    ASSERT_TRUE(P);
    EXPECT_NE(ir::findLockDiscipline(*P).Lock, 0u);
    using SP = ExploreOptions::SchedulePolicy;
    Outcome Off = runWith(*P, false, SP::SpinAware),
            On = runWith(*P, true, SP::SpinAware);
    EXPECT_EQ(On.R.V, Verdict::Safe);
    EXPECT_EQ(On.R.Stats.Executions, C.Executions);
    EXPECT_EQ(Off.R.Stats.Executions, C.Executions);
    EXPECT_EQ(On.Duplicates, 0u);
    EXPECT_TRUE(On.Graphs == Off.Graphs);
    EXPECT_EQ(Off.R.Stats.Blocked, C.BlockedOff);
    EXPECT_EQ(On.R.Stats.Blocked, 0u);
  }
}

// SCOPECHECK_LOCK_ROUNDS sets the number of programs and
// SCOPECHECK_LOCK_SEED the generator's seed.
TEST(LockPruneTest, DisciplinedProgramsKeepExecutionsAndErrors) {
  static const char *Env = std::getenv("SCOPECHECK_LOCK_ROUNDS");
  static const char *Seed = std::getenv("SCOPECHECK_LOCK_SEED");
  unsigned Rounds = Env ? unsigned(std::atoi(Env)) : 300;
  std::mt19937 Rng(Seed ? unsigned(std::atoll(Seed)) : 20261207u);
  uint64_t BlockedOff = 0, BlockedOn = 0, Executions = 0, WithErrors = 0;
  for (unsigned I = 0; I < Rounds; ++I) {
    std::string Text = disciplinedProgram(Rng);
    SCOPED_TRACE("round " + std::to_string(I));
    auto P = parse(Text);
    if (!P)
      break;
    ir::LockDiscipline D = ir::findLockDiscipline(*P);
    ASSERT_NE(D.Lock, 0u) << D.Why << "\n" << Text;
    for (auto Schedule : {ExploreOptions::SchedulePolicy::SpinAware,
                          ExploreOptions::SchedulePolicy::LeftToRight}) {
      Outcome Off = runWith(*P, false, Schedule),
              On = runWith(*P, true, Schedule);
      EXPECT_EQ(On.Duplicates, 0u) << Text;
      EXPECT_EQ(On.R.V, Off.R.V) << Text;
      EXPECT_EQ(On.R.Stats.Executions, Off.R.Stats.Executions) << Text;
      EXPECT_TRUE(On.Graphs == Off.Graphs) << "different executions:\n"
                                           << Text;
      EXPECT_TRUE(On.Errors == Off.Errors) << "different errors:\n" << Text;
      EXPECT_LE(On.R.Stats.Blocked, Off.R.Stats.Blocked) << Text;
      BlockedOff += Off.R.Stats.Blocked;
      BlockedOn += On.R.Stats.Blocked;
      Executions += Off.R.Stats.Executions;
      WithErrors += !Off.Errors.empty();
    }
    if (::testing::Test::HasFailure())
      break;
  }
  // The programs must give the pruning something to remove.
  EXPECT_LT(BlockedOn, BlockedOff);
  std::cout << Rounds << " disciplined programs: " << Executions
            << " complete executions, " << WithErrors
            << " explorations with errors, blocked executions " << BlockedOff
            << " without the pruning, " << BlockedOn << " with it\n";
}
