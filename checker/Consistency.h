//===- checker/Consistency.h - Memory-model consistency --------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every memory-model specific decision of the DPOR engine sits behind
/// ConsistencyChecker: whether a (partial) execution graph is consistent,
/// its happens-before relation (for race detection) and scope inclusion.
/// Three models: SRC11 (GPUMC Figure 3), RC11 (SRC11 with every scope the
/// system scope) and SC. docs/memory-model.md gives the definitions.
///
/// Two implementations give the same answers: the incremental one (the
/// default, checker/IncrementalConsistency.cpp) keeps a happens-before view
/// per event with the graph and checks only what the events added since the
/// graph's last consistent check can break; the relational one
/// (checker/Consistency.cpp) recomputes every relation of the whole graph
/// as bit matrices (O(n^3 / 64) for n events) and is the reference.
/// docs/memory-model.md "Implementation" says how they relate.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_CONSISTENCY_H
#define SCOPECHECK_CHECKER_CONSISTENCY_H

#include "checker/ExecutionGraph.h"
#include "checker/Model.h"

#include <memory>
#include <optional>
#include <string_view>

namespace scopecheck::checker {

/// The axioms; the names double as the reason an execution is inconsistent.
enum class Axiom : uint8_t {
  None,
  PorfAcyclic,    ///< No-Thin-Air: acyclic(po ∪ rf)
  Atomicity,      ///< rmw ∩ (fr ; co) = ∅
  Coherence,      ///< irreflexive(hb ; eco?)
  InclPscAcyclic, ///< acyclic(incl ∩ psc)
  ScAcyclic,      ///< the SC model: acyclic(po ∪ rf ∪ co ∪ fr)
};
std::string_view axiomName(Axiom A); ///< "porf-acyclic", "coherence", ...

class ConsistencyChecker {
public:
  virtual ~ConsistencyChecker();

  virtual ModelKind model() const = 0;

  /// Checks every axiom on \p G. On failure violatedAxiom() names the first
  /// axiom that failed (in the order of the Axiom enumeration).
  virtual bool isConsistent(const ExecutionGraph &G) = 0;
  Axiom violatedAxiom() const { return Violated; }

  /// hb of the graph last given to isConsistent, which must not have changed
  /// since. The initialisation write happens before every event.
  virtual bool happensBefore(EventId A, EventId B) const = 0;

  /// incl(A, B): both atomic and each one's scope includes the other's
  /// thread (always true between atomics under rc11 and sc). Barrier events
  /// are never in incl (they synchronise through their own rule).
  virtual bool inclusive(const ExecutionGraph &G, EventId A,
                         EventId B) const = 0;

protected:
  Axiom Violated = Axiom::None;
};

/// incl(A, B) under model \p M (ConsistencyChecker::inclusive).
bool scopeInclusive(ModelKind M, const ExecutionGraph &G, EventId A, EventId B);

/// Which implementation createConsistencyChecker builds.
enum class ConsistencyImpl : uint8_t {
  /// Incremental, unless the environment variable SCOPECHECK_CONSISTENCY
  /// names another one (`relational`, `crosscheck`): a debugging and
  /// benchmarking switch for the whole tool (docs/development.md).
  Default,
  Incremental, ///< per-event views kept with the graph
  Relational,  ///< whole-graph bit-matrix recomputation (the reference)
  /// Both on every call; a difference in the verdict, the violated axiom or
  /// (on consistent graphs) happens-before is printed to stderr with the
  /// graph and aborts the process. For tests and debugging.
  CrossCheck,
};

std::unique_ptr<ConsistencyChecker>
createConsistencyChecker(ModelKind M,
                         ConsistencyImpl I = ConsistencyImpl::Default);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_CONSISTENCY_H
