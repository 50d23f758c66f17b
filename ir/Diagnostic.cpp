//===- ir/Diagnostic.cpp - Clang-style diagnostics ------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/Diagnostic.h"

#include "ir/IR.h"

#include <ostream>

namespace scopecheck::ir {

void DiagnosticEngine::report(DiagLevel L, std::string File, uint32_t Line,
                              uint32_t Col, std::string Message) {
  if (L == DiagLevel::Error)
    ++NumErrors;
  Diags.push_back({L, std::move(File), Line, Col, std::move(Message)});
}

void DiagnosticEngine::report(DiagLevel L, const Program &P, SourceLoc Loc,
                              std::string Msg) {
  std::string File = Loc.File < P.numFiles() ? P.fileName(Loc.File) : "";
  report(L, std::move(File), Loc.Line, Loc.Col, std::move(Msg));
}

std::string plural(uint64_t N, std::string_view One, std::string_view Many) {
  std::string S = std::to_string(N) + " ";
  if (N == 1)
    S += One;
  else if (!Many.empty())
    S += Many;
  else
    (S += One) += 's';
  return S;
}

std::string formatDiagnostic(const Diagnostic &D) {
  std::string S;
  if (!D.File.empty()) {
    S += D.File;
    if (D.Line != 0) {
      S += ':' + std::to_string(D.Line);
      if (D.Col != 0)
        S += ':' + std::to_string(D.Col);
    }
    S += ": ";
  }
  switch (D.Level) {
  case DiagLevel::Error:
    S += "error: ";
    break;
  case DiagLevel::Warning:
    S += "warning: ";
    break;
  case DiagLevel::Note:
    S += "note: ";
    break;
  }
  S += D.Message;
  return S;
}

void DiagnosticEngine::print(std::ostream &OS) const {
  for (const Diagnostic &D : Diags)
    OS << formatDiagnostic(D) << '\n';
}

} // namespace scopecheck::ir
