//===- checker/ExplorerImpl.h - The DPOR explorer's state ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The DPOR explorer's class and its state (threads, the work stack of
/// choice points), private to the explorer's sources: checker/Explorer.cpp
/// (the search, events, revisits, errors) and checker/ExplorerWarps.cpp
/// (warp collectives). Everything else uses checker/Explorer.h.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_EXPLORERIMPL_H
#define SCOPECHECK_CHECKER_EXPLORERIMPL_H

#include "checker/Explorer.h"

#include "checker/Consistency.h"
#include "checker/Findings.h"
#include "checker/WorkPool.h"
#include "ir/Evaluator.h"
#include "ir/passes/Liveness.h"
#include "ir/passes/LockDiscipline.h"

#include <array>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace scopecheck::checker::dpor {

/// The evaluator state of one thread, kept in step with the graph.
struct ThreadCtx {
  ir::ThreadState TS;
  ir::Step Cur;
  bool HasStep = false;
  /// The thread's last graph event is the read of an RMW whose write part
  /// is still to be added (after a revisit cut it).
  bool MidRmw = false;
  /// The thread blocked on a failed assume: it stops there (as if it had
  /// exited) and the execution, once the others are done, counts as
  /// blocked. Later writes may still revisit its reads and unblock it.
  bool BlockedHere = false;
  /// When the thread's pending step is Blocked because of a spin-loop cut:
  /// the index of its first event of the failed iteration (the events from
  /// there on are the reads that came back to an earlier state); ~0u when
  /// the thread is not cut (a failed assume, or not blocked).
  uint32_t CutFrom = ~0u;
  /// Spin-loop detection: the thread-local state at each event point since
  /// the thread's last non-read event (at most MaxSpinHistory, newest
  /// last), with the thread's event count at that point. Snapshots are
  /// immutable and shared between copies of the state.
  struct Snapshot {
    std::shared_ptr<const std::vector<uint64_t>> Key;
    uint32_t Events = 0;
  };
  std::vector<Snapshot> History;
};

/// How many earlier event points a thread's state is compared with: a spin
/// loop whose failing iteration performs up to this many reads is cut.
constexpr size_t MaxSpinHistory = 4;

/// The threads of a state, copy-on-write one thread at a time: copying a
/// table shares every ThreadCtx, and mut() copies the one it changes only
/// while another table still shares it. The explorer copies a state for
/// every choice point with alternatives pending and then changes one or
/// two threads before the next copy, so sharing the others saves most of
/// the copying (their vectors: frames, slots, spin history).
///
/// A shared ThreadCtx is never changed, so tables of one origin may live
/// in different worker threads (-j N): the reference counts are atomic,
/// and a count of 1 means no other table can reach the context.
class ThreadTable {
public:
  size_t size() const { return Ctx.size(); }
  const ThreadCtx &operator[](unsigned T) const { return *Ctx[T]; }
  /// Thread \p T's context, to change; no copy of the table made while
  /// the reference is held may see the change, so do not copy the state
  /// before the last use of the reference.
  ThreadCtx &mut(unsigned T) {
    if (Ctx[T].use_count() > 1)
      Ctx[T] = std::make_shared<ThreadCtx>(*Ctx[T]);
    return *Ctx[T];
  }
  void push_back(ThreadCtx C) {
    Ctx.push_back(std::make_shared<ThreadCtx>(std::move(C)));
  }
  /// Gives the table contexts (and spin-history snapshots) of its own,
  /// allocated by the calling thread and shared with no other table: a
  /// worker that takes a state from the pool makes it its own, so that the
  /// reference counts it bumps at every copy are on no line of the worker
  /// that gave it.
  void unshare() {
    for (std::shared_ptr<ThreadCtx> &C : Ctx) {
      C = std::make_shared<ThreadCtx>(*C);
      for (ThreadCtx::Snapshot &Sn : C->History)
        Sn.Key = std::make_shared<const std::vector<uint64_t>>(*Sn.Key);
    }
  }

  class const_iterator {
  public:
    explicit const_iterator(
        std::vector<std::shared_ptr<ThreadCtx>>::const_iterator I)
        : I(I) {}
    const ThreadCtx &operator*() const { return **I; }
    const_iterator &operator++() {
      ++I;
      return *this;
    }
    bool operator!=(const const_iterator &O) const { return I != O.I; }

