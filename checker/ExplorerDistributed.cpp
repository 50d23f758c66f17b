//===- checker/ExplorerDistributed.cpp - DPOR over MPI ranks --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The distributed search of the dpor engine (`mpirun -n K scopecheck check
/// ... --distributed`; docs/engines.md "Distributed exploration"). Every rank
/// translates the program and prepares the launch itself (deterministically,
/// so all hold the same program) and runs one worker. Rank 0 starts at the
/// root and hands out pieces of work; a piece is a choice point named by its
/// path from the root and the number of its alternatives already taken, and
/// the rank that receives it rebuilds its state by following the path
/// (Explorer::seek), so no state is ever sent. Busy ranks give their oldest
/// choice point away when rank 0 says a rank is idle. At the end every rank
/// sends its counts and findings, keyed by path as in the parallel search,
/// and rank 0 puts them together (Explorer::combine): the same counts,
/// verdict and findings as one worker.
///
/// Built only when CMake finds MPI (SCOPECHECK_HAVE_MPI); without it
/// `--distributed` is refused by the command line.
///
//===----------------------------------------------------------------------===//

#include "checker/Check.h"
#include "checker/ExplorerImpl.h"
#include "checker/Wire.h"

#include <deque>
#include <new>
#include <optional>

#if SCOPECHECK_HAVE_MPI
#include <mpi.h>
#endif

namespace scopecheck::checker::dpor {

//===----------------------------------------------------------------------===//
// Following a path (needs no MPI: tests use it directly)
//===----------------------------------------------------------------------===//

/// False when \p F has no next alternative to pass over.
static bool hasNext(const Frame &F) {
  switch (F.Kind) {
  case FrameKind::Read:
  case FrameKind::Rmw:
    return F.Next < F.Cands.size();
  case FrameKind::Store:
    return F.Next < F.Count;
  case FrameKind::Revisit:
    return true; // W's own state is always last
  }
  return false;
}

void Explorer::skipAlternative(Frame &F) {
  ++F.Taken;
  if (F.Kind != FrameKind::Revisit) {
    ++F.Next;
    return;
  }
  if (nextRevisit(F))
    ++F.CurI;
}

bool Explorer::seek(State Init, const SearchPath &Path, uint32_t Taken) {
  Stack.clear();
  Seeking = true;
  CurPath.clear();
  Seq = 0;
  advance(Init);
  bool Found = false;
  for (size_t I = 0;; ++I) {
    if (stopped() || Stack.size() != 1 || Stack.back().PathLen != I)
      break;
    Frame &F = Stack.back();
    uint32_t Want = I < Path.size() ? Path[I] : Taken;
    if (F.Taken > Want)
      break;
    bool Ok = true;
    while (Ok && F.Taken < Want) {
      // A Revisit frame's last alternative (W's own state) is never passed
      // over: a path that asks for it never names one after it.
      Ok = hasNext(F) && (F.Kind != FrameKind::Revisit || nextRevisit(F));
      if (Ok)
        skipAlternative(F);
    }
    if (!Ok || !hasNext(F))
      break;
    if (I == Path.size()) {
      Found = true;
      break;
    }
    produce();
    // Keep only the choice point the alternative pushed (the one it came
    // from may still be below it, with alternatives that are not ours).
    if (Stack.size() == 2)
      Stack.erase(Stack.begin());
  }
  Seeking = false;
  if (!Found)
    Stack.clear();
  return Found;
}

} // namespace scopecheck::checker::dpor

#if SCOPECHECK_HAVE_MPI

namespace scopecheck::checker::dpor {

namespace {

/// The messages of the distributed search. Ranks other than 0 talk only to
/// rank 0; MPI keeps the messages of one sender in order, which the
/// termination rule relies on (a rank's gifts arrive before its Idle).
enum Tag : int {
  TagIdle = 1, ///< rank -> 0: my work stack is empty
  TagGift,     ///< rank -> 0: a choice point (path, taken) for an idle rank
  TagUnit,     ///< 0 -> rank: explore this choice point
  TagDone,     ///< 0 -> rank: the search is over, send your results
  TagHungry,   ///< 0 -> rank: a rank is idle, give your oldest choice point
  TagError,    ///< rank -> 0: --stop-on-first, an error at this key
  TagBound,    ///< 0 -> rank: the smallest error key so far
  TagStop,     ///< both ways: a limit stopped the search (the reason)
  TagResult    ///< rank -> 0: counts and findings, at the end
};

} // namespace

/// One rank's end of the protocol (the file comment). Rank 0 also keeps the
/// queue of pieces given and the ranks waiting for one.
class Cluster {
public:
  Cluster(const ir::Program &P, SharedSearch &Sh) : Numbers(P), Sh(Sh) {
    MPI_Comm_rank(MPI_COMM_WORLD, &Rank);
    MPI_Comm_size(MPI_COMM_WORLD, &Size);
    Idle.assign(size_t(Size), false);
    Asked.assign(size_t(Size), false);
  }

