//===- cli/Options.h - Command-line options of scopecheck ------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The command line of `scopecheck` (docs/usage.md, DESIGN.md §4) as one
/// plain Options struct. buildCommandLine() declares the subcommands and
/// flags with CLI11; CLI11's callbacks parse and validate every flag value
/// and fill the struct, so that the subcommands (cli/Commands.h) receive
/// typed, checked values and never look at strings again.
///
/// Defaults here are the documented defaults of the flags. Optional fields
/// that are empty mean "not given": the front-end or the engine then decides
/// (a launch from the kernel file's `//--blockDim=...` lines, an engine's
/// default loop bound, ...).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_OPTIONS_H
#define SCOPECHECK_CLI_OPTIONS_H

#include "checker/Model.h"
#include "cli/ValueParsers.h"
#include "ir/IR.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
} // namespace CLI

namespace scopecheck::cli {

/// --distributed: this process is an MPI rank other than 0 (cli/main.cpp).
/// It runs the command as rank 0 does, so that every collective call of
/// the search happens on every rank, but writes no file.
inline bool SecondaryRank = false;

/// Where an output file (--dot, --sarif, --html) is written: \p Path, or
/// /dev/null on a secondary rank.
inline const std::string &outputPath(const std::string &Path) {
  static const std::string Null = "/dev/null";
  return SecondaryRank ? Null : Path;
}

enum class Subcommand : uint8_t { None, Check, Repair, Ir };

/// `--engine`.
enum class EngineKind : uint8_t {
  Auto,     ///< interval when it is exact for the kernel, otherwise dpor
  Dpor,     ///< optimal DPOR over execution graphs
  Interval, ///< lock-step barrier-interval engine
  Symbolic, ///< two-thread verification conditions (Z3), every launch
};

/// `--model`: the checker's own enumeration.
using checker::ModelKind;

/// One `--arg name=value`.
struct KernelArgOption {
  std::string Name;
  std::string Text; ///< the value as written, for diagnostics
  ScalarLiteral Value;
};

/// One `--buffer name=SIZE`.
struct BufferOption {
  std::string Name;
  uint64_t Size = 0; ///< in elements of the pointee type; at least 1
};

/// One `--init NAME=VALUES`: the initial contents of a pointer parameter's
/// buffer. The syntax is checked here; the values are converted to the
/// element type (and range-checked) by the front-end.
struct InitOption {
  std::string Name;
  /// As written after '=': a comma list, `iota`, `random:SEED` or `@FILE`
  /// (FILE relative to the working directory, or to the kernel file's
  /// directory on a `//--` line once merged).
  std::string Text;
};

/// One `--bind PARAM=BUFFER[+OFFSET]`: pointer parameter Name points into
/// the buffer of pointer parameter Buffer, Offset elements (of Buffer's
/// pointee type) from its start.
struct BindOption {
  std::string Name;
  std::string Buffer;
  uint64_t Offset = 0;
};

/// `--volatile`: how accesses through `volatile` lvalues are read.
enum class VolatileMode : uint8_t {
  Plain,   ///< non-atomic, as CUDA C++ says (the default)
  Relaxed, ///< relaxed atomics at system scope (PTX's `ld.volatile`)
};

/// What a kernel launch looks like. Shared by all subcommands.
struct LaunchOptions {
  std::optional<ir::Dim3> BlockDim;  ///< `--blockDim`
  std::optional<ir::Dim3> GridDim;   ///< `--gridDim`
  std::string Kernel;                ///< `--kernel`; empty when not given
  std::vector<KernelArgOption> Args; ///< `--arg`, in command-line order
  /// `--args-default=VALUE` (a bare `--args-default` is `0`): the value of
  /// every scalar parameter without `--arg`, as written; empty when not
  /// given (a missing value is then an error).
  std::optional<std::string> ArgsDefault;
  std::vector<BufferOption> Buffers; ///< `--buffer`, in command-line order
  std::vector<InitOption> Inits;     ///< `--init`, in command-line order
  std::vector<BindOption> Binds;     ///< `--bind`, in command-line order
  /// `--volatile`; empty when not given (plain, or the reading an .ir file
  /// writes). Not a launch flag, but read from `//--` lines like them, and
  /// accepted with .ir input (firstGivenFlag() ignores it).
  std::optional<VolatileMode> Volatile;
  /// `--warp-sync[=32]` (GPUVerify's name): the legacy lock-step reading
  /// of warps (ir::Launch::WarpSync), as written after '=' (bare: "32");
  /// empty when not given. Like --volatile, not a launch flag: read from
  /// `//--` lines too and accepted with .ir input.
  std::optional<std::string> WarpSync;
  /// `--no-inline` (GPUVerify's): the symbolic engine checks calls of
  /// device functions modularly (translate::TranslateOptions::NoInline).
  bool NoInline = false;
  /// GPUVerify's OpenCL launch flags, resolved into BlockDim and GridDim
  /// by resolveWorkSizes() once the `//--` lines are merged.
  std::optional<ir::Dim3> LocalSize;  ///< `--local_size`: work-group size
  std::optional<ir::Dim3> GlobalSize; ///< `--global_size`: work-items
  std::optional<ir::Dim3> NumGroups;  ///< `--num_groups`: work-groups
  /// `--cl-std`: the OpenCL C version of a .cl file ("1.2", "2.0", "3.0");
  /// empty when not given (3.0 with every optional feature).
  std::optional<std::string> ClStd;
  std::optional<uint64_t> DynamicSharedBytes; ///< `--dynamic-shared`
  std::vector<std::string> IncludeDirs;       ///< `-I DIR`, in order
  std::vector<std::string> Defines;           ///< `-D NAME[=VALUE]`, in order
  /// `-p BUILD_DIR`: the directory of the compile_commands.json whose entry
  /// for the input file adds its -I, -D and -std flags (cli/CompileDb.h);
  /// empty when not given.
  std::string BuildDir;
  /// The language standard (`c++20`) of the compile command of `-p`;
  /// empty: the front-end's own (c++17 for CUDA, c11 for C). Not a flag.
  std::string Std;

