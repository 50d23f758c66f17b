//===- tests/unit/ir/PassesTest.cpp - Tests of the IR passes --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Uniformity results on the thesis examples; predication and the
/// two-thread reduction produce programs that verify and survive a
/// print/parse round trip, on every IR file of the tree and on random
/// programs; inlining removes every call.
///
//===----------------------------------------------------------------------===//

#include "RandomProgram.h"
#include "ir/Evaluator.h"
#include "ir/Parser.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"
#include "ir/passes/Cfg.h"
#include "ir/passes/Ghost.h"
#include "ir/passes/Inline.h"
#include "ir/passes/Liveness.h"
#include "ir/passes/Pipeline.h"
#include "ir/passes/Predication.h"
#include "ir/passes/TwoThread.h"
#include "ir/passes/Uniformity.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>

using namespace scopecheck::ir;

namespace {

std::string diagText(const DiagnosticEngine &D) {
  std::ostringstream OS;
  D.print(OS);
  return OS.str();
}

std::unique_ptr<Program> parse(const std::string &Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "test.ir", D);
  EXPECT_TRUE(P && !D.hasErrors()) << diagText(D);
  if (P) {
    EXPECT_TRUE(verifyProgram(*P, D)) << diagText(D);
  }
  return P;
}

VarId var(const Procedure &Proc, const std::string &Name) {
  for (VarId V = 0; V < Proc.Vars.size(); ++V)
    if (Proc.Vars[V].Name == Name)
      return V;
  ADD_FAILURE() << "no variable " << Name;
  return 0;
}

BlockId block(const Procedure &Proc, const std::string &Label) {
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B)
    if (Proc.Blocks[B].Label == Label)
      return B;
  ADD_FAILURE() << "no block " << Label;
  return 0;
}

/// Prints \p P, parses it back and expects an equal, verified program.
void expectRoundTrip(const Program &P, const std::string &What) {
  std::string Text = printProgram(P);
  DiagnosticEngine D;
  std::unique_ptr<Program> Q = parseProgram(Text, "printed.ir", D);
  ASSERT_TRUE(Q) << What << ": output does not parse:\n" << diagText(D) << Text;
  EXPECT_TRUE(verifyProgram(*Q, D)) << What << ":\n" << diagText(D) << Text;
  std::string Why;
  EXPECT_TRUE(structurallyEqual(P, *Q, &Why)) << What << ": " << Why;
}

const char *Fig39 = R"(
proc @k(n : i32) {
  var i : i32;
  var j : i32;
entry:
  i = 0;
  br threadIdx.x <u n, then, else;
then:
  j = 1;
  goto head;
else:
  j = 2;
  goto head;
head:
  br i <u n, body, done;
body:
  barrier.cta;
  j = j + 3;
  i = i + 4;
  goto head;
done:
  return;
}
launch kernel @k grid 1 block 8 (10);
)";

TEST(Uniformity, ThesisFigure39) {
  std::unique_ptr<Program> P = parse(Fig39);
  ASSERT_TRUE(P);
  const Procedure &K = P->Procs[0];
  UniformityInfo U = analyzeUniformity(K);
  EXPECT_TRUE(U.isUniform(var(K, "n")));
  EXPECT_TRUE(U.isUniform(var(K, "i")));
  EXPECT_FALSE(U.isUniform(var(K, "j")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "entry")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "then")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "else")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "head")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "body")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "done")));
}

TEST(Uniformity, SourcesOfNonUniformity) {
  std::unique_ptr<Program> P = parse(R"(
global @A : i32[64];
proc @k(n : i32) {
  var b : i32;
  var l : i32;
  var r : i32;
  var h : i32;
  var d : i32;
  var c : i32;
entry:
  b = blockIdx.x * blockDim.x + gridDim.x;
  l = load.na i32 @A[b];
  r = rmw.add.rlx.gpu i32 @A[0], 1;
  havoc h;
  d = b + 1;
  c = n;
  br b <s n, t, e;
t:
  c = 1;
  goto e;
e:
  return;
}
launch kernel @k grid 2 block 8 (10);
)");
  ASSERT_TRUE(P);
  const Procedure &K = P->Procs[0];
  UniformityInfo U = analyzeUniformity(K);
  EXPECT_TRUE(U.isUniform(var(K, "b")));
  EXPECT_FALSE(U.isUniform(var(K, "l")));
  EXPECT_FALSE(U.isUniform(var(K, "r")));
  EXPECT_FALSE(U.isUniform(var(K, "h")));
  EXPECT_TRUE(U.isUniform(var(K, "d")));
  // Assigned only under a uniform branch: still uniform.
  EXPECT_TRUE(U.isUniform(var(K, "c")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "t")));
}

TEST(Uniformity, DivergentLoopAndEarlyReturn) {
  std::unique_ptr<Program> P = parse(R"(
proc @k() {
  var i : i32;
  var x : i32;
entry:
  i = 0;
  goto head;
head:
  br i <u threadIdx.x, body, after;
body:
  i = i + 1;
  goto head;
after:
  x = 5;
  br threadIdx.x == 0, out, rest;
out:
  return;
rest:
  barrier.cta;
  return;
}
launch kernel @k grid 1 block 8 ();
)");
  ASSERT_TRUE(P);
  const Procedure &K = P->Procs[0];
  UniformityInfo U = analyzeUniformity(K);
  EXPECT_FALSE(U.isUniform(var(K, "i")));
  EXPECT_TRUE(U.isUniform(var(K, "x")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "head")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "body")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "after")));
  // The barrier after a divergent return is divergent.
  EXPECT_FALSE(U.isUniformBlock(block(K, "rest")));
}

