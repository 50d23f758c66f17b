//===- cli/main.cpp - Entry point of the scopecheck command ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses the command line into an Options struct (cli/Options.h) and runs
/// the chosen subcommand (cli/Commands.h). Every usage error, whether found
/// by CLI11 or by a flag's value parser, is printed as
/// "scopecheck: error: ..." and exits with 2; --help and --version exit 0.
///
/// Built twice (cli/CMakeLists.txt): as `scopecheck-frontend`, the whole
/// tool, which also serves `--internal-translate` to the slim binary; and
/// with SCOPECHECK_SLIM as `scopecheck`, which links no LLVM/Clang and
/// hands the subcommands that need Clang (`repair`, `ir FILE.cu`) over to
/// `scopecheck-frontend` by exec (cli/FrontendProcess.h).
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"
#include "cli/Commands.h"
#include "cli/FrontendProcess.h"
#include "cli/Options.h"

#ifndef SCOPECHECK_SLIM
#include "translate/Translate.h"
#endif

#include <CLI/CLI.hpp>

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>

using namespace scopecheck::cli;

/// CLI11's messages start with a capital; ours, like Clang's, do not.
static std::string lowercaseFirst(std::string S) {
  if (!S.empty() && S[0] >= 'A' && S[0] <= 'Z')
    S[0] = static_cast<char>(S[0] - 'A' + 'a');
  return S;
}

static bool isSubcommandName(std::string_view S) {
  return S == "check" || S == "repair" || S == "ir";
}

/// The exit code after a subcommand returned \p Code: output on stdout
/// that could not be written (a full disk, `> /dev/full`) is an error of
/// its own, reported on stderr with exit 2, whatever the verdict was.
static int finishOutput(int Code) {
  std::cout.flush();
  bool Failed = !std::cout;
  if (std::fflush(stdout) != 0 || std::ferror(stdout))
    Failed = true;
  if (!Failed)
    return Code;
  printError("cannot write to standard output: the output is incomplete");
  return ExitInputError;
}

static int runMain(int Argc, char **Argv) {
#ifndef SCOPECHECK_SLIM
  // `scopecheck-frontend --internal-translate check|ir ... FILE.cu`: the
  // slim binary's translation child. The rest is the usual command line.
  bool InternalTranslate =
      Argc >= 2 && std::strcmp(Argv[1], InternalTranslateFlag) == 0;
  if (InternalTranslate) {
    Argv[1] = Argv[0];
    --Argc;
    ++Argv;
  }
#endif
  // A first word that is neither a flag nor a subcommand is a misspelt
  // subcommand; CLI11 would only say the argument was not expected.
  if (Argc >= 2 && Argv[1][0] != '-' && !isSubcommandName(Argv[1])) {
    printError("unknown subcommand '" + std::string(Argv[1]) +
               "': expected check, repair or ir (see 'scopecheck --help')");
    return ExitInputError;
  }

  Options Opts;
  CLI::App App;
  buildCommandLine(App, Opts);
  try {
    App.parse(Argc, Argv);
  } catch (const CLI::Success &S) {
    // --help or --version: CLI11 prints them on stdout, exit code 0.
    return App.exit(S);
  } catch (const CLI::ParseError &E) {
    printError(lowercaseFirst(E.what()));
    return ExitInputError;
  }

#ifdef SCOPECHECK_SLIM
  // What needs Clang beyond a translation is done by the front-end binary,
  // with the user's own arguments.
  // (`check --sarif-fixes` of a .cu file runs the repair engine.)
  if (Opts.Command == Subcommand::Repair ||
      (Opts.Command == Subcommand::Check && Opts.Output.SarifFixes &&
       Opts.InputFiles.size() == 1 &&
       classifyInput(Opts.InputFile, Opts.Language) == InputKind::Cuda) ||
      (Opts.Command == Subcommand::Ir &&
       (classifyInput(Opts.InputFile, Opts.Language) == InputKind::Cuda ||
        classifyInput(Opts.InputFile, Opts.Language) == InputKind::OpenCl ||
        classifyInput(Opts.InputFile, Opts.Language) == InputKind::C11)))
    return execFrontend(Argv);
#else
  if (InternalTranslate) {
    if (Opts.Command != Subcommand::Check && Opts.Command != Subcommand::Ir) {
      printError("'" + std::string(InternalTranslateFlag) +
                 "' needs the subcommand check or ir");
      return ExitInputError;
    }
    return runInternalTranslate(Opts);
  }
#endif

  switch (Opts.Command) {
  case Subcommand::Check:
    return finishOutput(runCheck(Opts));
  case Subcommand::Repair:
#ifdef SCOPECHECK_SLIM
    break; // handed over above
#else
    return finishOutput(runRepair(Opts));
#endif
  case Subcommand::Ir:
    return finishOutput(runIr(Opts));
  case Subcommand::None:
    break;
  }
  printError("no subcommand given: expected check, repair or ir (see "
             "'scopecheck --help')");
  return ExitInputError;
}

