//===- cli/ValueParsers.cpp - Parsers of flag values ----------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "cli/ValueParsers.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace scopecheck::cli {

static bool isDigit(char C) { return C >= '0' && C <= '9'; }

static bool isHexDigit(char C) {
  return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}

static std::string_view trim(std::string_view S) {
  while (!S.empty() && (S.front() == ' ' || S.front() == '\t'))
    S.remove_prefix(1);
  while (!S.empty() && (S.back() == ' ' || S.back() == '\t'))
    S.remove_suffix(1);
  return S;
}

/// Parses digits of base 10 or 16 into \p Out; false on an empty string, a
/// foreign character or overflow of 64 bits.
static bool parseDigits(std::string_view S, unsigned Base, uint64_t &Out) {
  if (S.empty())
    return false;
  uint64_t V = 0;
  for (char C : S) {
    unsigned D;
    if (isDigit(C))
      D = C - '0';
    else if (Base == 16 && isHexDigit(C))
      D = (C | 0x20) - 'a' + 10;
    else
      return false;
    if (V > (std::numeric_limits<uint64_t>::max() - D) / Base)
      return false;
    V = V * Base + D;
  }
  Out = V;
  return true;
}

std::optional<ir::Dim3> parseDim3(std::string_view Text, std::string &Why) {
  static constexpr const char *Expected =
      "expected N, X,Y or X,Y,Z (optionally in brackets: [X,Y]) of positive "
      "integers";
  std::string_view S = trim(Text);
  if (!S.empty() && S.front() == '[') {
    if (S.back() != ']') {
      Why = "missing ']'";
      return std::nullopt;
    }
    S = S.substr(1, S.size() - 2);
  }
  uint64_t Components[3] = {1, 1, 1};
  unsigned Count = 0;
  while (true) {
    size_t Comma = S.find(',');
    std::string_view Part = trim(S.substr(0, Comma));
    if (Count == 3) {
      Why = "more than three dimensions";
      return std::nullopt;
    }
    uint64_t V;
    if (!parseDigits(Part, 10, V)) {
      Why = Expected;
      return std::nullopt;
    }
    if (V == 0) {
      Why = "dimensions must be positive";
      return std::nullopt;
    }
    if (V > std::numeric_limits<uint32_t>::max()) {
      Why = "dimension " + std::string(Part) + " is too large";
      return std::nullopt;
    }
    Components[Count++] = V;
    if (Comma == std::string_view::npos)
      break;
    S.remove_prefix(Comma + 1);
  }
  // Each component is below 2^32, so the product of two fits in 64 bits;
  // checking after each multiplication keeps the third from overflowing.
  uint64_t Product = 1;
  for (uint64_t C : Components) {
    Product *= C;
    if (Product > std::numeric_limits<uint32_t>::max()) {
      Why = "more than 2^32 - 1 threads or blocks in total";
      return std::nullopt;
    }
  }
  ir::Dim3 D;
  D.X = static_cast<uint32_t>(Components[0]);
  D.Y = static_cast<uint32_t>(Components[1]);
  D.Z = static_cast<uint32_t>(Components[2]);
  return D;
}

std::optional<uint64_t> parseUnsigned(std::string_view Text, uint64_t Min,
                                      uint64_t Max, std::string &Why) {
  auto Describe = [&] {
    if (Max == std::numeric_limits<uint64_t>::max())
      return Min == 0 ? std::string("expected a non-negative integer")
             : Min == 1
                 ? std::string("expected a positive integer")
                 : "expected an integer of at least " + std::to_string(Min);
    return "expected an integer between " + std::to_string(Min) + " and " +
           std::to_string(Max);
  };
  uint64_t V;
  if (!parseDigits(Text, 10, V) || V < Min || V > Max) {
    Why = Describe();
    return std::nullopt;
  }
  return V;
}

std::optional<double> parseSeconds(std::string_view Text, std::string &Why) {
  // Digits with at most one '.', and at least one digit.
  bool SawDigit = false, SawDot = false;
  for (char C : Text) {
    if (isDigit(C)) {
      SawDigit = true;
    } else if (C == '.' && !SawDot) {
      SawDot = true;
    } else {
      SawDigit = false;
      break;
    }
  }
  if (!SawDigit) {
    Why = "expected a non-negative number of seconds";
    return std::nullopt;
  }
  std::string Copy(Text);
  double V = std::strtod(Copy.c_str(), nullptr);
  if (!std::isfinite(V)) {
    Why = "expected a non-negative number of seconds";
    return std::nullopt;
  }
  return V;
}

bool isIdentifier(std::string_view Text) {
  if (Text.empty() || isDigit(Text.front()))
    return false;
  for (char C : Text)
    if (!(isDigit(C) || C == '_' || (C >= 'a' && C <= 'z') ||
          (C >= 'A' && C <= 'Z')))
      return false;
  return true;
}

