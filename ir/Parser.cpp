//===- ir/Parser.cpp - Parser of the textual IR ---------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A hand-written recursive-descent parser for docs/ir.md. It works in two
/// passes over the token vector:
///  1. collectDeclarations reads the memory objects and the procedure
///     headers (skipping bodies and the launch) so that objects and
///     procedures can be used before they are declared and call arguments
///     can be typed from the callee's parameters. Errors of this pass are
///     recorded, not reported: pass 2 meets the same text again and reports
///     them in order.
///  2. parseItems parses everything in text order and stops at the first
///     error. An error that could stem from a declaration pass 1 failed to
///     read ("use of undeclared procedure", an untypable literal) reports
///     pass 1's error instead.
/// Expressions are parsed into ParseNodes; once a whole expression is read,
/// the rules of ir/LiteralTyping.h type its literals and the tree is built
/// into the Program.
///
//===----------------------------------------------------------------------===//

#include "ir/Parser.h"

#include "ir/InputFile.h"
#include "ir/Lexer.h"
#include "ir/LiteralTyping.h"

#include <deque>
#include <limits>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace scopecheck::ir {

namespace {

/// Bounds that keep the recursive parts (parsing, typing, printing,
/// evaluation) within the stack on any input.
constexpr unsigned MaxNesting = 500;
constexpr unsigned MaxExprDepth = 1000;

/// An expression while it is being parsed.
struct ParseNode : typing::Node {
  uint32_t Index = 0;         ///< VarId (VarRef) or ObjectId (ObjAddr)
  uint64_t Bits = 0;          ///< Const once typed
  const Token *Tok = nullptr; ///< literals: the token, for messages
  unsigned Depth = 1;
};

/// The spelling of a literal token for messages ("5", "-1", "1.5").
std::string spelling(const Token &T) { return std::string(T.Text); }

std::optional<Builtin> parseBuiltin(std::string_view S) {
  for (unsigned I = 0; I <= unsigned(Builtin::GridDimZ); ++I)
    if (builtinName(Builtin(I)) == S)
      return Builtin(I);
  return std::nullopt;
}

std::optional<MathFn> parseMathFn(std::string_view S) {
  for (unsigned I = 0; I <= unsigned(MathFn::Fma); ++I)
    if (mathFnName(MathFn(I)) == S)
      return MathFn(I);
  return std::nullopt;
}

/// A cast token `zext.i64`: the operation and where the type name starts.
std::optional<CastOp> parseCastPrefix(std::string_view S, size_t &TypeStart) {
  size_t Dot = S.find('.');
  if (Dot == std::string_view::npos)
    return std::nullopt;
  for (unsigned I = 0; I < NumCastOps; ++I)
    if (castOpName(CastOp(I)) == S.substr(0, Dot)) {
      TypeStart = Dot + 1;
      return CastOp(I);
    }
  return std::nullopt;
}

/// The dot-separated parts of a memory-operation token (`rmw.add.rlx.gpu`).
std::vector<std::string_view> splitOp(std::string_view Text) {
  std::vector<std::string_view> Parts;
  while (true) {
    size_t Dot = Text.find('.');
    Parts.push_back(Text.substr(0, Dot));
    if (Dot == std::string_view::npos)
      break;
    Text.remove_prefix(Dot + 1);
  }
  return Parts;
}

bool hasPrefix(std::string_view S, std::string_view Prefix) {
  return S.substr(0, Prefix.size()) == Prefix;
}

class Parser {
public:
  Parser(std::string_view Text, std::string_view FileName,
         DiagnosticEngine &Diags)
      : Text(Text), FileName(FileName), Diags(Diags) {}

  std::unique_ptr<Program> run();

private:
  std::string_view Text;
  std::string FileName;
  DiagnosticEngine &Diags;
  std::vector<Token> Toks;
  size_t Pos = 0;
  std::unique_ptr<Program> P;
  FileId IrFile = 0;
  /// The file named by the most recent `source` directive.
  FileId CurFile = 0;

  /// Pass 1 records its first error here instead of reporting it.
  bool Silent = false;
  std::optional<Diagnostic> DeclError;
  bool Failed = false;

  std::unordered_map<std::string, ObjectId> ObjectIds;
  std::unordered_map<std::string, ProcId> ProcIds;
  // Pass 2 bookkeeping.
  std::unordered_set<std::string> SeenObjects, SeenProcs;

  // The procedure being parsed (pass 2); null outside procedures.
  Procedure *Cur = nullptr;
  std::unordered_map<std::string, VarId> VarIds;
  std::unordered_map<std::string, BlockId> LabelIds;
  struct LabelUse {
    size_t Tok;
    BlockId Block;
    unsigned Slot;
  };
  std::vector<LabelUse> LabelUses;

  std::deque<ParseNode> Nodes;
  unsigned Nesting = 0;

  //===--------------------------------------------------------------------===//
  // Tokens and errors
  //===--------------------------------------------------------------------===//

  const Token &tok() const { return Toks[Pos]; }
  const Token &peek(size_t Ahead) const {
    return Toks[std::min(Pos + Ahead, Toks.size() - 1)];
  }
  void consume() {
    if (Pos + 1 < Toks.size())
      ++Pos;
  }
  bool atEof() const { return tok().is(TokKind::Eof); }

  /// Reports \p Msg at (Line, Col); returns true (LLVM's parser convention:
  /// true means an error was reported).
  bool errorAt(uint32_t Line, uint32_t Col, std::string Msg) {
    if (Silent) {
      if (!DeclError)
        DeclError = Diagnostic{DiagLevel::Error, FileName, Line, Col, Msg};
      return true;
    }
    if (!Failed) {
      Failed = true;
      Diags.error(FileName, Line, Col, std::move(Msg));
    }
    return true;
  }

  /// Reports \p Msg at \p T; a lexical-error token reports its own message.
  bool error(const Token &T, std::string Msg) {
    if (T.is(TokKind::Error))
      return errorAt(T.Line, T.Col, T.Value);
    return errorAt(T.Line, T.Col, std::move(Msg));
  }

  /// An error that a declaration pass 1 could not read may have caused.
  bool resolutionError(const Token &T, std::string Msg) {
    if (!Silent && DeclError) {
      Diagnostic D = *DeclError;
      return errorAt(D.Line, D.Col, D.Message);
    }
    return error(T, std::move(Msg));
  }

  bool expect(TokKind K, const char *Msg) {
    if (!tok().is(K))
      return error(tok(), Msg);
    consume();
    return false;
  }

  bool expectIdent(std::string_view Word, const char *Msg) {
    if (!tok().isIdent(Word))
      return error(tok(), Msg);
    consume();
    return false;
  }

  SourceLoc irLoc(const Token &T) const { return {IrFile, T.Line, T.Col}; }

  /// A name that can be declared as a variable or label.
  bool isPlainName(const Token &T) const {
    return T.is(TokKind::Ident) && !isReservedWord(T.Text);
  }

