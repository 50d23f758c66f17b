//===- checker/ActiveLanes.h - Partitions of active lanes ------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `warp.active` (`__activemask()`, `coalesced_threads()`) gives each lane
/// the lanes that execute that instance together with it. Under independent
/// thread scheduling that can be any partition of the lanes that reach the
/// instance (lanes executing it together get the same set; docs/memory-
/// model.md "Active lanes"). Both exact engines complete a `warp.active`
/// only when nothing else can move (so that every lane that will reach the
/// instance has reached it) and ask an ActiveScript for the partition; the
/// engine's driver reruns the whole check for every partition of every
/// instance met (ActiveScript::next), up to a limit past which the check is
/// incomplete. So no verdict rests on a partition that was not explored.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_ACTIVELANES_H
#define SCOPECHECK_CHECKER_ACTIVELANES_H

#include "checker/Report.h"
#include "ir/Evaluator.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace scopecheck::checker {

/// The partitions chosen for the `warp.active` instances of one run, and
/// the enumeration of all combinations over runs (depth first: instances
/// in the order they were first met; an instance first met after the one
/// that changed starts again from its first partition).
class ActiveScript {
public:
  /// At most this many runs (partition combinations) per check.
  static constexpr uint64_t MaxRuns = 1000;

  /// The lanes (a mask within the warp) in the class of \p Lane of the
  /// partition chosen for instance \p Key, a partition of the lanes in
  /// \p Lanes (the lanes of the warp that exist; \p Lane among them). The
  /// first partition of an instance puts all lanes in one class. With
  /// \p Together (--warp-sync) every lane is in one class, no choice.
  /// The key is a description ("at FILE:L:C in warp W of block B"), then
  /// '#' and what else identifies the instance (not shown).
  uint32_t classOf(const std::string &Key, uint32_t Lanes, unsigned Lane);
  /// Moves to the next combination; false when every one was explored.
  bool next();
  /// Whether some instance was met (the check depends on the choice).
  bool used() const { return !Entries.empty() || Used; }
  /// A readable description of the current choice, for witnesses:
  /// "lanes {0,1} and {2,3} at KEY".
  std::string describe() const;
  bool Together = false;

private:
  struct Entry {
    std::string Key;
    uint32_t Lanes = 0;
    std::vector<uint8_t> Rgs; ///< restricted growth string, one per lane
  };
  std::vector<Entry> Entries;
  std::map<std::string, size_t> Index;
  bool Used = false;
};

/// Runs \p Check (one whole check with \p Script's current choice) for
/// every combination of partitions (ActiveScript::next) and merges the
/// results: the violations of all runs (each with a note naming the
/// partition when one was chosen), executions added up, incomplete when
/// a run is, when ActiveScript::MaxRuns runs or \p TimeoutSeconds (0: no
/// limit) did not cover every combination. Stops at the first run with an
/// error when \p StopOnFirst.
CheckResult exploreActivePartitions(const std::function<CheckResult()> &Check,
                                    ActiveScript &Script, bool StopOnFirst,
                                    double TimeoutSeconds);

/// The key of the `warp.active` instance that a lane of warp \p Warp of
/// block \p Block stopped at (\p TS at the statement): "at FILE:L:C in
/// warp W of block B", then '#' and the call stack's positions and loop
/// counters.
std::string activeInstanceKey(const ir::Program &P, const ir::ThreadState &TS,
                              const ir::Stmt &S, uint64_t Block, uint64_t Warp);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_ACTIVELANES_H