  int rank() const { return Rank; }
  int size() const { return Size; }
  const StmtNumbering &numbers() const { return Numbers; }

  /// Handles the messages that have arrived, without waiting.
  void poll() {
    noticeStop();
    int Flag = 1;
    while (Flag) {
      MPI_Status St;
      MPI_Iprobe(Rank == 0 ? MPI_ANY_SOURCE : 0, MPI_ANY_TAG, MPI_COMM_WORLD,
                 &Flag, &St);
      if (Flag)
        handle(St);
    }
    if (Rank == 0)
      serve();
  }

  /// Whether this rank should give its oldest choice point away now.
  bool wantsGift() const {
    if (Rank != 0)
      return Hungry;
    return Queue.empty() && std::count(Idle.begin(), Idle.end(), true) > 0;
  }

  /// Gives the choice point \p F away (the caller drops it).
  void give(const Frame &F) {
    if (Rank == 0) {
      Queue.push_back({F.Path, F.Taken});
      serve();
      return;
    }
    WireWriter W(Numbers);
    W.path(F.Path);
    W.u32(F.Taken);
    send(0, TagGift, W.bytes());
    Hungry = false;
  }

  /// --stop-on-first: this rank found an error at \p K (endUnit has made
  /// it this rank's bound if it is the smallest).
  void reportError(const SearchKey &K) {
    WireWriter W(Numbers);
    W.key(K);
    if (Rank != 0)
      return send(0, TagError, W.bytes());
    {
      std::lock_guard<std::mutex> L(Sh.M);
      if (!(Sh.Bound == K))
        return; // an earlier error's bound stands
    }
    for (int R = 1; R < Size; ++R)
      send(R, TagBound, W.bytes());
  }

  /// Waits for the next piece of work: (path, taken), or nothing when the
  /// search is over.
  std::optional<std::pair<SearchPath, uint32_t>> next() {
    noticeStop();
    if (Rank != 0) {
      Hungry = false; // nothing to give; asked again when it matters
      send(0, TagIdle, std::string());
      for (;;) {
        MPI_Status St;
        MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &St);
        if (St.MPI_TAG == TagUnit) {
          std::string Bytes = receive(St);
          WireReader R(Numbers, Bytes);
          SearchPath P = R.path();
          uint32_t Taken = R.u32();
          if (Sh.Stop.load()) {
            // Crossed our Stop: nothing to do, idle again.
            send(0, TagIdle, std::string());
            continue;
          }
          return std::make_pair(std::move(P), Taken);
        }
        if (St.MPI_TAG == TagDone) {
          receive(St);
          return std::nullopt;
        }
        handle(St);
        noticeStop();
      }
    }
    SelfIdle = true;
    for (;;) {
      poll();
      if (!Queue.empty() && !Sh.Stop.load()) {
        auto U = std::move(Queue.front());
        Queue.pop_front();
        SelfIdle = false;
        return U;
      }
      if (std::count(Idle.begin() + 1, Idle.end(), true) == Size - 1) {
        // Every other rank waits, nothing is queued (or a limit stopped
        // the search) and this rank is idle too: the search is over. Gifts
        // cannot be on their way: a rank's gifts come before its Idle.
        for (int R = 1; R < Size; ++R)
          send(R, TagDone, std::string());
        return std::nullopt;
      }
      MPI_Status St;
      MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &St);
      handle(St);
    }
  }

  /// After next() said the search is over: every rank's outcome on rank 0
  /// (rank order, rank 0's first), with the other ranks' piece records and
  /// errors added to Sh.
  void gather(WorkerOutcome Mine, std::vector<WorkerOutcome> &All) {
    if (Rank != 0) {
      WireWriter W(Numbers);
      writeOutcome(W, Mine);
      send(0, TagResult, W.bytes());
      return;
    }
    All.push_back(std::move(Mine));
    for (int Src = 1; Src < Size; ++Src) {
      MPI_Status St;
      MPI_Probe(Src, TagResult, MPI_COMM_WORLD, &St);
      std::string Bytes = receive(St);
      WireReader R(Numbers, Bytes);
      All.push_back(readOutcome(R));
      if (!R.done())
        throw WireError("trailing bytes in a result");
    }
  }

