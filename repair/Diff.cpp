//===- repair/Diff.cpp - Unified diffs of a repaired text -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// unifiedDiff (repair/Repair.h): a line diff by longest common subsequence
/// on the part between the common prefix and suffix (repairs change a few
/// lines of a file), printed as `diff -u` does with 3 lines of context.
/// originalEdits: the edits of all rounds as edits of the original text.
///
//===----------------------------------------------------------------------===//

#include "repair/Repair.h"

#include <algorithm>
#include <sstream>

namespace scopecheck::repair {

/// The lines of \p Text, each with its newline (the last may lack one).
static std::vector<std::string> splitLines(const std::string &Text) {
  std::vector<std::string> Lines;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    size_t Next = End == std::string::npos ? Text.size() : End + 1;
    Lines.push_back(Text.substr(Pos, Next - Pos));
    Pos = Next;
  }
  return Lines;
}

namespace {
/// One line of the edit script: ' ' kept, '-' removed, '+' added.
struct DiffLine {
  char Op;
  size_t OldIdx, NewIdx; ///< 0-based line numbers before the line
  const std::string *Text;
};
} // namespace

std::string unifiedDiff(const std::string &Old, const std::string &New,
                        const std::string &OldName,
                        const std::string &NewName) {
  if (Old == New)
    return "";
  std::vector<std::string> A = splitLines(Old), B = splitLines(New);
  size_t Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  size_t Suf = 0;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  size_t N = A.size() - Pre - Suf, M = B.size() - Pre - Suf;
  // L[i][j]: LCS length of A[Pre+i..] and B[Pre+j..] within the middle.
  std::vector<std::vector<uint32_t>> L(N + 1, std::vector<uint32_t>(M + 1));
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      L[I][J] = A[Pre + I] == B[Pre + J] ? L[I + 1][J + 1] + 1
                                         : std::max(L[I + 1][J], L[I][J + 1]);
  std::vector<DiffLine> Script;
  for (size_t I = 0; I < Pre; ++I)
    Script.push_back({' ', I, I, &A[I]});
  size_t I = 0, J = 0;
  while (I < N || J < M) {
    if (I < N && J < M && A[Pre + I] == B[Pre + J]) {
      Script.push_back({' ', Pre + I, Pre + J, &A[Pre + I]});
      ++I;
      ++J;
    } else if (I < N && (J == M || L[I + 1][J] >= L[I][J + 1])) {
      Script.push_back({'-', Pre + I, Pre + J, &A[Pre + I]});
      ++I;
    } else {
      Script.push_back({'+', Pre + I, Pre + J, &B[Pre + J]});
      ++J;
    }
  }
  for (size_t K = 0; K < Suf; ++K)
    Script.push_back(
        {' ', A.size() - Suf + K, B.size() - Suf + K, &A[A.size() - Suf + K]});

  std::ostringstream OS;
  OS << "--- " << OldName << "\n+++ " << NewName << "\n";
  const size_t Context = 3;
  size_t K = 0;
  while (K < Script.size()) {
    if (Script[K].Op == ' ') {
      ++K;
      continue;
    }
    // A hunk: from Context lines before this change to Context lines after
    // the last change that is at most 2 * Context kept lines away.
    size_t Begin = K >= Context ? K - Context : 0;
    size_t End = K;
    size_t Last = K;
    while (End < Script.size()) {
      if (Script[End].Op != ' ')
        Last = End;
      else if (End - Last > 2 * Context)
        break;
      ++End;
    }
    End = std::min(Script.size(), Last + 1 + Context);
    size_t OldStart = Script[Begin].OldIdx, NewStart = Script[Begin].NewIdx;
    size_t OldCount = 0, NewCount = 0;
    for (size_t X = Begin; X < End; ++X) {
      OldCount += Script[X].Op != '+';
      NewCount += Script[X].Op != '-';
    }
    OS << "@@ -" << (OldCount ? OldStart + 1 : OldStart) << "," << OldCount
       << " +" << (NewCount ? NewStart + 1 : NewStart) << "," << NewCount
       << " @@\n";
    for (size_t X = Begin; X < End; ++X) {
      OS << Script[X].Op << *Script[X].Text;
      if (Script[X].Text->empty() || Script[X].Text->back() != '\n')
        OS << "\n\\ No newline at end of file\n";
    }
    K = End;
  }
  return OS.str();
}

//===----------------------------------------------------------------------===//
// Edits of the original text
//===----------------------------------------------------------------------===//

