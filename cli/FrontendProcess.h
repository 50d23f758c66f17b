//===- cli/FrontendProcess.h - The CUDA front-end as a child ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// scopecheck is two executables built from cli/ (docs/development.md):
///
/// - `scopecheck`, the command users run, links no LLVM or Clang, so that
///   the process that explores executions stays small (DESIGN.md §6: peak
///   memory under 32 MB). It checks .ir files itself.
/// - `scopecheck-frontend`, beside it in the same directory, is the whole
///   tool (translate/ and repair/ with Clang). Every subcommand works in it.
///
/// `scopecheck check FILE.cu` runs `scopecheck-frontend` as a child in its
/// internal translation mode (translateInFrontend): the child translates the
/// kernel exactly as `check` would and writes, on a pipe, its diagnostics
/// and the printed IR (with source locations); the parent parses the IR
/// back (ir/Parser.h, whose round trip is exact) and checks it. The
/// subcommands that need Clang for more than a translation (`repair`, `ir
/// FILE.cu`) are handed over whole: the parent execs the front-end with
/// the user's own arguments (execFrontend).
///
/// Both sides of the pipe protocol are here, so that they cannot drift
/// apart; this file uses neither translate/ nor repair/.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_FRONTENDPROCESS_H
#define SCOPECHECK_CLI_FRONTENDPROCESS_H

#include "cli/Options.h"
#include "ir/Diagnostic.h"
#include "ir/IR.h"

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace scopecheck::cli {

/// The file name of the front-end executable.
inline constexpr const char *FrontendExecutableName = "scopecheck-frontend";

/// The first argument that puts `scopecheck-frontend` in its internal
/// translation mode: `scopecheck-frontend --internal-translate (check|ir)
/// [launch flags] -- FILE.cu`. Not a user-facing flag; not listed by
/// --help.
inline constexpr const char *InternalTranslateFlag = "--internal-translate";

/// The path of `scopecheck-frontend`: the directory of this process's own
/// executable (/proc/self/exe) joined with FrontendExecutableName. Returns
/// an empty string with the reason in \p Error when it cannot be found or
/// is not executable.
std::string findFrontend(std::string &Error);

/// Replaces this process by `scopecheck-frontend` with arguments \p Argv
/// (Argv[0] is replaced by the front-end's path; the array ends with a null
/// pointer, as main's does). Returns only when that fails, after printing
/// "scopecheck: error: ..."; the caller then exits with ExitInputError.
int execFrontend(char **Argv);

/// The launch flags of \p L spelt as command-line arguments that parse
/// back to \p L (`--blockDim=X,Y,Z`, `--arg=NAME=VALUE`, `-IDIR`, ...).
std::vector<std::string> launchFlagArguments(const LaunchOptions &L);

/// What the front-end child cost.
struct FrontendStats {
  /// The child's peak resident memory in MB (ru_maxrss of wait4); 0 when
  /// no child ran.
  double PeakRssMb = 0;
  /// The kernel was translated without a launch (no `--blockDim` on the
  /// command line or a `//--` line; `--engine=symbolic|auto`): its launch
  /// sizes and scalar arguments are placeholders, only the symbolic engine
  /// checks it. Set by loadProgram for both binaries.
  bool NoLaunch = false;
  /// Options::ListKernels: the file's kernels (translate::TranslateOptions
  /// ::KernelNames); loadProgram then returns null with no error.
  std::vector<std::string> Kernels;
};

/// What the summary line of `check` adds for \p S: empty when no front-end
/// child ran, else " (front-end process: peak memory M MB)".
std::string frontendSummary(const FrontendStats &S);

/// The slim `scopecheck`'s translation of the .cu file Opts.InputFile:
/// runs `scopecheck-frontend --internal-translate` with Opts.Launch (the
/// file's `//--` lines are merged by the child), for \p UseCheck true as
/// `check` translates (a launch is required) and otherwise as `ir` does.
/// Returns the parsed program, or null; the child's diagnostics (warnings
/// too) are added to \p Diags either way, so that the caller prints them
/// as if it had translated itself. A child that cannot be started, dies or
/// writes something unreadable is an error in \p Diags. The child's stderr
/// is this process's stderr. \p Stats, when given, receives the child's
/// cost.
std::unique_ptr<ir::Program> translateInFrontend(const Options &Opts,
                                                 bool UseCheck,
                                                 ir::DiagnosticEngine &Diags,
                                                 FrontendStats *Stats);

/// `scopecheck-frontend --internal-translate check|ir ...`: the child's
/// side of translateInFrontend. Translates Opts.InputFile as `check`
/// (Opts.Command is Check) or `ir` would, writes the result to stdout with
/// writeTranslation and returns ExitSafe, or ExitInputError when the
/// translation failed.
int runInternalTranslate(const Options &Opts);

/// The child's side: writes \p Diags and, when \p P is not null, the
/// printed program (with locations) to \p OS in the pipe protocol that
/// translateInFrontend reads; \p NoLaunch as FrontendStats::NoLaunch (a
/// line `S`); \p Kernels as FrontendStats::Kernels (lines `K`).
void writeTranslation(std::ostream &OS, const ir::DiagnosticEngine &Diags,
                      const ir::Program *P, bool NoLaunch = false,
                      const std::vector<std::string> &Kernels = {});

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_FRONTENDPROCESS_H
