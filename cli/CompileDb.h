//===- cli/CompileDb.h - Flags from compile_commands.json -------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `-p BUILD_DIR` (docs/usage.md "Projects"): as clang tools do, the flags
/// of the input file come from the entry for it in
/// BUILD_DIR/compile_commands.json (the JSON compilation database that
/// CMake's CMAKE_EXPORT_COMPILE_COMMANDS, Bear and others write). The
/// front-end takes the include directories, the macro definitions and the
/// language standard of that command; every other flag is ignored (the
/// front-end has its own target, headers and options).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_COMPILEDB_H
#define SCOPECHECK_CLI_COMPILEDB_H

#include "cli/Options.h"

#include <string>
#include <vector>

namespace scopecheck::cli {

/// Reads the entry for \p File in \p BuildDir/compile_commands.json (the
/// first whose `directory` and `file` name the same file as \p File) into
/// \p Flags: `-I DIR`, `-isystem DIR`, `-iquote DIR` (and nvcc's
/// `--include-path`) as IncludeDirs, made absolute against the entry's
/// directory; `-D NAME[=VALUE]` (nvcc's `--define-macro`) as Defines;
/// `-std=STD` (`--std STD`) as Std. Both spellings of each, joined
/// (`-Idir`) and separate (`-I dir`), are read; `arguments` lists or a
/// `command` string split as a shell splits it. Returns false with the
/// message in \p Error when the database cannot be read or parsed, or has
/// no entry for the file.
bool readCompileFlags(const std::string &BuildDir, const std::string &File,
                      LaunchOptions &Flags, std::string &Error);

/// Splits \p Command into words as a POSIX shell does (white space;
/// single quotes; double quotes with backslash escapes; backslash outside
/// quotes), the way compile_commands.json's `command` is written.
std::vector<std::string> splitCommandLine(const std::string &Command);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_COMPILEDB_H
