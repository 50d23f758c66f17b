//===- checker/Dot.h - Execution graphs in Graphviz DOT ---------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `--dot` printer: an execution graph as a Graphviz digraph, one
/// cluster per thread, events labelled like `W rlx.gpu @x[0] = 1` with
/// their source line, and po (black), rf (green), co (red, dashed) and fr
/// (orange, dotted) edges.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_DOT_H
#define SCOPECHECK_CHECKER_DOT_H

#include "checker/ExecutionGraph.h"
#include "ir/IR.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scopecheck::checker {

/// The label of event \p E of \p G: kind (R, W, F, B), order and scope,
/// location and value, e.g. `W rlx.gpu @x[0] = 1`.
std::string eventLabel(const ir::Program &P, const ExecutionGraph &G,
                       EventId E);

/// Writes \p G as a DOT digraph (Boost.Graph's write_graphviz).
void printDot(std::ostream &OS, const ir::Program &P, const ExecutionGraph &G,
              const std::vector<EventId> &Racing = {});

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_DOT_H
