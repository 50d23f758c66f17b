//===- ir/Type.cpp - Names of the IR's enumerations -----------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "ir/Type.h"

#include <array>

namespace scopecheck::ir {

namespace {
/// Finds \p S in a table of spellings indexed by enumerator value.
template <typename E, size_t N>
std::optional<E> lookup(const std::array<std::string_view, N> &Names,
                        std::string_view S, size_t First = 0) {
  for (size_t I = First; I < N; ++I)
    if (Names[I] == S)
      return static_cast<E>(I);
  return std::nullopt;
}

constexpr std::array<std::string_view, 9> TypeNames = {
    "void", "bool", "i8", "i16", "i32", "i64", "f32", "f64", "ptr"};
constexpr std::array<std::string_view, 6> OrderNames = {"na",  "rlx",     "acq",
                                                        "rel", "acq_rel", "sc"};
constexpr std::array<std::string_view, 4> ScopeNames = {"", "cta", "gpu",
                                                        "sys"};
constexpr std::array<std::string_view, 3> SpaceNames = {"global", "shared",
                                                        "local"};
constexpr std::array<std::string_view, 15> RmwNames = {
    "add", "sub", "exch", "smin", "smax", "umin",   "umax",   "and",
    "or",  "xor", "inc",  "dec",  "fadd", "f16add", "bf16add"};
} // namespace

std::string_view typeName(Type T) { return TypeNames[size_t(T)]; }
std::optional<Type> parseType(std::string_view S) {
  return lookup<Type>(TypeNames, S);
}

unsigned intWidth(Type T) {
  switch (T) {
  case Type::Bool:
    return 1;
  case Type::I8:
    return 8;
  case Type::I16:
    return 16;
  case Type::I32:
    return 32;
  case Type::I64:
    return 64;
  default:
    return 0;
  }
}

std::string_view orderName(MemOrder O) { return OrderNames[size_t(O)]; }
std::optional<MemOrder> parseOrder(std::string_view S) {
  return lookup<MemOrder>(OrderNames, S);
}
MemOrder defaultFailureOrder(MemOrder O) {
  if (O == MemOrder::AcqRel)
    return MemOrder::Acq;
  if (O == MemOrder::Rel)
    return MemOrder::Rlx;
  return O;
}

std::string_view scopeName(Scope S) { return ScopeNames[size_t(S)]; }
std::optional<Scope> parseScope(std::string_view S) {
  return lookup<Scope>(ScopeNames, S, /*First=*/1);
}

std::string_view spaceName(MemSpace S) { return SpaceNames[size_t(S)]; }
std::optional<MemSpace> parseSpace(std::string_view S) {
  return lookup<MemSpace>(SpaceNames, S);
}

std::string_view rmwOpName(RmwOp Op) { return RmwNames[size_t(Op)]; }
std::optional<RmwOp> parseRmwOp(std::string_view S) {
  return lookup<RmwOp>(RmwNames, S);
}

} // namespace scopecheck::ir
