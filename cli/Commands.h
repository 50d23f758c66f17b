//===- cli/Commands.h - The subcommands of scopecheck ----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One function per subcommand. Each receives the parsed and validated
/// Options, does its work, prints its diagnostics and returns the process
/// exit code; only main() exits. Helpers shared by the subcommands (the
/// "scopecheck: error: ..." printer, input-file checks) live here too.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_COMMANDS_H
#define SCOPECHECK_CLI_COMMANDS_H

#include "cli/Options.h"

#include <string>
#include <string_view>

namespace scopecheck::cli {

/// The exit codes of DESIGN.md §4.
enum ExitCode : int {
  /// No error found and exploration complete (a claim: only exact answers).
  ExitSafe = 0,
  /// Errors found.
  ExitErrorsFound = 1,
  /// Usage or input error.
  ExitInputError = 2,
  /// Incomplete: a bound, the timeout or a limit was reached, no error found.
  ExitIncomplete = 3,
};

/// `scopecheck check FILE...`: one check, or a project run (runProject).
int runCheck(const Options &Opts);
/// One check of `check` (the file Opts.InputFile, one kernel). \p Summary,
/// when given, receives its closing summary line (empty when it printed
/// none: an input error, a litmus test).
int runCheckOne(const Options &Opts, std::string *Summary);
/// `check` with several input files or `--all-kernels`
/// (cli/ProjectCommand.cpp): every file (every kernel) checked in turn, a
/// summary table, the worst exit code.
int runProject(const Options &Opts);
/// `scopecheck repair FILE`.
int runRepair(const Options &Opts);
/// `scopecheck ir FILE`.
int runIr(const Options &Opts);
/// `scopecheck check FILE.litmus` (cli/LitmusCommand.cpp).
int runCheckLitmus(const Options &Opts);

/// Prints "scopecheck: error: MESSAGE" on stderr.
void printError(std::string_view Message);
/// Prints "scopecheck: note: MESSAGE" on stderr.
void printNote(std::string_view Message);

/// What an input file holds.
enum class InputKind : uint8_t {
  Cuda,    ///< .cu, .cuh; a C/C++ file (.h, .cpp, ...) that defines a kernel
  Ir,      ///< .ir
  OpenCl,  ///< .cl (OpenCL C, docs/opencl-support.md)
  Litmus,  ///< .litmus (herd's format, docs/litmus.md)
  C11,     ///< .c: a C11/pthreads program (docs/c11-support.md)
  Unknown, ///< anything else
};
/// The kind of the input \p Path: \p Language (`-x cuda|cl|c|ir`) when given;
/// otherwise by extension (.cu and .cuh are CUDA, .ir is IR, .cl OpenCL),
/// and a C or C++ source or header (.h, .hpp, .cpp, .cc, .cxx, ...) or a
/// file of another extension is CUDA when its text contains `__global__`
/// (it is read for that).
InputKind classifyInput(std::string_view Path, std::string_view Language = "");

/// Checks that Opts.InputFile was given, is readable and has a known kind;
/// otherwise prints the error ("no input file", "cannot open file 'x'", ...)
/// and returns false. On success sets \p Kind.
bool checkInputFile(const Options &Opts, InputKind &Kind);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_COMMANDS_H
