//===- checker/Interval.cpp - The lock-step barrier-interval engine -------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// checkIntervals: runs the blocks of a launch one after another; inside a
/// block every thread runs through ir::Evaluator up to its next enabled
/// barrier (a predicated barrier whose predicate is false is passed: it is
/// not an arrival), then the barrier is checked (K-BAR-DIVERGE: every thread
/// of the block waits at the same barrier instance) and a new barrier
/// interval starts. Threads of one interval run one after another; this is
/// the lock-step run up to the first race, because before the first
/// conflicting pair no thread reads a value another thread wrote in the same
/// interval (docs/engines.md).
///
/// Shadow state (K-RACE): per location a short list of access records. For
/// each class of access (read or write; plain, cta-scoped atomic or wider
/// atomic) at most three records are kept: the first two accesses of
/// distinct threads in the latest interval that accessed the location with
/// that class (roles A1, A2), and one access from an earlier block (role B).
/// An access of thread t in interval I of block b is concurrent with a
/// record of thread u in interval J when u != t and (u is in another block
/// or J == I); these records keep, for every future access, a concurrent
/// record whenever the full history has one (docs/engines.md "Shadow
/// state"), so memory is proportional to the accessed locations. With
/// --all-errors the records are kept per class and statement, so that every
/// racing pair of statements is reported.
///
//===----------------------------------------------------------------------===//

#include "checker/Interval.h"

#include "checker/ActiveLanes.h"
#include "checker/Findings.h"
#include "checker/Witness.h"
#include "ir/Diagnostic.h"
#include "ir/Evaluator.h"
#include "ir/passes/Cfg.h"

#include <cassert>
#include <chrono>
#include <cstdio>
#include <memory>
#include <new>
#include <set>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace scopecheck::checker {

namespace {

/// Pool index 0 is "no record".
constexpr uint32_t NoRec = 0;

enum Role : uint8_t { RoleA1, RoleA2, RoleB };

/// One recorded access of a location.
struct ShadowRec {
  const ir::Stmt *S = nullptr;
  ir::Value Val = 0;     ///< the value read or written
  uint32_t Thread = 0;   ///< global thread index
  uint32_t Interval = 0; ///< global barrier-interval number
  uint32_t Next = NoRec;
  uint8_t Class : 3; ///< 3 * IsWrite + (0 plain, 1 cta atomic, 2 wider)
  uint8_t Role : 2;
  ir::MemOrder Order = ir::MemOrder::Na; ///< effective order (failed cas)
  /// Programs with warp barriers: the accessing lane's own component of its
  /// warp clock at the access (ThreadCtx::Clock).
  uint16_t Stamp = 0;
  ShadowRec() : Class(0), Role(RoleA1) {}
};

/// The records of one memory space: a pool with a free list, in chunks of
/// fixed size so that growing it neither copies the records nor leaves up
/// to half of a doubled vector unused.
class ShadowPool {
public:
  static constexpr unsigned ChunkBits = 16;
  static constexpr uint32_t ChunkSize = uint32_t(1) << ChunkBits;

  ShadowPool() { clear(); }
  uint32_t alloc(const ShadowRec &R) {
    uint32_t I;
    if (!Free.empty()) {
      I = Free.back();
      Free.pop_back();
    } else {
      I = Size++;
      if ((I >> ChunkBits) == Chunks.size())
        Chunks.push_back(std::make_unique<ShadowRec[]>(ChunkSize));
    }
    (*this)[I] = R;
    return I;
  }
  void release(uint32_t I) { Free.push_back(I); }
  /// Keeps the first chunk, so that a block's shared records reuse it.
  void clear() {
    if (Chunks.size() > 1)
      Chunks.resize(1);
    if (Chunks.empty())
      Chunks.push_back(std::make_unique<ShadowRec[]>(ChunkSize));
    Size = 1; // index 0 is NoRec
    Free.clear();
  }
  ShadowRec &operator[](uint32_t I) {
    return Chunks[I >> ChunkBits][I & (ChunkSize - 1)];
  }
  const ShadowRec &operator[](uint32_t I) const {
    return Chunks[I >> ChunkBits][I & (ChunkSize - 1)];
  }

private:
  std::vector<std::unique_ptr<ShadowRec[]>> Chunks;
  uint32_t Size = 1;
  std::vector<uint32_t> Free;
};

/// Contents and shadow of one shared or global object. Objects of known,
/// moderate size are flat arrays (allocated at the first access); others
/// are hash maps from offset (looked up, never iterated).
struct ObjState {
  bool Dense = false;
  bool Allocated = false;
  std::vector<ir::Value> Vals;
  std::vector<uint32_t> Heads;
  struct Cell {
    ir::Value V = 0;
    uint32_t Head = NoRec;
  };
  std::unordered_map<int64_t, Cell> Sparse;
};

constexpr uint64_t MaxDenseSize = uint64_t(1) << 26;

enum class ThreadStatus : uint8_t {
  Running,
  AtBarrier,
  AtWarp,
  AtAccess, ///< --warp-sync: stopped at a memory event (ThreadCtx::Pending)
  Finished
};

struct ThreadCtx {
  ir::ThreadState TS;
  ThreadStatus Status = ThreadStatus::Running;
  const ir::Stmt *Barrier = nullptr; ///< AtBarrier: the barrier statement
  /// AtBarrier at a reducing barrier (`__syncthreads_or`, ...): the truth
  /// value of this thread's operand.
  bool ReduceOperand = false;
  /// AtWarp: the collective's mask and operands (ir::Step::Val).
  ir::Value WarpVals[4] = {0, 0, 0, 0};
  /// Programs with warp barriers (`warp.sync`): this lane's vector clock
  /// over the lanes of its warp within the current barrier interval. Its
  /// own component counts the warp barriers it passed, plus one; an access
  /// of lane u stamped s is ordered before this lane when Clock[u] >= s.
  uint16_t Clock[ir::WarpSize] = {};
  /// AtAccess: the memory event the lane waits to perform with its group.
  ir::Step Pending;
};

/// What resolveWarps did.
enum class WarpProgress : uint8_t {
  None,     ///< no lane waits at a warp collective
  Progress, ///< some rendezvous completed: lanes run again
  Error,    ///< a divergence or mask error was reported
};

class IntervalEngine {
public:
  IntervalEngine(const ir::Program &P, const IntervalOptions &Opts,
                 ActiveScript &Script)
      : Prog(P), Opts(Opts), Eval(P), Script(Script) {}

  CheckResult run(IntervalStats &Stats);

private:
  void startBlock(uint64_t B);
  void runThread(uint32_t Local);
  void resolveBarrier();
  WarpProgress resolveWarps();
  void runWarpLockStep(uint32_t Base);
  bool runsBefore(const ir::ThreadState &A, const ir::ThreadState &B) const;
  bool performCollective(uint32_t Base, uint32_t Mask);
  void completeActive(uint32_t Local);
  void resetClocks();
  bool warpOrdered(const ShadowRec &E, uint32_t Thread) const;
  void reportWarpError(uint32_t Local, ViolationKind K, std::string Message,
                       uint32_t Missing);
  std::string laneStatus(uint32_t Local) const;
  ir::Value access(uint32_t Local, const ir::Step &St);
  void checkAndRecord(uint32_t Thread, const ir::Step &St, bool IsWrite,
                      ir::MemOrder Order, ir::Value Val, uint32_t &Head,
                      ShadowPool &Pool, int64_t Offset);
  bool inclusive(const ir::Stmt *A, uint64_t BlockA, const ir::Stmt *B,
                 uint64_t BlockB) const;
  uint32_t newInterval(const ir::Stmt *Barrier) {
    IntervalStart.push_back(Barrier);
    ++Stats->Intervals;
    return uint32_t(IntervalStart.size() - 1);
  }
  bool timeUp();

