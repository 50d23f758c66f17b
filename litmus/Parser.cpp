//===- litmus/Parser.cpp - Parser of herd's litmus format -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A recursive-descent parser for litmus tests in herd's format: the header
/// line, the initial state, the threads (the litmus subset of C, with
/// OpenCL's address spaces and placements) and the `locations` and
/// `exists`/`~exists`/`forall` clauses (docs/litmus.md "Syntax"). It builds
/// the tree of litmus/Ast.h; names are resolved by the translator.
///
/// The first syntax error stops the parse: it is reported at its line and
/// column, and a ParseError unwinds to parseTest (exceptions stay inside
/// this file).
///
//===----------------------------------------------------------------------===//

#include "litmus/Ast.h"

#include <cctype>
#include <cstring>

namespace scopecheck::litmus {

namespace {

enum class TokKind : uint8_t { Eof, Ident, Int, Punct, String };

struct Token {
  TokKind K = TokKind::Eof;
  std::string_view Text;
  uint64_t Value = 0; ///< Int
  Pos P;
  size_t Offset = 0; ///< of the first character
  size_t End = 0;    ///< one past the last character
};

/// Thrown after a syntax error was reported; caught by parseTest.
struct ParseError {};

/// Multi-character punctuators, longest first.
const char *const Puncts[] = {"<<=", ">>=", "/\\", "\\/", "==", "!=", "<=",
                              ">=",  "&&",  "||",  "<<", ">>", "++", "--",
                              "+=",  "-=",  "*=",  "/=", "%=", "&=", "|=",
                              "^=",  "->"};

class Lexer {
public:
  Lexer(std::string_view Text) : Text(Text) {}

  /// The next token; a lexical problem is a Punct token of the offending
  /// character, which the parser then reports as unexpected.
  Token lex(const std::string &Path, ir::DiagnosticEngine &Diags) {
    skipSpaceAndComments(Path, Diags);
    Token T;
    T.P = Pos{Line, Col};
    T.Offset = I;
    if (I >= Text.size()) {
      T.End = I;
      return T;
    }
    char C = Text[I];
    if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t B = I;
      while (I < Text.size() &&
             (std::isalnum(static_cast<unsigned char>(Text[I])) ||
              Text[I] == '_'))
        advance();
      T.K = TokKind::Ident;
      T.Text = Text.substr(B, I - B);
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      size_t B = I;
      uint64_t V = 0;
      bool Overflow = false;
      if (C == '0' && I + 1 < Text.size() &&
          (Text[I + 1] == 'x' || Text[I + 1] == 'X')) {
        advance();
        advance();
        while (I < Text.size() &&
               std::isxdigit(static_cast<unsigned char>(Text[I]))) {
          unsigned D = std::isdigit(static_cast<unsigned char>(Text[I]))
                           ? Text[I] - '0'
                           : (std::tolower(Text[I]) - 'a' + 10);
          Overflow |= V >> 60 != 0;
          V = V * 16 + D;
          advance();
        }
      } else {
        while (I < Text.size() &&
               std::isdigit(static_cast<unsigned char>(Text[I]))) {
          uint64_t D = uint64_t(Text[I] - '0');
          Overflow |= V > (~uint64_t(0) - D) / 10;
          V = V * 10 + D;
          advance();
        }
      }
      while (I < Text.size() && std::strchr("uUlL", Text[I]))
        advance();
      if (Overflow) {
        Diags.error(Path, T.P.Line, T.P.Col,
                    "integer literal is too large for 64 bits");
        throw ParseError();
      }
      T.K = TokKind::Int;
      T.Value = V;
      T.Text = Text.substr(B, I - B);
    } else if (C == '"') {
      size_t B = I;
      advance();
      while (I < Text.size() && Text[I] != '"' && Text[I] != '\n')
        advance();
      if (I < Text.size() && Text[I] == '"')
        advance();
      T.K = TokKind::String;
      T.Text = Text.substr(B, I - B);
    } else {
      T.K = TokKind::Punct;
      size_t Len = 1;
      for (const char *P : Puncts) {
        size_t L = std::strlen(P);
        if (Text.substr(I, L) == P) {
          Len = L;
          break;
        }
      }
      T.Text = Text.substr(I, Len);
      for (size_t K = 0; K < Len; ++K)
        advance();
    }
    T.End = I;
    return T;
  }

