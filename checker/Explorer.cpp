//===- checker/Explorer.cpp - Optimal DPOR exploration
//---------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implementation of the DPOR exploration (GPUMC Algorithms 1-3).
///
//===----------------------------------------------------------------------===//

#include "checker/ExplorerImpl.h"

#include "checker/ActiveLanes.h"
#include "checker/Findings.h"
#include "checker/Witness.h"
#include "ir/Evaluator.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>
#include <map>
#include <memory>
#include <new>
#include <set>
#include <sstream>
#include <tuple>

namespace scopecheck::checker::dpor {

//===----------------------------------------------------------------------===//
// Thread management
//===----------------------------------------------------------------------===//

const ir::Step &Explorer::peek(State &S, unsigned T) {
  if (!S.Threads[T].HasStep) {
    ThreadCtx &C = S.Threads.mut(T);
    C.Cur = Eval.run(C.TS);
    C.HasStep = true;
    if (C.Cur.Kind == ir::StepKind::Event && !C.MidRmw &&
        noteEventPoint(C, S.G, T, S.G.threadSize(T), C.Cur.S, &C.CutFrom))
      C.Cur.Kind = ir::StepKind::Blocked;
  }
  return S.Threads[T].Cur;
}

/// The thread-local state of a thread at an event point, without its step
/// budget and with every variable of the top frame that is dead there
/// (\p Live, ir::Liveness) set to 0: two points with equal keys behave
/// identically from there on when their reads return the same values.
/// (The frames below the top keep all their variables.)
static std::vector<uint64_t> stateKey(const ir::ThreadState &TS,
                                      const ir::Liveness *Live) {
  std::vector<uint64_t> K;
  K.reserve(3 + TS.Frames.size() * 5 + TS.Slots.size() + TS.LocalMem.size());
  K.push_back(TS.Frames.size());
  K.push_back(TS.Slots.size());
  K.push_back(TS.LocalMem.size());
  for (const ir::Frame &F : TS.Frames) {
    K.push_back(F.Proc);
    K.push_back(F.Block);
    K.push_back(F.StmtIdx);
    K.push_back(F.SlotBase);
    K.push_back(F.RetDest);
  }
  size_t SlotsAt = K.size();
  for (ir::Value V : TS.Slots)
    K.push_back(uint64_t(V));
  if (!TS.Frames.empty()) {
    const ir::Frame &Top = TS.Frames.back();
    for (uint32_t I = Top.SlotBase; I < TS.Slots.size(); ++I)
      if (!Live[Top.Proc].liveBefore(Top.Block, Top.StmtIdx,
                                      I - Top.SlotBase))
        K[SlotsAt + I] = 0;
  }
  for (ir::Value V : TS.LocalMem)
    K.push_back(uint64_t(V));
  return K;
}

bool Explorer::noteEventPoint(ThreadCtx &C, const ExecutionGraph &G,
                              unsigned T, uint32_t N, const ir::Stmt *St,
                              uint32_t *CutFrom) {
  // Only snapshots after the thread's last non-read event stay relevant.
  const auto &Evs = G.thread(T);
  size_t Keep = 0;
  for (size_t K = C.History.size(); K-- > 0;) {
    bool OnlyReads = true;
    for (uint32_t I = C.History[K].Events; I < N && OnlyReads; ++I) {
      OnlyReads = Evs[I].isRead();
      // A silent RMW (its write writes the value its read read) counts as
      // a read (docs/memory-model.md "Spin loops that write").
      if (OnlyReads && I + 1 < N && Evs[I].IsRmw && Evs[I + 1].isWrite())
        OnlyReads = silentRmw(G, EventId{T, I++});
    }
    if (!OnlyReads) {
      Keep = K + 1;
      break;
    }
  }
  if (Keep)
    C.History.erase(C.History.begin(), C.History.begin() + Keep);
  if (!Opts.SpinLoops)
    return false;
  auto Key = std::make_shared<const std::vector<uint64_t>>(
      stateKey(C.TS, Live.data()));
  for (const ThreadCtx::Snapshot &Sn : C.History)
    if (Sn.Events < N && *Sn.Key == *Key) {
      if (CutFrom)
        *CutFrom = Sn.Events;
      return true;
    }
  // Passing a barrier (even a disabled one, which adds no event) is a
  // rendezvous with other threads: no removable segment may contain it.
  if (St && (St->Kind == ir::StmtKind::Barrier ||
             St->Kind == ir::StmtKind::Warp)) {
    C.History.clear();
    return false;
  }
  if (C.History.size() >= MaxSpinHistory)
    C.History.erase(C.History.begin());
  C.History.push_back(ThreadCtx::Snapshot{std::move(Key), N});
  return false;
}

/// Is \p R, the read part of a successful RMW whose write is the next event
/// of its thread, silent: the write writes the value the read read, and the
/// scopes cannot make reading that write differ from reading the write it
/// read (the model has no scopes, the launch one block, the location is in
/// shared memory, or the program has no block-scope atomic access)? Such
/// an RMW leaves memory as it was; a spin iteration of reads and silent
/// RMWs is cut like a read-only one (docs/memory-model.md "Spin loops that
/// write").
bool Explorer::silentRmw(const ExecutionGraph &G, EventId R) const {
  const Event &ER = G.event(R);
  const Event &EW = G.event(EventId{R.Thread, R.Index + 1});
  if (EW.Val != G.readValue(R))
    return false;
  return UniformScopes ||
         Prog.object(G.location(ER.Loc).Obj).Space == ir::MemSpace::Shared;
}

/// Is thread \p T cut in a failed iteration one of whose reads is stale:
/// it reads a write w while a write co-after w was already in the graph
/// when the read was added (docs/memory-model.md "Stale spin iterations")?
/// Such a read can never be revisited or deleted (CheckOptimal refuses
/// both), so the thread stays blocked in every extension of the graph.
bool Explorer::staleCut(const State &S, unsigned T) const {
  const ThreadCtx &C = S.Threads[T];
  if (C.CutFrom == ~0u)
    return false;
  const ExecutionGraph &G = S.G;
  // The last read of the iteration (the read part of a silent RMW whose
  // write closes the iteration). A stale read followed by other reads of
  // the iteration does not keep the thread blocked: a revisit of a later
  // read, which deletes neither, may let the thread leave the loop.
  uint32_t I = G.threadSize(T) - 1;
  if (G.thread(T)[I].isWrite() && G.thread(T)[I].IsRmw)
    --I;
  const Event &R = G.thread(T)[I];
  assert(I >= C.CutFrom && R.isRead() &&
         "a cut iteration has reads and silent RMWs only");
  const auto &Co = G.co(R.Loc);
  for (unsigned K = unsigned(G.coIndex(R.Rf) + 1); K < Co.size(); ++K)
    if (G.event(Co[K]).Stamp < R.Stamp)
      return true;
  return false;
}

bool Explorer::lockedOut(const State &S) const {
  const ExecutionGraph &G = S.G;
  for (unsigned T = 0; T < G.numThreads(); ++T) {
    const ThreadCtx &C = S.Threads[T];
    if (!C.BlockedHere || C.CutFrom == ~0u || G.threadSize(T) == 0)
      continue;
    // The cut iteration's last read is the thread's last event (the lock
    // discipline allows no silent RMW of the lock).
    const Event &R = G.thread(T).back();
    if (!R.isRead() || R.Rf.isInit() || G.location(R.Loc).Obj != LockObj)
      continue;
    const Event &A = G.event(R.Rf);
    if (A.IsRmw && A.Stamp > R.Stamp &&
        size_t(G.coIndex(R.Rf) + 1) < G.co(R.Loc).size())
      return true;
  }
  return false;
}

/// Would the rf alternative \p W of the read frame \p F (a plain read, or
/// a CAS that reading W makes fail) end, once built, in a stale cut that
/// staleCut drops, with nothing found on the way? That is the case when W
/// is not the last write of co (every write of co was added before the
/// read, so reading W is stale), the read cannot race (it is atomic and
/// every write of its location by another thread is atomic and inclusive
/// with it: no race needs hb, so none depends on the rf), and the read's
/// thread, given W's value, runs to its next event point without an error
/// or a limit and is cut there in an iteration that contains the read. The
/// other threads wait at event points (their steps are known and none is
/// an error or blocked, or the frame would not exist), so the built state's
/// first action would be that cut. Looking ahead costs a copy of one
/// thread's context instead of the state, a consistency check and a race
/// check (docs/memory-model.md "Stale spin iterations").
bool Explorer::staleAlternative(Frame &F, EventId W) {
  if (!Opts.PruneStale || !Opts.SpinLoops)
    return false;
  const ExecutionGraph &G = F.S.G;
  EventId R = F.E;
  unsigned T = F.T;
  const Event &ER = G.event(R);
  const std::vector<EventId> &Co = G.co(ER.Loc);
  if (Co.empty() || W == Co.back())
    return false;
  const ThreadCtx &C0 = F.S.Threads[T];
  ir::Value V = G.writeValue(W, ER.Loc);
  if (F.Kind == FrameKind::Rmw &&
      (C0.Cur.S->Kind != ir::StmtKind::Cas || casSucceeds(C0.Cur, V)))
    return false;
  if (!ER.isAtomic())
    return false;
  // A location of device-scope atomics only cannot race (checkRaces).
  if (G.location(ER.Loc).Mixed)
    for (unsigned U = 0; U < G.numThreads(); ++U) {
      if (U == T)
        continue;
      for (uint32_t I = 0; I < G.threadSize(U); ++I) {
        const Event &Eo = G.thread(U)[I];
        if (Eo.isWrite() && Eo.Loc == ER.Loc &&
            (!Eo.isAtomic() || !Checker->inclusive(G, R, EventId{U, I})))
          return false;
      }
    }
  // The look-ahead depends on the frame's state and V only (R's own rf,
  // which the in-place checks of plain reads set, is not looked at: R is a
  // read either way).
  for (const auto &[Val, Cut] : F.AheadByValue)
    if (Val == V)
      return Cut;
  ThreadCtx C = C0;
  Eval.resume(C.TS, V);
  C.Cur = Eval.run(C.TS);
  uint32_t CutFrom = ~0u;
  bool Cut = C.Cur.Kind == ir::StepKind::Event &&
             noteEventPoint(C, G, T, G.threadSize(T), C.Cur.S, &CutFrom) &&
             CutFrom <= R.Index;
  F.AheadByValue.emplace_back(V, Cut);
  return Cut;
}

/// Thread \p T stops where it is, as if it had exited (its step becomes
/// Finished); \p Blocked: the execution, once the others are done, counts
/// as blocked. Later writes may still revisit its reads.
void Explorer::stopThread(State &S, unsigned T, bool Blocked) {
  ThreadCtx &C = S.Threads.mut(T);
  C.BlockedHere |= Blocked;
  C.Cur = ir::Step();
  C.Cur.Kind = ir::StepKind::Finished;
}

void Explorer::resume(State &S, unsigned T, ir::Value V) {
  ThreadCtx &C = S.Threads.mut(T);
  Eval.resume(C.TS, V);
  C.HasStep = false;
  C.MidRmw = false;
  C.CutFrom = ~0u;
}

void Explorer::replay(State &S, unsigned T) {
  ThreadCtx &C = S.Threads.mut(T);
  Eval.initThread(C.TS, T);
  C.TS.StepBudget = Opts.StepLimit;
  C.HasStep = false;
  C.MidRmw = false;
  C.BlockedHere = false;
  C.CutFrom = ~0u;
  C.History.clear();
  const auto &Evs = S.G.thread(T);
  unsigned N = unsigned(Evs.size()), I = 0;
  while (I < N) {
    ir::Step St = Eval.run(C.TS);
    assert(St.Kind == ir::StepKind::Event && "replay diverged from graph");
    // The graph was built with the same cuts, so none fires inside it.
    [[maybe_unused]] bool Cut = noteEventPoint(C, S.G, T, I, St.S);
    assert(!Cut && "replay crossed a spin-loop cut");
    switch (St.S->Kind) {
    case ir::StmtKind::Load:
      Eval.resume(C.TS, S.G.readValue(EventId{T, I}));
      ++I;
      break;
    case ir::StmtKind::Rmw:
    case ir::StmtKind::Cas: {
      ir::Value Old = S.G.readValue(EventId{T, I});
      bool Success = St.S->Kind == ir::StmtKind::Rmw || casSucceeds(St, Old);
      if (Success && I + 1 >= N) {
        C.Cur = St;
        C.HasStep = true;
        C.MidRmw = true;
        return;
      }
      Eval.resume(C.TS, Old);
      I += Success ? 2 : 1;
      break;
    }
    case ir::StmtKind::Barrier:
      // A reduction's result was recorded in the barrier event.
      Eval.resume(C.TS, St.Enabled ? Evs[I].Val : 0);
      if (St.Enabled)
        ++I;
      break;
    case ir::StmtKind::Warp:
      // So was a warp collective's (the evaluator skips disabled ones).
      Eval.resume(C.TS, Evs[I].Val);
      ++I;
      break;
    default:
      Eval.resume(C.TS);
      ++I;
      break;
    }
  }
}

/// The block whose copy of shared memory thread \p T's access \p St uses
/// (0 for global memory).
uint64_t Explorer::blockOf(const ExecutionGraph &G, unsigned T,
                           const ir::Step &St) const {
  return Prog.object(St.Obj).Space == ir::MemSpace::Shared
             ? G.threadInfo(T).Block
             : 0;
}

/// The initial value of the element \p St accesses.
ir::Value Explorer::initialValue(const ir::Step &St) const {
  const ir::MemObject &O = Prog.object(St.Obj);
  return St.Offset >= 0 && uint64_t(St.Offset) < O.Init.size()
             ? O.Init[St.Offset]
             : 0;
}

/// The location thread \p T's access \p St accesses, added to the graph
/// when no event has accessed it yet.
LocId Explorer::locationOf(State &S, unsigned T, const ir::Step &St) {
  uint64_t Block = blockOf(S.G, T, St);
  LocId L = S.G.findLocation(St.Obj, Block, St.Offset);
  if (L != NoLoc)
    return L;
  Location Loc;
  Loc.Obj = St.Obj;
  Loc.Block = Block;
  Loc.Offset = St.Offset;
  Loc.Shared = Prog.object(St.Obj).Space == ir::MemSpace::Shared;
  Loc.Init = initialValue(St);
  return S.G.addLocation(Loc);
}

//===----------------------------------------------------------------------===//
// Scheduling
//===----------------------------------------------------------------------===//

Action Explorer::nextAction(State &S) {
  unsigned NT = S.G.numThreads();
  // One pass over the threads' steps. Errors first (the lowest-numbered
  // thread's), then discarded executions, then limits; on the way, which
  // threads can add a memory event (nextThread) and whether any waits at a
  // barrier or a warp collective.
  int Discard = -1;
  bool AnyBarrier = false, AnyWarp = false;
  SchedCan.assign(NT, 0);
  for (unsigned T = 0; T < NT; ++T) {
    const ir::Step &St = peek(S, T);
    switch (St.Kind) {
    case ir::StepKind::Error:
      return Action{ActionKind::Error, T, {}};
    case ir::StepKind::Blocked:
    case ir::StepKind::StepLimit:
    case ir::StepKind::Nondet:
      if (Discard < 0)
        Discard = int(T);
      break;
    case ir::StepKind::Event: {
      bool Mid = S.Threads[T].MidRmw;
      bool Barrier = !Mid && St.S->Kind == ir::StmtKind::Barrier;
      bool Warp = !Mid && St.S->Kind == ir::StmtKind::Warp;
      AnyBarrier |= Barrier;
      AnyWarp |= Warp;
      SchedCan[T] = !Barrier && !Warp;
      break;
    }
    default:
      break;
    }
  }
  if (Discard >= 0) {
    unsigned T = unsigned(Discard);
    ir::StepKind K = peek(S, T).Kind;
    if (K == ir::StepKind::Blocked)
      return Action{ActionKind::Blocked, T, {}};
    if (K == ir::StepKind::StepLimit)
      return Action{ActionKind::StepLimit, T, {}};
    return Action{ActionKind::Unsupported, T, {}};
  }
  auto AtBarrier = [&](unsigned T) {
    const ir::Step &St = peek(S, T);
    return St.Kind == ir::StepKind::Event && !S.Threads[T].MidRmw &&
           St.S->Kind == ir::StmtKind::Barrier;
  };
  // Barriers whose whole group waits complete first.
  // --all-errors: the groups found divergent (by first thread); their
  // threads stay where they wait while the others go on.
  std::vector<unsigned> Divergent;
  for (unsigned T = 0; AnyBarrier && T < NT; ++T) {
    if (!AtBarrier(T))
      continue;
    const ir::Step &St = peek(S, T);
    bool Grid = St.S->Sc != ir::Scope::Cta;
    unsigned GroupKey = Grid ? ~0u : unsigned(S.G.threadInfo(T).Block);
    if (std::find(Divergent.begin(), Divergent.end(), GroupKey) !=
        Divergent.end())
      continue;
    std::vector<unsigned> Group;
    for (unsigned U = 0; U < NT; ++U)
      if (Grid || S.G.threadInfo(U).Block == S.G.threadInfo(T).Block)
        Group.push_back(U);
    bool AllWaiting = true, Same = true, AllOn = true, AllOff = true;
    for (unsigned U : Group) {
      if (!AtBarrier(U)) {
        AllWaiting = false;
        break;
      }
      const ir::Step &SU = peek(S, U);
      // Threads of one procedure must wait at the same barrier instance: the
      // same barrier statement, call context and iteration of every loop
      // around it (docs/memory-model.md "Barriers"); explicit threads
      // running different procedures cannot.
      if (S.Threads[U].TS.Frames.front().Proc ==
          S.Threads[T].TS.Frames.front().Proc)
        Same &= SU.S == St.S &&
                Eval.compareBarrierInstances(S.Threads[T].TS, S.Threads[U].TS)
                        .Kind == ir::Evaluator::InstanceDiff::Same;
      AllOn &= SU.Enabled;
      AllOff &= !SU.Enabled;
    }
    if (!AllWaiting)
      continue;
    if (!Same || (!AllOn && !AllOff)) {
      if (Opts.StopOnFirst)
        return Action{ActionKind::Divergence, T, Group};
      // --all-errors: report it now and let the threads of other groups go
      // on, so that their errors, and races with the accesses this group
      // made before its barriers, are still found (as the interval engine
      // finds them). The group's threads keep waiting; the execution ends
      // with them (the last-resort divergence below, reported once).
      reportDivergence(S, Group);
      Divergent.push_back(GroupKey);
      continue;
    }
    // A barrier adds an event to each thread: the event limit counts it.
    if (AllOn)
      for (unsigned U : Group)
        if (S.G.threadSize(U) >= Opts.EventLimit)
          return Action{ActionKind::EventLimit, U, {}};
    return Action{AllOn ? ActionKind::Barrier : ActionKind::SkipBarrier, T,
                  Group};
  }
  // Then warp collectives whose named lanes all wait, or that can never
  // complete whatever the others do.
  for (unsigned T = 0; AnyWarp && T < NT; ++T)
    if (atWarp(S, T)) {
      Action A = warpAction(S, T);
      if (A.Kind != ActionKind::Done)
        return A;
    }
  int Next = nextThread(S);
  if (Next >= 0) {
    unsigned T = unsigned(Next);
    const ir::Step &St = peek(S, T);
    if (S.G.threadSize(T) >= Opts.EventLimit && !S.Threads[T].MidRmw)
      return Action{ActionKind::EventLimit, T, {}};
    if (Opts.Unroll && !S.Threads[T].MidRmw &&
        timesExecuted(S, T, St.S) >= Opts.Unroll)
      return Action{ActionKind::UnrollLimit, T, {}};
    return Action{ActionKind::Event, T, {}};
  }
  std::vector<unsigned> Waiting;
  for (unsigned T = 0; T < NT; ++T)
    if (AtBarrier(T))
      Waiting.push_back(T);
  // A blocked thread (failed assume, cut spin loop) might still reach the
  // barrier in another execution: the execution is blocked, not divergent.
  bool AnyBlocked = false;
  for (const ThreadCtx &C : S.Threads)
    AnyBlocked |= C.BlockedHere;
  // Nothing else can move: every lane that reaches a `warp.active` instance
  // has reached it; the lanes of one class of the chosen partition go on.
  for (unsigned T = 0; T < NT; ++T)
    if (atWarp(S, T) && peek(S, T).S->Warp == ir::WarpOp::Active)
      return activeAction(S, T);
  // Nothing can move: a lane waiting at a warp collective is reported first
  // (as the interval engine does), naming the lanes that never arrive.
  if (!AnyBlocked)
    for (unsigned T = 0; T < NT; ++T)
      if (atWarp(S, T))
        return Action{ActionKind::WarpError, T, {}, warpStuckMessage(S, T)};
  if (!Waiting.empty() && !AnyBlocked)
    return Action{ActionKind::Divergence, Waiting.front(), Waiting};
  return Action{ActionKind::Done, 0, {}};
}

/// The thread that adds the next memory event, among those SchedCan
/// marks (nextAction), or -1 (docs/memory-model.md "Schedule"). SpinAware:
/// a thread whose RMW has its read in the graph and its write still to add
/// goes first (the two parts of an RMW are added together: a revisit that
/// deleted a write part and kept its read would lose executions); then
/// the thread with the most events (the lowest-numbered of equals) whose
/// next event is not a hopeless spin read (hopelessRead); when every
/// candidate is hopeless, the one with the most events of those.
int Explorer::nextThread(State &S) {
  unsigned NT = S.G.numThreads();
  auto CanMove = [&](unsigned T) { return SchedCan[T] != 0; };
  if (Opts.Schedule == ExploreOptions::SchedulePolicy::LeftToRight) {
    for (unsigned T = 0; T < NT; ++T)
      if (CanMove(T))
        return int(T);
    return -1;
  }
  for (unsigned T = 0; T < NT; ++T)
    if (S.Threads[T].MidRmw && CanMove(T))
      return int(T);
  // The threads that can move, most events first, the lowest-numbered of
  // equals first; the first that is not at a hopeless read, or else the
  // first of all.
  SchedOrder.clear();
  for (unsigned T = 0; T < NT; ++T)
    if (CanMove(T))
      SchedOrder.push_back(T);
  std::stable_sort(SchedOrder.begin(), SchedOrder.end(),
                   [&](unsigned A, unsigned B) {
                     return S.G.threadSize(A) > S.G.threadSize(B);
                   });
  for (unsigned T : SchedOrder)
    if (!hopelessRead(S, T))
      return int(T);
  return SchedOrder.empty() ? -1 : int(SchedOrder.front());
}

/// Is thread \p T's next event a hopeless spin read: a load, or a CAS that
/// fails on the value, such that reading the last write of co of its
/// location brings the thread, through that read alone, back to the state
/// of an event point in its spin-loop history (noteEventPoint would cut
/// it)? Looked ahead on a copy of the thread's state; only for a thread
/// stopped inside a loop (no other can come back to a state).
bool Explorer::hopelessRead(State &S, unsigned T) const {
  const ThreadCtx &C = S.Threads[T];
  if (!Opts.SpinLoops || C.MidRmw || C.History.empty())
    return false;
  const ir::Step &St = C.Cur;
  if (St.Kind != ir::StepKind::Event ||
      (St.S->Kind != ir::StmtKind::Load && St.S->Kind != ir::StmtKind::Cas) ||
      !Eval.inLoop(C.TS))
    return false;
  // The value of the last write of co (the initial one when no event has
  // accessed the location yet).
  LocId L = S.G.findLocation(St.Obj, blockOf(S.G, T, St), St.Offset);
  ir::Value V = L == NoLoc          ? initialValue(St)
                : S.G.co(L).empty() ? S.G.location(L).Init
                                    : S.G.writeValue(S.G.co(L).back(), L);
  if (St.S->Kind == ir::StmtKind::Cas && casSucceeds(St, V))
    return false;
  ir::ThreadState TS = C.TS;
  Eval.resume(TS, V);
  ir::Step Next = Eval.run(TS);
  if (Next.Kind != ir::StepKind::Event)
    return false;
  std::vector<uint64_t> Key = stateKey(TS, Live.data());
  for (const ThreadCtx::Snapshot &Sn : C.History)
    if (*Sn.Key == Key)
      return true;
  return false;
}

/// How many memory events statement \p St has produced in thread \p T
/// (an RMW's two events count once).
uint64_t Explorer::timesExecuted(const State &S, unsigned T,
                                 const ir::Stmt *St) const {
  uint64_t N = 0;
  for (const Event &E : S.G.thread(T))
    N += E.S == St && !(E.isWrite() && E.IsRmw);
  return N;
}

std::string Explorer::threadAt(const State &S, unsigned T,
                               ir::SourceLoc L) const {
  const ThreadInfo &TI = S.G.threadInfo(T);
  std::string Str = threadText(Prog, TI.Block, TI.ThreadInBlock);
  if (L.isValid())
    Str += " at " + Prog.fileName(L.File) + ":" + std::to_string(L.Line) + ":" +
           std::to_string(L.Col);
  return Str;
}

void Explorer::setIncomplete(std::string Reason) {
  if (Seeking)
    return;
  if (!Sh) {
    if (Result.IncompleteReason.empty())
      Result.IncompleteReason = std::move(Reason);
    return;
  }
  // The parallel search keeps the reason the one-worker search would have
  // met first.
  SearchKey K = currentKey();
  if (Result.IncompleteReason.empty() || K < ReasonKey) {
    Result.IncompleteReason = std::move(Reason);
    ReasonKey = std::move(K);
  }
}

bool Explorer::clockDue(double &Elapsed) {
  if (!(Opts.TimeoutSeconds > 0 || Opts.OnProgress || Opts.MaxMemoryMb) ||
      ++Calls < NextCheck)
    return false;
  auto Now = std::chrono::steady_clock::now();
  Elapsed = std::chrono::duration<double>(Now - Start).count();
  // Aim at a clock read every 10 ms: the cost of a step varies with the
  // launch and the graph, so the stride between reads adapts to it.
  double Gap = Elapsed - LastCheck;
  if (Gap < 0.005 && Stride < (uint64_t(1) << 20))
    Stride *= 2;
  else if (Gap > 0.02 && Stride > 1)
    Stride /= 2;
  LastCheck = Elapsed;
  NextCheck = Calls + Stride;
  return true;
}

bool Explorer::limitsReached() {
  if (Sh)
    return parallelLimitsReached();
  if (Opts.MaxExecutions && Result.Stats.Executions >= Opts.MaxExecutions) {
    Result.IncompleteReason = "execution limit reached";
    return true;
  }
  double Elapsed = 0;
  if (clockDue(Elapsed)) {
    if (Opts.TimeoutSeconds > 0 && Elapsed > Opts.TimeoutSeconds) {
      Result.IncompleteReason = "timeout reached";
      return true;
    }
    if (Opts.MaxMemoryMb && Elapsed >= NextMemoryCheck) {
      NextMemoryCheck = Elapsed + 0.05;
      if (currentRssMb() > double(Opts.MaxMemoryMb)) {
        Result.IncompleteReason = memoryLimitReason(Opts.MaxMemoryMb);
        return true;
      }
    }
    if (Opts.OnProgress && Elapsed >= NextProgress) {
      NextProgress = Elapsed + 1;
      Result.Stats.Seconds = Elapsed;
      Opts.OnProgress(Result.Stats);
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The search
//===----------------------------------------------------------------------===//

/// Runs state \p S forward, one action at a time, until it ends (complete,
/// blocked, an error, a limit) or reaches a choice point, which is pushed
/// on the work stack with S (which is then moved from).
void Explorer::advance(State &S) {
  // A thread stuck for good on a lock: every extension of S is a blocked
  // execution whose errors other executions show (docs/memory-model.md
  // "Lock discipline"). The events S added last were race-checked.
  if (LockObj && Opts.PruneStale && Opts.PruneLocked && Opts.SpinLoops &&
      lockedOut(S)) {
    ++Result.Stats.Pruned;
    SpinCut = true;
    return;
  }
  for (;;) {
    if (stopped())
      return;
    if (limitsReached()) {
      Stop = true;
      return;
    }
    Action A = nextAction(S);
    switch (A.Kind) {
    case ActionKind::Done:
      for (const ThreadCtx &C : S.Threads)
        if (C.BlockedHere) {
          ++Result.Stats.Blocked;
          return;
        }
      if (Sh && Opts.MaxExecutions &&
          Sh->Executions.fetch_add(1) >= Opts.MaxExecutions) {
        // Another worker counted the last execution the limit allows.
        Sh->stopAt("execution limit reached");
        Stop = true;
        return;
      }
      ++Result.Stats.Executions;
      if (Opts.OnComplete)
        Opts.OnComplete(S.G);
      if (Opts.OnFinalState) {
        std::vector<const ir::ThreadState *> Final;
        for (const ThreadCtx &C : S.Threads)
          Final.push_back(&C.TS);
        Opts.OnFinalState(S.G, Final);
      }
      return;
    case ActionKind::Blocked:
      // A cut whose iteration read a stale write can never be undone; its
      // extensions are blocked executions whose errors other executions
      // show (docs/memory-model.md "Stale spin iterations").
      if (S.Threads[A.Thread].CutFrom != ~0u)
        SpinCut = true;
      if (Opts.PruneStale && staleCut(S, A.Thread)) {
        ++Result.Stats.Pruned;
        return;
      }
      // The other threads go on: their later writes may revisit the reads
      // this thread's assume depends on.
      stopThread(S, A.Thread, /*Blocked=*/true);
      continue;
    case ActionKind::Error: {
      const ir::Step &St = S.Threads[A.Thread].Cur;
      ViolationKind K = ViolationKind::RuntimeError;
      std::string Msg = ir::evalErrorName(St.Err);
      if (St.Err == ir::EvalError::CopyRace) {
        Violation V;
        describeCopyRace(V, Prog, St, S.G.threadInfo(A.Thread).Block,
                         S.G.threadInfo(A.Thread).ThreadInBlock);
        addViolation(S, std::move(V));
      } else if (St.Err == ir::EvalError::AssertionFailed &&
                 ir::isBoundsCheck(St.S)) {
        K = ViolationKind::OutOfBounds; // the front-end's index check
        Msg = St.S->Message;
      } else if (St.Err == ir::EvalError::AssertionFailed) {
        K = ViolationKind::Assertion;
        Msg = "assertion failed";
        if (St.S && !St.S->Message.empty())
          Msg += ": " + St.S->Message;
      } else if (St.Err == ir::EvalError::OutOfBounds) {
        K = ViolationKind::OutOfBounds;
        Msg = "out-of-bounds access to '" +
              elementName(Prog, St.Obj, St.Offset) + "'";
      }
      if (St.Err != ir::EvalError::CopyRace)
        reportStep(S, A.Thread, K, Msg);
      if (Opts.StopOnFirst) {
        ++Result.Stats.Executions;
        return;
      }
      // --all-errors: the failing thread stops here (as if it had exited)
      // and the others go on, so that later writes can still revisit its
      // reads.
      stopThread(S, A.Thread, /*Blocked=*/false);
      continue;
    }
    case ActionKind::StepLimit:
    case ActionKind::EventLimit:
    case ActionKind::UnrollLimit: {
      ir::SourceLoc L = S.Threads[A.Thread].Cur.Loc;
      if (A.Kind == ActionKind::StepLimit)
        setIncomplete("per-thread step limit (" +
                      std::to_string(Opts.StepLimit) +
                      " statements) reached by " + threadAt(S, A.Thread, L));
      else if (A.Kind == ActionKind::EventLimit)
        setIncomplete("per-thread event limit (" +
                      std::to_string(Opts.EventLimit) +
                      " events) reached by " + threadAt(S, A.Thread, L));
      else
        setIncomplete("loop bound (--unroll=" + std::to_string(Opts.Unroll) +
                      ") reached by " + threadAt(S, A.Thread, L));
      // The thread stops here, as if blocked; the others go on, so that
      // their writes can still revisit its reads (which may then leave the
      // loop before the limit) and their errors are still found.
      stopThread(S, A.Thread, /*Blocked=*/true);
      continue;
    }
    case ActionKind::Unsupported:
      setIncomplete("havoc is not supported by the dpor engine");
      return;
    case ActionKind::Divergence:
      ++Result.Stats.Executions;
      reportDivergence(S, A.Group);
      return;
    case ActionKind::SkipBarrier:
      for (unsigned T : A.Group)
        resume(S, T);
      continue;
    case ActionKind::WarpError:
      ++Result.Stats.Executions;
      reportStep(S, A.Thread, ViolationKind::BarrierDivergence, A.Message);
      return;
    case ActionKind::Warp:
      if (performCollective(S, A.Group))
        continue;
      ++Result.Stats.Executions;
      return;
    case ActionKind::Barrier: {
      uint32_t Inst = S.NextBarrier++;
      // __syncthreads_count/_and/_or: each arrival's operand truth value is
      // in its step's Val[0]; every thread gets its statement's reduction
      // over the group, recorded in its event (Val) for replay.
      uint64_t NonZero = 0;
      for (unsigned T : A.Group)
        NonZero += S.Threads[T].Cur.S->Reduce != ir::BarrierOp::None &&
                   S.Threads[T].Cur.Val[0] != 0;
      for (unsigned T : A.Group) {
        Event E;
        E.Kind = EventKind::Barrier;
        E.Sc = S.Threads[T].Cur.S->Sc;
        E.BarrierInstance = Inst;
        E.S = S.Threads[T].Cur.S;
        if (ExactSpaces)
          E.Spaces = E.S->Spaces;
        E.Val = ir::barrierResult(E.S->Reduce, A.Group.size(), NonZero);
        S.G.addEvent(T, E);
        resume(S, T, E.Val);
      }
      continue;
    }
    case ActionKind::Event:
      break;
    }
    unsigned T = A.Thread;
    if (S.Threads[T].MidRmw) {
      if (finishRmw(S, T))
        continue;
      return;
    }
    const ir::Step &St = S.Threads[T].Cur;
    switch (St.S->Kind) {
    case ir::StmtKind::Load:
      return addRead(std::move(S), T, /*IsRmw=*/false);
    case ir::StmtKind::Store:
      return addStore(std::move(S), T);
    case ir::StmtKind::Rmw:
    case ir::StmtKind::Cas:
      return addRead(std::move(S), T, /*IsRmw=*/true);
    case ir::StmtKind::Fence: {
      Event E;
      E.Kind = EventKind::Fence;
      E.Order = St.S->Order;
      E.Sc = St.S->Sc;
      E.S = St.S;
      if (ExactSpaces)
        E.Spaces = St.S->Spaces;
      S.G.addEvent(T, E);
      resume(S, T);
      if (consistent(S.G))
        continue;
      return;
    }
    default:
      assert(false && "not a memory event");
      return;
    }
  }
}

/// Takes the next alternative of the innermost choice point and advances
/// it (unless it is inconsistent or pushes a choice point of its own); an
/// exhausted choice point is popped. advance never calls produce, so
/// nothing here recurses.
void Explorer::produce() {
  Frame &F = Stack.back();
  if (Sh) {
    CurPath.resize(F.PathLen);
    CurPath.push_back(F.Taken);
    Seq = 0;
  }
  ++F.Taken;
  switch (F.Kind) {
  case FrameKind::Read:
  case FrameKind::Rmw: {
    // Forward rf choices: the read reads from each write in turn.
    bool Last = F.Next + 1 >= F.Cands.size();
    EventId R = F.E, W = F.Cands[F.Next++];
    unsigned T = F.T;
    bool IsRmw = F.Kind == FrameKind::Rmw;
    if (staleAlternative(F, W)) {
      ++Result.Stats.Pruned;
      SpinCut = true;
      if (Last)
        Stack.pop_back();
      return;
    }
    // A plain read's alternative is checked on the frame's own graph
    // first (its read's rf is set anew for every alternative): about half
    // of them are inconsistent on lock programs, and those cost no copy.
    bool Checked = !IsRmw && !Last;
    if (Checked) {
      F.S.G.setRf(R, W);
      if (!consistent(F.S.G))
        return;
    }
    State S2 = Last ? std::move(F.S) : State(F.S);
    if (Last)
      Stack.pop_back();
    if (!Checked)
      S2.G.setRf(R, W);
    if (IsRmw) {
      if (finishRmw(S2, T))
        advance(S2);
      return;
    }
    // Checked in place: the checker's views are those of F.S.G, which S2
    // copies and which stays on the stack while checkRaces reads them.
    if (!Checked && !consistent(S2.G))
      return;
    checkRaces(S2, R);
    resume(S2, T, S2.G.readValue(R));
    advance(S2);
    return;
  }
  case FrameKind::Store: {
    // Forward co choices: the write at each co position in turn, each
    // with its backward revisits first.
    bool Last = F.Next + 1 >= F.Count;
    unsigned Pos = unsigned(F.Next++);
    EventId W = F.E;
    unsigned T = F.T;
    State S2 = Last ? std::move(F.S) : State(F.S);
    if (Last)
      Stack.pop_back();
    S2.G.insertCo(W, Pos);
    resume(S2, T);
    pushRevisits(std::move(S2), W, /*RmwWrite=*/false);
    return;
  }
  case FrameKind::Revisit:
    produceRevisit(F);
    return;
  }
}

//===----------------------------------------------------------------------===//
// Adding events
//===----------------------------------------------------------------------===//

void Explorer::addRead(State &&S, unsigned T, bool IsRmw) {
  const ir::Step &St = S.Threads[T].Cur;
  Event E;
  E.Kind = EventKind::Read;
  E.Order = St.S->Order;
  E.Sc = St.S->Sc;
  E.Loc = locationOf(S, T, St);
  E.IsRmw = IsRmw;
  E.S = St.S;
  EventId R = S.G.addEvent(T, E);
  // The writes co-before the floor would break coherence with the thread's
  // own earlier accesses: no alternative with them is consistent.
  int Floor = coFloor(S, T, R.Index, E.Loc);
  const std::vector<EventId> &Co = S.G.co(E.Loc);
  std::vector<EventId> Cands;
  Cands.reserve(Co.size() + 1);
  if (Floor < 0)
    Cands.push_back(EventId::init());
  Cands.insert(Cands.end(), Co.begin() + std::max(Floor, 0), Co.end());
  Frame &F = pushFrame(IsRmw ? FrameKind::Rmw : FrameKind::Read,
                       std::move(S), T, R);
  F.Cands = std::move(Cands);
}

void Explorer::addStore(State &&S, unsigned T) {
  const ir::Step &St = S.Threads[T].Cur;
  Event E;
  E.Kind = EventKind::Write;
  E.Order = St.S->Order;
  E.Sc = St.S->Sc;
  E.Loc = locationOf(S, T, St);
  E.Val = St.Val[0];
  E.S = St.S;
  EventId W = S.G.addEvent(T, E);
  // Positions before the floor would break coherence (as for reads).
  size_t First = size_t(coFloor(S, T, W.Index, E.Loc) + 1);
  size_t Count = S.G.co(E.Loc).size() + 1;
  Frame &F = pushFrame(FrameKind::Store, std::move(S), T, W);
  F.Next = First;
  F.Count = Count;
}

/// The lowest co index (-1: the initial value) that an access of thread
/// \p T to location \p L, after its first \p Before events, may read from
/// or be placed after: the write its latest earlier access of L wrote or
/// read. Reading a co-earlier write, or writing co-before it, breaks
/// coherence (po is in hb in every model), also in every revisit of the
/// result (the earlier access is in the porf-prefix); skipping those
/// alternatives saves their copies and leaves the exploration unchanged.
int Explorer::coFloor(const State &S, unsigned T, uint32_t Before,
                      LocId L) const {
  const std::vector<Event> &Evs = S.G.thread(T);
  for (uint32_t I = Before; I-- > 0;) {
    const Event &E = Evs[I];
    if (!E.isAccess() || E.Loc != L)
      continue;
    return S.G.coIndex(E.isWrite() ? EventId{T, I} : E.Rf);
  }
  return -1;
}

/// Adds the write part of the RMW whose read is thread \p T's last event.
/// A failed CAS adds none: returns true when \p S is to be advanced on.
/// Otherwise S goes on the work stack with the write's revisits (false);
/// false also when S is inconsistent.
bool Explorer::finishRmw(State &S, unsigned T) {
  const ir::Step St = S.Threads[T].Cur;
  EventId R{T, S.G.threadSize(T) - 1};
  ir::Value Old = S.G.readValue(R);
  bool IsCas = St.S->Kind == ir::StmtKind::Cas;
  bool Success = !IsCas || casSucceeds(St, Old);
  S.G.setOrder(R, Success ? St.S->Order : St.S->FailOrder);
  if (!Success) {
    if (!consistent(S.G))
      return false;
    checkRaces(S, R);
    resume(S, T, Old);
    return true;
  }
  const Event &ER = S.G.event(R);
  Event E;
  E.Kind = EventKind::Write;
  E.Order = St.S->Order;
  E.Sc = St.S->Sc;
  E.Loc = ER.Loc;
  E.IsRmw = true;
  E.Val = IsCas ? St.Val[1]
                : ir::applyRmw(St.S->Rmw, St.S->AccessTy, Old, St.Val[0]);
  E.S = St.S;
  int From = S.G.coIndex(ER.Rf);
  EventId W = S.G.addEvent(T, E);
  S.G.insertCo(W, unsigned(From + 1));
  resume(S, T, Old);
  pushRevisits(std::move(S), W, /*RmwWrite=*/true);
  return false;
}

//===----------------------------------------------------------------------===//
// Backward revisits
//===----------------------------------------------------------------------===//

/// GPUMC's CheckOptimal: every deleted event, and the revisited read, must
/// have been added maximally: a deleted write is co-maximal among the events
/// added before it and the porf-prefix of \p W (W included); a read reads
/// from the co-maximal write among those (W excluded), and a deleted read
/// that was itself revisited must not read from a deleted write.
bool Explorer::checkOptimal(const ExecutionGraph &G, EventId R, EventId W,
                            const View &Porf) const {
  uint32_t RStamp = G.event(R).Stamp;
  auto Deleted = [&](EventId E) {
    return !E.isInit() && G.event(E).Stamp > RStamp && !Porf.contains(E);
  };
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      EventId E{T, I};
      if (E != R && !Deleted(E))
        continue;
      const Event &Ev = G.event(E);
      EventId Src;
      if (Ev.isRead()) {
        // A read that reads from a later write (it was revisited) may only
        // be deleted or revisited again if that write stays.
        if (!Ev.Rf.isInit() && G.event(Ev.Rf).Stamp > Ev.Stamp &&
            (Deleted(Ev.Rf) || Ev.Rf == W))
          return false;
        Src = Ev.Rf;
      } else if (Ev.isWrite()) {
        Src = E;
      } else {
        continue;
      }
      const auto &Co = G.co(Ev.Loc);
      for (unsigned K = unsigned(G.coIndex(Src) + 1); K < Co.size(); ++K) {
        EventId X = Co[K];
        if (Ev.isRead() && X == W)
          continue;
        if (G.event(X).Stamp < Ev.Stamp || Porf.contains(X))
          return false;
      }
    }
  return true;
}

/// Pushes a choice point with the state \p S its alternatives start from
/// (the parallel search: with the path of the alternative that reached it).
Frame &Explorer::pushFrame(FrameKind Kind, State &&S, unsigned T, EventId E) {
  Frame &F = Stack.emplace_back(Kind, std::move(S), T, E);
  if (Sh)
    F.PathLen = uint32_t(CurPath.size());
  return F;
}

/// Pushes the choice point of write \p W's backward revisits, followed by
/// \p S itself when it is consistent.
void Explorer::pushRevisits(State &&S, EventId W, bool RmwWrite) {
  View Porf = S.G.porfPrefix(W);
  Frame &F = pushFrame(FrameKind::Revisit, std::move(S), W.Thread, W);
  F.Porf = std::move(Porf);
  F.RmwWrite = RmwWrite;
}

/// Moves frame \p F (a Revisit frame) to its next alternative: the next read
/// of W's location, in thread and index order, that is not in W's
/// porf-prefix and passes CheckOptimal (then F.CurT and F.CurI name it and
/// true is returned), or W's own state once those are done (false).
bool Explorer::nextRevisit(Frame &F) const {
  const ExecutionGraph &G = F.S.G;
  EventId W = F.E;
  LocId L = G.event(W).Loc;
  for (; F.CurT < G.numThreads(); ++F.CurT, F.CurI = 0)
    for (; F.CurI < G.threadSize(F.CurT); ++F.CurI) {
      EventId R{F.CurT, F.CurI};
      const Event &ER = G.event(R);
      if (!ER.isRead() || ER.Loc != L || !ER.Revisitable ||
          F.Porf.contains(R))
        continue;
      if (checkOptimal(G, R, W, F.Porf))
        return true;
    }
  return false;
}

/// Advances the next backward revisit of frame \p F (the innermost)
/// (nextRevisit); once those are done, W's own state.
void Explorer::produceRevisit(Frame &F) {
  const ExecutionGraph &G = F.S.G;
  EventId W = F.E;
  const View &Porf = F.Porf;
  if (nextRevisit(F)) {
    unsigned T = F.CurT;
    EventId R{T, F.CurI};
    const Event &ER = G.event(R);
    ++F.CurI;
    State S2 = F.S;
    uint32_t RStamp = ER.Stamp;
    S2.G.restrict([&](EventId E) {
      return G.event(E).Stamp <= RStamp || Porf.contains(E);
    });
    S2.G.setRf(R, W);
    S2.G.setRevisited(R);
    for (unsigned U = 0; U < G.numThreads(); ++U)
      for (uint32_t J = 0; J < S2.G.threadSize(U) && J < Porf.Len[U]; ++J)
        if (S2.G.thread(U)[J].isRead())
          S2.G.clearRevisitable(EventId{U, J});
    // The graph is complete but for a CAS's order, which its thread's
    // step decides: other revisits are checked before the threads are
    // replayed (a third of them are inconsistent on lock programs).
    bool IsCas = ER.S->Kind == ir::StmtKind::Cas;
    if (!IsCas && !consistent(S2.G))
      return;
    for (unsigned U = 0; U < G.numThreads(); ++U)
      if (S2.G.threadSize(U) != G.threadSize(U) || U == T)
        replay(S2, U);
    if (IsCas) {
      // R is its thread's last event (its po-successors are not in W's
      // porf-prefix): replay stopped in the middle of the RMW exactly when
      // the CAS succeeds, and went on to the next step when it failed.
      bool Success = S2.Threads[T].MidRmw;
      S2.G.setOrder(R, Success ? ER.S->Order : ER.S->FailOrder);
      if (!consistent(S2.G))
        return;
    }
    // R's hb changed; W (and its RMW read) may not have been checked if
    // its forward placement was inconsistent.
    checkRaces(S2, R);
    checkRaces(S2, W);
    if (G.event(W).IsRmw)
      checkRaces(S2, EventId{W.Thread, W.Index - 1});
    advance(S2);
    return;
  }
  // The revisits are done: W's own placement goes on when consistent
  // (revisits were tried even when it is not: the revisited graph may be
  // consistent, e.g. two RMWs reading one write).
  State S = std::move(F.S);
  bool RmwWrite = F.RmwWrite;
  Stack.pop_back();
  if (!consistent(S.G))
    return;
  if (RmwWrite)
    checkRaces(S, EventId{W.Thread, W.Index - 1});
  checkRaces(S, W);
  advance(S);
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

std::string Explorer::locName(const ExecutionGraph &G, LocId L) const {
  return locationName(Prog, G, L);
}

ViolationEvent Explorer::describe(const ExecutionGraph &G, EventId E) const {
  ViolationEvent V;
  const Event &Ev = G.event(E);
  const ThreadInfo &TI = G.threadInfo(E.Thread);
  V.Loc = Ev.S ? Ev.S->Loc : ir::SourceLoc();
  V.Block = TI.Block;
  V.ThreadInBlock = TI.ThreadInBlock;
  V.IsWrite = Ev.isWrite();
  V.IsAccess = Ev.isAccess();
  V.Order = Ev.Order;
  V.Sc = Ev.Sc;
  return V;
}

std::vector<std::string> Explorer::witness(const ExecutionGraph &G) const {
  return witnessTrace(Prog, G);
}

void Explorer::addViolation(const State &S, Violation V) {
  if (Seeking)
    return;
  // One finding per kind and unordered pair of source locations; the
  // others are counted in it (checker/Findings.h).
  if (!Sh) {
    if (Groups.merge(Result.Violations, V))
      return;
    V.Trace = witness(S.G);
    V.Graph = std::make_shared<const ExecutionGraph>(S.G);
    Result.Violations.push_back(std::move(V));
    if (Opts.StopOnFirst)
      Stop = true;
    return;
  }
  // The parallel search: the representative of a finding is its instance
  // of smallest key, the one the one-worker search meets first.
  SearchKey K = currentKey();
  size_t F = 0;
  if (Groups.merge(Result.Violations, V, &F)) {
    if (!(K < Keys[F]))
      return;
    V.ThreadPairs = Result.Violations[F].ThreadPairs;
    V.Elements = Result.Violations[F].Elements;
    // The replaced representative stays one of the finding's instances.
    V.AcrossWarps = Result.Violations[F].AcrossWarps ||
                    eventsAcrossWarps(Result.Violations[F]);
    V.Trace = witness(S.G);
    V.Graph = std::make_shared<const ExecutionGraph>(S.G);
    Result.Violations[F] = std::move(V);
    Keys[F] = std::move(K);
    return;
  }
  V.Trace = witness(S.G);
  V.Graph = std::make_shared<const ExecutionGraph>(S.G);
  Result.Violations.push_back(std::move(V));
  Keys.push_back(std::move(K));
  if (Opts.StopOnFirst)
    Stop = true;
}

void Explorer::checkRaces(const State &S, EventId E) {
  const ExecutionGraph &G = S.G;
  const Event &Ev = G.event(E);
  // Only device- and system-scope atomics at the location: no race.
  if (Ev.isAccess() && !G.location(Ev.Loc).Mixed)
    return;
  for (unsigned T = 0; T < G.numThreads(); ++T) {
    if (T == E.Thread)
      continue;
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      EventId O{T, I};
      const Event &Eo = G.event(O);
      if (!Eo.isAccess() || Eo.Loc != Ev.Loc ||
          (!Eo.isWrite() && !Ev.isWrite()))
        continue;
      if (Checker->happensBefore(E, O) || Checker->happensBefore(O, E))
        continue;
      ViolationKind K;
      if (!Ev.isAtomic() || !Eo.isAtomic())
        K = ViolationKind::DataRace;
      else if (!Checker->inclusive(G, E, O))
        K = ViolationKind::HeterogeneousRace;
      else
        continue;
      bool SameValue = Ev.isWrite() && Eo.isWrite() && Ev.Val == Eo.Val;
      if (K == ViolationKind::DataRace && SameValue && Opts.AllowSameValueRaces)
        continue;
      Violation V;
      V.Kind = K;
      V.LocationName = locName(G, Ev.Loc);
      V.Message =
          std::string(K == ViolationKind::DataRace ? "data race"
                                                   : "heterogeneous race") +
          " on '" + V.LocationName + "'";
      if (K == ViolationKind::DataRace)
        explainDataRace(V, Eo.S, Ev.S, SameValue,
                        Ev.S ? Ev.S->AccessTy : ir::Type::I32, Ev.Val,
                        Prog.object(G.location(Ev.Loc).Obj).Values);
      // Report the earlier-added access first.
      bool OFirst = Eo.Stamp < Ev.Stamp;
      V.Events.push_back(describe(G, OFirst ? O : E));
      V.Events.push_back(describe(G, OFirst ? E : O));
      V.GraphEvents = {OFirst ? O : E, OFirst ? E : O};
      addViolation(S, std::move(V));
      if (Stop)
        return;
    }
  }
}

void Explorer::reportStep(const State &S, unsigned T, ViolationKind K,
                          std::string Msg) {
  Violation V;
  V.Kind = K;
  V.Message = std::move(Msg);
  ViolationEvent E;
  const ir::Step &St = S.Threads[T].Cur;
  E.Loc = St.Loc;
  E.Block = S.G.threadInfo(T).Block;
  E.ThreadInBlock = S.G.threadInfo(T).ThreadInBlock;
  if (K == ViolationKind::OutOfBounds)
    V.LocationName = ir::isBoundsCheck(St.S)
                         ? ir::boundsCheckPlace(*St.S)
                         : elementName(Prog, St.Obj, St.Offset);
  V.Events.push_back(E);
  addViolation(S, std::move(V));
}

void Explorer::reportDivergence(const State &S,
                                const std::vector<unsigned> &Group) {
  Violation V;
  V.Kind = ViolationKind::BarrierDivergence;
  V.Message = "barrier divergence: a thread waits at a barrier that the "
              "rest of its block never reaches";
  auto AtBarrier = [&](unsigned T) {
    const ThreadCtx &C = S.Threads[T];
    return C.HasStep && C.Cur.Kind == ir::StepKind::Event &&
           C.Cur.S->Kind == ir::StmtKind::Barrier;
  };
  auto EventOf = [&](unsigned T) {
    ViolationEvent E;
    E.Loc = S.Threads[T].Cur.Loc;
    E.Block = S.G.threadInfo(T).Block;
    E.ThreadInBlock = S.G.threadInfo(T).ThreadInBlock;
    return E;
  };
  unsigned First = ~0u;
  for (unsigned T : Group) {
    if (!AtBarrier(T))
      continue;
    if (First == ~0u) {
      First = T;
      V.Events.push_back(EventOf(T));
      continue;
    }
    // Both at the same barrier statement, in different loop iterations:
    // report the pair and the first loop where they differ.
    const ThreadCtx &A = S.Threads[First], &B = S.Threads[T];
    if (A.Cur.S != B.Cur.S || A.Cur.Enabled != B.Cur.Enabled ||
        A.TS.Frames.front().Proc != B.TS.Frames.front().Proc)
      continue;
    ir::Evaluator::InstanceDiff D = Eval.compareBarrierInstances(A.TS, B.TS);
    if (D.Kind != ir::Evaluator::InstanceDiff::Iteration)
      continue;
    V.Message = "barrier divergence: threads of a block wait at the same "
                "barrier in different loop iterations (" +
                threadAt(S, First, {}) + " is in iteration " +
                std::to_string(D.IterA) + " of the loop at " +
                Prog.fileName(D.LoopLoc.File) + ":" +
                std::to_string(D.LoopLoc.Line) + ":" +
                std::to_string(D.LoopLoc.Col) + ", " + threadAt(S, T, {}) +
                " in iteration " + std::to_string(D.IterB) + ")";
    V.Events.push_back(EventOf(T));
    break;
  }
  addViolation(S, std::move(V));
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// Does the program have an atomic memory access (load, store, RMW, CAS)
/// of block scope?
static bool anyCtaAtomic(const ir::Program &P) {
  for (const ir::Procedure &Proc : P.Procs)
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &St : B.Stmts)
        if ((St.Kind == ir::StmtKind::Load || St.Kind == ir::StmtKind::Store ||
             St.Kind == ir::StmtKind::Rmw || St.Kind == ir::StmtKind::Cas) &&
            ir::isAtomic(St.Order) && St.Sc == ir::Scope::Cta)
          return true;
  return false;
}

bool Explorer::prepare(State &Init) {
  Start = std::chrono::steady_clock::now();
  Result.Model = std::string(modelName(Opts.Model));
  if (Eval.numThreads() > Opts.MaxThreads) {
    // Every state holds every thread's evaluator state: a launch this
    // large would exhaust memory long before the search got anywhere.
    Result.IncompleteReason =
        "the dpor engine checks launches of at most " +
        std::to_string(Opts.MaxThreads) + " threads; this one has " +
        std::to_string(Eval.numThreads()) +
        " (use the interval engine or a smaller launch)";
    Result.V = Verdict::Incomplete;
    return false;
  }
  std::vector<ThreadInfo> Infos;
  for (uint64_t T = 0; T < Eval.numThreads(); ++T) {
    ir::ThreadPlace P = Eval.place(T);
    Infos.push_back(ThreadInfo{P.LinearBlock, P.LinearThread, P.GlobalThread});
  }
  // The lanes of each thread's warp: threads of one block whose indices in
  // the block differ only in the low five bits.
  std::map<std::pair<uint64_t, uint64_t>, unsigned> ByPlace;
  for (unsigned T = 0; T < Infos.size(); ++T)
    ByPlace[{Infos[T].Block, Infos[T].ThreadInBlock}] = T;
  Lanes.resize(Infos.size());
  for (unsigned T = 0; T < Infos.size(); ++T) {
    uint64_t Base = Infos[T].ThreadInBlock & ~uint64_t(ir::WarpSize - 1);
    for (unsigned K = 0; K < ir::WarpSize; ++K) {
      auto It = ByPlace.find({Infos[T].Block, Base + K});
      Lanes[T][K] = It == ByPlace.end() ? ~0u : It->second;
    }
  }
  UniformScopes = Opts.Model != ModelKind::Src11 || !anyCtaAtomic(Prog);
  if (!UniformScopes) {
    UniformScopes = true;
    for (const ThreadInfo &TI : Infos)
      UniformScopes &= TI.Block == Infos.front().Block;
  }
  Init = State{ExecutionGraph(std::move(Infos)), {}, 1};
  for (unsigned T = 0; T < Eval.numThreads(); ++T) {
    Init.Threads.push_back(ThreadCtx());
    replay(Init, T);
  }
  return true;
}

CheckResult Explorer::run() {
  State S;
  if (!prepare(S))
    return Result;
  // Depth first over the work stack: the innermost choice point's next
  // alternative is advanced until it ends or pushes a choice point.
  advance(S);
  while (!Stack.empty() && !Stop)
    produce();
  Stack.clear();
  Result.Stats.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  settleVerdict(Result, SpinCut);
  return Result;
}

void settleVerdict(CheckResult &R, bool SpinCut) {
  // No execution completed and nothing else cut the search short: every
  // one was discarded, so "safe" would claim what was never checked.
  if (R.Violations.empty() && R.IncompleteReason.empty() &&
      R.Stats.Executions == 0)
    R.IncompleteReason =
        SpinCut ? std::string(VacuousSpinReason) : std::string(VacuousReason);
  if (!R.Violations.empty())
    R.V = Verdict::Error;
  else if (!R.IncompleteReason.empty())
    R.V = Verdict::Incomplete;
  else
    R.V = Verdict::Safe;
}

} // namespace scopecheck::checker::dpor

namespace scopecheck::checker {

bool restrictedSpacesExact(const ir::Program &P) {
  for (const ir::Procedure &F : P.Procs)
    for (const ir::Block &Bl : F.Blocks)
      for (const ir::Stmt &S : Bl.Stmts)
        if (S.Order == ir::MemOrder::Sc)
          return false;
  return true;
}

/// Does \p P ask for the active lanes (`warp.active`)? Their partitions
/// are chosen by an ActiveScript that the search fills as it meets them,
/// in the order it meets them: such programs are searched by one worker.
static bool usesActiveLanes(const ir::Program &P) {
  for (const ir::Procedure &F : P.Procs)
    for (const ir::Block &Bl : F.Blocks)
      for (const ir::Stmt &S : Bl.Stmts)
        if (S.Kind == ir::StmtKind::Warp && S.Warp == ir::WarpOp::Active)
          return true;
  return false;
}

CheckResult explore(const ir::Program &P, const ExploreOptions &Opts) {
  // The callbacks see executions in the one-worker order (the litmus
  // front-end's witness is the first execution whose final state is
  // interesting): with them, and with active-lane partitions, one worker.
  bool OneWorker = Opts.OnComplete || Opts.OnFinalState || usesActiveLanes(P);
  if (Opts.Distributed)
    return dpor::Explorer::runDistributed(P, Opts, OneWorker);
  if (Opts.Jobs > 1 && !OneWorker)
    return dpor::Explorer::runParallel(P, Opts);
  try {
    dpor::Explorer E(P, Opts);
    return E.run();
  } catch (const std::bad_alloc &) {
    // An allocation the machine refused: the search is incomplete (its
    // findings so far are lost with it), never a crash.
    CheckResult R;
    R.Model = std::string(modelName(Opts.Model));
    R.V = Verdict::Incomplete;
    R.IncompleteReason = "out of memory";
    return R;
  }
}

} // namespace scopecheck::checker
