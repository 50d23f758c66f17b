//===- checker/ExplorerWarps.cpp - Warp collectives in the DPOR search ---===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The DPOR explorer's warp collectives: when the named lanes of a
/// collective (`__shfl_sync`, `__syncwarp`, `__ballot_sync`, ...) all wait
/// at the same instance, the rendezvous completes as one step; a mask that
/// can never be satisfied is an error (docs/engines.md "Warps").
///
//===----------------------------------------------------------------------===//

#include "checker/ExplorerImpl.h"

#include "checker/ActiveLanes.h"

namespace scopecheck::checker::dpor {

//===----------------------------------------------------------------------===//
// Warps
//===----------------------------------------------------------------------===//

/// Does thread \p T wait at an enabled warp collective?
bool Explorer::atWarp(State &S, unsigned T) {
  const ir::Step &St = peek(S, T);
  return St.Kind == ir::StepKind::Event && !S.Threads[T].MidRmw &&
         St.S->Kind == ir::StmtKind::Warp;
}

/// Do threads \p T and \p U (both atWarp) wait at the same instance of the
/// same collective (statement, call context, loop iterations)?
bool Explorer::sameWarpInstance(State &S, unsigned T, unsigned U) {
  const ThreadCtx &A = S.Threads[T], &B = S.Threads[U];
  return A.Cur.S == B.Cur.S &&
         A.TS.Frames.front().Proc == B.TS.Frames.front().Proc &&
         Eval.compareBarrierInstances(A.TS, B.TS).Kind ==
             ir::Evaluator::InstanceDiff::Same;
}

/// The rendezvous of the collective thread \p T waits at: Warp with its
/// named lanes (in lane order) when all of them wait at the same instance
/// with the same mask; WarpError when it can never complete whatever the
/// other threads do (the caller is not in its mask, the mask names a lane
/// the block does not have, two lanes of it pass different masks); Done
/// when some named lane has not arrived yet.
Action Explorer::warpAction(State &S, unsigned T) {
  const ir::Step &St = peek(S, T);
  if (St.S->Warp == ir::WarpOp::Active)
    return Action{}; // completes only when nothing else can move

  uint32_t Mask = uint32_t(St.Val[0]);
  unsigned Lane = unsigned(S.G.threadInfo(T).ThreadInBlock % ir::WarpSize);
  std::string Op = "warp." + std::string(ir::warpOpName(St.S->Warp));
  if (!(Mask >> Lane & 1))
    return Action{ActionKind::WarpError, T, {},
                  "barrier divergence: lane " + std::to_string(Lane) +
                      " calls " + Op + " with mask " + warpMaskText(Mask) +
                      ", which does not name it"};
  uint32_t Absent = 0;
  for (unsigned K = 0; K < ir::WarpSize; ++K)
    if ((Mask >> K & 1) && Lanes[T][K] == ~0u)
      Absent |= uint32_t(1) << K;
  if (Absent)
    return Action{ActionKind::WarpError, T, {},
                  "barrier divergence: " + Op + " with mask " +
                      warpMaskText(Mask) + " names " + warpLaneList(Absent) +
                      ", which the block does not have"};
  std::vector<unsigned> Group;
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    if (!(Mask >> K & 1))
      continue;
    unsigned U = Lanes[T][K];
    if (!atWarp(S, U) || !sameWarpInstance(S, T, U))
      return Action{};
    uint32_t MaskU = uint32_t(S.Threads[U].Cur.Val[0]);
    if (MaskU != Mask)
      return Action{ActionKind::WarpError, T, {},
                    "barrier divergence: lanes of one " + Op +
                        " pass different masks (lane " + std::to_string(Lane) +
                        ": " + warpMaskText(Mask) + ", lane " +
                        std::to_string(K) + ": " + warpMaskText(MaskU) + ")"};
    Group.push_back(U);
  }
  // A collective adds an event to each lane: the event limit counts it.
  for (unsigned U : Group)
    if (S.G.threadSize(U) >= Opts.EventLimit)
      return Action{ActionKind::EventLimit, U, {}, {}};
  return Action{ActionKind::Warp, T, std::move(Group), {}};
}

/// The `warp.active` instance thread \p T waits at, when nothing else can
/// move: the lanes there in T's class of the partition chosen (all of them
/// without a script).
Action Explorer::activeAction(State &S, unsigned T) {
  const ThreadInfo &TI = S.G.threadInfo(T);
  unsigned Lane = unsigned(TI.ThreadInBlock % ir::WarpSize);
  uint32_t Exist = 0, Present = 0;
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    unsigned U = Lanes[T][K];
    if (U == ~0u)
      continue;
    Exist |= uint32_t(1) << K;
    if (atWarp(S, U) && sameWarpInstance(S, T, U))
      Present |= uint32_t(1) << K;
  }
  uint32_t Class = Present;
  if (Opts.Active)
    Class &= Opts.Active->classOf(
        activeInstanceKey(Prog, S.Threads[T].TS, *peek(S, T).S, TI.Block,
                          TI.ThreadInBlock / ir::WarpSize),
        Exist, Lane);
  std::vector<unsigned> Group;
  for (unsigned K = 0; K < ir::WarpSize; ++K)
    if (Class >> K & 1) {
      Group.push_back(Lanes[T][K]);
      if (S.G.threadSize(Lanes[T][K]) >= Opts.EventLimit)
        return Action{ActionKind::EventLimit, Lanes[T][K], {}, {}};
    }
  return Action{ActionKind::Warp, T, std::move(Group), {}};
}

