//===- cli/CheckCommand.cpp - scopecheck check ----------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck check FILE`: on an .ir file or a .cu kernel
/// (cli/ProgramInput.h obtains the program) chooses an engine
/// (`--engine=auto|dpor|interval`, docs/engines.md), runs it
/// (checker/Check.h for dpor, checker/Interval.h for interval) and prints
/// its report (text, --json, --dot). `scopecheck repair` is in
/// cli/RepairCommand.cpp.
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/Deadline.h"
#include "cli/EngineChoice.h"
#include "cli/ProgramInput.h"
#include "cli/ReportFiles.h"

#include "checker/Check.h"
#include "checker/Confirm.h"
#include "checker/Dot.h"
#include "checker/Findings.h"
#include "checker/Interval.h"
#include "checker/symbolic/Symbolic.h"
#include "ir/Diagnostic.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"
#include "ir/passes/Ghost.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>

#include <unistd.h>

namespace scopecheck::cli {

/// The largest launch (in threads) for which `--engine=auto` runs the dpor
/// engine on a kernel whose threads may communicate inside a barrier
/// interval; larger launches run the interval engine with a warning
/// (docs/engines.md "What auto chooses").
static constexpr uint64_t AutoDporMaxThreads = 64;

static void printWarning(std::string_view Message) {
  std::cerr << "scopecheck: warning: " << Message << '\n';
}

bool chooseEngine(const Options &Opts, const ir::Program &P, EngineChoice &C) {
  EngineKind E = Opts.Engine.Engine;
  if (E == EngineKind::Dpor)
    return true;
  if (P.Run.K != ir::Launch::Kind::Kernel) {
    if (E == EngineKind::Interval) {
      printError("'--engine=interval' needs an SPMD kernel launch; a "
                 "launch of explicit threads runs with '--engine=dpor'");
      return false;
    }
    C.Note = "auto chose the dpor engine: a launch of explicit threads";
    return true;
  }
  ir::DiagnosticEngine Diags;
  C.Predicated = checker::preparePredicated(P, Diags);
  if (!C.Predicated) {
    if (E == EngineKind::Interval) {
      Diags.print(std::cerr);
      printError("the interval engine cannot run this kernel: its "
                 "predicated form could not be built");
      return false;
    }
    C.Note = "auto chose the dpor engine: the kernel's predicated form could "
             "not be built";
    return true;
  }
  checker::CommunicationReport Comm =
      checker::analyzeCommunication(*C.Predicated);
  if (!Comm.Supported) {
    C.Predicated.reset();
    if (E == EngineKind::Interval) {
      printError(Comm.Unsupported + "; use '--engine=dpor'");
      return false;
    }
    C.Note = "auto chose the dpor engine: " + Comm.Unsupported;
    return true;
  }
  uint64_t Threads = P.Run.Grid.count() * P.Run.BlockDim.count();
  C.Interval = true;
  if (Comm.MayCommunicate)
    C.Warning = "the interval engine's result is not exact for this kernel "
                "(" +
                Comm.Reason +
                "): it may miss errors and report spurious ones, and a run "
                "without errors is incomplete";
  if (E == EngineKind::Interval)
    return true;
  if (!Comm.MayCommunicate) {
    C.Note = "auto chose the interval engine: no value that depends on the "
             "order of concurrent accesses reaches control flow, an address "
             "or an assertion, so the lock-step run is exact";
  } else if (P.Run.WarpSync) {
    C.Note = "auto chose the interval engine: only it implements "
             "--warp-sync's lock-step warps";
  } else if (Threads <= AutoDporMaxThreads) {
    C.Interval = false;
    C.Predicated.reset();
    C.Warning.clear();
    C.Note = "auto chose the dpor engine: the threads may communicate inside "
             "a barrier interval (" +
             Comm.Reason + ") and the launch is small (" +
             std::to_string(Threads) + " threads, at most " +
             std::to_string(AutoDporMaxThreads) + ")";
  } else {
    C.Note = "auto chose the interval engine: the launch is too large for "
             "dpor (" +
             std::to_string(Threads) + " threads, more than " +
             std::to_string(AutoDporMaxThreads) + ")";
  }
  return true;
}

static int exitCode(checker::Verdict V) {
  switch (V) {
  case checker::Verdict::Safe:
    return ExitSafe;
  case checker::Verdict::Error:
    return ExitErrorsFound;
  case checker::Verdict::Incomplete:
    return ExitIncomplete;
  }
  return ExitIncomplete;
}

/// The symbolic engine on \p P (docs/engines.md "The symbolic engine"):
/// the launch flags of the command line fix what they give, everything
/// else is checked for every value.
static int runSymbolic(const Options &Opts, const ir::Program &P,
                       const FrontendStats &Frontend,
                       std::string *SummaryOut) {
  if (P.Run.K != ir::Launch::Kind::Kernel) {
    printError("'--engine=symbolic' needs an SPMD kernel launch; a launch of "
               "explicit threads runs with '--engine=dpor'");
    return ExitInputError;
  }
  if (Opts.Engine.AllowSameValueRaces) {
    printError("'--allow-same-value-races' is not supported by the symbolic "
               "engine: check a launch (--blockDim) with --engine=dpor or "
               "--engine=interval");
    return ExitInputError;
  }
  // The symbolic engine gives every pointer parameter a buffer of its own
  // (GPUVerify's assumption); a launch where two of them share one
  // (`--bind`) is beyond it, so it is refused rather than misread.
  const ir::Procedure &K = P.Procs[P.Run.Kernel];
  std::vector<ir::ObjectId> Seen;
  for (size_t I = 0; I < P.Run.Args.size() && I < K.NumParams; ++I) {
    if (K.Vars[I].Ty != ir::Type::Ptr)
      continue;
    const ir::Expr *A = P.Run.Args[I];
    bool Own = A->Kind == ir::ExprKind::ObjAddr &&
               std::find(Seen.begin(), Seen.end(), A->Index) == Seen.end();
    if (!Own) {
      printError(
          "the symbolic engine does not check pointer parameters "
          "that share a buffer ('" +
          K.Vars[I].Name +
          "', --bind): check a launch (--blockDim) with --engine=dpor or "
          "--engine=interval");
      return ExitInputError;
    }
    Seen.push_back(A->Index);
  }
  symbolic::SymbolicOptions S;
  S.BlockDim = Opts.Launch.BlockDim;
  S.GridDim = Opts.Launch.GridDim;
  for (const KernelArgOption &A : Opts.Launch.Args) {
    // The IR names an element of an array field `p.in.1.a` where the
    // option says `p.in[1].a`.
    std::string IrName;
    for (char C : A.Name)
      if (C == '[')
        IrName += '.';
      else if (C != ']')
        IrName += C;
    S.FixedArgs.insert(IrName);
  }
  S.AllDims = Opts.Engine.AllDims;
  S.Equality = Opts.Engine.Equality;
  S.TimeoutSeconds = remainingSeconds(Opts.Engine.TimeoutSeconds);
  S.Model = Opts.Engine.Model;
  symbolic::SymbolicStats Stats;
  checker::CheckResult R = symbolic::checkSymbolic(P, S, Stats);
  R.Stats.FrontendPeakRssMb = Frontend.PeakRssMb;
  // As dpor (checker::checkProgram): the symbolic engine reads warps under
  // independent scheduling, whose executions include the lock-step ones of
  // --warp-sync; its "safe" carries over, its errors may not.
  if (P.Run.WarpSync && R.V == checker::Verdict::Error) {
    R.V = checker::Verdict::Incomplete;
    R.IncompleteReason =
        "the symbolic engine checks independent thread scheduling, not "
        "--warp-sync's lock-step warps: the " +
        std::string(checker::violationKindName(R.Violations.front().Kind)) +
        " it found may not be one under lock-step (check a launch with "
        "--engine=interval, which implements --warp-sync)";
    R.Violations.clear();
  }
  checker::printText(std::cerr, P, R, Opts.Output.FullWitness);
  if (R.V == checker::Verdict::Safe)
    printNote(Stats.Proof);
  else if (R.V == checker::Verdict::Error)
    printNote("confirmed by a concrete run of an exact engine at the "
              "counterexample's launch");
  else
    printNote("no verdict: " + R.IncompleteReason);
  char Buf[240];
  std::snprintf(Buf, sizeof Buf,
                "symbolic (%s abstraction): %u loop%s, %u candidate "
                "invariants (%u proved), "
                "%u solver queries (%.2f s) in %.2f s, peak memory %.1f MB",
                Stats.Abstraction.c_str(), Stats.Loops, Stats.Loops == 1 ? "" : "s", Stats.Candidates,
                Stats.Proved, Stats.Queries, Stats.SolverSeconds,
                R.Stats.Seconds, R.Stats.PeakRssMb);
  std::string Lemmas;
  if (Stats.LemmaInstances)
    Lemmas = "; " + std::to_string(Stats.LemmaInstances) +
             " product-lemma instances" +
             (Stats.LemmaInstancesLeftOut
                  ? " (" + std::to_string(Stats.LemmaInstancesLeftOut) +
                        " more left out: limit reached)"
                  : std::string());
  printNote(Buf + Lemmas + frontendSummary(Frontend));
  std::string Summary = checker::verdictSummary(P, R, /*StopOnFirst=*/false);
  std::cerr << "scopecheck: " << Summary << '\n';
  if (SummaryOut)
    *SummaryOut = Summary;
  if (!writeReportFiles(Opts, P, R, Summary, Buf))
    return ExitInputError;
  if (Opts.Output.Json)
    checker::printJson(std::cout, P, R);
  std::cout.flush();
  return exitCode(R.V);
}

checker::CheckResult runEngine(const Options &Opts, const ir::Program &P,
                               const EngineChoice &Choice, const EngineRun &Run,
                               checker::IntervalStats *IStats) {
  checker::CheckResult R;
  // Bool: the progress line was printed (to be erased).
  bool Progress = false;
  // The progress: a line refreshed in place on a terminal; with
  // --progress elsewhere (a CI log), one line per report and a last one
  // when the engine is done.
  bool Tty = isatty(STDERR_FILENO);
  bool Lines = Opts.Output.Progress && !Tty;
  auto Show = [&Progress, &Run, Tty](const std::string &Text) {
    if (Tty) {
      std::fprintf(stderr, "\r%s%s", Run.ProgressPrefix.c_str(), Text.c_str());
      Progress = true;
    } else {
      std::fprintf(stderr, "scopecheck: progress: %s%s\n",
                   Run.ProgressPrefix.c_str(), Text.c_str());
    }
    std::fflush(stderr);
  };
  auto IntervalText = [](const checker::IntervalStats &S, uint64_t Total,
                         double Seconds) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, ", %.0f s elapsed", Seconds);
    return std::to_string(S.Blocks) + " of " + std::to_string(Total) +
           " blocks, " + ir::plural(S.Intervals, "barrier interval") + ", " +
           ir::plural(S.Accesses, "access", "accesses") + Buf;
  };
  auto DporText = [](const checker::CheckStats &S) {
    char Buf[64];
    std::snprintf(Buf, sizeof Buf, "), %.0f/s, %.0f s elapsed",
                  S.Seconds > 0 ? double(S.Executions) / S.Seconds : 0.0,
                  S.Seconds);
    return ir::plural(S.Executions, "execution") + " (" +
           std::to_string(S.Blocked) + " blocked, " +
           std::to_string(S.Pruned) + " pruned" + Buf;
  };
  checker::IntervalStats OwnStats;
  if (!IStats)
    IStats = &OwnStats;
  if (Choice.Interval) {
    checker::IntervalOptions I;
    I.Model = Opts.Engine.Model;
    I.StopOnFirst = Run.StopOnFirst;
    I.AllowSameValueRaces = Opts.Engine.AllowSameValueRaces;
    I.TimeoutSeconds = Run.TimeoutSeconds;
    I.MaxMemoryMb =
        Opts.Engine.MaxMemoryMb.value_or(checker::defaultMaxMemoryMb());
    if (Tty || Lines)
      I.OnProgress = [&](const checker::IntervalStats &S,
                         uint64_t TotalBlocks, double Seconds) {
        Show(IntervalText(S, TotalBlocks, Seconds));
      };
    R = checker::checkIntervals(*Choice.Predicated, I, IStats);
    if (Lines)
      Show(IntervalText(*IStats, P.Run.Grid.count(), R.Stats.Seconds) +
           " (done)");
    // auto ran the inexact interval engine (the launch is too large for
    // dpor to be its choice): an error it reports may be spurious. dpor
    // confirms it at this launch or a smaller one that keeps its threads,
    // within what is left of --timeout (10 s without one); unconfirmed, it
    // is only a possible error (exit 3), never exit 1.
    if (Opts.Engine.Engine == EngineKind::Auto && !Choice.Warning.empty() &&
        R.V == checker::Verdict::Error) {
      checker::CheckOptions C;
      C.Model = Opts.Engine.Model;
      C.AllowSameValueRaces = Opts.Engine.AllowSameValueRaces;
      C.TimeoutSeconds = 0;
      if (Run.TimeoutSeconds > 0)
        C.TimeoutSeconds =
            std::max(0.001, Run.TimeoutSeconds - R.Stats.Seconds);
      C.MaxMemoryMb =
          Opts.Engine.MaxMemoryMb.value_or(checker::defaultMaxMemoryMb());
      C.Jobs = Opts.Engine.Jobs ? Opts.Engine.Jobs : checker::defaultJobs();
      R = checker::confirmInexactError(P, R, C);
    }
  } else {
    checker::CheckOptions C;
    C.Model = Opts.Engine.Model;
    C.StopOnFirst = Run.StopOnFirst;
    C.AllowSameValueRaces = Opts.Engine.AllowSameValueRaces;
    C.TimeoutSeconds = Run.TimeoutSeconds;
    C.MaxExecutions = Opts.Engine.MaxExecutions;
    C.Jobs = Opts.Engine.Jobs ? Opts.Engine.Jobs : checker::defaultJobs();
    C.Distributed = Opts.Engine.Distributed;
    C.MaxMemoryMb =
        Opts.Engine.MaxMemoryMb.value_or(checker::defaultMaxMemoryMb());
    if (Opts.Engine.MaxEvents) {
      C.EventLimit = *Opts.Engine.MaxEvents;
      // A thread's statements are bounded too: at least 100 per event.
      C.StepLimit = std::max<uint64_t>(C.StepLimit, 100 * C.EventLimit);
    }
    if (Opts.Engine.Unroll)
      C.Unroll = *Opts.Engine.Unroll;
    if (Tty || Lines)
      C.OnProgress = [&](const checker::CheckStats &S) { Show(DporText(S)); };
    R = checker::checkProgram(P, C);
    if (Lines)
      Show(DporText(R.Stats) + " (done)");
  }
  if (Progress)
    std::fputs("\r\033[K", stderr);
  return R;
}

