//===- translate/Translate.h - CUDA front-end ------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The public interface of the CUDA front-end: parse a `.cu` file with Clang
/// against scopecheck's own model headers (no CUDA toolkit needed) and
/// translate one `__global__` kernel, with the device functions it calls
/// inlined, into an IR Program with an SPMD launch. docs/translate.md lists
/// what is modelled and how each CUDA construct maps to the IR.
///
/// This header uses no Clang types: the command and other modules include it
/// without Clang's headers.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_TRANSLATE_H
#define SCOPECHECK_TRANSLATE_TRANSLATE_H

#include "ir/Diagnostic.h"
#include "ir/IR.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scopecheck::translate {

/// The source language of a kernel file.
enum class SourceLanguage : uint8_t {
  Cuda,   ///< `.cu`: device-only CUDA C++ against the model headers
  OpenCl, ///< `.cl`: OpenCL C (docs/opencl-support.md)
};

/// Writes the precompiled CUDA model header (docs/development.md
/// "Precompiled model header") into directory \p Dir under the name that
/// identifies the model headers, Clang and flags it was built from, where
/// every later CUDA parse without extra Clang flags by an executable of
/// that directory finds and uses it; removes the precompiled headers of
/// other builds there. False, with the reason in \p Error, on failure.
bool writeCudaPch(const std::string &Dir, std::string &Error);

/// What the user says about the kernel and its launch.
struct TranslateOptions {
  /// How the file is parsed.
  SourceLanguage Language = SourceLanguage::Cuda;
  /// OpenCL only (`--cl-std=`): the OpenCL C version, `1.2`, `2.0` or
  /// `3.0` (also spelt `CL1.2`, ...); empty means 3.0 with every optional
  /// feature enabled. Checked by the command line.
  std::string OpenClStd;
  /// Extra Clang flags, typically `-I DIR` and `-D NAME=VALUE`.
  std::vector<std::string> ClangArgs;
  /// The kernel to translate; may be empty when the file has one kernel.
  /// A name (`reduce`, also naming the only instantiation of a kernel
  /// template), a name with template arguments (`reduce<int>`; white space
  /// is ignored), or either with its namespaces (`ns::reduce<int>`).
  std::string Kernel;
  /// Launch dimensions.
  ir::Dim3 Grid, Block;
  /// Values of scalar kernel parameters by parameter name, as written on the
  /// command line (`--arg n=16`): decimal or `0x` hexadecimal integers with
  /// an optional `-`, floating-point numbers, `true`/`false`. The value is
  /// converted to the parameter's type; one that does not fit is an error.
  std::map<std::string, std::string> Args;
  /// The value of every scalar integer parameter not in Args
  /// (`--args-default=VALUE`).
  std::optional<std::string> ArgsDefault;
  /// Sizes in elements of the buffers that pointer parameters point to
  /// (`--buffer name=SIZE`); a pointer parameter not listed gets a buffer of
  /// unknown size (no bounds checks).
  std::map<std::string, uint64_t> Buffers;
  /// Initial contents of pointer parameters' buffers by parameter name
  /// (`--init NAME=VALUES`), as written after '=': a comma list of numbers,
  /// `iota`, `random:SEED` or `@FILE` (docs/usage.md). The values are the
  /// buffer's scalar elements in order, converted to the element type; one
  /// that does not fit is an error; elements past the list start at zero.
  std::map<std::string, std::string> Inits;
  /// `--bind PARAM=BUFFER+OFFSET`: pointer parameter PARAM gets no buffer of
  /// its own but points into BUFFER's, OFFSET elements of BUFFER's pointee
  /// type from its start.
  struct Binding {
    std::string Buffer;
    uint64_t Offset = 0;
  };
  std::map<std::string, Binding> Binds;
  /// A scalar parameter with neither an Args value nor an ArgsDefault gets
  /// the placeholder 0 instead of an error: the symbolic engine, which
  /// checks every value, translates so.
  bool PlaceholderArgs = false;
  /// When set, translateSource lists the file's kernels here instead of
  /// translating one (and returns null, with no error unless the file does
  /// not parse): in source order, each a name `--kernel` accepts and that
  /// selects that kernel alone (`reduce`, `reduce<int>`, `ns::reduce` where
  /// a shorter name is shared).
  std::vector<std::string> *KernelNames = nullptr;
  /// `--volatile=relaxed`: volatile accesses are relaxed atomics at system
  /// scope (ir::setVolatileReading, applied to the translated program);
  /// otherwise they are non-atomic, as CUDA C++ says.
  bool VolatileRelaxed = false;
  /// Bytes of dynamic shared memory (`--dynamic-shared=BYTES`): the size of
  /// `extern __shared__` arrays.
  uint64_t DynamicShared = 0;
  /// `--no-inline`: each call of a device function that can be checked
  /// modularly (scalar parameters and result, no memory access, barrier or
  /// atomic in its body) gets a second translation besides the inlined
  /// body, taken only when the ghost local `gpuverify.modular` is true
  /// (the symbolic engine sets it; it is false in every concrete run):
  /// the function's `__requires` checked, its result havocked, its
  /// `__ensures` assumed; its body is checked once, at its first call, for
  /// arbitrary arguments that satisfy its `__requires` (docs/engines.md
  /// "Modular checking").
  bool NoInline = false;
};