// Warp level: the same for every lane of a warp of a [64,2,1] block (rows
// of two whole warps), where threadIdx.y is warp uniform, the warp index
// and comparisons of the thread's index with multiples of 32 are, a vote
// of the full warp is, and a comparison with 16 or a parameter is not.
TEST(Uniformity, WarpLevel) {
  const char *Text = R"(
proc @k(n : i32) {
  var t : i32;
  var g : i32;
  var w : i32;
  var l : i32;
  var m : i32;
  var y : i32;
  var a : i32;
  var v : i32;
  var z : i32;
entry:
  t = threadIdx.x;
  g = blockIdx.x * blockDim.x + t;
  w = g /u 32;
  l = t %u 32;
  m = t & -32;
  y = threadIdx.y;
  a = warp.all 0xffffffff, t <s n;
  v = warp.any 3, t <s n;
  z = t >>u 5;
  br t <u 32, lo, hi;
lo:
  br t <s 16, half, lo2;
half:
  goto lo2;
lo2:
  br t <s n, far, join;
far:
  goto join;
join:
  br y == 1, row, done;
row:
  goto done;
hi:
  goto done;
done:
  return;
}
launch kernel @k grid 2 block [64,2,1] (10);
)";
  std::unique_ptr<Program> P = parse(Text);
  ASSERT_TRUE(P);
  const Procedure &K = P->Procs[0];
  UniformityInfo U = analyzeWarpUniformity(K, P->Run.BlockDim);
  EXPECT_FALSE(U.isUniform(var(K, "t")));
  EXPECT_TRUE(U.LaneLinearVar[var(K, "t")]);
  EXPECT_TRUE(U.LaneLinearVar[var(K, "g")]);
  EXPECT_FALSE(U.isUniform(var(K, "g")));
  EXPECT_TRUE(U.isUniform(var(K, "w")));
  EXPECT_FALSE(U.isUniform(var(K, "l")));
  EXPECT_FALSE(U.LaneLinearVar[var(K, "l")]);
  EXPECT_TRUE(U.isUniform(var(K, "m")));
  EXPECT_TRUE(U.isUniform(var(K, "y")));
  EXPECT_TRUE(U.isUniform(var(K, "a")));
  EXPECT_FALSE(U.isUniform(var(K, "v")));
  EXPECT_TRUE(U.isUniform(var(K, "z")));
  EXPECT_FALSE(U.LaneLinearVar[0]); // the parameter n
  EXPECT_TRUE(U.isUniformBlock(block(K, "lo")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "half")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "lo2")));
  EXPECT_FALSE(U.isUniformBlock(block(K, "far")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "row")));
  // At block level none of the thread-dependent ones is uniform.
  UniformityInfo B = analyzeUniformity(K);
  EXPECT_FALSE(B.isUniform(var(K, "w")));
  EXPECT_FALSE(B.isUniform(var(K, "y")));
  EXPECT_FALSE(B.isUniformBlock(block(K, "lo")));
  EXPECT_FALSE(B.isUniformBlock(block(K, "row")));
}

// Rows that are not whole warps ([48,2,1]: warp 1 holds the end of row 0
// and the start of row 1): threadIdx.y and threadIdx.x / 32 vary within a
// warp; the linear index threadIdx.x + threadIdx.y * blockDim.x still
// gives the warp.
TEST(Uniformity, WarpLevelPartialRows) {
  const char *Text = R"(
proc @k() {
  var y : i32;
  var q : i32;
  var lin : i32;
  var w : i32;
entry:
  y = threadIdx.y;
  q = threadIdx.x /u 32;
  lin = threadIdx.x + threadIdx.y * blockDim.x;
  w = lin /u 32;
  br lin <u 64, a, b;
a:
  goto b;
b:
  return;
}
launch kernel @k grid 1 block [48,2,1] ();
)";
  std::unique_ptr<Program> P = parse(Text);
  ASSERT_TRUE(P);
  const Procedure &K = P->Procs[0];
  UniformityInfo U = analyzeWarpUniformity(K, P->Run.BlockDim);
  EXPECT_FALSE(U.isUniform(var(K, "y")));
  EXPECT_FALSE(U.isUniform(var(K, "q")));
  EXPECT_TRUE(U.LaneLinearVar[var(K, "lin")]);
  EXPECT_TRUE(U.isUniform(var(K, "w")));
  EXPECT_TRUE(U.isUniformBlock(block(K, "a")));
}

TEST(Predication, UniformProgramIsUnchanged) {
  std::unique_ptr<Program> P = parse(R"(
proc @k(n : i32) {
  var i : i32;
entry:
  goto head;
head:
  br i <s n, body, done;
body:
  barrier.cta;
  i = i + 1;
  goto head;
done:
  return;
}
launch kernel @k grid 1 block 8 (3);
)");
  ASSERT_TRUE(P);
  std::string Before = printProgram(*P);
  DiagnosticEngine D;
  ASSERT_TRUE(runPredicationPipeline(*P, D)) << diagText(D);
  EXPECT_EQ(printProgram(*P), Before);
}

