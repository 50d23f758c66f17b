//===- ir/Parser.h - Parser of the textual IR ------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the textual IR of docs/ir.md into a Program. The parser resolves
/// names (variables, labels, objects, procedures) and gives untyped literals
/// their type from context; it does not type-check (verifyProgram does).
/// Statements without a `!line:col` annotation get their position in the
/// parsed text as source location.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PARSER_H
#define SCOPECHECK_IR_PARSER_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

#include <memory>
#include <string>
#include <string_view>

namespace scopecheck::ir {

/// Parses \p Text, whose name for diagnostics and locations is \p FileName.
/// On any error returns null, with at least one error in \p Diags.
std::unique_ptr<Program> parseProgram(std::string_view Text,
                                      std::string_view FileName,
                                      DiagnosticEngine &Diags);

/// Reads and parses the file at \p Path; a file that cannot be read is an
/// error diagnostic "cannot open file '...'".
std::unique_ptr<Program> parseFile(const std::string &Path,
                                   DiagnosticEngine &Diags);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PARSER_H
