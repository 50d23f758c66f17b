//===- cli/LaunchFile.cpp - Launch files and merged launch flags ----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Launch files (TOML through Debian's toml11, JSON through Debian's
/// nlohmann-json: both header-only) and the merge of launch flags.
///
//===----------------------------------------------------------------------===//

#include "cli/LaunchFile.h"

#include <nlohmann/json.hpp>
#include <toml.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace scopecheck::cli {

void overlayLaunch(const LaunchOptions &Over, const LaunchOptions &Under,
                   const std::string &DirText, LaunchOptions &Merged) {
  Merged = Over;
  std::filesystem::path Dir(DirText);
  if (!Merged.BlockDim)
    Merged.BlockDim = Under.BlockDim;
  if (!Merged.GridDim)
    Merged.GridDim = Under.GridDim;
  if (Merged.Kernel.empty())
    Merged.Kernel = Under.Kernel;
  if (!Merged.ArgsDefault)
    Merged.ArgsDefault = Under.ArgsDefault;
  if (!Merged.DynamicSharedBytes)
    Merged.DynamicSharedBytes = Under.DynamicSharedBytes;
  // A work size of the command line replaces the file's: `--local_size`
  // replaces its `--blockDim`, and a grid flag its grid flags (GPUVerify's
  // OpenCL launch flags are resolved into the dimensions afterwards).
  if (!Over.BlockDim && !Merged.LocalSize)
    Merged.LocalSize = Under.LocalSize;
  bool GridGiven = Over.GridDim || Over.GlobalSize ||
                   Over.NumGroups;
  if (!GridGiven) {
    Merged.GlobalSize = Under.GlobalSize;
    Merged.NumGroups = Under.NumGroups;
  } else {
    Merged.GridDim = Over.GridDim; // the file's --gridDim goes
  }
  if (Over.LocalSize && !Over.BlockDim)
    Merged.BlockDim = Over.BlockDim; // the file's --blockDim goes
  if (!Merged.ClStd)
    Merged.ClStd = Under.ClStd;
  if (!Merged.Volatile)
    Merged.Volatile = Under.Volatile;
  Merged.NoInline = Over.NoInline || Under.NoInline;
  if (!Merged.WarpSync)
    Merged.WarpSync = Under.WarpSync;
  for (const KernelArgOption &A : Under.Args) {
    bool Given = false;
    for (const KernelArgOption &C : Over.Args)
      Given |= C.Name == A.Name;
    if (!Given)
      Merged.Args.push_back(A);
  }
  for (const BufferOption &B : Under.Buffers) {
    bool Given = false;
    for (const BufferOption &C : Over.Buffers)
      Given |= C.Name == B.Name;
    if (!Given)
      Merged.Buffers.push_back(B);
  }
  // A file named by `--init NAME=@FILE` under is relative to Dir, as -I
  // directories are.
  for (const InitOption &I : Under.Inits) {
    bool Given = false;
    for (const InitOption &C : Over.Inits)
      Given |= C.Name == I.Name;
    if (Given)
      continue;
    InitOption Copy = I;
    if (Copy.Text[0] == '@' && !Dir.empty() &&
        !std::filesystem::path(Copy.Text.substr(1)).is_absolute())
      Copy.Text = "@" + (Dir / Copy.Text.substr(1)).string();
    Merged.Inits.push_back(std::move(Copy));
  }
  for (const BindOption &B : Under.Binds) {
    bool Given = false;
    for (const BindOption &C : Over.Binds)
      Given |= C.Name == B.Name;
    if (!Given)
      Merged.Binds.push_back(B);
  }
  // Under's -I directories are relative to Dir; Under's -I and -D come
  // first, so that Over's -D redefines.
  std::vector<std::string> Includes;
  for (const std::string &I : Under.IncludeDirs)
    Includes.push_back(std::filesystem::path(I).is_absolute() || Dir.empty()
                           ? I
                           : (Dir / I).string());
  Includes.insert(Includes.end(), Over.IncludeDirs.begin(),
                  Over.IncludeDirs.end());
  Merged.IncludeDirs = std::move(Includes);
  std::vector<std::string> Defines = Under.Defines;
  Defines.insert(Defines.end(), Over.Defines.begin(),
                 Over.Defines.end());
  Merged.Defines = std::move(Defines);
  if (Merged.BuildDir.empty() && !Under.BuildDir.empty())
    Merged.BuildDir = std::filesystem::path(Under.BuildDir).is_absolute() ||
                              Dir.empty()
                          ? Under.BuildDir
                          : (Dir / Under.BuildDir).string();
  if (Merged.Std.empty())
    Merged.Std = Under.Std;
}