TEST(Predication, Figure39KeepsTheUniformLoop) {
  std::unique_ptr<Program> P = parse(Fig39);
  ASSERT_TRUE(P);
  DiagnosticEngine D;
  ASSERT_TRUE(runPredicationPipeline(*P, D)) << diagText(D);
  const Procedure &K = P->Procs[0];
  // The divergent if is gone, the loop and its unpredicated barrier stay.
  for (const Block &B : K.Blocks) {
    if (B.Term.Kind == TermKind::Branch) {
      EXPECT_EQ(B.Label, "head");
    }
    for (const Stmt &S : B.Stmts) {
      if (S.Kind == StmtKind::Barrier) {
        EXPECT_EQ(S.Pred, nullptr);
      }
    }
  }
  expectRoundTrip(*P, "fig 3.9 predicated");
}

TEST(Predication, DivergentReturnPredicatesTheRest) {
  std::unique_ptr<Program> P = parse(R"(
proc @k() {
entry:
  br threadIdx.x == 0, out, rest;
out:
  return;
rest:
  barrier.cta;
  return;
}
launch kernel @k grid 1 block 8 ();
)");
  ASSERT_TRUE(P);
  DiagnosticEngine D;
  ASSERT_TRUE(runPredicationPipeline(*P, D)) << diagText(D);
  const Procedure &K = P->Procs[0];
  ASSERT_EQ(K.Blocks.size(), 1u);
  bool SawBarrier = false;
  for (const Stmt &S : K.Blocks[0].Stmts)
    if (S.Kind == StmtKind::Barrier) {
      SawBarrier = true;
      EXPECT_NE(S.Pred, nullptr);
    }
  EXPECT_TRUE(SawBarrier);
  expectRoundTrip(*P, "divergent return");
}

TEST(Inline, RemovesEveryCall) {
  std::unique_ptr<Program> P = parse(R"(
global @A : i32[8];
proc @add(a : i32, b : i32) : i32 {
  var t : i32;
entry:
  t = a + b;
  br t >s 3, big, small;
big:
  return t;
small:
  return 0;
}
proc @k() {
  var x : i32;
entry:
  x = call @add(threadIdx.x, 1);
  (x >s 0) => call @add(x, x);
  store.na i32 @A[threadIdx.x], x;
  return;
}
launch kernel @k grid 1 block 8 ();
)");
  ASSERT_TRUE(P);
  DiagnosticEngine D;
  ASSERT_TRUE(inlineCalls(*P, D));
  EXPECT_TRUE(verifyProgram(*P, D)) << diagText(D) << printProgram(*P);
  for (const Procedure &Proc : P->Procs)
    for (const Block &B : Proc.Blocks)
      for (const Stmt &S : B.Stmts)
        EXPECT_NE(S.Kind, StmtKind::Call);
  expectRoundTrip(*P, "inlined");
}

/// Runs thread \p T of \p P alone (loads read the thread's own writes or
/// the initial contents, havoc chooses 0) and returns its enabled memory
/// events, one line each; "!" when it does not finish normally.
std::vector<std::string> soloTrace(const Program &P, uint64_t T,
                                   uint64_t Budget = 100000) {
  Evaluator E(P);
  ThreadState TS;
  E.initThread(TS, T);
  TS.StepBudget = Budget;
  std::map<std::pair<ObjectId, int64_t>, Value> Mem;
  std::vector<std::string> Trace;
  auto Read = [&](ObjectId O, int64_t Off) -> Value {
    auto It = Mem.find({O, Off});
    if (It != Mem.end())
      return It->second;
    const MemObject &Obj = P.object(O);
    return Off >= 0 && uint64_t(Off) < Obj.Init.size() ? Obj.Init[Off] : 0;
  };
  while (true) {
    Step S = E.run(TS);
    if (S.Kind == StepKind::Finished)
      return Trace;
    if (S.Kind == StepKind::Nondet) {
      E.resume(TS, 0);
      continue;
    }
    if (S.Kind != StepKind::Event) {
      Trace.push_back("!" + std::to_string(static_cast<int>(S.Kind)));
      return Trace;
    }
    std::string Line = std::string(stmtKindName(S.S->Kind)) + " " +
                       std::to_string(S.Obj) + "[" + std::to_string(S.Offset) +
                       "] " + std::to_string(S.Val[0]);
    Value Old = 0;
    switch (S.S->Kind) {
    case StmtKind::Load:
      Old = Read(S.Obj, S.Offset);
      break;
    case StmtKind::Store:
      Mem[{S.Obj, S.Offset}] = S.Val[0];
      break;
    case StmtKind::Rmw:
      Old = Read(S.Obj, S.Offset);
      Mem[{S.Obj, S.Offset}] = applyRmw(S.S->Rmw, S.S->AccessTy, Old, S.Val[0]);
      break;
    case StmtKind::Cas:
      Old = Read(S.Obj, S.Offset);
      if (Old == S.Val[0])
        Mem[{S.Obj, S.Offset}] = S.Val[1];
      break;
    default:
      break;
    }
    if (S.Enabled)
      Trace.push_back(Line);
    E.resume(TS, Old);
  }
}