  bool expectName(std::string &Out, const char *What) {
    const Token &T = tok();
    if (T.is(TokKind::Ident) && isReservedWord(T.Text))
      return error(T, "'" + std::string(T.Text) +
                          "' is a reserved word and cannot be used as " + What);
    if (!T.is(TokKind::Ident))
      return error(T, std::string("expected ") + What);
    Out = std::string(T.Text);
    consume();
    return false;
  }

  /// An unsigned integer (sizes, dimensions, block indices, locations).
  /// \p What names the number in messages ("array size").
  bool parseUnsigned(uint64_t Max, uint64_t &Out, const char *What) {
    const Token &T = tok();
    if (!T.is(TokKind::Int) || T.Text[0] == '-' || !T.Suffix.empty())
      return error(T, std::string("expected ") + What);
    uint64_t V;
    if (!typing::integerMagnitude(T.Text, V) || V > Max)
      return error(T, std::string(What) + " " + std::string(T.Text) +
                          " is too large");
    Out = V;
    consume();
    return false;
  }

  //===--------------------------------------------------------------------===//
  // Types and literals
  //===--------------------------------------------------------------------===//

  bool parseTypeName(std::string_view Name, uint32_t Line, uint32_t Col,
                     bool AllowVoid, Type &Out) {
    std::optional<Type> T = parseType(Name);
    if (!T)
      return errorAt(Line, Col, "unknown type '" + std::string(Name) + "'");
    if (*T == Type::Void && !AllowVoid)
      return errorAt(Line, Col, "'void' is not a value type");
    Out = *T;
    return false;
  }

  bool parseTypeTok(Type &Out, bool AllowVoid = false) {
    const Token &T = tok();
    if (!T.is(TokKind::Ident))
      return error(T, "expected a type");
    if (parseTypeName(T.Text, T.Line, T.Col, AllowVoid, Out))
      return true;
    consume();
    return false;
  }

  /// Converts literal token \p T to the bits of a value of type \p Ty.
  bool convertLiteral(const Token &T, Type Ty, uint64_t &Bits) {
    std::string Err =
        typing::literalBits(T.Text, T.is(TokKind::Float), Ty, Bits);
    return Err.empty() ? false : error(T, std::move(Err));
  }

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  struct NestingGuard {
    unsigned &N;
    explicit NestingGuard(unsigned &N) : N(N) { ++N; }
    ~NestingGuard() { --N; }
  };

  ParseNode *newNode(ExprKind K, uint8_t Op,
                     std::initializer_list<ParseNode *> Ops, const Token &At) {
    ParseNode &N = Nodes.emplace_back();
    N.Kind = K;
    N.Op = Op;
    unsigned Depth = 0;
    for (ParseNode *O : Ops) {
      N.Ops[N.NumOps++] = O;
      Depth = std::max(Depth, O->Depth);
    }
    N.Depth = Depth + 1;
    if (N.Depth > MaxExprDepth) {
      error(At, "expression is too deeply nested");
      return nullptr;
    }
    return &N;
  }

  ParseNode *parseExpr() {
    NestingGuard G(Nesting);
    if (Nesting > MaxNesting) {
      error(tok(), "expression is too deeply nested");
      return nullptr;
    }
    ParseNode *C = parseBinary(1);
    if (!C || !tok().is(TokKind::Question))
      return C;
    const Token &Q = tok();
    consume();
    ParseNode *A = parseExpr();
    if (!A)
      return nullptr;
    if (expect(TokKind::Colon, "expected ':' in conditional expression"))
      return nullptr;
    ParseNode *B = parseExpr();
    if (!B)
      return nullptr;
    return newNode(ExprKind::Select, 0, {C, A, B}, Q);
  }

  ParseNode *parseBinary(unsigned MinPrec) {
    ParseNode *L = parseUnary();
    while (L && tok().is(TokKind::BinOp) &&
           binOpPrecedence(tok().Op) >= MinPrec) {
      const Token &OpTok = tok();
      BinOp Op = OpTok.Op;
      consume();
      ParseNode *R = parseBinary(binOpPrecedence(Op) + 1);
      if (!R)
        return nullptr;
      L = newNode(ExprKind::Binary, uint8_t(Op), {L, R}, OpTok);
    }
    return L;
  }

  ParseNode *parseUnary() {
    NestingGuard G(Nesting);
    if (Nesting > MaxNesting) {
      error(tok(), "expression is too deeply nested");
      return nullptr;
    }
    const Token &T = tok();
    std::optional<UnOp> Op;
    if (T.isBinOp(BinOp::Sub))
      Op = UnOp::Neg;
    else if (T.is(TokKind::Excl))
      Op = UnOp::Not;
    else if (T.is(TokKind::Tilde))
      Op = UnOp::BitNot;
    if (!Op)
      return parsePrimary();
    consume();
    ParseNode *A = parseUnary();
    if (!A)
      return nullptr;
    return newNode(ExprKind::Unary, uint8_t(*Op), {A}, T);
  }

  ParseNode *parseLiteral() {
    const Token &T = tok();
    ParseNode *N = newNode(ExprKind::Const, 0, {}, T);
    N->Tok = &T;
    if (T.is(TokKind::Int)) {
      uint64_t Mag;
      if (!typing::integerMagnitude(T.Text, Mag)) {
        error(T, "integer literal is too large");
        return nullptr;
      }
    }
    if (T.Suffix.empty()) {
      N->Untyped = true;
    } else {
      if (parseTypeName(T.Suffix, T.Line, T.Col, false, N->Ty) ||
          convertLiteral(T, N->Ty, N->Bits))
        return nullptr;
    }
    consume();
    return N;
  }

  ParseNode *parsePrimary() {
    const Token &T = tok();
    switch (T.Kind) {
    case TokKind::Int:
    case TokKind::Float:
      return parseLiteral();
    case TokKind::AtName: {
      auto It = ObjectIds.find(std::string(T.Text));
      if (It == ObjectIds.end()) {
        if (ProcIds.count(std::string(T.Text))) {
          error(T, "'@" + std::string(T.Text) +
                       "' is a procedure, not a memory object");
          return nullptr;
        }
        resolutionError(T, "use of undeclared object '@" + std::string(T.Text) +
                               "'");
        return nullptr;
      }
      ParseNode *N = newNode(ExprKind::ObjAddr, 0, {}, T);
      N->Ty = Type::Ptr;
      N->Index = It->second;
      consume();
      return N;
    }
    case TokKind::LParen: {
      consume();
      // `(1)`, as the printer writes a literal under a `-` (`-(1)`): read
      // without another level of nesting, so that what was parsed within
      // the limit prints to text that parses within it too (the input's
      // `--1` has the same tree and one level less).
      if ((tok().is(TokKind::Int) || tok().is(TokKind::Float)) &&
          peek(1).is(TokKind::RParen)) {
        ParseNode *L = parseLiteral();
        if (!L || expect(TokKind::RParen, "expected ')'"))
          return nullptr;
        return L;
      }
      ParseNode *E = parseExpr();
      if (!E || expect(TokKind::RParen, "expected ')'"))
        return nullptr;
      return E;
    }
    case TokKind::Ident:
      return parseIdentPrimary();
    default:
      error(T, "expected an expression");
      return nullptr;
    }
  }

