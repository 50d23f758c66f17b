//===- cli/Options.cpp - The command line, built with CLI11 ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Declares every subcommand and flag of docs/usage.md. Each flag's CLI11
/// callback parses its value with cli/ValueParsers.h and stores it in the
/// Options struct; a bad value throws CLI::ValidationError with the whole
/// diagnostic text, which main() prints as "scopecheck: error: ..." and
/// turns into exit code 2.
///
//===----------------------------------------------------------------------===//

#include "cli/Options.h"

#include "checker/Check.h"

#include <CLI/CLI.hpp>

#include <limits>
#include <utility>

#ifndef SCOPECHECK_VERSION
#define SCOPECHECK_VERSION "unknown"
#endif
#ifndef SCOPECHECK_LLVM_VERSION
#define SCOPECHECK_LLVM_VERSION "19"
#endif

namespace scopecheck::cli {

std::string_view engineName(EngineKind E) {
  switch (E) {
  case EngineKind::Auto:
    return "auto";
  case EngineKind::Dpor:
    return "dpor";
  case EngineKind::Interval:
    return "interval";
  case EngineKind::Symbolic:
    return "symbolic";
  }
  return "?";
}

std::string launchFlagRefusal(const std::string &Flag,
                              SelfLaunchedInput Input) {
  bool NoInline = Flag == "--no-inline";
  switch (Input) {
  case SelfLaunchedInput::Ir:
    return NoInline ? "'--no-inline' does not apply to an .ir input: an .ir "
                      "program has no calls"
                    : "'" + Flag +
                          "' is not supported with an .ir input yet: an .ir "
                          "file describes its launch in its 'launch' item";
  case SelfLaunchedInput::Litmus:
    return NoInline ? "'--no-inline' does not apply to a .litmus input: a "
                      "litmus test has no calls"
                    : "'" + Flag +
                          "' is not supported with a .litmus input: the test "
                          "places its threads itself";
  case SelfLaunchedInput::C11:
    return NoInline ? "'--no-inline' does not apply to a C11/pthreads "
                      "program: only the symbolic engine checks calls "
                      "modularly, and it checks kernels"
                    : "'" + Flag +
                          "' does not apply to a C11/pthreads program: its "
                          "threads are the ones main creates";
  }
  return {};
}

std::string LaunchOptions::firstGivenFlag() const {
  if (BlockDim)
    return "--blockDim";
  if (GridDim)
    return "--gridDim";
  if (!Kernel.empty())
    return "--kernel";
  if (!Args.empty())
    return "--arg";
  if (ArgsDefault)
    return "--args-default";
  if (!Buffers.empty())
    return "--buffer";
  if (!Inits.empty())
    return "--init";
  if (!Binds.empty())
    return "--bind";
  if (LocalSize)
    return "--local_size";
  if (GlobalSize)
    return "--global_size";
  if (NumGroups)
    return "--num_groups";
  if (ClStd)
    return "--cl-std";
  if (DynamicSharedBytes)
    return "--dynamic-shared";
  if (!IncludeDirs.empty())
    return "-I";
  if (!Defines.empty())
    return "-D";
  if (!BuildDir.empty())
    return "-p";
  if (NoInline)
    return "--no-inline";
  return "";
}

std::string versionText() {
  return "scopecheck " SCOPECHECK_VERSION "\n"
         "CUDA front-end: LLVM/Clang " SCOPECHECK_LLVM_VERSION;
}

/// Reports a malformed value of \p Flag the way Clang does.
[[noreturn]] static void invalidValue(std::string_view Flag,
                                      std::string_view Value,
                                      std::string_view Why) {
  std::string Msg = "invalid value '";
  Msg += Value;
  Msg += "' in '";
  Msg += Flag;
  Msg += '=';
  Msg += Value;
  Msg += "': ";
  Msg += Why;
  throw CLI::ValidationError(Msg);
}

static ir::Dim3 dim3Value(std::string_view Flag, const std::string &V) {
  std::string Why;
  std::optional<ir::Dim3> D = parseDim3(V, Why);
  if (!D)
    invalidValue(Flag, V, Why);
  return *D;
}

static uint64_t unsignedValue(std::string_view Flag, const std::string &V,
                              uint64_t Min, uint64_t Max) {
  std::string Why;
  std::optional<uint64_t> N = parseUnsigned(V, Min, Max, Why);
  if (!N)
    invalidValue(Flag, V, Why);
  return *N;
}

/// Maps \p V to one of \p Choices (spelling, value) or reports the list.
template <typename T, size_t N>
static T choiceValue(std::string_view Flag, const std::string &V,
                     const std::pair<std::string_view, T> (&Choices)[N]) {
  std::string Expected = "expected ";
  for (size_t I = 0; I != N; ++I) {
    if (Choices[I].first == V)
      return Choices[I].second;
    if (I != 0)
      Expected += I + 1 == N ? " or " : ", ";
    Expected += Choices[I].first;
  }
  invalidValue(Flag, V, Expected);
}

/// Adds a single-valued option that calls \p Callback; given twice, the
/// last value wins.
template <typename Fn>
static CLI::Option *addValueOption(CLI::App &Cmd, const std::string &Name,
                                   const std::string &TypeName, Fn &&Callback,
                                   const std::string &Help) {
  return Cmd
      .add_option_function<std::string>(Name, std::forward<Fn>(Callback), Help)
      ->type_name(TypeName)
      ->take_last();
}

/// Adds a repeatable option taking one value per occurrence.
template <typename Fn>
static CLI::Option *addRepeatedOption(CLI::App &Cmd, const std::string &Name,
                                      const std::string &TypeName,
                                      Fn &&Callback, const std::string &Help) {
  return Cmd
      .add_option_function<std::vector<std::string>>(
          Name, std::forward<Fn>(Callback), Help)
      ->type_name(TypeName)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

static std::string dim3Text(const ir::Dim3 &D) {
  std::string S = std::to_string(D.X);
  if (D.Y != 1 || D.Z != 1)
    S += "," + std::to_string(D.Y);
  if (D.Z != 1)
    S += "," + std::to_string(D.Z);
  return "[" + S + "]";
}

bool resolveWorkSizes(LaunchOptions &L, std::string &Error) {
  if (!L.LocalSize && !L.GlobalSize && !L.NumGroups)
    return true;
  if (!L.LocalSize) {
    Error = std::string("'") + (L.GlobalSize ? "--global_size" : "--num_groups") +
            "' needs '--local_size', the number of work-items of a "
            "work-group";
    return false;
  }
  if (L.BlockDim) {
    Error = "'--local_size' and '--blockDim' both give the work-group size; "
            "give one of them";
    return false;
  }
  if (L.GridDim && (L.GlobalSize || L.NumGroups)) {
    Error = std::string("'") + (L.GlobalSize ? "--global_size" : "--num_groups") +
            "' and '--gridDim' both give the number of work-groups; give one "
            "of them";
    return false;
  }
  const ir::Dim3 &Local = *L.LocalSize;
  L.BlockDim = Local;
  std::optional<ir::Dim3> Groups = L.NumGroups;
  if (L.GlobalSize) {
    const ir::Dim3 &G = *L.GlobalSize;
    uint32_t LD[3] = {Local.X, Local.Y, Local.Z};
    uint32_t GD[3] = {G.X, G.Y, G.Z};
    uint32_t ND[3];
    for (int D = 0; D < 3; ++D) {
      if (GD[D] % LD[D] != 0) {
        Error = "'--global_size=" + dim3Text(G) +
                "' is not a multiple of '--local_size=" + dim3Text(Local) +
                "' in dimension " + std::to_string(D) + " (" +
                std::to_string(GD[D]) + " work-items, work-groups of " +
                std::to_string(LD[D]) + ")";
        return false;
      }
      ND[D] = GD[D] / LD[D];
    }
    ir::Dim3 FromGlobal{ND[0], ND[1], ND[2]};
    if (Groups && (Groups->X != ND[0] || Groups->Y != ND[1] ||
                   Groups->Z != ND[2])) {
      Error = "'--num_groups=" + dim3Text(*Groups) +
              "' disagrees with '--global_size=" + dim3Text(G) +
              "' and '--local_size=" + dim3Text(Local) + "', which make " +
              dim3Text(FromGlobal) + " work-groups";
      return false;
    }
    Groups = FromGlobal;
  }
  if (Groups)
    L.GridDim = Groups;
  L.LocalSize.reset();
  L.GlobalSize.reset();
  L.NumGroups.reset();
  return true;
}

static void addInputOption(CLI::App &Cmd, Options &Opts,
                           const std::string &Help, bool Several = false) {
  if (Several)
    Cmd.add_option_function<std::vector<std::string>>(
           "input",
           [&Opts](const std::vector<std::string> &Files) {
             Opts.InputFiles = Files;
             Opts.InputFile = Files.empty() ? std::string() : Files.front();
           },
           Help)
        ->type_name("FILE"); // CLI11 adds " ..." for several
  else
    Cmd.add_option("input", Opts.InputFile, Help)->type_name("FILE");
  Cmd.add_flag("--internal-list-kernels", Opts.ListKernels)->group("");
  addValueOption(
      Cmd, "-x", "cuda|cl|c|ir",
      [&Opts](const std::string &V) {
        if (V != "cuda" && V != "cl" && V != "c" && V != "ir")
          invalidValue("-x", V, "expected cuda, cl, c or ir");
        Opts.Language = V;
      },
      "Read the input as CUDA (.h, .cpp, ...), OpenCL C, a C11/pthreads "
      "program or IR whatever its extension");
}

static void addLaunchOptions(CLI::App &Cmd, Options &Opts) {
  LaunchOptions &L = Opts.Launch;
  const std::string Group = "Launch";
  addValueOption(
      Cmd, "--blockDim", "X[,Y[,Z]]",
      [&L](const std::string &V) { L.BlockDim = dim3Value("--blockDim", V); },
      "Threads per block: N, X,Y, X,Y,Z or [X,Y,Z]")
      ->group(Group);
  addValueOption(
      Cmd, "--gridDim", "X[,Y[,Z]]",
      [&L](const std::string &V) { L.GridDim = dim3Value("--gridDim", V); },
      "Blocks per grid, same forms as --blockDim")
      ->group(Group);
  addValueOption(
      Cmd, "--kernel", "NAME",
      [&L](const std::string &V) {
        if (V.empty())
          invalidValue("--kernel", V, "expected a kernel name");
        L.Kernel = V;
      },
      "The kernel to check when the file defines several")
      ->group(Group);
  addRepeatedOption(
      Cmd, "--arg", "NAME=VALUE",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          std::string_view Name, Value;
          std::string Why;
          if (!splitNameValue(V, Name, Value, Why))
            invalidValue("--arg", V, Why);
          std::optional<ScalarLiteral> Lit = parseScalarLiteral(Value, Why);
          if (!Lit)
            invalidValue("--arg", V, Why);
          for (const KernelArgOption &A : L.Args)
            if (A.Name == Name)
              throw CLI::ValidationError("kernel argument '" +
                                         std::string(Name) + "' given twice");
          L.Args.push_back({std::string(Name), std::string(Value), *Lit});
        }
      },
      "Value of a scalar kernel parameter (repeatable)")
      ->group(Group);
  // A flag that takes its value only after '=' (it never swallows the next
  // argument); bare, it means 0.
  Cmd.add_flag("--args-default{0}", L.ArgsDefault,
               "Value of every scalar parameter without --arg (bare: 0); "
               "without it a missing value is an error")
      ->type_name("[=VALUE]")
      ->group(Group);
  addRepeatedOption(
      Cmd, "--buffer", "NAME=SIZE",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          std::string_view Name, Value;
          std::string Why;
          if (!splitNameValue(V, Name, Value, Why))
            invalidValue("--buffer", V, Why);
          std::optional<uint64_t> Size = parseUnsigned(
              Value, 1, std::numeric_limits<uint64_t>::max(), Why);
          if (!Size)
            invalidValue("--buffer", V, "size: " + Why);
          for (const BufferOption &B : L.Buffers)
            if (B.Name == Name)
              throw CLI::ValidationError("buffer '" + std::string(Name) +
                                         "' given twice");
          L.Buffers.push_back({std::string(Name), *Size});
        }
      },
      "Size in elements of pointer parameter NAME; enables bounds checks "
      "(repeatable)")
      ->group(Group);
  addRepeatedOption(
      Cmd, "--init", "NAME=VALUES",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          std::string_view Name, Value;
          std::string Why;
          if (!splitNameValue(V, Name, Value, Why) ||
              !checkInitValues(Value, Why))
            invalidValue("--init", V, Why);
          for (const InitOption &I : L.Inits)
            if (I.Name == Name)
              throw CLI::ValidationError("initial contents of '" +
                                         std::string(Name) + "' given twice");
          L.Inits.push_back({std::string(Name), std::string(Value)});
        }
      },
      "Initial contents of pointer parameter NAME's buffer: a comma list, "
      "iota, random:SEED or @FILE (repeatable)")
      ->group(Group);
  addRepeatedOption(
      Cmd, "--bind", "PARAM=BUFFER[+OFFSET]",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          std::string_view Name, Value;
          std::string Why;
          if (!splitNameValue(V, Name, Value, Why))
            invalidValue("--bind", V, Why);
          BindOption B;
          B.Name = std::string(Name);
          size_t Plus = Value.find('+');
          std::string_view Buffer = Value.substr(0, Plus);
          if (!isIdentifier(Buffer))
            invalidValue("--bind", V,
                         "expected PARAM=BUFFER or PARAM=BUFFER+OFFSET");
          B.Buffer = std::string(Buffer);
          if (Plus != std::string_view::npos) {
            std::optional<uint64_t> Off =
                parseUnsigned(Value.substr(Plus + 1), 0,
                              std::numeric_limits<uint32_t>::max(), Why);
            if (!Off)
              invalidValue("--bind", V, "offset: " + Why);
            B.Offset = *Off;
          }
          if (B.Name == B.Buffer)
            invalidValue("--bind", V, "a parameter cannot point into itself");
          for (const BindOption &O : L.Binds)
            if (O.Name == B.Name)
              throw CLI::ValidationError("binding of '" + B.Name +
                                         "' given twice");
          L.Binds.push_back(std::move(B));
        }
      },
      "Pointer parameter PARAM points into the buffer of pointer parameter "
      "BUFFER, OFFSET elements from its start (repeatable)")
      ->group(Group);
  static constexpr std::pair<std::string_view, VolatileMode> Volatiles[] = {
      {"plain", VolatileMode::Plain}, {"relaxed", VolatileMode::Relaxed}};
  addValueOption(
      Cmd, "--volatile", "plain|relaxed",
      [&L](const std::string &V) {
        L.Volatile = choiceValue("--volatile", V, Volatiles);
      },
      "Volatile accesses: plain non-atomic ones that can race (default, "
      "CUDA C++) or relaxed system-scope atomics (PTX, legacy code)")
      ->group(Group);
  Cmd.add_flag_callback(
         "--no-inline", [&L] { L.NoInline = true; },
         "Symbolic engine: check each device function once, for every "
         "argument its __requires allow, and use its __ensures at the calls "
         "instead of its body (GPUVerify's modular checking)")
      ->group(Group);
  // GPUVerify's --warp-sync=X names the warp size; CUDA's is 32.
  Cmd.add_flag("--warp-sync{32}", L.WarpSync,
               "Legacy lock-step warps for pre-Volta code: the lanes of a "
               "warp execute each memory instruction together (interval "
               "engine only)")
      ->type_name("[=32]")
      ->group(Group);
  addValueOption(
      Cmd, "--local_size", "X[,Y[,Z]]",
      [&L](const std::string &V) {
        L.LocalSize = dim3Value("--local_size", V);
      },
      "OpenCL: work-items per work-group (GPUVerify's flag; the block)")
      ->group(Group);
  addValueOption(
      Cmd, "--global_size", "X[,Y[,Z]]",
      [&L](const std::string &V) {
        L.GlobalSize = dim3Value("--global_size", V);
      },
      "OpenCL: work-items in all, a multiple of --local_size per dimension")
      ->group(Group);
  addValueOption(
      Cmd, "--num_groups", "X[,Y[,Z]]",
      [&L](const std::string &V) {
        L.NumGroups = dim3Value("--num_groups", V);
      },
      "OpenCL: work-groups (GPUVerify's flag; the grid)")
      ->group(Group);
  addValueOption(
      Cmd, "--cl-std", "1.2|2.0|3.0",
      [&L](const std::string &V) {
        std::string_view S = V;
        if (S.size() > 2 && (S.substr(0, 2) == "CL" || S.substr(0, 2) == "cl"))
          S.remove_prefix(2);
        if (S != "1.2" && S != "2.0" && S != "3.0")
          invalidValue("--cl-std", V, "expected 1.2, 2.0 or 3.0 (or CL1.2, ...)");
        L.ClStd = std::string(S);
      },
      "OpenCL C version of a .cl file (default: 3.0 with every optional "
      "feature)")
      ->group(Group);
  addValueOption(
      Cmd, "--dynamic-shared", "BYTES",
      [&L](const std::string &V) {
        L.DynamicSharedBytes = unsignedValue(
            "--dynamic-shared", V, 0, std::numeric_limits<uint32_t>::max());
      },
      "Size of the extern __shared__ array")
      ->group(Group);
  addValueOption(
      Cmd, "-p", "BUILD_DIR",
      [&L](const std::string &V) {
        if (V.empty())
          invalidValue("-p", V, "expected a build directory");
        L.BuildDir = V;
      },
      "Take the file's -I, -D and -std flags from its compile command in "
      "BUILD_DIR/compile_commands.json, as clang tools do")
      ->group(Group);
  addRepeatedOption(
      Cmd, "-I", "DIR",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          if (V.empty())
            invalidValue("-I", V, "expected a directory");
          L.IncludeDirs.push_back(V);
        }
      },
      "Add DIR to the include search path of a .cu file (repeatable)")
      ->group(Group);
  addRepeatedOption(
      Cmd, "-D", "NAME[=VALUE]",
      [&L](const std::vector<std::string> &Vs) {
        for (const std::string &V : Vs) {
          // NAME, NAME=VALUE, or a function-like NAME(ARGS)=BODY.
          std::string_view Name = std::string_view(V).substr(0, V.find('='));
          size_t Paren = Name.find('(');
          if (Paren != std::string_view::npos) {
            if (Name.back() != ')')
              invalidValue("-D", V,
                           "expected NAME, NAME=VALUE or NAME(ARGS)=VALUE");
            Name = Name.substr(0, Paren);
          }
          if (!isIdentifier(Name))
            invalidValue("-D", V,
                         "expected NAME, NAME=VALUE or NAME(ARGS)=VALUE");
          L.Defines.push_back(V);
        }
      },
      "Define macro NAME (to VALUE, default 1), or a function-like "
      "macro NAME(ARGS)=BODY, in a .cu file (repeatable)")
      ->group(Group);
}

