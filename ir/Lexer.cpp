//===- ir/Lexer.cpp - Tokens of the textual IR ----------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/Lexer.h"

#include <cstdio>

namespace scopecheck::ir {

static bool isIdentStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_' ||
         C == '$';
}

static bool isDigit(char C) { return C >= '0' && C <= '9'; }

static bool isHexDigit(char C) {
  return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}

static bool isIdentChar(char C) {
  return isIdentStart(C) || isDigit(C) || C == '.';
}

static bool startsWith(std::string_view S, std::string_view Prefix) {
  return S.substr(0, Prefix.size()) == Prefix;
}

static bool isBuiltinName(std::string_view S) {
  for (unsigned I = 0; I <= unsigned(Builtin::GridDimZ); ++I)
    if (builtinName(Builtin(I)) == S)
      return true;
  return false;
}

bool isReservedWord(std::string_view S) {
  static constexpr std::string_view Words[] = {
      "void",   "bool",   "i8",      "i16",    "i32",    "i64",    "f32",
      "f64",    "ptr",    "var",     "proc",   "global", "shared", "local",
      "launch", "kernel", "threads", "thread", "block",  "grid",   "source",
      "havoc",  "assume", "assert",  "call",   "goto",   "br",     "return",
      "true",   "false",  "null",    "inf",    "nan"};
  for (std::string_view W : Words)
    if (W == S)
      return true;
  if (isBuiltinName(S))
    return true;
  static constexpr std::string_view Prefixes[] = {
      "load.", "store.", "rmw.", "cas.", "fence.", "barrier.", "warp."};
  for (std::string_view P : Prefixes)
    if (startsWith(S, P))
      return true;
  for (unsigned I = 0; I < NumCastOps; ++I) {
    std::string_view Name = castOpName(CastOp(I));
    if (S.size() > Name.size() && startsWith(S, Name) && S[Name.size()] == '.')
      return true;
  }
  return false;
}

bool isIdentifier(std::string_view S) {
  if (S.empty() || !isIdentStart(S[0]))
    return false;
  for (char C : S)
    if (!isIdentChar(C))
      return false;
  return true;
}

namespace {

/// Whether a token can be the last token of an operand, which decides
/// whether a following `-1` is a negative literal or a subtraction.
bool endsOperand(const Token &T) {
  switch (T.Kind) {
  case TokKind::Int:
  case TokKind::Float:
  case TokKind::AtName:
  case TokKind::RParen:
  case TokKind::RBracket:
    return true;
  case TokKind::Ident:
    return !isReservedWord(T.Text) || isBuiltinName(T.Text) ||
           T.Text == "true" || T.Text == "false" || T.Text == "null";
  default:
    return false;
  }
}

class Lexer {
public:
  explicit Lexer(std::string_view Text) : Text(Text) {}

  std::vector<Token> run() {
    while (true) {
      skipSpaceAndComments();
      if (Pos >= Text.size())
        break;
      lexToken();
    }
    Token Eof;
    Eof.Kind = TokKind::Eof;
    Eof.Line = Line;
    Eof.Col = Col;
    Eof.Text = Text.substr(Text.size());
    Toks.push_back(std::move(Eof));
    return std::move(Toks);
  }

private:
  std::string_view Text;
  size_t Pos = 0;
  uint32_t Line = 1, Col = 1;
  std::vector<Token> Toks;

  char peek(size_t Ahead = 0) const {
    return Pos + Ahead < Text.size() ? Text[Pos + Ahead] : '\0';
  }
  bool atEnd(size_t Ahead = 0) const { return Pos + Ahead >= Text.size(); }

  void advance(size_t N = 1) {
    for (size_t I = 0; I < N && Pos < Text.size(); ++I) {
      if (Text[Pos] == '\n') {
        ++Line;
        Col = 1;
      } else {
        ++Col;
      }
      ++Pos;
    }
  }

