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
#include "checker/Witness.h"
#include "ir/Diagnostic.h"

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

/// "thread 0 of block 0 and thread 3 of block 1 are in different blocks",
/// "thread 0 and thread 1 of block 0 are in the same block" (2-D and 3-D
/// launches: the indices, as checker::threadText writes them).
static std::string pairWhy(const ir::Program &P, const ViolationEvent &A,
                           const ViolationEvent &B) {
  std::string TA = checker::threadText(P, A.Block, A.ThreadInBlock),
              TB = checker::threadText(P, B.Block, B.ThreadInBlock);
  if (A.Block != B.Block)
    return TA + " and " + TB + " are in different blocks";
  // The same block: name it once.
  size_t Of = TA.find(" of block ");
  return TA.substr(0, Of) + " and " + TB + " are in the same block";
}

/// Why a warp barrier orders \p A and \p B: "thread 0 and thread 1 of
/// block 0 are lanes of one warp".
static std::string warpPairWhy(const ir::Program &P, const ViolationEvent &A,
                               const ViolationEvent &B) {
  std::string TA = checker::threadText(P, A.Block, A.ThreadInBlock),
              TB = checker::threadText(P, B.Block, B.ThreadInBlock);
  return TA.substr(0, TA.find(" of block ")) + " and " + TB +
         " are lanes of one warp";
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

/// "the write of 'x[0]' at k.cu:4:3", for the notes.
static std::string accessWhat(const ir::Program &P, const ViolationEvent &E,
                              const std::string &Name) {
  TextLoc L = textLoc(P, E.Loc);
  return std::string(E.IsWrite ? "the write" : "the read") +
         (Name.empty() ? "" : " of '" + Name + "'") + " at " +
         std::to_string(L.Line) + ":" + std::to_string(L.Col);
}

/// The location name of a race without the '@' of IR names.
static std::string plainName(const checker::Violation &V) {
  std::string N = V.LocationName;
  if (!N.empty() && N[0] == '@')
    N.erase(0, 1);
  size_t Of = N.find(" of block");
  if (Of != std::string::npos)
    N.erase(Of);
  return N;
}

const SourceFunction *kernelFunction(const ir::Program &P,
                                     const std::vector<SourceFunction> &Fns) {
  if (P.Run.K != ir::Launch::Kind::Kernel || P.Run.Kernel >= P.Procs.size())
    return nullptr;
  const ir::SourceLoc &L = P.Procs[P.Run.Kernel].Loc;
  if (!L.isValid())
    return nullptr;
  for (const SourceFunction &F : Fns)
    if (F.NameLoc.File == P.fileName(L.File) && F.NameLoc.Line == L.Line &&
        F.NameLoc.Col == L.Col)
      return &F;
  return nullptr;
}

namespace {

/// Message passing found in a race's witness: the writer's data write is
/// followed by an atomic flag write that the reader's atomic flag read,
/// before its data read, reads from.
struct MessagePassing {
  bool Found = false;
  const ir::Stmt *FlagWrite = nullptr, *FlagRead = nullptr;
  const ir::Stmt *DataRead = nullptr;
  bool WriterFenced = false, ReaderFenced = false;
};

bool sameLoc(const ir::SourceLoc &A, const ir::SourceLoc &B) {
  return A.File == B.File && A.Line == B.Line && A.Col == B.Col;
}

/// Does the thread \p T of \p G run a fence that orders for a thread of
/// another block (device scope or wider, or a release/acquire access of
/// such scope) between positions \p From and \p To (exclusive)?
bool deviceFenceBetween(const checker::ExecutionGraph &G, unsigned T,
                        size_t From, size_t To) {
  const std::vector<checker::Event> &Ev = G.thread(T);
  for (size_t I = From + 1; I < To && I < Ev.size(); ++I)
    if (Ev[I].Kind == checker::EventKind::Fence &&
        scopeCovers(Ev[I].Sc, ir::Scope::Gpu))
      return true;
  return false;
}

MessagePassing findMessagePassing(const checker::Violation &V) {
  MessagePassing Out;
  if (!V.Graph || V.Events.size() != 2)
    return Out;
  const ViolationEvent *W = &V.Events[0], *R = &V.Events[1];
  if (!W->IsWrite)
    std::swap(W, R);
  if (!W->IsWrite || R->IsWrite)
    return Out;
  const checker::ExecutionGraph &G = *V.Graph;
  auto ThreadOf = [&](const ViolationEvent &E) {
    for (unsigned T = 0; T < G.numThreads(); ++T)
      if (G.threadInfo(T).Block == E.Block &&
          G.threadInfo(T).ThreadInBlock == E.ThreadInBlock)
        return int(T);
    return -1;
  };
  int TW = ThreadOf(*W), TR = ThreadOf(*R);
  if (TW < 0 || TR < 0)
    return Out;
  const std::vector<checker::Event> &EW = G.thread(TW), &ER = G.thread(TR);
  // The reader's data read: the last non-atomic read at R's location.
  size_t IR = SIZE_MAX;
  for (size_t I = 0; I < ER.size(); ++I)
    if (ER[I].isRead() && !ER[I].isAtomic() && ER[I].S &&
        sameLoc(ER[I].S->Loc, R->Loc))
      IR = I;
  if (IR == SIZE_MAX)
    return Out;
  // The writer's data write: the first non-atomic write at W's location.
  size_t IW = SIZE_MAX;
  for (size_t I = 0; I < EW.size() && IW == SIZE_MAX; ++I)
    if (EW[I].isWrite() && !EW[I].isAtomic() && EW[I].S &&
        sameLoc(EW[I].S->Loc, W->Loc))
      IW = I;
  if (IW == SIZE_MAX)
    return Out;
  // The flag: an atomic read of the reader before its data read that reads
  // from an atomic write of the writer after its data write (the last such
  // read: the one the poll loop exited on).
  for (size_t J = IR; J-- > 0;) {
    const checker::Event &FR = ER[J];
    if (!FR.isRead() || !FR.isAtomic() || FR.Rf.isInit() ||
        FR.Rf.Thread != unsigned(TW) || FR.Rf.Index <= IW)
      continue;
    const checker::Event &FW = G.event(FR.Rf);
    if (!FW.isAtomic() || !FW.S || !FR.S)
      continue;
    Out.Found = true;
    Out.FlagWrite = FW.S;
    Out.FlagRead = FR.S;
    Out.DataRead = ER[IR].S;
    // A release flag write or a fence of device scope between data and
    // flag already orders the writer's side; likewise acquire or a fence
    // on the reader's.
    Out.WriterFenced = deviceFenceBetween(G, TW, IW, FR.Rf.Index) ||
                       ((FW.Order == ir::MemOrder::Rel ||
                         FW.Order == ir::MemOrder::AcqRel ||
                         FW.Order == ir::MemOrder::Sc) &&
                        scopeCovers(FW.Sc, ir::Scope::Gpu));
    Out.ReaderFenced = deviceFenceBetween(G, TR, J, IR) ||
                       ((FR.Order == ir::MemOrder::Acq ||
                         FR.Order == ir::MemOrder::AcqRel ||
                         FR.Order == ir::MemOrder::Sc) &&
                        scopeCovers(FR.Sc, ir::Scope::Gpu));
    break;
  }
  return Out;
}

} // namespace

Plan planRepairs(const ir::Program &P, const checker::CheckResult &R,
                 const SourceContext *Src) {
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
  for (const checker::Violation &V : R.Violations) {
    Finding F;
    F.Kind = V.Kind;
    F.Message = V.Message;
    for (const ViolationEvent &E : V.Events)
      F.Locs.push_back(textLoc(P, E.Loc));
    Out.Findings.push_back(F);
  }

  // Ordering first: races inside a block go to barrier placement; those a
  // barrier orders are done, the others keep their reason.
  const SourceFunction *Kernel = Src ? Src->Kernel : nullptr;
  std::vector<std::string> NoBarrier(R.Violations.size());
  std::vector<bool> Ordered(R.Violations.size(), false);
  if (Kernel) {
    std::vector<BarrierRace> Races;
    std::vector<size_t> RaceOf;
    for (size_t I = 0; I < R.Violations.size(); ++I) {
      const checker::Violation &V = R.Violations[I];
      if (V.Kind == ViolationKind::DataRace && V.Events.size() == 2 &&
          V.Events[0].Block == V.Events[1].Block) {
        // Warps are 32 consecutive linear thread indices of a block.
        bool SameWarp = !V.AcrossWarps &&
                        V.Events[0].ThreadInBlock / ir::WarpSize ==
                            V.Events[1].ThreadInBlock / ir::WarpSize;
        Races.push_back({V.Events[0].Loc, V.Events[1].Loc, I, SameWarp});
        RaceOf.push_back(I);
      }
    }
    if (!Races.empty()) {
      BarrierPlan BP = placeBarriers(P, *Kernel, Races);
      for (size_t K = 0; K < Races.size(); ++K) {
        Ordered[RaceOf[K]] = BP.Reason[K].empty();
        NoBarrier[RaceOf[K]] = BP.Reason[K];
      }
      for (size_t C = 0; C < BP.Chosen.size(); ++C) {
        if (BP.Orders[C].empty())
          continue;
        RepairAction Act;
        Act.Kind = ActionKind::InsertBarrier;
        Act.Slot = Kernel->Slots[BP.Chosen[C]];
        Act.Loc = Act.Slot.At;
        Act.Text = !BP.Warp[C]                ? "__syncthreads();"
                   : Act.Slot.WarpTile.empty() ? "__syncwarp();"
                                               : Act.Slot.WarpTile + ".sync();";
        size_t First = RaceOf[BP.Orders[C][0]];
        const checker::Violation &V = R.Violations[First];
        std::string Name = plainName(V);
        Act.Why = "orders " + accessWhat(P, V.Events[0], Name) + " and " +
                  accessWhat(P, V.Events[1], "") + " (" +
                  (BP.Warp[C] ? warpPairWhy(P, V.Events[0], V.Events[1])
                              : pairWhy(P, V.Events[0], V.Events[1])) +
                  ")";
        if (BP.Orders[C].size() > 1)
          Act.Why += " and " + ir::plural(BP.Orders[C].size() - 1,
                                          "more race", "more races");
        Act.FindingIndex = First;
        Add(std::move(Act));
      }
    }
  }

  // Non-atomic accesses that race with an atomic one, where nothing orders
  // the pair, become atomic; a race of two non-atomic accesses one of which
  // is among them is left to the re-check instead of being called
  // unrepairable.
  std::set<std::tuple<uint32_t, uint32_t, uint32_t>> MadeAtomic;
  auto LocKey = [](const ir::SourceLoc &L) {
    return std::make_tuple(L.File, L.Line, L.Col);
  };
  for (size_t I = 0; I < R.Violations.size(); ++I) {
    const checker::Violation &V = R.Violations[I];
    if (!Ordered[I] && V.Kind == ViolationKind::DataRace &&
        V.Events.size() == 2 &&
        ir::isAtomic(V.Events[0].Order) != ir::isAtomic(V.Events[1].Order))
      for (const ViolationEvent &E : V.Events)
        if (!ir::isAtomic(E.Order))
          MadeAtomic.insert(LocKey(E.Loc));
  }

  for (size_t FI = 0; FI < R.Violations.size(); ++FI) {
    const checker::Violation &V = R.Violations[FI];
    const Finding &F = Out.Findings[FI];
    TextLoc First = F.Locs.empty() ? TextLoc() : F.Locs[0];
    if (Ordered[FI])
      continue;

    switch (V.Kind) {
    case ViolationKind::HeterogeneousRace:
    case ViolationKind::DataRace: {
      if (V.Events.size() != 2) {
        Unrepairable(FI, First, "the report does not name both accesses");
        break;
      }
      const ViolationEvent &A = V.Events[0], &B = V.Events[1];
      ir::Scope Need = neededScope(A.Block, B.Block);
      std::string Why = pairWhy(P, A, B);
      bool AtomicA = ir::isAtomic(A.Order), AtomicB = ir::isAtomic(B.Order);
      if (!AtomicA && !AtomicB) {
        // Message passing across blocks through block-scoped fences: the
        // fences synchronise only within a block.
        std::vector<ir::SourceLoc> Fences =
            A.Block != B.Block ? blockFences(V) : std::vector<ir::SourceLoc>();
        if (Fences.empty() && (MadeAtomic.count(LocKey(A.Loc)) ||
                               MadeAtomic.count(LocKey(B.Loc))))
          break;
        if (Fences.empty() && A.Block != B.Block && Kernel) {
          // Message passing across blocks through an atomic flag, without
          // the fences that order the data with the flag.
          MessagePassing MP = findMessagePassing(V);
          if (MP.Found && (!MP.WriterFenced || !MP.ReaderFenced)) {
            std::string Fence =
                Src->Libcu ? "cuda::atomic_thread_fence(cuda::memory_order_"
                             "seq_cst, cuda::thread_scope_device);"
                           : "__threadfence();";
            std::string Name = plainName(V);
            bool Placed = true;
            auto Insert = [&](const ir::Stmt *Before, const std::string &W) {
              size_t S = slotBefore(*Kernel, textLoc(P, Before->Loc));
              if (S == SIZE_MAX) {
                Placed = false;
                return;
              }
              RepairAction Act;
              Act.Kind = ActionKind::InsertFence;
              Act.Slot = Kernel->Slots[S];
              Act.Loc = Act.Slot.At;
              Act.Text = Fence;
              Act.Why = W;
              Act.FindingIndex = FI;
              Add(std::move(Act));
            };
            TextLoc FW = textLoc(P, MP.FlagWrite->Loc),
                    FR = textLoc(P, MP.FlagRead->Loc);
            std::string FlagW = "the flag write at " + std::to_string(FW.Line) +
                                ":" + std::to_string(FW.Col);
            std::string FlagR = "the flag read at " + std::to_string(FR.Line) +
                                ":" + std::to_string(FR.Col);
            const ViolationEvent &Wr = A.IsWrite ? A : B;
            const ViolationEvent &Rd = A.IsWrite ? B : A;
            if (!MP.WriterFenced)
              Insert(MP.FlagWrite, "orders " + accessWhat(P, Wr, Name) +
                                       " before " + FlagW + " (" + Why +
                                       ": message passing)");
            if (!MP.ReaderFenced)
              Insert(MP.DataRead, "orders " + FlagR + " before " +
                                      accessWhat(P, Rd, Name) + " (" + Why +
                                      ": message passing)");
            if (Placed)
              break;
            Unrepairable(FI, First,
                         "message passing without fences, but the flag "
                         "access or the data read is not a statement of a "
                         "braced block where a fence can be inserted");
            break;
          }
        }
        if (Fences.empty()) {
          std::string Reason =
              !NoBarrier[FI].empty()
                  ? "both accesses are non-atomic and no barrier orders them: " +
                        NoBarrier[FI]
                  : "both accesses are non-atomic: the race needs "
                    "synchronisation (a barrier, or atomics and fences), "
                    "which a wider scope does not give";
          Unrepairable(FI, First, Reason);
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
      std::string AtomicWhy = Why;
      if (!NoBarrier[FI].empty())
        AtomicWhy += "; no barrier orders the pair: " + NoBarrier[FI];
      for (const ViolationEvent *E : {&A, &B}) {
        RepairAction Act;
        Act.Loc = textLoc(P, E->Loc);
        Act.Target = Need;
        Act.Why = Why;
        Act.FindingIndex = FI;
        if (!ir::isAtomic(E->Order)) {
          Act.Kind = ActionKind::MakeAtomic;
          Act.IsWrite = E->IsWrite;
          Act.Why = AtomicWhy;
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
