//===- tests/unit/checker/ElementNameTest.cpp - Source names of elements --===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// elementName on the report metadata of fields that are arrays: the
/// indices go where the field path has `[]`, in FieldDims' order (arrays
/// of structures: `s[1].in[1].v[1]`, `ps[1].pos[1].y`), any left over
/// after the path (metadata without placeholders).
///
//===----------------------------------------------------------------------===//

#include "checker/Witness.h"

#include <gtest/gtest.h>

using namespace scopecheck;

namespace {

/// A program with one object of \p Size elements declared in a .cu file,
/// with the given report metadata.
ir::Program program(uint64_t Size, std::vector<uint64_t> Dims,
                    std::string Source, std::string Field,
                    std::vector<uint64_t> FieldDims) {
  ir::Program P;
  ir::MemObject O;
  O.Name = Source + "_leaf";
  O.Loc = {P.addFile("k.cu"), 3, 1};
  O.Size = Size;
  O.Dims = std::move(Dims);
  O.Source = std::move(Source);
  O.Field = std::move(Field);
  O.FieldDims = std::move(FieldDims);
  P.Objects.push_back(O);
  return P;
}

TEST(ElementNameTest, ArrayOfStructuresFieldPutsEachIndexInItsPlace) {
  // Outer s[4] with Inner in[2], Inner with float v[4]: leaf s.in.v.
  ir::Program P = program(32, {}, "s", ".in[].v[]", {2, 4});
  EXPECT_EQ(checker::elementName(P, 1, 13), "s[1].in[1].v[1]");
  EXPECT_EQ(checker::elementName(P, 1, 6), "s[0].in[1].v[2]");
  // Body ps[4] with float3 pos[2]: leaf ps.pos.y.
  ir::Program Q = program(8, {}, "ps", ".pos[].y", {2});
  EXPECT_EQ(checker::elementName(Q, 1, 3), "ps[1].pos[1].y");
  // Past the end of the array: the structure index past it, the field's
  // indices in place.
  EXPECT_EQ(checker::elementName(Q, 1, 8), "ps[4].pos[0].y");
}

TEST(ElementNameTest, OneStructureAndTwoDimensionalArrays) {
  // One structure (Size is the field's extent): no structure index.
  ir::Program P = program(4, {}, "o", ".in[].a", {4});
  EXPECT_EQ(checker::elementName(P, 1, 2), "o.in[2].a");
  // A two-dimensional array of structures with a two-dimensional field of
  // structures: g[2][3] of G { A grid[2][2]; } with A { int n; }.
  ir::Program Q = program(24, {2, 3}, "g", ".grid[][].n", {2, 2});
  EXPECT_EQ(checker::elementName(Q, 1, 4 * 4 + 2), "g[1][1].grid[1][0].n");
}

TEST(ElementNameTest, IndicesWithoutPlaceholdersFollowThePath) {
  ir::Program P = program(12, {}, "sp", ".pos", {3});
  EXPECT_EQ(checker::elementName(P, 1, 7), "sp[2].pos[1]");
}

} // namespace