  private:
    std::vector<std::shared_ptr<ThreadCtx>>::const_iterator I;
  };
  const_iterator begin() const { return const_iterator(Ctx.begin()); }
  const_iterator end() const { return const_iterator(Ctx.end()); }

private:
  std::vector<std::shared_ptr<ThreadCtx>> Ctx;
};

struct State {
  ExecutionGraph G{std::vector<ThreadInfo>()};
  ThreadTable Threads;
  uint32_t NextBarrier = 1;
};


enum class ActionKind : uint8_t {
  Done,
  Blocked,
  Error,
  StepLimit,
  EventLimit,
  UnrollLimit,
  Unsupported,
  Divergence,
  Barrier,
  SkipBarrier,
  Warp,      ///< a warp collective whose named lanes all wait (Group)
  WarpError, ///< a warp collective that can never complete (Message)
  Event
};

struct Action {
  Action() = default;
  Action(ActionKind Kind, unsigned Thread, std::vector<unsigned> Group = {},
         std::string Message = {})
      : Kind(Kind), Thread(Thread), Group(std::move(Group)),
        Message(std::move(Message)) {}
  ActionKind Kind = ActionKind::Done;
  unsigned Thread = 0;
  std::vector<unsigned> Group; ///< Barrier, SkipBarrier, Divergence, Warp
  std::string Message;         ///< WarpError
};

/// A choice point of the depth-first search with alternatives still to
/// try, on the explicit work stack (no recursion grows with the trace).
/// It holds the state the alternatives start from; the last alternative
/// takes it by move, so a state is copied only while another alternative
/// of its choice point is pending, never per event.
enum class FrameKind : uint8_t {
  Read,   ///< the read E of thread T, with every write in Cands (rf)
  Rmw,    ///< the read part E of an RMW of thread T, likewise
  Store,  ///< the write E of thread T at each of Count co positions
  Revisit ///< the reads the write E may revisit, then E's own state
};

struct Frame {
  Frame(FrameKind Kind, State &&S, unsigned T, EventId E)
      : Kind(Kind), S(std::move(S)), T(T), E(E) {}
  FrameKind Kind;
  State S;
  unsigned T = 0;
  EventId E;
  std::vector<EventId> Cands; ///< Read, Rmw
  size_t Next = 0;            ///< Read, Rmw, Store: the next alternative
  size_t Count = 0;           ///< Store: the number of co positions
  // Revisit: the porf-prefix of E, the next read to consider (thread,
  // index), and whether E is an RMW's write (its read is race-checked
  // with it when E's own state is explored).
  View Porf;
  unsigned CurT = 0;
  uint32_t CurI = 0;
  bool RmwWrite = false;
  /// How many alternatives were taken (produce calls made) so far.
  uint32_t Taken = 0;
  /// Read, Rmw: staleAlternative's look-ahead by the value read (the read's
  /// thread run from the frame's state on that value: the same for every
  /// write of that value). A cache; losing it changes nothing.
  std::vector<std::pair<ir::Value, bool>> AheadByValue;
  /// The parallel search (-j N): the path of the alternative that pushed
  /// this frame; its alternatives are Path.0, Path.1, ... (WorkPool.h).
  /// On its worker's stack a frame's path is the first PathLen indices of
  /// the worker's CurPath (every frame's path extends the one of the frame
  /// below it, and produce changes only the indices after the top frame's
  /// path), so Path itself is filled only for a frame handed to another
  /// worker or rank: copying a path into every frame was most of what the
  /// parallel search cost more than the serial one.
  SearchPath Path;
  uint32_t PathLen = 0;
};

/// Executions, blocked and pruned ones, published by a worker of the
/// parallel search for the progress line (relaxed atomics: a snapshot).
struct PublishedCounts {
  std::atomic<uint64_t> Executions{0}, Blocked{0}, Pruned{0};
};

/// The part of a worker's search that began with one piece of work (the
/// root, or a frame taken from the pool): where it starts and what it
/// counted. With --stop-on-first the counts of the parts below the first
/// error (in the one-worker order) add up to the one-worker counts.
struct UnitRecord {
  SearchKey Start;
  uint64_t Executions = 0, Blocked = 0, Pruned = 0;
  /// The part ended at an error: its key (else Start, unused).
  bool Error = false;
  SearchKey ErrorKey;
};