/// Checks the value of `--args-default`, which CLI11 stores as written
/// (a flag's value has no callback of its own).
static void checkLaunchValues(const LaunchOptions &L) {
  std::string Why;
  if (L.ArgsDefault && !parseScalarLiteral(*L.ArgsDefault, Why))
    invalidValue("--args-default", *L.ArgsDefault, Why);
  if (L.WarpSync && *L.WarpSync != "32")
    invalidValue("--warp-sync", *L.WarpSync,
                 "the warp size of CUDA is 32 (bare '--warp-sync' means 32)");
}

bool parseLaunchFlags(const std::vector<std::string> &Flags, LaunchOptions &L,
                      std::vector<std::string> &Ignored, std::string &Error) {
  Options Opts;
  CLI::App App;
  App.allow_extras();
  addLaunchOptions(App, Opts);
  // CLI11 wants the arguments in reverse order.
  std::vector<std::string> Args(Flags.rbegin(), Flags.rend());
  try {
    App.parse(Args);
    checkLaunchValues(Opts.Launch);
  } catch (const CLI::ParseError &E) {
    Error = E.what();
    return false;
  }
  Ignored = App.remaining();
  L = std::move(Opts.Launch);
  return true;
}

static void addEngineOptions(CLI::App &Cmd, Options &Opts) {
  EngineOptions &E = Opts.Engine;
  const std::string Group = "Engine";
  static constexpr std::pair<std::string_view, EngineKind> Engines[] = {
      {"auto", EngineKind::Auto},
      {"dpor", EngineKind::Dpor},
      {"interval", EngineKind::Interval},
      {"symbolic", EngineKind::Symbolic}};
  static constexpr std::pair<std::string_view, ModelKind> Models[] = {
      {"src11", ModelKind::Src11},
      {"rc11", ModelKind::Rc11},
      {"sc", ModelKind::Sc}};
  addValueOption(
      Cmd, "--engine", "auto|dpor|interval|symbolic",
      [&E](const std::string &V) {
        E.Engine = choiceValue("--engine", V, Engines);
      },
      "Checking engine (default: auto)")
      ->group(Group);
  addValueOption(
      Cmd, "--model", "src11|rc11|sc",
      [&E](const std::string &V) {
        E.Model = choiceValue("--model", V, Models);
        E.ModelGiven = true;
      },
      "Memory model (default: src11; rc11 for a .c program without scope "
      "markers)")
      ->group(Group);
  addValueOption(
      Cmd, "--unroll", "N",
      [&E](const std::string &V) {
        E.Unroll = static_cast<uint32_t>(unsignedValue(
            "--unroll", V, 1, std::numeric_limits<uint32_t>::max()));
      },
      "Loop bound (default: the engine's)")
      ->group(Group);
  Cmd.add_flag("--stop-on-first", "Stop at the first error (default)")
      ->group(Group);
  Cmd.add_flag_callback(
         "--all-errors", [&E] { E.StopOnFirst = false; },
         "Keep exploring after an error and report all of them")
      ->group(Group);
  addValueOption(
      Cmd, "--timeout", "SECONDS",
      [&E](const std::string &V) {
        std::string Why;
        std::optional<double> S = parseSeconds(V, Why);
        if (!S)
          invalidValue("--timeout", V, Why);
        E.TimeoutSeconds = *S;
      },
      "Stop after this time, exit 3 (default: 0, no limit)")
      ->group(Group);
  Cmd.add_flag_callback(
         "--allow-same-value-races", [&E] { E.AllowSameValueRaces = true; },
         "Do not report data races of two writes of the same value "
         "(GPUVerify's default; reported by default)")
      ->group(Group);
  Cmd.add_flag_callback(
         "--all-dims", [&E] { E.AllDims = true; },
         "Symbolic engine: also check launches whose y and z dimensions the "
         "kernel never reads")
      ->group(Group);
  Cmd.add_flag_callback(
         "--equality", [&E] { E.Equality = true; },
         "Symbolic engine: the equality abstraction of shared memory from "
         "the start (by default only after an unconfirmed counterexample)")
      ->group(Group);
  addValueOption(
      Cmd, "--max-executions", "N",
      [&E](const std::string &V) {
        E.MaxExecutions = unsignedValue("--max-executions", V, 0,
                                        std::numeric_limits<uint64_t>::max());
      },
      "Stop after N executions, exit 3 (default: 0, no limit)")
      ->group(Group);
  addValueOption(
      Cmd, "-j,--jobs", "N",
      [&E](const std::string &V) {
        E.Jobs = static_cast<unsigned>(unsignedValue("--jobs", V, 1, 1024));
      },
      "Worker threads of the dpor engine (default: the number of cores); "
      "the interval and symbolic engines use one")
      ->group(Group);
  addValueOption(
      Cmd, "--max-events", "N",
      [&E](const std::string &V) {
        E.MaxEvents = unsignedValue("--max-events", V, 1,
                                    std::numeric_limits<uint32_t>::max());
      },
      "Events a thread may add to one execution (dpor); reaching it is "
      "exit 3 (default: 1000)")
      ->group(Group);
  addValueOption(
      Cmd, "--max-memory", "MB",
      [&E](const std::string &V) {
        E.MaxMemoryMb = unsignedValue("--max-memory", V, 0,
                                      std::numeric_limits<uint32_t>::max());
      },
      "Stop when the checker's resident memory exceeds MB, exit 3 "
      "(default: half of the machine's memory; 0: no limit)")
      ->group(Group);
}

