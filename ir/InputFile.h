//===- ir/InputFile.h - Reading input files with a size bound --*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every input file scopecheck reads itself (.ir files, .cu files before
/// translation and repair) is read through readInputFile, which stops at a
/// size bound: a device such as /dev/zero, a FIFO or a huge file is an input
/// error, never an allocation of gigabytes.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_INPUTFILE_H
#define SCOPECHECK_IR_INPUTFILE_H

#include <cstdint>
#include <string>

namespace scopecheck::ir {

/// The largest input file read: 64 MiB (the largest kernel of the
/// repository is a few kilobytes).
inline constexpr uint64_t MaxInputFileBytes = uint64_t(64) << 20;

/// Reads the whole file at \p Path into \p Text. Returns false, with the
/// reason in \p Error ("cannot open file 'P': ...", "cannot read file 'P'",
/// "file 'P' is larger than N MiB"), when the file cannot be opened or
/// read, is a directory, or has more than \p MaxBytes bytes; at most
/// \p MaxBytes + 1 bytes are read in any case.
bool readInputFile(const std::string &Path, std::string &Text,
                   std::string &Error,
                   uint64_t MaxBytes = MaxInputFileBytes);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_INPUTFILE_H
