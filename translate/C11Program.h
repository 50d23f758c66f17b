//===- translate/C11Program.h - C11/pthreads programs ----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to translate/: the driver of C11/pthreads programs. It reads
/// main (constant code, pthread_create/join, barrier counts, initial
/// values), places the threads in blocks (GPUMC's markers), and has
/// KernelTranslator translate each thread function and main's code after
/// its joins (docs/c11-support.md).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_C11PROGRAM_H
#define SCOPECHECK_TRANSLATE_C11PROGRAM_H

#include "translate/Translate.h"

#include "clang/AST/ASTContext.h"

namespace scopecheck::translate {

/// The program of the parsed C file \p FileName; null after reporting an
/// error to \p Diags.
std::unique_ptr<ir::Program> translateC11Program(clang::ASTContext &Ctx,
                                                 const std::string &FileName,
                                                 const TranslateOptions &Opts,
                                                 ir::DiagnosticEngine &Diags);

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_C11PROGRAM_H
