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

/// `scopecheck check FILE`.
int runCheck(const Options &Opts);
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

/// What an input file holds, by its extension.
enum class InputKind : uint8_t {
  Cuda,    ///< .cu
  Ir,      ///< .ir
  OpenCl,  ///< .cl (not supported yet)
  Litmus,  ///< .litmus (herd's format, docs/litmus.md)
  Unknown, ///< anything else
};
InputKind classifyInput(std::string_view Path);

/// Checks that Opts.InputFile was given, is readable and has a known kind;
/// otherwise prints the error ("no input file", "cannot open file 'x'", ...)
/// and returns false. On success sets \p Kind.
bool checkInputFile(const Options &Opts, InputKind &Kind);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_COMMANDS_H
