//===- cli/RepairCommand.cpp - scopecheck repair --------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck repair FILE.cu`: check a CUDA kernel, widen the scopes the
/// reports call for in the source text (repair/Repair.h), re-check, until
/// clean. Prints every round's findings and edits as notes on stderr and
/// the final re-check's report; writes the repaired text to `-o FILE`, over
/// the input with `--in-place`, as a unified diff with `--diff`, or, with
/// none of them, on stdout. `--json` prints the report with the edits as
/// JSON on stdout instead of the text. Exit codes are those of the final
/// re-check: 0 clean, 1 errors remain, 3 incomplete, 2 input errors.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/ProgramInput.h"

#include "checker/Dot.h"
#include "checker/Report.h"
#include "ir/InputFile.h"
#include "repair/Repair.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

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
  case repair::RepairStatus::Unrepairable:
    return "unrepairable";
  case repair::RepairStatus::RoundLimit:
    return "round-limit";
  case repair::RepairStatus::Incomplete:
    return "incomplete";
  }
  return "";
}

/// The notes of every round on stderr.
static void printRounds(std::ostream &OS, const repair::RepairResult &R) {
  for (const repair::Round &Rd : R.Rounds) {
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
      OS << "scopecheck: note: " << Prefix << Rd.Deferred
         << " overlapping edit(s) left for the next round\n";
  }
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
      OS << "}";
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
  OS << "], \"final\": " << FinalText << ", \"diff\": ";
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
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Kind != InputKind::Cuda) {
    printError("'repair' needs a CUDA source file (.cu): it patches the "
               "source text, which '" +
               Opts.InputFile + "' is not");
    return ExitInputError;
  }
  if (Opts.Engine.Engine == EngineKind::Interval ||
      Opts.Engine.Engine == EngineKind::Symbolic) {
    printError("'--engine=" + std::string(engineName(Opts.Engine.Engine)) +
               "' is not available for 'repair': every round is checked "
               "with the dpor engine");
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
  if (!mergeLaunchFlags(Opts.Launch, Code, Opts.InputFile, L, Diags)) {
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
  R.Check.Model = Opts.Engine.Model;
  R.Check.TimeoutSeconds = Opts.Engine.TimeoutSeconds;
  R.Check.MaxExecutions = Opts.Engine.MaxExecutions;
  R.Check.MaxMemoryMb =
      Opts.Engine.MaxMemoryMb.value_or(checker::defaultMaxMemoryMb());
  if (Opts.Engine.MaxEvents) {
    R.Check.EventLimit = *Opts.Engine.MaxEvents;
    // A thread's statements are bounded too: at least 100 per event.
    R.Check.StepLimit =
        std::max<uint64_t>(R.Check.StepLimit, 100 * R.Check.EventLimit);
  }
  if (Opts.Engine.Unroll)
    R.Check.Unroll = *Opts.Engine.Unroll;
  R.MaxRounds = Opts.Repair.MaxRounds;

  std::optional<repair::RepairResult> Res =
      repair::repairSource(Code, Opts.InputFile, R, Diags);
  Diags.print(std::cerr);
  if (!Res) {
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  printRounds(std::cerr, *Res);
  const checker::CheckResult &F = Res->Final;
  checker::printText(std::cerr, *Res->FinalProgram, F);
  if (!F.IncompleteReason.empty())
    printNote("exploration incomplete: " + F.IncompleteReason);
  unsigned NumEdits = 0;
  for (const repair::Round &Rd : Res->Rounds)
    NumEdits += Rd.Edits.size();
  std::string Rounds = std::to_string(Res->Rounds.size()) +
                       (Res->Rounds.size() == 1 ? " round" : " rounds");
  switch (Res->Status) {
  case repair::RepairStatus::NothingToRepair:
    printNote("nothing to repair: no error found");
    break;
  case repair::RepairStatus::Repaired:
    printNote("repaired: " + std::to_string(NumEdits) + " edit(s) in " +
              Rounds + "; the re-check found no error");
    break;
  case repair::RepairStatus::Unrepairable:
    printNote(std::to_string(F.Violations.size()) +
              " error(s) remain that are not repaired (" +
              std::to_string(NumEdits) + " edit(s) made)");
    break;
  case repair::RepairStatus::RoundLimit:
    printNote("errors remain after " + std::to_string(R.MaxRounds) +
              " round(s) (--max-rounds); " + std::to_string(NumEdits) +
              " edit(s) made");
    break;
  case repair::RepairStatus::Incomplete:
    printNote("the re-check is incomplete: no repair is claimed (" +
              std::to_string(NumEdits) + " edit(s) made)");
    break;
  }
  printNote(checker::summaryLine(F.Stats));

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