std::string findLaunchFile(const std::string &Dir) {
  std::error_code EC;
  for (const char *Name : {"scopecheck.toml", "scopecheck.json"}) {
    std::filesystem::path P = std::filesystem::path(Dir) / Name;
    if (std::filesystem::is_regular_file(P, EC))
      return P.string();
  }
  return "";
}

namespace {

/// A launch-file value of either format, as the conversion needs it.
struct Value {
  enum Kind { Int, Float, Bool, String, List, Table, Other } K = Other;
  long long I = 0;
  double F = 0;
  bool B = false;
  std::string S;
  std::vector<Value> Items;
  std::vector<std::pair<std::string, Value>> Fields; ///< sorted by key
  int Line = 0; ///< TOML only; 0 when unknown
};

Value fromJson(const nlohmann::json &J) {
  Value V;
  if (J.is_number_integer()) {
    V.K = Value::Int;
    V.I = J.get<long long>();
  } else if (J.is_number_float()) {
    V.K = Value::Float;
    V.F = J.get<double>();
  } else if (J.is_boolean()) {
    V.K = Value::Bool;
    V.B = J.get<bool>();
  } else if (J.is_string()) {
    V.K = Value::String;
    V.S = J.get<std::string>();
  } else if (J.is_array()) {
    V.K = Value::List;
    for (const nlohmann::json &E : J)
      V.Items.push_back(fromJson(E));
  } else if (J.is_object()) {
    V.K = Value::Table;
    for (auto It = J.begin(); It != J.end(); ++It) // sorted (std::map)
      V.Fields.push_back({It.key(), fromJson(It.value())});
  }
  return V;
}

Value fromToml(const toml::value &T) {
  Value V;
  V.Line = int(T.location().line());
  if (T.is_integer()) {
    V.K = Value::Int;
    V.I = T.as_integer();
  } else if (T.is_floating()) {
    V.K = Value::Float;
    V.F = T.as_floating();
  } else if (T.is_boolean()) {
    V.K = Value::Bool;
    V.B = T.as_boolean();
  } else if (T.is_string()) {
    V.K = Value::String;
    V.S = T.as_string().str;
  } else if (T.is_array()) {
    V.K = Value::List;
    for (const toml::value &E : T.as_array())
      V.Items.push_back(fromToml(E));
  } else if (T.is_table()) {
    V.K = Value::Table;
    for (const auto &[Key, E] : T.as_table())
      V.Fields.push_back({Key, fromToml(E)});
    std::sort(V.Fields.begin(), V.Fields.end(),
              [](const auto &A, const auto &B) { return A.first < B.first; });
  }
  return V;
}

/// A scalar as a launch flag's value writes it.
bool scalarText(const Value &V, std::string &Out) {
  char Buf[64];
  switch (V.K) {
  case Value::Int:
    Out = std::to_string(V.I);
    return true;
  case Value::Float:
    std::snprintf(Buf, sizeof Buf, "%.17g", V.F);
    Out = Buf;
    if (Out.find_first_of(".eEn") == std::string::npos)
      Out += ".0"; // a float parameter's value, not an integer
    return true;
  case Value::Bool:
    Out = V.B ? "true" : "false";
    return true;
  case Value::String:
    Out = V.S;
    return true;
  default:
    return false;
  }
}

/// Splits a `//--`-style flag string at white space.
std::vector<std::string> splitFlags(const std::string &S) {
  std::istringstream In(S);
  std::vector<std::string> Out;
  for (std::string W; In >> W;)
    Out.push_back(W);
  return Out;
}

} // namespace