  ParseNode *parseIdentPrimary() {
    const Token &T = tok();
    std::string_view W = T.Text;
    if (W == "true" || W == "false") {
      ParseNode *N = newNode(ExprKind::Const, 0, {}, T);
      N->Ty = Type::Bool;
      N->Bits = W == "true";
      consume();
      return N;
    }
    if (W == "null") {
      ParseNode *N = newNode(ExprKind::Const, 0, {}, T);
      N->Ty = Type::Ptr;
      consume();
      return N;
    }
    if (std::optional<Builtin> B = parseBuiltin(W)) {
      ParseNode *N = newNode(ExprKind::Builtin, uint8_t(*B), {}, T);
      N->Ty = Type::I32;
      consume();
      return N;
    }
    size_t TypeStart = 0;
    if (std::optional<CastOp> C = parseCastPrefix(W, TypeStart)) {
      std::string_view TyName = W.substr(TypeStart);
      Type To = Type::Void;
      if (TyName.empty()) {
        error(T, "expected a type after '" + std::string(W) + "'");
        return nullptr;
      }
      if (parseTypeName(TyName, T.Line, T.Col, false, To))
        return nullptr;
      consume();
      if (expect(TokKind::LParen, "expected '(' after the cast"))
        return nullptr;
      ParseNode *A = parseExpr();
      if (!A || expect(TokKind::RParen, "expected ')'"))
        return nullptr;
      ParseNode *N = newNode(ExprKind::Cast, uint8_t(*C), {A}, T);
      if (N)
        N->Ty = To;
      return N;
    }
    if (std::optional<MathFn> F = parseMathFn(W);
        F && peek(1).is(TokKind::LParen)) {
      consume();
      consume();
      std::vector<ParseNode *> Args;
      while (true) {
        ParseNode *A = parseExpr();
        if (!A)
          return nullptr;
        Args.push_back(A);
        if (!tok().is(TokKind::Comma))
          break;
        consume();
      }
      if (expect(TokKind::RParen, "expected ')' after the arguments"))
        return nullptr;
      unsigned Arity = mathFnArity(*F);
      if (Args.size() != Arity) {
        error(T, "'" + std::string(W) + "' takes " + std::to_string(Arity) +
                     (Arity == 1 ? " argument" : " arguments") + ", not " +
                     std::to_string(Args.size()));
        return nullptr;
      }
      if (Arity == 1)
        return newNode(ExprKind::MathCall, uint8_t(*F), {Args[0]}, T);
      if (Arity == 2)
        return newNode(ExprKind::MathCall, uint8_t(*F), {Args[0], Args[1]}, T);
      return newNode(ExprKind::MathCall, uint8_t(*F),
                     {Args[0], Args[1], Args[2]}, T);
    }
    if (isReservedWord(W)) {
      error(T, "expected an expression");
      return nullptr;
    }
    VarId V = 0;
    if (resolveVar(T, V))
      return nullptr;
    ParseNode *N = newNode(ExprKind::VarRef, 0, {}, T);
    N->Ty = Cur->Vars[V].Ty;
    N->Index = V;
    consume();
    return N;
  }

  bool resolveVar(const Token &T, VarId &Out) {
    auto It = Cur ? VarIds.find(std::string(T.Text)) : VarIds.end();
    if (!Cur || It == VarIds.end())
      return error(T,
                   "use of undeclared variable '" + std::string(T.Text) + "'");
    Out = It->second;
    return false;
  }

  const Expr *build(const ParseNode &N) {
    Expr E{N.Kind, N.Ty};
    E.Op = N.Op;
    E.Index = N.Index;
    E.Bits = N.Bits;
    for (unsigned I = 0; I < N.NumOps; ++I)
      E.Ops[I] = build(static_cast<const ParseNode &>(*N.Ops[I]));
    return P->make(E);
  }

  /// Types the literals of \p Root (the whole expression, expected to have
  /// type \p Expected) and builds it into the program.
  const Expr *finish(ParseNode *Root, std::optional<Type> Expected) {
    if (!Root)
      return nullptr;
    typing::computeKnownTypes(*Root);
    bool Ok = typing::assignLiteralTypes(
        *Root, Expected, [&](typing::Node &N, std::optional<Type> Ty) {
          auto &PN = static_cast<ParseNode &>(N);
          const Token &T = *PN.Tok;
          if (!Ty) {
            std::string S = spelling(T);
            resolutionError(T, "cannot infer the type of literal '" + S +
                                   "'; write " + S +
                                   (T.is(TokKind::Int) ? ":i32" : ":f64"));
            return false;
          }
          if (convertLiteral(T, *Ty, PN.Bits))
            return false;
          PN.Ty = *Ty;
          return true;
        });
    if (!Ok)
      return nullptr;
    typing::computeResultTypes(*Root);
    const Expr *E = build(*Root);
    Nodes.clear();
    return E;
  }

  const Expr *parseTypedExpr(std::optional<Type> Expected) {
    return finish(parseExpr(), Expected);
  }

  /// `base` or `base[index]`: the base is a ptr primary, the index an i64.
  const Expr *parseAddress() {
    const Expr *Base = finish(parsePrimary(), Type::Ptr);
    if (!Base || !tok().is(TokKind::LBracket))
      return Base;
    consume();
    const Expr *Index = parseTypedExpr(Type::I64);
    if (!Index || expect(TokKind::RBracket, "expected ']' after the index"))
      return nullptr;
    Type Ty =
        Base->Ty == Type::Ptr || Index->Ty == Type::Ptr ? Type::Ptr : Base->Ty;
    return P->binary(BinOp::Add, Ty, Base, Index);
  }

  /// `(e, ...)` typed by the parameters of \p Callee (null when unknown).
  bool parseArgs(const Procedure *Callee, std::vector<const Expr *> &Out) {
    if (expect(TokKind::LParen, "expected '('"))
      return true;
    if (tok().is(TokKind::RParen)) {
      consume();
      return false;
    }
    while (true) {
      std::optional<Type> Ty;
      if (Callee && Out.size() < Callee->NumParams)
        Ty = Callee->Vars[Out.size()].Ty;
      const Expr *E = parseTypedExpr(Ty);
      if (!E)
        return true;
      Out.push_back(E);
      if (!tok().is(TokKind::Comma))
        break;
      consume();
    }
    return expect(TokKind::RParen, "expected ')' after the arguments");
  }

  bool resolveProc(const Token &T, ProcId &Out) {
    if (!T.is(TokKind::AtName))
      return error(T, "expected a procedure name");
    auto It = ProcIds.find(std::string(T.Text));
    if (It == ProcIds.end()) {
      if (ObjectIds.count(std::string(T.Text)))
        return error(T, "'@" + std::string(T.Text) +
                            "' is a memory object, not a procedure");
      return resolutionError(T, "use of undeclared procedure '@" +
                                    std::string(T.Text) + "'");
    }
    Out = It->second;
    consume();
    return false;
  }

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  static bool isSpaceWord(const Token &T) {
    return T.isIdent("global") || T.isIdent("shared") || T.isIdent("local");
  }

