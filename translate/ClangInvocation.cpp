//===- translate/ClangInvocation.cpp - How scopecheck runs Clang ----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Clang arguments and overlay files of every parse
/// (translate/ClangInvocation.h).
///
//===----------------------------------------------------------------------===//

#include "translate/ClangInvocation.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticSerialization.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <utility>

using namespace clang;

namespace scopecheck::translate {

namespace {

/// Where the model headers appear to Clang.
constexpr const char *HeaderDir = "/__scopecheck/include";

/// The embedded model headers: (path below HeaderDir, contents).
const std::pair<const char *, const char *> ModelHeaders[] = {
#include "translate/ModelHeaders.inc"
};

/// The main file of the precompiled model header (below HeaderDir).
constexpr const char *PchMain = "__scopecheck_pch.h";

/// The Clang flags of every CUDA parse but the model's implicit include.
std::vector<std::string> cudaBaseArguments() {
  return {"-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
          // Any real architecture: it selects the nvptx64 device target.
          // The model headers do not depend on it.
          "--cuda-gpu-arch=sm_70", "-std=c++17",
          // Without an installation Clang assumes the newest CUDA and says
          // so.
          "-Wno-unknown-cuda-version", "-resource-dir",
          SCOPECHECK_CLANG_RESOURCE_DIR, "-isystem", HeaderDir};
}

/// The file name of the precompiled model header: its inputs hashed (FNV-1a
/// over the model headers, the flags and Clang's version), so that a file
/// of that name can only have been built from the same inputs.
std::string cudaPchName() {
  uint64_t H = 1469598103934665603ull;
  auto Add = [&](llvm::StringRef S) {
    for (unsigned char C : S) {
      H ^= C;
      H *= 1099511628211ull;
    }
    H ^= 0xff;
    H *= 1099511628211ull;
  };
  for (const auto &[Name, Text] : ModelHeaders) {
    Add(Name);
    Add(Text);
  }
  for (const std::string &A : cudaBaseArguments())
    Add(A);
  Add(clang::getClangFullVersion());
  char Buf[17];
  std::snprintf(Buf, sizeof Buf, "%016llx", (unsigned long long)H);
  return std::string("scopecheck-cuda-") + Buf + ".pch";
}

/// The precompiled model header beside the running executable, or an empty
/// string when there is none (or SCOPECHECK_NO_PCH is set): then the model
/// is parsed from its text, as it always may be.
/// The hash of a file's bytes (xxh3, in hex), or an empty string when it
/// cannot be read: the precompiled header's checksum, kept beside it in
/// NAME.sum.
std::string contentHash(const llvm::Twine &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::string();
  char Hex[17];
  std::snprintf(Hex, sizeof Hex, "%016llx",
                (unsigned long long)llvm::xxh3_64bits(
                    llvm::arrayRefFromStringRef((*Buf)->getBuffer())));
  return Hex;
}

/// Set once Clang rejected the precompiled header in this process: the
/// later parses read the model headers' text without trying it again.
std::atomic<bool> PchRejected{false};

const std::string &cudaPch() {
  static const std::string Path = [] {
    if (std::getenv("SCOPECHECK_NO_PCH"))
      return std::string();
    llvm::SmallString<256> Exe;
    if (llvm::sys::fs::real_path("/proc/self/exe", Exe))
      return std::string();
    llvm::SmallString<256> P(llvm::sys::path::parent_path(Exe));
    llvm::sys::path::append(P, cudaPchName());
    // A file whose bytes are not those the build wrote (damaged on disk,
    // cut short) is not used: Clang does not check the whole of a PCH
    // before it reads a declaration from it, and then aborts.
    auto Sum = llvm::MemoryBuffer::getFile(P + ".sum", /*IsText=*/true);
    std::string Hash = contentHash(P);
    if (!Sum || Hash.empty() || (*Sum)->getBuffer().trim() != Hash)
      return std::string();
    return std::string(P);
  }();
  return Path;
}

/// Generates a PCH of the action's input into OutputFile.
class EmitPchAction : public GeneratePCHAction {
public:
  explicit EmitPchAction(std::string Out) : Out(std::move(Out)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = Out;
    return GeneratePCHAction::CreateASTConsumer(CI, InFile);
  }

private:
  std::string Out;
};

} // namespace

bool writeCudaPch(const std::string &Dir, std::string &Error) {
  std::string Name = cudaPchName();
  llvm::SmallString<256> Final(Dir), Tmp(Dir);
  llvm::sys::path::append(Final, Name);
  llvm::sys::path::append(Tmp, Name + ".tmp");
  tooling::FileContentMappings Files;
  std::string Main;
  for (const auto &[HName, Text] : ModelHeaders) {
    if (llvm::StringRef(HName) == PchMain)
      Main = Text;
    else
      Files.emplace_back(std::string(HeaderDir) + "/" + HName, Text);
  }
  if (Main.empty()) {
    Error = std::string("the model header ") + PchMain + " is missing";
    return false;
  }
  if (!tooling::runToolOnCodeWithArgs(
          std::make_unique<EmitPchAction>(std::string(Tmp)), Main,
          cudaBaseArguments(), std::string(HeaderDir) + "/" + PchMain,
          "scopecheck", std::make_shared<PCHContainerOperations>(), Files) ||
      !llvm::sys::fs::exists(Tmp)) {
    llvm::sys::fs::remove(Tmp);
    Error = "Clang could not precompile the model headers";
    return false;
  }
  // The checksum goes beside it (NAME.sum), after it: a header without
  // its checksum is not used.
  std::string Hash = contentHash(Tmp);
  llvm::SmallString<256> SumTmp(Final), Sum(Final);
  SumTmp += ".sum.tmp";
  Sum += ".sum";
  std::error_code EC;
  {
    llvm::raw_fd_ostream Out(SumTmp, EC);
    if (!EC)
      Out << Hash << "\n";
  }
  if (Hash.empty() || EC) {
    llvm::sys::fs::remove(Tmp);
    llvm::sys::fs::remove(SumTmp);
    Error = "cannot write " + std::string(Sum) +
            (EC ? ": " + EC.message() : std::string());
    return false;
  }
  llvm::sys::fs::remove(Sum);
  if ((EC = llvm::sys::fs::rename(Tmp, Final)) ||
      (EC = llvm::sys::fs::rename(SumTmp, Sum))) {
    llvm::sys::fs::remove(Tmp);
    llvm::sys::fs::remove(SumTmp);
    Error = "cannot write " + std::string(Final) + ": " + EC.message();
    return false;
  }
  // Those of earlier builds.
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef F = llvm::sys::path::filename(It->path());
    if (F.starts_with("scopecheck-cuda-") &&
        (F.ends_with(".pch") || F.ends_with(".pch.sum")) && F != Name &&
        F != Name + ".sum")
      llvm::sys::fs::remove(It->path());
  }
  return true;
}

