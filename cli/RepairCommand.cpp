//===- cli/RepairCommand.cpp - scopecheck repair --------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck repair FILE.cu`: check a CUDA kernel, widen the scopes the
/// reports call for in the source text (repair/Repair.h), re-check, until
/// clean. Every check runs the engine `check` would choose
/// (cli/EngineChoice.h); `--timeout` bounds all of them together. Prints
/// every round's findings and edits as notes on stderr as soon as the round
/// is planned (with a progress line on a terminal) and the final re-check's
/// report; writes the repaired text to `-o FILE`, over the input with
/// `--in-place`, as a unified diff with `--diff`, or, with none of them, on
/// stdout. `--json` prints the report with the edits as JSON on stdout
/// instead of the text. Exit codes are those of the final re-check: 0
/// clean, 1 errors remain, 3 incomplete, 2 input errors; and 3 when the
/// re-check is clean but an edit that changes what an access means is not
/// confirmed by an assertion (status "needs-review").
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/Deadline.h"
#include "cli/EngineChoice.h"
#include "cli/ProgramInput.h"

#include "checker/Dot.h"
#include "checker/symbolic/Symbolic.h"
#include "checker/Report.h"
#include "ir/Diagnostic.h"
#include "ir/InputFile.h"
#include "repair/Repair.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include <unistd.h>

namespace scopecheck::cli {

static std::string locText(const repair::TextLoc &L) {
  if (L.File.empty())
    return "";
  if (!L.Line)
    return L.File + ": ";
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Col) +
         ": ";
}

static void jsonLoc(std::ostream &OS, const repair::TextLoc &L) {
  OS << "{\"file\": ";
  checker::writeJsonString(OS, L.File);
  OS << ", \"line\": " << L.Line << ", \"column\": " << L.Col << "}";
}

static const char *statusName(repair::RepairStatus S) {
  switch (S) {
  case repair::RepairStatus::NothingToRepair:
    return "nothing-to-repair";
  case repair::RepairStatus::Repaired:
    return "repaired";
  case repair::RepairStatus::NeedsReview:
    return "needs-review";
  case repair::RepairStatus::Unrepairable:
    return "unrepairable";
  case repair::RepairStatus::RoundLimit:
    return "round-limit";
  case repair::RepairStatus::Incomplete:
    return "incomplete";
  }
  return "";
}

/// The notes of one round on stderr, printed as soon as the round is
/// planned.
static void printRound(std::ostream &OS, const repair::Round &Rd) {
  std::string Prefix = "round " + std::to_string(Rd.Number) + ": ";
  OS << "scopecheck: note: " << Prefix << Rd.Findings.size()
     << (Rd.Findings.size() == 1 ? " error" : " errors") << " found, "
     << Rd.Edits.size() << (Rd.Edits.size() == 1 ? " edit" : " edits")
     << "\n";
  for (const repair::Finding &F : Rd.Findings) {
    OS << locText(F.Locs.empty() ? repair::TextLoc() : F.Locs[0])
       << "note: " << Prefix << F.Message;
    if (F.Locs.size() > 1)
      OS << " (with the access at " << F.Locs[1].File << ":" << F.Locs[1].Line
         << ":" << F.Locs[1].Col << ")";
    OS << "\n";
  }
  for (const repair::Edit &E : Rd.Edits)
    OS << locText(E.Loc) << "note: " << E.Explanation << "\n";
  for (const repair::Unrepaired &U : Rd.Unrepairs)
    OS << locText(U.Loc) << "note: not repaired: " << U.What.Message << ": "
       << U.Reason << "\n";
  if (Rd.Deferred)
    OS << "scopecheck: note: " << Prefix
       << ir::plural(Rd.Deferred, "overlapping edit")
       << " deferred to the next round (none if the re-check is clean)\n";
  OS.flush();
}