  // Reports.
  std::string locName(ir::ObjectId Obj, int64_t Offset) const;
  std::string at(ir::SourceLoc L) const;
  std::string threadName(uint64_t GlobalThread) const;
  void barrierLine(std::vector<std::string> &Trace, uint64_t Thread,
                   uint32_t Interval) const;
  std::string accessLine(uint64_t Thread, const ir::Stmt *S, bool IsWrite,
                         ir::MemOrder Order, ir::ObjectId Obj, int64_t Offset,
                         ir::Value Val) const;
  ViolationEvent eventOf(uint64_t Thread, const ir::Stmt *S, bool IsWrite,
                         ir::MemOrder Order) const;
  void addViolation(Violation V);
  void reportStepError(uint32_t Local, const ir::Step &St);
  void reportDivergence(uint32_t W, uint32_t M);
  void setIncomplete(std::string Reason) {
    if (Result.IncompleteReason.empty())
      Result.IncompleteReason = std::move(Reason);
  }

  const ir::Program &Prog;
  const IntervalOptions &Opts;
  ir::Evaluator Eval;
  ActiveScript &Script;
  CheckResult Result;
  IntervalStats *Stats = nullptr;
  std::chrono::steady_clock::time_point Start;

  uint64_t ThreadsPerBlock = 0;
  uint64_t CurBlock = 0;
  uint64_t FirstThread = 0; ///< global index of the block's thread 0
  uint32_t CurInterval = 0;
  /// Per memory space (global, shared): the first interval of the current
  /// block after the last barrier that orders that space. A record of the
  /// block from an interval before it is ordered before every later access
  /// of the block; one from an interval at or after it is concurrent.
  /// Barriers that order every space (all but OpenCL's with restricting
  /// flags) keep both equal to CurInterval.
  uint32_t EpochStart[2] = {0, 0};
  /// The epoch start of the space of the access being checked (set by
  /// access() for checkAndRecord).
  uint32_t CurEpoch = 0;
  uint32_t &epochOf(bool Shared) { return EpochStart[Shared ? 1 : 0]; }
  std::vector<const ir::Stmt *> IntervalStart; ///< per interval: its barrier
  std::vector<ThreadCtx> Threads;              ///< the current block's
  std::vector<ObjState> Objs;                  ///< per ObjectId
  ShadowPool GlobalPool, SharedPool;
  bool Stop = false;  ///< the first error was found (StopOnFirst)
  bool Abort = false; ///< the run cannot go on (limit, blocked, havoc)
  double NextMemoryCheck = 0; ///< elapsed seconds of the next RSS poll
  double NextProgress = 1;    ///< elapsed seconds of the next OnProgress
  bool BlockDone = false;
  bool Complete = true;
  /// The program has warp collectives / warp barriers (`warp.sync`, which
  /// order memory between the lanes they name).
  bool HasWarp = false;
  bool WarpOrder = false;
  /// --warp-sync (ir::Launch::WarpSync): warps run in lock-step
  /// (runWarpLockStep); Cfgs holds each procedure's CFG for runsBefore.
  bool WarpSync = false;
  std::vector<std::unique_ptr<ir::CfgInfo>> Cfgs;
  uint64_t AccessesSinceCheck = 0;
  FindingGroups Groups;
};

} // namespace

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

std::string IntervalEngine::at(ir::SourceLoc L) const {
  if (!L.isValid())
    return "";
  return " at " + Prog.fileName(L.File) + ":" + std::to_string(L.Line) + ":" +
         std::to_string(L.Col);
}

std::string IntervalEngine::threadName(uint64_t T) const {
  return threadText(Prog, T / ThreadsPerBlock, T % ThreadsPerBlock);
}

std::string IntervalEngine::locName(ir::ObjectId Obj, int64_t Offset) const {
  const ir::MemObject &O = Prog.object(Obj);
  std::string N = elementName(Prog, Obj, Offset);
  if (O.Space == ir::MemSpace::Shared)
    N += " of " + blockText(Prog, CurBlock);
  return N;
}

void IntervalEngine::barrierLine(std::vector<std::string> &Trace,
                                 uint64_t Thread, uint32_t Interval) const {
  const ir::Stmt *B = IntervalStart[Interval];
  if (B)
    Trace.push_back(threadName(Thread) + ": barrier" + at(B->Loc));
}

std::string IntervalEngine::accessLine(uint64_t Thread, const ir::Stmt *S,
                                       bool IsWrite, ir::MemOrder Order,
                                       ir::ObjectId Obj, int64_t Offset,
                                       ir::Value Val) const {
  // An rmw or cas names its kind and whether it wrote (like DPOR's witness
  // lines, docs/usage.md "Witnesses"); the value is the one written or read.
  std::string What;
  if (S->Kind == ir::StmtKind::Rmw)
    What = "rmw." + std::string(ir::rmwOpName(S->Rmw)) + " " +
           locName(Obj, Offset) + " wrote ";
  else if (S->Kind == ir::StmtKind::Cas)
    What = "cas " + locName(Obj, Offset) + (IsWrite ? " wrote " : " read ");
  else
    What = (IsWrite ? "write " : "read ") + locName(Obj, Offset) + " = ";
  std::string L = threadName(Thread) + ": " + What +
                  valueText(S->AccessTy, Val, Prog.object(Obj).Values) +
                  " (" + std::string(ir::orderName(Order));
  if (S->Sc != ir::Scope::None)
    L += "." + std::string(ir::scopeName(S->Sc));
  return L + ")" + at(S->Loc) + callChain(Prog, S);
}

ViolationEvent IntervalEngine::eventOf(uint64_t Thread, const ir::Stmt *S,
                                       bool IsWrite, ir::MemOrder Order) const {
  ViolationEvent E;
  E.Loc = S->Loc;
  E.Block = Thread / ThreadsPerBlock;
  E.ThreadInBlock = Thread % ThreadsPerBlock;
  E.IsWrite = IsWrite;
  E.IsAccess = ir::isAccess(S->Kind);
  E.Order = Order;
  E.Sc = S->Sc;
  return E;
}

void IntervalEngine::addViolation(Violation V) {
  // One finding per kind and unordered pair of source locations, as dpor;
  // the others are counted in it (checker/Findings.h).
  if (Groups.merge(Result.Violations, V))
    return;
  Result.Violations.push_back(std::move(V));
  if (Opts.StopOnFirst)
    Stop = true;
}

void IntervalEngine::reportStepError(uint32_t Local, const ir::Step &St) {
  uint64_t T = FirstThread + Local;
  if (St.Err == ir::EvalError::CopyRace) {
    Violation V;
    describeCopyRace(V, Prog, St, CurBlock, Local);
    barrierLine(V.Trace, T, CurInterval);
    V.Trace.push_back(threadName(T) + ": " + V.Notes.back());
    addViolation(std::move(V));
    return;
  }
  Violation V;
  V.Kind = ViolationKind::RuntimeError;
  V.Message = ir::evalErrorName(St.Err);
  if (St.Err == ir::EvalError::AssertionFailed && ir::isBoundsCheck(St.S)) {
    V.Kind = ViolationKind::OutOfBounds; // the front-end's index check
    V.Message = St.S->Message;
    V.LocationName = ir::boundsCheckPlace(*St.S);
  } else if (St.Err == ir::EvalError::AssertionFailed) {
    V.Kind = ViolationKind::Assertion;
    V.Message = "assertion failed";
    if (St.S && !St.S->Message.empty())
      V.Message += ": " + St.S->Message;
  } else if (St.Err == ir::EvalError::OutOfBounds) {
    V.Kind = ViolationKind::OutOfBounds;
    V.LocationName = elementName(Prog, St.Obj, St.Offset);
    V.Message = "out-of-bounds access to '" + V.LocationName + "'";
  }
  ViolationEvent E;
  E.Loc = St.Loc;
  E.Block = CurBlock;
  E.ThreadInBlock = Local;
  V.Events.push_back(E);
  barrierLine(V.Trace, T, CurInterval);
  V.Trace.push_back(threadName(T) + ": " + V.Message + at(St.Loc));
  addViolation(std::move(V));
}