/// Translates the kernel of the CUDA file \p Path. Returns null after
/// reporting Clang-style diagnostics (`file:line:col: error: ...`) to
/// \p Diags when the file cannot be read or parsed, when no kernel or an
/// ambiguous one is selected, when a launch value is missing or malformed,
/// or when the kernel uses a construct the front-end does not support.
/// Warnings (e.g. a launch larger than a GPU allows) may be reported on
/// success.
std::unique_ptr<ir::Program> translateFile(const std::string &Path,
                                           const TranslateOptions &Opts,
                                           ir::DiagnosticEngine &Diags);

/// As translateFile, for source text \p Code that diagnostics call
/// \p FileName (tests, tools that already hold the text). Relative
/// `#include "..."` lines are resolved against FileName's directory.
std::unique_ptr<ir::Program> translateSource(const std::string &Code,
                                             const std::string &FileName,
                                             const TranslateOptions &Opts,
                                             ir::DiagnosticEngine &Diags);

/// Translates the C11/pthreads program of \p Path (GenMC's and GPUMC's
/// format, docs/c11-support.md): main's pthread_create calls become a
/// launch of explicit threads, each running its thread function; the code
/// of main after its joins, when it does anything, one more thread that
/// waits for them. Diagnostics as for translateFile.
std::unique_ptr<ir::Program> translateC11File(const std::string &Path,
                                              const TranslateOptions &Opts,
                                              ir::DiagnosticEngine &Diags);

/// As translateC11File, for source text \p Code named \p FileName.
std::unique_ptr<ir::Program> translateC11Source(const std::string &Code,
                                                const std::string &FileName,
                                                const TranslateOptions &Opts,
                                                ir::DiagnosticEngine &Diags);

/// The flags written on the `//--` comment lines at the top of a kernel
/// file (GPUVerify's convention, e.g. `//--blockDim=64 --gridDim=[4,2]`),
/// split at white space, in order: {"--blockDim=64", "--gridDim=[4,2]"}.
/// Only the leading run of comment and blank lines is read; the first line
/// of code ends it. The caller parses them like command-line flags and lets
/// the command line win. A line is split into words as a POSIX shell does
/// (without expansions): quotes group (`--init "a=1, 2"`, `--arg='x'`:
/// single quotes literally, double quotes with backslash escaping `"`,
/// `\\`, `$` and a backquote), a backslash outside quotes takes the next
/// character literally. An unterminated quote sets \p Error (the first
/// such line; the words before it are kept).
std::vector<std::string> launchCommentFlags(const std::string &Code,
                                            std::string *Error = nullptr);

/// Splits \p Text into \p Words as launchCommentFlags splits a line; false
/// with the reason in \p Error for an unterminated quote.
bool splitShellWords(const std::string &Text, std::vector<std::string> &Words,
                     std::string &Error);

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_TRANSLATE_H
