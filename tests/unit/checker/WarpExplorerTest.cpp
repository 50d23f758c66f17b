//===- tests/unit/checker/WarpExplorerTest.cpp - DPOR on warps ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dpor engine on warp collectives: the warp litmus programs of
/// tests/lit/dpor/warp-*.ir explored under every model and both
/// consistency checkers, each complete execution exactly once (no
/// duplicate graph), with the execution counts derived in their comments.
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "ir/Parser.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

std::unique_ptr<ir::Program> load(const std::string &Name) {
  std::filesystem::path F =
      std::filesystem::path(SCOPECHECK_SOURCE_DIR) / "tests/lit/dpor" / Name;
  std::ifstream In(F);
  std::stringstream SS;
  SS << In.rdbuf();
  ir::DiagnosticEngine Diags;
  return ir::parseProgram(SS.str(), Name, Diags);
}

struct Expected {
  const char *File;
  uint64_t Executions;
  bool Error; ///< the verdict is an error (explored with --all-errors)
};

const Expected Programs[] = {
    {"warp-sync-mp.ir", 1, false},       {"warp-vote-no-order.ir", 2, false},
    {"warp-shfl-lb.ir", 1, false},       {"warp-ballot-rf.ir", 4, false},
    {"warp-sync-submask.ir", 2, false},  {"warp-sync-loop.ir", 2, false},
    {"warp-divergent-read.ir", 2, true}, {"warp-match-rf.ir", 4, false},
};

} // namespace

TEST(WarpExplorerTest, CountsWithoutDuplicates) {
  for (const Expected &E : Programs)
    for (ModelKind M : {ModelKind::Src11, ModelKind::Rc11, ModelKind::Sc})
      for (ConsistencyImpl C :
           {ConsistencyImpl::Incremental, ConsistencyImpl::Relational}) {
        auto P = load(E.File);
        ASSERT_TRUE(P) << E.File;
        std::set<std::string> Seen;
        uint64_t Duplicates = 0;
        ExploreOptions O;
        O.Model = M;
        O.Consistency = C;
        O.StopOnFirst = false;
        O.OnComplete = [&](const ExecutionGraph &G) {
          Duplicates += !Seen.insert(G.canonicalForm()).second;
        };
        CheckResult R = explore(*P, O);
        SCOPED_TRACE(std::string(E.File) + " under " +
                     std::string(modelName(M)));
        EXPECT_EQ(Duplicates, 0u);
        EXPECT_EQ(R.V, E.Error ? Verdict::Error : Verdict::Safe);
        // A divergent execution ends before it is complete: it is counted
        // but not passed to OnComplete.
        EXPECT_EQ(R.Stats.Executions, E.Executions);
        EXPECT_EQ(Seen.size(), E.Executions - (E.Error ? 1 : 0));
      }
}