/// The violations a worker found on one alternative before it stopped
/// there (--stop-on-first), with their keys.
struct ErrorBatch {
  SearchKey Key; ///< the smallest of Keys
  std::vector<Violation> Violations;
  std::vector<SearchKey> Keys;
};

/// What one worker of a parallel or distributed search found, for
/// Explorer::combine to put together.
struct WorkerOutcome {
  CheckStats Stats; ///< Executions, Blocked and Pruned are used
  std::vector<Violation> Violations;
  std::vector<SearchKey> Keys; ///< the key of each of Violations
  FindingGroups Groups;
  std::string IncompleteReason;
  SearchKey ReasonKey;
  bool SpinCut = false;
};

class Cluster;

/// What the workers of a parallel search share (checker/ExplorerParallel.cpp).
/// Everything not atomic is guarded by M.
struct SharedSearch {
  explicit SharedSearch(unsigned Workers) : Pool(Workers), Counts(Workers) {}
  WorkPool<Frame> Pool;
  /// A limit (timeout, --max-executions, --max-memory) or a failed
  /// allocation ends the whole search.
  std::atomic<bool> Stop{false};
  /// --max-executions: the complete executions counted by all workers.
  std::atomic<uint64_t> Executions{0};
  /// --stop-on-first: bumped whenever Bound gets smaller.
  std::atomic<uint64_t> BoundVersion{0};
  std::vector<PublishedCounts> Counts;
  std::chrono::steady_clock::time_point Start;

  std::mutex M;
  std::string LimitReason; ///< the limit that stopped the search
  bool OutOfMemory = false;
  /// --stop-on-first: the smallest key of an error found so far.
  bool HasBound = false;
  SearchKey Bound;
  std::vector<ErrorBatch> Errors;
  std::vector<UnitRecord> Units;
  double NextProgress = 1;
  /// ExploreOptions::RebuildShared: the initial state, to seek from.
  State Init;

  /// Stops the search for the limit \p Reason (the first one stays).
  void stopAt(std::string Reason) {
    {
      std::lock_guard<std::mutex> L(M);
      if (LimitReason.empty())
        LimitReason = std::move(Reason);
    }
    Stop.store(true);
    Pool.stop();
  }
};

/// The reason a search stops when a choice point given away cannot be
/// rebuilt from its path (Explorer::seek): never expected, never silent.
inline constexpr const char *SeekFailed =
    "internal error: a choice point given to another worker could not be "
    "rebuilt from its path";

/// Sets \p R's verdict from its findings and reason once the search is
/// over; a search that completed no execution is vacuous (\p SpinCut: a
/// thread was cut in a spin loop).
void settleVerdict(CheckResult &R, bool SpinCut);

class Explorer {
public:
  Explorer(const ir::Program &P, const ExploreOptions &Opts)
      : Prog(P), Opts(Opts), Eval(P),
        Checker(createConsistencyChecker(Opts.Model, Opts.Consistency)),
        ExactSpaces(restrictedSpacesExact(P)) {
    Live.reserve(P.Procs.size());
    for (const ir::Procedure &Proc : P.Procs)
      Live.emplace_back(Proc);
    LockObj = ir::findLockDiscipline(P).Lock;
  }

  CheckResult run();

  /// The parallel search with Opts.Jobs workers, each an Explorer of its
  /// own (checker/ExplorerParallel.cpp, docs/engines.md "Parallel
  /// exploration"): the same counts, verdict and findings as run().
  static CheckResult runParallel(const ir::Program &P,
                                 const ExploreOptions &Opts);