  /// Skips to the start of the next line.
  void skipLine() {
    while (I < Text.size() && Text[I] != '\n')
      advance();
  }
  size_t offset() const { return I; }
  Pos pos() const { return Pos{Line, Col}; }

private:
  void advance() {
    if (Text[I] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
    ++I;
  }

  /// Whitespace, `// ...`, `/* ... */` and herd's `(* ... *)` comments. A
  /// `(*` starts a comment only when followed by a space, a newline, `*` or
  /// `)`, so that the C expression `(*x)` stays an expression.
  void skipSpaceAndComments(const std::string &Path,
                            ir::DiagnosticEngine &Diags) {
    for (;;) {
      while (I < Text.size() && std::isspace(static_cast<unsigned char>(Text[I])))
        advance();
      if (Text.substr(I, 2) == "//") {
        skipLine();
        continue;
      }
      bool CStyle = Text.substr(I, 2) == "/*";
      bool Herd = Text.substr(I, 2) == "(*" && I + 2 < Text.size() &&
                  (std::isspace(static_cast<unsigned char>(Text[I + 2])) ||
                   Text[I + 2] == '*' || Text[I + 2] == ')');
      if (!CStyle && !Herd)
        return;
      Pos Start{Line, Col};
      std::string_view Close = CStyle ? "*/" : "*)";
      advance();
      advance();
      while (I < Text.size() && Text.substr(I, 2) != Close)
        advance();
      if (I >= Text.size()) {
        Diags.error(Path, Start.Line, Start.Col, "unterminated comment");
        throw ParseError();
      }
      advance();
      advance();
    }
  }

  std::string_view Text;
  size_t I = 0;
  uint32_t Line = 1, Col = 1;
};

/// The words that may start a type in the subset.
bool isTypeWord(std::string_view W) {
  static const char *const Words[] = {
      "int",         "unsigned",     "signed",       "long",
      "short",       "char",         "const",        "volatile",
      "_Atomic",     "atomic_int",   "atomic_uint",  "atomic_long",
      "atomic_ulong", "atomic_llong", "atomic_ullong", "int32_t",
      "uint32_t",    "int64_t",      "uint64_t",     "intptr_t",
      "size_t",      "global",       "__global",     "local",
      "__local",     "void",         "bool",         "_Bool"};
  for (const char *S : Words)
    if (W == S)
      return true;
  return false;
}

class Parser {
public:
  Parser(std::string_view Text, const std::string &Path,
         ir::DiagnosticEngine &Diags)
      : Text(Text), Lex(Text), Path(Path), Diags(Diags) {}

  void parse(TestAst &T);

private:
  // Tokens.
  const Token &peek(unsigned N = 0) {
    while (Buf.size() <= N)
      Buf.push_back(Lex.lex(Path, Diags));
    return Buf[N];
  }
  Token next() {
    peek();
    Token T = Buf.front();
    Buf.erase(Buf.begin());
    LastEnd = T.End;
    return T;
  }
  bool isPunct(std::string_view S, unsigned N = 0) {
    const Token &T = peek(N);
    return T.K == TokKind::Punct && T.Text == S;
  }
  bool isIdent(std::string_view S, unsigned N = 0) {
    const Token &T = peek(N);
    return T.K == TokKind::Ident && T.Text == S;
  }
  bool acceptPunct(std::string_view S) {
    if (!isPunct(S))
      return false;
    next();
    return true;
  }
  [[noreturn]] void fail(Pos P, const std::string &Msg) {
    Diags.error(Path, P.Line, P.Col, Msg);
    throw ParseError();
  }
  static std::string describe(const Token &T) {
    if (T.K == TokKind::Eof)
      return "end of file";
    return "'" + std::string(T.Text) + "'";
  }
  [[noreturn]] void unexpected(const std::string &Wanted) {
    const Token &T = peek();
    fail(T.P, "expected " + Wanted + ", found " + describe(T));
  }
  void expectPunct(std::string_view S) {
    if (!acceptPunct(S))
      unexpected("'" + std::string(S) + "'");
  }
  Token expectIdent(const std::string &What) {
    if (peek().K != TokKind::Ident)
      unexpected(What);
    return next();
  }
  int64_t parseSignedInt(const std::string &What);

