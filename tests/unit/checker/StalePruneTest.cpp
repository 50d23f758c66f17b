//===- tests/unit/checker/StalePruneTest.cpp - stale spin pruning ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pruning of stale spin iterations (docs/memory-model.md "Stale spin
/// iterations", ExploreOptions::PruneStale) must lose nothing: on lock
/// programs and on random programs with await loops, CAS locks, plain and
/// atomic accesses of several scopes and assertions, the exploration with
/// and without it produces the same set of complete execution graphs, the
/// same verdict and, under --all-errors, the same set of errors (kind and
/// source locations), while exploring no more blocked executions.
///
//===----------------------------------------------------------------------===//

#include "ExploreOutcome.h"

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

Outcome runWith(const ir::Program &P, bool Prune, bool StopOnFirst = false,
                ExploreOptions::SchedulePolicy Schedule =
                    ExploreOptions::SchedulePolicy::SpinAware) {
  ExploreOptions O;
  O.Schedule = Schedule;
  O.PruneStale = Prune;
  // The stale pruning alone: the lock programs here follow the lock
  // discipline, whose pruning LockPruneTest checks.
  O.PruneLocked = false;
  O.StopOnFirst = StopOnFirst;
  return test::exploreRecording(P, O);
}

std::unique_ptr<ir::Program> parse(const std::string &Text) {
  return test::parseOrFail(Text);
}

/// A lock program with \p N threads in blocks of 2: "cas", "ticket" or
/// "ttas", each thread incrementing a plain counter under the lock.
std::string lockProgram(const std::string &Kind, unsigned N) {
  std::ostringstream OS;
  OS << "global @lock : i32;\nglobal @serving : i32;\n"
        "global @counter : i32;\nproc @p() {\n"
        "  var v : i32;\n  var old : i32;\n  var t : i32;\n  var c : i32;\n"
        "entry:\n";
  if (Kind == "ticket")
    OS << "  t = rmw.add.rlx.gpu i32 @lock, 1;\n  goto spin;\nspin:\n"
          "  v = load.acq.gpu i32 @serving;\n  br v == t, critical, spin;\n";
  else if (Kind == "ttas")
    OS << "  goto spin;\nspin:\n  v = load.rlx.gpu i32 @lock;\n"
          "  br v == 0, try, spin;\ntry:\n"
          "  old = cas.acq.gpu i32 @lock, 0, 1;\n"
          "  br old == 0, critical, spin;\n";
  else
    OS << "  goto spin;\nspin:\n  old = cas.acq.gpu i32 @lock, 0, 1;\n"
          "  br old == 0, critical, spin;\n";
  OS << "critical:\n  c = load.na i32 @counter;\n"
        "  store.na i32 @counter, c + 1;\n";
  if (Kind == "ticket")
    OS << "  store.rel.gpu i32 @serving, t + 1;\n";
  else
    OS << "  store.rel.gpu i32 @lock, 0;\n";
  OS << "  return;\n}\nlaunch threads {\n";
  for (unsigned T = 0; T < N; ++T)
    OS << "  thread @p block " << T / 2 << ";\n";
  OS << "}\n";
  return OS.str();
}

