//===- tests/unit/checker/WireTest.cpp - Results as bytes -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The byte encoding the ranks of the distributed search send each other
/// (checker/Wire.h): findings with their witness graphs, finding groups and
/// keys come back equal, and bytes that are cut short or corrupt are an
/// error, never a crash or a huge allocation.
///
//===----------------------------------------------------------------------===//

#include "checker/Explorer.h"
#include "checker/Wire.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

/// Two threads race on @x and @y, and one fails an assertion: several
/// findings, each with a graph.
const char *Racy = R"(global @x : i32;
global @y : i32;

proc @p0() {
entry:
  store.na i32 @x, 1;
  store.rlx.gpu i32 @y, 1;
  return;
}

proc @p1() {
  var r : i32;
  var s : i32;
entry:
  r = load.na i32 @x;
  s = load.na i32 @y;
  assert s == 0, "y unset";
  return;
}

launch threads {
  thread @p0 block 0;
  thread @p1 block 0;
}
)";

std::unique_ptr<ir::Program> parse(const char *Text) {
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "racy.ir", Diags);
  EXPECT_TRUE(P && !Diags.hasErrors());
  EXPECT_TRUE(ir::verifyProgram(*P, Diags));
  return P;
}

/// Every finding of \p P (--all-errors).
CheckResult allErrors(const ir::Program &P) {
  ExploreOptions O;
  O.StopOnFirst = false;
  return explore(P, O);
}

} // namespace

TEST(WireTest, ViolationWithGraphRoundTrips) {
  auto P = parse(Racy);
  ASSERT_TRUE(P);
  CheckResult R = allErrors(*P);
  ASSERT_FALSE(R.Violations.empty());
  StmtNumbering N(*P);
  for (const Violation &V : R.Violations) {
    WireWriter W(N);
    W.violation(V);
    std::string Bytes = W.take();
    WireReader In(N, Bytes);
    Violation Back = In.violation();
    EXPECT_TRUE(In.done());
    EXPECT_EQ(Back.Kind, V.Kind);
    EXPECT_EQ(Back.Message, V.Message);
    EXPECT_EQ(Back.LocationName, V.LocationName);
    EXPECT_EQ(Back.Trace, V.Trace);
    EXPECT_EQ(Back.Notes, V.Notes);
    EXPECT_EQ(Back.ThreadPairs, V.ThreadPairs);
    EXPECT_EQ(Back.Elements, V.Elements);
    EXPECT_EQ(Back.AcrossWarps, V.AcrossWarps);
    ASSERT_EQ(Back.Events.size(), V.Events.size());
    for (size_t I = 0; I < V.Events.size(); ++I) {
      EXPECT_EQ(Back.Events[I].Loc, V.Events[I].Loc);
      EXPECT_EQ(Back.Events[I].ThreadInBlock, V.Events[I].ThreadInBlock);
      EXPECT_EQ(Back.Events[I].IsWrite, V.Events[I].IsWrite);
      EXPECT_EQ(Back.Events[I].Order, V.Events[I].Order);
    }
    ASSERT_TRUE(V.Graph && Back.Graph);
    EXPECT_EQ(Back.Graph->canonicalForm(), V.Graph->canonicalForm());
    // Statements are found again by number: the very same objects.
    for (unsigned T = 0; T < V.Graph->numThreads(); ++T)
      for (uint32_t I = 0; I < V.Graph->threadSize(T); ++I) {
        EXPECT_EQ(Back.Graph->event(EventId{T, I}).S,
                  V.Graph->event(EventId{T, I}).S);
        EXPECT_EQ(Back.Graph->event(EventId{T, I}).Stamp,
                  V.Graph->event(EventId{T, I}).Stamp);
      }
    // Encoding what was decoded gives the same bytes.
    WireWriter Again(N);
    Again.violation(Back);
    EXPECT_EQ(Again.bytes(), Bytes);
  }
}

TEST(WireTest, GroupsAndKeysRoundTrip) {
  auto P = parse(Racy);
  ASSERT_TRUE(P);
  CheckResult R = allErrors(*P);
  FindingGroups G;
  std::vector<Violation> Found;
  for (const Violation &V : R.Violations)
    if (!G.merge(Found, V))
      Found.push_back(V);
  StmtNumbering N(*P);
  WireWriter W(N);
  W.groups(G);
  W.key(SearchKey{{3, 0, 7}, 5});
  W.str("a reason");
  std::string Bytes = W.take();
  WireReader In(N, Bytes);
  FindingGroups Back = In.groups();
  SearchKey K = In.key();
  EXPECT_EQ(K, (SearchKey{{3, 0, 7}, 5}));
  EXPECT_EQ(In.str(), "a reason");
  EXPECT_TRUE(In.done());
  WireWriter Again(N);
  Again.groups(Back);
  WireWriter First(N);
  First.groups(G);
  EXPECT_EQ(Again.bytes(), First.bytes());
  // The decoded groups group as the originals: the same finding again is
  // merged, not new.
  std::vector<Violation> Copy = Found;
  EXPECT_TRUE(Back.merge(Copy, R.Violations.front()));
}

TEST(WireTest, ShortOrCorruptBytesAreAnError) {
  auto P = parse(Racy);
  ASSERT_TRUE(P);
  ExploreOptions O;
  CheckResult R = explore(*P, O);
  ASSERT_FALSE(R.Violations.empty());
  StmtNumbering N(*P);
  WireWriter W(N);
  W.violation(R.Violations.front());
  std::string Bytes = W.take();
  // Every proper prefix runs out of bytes somewhere.
  for (size_t Cut = 0; Cut < Bytes.size(); Cut += 7) {
    std::string Short = Bytes.substr(0, Cut);
    WireReader In(N, Short);
    EXPECT_THROW(In.violation(), WireError) << "cut at " << Cut;
  }
  // A count far beyond the message is refused before any allocation.
  WireWriter Huge(N);
  Huge.u64(uint64_t(1) << 60);
  std::string HugeBytes = Huge.take();
  WireReader In(N, HugeBytes);
  EXPECT_THROW(In.path(), WireError);
  // A statement number the program does not have.
  EXPECT_THROW(N.stmt(1000000), WireError);
  EXPECT_EQ(N.stmt(~0u), nullptr);
}
