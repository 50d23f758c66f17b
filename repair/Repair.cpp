//===- repair/Repair.cpp - The check-plan-edit-recheck loop ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// repairSource (repair/Repair.h): every round translates the current text
/// with the original file name, checks it with all errors, plans actions
/// (repair/Planner.h), locates them in the text (repair/SourceLocator.h),
/// collects the edits as tooling::Replacements (overlapping edits are
/// deferred to the next round) and applies them once.
///
//===----------------------------------------------------------------------===//

#include "repair/Repair.h"

#include "repair/Planner.h"
#include "repair/SourceLocator.h"

#include "ir/passes/Ghost.h"

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <map>

namespace scopecheck::repair {

/// Sets the status and the final check of \p R.
static void finish(RepairResult &R, RepairStatus S, checker::CheckResult C,
                   std::unique_ptr<ir::Program> P) {
  R.Status = S;
  R.Final = std::move(C);
  R.FinalProgram = std::move(P);
}

/// Does edit \p A overlap edit \p B (insertions at the same offset count)?
static bool overlaps(const LocatedEdit &A, const LocatedEdit &B) {
  if (A.Length == 0 || B.Length == 0)
    return A.Offset == B.Offset ||
           (A.Offset > B.Offset && A.Offset < B.Offset + B.Length) ||
           (B.Offset > A.Offset && B.Offset < A.Offset + A.Length);
  return A.Offset < B.Offset + B.Length && B.Offset < A.Offset + A.Length;
}

unsigned RepairResult::numEdits() const {
  unsigned N = 0;
  for (const Round &Rd : Rounds)
    N += Rd.Edits.size();
  return N;
}

unsigned RepairResult::numMeaningChanges() const {
  unsigned N = 0;
  for (const Round &Rd : Rounds)
    for (const Edit &E : Rd.Edits)
      N += E.ChangesMeaning;
  return N;
}

/// The edit that inserts the statement of \p A (a barrier or a fence) at
/// its slot.
static LocatedEdit insertion(const RepairAction &A) {
  LocatedEdit E;
  E.Ok = true;
  E.Loc = A.Slot.At;
  std::string Call = A.Text.substr(0, A.Text.find('('));
  E.What = "inserted " + Call + "()" +
           (A.Slot.AtEnd ? " at the end of the block" : "");
  if (A.Slot.Wrap) {
    // `for (...)\n    BODY` becomes `for (...) {\n    BODY\n    STMT\n  }`
    // (or the statement first): the body keeps its text and indentation.
    const StmtSlot &S = A.Slot;
    E.Offset = S.WrapOffset;
    E.OldText = S.WrapText;
    E.Length = S.WrapText.size();
    std::string Close = "\n" + S.OuterIndent + "}";
    E.NewText = S.AtEnd ? " {" + S.WrapText + "\n" + S.Indent + A.Text + Close
                        : " {\n" + S.Indent + A.Text +
                              (S.WrapText.find('\n') == std::string::npos
                                   ? "\n" + S.Indent + S.WrapText.substr(
                                                          S.WrapText.find_first_not_of(" \t"))
                                   : S.WrapText) +
                              Close;
    E.What = "inserted " + Call + "() " +
             (S.AtEnd ? "at the end" : "at the start") +
             " of the body, which gets braces";
    return E;
  }
  E.Offset = A.Slot.Offset;
  E.Length = 0;
  E.NewText =
      A.Slot.OwnLine ? A.Slot.Indent + A.Text + "\n" : A.Text + " ";
  return E;
}

/// Does \p P assert anything (a functional check of what it computes)?
static bool hasAssertions(const ir::Program &P) {
  for (const ir::Procedure &Proc : P.Procs)
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &S : B.Stmts)
        if (S.Kind == ir::StmtKind::Assert)
          return true;
  return false;
}

/// \p Text with the deletions \p Del (non-overlapping, any order) made.
static std::string deleteRanges(const std::string &Text,
                                std::vector<const SourceBarrier *> Del) {
  std::sort(Del.begin(), Del.end(),
            [](const SourceBarrier *A, const SourceBarrier *B) {
              return A->Offset > B->Offset;
            });
  std::string Out = Text;
  for (const SourceBarrier *B : Del)
    Out.erase(B->Offset, B->Length);
  return Out;
}

