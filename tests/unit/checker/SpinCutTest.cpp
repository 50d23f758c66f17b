//===- tests/unit/checker/SpinCutTest.cpp - spin cuts lose no error -------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cutting spin loops (docs/memory-model.md "Spin loops" and "Spin loops
/// that write") must lose no error. On random programs with await loops
/// that only read and await loops of silent RMWs (an exchange of the value
/// awaited against, `fetch_add(0)`, a confirmation CAS `cas(x, v, v)`),
/// flag writers, plain and atomic accesses of two scopes, fences and
/// assertions, every error (kind and source lines) that the exploration
/// without cuts finds within a loop bound (--unroll) is found by the
/// exploration with cuts, which is complete.
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "ir/Parser.h"

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

using ErrorSet = std::set<std::tuple<int, unsigned, unsigned>>;

CheckResult runWith(const ir::Program &P, bool Cut, ModelKind M,
                    uint64_t EventLimit, ErrorSet &Errors) {
  ExploreOptions O;
  O.Model = M;
  O.StopOnFirst = false;
  O.SpinLoops = Cut;
  // Without cuts the loops are bounded; 3 iterations let every await loop
  // fail twice and then succeed.
  O.Unroll = Cut ? 0 : 3;
  // Deterministic caps: the bounded exploration may be cut short (its
  // errors so far are still compared), the cut one must not reach it.
  O.MaxExecutions = 20000;
  O.EventLimit = EventLimit;
  CheckResult R = explore(P, O);
  for (const Violation &V : R.Violations) {
    unsigned A = V.Events.size() > 0 ? V.Events[0].Loc.Line : 0;
    unsigned B = V.Events.size() > 1 ? V.Events[1].Loc.Line : 0;
    if (B < A)
      std::swap(A, B);
    Errors.insert({int(V.Kind), A, B});
  }
  return R;
}

/// A random program: 2 or 3 threads over @x, @y (data) and @f (flag),
/// each a short sequence of stores, loads with assertions, fetch-adds,
/// fences, await loops that read, await loops of silent RMWs, test-and-set
/// loops, and loops of fetch-adds (not silent, never cut).
std::string randomProgram(std::mt19937 &Rng, bool Scoped) {
  static const char *Locs[] = {"@x", "@y", "@f"};
  auto Pick = [&](unsigned N) { return unsigned(Rng() % N); };
  auto Scope = [&] { return Scoped && Pick(3) == 0 ? "cta" : "gpu"; };
  unsigned NT = 2 + Pick(2);
  std::ostringstream OS;
  OS << "global @x : i32;\nglobal @y : i32;\nglobal @f : i32;\n";
  // With block-scope atomics, half of the launches are one block (where
  // silent RMWs are cut whatever their scopes).
  bool OneBlock = Scoped && Pick(2);
  std::vector<unsigned> Blocks;
  for (unsigned T = 0; T < NT; ++T) {
    Blocks.push_back(OneBlock ? 0 : Pick(2));
    OS << "proc @t" << T << "() {\n  var r : i32;\nentry:\n";
    unsigned Len = 2 + Pick(3), Label = 0;
    for (unsigned I = 0; I < Len; ++I) {
      const char *L = Locs[Pick(3)];
      unsigned V = Pick(3);
      switch (Pick(11)) {
      case 0:
      case 1: {
        static const char *Ords[] = {"na", "rlx", "rel"};
        const char *O = Ords[Pick(3)];
        OS << "  store." << O
           << (O[0] == 'n' ? "" : std::string(".") + Scope()) << " i32 " << L
           << ", " << V << ";\n";
        break;
      }
      case 2: {
        static const char *Ords[] = {"na", "rlx", "acq"};
        const char *O = Ords[Pick(3)];
        OS << "  r = load." << O
           << (O[0] == 'n' ? "" : std::string(".") + Scope()) << " i32 " << L
           << ";\n  assert r != " << V << ", \"value\";\n";
        break;
      }
      case 3:
        OS << "  r = rmw.add." << (Pick(2) ? "rlx" : "acq_rel") << "."
           << Scope() << " i32 " << L << ", 1;\n";
        break;
      case 4:
        OS << "  fence." << (Pick(2) ? "sc" : "acq_rel") << "." << Scope()
           << ";\n";
        break;
      case 5: {
        // An await loop that reads.
        unsigned K = Label++;
        OS << "  goto w" << K << ";\nw" << K << ":\n  r = load."
           << (Pick(2) ? "rlx" : "acq") << "." << Scope() << " i32 @f;\n"
           << "  br r == 0, w" << K << ", d" << K << ";\nd" << K << ":\n";
        break;
      }
      case 6: {
        // A test-and-set acquisition: a failed iteration reads 1 and
        // writes 1 (silent), the successful one reads 0 and writes 1.
        unsigned K = Label++;
        OS << "  goto w" << K << ";\nw" << K << ":\n  r = rmw.exch."
           << (Pick(2) ? "acq" : "rlx") << "." << Scope() << " i32 @f, 1;\n"
           << "  br r == 1, w" << K << ", d" << K << ";\nd" << K << ":\n";
        break;
      }
      case 7: {
        // A loop of RMWs that are not silent, each iteration back in the
        // same thread-local state: it must not be cut.
        unsigned K = Label++;
        OS << "  goto w" << K << ";\nw" << K << ":\n  r = rmw.add.rlx."
           << Scope() << " i32 @f, 1;\n"
           << "  br r >=s " << 1 + Pick(2) << ", d" << K << ", w" << K
           << ";\nd" << K << ":\n";
        break;
      }
      default: {
        // An await loop of silent RMWs: each failed iteration writes the
        // value it read (0).
        unsigned K = Label++;
        static const char *Ords[] = {"rlx", "acq", "acq_rel"};
        const char *O = Ords[Pick(3)];
        OS << "  goto w" << K << ";\nw" << K << ":\n";
        switch (Pick(3)) {
        case 0:
          OS << "  r = rmw.exch." << O << "." << Scope() << " i32 @f, 0;\n";
          break;
        case 1:
          OS << "  r = rmw.add." << O << "." << Scope() << " i32 @f, 0;\n";
          break;
        default:
          OS << "  r = cas." << O << "." << Scope() << " i32 @f, 0, 0;\n";
          break;
        }
        OS << "  br r == 0, w" << K << ", d" << K << ";\nd" << K << ":\n";
        break;
      }
      }
    }
    OS << "  return;\n}\n";
  }
  OS << "launch threads {\n";
  for (unsigned T = 0; T < NT; ++T)
    OS << "  thread @t" << T << " block " << Blocks[T] << ";\n";
  OS << "}\n";
  return OS.str();
}