void IntervalEngine::reportDivergence(uint32_t W, uint32_t M) {
  const ThreadCtx &A = Threads[W], &B = Threads[M];
  Violation V;
  V.Kind = ViolationKind::BarrierDivergence;
  V.Message = "barrier divergence: a thread waits at a barrier that the "
              "rest of its block never reaches";
  ViolationEvent EA;
  EA.Loc = A.Barrier->Loc;
  EA.Block = CurBlock;
  EA.ThreadInBlock = W;
  V.Events.push_back(EA);
  barrierLine(V.Trace, FirstThread + W, CurInterval);
  V.Trace.push_back(threadName(FirstThread + W) + ": waits at barrier" +
                    at(A.Barrier->Loc));
  if (B.Status == ThreadStatus::AtBarrier) {
    ViolationEvent EB = EA;
    EB.Loc = B.Barrier->Loc;
    EB.ThreadInBlock = M;
    V.Events.push_back(EB);
    if (A.Barrier == B.Barrier) {
      ir::Evaluator::InstanceDiff D = Eval.compareBarrierInstances(A.TS, B.TS);
      if (D.Kind == ir::Evaluator::InstanceDiff::Iteration)
        V.Message = "barrier divergence: threads of a block wait at the same "
                    "barrier in different loop iterations (" +
                    threadName(FirstThread + W) + " is in iteration " +
                    std::to_string(D.IterA) + " of the loop" + at(D.LoopLoc) +
                    ", " + threadName(FirstThread + M) + " in iteration " +
                    std::to_string(D.IterB) + ")";
    }
    V.Trace.push_back(threadName(FirstThread + M) + ": waits at barrier" +
                      at(B.Barrier->Loc));
  } else {
    V.Trace.push_back(threadName(FirstThread + M) +
                      ": finished without reaching it");
  }
  addViolation(std::move(V));
}

//===----------------------------------------------------------------------===//
// Shadow state
//===----------------------------------------------------------------------===//

bool IntervalEngine::inclusive(const ir::Stmt *A, uint64_t BlockA,
                               const ir::Stmt *B, uint64_t BlockB) const {
  if (Opts.Model != ModelKind::Src11)
    return true;
  auto Includes = [](ir::Scope Sc, uint64_t From, uint64_t To) {
    return Sc != ir::Scope::Cta || From == To;
  };
  return Includes(A->Sc, BlockA, BlockB) && Includes(B->Sc, BlockB, BlockA);
}

void IntervalEngine::checkAndRecord(uint32_t Thread, const ir::Step &St,
                                    bool IsWrite, ir::MemOrder Order,
                                    ir::Value Val, uint32_t &Head,
                                    ShadowPool &Pool, int64_t Offset) {
  const ir::Stmt *S = St.S;
  bool Atomic = ir::isAtomic(Order);
  if (Head == NoRec)
    ++Stats->Locations;
  // K-RACE: the new access against every concurrent record.
  for (uint32_t I = Head; I != NoRec && !Stop; I = Pool[I].Next) {
    const ShadowRec &E = Pool[I];
    if (E.Thread == Thread)
      continue;
    uint64_t EBlock = E.Thread / ThreadsPerBlock;
    if (EBlock == CurBlock && E.Interval < CurEpoch)
      continue; // ordered by a barrier of this block
    if (WarpOrder && EBlock == CurBlock && warpOrdered(E, Thread))
      continue; // ordered by warp barriers
    bool EWrite = E.Class >= 3;
    if (!EWrite && !IsWrite)
      continue;
    bool EAtomic = E.Class % 3 != 0;
    ViolationKind K;
    if (!EAtomic || !Atomic)
      K = ViolationKind::DataRace;
    else if (!inclusive(E.S, EBlock, S, CurBlock))
      K = ViolationKind::HeterogeneousRace;
    else
      continue;
    // Of concurrent writes, the first recorded (A1) stands for its value:
    // a write of another value races with it, so skipping equal values
    // loses no race of different ones.
    bool SameValue = EWrite && IsWrite && E.Val == Val;
    if (K == ViolationKind::DataRace && SameValue && Opts.AllowSameValueRaces)
      continue;
    Violation V;
    V.Kind = K;
    V.LocationName = locName(St.Obj, Offset);
    V.Message =
        std::string(K == ViolationKind::DataRace ? "data race"
                                                 : "heterogeneous race") +
        " on '" + V.LocationName + "'";
    if (K == ViolationKind::DataRace)
      explainDataRace(V, E.S, S, SameValue, S->AccessTy, Val,
                      Prog.object(St.Obj).Values);
    if (EBlock == CurBlock && E.Interval != CurInterval)
      if (const ir::Stmt *B = IntervalStart[CurInterval])
        V.Notes.push_back(
            "the barrier" + at(B->Loc) + " orders " +
            (B->Spaces == 0 ? std::string("no memory")
                            : std::string(ir::barrierSpacesName(B->Spaces)) +
                                  " memory only") +
            " (an OpenCL barrier orders the address spaces its flags name: "
            "CLK_LOCAL_MEM_FENCE is __local, the IR's shared, and "
            "CLK_GLOBAL_MEM_FENCE is __global), not these accesses to " +
            std::string(ir::spaceName(Prog.object(St.Obj).Space)) +
            " memory");
    if (WarpSync && EBlock == CurBlock &&
        (E.Thread - FirstThread) / ir::WarpSize ==
            (Thread - FirstThread) / ir::WarpSize)
      V.Notes.push_back(
          "under --warp-sync the lanes of a warp are ordered by lock-step "
          "only where they run together: two lanes writing one location in "
          "the same instruction race, and lanes on different paths "
          "(divergence) or at different iterations are not ordered");
    V.Events.push_back(eventOf(E.Thread, E.S, EWrite, E.Order));
    V.Events.push_back(eventOf(Thread, S, IsWrite, Order));
    barrierLine(V.Trace, E.Thread, E.Interval);
    V.Trace.push_back(
        accessLine(E.Thread, E.S, EWrite, E.Order, St.Obj, Offset, E.Val));
    if (E.Interval != CurInterval || EBlock != CurBlock)
      barrierLine(V.Trace, Thread, CurInterval);
    V.Trace.push_back(
        accessLine(Thread, S, IsWrite, Order, St.Obj, Offset, Val));
    addViolation(std::move(V));
  }
  // Record the access in its class. With --all-errors the records are kept
  // per class *and statement*: the guarantee below then holds for every
  // statement, so every racing pair of statements is found, not only one
  // race per location.
  bool PerStmt = !Opts.StopOnFirst;
  auto SameClass = [&](const ShadowRec &R, uint8_t C) {
    return R.Class == C && (!PerStmt || R.S == S);
  };
  uint8_t Class = uint8_t(
      (IsWrite ? 3 : 0) +
      (!Atomic                                                     ? 0
       : S->Sc == ir::Scope::Cta && Opts.Model == ModelKind::Src11 ? 1
                                                                   : 2));
  ShadowRec New;
  New.S = S;
  New.Val = Val;
  New.Thread = Thread;
  New.Interval = CurInterval;
  New.Class = Class;
  New.Order = Order;
  if (WarpOrder) {
    // Warp barriers order some accesses of one interval, so the first two
    // records no longer stand for the rest. Keep the accesses of this
    // interval that no later access of the class is ordered after (an
    // access ordered before the new one is subsumed by it: whatever is
    // concurrent with the old one and comes later is concurrent with the
    // new one), and one record of an earlier block.
    New.Stamp = Threads[Thread - FirstThread].Clock[(Thread - FirstThread) %
                                                    ir::WarpSize];
    bool KeptOld = false;
    for (uint32_t I = Head, Prev = NoRec; I != NoRec;) {
      uint32_t Next = Pool[I].Next;
      const ShadowRec &R = Pool[I];
      bool Drop = false;
      if (SameClass(R, Class)) {
        if (R.Thread / ThreadsPerBlock != CurBlock) {
          Drop = KeptOld;
          KeptOld = true;
        } else {
          Drop = R.Interval < CurEpoch || R.Thread == Thread ||
                 warpOrdered(R, Thread);
        }
      }
      if (Drop) {
        if (Prev == NoRec)
          Head = Next;
        else
          Pool[Prev].Next = Next;
        Pool.release(I);
      } else {
        Prev = I;
      }
      I = Next;
    }
    New.Next = Head;
    Head = Pool.alloc(New);
    return;
  }
  uint32_t A1 = NoRec, A2 = NoRec, B = NoRec;
  for (uint32_t I = Head; I != NoRec; I = Pool[I].Next) {
    if (!SameClass(Pool[I], Class))
      continue;
    if (Pool[I].Role == RoleA1)
      A1 = I;
    else if (Pool[I].Role == RoleA2)
      A2 = I;
    else
      B = I;
  }
  auto Push = [&](Role R) {
    New.Role = R;
    New.Next = Head;
    Head = Pool.alloc(New);
  };
  auto Remove = [&](uint32_t X) {
    if (Head == X) {
      Head = Pool[X].Next;
    } else {
      uint32_t P = Head;
      while (Pool[P].Next != X)
        P = Pool[P].Next;
      Pool[P].Next = Pool[X].Next;
    }
    Pool.release(X);
  };
  if (A1 == NoRec) {
    Push(RoleA1);
    return;
  }
  if (Pool[A1].Interval >= CurEpoch) {
    if (A2 == NoRec && Pool[A1].Thread != Thread)
      Push(RoleA2);
    return;
  }
  // A new interval for this class: the old A records are ordered before
  // every later access of their block; one of another block stays as B.
  if (A2 != NoRec)
    Remove(A2);
  if (Pool[A1].Thread / ThreadsPerBlock != CurBlock) {
    if (B != NoRec)
      Remove(B);
    Pool[A1].Role = RoleB;
    Push(RoleA1);
  } else {
    uint32_t Next = Pool[A1].Next;
    New.Role = RoleA1;
    New.Next = Next;
    Pool[A1] = New;
  }
}

