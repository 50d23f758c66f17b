//===- cli/ProgramInput.cpp - The program a subcommand works on -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads an .ir file or translates a .cu file into a verified ir::Program for
/// `check` and `ir` (cli/ProgramInput.h).
///
//===----------------------------------------------------------------------===//

#include "cli/ProgramInput.h"

#include "checker/Report.h"
#include "cli/CompileDb.h"
#include "cli/FrontendProcess.h"
#include "cli/LaunchFile.h"
#include "ir/InputFile.h"
#include "ir/Parser.h"
#include "ir/Verifier.h"
#ifndef SCOPECHECK_SLIM
#include "translate/Translate.h"
#endif

#include <filesystem>
#include <regex>

namespace scopecheck::cli {

#ifndef SCOPECHECK_SLIM
translate::TranslateOptions translateOptions(const LaunchOptions &L) {
  translate::TranslateOptions T;
  for (const std::string &I : L.IncludeDirs)
    T.ClangArgs.push_back("-I" + I);
  for (const std::string &D : L.Defines)
    T.ClangArgs.push_back("-D" + D);
  if (!L.Std.empty()) // after the front-end's own -std, which it replaces
    T.ClangArgs.push_back("-std=" + L.Std);
  T.Kernel = L.Kernel;
  T.Grid = L.GridDim.value_or(ir::Dim3{});
  T.Block = L.BlockDim.value_or(ir::Dim3{});
  for (const KernelArgOption &A : L.Args)
    T.Args[A.Name] = A.Text;
  T.ArgsDefault = L.ArgsDefault;
  for (const BufferOption &B : L.Buffers)
    T.Buffers[B.Name] = B.Size;
  for (const InitOption &I : L.Inits)
    T.Inits[I.Name] = I.Text;
  for (const BindOption &B : L.Binds)
    T.Binds[B.Name] = {B.Buffer, B.Offset};
  T.DynamicShared = L.DynamicSharedBytes.value_or(0);
  if (L.ClStd)
    T.OpenClStd = *L.ClStd;
  T.VolatileRelaxed = L.Volatile == VolatileMode::Relaxed;
  T.NoInline = L.NoInline;
  return T;
}
#endif // SCOPECHECK_SLIM

/// The file name of diagnostics about the command line or a file as a
/// whole: formatDiagnostic prints them as "scopecheck: error: ...", the
/// text printError gives.
static const char *const CommandFile = "scopecheck";

/// Reports a problem with the flags or the input file as a whole.
static void commandError(ir::DiagnosticEngine &Diags, std::string Message) {
  Diags.error(CommandFile, 0, 0, std::move(Message));
}

#ifndef SCOPECHECK_SLIM
bool checkCompileStd(LaunchOptions &L, InputKind Kind,
                     ir::DiagnosticEngine &Diags) {
  if (L.Std.empty())
    return true;
  if (Kind == InputKind::OpenCl) {
    L.Std.clear(); // OpenCL C's version is --cl-std's
    return true;
  }
  static const std::regex Cxx(
      "(c|gnu)\\+\\+(11|14|17|20|23|26|0x|1y|1z|2a|2b|2c)");
  static const std::regex C("(c|gnu)(89|90|99|11|17|18|23|2x|9x|1x)");
  bool IsCxx = std::regex_match(L.Std, Cxx), IsC = std::regex_match(L.Std, C);
  if (Kind == InputKind::C11 ? IsC : IsCxx)
    return true;
  commandError(Diags,
               "'-std=" + L.Std + "' of the compile command in '" +
                   L.BuildDir + "' (-p) does not fit " +
                   (Kind == InputKind::C11
                        ? std::string("a C program: expected a C standard "
                                      "(c99, c11, c17, gnu11, ...)")
                        : std::string("a CUDA kernel: expected a C++ "
                                      "standard from c++11 on (c++17, "
                                      "c++20, gnu++17, ...)")));
  return false;
}

/// With `-p`, adds the -I, -D and -std of \p Path's compile command under
/// \p L's own (cli/CompileDb.h): its -D come first, so that the file's
/// and the command line's redefine.
static bool applyCompileDb(const std::string &Path, LaunchOptions &L,
                           ir::DiagnosticEngine &Diags) {
  if (L.BuildDir.empty())
    return true;
  LaunchOptions Db;
  std::string Error;
  if (!readCompileFlags(L.BuildDir, Path, Db, Error)) {
    commandError(Diags, Error);
    return false;
  }
  LaunchOptions Merged;
  overlayLaunch(L, Db, "", Merged);
  L = std::move(Merged);
  return true;
}

bool mergeLaunchFlags(const LaunchOptions &CommandLine, const std::string &Code,
                      const std::string &Path, LaunchOptions &Merged,
                      ir::DiagnosticEngine &Diags) {
  Merged = CommandLine;
  std::string SplitError;
  std::vector<std::string> Flags =
      translate::launchCommentFlags(Code, &SplitError);
  if (!SplitError.empty()) {
    commandError(Diags, SplitError + " (on a '//--' line of '" + Path + "')");
    return false;
  }
  if (Flags.empty())
    return applyCompileDb(Path, Merged, Diags);
  LaunchOptions File;
  std::vector<std::string> Ignored;
  std::string Error;
  if (!parseLaunchFlags(Flags, File, Ignored, Error)) {
    commandError(Diags, Error + " (on a '//--' line of '" + Path + "')");
    return false;
  }
  for (const std::string &I : Ignored)
    Diags.warning(Path, 0, 0,
                  "ignoring '" + I +
                      "' on a '//--' line: it is not a launch flag");
  overlayLaunch(CommandLine, File,
                std::filesystem::path(Path).parent_path().string(), Merged);
  return applyCompileDb(Path, Merged, Diags);
}

#endif // SCOPECHECK_SLIM

/// Parses and verifies an .ir file; launch flags are an error.
static std::unique_ptr<ir::Program> loadIr(const Options &Opts,
                                           ir::DiagnosticEngine &Diags) {
  std::string LaunchFlag = Opts.Launch.firstGivenFlag();
  if (!LaunchFlag.empty()) {
    commandError(Diags, launchFlagRefusal(LaunchFlag, SelfLaunchedInput::Ir));
    return nullptr;
  }
  std::unique_ptr<ir::Program> P = ir::parseFile(Opts.InputFile, Diags);
  if (!P || Diags.hasErrors() || !ir::verifyProgram(*P, Diags) ||
      Diags.hasErrors())
    return nullptr;
  // The file writes the reading of its `.volatile` accesses; --volatile
  // overrides it.
  if (Opts.Launch.Volatile)
    ir::setVolatileReading(*P, *Opts.Launch.Volatile == VolatileMode::Relaxed);
  // So does --warp-sync (only a kernel launch has warps).
  if (Opts.Launch.WarpSync && P->Run.K == ir::Launch::Kind::Kernel)
    P->Run.WarpSync = true;
  return P;
}

#ifdef SCOPECHECK_SLIM
/// The slim `scopecheck` links no Clang: `scopecheck-frontend` translates
/// the kernel in a child process (cli/FrontendProcess.h), with the same
/// result and diagnostics as the #else branch.
static std::unique_ptr<ir::Program> loadCuda(const Options &Opts, InputKind,
                                             InputUse Use,
                                             ir::DiagnosticEngine &Diags,
                                             FrontendStats *Frontend) {
  return translateInFrontend(Opts, Use == InputUse::Check, Diags, Frontend);
}
#else
/// Translates the kernel of a .cu or .cl file with the merged launch flags.
static std::unique_ptr<ir::Program> loadCuda(const Options &Opts, InputKind Kind,
                                             InputUse Use,
                                             ir::DiagnosticEngine &Diags,
                                             FrontendStats *Launch) {
  std::string Text, Error;
  if (!ir::readInputFile(Opts.InputFile, Text, Error)) {
    commandError(Diags, Error);
    return nullptr;
  }
  LaunchOptions L;
  if (!mergeLaunchFlags(Opts.Launch, Text, Opts.InputFile, L, Diags) ||
      !checkCompileStd(L, Kind, Diags))
    return nullptr;
  if (!resolveWorkSizes(L, Error)) {
    commandError(Diags, Error);
    return nullptr;
  }
  if (L.ClStd && Kind != InputKind::OpenCl) {
    commandError(Diags, "'--cl-std' applies to OpenCL C (.cl) input only");
    return nullptr;
  }
  if (Opts.ListKernels) {
    // The kernels of the file (no launch needed); no program.
    translate::TranslateOptions T = translateOptions(L);
    if (Kind == InputKind::OpenCl)
      T.Language = translate::SourceLanguage::OpenCl;
    T.PlaceholderArgs = true;
    std::vector<std::string> Names;
    T.KernelNames = &Names;
    translate::translateFile(Opts.InputFile, T, Diags);
    if (Launch)
      Launch->Kernels = std::move(Names);
    return nullptr;
  }
  // The symbolic engine needs no launch: without one (and with auto, which
  // then runs it) the sizes and missing scalar arguments are placeholders.
  EngineKind E = Opts.Engine.Engine;
  bool Symbolic = Use == InputUse::Check && E == EngineKind::Symbolic;
  bool NoLaunch = Use == InputUse::Check && !L.BlockDim &&
                  (Symbolic || E == EngineKind::Auto);
  if (Use == InputUse::Check && !L.BlockDim && !NoLaunch) {
    commandError(
        Diags,
        Kind == InputKind::OpenCl
            ? "no launch configuration for '" + Opts.InputFile +
                  "': give --local_size (and --num_groups or --global_size, "
                  "default one work-group), or write '//--local_size=N "
                  "--num_groups=M' on the first line of the file"
            : "no launch configuration for '" + Opts.InputFile +
                  "': give --blockDim (and --gridDim, default 1), or write "
                  "'//--blockDim=N --gridDim=M' on the first line of the "
                  "file");
    return nullptr;
  }

  translate::TranslateOptions T = translateOptions(L);
  if (Kind == InputKind::OpenCl)
    T.Language = translate::SourceLanguage::OpenCl;
  T.PlaceholderArgs = Symbolic || NoLaunch;
  if (Launch)
    Launch->NoLaunch = NoLaunch;
  std::unique_ptr<ir::Program> P =
      translate::translateFile(Opts.InputFile, T, Diags);
  if (!P || Diags.hasErrors() || !ir::verifyProgram(*P, Diags) ||
      Diags.hasErrors())
    return nullptr;
  P->Run.WarpSync = L.WarpSync.has_value();
  return P;
}
#endif // SCOPECHECK_SLIM

/// Translates a C11/pthreads program (.c): main's pthread_create calls are
/// the launch, so no launch flags apply (-I and -D do).
static std::unique_ptr<ir::Program> loadC11(const Options &Opts, InputUse Use,
                                            ir::DiagnosticEngine &Diags,
                                            FrontendStats *Frontend) {
  LaunchOptions Probe = Opts.Launch;
  Probe.IncludeDirs.clear();
  Probe.Defines.clear();
  Probe.BuildDir.clear();
  std::string LaunchFlag = Probe.firstGivenFlag();
  if (!LaunchFlag.empty()) {
    commandError(Diags, launchFlagRefusal(LaunchFlag, SelfLaunchedInput::C11));
    return nullptr;
  }
#ifdef SCOPECHECK_SLIM
  return translateInFrontend(Opts, Use == InputUse::Check, Diags, Frontend);
#else
  (void)Use;
  (void)Frontend;
  LaunchOptions L = Opts.Launch;
  if (!applyCompileDb(Opts.InputFile, L, Diags) ||
      !checkCompileStd(L, InputKind::C11, Diags))
    return nullptr;
  translate::TranslateOptions T = translateOptions(L);
  std::unique_ptr<ir::Program> P =
      translate::translateC11File(Opts.InputFile, T, Diags);
  if (!P || Diags.hasErrors() || !ir::verifyProgram(*P, Diags) ||
      Diags.hasErrors())
    return nullptr;
  return P;
#endif
}

std::unique_ptr<ir::Program> loadProgram(const Options &Opts, InputKind Kind,
                                         InputUse Use,
                                         ir::DiagnosticEngine &Diags,
                                         FrontendStats *Frontend) {
  std::unique_ptr<ir::Program> P;
  switch (Kind) {
  case InputKind::Ir:
    P = loadIr(Opts, Diags);
    break;
  case InputKind::Cuda:
  case InputKind::OpenCl:
    P = loadCuda(Opts, Kind, Use, Diags, Frontend);
    break;
  case InputKind::C11:
    P = loadC11(Opts, Use, Diags, Frontend);
    break;
  case InputKind::Litmus:
  case InputKind::Unknown:
    commandError(Diags, "'" + Opts.InputFile +
                            "' is neither a .cu, a .cl nor an .ir file");
    return nullptr;
  }
  // The language the reports' fix hints speak (set here, after the
  // front-end process, whose pipe does not carry it).
  if (P)
    P->Language = Kind == InputKind::Ir       ? ir::SourceLanguage::Ir
                  : Kind == InputKind::OpenCl ? ir::SourceLanguage::OpenCl
                  : Kind == InputKind::C11    ? ir::SourceLanguage::C11
                                              : ir::SourceLanguage::Cuda;
  if (P && Use == InputUse::Check && P->Run.K == ir::Launch::Kind::None) {
    commandError(Diags,
                 "'" + Opts.InputFile +
                     "' has no 'launch' item: there is nothing to check");
    return nullptr;
  }
  return P;
}

} // namespace scopecheck::cli

namespace scopecheck::cli {

void printInputErrorJson(std::ostream &OS, const Options &Opts,
                         const ir::DiagnosticEngine &Diags) {
  OS << "{\"verdict\": \"input-error\", \"engine\": ";
  checker::writeJsonString(OS, engineName(Opts.Engine.Engine));
  OS << ", \"model\": ";
  checker::writeJsonString(OS, modelName(Opts.Engine.Model));
  OS << ", \"errors\": [";
  bool First = true;
  for (const ir::Diagnostic &D : Diags.diagnostics()) {
    if (D.Level != ir::DiagLevel::Error)
      continue;
    OS << (First ? "" : ", ") << "{\"kind\": \"input-error\", \"message\": ";
    checker::writeJsonString(OS, D.Message);
    OS << ", \"locations\": [";
    if (D.File != CommandFile && !D.File.empty()) {
      OS << "{\"file\": ";
      checker::writeJsonString(OS, D.File);
      OS << ", \"line\": " << D.Line << ", \"column\": " << D.Col << "}";
    }
    OS << "], \"threads\": [], \"trace\": []}";
    First = false;
  }
  OS << "], \"stats\": {}}\n";
}

} // namespace scopecheck::cli
