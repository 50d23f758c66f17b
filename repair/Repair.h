//===- repair/Repair.h - Repair of scope bugs in CUDA source ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The public interface of the repair engine (GPUMC's CheckAndRepairRace,
/// done on the CUDA source): check a kernel, plan edits from the checker's
/// reports, apply them to the source text, re-check, until the kernel is
/// clean, until only unrepairable errors remain, or for at most MaxRounds
/// rounds. docs/repair.md describes what is repaired and how.
///
///   - A heterogeneous race between atomics: the narrower scope(s) are
///     widened until the pair is mutually inclusive (cta -> gpu when the
///     threads are in different blocks).
///   - A data race between an atomic and a non-atomic access: the non-atomic
///     access becomes a relaxed `cuda::atomic_ref` access of the scope the
///     pair needs.
///   - A data race between two non-atomic accesses of threads in different
///     blocks, when those threads executed block-scoped fences: the fences
///     are widened to device scope (message passing across blocks).
///   - Everything else is reported with the reason it is not repaired.
///
/// This header uses no Clang types: the command includes it without
/// Clang's headers.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_REPAIR_REPAIR_H
#define SCOPECHECK_REPAIR_REPAIR_H

#include "checker/Check.h"
#include "checker/Report.h"
#include "ir/Diagnostic.h"
#include "ir/IR.h"
#include "translate/Translate.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scopecheck::repair {

struct Round;

struct RepairOptions {
  /// How the kernel is translated (launch, arguments, Clang flags). The same
  /// options translate every round's text.
  translate::TranslateOptions Translate;
  /// How each round is checked when CheckRound is empty: the dpor engine
  /// (checker/Check.h). StopOnFirst is ignored: planning needs all errors,
  /// so every round runs with StopOnFirst = false.
  checker::CheckOptions Check;
  /// How each round is checked, when set: the caller's engine (the command
  /// runs the engine `check` would choose). It must report every error it
  /// finds (no stop at the first). \p Number is the 1-based number of the
  /// check (round Number's check, or the final re-check after Number - 1
  /// rounds).
  std::function<checker::CheckResult(const ir::Program &P, unsigned Number)>
      CheckRound;
  /// Whether the caller's time budget (`--timeout`) is spent. When it is
  /// after a check that its limit cut (an incomplete check, with or without
  /// errors), the repair stops there, RepairStatus::Incomplete, instead of
  /// planning edits and translating the edited text (two Clang parses, a
  /// quarter to half a second each on a busy machine), so that the command
  /// ends soon after its timeout. Unset: never.
  std::function<bool()> TimeUp;
  /// Called with every round as soon as its edits are planned (before the
  /// re-check), so that a caller can report progress as it happens.
  std::function<void(const Round &)> OnRound;
  /// Rounds of plan-and-edit at most; each is followed by a re-check.
  unsigned MaxRounds = 8;
  /// `--remove-barriers`: once the kernel is clean, delete every
  /// `__syncthreads()` whose deletion keeps it clean (one at a time, each
  /// deletion re-checked; barriers inside loops first).
  bool RemoveBarriers = false;
  /// Whether the kernel of a text is free of errors for every launch (the
  /// symbolic engine): empty when proved, else why not. Unset: deletions
  /// are claimed for the checked launch only.
  std::function<std::string(const std::string &Text)> ProveAllLaunches;
};

/// A place in a source text: 1-based line and column, as Clang prints them.
struct TextLoc {
  std::string File;
  unsigned Line = 0;
  unsigned Col = 0;
};

/// One finding of a round's check, in the terms of the source.
struct Finding {
  checker::ViolationKind Kind = checker::ViolationKind::DataRace;
  std::string
      Message; ///< the checker's message, e.g. "heterogeneous race on '@x[0]'"
  std::vector<TextLoc> Locs; ///< the locations of its events
};

/// One textual edit of a round, made on that round's text.
struct Edit {
  /// Where the replaced text starts (in the round's text, before the edit).
  TextLoc Loc;
  uint64_t Offset = 0; ///< byte offset of the replaced text
  std::string OldText; ///< the text replaced
  std::string NewText; ///< its replacement
  /// Why, e.g. "widened scope of atomicAdd_block to device: threads (0,1)
  /// and (1,0) are in different blocks".
  std::string Explanation;
  /// The edit makes a non-atomic access a relaxed atomic: the race report
  /// goes away, but what the access means changes (a store that had to be
  /// ordered by a barrier is now merely atomic). Only an assertion of the
  /// kernel can confirm such an edit; the explanation says "review".
  bool ChangesMeaning = false;
};

