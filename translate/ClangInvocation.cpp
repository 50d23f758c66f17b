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
#include "llvm/ADT/StringRef.h"

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

} // namespace

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
  std::vector<std::string> Args = {
      "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
      // Any real architecture: it selects the nvptx64 device target. The
      // model headers do not depend on it.
      "--cuda-gpu-arch=sm_70", "-std=c++17",
      // Without an installation Clang assumes the newest CUDA and says so.
      "-Wno-unknown-cuda-version", "-resource-dir",
      SCOPECHECK_CLANG_RESOURCE_DIR, "-isystem", HeaderDir,
      // nvcc includes cuda_runtime.h implicitly; so do we.
      "-include", "__scopecheck_cuda.h"};
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
  return tooling::buildASTFromCodeWithArgs(
      Code, clangArguments(Opts), FileName, "scopecheck",
      std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), modelHeaderFiles(),
      &Consumer);
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