  /// The spelling of the first launch flag that was given (`--blockDim`,
  /// ..., `--no-inline` last), or an empty string when none was.
  std::string firstGivenFlag() const;
};

/// The inputs that describe their own threads, so that launch flags do not
/// apply to them.
enum class SelfLaunchedInput {
  Ir,     ///< an .ir file (its `launch` item)
  Litmus, ///< a .litmus test
  C11     ///< a C11/pthreads program (the threads main creates)
};

/// The error for the launch flag \p Flag (LaunchOptions::firstGivenFlag)
/// given with an input of kind \p Input: why it does not apply.
std::string launchFlagRefusal(const std::string &Flag,
                              SelfLaunchedInput Input);

/// Turns GPUVerify's OpenCL launch flags of \p L into its BlockDim and
/// GridDim: `--local_size` is the block, `--num_groups` the grid, and
/// `--global_size` divided by the local size per dimension the grid.
/// Returns false with the diagnostic text in \p Error when they conflict:
/// a global size that is not a multiple of the local size, `--num_groups`
/// and `--global_size` that disagree, `--global_size` or `--num_groups`
/// without `--local_size`, or `--local_size` with `--blockDim` (and the
/// grid flags with `--gridDim`).
bool resolveWorkSizes(LaunchOptions &L, std::string &Error);

/// How the checking engines run. check and repair.
struct EngineOptions {
  EngineKind Engine = EngineKind::Auto;
  ModelKind Model = ModelKind::Src11;
  /// `--model` was given (a .c program without scopes defaults to rc11).
  bool ModelGiven = false;
  /// `--unroll`: loop bound; empty means the engine's default.
  std::optional<uint32_t> Unroll;
  /// `--stop-on-first` (default) or `--all-errors`.
  bool StopOnFirst = true;
  /// `--timeout`; 0 means no time limit.
  double TimeoutSeconds = 0;
  /// `--max-executions`; 0 means no limit.
  uint64_t MaxExecutions = 0;
  /// `-j`/`--jobs`: worker threads of the dpor engine; 0 means the default,
  /// the number of cores (defaultJobs).
  unsigned Jobs = 0;
  /// `--distributed`: the dpor engine's search is shared by the ranks of
  /// the MPI job (`mpirun -n K scopecheck check ... --distributed`).
  bool Distributed = false;
  /// `--expect-unreachable` (check, litmus tests only): a reachable
  /// `exists` condition is a finding (exit 1) rather than an answer.
  bool ExpectUnreachable = false;
  /// `--max-events`: events per thread and execution (dpor); empty means
  /// the engine's default.
  std::optional<uint64_t> MaxEvents;
  /// `--all-dims` (symbolic engine): do not take the y and z dimensions
  /// the kernel never reads as 1.
  bool AllDims = false;
  /// `--equality` (symbolic engine): the equality abstraction from the
  /// start.
  bool Equality = false;
  /// `--allow-same-value-races`: do not report a data race of two writes
  /// of the same value (GPUVerify's default); they are reported otherwise.
  bool AllowSameValueRaces = false;
  /// `--max-memory`: resident memory limit in MB; empty means the default
  /// (half of the machine's memory), 0 no limit.
  std::optional<uint64_t> MaxMemoryMb;
};

/// Report formats. check and repair.
struct OutputOptions {
  bool Json = false;   ///< `--json`: the JSON report on stdout
  std::string DotFile; ///< `--dot`: witness graph file; empty when not given
  /// `--sarif`: SARIF 2.1.0 log file; empty when not given.
  std::string SarifFile;
  /// check `--sarif-fixes`: the SARIF results carry the repair engine's
  /// edits as `fixes` (cli/SarifFixes.cpp).
  bool SarifFixes = false;
  /// `--html`: the HTML report file; empty when not given.
  std::string HtmlFile;
  /// `--progress`: progress lines on stderr also when it is not a terminal
  /// (one line per report, about once a second, and one when each engine
  /// run is done), for CI logs; on a terminal the line is refreshed in
  /// place with or without it.
  bool Progress = false;
  /// `--witness=full`: the whole witness execution rather than the steps
  /// that matter to the error (`--witness=short`, the default).
  bool FullWitness = false;
};

/// repair only.
struct RepairOptions {
  std::string OutputFile; ///< `-o`; empty when not given
  bool InPlace = false;   ///< `--in-place`
  bool Diff = false;      ///< `--diff`: a unified diff on stdout
  uint32_t MaxRounds = 8; ///< `--max-rounds`
  bool RemoveBarriers = false; ///< `--remove-barriers`
};

/// ir only.
struct IrOptions {
  bool TwoThread = false;  ///< `--two-thread`: the two-thread reduction
  bool Predicated = false; ///< `--predicated`: the predicated program
  bool Equality = false;   ///< `--equality`: equality abstraction (two-thread)
  bool Locations = true;   ///< false with `--no-locs`
};

/// Everything the command line says. Filled by the CLI11 callbacks that
/// buildCommandLine() installs.
struct Options {
  Subcommand Command = Subcommand::None;
  std::string InputFile; ///< the first input file; empty when not given
  /// check: every input file, in command-line order (InputFile is the
  /// first); several, or `--all-kernels`, make a project run
  /// (cli/ProjectCommand.h).
  std::vector<std::string> InputFiles;
  /// check: `--all-kernels`: every kernel of each file, each with its
  /// launch (cli/ProjectCommand.h).
  bool AllKernels = false;
  /// Internal (`--internal-list-kernels`, given by the slim binary to the
  /// front-end child): list the file's kernels instead of translating one.
  bool ListKernels = false;
  /// `-x cuda|cl|ir`: the kind of the input whatever its extension; empty when
  /// not given (the kind then comes from the extension and the contents).
  std::string Language;
  LaunchOptions Launch;
  EngineOptions Engine;
  OutputOptions Output;
  RepairOptions Repair;
  IrOptions Ir;
};

/// Declares the subcommands and flags of `scopecheck` on \p App, with
/// callbacks that parse each flag value into \p Opts (which must outlive
/// App.parse()). A malformed value makes App.parse() throw a
/// CLI::ValidationError whose message is a complete diagnostic text
/// ("invalid value 'x' in '--flag=x': expected ..."); Opts.Command names
/// the subcommand that was used.
void buildCommandLine(CLI::App &App, Options &Opts);

/// Parses \p Flags, the launch flags written on the `//--` comment lines of
/// a kernel file (translate::launchCommentFlags), into \p L as the command
/// line would. Flags that are not launch flags (GPUVerify's
/// `--only-intra-group`, ...) are appended to \p Ignored. Returns false with the diagnostic text
/// in \p Error when a launch flag's value is malformed.
bool parseLaunchFlags(const std::vector<std::string> &Flags, LaunchOptions &L,
                      std::vector<std::string> &Ignored, std::string &Error);

/// The text `--version` prints (two lines, no final newline).
std::string versionText();

std::string_view engineName(EngineKind E); ///< "auto", "dpor", ...

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_OPTIONS_H
