//===- cli/CompileDb.cpp - Flags from compile_commands.json ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The JSON compilation database, read with Debian's nlohmann-json (as the
/// launch files are, cli/LaunchFile.cpp).
///
//===----------------------------------------------------------------------===//

#include "cli/CompileDb.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace scopecheck::cli {

namespace fs = std::filesystem;

std::vector<std::string> splitCommandLine(const std::string &Command) {
  std::vector<std::string> Words;
  std::string W;
  bool InWord = false;
  for (size_t I = 0; I < Command.size(); ++I) {
    char C = Command[I];
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      if (InWord)
        Words.push_back(std::move(W));
      W.clear();
      InWord = false;
      continue;
    }
    InWord = true;
    if (C == '\\' && I + 1 < Command.size()) {
      W += Command[++I];
    } else if (C == '\'') {
      for (++I; I < Command.size() && Command[I] != '\''; ++I)
        W += Command[I];
    } else if (C == '"') {
      for (++I; I < Command.size() && Command[I] != '"'; ++I) {
        if (Command[I] == '\\' && I + 1 < Command.size() &&
            (Command[I + 1] == '"' || Command[I + 1] == '\\' ||
             Command[I + 1] == '$' || Command[I + 1] == '`'))
          ++I;
        W += Command[I];
      }
    } else {
      W += C;
    }
  }
  if (InWord)
    Words.push_back(std::move(W));
  return Words;
}

/// \p P as an absolute, normalised path (symbolic links resolved where
/// the file exists), for comparing entries with the input file.
static fs::path normalPath(const fs::path &P) {
  std::error_code EC;
  fs::path A = fs::absolute(P, EC);
  if (EC)
    A = P;
  fs::path C = fs::weakly_canonical(A, EC);
  return EC ? A.lexically_normal() : C;
}

/// The flags of one command (\p Args without the compiler) that the
/// front-end takes, with include directories relative to \p Dir.
static void takeFlags(const std::vector<std::string> &Args,
                      const fs::path &Dir, LaunchOptions &Flags) {
  auto Include = [&](const std::string &D) {
    fs::path P(D);
    Flags.IncludeDirs.push_back(
        (P.is_absolute() ? P : (Dir / P)).lexically_normal().string());
  };
  // Flags whose value is the next word or joined to it: -I, -isystem, ...
  struct Joined {
    const char *Flag;
    int What; // 0 include directory, 1 macro, 2 standard
    bool Eq;  // also FLAG=VALUE
  };
  static const Joined Known[] = {
      {"-isystem", 0, false},      {"-iquote", 0, false},
      {"-I", 0, false},            {"--include-directory", 0, true},
      {"--include-path", 0, true}, {"-D", 1, false},
      {"--define-macro", 1, true}, {"-std", 2, true},
      {"--std", 2, true},
  };
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    for (const Joined &K : Known) {
      std::string F = K.Flag;
      std::string Value;
      bool Match = false;
      if (A == F) {
        if (I + 1 == Args.size())
          break;
        Value = Args[++I];
        Match = true;
      } else if (K.Eq && A.rfind(F + "=", 0) == 0) {
        Value = A.substr(F.size() + 1);
        Match = true;
      } else if (!K.Eq && F.size() == 2 && A.rfind(F, 0) == 0) {
        Value = A.substr(2); // -Idir, -DNAME
        Match = true;
      } else if (!K.Eq && F.size() > 2 && A.rfind(F, 0) == 0 &&
                 A.size() > F.size()) {
        Value = A.substr(F.size()); // -isystemdir
        Match = true;
      }
      if (!Match)
        continue;
      if (Value.empty())
        break;
      if (K.What == 0)
        Include(Value);
      else if (K.What == 1)
        Flags.Defines.push_back(Value);
      else
        Flags.Std = Value;
      break;
    }
  }
}

bool readCompileFlags(const std::string &BuildDir, const std::string &File,
                      LaunchOptions &Flags, std::string &Error) {
  fs::path DbPath = fs::path(BuildDir) / "compile_commands.json";
  std::ifstream In(DbPath);
  if (!In) {
    Error = "cannot read '" + DbPath.string() +
            "' (-p names the build directory that holds it)";
    return false;
  }
  nlohmann::json Db;
  try {
    Db = nlohmann::json::parse(In);
  } catch (const std::exception &E) {
    Error = "'" + DbPath.string() +
            "' is not a valid compilation database: " + E.what();
    return false;
  }
  if (!Db.is_array()) {
    Error = "'" + DbPath.string() +
            "' is not a valid compilation database: expected a JSON array "
            "of compile commands";
    return false;
  }
  fs::path Want = normalPath(File);
  for (size_t I = 0; I < Db.size(); ++I) {
    const nlohmann::json &E = Db[I];
    auto Bad = [&](const std::string &Why) {
      Error = "'" + DbPath.string() + "': entry " + std::to_string(I + 1) +
              ": " + Why;
      return false;
    };
    if (!E.is_object() || !E.contains("directory") ||
        !E["directory"].is_string() || !E.contains("file") ||
        !E["file"].is_string())
      return Bad("expected an object with the strings \"directory\" and "
                 "\"file\"");
    fs::path Dir = E["directory"].get<std::string>();
    fs::path F = E["file"].get<std::string>();
    if (normalPath(F.is_absolute() ? F : Dir / F) != Want)
      continue;
    std::vector<std::string> Args;
    if (E.contains("arguments")) {
      if (!E["arguments"].is_array())
        return Bad("\"arguments\" is not a list of strings");
      for (const nlohmann::json &A : E["arguments"]) {
        if (!A.is_string())
          return Bad("\"arguments\" is not a list of strings");
        Args.push_back(A.get<std::string>());
      }
    } else if (E.contains("command") && E["command"].is_string()) {
      Args = splitCommandLine(E["command"].get<std::string>());
    } else {
      return Bad("expected \"arguments\" or \"command\"");
    }
    if (!Args.empty())
      Args.erase(Args.begin()); // the compiler
    takeFlags(Args, Dir.is_absolute() ? Dir : normalPath(Dir), Flags);
    return true;
  }
  Error = "'" + DbPath.string() + "' has no compile command for '" + File +
          "'";
  return false;
}

} // namespace scopecheck::cli