static void addOutputOptions(CLI::App &Cmd, Options &Opts) {
  OutputOptions &O = Opts.Output;
  const std::string Group = "Output";
  Cmd.add_flag("--json", O.Json, "Print the report as JSON on stdout")
      ->group(Group);
  Cmd.add_flag("--progress", O.Progress,
               "Progress lines on stderr also when it is not a terminal "
               "(engine counters about once a second, repair rounds)")
      ->group(Group);
  addValueOption(
      Cmd, "--dot", "FILE",
      [&O](const std::string &V) {
        if (V.empty())
          invalidValue("--dot", V, "expected a file name");
        O.DotFile = V;
      },
      "Write the witness execution graph in DOT to FILE")
      ->group(Group);
  addValueOption(
      Cmd, "--sarif", "FILE",
      [&O](const std::string &V) {
        if (V.empty())
          invalidValue("--sarif", V, "expected a file name");
        O.SarifFile = V;
      },
      "Write the findings as a SARIF 2.1.0 log to FILE (for code-scanning "
      "CI)")
      ->group(Group);
  addValueOption(
      Cmd, "--witness", "short|full",
      [&O](const std::string &V) {
        if (V != "short" && V != "full")
          invalidValue("--witness", V, "expected 'short' or 'full'");
        O.FullWitness = V == "full";
      },
      "The witness of each error: the steps that matter to it (short, the "
      "default) or the whole execution (full)")
      ->group(Group);
  addValueOption(
      Cmd, "--html", "FILE",
      [&O](const std::string &V) {
        if (V.empty())
          invalidValue("--html", V, "expected a file name");
        O.HtmlFile = V;
      },
      "Write a self-contained HTML report to FILE: source, witness, "
      "execution graph (drawn with Graphviz), launch and statistics")
      ->group(Group);
}

