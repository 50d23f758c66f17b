//===- checker/Model.h - The memory models by name -------------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The memory models the checker implements (docs/memory-model.md), in a
/// header of its own so that the command line can name them without pulling
/// in the execution graph.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_MODEL_H
#define SCOPECHECK_CHECKER_MODEL_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace scopecheck::checker {

/// `src11`: scoped RC11 (the default); `rc11`: RC11, every scope system;
/// `sc`: sequential consistency.
enum class ModelKind : uint8_t { Src11, Rc11, Sc };
std::string_view modelName(ModelKind M); ///< "src11", "rc11", "sc"
std::optional<ModelKind> parseModel(std::string_view S);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_MODEL_H