ir::Value IntervalEngine::access(uint32_t Local, const ir::Step &St) {
  ++Stats->Accesses;
  const ir::Stmt *S = St.S;
  ObjState &O = Objs[St.Obj];
  const ir::MemObject &MO = Prog.object(St.Obj);
  bool Shared = MO.Space == ir::MemSpace::Shared;
  ir::Value *Cell;
  uint32_t *Head;
  if (O.Dense) {
    if (!O.Allocated) {
      O.Vals.assign(MO.Size, 0);
      std::copy(MO.Init.begin(),
                MO.Init.begin() + std::min<size_t>(MO.Init.size(), MO.Size),
                O.Vals.begin());
      O.Heads.assign(MO.Size, NoRec);
      O.Allocated = true;
    }
    assert(St.Offset >= 0 && uint64_t(St.Offset) < MO.Size &&
           "the evaluator checks bounds of known sizes");
    Cell = &O.Vals[St.Offset];
    Head = &O.Heads[St.Offset];
  } else {
    auto [It, Inserted] = O.Sparse.try_emplace(St.Offset);
    if (Inserted && St.Offset >= 0 && uint64_t(St.Offset) < MO.Init.size())
      It->second.V = MO.Init[St.Offset];
    Cell = &It->second.V;
    Head = &It->second.Head;
  }
  uint32_t T = uint32_t(FirstThread + Local);
  ShadowPool &Pool = Shared ? SharedPool : GlobalPool;
  CurEpoch = epochOf(Shared);
  ir::Value Old = *Cell;
  switch (S->Kind) {
  case ir::StmtKind::Load:
    checkAndRecord(T, St, false, S->Order, Old, *Head, Pool, St.Offset);
    return Old;
  case ir::StmtKind::Store:
    *Cell = St.Val[0];
    checkAndRecord(T, St, true, S->Order, St.Val[0], *Head, Pool, St.Offset);
    return 0;
  case ir::StmtKind::Rmw:
    *Cell = ir::applyRmw(S->Rmw, S->AccessTy, Old, St.Val[0]);
    checkAndRecord(T, St, true, S->Order, *Cell, *Head, Pool, St.Offset);
    return Old;
  case ir::StmtKind::Cas:
    if (Old == St.Val[0]) {
      *Cell = St.Val[1];
      checkAndRecord(T, St, true, S->Order, *Cell, *Head, Pool, St.Offset);
    } else {
      checkAndRecord(T, St, false, S->FailOrder, Old, *Head, Pool, St.Offset);
    }
    return Old;
  default:
    assert(false && "not an access");
    return 0;
  }
}

//===----------------------------------------------------------------------===//
// Lock-step execution
//===----------------------------------------------------------------------===//

/// Checks the time and (every 50 ms at most) the memory limits. Cheap
/// enough to call per block and per thread run.
bool IntervalEngine::timeUp() {
  if (Opts.TimeoutSeconds <= 0 && !Opts.MaxMemoryMb && !Opts.OnProgress)
    return false;
  double Elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (Opts.OnProgress && Elapsed >= NextProgress) {
    NextProgress = Elapsed + 1;
    Opts.OnProgress(*Stats, Prog.Run.Grid.count(), Elapsed);
  }
  if (Opts.TimeoutSeconds > 0 && Elapsed > Opts.TimeoutSeconds) {
    setIncomplete("timeout reached");
    return true;
  }
  if (Opts.MaxMemoryMb && Elapsed >= NextMemoryCheck) {
    NextMemoryCheck = Elapsed + 0.05;
    if (currentRssMb() > double(Opts.MaxMemoryMb)) {
      setIncomplete(memoryLimitReason(Opts.MaxMemoryMb));
      return true;
    }
  }
  return false;
}