private:
  void send(int To, int Tag, const std::string &Bytes) {
    MPI_Send(Bytes.data(), int(Bytes.size()), MPI_BYTE, To, Tag,
             MPI_COMM_WORLD);
  }

  std::string receive(const MPI_Status &Probed) {
    int N = 0;
    MPI_Get_count(&Probed, MPI_BYTE, &N);
    std::string Bytes(size_t(N), '\0');
    MPI_Recv(Bytes.data(), N, MPI_BYTE, Probed.MPI_SOURCE, Probed.MPI_TAG,
             MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return Bytes;
  }

  /// A limit of this rank stopped its search: rank 0 tells the others.
  void noticeStop() {
    if (StopSent || !Sh.Stop.load())
      return;
    StopSent = true;
    std::string Reason;
    {
      std::lock_guard<std::mutex> L(Sh.M);
      Reason = Sh.LimitReason;
    }
    if (Rank != 0) {
      send(0, TagStop, Reason);
      return;
    }
    Queue.clear();
    for (int R = 1; R < Size; ++R)
      send(R, TagStop, Reason);
  }

  void bound(const SearchKey &K, bool Forward) {
    {
      std::lock_guard<std::mutex> L(Sh.M);
      if (Sh.HasBound && !(K < Sh.Bound))
        return;
      Sh.HasBound = true;
      Sh.Bound = K;
      Sh.BoundVersion.fetch_add(1, std::memory_order_release);
    }
    if (!Forward)
      return;
    WireWriter W(Numbers);
    W.key(K);
    for (int R = 1; R < Size; ++R)
      send(R, TagBound, W.bytes());
  }

  void handle(const MPI_Status &St) {
    std::string Bytes = receive(St);
    int From = St.MPI_SOURCE;
    WireReader R(Numbers, Bytes);
    switch (St.MPI_TAG) {
    case TagIdle:
      Idle[size_t(From)] = true;
      Asked[size_t(From)] = false;
      return;
    case TagGift: {
      SearchPath P = R.path();
      uint32_t Taken = R.u32();
      Asked[size_t(From)] = false;
      if (!Sh.Stop.load())
        Queue.push_back({std::move(P), Taken});
      return;
    }
    case TagHungry:
      Hungry = true;
      return;
    case TagError:
      return bound(R.key(), /*Forward=*/true);
    case TagBound:
      return bound(R.key(), /*Forward=*/false);
    case TagStop:
      // A limit reached on another rank ends the search everywhere.
      if (!Sh.Stop.load())
        Sh.stopAt(Bytes);
      StopSent = Rank != 0; // rank 0 still forwards it (noticeStop)
      noticeStop();
      return;
    default:
      throw WireError("unexpected message " + std::to_string(St.MPI_TAG));
    }
  }

  /// Rank 0: hands queued pieces to waiting ranks, and asks busy ranks for
  /// their oldest choice point when ranks wait and the queue is empty.
  void serve() {
    if (Sh.Stop.load())
      return;
    for (int R = 1; R < Size && !Queue.empty(); ++R)
      if (Idle[size_t(R)]) {
        WireWriter W(Numbers);
        W.path(Queue.front().first);
        W.u32(Queue.front().second);
        Queue.pop_front();
        Idle[size_t(R)] = false;
        send(R, TagUnit, W.bytes());
      }
    if (!Queue.empty() ||
        (!SelfIdle && std::count(Idle.begin(), Idle.end(), true) == 0))
      return;
    for (int R = 1; R < Size; ++R)
      if (!Idle[size_t(R)] && !Asked[size_t(R)]) {
        Asked[size_t(R)] = true;
        send(R, TagHungry, std::string());
      }
  }

  void writeOutcome(WireWriter &W, const WorkerOutcome &O) {
    W.stats(O.Stats);
    W.u64(O.Violations.size());
    for (const Violation &V : O.Violations)
      W.violation(V);
    W.u64(O.Keys.size());
    for (const SearchKey &K : O.Keys)
      W.key(K);
    W.groups(O.Groups);
    W.str(O.IncompleteReason);
    W.key(O.ReasonKey);
    W.flag(O.SpinCut);
    std::lock_guard<std::mutex> L(Sh.M);
    W.str(Sh.LimitReason);
    W.flag(Sh.OutOfMemory);
    W.u64(Sh.Units.size());
    for (const UnitRecord &U : Sh.Units) {
      W.key(U.Start);
      W.u64(U.Executions);
      W.u64(U.Blocked);
      W.u64(U.Pruned);
      W.flag(U.Error);
      W.key(U.ErrorKey);
    }
    W.u64(Sh.Errors.size());
    for (const ErrorBatch &B : Sh.Errors) {
      W.key(B.Key);
      W.u64(B.Violations.size());
      for (const Violation &V : B.Violations)
        W.violation(V);
      W.u64(B.Keys.size());
      for (const SearchKey &K : B.Keys)
        W.key(K);
    }
  }

  WorkerOutcome readOutcome(WireReader &R) {
    WorkerOutcome O;
    R.stats(O.Stats);
    for (uint64_t I = 0, N = R.u64(); I < N; ++I)
      O.Violations.push_back(R.violation());
    for (uint64_t I = 0, N = R.u64(); I < N; ++I)
      O.Keys.push_back(R.key());
    O.Groups = R.groups();
    O.IncompleteReason = R.str();
    O.ReasonKey = R.key();
    O.SpinCut = R.flag();
    std::string Limit = R.str();
    bool OutOfMemory = R.flag();
    std::lock_guard<std::mutex> L(Sh.M);
    if (Sh.LimitReason.empty())
      Sh.LimitReason = std::move(Limit);
    Sh.OutOfMemory |= OutOfMemory;
    for (uint64_t I = 0, N = R.u64(); I < N; ++I) {
      UnitRecord U;
      U.Start = R.key();
      U.Executions = R.u64();
      U.Blocked = R.u64();
      U.Pruned = R.u64();
      U.Error = R.flag();
      U.ErrorKey = R.key();
      Sh.Units.push_back(std::move(U));
    }
    for (uint64_t I = 0, N = R.u64(); I < N; ++I) {
      ErrorBatch B;
      B.Key = R.key();
      for (uint64_t J = 0, M = R.u64(); J < M; ++J)
        B.Violations.push_back(R.violation());
      for (uint64_t J = 0, M = R.u64(); J < M; ++J)
        B.Keys.push_back(R.key());
      Sh.Errors.push_back(std::move(B));
    }
    return O;
  }

  StmtNumbering Numbers;
  SharedSearch &Sh;
  int Rank = 0, Size = 1;
  bool Hungry = false;   ///< rank > 0: rank 0 asked for a gift
  bool StopSent = false; ///< this rank's stop was passed on
  // Rank 0 only.
  std::deque<std::pair<SearchPath, uint32_t>> Queue;
  std::vector<bool> Idle;  ///< rank r sent Idle and got nothing since
  std::vector<bool> Asked; ///< rank r was sent Hungry and has not given
  bool SelfIdle = false;   ///< rank 0 waits in next()
};