  static bool isTopLevelWord(const Token &T) {
    return isSpaceWord(T) || T.isIdent("proc") || T.isIdent("launch");
  }

  bool parseSourceDirective() {
    consume(); // source
    const Token &T = tok();
    if (!T.is(TokKind::String))
      return error(T, "expected a file name string after 'source'");
    CurFile = P->addFile(T.Value);
    consume();
    return expect(TokKind::Semi, "expected ';' after source directive");
  }

  /// Parses one literal of an object initialiser.
  bool parseInitLiteral(const MemObject &O, uint64_t &Bits) {
    const Token &T = tok();
    Type Ty = O.ElemTy;
    if (T.isIdent("true") || T.isIdent("false")) {
      Ty = Type::Bool;
      Bits = T.isIdent("true");
    } else if (T.isIdent("null")) {
      Ty = Type::Ptr;
      Bits = 0;
    } else if (T.is(TokKind::Int) || T.is(TokKind::Float)) {
      if (!T.Suffix.empty() &&
          parseTypeName(T.Suffix, T.Line, T.Col, false, Ty))
        return true;
      if (convertLiteral(T, Ty, Bits))
        return true;
    } else {
      return error(T, "expected a literal in the initialiser");
    }
    if (Ty != O.ElemTy)
      return error(T, "initialiser of type " + std::string(typeName(Ty)) +
                          " for '@" + O.Name + "' whose elements are " +
                          std::string(typeName(O.ElemTy)));
    consume();
    return false;
  }

  /// `space @name : type [size]? (= init)? ;`. In pass 1 (\p Declare) the
  /// object is added to the program; in pass 2 it is parsed again only to
  /// report errors in order.
  bool parseObjectDecl(bool Declare) {
    MemSpace Space = *parseSpace(tok().Text);
    const Token &SpaceTok = tok();
    consume();
    const Token &NameTok = tok();
    if (!NameTok.is(TokKind::AtName))
      return error(NameTok, "expected '@name' after '" +
                                std::string(SpaceTok.Text) + "'");
    std::string Name(NameTok.Text);
    MemObject Scratch;
    MemObject *O = &Scratch;
    if (Declare) {
      if (ObjectIds.count(Name))
        return error(NameTok, "redefinition of object '@" + Name + "'");
      P->Objects.emplace_back();
      O = &P->Objects.back();
      ObjectIds[Name] = ObjectId(P->Objects.size());
    } else if (!SeenObjects.insert(Name).second) {
      return error(NameTok, "redefinition of object '@" + Name + "'");
    }
    consume();
    O->Name = Name;
    O->Loc = irLoc(SpaceTok);
    O->Space = Space;
    if (expect(TokKind::Colon, "expected ':' after the object name") ||
        parseTypeTok(O->ElemTy))
      return true;
    if (tok().is(TokKind::LBracket)) {
      consume();
      if (tok().isBinOp(BinOp::Mul)) {
        consume();
        O->Size = MemObject::UnknownSize;
      } else if (parseUnsigned(std::numeric_limits<uint64_t>::max(), O->Size,
                               "array size")) {
        return true;
      }
      if (expect(TokKind::RBracket, "expected ']' after the array size"))
        return true;
    }
    if (tok().is(TokKind::Equal)) {
      consume();
      bool Braced = tok().is(TokKind::LBrace);
      if (Braced)
        consume();
      while (true) {
        uint64_t Bits = 0;
        if (parseInitLiteral(*O, Bits))
          return true;
        O->Init.push_back(Bits);
        if (!Braced || !tok().is(TokKind::Comma))
          break;
        consume();
      }
      if (Braced &&
          expect(TokKind::RBrace, "expected '}' after the initialiser"))
        return true;
    }
    return expect(TokKind::Semi, "expected ';' after object declaration");
  }

  /// `proc @name(params) (: type)? {`. Fills \p Pr.
  bool parseProcHeader(Procedure &Pr,
                       std::unordered_map<std::string, VarId> &Vars) {
    Pr.Loc = irLoc(tok());
    consume(); // proc
    const Token &NameTok = tok();
    if (!NameTok.is(TokKind::AtName))
      return error(NameTok, "expected '@name' after 'proc'");
    Pr.Name = std::string(NameTok.Text);
    consume();
    if (expect(TokKind::LParen, "expected '(' after the procedure name"))
      return true;
    if (!tok().is(TokKind::RParen)) {
      while (true) {
        const Token &PT = tok();
        Variable V;
        V.Loc = irLoc(PT);
        if (expectName(V.Name, "a parameter name"))
          return true;
        if (Vars.count(V.Name))
          return error(PT, "redefinition of variable '" + V.Name + "'");
        if (expect(TokKind::Colon, "expected ':' after the parameter name") ||
            parseTypeTok(V.Ty))
          return true;
        Vars[V.Name] = VarId(Pr.Vars.size());
        Pr.Vars.push_back(std::move(V));
        if (!tok().is(TokKind::Comma))
          break;
        consume();
      }
    }
    if (expect(TokKind::RParen, "expected ')' after the parameters"))
      return true;
    Pr.NumParams = uint32_t(Pr.Vars.size());
    if (tok().is(TokKind::Colon)) {
      consume();
      if (parseTypeTok(Pr.RetTy, /*AllowVoid=*/true))
        return true;
    }
    return expect(TokKind::LBrace, "expected '{' to start the procedure body");
  }

  /// Pass 1.
  void collectDeclarations() {
    Silent = true;
    Pos = 0;
    auto SkipToTopLevel = [&] {
      while (!atEof() && !isTopLevelWord(tok()))
        consume();
    };
    while (!atEof()) {
      if (isSpaceWord(tok())) {
        if (parseObjectDecl(/*Declare=*/true))
          SkipToTopLevel();
        continue;
      }
      if (tok().isIdent("proc")) {
        if (peek(1).is(TokKind::AtName) &&
            !ProcIds.count(std::string(peek(1).Text))) {
          ProcIds[std::string(peek(1).Text)] = ProcId(P->Procs.size());
          P->Procs.emplace_back();
          std::unordered_map<std::string, VarId> Vars;
          parseProcHeader(P->Procs.back(), Vars);
        } else if (peek(1).is(TokKind::AtName)) {
          error(peek(1), "redefinition of procedure '@" +
                             std::string(peek(1).Text) + "'");
          consume();
        } else {
          error(peek(1), "expected '@name' after 'proc'");
          consume();
        }
        SkipToTopLevel();
        continue;
      }
      consume();
      SkipToTopLevel();
    }
    Silent = false;
  }

  //===--------------------------------------------------------------------===//
  // Procedures, blocks and statements
  //===--------------------------------------------------------------------===//