void IntervalEngine::startBlock(uint64_t B) {
  CurBlock = B;
  FirstThread = B * ThreadsPerBlock;
  // Shared memory is per block: fresh contents and shadow.
  SharedPool.clear();
  for (ir::ObjectId Id = 1; Id <= Prog.Objects.size(); ++Id) {
    const ir::MemObject &MO = Prog.object(Id);
    if (MO.Space != ir::MemSpace::Shared)
      continue;
    ObjState &O = Objs[Id];
    O.Sparse.clear();
    if (O.Allocated) {
      std::fill(O.Vals.begin(), O.Vals.end(), 0);
      std::copy(MO.Init.begin(),
                MO.Init.begin() + std::min<size_t>(MO.Init.size(), MO.Size),
                O.Vals.begin());
      std::fill(O.Heads.begin(), O.Heads.end(), NoRec);
    }
  }
  for (uint64_t L = 0; L < ThreadsPerBlock; ++L) {
    ThreadCtx &C = Threads[L];
    Eval.initThread(C.TS, FirstThread + L);
    C.TS.StepBudget = Opts.StepLimit;
    C.Status = ThreadStatus::Running;
    C.Barrier = nullptr;
  }
  resetClocks();
  CurInterval = newInterval(nullptr);
  EpochStart[0] = EpochStart[1] = CurInterval;
  ++Stats->Blocks;
}

void IntervalEngine::runThread(uint32_t Local) {
  ThreadCtx &C = Threads[Local];
  for (;;) {
    ir::Step St = Eval.run(C.TS);
    switch (St.Kind) {
    case ir::StepKind::Event:
      switch (St.S->Kind) {
      case ir::StmtKind::Barrier:
        if (!St.Enabled) {
          Eval.resume(C.TS); // a predicated-off barrier: not an arrival
          continue;
        }
        C.Status = ThreadStatus::AtBarrier;
        C.Barrier = St.S;
        C.ReduceOperand = St.Val[0] != 0;
        return;
      case ir::StmtKind::Warp:
        C.Status = ThreadStatus::AtWarp;
        C.Barrier = St.S;
        std::copy(St.Val, St.Val + 4, C.WarpVals);
        return;
      case ir::StmtKind::Fence:
        // Fences order atomics only; the lock-step run has no choices they
        // could restrict (and communication makes the run inexact anyway).
        Eval.resume(C.TS);
        continue;
      default: {
        if (WarpSync) {
          C.Status = ThreadStatus::AtAccess;
          C.Pending = St;
          return;
        }
        ir::Value R = access(Local, St);
        Eval.resume(C.TS, R);
        if (Stop)
          return;
        if ((++AccessesSinceCheck & 0xffff) == 0 && timeUp()) {
          Abort = true;
          return;
        }
        continue;
      }
      }
    case ir::StepKind::Finished:
      C.Status = ThreadStatus::Finished;
      return;
    case ir::StepKind::Error:
      reportStepError(Local, St);
      // --all-errors: the thread stops as if it had exited.
      C.Status = ThreadStatus::Finished;
      Complete = false;
      return;
    case ir::StepKind::Blocked:
      // A failed assume discards the run: the launch has no execution
      // beyond this point (the run is deterministic up to here).
      ++Result.Stats.Blocked;
      Abort = true;
      Complete = false;
      return;
    case ir::StepKind::StepLimit:
      setIncomplete("per-thread step limit (" + std::to_string(Opts.StepLimit) +
                    " statements) reached by " +
                    threadName(FirstThread + Local) + at(St.Loc));
      Abort = true;
      return;
    case ir::StepKind::Nondet:
      // An arbitrary value: the run takes 0. analyzeCommunication counts
      // it as a value the run does not decide, so the run is exact only
      // when no such value reaches control flow, an address or an
      // assertion (every choice then gives the same verdicts).
      Eval.resume(C.TS, 0);
      continue;
    }
  }
}

void IntervalEngine::resolveBarrier() {
  // K-BAR-DIVERGE: every thread of the block waits at one barrier instance.
  uint32_t N = uint32_t(ThreadsPerBlock);
  uint32_t W = N;
  for (uint32_t L = 0; L < N && W == N; ++L)
    if (Threads[L].Status == ThreadStatus::AtBarrier)
      W = L;
  if (W == N) {
    BlockDone = true; // every thread finished: the block is done
    return;
  }
  const ThreadCtx &A = Threads[W];
  for (uint32_t L = 0; L < N; ++L) {
    const ThreadCtx &B = Threads[L];
    bool Same = B.Status == ThreadStatus::AtBarrier && B.Barrier == A.Barrier &&
                Eval.compareBarrierInstances(A.TS, B.TS).Kind ==
                    ir::Evaluator::InstanceDiff::Same;
    if (!Same) {
      reportDivergence(W, L);
      Complete = false;
      BlockDone = true;
      return;
    }
  }
  // A reducing barrier (`__syncthreads_count/_and/_or`): every thread gets
  // the reduction over the whole block.
  uint64_t NonZero = 0;
  for (const ThreadCtx &C : Threads)
    NonZero += C.ReduceOperand;
  ir::Value Reduced = ir::barrierResult(A.Barrier->Reduce, N, NonZero);
  for (ThreadCtx &C : Threads) {
    Eval.resume(C.TS, Reduced);
    C.Status = ThreadStatus::Running;
  }
  resetClocks();
  CurInterval = newInterval(A.Barrier);
  if (ir::barrierOrders(A.Barrier->Spaces, ir::MemSpace::Global))
    epochOf(false) = CurInterval;
  if (ir::barrierOrders(A.Barrier->Spaces, ir::MemSpace::Shared))
    epochOf(true) = CurInterval;
}

//===----------------------------------------------------------------------===//
// Warps
//===----------------------------------------------------------------------===//

void IntervalEngine::resetClocks() {
  if (!WarpOrder)
    return;
  for (uint32_t L = 0; L < Threads.size(); ++L) {
    std::fill(std::begin(Threads[L].Clock), std::end(Threads[L].Clock), 0);
    Threads[L].Clock[L % ir::WarpSize] = 1;
  }
}

bool IntervalEngine::warpOrdered(const ShadowRec &E, uint32_t Thread) const {
  uint32_t LE = uint32_t(E.Thread - FirstThread);
  uint32_t LT = uint32_t(Thread - FirstThread);
  if (LE / ir::WarpSize != LT / ir::WarpSize)
    return false;
  return Threads[LT].Clock[LE % ir::WarpSize] >= E.Stamp;
}

std::string IntervalEngine::laneStatus(uint32_t Local) const {
  if (Local >= ThreadsPerBlock)
    return "does not exist (the block has " + std::to_string(ThreadsPerBlock) +
           " threads)";
  const ThreadCtx &C = Threads[Local];
  switch (C.Status) {
  case ThreadStatus::Finished:
    return "finished without reaching it";
  case ThreadStatus::AtBarrier:
    return "waits at barrier" + at(C.Barrier->Loc);
  case ThreadStatus::AtWarp:
    return "waits at warp." + std::string(ir::warpOpName(C.Barrier->Warp)) +
           " with mask " + warpMaskText(C.WarpVals[0]) + at(C.Barrier->Loc);
  case ThreadStatus::Running:
  case ThreadStatus::AtAccess:
    break;
  }
  return "is running";
}

