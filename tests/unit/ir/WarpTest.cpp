//===- tests/unit/ir/WarpTest.cpp - Warp collective semantics -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The shared semantics of warp collectives (ir/IR.h): the source lane of
/// each shuffle mode with widths, and the results of votes, match and
/// reductions, on values worked out by hand from PTX's shfl.sync rules.
///
//===----------------------------------------------------------------------===//

#include "ir/IR.h"

#include <gtest/gtest.h>

using namespace scopecheck::ir;

TEST(Warp, ShuffleIdxWrapsWithinSegment) {
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 5, 3, 32), 3u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 5, 35, 32), 3u); // low 5 bits
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 20, 3, 16), 19u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 20, 19, 16), 19u); // 19 mod 16
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 9, 7, 8), 15u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflIdx, 9, 0, 1), 9u);
}

TEST(Warp, ShuffleUpDownKeepOwnValueOutsideSegment) {
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflUp, 5, 2, 32), 3u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflUp, 1, 2, 32), 1u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflUp, 17, 2, 16), 17u); // before 16
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflUp, 18, 2, 16), 16u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflDown, 30, 1, 32), 31u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflDown, 31, 1, 32), 31u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflDown, 15, 1, 16), 15u); // not 16
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflDown, 14, 1, 16), 15u);
}

TEST(Warp, ShuffleXorReadsEarlierSegmentsOnly) {
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflXor, 6, 1, 32), 7u);
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflXor, 3, 20, 16), 3u);  // later: own
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflXor, 19, 20, 16), 7u); // earlier
  EXPECT_EQ(shuffleSourceLane(WarpOp::ShflXor, 1, 1, 2), 0u);
}

TEST(Warp, ValidWidths) {
  for (int64_t W : {1, 2, 4, 8, 16, 32})
    EXPECT_TRUE(isValidShuffleWidth(W)) << W;
  for (int64_t W : {0, -1, 3, 12, 33, 64})
    EXPECT_FALSE(isValidShuffleWidth(W)) << W;
}

TEST(Warp, VotesAndMatch) {
  uint64_t Ops[WarpSize] = {};
  for (unsigned L = 0; L < WarpSize; ++L)
    Ops[L] = L % 3 == 0;
  // Lanes 0, 3, 6 among the named lanes 0-7.
  EXPECT_EQ(warpResult(WarpOp::Ballot, Type::Bool, 0xff, 0, Ops), 0x49u);
  EXPECT_EQ(warpResult(WarpOp::Any, Type::Bool, 0x06, 1, Ops), 0u);
  EXPECT_EQ(warpResult(WarpOp::Any, Type::Bool, 0x0e, 1, Ops), 1u);
  EXPECT_EQ(warpResult(WarpOp::All, Type::Bool, 0x09, 0, Ops), 1u);
  EXPECT_EQ(warpResult(WarpOp::All, Type::Bool, 0x0b, 0, Ops), 0u);
  EXPECT_EQ(warpResult(WarpOp::Uni, Type::Bool, 0x06, 1, Ops), 1u);
  EXPECT_EQ(warpResult(WarpOp::Uni, Type::Bool, 0x0c, 2, Ops), 0u);
  uint64_t Keys[WarpSize] = {};
  for (unsigned L = 0; L < WarpSize; ++L)
    Keys[L] = L % 4;
  EXPECT_EQ(warpResult(WarpOp::MatchAny, Type::I32, ~0u, 6, Keys),
            0x44444444u);
  EXPECT_EQ(warpResult(WarpOp::MatchAll, Type::I32, ~0u, 6, Keys), 0u);
  EXPECT_EQ(warpResult(WarpOp::MatchAll, Type::I32, 0x11, 4, Keys), 0x11u);
}

TEST(Warp, Reductions) {
  uint64_t Ops[WarpSize] = {};
  for (unsigned L = 0; L < WarpSize; ++L)
    Ops[L] = uint32_t(int32_t(L) - 2); // -2, -1, 0, 1, ...
  EXPECT_EQ(warpResult(WarpOp::ReduceAdd, Type::I32, 0x7, 0, Ops),
            uint32_t(-3));
  EXPECT_EQ(warpResult(WarpOp::ReduceMin, Type::I32, 0x7, 0, Ops),
            uint32_t(-2));
  EXPECT_EQ(warpResult(WarpOp::ReduceMax, Type::I32, 0x7, 0, Ops), 0u);
  EXPECT_EQ(warpResult(WarpOp::ReduceUMin, Type::I32, 0x7, 0, Ops), 0u);
  EXPECT_EQ(warpResult(WarpOp::ReduceUMax, Type::I32, 0x7, 0, Ops),
            uint32_t(-1));
  EXPECT_EQ(warpResult(WarpOp::ReduceAnd, Type::I32, 0x3, 0, Ops),
            uint32_t(-2));
  EXPECT_EQ(warpResult(WarpOp::ReduceOr, Type::I32, 0x18, 0, Ops), 3u);
  EXPECT_EQ(warpResult(WarpOp::ReduceXor, Type::I32, 0x18, 0, Ops), 3u);
}