bool splitNameValue(std::string_view Text, std::string_view &Name,
                    std::string_view &Value, std::string &Why) {
  size_t Eq = Text.find('=');
  if (Eq == std::string_view::npos) {
    Why = "expected NAME=VALUE";
    return false;
  }
  Name = Text.substr(0, Eq);
  Value = Text.substr(Eq + 1);
  // A field of a structure parameter is named by its path (`p.box.lo`),
  // an element of an array field by its indices (`p.coef[1]`).
  auto Component = [](std::string_view C) {
    while (!C.empty() && C.back() == ']') {
      size_t Open = C.rfind('[');
      if (Open == std::string_view::npos || Open + 2 > C.size() - 1)
        return false;
      for (char D : C.substr(Open + 1, C.size() - Open - 2))
        if (!isDigit(D))
          return false;
      C = C.substr(0, Open);
    }
    return isIdentifier(C);
  };
  bool Path = !Name.empty();
  for (std::string_view Rest = Name; Path;) {
    size_t Dot = Rest.find('.');
    Path = Component(Rest.substr(0, Dot));
    if (Dot == std::string_view::npos)
      break;
    Rest.remove_prefix(Dot + 1);
  }
  if (!Path) {
    Why = Name.empty() ? "expected NAME=VALUE"
                       : "'" + std::string(Name) + "' is not an identifier";
    return false;
  }
  if (Value.empty()) {
    Why = "missing value after '" + std::string(Name) + "='";
    return false;
  }
  return true;
}

std::optional<ScalarLiteral> parseScalarLiteral(std::string_view Text,
                                                std::string &Why) {
  ScalarLiteral L;
  if (Text == "true" || Text == "false") {
    L.K = ScalarLiteral::Kind::Bool;
    L.Bits = Text == "true";
    return L;
  }
  std::string_view S = Text;
  bool Negative = false;
  if (!S.empty() && (S.front() == '-' || S.front() == '+')) {
    Negative = S.front() == '-';
    S.remove_prefix(1);
  }
  // Integers: decimal or 0x hexadecimal digits only.
  bool IsHex = S.size() > 2 && S[0] == '0' && (S[1] == 'x' || S[1] == 'X');
  std::string_view Digits = IsHex ? S.substr(2) : S;
  bool AllDigits = !Digits.empty();
  for (char C : Digits)
    AllDigits &= IsHex ? isHexDigit(C) : isDigit(C);
  if (AllDigits) {
    uint64_t Magnitude;
    if (!parseDigits(Digits, IsHex ? 16 : 10, Magnitude) ||
        (Negative && Magnitude > uint64_t(1) << 63)) {
      Why = "integer out of the range of 64 bits";
      return std::nullopt;
    }
    L.K = ScalarLiteral::Kind::Int;
    L.Negative = Negative && Magnitude != 0;
    L.Bits = Negative ? uint64_t(0) - Magnitude : Magnitude;
    return L;
  }
  // Floats: digits with a '.' or an exponent; no inf or nan spellings.
  bool HasDigit = false;
  for (char C : S) {
    if (isDigit(C))
      HasDigit = true;
    else if (C != '.' && C != 'e' && C != 'E' && C != '-' && C != '+') {
      HasDigit = false;
      break;
    }
  }
  if (HasDigit && !IsHex) {
    std::string Copy(Text);
    char *End = nullptr;
    double V = std::strtod(Copy.c_str(), &End);
    if (End == Copy.c_str() + Copy.size() && std::isfinite(V)) {
      L.K = ScalarLiteral::Kind::Float;
      L.Float = V;
      return L;
    }
  }
  Why = "expected an integer, a floating-point number, true or false";
  return std::nullopt;
}

bool checkInitValues(std::string_view Text, std::string &Why) {
  if (Text == "iota")
    return true;
  if (Text.substr(0, 7) == "random:") {
    std::string SeedWhy;
    if (parseUnsigned(Text.substr(7), 0, ~uint64_t(0), SeedWhy))
      return true;
    Why = "seed: " + SeedWhy;
    return false;
  }
  if (Text[0] == '@') {
    if (Text.size() > 1)
      return true;
    Why = "expected a file name after '@'";
    return false;
  }
  size_t Item = 1;
  for (size_t Start = 0;; ++Item) {
    size_t Comma = Text.find(',', Start);
    std::string_view V = Text.substr(Start, Comma - Start);
    // White space around an item is allowed (`--init "a=1, 2, 3"`).
    while (!V.empty() && (V.front() == ' ' || V.front() == '\t'))
      V.remove_prefix(1);
    while (!V.empty() && (V.back() == ' ' || V.back() == '\t'))
      V.remove_suffix(1);
    std::string ItemWhy;
    if (V.empty() || !parseScalarLiteral(V, ItemWhy)) {
      Why = "value " + std::to_string(Item) +
            (V.empty() ? " is empty" : ": " + ItemWhy) +
            " (expected a comma list of numbers, iota, random:SEED or @FILE)";
      return false;
    }
    if (Comma == std::string_view::npos)
      return true;
    Start = Comma + 1;
  }
}

} // namespace scopecheck::cli
