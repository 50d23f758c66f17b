//===- repair/Planner.cpp - From checker reports to repair actions --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// planRepairs (repair/Planner.h): GPUMC's CheckAndRepairRace as a planner.
///
//===----------------------------------------------------------------------===//

#include "repair/Planner.h"

#include "checker/ExecutionGraph.h"

#include <map>
#include <set>
#include <tuple>

namespace scopecheck::repair {

using checker::ViolationEvent;
using checker::ViolationKind;

static unsigned scopeRank(ir::Scope S) {
  switch (S) {
  case ir::Scope::None:
    return 0;
  case ir::Scope::Cta:
    return 1;
  case ir::Scope::Gpu:
    return 2;
  case ir::Scope::Sys:
    return 3;
  }
  return 0;
}

ir::Scope neededScope(uint64_t BlockA, uint64_t BlockB) {
  return BlockA == BlockB ? ir::Scope::Cta : ir::Scope::Gpu;
}

bool scopeCovers(ir::Scope S, ir::Scope Needed) {
  return scopeRank(S) >= scopeRank(Needed);
}

std::string scopeWord(ir::Scope S) {
  switch (S) {
  case ir::Scope::Cta:
    return "block";
  case ir::Scope::Gpu:
    return "device";
  case ir::Scope::Sys:
    return "system";
  case ir::Scope::None:
    break;
  }
  return "none";
}

static TextLoc textLoc(const ir::Program &P, const ir::SourceLoc &L) {
  TextLoc T;
  if (L.isValid()) {
    T.File = P.fileName(L.File);
    T.Line = L.Line;
    T.Col = L.Col;
  }
  return T;
}

/// "(block,thread)", the notation of the repair notes.
static std::string threadName(const ViolationEvent &E) {
  return "(" + std::to_string(E.Block) + "," + std::to_string(E.ThreadInBlock) +
         ")";
}

/// "threads (0,1) and (1,0) are in different blocks" / "... in the same
/// block".
static std::string pairWhy(const ViolationEvent &A, const ViolationEvent &B) {
  return "threads " + threadName(A) + " and " + threadName(B) +
         (A.Block == B.Block ? " are in the same block"
                             : " are in different blocks");
}

/// The block-scoped fences that the threads of \p A and \p B executed in
/// the witness graph of \p V.
static std::vector<ir::SourceLoc> blockFences(const checker::Violation &V) {
  std::vector<ir::SourceLoc> Out;
  if (!V.Graph || V.Events.size() != 2)
    return Out;
  const checker::ExecutionGraph &G = *V.Graph;
  for (unsigned T = 0; T < G.numThreads(); ++T) {
    const checker::ThreadInfo &TI = G.threadInfo(T);
    bool Racing = false;
    for (const ViolationEvent &E : V.Events)
      Racing |= TI.Block == E.Block && TI.ThreadInBlock == E.ThreadInBlock;
    if (!Racing)
      continue;
    for (const checker::Event &Ev : G.thread(T))
      if (Ev.Kind == checker::EventKind::Fence && Ev.Sc == ir::Scope::Cta &&
          Ev.S && Ev.S->Loc.isValid())
        Out.push_back(Ev.S->Loc);
  }
  return Out;
}

Plan planRepairs(const ir::Program &P, const checker::CheckResult &R) {
  Plan Out;
  // Actions keyed by (kind, file, line, col), so that the output order is
  // the source order and duplicates merge.
  using Key = std::tuple<int, std::string, unsigned, unsigned>;
  std::map<Key, RepairAction> Actions;
  auto Add = [&](RepairAction A) {
    Key K{int(A.Kind), A.Loc.File, A.Loc.Line, A.Loc.Col};
    auto [It, New] = Actions.emplace(K, A);
    if (!New && scopeRank(A.Target) > scopeRank(It->second.Target))
      It->second = std::move(A);
  };
  auto Unrepairable = [&](size_t F, const TextLoc &L, std::string Why) {
    Out.Unrepairs.push_back({Out.Findings[F], L, std::move(Why)});
  };

  // Non-atomic accesses that race with an atomic one become atomic; a race
  // of two non-atomic accesses one of which is among them is left to the
  // re-check instead of being called unrepairable.
  std::set<std::tuple<uint32_t, uint32_t, uint32_t>> MadeAtomic;
  auto LocKey = [](const ir::SourceLoc &L) {
    return std::make_tuple(L.File, L.Line, L.Col);
  };
  for (const checker::Violation &V : R.Violations)
    if (V.Kind == ViolationKind::DataRace && V.Events.size() == 2 &&
        ir::isAtomic(V.Events[0].Order) != ir::isAtomic(V.Events[1].Order))
      for (const ViolationEvent &E : V.Events)
        if (!ir::isAtomic(E.Order))
          MadeAtomic.insert(LocKey(E.Loc));

  for (const checker::Violation &V : R.Violations) {
    Finding F;
    F.Kind = V.Kind;
    F.Message = V.Message;
    for (const ViolationEvent &E : V.Events)
      F.Locs.push_back(textLoc(P, E.Loc));
    size_t FI = Out.Findings.size();
    Out.Findings.push_back(F);
    TextLoc First = F.Locs.empty() ? TextLoc() : F.Locs[0];

    switch (V.Kind) {
    case ViolationKind::HeterogeneousRace:
    case ViolationKind::DataRace: {
      if (V.Events.size() != 2) {
        Unrepairable(FI, First, "the report does not name both accesses");
        break;
      }
      const ViolationEvent &A = V.Events[0], &B = V.Events[1];
      ir::Scope Need = neededScope(A.Block, B.Block);
      std::string Why = pairWhy(A, B);
      bool AtomicA = ir::isAtomic(A.Order), AtomicB = ir::isAtomic(B.Order);
      if (!AtomicA && !AtomicB) {
        // Message passing across blocks through block-scoped fences: the
        // fences synchronise only within a block.
        std::vector<ir::SourceLoc> Fences =
            A.Block != B.Block ? blockFences(V) : std::vector<ir::SourceLoc>();
        if (Fences.empty() && (MadeAtomic.count(LocKey(A.Loc)) ||
                               MadeAtomic.count(LocKey(B.Loc))))
          break;
        if (Fences.empty()) {
          Unrepairable(FI, First,
                       "both accesses are non-atomic: the race needs "
                       "synchronisation (a barrier, or atomics and fences), "
                       "which a wider scope does not give");
          break;
        }
        for (const ir::SourceLoc &L : Fences) {
          RepairAction Act;
          Act.Kind = ActionKind::WidenScope;
          Act.Loc = textLoc(P, L);
          Act.Current = ir::Scope::Cta;
          Act.Target = Need;
          Act.Why = Why + " (a block-scoped fence does not order their "
                          "non-atomic accesses)";
          Act.FindingIndex = FI;
          Add(std::move(Act));
        }
        break;
      }
      for (const ViolationEvent *E : {&A, &B}) {
        RepairAction Act;
        Act.Loc = textLoc(P, E->Loc);
        Act.Target = Need;
        Act.Why = Why;
        Act.FindingIndex = FI;
        if (!ir::isAtomic(E->Order)) {
          Act.Kind = ActionKind::MakeAtomic;
          Act.IsWrite = E->IsWrite;
        } else if (!scopeCovers(E->Sc, Need)) {
          Act.Kind = ActionKind::WidenScope;
          Act.Current = E->Sc;
        } else {
          continue;
        }
        if (!Act.Loc.Line) {
          Unrepairable(FI, First, "an access has no source location");
          continue;
        }
        Add(std::move(Act));
      }
      break;
    }
    case ViolationKind::BarrierDivergence:
      Unrepairable(FI, First,
                   "barrier divergence is a control-flow bug, not a scope "
                   "bug: it is reported, not repaired");
      break;
    case ViolationKind::Assertion:
      Unrepairable(FI, First, "assertion failures are reported, not repaired");
      break;
    case ViolationKind::OutOfBounds:
      Unrepairable(FI, First,
                   "out-of-bounds accesses are reported, not repaired");
      break;
    case ViolationKind::RuntimeError:
      Unrepairable(FI, First, "runtime errors are reported, not repaired");
      break;
    case ViolationKind::UndefinedValue:
      Unrepairable(FI, First,
                   "a collective reading a lane its mask does not name is a "
                   "control-flow bug: it is reported, not repaired");
      break;
    }
  }
  for (auto &[K, A] : Actions)
    Out.Actions.push_back(std::move(A));
  return Out;
}

} // namespace scopecheck::repair