/// Predication keeps each thread's own behaviour: run alone, every thread
/// of every kernel test performs the same enabled memory events before and
/// after.
TEST(Predication, SameEventsPerThread) {
  namespace fs = std::filesystem;
  fs::path Root = SCOPECHECK_SOURCE_DIR;
  unsigned Compared = 0;
  for (const char *Dir : {"tests/lit/passes", "tests/lit/ir/roundtrip"}) {
    for (const auto &Entry : fs::directory_iterator(Root / Dir)) {
      if (Entry.path().extension() != ".ir")
        continue;
      DiagnosticEngine D;
      std::unique_ptr<Program> P = parseFile(Entry.path().string(), D);
      std::unique_ptr<Program> Q = parseFile(Entry.path().string(), D);
      if (!P || !Q || !verifyProgram(*P, D) || P->Run.K != Launch::Kind::Kernel)
        continue;
      ASSERT_TRUE(runPredicationPipeline(*Q, D)) << diagText(D);
      Evaluator E(*P);
      for (uint64_t T = 0; T < E.numThreads() && T < 64; ++T)
        EXPECT_EQ(soloTrace(*P, T), soloTrace(*Q, T))
            << Entry.path() << " thread " << T << "\n"
            << printProgram(*Q);
      ++Compared;
    }
  }
  EXPECT_GE(Compared, 5u);
}

/// Explores the two-thread program \p P exhaustively over small domains:
/// thread and block ids in [0, 8), the watched offset in [0, 16), every
/// other havoc 0. Returns the set of assertion messages that can fail.
std::set<std::string> twoThreadFailures(const Program &P,
                                        unsigned OtherDomain = 1) {
  Evaluator E(P);
  std::set<std::string> Failures;
  // Each run follows a vector of choices; runs are enumerated
  // odometer-style over the domains met along the way.
  std::vector<unsigned> Choices, Domains;
  while (true) {
    ThreadState TS;
    E.initThread(TS, 0);
    TS.StepBudget = 100000;
    std::map<std::pair<ObjectId, int64_t>, Value> Mem;
    size_t Next = 0;
    while (true) {
      Step S = E.run(TS);
      if (S.Kind == StepKind::Nondet) {
        const Procedure &Proc = P.Procs[TS.Frames.back().Proc];
        const std::string &Name = Proc.Vars[S.S->Dest].Name;
        unsigned Domain =
            Name.rfind("tid.", 0) == 0 || Name.rfind("bid.", 0) == 0 ? 8
            : Name == "watched"                                      ? 16
                                : OtherDomain;
        if (Next == Choices.size()) {
          Choices.push_back(0);
          Domains.push_back(Domain);
        }
        E.resume(TS, Choices[Next++]);
        continue;
      }
      if (S.Kind == StepKind::Event) {
        Value Old = 0;
        if (S.S->Kind == StmtKind::Load) {
          auto It = Mem.find({S.Obj, S.Offset});
          const MemObject &O = P.object(S.Obj);
          Old = It != Mem.end() ? It->second
                : S.Offset >= 0 && uint64_t(S.Offset) < O.Init.size()
                    ? O.Init[S.Offset]
                    : 0;
        } else if (S.S->Kind == StmtKind::Store)
          Mem[{S.Obj, S.Offset}] = S.Val[0];
        E.resume(TS, Old);
        continue;
      }
      if (S.Kind == StepKind::Error) {
        EXPECT_EQ(S.Err, EvalError::AssertionFailed);
        if (S.S)
          Failures.insert(S.S->Message);
      }
      break; // finished, blocked by an assume, or failed
    }
    Choices.resize(Next);
    Domains.resize(Next);
    while (!Choices.empty() && Choices.back() + 1 >= Domains.back()) {
      Choices.pop_back();
      Domains.pop_back();
    }
    if (Choices.empty())
      return Failures;
    ++Choices.back();
  }
}

std::set<std::string> reduceAndExplore(const std::string &Text,
                                       TwoThreadOptions Opts = {},
                                       unsigned OtherDomain = 1) {
  std::unique_ptr<Program> P = parse(Text);
  if (!P)
    return {"parse error"};
  DiagnosticEngine D;
  EXPECT_TRUE(runTwoThreadPipeline(*P, D, Opts)) << diagText(D);
  expectRoundTrip(*P, "two-thread");
  return twoThreadFailures(*P, OtherDomain);
}

const char *NborTemplate = R"(
shared @A : i32[8];
proc @nbor(i : i32, n : i32) {
  var tid : i32;
  var v : i32;
  var w : i32;
entry:
  tid = threadIdx.x;
  v = 0;
  br tid + i <u n, then, join;
then:
  v = load.na i32 @A[tid + i];
  goto join;
join:
  w = load.na i32 @A[tid];
  BARRIER
  store.na i32 @A[tid], v + w;
  return;
}
launch kernel @nbor grid 1 block 4 (1, 4);
)";

std::string nbor(bool WithBarrier) {
  std::string Text = NborTemplate;
  Text.replace(Text.find("BARRIER"), 7, WithBarrier ? "barrier.cta;" : "");
  return Text;
}

TEST(TwoThread, FindsTheNborRaceAndItsFix) {
  EXPECT_EQ(reduceAndExplore(nbor(false)),
            std::set<std::string>{"read-write race on @A"});
  EXPECT_TRUE(reduceAndExplore(nbor(true)).empty());
}

TEST(TwoThread, FindsBarrierDivergence) {
  EXPECT_EQ(reduceAndExplore(R"(
proc @k() {
entry:
  br threadIdx.x %u 2 == 0, even, odd;
even:
  barrier.cta;
  goto done;
odd:
  barrier.cta;
  goto done;
done:
  return;
}
launch kernel @k grid 1 block 4 ();
)"),
            std::set<std::string>{"barrier divergence"});
}