/// Forwards Clang's diagnostics to another consumer, except a failure to
/// load the precompiled model header (a damaged or truncated file): that
/// one, and the notes after it, are kept back and only recorded, so that
/// the parse can be repeated from the headers' text as if the file were
/// not there. Loading the header fails before the main file is read, with
/// a fatal error that stops the parse, so nothing was forwarded before it.
class PchGuard : public DiagnosticConsumer {
public:
  explicit PchGuard(DiagnosticConsumer &Inner) : Inner(Inner) {}
  bool failed() const { return Failed; }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Inner.EndSourceFile(); }
  void finish() override { Inner.finish(); }
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    unsigned ID = Info.getID();
    bool Serialization = ID >= diag::DIAG_START_SERIALIZATION &&
                         ID < diag::DIAG_START_SERIALIZATION +
                                  diag::DIAG_SIZE_SERIALIZATION;
    if (Level >= DiagnosticsEngine::Error &&
        (Serialization || ID == diag::err_fe_unable_to_load_pch))
      Failed = true;
    if (Failed)
      return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Inner.HandleDiagnostic(Level, Info);
  }

private:
  DiagnosticConsumer &Inner;
  bool Failed = false;
};

std::vector<std::string> clangArguments(const TranslateOptions &Opts) {
  if (Opts.Language == SourceLanguage::OpenCl) {
    // OpenCL C for the SPIR target, on which Clang supports every optional
    // feature and extension (OpenCL 3.0's __opencl_c_* features: generic
    // address space, device and all-devices atomic scopes, program-scope
    // globals, subgroups, fp64, int64 atomics), so the newest version needs
    // no flags. The driver adds -finclude-default-header
    // -fdeclare-opencl-builtins: opencl-c-base.h for types and macros, the
    // builtin functions declared by Clang's table as they are looked up.
    std::string Std = Opts.OpenClStd.empty() ? "3.0" : Opts.OpenClStd;
    if (llvm::StringRef(Std).starts_with_insensitive("cl"))
      Std = Std.substr(2);
    std::vector<std::string> Args = {
        "-x", "cl", "--target=spir64-unknown-unknown", "-cl-std=CL" + Std,
        "-resource-dir", SCOPECHECK_CLANG_RESOURCE_DIR, "-isystem", HeaderDir,
        "-include", "__scopecheck_opencl.h"};
    Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
    return Args;
  }
  std::vector<std::string> Args = cudaBaseArguments();
  // nvcc includes cuda_runtime.h implicitly; so do we: precompiled when the
  // precompiled header is there and no flag (-D, -I, -std) could make it
  // differ from the text.
  if (Opts.ClangArgs.empty() && !PchRejected && !cudaPch().empty()) {
    Args.push_back("-include-pch");
    Args.push_back(cudaPch());
  } else {
    Args.push_back("-include");
    Args.push_back("__scopecheck_cuda.h");
  }
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  return Args;
}

