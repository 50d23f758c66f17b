//===- cli/CommandSupport.cpp - Helpers shared by the subcommands ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "cli/Commands.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace scopecheck::cli {

void printError(std::string_view Message) {
  std::cerr << "scopecheck: error: " << Message << '\n';
}

void printNote(std::string_view Message) {
  std::cerr << "scopecheck: note: " << Message << '\n';
}

static bool endsWith(std::string_view S, std::string_view Suffix) {
  return S.size() >= Suffix.size() &&
         S.substr(S.size() - Suffix.size()) == Suffix;
}

/// Does the file \p Path (its first megabyte) mention `__global__`?
static bool definesKernel(std::string_view Path) {
  std::ifstream In{std::string(Path), std::ios::binary};
  if (!In)
    return false;
  std::string Text(1 << 20, '\0');
  In.read(Text.data(), static_cast<std::streamsize>(Text.size()));
  Text.resize(static_cast<size_t>(In.gcount()));
  return Text.find("__global__") != std::string::npos;
}

InputKind classifyInput(std::string_view Path, std::string_view Language) {
  if (Language == "cuda")
    return InputKind::Cuda;
  if (Language == "ir")
    return InputKind::Ir;
  if (Language == "cl")
    return InputKind::OpenCl;
  if (Language == "c")
    return InputKind::C11;
  if (endsWith(Path, ".cu") || endsWith(Path, ".cuh"))
    return InputKind::Cuda;
  if (endsWith(Path, ".ir"))
    return InputKind::Ir;
  if (endsWith(Path, ".litmus"))
    return InputKind::Litmus;
  if (endsWith(Path, ".cl"))
    return InputKind::OpenCl;
  if (endsWith(Path, ".c"))
    return InputKind::C11;
  if (definesKernel(Path))
    return InputKind::Cuda;
  return InputKind::Unknown;
}

/// strerror(Errno) with a lowercase first letter, as Clang words it.
static std::string describeErrno(int Errno) {
  std::string S = std::strerror(Errno);
  if (!S.empty() && S[0] >= 'A' && S[0] <= 'Z')
    S[0] = static_cast<char>(S[0] - 'A' + 'a');
  return S;
}

bool checkInputFile(const Options &Opts, InputKind &Kind) {
  const std::string &Path = Opts.InputFile;
  if (Path.empty()) {
    printError("no input file");
    return false;
  }
  std::error_code EC;
  if (std::filesystem::is_directory(Path, EC)) {
    printError("cannot open file '" + Path + "': is a directory");
    return false;
  }
  errno = 0;
  std::ifstream In(Path);
  if (!In) {
    std::string Msg = "cannot open file '" + Path + "'";
    if (errno != 0)
      Msg += ": " + describeErrno(errno);
    printError(Msg);
    return false;
  }
  Kind = classifyInput(Path, Opts.Language);
  switch (Kind) {
  case InputKind::Cuda:
  case InputKind::Ir:
  case InputKind::Litmus:
  case InputKind::C11:
  case InputKind::OpenCl:
    return true;
  case InputKind::Unknown:
    printError("unknown kind of input file '" + Path +
               "': expected a .cu, .cuh, .cl, .c, .ir or .litmus file, or a "
               "C/C++ file that defines a __global__ kernel (give -x cuda, "
               "-x cl, -x c or -x ir to say which it is)");
    return false;
  }
  return false;
}

} // namespace scopecheck::cli