  /// The distributed search (--distributed, one worker per MPI rank;
  /// checker/ExplorerDistributed.cpp, docs/engines.md "Distributed
  /// exploration"): a collective call of every rank; each gets the counts,
  /// verdict and findings of run() (rank 0 puts them together and shares
  /// them). \p OneWorker: every rank searches alone (callbacks, active-lane
  /// scripts), as one worker.
  static CheckResult runDistributed(const ir::Program &P,
                                    const ExploreOptions &Opts,
                                    bool OneWorker);

private:
  /// Sets the explorer up for the launch and gives the initial state, or
  /// sets Result to its incomplete verdict and returns false (a launch too
  /// large).
  bool prepare(State &Init);
  /// Parallel search: worker \p Id takes what \p Prepared's prepare
  /// derived from the launch.
  void adopt(const Explorer &Prepared, SharedSearch &Shared, unsigned Id);
  /// Parallel search: explores \p Root when given, then whatever the pool
  /// hands the worker, until the search is over.
  void work(State *Root);
  /// Puts together what the workers \p Ws of a parallel or distributed
  /// search found, as the one-worker search would have reported it.
  static CheckResult combine(const ExploreOptions &Opts, SharedSearch &Shared,
                             std::vector<WorkerOutcome> &Ws);
  /// Moves this worker's counts and findings out, for combine.
  WorkerOutcome takeOutcome();
  /// Distributed search: explores \p Root when given, then the pieces of
  /// work \p C hands out, each rebuilt by seek.
  void workDistributed(State *Root, Cluster &C);
  /// drain, giving the oldest frame to \p C when another rank is idle.
  void drainDistributed(Cluster &C);
  /// Rebuilds, as the only frame of the (empty) work stack, the choice
  /// point whose alternatives are Path.Taken, Path.Taken+1, ... : follows
  /// \p Path from the initial state \p Init as the search went there
  /// (deterministically), recording nothing met on the way (the worker that
  /// explored those alternatives did). False when the path does not lead to
  /// such a choice point, or the search was stopped on the way.
  bool seek(State Init, const SearchPath &Path, uint32_t Taken);
  /// Passes over the next alternative of \p F without exploring it.
  void skipAlternative(Frame &F);
  void advance(State &S);
  void produce();
  void produceRevisit(Frame &F);
  bool nextRevisit(Frame &F) const;
  Action nextAction(State &S);
  const ir::Step &peek(State &S, unsigned T);
  bool noteEventPoint(ThreadCtx &C, const ExecutionGraph &G, unsigned T,
                      uint32_t N, const ir::Stmt *St,
                      uint32_t *CutFrom = nullptr);
  bool staleAlternative(Frame &F, EventId W);
  int nextThread(State &S);
  bool hopelessRead(State &S, unsigned T) const;
  void stopThread(State &S, unsigned T, bool Blocked);
  bool staleCut(const State &S, unsigned T) const;
  /// Is some thread of \p S stuck for good in a spin on the lock of a
  /// program that follows the lock discipline (LockObj): cut, its last
  /// read reading an acquisition that a backward revisit gave it (the
  /// acquiring write was added after the read) and that has a co-successor
  /// (the holder's release)? No later write can unblock it
  /// (docs/memory-model.md "Lock discipline").
  bool lockedOut(const State &S) const;
  bool silentRmw(const ExecutionGraph &G, EventId R) const;
  uint64_t timesExecuted(const State &S, unsigned T, const ir::Stmt *St) const;
  std::string threadAt(const State &S, unsigned T, ir::SourceLoc L) const;
  void setIncomplete(std::string Reason);
  void resume(State &S, unsigned T, ir::Value V = 0);
  void replay(State &S, unsigned T);
  void addRead(State &&S, unsigned T, bool IsRmw);
  void addStore(State &&S, unsigned T);
  bool finishRmw(State &S, unsigned T);
  int coFloor(const State &S, unsigned T, uint32_t Before, LocId L) const;
  void pushRevisits(State &&S, EventId W, bool RmwWrite);
  bool checkOptimal(const ExecutionGraph &G, EventId R, EventId W,
                    const View &Porf) const;
  bool consistent(const ExecutionGraph &G) { return Checker->isConsistent(G); }
  uint64_t blockOf(const ExecutionGraph &G, unsigned T,
                   const ir::Step &St) const;
  ir::Value initialValue(const ir::Step &St) const;
  LocId locationOf(State &S, unsigned T, const ir::Step &St);
  static bool casSucceeds(const ir::Step &St, ir::Value Old) {
    return Old == St.Val[0];
  }