  // Sections.
  void parseHeader(TestAst &T);
  void parseInit(TestAst &T);
  void parseThread(TestAst &T);
  void parseTail(TestAst &T);
  CondLoc parseCondLoc();
  CondProp parseDisj(unsigned Depth);
  CondProp parseConj(unsigned Depth);
  CondProp parseCondUnary(unsigned Depth);

  // C.
  bool atType() { return peek().K == TokKind::Ident && isTypeWord(peek().Text); }
  CType parseType(bool &Local, bool &Void);
  StmtPtr parseStmt(unsigned Depth);
  StmtPtr parseDecl(Pos P);
  ExprPtr parseExpr(unsigned Depth);
  ExprPtr parseAssign(unsigned Depth);
  ExprPtr parseCondExpr(unsigned Depth);
  ExprPtr parseBinary(unsigned Prec, unsigned Depth);
  ExprPtr parseUnary(unsigned Depth);
  ExprPtr parsePostfix(unsigned Depth);
  ExprPtr parsePrimary(unsigned Depth);
  void checkDepth(unsigned Depth) {
    if (Depth > 200)
      fail(peek().P, "expression or statement is too deeply nested");
  }

  std::string_view Text;
  Lexer Lex;
  const std::string &Path;
  ir::DiagnosticEngine &Diags;
  std::vector<Token> Buf;
  size_t LastEnd = 0;
};

int64_t Parser::parseSignedInt(const std::string &What) {
  bool Neg = acceptPunct("-");
  if (peek().K != TokKind::Int)
    unexpected(What);
  Token T = next();
  if (T.Value > (uint64_t(1) << 63) || (!Neg && T.Value == (uint64_t(1) << 63)))
    fail(T.P, "integer literal '" + std::string(T.Text) +
                  "' does not fit in 64 bits");
  return Neg ? -int64_t(T.Value - 1) - 1 : int64_t(T.Value);
}

void Parser::parseHeader(TestAst &T) {
  const Token &First = peek();
  if (First.K != TokKind::Ident)
    unexpected("the architecture of the test ('C' or 'OpenCL')");
  Token Arch = First;
  if (Arch.Text == "C")
    T.D = Dialect::C;
  else if (Arch.Text == "OpenCL" || Arch.Text == "OPENCL")
    T.D = Dialect::OpenCl;
  else
    fail(Arch.P, "litmus tests of architecture '" + std::string(Arch.Text) +
                     "' are not supported: expected 'C' or 'OpenCL'");
  // The name is the rest of the header line. The peeked token ended at
  // the architecture word: read the line from there.
  size_t B = Arch.End, E = B;
  while (E < Text.size() && Text[E] != '\n')
    ++E;
  std::string Name(Text.substr(B, E - B));
  size_t S = Name.find_first_not_of(" \t\r");
  size_t L = Name.find_last_not_of(" \t\r");
  T.Name = S == std::string::npos ? "" : Name.substr(S, L - S + 1);
  if (T.Name.empty())
    fail(Pos{Arch.P.Line, Arch.P.Col + uint32_t(Arch.Text.size())},
         "expected the name of the test after '" + std::string(Arch.Text) +
             "'");
  Buf.clear();
  Lex.skipLine();
  // herd allows a quoted description and `key=value` information lines
  // between the header and the initial state: skip to the '{'.
  while (!isPunct("{")) {
    if (peek().K == TokKind::Eof)
      unexpected("'{' (the initial state)");
    next();
  }
}

void Parser::parseInit(TestAst &T) {
  expectPunct("{");
  while (!acceptPunct("}")) {
    if (acceptPunct(";"))
      continue;
    InitEntry En;
    En.P = peek().P;
    if (peek().K == TokKind::Int && isPunct(":", 1)) {
      Token N = next();
      next();
      En.IsRegister = true;
      En.Thread = unsigned(N.Value);
      En.Name = std::string(expectIdent("a register name").Text);
    } else if (acceptPunct("[")) {
      En.Name = std::string(expectIdent("a location name").Text);
      expectPunct("]");
    } else if (atType()) {
      bool Local = false, Void = false;
      CType Ty = parseType(Local, Void);
      if (Void)
        fail(En.P, "a location cannot have type void");
      if (isPunct("*"))
        fail(peek().P, "pointer locations in the initial state are not "
                       "supported");
      En.Ty = Ty;
      En.Name = std::string(expectIdent("a location name").Text);
    } else {
      En.Name = std::string(expectIdent("a location, '[x]' or 'N:reg'").Text);
    }
    if (isPunct("[")) 
      fail(peek().P, "array locations are not supported");
    if (acceptPunct("=")) {
      if (peek().K == TokKind::Ident)
        fail(peek().P, "initialising a location with an address ('" +
                           std::string(peek().Text) +
                           "') is not supported");
      En.Value = parseSignedInt("an integer value");
    }
    T.Init.push_back(std::move(En));
    if (!isPunct("}"))
      expectPunct(";");
  }
}

CType Parser::parseType(bool &Local, bool &Void) {
  CType Ty;
  Local = false;
  Void = false;
  bool SawBase = false, Unsigned = false;
  unsigned Longs = 0;
  bool Short = false, Char = false, AtomicParen = false;
  Pos Start = peek().P;
  while (atType()) {
    Token W = next();
    std::string_view S = W.Text;
    if (S == "const" || S == "volatile" || S == "global" || S == "__global" ||
        S == "signed")
      continue;
    if (S == "local" || S == "__local") {
      Local = true;
      continue;
    }
    if (S == "_Atomic") {
      Ty.Atomic = true;
      if (acceptPunct("(")) {
        AtomicParen = true;
        bool L2 = false, V2 = false;
        CType Inner = parseType(L2, V2);
        expectPunct(")");
        Ty.Ty = Inner.Ty;
        Ty.Signed = Inner.Signed;
        SawBase = true;
        break;
      }
      continue;
    }
    SawBase = true;
    if (S == "void")
      Void = true;
    else if (S == "unsigned")
      Unsigned = true;
    else if (S == "long")
      ++Longs;
    else if (S == "short")
      Short = true;
    else if (S == "char")
      Char = true;
    else if (S == "bool" || S == "_Bool")
      fail(W.P, "type 'bool' is not supported in litmus tests; use int");
    else if (S == "atomic_int")
      Ty.Atomic = true;
    else if (S == "atomic_uint")
      Ty.Atomic = Unsigned = true;
    else if (S == "atomic_long" || S == "atomic_llong")
      Ty.Atomic = true, Longs = 1;
    else if (S == "atomic_ulong" || S == "atomic_ullong")
      Ty.Atomic = Unsigned = true, Longs = 1;
    else if (S == "uint32_t")
      Unsigned = true;
    else if (S == "int64_t" || S == "intptr_t")
      Longs = 1;
    else if (S == "uint64_t" || S == "size_t")
      Unsigned = true, Longs = 1;
  }
  if (!SawBase)
    fail(Start, "expected a type");
  if (!AtomicParen) {
    Ty.Ty = Longs ? ir::Type::I64
                  : Short ? ir::Type::I16 : Char ? ir::Type::I8 : ir::Type::I32;
    Ty.Signed = !Unsigned;
  }
  return Ty;
}

void Parser::parseThread(TestAst &T) {
  Thread Th;
  Token Name = peek();
  std::string_view N = Name.Text;
  if (Name.K != TokKind::Ident || N.size() < 2 || N[0] != 'P' ||
      N.find_first_not_of("0123456789", 1) != std::string_view::npos)
    unexpected("a thread ('P0', 'P1', ...), 'locations' or a condition");
  next();
  Th.P = Name.P;
  if (N.size() > 6)
    fail(Name.P, "thread number is too large");
  Th.Number = unsigned(std::stoul(std::string(N.substr(1))));
  if (acceptPunct("@")) {
    Th.Placed = true;
    bool SawWg = false;
    do {
      Token Key = expectIdent("'wg' or 'dev'");
      int64_t V = parseSignedInt("an integer");
      if (V < 0 || V > 1000000)
        fail(Key.P, "placement number out of range");
      if (Key.Text == "wg" || Key.Text == "cta") {
        Th.WorkGroup = V;
        SawWg = true;
      } else if (Key.Text == "dev" || Key.Text == "gpu") {
        Th.Device = V;
      } else {
        fail(Key.P, "unsupported placement '" + std::string(Key.Text) +
                        "': expected 'wg N' or 'dev N'");
      }
    } while (acceptPunct(","));
    if (!SawWg)
      fail(Name.P, "a placement needs 'wg N'");
  }
  expectPunct("(");
  if (!isPunct(")")) {
    do {
      Param Pa;
      Pa.P = peek().P;
      if (!atType())
        unexpected("a parameter type");
      bool Void = false;
      Pa.Ty = parseType(Pa.Local, Void);
      if (Void && isPunct(")") && Th.Params.empty())
        break; // P0(void)
      if (Void)
        fail(Pa.P, "parameter of type void");
      if (!acceptPunct("*"))
        unexpected("'*' (parameters are pointers to shared locations)");
      if (isPunct("*"))
        fail(peek().P, "pointers to pointers are not supported");
      Pa.Name = std::string(expectIdent("a parameter name").Text);
      Th.Params.push_back(std::move(Pa));
    } while (acceptPunct(","));
  }
  expectPunct(")");
  expectPunct("{");
  while (!isPunct("}")) {
    if (peek().K == TokKind::Eof)
      unexpected("'}'");
    Th.Body.push_back(parseStmt(0));
  }
  Th.EndP = next().P;
  T.Threads.push_back(std::move(Th));
}

StmtPtr Parser::parseDecl(Pos P) {
  auto S = std::make_unique<Stmt>();
  S->K = Stmt::Kind::Decl;
  S->P = P;
  bool Local = false, Void = false;
  S->Ty = parseType(Local, Void);
  if (Void)
    fail(P, "variables of type void are not supported");
  if (Local)
    fail(P, "local-memory declarations inside a thread are not supported");
  do {
    Declarator D;
    D.P = peek().P;
    D.Pointer = acceptPunct("*");
    D.Name = std::string(expectIdent("a variable name").Text);
    if (isPunct("["))
      fail(peek().P, "arrays are not supported in litmus threads");
    if (acceptPunct("="))
      D.Init = parseAssign(0);
    S->Decls.push_back(std::move(D));
  } while (acceptPunct(","));
  expectPunct(";");
  return S;
}

StmtPtr Parser::parseStmt(unsigned Depth) {
  checkDepth(Depth);
  auto S = std::make_unique<Stmt>();
  S->P = peek().P;
  if (acceptPunct(";"))
    return S;
  if (acceptPunct("{")) {
    S->K = Stmt::Kind::Block;
    while (!acceptPunct("}")) {
      if (peek().K == TokKind::Eof)
        unexpected("'}'");
      S->Body.push_back(parseStmt(Depth + 1));
    }
    return S;
  }
  if (atType())
    return parseDecl(S->P);
  if (peek().K == TokKind::Ident && isPunct(":", 1)) {
    S->K = Stmt::Kind::Label;
    S->Name = std::string(next().Text);
    next();
    S->Body.push_back(parseStmt(Depth + 1));
    return S;
  }
  if (isIdent("if")) {
    next();
    S->K = Stmt::Kind::If;
    expectPunct("(");
    S->E = parseExpr(Depth + 1);
    expectPunct(")");
    S->Body.push_back(parseStmt(Depth + 1));
    if (isIdent("else")) {
      next();
      S->Body.push_back(parseStmt(Depth + 1));
    } else {
      S->Body.push_back(nullptr);
    }
    return S;
  }
  if (isIdent("while")) {
    next();
    S->K = Stmt::Kind::While;
    expectPunct("(");
    S->E = parseExpr(Depth + 1);
    expectPunct(")");
    S->Body.push_back(parseStmt(Depth + 1));
    return S;
  }
  if (isIdent("do")) {
    next();
    S->K = Stmt::Kind::DoWhile;
    S->Body.push_back(parseStmt(Depth + 1));
    if (!isIdent("while"))
      unexpected("'while'");
    next();
    expectPunct("(");
    S->E = parseExpr(Depth + 1);
    expectPunct(")");
    expectPunct(";");
    return S;
  }
  if (isIdent("for")) {
    next();
    S->K = Stmt::Kind::For;
    expectPunct("(");
    if (atType()) {
      S->Body.push_back(parseDecl(peek().P));
    } else if (acceptPunct(";")) {
      S->Body.push_back(nullptr);
    } else {
      auto Init = std::make_unique<Stmt>();
      Init->K = Stmt::Kind::Expr;
      Init->P = peek().P;
      Init->E = parseExpr(Depth + 1);
      expectPunct(";");
      S->Body.push_back(std::move(Init));
    }
    if (!isPunct(";"))
      S->E = parseExpr(Depth + 1);
    expectPunct(";");
    if (!isPunct(")"))
      S->Step = parseExpr(Depth + 1);
    expectPunct(")");
    S->Body.push_back(parseStmt(Depth + 1));
    return S;
  }
  if (isIdent("break") || isIdent("continue") || isIdent("return")) {
    std::string_view W = next().Text;
    S->K = W == "break"      ? Stmt::Kind::Break
           : W == "continue" ? Stmt::Kind::Continue
                             : Stmt::Kind::Return;
    if (S->K == Stmt::Kind::Return && !isPunct(";"))
      fail(peek().P, "a thread returns no value");
    expectPunct(";");
    return S;
  }
  if (isIdent("switch") || isIdent("goto"))
    fail(S->P, "'" + std::string(peek().Text) +
                   "' is not supported in litmus threads");
  S->K = Stmt::Kind::Expr;
  S->E = parseExpr(Depth + 1);
  expectPunct(";");
  return S;
}

ExprPtr Parser::parseExpr(unsigned Depth) {
  ExprPtr E = parseAssign(Depth);
  if (isPunct(","))
    fail(peek().P, "the comma operator is not supported");
  return E;
}

static bool isAssignOp(std::string_view S) {
  return S == "=" || S == "+=" || S == "-=" || S == "*=" || S == "/=" ||
         S == "%=" || S == "&=" || S == "|=" || S == "^=" || S == "<<=" ||
         S == ">>=";
}

ExprPtr Parser::parseAssign(unsigned Depth) {
  checkDepth(Depth);
  ExprPtr L = parseCondExpr(Depth + 1);
  if (peek().K == TokKind::Punct && isAssignOp(peek().Text)) {
    Token Op = next();
    auto E = std::make_unique<Expr>();
    E->K = Expr::Kind::Assign;
    E->P = Op.P;
    E->Op = std::string(Op.Text);
    E->Ops.push_back(std::move(L));
    E->Ops.push_back(parseAssign(Depth + 1));
    return E;
  }
  return L;
}

ExprPtr Parser::parseCondExpr(unsigned Depth) {
  checkDepth(Depth);
  ExprPtr C = parseBinary(1, Depth + 1);
  if (!isPunct("?"))
    return C;
  Token Q = next();
  auto E = std::make_unique<Expr>();
  E->K = Expr::Kind::Cond;
  E->P = Q.P;
  E->Ops.push_back(std::move(C));
  E->Ops.push_back(parseExpr(Depth + 1));
  expectPunct(":");
  E->Ops.push_back(parseCondExpr(Depth + 1));
  return E;
}

/// C's binary operators by precedence level, 1 (`||`) to 10 (`*`).
static unsigned binaryPrec(std::string_view S) {
  if (S == "||")
    return 1;
  if (S == "&&")
    return 2;
  if (S == "|")
    return 3;
  if (S == "^")
    return 4;
  if (S == "&")
    return 5;
  if (S == "==" || S == "!=")
    return 6;
  if (S == "<" || S == "<=" || S == ">" || S == ">=")
    return 7;
  if (S == "<<" || S == ">>")
    return 8;
  if (S == "+" || S == "-")
    return 9;
  if (S == "*" || S == "/" || S == "%")
    return 10;
  return 0;
}

ExprPtr Parser::parseBinary(unsigned Prec, unsigned Depth) {
  checkDepth(Depth);
  if (Prec > 10)
    return parseUnary(Depth + 1);
  ExprPtr L = parseBinary(Prec + 1, Depth + 1);
  while (peek().K == TokKind::Punct && binaryPrec(peek().Text) == Prec) {
    Token Op = next();
    auto E = std::make_unique<Expr>();
    E->K = Expr::Kind::Binary;
    E->P = Op.P;
    E->Op = std::string(Op.Text);
    E->Ops.push_back(std::move(L));
    E->Ops.push_back(parseBinary(Prec + 1, Depth + 1));
    L = std::move(E);
  }
  return L;
}

ExprPtr Parser::parseUnary(unsigned Depth) {
  checkDepth(Depth);
  const Token &T = peek();
  if (T.K == TokKind::Punct &&
      (T.Text == "-" || T.Text == "!" || T.Text == "~" || T.Text == "*" ||
       T.Text == "&" || T.Text == "+")) {
    Token Op = next();
    ExprPtr A = parseUnary(Depth + 1);
    if (Op.Text == "+")
      return A;
    auto E = std::make_unique<Expr>();
    E->K = Expr::Kind::Unary;
    E->P = Op.P;
    E->Op = std::string(Op.Text);
    E->Ops.push_back(std::move(A));
    return E;
  }
  if (T.K == TokKind::Punct && (T.Text == "++" || T.Text == "--")) {
    Token Op = next();
    auto E = std::make_unique<Expr>();
    E->K = Expr::Kind::IncDec;
    E->P = Op.P;
    E->Op = std::string(Op.Text);
    E->Ops.push_back(parseUnary(Depth + 1));
    return E;
  }
  if (isPunct("(") && peek(1).K == TokKind::Ident && isTypeWord(peek(1).Text)) {
    Token LP = next();
    bool Local = false, Void = false;
    CType Ty = parseType(Local, Void);
    if (isPunct("*"))
      fail(peek().P, "pointer casts are not supported");
    expectPunct(")");
    auto E = std::make_unique<Expr>();
    E->K = Expr::Kind::Cast;
    E->P = LP.P;
    E->CastTy = Ty;
    E->Name = Void ? "void" : "";
    E->Ops.push_back(parseUnary(Depth + 1));
    return E;
  }
  return parsePostfix(Depth + 1);
}

ExprPtr Parser::parsePostfix(unsigned Depth) {
  ExprPtr E = parsePrimary(Depth + 1);
  for (;;) {
    if (isPunct("(")) {
      Token LP = next();
      if (E->K != Expr::Kind::Name)
        fail(LP.P, "only named functions can be called");
      auto C = std::make_unique<Expr>();
      C->K = Expr::Kind::Call;
      C->P = E->P;
      C->Name = E->Name;
      if (!isPunct(")")) {
        do
          C->Ops.push_back(parseAssign(Depth + 1));
        while (acceptPunct(","));
      }
      expectPunct(")");
      E = std::move(C);
    } else if (isPunct("[")) {
      Token LB = next();
      auto I = std::make_unique<Expr>();
      I->K = Expr::Kind::Index;
      I->P = LB.P;
      I->Ops.push_back(std::move(E));
      I->Ops.push_back(parseExpr(Depth + 1));
      expectPunct("]");
      E = std::move(I);
    } else if (isPunct("++") || isPunct("--")) {
      Token Op = next();
      auto I = std::make_unique<Expr>();
      I->K = Expr::Kind::IncDec;
      I->P = Op.P;
      I->Op = std::string(Op.Text);
      I->Postfix = true;
      I->Ops.push_back(std::move(E));
      E = std::move(I);
    } else if (isPunct(".") || isPunct("->")) {
      fail(peek().P, "structures are not supported in litmus threads");
    } else {
      return E;
    }
  }
}

ExprPtr Parser::parsePrimary(unsigned Depth) {
  checkDepth(Depth);
  Token T = peek();
  auto E = std::make_unique<Expr>();
  E->P = T.P;
  if (T.K == TokKind::Int) {
    next();
    E->K = Expr::Kind::Int;
    E->Value = T.Value;
    return E;
  }
  if (T.K == TokKind::Ident) {
    next();
    E->K = Expr::Kind::Name;
    E->Name = std::string(T.Text);
    return E;
  }
  if (acceptPunct("(")) {
    ExprPtr Inner = parseExpr(Depth + 1);
    expectPunct(")");
    return Inner;
  }
  unexpected("an expression");
}

CondLoc Parser::parseCondLoc() {
  CondLoc L;
  L.P = peek().P;
  if (peek().K == TokKind::Int && isPunct(":", 1)) {
    Token N = next();
    next();
    L.IsRegister = true;
    L.Thread = unsigned(N.Value);
    L.Name = std::string(expectIdent("a register name").Text);
    return L;
  }
  if (acceptPunct("[")) {
    L.Name = std::string(expectIdent("a location name").Text);
    expectPunct("]");
    return L;
  }
  L.Name = std::string(
      expectIdent("a location ('x', '[x]') or a register ('0:r0')").Text);
  if (isPunct("["))
    fail(peek().P, "array locations are not supported");
  return L;
}

CondProp Parser::parseDisj(unsigned Depth) {
  checkDepth(Depth);
  CondProp L = parseConj(Depth + 1);
  while (isPunct("\\/")) {
    CondProp Or;
    Or.K = Prop::Kind::Or;
    Or.P = next().P;
    Or.Ops.push_back(std::move(L));
    Or.Ops.push_back(parseConj(Depth + 1));
    L = std::move(Or);
  }
  return L;
}

CondProp Parser::parseConj(unsigned Depth) {
  checkDepth(Depth);
  CondProp L = parseCondUnary(Depth + 1);
  while (isPunct("/\\")) {
    CondProp And;
    And.K = Prop::Kind::And;
    And.P = next().P;
    And.Ops.push_back(std::move(L));
    And.Ops.push_back(parseCondUnary(Depth + 1));
    L = std::move(And);
  }
  return L;
}

CondProp Parser::parseCondUnary(unsigned Depth) {
  checkDepth(Depth);
  CondProp P;
  P.P = peek().P;
  if (acceptPunct("~") || (isIdent("not") && (next(), true))) {
    P.K = Prop::Kind::Not;
    P.Ops.push_back(parseCondUnary(Depth + 1));
    return P;
  }
  if (acceptPunct("(")) {
    CondProp Inner = parseDisj(Depth + 1);
    expectPunct(")");
    return Inner;
  }
  if (isIdent("true") || isIdent("false")) {
    P.K = next().Text == "true" ? Prop::Kind::True : Prop::Kind::False;
    return P;
  }
  P.K = Prop::Kind::Eq;
  P.Loc = parseCondLoc();
  if (acceptPunct("!="))
    P.Negated = true;
  else if (!acceptPunct("=") && !acceptPunct("=="))
    unexpected("'='");
  if (peek().K == TokKind::Ident)
    fail(peek().P, "comparing with an address ('" + std::string(peek().Text) +
                       "') is not supported");
  P.Value = parseSignedInt("an integer value");
  return P;
}

void Parser::parseTail(TestAst &T) {
  for (;;) {
    if (peek().K == TokKind::Eof)
      return;
    if (isIdent("locations")) {
      next();
      expectPunct("[");
      while (!acceptPunct("]")) {
        T.Locations.push_back(parseCondLoc());
        if (!isPunct("]"))
          expectPunct(";");
      }
      continue;
    }
    if (isIdent("filter"))
      fail(peek().P, "'filter' clauses are not supported");
    if (T.HasCondition)
      unexpected("end of file after the condition");
    Token Start = peek();
    if (acceptPunct("~")) {
      if (!isIdent("exists"))
        unexpected("'exists' after '~'");
      next();
      T.Q = Quantifier::NotExists;
    } else if (isIdent("exists")) {
      next();
      T.Q = Quantifier::Exists;
    } else if (isIdent("forall")) {
      next();
      T.Q = Quantifier::Forall;
    } else {
      unexpected("'exists', '~exists', 'forall' or 'locations'");
    }
    T.HasCondition = true;
    T.CondPos = Start.P;
    T.Cond = parseDisj(0);
    std::string Raw(Text.substr(Start.Offset, LastEnd - Start.Offset));
    std::string Norm;
    for (char C : Raw) {
      bool Space = std::isspace(static_cast<unsigned char>(C));
      if (Space && (Norm.empty() || Norm.back() == ' '))
        continue;
      Norm += Space ? ' ' : C;
    }
    T.CondText = Norm;
  }
}

void Parser::parse(TestAst &T) {
  parseHeader(T);
  parseInit(T);
  while (peek().K == TokKind::Ident && peek().Text.size() >= 2 &&
         peek().Text[0] == 'P' &&
         std::isdigit(static_cast<unsigned char>(peek().Text[1])))
    parseThread(T);
  if (T.Threads.empty())
    unexpected("a thread ('P0 (...) { ... }')");
  parseTail(T);
}

} // namespace

bool parseTest(std::string_view Text, const std::string &Path, TestAst &T,
               ir::DiagnosticEngine &Diags) {
  Parser P(Text, Path, Diags);
  try {
    P.parse(T);
  } catch (const ParseError &) {
    return false;
  }
  return true;
}

} // namespace scopecheck::litmus
