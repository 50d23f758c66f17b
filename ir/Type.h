//===- ir/Type.h - Value types and memory-model attributes -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The small closed enumerations of the IR: value types, memory orders,
/// scopes, memory spaces, read-modify-write operations and source locations.
/// Each enumeration has a name function giving its spelling in the textual IR
/// (docs/ir.md) and a parse function for the reverse direction.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_TYPE_H
#define SCOPECHECK_IR_TYPE_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace scopecheck::ir {

/// A value type. Integers are signless bit vectors (as in LLVM); operations
/// that depend on signedness say so (`/s` vs `/u`, `sext` vs `zext`, ...).
/// `Bool` behaves as a 1-bit integer in casts. `Ptr` is a (memory object,
/// element offset) pair. `Void` is only the return type of procedures.
enum class Type : uint8_t { Void, Bool, I8, I16, I32, I64, F32, F64, Ptr };

/// Spelling in the textual IR: "void", "bool", "i8", ..., "f64", "ptr".
std::string_view typeName(Type T);
std::optional<Type> parseType(std::string_view S);
/// Bit width of an integer or bool type (bool = 1); 0 for others.
unsigned intWidth(Type T);
inline bool isInt(Type T) {
  return T == Type::I8 || T == Type::I16 || T == Type::I32 || T == Type::I64;
}
inline bool isFloat(Type T) { return T == Type::F32 || T == Type::F64; }
/// Integers and bool: the types the integer casts accept.
inline bool isIntOrBool(Type T) { return isInt(T) || T == Type::Bool; }

/// C11/PTX memory order of a memory event. `Na` is a non-atomic access.
enum class MemOrder : uint8_t { Na, Rlx, Acq, Rel, AcqRel, Sc };
std::string_view
orderName(MemOrder O); ///< "na", "rlx", "acq", "rel", "acq_rel", "sc"
std::optional<MemOrder> parseOrder(std::string_view S);
inline bool isAtomic(MemOrder O) { return O != MemOrder::Na; }
/// True when \p O has acquire semantics (acq, acq_rel, sc).
inline bool isAcquire(MemOrder O) {
  return O == MemOrder::Acq || O == MemOrder::AcqRel || O == MemOrder::Sc;
}
/// True when \p O has release semantics (rel, acq_rel, sc).
inline bool isRelease(MemOrder O) {
  return O == MemOrder::Rel || O == MemOrder::AcqRel || O == MemOrder::Sc;
}
/// The failure order C++ derives for a compare-exchange whose success order
/// is \p O (acq_rel -> acq, rel -> rlx, others unchanged).
MemOrder defaultFailureOrder(MemOrder O);

/// The scope of an atomic event, fence or barrier: the set of threads it
/// includes relative to the issuing thread (DESIGN.md §3).
/// `None` is used only by non-atomic accesses.
enum class Scope : uint8_t { None, Cta, Gpu, Sys };
std::string_view scopeName(Scope S); ///< "", "cta", "gpu", "sys"
std::optional<Scope> parseScope(std::string_view S);

/// Where a memory object lives. Global: one copy for the grid. Shared: one
/// copy per block. Local: one copy per thread (accesses are thread-local and
/// never memory events).
enum class MemSpace : uint8_t { Global, Shared, Local };
std::string_view spaceName(MemSpace S); ///< "global", "shared", "local"
std::optional<MemSpace> parseSpace(std::string_view S);

/// The operation of a read-modify-write (`rmw.OP`). Min/max come in signed
/// and unsigned forms; Inc/Dec are CUDA's wrapping atomicInc/atomicDec on
/// unsigned values; FAdd is floating-point addition; F16Add and BF16Add add
/// 16-bit floats held as i16 bits (CUDA's atomicAdd on `__half` and
/// `__nv_bfloat16`): the exact sum rounded once to the format.
enum class RmwOp : uint8_t {
  Add,
  Sub,
  Exch,
  SMin,
  SMax,
  UMin,
  UMax,
  And,
  Or,
  Xor,
  Inc,
  Dec,
  FAdd,
  F16Add,
  BF16Add
};
std::string_view rmwOpName(RmwOp Op); ///< "add", "sub", "exch", "smin", ...
std::optional<RmwOp> parseRmwOp(std::string_view S);

/// Identifies a source file in a Program's file table (Program::fileName).
using FileId = uint32_t;

/// A position in a source file: 1-based line and column. A default-built
/// SourceLoc (Line == 0) means "unknown"; diagnostics then omit line:col.
struct SourceLoc {
  FileId File = 0;
  uint32_t Line = 0;
  uint32_t Col = 0;
  bool isValid() const { return Line != 0; }
  friend bool operator==(const SourceLoc &A, const SourceLoc &B) {
    return A.File == B.File && A.Line == B.Line && A.Col == B.Col;
  }
  friend bool operator!=(const SourceLoc &A, const SourceLoc &B) {
    return !(A == B);
  }
};

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_TYPE_H