  void checkRaces(const State &S, EventId E);
  void reportStep(const State &S, unsigned T, ViolationKind K, std::string Msg);
  void reportDivergence(const State &S, const std::vector<unsigned> &Group);
  bool atWarp(State &S, unsigned T);
  bool sameWarpInstance(State &S, unsigned T, unsigned U);
  Action warpAction(State &S, unsigned T);
  Action activeAction(State &S, unsigned T);
  std::string warpStuckMessage(State &S, unsigned T);
  bool performCollective(State &S, const std::vector<unsigned> &Group);
  void addViolation(const State &S, Violation V);
  ViolationEvent describe(const ExecutionGraph &G, EventId E) const;
  std::string locName(const ExecutionGraph &G, LocId L) const;
  std::vector<std::string> witness(const ExecutionGraph &G) const;
  /// Whether the clock is due (about every 10 ms whatever a step costs;
  /// only when a timeout, a memory limit or progress lines ask for it);
  /// then \p Elapsed is the seconds since the start.
  bool clockDue(double &Elapsed);
  bool limitsReached();
  bool parallelLimitsReached();
  bool stopped() {
    if (Sh && !Stop && Sh->Stop.load(std::memory_order_relaxed))
      Stop = true;
    return Stop;
  }
  Frame &pushFrame(FrameKind Kind, State &&S, unsigned T, EventId E);
  SearchKey currentKey();
  bool beyondBound(const uint32_t *Path, size_t Len, uint32_t Taken);
  /// beyondBound for frame \p F of this worker's stack.
  bool beyondBound(const Frame &F) {
    return beyondBound(CurPath.data(), F.PathLen, F.Taken);
  }
  /// Fills the Path of frame \p F of this worker's stack, to hand it over.
  void detachPath(Frame &F) const {
    F.Path.assign(CurPath.begin(), CurPath.begin() + F.PathLen);
  }
  void drain();
  /// Opens a piece of work starting at \p Key (its counts so far).
  UnitRecord beginUnit(SearchKey Key) const;
  void endUnit(UnitRecord U);
  /// A failed allocation: drops the work stack and stops the whole search
  /// as out of memory.
  void stopOutOfMemory();

  const ir::Program &Prog;
  ExploreOptions Opts;
  ir::Evaluator Eval;
  /// The live variables of each procedure (by ProcId): the spin-loop cut
  /// compares thread states on them only.
  std::vector<ir::Liveness> Live;
  /// The object the program uses as a spinlock by the book
  /// (ir::findLockDiscipline), or 0: lockedOut prunes only then.
  ir::ObjectId LockObj = 0;
  /// nextAction's scratch: the threads that can add a memory event now;
  /// nextThread's: those threads in the order it tries them.
  std::vector<char> SchedCan;
  std::vector<unsigned> SchedOrder;
  std::unique_ptr<ConsistencyChecker> Checker;
  /// restrictedSpacesExact(Prog): events carry their statements' spaces.
  bool ExactSpaces = false;
  CheckResult Result;
  bool Stop = false;
  /// seek is following a path: findings and incomplete reasons met on the
  /// way are not recorded.
  bool Seeking = false;
  /// Some thread was cut in a spin loop (for the vacuous-run message).
  bool SpinCut = false;
  /// Every two atomic accesses are in scope inclusion (incl): the model has
  /// no scopes, the launch has one block, or no atomic access of the
  /// program has block scope. Needed to treat RMWs as silent (silentRmw).
  bool UniformScopes = false;
  FindingGroups Groups;
  /// The work stack: choice points with alternatives left, innermost last.
  /// A push may move the frames: no reference to one is used after it.
  std::vector<Frame> Stack;
  /// Warps: the graph thread of each lane of thread T's warp (Lanes[T][K],
  /// ~0u for a lane the block does not have).
  std::vector<std::array<unsigned, ir::WarpSize>> Lanes;
  std::chrono::steady_clock::time_point Start;
  /// The clock is read when Calls reaches NextCheck; the stride adapts so
  /// that reads are about 10 ms apart whatever one step costs.
  uint64_t Calls = 0;
  uint64_t NextCheck = 1;
  uint64_t Stride = 1;
  double LastCheck = 0;
  double NextProgress = 1;
  double NextMemoryCheck = 0;

  // The parallel search (null Sh: one worker, none of this is used).
  SharedSearch *Sh = nullptr;
  unsigned Id = 0;
  /// The path of the alternative being explored (empty: the root); Seq
  /// findings were made on it so far. Its prefixes are the paths of the
  /// frames on the stack (Frame::PathLen).
  SearchPath CurPath;
  uint64_t Seq = 0;
  /// The key of each of Result.Violations (the smallest of its finding),
  /// and of Result.IncompleteReason.
  std::vector<SearchKey> Keys;
  SearchKey ReasonKey;
  /// --stop-on-first: the bound this worker last read (Sh->BoundVersion).
  uint64_t BoundSeen = 0;
  bool HasBound = false;
  SearchKey Bound;
};

} // namespace scopecheck::checker::dpor

#endif // SCOPECHECK_CHECKER_EXPLORERIMPL_H
