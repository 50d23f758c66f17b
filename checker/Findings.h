//===- checker/Findings.h - Grouped and explained findings -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A finding is one Violation per kind and unordered pair of source
/// locations: it stands for every racing pair of threads and every memory
/// element the engine found for that pair of statements, keeps one of them
/// as its representative (the first found, with its witness) and counts the
/// others (Violation::Elements, Violation::ThreadPairs). FindingGroups does
/// the grouping for the engines; fixHint() says what synchronisation is
/// missing and how to fix it; verdictSummary() is the closing line of a
/// check. docs/usage.md "Findings" documents the wording.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_FINDINGS_H
#define SCOPECHECK_CHECKER_FINDINGS_H

#include "checker/Report.h"
#include "ir/IR.h"

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <unordered_set>
#include <vector>

namespace scopecheck::checker {

/// Groups the violations an engine finds into findings.
class FindingGroups {
public:
  /// Counts \p V as an instance of the finding of its kind and pair of
  /// source locations in \p Found. Returns true when that finding exists
  /// already (its counts now include V, which the caller drops); false when
  /// V is a new finding, which the caller must append to \p Found next
  /// (after completing it with its witness).
  /// \p Slot, when given, is set to the finding's index in \p Found.
  bool merge(std::vector<Violation> &Found, const Violation &V,
             size_t *Slot = nullptr);

  /// Adds the findings \p OtherFound that \p Other grouped (another part
  /// of the same search, -j N) to \p Found: a finding new here is moved
  /// from OtherFound to the end of Found (Moved[i] true); an existing one
  /// counts the instances of both (its representative stays: the caller
  /// picks one). Returns, for each finding of OtherFound, its index in
  /// Found. The counts are those merge would give for all the instances.
  std::vector<size_t> absorb(std::vector<Violation> &Found,
                             const FindingGroups &Other,
                             std::vector<Violation> &OtherFound,
                             std::vector<bool> &Moved);

private:
  friend class WireWriter; // checker/Wire.h: groups sent to another rank
  friend class WireReader;
  using LocKey = std::tuple<uint32_t, uint32_t, uint32_t>;
  std::map<std::tuple<int, LocKey, LocKey>, size_t> Index;
  /// "finding|element|threads" and "finding|element" of the instances seen.
  std::unordered_set<std::string> Pairs, Elements;
};

/// What synchronisation is missing for \p V and how to fix it, in the
/// kernel's terms, naming the source positions of its events ("no barrier
/// orders the write at 31:5 and the read at 35:12 ..."); empty when there
/// is nothing to suggest (a failed assertion). \p P names the files.
std::string fixHint(const ir::Program &P, const Violation &V);

/// Are the threads of \p V's own events in two warps (or blocks)? With
/// Violation::AcrossWarps (the other instances of its finding), whether a
/// `__syncwarp()` cannot order the finding.
bool eventsAcrossWarps(const Violation &V);

/// "1000 racing pairs of threads on 1000 elements" for a finding that
/// stands for more than one instance; empty for a single one.
std::string instanceSummary(const Violation &V);

/// The closing line of a check of \p P: "no errors found (exhaustive for
/// blockDim=4, gridDim=2 and the given inputs)", "2 errors found (2 data
/// races)", "no errors found, but the check is incomplete: REASON", worded
/// for the engine that ran (R.Engine). \p StopOnFirst: the engine stopped
/// at the first error.
std::string verdictSummary(const ir::Program &P, const CheckResult &R,
                           bool StopOnFirst);

/// "4", "(16,16)", "(2,2,2)": a launch dimension as the summary writes it.
std::string dimText(const ir::Dim3 &D);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_FINDINGS_H