/// A random program: 2 or 3 threads, each a short sequence of stores,
/// loads, fetch-adds, await loops (`while (x != v)`), CAS-lock acquisitions
/// and releases and assertions, over three locations, with random orders,
/// scopes and blocks. An operation is a lock acquisition or release with
/// \p LockBias more chances in 8 + LockBias, and with a bias half of the
/// acquisitions are test-and-test-and-set ones and a third of the await
/// loops wait on two locations (0: the programs the tests generated before
/// the bias existed).
std::string randomProgram(std::mt19937 &Rng, unsigned LockBias = 0) {
  static const char *Locs[] = {"@x", "@y", "@f"};
  static const char *Scopes[] = {"cta", "gpu"};
  auto Pick = [&](unsigned N) { return unsigned(Rng() % N); };
  unsigned NT = 2 + Pick(2);
  std::ostringstream OS;
  OS << "global @x : i32;\nglobal @y : i32;\nglobal @f : i32;\n"
        "global @l : i32;\n";
  std::vector<unsigned> Blocks;
  for (unsigned T = 0; T < NT; ++T) {
    Blocks.push_back(Pick(2));
    OS << "proc @t" << T << "() {\n  var r : i32;\n  var o : i32;\n"
       << "entry:\n";
    unsigned Len = 2 + Pick(3), Label = 0;
    bool Locked = false;
    for (unsigned I = 0; I < Len; ++I) {
      const char *L = Locs[Pick(3)];
      const char *Sc = Scopes[Pick(2)];
      unsigned V = Pick(3);
      unsigned Op = Pick(8 + LockBias);
      switch (Op >= 8 ? 6 : Op) {
      case 0:
      case 1: {
        static const char *Ords[] = {"na", "rlx", "rel"};
        const char *O = Ords[Pick(3)];
        OS << "  store." << O << (O[0] == 'n' ? "" : std::string(".") + Sc)
           << " i32 " << L << ", " << V << ";\n";
        break;
      }
      case 2: {
        static const char *Ords[] = {"na", "rlx", "acq"};
        const char *O = Ords[Pick(3)];
        OS << "  r = load." << O << (O[0] == 'n' ? "" : std::string(".") + Sc)
           << " i32 " << L << ";\n";
        if (Pick(3) == 0)
          OS << "  assert r != " << V << ", \"value\";\n";
        break;
      }
      case 3:
        OS << "  r = rmw.add." << (Pick(2) ? "rlx" : "acq_rel") << "." << Sc
           << " i32 " << L << ", 1;\n";
        break;
      case 4:
      case 5: {
        if (LockBias && Pick(3) == 0) {
          // An await loop on two locations (lock-heavy programs only): its
          // failed iteration may be two reads, and the first may be stale
          // while the second can still be revisited.
          const char *L2 = Locs[Pick(3)];
          unsigned K = Label++;
          OS << "  goto w" << K << ";\nw" << K << ":\n  r = load.rlx." << Sc
             << " i32 " << L << ";\n  br r == " << Pick(2) << ", t" << K
             << ", w" << K << ";\nt" << K << ":\n  o = load.acq." << Sc
             << " i32 " << L2 << ";\n  br o == " << 1 + Pick(2) << ", d" << K
             << ", w" << K << ";\nd" << K << ":\n";
          break;
        }
        // An await loop; its failed iteration is a read only.
        static const char *Ords[] = {"rlx", "acq", "na"};
        const char *O = Ords[Pick(3)];
        unsigned K = Label++;
        OS << "  goto w" << K << ";\nw" << K << ":\n  r = load." << O
           << (O[0] == 'n' ? "" : std::string(".") + Sc) << " i32 " << L
           << ";\n  br r == " << 1 + Pick(2) << ", d" << K << ", w" << K
           << ";\nd" << K << ":\n";
        break;
      }
      case 6:
        if (!Locked && LockBias && Pick(2)) {
          // A test-and-test-and-set acquisition (lock-heavy programs only,
          // so that LockBias 0 keeps the old programs).
          unsigned K = Label++;
          OS << "  goto w" << K << ";\nw" << K << ":\n  r = load.rlx." << Sc
             << " i32 @l;\n  br r == 0, t" << K << ", w" << K << ";\nt" << K
             << ":\n  o = cas." << (Pick(2) ? "acq" : "rlx") << "." << Sc
             << " i32 @l, 0, 1;\n  br o == 0, d" << K << ", w" << K << ";\nd"
             << K << ":\n";
          Locked = true;
        } else if (!Locked) {
          unsigned K = Label++;
          OS << "  goto w" << K << ";\nw" << K << ":\n  o = cas."
             << (Pick(2) ? "acq" : "rlx") << "." << Sc
             << " i32 @l, 0, 1;\n  br o == 0, d" << K << ", w" << K << ";\nd"
             << K << ":\n";
          Locked = true;
        } else {
          OS << "  store." << (Pick(2) ? "rel" : "rlx") << "." << Sc
             << " i32 @l, 0;\n";
          Locked = false;
        }
        break;
      case 7:
        OS << "  fence.sc." << Sc << ";\n";
        break;
      }
    }
    if (Locked)
      OS << "  store.rel.gpu i32 @l, 0;\n";
    OS << "  return;\n}\n";
  }
  OS << "launch threads {\n";
  for (unsigned T = 0; T < NT; ++T)
    OS << "  thread @t" << T << " block " << Blocks[T] << ";\n";
  OS << "}\n";
  return OS.str();
}

