//===- checker/Html.cpp - Self-contained HTML report ----------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The HTML page: inline style, inline SVG, and a few lines of script that
/// link the witness table to the source (clicking a step marks its line).
///
//===----------------------------------------------------------------------===//

#include "checker/Html.h"

#include "checker/Findings.h"
#include "checker/Sarif.h"
#include "checker/Witness.h"

#include <algorithm>
#include <ostream>
#include <set>
#include <sstream>

namespace scopecheck::checker {

std::string htmlEscape(std::string_view S) {
  std::string Out;
  Out.reserve(S.size());
  for (char C : S) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

static const char *const Style = R"(
body { font-family: "DejaVu Sans", sans-serif; margin: 24px; color: #1b1b1b; background: #ffffff; }
h1 { font-size: 20px; margin: 0 0 8px 0; }
h2 { font-size: 17px; margin: 28px 0 6px 0; border-bottom: 1px solid #ccc; }
h3 { font-size: 15px; margin: 16px 0 6px 0; }
.verdict { font-size: 16px; padding: 8px 12px; border-radius: 4px; display: inline-block; }
.verdict.error { background: #fde2e1; border: 1px solid #d93025; }
.verdict.safe { background: #e3f4e5; border: 1px solid #1e8e3e; }
.verdict.incomplete { background: #fff4d6; border: 1px solid #e8a400; }
table.facts td { padding: 2px 12px 2px 0; vertical-align: top; }
table.facts td:first-child { color: #555; }
.finding { border-left: 4px solid #d93025; padding: 4px 0 4px 14px; margin: 18px 0; }
.finding.warning { border-left-color: #e8a400; }
.message { font-weight: bold; }
.fix { background: #eef3fd; border: 1px solid #a8c0f0; padding: 6px 10px; margin: 8px 0; border-radius: 4px; }
.note { color: #444; margin: 4px 0; }
pre.source { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; background: #f7f7f7; border: 1px solid #ddd; padding: 6px 0; overflow-x: auto; }
pre.source span.line { display: block; padding: 0 8px; white-space: pre; }
pre.source span.line.event { background: #ffd8d6; font-weight: bold; }
pre.source span.line.picked { outline: 2px solid #1a73e8; }
pre.source span.num { color: #999; display: inline-block; width: 44px; user-select: none; }
table.witness { border-collapse: collapse; font-size: 12px; font-family: "DejaVu Sans Mono", monospace; }
table.witness th, table.witness td { border: 1px solid #ddd; padding: 2px 8px; text-align: left; }
table.witness tr.event td { background: #ffd8d6; }
table.witness tr:hover td { background: #e8f0fe; cursor: pointer; }
.graph svg { max-width: 100%; height: auto; border: 1px solid #ddd; }
)";

static const char *const Script = R"(
(function () {
  // Clicking a witness step marks its source line in the listing above.
  document.querySelectorAll('table.witness tr[data-line]').forEach(function (row) {
    row.addEventListener('click', function () {
      var finding = row.closest('.finding');
      finding.querySelectorAll('span.line.picked').forEach(function (l) {
        l.classList.remove('picked');
      });
      var line = finding.querySelector('span.line[data-line="' + row.dataset.line + '"]');
      if (line) {
        line.classList.add('picked');
        line.scrollIntoView({block: 'center'});
      }
    });
  });
  document.body.setAttribute('data-ready', String(document.querySelectorAll('.finding').length));
})();
)";

/// The lines of \p Text (without their newlines).
static std::vector<std::string> splitLines(const std::string &Text) {
  std::vector<std::string> Lines;
  std::istringstream In(Text);
  std::string L;
  while (std::getline(In, L))
    Lines.push_back(L);
  return Lines;
}

/// The source listing of file \p F around the lines \p Marked: the whole
/// file when it is short, otherwise 8 lines of context around each.
static void printListing(std::ostream &OS, const std::string &Text,
                         const std::set<uint32_t> &Marked) {
  std::vector<std::string> Lines = splitLines(Text);
  std::vector<bool> Show(Lines.size() + 1, Lines.size() <= 120);
  for (uint32_t M : Marked)
    for (int64_t L = int64_t(M) - 8; L <= int64_t(M) + 8; ++L)
      if (L >= 1 && L <= int64_t(Lines.size()))
        Show[size_t(L)] = true;
  OS << "<pre class=\"source\">";
  bool Gap = false;
  for (size_t L = 1; L <= Lines.size(); ++L) {
    if (!Show[L]) {
      if (!Gap)
        OS << "<span class=\"line\"><span class=\"num\">…</span></span>";
      Gap = true;
      continue;
    }
    Gap = false;
    OS << "<span class=\"line" << (Marked.count(uint32_t(L)) ? " event" : "")
       << "\" data-line=\"" << L << "\"><span class=\"num\">" << L
       << "</span>" << htmlEscape(Lines[L - 1]) << "</span>";
  }
  OS << "</pre>\n";
}

void printHtml(std::ostream &OS, const HtmlInput &In) {
  const ir::Program &P = *In.Prog;
  const CheckResult &R = *In.Result;
  // The file of the kernel (or of the first finding, or the first file).
  std::string Main = "(no file)";
  ir::SourceLoc MainLoc;
  if (P.Run.K == ir::Launch::Kind::Kernel && P.Run.Kernel < P.Procs.size())
    MainLoc = P.Procs[P.Run.Kernel].Loc;
  if (!MainLoc.isValid() && !R.Violations.empty() &&
      !R.Violations[0].Events.empty())
    MainLoc = R.Violations[0].Events[0].Loc;
  if (MainLoc.isValid() && MainLoc.File < P.numFiles())
    Main = P.fileName(MainLoc.File);
  else
    for (ir::FileId F = 0; F < P.numFiles(); ++F)
      if (!P.fileName(F).empty()) {
        Main = P.fileName(F);
        break;
      }
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n<title>scopecheck: "
     << htmlEscape(Main) << "</title>\n<style>" << Style
     << "</style>\n</head>\n<body>\n";
  OS << "<h1>scopecheck report: " << htmlEscape(Main)
     << (In.Kernel.empty() ? "" : " — kernel " + htmlEscape(In.Kernel))
     << "</h1>\n";
  OS << "<div class=\"verdict " << verdictName(R.V) << "\">"
     << htmlEscape(In.Summary) << "</div>\n";
  OS << "<h2>Launch and statistics</h2>\n<table class=\"facts\">\n";
  auto Fact = [&](std::string_view K, const std::string &V) {
    OS << "<tr><td>" << K << "</td><td>" << htmlEscape(V) << "</td></tr>\n";
  };
  if (P.Run.K == ir::Launch::Kind::Kernel) {
    Fact("blockDim", dimText(P.Run.BlockDim));
    Fact("gridDim", dimText(P.Run.Grid));
  } else if (P.Run.K == ir::Launch::Kind::Threads) {
    Fact("threads", std::to_string(P.Run.Threads.size()));
  }
  Fact("engine", R.Engine);
  Fact("memory model", R.Model);
  Fact("verdict", std::string(verdictName(R.V)));
  if (!R.IncompleteReason.empty())
    Fact("incomplete because", R.IncompleteReason);
  Fact("statistics", In.Stats);
  OS << "</table>\n";

  OS << "<h2>Findings (" << R.Violations.size() << ")</h2>\n";
  if (R.Violations.empty())
    OS << "<p>None.</p>\n";
  for (size_t I = 0; I < R.Violations.size(); ++I) {
    const Violation &V = R.Violations[I];
    OS << "<div class=\"finding" << (V.Confirmed ? "" : " warning")
       << "\" id=\"finding-" << I + 1 << "\">\n";
    ir::SourceLoc L = V.Events.empty() ? ir::SourceLoc() : V.Events[0].Loc;
    OS << "<h3>" << I + 1 << ". " << violationKindName(V.Kind);
    if (L.isValid())
      OS << " at " << htmlEscape(P.fileName(L.File)) << ":" << L.Line << ":"
         << L.Col;
    OS << "</h3>\n<div class=\"message\">"
       << (V.Confirmed ? "" : "possible ") << htmlEscape(V.Message)
       << "</div>\n";
    for (size_t E = 0; E < V.Events.size(); ++E) {
      const ViolationEvent &Ev = V.Events[E];
      OS << "<div class=\"note\">" << (E ? "other: " : "first: ");
      if (Ev.IsAccess)
        OS << (Ev.IsWrite ? "write" : "read") << " ("
           << ir::orderName(Ev.Order) << ") of ";
      OS << htmlEscape(threadText(P, Ev.Block, Ev.ThreadInBlock));
      if (Ev.Loc.isValid())
        OS << " at " << Ev.Loc.Line << ":" << Ev.Loc.Col;
      OS << "</div>\n";
    }
    if (std::string Count = instanceSummary(V); !Count.empty())
      OS << "<div class=\"note\">This finding stands for "
         << htmlEscape(Count) << " (one shown).</div>\n";
    if (std::string Fix = fixHint(P, V); !Fix.empty())
      OS << "<div class=\"fix\">" << htmlEscape(Fix) << "</div>\n";
    for (const std::string &N : V.Notes)
      OS << "<div class=\"note\">" << htmlEscape(N) << "</div>\n";

    // The source of the first event's file with the events' lines marked.
    std::set<uint32_t> Marked;
    for (const ViolationEvent &Ev : V.Events)
      if (Ev.Loc.isValid() && Ev.Loc.File == L.File)
        Marked.insert(Ev.Loc.Line);
    auto Src = In.Sources.find(L.File);
    if (L.isValid() && Src != In.Sources.end()) {
      OS << "<h3>Source</h3>\n";
      printListing(OS, Src->second, Marked);
    }

    std::vector<std::string> Trace = shownWitness(P, V, In.FullWitness);
    if (!Trace.empty()) {
      OS << "<h3>Witness (" << Trace.size()
         << " steps, in a valid order" << (In.FullWitness ? "" : ", those that matter to the error")
         << ")</h3>\n<table class=\"witness\">\n"
            "<tr><th>#</th><th>step</th><th>where</th></tr>\n";
      for (size_t S = 0; S < Trace.size(); ++S) {
        TraceStep T = splitTraceLine(Trace[S]);
        // A step of the finding's events: their thread, location, kind of
        // access and element.
        bool IsEvent = false;
        for (const ViolationEvent &Ev : V.Events) {
          std::string Who = threadText(P, Ev.Block, Ev.ThreadInBlock) + ": ";
          bool Same = T.Line && Ev.Loc.Line == T.Line && Ev.Loc.Col == T.Col &&
                      T.Text.compare(0, Who.size(), Who) == 0;
          if (Same && Ev.IsAccess) {
            std::string_view Step = std::string_view(T.Text).substr(Who.size());
            auto Starts = [&](std::string_view Prefix) {
              return Step.substr(0, Prefix.size()) == Prefix;
            };
            bool Rmw = Starts("rmw ") || Starts("cas ");
            Same = (Rmw || Starts(Ev.IsWrite ? "write " : "read ")) &&
                   (V.LocationName.empty() ||
                    Step.find(" " + V.LocationName + " ") !=
                        std::string_view::npos);
          }
          IsEvent |= Same;
        }
        OS << "<tr" << (IsEvent ? " class=\"event\"" : "");
        if (T.Line)
          OS << " data-line=\"" << T.Line << "\"";
        OS << "><td>" << S + 1 << "</td><td>" << htmlEscape(T.Text)
           << "</td><td>";
        if (T.Line)
          OS << T.Line << ":" << T.Col;
        OS << "</td></tr>\n";
      }
      OS << "</table>\n";
    }
    if (I < In.GraphSvg.size() && !In.GraphSvg[I].empty())
      OS << "<h3>Execution graph</h3>\n<div class=\"graph\">"
         << In.GraphSvg[I] << "</div>\n";
    else if (!In.GraphNote.empty())
      OS << "<div class=\"note\">" << htmlEscape(In.GraphNote) << "</div>\n";
    OS << "</div>\n";
  }
  OS << "<script>" << Script << "</script>\n</body>\n</html>\n";
}

} // namespace scopecheck::checker