void IntervalEngine::reportWarpError(uint32_t Local, ViolationKind K,
                                     std::string Message, uint32_t Missing) {
  const ThreadCtx &C = Threads[Local];
  uint32_t Base = Local & ~(ir::WarpSize - 1);
  Violation V;
  V.Kind = K;
  V.Message = std::move(Message);
  ViolationEvent E;
  E.Loc = C.Barrier->Loc;
  E.Block = CurBlock;
  E.ThreadInBlock = Local;
  V.Events.push_back(E);
  barrierLine(V.Trace, FirstThread + Local, CurInterval);
  V.Trace.push_back(threadName(FirstThread + Local) + " (lane " +
                    std::to_string(Local % ir::WarpSize) + " of warp " +
                    std::to_string(Local / ir::WarpSize) + "): waits at warp." +
                    std::string(ir::warpOpName(C.Barrier->Warp)) +
                    " with mask " + warpMaskText(C.WarpVals[0]) + at(C.Barrier->Loc));
  // One line per run of missing lanes in the same state.
  for (unsigned L = 0; L < ir::WarpSize;) {
    if (!(Missing >> L & 1)) {
      ++L;
      continue;
    }
    std::string Status = laneStatus(Base + L);
    uint32_t Run = 0;
    unsigned E = L;
    while (E < ir::WarpSize && (Missing >> E & 1) &&
           laneStatus(Base + E) == Status)
      Run |= uint32_t(1) << E++;
    V.Trace.push_back(warpLaneList(Run) + " of warp " +
                      std::to_string(Local / ir::WarpSize) + ": " + Status);
    L = E;
  }
  addViolation(std::move(V));
}

WarpProgress IntervalEngine::resolveWarps() {
  uint32_t N = uint32_t(ThreadsPerBlock);
  bool Waiting = false, Progress = false;
  uint32_t FirstWaiting = N, FirstActive = N;
  for (uint32_t L = 0; L < N; ++L) {
    const ThreadCtx &C = Threads[L];
    if (C.Status != ThreadStatus::AtWarp)
      continue;
    if (C.Barrier->Warp == ir::WarpOp::Active) {
      FirstActive = std::min(FirstActive, L);
      continue; // completes only when nothing else can move
    }
    Waiting = true;
    uint32_t Base = L & ~(ir::WarpSize - 1), Lane = L % ir::WarpSize;
    uint32_t Mask = uint32_t(C.WarpVals[0]);
    std::string Op = "warp." + std::string(ir::warpOpName(C.Barrier->Warp));
    if (!(Mask >> Lane & 1)) {
      reportWarpError(L, ViolationKind::BarrierDivergence,
                      "barrier divergence: lane " + std::to_string(Lane) +
                          " calls " + Op + " with mask " + warpMaskText(Mask) +
                          ", which does not name it",
                      0);
      return WarpProgress::Error;
    }
    uint32_t Absent = 0;
    for (unsigned J = 0; J < ir::WarpSize; ++J)
      if ((Mask >> J & 1) && Base + J >= N)
        Absent |= uint32_t(1) << J;
    if (Absent) {
      reportWarpError(L, ViolationKind::BarrierDivergence,
                      "barrier divergence: " + Op + " with mask " +
                          warpMaskText(Mask) + " names " + warpLaneList(Absent) +
                          ", which the block does not have",
                      Absent);
      return WarpProgress::Error;
    }
    bool Ready = true;
    for (unsigned K = 0; K < ir::WarpSize && Ready; ++K) {
      if (!(Mask >> K & 1))
        continue;
      const ThreadCtx &D = Threads[Base + K];
      Ready = D.Status == ThreadStatus::AtWarp && D.Barrier == C.Barrier &&
              Eval.compareBarrierInstances(C.TS, D.TS).Kind ==
                  ir::Evaluator::InstanceDiff::Same;
      if (Ready && uint32_t(D.WarpVals[0]) != Mask) {
        reportWarpError(L, ViolationKind::BarrierDivergence,
                        "barrier divergence: lanes of one " + Op +
                            " pass different masks (lane " +
                            std::to_string(Lane) + ": " + warpMaskText(Mask) +
                            ", lane " + std::to_string(K) + ": " +
                            warpMaskText(D.WarpVals[0]) + ")",
                        0);
        return WarpProgress::Error;
      }
    }
    if (!Ready) {
      FirstWaiting = std::min(FirstWaiting, L);
      continue;
    }
    if (!performCollective(Base, Mask))
      return WarpProgress::Error;
    Progress = true;
  }
  if (Progress)
    return WarpProgress::Progress;
  if (FirstActive != N) {
    completeActive(FirstActive);
    return WarpProgress::Progress;
  }
  if (!Waiting)
    return WarpProgress::None;
  // Nothing can move: the first waiting lane's rendezvous never completes.
  uint32_t L = FirstWaiting;
  const ThreadCtx &C = Threads[L];
  uint32_t Base = L & ~(ir::WarpSize - 1);
  uint32_t Mask = uint32_t(C.WarpVals[0]), Missing = 0;
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    if (!(Mask >> K & 1))
      continue;
    const ThreadCtx &D = Threads[Base + K];
    if (!(D.Status == ThreadStatus::AtWarp && D.Barrier == C.Barrier &&
          Eval.compareBarrierInstances(C.TS, D.TS).Kind ==
              ir::Evaluator::InstanceDiff::Same))
      Missing |= uint32_t(1) << K;
  }
  reportWarpError(L, ViolationKind::BarrierDivergence,
                  "barrier divergence: warp." +
                      std::string(ir::warpOpName(C.Barrier->Warp)) +
                      " with mask " + warpMaskText(Mask) + " waits for " +
                      warpLaneList(Missing) + (__builtin_popcount(Missing) == 1 ? ", which never reaches it"
                                                   : ", which never reach it"),
                  Missing);
  return WarpProgress::Error;
}

/// Program order of two lanes' next statements (the reconvergence order of
/// a SIMT warp: the lanes that are behind run first). Frame by frame: in
/// the same procedure, the iterations of the loops enclosing both
/// positions decide first (the earlier iteration is behind); then, at the
/// first loop that encloses only one of them, that loop's header stands
/// for it; then the reverse post-order of the blocks and the statement
/// index. Only precision depends on this order (lanes at different
/// statements are never ordered with each other), not soundness.
bool IntervalEngine::runsBefore(const ir::ThreadState &A,
                                const ir::ThreadState &B) const {
  size_t N = std::min(A.Frames.size(), B.Frames.size());
  for (size_t I = 0; I < N; ++I) {
    const ir::Frame &FA = A.Frames[I], &FB = B.Frames[I];
    if (FA.Proc != FB.Proc || !Cfgs[FA.Proc])
      return false;
    const ir::CfgInfo &Cfg = *Cfgs[FA.Proc];
    auto Chain = [&](ir::BlockId Bl) {
      std::vector<uint32_t> C;
      for (uint32_t L = Cfg.loopOf(Bl); L != ir::CfgInfo::NoLoop;
           L = Cfg.loops()[L].Parent)
        C.push_back(L);
      return std::vector<uint32_t>(C.rbegin(), C.rend());
    };
    std::vector<uint32_t> CA = Chain(FA.Block), CB = Chain(FB.Block);
    size_t K = 0;
    for (; K < CA.size() && K < CB.size() && CA[K] == CB[K]; ++K) {
      uint32_t IA = A.LoopIters[FA.LoopBase + CA[K]];
      uint32_t IB = B.LoopIters[FB.LoopBase + CB[K]];
      if (IA != IB)
        return IA < IB;
    }
    ir::BlockId XA = K < CA.size() ? Cfg.loops()[CA[K]].Header : FA.Block;
    ir::BlockId XB = K < CB.size() ? Cfg.loops()[CB[K]].Header : FB.Block;
    if (XA != XB)
      return Cfg.rpoIndex(XA) < Cfg.rpoIndex(XB);
    if (FA.Block != FB.Block)
      return false; // one is inside a loop whose header the other is at
    if (FA.StmtIdx != FB.StmtIdx)
      return FA.StmtIdx < FB.StmtIdx;
  }
  return false;
}

