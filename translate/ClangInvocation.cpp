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

} // namespace scopecheck::translate