TEST(TwoThread, UniformLoopBarrierIsFine) {
  // Fig. 3.9: no divergence, no race.
  EXPECT_TRUE(reduceAndExplore(Fig39).empty());
}

TEST(TwoThread, WriteWriteRaceAndInterBlockGlobal) {
  // A[tid % 2] = tid: write-write race inside a block.
  EXPECT_EQ(reduceAndExplore(R"(
shared @A : i32[2];
proc @k() {
entry:
  store.na i32 @A[threadIdx.x %u 2], threadIdx.x;
  return;
}
launch kernel @k grid 1 block 4 ();
)"),
            std::set<std::string>{"write-write race on @A"});
  // Global memory: the barrier orders the block, not the other blocks
  // (which also write the same G[tid]).
  EXPECT_EQ(reduceAndExplore(R"(
global @G : i32[4];
proc @k() {
  var v : i32;
entry:
  store.na i32 @G[threadIdx.x], 1;
  barrier.cta;
  v = load.na i32 @G[(threadIdx.x + 1) %u 2];
  return;
}
launch kernel @k grid 2 block 2 ();
)"),
            (std::set<std::string>{"write-read race on @G",
                                   "write-write race on @G"}));
  // Shared memory is per block: the same kernel on shared memory is fine.
  EXPECT_TRUE(reduceAndExplore(R"(
shared @S : i32[4];
proc @k() {
  var v : i32;
entry:
  store.na i32 @S[threadIdx.x], 1;
  barrier.cta;
  v = load.na i32 @S[(threadIdx.x + 1) %u 2];
  return;
}
launch kernel @k grid 2 block 2 ();
)")
                  .empty());
}

/// The lit examples, reduced and explored: the expected races and
/// divergences, and nothing else.
TEST(TwoThread, LitExamples) {
  namespace fs = std::filesystem;
  fs::path Dir = fs::path(SCOPECHECK_SOURCE_DIR) / "tests/lit/passes";
  std::map<std::string, std::set<std::string>> Expected = {
      {"nbor.ir", {"read-write race on @A"}},
      {"divergence-if.ir", {"barrier divergence"}},
      {"divergence-loops.ir", {"barrier divergence"}},
      {"fig3-9-uniformity.ir", {}},
      {"loop-nonuniform-bound.ir", {"barrier divergence"}},
      {"loop-break-return.ir", {"barrier divergence"}},
  };
  for (const auto &[File, Failures] : Expected) {
    DiagnosticEngine D;
    std::unique_ptr<Program> P = parseFile((Dir / File).string(), D);
    ASSERT_TRUE(P) << diagText(D);
    ASSERT_TRUE(runTwoThreadPipeline(*P, D)) << diagText(D);
    EXPECT_EQ(twoThreadFailures(*P), Failures) << File;
  }
}

TEST(TwoThread, AtomicsRaceOnlyWithPlainAccesses) {
  auto Run = [](const std::string &First, const std::string &Second) {
    return reduceAndExplore(R"(
global @X : i32[1];
proc @k() {
  var v : i32;
entry:
  br threadIdx.x == 0, a, b;
a:
  )" + First + R"(;
  goto done;
b:
  )" + Second + R"(;
  goto done;
done:
  return;
}
launch kernel @k grid 1 block 2 ();
)");
  };
  std::string Rmw = "v = rmw.add.rlx.gpu i32 @X[0], 1";
  std::string ALoad = "v = load.acq.gpu i32 @X[0]";
  std::string Load = "v = load.na i32 @X[0]";
  std::string Store = "store.na i32 @X[0], 1";
  EXPECT_TRUE(Run(Rmw, Rmw).empty());
  EXPECT_TRUE(Run(ALoad, Rmw).empty());
  EXPECT_TRUE(Run(ALoad, Load).empty());
  // Predication orders the two arms, so the pair is found with the first
  // arm's access logged and the second's checked.
  EXPECT_EQ(Run(Load, Rmw), std::set<std::string>{"read-atomic race on @X"});
  EXPECT_EQ(Run(ALoad, Store),
            std::set<std::string>{"atomic-read-write race on @X"});
}

TEST(TwoThread, EqualityAbstraction) {
  // Both threads read one location and use it as a base index: a race
  // under the adversarial abstraction (the two reads may differ), none
  // under the equality abstraction, also after a barrier (new epoch).
  std::string Text = R"(
SPACE @S : i32[4];
global @T : i32[64];
proc @k() {
  var k : i32;
entry:
  k = load.na i32 @S[0];
  store.na i32 @T[k + blockIdx.x * 4 + threadIdx.x], 1;
  PHASE2
  return;
}
launch kernel @k grid GRID block 4 ();
)";
  auto Make = [&](const char *Space, const char *Grid, bool Phase2) {
    std::string T = Text;
    T.replace(T.find("SPACE"), 5, Space);
    T.replace(T.find("GRID"), 4, Grid);
    T.replace(T.find("PHASE2"), 6,
              Phase2 ? "barrier.cta;\n  k = load.na i32 @S[1];\n"
                       "  store.na i32 @T[k + threadIdx.x], 2;"
                     : "");
    return T;
  };
  TwoThreadOptions Equal;
  Equal.Equality = true;
  EXPECT_EQ(reduceAndExplore(Make("shared", "1", true), {}, 2),
            std::set<std::string>{"write-write race on @T"});
  EXPECT_TRUE(reduceAndExplore(Make("shared", "1", true), Equal, 2).empty());
  EXPECT_TRUE(reduceAndExplore(Make("global", "2", false), Equal, 2).empty());
  // Two blocks see two copies of shared memory: S[0] may differ.
  EXPECT_EQ(reduceAndExplore(Make("shared", "2", false), Equal, 2),
            std::set<std::string>{"write-write race on @T"});
}