/// --warp-sync: runs the lanes of the warp from \p Base in lock-step until
/// each waits at a collective or a barrier or has finished. Every lane runs
/// to its next memory event; the lanes at the instance of the earliest one
/// (runsBefore) form the group that executes it together: their clocks are
/// joined and advanced before the step and joined again after it, so their
/// accesses are concurrent with each other (two lanes writing one location
/// in one store race) and ordered after every earlier access of the
/// group's lanes and before their later ones.
/// Lanes at other statements (a divergent warp) are not ordered with the
/// group: conflicting accesses on different paths are data races.
void IntervalEngine::runWarpLockStep(uint32_t Base) {
  uint32_t End = std::min<uint32_t>(Base + ir::WarpSize, ThreadsPerBlock);
  for (;;) {
    for (uint32_t L = Base; L < End && !Stop && !Abort; ++L)
      if (Threads[L].Status == ThreadStatus::Running)
        runThread(L);
    if (Stop || Abort)
      return;
    uint32_t First = End;
    for (uint32_t L = Base; L < End; ++L)
      if (Threads[L].Status == ThreadStatus::AtAccess &&
          (First == End || runsBefore(Threads[L].TS, Threads[First].TS)))
        First = L;
    if (First == End)
      return; // no lane waits at a memory event
    const ThreadCtx &F = Threads[First];
    uint32_t Group = 0;
    for (uint32_t L = Base; L < End; ++L) {
      const ThreadCtx &C = Threads[L];
      if (C.Status == ThreadStatus::AtAccess && C.Pending.S == F.Pending.S &&
          Eval.compareBarrierInstances(F.TS, C.TS).Kind ==
              ir::Evaluator::InstanceDiff::Same)
        Group |= uint32_t(1) << (L - Base);
    }
    uint16_t Join[ir::WarpSize] = {};
    for (uint32_t K = 0; K < ir::WarpSize; ++K)
      if (Group >> K & 1)
        for (unsigned J = 0; J < ir::WarpSize; ++J)
          Join[J] = std::max(Join[J], Threads[Base + K].Clock[J]);
    for (uint32_t K = 0; K < ir::WarpSize; ++K) {
      if (!(Group >> K & 1))
        continue;
      uint16_t *Clock = Threads[Base + K].Clock;
      std::copy(Join, Join + ir::WarpSize, Clock);
      if (Clock[K] == UINT16_MAX) {
        setIncomplete("more than 65,534 lock-step instructions of one warp "
                      "in one barrier interval (--warp-sync)" +
                      at(F.Pending.Loc));
        Abort = true;
        return;
      }
      ++Clock[K];
    }
    for (uint32_t K = 0; K < ir::WarpSize; ++K) {
      if (!(Group >> K & 1))
        continue;
      ThreadCtx &C = Threads[Base + K];
      ir::Value R = access(Base + K, C.Pending);
      Eval.resume(C.TS, R);
      C.Status = ThreadStatus::Running;
      if (Stop)
        return;
      if ((++AccessesSinceCheck & 0xffff) == 0 && timeUp()) {
        Abort = true;
        return;
      }
    }
    // After the step every lane of the group has seen all of it: a later
    // step of some of them comes after this one's accesses by all.
    for (uint32_t K = 0; K < ir::WarpSize; ++K)
      if (Group >> K & 1)
        Join[K] = Threads[Base + K].Clock[K];
    for (uint32_t K = 0; K < ir::WarpSize; ++K)
      if (Group >> K & 1)
        std::copy(Join, Join + ir::WarpSize, Threads[Base + K].Clock);
  }
}

/// A `warp.active` instance that lane \p Local waits at, when nothing else
/// can move (every lane that reaches it has): the lanes there in Local's
/// class of the partition the script chooses get that class as result.
void IntervalEngine::completeActive(uint32_t Local) {
  const ThreadCtx &C = Threads[Local];
  uint32_t Base = Local & ~(ir::WarpSize - 1);
  uint32_t Present = 0;
  for (uint32_t K = 0; K < ir::WarpSize && Base + K < ThreadsPerBlock; ++K) {
    const ThreadCtx &D = Threads[Base + K];
    if (D.Status == ThreadStatus::AtWarp && D.Barrier == C.Barrier &&
        Eval.compareBarrierInstances(C.TS, D.TS).Kind ==
            ir::Evaluator::InstanceDiff::Same)
      Present |= uint32_t(1) << K;
  }
  uint32_t Class =
      Present & Script.classOf(activeInstanceKey(Prog, C.TS, *C.Barrier,
                                                 CurBlock, Local / ir::WarpSize),
                               Present, Local % ir::WarpSize);
  for (uint32_t K = 0; K < ir::WarpSize; ++K)
    if (Class >> K & 1) {
      ThreadCtx &D = Threads[Base + K];
      Eval.resume(D.TS, Class);
      D.Status = ThreadStatus::Running;
    }
}

bool IntervalEngine::performCollective(uint32_t Base, uint32_t Mask) {
  const ir::Stmt *S = nullptr;
  uint64_t Ops[ir::WarpSize] = {};
  for (unsigned K = 0; K < ir::WarpSize; ++K)
    if (Mask >> K & 1) {
      S = Threads[Base + K].Barrier;
      Ops[K] = Threads[Base + K].WarpVals[1];
    }
  assert(S && "a rendezvous names its caller");
  ir::Value Results[ir::WarpSize] = {};
  if (S->Warp == ir::WarpOp::Sync) {
    // A warp barrier: every named lane gets the join of their clocks.
    if (WarpOrder) {
      uint16_t Join[ir::WarpSize] = {};
      for (unsigned K = 0; K < ir::WarpSize; ++K)
        if (Mask >> K & 1)
          for (unsigned J = 0; J < ir::WarpSize; ++J)
            Join[J] = std::max(Join[J], Threads[Base + K].Clock[J]);
      for (unsigned K = 0; K < ir::WarpSize; ++K) {
        if (!(Mask >> K & 1))
          continue;
        uint16_t *Clock = Threads[Base + K].Clock;
        std::copy(Join, Join + ir::WarpSize, Clock);
        if (Clock[K] == UINT16_MAX) {
          setIncomplete("more than 65,534 warp barriers in one barrier "
                        "interval" +
                        at(S->Loc));
          Abort = true;
          return false;
        }
        ++Clock[K];
      }
    }
  } else if (ir::isShuffle(S->Warp)) {
    for (unsigned K = 0; K < ir::WarpSize; ++K) {
      if (!(Mask >> K & 1))
        continue;
      const ThreadCtx &C = Threads[Base + K];
      int64_t Width = int32_t(uint32_t(C.WarpVals[3]));
      if (!ir::isValidShuffleWidth(Width)) {
        Violation V;
        V.Kind = ViolationKind::RuntimeError;
        V.Message = "warp." + std::string(ir::warpOpName(S->Warp)) +
                    " with width " + std::to_string(Width) +
                    ", which is not a power of two in [1, 32]";
        ViolationEvent E;
        E.Loc = S->Loc;
        E.Block = CurBlock;
        E.ThreadInBlock = Base + K;
        V.Events.push_back(E);
        V.Trace.push_back(threadName(FirstThread + Base + K) + ": " +
                          V.Message + at(S->Loc));
        addViolation(std::move(V));
        Complete = false;
        return false;
      }
      unsigned Src =
          ir::shuffleSourceLane(S->Warp, K, C.WarpVals[2], unsigned(Width));
      if (Src != K && !(Mask >> Src & 1)) {
        reportWarpError(Base + K, ViolationKind::UndefinedValue,
                        "undefined value: lane " + std::to_string(K) +
                            " reads lane " + std::to_string(Src) +
                            " in warp." + std::string(ir::warpOpName(S->Warp)) +
                            ", but the mask " + warpMaskText(Mask) +
                            " does not name it",
                        uint32_t(1) << Src);
        Complete = false; // the run goes on with an arbitrary value: 0
        if (Stop)
          return false;
        continue;
      }
      Results[K] = Ops[Src];
    }
  } else {
    ir::Type Ty = S->Args[0]->Ty;
    for (unsigned K = 0; K < ir::WarpSize; ++K)
      if (Mask >> K & 1)
        Results[K] = ir::warpResult(S->Warp, Ty, Mask, K, Ops);
  }
  for (unsigned K = 0; K < ir::WarpSize; ++K) {
    if (!(Mask >> K & 1))
      continue;
    ThreadCtx &C = Threads[Base + K];
    Eval.resume(C.TS, Results[K]);
    C.Status = ThreadStatus::Running;
  }
  return true;
}