  bool parseProc() {
    const Token &NameTok = peek(1);
    Procedure Scratch;
    VarIds.clear();
    if (NameTok.is(TokKind::AtName) &&
        !SeenProcs.insert(std::string(NameTok.Text)).second)
      return error(NameTok, "redefinition of procedure '@" +
                                std::string(NameTok.Text) + "'");
    if (parseProcHeader(Scratch, VarIds))
      return true;
    auto It = ProcIds.find(Scratch.Name);
    if (It == ProcIds.end())
      return error(NameTok, "internal error: procedure '@" + Scratch.Name +
                                "' was not collected");
    Cur = &P->Procs[It->second];
    LabelIds.clear();
    LabelUses.clear();
    if (parseProcBody())
      return true;
    Cur = nullptr;
    return false;
  }

  bool parseProcBody() {
    while (tok().isIdent("var")) {
      consume();
      const Token &NameTok = tok();
      Variable V;
      V.Loc = irLoc(NameTok);
      if (expectName(V.Name, "a variable name"))
        return true;
      if (VarIds.count(V.Name))
        return error(NameTok, "redefinition of variable '" + V.Name + "'");
      if (expect(TokKind::Colon, "expected ':' after the variable name") ||
          parseTypeTok(V.Ty) ||
          expect(TokKind::Semi, "expected ';' after variable declaration"))
        return true;
      VarIds[V.Name] = VarId(Cur->Vars.size());
      Cur->Vars.push_back(std::move(V));
    }
    while (!tok().is(TokKind::RBrace)) {
      const Token &T = tok();
      if (atEof())
        return error(T, "expected '}' at the end of procedure '@" + Cur->Name +
                            "'");
      if (T.isIdent("var"))
        return error(T, "variable declarations must come before the first "
                        "block");
      if (!isPlainName(T) || !peek(1).is(TokKind::Colon))
        return error(T, "expected a block label (like 'entry:')");
      std::string Label(T.Text);
      if (LabelIds.count(Label))
        return error(T, "duplicate label '" + Label + "'");
      BlockId B = BlockId(Cur->Blocks.size());
      LabelIds[Label] = B;
      Block &Bl = Cur->Blocks.emplace_back();
      Bl.Label = Label;
      Bl.Loc = irLoc(T);
      consume();
      consume();
      if (parseBlockBody(B))
        return true;
    }
    consume(); // }
    for (const LabelUse &U : LabelUses) {
      const Token &T = Toks[U.Tok];
      auto It = LabelIds.find(std::string(T.Text));
      if (It == LabelIds.end())
        return error(T, "use of undefined label '" + std::string(T.Text) + "'");
      Cur->Blocks[U.Block].Term.Targets[U.Slot] = It->second;
    }
    return false;
  }

  static bool isTerminatorWord(const Token &T) {
    return T.isIdent("goto") || T.isIdent("br") || T.isIdent("return");
  }

  bool parseBlockBody(BlockId B) {
    while (true) {
      const Token &T = tok();
      if (T.isIdent("source")) {
        if (parseSourceDirective())
          return true;
        continue;
      }
      if (isTerminatorWord(T))
        return parseTerminator(B);
      if (T.is(TokKind::RBrace) || atEof())
        return error(T, "expected 'goto', 'br' or 'return' at the end of "
                        "block '" +
                            Cur->Blocks[B].Label + "'");
      if (isPlainName(T) && peek(1).is(TokKind::Colon))
        return error(T, "expected 'goto', 'br' or 'return' before label '" +
                            std::string(T.Text) + "'");
      Stmt S;
      if (parseStmt(S))
        return true;
      Cur->Blocks[B].Stmts.push_back(std::move(S));
    }
  }

  bool parseLabelUse(BlockId B, unsigned Slot) {
    if (!isPlainName(tok()))
      return error(tok(), "expected a label");
    LabelUses.push_back({Pos, B, Slot});
    consume();
    return false;
  }

  /// An optional `!line:col`; without it the location is \p Start's
  /// position in the IR file.
  bool parseOptLoc(const Token &Start, SourceLoc &Out) {
    if (!tok().is(TokKind::Excl) || !peek(1).is(TokKind::Int)) {
      Out = irLoc(Start);
      return false;
    }
    consume();
    uint64_t Line, Col;
    if (parseUnsigned(std::numeric_limits<uint32_t>::max(), Line,
                      "line number") ||
        expect(TokKind::Colon, "expected ':' in the location") ||
        parseUnsigned(std::numeric_limits<uint32_t>::max(), Col,
                      "column number"))
      return true;
    Out = Line == 0 ? SourceLoc()
                    : SourceLoc{CurFile, uint32_t(Line), uint32_t(Col)};
    return false;
  }

  /// Whether \p T can start an expression (used after `return`).
  static bool startsExpression(const Token &T) {
    switch (T.Kind) {
    case TokKind::Int:
    case TokKind::Float:
    case TokKind::AtName:
    case TokKind::LParen:
    case TokKind::Excl:
    case TokKind::Tilde:
      return true;
    case TokKind::BinOp:
      return T.Op == BinOp::Sub;
    case TokKind::Ident:
      return !isTerminatorWord(T) && !T.isIdent("source");
    default:
      return false;
    }
  }

  bool isLocStart() const {
    return tok().is(TokKind::Excl) && peek(1).is(TokKind::Int) &&
           peek(2).is(TokKind::Colon);
  }

  bool parseTerminator(BlockId B) {
    const Token &Start = tok();
    Terminator T;
    if (Start.isIdent("goto")) {
      consume();
      T.Kind = TermKind::Goto;
      if (parseLabelUse(B, 0))
        return true;
    } else if (Start.isIdent("br")) {
      consume();
      T.Kind = TermKind::Branch;
      T.Cond = parseTypedExpr(Type::Bool);
      if (!T.Cond ||
          expect(TokKind::Comma, "expected ',' after the branch condition") ||
          parseLabelUse(B, 0) ||
          expect(TokKind::Comma, "expected ',' after the first label") ||
          parseLabelUse(B, 1))
        return true;
    } else {
      consume();
      T.Kind = TermKind::Return;
      if (startsExpression(tok()) && !isLocStart()) {
        std::optional<Type> Ty;
        if (Cur->RetTy != Type::Void)
          Ty = Cur->RetTy;
        T.Value = parseTypedExpr(Ty);
        if (!T.Value)
          return true;
      }
    }
    if (parseOptLoc(Start, T.Loc) ||
        expect(TokKind::Semi, "expected ';' after terminator"))
      return true;
    Cur->Blocks[B].Term = T;
    return false;
  }

  /// Whether the statement starting here begins with a predicate.
  bool startsPredicate() const {
    const Token &T = tok();
    if (!T.is(TokKind::Ident))
      return true;
    if (!isReservedWord(T.Text))
      return peek(1).is(TokKind::Arrow) ||
             (parseMathFn(T.Text) && peek(1).is(TokKind::LParen));
    size_t Dummy;
    return T.isIdent("true") || T.isIdent("false") || T.isIdent("null") ||
           parseBuiltin(T.Text) || parseCastPrefix(T.Text, Dummy);
  }