TEST(TwoThread, KnownEqualityKeepsThePairsElementsAcrossABarrier) {
  // Thesis Fig. 4.1(c): a thread's own write is what it reads after the
  // barrier under known-equality (the adversarial abstraction reads any
  // value).
  const char *Text = R"(
shared @S : i32[8];
proc @k() {
  var v : i32;
entry:
  store.na i32 @S[threadIdx.x], threadIdx.x + 5;
  barrier.cta;
  v = load.na i32 @S[threadIdx.x];
  assert v == threadIdx.x + 5, "own value";
  return;
}
launch kernel @k grid 1 block 4 ();
)";
  EXPECT_EQ(reduceAndExplore(Text, {}, 2), std::set<std::string>{"own value"});
  TwoThreadOptions Equal;
  Equal.Equality = true;
  EXPECT_TRUE(reduceAndExplore(Text, Equal, 2).empty());
}

const char *BarrierInvariantTemplate = R"(
shared @S : i32[8];
global @T : i32[8];
proc @k() {
  var barrier_invariant.check : bool;
  var barrier_invariant.assume : bool;
  var barrier_invariant.inst : i32;
  var c : i32;
  var a : i32;
  var v : i32;
entry:
  store.na i32 @S[threadIdx.x], threadIdx.x;
  barrier_invariant.check => c = load.na i32 @S[CHECKED];
  barrier_invariant.check => assert c == CHECKED, "barrier invariant";
  barrier.cta;
  barrier_invariant.assume => barrier_invariant.inst = (threadIdx.x + 1) %u 4;
  barrier_invariant.assume => a = load.na i32 @S[barrier_invariant.inst];
  barrier_invariant.assume => assume !(barrier_invariant.inst <u blockDim.x) || a == barrier_invariant.inst;
  v = load.na i32 @S[(threadIdx.x + 1) %u 4];
  store.na i32 @T[v], 1;
  return;
}
launch kernel @k grid 1 block 4 ();
)";

std::string barrierInvariant(const char *Checked) {
  std::string T = BarrierInvariantTemplate;
  for (size_t At; (At = T.find("CHECKED")) != std::string::npos;)
    T.replace(At, 7, Checked);
  return T;
}

TEST(Ghost, StripKeepsTheInlinedCallsOfNoInline) {
  // `--no-inline`'s two translations of a call (TranslateOptions::NoInline):
  // the concrete engines get the inlined one, and no block of the modular
  // one (its havocs would be inputs for their analyses).
  std::unique_ptr<Program> P = parse(R"(
global @A : i32[*];
proc @k(a : ptr) {
  var gpuverify.modular : bool;
  var any : i32;
  var r : i32;
entry:
  br gpuverify.modular, modular, inlined;
modular:
  havoc any;
  r = any;
  goto join;
inlined:
  r = threadIdx.x + 1;
  goto join;
join:
  store.na i32 a[zext.i64(r)], r;
  return;
}
launch kernel @k grid 1 block 4 (@A);
)");
  ASSERT_TRUE(P);
  stripBarrierInvariants(*P);
  const Procedure &K = P->Procs[0];
  ASSERT_EQ(K.Blocks.size(), 3u);
  EXPECT_EQ(K.Blocks[0].Term.Kind, TermKind::Goto);
  EXPECT_EQ(K.Blocks[K.Blocks[0].Term.Targets[0]].Label, "inlined");
  for (const Block &B : K.Blocks)
    for (const Stmt &S : B.Stmts)
      EXPECT_NE(S.Kind, StmtKind::Havoc);
  DiagnosticEngine D;
  EXPECT_TRUE(verifyProgram(*P, D)) << diagText(D) << printProgram(*P);
}

TEST(TwoThread, BarrierInvariantIsCheckedAndAssumed) {
  // Thesis Fig. 4.1(d) as a race: each thread writes T[S[its neighbour]].
  // The invariant S[x] == x, checked for both threads and assumed for the
  // neighbour, makes the writes distinct.
  EXPECT_TRUE(
      reduceAndExplore(barrierInvariant("threadIdx.x"), {}, 2).empty());
  // Stripped (what the concrete engines get), the neighbour's element is
  // unknown again: a race under the adversarial abstraction.
  std::unique_ptr<Program> P = parse(barrierInvariant("threadIdx.x"));
  ASSERT_TRUE(P);
  EXPECT_TRUE(hasBarrierInvariants(*P));
  stripBarrierInvariants(*P);
  EXPECT_EQ(P->Procs[0].Blocks[0].Stmts.size(), 4u);
  // An element the pair did not access since the last barrier (S[0] for
  // threads 1 and 2) cannot be checked by the pair.
  EXPECT_EQ(reduceAndExplore(barrierInvariant("0"), {}, 2),
            (std::set<std::string>{
                "barrier invariant reads 'S' at an element that neither "
                "thread accessed since the last barrier"}));
}