/// --remove-barriers on the clean result \p R: deletes the barriers of
/// the kernel whose deletion keeps every check clean, barriers inside
/// loops first, then in source order, each deletion checked with the ones
/// before it. Returns false after reporting an internal failure.
static bool removeBarriers(RepairResult &R, const std::string &FileName,
                           const RepairOptions &Opts, unsigned &Number,
                           ir::DiagnosticEngine &Diags) {
  std::string Error;
  std::unique_ptr<SourceLocator> Loc =
      SourceLocator::parse(R.Patched, FileName, Opts.Translate, Error);
  if (!Loc) {
    Diags.error(FileName, 0, 0,
                "cannot re-parse the repaired text: " + Error);
    return false;
  }
  const SourceFunction *Fn = kernelFunction(*R.FinalProgram, Loc->functions());
  if (!Fn)
    return true;
  std::vector<size_t> Cands = kernelBarriers(*R.FinalProgram, *Fn);
  std::stable_sort(Cands.begin(), Cands.end(), [&](size_t A, size_t B) {
    return Fn->Barriers[A].LoopDepth > Fn->Barriers[B].LoopDepth;
  });
  checker::CheckOptions C = Opts.Check;
  C.StopOnFirst = false;
  std::vector<const SourceBarrier *> Deleted;
  for (size_t I : Cands) {
    std::vector<const SourceBarrier *> Try = Deleted;
    Try.push_back(&Fn->Barriers[I]);
    std::string Text = deleteRanges(R.Patched, Try);
    ir::DiagnosticEngine Quiet;
    std::unique_ptr<ir::Program> P =
        translate::translateSource(Text, FileName, Opts.Translate, Quiet);
    if (!P || Quiet.hasErrors())
      continue;
    // The concrete engines check the program without its ghost code
    // (barrier invariants, --no-inline's modular calls), as `check` does.
    ir::stripBarrierInvariants(*P);
    ++Number;
    checker::CheckResult Res = Opts.CheckRound ? Opts.CheckRound(*P, Number)
                                               : checker::checkProgram(*P, C);
    if (Res.V != checker::Verdict::Safe || !Res.Violations.empty())
      continue;
    Deleted = Try;
    R.Final = std::move(Res);
    R.FinalProgram = std::move(P);
  }
  if (Deleted.empty())
    return true;
  std::sort(Deleted.begin(), Deleted.end(),
            [](const SourceBarrier *A, const SourceBarrier *B) {
              return A->Offset < B->Offset;
            });
  for (const SourceBarrier *B : Deleted) {
    Edit E;
    E.Loc = B->Loc;
    E.Offset = B->Offset;
    E.OldText = B->Text;
    E.Explanation = "removed __syncthreads(): without it the kernel is still "
                    "free of races and barrier divergence";
    R.Removed.push_back(std::move(E));
  }
  R.Patched = deleteRanges(R.Patched, Deleted);
  R.RemovalScope = "the checked launch";
  if (Opts.ProveAllLaunches) {
    std::string Why = Opts.ProveAllLaunches(R.Patched);
    if (Why.empty())
      R.RemovalScope = "every launch";
    else
      R.RemovalNotProved = Why;
  }
  return true;
}

