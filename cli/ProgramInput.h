//===- cli/ProgramInput.h - The program a subcommand works on --*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Obtains the ir::Program that `check` and `ir` work on, from either kind of
/// input: an .ir file is parsed and verified (launch flags are rejected: the
/// file gives its launch); a .cu file is translated by translate/ with the
/// launch flags of the command line merged over those of the file's `//--`
/// comment lines (the command line wins), and verified. In the slim
/// `scopecheck` (SCOPECHECK_SLIM) the translation runs in a
/// `scopecheck-frontend` child (cli/FrontendProcess.h) with the same result.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_PROGRAMINPUT_H
#define SCOPECHECK_CLI_PROGRAMINPUT_H

#include "cli/Commands.h"
#include "cli/FrontendProcess.h"
#include "ir/Diagnostic.h"
#include "ir/IR.h"
#include "translate/Translate.h"

#include <memory>
#include <ostream>

namespace scopecheck::cli {

/// What the subcommand does with the program.
enum class InputUse : uint8_t {
  /// `ir`: any program; a .cu launch's missing dimensions are 1.
  Print,
  /// `check`: the program needs a launch; a .cu file needs `--blockDim`
  /// (`--gridDim` defaults to 1).
  Check,
};

/// The launch flags of the command line merged over those of the `//--`
/// lines at the top of \p Code (the kernel file's text): every flag given on
/// the command line wins; `--arg` and `--buffer` are merged by name; `-I`
/// and `-D` of both are kept (the file's first). Returns false with the
/// error in \p Diags when a comment line's flag is malformed; a flag that
/// is not a launch flag is reported as a warning in \p Diags and ignored.
/// With `-p`, the -I, -D and -std of the file's compile command
/// (cli/CompileDb.h) come under both (a missing entry is an error).
/// Defined in `scopecheck-frontend` only (it reads the lines with
/// translate/); the slim `scopecheck` leaves the merge to that child.
bool mergeLaunchFlags(const LaunchOptions &CommandLine, const std::string &Code,
                      const std::string &Path, LaunchOptions &Merged,
                      ir::DiagnosticEngine &Diags);

/// The -std that `-p`'s compile command gave \p L fits an input of kind
/// \p Kind: a C++ standard from C++11 on for CUDA (the model headers need
/// it), a C standard for a C11/pthreads program; for OpenCL C it is
/// dropped (--cl-std gives its version). False with the error in \p Diags.
/// Only in scopecheck-frontend.
bool checkCompileStd(LaunchOptions &L, InputKind Kind,
                     ir::DiagnosticEngine &Diags);

/// The front-end's options for the merged launch flags \p L (`-I`/`-D`,
/// kernel, dimensions, arguments, buffers, dynamic shared memory): what
/// `check` and `repair` translate with. Only in scopecheck-frontend.
translate::TranslateOptions translateOptions(const LaunchOptions &L);

/// The verified program of the input file (of kind \p Kind, as
/// checkInputFile found). On failure returns null with the errors in
/// \p Diags (a problem with the flags or the file as a whole prints as
/// "scopecheck: error: ...") and the caller exits with ExitInputError after
/// printing \p Diags. Warnings may be left in \p Diags on success.
/// \p Frontend, when given, receives the cost of the front-end child (only
/// the slim `scopecheck` on a .cu file runs one; otherwise it stays zero).
std::unique_ptr<ir::Program> loadProgram(const Options &Opts, InputKind Kind,
                                         InputUse Use,
                                         ir::DiagnosticEngine &Diags,
                                         FrontendStats *Frontend = nullptr);

/// `check --json` after an input error: the report of DESIGN.md §4 with
/// verdict "input-error" and one error of kind "input-error" per error in
/// \p Diags (its location, when it is at a place in a file).
void printInputErrorJson(std::ostream &OS, const Options &Opts,
                         const ir::DiagnosticEngine &Diags);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_PROGRAMINPUT_H