void Explorer::drainDistributed(Cluster &C) {
  uint64_t Polls = 0;
  while (!Stack.empty() && !stopped()) {
    if (Opts.StopOnFirst && beyondBound(Stack.back()))
      break;
    produce();
    // Messages are looked for every 16 alternatives (an MPI_Iprobe costs
    // about as much as a cheap alternative).
    if ((++Polls & 15) == 0 || Opts.ShareEagerly)
      C.poll();
    if (Stack.size() > 1 && (C.wantsGift() || Opts.ShareEagerly)) {
      // The oldest frame: the most work under it, the shortest path to
      // follow for the rank that gets it.
      detachPath(Stack.front());
      C.give(Stack.front());
      Stack.erase(Stack.begin());
    }
  }
  Stack.clear();
}

void Explorer::workDistributed(State *Root, Cluster &C) {
  State Init;
  if (Root)
    Init = *Root;
  auto End = [&](UnitRecord U) {
    size_t Before = Sh->Errors.size();
    endUnit(std::move(U));
    if (Sh->Errors.size() > Before)
      C.reportError(Sh->Errors.back().Key);
  };
  try {
    if (C.rank() == 0) {
      UnitRecord U = beginUnit(SearchKey());
      CurPath.clear();
      Seq = 0;
      State S = Init;
      advance(S);
      drainDistributed(C);
      End(std::move(U));
    }
  } catch (const std::bad_alloc &) {
    stopOutOfMemory();
  }
  while (auto Piece = C.next()) {
    try {
      SearchKey Key;
      Key.Path = Piece->first;
      Key.Path.push_back(Piece->second);
      if (!seek(Init, Piece->first, Piece->second)) {
        if (!stopped())
          Sh->stopAt(SeekFailed);
        continue;
      }
      if (Opts.StopOnFirst && beyondBound(Stack.back())) {
        Stack.clear();
        continue; // all of it after the first error
      }
      UnitRecord U = beginUnit(std::move(Key));
      drainDistributed(C);
      End(std::move(U));
    } catch (const std::bad_alloc &) {
      stopOutOfMemory();
    }
  }
}