  bool parseStmt(Stmt &S) {
    const Token &Start = tok();
    const Expr *Pred = nullptr;
    if (startsPredicate()) {
      if (!(Start.is(TokKind::Ident) || Start.is(TokKind::AtName) ||
            Start.is(TokKind::Int) || Start.is(TokKind::Float) ||
            Start.is(TokKind::LParen) || Start.is(TokKind::Excl) ||
            Start.is(TokKind::Tilde) || Start.isBinOp(BinOp::Sub)))
        return error(Start, "expected a statement");
      Pred = finish(parseUnary(), Type::Bool);
      if (!Pred || expect(TokKind::Arrow, "expected '=>' after the predicate"))
        return true;
      if (isTerminatorWord(tok()))
        return error(tok(), "a terminator cannot be predicated");
      if (tok().isIdent("source"))
        return error(tok(), "a source directive cannot be predicated");
      if (startsPredicate())
        return error(tok(), "expected a statement after '=>'");
    }
    if (parseBody(S))
      return true;
    S.Pred = Pred;
    return parseOptLoc(Start, S.Loc) ||
           expect(TokKind::Semi, "expected ';' after statement");
  }

  bool parseBody(Stmt &S) {
    const Token &T = tok();
    std::string_view W = T.Text;
    if (!T.is(TokKind::Ident))
      return error(T, "expected a statement");
    if (W == "havoc") {
      consume();
      VarId V = 0;
      if (!isPlainName(tok()))
        return error(tok(), "expected a variable name after 'havoc'");
      if (resolveVar(tok(), V))
        return true;
      consume();
      S = Stmt::makeHavoc({}, V);
      return false;
    }
    if (W == "assume" || W == "assert") {
      consume();
      const Expr *C = parseTypedExpr(Type::Bool);
      if (!C)
        return true;
      if (W == "assume") {
        S = Stmt::makeAssume({}, C);
        return false;
      }
      std::string Msg;
      if (tok().is(TokKind::Comma)) {
        consume();
        if (!tok().is(TokKind::String))
          return error(tok(), "expected a message string after ','");
        Msg = tok().Value;
        consume();
      }
      S = Stmt::makeAssert({}, C, std::move(Msg));
      return false;
    }
    if (W == "call")
      return parseCall(S, Stmt::NoVar);
    if (hasPrefix(W, "store."))
      return parseStore(S);
    if (hasPrefix(W, "rmw."))
      return parseRmw(S, Stmt::NoVar);
    if (hasPrefix(W, "cas."))
      return parseCas(S, Stmt::NoVar);
    if (hasPrefix(W, "fence."))
      return parseFence(S);
    if (hasPrefix(W, "barrier."))
      return parseBarrier(S, Stmt::NoVar);
    if (hasPrefix(W, "warp."))
      return parseWarp(S, Stmt::NoVar);
    if (hasPrefix(W, "load."))
      return error(T, "the result of a load must be assigned to a variable");
    if (isReservedWord(W))
      return error(T, "expected a statement");
    if (!peek(1).is(TokKind::Equal))
      return error(peek(1),
                   "expected '=' or '=>' after '" + std::string(W) + "'");
    VarId Dest = 0;
    if (resolveVar(T, Dest))
      return true;
    consume();
    consume();
    const Token &R = tok();
    if (R.is(TokKind::Ident)) {
      if (hasPrefix(R.Text, "load."))
        return parseLoad(S, Dest);
      if (R.Text == "call")
        return parseCall(S, Dest);
      if (hasPrefix(R.Text, "rmw."))
        return parseRmw(S, Dest);
      if (hasPrefix(R.Text, "cas."))
        return parseCas(S, Dest);
      if (hasPrefix(R.Text, "barrier."))
        return parseBarrier(S, Dest);
      if (hasPrefix(R.Text, "warp."))
        return parseWarp(S, Dest);
    }
    const Expr *E = parseTypedExpr(Cur->Vars[Dest].Ty);
    if (!E)
      return true;
    S = Stmt::makeAssign({}, Dest, E);
    return false;
  }

  bool parseCall(Stmt &S, VarId Dest) {
    consume(); // call
    ProcId Callee = 0;
    if (resolveProc(tok(), Callee))
      return true;
    std::vector<const Expr *> Args;
    if (parseArgs(&P->Procs[Callee], Args))
      return true;
    S = Stmt::makeCall({}, Dest, Callee, std::move(Args));
    return false;
  }

  /// Errors in a part of an operation token point at the token.
  bool unknownPart(std::string_view Part, const char *What, const Token &T) {
    if (Part.empty())
      return error(T, std::string("expected ") + What + " in '" +
                          std::string(T.Text) + "'");
    return error(T, std::string("unknown ") + What + " '" + std::string(Part) +
                        "'");
  }

  bool parseOrderPart(const Token &T, std::string_view Part, MemOrder &Out) {
    std::optional<MemOrder> O = parseOrder(Part);
    if (!O)
      return unknownPart(Part, "memory order", T);
    Out = *O;
    return false;
  }

  bool parseScopePart(const Token &T, std::string_view Part, Scope &Out) {
    std::optional<Scope> Sc = parseScope(Part);
    if (!Sc)
      return unknownPart(Part, "scope", T);
    Out = *Sc;
    return false;
  }

  /// Splits `kind.order(.scope)?` after \p Skip leading parts; with
  /// \p Volatile, also `kind.order(.scope)?.volatile` (loads and stores).
  bool parseOrderScope(const Token &T, size_t Skip, MemOrder &O, Scope &Sc,
                       bool *Volatile = nullptr, CopyMark *Copy = nullptr) {
    std::vector<std::string_view> Parts = splitOp(T.Text);
    if (Copy && Parts.size() > Skip + 1) {
      // `.copy` or `.copy.src`/`.dst`/`.end` (after `.volatile`, if any).
      std::string_view Last = Parts.back();
      if (Last == "copy") {
        *Copy = CopyMark::Access;
        Parts.pop_back();
      } else if (Parts.size() > Skip + 2 &&
                 Parts[Parts.size() - 2] == "copy" &&
                 (Last == "src" || Last == "dst" || Last == "end")) {
        *Copy = Last == "src"   ? CopyMark::Src
                : Last == "dst" ? CopyMark::Dst
                                : CopyMark::End;
        Parts.pop_back();
        Parts.pop_back();
      }
    }
    if (Volatile && Parts.size() > Skip + 1 && Parts.back() == "volatile") {
      *Volatile = true;
      Parts.pop_back();
    }
    if (Parts.size() < Skip + 1)
      return error(T,
                   "expected a memory order in '" + std::string(T.Text) + "'");
    if (parseOrderPart(T, Parts[Skip], O))
      return true;
    Sc = Scope::None;
    if (Parts.size() > Skip + 1 && parseScopePart(T, Parts[Skip + 1], Sc))
      return true;
    if (Parts.size() > Skip + 2)
      return error(T, "unexpected '" + std::string(Parts[Skip + 2]) + "' in '" +
                          std::string(T.Text) + "'");
    return false;
  }

