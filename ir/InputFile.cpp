//===- ir/InputFile.cpp - Reading input files with a size bound -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/InputFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace scopecheck::ir {

namespace {
struct FileCloser {
  void operator()(std::FILE *F) const { std::fclose(F); }
};
} // namespace

/// strerror(Errno) with a lowercase first letter, as Clang words it.
static std::string describeErrno(int Errno) {
  std::string S = std::strerror(Errno);
  if (!S.empty() && S[0] >= 'A' && S[0] <= 'Z')
    S[0] = static_cast<char>(S[0] - 'A' + 'a');
  return S;
}

bool readInputFile(const std::string &Path, std::string &Text,
                   std::string &Error, uint64_t MaxBytes) {
  Text.clear();
  std::error_code EC;
  if (std::filesystem::is_directory(Path, EC)) {
    Error = "cannot open file '" + Path + "': is a directory";
    return false;
  }
  errno = 0;
  std::unique_ptr<std::FILE, FileCloser> F(std::fopen(Path.c_str(), "rb"));
  if (!F) {
    Error = "cannot open file '" + Path + "'";
    if (errno != 0)
      Error += ": " + describeErrno(errno);
    return false;
  }
  char Buffer[1 << 16];
  while (true) {
    size_t N = std::fread(Buffer, 1, sizeof Buffer, F.get());
    if (N > 0) {
      if (Text.size() + N > MaxBytes) {
        Error = "file '" + Path + "' is larger than " +
                (MaxBytes % (1 << 20) == 0
                     ? std::to_string(MaxBytes >> 20) + " MiB"
                     : std::to_string(MaxBytes) + " bytes") +
                ": not read";
        Text.clear();
        return false;
      }
      Text.append(Buffer, N);
    }
    if (N < sizeof Buffer)
      break;
  }
  if (std::ferror(F.get())) {
    Error = "cannot read file '" + Path + "'";
    Text.clear();
    return false;
  }
  return true;
}

} // namespace scopecheck::ir