static void addRepairOptions(CLI::App &Cmd, Options &Opts) {
  RepairOptions &R = Opts.Repair;
  const std::string Group = "Repair";
  addValueOption(
      Cmd, "-o,--output", "FILE",
      [&R](const std::string &V) {
        if (V.empty())
          invalidValue("-o", V, "expected a file name");
        R.OutputFile = V;
      },
      "Write the repaired source to FILE")
      ->group(Group);
  Cmd.add_flag("--in-place", R.InPlace, "Overwrite the input file")
      ->group(Group);
  Cmd.add_flag("--diff", R.Diff, "Print a unified diff of the edits on stdout")
      ->group(Group);
  addValueOption(
      Cmd, "--max-rounds", "N",
      [&R](const std::string &V) {
        R.MaxRounds = static_cast<uint32_t>(unsignedValue(
            "--max-rounds", V, 1, std::numeric_limits<uint32_t>::max()));
      },
      "Give up after N repair-and-recheck rounds (default: 8)")
      ->group(Group);
  Cmd.add_flag("--remove-barriers", R.RemoveBarriers,
               "Delete the __syncthreads() whose deletion keeps the kernel "
               "free of races and divergence")
      ->group(Group);
}

static void addIrOptions(CLI::App &Cmd, Options &Opts) {
  IrOptions &I = Opts.Ir;
  const std::string Group = "IR";
  Cmd.add_flag("--two-thread", I.TwoThread,
               "Print the two-thread reduction with race instrumentation")
      ->group(Group);
  Cmd.add_flag("--predicated", I.Predicated,
               "Print the predicated program (divergent code as p => s)")
      ->group(Group);
  Cmd.add_flag("--equality", I.Equality,
               "With --two-thread: loads of one location see one arbitrary "
               "value (equality abstraction) instead of any value")
      ->group(Group);
  Cmd.add_flag_callback(
         "--no-locs", [&I] { I.Locations = false; },
         "Print without source files and !line:col locations")
      ->group(Group);
}