void runRounds(bool Scoped, uint32_t Seed) {
  static const char *Env = std::getenv("SCOPECHECK_SPIN_ROUNDS");
  unsigned Rounds = Env ? unsigned(std::atoi(Env)) : 100;
  std::mt19937 Rng(Seed);
  unsigned Compared = 0, WithErrors = 0;
  for (unsigned I = 0; I < Rounds; ++I) {
    std::string Text = randomProgram(Rng, Scoped);
    if (std::getenv("SCOPECHECK_SPIN_TRACE"))
      std::cerr << "round " << I << "\n" << Text;
    SCOPED_TRACE("round " + std::to_string(I) + ":\n" + Text);
    ir::DiagnosticEngine Diags;
    auto P = ir::parseProgram(Text, "spin.ir", Diags);
    ASSERT_TRUE(P) << "parse error";
    for (ModelKind M : {ModelKind::Src11, ModelKind::Sc}) {
      ErrorSet Bounded, Cut;
      // Loops that are not cut (fetch-add loops; silent RMWs of block
      // scope in several blocks) run to the event limit: a small one keeps
      // those explorations short.
      uint64_t Limit = Scoped ? 8 : 14;
      runWith(*P, false, M, Limit, Bounded);
      CheckResult R = runWith(*P, true, M, Limit, Cut);
      // An incomplete cut exploration (a loop that is not cut reached the
      // event limit) proves nothing: only complete ones are compared. The
      // verdict of one that found errors is "error" all the same: its
      // reason tells (round 506 of the mixed scopes: a thread needs 9
      // events to reach its racy read while the other is cut).
      if (!R.IncompleteReason.empty() && R.Stats.Executions > 0)
        continue;
      for (const auto &E : Bounded)
        EXPECT_TRUE(Cut.count(E))
            << "error kind " << std::get<0>(E) << " at lines "
            << std::get<1>(E) << ", " << std::get<2>(E)
            << " found without cuts only (model " << modelName(M) << ")";
      ++Compared;
      WithErrors += !Bounded.empty();
    }
    if (::testing::Test::HasFailure())
      break;
  }
  // The generator must produce programs to compare, with errors.
  EXPECT_GT(Compared, Rounds);
  EXPECT_GT(WithErrors, Compared / 10);
  std::cout << Compared << " explorations compared, " << WithErrors
            << " with errors\n";
}

} // namespace

TEST(SpinCutTest, SilentRmwLoopsLoseNoErrorGpuScope) {
  runRounds(/*Scoped=*/false, 20261126);
}

TEST(SpinCutTest, SilentRmwLoopsLoseNoErrorMixedScopes) {
  runRounds(/*Scoped=*/true, 20261127);
}