  bool parseLoad(Stmt &S, VarId Dest) {
    const Token &T = tok();
    MemOrder O = MemOrder::Na;
    Scope Sc = Scope::None;
    Type Ty = Type::Void;
    bool Volatile = false;
    CopyMark Copy = CopyMark::None;
    if (parseOrderScope(T, 1, O, Sc, &Volatile, &Copy))
      return true;
    consume();
    if (parseTypeTok(Ty))
      return true;
    const Expr *Addr = parseAddress();
    if (!Addr)
      return true;
    S = Stmt::makeLoad({}, Dest, O, Sc, Ty, Addr);
    S.Volatile = Volatile;
    S.Copy = Copy;
    return false;
  }

  bool parseStore(Stmt &S) {
    const Token &T = tok();
    MemOrder O = MemOrder::Na;
    Scope Sc = Scope::None;
    Type Ty = Type::Void;
    bool Volatile = false;
    CopyMark Copy = CopyMark::None;
    if (parseOrderScope(T, 1, O, Sc, &Volatile, &Copy))
      return true;
    consume();
    if (parseTypeTok(Ty))
      return true;
    const Expr *Addr = parseAddress();
    if (!Addr || expect(TokKind::Comma, "expected ',' after the store address"))
      return true;
    const Expr *V = parseTypedExpr(Ty);
    if (!V)
      return true;
    S = Stmt::makeStore({}, O, Sc, Ty, Addr, V);
    S.Volatile = Volatile;
    S.Copy = Copy;
    return false;
  }

  bool parseRmw(Stmt &S, VarId Dest) {
    const Token &T = tok();
    std::vector<std::string_view> Parts = splitOp(T.Text);
    std::optional<RmwOp> Op = parseRmwOp(Parts[1]);
    if (!Op)
      return unknownPart(Parts[1], "read-modify-write operation", T);
    MemOrder O = MemOrder::Na;
    Scope Sc = Scope::None;
    Type Ty = Type::Void;
    if (parseOrderScope(T, 2, O, Sc))
      return true;
    consume();
    if (parseTypeTok(Ty))
      return true;
    const Expr *Addr = parseAddress();
    if (!Addr || expect(TokKind::Comma, "expected ',' after the address"))
      return true;
    const Expr *V = parseTypedExpr(Ty);
    if (!V)
      return true;
    S = Stmt::makeRmw({}, Dest, *Op, O, Sc, Ty, Addr, V);
    return false;
  }

  bool parseCas(Stmt &S, VarId Dest) {
    const Token &T = tok();
    std::vector<std::string_view> Parts = splitOp(T.Text);
    MemOrder O = MemOrder::Na;
    if (parseOrderPart(T, Parts[1], O))
      return true;
    MemOrder Fail = defaultFailureOrder(O);
    Scope Sc = Scope::None;
    size_t I = 2;
    if (I < Parts.size() && parseOrder(Parts[I]))
      Fail = *parseOrder(Parts[I++]);
    if (I < Parts.size()) {
      if (!parseScope(Parts[I]))
        return unknownPart(Parts[I], "memory order or scope", T);
      Sc = *parseScope(Parts[I++]);
    }
    if (I < Parts.size())
      return error(T, "unexpected '" + std::string(Parts[I]) + "' in '" +
                          std::string(T.Text) + "'");
    consume();
    Type Ty = Type::Void;
    if (parseTypeTok(Ty))
      return true;
    const Expr *Addr = parseAddress();
    if (!Addr || expect(TokKind::Comma, "expected ',' after the address"))
      return true;
    const Expr *Expected = parseTypedExpr(Ty);
    if (!Expected ||
        expect(TokKind::Comma, "expected ',' after the expected value"))
      return true;
    const Expr *Desired = parseTypedExpr(Ty);
    if (!Desired)
      return true;
    S = Stmt::makeCas({}, Dest, O, Fail, Sc, Ty, Addr, Expected, Desired);
    return false;
  }

  /// `fence.order.scope[.spaces]` (spaces: global, shared or none).
  bool parseFence(Stmt &S) {
    const Token &T = tok();
    std::vector<std::string_view> Parts = splitOp(T.Text);
    uint8_t Spaces = BarrierAllSpaces;
    if (Parts.size() == 4) {
      if (Parts[3] == "global")
        Spaces = spaceBit(MemSpace::Global);
      else if (Parts[3] == "shared")
        Spaces = spaceBit(MemSpace::Shared);
      else if (Parts[3] == "none")
        Spaces = 0;
      else
        return unknownPart(Parts[3], "fence memory space", T);
    }
    MemOrder O = MemOrder::Na;
    Scope Sc = Scope::None;
    if (Parts.size() > 4)
      return error(T, "unexpected '" + std::string(Parts[4]) + "' in '" +
                          std::string(T.Text) + "'");
    if (Parts.size() == 4) {
      // The order and scope are parts 1 and 2: parse them from a token
      // without the spaces.
      if (parseOrderPart(T, Parts[1], O) || parseScopePart(T, Parts[2], Sc))
        return true;
    } else if (parseOrderScope(T, 1, O, Sc)) {
      return true;
    }
    consume();
    S = Stmt::makeFence({}, O, Sc, Spaces);
    return false;
  }

  /// `barrier.scope[.spaces]`, or after `x =`:
  /// `barrier.scope[.spaces].op e` (spaces: global, shared or none).
  bool parseBarrier(Stmt &S, VarId Dest) {
    const Token &T = tok();
    std::vector<std::string_view> Parts = splitOp(T.Text);
    Scope Sc = Scope::None;
    if (parseScopePart(T, Parts[1], Sc))
      return true;
    size_t Next = 2;
    uint8_t Spaces = BarrierAllSpaces;
    if (Parts.size() > Next) {
      if (Parts[Next] == "global")
        Spaces = spaceBit(MemSpace::Global);
      else if (Parts[Next] == "shared")
        Spaces = spaceBit(MemSpace::Shared);
      else if (Parts[Next] == "none")
        Spaces = 0;
      if (Spaces != BarrierAllSpaces)
        ++Next;
    }
    BarrierOp Op = BarrierOp::None;
    if (Parts.size() > Next) {
      if (Parts[Next] == "count")
        Op = BarrierOp::Count;
      else if (Parts[Next] == "and")
        Op = BarrierOp::And;
      else if (Parts[Next] == "or")
        Op = BarrierOp::Or;
      else
        return unknownPart(Parts[Next],
                           Next == 2 ? "barrier memory space or reduction"
                                     : "barrier reduction",
                           T);
      ++Next;
    }
    if (Parts.size() > Next)
      return error(T, "unexpected '" + std::string(Parts[Next]) + "' in '" +
                          std::string(T.Text) + "'");
    if (Op == BarrierOp::None) {
      if (Dest != Stmt::NoVar)
        return error(T, "a barrier without a reduction assigns nothing");
      consume();
      S = Stmt::makeBarrier({}, Sc, Spaces);
      return false;
    }
    if (Dest == Stmt::NoVar)
      return error(T, "the result of a barrier reduction must be assigned to "
                      "a variable");
    consume();
    const Expr *Operand = parseTypedExpr(Type::I32);
    if (!Operand)
      return true;
    S = Stmt::makeBarrierReduce({}, Dest, Sc, Op, Operand);
    S.Spaces = Spaces;
    return false;
  }