CheckResult IntervalEngine::run(IntervalStats &S) {
  Stats = &S;
  Start = std::chrono::steady_clock::now();
  Result.Engine = "interval";
  Result.Model = std::string(modelName(Opts.Model));
  CommunicationReport Comm = analyzeCommunication(Prog);
  if (!Comm.Supported) {
    Result.IncompleteReason = Comm.Unsupported;
    Result.V = Verdict::Incomplete;
    return Result;
  }
  ThreadsPerBlock = Prog.Run.BlockDim.count();
  uint64_t NumBlocks = Prog.Run.Grid.count();
  S.Threads = Eval.numThreads();
  if (S.Threads > uint64_t(UINT32_MAX)) {
    Result.IncompleteReason = "the launch has more than 2^32 threads";
    Result.V = Verdict::Incomplete;
    return Result;
  }
  Objs.resize(Prog.Objects.size() + 1);
  for (ir::ObjectId Id = 1; Id <= Prog.Objects.size(); ++Id) {
    const ir::MemObject &MO = Prog.object(Id);
    Objs[Id].Dense = MO.hasKnownSize() && MO.Size <= MaxDenseSize;
  }
  // One block's thread states are held at a time; refuse a block that
  // cannot fit in the memory limit before allocating it (an estimate: the
  // context and a few hundred bytes of frames and variables per thread).
  uint64_t PerThread = sizeof(ThreadCtx) + 256;
  if (Opts.MaxMemoryMb &&
      ThreadsPerBlock > Opts.MaxMemoryMb * (1024 * 1024) / PerThread) {
    Result.IncompleteReason =
        "a block of " + std::to_string(ThreadsPerBlock) +
        " threads needs about " +
        std::to_string(ThreadsPerBlock * PerThread / (1024 * 1024)) +
        " MB of thread state, more than the memory limit (--max-memory=" +
        std::to_string(Opts.MaxMemoryMb) + " MB)";
    Result.V = Verdict::Incomplete;
    return Result;
  }
  for (const ir::Procedure &Proc : Prog.Procs)
    for (const ir::Block &Bl : Proc.Blocks)
      for (const ir::Stmt &St : Bl.Stmts)
        if (St.Kind == ir::StmtKind::Warp) {
          HasWarp = true;
          WarpOrder |= St.Warp == ir::WarpOp::Sync;
        }
  if (Prog.Run.WarpSync) {
    WarpSync = WarpOrder = true;
    for (const ir::Procedure &Proc : Prog.Procs)
      Cfgs.push_back(Proc.Blocks.empty()
                         ? nullptr
                         : std::make_unique<ir::CfgInfo>(Proc));
  }
  Threads.resize(ThreadsPerBlock);
  uint64_t Runs = 0;
  for (uint64_t B = 0; B < NumBlocks && !Stop && !Abort; ++B) {
    if (timeUp())
      break;
    startBlock(B);
    BlockDone = false;
    while (!Stop && !Abort && !BlockDone) {
      for (uint32_t Base = 0; WarpSync && Base < ThreadsPerBlock && !Stop &&
                              !Abort;
           Base += ir::WarpSize)
        runWarpLockStep(Base);
      for (uint32_t L = 0; !WarpSync && L < ThreadsPerBlock && !Stop && !Abort;
           ++L) {
        if ((++Runs & 0x3f) == 0 && timeUp()) {
          Abort = true;
          break;
        }
        if (Threads[L].Status == ThreadStatus::Running)
          runThread(L);
      }
      if (Stop || Abort)
        break;
      WarpProgress WP = HasWarp ? resolveWarps() : WarpProgress::None;
      if (WP == WarpProgress::Error) {
        Complete = false;
        BlockDone = true;
      } else if (WP == WarpProgress::None && !Stop && !Abort) {
        resolveBarrier();
      }
    }
  }
  if (Stop || Abort || S.Blocks < NumBlocks)
    Complete = false;
  Result.Stats.Executions = Complete ? 1 : 0;
  Result.Stats.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (Comm.MayCommunicate) {
    std::string NotExact =
        "the interval engine's result is not exact for this kernel: " +
        Comm.Reason;
    if (Result.IncompleteReason.empty())
      Result.IncompleteReason = NotExact;
    else
      Result.IncompleteReason += "; besides, " + NotExact;
  }
  // A failed assume discarded the one lock-step run: nothing was checked.
  if (Result.Violations.empty() && Result.IncompleteReason.empty() &&
      Result.Stats.Blocked > 0)
    Result.IncompleteReason = VacuousReason;
  if (!Result.Violations.empty())
    Result.V = Verdict::Error;
  else if (!Result.IncompleteReason.empty())
    Result.V = Verdict::Incomplete;
  else
    Result.V = Verdict::Safe;
  return Result;
}

CheckResult checkIntervals(const ir::Program &Predicated,
                           const IntervalOptions &Opts, IntervalStats *Stats) {
  IntervalStats Local;
  IntervalStats &Sum = Stats ? *Stats : Local;
  // One lock-step run per partition of the active lanes (`warp.active`);
  // under --warp-sync the lanes that reach one together form one class.
  ActiveScript Script;
  Script.Together = Predicated.Run.WarpSync;
  auto Run = [&] {
    IntervalStats One;
    CheckResult R;
    try {
      IntervalEngine E(Predicated, Opts, Script);
      R = E.run(One);
    } catch (const std::bad_alloc &) {
      // An allocation the machine refused: incomplete, never a crash.
      R = CheckResult();
      R.Engine = "interval";
      R.Model = std::string(modelName(Opts.Model));
      R.V = Verdict::Incomplete;
      R.IncompleteReason = "out of memory";
    }
    Sum.Threads = One.Threads;
    Sum.Blocks = std::max(Sum.Blocks, One.Blocks); // the launch's, not a sum
    Sum.Intervals += One.Intervals;
    Sum.Accesses += One.Accesses;
    Sum.Locations += One.Locations;
    return R;
  };
  CheckResult R = exploreActivePartitions(Run, Script, Opts.StopOnFirst,
                                          Opts.TimeoutSeconds);
  R.Stats.PeakRssMb = peakRssMb();
  return R;
}

std::string intervalSummaryLine(const IntervalStats &S, const CheckStats &C) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, " in %.2f s, peak memory %.1f MB", C.Seconds,
                C.PeakRssMb);
  return ir::plural(S.Threads, "thread") + " in " +
         ir::plural(S.Blocks, "block") + ", " +
         ir::plural(S.Intervals, "barrier interval") + ", " +
         ir::plural(S.Accesses, "access", "accesses") + " to " +
         ir::plural(S.Locations, "location") + Buf;
}

} // namespace scopecheck::checker