/// Does \p P have an atomic operation or fence of a scope narrower than
/// the system (a C11 program with GPUMC's scope markers)?
static bool usesScopes(const ir::Program &P) {
  for (const ir::Procedure &Proc : P.Procs)
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &S : B.Stmts)
        if (S.Kind != ir::StmtKind::Barrier && ir::isMemoryEvent(S.Kind) &&
            S.Sc != ir::Scope::None && S.Sc != ir::Scope::Sys)
          return true;
  return false;
}

/// `scopecheck check FILE`: the chosen engine on the verified program of
/// an .ir file or of a translated .cu kernel.
static int runCheckProgram(const Options &Given, InputKind Kind,
                           std::string *SummaryOut) {
  ir::DiagnosticEngine Diags;
  FrontendStats Frontend;
  std::unique_ptr<ir::Program> P =
      loadProgram(Given, Kind, InputUse::Check, Diags, &Frontend);
  Options Opts = Given;
  if (P && Kind == InputKind::C11 && !Opts.Engine.ModelGiven &&
      !usesScopes(*P))
    Opts.Engine.Model = checker::ModelKind::Rc11; // docs/c11-support.md
  Diags.print(std::cerr); // the errors, or warnings
  if (!P) {
    if (Opts.Output.Json)
      printInputErrorJson(std::cout, Opts, Diags);
    return ExitInputError;
  }

  if (Opts.Engine.Engine == EngineKind::Symbolic)
    return runSymbolic(Opts, *P, Frontend, SummaryOut);
  if (Frontend.NoLaunch) {
    printNote("auto chose the symbolic engine: no launch configuration was "
              "given, so the kernel is checked for every launch");
    return runSymbolic(Opts, *P, Frontend, SummaryOut);
  }
  // Barrier invariants are the symbolic engine's (docs/engines.md).
  ir::stripBarrierInvariants(*P);
  EngineChoice Choice;
  if (!chooseEngine(Opts, *P, Choice))
    return ExitInputError;
  if (!Choice.Note.empty())
    printNote(Choice.Note);
  if (!Choice.Warning.empty())
    printWarning(Choice.Warning);

  checker::IntervalStats IStats;
  EngineRun Run;
  Run.StopOnFirst = Opts.Engine.StopOnFirst;
  Run.TimeoutSeconds = remainingSeconds(Opts.Engine.TimeoutSeconds);
  checker::CheckResult R = runEngine(Opts, *P, Choice, Run, &IStats);
  R.Stats.FrontendPeakRssMb = Frontend.PeakRssMb;
  checker::printText(std::cerr, *P, R, Opts.Output.FullWitness);
  if (!R.IncompleteReason.empty())
    printNote((Choice.Interval && R.V == checker::Verdict::Error
                   ? "errors found, but the check is not exhaustive: "
                   : "exploration incomplete: ") +
              R.IncompleteReason);
  std::string StatsLine =
      Choice.Interval ? checker::intervalSummaryLine(IStats, R.Stats)
                      : checker::summaryLine(R.Stats);
  printNote(StatsLine + frontendSummary(Frontend));
  if (!Opts.Output.DotFile.empty()) {
    if (R.Violations.empty() || !R.Violations.front().Graph) {
      printNote(std::string(R.Violations.empty()
                                ? "no error found"
                                : "the interval engine builds no execution "
                                  "graph") +
                ": no witness graph written to '" + Opts.Output.DotFile + "'");
    } else {
      std::ofstream Out(outputPath(Opts.Output.DotFile));
      if (Out)
        checker::printDot(Out, *P, *R.Violations.front().Graph,
                          R.Violations.front().GraphEvents);
      if (!Out) {
        printError("cannot write '" + Opts.Output.DotFile + "'");
        return ExitInputError;
      }
    }
  }
  std::string Summary = checker::verdictSummary(*P, R, Run.StopOnFirst);
  std::cerr << "scopecheck: " << Summary << '\n';
  if (SummaryOut)
    *SummaryOut = Summary;
  if (!writeReportFiles(Opts, *P, R, Summary, StatsLine))
    return ExitInputError;
  if (Opts.Output.Json)
    checker::printJson(std::cout, *P, R);
  std::cout.flush();
  switch (R.V) {
  case checker::Verdict::Safe:
    return ExitSafe;
  case checker::Verdict::Error:
    return ExitErrorsFound;
  case checker::Verdict::Incomplete:
    return ExitIncomplete;
  }
  return ExitIncomplete;
}

