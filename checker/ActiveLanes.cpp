//===- checker/ActiveLanes.cpp - Partitions of active lanes ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ActiveScript: set partitions as restricted growth strings (a[0] = 0,
/// a[i] <= 1 + max(a[0..i-1])), enumerated in lexicographic order per
/// instance and as an odometer over instances.
///
//===----------------------------------------------------------------------===//

#include "checker/ActiveLanes.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <tuple>

namespace scopecheck::checker {

uint32_t ActiveScript::classOf(const std::string &Key, uint32_t Lanes,
                               unsigned Lane) {
  Used = true;
  if (Together)
    return Lanes;
  auto It = Index.find(Key);
  size_t I;
  if (It == Index.end()) {
    Entry E;
    E.Key = Key;
    E.Lanes = Lanes;
    E.Rgs.assign(size_t(__builtin_popcount(Lanes)), 0);
    I = Entries.size();
    Entries.push_back(std::move(E));
    Index.emplace(Key, I);
  } else {
    I = It->second;
  }
  const Entry &E = Entries[I];
  if (!(E.Lanes >> Lane & 1))
    return uint32_t(1) << Lane; // not met before: a class of its own
  // The position of each existing lane in the string.
  uint8_t Mine = 0;
  for (unsigned L = 0, Pos = 0; L < 32; ++L)
    if (E.Lanes >> L & 1) {
      if (L == Lane)
        Mine = E.Rgs[Pos];
      ++Pos;
    }
  uint32_t Class = 0;
  for (unsigned L = 0, Pos = 0; L < 32; ++L)
    if (E.Lanes >> L & 1) {
      if (E.Rgs[Pos] == Mine)
        Class |= uint32_t(1) << L;
      ++Pos;
    }
  return Class & Lanes;
}

/// The next restricted growth string in lexicographic order.
static bool nextRgs(std::vector<uint8_t> &A) {
  for (size_t I = A.size(); I-- > 1;) {
    uint8_t Max = *std::max_element(A.begin(), A.begin() + I);
    if (A[I] <= Max) {
      ++A[I];
      std::fill(A.begin() + I + 1, A.end(), 0);
      return true;
    }
  }
  return false;
}

bool ActiveScript::next() {
  while (!Entries.empty()) {
    if (nextRgs(Entries.back().Rgs))
      return true;
    Index.erase(Entries.back().Key);
    Entries.pop_back();
  }
  return false;
}

std::string ActiveScript::describe() const {
  std::string S;
  for (const Entry &E : Entries) {
    uint8_t Classes = 0;
    for (uint8_t C : E.Rgs)
      Classes = std::max<uint8_t>(Classes, C + 1);
    std::string Part;
    for (uint8_t C = 0; C < Classes; ++C) {
      std::string Set;
      for (unsigned L = 0, Pos = 0; L < 32; ++L)
        if (E.Lanes >> L & 1) {
          if (E.Rgs[Pos] == C)
            Set += (Set.empty() ? "" : ",") + std::to_string(L);
          ++Pos;
        }
      Part += (C == 0 ? "" : C + 1 == Classes ? " and " : ", ") +
              ("{" + Set + "}");
    }
    S += (S.empty() ? "" : "; ") + std::string("lanes ") + Part + " " + E.Key.substr(0, E.Key.find('#'));
  }
  return S;
}

CheckResult exploreActivePartitions(const std::function<CheckResult()> &Check,
                                    ActiveScript &Script, bool StopOnFirst,
                                    double TimeoutSeconds) {
  auto Start = std::chrono::steady_clock::now();
  CheckResult Total;
  std::set<std::tuple<int, std::string>> Seen;
  std::map<std::tuple<int, std::string>, size_t> SeenAt;
  for (uint64_t Runs = 1;; ++Runs) {
    CheckResult R = Check();
    bool Chosen = Script.used() && !Script.Together;
    std::string Choice = Chosen ? Script.describe() : std::string();
    std::vector<Violation> Found = std::move(R.Violations);
    R.Violations.clear();
    if (Runs == 1) {
      Total = std::move(R);
    } else {
      Total.Stats.Executions += R.Stats.Executions;
      Total.Stats.Blocked += R.Stats.Blocked;
      Total.Stats.Pruned += R.Stats.Pruned;
      if (Total.IncompleteReason.empty())
        Total.IncompleteReason = R.IncompleteReason;
    }
    // Each run reports its errors as the engine does; an error found again
    // with another partition (same kind, message and places) is not repeated,
    // but its finding's counts (checker/Findings.h) become the larger of the
    // runs' (the runs' instance sets are not kept, so not their union).
    std::set<std::tuple<int, std::string>> Keys;
    for (Violation &V : Found) {
      std::string Key = V.Message;
      for (const ViolationEvent &E : V.Events)
        Key += "|" + std::to_string(E.Loc.File) + ":" +
               std::to_string(E.Loc.Line) + ":" + std::to_string(E.Loc.Col);
      Keys.insert({int(V.Kind), Key});
      if (Runs > 1 && Seen.count({int(V.Kind), Key})) {
        auto It = SeenAt.find({int(V.Kind), Key});
        if (It != SeenAt.end()) {
          Violation &Old = Total.Violations[It->second];
          Old.ThreadPairs = std::max(Old.ThreadPairs, V.ThreadPairs);
          Old.Elements = std::max(Old.Elements, V.Elements);
        }
        continue;
      }
      SeenAt.insert({{int(V.Kind), Key}, Total.Violations.size()});
      if (!Choice.empty())
        V.Notes.push_back("with the active lanes (__activemask, "
                          "coalesced_threads) executing together as: " +
                          Choice);
      Total.Violations.push_back(std::move(V));
    }
    Seen.insert(Keys.begin(), Keys.end());
    if (!Chosen || (!Total.Violations.empty() && StopOnFirst) ||
        !Script.next())
      break;
    double Elapsed = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - Start)
                         .count();
    if (Runs >= ActiveScript::MaxRuns ||
        (TimeoutSeconds > 0 && Elapsed > TimeoutSeconds)) {
      std::string Why =
          Runs >= ActiveScript::MaxRuns
              ? "more than " + std::to_string(ActiveScript::MaxRuns) +
                    " partitions of the active lanes (__activemask, "
                    "coalesced_threads) to explore"
              : "timeout reached while exploring the partitions of the "
                "active lanes (__activemask, coalesced_threads)";
      Total.IncompleteReason = Total.IncompleteReason.empty()
                                   ? Why
                                   : Total.IncompleteReason + "; " + Why;
      break;
    }
  }
  if (Total.Stats.Seconds > 0 || Script.used())
    Total.Stats.Seconds = std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - Start)
                              .count();
  if (!Total.Violations.empty())
    Total.V = Verdict::Error;
  else if (!Total.IncompleteReason.empty())
    Total.V = Verdict::Incomplete;
  else
    Total.V = Verdict::Safe;
  return Total;
}

std::string activeInstanceKey(const ir::Program &P, const ir::ThreadState &TS,
                              const ir::Stmt &S, uint64_t Block,
                              uint64_t Warp) {
  std::string K = "at ";
  if (S.Loc.isValid())
    K += P.fileName(S.Loc.File) + ":" + std::to_string(S.Loc.Line) + ":" +
         std::to_string(S.Loc.Col) + " ";
  K += "in warp " + std::to_string(Warp) + " of block " +
       std::to_string(Block) + "#";
  for (const ir::Frame &F : TS.Frames)
    K += std::to_string(F.Proc) + "." + std::to_string(F.Block) + "." +
         std::to_string(F.StmtIdx) + "/";
  for (uint32_t I : TS.LoopIters)
    K += std::to_string(I) + ",";
  return K;
}

} // namespace scopecheck::checker
