//===- ir/Printer.h - Printer of the textual IR ----------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes a Program in the textual form of docs/ir.md. The output parses
/// back to a structurally equal program (parse(print(P)) ≡ P), which the
/// round-trip tests check on every IR file and on generated programs.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PRINTER_H
#define SCOPECHECK_IR_PRINTER_H

#include "ir/IR.h"

#include <iosfwd>
#include <string>

namespace scopecheck::ir {

struct PrintOptions {
  /// Print `source "file";` directives and `!line:col` annotations. Without
  /// them the output still parses, but locations become positions in it.
  bool Locations = true;
};

void printProgram(const Program &P, std::ostream &OS, PrintOptions Opts = {});
std::string printProgram(const Program &P, PrintOptions Opts = {});

/// Prints one expression of procedure \p Proc (for diagnostics and
/// witnesses), with literal type suffixes wherever the context does not
/// determine them.
std::string printExpr(const Program &P, const Procedure &Proc, const Expr *E);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PRINTER_H
