//===- cli/ProjectCommand.cpp - check over several files and kernels ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `scopecheck check A.cu B.cu ...` and `check --all-kernels FILE...`
/// (docs/usage.md "Projects"): every input file, or every kernel of each
/// .cu/.cl file, is checked in turn as `check FILE --kernel=K` would check
/// it, one report after the other; a table sums the results up and the exit
/// code is the worst of the checks (2 before 1 before 3 before 0).
///
/// With `--all-kernels`, a kernel's launch comes from the command line,
/// then from the entry of its name in the launch file beside the kernel
/// file (cli/LaunchFile.h), then from the file's `//--` lines; a kernel
/// with none runs as `check` runs a kernel without a launch (the symbolic
/// engine, which checks every launch).
///
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"
#include "cli/FrontendProcess.h"
#include "cli/LaunchFile.h"
#include "cli/ProgramInput.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

namespace scopecheck::cli {

namespace {

/// One line of the summary table.
struct Row {
  std::string File, Kernel, Result;
  int Code = ExitInputError;
  double Seconds = 0;
};

/// How bad an exit code is: input error, errors, incomplete, safe.
int severity(int Code) {
  switch (Code) {
  case ExitInputError:
    return 3;
  case ExitErrorsFound:
    return 2;
  case ExitIncomplete:
    return 1;
  default:
    return 0;
  }
}

std::string codeText(int Code) {
  switch (Code) {
  case ExitSafe:
    return "no errors found";
  case ExitErrorsFound:
    return "errors found";
  case ExitIncomplete:
    return "incomplete";
  default:
    return "input error";
  }
}

/// The kernels of the .cu/.cl file \p O.InputFile (names `--kernel`
/// accepts), or false after printing the diagnostics.
bool listKernels(const Options &O, InputKind Kind,
                 std::vector<std::string> &Kernels) {
  Options L = O;
  L.ListKernels = true;
  ir::DiagnosticEngine Diags;
  FrontendStats Stats;
  loadProgram(L, Kind, InputUse::Print, Diags, &Stats);
  Diags.print(std::cerr);
  if (Diags.hasErrors())
    return false;
  Kernels = std::move(Stats.Kernels);
  return true;
}

} // namespace

int runProject(const Options &Opts) {
  // The report files describe one check.
  for (const auto &[Given, Flag] :
       {std::pair{Opts.Output.Json, "--json"},
        std::pair{!Opts.Output.DotFile.empty(), "--dot"},
        std::pair{!Opts.Output.SarifFile.empty(), "--sarif"},
        std::pair{!Opts.Output.HtmlFile.empty(), "--html"}})
    if (Given) {
      printError(std::string("'") + Flag +
                 "' writes the report of one check: give one input file "
                 "(and no --all-kernels), or run one check per file");
      return ExitInputError;
    }
  if (Opts.AllKernels && !Opts.Launch.Kernel.empty()) {
    printError("'--kernel' and '--all-kernels' exclude each other");
    return ExitInputError;
  }

  std::vector<Row> Rows;
  auto Check = [&](const Options &C, const std::string &Kernel) {
    std::cerr << "scopecheck: == " << C.InputFile
              << (Kernel.empty() ? "" : ", kernel " + Kernel) << '\n';
    auto Start = std::chrono::steady_clock::now();
    std::string Summary;
    int Code = runCheckOne(C, &Summary);
    Row R;
    R.File = C.InputFile;
    R.Kernel = Kernel;
    R.Code = Code;
    R.Result = Summary.empty() ? codeText(Code) : Summary;
    R.Seconds = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
    Rows.push_back(std::move(R));
  };
  auto Failed = [&](const std::string &File) {
    Row R;
    R.File = File;
    R.Result = "input error";
    Rows.push_back(std::move(R));
  };

  for (const std::string &File : Opts.InputFiles) {
    Options O = Opts;
    O.InputFile = File;
    O.InputFiles = {File};
    O.AllKernels = false;
    InputKind Kind;
    if (!Opts.AllKernels ||
        (classifyInput(File, Opts.Language) != InputKind::Cuda &&
         classifyInput(File, Opts.Language) != InputKind::OpenCl)) {
      // One check of the file (an .ir or .litmus file has one program).
      Check(O, "");
      continue;
    }
    if (!checkInputFile(O, Kind)) {
      Failed(File);
      continue;
    }
    std::vector<std::string> Kernels;
    if (!listKernels(O, Kind, Kernels)) {
      Failed(File);
      continue;
    }
    std::string Dir = std::filesystem::path(File).parent_path().string();
    std::string LaunchPath = findLaunchFile(Dir.empty() ? "." : Dir);
    std::map<std::string, std::vector<std::string>> Launches;
    std::string Error;
    if (!LaunchPath.empty() && !readLaunchFile(LaunchPath, Launches, Error)) {
      printError(Error);
      Failed(File);
      continue;
    }
    for (const std::string &K : Kernels) {
      Options C = O;
      auto It = Launches.find(K);
      if (It != Launches.end()) {
        LaunchOptions FromFile;
        std::vector<std::string> Ignored;
        if (!parseLaunchFlags(It->second, FromFile, Ignored, Error) ||
            !Ignored.empty()) {
          printError(LaunchPath + ": kernel '" + K + "': " +
                     (Ignored.empty() ? Error
                                      : "'" + Ignored.front() +
                                            "' is not a launch flag"));
          Failed(File);
          continue;
        }
        overlayLaunch(Opts.Launch, FromFile,
                      std::filesystem::path(LaunchPath).parent_path().string(),
                      C.Launch);
      }
      C.Launch.Kernel = K;
      Check(C, K);
    }
  }

  // The table: file, kernel, result, seconds.
  size_t FileW = 4, KernelW = 6;
  int Worst = ExitSafe;
  unsigned Counts[4] = {0, 0, 0, 0};
  for (const Row &R : Rows) {
    FileW = std::max(FileW, R.File.size());
    KernelW = std::max(KernelW, R.Kernel.size());
    if (severity(R.Code) > severity(Worst))
      Worst = R.Code;
    ++Counts[severity(R.Code)];
  }
  auto Pad = [](std::string S, size_t W) {
    S.resize(std::max(W, S.size()), ' ');
    return S;
  };
  std::cerr << "scopecheck: summary of " << Rows.size()
            << (Rows.size() == 1 ? " check" : " checks") << ":\n";
  std::cerr << "  " << Pad("FILE", FileW) << "  " << Pad("KERNEL", KernelW)
            << "  EXIT  TIME     RESULT\n";
  for (const Row &R : Rows) {
    char Time[32];
    std::snprintf(Time, sizeof Time, "%7.2fs", R.Seconds);
    std::cerr << "  " << Pad(R.File, FileW) << "  "
              << Pad(R.Kernel.empty() ? "-" : R.Kernel, KernelW) << "  "
              << Pad(std::to_string(R.Code), 4) << "  " << Time << "  "
              << R.Result << '\n';
  }
  std::string Line = std::to_string(Counts[2]) + " with errors, " +
                     std::to_string(Counts[1]) + " incomplete, " +
                     std::to_string(Counts[3]) + " input errors, " +
                     std::to_string(Counts[0]) + " without errors";
  std::cerr << "scopecheck: " << Line << "; exit " << Worst << " ("
            << codeText(Worst) << ")\n";
  return Worst;
}

} // namespace scopecheck::cli
