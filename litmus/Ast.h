//===- litmus/Ast.h - Syntax tree of a litmus test -------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The syntax tree the litmus parser (litmus/Parser.cpp) builds and the
/// translator (litmus/Translate.cpp) turns into IR: the header, the initial
/// state, the threads with their C statements and expressions, `locations`
/// and the final condition. Internal to the litmus module.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_LITMUS_AST_H
#define SCOPECHECK_LITMUS_AST_H

#include "ir/Type.h"
#include "litmus/Litmus.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scopecheck::litmus {

/// A position in the litmus file (1-based).
struct Pos {
  uint32_t Line = 0, Col = 0;
};

/// A C integer type of the subset: its IR width and signedness, and whether
/// it is an atomic type (`atomic_int`, `_Atomic int`).
struct CType {
  ir::Type Ty = ir::Type::I32;
  bool Signed = true;
  bool Atomic = false;
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

/// A C expression.
struct Expr {
  enum class Kind : uint8_t {
    Int,    ///< integer literal Value
    Name,   ///< a register, a location (pointer parameter) or a constant
            ///< like memory_order_relaxed
    Unary,  ///< Op in {"-", "!", "~", "*" (dereference), "&" (address)}
    Binary, ///< Op: a C binary operator (not assignment)
    Assign, ///< Op: "=", "+=", ...; Ops[0] is the target
    IncDec, ///< Op: "++" or "--"; Postfix says which form
    Cond,   ///< Ops[0] ? Ops[1] : Ops[2]
    Call,   ///< Name(Ops...)
    Index,  ///< Ops[0][Ops[1]]
    Cast,   ///< (CastTy) Ops[0]
  } K = Kind::Int;
  Pos P;
  std::string Op;   ///< operator spelling
  std::string Name; ///< Name, Call
  uint64_t Value = 0;
  bool Postfix = false;
  CType CastTy;
  std::vector<ExprPtr> Ops;
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

/// One declared variable of a declaration statement.
struct Declarator {
  Pos P;
  std::string Name;
  bool Pointer = false;
  ExprPtr Init; ///< may be null
};

/// A C statement.
struct Stmt {
  enum class Kind : uint8_t {
    Empty,
    Expr,     ///< E;
    Decl,     ///< Ty Decls;
    Block,    ///< { Body }
    If,       ///< if (E) Body[0] else Body[1] (Body[1] may be null)
    While,    ///< while (E) Body[0]
    DoWhile,  ///< do Body[0] while (E);
    For,      ///< for (Body[0]; E; Step) Body[1]
    Break,
    Continue,
    Return,   ///< return; (a thread's end)
    Label,    ///< Name: Body[0]
  } K = Kind::Empty;
  Pos P;
  ExprPtr E;
  ExprPtr Step; ///< For
  CType Ty;     ///< Decl
  std::vector<Declarator> Decls;
  std::vector<StmtPtr> Body; ///< entries may be null (an omitted else, for)
  std::string Name;          ///< Label
};

/// A parameter of a thread: `global atomic_int* x`.
struct Param {
  Pos P;
  std::string Name;
  CType Ty;          ///< the pointee type
  bool Local = false; ///< OpenCL `local` address space
};

/// One thread `P<n>[@wg W, dev D] (params) { body }`.
struct Thread {
  Pos P;
  Pos EndP; ///< the closing brace
  unsigned Number = 0;
  bool Placed = false;
  int64_t WorkGroup = 0, Device = 0;
  std::vector<Param> Params;
  std::vector<StmtPtr> Body;
};

/// One entry of the initial state.
struct InitEntry {
  Pos P;
  bool IsRegister = false; ///< `0:r0 = v`
  unsigned Thread = 0;
  std::string Name;
  std::optional<CType> Ty; ///< when declared with a type
  int64_t Value = 0;
};

/// A location in the condition: `0:r0`, `x` or `[x]`.
struct CondLoc {
  Pos P;
  bool IsRegister = false;
  unsigned Thread = 0;
  std::string Name;
};

/// The condition's proposition before name resolution.
struct CondProp {
  Prop::Kind K = Prop::Kind::True;
  Pos P;
  CondLoc Loc;        ///< Eq
  int64_t Value = 0;  ///< Eq
  bool Negated = false; ///< Eq written with `!=`
  std::vector<CondProp> Ops;
};

/// The whole test.
struct TestAst {
  std::string Name;
  Dialect D = Dialect::C;
  std::vector<InitEntry> Init;
  std::vector<Thread> Threads;
  std::vector<CondLoc> Locations;
  bool HasCondition = false;
  Quantifier Q = Quantifier::Exists;
  CondProp Cond;
  std::string CondText;
  Pos CondPos;
};

/// Parses \p Text into \p T; reports syntax errors at \p Path:line:col into
/// \p Diags and returns false after the first one.
bool parseTest(std::string_view Text, const std::string &Path, TestAst &T,
               ir::DiagnosticEngine &Diags);

/// Translates a parsed test into IR (litmus/Translate.cpp). Returns null
/// with the errors in \p Diags.
std::unique_ptr<LitmusTest> translateTest(const TestAst &T,
                                          const std::string &Path,
                                          ir::DiagnosticEngine &Diags);

} // namespace scopecheck::litmus

#endif // SCOPECHECK_LITMUS_AST_H