namespace {

/// A piece of a round's text: a range of the original text, or text an
/// edit inserted (possibly empty: a deletion's mark), with why.
struct Piece {
  bool Original = true;
  size_t Begin = 0, End = 0; ///< Original: the range in the original
  std::string Text;          ///< not Original: the inserted text
  std::vector<std::string> Why;
  bool ChangesMeaning = false;
  size_t size() const { return Original ? End - Begin : Text.size(); }
};

/// Splits \p Pieces so that a piece starts at text position \p Pos;
/// returns the index of that piece (Pieces.size() at the end).
size_t splitAt(std::vector<Piece> &Pieces, size_t Pos) {
  size_t At = 0;
  for (size_t I = 0; I < Pieces.size(); ++I) {
    size_t N = Pieces[I].size();
    if (Pos == At)
      return I;
    if (Pos < At + N) {
      Piece Tail = Pieces[I];
      size_t Cut = Pos - At;
      if (Tail.Original) {
        Pieces[I].End = Pieces[I].Begin + Cut;
        Tail.Begin += Cut;
      } else {
        Pieces[I].Text.resize(Cut);
        Tail.Text.erase(0, Cut);
      }
      Pieces.insert(Pieces.begin() + I + 1, std::move(Tail));
      return I + 1;
    }
    At += N;
  }
  return Pieces.size();
}

} // namespace

std::vector<Edit> originalEdits(const std::string &Original,
                                const std::vector<Round> &Rounds) {
  std::vector<Piece> Pieces;
  if (!Original.empty())
    Pieces.push_back({true, 0, Original.size(), "", {}, false});
  for (const Round &Rd : Rounds) {
    // A round's edits name offsets of the round's text: apply the last
    // first, so that the offsets of the others stay valid.
    std::vector<const Edit *> Order;
    for (const Edit &E : Rd.Edits)
      Order.push_back(&E);
    std::stable_sort(Order.begin(), Order.end(),
                     [](const Edit *A, const Edit *B) {
                       return A->Offset > B->Offset;
                     });
    for (const Edit *E : Order) {
      size_t First = splitAt(Pieces, E->Offset);
      size_t Last = splitAt(Pieces, E->Offset + E->OldText.size());
      Piece New;
      New.Original = false;
      New.Text = E->NewText;
      New.Why.push_back(E->Explanation);
      New.ChangesMeaning = E->ChangesMeaning;
      // What the edit replaces of earlier edits' text goes with it.
      for (size_t I = First; I < Last; ++I)
        if (!Pieces[I].Original) {
          New.Why.insert(New.Why.begin(), Pieces[I].Why.begin(),
                         Pieces[I].Why.end());
          New.ChangesMeaning |= Pieces[I].ChangesMeaning;
        }
      // An original piece that the edit replaces is gone; its place is
      // kept by the inserted piece.
      Pieces.erase(Pieces.begin() + First, Pieces.begin() + Last);
      Pieces.insert(Pieces.begin() + First, std::move(New));
    }
  }
  // Runs of inserted pieces between original pieces are the edits; so is
  // a gap in the original ranges (text deleted with no piece left).
  std::vector<Edit> Out;
  size_t OrigPos = 0;
  for (size_t I = 0; I <= Pieces.size();) {
    if (I < Pieces.size() && Pieces[I].Original &&
        Pieces[I].Begin == OrigPos) {
      OrigPos = Pieces[I].End;
      ++I;
      continue;
    }
    Edit E;
    E.Offset = OrigPos;
    std::vector<std::string> Why;
    for (; I < Pieces.size() && !Pieces[I].Original; ++I) {
      E.NewText += Pieces[I].Text;
      for (const std::string &W : Pieces[I].Why)
        if (!W.empty() && std::find(Why.begin(), Why.end(), W) == Why.end())
          Why.push_back(W);
      E.ChangesMeaning |= Pieces[I].ChangesMeaning;
    }
    size_t Next = I < Pieces.size() ? Pieces[I].Begin : Original.size();
    E.OldText = Original.substr(OrigPos, Next - OrigPos);
    for (const std::string &W : Why)
      E.Explanation += (E.Explanation.empty() ? "" : "; ") + W;
    if (E.OldText != E.NewText)
      Out.push_back(std::move(E));
    OrigPos = Next;
    if (I == Pieces.size())
      break;
  }
  return Out;
}

} // namespace scopecheck::repair