tooling::FileContentMappings modelHeaderFiles() {
  tooling::FileContentMappings Headers;
  for (const auto &[Name, Text] : ModelHeaders)
    Headers.emplace_back(std::string(HeaderDir) + "/" + Name, Text);
  return Headers;
}

std::unique_ptr<ASTUnit> buildCudaAST(const std::string &Code,
                                      const std::string &FileName,
                                      const TranslateOptions &Opts,
                                      DiagnosticConsumer &Consumer) {
  auto Parse = [&](const std::vector<std::string> &Args,
                   DiagnosticConsumer &C) {
    return tooling::buildASTFromCodeWithArgs(
        Code, Args, FileName, "scopecheck",
        std::make_shared<PCHContainerOperations>(),
        tooling::getClangStripDependencyFileAdjuster(), modelHeaderFiles(),
        &C);
  };
  std::vector<std::string> Args = clangArguments(Opts);
  if (std::find(Args.begin(), Args.end(), "-include-pch") == Args.end())
    return Parse(Args, Consumer);
  // A precompiled header Clang cannot load (damaged, truncated) must not
  // fail every CUDA parse: the text of the model headers always works.
  PchGuard Guard(Consumer);
  std::unique_ptr<ASTUnit> AST = Parse(Args, Guard);
  if (!Guard.failed())
    return AST;
  PchRejected = true;
  return Parse(clangArguments(Opts), Consumer);
}

std::unique_ptr<ASTUnit> buildC11AST(const std::string &Code,
                                     const std::string &FileName,
                                     const TranslateOptions &Opts,
                                     DiagnosticConsumer &Consumer) {
  std::vector<std::string> Args = {"-x", "c", "-std=c11", "-ffreestanding",
                                   "-nostdlibinc", "-resource-dir",
                                   SCOPECHECK_CLANG_RESOURCE_DIR, "-isystem",
                                   std::string(HeaderDir) + "/c11"};
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  return tooling::buildASTFromCodeWithArgs(
      Code, Args, FileName, "scopecheck",
      std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), modelHeaderFiles(),
      &Consumer);
}

} // namespace scopecheck::translate
