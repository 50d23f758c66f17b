//===- checker/IncrementalConsistency.h - View-based checks ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The incremental consistency checker behind ConsistencyChecker (built by
/// createConsistencyChecker with ConsistencyImpl::Incremental). Internal to
/// checker/: everything else goes through Consistency.h.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_INCREMENTALCONSISTENCY_H
#define SCOPECHECK_CHECKER_INCREMENTALCONSISTENCY_H

#include "checker/Consistency.h"

#include <memory>

namespace scopecheck::checker {

/// A checker for model \p M that keeps a happens-before view (a vector clock
/// indexed by thread) per event in the graph's CheckCache and, at each call,
/// derives and checks only the events added or changed since the graph's
/// last consistent check. \p Reference (a relational checker for the same
/// model) answers the parts that are checked on the whole graph: incl ∩ psc
/// when the graph has sc events, and graphs with a po ∪ rf ∪ bar cycle.
std::unique_ptr<ConsistencyChecker>
createIncrementalChecker(ModelKind M,
                         std::unique_ptr<ConsistencyChecker> Reference);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_INCREMENTALCONSISTENCY_H