#ifndef SCOPECHECK_SLIM
/// The stack of the thread that runs the front-end binary's command: Clang's
/// Sema recurses once per operand of a long expression (a 100,000-term sum
/// needs far more than the main thread's 8 MB), and the translator refuses
/// such expressions only after Clang has built them (translate/ExprDepth.h).
/// Only the pages used are ever committed.
static constexpr size_t FrontendStackBytes = size_t(1) << 30;

namespace {
struct MainCall {
  int Argc;
  char **Argv;
  int Code = ExitInputError;
};
} // namespace

static void *runMainThread(void *Arg) {
  auto *Call = static_cast<MainCall *>(Arg);
  Call->Code = runMain(Call->Argc, Call->Argv);
  return nullptr;
}
#endif

/// Runs the command; with --distributed, as one rank of the MPI job: only
/// rank 0 writes (the others' output goes to /dev/null) and every rank
/// exits with rank 0's code (checker/ExplorerDistributed.cpp).
static int runCommand(int Argc, char **Argv);

int main(int Argc, char **Argv) {
#ifndef SCOPECHECK_SLIM
  // `scopecheck-frontend --internal-write-pch DIR`: the build writes the
  // precompiled model header beside the front-end (cli/CMakeLists.txt). On
  // the main thread: Clang's tool run installs LLVM's own alternate signal
  // stack, which AddressSanitizer fails to unmap when the thread that did
  // it ends (runCommand's large-stack thread would).
  if (Argc == 3 && std::strcmp(Argv[1], "--internal-write-pch") == 0) {
    std::string Error;
    if (scopecheck::translate::writeCudaPch(Argv[2], Error))
      return ExitSafe;
    printError(Error);
    return ExitInputError;
  }
#endif
  bool Distributed = scopecheck::checker::distributedAvailable() &&
                     std::any_of(Argv + 1, Argv + Argc, [](const char *A) {
                       return std::strcmp(A, "--distributed") == 0;
                     });
  if (!Distributed)
    return runCommand(Argc, Argv);
  // SCOPECHECK_RANK_OUTPUT=1 keeps every rank's output (debugging).
  SecondaryRank = scopecheck::checker::startDistributed(&Argc, &Argv) != 0;
  if (SecondaryRank && !std::getenv("SCOPECHECK_RANK_OUTPUT")) {
    int Null = open("/dev/null", O_WRONLY);
    if (Null >= 0) {
      dup2(Null, STDOUT_FILENO);
      dup2(Null, STDERR_FILENO);
      close(Null);
    }
  }
  return scopecheck::checker::finishDistributed(runCommand(Argc, Argv));
}

static int runCommand(int Argc, char **Argv) {
#ifndef SCOPECHECK_SLIM
  MainCall Call{Argc, Argv};
  pthread_attr_t Attr;
  pthread_t Thread;
  if (pthread_attr_init(&Attr) == 0) {
    bool Started =
        pthread_attr_setstacksize(&Attr, FrontendStackBytes) == 0 &&
        pthread_create(&Thread, &Attr, runMainThread, &Call) == 0;
    pthread_attr_destroy(&Attr);
    if (Started) {
      pthread_join(Thread, nullptr);
      return Call.Code;
    }
  }
  // No thread (address space limits): run on the main thread's stack.
#endif
  return runMain(Argc, Argv);
}