/// Rejects flags of \p Cmd that contradict each other. (CLI11's excludes()
/// would do it too, but clutters --help with "Excludes:" lines.)
static void checkConflicts(const CLI::App &Cmd) {
  static constexpr std::pair<const char *, const char *> Conflicts[] = {
      {"--stop-on-first", "--all-errors"},
      {"--output", "--in-place"},
      // Each rank would count only its own executions.
      {"--distributed", "--max-executions"},
      // The repair runs in the front-end binary, outside the MPI job.
      {"--distributed", "--sarif-fixes"}};
  for (const auto &[A, B] : Conflicts) {
    const CLI::Option *OptA = Cmd.get_option_no_throw(A);
    const CLI::Option *OptB = Cmd.get_option_no_throw(B);
    if (OptA && OptB && OptA->count() != 0 && OptB->count() != 0)
      throw CLI::ValidationError("'" + OptA->get_name() + "' and '" +
                                 OptB->get_name() +
                                 "' cannot be used together");
  }
}

/// Adds subcommand \p Name, which sets Opts.Command to \p Which as soon as
/// the parser meets it.
static CLI::App *addSubcommand(CLI::App &App, Options &Opts,
                               const std::string &Name, const std::string &Help,
                               Subcommand Which) {
  CLI::App *Cmd = App.add_subcommand(Name, Help);
  Cmd->preparse_callback([&Opts, Which](size_t) { Opts.Command = Which; });
  Cmd->callback([Cmd, &Opts] {
    checkConflicts(*Cmd);
    checkLaunchValues(Opts.Launch);
  });
  return Cmd;
}

