//===- cli/ReportFiles.h - The report files of check -----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes the report files the output flags ask for after a check:
/// `--sarif FILE` (checker/Sarif.h) and `--html FILE` (checker/Html.h, with
/// the execution graphs drawn by Graphviz's `dot`, run as a child process).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_REPORTFILES_H
#define SCOPECHECK_CLI_REPORTFILES_H

#include "checker/Report.h"
#include "checker/Sarif.h"
#include "cli/Options.h"
#include "ir/IR.h"

#include <string>

namespace scopecheck::cli {

/// Writes the report files of \p Opts for the check \p R of \p P; \p
/// Summary is the closing line, \p Stats the engine's statistics line.
/// False, after an error message, when one cannot be written.
bool writeReportFiles(const Options &Opts, const ir::Program &P,
                      const checker::CheckResult &R, const std::string &Summary,
                      const std::string &Stats);

/// `--sarif-fixes`: the repair engine's edits for the errors of \p R as
/// the fixes of \p In, or a note in \p In saying why there are none
/// (cli/SarifFixes.cpp; only scopecheck-frontend repairs).
void addSarifFixes(const Options &Opts, const checker::CheckResult &R,
                   checker::SarifInput &In);

/// \p Dot drawn as SVG by Graphviz (`dot -Tsvg`), without the XML prolog
/// so that it can be embedded in HTML; empty with \p Error set when `dot`
/// is not installed or fails.
std::string dotToSvg(const std::string &Dot, std::string &Error);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_REPORTFILES_H
