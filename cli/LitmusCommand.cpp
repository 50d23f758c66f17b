//===- cli/LitmusCommand.cpp - scopecheck check FILE.litmus ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck check test.litmus`: reads the test (litmus/Litmus.h), runs
/// every execution with the dpor engine (litmus/Run.h) and prints herd's
/// report on stdout (or the JSON report with its "litmus" member), errors
/// such as races as diagnostics on stderr. Exit codes (docs/usage.md "Litmus
/// tests"): 1 for errors, and for a reachable condition state only with
/// `--expect-unreachable`; 3 when the exploration was cut; otherwise 0.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/Deadline.h"
#include "cli/ProgramInput.h"

#include "checker/Dot.h"
#include "checker/Findings.h"
#include "checker/Report.h"
#include "litmus/Run.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace scopecheck::cli {

int runCheckLitmus(const Options &Opts) {
  ir::DiagnosticEngine Diags;
  std::string LaunchFlag = Opts.Launch.firstGivenFlag();
  if (!LaunchFlag.empty())
    Diags.error("scopecheck", 0, 0,
                launchFlagRefusal(LaunchFlag, SelfLaunchedInput::Litmus));
  else if (Opts.Engine.Engine == EngineKind::Interval)
    Diags.error("scopecheck", 0, 0,
                "'--engine=interval' needs an SPMD kernel launch; a litmus "
                "test runs with '--engine=dpor'");
  std::unique_ptr<litmus::LitmusTest> T;
  if (!Diags.hasErrors())
    T = litmus::parseLitmusFile(Opts.InputFile, Diags);
  Diags.print(std::cerr);
  if (!T) {
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  checker::ExploreOptions E;
  E.Model = Opts.Engine.Model;
  E.MaxExecutions = Opts.Engine.MaxExecutions;
  E.TimeoutSeconds = remainingSeconds(Opts.Engine.TimeoutSeconds);
  if (Opts.Engine.Unroll)
    E.Unroll = *Opts.Engine.Unroll;
  litmus::LitmusOutcome O = litmus::runLitmus(*T, E);
  const ir::Program &P = *T->Prog;
  checker::CheckResult &R = O.Result;
  R.Model = std::string(checker::modelName(Opts.Engine.Model));

  checker::printText(std::cerr, P, R);
  bool Fails = Opts.Engine.ExpectUnreachable && O.WitnessFound;
  if (Fails) {
    ir::Diagnostic D;
    D.File = P.fileName(T->Cond.Loc.File);
    D.Line = T->Cond.Loc.Line;
    D.Col = T->Cond.Loc.Col;
    D.Message = std::string(T->Cond.Q == litmus::Quantifier::Forall
                                ? "a state violating the condition is "
                                  "reachable: "
                                : "the condition's state is reachable: ") +
                litmus::stateText(*T, O.WitnessState);
    std::cerr << ir::formatDiagnostic(D) << '\n';
  }
  if (!R.IncompleteReason.empty())
    printNote("exploration incomplete: " + R.IncompleteReason);
  printNote(checker::summaryLine(R.Stats));
  // The closing line, as `check` ends: a reachable condition state that
  // --expect-unreachable makes an error counts as one.
  std::string Summary = checker::verdictSummary(P, R, /*StopOnFirst=*/false);
  if (Fails && R.Violations.empty())
    Summary = std::string("1 error found (") +
              (T->Cond.Q == litmus::Quantifier::Forall
                   ? "a state violating the condition is reachable)"
                   : "the condition's state is reachable)");
  else if (Fails)
    Summary += "; and the condition's state is reachable";
  std::cerr << "scopecheck: " << Summary << '\n';

  if (!Opts.Output.DotFile.empty()) {
    std::shared_ptr<const checker::ExecutionGraph> G = O.WitnessGraph;
    if (!G && !R.Violations.empty())
      G = R.Violations.front().Graph;
    if (!G) {
      printNote("no witness: no graph written to '" + Opts.Output.DotFile +
                "'");
    } else {
      std::ofstream Out(outputPath(Opts.Output.DotFile));
      if (Out)
        checker::printDot(Out, P, *G);
      if (!Out) {
        printError("cannot write '" + Opts.Output.DotFile + "'");
        return ExitInputError;
      }
    }
  }

  if (Opts.Output.Json) {
    // The check report with the litmus member added before its last brace.
    std::ostringstream Json;
    checker::printJson(Json, P, R);
    std::string S = Json.str();
    size_t Close = S.rfind('}');
    std::cout << S.substr(0, Close) << ", ";
    litmus::printLitmusJson(std::cout, *T, O);
    std::cout << "}\n";
  } else {
    litmus::printLitmusText(std::cout, *T, O);
  }
  std::cout.flush();
  if (R.V == checker::Verdict::Error || Fails)
    return ExitErrorsFound;
  if (R.V == checker::Verdict::Incomplete)
    return ExitIncomplete;
  return ExitSafe;
}

} // namespace scopecheck::cli