/// CLI11's help formatter without the default values of flags that take
/// one (`--args-default{0}` is listed as `--args-default`).
class HelpFormatter : public CLI::Formatter {
public:
  std::string make_option_name(const CLI::Option *Opt,
                               bool IsPositional) const override {
    std::string Name = CLI::Formatter::make_option_name(Opt, IsPositional);
    for (size_t Open; (Open = Name.find('{')) != std::string::npos;) {
      size_t Close = Name.find('}', Open);
      if (Close == std::string::npos)
        break;
      Name.erase(Open, Close - Open + 1);
    }
    return Name;
  }
};

void buildCommandLine(CLI::App &App, Options &Opts) {
  App.name("scopecheck");
  App.description(
      "scopecheck checks CUDA kernels for data races, heterogeneous races, "
      "barrier divergence, assertion violations and out-of-bounds accesses, "
      "and repairs the scope bugs it finds.");
  App.set_version_flag("--version", versionText(),
                       "Print the version and exit");
  App.require_subcommand(0, 1);
  App.formatter(std::make_shared<HelpFormatter>());
  App.get_formatter()->column_width(34);
  App.footer("Exit codes: 0 no error found (exploration complete), 1 errors "
             "found, 2 usage or input error, 3 incomplete (bound, timeout or "
             "limit reached).\nRun 'scopecheck SUBCOMMAND --help' for the "
             "flags of a subcommand; docs/usage.md has the details.");

  CLI::App *Check = addSubcommand(App, Opts, "check",
                                  "Translate a kernel and check it for errors",
                                  Subcommand::Check);
  addInputOption(*Check, Opts,
                 "Kernels to check: .cu, .cl, .ir or .litmus files (several "
                 "are checked one after the other, with a summary table)",
                 /*Several=*/true);
  Check
      ->add_flag("--all-kernels", Opts.AllKernels,
                 "Check every kernel of each .cu/.cl file, each with its "
                 "launch from a scopecheck.toml or scopecheck.json file "
                 "beside it or the file's //-- lines")
      ->group("Launch");
  addLaunchOptions(*Check, Opts);
  addEngineOptions(*Check, Opts);
  Check->add_flag_callback(
         "--distributed",
         [&Opts] {
           if (!checker::distributedAvailable())
             throw CLI::ValidationError(
                 "--distributed: this scopecheck was built without MPI "
                 "(install libopenmpi-dev and rebuild: scripts/setup.sh)");
           Opts.Engine.Distributed = true;
         },
         "Share the dpor engine's search among the ranks of an MPI job: "
         "mpirun -n K scopecheck check ... --distributed (rank 0 reports)")
      ->group("Engine");
  Check
      ->add_flag("--expect-unreachable", Opts.Engine.ExpectUnreachable,
                 "Litmus tests: exit 1 when the condition's state is "
                 "reachable (default: report it, exit 0)")
      ->group("Engine");
  addOutputOptions(*Check, Opts);
  Check
      ->add_flag("--sarif-fixes", Opts.Output.SarifFixes,
                 "With --sarif, a .cu kernel with errors: run the repair "
                 "and give its edits, re-checked, as the results' fixes")
      ->group("Output");

  CLI::App *Repair =
      addSubcommand(App, Opts, "repair",
                    "Check a kernel and patch its source by widening scopes",
                    Subcommand::Repair);
  addInputOption(*Repair, Opts, "CUDA source to repair (.cu)");
  addLaunchOptions(*Repair, Opts);
  addEngineOptions(*Repair, Opts);
  addOutputOptions(*Repair, Opts);
  addRepairOptions(*Repair, Opts);
  Repair->footer(
      "With none of -o, --in-place, --diff and --json, the repaired source "
      "is printed on stdout. Notes on stderr give every round's errors and "
      "edits; the exit code is the final re-check's (0 clean, 1 errors "
      "remain, 3 incomplete, or clean but an edit that changes what an "
      "access means needs review). docs/repair.md has the details.");

  CLI::App *Ir = addSubcommand(App, Opts, "ir",
                               "Print the IR of a kernel or of an .ir file",
                               Subcommand::Ir);
  addInputOption(*Ir, Opts, "A .cu file to translate or an .ir file to read");
  addLaunchOptions(*Ir, Opts);
  addIrOptions(*Ir, Opts);
}

} // namespace scopecheck::cli
