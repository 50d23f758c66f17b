//===- checker/Wire.h - Results of a search as bytes ------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A byte encoding of what the ranks of a distributed dpor search
/// (`--distributed`, docs/engines.md "Distributed exploration") send each
/// other: search paths, counts, findings with their witness graphs, and the
/// finding groups. Every rank runs the same program, translated the same
/// way, so a statement is sent as its position in the program (procedure,
/// block, index) and found again at the other end. No MPI here: the
/// encoding is tested on its own (tests/unit/checker/WireTest.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_WIRE_H
#define SCOPECHECK_CHECKER_WIRE_H

#include "checker/ExecutionGraph.h"
#include "checker/Findings.h"
#include "checker/Report.h"
#include "checker/WorkPool.h"

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace scopecheck::checker {

/// A message that does not decode (truncated, or naming a statement the
/// program does not have): an internal error of the distributed search.
struct WireError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The statements of a program, numbered in the order of procedures,
/// blocks and statements: the same numbers on every rank.
class StmtNumbering {
public:
  explicit StmtNumbering(const ir::Program &P);
  uint32_t number(const ir::Stmt *S) const; ///< ~0u for null
  const ir::Stmt *stmt(uint32_t N) const;   ///< null for ~0u; throws WireError

private:
  std::vector<const ir::Stmt *> Stmts;
  std::map<const ir::Stmt *, uint32_t> Numbers;
};

/// Appends values to a byte string (fixed-width little-endian integers,
/// length-prefixed strings and vectors).
class WireWriter {
public:
  explicit WireWriter(const StmtNumbering &N) : Numbers(N) {}
  void u64(uint64_t V);
  void u32(uint32_t V) { u64(V); }
  void flag(bool B) { u64(B ? 1 : 0); }
  void str(const std::string &S);
  void path(const SearchPath &P);
  void key(const SearchKey &K);
  void stats(const CheckStats &S); ///< the three counts
  void graph(const ExecutionGraph &G);
  void violation(const Violation &V);
  void groups(const FindingGroups &G);
  const std::string &bytes() const { return Out; }
  std::string take() { return std::move(Out); }

private:
  const StmtNumbering &Numbers;
  std::string Out;
};

/// Reads what a WireWriter wrote, in the same order; throws WireError when
/// the bytes run out or do not make sense.
class WireReader {
public:
  /// \p Bytes must outlive the reader.
  WireReader(const StmtNumbering &N, const std::string &Bytes)
      : Numbers(N), In(Bytes) {}
  WireReader(const StmtNumbering &, std::string &&) = delete;
  uint64_t u64();
  uint32_t u32();
  bool flag() { return u64() != 0; }
  std::string str();
  SearchPath path();
  SearchKey key();
  void stats(CheckStats &S);
  ExecutionGraph graph();
  Violation violation();
  FindingGroups groups();
  bool done() const { return Pos == In.size(); }

private:
  /// A count of items each at least \p MinBytes long, checked against the
  /// bytes left (a corrupt count never allocates).
  size_t count(size_t MinBytes);
  const StmtNumbering &Numbers;
  const std::string &In;
  size_t Pos = 0;
};

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_WIRE_H
