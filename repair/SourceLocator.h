//===- repair/SourceLocator.h - Repair actions to text edits ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Finds the text that a repair action must change. The locator re-parses
/// the round's text with the front-end's Clang setup
/// (translate/ClangInvocation.h) and finds the AST node the action's
/// location names: the front-end gives every event the presumed
/// file:line:col of the expansion location of its statement's first token
/// (the callee of `atomicAdd_block(...)`, the object of `r.fetch_add(...)`,
/// the left-hand side of `a[i] = v`, the first token of a read `a[i]`).
///
/// Scope spellings are followed to where they are written: through macro
/// expansions (SourceManager spelling locations: an edit in a macro of the
/// input file is made once, in its definition), through the template
/// arguments of `cuda::atomic_ref`/`cuda::atomic` and the typedef/using
/// aliases and alias templates that name them. Only the input file is
/// edited. No Clang types in this header.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_REPAIR_SOURCELOCATOR_H
#define SCOPECHECK_REPAIR_SOURCELOCATOR_H

#include "repair/Barriers.h"
#include "repair/Planner.h"

#include <memory>
#include <string>

namespace scopecheck::repair {

/// An edit found for an action, or the reason there is none.
struct LocatedEdit {
  bool Ok = false;
  uint64_t Offset = 0; ///< byte offset in the text
  uint64_t Length = 0; ///< bytes replaced
  std::string OldText, NewText;
  TextLoc Loc; ///< where the replaced text starts
  /// What was done, without the reason, e.g. "widened scope of
  /// atomicAdd_block to device".
  std::string What;
  /// When !Ok: why the action cannot be carried out.
  std::string Reason;
  /// The new text uses cuda::atomic_ref (needs <cuda/atomic>).
  bool NeedsAtomicHeader = false;
};

class SourceLocator {
public:
  /// Parses \p Text (called \p FileName) as the front-end does. Returns
  /// null with \p Error set when Clang cannot parse it.
  static std::unique_ptr<SourceLocator>
  parse(const std::string &Text, const std::string &FileName,
        const translate::TranslateOptions &Opts, std::string &Error);
  ~SourceLocator();

  /// The edit that carries out \p A in the parsed text.
  LocatedEdit locate(const RepairAction &A);

  /// Where `#include <cuda/atomic>` goes (an insertion at the start of a
  /// line), or std::nullopt when the text already includes it.
  std::optional<LocatedEdit> atomicHeaderInsertion();

  /// The function definitions of the input file with their insertion
  /// places and barrier statements (repair/Barriers.h). A template's body
  /// is listed once.
  const std::vector<SourceFunction> &functions();

  /// Does the text use libcu++ (includes <cuda/atomic> or
  /// <cuda/std/atomic>, or names cuda::atomic*)? Its fences are then
  /// written as cuda::atomic_thread_fence.
  bool usesLibcu();

  struct Impl;

private:
  explicit SourceLocator(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> I;
};

} // namespace scopecheck::repair

#endif // SCOPECHECK_REPAIR_SOURCELOCATOR_H
