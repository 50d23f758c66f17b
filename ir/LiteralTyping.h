//===- ir/LiteralTyping.h - Types of untyped literals ----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rules of docs/ir.md §3.1 that give a literal written without a
/// `:type` suffix its type from context. The parser applies them; the
/// printer runs the same code to find the literals the parser could not type
/// and writes a suffix on exactly those, so the two cannot drift apart.
///
/// The rules work on a tree of typing::Node in two passes:
///  1. computeKnownTypes, bottom up: the type an expression has by itself
///     (a variable's type, a cast's target, a typed literal's type, and
///     operators over such operands); unknown for untyped literals and
///     operators over them only.
///  2. assignLiteralTypes, top down: each operator passes an expected type
///     to its operands (the known type of the node when there is one,
///     otherwise the type expected of the node itself), and an untyped
///     literal gets the type expected of it, if any. Comparisons pass the
///     known type of either operand and nothing else; `&&`, `||`, `!` and
///     conditions pass bool; casts pass nothing; `+`/`-` with a `ptr`
///     operand pass i64 to the other operand (an element offset).
/// The expected type of a node therefore only matters when the node has no
/// known type, and then it becomes the node's type.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_LITERALTYPING_H
#define SCOPECHECK_IR_LITERALTYPING_H

#include "ir/IR.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace scopecheck::ir::typing {

/// An expression node as the typing rules see it. The parser and the
/// printer derive their own node types from it.
struct Node {
  ExprKind Kind = ExprKind::Const;
  uint8_t Op = 0;
  /// Leaves (typed literals, variables, builtins, `@obj`, `null`) and
  /// casts: the node's own type. Untyped literals: set by the caller of
  /// assignLiteralTypes. Operators: set by computeResultTypes.
  Type Ty = Type::Void;
  /// A literal whose type comes from context.
  bool Untyped = false;
  unsigned NumOps = 0;
  Node *Ops[3] = {nullptr, nullptr, nullptr};
  /// The type the node has without context (pass 1).
  std::optional<Type> Known;
};

/// The result type of operator node \p N given the types of its operands
/// (std::nullopt when unknown), following the table of docs/ir.md §3 and
/// best effort on ill-typed operands (the verifier rejects those).
std::optional<Type> operatorType(const Node &N, std::optional<Type> A,
                                 std::optional<Type> B, std::optional<Type> C);

/// Pass 1: sets Known on every node of the tree.
void computeKnownTypes(Node &N);

/// Called for each untyped literal, left to right, with the type expected
/// of it (std::nullopt when the context gives none). Returning false stops
/// the walk.
using LiteralVisitor = std::function<bool(Node &, std::optional<Type>)>;

/// Pass 2 (after computeKnownTypes): calls \p Visit on every untyped
/// literal with its expected type; \p Expected is the type the context
/// expects of the whole tree. Returns false when a visit returned false.
bool assignLiteralTypes(Node &N, std::optional<Type> Expected,
                        const LiteralVisitor &Visit);

/// Pass 3 (after the literals have their Ty): sets Ty of every operator
/// node from its operands.
void computeResultTypes(Node &N);

/// The magnitude of an integer literal's spelling (`42`, `-0x1f`; the sign
/// is ignored); false when it does not fit in 64 bits.
bool integerMagnitude(std::string_view Spelling, uint64_t &Out);

/// Converts the spelling of a literal (\p IsFloat: `1.5`, `-2e3`, `inf`,
/// `-inf`, `nan`; otherwise an integer spelling) to the bits of a value of
/// type \p Ty (an integer spelling may be read as a float, not the reverse;
/// `nan` is the canonical quiet NaN). Returns the diagnostic message on
/// failure (`integer literal '300' does not fit in i8`), empty on success.
std::string literalBits(std::string_view Spelling, bool IsFloat, Type Ty,
                        uint64_t &Bits);

} // namespace scopecheck::ir::typing

#endif // SCOPECHECK_IR_LITERALTYPING_H
