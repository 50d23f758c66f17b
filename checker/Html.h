//===- checker/Html.h - Self-contained HTML report -------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One self-contained HTML page for the check of one kernel: the verdict,
/// the launch and the engine's statistics, and per finding its message and
/// fix, the source with the lines of its events marked, the witness steps
/// as a table and the execution graph as SVG (drawn by the caller with
/// Graphviz from checker/Dot.h's DOT; the page embeds it). No external
/// resource is referenced. docs/usage.md "HTML report" shows an example.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_HTML_H
#define SCOPECHECK_CHECKER_HTML_H

#include "checker/Report.h"
#include "ir/IR.h"

#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace scopecheck::checker {

struct HtmlInput {
  const ir::Program *Prog = nullptr;
  const CheckResult *Result = nullptr;
  std::string Kernel;  ///< the kernel's name; may be empty
  std::string Summary; ///< the closing line (verdictSummary)
  std::string Stats;   ///< the engine's statistics line
  /// The text of each source file, by FileId; a missing one is not shown.
  std::map<ir::FileId, std::string> Sources;
  /// Per finding (index into Result->Violations): its execution graph as
  /// an SVG document, or empty (then Notes says why, when set).
  std::vector<std::string> GraphSvg;
  std::string GraphNote;
  bool FullWitness = false; ///< --witness=full
};

/// Writes the page for \p In to \p OS.
void printHtml(std::ostream &OS, const HtmlInput &In);

/// \p S with &, <, >, " and ' escaped for HTML text and attributes.
std::string htmlEscape(std::string_view S);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_HTML_H