int runCheck(const Options &Opts) {
  if (Opts.Output.SarifFixes && Opts.Output.SarifFile.empty()) {
    printError("'--sarif-fixes' adds fixes to the SARIF log: give --sarif "
               "FILE too");
    return ExitInputError;
  }
  // No input at all is the one check's "no input file" error.
  if (Opts.InputFiles.size() > 1 ||
      (Opts.AllKernels && !Opts.InputFiles.empty()))
    return runProject(Opts);
  return runCheckOne(Opts, nullptr);
}

int runCheckOne(const Options &Opts, std::string *Summary) {
  InputKind Kind;
  if (!checkInputFile(Opts, Kind))
    return ExitInputError;
  if (Opts.Output.SarifFixes && Kind != InputKind::Cuda) {
    printError("'--sarif-fixes' needs a CUDA kernel (.cu): its fixes are "
               "the edits of `scopecheck repair`, which patches CUDA source "
               "only");
    return ExitInputError;
  }
  if (Kind == InputKind::Ir || Kind == InputKind::Cuda ||
      Kind == InputKind::OpenCl || Kind == InputKind::C11)
    return runCheckProgram(Opts, Kind, Summary);
  if (Kind == InputKind::Litmus)
    return runCheckLitmus(Opts);
  // Plug the other engines and inputs in here (see the file comment).
  printError("'check' is not available yet: the checking engines are under "
             "construction");
  return ExitInputError;
}

} // namespace scopecheck::cli
