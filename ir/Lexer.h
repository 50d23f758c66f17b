//===- ir/Lexer.h - Tokens of the textual IR -------------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Splits the textual IR of docs/ir.md §1 into tokens. Used by the parser;
/// the reserved-word test is shared with the printer's tests.
///
/// The lexer never fails: a malformed piece of text (an invalid character,
/// an unterminated string, `%` without a suffix, ...) becomes an Error token
/// carrying the message, at the position where the problem is, and lexing
/// goes on after it. The parser reports an Error token when it reaches it,
/// so diagnostics come in text order.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_LEXER_H
#define SCOPECHECK_IR_LEXER_H

#include "ir/IR.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scopecheck::ir {

enum class TokKind : uint8_t {
  Eof,
  Error,  ///< a lexical error; Value holds the message
  Ident,  ///< identifier or reserved word (may contain '.' and '$')
  AtName, ///< `@name`; Text excludes the '@'
  Int,    ///< integer literal, with its sign when negative
  Float,  ///< float literal (also `inf`, `-inf`, `nan`)
  String, ///< string literal; Value holds the decoded contents
  BinOp,  ///< a binary operator (Op); `-` is also the unary minus
  LParen,
  RParen,
  LBracket,
  RBracket,
  LBrace,
  RBrace,
  Comma,
  Semi,
  Colon,
  Question,
  Arrow, ///< `=>`
  Equal, ///< `=`
  Excl,  ///< `!` (boolean not, and the start of a `!line:col`)
  Tilde, ///< `~`
};

struct Token {
  TokKind Kind = TokKind::Eof;
  /// The spelling in the source (without the '@' of an AtName and without
  /// the `:type` suffix of a literal).
  std::string_view Text;
  uint32_t Line = 0;
  uint32_t Col = 0;
  /// The operator of a BinOp token.
  BinOp Op = BinOp::Add;
  /// Int and Float: the type name written after ':' (empty when none).
  std::string_view Suffix;
  /// String: the decoded contents. Error: the message.
  std::string Value;

  bool is(TokKind K) const { return Kind == K; }
  bool isIdent(std::string_view S) const {
    return Kind == TokKind::Ident && Text == S;
  }
  bool isBinOp(BinOp O) const { return Kind == TokKind::BinOp && Op == O; }
};

/// Splits \p Text into tokens. The result always ends with one Eof token
/// placed just after the last character.
std::vector<Token> lexIR(std::string_view Text);

/// True for the reserved words of docs/ir.md §1 that are whole identifiers:
/// type names, keywords, builtins, `true false null inf nan`, and every
/// identifier with a `load.` `store.` `rmw.` `cas.` `fence.` `barrier.` or
/// cast-name prefix. (Math-function names are reserved only before '(' and
/// are not included.)
bool isReservedWord(std::string_view S);

/// True when \p S is an identifier of docs/ir.md §1 (so that printing it
/// lets the lexer read it back as one token).
bool isIdentifier(std::string_view S);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_LEXER_H
