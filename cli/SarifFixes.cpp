//===- cli/SarifFixes.cpp - Repair edits as SARIF fixes --------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `check --sarif FILE --sarif-fixes` (docs/usage.md "SARIF"): when the
/// check of a CUDA kernel finds errors, the repair engine (repair/Repair.h)
/// runs as `scopecheck repair` would, at the same launch and with the same
/// engine choice, and its edits become the SARIF `fix` of each result:
/// one fix, the edits of every round as replacements of the file as it is
/// (repair::originalEdits), given only when the re-check after them found
/// no error. Otherwise a notification says why there is no fix.
///
/// Compiled for both binaries: the slim `scopecheck` hands a check with
/// `--sarif-fixes` of a .cu file to the front-end binary (cli/main.cpp),
/// so only the front-end's definition runs the repair.
///
//===----------------------------------------------------------------------===//

#include "cli/ReportFiles.h"

#ifndef SCOPECHECK_SLIM
#include "cli/Deadline.h"
#include "cli/EngineChoice.h"
#include "cli/ProgramInput.h"
#include "ir/Diagnostic.h"
#include "ir/InputFile.h"
#include "repair/Repair.h"
#endif

namespace scopecheck::cli {

#ifdef SCOPECHECK_SLIM
void addSarifFixes(const Options &, const checker::CheckResult &R,
                   checker::SarifInput &In) {
  if (!R.Violations.empty())
    In.Notes.push_back("no fixes: the repair engine is in scopecheck-frontend");
}
#else

namespace {

/// 1-based line and column of byte \p Offset of \p Text.
std::pair<uint32_t, uint32_t> lineCol(const std::string &Text,
                                      uint64_t Offset) {
  uint32_t Line = 1, Col = 1;
  for (uint64_t I = 0; I < Offset && I < Text.size(); ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
  }
  return {Line, Col};
}

} // namespace

void addSarifFixes(const Options &Given, const checker::CheckResult &R,
                   checker::SarifInput &In) {
  if (R.Violations.empty())
    return;
  auto NoFix = [&In](const std::string &Why) {
    In.Notes.push_back("no fixes (--sarif-fixes): " + Why);
  };
  // The repair's checks: the engine `check` would choose at the launch
  // (`repair` runs no symbolic engine), every error of each round.
  Options Opts = Given;
  if (Opts.Engine.Engine == EngineKind::Symbolic)
    Opts.Engine.Engine = EngineKind::Auto;
  std::string Code, Error;
  if (!ir::readInputFile(Opts.InputFile, Code, Error))
    return NoFix(Error);
  ir::DiagnosticEngine Diags;
  LaunchOptions L;
  if (!mergeLaunchFlags(Opts.Launch, Code, Opts.InputFile, L, Diags))
    return NoFix("the launch flags do not merge");
  if (!L.BlockDim)
    return NoFix("`scopecheck repair` checks its edits at a launch, and "
                 "none was given (--blockDim)");
  repair::RepairOptions RO;
  RO.Translate = translateOptions(L);
  RO.MaxRounds = Opts.Repair.MaxRounds;
  RO.TimeUp = [&Opts] { return budgetSpent(Opts.Engine.TimeoutSeconds); };
  RO.CheckRound = [&Opts](const ir::Program &P,
                          unsigned) -> checker::CheckResult {
    checker::CheckResult Cut;
    Cut.V = checker::Verdict::Incomplete;
    if (budgetSpent(Opts.Engine.TimeoutSeconds)) {
      Cut.IncompleteReason = "the timeout (--timeout) was reached";
      return Cut;
    }
    EngineChoice Choice;
    if (!chooseEngine(Opts, P, Choice)) {
      Cut.IncompleteReason = "the chosen engine cannot run this kernel";
      return Cut;
    }
    EngineRun Run;
    Run.StopOnFirst = false;
    Run.TimeoutSeconds = remainingSeconds(Opts.Engine.TimeoutSeconds);
    return runEngine(Opts, P, Choice, Run, nullptr);
  };
  std::optional<repair::RepairResult> Res =
      repair::repairSource(Code, Opts.InputFile, RO, Diags);
  if (!Res)
    return NoFix(Diags.diagnostics().empty()
                     ? "the repair failed"
                     : "the repair failed: " +
                           Diags.diagnostics().front().Message);
  unsigned Edits = Res->numEdits();
  std::string Rounds = std::to_string(Res->Rounds.size()) +
                       (Res->Rounds.size() == 1 ? " round" : " rounds");
  switch (Res->Status) {
  case repair::RepairStatus::Repaired:
  case repair::RepairStatus::NeedsReview:
    break;
  case repair::RepairStatus::NothingToRepair:
    return NoFix("the repair's own check found no error");
  case repair::RepairStatus::Unrepairable:
    return NoFix(ir::plural(Res->Final.Violations.size(), "error") +
                 (Res->Final.Violations.size() == 1 ? " remains" : " remain") +
                 " that `scopecheck repair` does not repair (after " +
                 ir::plural(Edits, "edit") + "); it says why for each");
  case repair::RepairStatus::RoundLimit:
    return NoFix("errors remain after " + Rounds + " of edits");
  case repair::RepairStatus::Incomplete:
    return NoFix(std::string(Res->Rounds.empty()
                                 ? "the repair's check is incomplete: "
                                 : "the re-check after the edits is "
                                   "incomplete: ") +
                 Res->Final.IncompleteReason);
  }

  checker::SarifFix Fix;
  Fix.File = Opts.InputFile;
  std::string Why;
  for (const repair::Edit &E :
       repair::originalEdits(Res->Original, Res->Rounds)) {
    checker::SarifReplacement Rep;
    std::tie(Rep.StartLine, Rep.StartCol) = lineCol(Res->Original, E.Offset);
    std::tie(Rep.EndLine, Rep.EndCol) =
        lineCol(Res->Original, E.Offset + E.OldText.size());
    Rep.Text = E.NewText;
    Fix.Replacements.push_back(std::move(Rep));
    if (!E.Explanation.empty())
      Why += (Why.empty() ? "" : "; ") + E.Explanation;
  }
  Fix.Description =
      "`scopecheck repair`: " + ir::plural(Edits, "edit") + " in " + Rounds +
      (Res->Status == repair::RepairStatus::Repaired
           ? "; the re-check found no error"
           : "; the re-check found no race, but an edit makes a plain "
             "access a relaxed atomic, which changes what it means: review "
             "it") +
      " (" + Why + ")";
  In.Fixes.assign(R.Violations.size(), {Fix});
}

#endif // SCOPECHECK_SLIM

} // namespace scopecheck::cli
