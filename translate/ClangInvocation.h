//===- translate/ClangInvocation.h - How scopecheck runs Clang --*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Clang command line and the in-memory model headers with which every
/// `.cu` file is parsed: by the front-end (translate/Translate.cpp) and by
/// repair/, which re-parses the text it patches and must see exactly the
/// AST the front-end saw.
///
/// This header is internal to translate/ and repair/: it uses Clang types.
/// The command and the Clang-free modules include translate/Translate.h.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_CLANGINVOCATION_H
#define SCOPECHECK_TRANSLATE_CLANGINVOCATION_H

#include "translate/Translate.h"

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class DiagnosticConsumer;
} // namespace clang

namespace scopecheck::translate {

/// The Clang flags of a parse (device-only CUDA against the model headers,
/// `-std=c++17`, the implicit `-include` of the CUDA runtime model), followed
/// by Opts.ClangArgs. The file name is not part of them.
std::vector<std::string> clangArguments(const TranslateOptions &Opts);

/// The embedded model headers as files of the overlay file system, at the
/// directory clangArguments() puts on the system include path.
clang::tooling::FileContentMappings modelHeaderFiles();

/// Parses \p Code, called \p FileName, with clangArguments(Opts) and the
/// model headers; Clang's diagnostics go to \p Consumer. Returns null when
/// Clang could not build an AST at all; the caller checks the consumer for
/// errors.
std::unique_ptr<clang::ASTUnit>
buildCudaAST(const std::string &Code, const std::string &FileName,
             const TranslateOptions &Opts, clang::DiagnosticConsumer &Consumer);

/// As buildCudaAST, for a C11/pthreads program: `-x c -std=c11
/// -ffreestanding -nostdlibinc` with Clang's resource headers (stdatomic.h,
/// stdint.h, ...) and our C model headers (pthread.h, assert.h, stdio.h,
/// stdlib.h: translate/headers/c11/), so that no system header is read.
std::unique_ptr<clang::ASTUnit>
buildC11AST(const std::string &Code, const std::string &FileName,
            const TranslateOptions &Opts, clang::DiagnosticConsumer &Consumer);

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_CLANGINVOCATION_H