/// The report of DESIGN.md §4 extended with the repair: status, rounds,
/// edits and the diff.
static void printRepairJson(std::ostream &OS, const std::string &Path,
                            const repair::RepairResult &R) {
  std::ostringstream Final;
  checker::printJson(Final, *R.FinalProgram, R.Final);
  std::string FinalText = Final.str();
  while (!FinalText.empty() && FinalText.back() == '\n')
    FinalText.pop_back();
  OS << "{\"verdict\": ";
  checker::writeJsonString(OS, checker::verdictName(R.Final.V));
  OS << ", \"status\": ";
  checker::writeJsonString(OS, statusName(R.Status));
  OS << ", \"file\": ";
  checker::writeJsonString(OS, Path);
  OS << ", \"changed\": " << (R.changed() ? "true" : "false");
  OS << ", \"rounds\": [";
  bool FirstRound = true;
  for (const repair::Round &Rd : R.Rounds) {
    OS << (FirstRound ? "" : ", ") << "{\"round\": " << Rd.Number
       << ", \"findings\": [";
    FirstRound = false;
    bool First = true;
    for (const repair::Finding &F : Rd.Findings) {
      OS << (First ? "" : ", ") << "{\"kind\": ";
      checker::writeJsonString(OS, checker::violationKindName(F.Kind));
      OS << ", \"message\": ";
      checker::writeJsonString(OS, F.Message);
      OS << ", \"locations\": [";
      for (size_t I = 0; I < F.Locs.size(); ++I) {
        OS << (I ? ", " : "");
        jsonLoc(OS, F.Locs[I]);
      }
      OS << "]}";
      First = false;
    }
    OS << "], \"edits\": [";
    First = true;
    for (const repair::Edit &E : Rd.Edits) {
      OS << (First ? "" : ", ") << "{\"location\": ";
      jsonLoc(OS, E.Loc);
      OS << ", \"offset\": " << E.Offset << ", \"old\": ";
      checker::writeJsonString(OS, E.OldText);
      OS << ", \"new\": ";
      checker::writeJsonString(OS, E.NewText);
      OS << ", \"explanation\": ";
      checker::writeJsonString(OS, E.Explanation);
      OS << ", \"changes_meaning\": " << (E.ChangesMeaning ? "true" : "false")
         << "}";
      First = false;
    }
    OS << "], \"unrepaired\": [";
    First = true;
    for (const repair::Unrepaired &U : Rd.Unrepairs) {
      OS << (First ? "" : ", ") << "{\"kind\": ";
      checker::writeJsonString(OS, checker::violationKindName(U.What.Kind));
      OS << ", \"message\": ";
      checker::writeJsonString(OS, U.What.Message);
      OS << ", \"location\": ";
      jsonLoc(OS, U.Loc);
      OS << ", \"reason\": ";
      checker::writeJsonString(OS, U.Reason);
      OS << "}";
      First = false;
    }
    OS << "]}";
  }
  OS << "], \"removed_barriers\": [";
  for (size_t I = 0; I < R.Removed.size(); ++I) {
    OS << (I ? ", " : "") << "{\"location\": ";
    jsonLoc(OS, R.Removed[I].Loc);
    OS << ", \"offset\": " << R.Removed[I].Offset << ", \"old\": ";
    checker::writeJsonString(OS, R.Removed[I].OldText);
    OS << "}";
  }
  OS << "], \"removal_holds_for\": ";
  checker::writeJsonString(OS, R.Removed.empty() ? "" : R.RemovalScope);
  OS << ", \"has_assertions\": " << (R.HasAssertions ? "true" : "false")
     << ", \"final\": " << FinalText << ", \"diff\": ";
  checker::writeJsonString(
      OS, repair::unifiedDiff(R.Original, R.Patched, Path, Path));
  OS << "}\n";
}

static bool writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out << Text;
  Out.close();
  if (!Out) {
    printError("cannot write '" + Path + "'");
    return false;
  }
  return true;
}

