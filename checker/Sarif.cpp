//===- checker/Sarif.cpp - SARIF 2.1.0 report -----------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The SARIF printer: a small indenting JSON writer and the mapping of
/// findings to SARIF objects.
///
//===----------------------------------------------------------------------===//

#include "checker/Sarif.h"

#include "checker/Findings.h"
#include "checker/Witness.h"

#include <cctype>
#include <ostream>

namespace scopecheck::checker {

TraceStep splitTraceLine(std::string_view Line) {
  TraceStep S;
  S.Text = std::string(Line);
  // The last " at FILE:LINE:COL" whose location is a word of its own.
  for (size_t Pos = Line.rfind(" at "); Pos != std::string_view::npos;
       Pos = Pos ? Line.rfind(" at ", Pos - 1) : std::string_view::npos) {
    size_t Begin = Pos + 4;
    size_t End = Line.find(' ', Begin);
    if (End == std::string_view::npos)
      End = Line.size();
    std::string_view Loc = Line.substr(Begin, End - Begin);
    size_t C2 = Loc.rfind(':');
    if (C2 == std::string_view::npos || C2 == 0)
      continue;
    size_t C1 = Loc.rfind(':', C2 - 1);
    if (C1 == std::string_view::npos || C1 == 0)
      continue;
    std::string_view L = Loc.substr(C1 + 1, C2 - C1 - 1),
                     C = Loc.substr(C2 + 1);
    auto Digits = [](std::string_view D) {
      if (D.empty() || D.size() > 9)
        return false;
      for (char Ch : D)
        if (!std::isdigit(static_cast<unsigned char>(Ch)))
          return false;
      return true;
    };
    if (!Digits(L) || !Digits(C))
      continue;
    S.File = std::string(Loc.substr(0, C1));
    S.Line = uint32_t(std::stoul(std::string(L)));
    S.Col = uint32_t(std::stoul(std::string(C)));
    S.Text = std::string(Line.substr(0, Pos)) + std::string(Line.substr(End));
    break;
  }
  return S;
}

namespace {

/// Pretty-printed JSON, two spaces per level.
class JsonWriter {
public:
  explicit JsonWriter(std::ostream &OS) : OS(OS) {}

  void beginObject() { open('{'); }
  void endObject() { close('}'); }
  void beginArray() { open('['); }
  void endArray() { close(']'); }
  /// The key of the next value in an object.
  void key(std::string_view K) {
    separate();
    writeJsonString(OS, K);
    OS << ": ";
    AfterKey = true;
  }
  void string(std::string_view S) {
    separate();
    writeJsonString(OS, S);
  }
  void number(uint64_t N) {
    separate();
    OS << N;
  }
  void boolean(bool B) {
    separate();
    OS << (B ? "true" : "false");
  }
  void field(std::string_view K, std::string_view S) {
    key(K);
    string(S);
  }
  void field(std::string_view K, uint64_t N) {
    key(K);
    number(N);
  }

private:
  void newline() {
    OS << '\n';
    for (unsigned I = 0; I < Depth; ++I)
      OS << "  ";
  }
  /// Before a value: a comma after a previous sibling, a line break.
  void separate() {
    if (AfterKey) {
      AfterKey = false;
      return;
    }
    if (!First)
      OS << ',';
    if (Depth)
      newline();
    First = false;
  }
  void open(char C) {
    separate();
    OS << C;
    ++Depth;
    First = true;
  }
  void close(char C) {
    --Depth;
    if (!First)
      newline();
    OS << C;
    First = false;
    if (!Depth)
      OS << '\n';
  }