std::optional<RepairResult> repairSource(const std::string &Code,
                                         const std::string &FileName,
                                         const RepairOptions &Opts,
                                         ir::DiagnosticEngine &Diags) {
  RepairResult Result;
  Result.Original = Code;
  std::string Text = Code;
  checker::CheckOptions C = Opts.Check;
  C.StopOnFirst = false;

  for (unsigned Number = 1;; ++Number) {
    std::unique_ptr<ir::Program> P =
        translate::translateSource(Text, FileName, Opts.Translate, Diags);
    if (!P || Diags.hasErrors()) {
      if (Number > 1)
        Diags.error(FileName, 0, 0,
                    "the text repaired in round " + std::to_string(Number - 1) +
                        " does not translate (a bug of the repair); no "
                        "repair is claimed");
      return std::nullopt;
    }
    ir::stripBarrierInvariants(*P);
    checker::CheckResult R = Opts.CheckRound ? Opts.CheckRound(*P, Number)
                                             : checker::checkProgram(*P, C);
    if (R.Violations.empty()) {
      Result.HasAssertions = hasAssertions(*P);
      RepairStatus S = R.V == checker::Verdict::Incomplete
                           ? RepairStatus::Incomplete
                       : Number == 1 ? RepairStatus::NothingToRepair
                       : Result.numMeaningChanges() && !Result.HasAssertions
                           ? RepairStatus::NeedsReview
                           : RepairStatus::Repaired;
      Result.Patched = Text;
      finish(Result, S, std::move(R), std::move(P));
      if (Opts.RemoveBarriers && S != RepairStatus::Incomplete &&
          !removeBarriers(Result, FileName, Opts, Number, Diags))
        return std::nullopt;
      return Result;
    }
    // The check was cut by the timeout: no time is left to plan a round
    // and translate its text, and no re-check could follow.
    if (!R.IncompleteReason.empty() && Opts.TimeUp && Opts.TimeUp()) {
      Result.Patched = Text;
      finish(Result, RepairStatus::Incomplete, std::move(R), std::move(P));
      return Result;
    }
    if (Number > Opts.MaxRounds) {
      Result.Patched = Text;
      finish(Result, RepairStatus::RoundLimit, std::move(R), std::move(P));
      return Result;
    }

    // The source of the round's text: insertion places for barriers and
    // fences, and the scope spellings of the edits.
    std::string Error;
    std::unique_ptr<SourceLocator> Loc =
        SourceLocator::parse(Text, FileName, Opts.Translate, Error);
    if (!Loc) {
      Diags.error(FileName, 0, 0,
                  "cannot re-parse the text of round " +
                      std::to_string(Number) + ": " + Error);
      return std::nullopt;
    }
    SourceContext Src;
    Src.Kernel = kernelFunction(*P, Loc->functions());
    Src.Libcu = Loc->usesLibcu();
    Plan Pl = planRepairs(*P, R, &Src);
    Round Rd;
    Rd.Number = Number;
    Rd.Findings = Pl.Findings;
    Rd.Unrepairs = Pl.Unrepairs;

    // Locate every action; merge actions that resolve to the same text
    // (a macro or an alias shared by several accesses).
    struct Planned {
      LocatedEdit E;
      std::string Why;
      bool ChangesMeaning = false;
    };
    std::vector<Planned> Located;
    bool NeedsHeader = false;
    for (const RepairAction &A : Pl.Actions) {
      LocatedEdit E = A.Kind == ActionKind::InsertBarrier ||
                              A.Kind == ActionKind::InsertFence
                          ? insertion(A)
                          : Loc->locate(A);
      if (!E.Ok) {
        Rd.Unrepairs.push_back({Pl.Findings[A.FindingIndex], A.Loc, E.Reason});
        continue;
      }
      bool Same = false;
      for (const Planned &Prev : Located)
        if (Prev.E.Offset == E.Offset && Prev.E.Length == E.Length &&
            Prev.E.NewText == E.NewText)
          Same = true;
      if (Same)
        continue;
      NeedsHeader |= E.NeedsAtomicHeader;
      Located.push_back(
          {std::move(E), A.Why, A.Kind == ActionKind::MakeAtomic});
    }
    if (NeedsHeader)
      if (std::optional<LocatedEdit> H = Loc->atomicHeaderInsertion())
        Located.push_back({std::move(*H), "", false});
    std::stable_sort(Located.begin(), Located.end(),
                     [](const Planned &X, const Planned &Y) {
                       return X.E.Offset < Y.E.Offset;
                     });

    clang::tooling::Replacements Reps;
    std::vector<const LocatedEdit *> Accepted;
    for (const Planned &Cand : Located) {
      const LocatedEdit &E = Cand.E;
      bool Conflict = false;
      for (const LocatedEdit *A : Accepted)
        Conflict |= overlaps(*A, E);
      if (!Conflict) {
        llvm::Error Err = Reps.add(clang::tooling::Replacement(
            FileName, unsigned(E.Offset), unsigned(E.Length), E.NewText));
        if (Err) {
          llvm::consumeError(std::move(Err));
          Conflict = true;
        }
      }
      if (Conflict) {
        ++Rd.Deferred;
        continue;
      }
      Accepted.push_back(&E);
      Edit Ed;
      Ed.Loc = E.Loc;
      Ed.Offset = E.Offset;
      Ed.OldText = E.OldText;
      Ed.NewText = E.NewText;
      Ed.Explanation = Cand.Why.empty() ? E.What : E.What + ": " + Cand.Why;
      Ed.ChangesMeaning = Cand.ChangesMeaning;
      if (Ed.ChangesMeaning)
        Ed.Explanation += "; this changes what the access means: review";
      Rd.Edits.push_back(std::move(Ed));
    }
    bool OnlyHeader = Rd.Edits.size() == 1 && Rd.Edits[0].OldText.empty() &&
                      Rd.Edits[0].NewText == "#include <cuda/atomic>\n";
    if (Rd.Edits.empty() || OnlyHeader) {
      Rd.Edits.clear();
      if (Opts.OnRound)
        Opts.OnRound(Rd);
      Result.Rounds.push_back(std::move(Rd));
      Result.Patched = Text;
      finish(Result, RepairStatus::Unrepairable, std::move(R), std::move(P));
      return Result;
    }
    llvm::Expected<std::string> NewText =
        clang::tooling::applyAllReplacements(Text, Reps);
    if (!NewText) {
      Diags.error(FileName, 0, 0,
                  "cannot apply the edits of round " + std::to_string(Number) +
                      ": " + llvm::toString(NewText.takeError()));
      return std::nullopt;
    }
    if (Opts.OnRound)
      Opts.OnRound(Rd);
    Result.Rounds.push_back(std::move(Rd));
    Text = std::move(*NewText);
  }
}

} // namespace scopecheck::repair