/// Rank 0's \p R on every rank: whatever the caller does next with the
/// result (and any later collective call), every rank does alike.
static CheckResult shareResult(const ir::Program &P, CheckResult R) {
  StmtNumbering Numbers(P);
  int Rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &Rank);
  std::string Bytes;
  if (Rank == 0) {
    WireWriter W(Numbers);
    W.u64(uint64_t(R.V));
    W.str(R.Model);
    W.str(R.IncompleteReason);
    W.stats(R.Stats);
    W.u64(R.Violations.size());
    for (const Violation &V : R.Violations)
      W.violation(V);
    Bytes = W.take();
  }
  uint64_t N = Bytes.size();
  MPI_Bcast(&N, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  Bytes.resize(size_t(N));
  // In pieces: an MPI count is an int.
  for (uint64_t Off = 0; Off < N; Off += 1u << 30)
    MPI_Bcast(Bytes.data() + Off, int(std::min<uint64_t>(N - Off, 1u << 30)),
              MPI_BYTE, 0, MPI_COMM_WORLD);
  if (Rank == 0)
    return R;
  WireReader In(Numbers, Bytes);
  CheckResult Out;
  Out.V = Verdict(In.u64());
  Out.Model = In.str();
  Out.IncompleteReason = In.str();
  In.stats(Out.Stats);
  for (uint64_t I = 0, M = In.u64(); I < M; ++I)
    Out.Violations.push_back(In.violation());
  Out.Stats.Seconds = R.Stats.Seconds;
  return Out;
}

CheckResult Explorer::runDistributed(const ir::Program &P,
                                     const ExploreOptions &Opts,
                                     bool OneWorker) {
  if (OneWorker) {
    // Callbacks and active-lane scripts need the one-worker order: every
    // rank searches alone, with no message (the active-lane partitions
    // are chosen by what the search meets, so each rank must meet it).
    Explorer E(P, Opts);
    return E.run();
  }
  int Rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &Rank);
  SharedSearch Shared(1);
  Explorer E(P, Opts);
  State Init;
  if (!E.prepare(Init))
    return E.Result; // every rank refuses the launch alike
  Shared.Start = E.Start;
  E.adopt(E, Shared, 0);
  Cluster C(P, Shared);
  E.workDistributed(&Init, C);
  std::vector<WorkerOutcome> Outcomes;
  C.gather(E.takeOutcome(), Outcomes);
  CheckResult R;
  if (Rank == 0)
    R = combine(Opts, Shared, Outcomes);
  return shareResult(P, std::move(R));
}

} // namespace scopecheck::checker::dpor

namespace scopecheck::checker {

bool distributedAvailable() { return true; }

int startDistributed(int *Argc, char ***Argv) {
  int Ready = 0;
  MPI_Initialized(&Ready);
  // Serialized: the command runs on a thread of its own (cli/main.cpp, for
  // its stack), never two MPI calls at once.
  int Provided = 0;
  if (!Ready)
    MPI_Init_thread(Argc, Argv, MPI_THREAD_SERIALIZED, &Provided);
  int Rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &Rank);
  return Rank;
}

int finishDistributed(int ExitCode) {
  int Code = ExitCode;
  MPI_Bcast(&Code, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return Code;
}

} // namespace scopecheck::checker

#else // !SCOPECHECK_HAVE_MPI

namespace scopecheck::checker::dpor {

CheckResult Explorer::runDistributed(const ir::Program &P,
                                     const ExploreOptions &Opts, bool) {
  // Not reached: the command line refuses --distributed in this build.
  Explorer E(P, Opts);
  return E.run();
}

} // namespace scopecheck::checker::dpor

namespace scopecheck::checker {

bool distributedAvailable() { return false; }
int startDistributed(int *, char ***) { return 0; }
int finishDistributed(int ExitCode) { return ExitCode; }

} // namespace scopecheck::checker

#endif // SCOPECHECK_HAVE_MPI
