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
/// The current implementation recomputes the relations of the whole graph
/// on each call (bit-matrix closures, O(n^3 / 64) for n events).
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

std::unique_ptr<ConsistencyChecker> createConsistencyChecker(ModelKind M);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_CONSISTENCY_H