TEST(TwoThread, BlockDependentCodeAcrossBlocks) {
  // Only block 0 waits at the barrier: uniform within each block, so no
  // divergence; each block writes its own half of @G.
  EXPECT_TRUE(reduceAndExplore(R"(
global @G : i32[8];
proc @k() {
  var base : i32;
entry:
  base = blockIdx.x * blockDim.x;
  br blockIdx.x == 0, first, rest;
first:
  barrier.cta;
  goto rest;
rest:
  store.na i32 @G[base + threadIdx.x], 1;
  return;
}
launch kernel @k grid 2 block 4 ();
)")
                  .empty());
}

TEST(TwoThread, DivergentLoopWithoutBarrierThenBarrier) {
  // Thread t loops t times over its own slot; all threads then meet at a
  // barrier outside the loop and read their neighbour's slot.
  EXPECT_TRUE(reduceAndExplore(R"(
shared @S : i32[4];
proc @k() {
  var i : i32;
  var v : i32;
entry:
  goto head;
head:
  br i <u threadIdx.x, body, done;
body:
  store.na i32 @S[threadIdx.x], i;
  i = i + 1;
  goto head;
done:
  barrier.cta;
  v = load.na i32 @S[(threadIdx.x + 1) %u 4];
  return;
}
launch kernel @k grid 1 block 4 ();
)")
                  .empty());
}

/// Predication's postcondition: the only branches left on non-uniform
/// conditions in reachable blocks are loop branches on a loop predicate `p.H`
/// whose false target is the loop's exit block.
void expectOnlyLoopBranchesDiverge(const Program &P, const std::string &What) {
  for (const Procedure &Proc : P.Procs) {
    UniformityInfo U = analyzeUniformity(Proc);
    CfgInfo Cfg(Proc);
    for (BlockId BI : Cfg.rpo()) {
      const Block &B = Proc.Blocks[BI];
      const Terminator &T = B.Term;
      if (T.Kind != TermKind::Branch || T.Targets[0] == T.Targets[1] ||
          U.isUniform(T.Cond))
        continue;
      ASSERT_EQ(T.Cond->Kind, ExprKind::VarRef) << What << " " << B.Label;
      EXPECT_EQ(Proc.Vars[T.Cond->Index].Name.rfind("p.", 0), 0u)
          << What << " " << B.Label;
      const std::string &Exit = Proc.Blocks[T.Targets[1]].Label;
      EXPECT_NE(Exit.find(".exit"), std::string::npos)
          << What << " " << B.Label;
    }
  }
}

/// The same on random programs (havoc choosing 0, loads reading the
/// thread's own writes).
TEST(Predication, SameEventsPerThreadOnRandomPrograms) {
  unsigned Compared = 0;
  for (uint64_t Seed = 1; Seed <= 300; ++Seed) {
    std::unique_ptr<Program> P = scopecheck::ir::test::randomProgram(Seed);
    std::unique_ptr<Program> Q = scopecheck::ir::test::randomProgram(Seed);
    DiagnosticEngine D;
    if (!verifyProgram(*P, D) || P->Run.K == Launch::Kind::None ||
        !runPredicationPipeline(*Q, D))
      continue;
    // The evaluator needs closed constant launch arguments.
    bool Closed = true;
    Value Ignored;
    for (const Expr *A : P->Run.Args)
      Closed = Closed && evalConstant(*P, A, Ignored);
    for (const ExplicitThread &T : P->Run.Threads)
      for (const Expr *A : T.Args)
        Closed = Closed && evalConstant(*P, A, Ignored);
    if (!Closed)
      continue;
    Evaluator E(*P);
    for (uint64_t T = 0; T < E.numThreads() && T < 8; ++T) {
      std::vector<std::string> A = soloTrace(*P, T, 5000),
                               B = soloTrace(*Q, T, 5000);
      // A run cut by the step budget: predication changes the number of
      // steps, so only the common prefix compares.
      std::string Limit = "!" + std::to_string(int(StepKind::StepLimit));
      if ((!A.empty() && A.back() == Limit) ||
          (!B.empty() && B.back() == Limit)) {
        size_t N = std::min(A.size(), B.size()) - 1;
        A.resize(N);
        B.resize(N);
      }
      EXPECT_EQ(A, B) << "seed " << Seed << " thread " << T << "\n"
                      << printProgram(*P) << "\n=====\n"
                      << printProgram(*Q);
    }
    ++Compared;
  }
  EXPECT_GE(Compared, 100u);
}