void expectSame(const std::string &Text, uint64_t *Pruned = nullptr) {
  auto P = parse(Text);
  if (!P)
    return;
  Outcome Off = runWith(*P, false), On = runWith(*P, true);
  EXPECT_EQ(On.Duplicates, 0u) << Text;
  EXPECT_EQ(On.R.V, Off.R.V) << Text;
  EXPECT_EQ(On.R.Stats.Executions, Off.R.Stats.Executions) << Text;
  EXPECT_TRUE(On.Graphs == Off.Graphs) << "different executions:\n" << Text;
  EXPECT_TRUE(On.Errors == Off.Errors) << "different errors:\n" << Text;
  EXPECT_LE(On.R.Stats.Blocked, Off.R.Stats.Blocked) << Text;
  EXPECT_EQ(Off.R.Stats.Pruned, 0u);
  if (Pruned)
    *Pruned += On.R.Stats.Pruned;
}

} // namespace

TEST(StalePruneTest, LockProgramsKeepEveryExecution) {
  // Complete executions: n! acquisition orders for the CAS and ticket
  // locks (a failed cas or serving load is cut at once), (n!)^2 for TTAS
  // at n = 2, 3 (tests/lit/dpor/ttaslock-2.ir derives 4 for n = 2).
  struct Case {
    const char *Kind;
    unsigned N;
    uint64_t Executions;
    /// Blocked executions without and with the pruning, left to right and
    /// spin-aware.
    uint64_t BlockedOffLtr, BlockedOnLtr, BlockedOffSpin, BlockedOnSpin;
  };
  // Blocked counts measured (the left-to-right ones without pruning are
  // those tests/lit/dpor/ recorded before it); docs/memory-model.md "Stale
  // spin iterations" and "Schedule" say why they shrink. TTAS's fell again
  // when states were compared on live variables only (2026-12-07: a failed
  // cas is cut at once, no longer after the test load that follows it).
  const Case Cases[] = {
      {"cas", 2, 2, 2, 1, 2, 1},
      {"cas", 3, 6, 15, 6, 15, 5},
      {"cas", 4, 24, 124, 36, 124, 29},
      {"ticket", 2, 2, 2, 1, 2, 0},
      {"ticket", 3, 6, 24, 9, 24, 0},
      {"ticket", 4, 24, 312, 78, 312, 0},
      {"ttas", 2, 4, 4, 2, 4, 2},
      {"ttas", 3, 36, 72, 30, 72, 26},
  };
  using SP = ExploreOptions::SchedulePolicy;
  for (const Case &C : Cases) {
    SCOPED_TRACE(std::string(C.Kind) + "-" + std::to_string(C.N));
    auto P = parse(lockProgram(C.Kind, C.N));
    ASSERT_TRUE(P);
    Outcome Off = runWith(*P, false, false, SP::LeftToRight),
            On = runWith(*P, true, false, SP::LeftToRight),
            SpinOff = runWith(*P, false), SpinOn = runWith(*P, true);
    for (const Outcome *O : {&Off, &On, &SpinOff, &SpinOn}) {
      EXPECT_EQ(O->R.V, Verdict::Safe);
      EXPECT_EQ(O->R.Stats.Executions, C.Executions);
      EXPECT_EQ(O->Duplicates, 0u);
      EXPECT_TRUE(O->Graphs == Off.Graphs);
    }
    EXPECT_EQ(Off.R.Stats.Blocked, C.BlockedOffLtr);
    EXPECT_EQ(On.R.Stats.Blocked, C.BlockedOnLtr);
    EXPECT_EQ(SpinOff.R.Stats.Blocked, C.BlockedOffSpin);
    EXPECT_EQ(SpinOn.R.Stats.Blocked, C.BlockedOnSpin);
  }
}

/// expectSame on \p DefaultRounds random programs (SCOPECHECK_PRUNE_ROUNDS
/// for more) of generator seed \p Seed and lock bias \p Bias.
static void expectSameOnRandom(unsigned DefaultRounds, unsigned Seed,
                               unsigned Bias) {
  static const char *Env = std::getenv("SCOPECHECK_PRUNE_ROUNDS");
  unsigned Rounds = Env ? unsigned(std::atoi(Env)) : DefaultRounds;
  std::mt19937 Rng(Seed);
  uint64_t Pruned = 0;
  for (unsigned I = 0; I < Rounds; ++I) {
    std::string Text = randomProgram(Rng, Bias);
    SCOPED_TRACE("round " + std::to_string(I));
    expectSame(Text, &Pruned);
    if (::testing::Test::HasFailure())
      break;
  }
  // The generator must exercise the pruning at all.
  EXPECT_GT(Pruned, 0u);
  std::cout << Rounds << " random programs (lock bias " << Bias << "), "
            << Pruned << " states pruned\n";
}

