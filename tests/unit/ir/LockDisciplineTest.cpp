//===- tests/unit/ir/LockDisciplineTest.cpp - findLockDiscipline ----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ir::findLockDiscipline accepts the CAS and test-and-test-and-set locks
/// in the shapes of .ir files and of the CUDA front-end, and refuses every
/// program that breaks one of its conditions, saying which.
///
//===----------------------------------------------------------------------===//

#include "ir/Parser.h"
#include "ir/passes/LockDiscipline.h"

#include <gtest/gtest.h>

#include <string>

using namespace scopecheck;

namespace {

/// The lock of the program \p Body (a procedure @p, run by two threads,
/// over globals @lock, @x and @other) by name, or "refused: <why>".
std::string lockOf(const std::string &Body) {
  std::string Text = "global @lock : i32;\nglobal @x : i32;\n"
                     "global @other : i32;\nglobal @arr : i32[2];\n"
                     "shared @slock : i32;\n" +
                     Body + "launch threads {\n  thread @p block 0;\n"
                            "  thread @p block 1;\n}\n";
  ir::DiagnosticEngine Diags;
  auto P = ir::parseProgram(Text, "lock.ir", Diags);
  if (!P)
    return "parse error";
  ir::LockDiscipline D = ir::findLockDiscipline(*P);
  return D.Lock ? P->object(D.Lock).Name : "refused: " + D.Why;
}

const char *CasLock = "proc @p() {\n  var old : i32;\n  var c : i32;\n"
                      "entry:\n  goto spin;\nspin:\n"
                      "  old = cas.acq.gpu i32 @lock, 0, 1;\n"
                      "  br old == 0, critical, spin;\ncritical:\n"
                      "  c = load.na i32 @x;\n  store.na i32 @x, c + 1;\n"
                      "  store.rel.gpu i32 @lock, 0;\n  return;\n}\n";

} // namespace

TEST(LockDisciplineTest, AcceptsCasAndTtasLocks) {
  EXPECT_EQ(lockOf(CasLock), "lock");
  // TTAS: the test load outside; `ok = old == 0; br !ok` decides; the
  // expected value through a variable; a pointer variable; a constant
  // branch; loads of shared data outside the lock.
  EXPECT_EQ(lockOf("proc @p() {\n  var l : ptr;\n  var v : i32;\n"
                   "  var e : i32;\n  var old : i32;\n  var ok : bool;\n"
                   "entry:\n  l = @lock;\n  v = load.rlx.gpu i32 @x;\n"
                   "  goto top;\ntop:\n  br true, spin, out;\nspin:\n"
                   "  v = load.rlx.gpu i32 l;\n  br v != 0, spin, try;\n"
                   "try:\n  old = cas.acq.gpu i32 l, e, 1;\n"
                   "  ok = old == e;\n  br !ok, top, out;\nout:\n"
                   "  store.na i32 @x, 1;\n  store.rel.gpu i32 l, 0;\n"
                   "  return;\n}\n"),
            "lock");
}

TEST(LockDisciplineTest, RefusesBrokenDisciplines) {
  auto Refused = [](const std::string &Body, const std::string &Why) {
    std::string R = lockOf(Body);
    EXPECT_NE(R.find("refused"), std::string::npos) << Body;
    EXPECT_NE(R.find(Why), std::string::npos) << R;
  };
  auto Replace = [](std::string S, const std::string &From,
                    const std::string &To) {
    size_t At = S.find(From);
    EXPECT_NE(At, std::string::npos) << From;
    return S.replace(At, From.size(), To);
  };
  std::string Cas = CasLock;
  // A write of shared data outside the lock.
  Refused(Replace(Cas, "entry:\n", "entry:\n  store.rlx.gpu i32 @x, 1;\n"),
          "may not hold the lock");
  // The loop's edges the wrong way round: the release where the CAS
  // failed, the next CAS where it succeeded.
  Refused(Replace(Cas, "br old == 0, critical, spin",
                  "br old != 0, critical, spin"),
          "may hold it");
  // A second acquisition while holding.
  Refused(Replace(Cas, "  store.rel.gpu i32 @lock, 0;\n",
                  "  old = cas.acq.gpu i32 @lock, 0, 1;\n"
                  "  store.rel.gpu i32 @lock, 0;\n"),
          "may hold it");
  // A release of another value, a CAS from another expected value or to 0.
  Refused(Replace(Cas, "@lock, 0;", "@lock, 2;"), "value is not 0");
  Refused(Replace(Cas, "@lock, 0, 1", "@lock, 1, 2"), "expected value");
  Refused(Replace(Cas, "@lock, 0, 1", "@lock, 0, 0"), "desired value");
  // Another RMW of the lock, an access that may reach it or another object,
  // a lock of two elements, a barrier.
  Refused(Replace(Cas, "entry:\n", "entry:\n  c = rmw.add.rlx.gpu i32 @lock, 0;\n"),
          "RMW of the lock");
  Refused(Replace(Replace(Cas, "var c : i32;\n", "var c : i32;\n  var q : ptr;\n"),
                  "entry:\n",
                  "entry:\n  q = @lock;\n  q = @other;\n  c = load.rlx.gpu i32 q;\n"),
          "another object");
  {
    std::string Arr = Cas;
    for (size_t At; (At = Arr.find("@lock")) != std::string::npos;)
      Arr.replace(At, 5, "@arr");
    Refused(Arr, "one element");
    // A lock in shared memory, of which each of the two blocks has a copy.
    std::string Shared = Cas;
    for (size_t At; (At = Shared.find("@lock")) != std::string::npos;)
      Shared.replace(At, 5, "@slock");
    Refused(Shared, "shared memory and the launch has several blocks");
  }
  Refused(Replace(Cas, "critical:\n", "critical:\n  barrier.cta;\n"),
          "a barrier");
  // No CAS at all.
  Refused("proc @p() {\nentry:\n  store.rel.gpu i32 @lock, 0;\n  return;\n}\n",
          "no CAS");
}