/// Every verified IR file of the tree: predicated and (kernel launches)
/// two-thread output verifies and round-trips.
TEST(Passes, EveryIrFileInTheTree) {
  namespace fs = std::filesystem;
  std::vector<fs::path> Files;
  fs::path Root = SCOPECHECK_SOURCE_DIR;
  for (const char *Dir : {"tests/lit", "kernels"}) {
    std::error_code EC;
    for (auto It = fs::recursive_directory_iterator(Root / Dir, EC);
         It != fs::recursive_directory_iterator(); It.increment(EC)) {
      if (EC)
        break;
      if (It->is_regular_file() && It->path().extension() == ".ir")
        Files.push_back(It->path());
    }
  }
  std::sort(Files.begin(), Files.end());
  unsigned Predicated = 0, Reduced = 0;
  for (const fs::path &Path : Files) {
    DiagnosticEngine D;
    std::unique_ptr<Program> P = parseFile(Path.string(), D);
    if (!P || D.hasErrors() || !verifyProgram(*P, D))
      continue; // error tests
    bool Kernel = P->Run.K == Launch::Kind::Kernel;
    if (!runPredicationPipeline(*P, D)) {
      ADD_FAILURE() << Path << ": predication failed:\n" << diagText(D);
      continue;
    }
    expectRoundTrip(*P, Path.string() + " predicated");
    expectOnlyLoopBranchesDiverge(*P, Path.string());
    ++Predicated;
    if (!Kernel)
      continue;
    // The two-thread reduction refuses asynchronous copies by design (the
    // symbolic engine's documented refusal, docs/memory-model.md).
    bool HasCopies = false;
    for (const Procedure &Proc : P->Procs)
      for (const Block &B : Proc.Blocks)
        for (const Stmt &S : B.Stmts)
          HasCopies |= S.Copy != CopyMark::None;
    if (HasCopies)
      continue;
    std::unique_ptr<Program> Q = parseFile(Path.string(), D);
    if (!runTwoThreadPipeline(*Q, D)) {
      ADD_FAILURE() << Path << ": two-thread reduction failed:\n"
                    << diagText(D);
      continue;
    }
    expectRoundTrip(*Q, Path.string() + " two-thread");
    ++Reduced;
  }
  EXPECT_GE(Predicated, 20u);
  EXPECT_GE(Reduced, 5u);
}

TEST(Passes, RandomPrograms) {
  for (uint64_t Seed = 1; Seed <= 300; ++Seed) {
    std::unique_ptr<Program> P = scopecheck::ir::test::randomProgram(Seed);
    DiagnosticEngine D;
    if (!verifyProgram(*P, D))
      continue;
    if (!runPredicationPipeline(*P, D)) {
      // Divergent returns from non-void procedures are not supported.
      EXPECT_NE(diagText(D).find("not supported"), std::string::npos)
          << "seed " << Seed << ":\n"
          << diagText(D);
      continue;
    }
    expectRoundTrip(*P, "random seed " + std::to_string(Seed));
    expectOnlyLoopBranchesDiverge(*P, "random seed " + std::to_string(Seed));
  }
}

/// The live variables the explorer compares spin states on: a loop's
/// variables that the loop overwrites before reading are dead at its head,
/// a predicated assignment does not kill its destination, and a branch
/// condition and a call argument are uses.
TEST(Liveness, LoopsPredicatesAndCalls) {
  auto P = parse(R"(global @lock : i32;
global @counter : i32;
proc @f(x : i32) {
entry:
  return;
}
proc @p() {
  var v : i32;
  var old : i32;
  var q : bool;
  var w : i32;
  var u : i32;
entry:
  old = 1;
  goto spin;
spin:
  v = load.rlx.gpu i32 @lock;
  br v == 0, try, spin;
try:
  old = cas.acq.gpu i32 @lock, 0, 1;
  br old == 0, critical, spin;
critical:
  q = v == 0;
  q => w = 5;
  call @f(u);
  store.na i32 @counter, w;
  return;
}
launch threads {
  thread @p block 0;
}
)");
  ASSERT_TRUE(P);
  const Procedure &Proc = P->Procs[1];
  auto block = [&](const std::string &Label) {
    for (BlockId B = 0; B < Proc.Blocks.size(); ++B)
      if (Proc.Blocks[B].Label == Label)
        return B;
    ADD_FAILURE() << "no block " << Label;
    return BlockId(0);
  };
  Liveness L(Proc);
  VarId V = var(Proc, "v"), Old = var(Proc, "old"), Q = var(Proc, "q"),
        W = var(Proc, "w"), U = var(Proc, "u");
  // At the test load: v and old are overwritten before they are read, q
  // too; w (the predicated assignment may leave it) and u are live.
  BlockId Spin = block("spin");
  EXPECT_FALSE(L.liveBefore(Spin, 0, V));
  EXPECT_FALSE(L.liveBefore(Spin, 0, Old));
  EXPECT_FALSE(L.liveBefore(Spin, 0, Q));
  EXPECT_TRUE(L.liveBefore(Spin, 0, W));
  EXPECT_TRUE(L.liveBefore(Spin, 0, U));
  // Before the branch on v (the terminator, index 1): v is read.
  EXPECT_TRUE(L.liveBefore(Spin, 1, V));
  // At the cas: v is read in the critical section, old is not yet.
  BlockId Try = block("try");
  EXPECT_TRUE(L.liveBefore(Try, 0, V));
  EXPECT_FALSE(L.liveBefore(Try, 0, Old));
  EXPECT_TRUE(L.liveBefore(Try, 1, Old));
  // In the critical section: q is read by the predicate, then dead; u is
  // read by the call; nothing is live at the return.
  BlockId Crit = block("critical");
  EXPECT_TRUE(L.liveBefore(Crit, 1, Q));
  EXPECT_FALSE(L.liveBefore(Crit, 2, Q));
  EXPECT_TRUE(L.liveBefore(Crit, 2, U));
  EXPECT_FALSE(L.liveBefore(Crit, 3, U));
  EXPECT_TRUE(L.liveBefore(Crit, 3, W));
  for (VarId X : {V, Old, Q, W, U})
    EXPECT_FALSE(L.liveBefore(Crit, 4, X));
  // Live at the entry: w and u only (read before any certain assignment).
  BlockId Entry = block("entry");
  EXPECT_FALSE(L.liveBefore(Entry, 0, Old));
  EXPECT_TRUE(L.liveBefore(Entry, 0, W));
}

} // namespace
