//===- checker/Sarif.h - SARIF 2.1.0 report --------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The findings of one or more checks as a SARIF 2.1.0 log (OASIS Static
/// Analysis Results Interchange Format), the format code-scanning CI reads:
/// one run of the tool `scopecheck`, one rule per error kind, one result
/// per finding with its location, the other access as a related location
/// and the witness as a code flow. docs/usage.md "SARIF" documents the
/// mapping; tests/lit/report/ validates the output against the schema.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_SARIF_H
#define SCOPECHECK_CHECKER_SARIF_H

#include "checker/Report.h"
#include "ir/IR.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace scopecheck::checker {

/// One replacement of a fix: SARIF's `replacement`.
struct SarifReplacement {
  /// The region replaced: 1-based line and column, end exclusive; an empty
  /// region (start == end) inserts before that position.
  uint32_t StartLine = 0, StartCol = 0, EndLine = 0, EndCol = 0;
  std::string Text; ///< the inserted content
};

/// Source edits that fix a finding together: SARIF's `fix`.
struct SarifFix {
  std::string Description; ///< what the edits do
  std::string File;        ///< the file edited, as the locations name it
  std::vector<SarifReplacement> Replacements; ///< not overlapping
};

/// One checked program and its result (for one kernel).
struct SarifInput {
  const ir::Program *Prog = nullptr;
  const CheckResult *Result = nullptr;
  /// The kernel's name, given in each result's properties.
  std::string Kernel;
  /// Fixes per finding (index into Result->Violations); may be shorter.
  std::vector<std::vector<SarifFix>> Fixes;
  /// Notes on the run (why no fix is given, ...): SARIF notifications of
  /// level "note".
  std::vector<std::string> Notes;
  /// The code flow is the whole witness (`--witness=full`), not only the
  /// steps that matter (checker::shownWitness).
  bool FullWitness = false;
};

/// Writes the SARIF log of \p Inputs to \p OS (one JSON document, pretty
/// printed). \p ToolVersion is `scopecheck --version`'s number.
void printSarif(std::ostream &OS, const std::vector<SarifInput> &Inputs,
                std::string_view ToolVersion);

/// The parts of a witness line (Violation::Trace) that SARIF's code flow
/// needs: the text before " at FILE:LINE:COL" and that location; Line is 0
/// when the line names no location (a barrier of several blocks still
/// does). Exposed for the unit tests.
struct TraceStep {
  std::string Text;
  std::string File;
  uint32_t Line = 0, Col = 0;
};
TraceStep splitTraceLine(std::string_view Line);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_SARIF_H