  std::ostream &OS;
  unsigned Depth = 0;
  bool First = true;
  bool AfterKey = false;
};

constexpr ViolationKind AllKinds[] = {
    ViolationKind::DataRace,          ViolationKind::HeterogeneousRace,
    ViolationKind::BarrierDivergence, ViolationKind::Assertion,
    ViolationKind::OutOfBounds,       ViolationKind::RuntimeError,
    ViolationKind::UndefinedValue,
};

struct RuleText {
  const char *Short, *Full;
};

RuleText ruleText(ViolationKind K) {
  switch (K) {
  case ViolationKind::DataRace:
    return {"Data race",
            "Two threads access the same memory element, at least one "
            "writes, at least one access is not atomic, and nothing "
            "(barrier, release/acquire synchronisation) orders them: the "
            "behaviour is undefined in CUDA C++."};
  case ViolationKind::HeterogeneousRace:
    return {"Heterogeneous race",
            "Two atomic accesses to the same element conflict while the "
            "scope of one does not include the other's thread (a "
            "block-scope atomic used from another block): they are not "
            "atomic with respect to each other."};
  case ViolationKind::BarrierDivergence:
    return {"Barrier divergence",
            "A thread waits at a barrier that the rest of its block never "
            "reaches, or reaches in another loop iteration: the behaviour is "
            "undefined (a hang on real hardware)."};
  case ViolationKind::Assertion:
    return {"Assertion failure", "An assertion of the kernel fails."};
  case ViolationKind::OutOfBounds:
    return {"Out-of-bounds access",
            "An access outside the memory object it points into."};
  case ViolationKind::RuntimeError:
    return {"Runtime error",
            "An operation with undefined behaviour: division by zero, an "
            "invalid shuffle width, and the like."};
  case ViolationKind::UndefinedValue:
    return {"Undefined value",
            "A warp collective reads a value from a lane that its mask does "
            "not name."};
  }
  return {"", ""};
}

/// A relative or absolute file name as a URI reference: unreserved
/// characters and '/' as they are, the rest percent-encoded; an absolute
/// name gets the file: scheme.
std::string fileUri(std::string_view Name) {
  std::string U = !Name.empty() && Name.front() == '/' ? "file://" : "";
  for (char C : Name) {
    unsigned char B = static_cast<unsigned char>(C);
    if (std::isalnum(B) || C == '-' || C == '.' || C == '_' || C == '~' ||
        C == '/') {
      U += C;
    } else {
      static const char Hex[] = "0123456789ABCDEF";
      U += '%';
      U += Hex[B >> 4];
      U += Hex[B & 15];
    }
  }
  return U;
}

/// `"Key": {"text": Text}`: SARIF's message objects (message,
/// description, shortDescription, ...).
void textField(JsonWriter &W, std::string_view Key, const std::string &Text) {
  W.key(Key);
  W.beginObject();
  W.field("text", Text);
  W.endObject();
}

void physicalLocation(JsonWriter &W, std::string_view File, uint32_t Line,
                      uint32_t Col) {
  W.key("physicalLocation");
  W.beginObject();
  W.key("artifactLocation");
  W.beginObject();
  W.field("uri", fileUri(File));
  W.endObject();
  if (Line) {
    W.key("region");
    W.beginObject();
    W.field("startLine", Line);
    if (Col)
      W.field("startColumn", Col);
    W.endObject();
  }
  W.endObject();
}

std::string fileOf(const ir::Program &P, const ir::SourceLoc &L) {
  if (L.File < P.numFiles())
    return P.fileName(L.File);
  return "";
}

void writeResult(JsonWriter &W, const SarifInput &In, const Violation &V,
                 const std::vector<SarifFix> *Fixes) {
  const ir::Program &P = *In.Prog;
  W.beginObject();
  size_t RuleIndex = 0;
  for (size_t I = 0; I < std::size(AllKinds); ++I)
    if (AllKinds[I] == V.Kind)
      RuleIndex = I;
  W.field("ruleId", violationKindName(V.Kind));
  W.field("ruleIndex", RuleIndex);
  W.field("level", V.Confirmed ? "error" : "warning");
  std::string Text = V.Message;
  if (std::string Fix = fixHint(P, V); !Fix.empty())
    Text += ": " + Fix;
  if (std::string Count = instanceSummary(V); !Count.empty())
    Text += " (this finding stands for " + Count + ")";
  textField(W, "message", Text);
  W.key("locations");
  W.beginArray();
  if (!V.Events.empty() && V.Events[0].Loc.isValid()) {
    W.beginObject();
    const ir::SourceLoc &L = V.Events[0].Loc;
    physicalLocation(W, fileOf(P, L), L.Line, L.Col);
    W.endObject();
  }
  W.endArray();
  if (V.Events.size() > 1) {
    W.key("relatedLocations");
    W.beginArray();
    for (size_t I = 1; I < V.Events.size(); ++I) {
      const ViolationEvent &E = V.Events[I];
      if (!E.Loc.isValid())
        continue;
      W.beginObject();
      W.field("id", I);
      physicalLocation(W, fileOf(P, E.Loc), E.Loc.Line, E.Loc.Col);
      std::string What = E.IsAccess
                             ? std::string("the other access, a ") +
                                   (E.IsWrite ? "write" : "read") + " (" +
                                   std::string(ir::orderName(E.Order)) + ")"
                             : std::string("the other thread");
      textField(W, "message",
                What + " of " + threadText(P, E.Block, E.ThreadInBlock));
      W.endObject();
    }
    W.endArray();
  }
  std::vector<std::string> Trace = shownWitness(P, V, In.FullWitness);
  if (!Trace.empty()) {
    W.key("codeFlows");
    W.beginArray();
    W.beginObject();
    textField(W, "message", "witness execution (events in a valid order)");
    W.key("threadFlows");
    W.beginArray();
    W.beginObject();
    W.key("locations");
    W.beginArray();
    for (const std::string &Line : Trace) {
      TraceStep S = splitTraceLine(Line);
      W.beginObject();
      W.key("location");
      W.beginObject();
      if (S.Line)
        physicalLocation(W, S.File, S.Line, S.Col);
      textField(W, "message", S.Text);
      W.endObject();
      W.endObject();
    }
    W.endArray();
    W.endObject();
    W.endArray();
    W.endObject();
    W.endArray();
  }
  if (Fixes && !Fixes->empty()) {
    W.key("fixes");
    W.beginArray();
    for (const SarifFix &F : *Fixes) {
      W.beginObject();
      textField(W, "description", F.Description);
      W.key("artifactChanges");
      W.beginArray();
      W.beginObject();
      W.key("artifactLocation");
      W.beginObject();
      W.field("uri", fileUri(F.File));
      W.endObject();
      W.key("replacements");
      W.beginArray();
      for (const SarifReplacement &R : F.Replacements) {
        W.beginObject();
        W.key("deletedRegion");
        W.beginObject();
        W.field("startLine", R.StartLine);
        W.field("startColumn", R.StartCol);
        W.field("endLine", R.EndLine);
        W.field("endColumn", R.EndCol);
        W.endObject();
        textField(W, "insertedContent", R.Text);
        W.endObject();
      }
      W.endArray();
      W.endObject();
      W.endArray();
      W.endObject();
    }
    W.endArray();
  }
  W.key("properties");
  W.beginObject();
  if (!In.Kernel.empty())
    W.field("kernel", In.Kernel);
  W.field("engine", In.Result->Engine);
  W.field("threadPairs", V.ThreadPairs);
  W.field("elements", V.Elements);
  W.endObject();
  W.endObject();
}

} // namespace

void printSarif(std::ostream &OS, const std::vector<SarifInput> &Inputs,
                std::string_view ToolVersion) {
  JsonWriter W(OS);
  W.beginObject();
  W.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  W.field("version", "2.1.0");
  W.key("runs");
  W.beginArray();
  W.beginObject();
  W.key("tool");
  W.beginObject();
  W.key("driver");
  W.beginObject();
  W.field("name", "scopecheck");
  W.field("version", ToolVersion);
  W.key("rules");
  W.beginArray();
  for (ViolationKind K : AllKinds) {
    RuleText T = ruleText(K);
    W.beginObject();
    W.field("id", violationKindName(K));
    W.field("name", T.Short);
    textField(W, "shortDescription", T.Short);
    textField(W, "fullDescription", T.Full);
    W.key("defaultConfiguration");
    W.beginObject();
    W.field("level", "error");
    W.endObject();
    W.endObject();
  }
  W.endArray();
  W.endObject();
  W.endObject();
  // Whether every check ran to its end, and why not.
  bool Complete = true;
  std::string Why;
  for (const SarifInput &In : Inputs)
    if (!In.Result->IncompleteReason.empty()) {
      Complete = false;
      if (Why.empty())
        Why = In.Result->IncompleteReason;
    }
  W.key("invocations");
  W.beginArray();
  W.beginObject();
  // The tool ran and wrote its log; an incomplete check is said by a
  // notification (exit code 3), not as a failed execution.
  W.key("executionSuccessful");
  W.boolean(true);
  std::vector<std::pair<const char *, std::string>> Notifications;
  if (!Complete)
    Notifications.push_back({"warning", "the check is incomplete: " + Why});
  for (const SarifInput &In : Inputs)
    for (const std::string &N : In.Notes)
      Notifications.push_back({"note", N});
  if (!Notifications.empty()) {
    W.key("toolExecutionNotifications");
    W.beginArray();
    for (const auto &[Level, Text] : Notifications) {
      W.beginObject();
      W.field("level", Level);
      textField(W, "message", Text);
      W.endObject();
    }
    W.endArray();
  }
  W.endObject();
  W.endArray();
  W.key("results");
  W.beginArray();
  for (const SarifInput &In : Inputs)
    for (size_t I = 0; I < In.Result->Violations.size(); ++I)
      writeResult(W, In, In.Result->Violations[I],
                  I < In.Fixes.size() ? &In.Fixes[I] : nullptr);
  W.endArray();
  W.endObject();
  W.endArray();
  W.endObject();
}

} // namespace scopecheck::checker