int runRepair(const Options &Opts) {
  // The report files are check's (a repair's edits go into a SARIF log
  // through `check --sarif FILE --sarif-fixes`); repair used to accept
  // and ignore them.
  for (const auto &[Given, Flag] :
       {std::pair{!Opts.Output.SarifFile.empty(), "--sarif"},
        std::pair{!Opts.Output.HtmlFile.empty(), "--html"}})
    if (Given) {
      printError(std::string("'") + Flag +
                 "' is written by 'check', not by 'repair' (for the "
                 "repair's edits as SARIF fixes: 'check --sarif FILE "
                 "--sarif-fixes')");
      return ExitInputError;
    }
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind != InputKind::Cuda) {
    printError("'repair' needs a CUDA source file (.cu): it patches the "
               "source text, which '" +
               Opts.InputFile + "' is not");
    return ExitInputError;
  }
  if (Opts.Engine.Engine == EngineKind::Symbolic) {
    printError("'--engine=symbolic' is not available for 'repair': a repair "
               "is checked at the launch it was given, with '--engine=auto', "
               "'dpor' or 'interval'");
    return ExitInputError;
  }

  ir::DiagnosticEngine Diags;
  std::string Code, ReadError;
  if (!ir::readInputFile(Opts.InputFile, Code, ReadError)) {
    Diags.error("scopecheck", 0, 0, ReadError); // "scopecheck: error: ..."
    Diags.print(std::cerr);
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  LaunchOptions L;
  if (!mergeLaunchFlags(Opts.Launch, Code, Opts.InputFile, L, Diags) ||
      !checkCompileStd(L, InputKind::Cuda, Diags)) {
    Diags.print(std::cerr);
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }
  if (!L.BlockDim) {
    Diags.error("scopecheck", 0, 0,
                "no launch configuration for '" + Opts.InputFile +
                    "': give --blockDim (and --gridDim, default 1), or write "
                    "'//--blockDim=N --gridDim=M' on the first line of the "
                    "file");
    Diags.print(std::cerr);
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  // The translation options of `check` (cli/ProgramInput.cpp, loadCuda).
  repair::RepairOptions R;
  R.Translate = translateOptions(L);
  R.MaxRounds = Opts.Repair.MaxRounds;
  R.RemoveBarriers = Opts.Repair.RemoveBarriers;
  // A deletion holds for every launch when the symbolic engine proves the
  // kernel without the barrier free of errors at every launch size.
  R.ProveAllLaunches = [&](const std::string &Text) -> std::string {
    if (Opts.Engine.AllowSameValueRaces)
      return "--allow-same-value-races is not supported by the symbolic "
             "engine";
    // Every launch size, and buffers of any size (as `check` without a
    // launch): the text is translated again without them.
    translate::TranslateOptions T = R.Translate;
    if (T.Inits.empty())
      T.Buffers.clear();
    ir::DiagnosticEngine Quiet;
    std::unique_ptr<ir::Program> P =
        translate::translateSource(Text, Opts.InputFile, T, Quiet);
    if (!P || Quiet.hasErrors())
      return "the symbolic engine could not be run on the kernel";
    symbolic::SymbolicOptions S;
    S.Model = Opts.Engine.Model;
    S.TimeoutSeconds = 30;
    symbolic::SymbolicStats Stats;
    checker::CheckResult C = symbolic::checkSymbolic(*P, S, Stats);
    if (C.V == checker::Verdict::Safe)
      return "";
    if (C.V == checker::Verdict::Error)
      return "the symbolic engine finds an error at another launch: " +
             (C.Violations.empty() ? std::string("(no report)")
                                   : C.Violations.front().Message);
    return "the symbolic engine gives no verdict: " + C.IncompleteReason;
  };

  // Every check runs the engine `check` would choose for that round's
  // program (cli/EngineChoice.h); --timeout bounds all checks together.
  bool EngineError = false, LastInterval = false;
  std::string LastNote, LastWarning;
  checker::IntervalStats IStats;
  R.CheckRound = [&](const ir::Program &P,
                     unsigned Number) -> checker::CheckResult {
    checker::CheckResult Cut;
    Cut.V = checker::Verdict::Incomplete;
    EngineRun Run;
    Run.StopOnFirst = false;
    if (Opts.Engine.TimeoutSeconds > 0) {
      // The budget started with the process (the front-end's time and
      // every earlier round are in it).
      Run.TimeoutSeconds = Opts.Engine.TimeoutSeconds - secondsSinceStart();
      if (Run.TimeoutSeconds <= 0) {
        Cut.IncompleteReason =
            "the timeout (--timeout) was reached before " +
            (Number == 1 ? std::string("the first check")
                         : "the re-check of round " +
                               std::to_string(Number - 1));
        return Cut;
      }
    }
    EngineChoice Choice;
    if (!chooseEngine(Opts, P, Choice)) {
      EngineError = true;
      Cut.IncompleteReason = "the chosen engine cannot run this kernel";
      return Cut;
    }
    if (!Choice.Note.empty() && Choice.Note != LastNote)
      printNote(Choice.Note);
    if (!Choice.Warning.empty() && Choice.Warning != LastWarning)
      std::cerr << "scopecheck: warning: " << Choice.Warning << '\n';
    LastNote = Choice.Note;
    LastWarning = Choice.Warning;
    LastInterval = Choice.Interval;
    Run.ProgressPrefix = Number == 1
                             ? "check: "
                             : "re-check " + std::to_string(Number - 1) + ": ";
    // A line on a terminal while the check runs (the dpor engine refreshes
    // it with its counters).
    // With --progress elsewhere, a line of its own.
    bool Tty = isatty(STDERR_FILENO);
    if (Tty || Opts.Output.Progress) {
      std::fprintf(stderr,
                   Tty ? "%schecking with the %s engine..."
                       : "scopecheck: progress: %schecking with the %s "
                         "engine\n",
                   Run.ProgressPrefix.c_str(),
                   Choice.Interval ? "interval" : "dpor");
      std::fflush(stderr);
    }
    IStats = checker::IntervalStats();
    checker::CheckResult Res = runEngine(Opts, P, Choice, Run, &IStats);
    if (Tty)
      std::fputs("\r\033[K", stderr);
    return Res;
  };
  R.OnRound = [](const repair::Round &Rd) { printRound(std::cerr, Rd); };
  R.TimeUp = [&Opts] { return budgetSpent(Opts.Engine.TimeoutSeconds); };

  std::optional<repair::RepairResult> Res =
      repair::repairSource(Code, Opts.InputFile, R, Diags);
  Diags.print(std::cerr);
  if (EngineError)
    return ExitInputError;
  if (!Res) {
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  const checker::CheckResult &F = Res->Final;
  checker::printText(std::cerr, *Res->FinalProgram, F);
  if (!F.IncompleteReason.empty())
    printNote("exploration incomplete: " + F.IncompleteReason);
  unsigned NumEdits = Res->numEdits();
  std::string Rounds = std::to_string(Res->Rounds.size()) +
                       (Res->Rounds.size() == 1 ? " round" : " rounds");
  switch (Res->Status) {
  case repair::RepairStatus::NothingToRepair:
    printNote("nothing to repair: no error found");
    break;
  case repair::RepairStatus::Repaired:
    printNote("repaired: " + ir::plural(NumEdits, "edit") + " in " + Rounds +
              "; the re-check found no error");
    break;
  case repair::RepairStatus::NeedsReview:
    printNote("not a confirmed repair: " + ir::plural(NumEdits, "edit") +
              " in " + Rounds + " and the re-check found no race, but " +
              ir::plural(Res->numMeaningChanges(), "edit") +
              (Res->numMeaningChanges() == 1 ? " makes" : " make") +
              " a plain access a relaxed atomic, which changes "
              "what the access means: review (the kernel has no assertion "
              "that could confirm them)");
    break;
  case repair::RepairStatus::Unrepairable:
    printNote(ir::plural(F.Violations.size(), "error") +
              (F.Violations.size() == 1 ? " remains" : " remain") +
              " that " + (F.Violations.size() == 1 ? "is" : "are") +
              " not repaired (" + ir::plural(NumEdits, "edit") + " made)");
    break;
  case repair::RepairStatus::RoundLimit:
    printNote("errors remain after " + ir::plural(R.MaxRounds, "round") +
              " (--max-rounds); " + ir::plural(NumEdits, "edit") + " made");
    break;
  case repair::RepairStatus::Incomplete:
    if (Res->Rounds.empty() && !F.Violations.empty())
      printNote("the check is incomplete and the time is up: no repair is "
                "planned");
    else
      printNote("the re-check is incomplete: no repair is claimed (" +
                ir::plural(NumEdits, "edit") + " made)");
    break;
  }
  for (const repair::Edit &E : Res->Removed)
    std::cerr << locText(E.Loc) << "note: " << E.Explanation << " (for "
              << Res->RemovalScope << ")\n";
  if (!Res->Removed.empty()) {
    std::string Msg = "removed " + ir::plural(Res->Removed.size(), "barrier") +
                      ", each deletion re-checked at the checked launch";
    if (Res->RemovalScope == "every launch")
      Msg += "; the symbolic engine proves the result free of races and "
             "divergence for every launch";
    else if (!Res->RemovalNotProved.empty())
      Msg += "; not shown for other launches (" + Res->RemovalNotProved + ")";
    printNote(Msg);
  } else if (Opts.Repair.RemoveBarriers && F.V == checker::Verdict::Safe) {
    printNote("no barrier can be removed: each is needed at the checked "
              "launch");
  }
  printNote(LastInterval ? checker::intervalSummaryLine(IStats, F.Stats)
                         : checker::summaryLine(F.Stats));

  if (!Opts.Output.DotFile.empty() && !F.Violations.empty() &&
      F.Violations.front().Graph) {
    std::ofstream Out(Opts.Output.DotFile);
    if (Out)
      checker::printDot(Out, *Res->FinalProgram, *F.Violations.front().Graph);
    if (!Out) {
      printError("cannot write '" + Opts.Output.DotFile + "'");
      return ExitInputError;
    }
  }

  if (!Opts.Repair.OutputFile.empty() &&
      !writeFile(Opts.Repair.OutputFile, Res->Patched))
    return ExitInputError;
  if (Opts.Repair.InPlace && Res->changed() &&
      !writeFile(Opts.InputFile, Res->Patched))
    return ExitInputError;
  if (Opts.Output.Json)
    printRepairJson(std::cout, Opts.InputFile, *Res);
  else if (Opts.Repair.Diff)
    std::cout << repair::unifiedDiff(Res->Original, Res->Patched,
                                     Opts.InputFile, Opts.InputFile);
  else if (Opts.Repair.OutputFile.empty() && !Opts.Repair.InPlace)
    std::cout << Res->Patched;
  std::cout.flush();

  // A clean re-check of edits nothing confirms is no claim.
  if (Res->Status == repair::RepairStatus::NeedsReview ||
      Res->Status == repair::RepairStatus::Incomplete)
    return ExitIncomplete;
  switch (F.V) {
  case checker::Verdict::Safe:
    return ExitSafe;
  case checker::Verdict::Error:
    return ExitErrorsFound;
  case checker::Verdict::Incomplete:
    return ExitIncomplete;
  }
  return ExitIncomplete;
}

} // namespace scopecheck::cli