bool readLaunchFile(const std::string &Path,
                    std::map<std::string, std::vector<std::string>> &Kernels,
                    std::string &Error) {
  Value Root;
  bool Toml = std::filesystem::path(Path).extension() == ".toml";
  try {
    if (Toml) {
      Root = fromToml(toml::parse(Path));
    } else {
      std::ifstream In(Path);
      if (!In) {
        Error = Path + ": cannot read the launch file";
        return false;
      }
      Root = fromJson(nlohmann::json::parse(In));
    }
  } catch (const std::exception &E) {
    // toml11 and nlohmann name the line (and column) in their messages.
    std::string What = E.what();
    while (!What.empty() && (What.back() == '\n' || What.back() == ' '))
      What.pop_back();
    Error = Path + ": not a valid " + (Toml ? "TOML" : "JSON") +
            " launch file: " + What;
    return false;
  }
  auto Where = [&](const Value &V) {
    return Path + (V.Line ? ":" + std::to_string(V.Line) : std::string()) +
           ": ";
  };
  if (Root.K != Value::Table) {
    Error = Path + ": a launch file is a table of kernel names";
    return false;
  }
  for (const auto &[Kernel, Entry] : Root.Fields) {
    std::string In = "kernel '" + Kernel + "': ";
    if (Entry.K != Value::Table) {
      Error = Where(Entry) + In + "expected a table of launch keys";
      return false;
    }
    std::vector<std::string> &Flags = Kernels[Kernel];
    for (const auto &[Key, V] : Entry.Fields) {
      std::string Bad = Where(V) + In + "'" + Key + "': ";
      if (Key == "blockDim" || Key == "gridDim" || Key == "local_size" ||
          Key == "global_size" || Key == "num_groups") {
        std::string Dims;
        if (V.K == Value::Int) {
          Dims = std::to_string(V.I);
        } else if (V.K == Value::List && !V.Items.empty() &&
                   V.Items.size() <= 3) {
          for (const Value &D : V.Items) {
            if (D.K != Value::Int) {
              Error = Bad + "expected whole numbers";
              return false;
            }
            Dims += (Dims.empty() ? "" : ",") + std::to_string(D.I);
          }
        } else {
          Error = Bad + "expected a number or a list of one to three";
          return false;
        }
        Flags.push_back("--" + Key + "=" + Dims);
      } else if (Key == "args" || Key == "buffers" || Key == "init" ||
                 Key == "bind") {
        if (V.K != Value::Table) {
          Error = Bad + "expected a table of parameter names";
          return false;
        }
        std::string Flag = Key == "args"      ? "--arg"
                           : Key == "buffers" ? "--buffer"
                                              : "--" + Key;
        for (const auto &[Name, A] : V.Fields) {
          std::string Text;
          if (Key == "init" && A.K == Value::List) {
            for (const Value &E : A.Items) {
              std::string T;
              if (E.K == Value::List || E.K == Value::Table ||
                  !scalarText(E, T)) {
                Error = Bad + "'" + Name + "': expected a list of numbers";
                return false;
              }
              Text += (Text.empty() ? "" : ",") + T;
            }
          } else if (!scalarText(A, Text)) {
            Error = Bad + "'" + Name + "': expected a number, true/false or "
                                       "a string";
            return false;
          }
          Flags.push_back(Flag + "=" + Name + "=" + Text);
        }
      } else if (Key == "flags") {
        if (V.K == Value::String) {
          for (std::string &F : splitFlags(V.S))
            Flags.push_back(std::move(F));
        } else if (V.K == Value::List) {
          for (const Value &F : V.Items) {
            if (F.K != Value::String) {
              Error = Bad + "expected strings";
              return false;
            }
            Flags.push_back(F.S);
          }
        } else {
          Error = Bad + "expected a string or a list of strings";
          return false;
        }
      } else {
        Error = Where(V) + In + "unknown key '" + Key +
                "' (expected blockDim, gridDim, local_size, global_size, "
                "num_groups, args, buffers, init, bind or flags)";
        return false;
      }
    }
  }
  return true;
}

} // namespace scopecheck::cli