/// A finding the round did not repair, and why.
struct Unrepaired {
  Finding What;
  TextLoc Loc;        ///< where the reason applies (usually the access)
  std::string Reason; ///< e.g. "both accesses are non-atomic: ..."
};

/// One check-plan-edit round.
struct Round {
  unsigned Number = 0;               ///< 1-based
  std::vector<Finding> Findings;     ///< what the round's check found
  std::vector<Edit> Edits;           ///< the edits made (possibly none)
  std::vector<Unrepaired> Unrepairs; ///< findings not repaired, with reasons
  /// Edits left for the next round because they overlap an edit of this
  /// one (a non-atomic access inside another one that is made atomic).
  unsigned Deferred = 0;
};

/// How the loop ended.
enum class RepairStatus : uint8_t {
  NothingToRepair, ///< the first check found no error; text unchanged
  Repaired,        ///< edits were made and the final re-check is clean
  /// Edits were made and the final re-check is clean, but some edit
  /// changes what an access means (Edit::ChangesMeaning) and the re-checked
  /// kernel has no assertion that could confirm it: not a confirmed fix.
  NeedsReview,
  Unrepairable,    ///< errors remain that no edit addresses
  RoundLimit,      ///< MaxRounds rounds were made and errors remain
  Incomplete,      ///< a check was cut by a limit with no error found
};

/// The outcome of repairSource.
struct RepairResult {
  RepairStatus Status = RepairStatus::NothingToRepair;
  std::string Original; ///< the input text
  std::string Patched;  ///< the text after all edits (== Original if none)
  /// The rounds that planned edits or found unrepairable errors, in order.
  std::vector<Round> Rounds;
  /// The last check, on Patched: its verdict is the final verdict.
  checker::CheckResult Final;
  /// The program that Final was computed on (for printing its report).
  std::unique_ptr<ir::Program> FinalProgram;

  /// The barriers deleted by RemoveBarriers (edits of the repaired text,
  /// OldText the deleted text), and for which launches the deletion is
  /// shown safe: "the checked launch", or "every launch" with the
  /// symbolic engine's proof.
  std::vector<Edit> Removed;
  std::string RemovalScope;
  /// Why the symbolic engine did not prove every launch (when it was
  /// asked and did not).
  std::string RemovalNotProved;

  /// The re-checked kernel has an assertion (`assert`, `__assert`): the
  /// re-check tests what the kernel computes, not only that it is free of
  /// races.
  bool HasAssertions = false;

  bool changed() const { return Patched != Original; }
  /// Edits made in all rounds, and those with Edit::ChangesMeaning.
  unsigned numEdits() const;
  unsigned numMeaningChanges() const;
};

/// Repairs \p Code, which diagnostics call \p FileName (the original file
/// name, so that locations stay meaningful). Returns std::nullopt after
/// reporting to \p Diags when the input does not translate (an input
/// error), or when a patched text does not translate (an internal failure
/// of the repair, reported as an error; nothing is claimed then).
std::optional<RepairResult> repairSource(const std::string &Code,
                                         const std::string &FileName,
                                         const RepairOptions &Opts,
                                         ir::DiagnosticEngine &Diags);

/// "device" for Gpu, "block" for Cta, "system" for Sys (the
/// `cuda::thread_scope_*` words users write).
std::string scopeWord(ir::Scope S);

/// The edits of all \p Rounds, made one round after the other starting
/// from \p Original, as edits of \p Original itself (for SARIF fixes,
/// which name regions of the file as it is): in order of Offset, not
/// overlapping, OldText the replaced text of Original. Edits whose texts
/// touch (an edit of a later round inside or next to text an earlier one
/// inserted) become one edit, with their explanations joined by "; ";
/// ChangesMeaning when any of them does. Applying them to Original gives
/// the text after the last round. Loc is left empty.
std::vector<Edit> originalEdits(const std::string &Original,
                                const std::vector<Round> &Rounds);

/// A unified diff (`diff -u` format, 3 lines of context) from \p Old to
/// \p New, with headers `--- OldName` and `+++ NewName`; empty when the
/// texts are equal.
std::string unifiedDiff(const std::string &Old, const std::string &New,
                        const std::string &OldName, const std::string &NewName);

} // namespace scopecheck::repair

#endif // SCOPECHECK_REPAIR_REPAIR_H