TEST(StalePruneTest, RandomProgramsKeepExecutionsAndErrors) {
  expectSameOnRandom(300, 20261122, 0);
}

// The same on lock-heavy programs (TTAS acquisitions and two-location
// await loops among them), whose cut iterations have several reads: a
// stale read followed by a read that a later write revisits must not drop
// the state (tests/lit/dpor/stale-cut-later-read.ir). With any stale read
// of the iteration deciding, as before 2026-12-07, round 24 of this seed
// loses executions.
TEST(StalePruneTest, LockProgramsRandomKeepExecutionsAndErrors) {
  expectSameOnRandom(200, 20261207, 8);
}

// The spin-aware schedule (docs/memory-model.md "Schedule") against
// GPUMC's left-to-right order, on the random programs above (await loops,
// CAS locks, fetch-adds, fences, assertions; with and without the stale
// pruning): the same complete execution graphs, no duplicate, the same
// verdict and, under --all-errors, the same errors.
// SCOPECHECK_SCHEDULE_ROUNDS sets the number of programs,
// SCOPECHECK_SCHEDULE_SEED the generator's seed and
// SCOPECHECK_SCHEDULE_LOCKS its LockBias (on 2026-11-28: 60,000 agreed
// with each of the seeds 20261128 and 20261122 at LockBias 0; 5,000 with
// each of 20261128, 20261122, 7 and 8 at LockBias 8, TTAS included).
static void expectScheduleAgrees(unsigned DefaultRounds,
                                 unsigned DefaultBias) {
  static const char *Env = std::getenv("SCOPECHECK_SCHEDULE_ROUNDS");
  static const char *Seed = std::getenv("SCOPECHECK_SCHEDULE_SEED");
  static const char *Locks = std::getenv("SCOPECHECK_SCHEDULE_LOCKS");
  unsigned Rounds = Env ? unsigned(std::atoi(Env)) : DefaultRounds;
  unsigned Bias = Locks ? unsigned(std::atoi(Locks)) : DefaultBias;
  std::mt19937 Rng(Seed ? unsigned(std::atoll(Seed)) : 20261128u);
  uint64_t BlockedLtr = 0, BlockedSpin = 0;
  for (unsigned I = 0; I < Rounds; ++I) {
    std::string Text = randomProgram(Rng, Bias);
    SCOPED_TRACE("round " + std::to_string(I));
    auto P = parse(Text);
    if (!P)
      break;
    for (bool Prune : {false, true}) {
      Outcome L = runWith(*P, Prune, false,
                          ExploreOptions::SchedulePolicy::LeftToRight);
      Outcome S = runWith(*P, Prune);
      EXPECT_EQ(S.Duplicates, 0u) << Text;
      EXPECT_EQ(S.R.V, L.R.V) << Text;
      EXPECT_EQ(S.R.Stats.Executions, L.R.Stats.Executions) << Text;
      EXPECT_TRUE(S.Graphs == L.Graphs) << "different executions:\n" << Text;
      EXPECT_TRUE(S.Errors == L.Errors) << "different errors:\n" << Text;
      BlockedLtr += L.R.Stats.Blocked;
      BlockedSpin += S.R.Stats.Blocked;
    }
    if (::testing::Test::HasFailure())
      break;
  }
  // The generator must give the schedule something to avoid.
  EXPECT_LT(BlockedSpin, BlockedLtr);
  std::cout << Rounds << " random programs, blocked executions "
            << BlockedLtr << " left to right, " << BlockedSpin
            << " spin-aware\n";
}

TEST(ScheduleTest, SpinAwareMatchesLeftToRight) {
  expectScheduleAgrees(1000, 0);
}

// Lock-heavy programs: most operations acquire or release the CAS lock, so
// that backward revisits often make a CAS read fail.
TEST(ScheduleTest, LockProgramsMatchLeftToRight) {
  expectScheduleAgrees(200, 8);
}