  void skipSpaceAndComments() {
    while (!atEnd()) {
      char C = peek();
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' ||
          C == '\v') {
        advance();
      } else if (C == '/' && peek(1) == '/') {
        while (!atEnd() && peek() != '\n')
          advance();
      } else {
        break;
      }
    }
  }

  Token &push(TokKind K, size_t Start, uint32_t L, uint32_t C) {
    Token T;
    T.Kind = K;
    T.Text = Text.substr(Start, Pos - Start);
    T.Line = L;
    T.Col = C;
    Toks.push_back(std::move(T));
    return Toks.back();
  }

  void pushError(size_t Start, uint32_t L, uint32_t C, std::string Msg) {
    push(TokKind::Error, Start, L, C).Value = std::move(Msg);
  }

  static std::string describeChar(char C) {
    unsigned char U = static_cast<unsigned char>(C);
    if (U >= 0x20 && U < 0x7f)
      return std::string(1, C);
    char Buf[8];
    std::snprintf(Buf, sizeof Buf, "\\x%02x", U);
    return Buf;
  }

  void lexToken() {
    size_t Start = Pos;
    uint32_t L = Line, C = Col;
    char Ch = peek();

    if (isIdentStart(Ch)) {
      while (isIdentChar(peek()))
        advance();
      std::string_view Word = Text.substr(Start, Pos - Start);
      if (Word == "inf" || Word == "nan") {
        Token &T = push(TokKind::Float, Start, L, C);
        lexSuffix(T);
      } else {
        push(TokKind::Ident, Start, L, C);
      }
      return;
    }
    if (isDigit(Ch)) {
      lexNumber(Start, L, C);
      return;
    }
    if (Ch == '-' && !(!Toks.empty() && endsOperand(Toks.back()))) {
      if (isDigit(peek(1))) {
        advance();
        lexNumber(Start, L, C);
        return;
      }
      if (peek(1) == 'i' && peek(2) == 'n' && peek(3) == 'f' &&
          !isIdentChar(peek(4))) {
        advance(4);
        Token &T = push(TokKind::Float, Start, L, C);
        lexSuffix(T);
        return;
      }
    }
    if (Ch == '@') {
      advance();
      if (!isIdentStart(peek())) {
        pushError(Start, L, C, "expected a name after '@'");
        return;
      }
      size_t NameStart = Pos;
      while (isIdentChar(peek()))
        advance();
      Token &T = push(TokKind::AtName, Start, L, C);
      T.Text = Text.substr(NameStart, Pos - NameStart);
      return;
    }
    if (Ch == '"') {
      lexString(Start, L, C);
      return;
    }
    lexPunctuation(Start, L, C);
  }

  /// After a numeric literal: a `:type` suffix written without spaces. The
  /// word after ':' is taken as a suffix when it is a type name or looks
  /// like one (`i33`, `u8`, `f16`), so that the parser can report unknown
  /// types; otherwise the ':' is left alone (`c ? 1:x`).
  void lexSuffix(Token &T) {
    if (peek() != ':' || !isIdentStart(peek(1)))
      return;
    size_t End = Pos + 1;
    while (End < Text.size() && isIdentChar(Text[End]))
      ++End;
    std::string_view Word = Text.substr(Pos + 1, End - Pos - 1);
    bool LooksLikeType = Word == "void" || Word == "bool" || Word == "ptr";
    if (!LooksLikeType && Word.size() >= 2 &&
        (Word[0] == 'i' || Word[0] == 'u' || Word[0] == 'f')) {
      LooksLikeType = true;
      for (size_t I = 1; I < Word.size(); ++I)
        if (!isDigit(Word[I]))
          LooksLikeType = false;
    }
    if (!LooksLikeType)
      return;
    T.Suffix = Word;
    advance(Word.size() + 1);
  }

