//===- tests/unit/checker/FindingsTest.cpp - Grouping, SARIF helpers ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// FindingGroups (one finding per kind and pair of statements, counting
/// distinct pairs of threads and elements), the fix hints' positions and
/// the SARIF printer's splitting of witness lines.
///
//===----------------------------------------------------------------------===//

#include "checker/Findings.h"
#include "checker/Sarif.h"

#include <gtest/gtest.h>

using namespace scopecheck;
using namespace scopecheck::checker;

namespace {

Violation race(uint32_t LineA, uint32_t LineB, uint64_t TA, uint64_t TB,
               std::string Element) {
  Violation V;
  V.Kind = ViolationKind::DataRace;
  V.LocationName = std::move(Element);
  ViolationEvent A, B;
  A.Loc = {0, LineA, 5};
  B.Loc = {0, LineB, 5};
  A.ThreadInBlock = TA;
  B.ThreadInBlock = TB;
  A.IsAccess = B.IsAccess = true;
  A.IsWrite = true;
  V.Events = {A, B};
  return V;
}

TEST(FindingsTest, GroupsByKindAndPairOfStatements) {
  FindingGroups G;
  std::vector<Violation> Found;
  auto Add = [&](Violation V) {
    if (!G.merge(Found, V))
      Found.push_back(std::move(V));
  };
  Add(race(10, 12, 0, 1, "s[1]"));
  Add(race(10, 12, 1, 2, "s[2]"));
  // The same pair of threads on the same element again (another
  // execution), and with the events in the other order: not counted again.
  Add(race(10, 12, 1, 2, "s[2]"));
  Add(race(12, 10, 2, 1, "s[2]"));
  // Another pair of threads on an element already seen.
  Add(race(10, 12, 3, 2, "s[2]"));
  // Another pair of statements, and another kind: new findings.
  Add(race(10, 14, 0, 1, "s[1]"));
  Violation H = race(10, 12, 0, 1, "s[1]");
  H.Kind = ViolationKind::HeterogeneousRace;
  Add(H);
  ASSERT_EQ(Found.size(), 3u);
  EXPECT_EQ(Found[0].ThreadPairs, 3u);
  EXPECT_EQ(Found[0].Elements, 2u);
  EXPECT_EQ(Found[1].ThreadPairs, 1u);
  EXPECT_EQ(Found[2].Kind, ViolationKind::HeterogeneousRace);
  EXPECT_EQ(instanceSummary(Found[0]),
            "3 racing pairs of threads on 2 elements");
  EXPECT_EQ(instanceSummary(Found[1]), "");
}

TEST(FindingsTest, FixHintNamesPositionsAndTheMissingBarrier) {
  ir::Program P;
  P.addFile("k.cu");
  Violation V = race(31, 35, 0, 1, "s[1]");
  EXPECT_EQ(fixHint(P, V),
            "no barrier orders the write at 31:5 and the read at 35:5 (thread "
            "0 of block 0 and thread 1 of block 0): a __syncthreads() between "
            "them would order them; `scopecheck repair` can insert it");
  V.Events[1].Block = 3;
  EXPECT_EQ(fixHint(P, V).substr(0, 72),
            "the write at 31:5 and the read at 35:5 are in different blocks (0 "
            "and 3)");
}

// The hints name the constructs of the input's language, and promise
// `scopecheck repair` only for CUDA (it patches .cu sources only).
TEST(FindingsTest, FixHintSpeaksTheInputsLanguage) {
  ir::Program P;
  P.addFile("k.cl");
  P.Language = ir::SourceLanguage::OpenCl;
  Violation V = race(31, 35, 0, 1, "s[1]");
  EXPECT_EQ(fixHint(P, V),
            "no barrier orders the write at 31:5 and the read at 35:5 "
            "(work-item 0 of work-group 0 and work-item 1 of work-group 0): a "
            "barrier() whose flags name their memory (CLK_LOCAL_MEM_FENCE for __local, "
            "CLK_GLOBAL_MEM_FENCE for __global) between them would order "
            "them");
  Violation H = race(31, 35, 0, 0, "c[0]");
  H.Kind = ViolationKind::HeterogeneousRace;
  H.Events[0].Order = H.Events[1].Order = ir::MemOrder::Rlx;
  H.Events[0].Sc = H.Events[1].Sc = ir::Scope::Cta;
  H.Events[1].Block = 1;
  std::string Het = fixHint(P, H);
  EXPECT_NE(Het.find("widen it to memory_scope_device"), std::string::npos)
      << Het;
  EXPECT_EQ(Het.find("atomicAdd"), std::string::npos) << Het;
  EXPECT_EQ(Het.find("scopecheck repair"), std::string::npos) << Het;

  P.Language = ir::SourceLanguage::C11;
  EXPECT_EQ(fixHint(P, V),
            "nothing orders the write at 31:5 and the read at 35:5 (thread 0 "
            "of block 0 and thread 1 of block 0): protect both with one "
            "mutex (pthread_mutex_lock/unlock), make both accesses atomic, "
            "or order them through a flag written with memory_order_release "
            "and read with memory_order_acquire (or a pthread_barrier_wait "
            "both threads take part in)");
  Het = fixHint(P, H);
  EXPECT_NE(Het.find("__VERIFIER_memory_scope_device()"), std::string::npos)
      << Het;

  P.Language = ir::SourceLanguage::Litmus;
  EXPECT_EQ(fixHint(P, V),
            "nothing orders the write at 31:5 and the read at 35:5 (thread 0 "
            "of block 0 and thread 1 of block 0): make both accesses atomic, "
            "or order them through a location written with "
            "memory_order_release and read with memory_order_acquire");
  EXPECT_EQ(fixHint(P, V).find("mutex"), std::string::npos);

  // An .ir kernel: the IR's barrier, no repair.
  P.Language = ir::SourceLanguage::Ir;
  P.Run.K = ir::Launch::Kind::Kernel;
  EXPECT_EQ(fixHint(P, V),
            "no barrier orders the write at 31:5 and the read at 35:5 (thread "
            "0 of block 0 and thread 1 of block 0): a barrier (barrier.cta) "
            "between them would order them");
  // An .ir program of explicit threads: no barrier, release/acquire.
  P.Run.K = ir::Launch::Kind::Threads;
  EXPECT_EQ(fixHint(P, V).substr(0, 15), "nothing orders ");
}

TEST(FindingsTest, DimensionsAsTheSummaryWritesThem) {
  EXPECT_EQ(dimText({64, 1, 1}), "64");
  EXPECT_EQ(dimText({16, 16, 1}), "(16,16)");
  EXPECT_EQ(dimText({2, 1, 3}), "(2,1,3)");
}

TEST(SarifTest, SplitsTheLocationOffAWitnessLine) {
  TraceStep S = splitTraceLine(
      "thread 0 of block 1: write x[0] = 1 (rlx.gpu) at dir/k.cu:7:5");
  EXPECT_EQ(S.Text, "thread 0 of block 1: write x[0] = 1 (rlx.gpu)");
  EXPECT_EQ(S.File, "dir/k.cu");
  EXPECT_EQ(S.Line, 7u);
  EXPECT_EQ(S.Col, 5u);
  // A barrier line: the location is followed by the threads.
  S = splitTraceLine("block 0: barrier at k.cu:10:3 (threads 0-3)");
  EXPECT_EQ(S.Text, "block 0: barrier (threads 0-3)");
  EXPECT_EQ(S.Line, 10u);
  // " at " inside the text is not a location.
  S = splitTraceLine("thread 1 of block 0: finished without reaching it");
  EXPECT_EQ(S.Line, 0u);
  S = splitTraceLine("thread 1 of block 0: waits at barrier");
  EXPECT_EQ(S.Line, 0u);
  EXPECT_EQ(S.Text, "thread 1 of block 0: waits at barrier");
}

} // namespace