/// The message for thread \p T waiting at a collective when nothing can
/// move any more: the named lanes that never arrive at its instance.
std::string Explorer::warpStuckMessage(State &S, unsigned T) {
  const ir::Step &St = peek(S, T);
  uint32_t Mask = uint32_t(St.Val[0]), Missing = 0;
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    if (!(Mask >> K & 1))
      continue;
    unsigned U = Lanes[T][K];
    if (U == ~0u || !atWarp(S, U) || !sameWarpInstance(S, T, U))
      Missing |= uint32_t(1) << K;
  }
  return "barrier divergence: warp." +
         std::string(ir::warpOpName(St.S->Warp)) + " with mask " +
         warpMaskText(Mask) + " waits for " + warpLaneList(Missing) +
         (__builtin_popcount(Missing) == 1 ? ", which never reaches it"
                                                   : ", which never reach it");
}

/// Completes the rendezvous of the lanes \p Group (in lane order, all at
/// one instance with one mask): computes every lane's result from the
/// operands of all of them, adds one event per lane (a Barrier event for
/// `warp.sync`, which orders memory among them; a Collective event
/// otherwise) and resumes the lanes. Returns false when the execution
/// ends in an error (an invalid shuffle width; a shuffle from a lane
/// outside the mask, unless --all-errors goes on with the value 0).
bool Explorer::performCollective(State &S, const std::vector<unsigned> &Group) {
  const ir::Stmt *St = S.Threads[Group.front()].Cur.S;
  uint32_t Mask = uint32_t(S.Threads[Group.front()].Cur.Val[0]);
  if (St->Warp == ir::WarpOp::Active) { // the lanes of the group's class
    Mask = 0;
    for (unsigned T : Group)
      Mask |= uint32_t(1) << (S.G.threadInfo(T).ThreadInBlock % ir::WarpSize);
  }
  std::string Op = "warp." + std::string(ir::warpOpName(St->Warp));
  uint64_t Ops[ir::WarpSize] = {};
  unsigned LaneOf[ir::WarpSize] = {};
  for (unsigned I = 0, K = 0; K < ir::WarpSize; ++K)
    if (Mask >> K & 1) {
      LaneOf[K] = Group[I++];
      Ops[K] = uint64_t(S.Threads[LaneOf[K]].Cur.Val[1]);
    }
  ir::Value Results[ir::WarpSize] = {};
  if (ir::isShuffle(St->Warp)) {
    for (unsigned K = 0; K < ir::WarpSize; ++K) {
      if (!(Mask >> K & 1))
        continue;
      const ir::Step &C = S.Threads[LaneOf[K]].Cur;
      int64_t Width = int32_t(uint32_t(C.Val[3]));
      if (!ir::isValidShuffleWidth(Width)) {
        reportStep(S, LaneOf[K], ViolationKind::RuntimeError,
                   Op + " with width " + std::to_string(Width) +
                       ", which is not a power of two in [1, 32]");
        return false;
      }
      unsigned Src =
          ir::shuffleSourceLane(St->Warp, K, uint64_t(C.Val[2]), unsigned(Width));
      if (Src != K && !(Mask >> Src & 1)) {
        reportStep(S, LaneOf[K], ViolationKind::UndefinedValue,
                   "undefined value: lane " + std::to_string(K) +
                       " reads lane " + std::to_string(Src) + " in " + Op +
                       ", but the mask " + warpMaskText(Mask) +
                       " does not name it");
        if (Opts.StopOnFirst)
          return false;
        continue; // --all-errors: the lane goes on with the value 0
      }
      Results[K] = ir::Value(Ops[Src]);
    }
  } else if (St->Warp == ir::WarpOp::Active) {
    for (unsigned K = 0; K < ir::WarpSize; ++K)
      Results[K] = Mask;
  } else if (St->Warp != ir::WarpOp::Sync) {
    ir::Type Ty = St->Args[0]->Ty;
    for (unsigned K = 0; K < ir::WarpSize; ++K)
      if (Mask >> K & 1)
        Results[K] = ir::Value(ir::warpResult(St->Warp, Ty, Mask, K, Ops));
  }
  uint32_t Inst = S.NextBarrier++;
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    if (!(Mask >> K & 1))
      continue;
    Event E;
    E.Kind = St->Warp == ir::WarpOp::Sync ? EventKind::Barrier
                                          : EventKind::Collective;
    E.BarrierInstance = Inst;
    E.S = St;
    E.Val = Results[K];
    S.G.addEvent(LaneOf[K], E);
    resume(S, LaneOf[K], E.Val);
  }
  return true;
}

} // namespace scopecheck::checker::dpor