  /// `warp.op mask[, operands]`, optionally after `x =` (docs/ir.md).
  bool parseWarp(Stmt &S, VarId Dest) {
    const Token &T = tok();
    std::string_view Name = T.Text.substr(std::string_view("warp.").size());
    std::optional<WarpOp> Op;
    for (unsigned I = 0; I < NumWarpOps; ++I)
      if (warpOpName(WarpOp(I)) == Name)
        Op = WarpOp(I);
    if (!Op)
      return unknownPart(Name, "warp collective", T);
    if (*Op == WarpOp::Sync && Dest != Stmt::NoVar)
      return error(T, "warp.sync assigns nothing");
    if (*Op == WarpOp::Active && Dest == Stmt::NoVar)
      return error(T, "warp.active needs a destination ('x = warp.active m')");
    consume();
    const Expr *Mask = parseTypedExpr(Type::I32);
    if (!Mask)
      return true;
    std::vector<const Expr *> Operands;
    for (unsigned I = 0; I < warpOpArity(*Op); ++I) {
      if (expect(TokKind::Comma, "expected ',' before the next operand"))
        return true;
      std::optional<Type> Ty;
      if (isShuffle(*Op) && I > 0)
        Ty = Type::I32;
      else if (*Op >= WarpOp::Ballot && *Op <= WarpOp::Uni)
        Ty = Type::Bool;
      else if (*Op >= WarpOp::ReduceAdd)
        Ty = Type::I32;
      else if (isShuffle(*Op) && Dest != Stmt::NoVar)
        Ty = Cur->Vars[Dest].Ty;
      const Expr *E = parseTypedExpr(Ty);
      if (!E)
        return true;
      Operands.push_back(E);
    }
    S = Stmt::makeWarp({}, Dest, *Op, Mask, std::move(Operands));
    return false;
  }

  //===--------------------------------------------------------------------===//
  // Launch
  //===--------------------------------------------------------------------===//

  bool parseDim(Dim3 &D) {
    uint64_t V[3] = {1, 1, 1};
    const uint64_t Max = std::numeric_limits<uint32_t>::max();
    if (!tok().is(TokKind::LBracket)) {
      if (parseUnsigned(Max, V[0], "dimension"))
        return true;
    } else {
      consume();
      for (unsigned I = 0; I < 3; ++I) {
        if (parseUnsigned(Max, V[I], "dimension"))
          return true;
        if (I == 2 || !tok().is(TokKind::Comma))
          break;
        consume();
      }
      if (expect(TokKind::RBracket, "expected ']' after the dimensions"))
        return true;
    }
    D.X = uint32_t(V[0]);
    D.Y = uint32_t(V[1]);
    D.Z = uint32_t(V[2]);
    return false;
  }

  bool parseLaunch() {
    const Token &LaunchTok = tok();
    if (P->Run.K != Launch::Kind::None)
      return error(LaunchTok, "a program has at most one 'launch'");
    consume();
    Launch &L = P->Run;
    L.Loc = irLoc(LaunchTok);
    if (tok().isIdent("kernel")) {
      consume();
      L.K = Launch::Kind::Kernel;
      if (resolveProc(tok(), L.Kernel) ||
          expectIdent("grid", "expected 'grid' after the kernel name") ||
          parseDim(L.Grid) ||
          expectIdent("block", "expected 'block' after the grid size") ||
          parseDim(L.BlockDim))
        return true;
      if (tok().isIdent("warpsync")) {
        consume();
        L.WarpSync = true;
      }
      if (parseArgs(&P->Procs[L.Kernel], L.Args))
        return true;
      return expect(TokKind::Semi, "expected ';' after the launch");
    }
    if (!tok().isIdent("threads"))
      return error(tok(), "expected 'kernel' or 'threads' after 'launch'");
    consume();
    L.K = Launch::Kind::Threads;
    if (expect(TokKind::LBrace, "expected '{' after 'launch threads'"))
      return true;
    while (tok().isIdent("thread")) {
      const Token &ThreadTok = tok();
      consume();
      ExplicitThread Th;
      if (resolveProc(tok(), Th.Proc))
        return true;
      if (tok().is(TokKind::LParen) && parseArgs(&P->Procs[Th.Proc], Th.Args))
        return true;
      uint64_t Block;
      if (expectIdent("block",
                      "expected 'block' after the thread's procedure") ||
          parseUnsigned(std::numeric_limits<uint32_t>::max(), Block,
                        "block index") ||
          parseOptLoc(ThreadTok, Th.Loc) ||
          expect(TokKind::Semi, "expected ';' after the thread"))
        return true;
      Th.BlockIdx = uint32_t(Block);
      L.Threads.push_back(std::move(Th));
    }
    return expect(TokKind::RBrace, "expected 'thread' or '}'");
  }

  /// Pass 2.
  bool parseItems() {
    Pos = 0;
    CurFile = IrFile;
    while (!atEof()) {
      const Token &T = tok();
      bool Err;
      if (T.isIdent("source"))
        Err = parseSourceDirective();
      else if (isSpaceWord(T))
        Err = parseObjectDecl(/*Declare=*/false);
      else if (T.isIdent("proc"))
        Err = parseProc();
      else if (T.isIdent("launch"))
        Err = parseLaunch();
      else
        Err = error(T, "expected 'proc', 'launch', 'source' or a memory "
                       "object declaration");
      if (Err)
        return true;
    }
    return false;
  }
};

std::unique_ptr<Program> Parser::run() {
  P = std::make_unique<Program>();
  IrFile = P->addFile(FileName);
  CurFile = IrFile;
  Toks = lexIR(Text);
  collectDeclarations();
  if (parseItems() || Failed) {
    if (!Failed)
      Diags.error(FileName, 0, 0, "invalid IR");
    return nullptr;
  }
  return std::move(P);
}

} // namespace

std::unique_ptr<Program> parseProgram(std::string_view Text,
                                      std::string_view FileName,
                                      DiagnosticEngine &Diags) {
  return Parser(Text, FileName, Diags).run();
}

std::unique_ptr<Program> parseFile(const std::string &Path,
                                   DiagnosticEngine &Diags) {
  std::string Text, Error;
  if (!readInputFile(Path, Text, Error)) {
    Diags.error("", 0, 0, Error);
    return nullptr;
  }
  return parseProgram(Text, Path, Diags);
}

} // namespace scopecheck::ir
