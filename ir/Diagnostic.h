//===- ir/Diagnostic.h - Clang-style diagnostics ---------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Input errors (malformed IR, bad kernels, bad flags) are collected as
/// Diagnostics and printed the way Clang prints them:
///
///     file:line:col: error: message
///     file:line:col: note: message
///
/// Messages are lowercase and have no final period. Library code never
/// exits; the caller decides (the command exits 2 after input errors).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_DIAGNOSTIC_H
#define SCOPECHECK_IR_DIAGNOSTIC_H

#include "ir/Type.h"

#include <iosfwd>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scopecheck::ir {

class Program;

enum class DiagLevel : uint8_t { Error, Warning, Note };

struct Diagnostic {
  DiagLevel Level = DiagLevel::Error;
  std::string File;  ///< empty when there is no file
  uint32_t Line = 0; ///< 0 when unknown: printed as "file: error: ..."
  uint32_t Col = 0;
  std::string Message;
};

/// Collects diagnostics in the order they are reported.
class DiagnosticEngine {
public:
  void report(DiagLevel L, std::string File, uint32_t Line, uint32_t Col,
              std::string Message);
  void error(std::string File, uint32_t Line, uint32_t Col, std::string Msg) {
    report(DiagLevel::Error, std::move(File), Line, Col, std::move(Msg));
  }
  void warning(std::string File, uint32_t Line, uint32_t Col, std::string Msg) {
    report(DiagLevel::Warning, std::move(File), Line, Col, std::move(Msg));
  }
  void note(std::string File, uint32_t Line, uint32_t Col, std::string Msg) {
    report(DiagLevel::Note, std::move(File), Line, Col, std::move(Msg));
  }
  /// Reports at a location of \p P (its file table names the file).
  void report(DiagLevel L, const Program &P, SourceLoc Loc, std::string Msg);
  void error(const Program &P, SourceLoc Loc, std::string Msg) {
    report(DiagLevel::Error, P, Loc, std::move(Msg));
  }

  bool hasErrors() const { return NumErrors != 0; }
  unsigned numErrors() const { return NumErrors; }
  const std::vector<Diagnostic> &diagnostics() const { return Diags; }
  void clear() {
    Diags.clear();
    NumErrors = 0;
  }

  /// Prints every diagnostic, one per line, in Clang's format.
  void print(std::ostream &OS) const;

private:
  std::vector<Diagnostic> Diags;
  unsigned NumErrors = 0;
};

/// Formats one diagnostic as Clang does (no trailing newline).
std::string formatDiagnostic(const Diagnostic &D);

/// "1 argument", "2 arguments", "0 accesses": \p N and the noun, \p Many
/// when N is not 1 (by default \p One with an "s").
std::string plural(uint64_t N, std::string_view One,
                   std::string_view Many = {});

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_DIAGNOSTIC_H