  void lexNumber(size_t Start, uint32_t L, uint32_t C) {
    bool IsFloat = false;
    bool Bad = false;
    if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
      advance(2);
      if (!isHexDigit(peek()))
        Bad = true;
      while (isHexDigit(peek()))
        advance();
    } else {
      while (isDigit(peek()))
        advance();
      if (peek() == '.') {
        IsFloat = true;
        advance();
        while (isDigit(peek()))
          advance();
      }
      if (peek() == 'e' || peek() == 'E') {
        IsFloat = true;
        size_t Save = 1;
        if (peek(1) == '+' || peek(1) == '-')
          Save = 2;
        if (!isDigit(peek(Save))) {
          Bad = true;
        } else {
          advance(Save);
          while (isDigit(peek()))
            advance();
        }
      }
    }
    if (Bad || isIdentChar(peek())) {
      while (isIdentChar(peek()))
        advance();
      pushError(Start, L, C,
                "invalid numeric literal '" +
                    std::string(Text.substr(Start, Pos - Start)) + "'");
      return;
    }
    Token &T = push(IsFloat ? TokKind::Float : TokKind::Int, Start, L, C);
    lexSuffix(T);
  }

  void lexString(size_t Start, uint32_t L, uint32_t C) {
    advance(); // opening quote
    std::string Value;
    while (true) {
      if (atEnd() || peek() == '\n') {
        pushError(Start, L, C, "unterminated string literal");
        return;
      }
      char Ch = peek();
      if (Ch == '"') {
        advance();
        break;
      }
      if (Ch == '\\') {
        char E = peek(1);
        if (E == '"' || E == '\\') {
          Value += E;
        } else if (E == 'n') {
          Value += '\n';
        } else {
          uint32_t EL = Line, EC = Col;
          size_t EStart = Pos;
          if (atEnd(1) || E == '\n') {
            pushError(Start, L, C, "unterminated string literal");
            return;
          }
          // Skip the rest of the string so that lexing resumes after it.
          advance(2);
          while (!atEnd() && peek() != '"' && peek() != '\n')
            advance(peek() == '\\' && peek(1) != '\n' ? 2 : 1);
          if (peek() == '"')
            advance();
          Token &T = push(TokKind::Error, EStart, EL, EC);
          T.Value = "invalid escape sequence '\\" + describeChar(E) +
                    "' in string literal";
          return;
        }
        advance(2);
        continue;
      }
      Value += Ch;
      advance();
    }
    Token &T = push(TokKind::String, Start, L, C);
    T.Value = std::move(Value);
  }

  void pushOp(BinOp Op, size_t Len, size_t Start, uint32_t L, uint32_t C) {
    advance(Len);
    push(TokKind::BinOp, Start, L, C).Op = Op;
  }

  /// True when the character \p Ahead positions on is the suffix letter
  /// \p Letter of an operator (`<s`, `/u`, ...): it must not be followed by
  /// an identifier character.
  bool suffixAt(size_t Ahead, char Letter) const {
    return peek(Ahead) == Letter && !isIdentChar(peek(Ahead + 1));
  }

  void lexPunctuation(size_t Start, uint32_t L, uint32_t C) {
    auto Simple = [&](TokKind K, size_t Len) {
      advance(Len);
      push(K, Start, L, C);
    };
    switch (peek()) {
    case '(':
      return Simple(TokKind::LParen, 1);
    case ')':
      return Simple(TokKind::RParen, 1);
    case '[':
      return Simple(TokKind::LBracket, 1);
    case ']':
      return Simple(TokKind::RBracket, 1);
    case '{':
      return Simple(TokKind::LBrace, 1);
    case '}':
      return Simple(TokKind::RBrace, 1);
    case ',':
      return Simple(TokKind::Comma, 1);
    case ';':
      return Simple(TokKind::Semi, 1);
    case ':':
      return Simple(TokKind::Colon, 1);
    case '?':
      return Simple(TokKind::Question, 1);
    case '~':
      return Simple(TokKind::Tilde, 1);
    case '+':
      return pushOp(BinOp::Add, 1, Start, L, C);
    case '-':
      return pushOp(BinOp::Sub, 1, Start, L, C);
    case '*':
      return pushOp(BinOp::Mul, 1, Start, L, C);
    case '^':
      return pushOp(BinOp::Xor, 1, Start, L, C);
    case '/':
      if (suffixAt(1, 's'))
        return pushOp(BinOp::SDiv, 2, Start, L, C);
      if (suffixAt(1, 'u'))
        return pushOp(BinOp::UDiv, 2, Start, L, C);
      return pushOp(BinOp::FDiv, 1, Start, L, C);
    case '%':
      if (suffixAt(1, 's'))
        return pushOp(BinOp::SRem, 2, Start, L, C);
      if (suffixAt(1, 'u'))
        return pushOp(BinOp::URem, 2, Start, L, C);
      advance();
      return pushError(Start, L, C, "unknown operator '%'; write '%s' or '%u'");
    case '&':
      if (peek(1) == '&')
        return pushOp(BinOp::LAnd, 2, Start, L, C);
      return pushOp(BinOp::And, 1, Start, L, C);
    case '|':
      if (peek(1) == '|')
        return pushOp(BinOp::LOr, 2, Start, L, C);
      return pushOp(BinOp::Or, 1, Start, L, C);
    case '=':
      if (peek(1) == '=')
        return pushOp(BinOp::Eq, 2, Start, L, C);
      if (peek(1) == '>')
        return Simple(TokKind::Arrow, 2);
      return Simple(TokKind::Equal, 1);
    case '!':
      if (peek(1) == '=')
        return pushOp(BinOp::Ne, 2, Start, L, C);
      return Simple(TokKind::Excl, 1);
    case '<':
      if (peek(1) == '<')
        return pushOp(BinOp::Shl, 2, Start, L, C);
      if (peek(1) == '=') {
        if (suffixAt(2, 's'))
          return pushOp(BinOp::SLe, 3, Start, L, C);
        if (suffixAt(2, 'u'))
          return pushOp(BinOp::ULe, 3, Start, L, C);
        return pushOp(BinOp::FLe, 2, Start, L, C);
      }
      if (suffixAt(1, 's'))
        return pushOp(BinOp::SLt, 2, Start, L, C);
      if (suffixAt(1, 'u'))
        return pushOp(BinOp::ULt, 2, Start, L, C);
      return pushOp(BinOp::FLt, 1, Start, L, C);
    case '>':
      if (peek(1) == '>') {
        if (suffixAt(2, 's'))
          return pushOp(BinOp::AShr, 3, Start, L, C);
        if (suffixAt(2, 'u'))
          return pushOp(BinOp::LShr, 3, Start, L, C);
        advance(2);
        return pushError(Start, L, C,
                         "unknown operator '>>'; write '>>s' or '>>u'");
      }
      if (peek(1) == '=') {
        if (suffixAt(2, 's'))
          return pushOp(BinOp::SGe, 3, Start, L, C);
        if (suffixAt(2, 'u'))
          return pushOp(BinOp::UGe, 3, Start, L, C);
        return pushOp(BinOp::FGe, 2, Start, L, C);
      }
      if (suffixAt(1, 's'))
        return pushOp(BinOp::SGt, 2, Start, L, C);
      if (suffixAt(1, 'u'))
        return pushOp(BinOp::UGt, 2, Start, L, C);
      return pushOp(BinOp::FGt, 1, Start, L, C);
    default:
      break;
    }
    char Bad = peek();
    advance();
    pushError(Start, L, C, "invalid character '" + describeChar(Bad) + "'");
  }
};

} // namespace

std::vector<Token> lexIR(std::string_view Text) { return Lexer(Text).run(); }

} // namespace scopecheck::ir
