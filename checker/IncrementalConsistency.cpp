//===- checker/IncrementalConsistency.cpp - View-based consistency --------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SRC11, RC11 and SC consistency with happens-before views (vector clocks)
/// kept per event in the graph (GenMC style), checking at each call only
/// what the events added or changed since the graph's last consistent check
/// can break. docs/memory-model.md "Implementation" states the argument;
/// the relational checker (Consistency.cpp) is the reference it must agree
/// with (ConsistencyImpl::CrossCheck and tests/unit/checker compare them).
///
/// The cache (CheckCache::Data) is one flat vector: NT + 1 words giving
/// where each thread's region starts (the last: where the regions end),
/// then per thread a region of room for some records, one per event:
/// RecHeader words (the rf and the order the view was computed with, so
/// that changes made behind the graph's back are noticed) followed by the
/// event's hb view: for every thread u, the number of u's events that
/// happen before the event or are the event (hb contains po, so that set
/// is a prefix of u's events). A check computes the records of the
/// unchecked events in place, into the graph's own cache; only when a
/// thread has outgrown its region is the vector laid out anew, with room
/// for a few more events per thread (RoomAhead), so that the next checks
/// of the graph and of its copies, each one event longer, copy nothing.
///
//===----------------------------------------------------------------------===//

#include "checker/IncrementalConsistency.h"

#include <algorithm>
#include <cassert>

namespace scopecheck::checker {

namespace {

constexpr unsigned RecRfThread = 0, RecRfIndex = 1, RecOrder = 2;
constexpr unsigned RecHeader = 3;
/// Records of room left after each thread's events when the cache is laid
/// out anew.
constexpr unsigned RoomAhead = 2;

class IncrementalChecker final : public ConsistencyChecker {
public:
  IncrementalChecker(ModelKind M, std::unique_ptr<ConsistencyChecker> Ref)
      : Model(M), Reference(std::move(Ref)) {}
  ModelKind model() const override { return Model; }
  bool isConsistent(const ExecutionGraph &G) override;
  bool happensBefore(EventId A, EventId B) const override;
  bool inclusive(const ExecutionGraph &G, EventId A, EventId B) const override {
    return scopeInclusive(Model, G, A, B);
  }

private:
  bool incl(const ExecutionGraph &G, EventId A, EventId B) const {
    return scopeInclusive(Model, G, A, B);
  }
  void validate(const ExecutionGraph &G);
  bool computeViews(const ExecutionGraph &G);
  void computeView(const ExecutionGraph &G, EventId E);
  bool computeBarrierViews(const ExecutionGraph &G, EventId E);
  void joinSources(const ExecutionGraph &G, EventId R, EventId Target);
  uint32_t *record(EventId E) {
    return Work + Work[E.Thread] + size_t(E.Index) * Stride;
  }
  const uint32_t *view(EventId E) const {
    return Work + Work[E.Thread] + size_t(E.Index) * Stride + RecHeader;
  }
  void storeRecord(const ExecutionGraph &G, EventId E);
  unsigned flat(EventId E) const { return Offsets[E.Thread] + E.Index; }
  void computeOffsets(const ExecutionGraph &G);
  /// Pos of the writes of \p L, once per call.
  void computePositions(const ExecutionGraph &G, LocId L);
  /// eco on one location as a number: B eco A iff key(B) < key(A), for
  /// accesses A, B of one location (see coherenceHolds).
  uint32_t key(const ExecutionGraph &G, EventId E) const {
    const Event &Ev = G.event(E);
    if (Ev.isWrite())
      return 2 * Pos[flat(E)];
    return 2 * (Ev.Rf.isInit() ? 0 : Pos[flat(Ev.Rf)]) + 1;
  }
  bool atomicityHolds(const ExecutionGraph &G);
  bool coherenceHolds(const ExecutionGraph &G);
  bool scAcyclic(const ExecutionGraph &G);
  bool fallBack(const ExecutionGraph &G);
  void keepViews(const ExecutionGraph &G);

  ModelKind Model;
  std::unique_ptr<ConsistencyChecker> Reference;
  unsigned NT = 0, Stride = 0;
  /// Per thread: its first event not checked before this call.
  std::vector<uint32_t> First;
  /// Per thread: the flat index of its first event.
  std::vector<uint32_t> Offsets;
  /// Per flat event: for a write, its position in co plus one (the
  /// initialisation write is 0); filled per location on demand.
  std::vector<uint32_t> Pos;
  /// Per location: the call that filled its Pos entries.
  std::vector<uint64_t> PosCall;
  uint64_t Call = 0;
  /// The data of the cache of the graph being checked (CheckCache::Data),
  /// where the records of its unchecked events are computed; after a
  /// consistent check, those of that graph, for happensBefore (valid while
  /// that graph lives unchanged: moving it keeps them).
  uint32_t *Work = nullptr;
  /// Per thread: the next event whose view is computed (computeViews).
  std::vector<uint32_t> Next;
  /// A cache laid out anew.
  std::vector<uint32_t> Fresh;
  /// The graph's cache was suspect at the start of this call: EventKinds
  /// may be out of date, every event is looked at.
  bool Suspect = false;
  /// Some event is not checked yet (validate).
  bool AnyNew = false;
  /// The view being computed.
  std::vector<uint32_t> Scratch;
  std::vector<EventId> Members;
  std::vector<unsigned> InDegree, Ready, ReaderStart, ReaderList;

  /// hb of the graph of the last call: answered by Reference after a
  /// fallback, otherwise from Work.
  bool LastFromReference = false;
  std::vector<uint8_t> LastSelfHb;
};

} // namespace

std::unique_ptr<ConsistencyChecker>
createIncrementalChecker(ModelKind M,
                         std::unique_ptr<ConsistencyChecker> Reference) {
  return std::make_unique<IncrementalChecker>(M, std::move(Reference));
}

/// Drops from the checked prefix every event whose rf or order changed
/// through ExecutionGraph::mutableEvent (CheckCache::Suspect; the graph
/// cannot watch it), with whatever may depend on it
/// (ExecutionGraph::uncheck); then makes sure every thread's region has
/// room for all of its events, and points Work at the cache.
void IncrementalChecker::validate(const ExecutionGraph &G) {
  CheckCache &C = G.checkCache();
  uint32_t Tag = uint32_t(Model) + 1;
  if (C.Tag != Tag || C.CheckedLen.size() != NT || C.Data.size() < NT + 1) {
    C.Tag = Tag;
    C.CheckedLen.assign(NT, 0);
    C.Data.assign(NT + 1, NT + 1);
    C.Suspect = false;
  }
  bool Changed = C.Suspect;
  C.Suspect = false;
  while (Changed) {
    Changed = false;
    for (unsigned T = 0; T < NT && !Changed; ++T) {
      uint32_t &Len = C.CheckedLen[T];
      Len = std::min(Len, G.threadSize(T));
      const uint32_t *Rec = C.Data.data() + C.Data[T];
      for (uint32_t I = 0; I < Len; ++I, Rec += Stride) {
        const Event &E = G.thread(T)[I];
        if (Rec[RecRfThread] != E.Rf.Thread || Rec[RecRfIndex] != E.Rf.Index ||
            Rec[RecOrder] != uint32_t(E.Order)) {
          G.uncheck(EventId{T, I});
          Changed = true;
          break;
        }
      }
    }
  }
  bool Fits = true;
  AnyNew = false;
  for (unsigned T = 0; T < NT; ++T) {
    uint32_t Size = G.threadSize(T);
    // restrict clamps CheckedLen already; this keeps a record in range
    // whatever happened to the graph.
    C.CheckedLen[T] = std::min(C.CheckedLen[T], Size);
    AnyNew |= C.CheckedLen[T] < Size;
    Fits &= C.Data[T] + size_t(Size) * Stride <= C.Data[T + 1];
  }
  First = C.CheckedLen;
  if (!Fits) {
    size_t Size = NT + 1;
    for (unsigned T = 0; T < NT; ++T)
      Size += size_t(G.threadSize(T) + RoomAhead) * Stride;
    Fresh.resize(Size);
    uint32_t Start = NT + 1;
    for (unsigned T = 0; T < NT; ++T) {
      Fresh[T] = Start;
      std::copy_n(C.Data.data() + C.Data[T], size_t(First[T]) * Stride,
                  Fresh.data() + Start);
      Start += (G.threadSize(T) + RoomAhead) * Stride;
    }
    Fresh[NT] = Start;
    C.Data.swap(Fresh);
  }
  Work = C.Data.data();
}

void IncrementalChecker::storeRecord(const ExecutionGraph &G, EventId E) {
  const Event &Ev = G.event(E);
  uint32_t *Rec = record(E);
  Rec[RecRfThread] = Ev.Rf.Thread;
  Rec[RecRfIndex] = Ev.Rf.Index;
  Rec[RecOrder] = uint32_t(Ev.Order);
  std::copy(Scratch.begin(), Scratch.end(), Rec + RecHeader);
}

/// Joins into Scratch the views of the release events that synchronise
/// with \p Target through read \p R (R itself when Target is an acquire
/// read, or a read po-before the acquire fence Target):
///   sw = prel ; rseq ; (incl ∩ rf) ; pacq, restricted to incl,
/// with rseq followed backwards from R's write through the RMWs whose read
/// reads by an incl rf. On each write Cur of that chain the candidates are
/// the release writes to Cur's location po-before Cur or Cur itself and the
/// release fences po-before Cur; their views grow along po, so the po-last
/// one in incl with Target subsumes the others. The caller has checked
/// that R's rf is not the initialisation write and is in incl with R.
void IncrementalChecker::joinSources(const ExecutionGraph &G, EventId R,
                                     EventId Target) {
  EventId Cur = G.event(R).Rf;
  while (true) {
    const Event &EC = G.event(Cur);
    const auto &Th = G.thread(Cur.Thread);
    for (uint32_t J = Cur.Index + 1; J-- > 0;) {
      const Event &E = Th[J];
      if (!ir::isRelease(E.Order))
        continue;
      bool Source = (E.Kind == EventKind::Fence && J < Cur.Index) ||
                    (E.isWrite() && E.Loc == EC.Loc);
      EventId A{Cur.Thread, J};
      if (!Source || !incl(G, A, Target))
        continue;
      const uint32_t *V = view(A);
      for (unsigned U = 0; U < NT; ++U)
        Scratch[U] = std::max(Scratch[U], V[U]);
      break;
    }
    if (!EC.IsRmw || Cur.Index == 0)
      break;
    EventId RP{Cur.Thread, Cur.Index - 1};
    const Event &ERP = G.event(RP);
    if (ERP.Rf.isInit() || !incl(G, ERP.Rf, RP))
      break;
    Cur = ERP.Rf;
  }
}

/// The hb view of a non-barrier event whose po-predecessor and porf
/// predecessors have their views: hb = (po ∪ (incl ∩ sw) ∪ bar)⁺.
void IncrementalChecker::computeView(const ExecutionGraph &G, EventId E) {
  const Event &Ev = G.event(E);
  if (E.Index > 0) {
    const uint32_t *V = view(EventId{E.Thread, E.Index - 1});
    Scratch.assign(V, V + NT);
  } else
    Scratch.assign(NT, 0);
  Scratch[E.Thread] = E.Index + 1;
  if (ir::isAcquire(Ev.Order)) {
    if (Ev.isRead() && !Ev.Rf.isInit() && incl(G, Ev.Rf, E))
      joinSources(G, E, E);
    if (Ev.Kind == EventKind::Fence)
      for (uint32_t J = 0; J < E.Index; ++J) {
        EventId R{E.Thread, J};
        const Event &ER = G.event(R);
        if (ER.isRead() && !ER.Rf.isInit() && incl(G, ER.Rf, R))
          joinSources(G, R, E);
      }
  }
  storeRecord(G, E);
}

/// The views of the barrier events of \p E's rendezvous, if every one of
/// them is next in its thread (\p Next): all arrivals happen before all
/// departures, so they share one view, the join of their po-predecessors'
/// views and themselves. Returns false when some member must wait.
bool IncrementalChecker::computeBarrierViews(const ExecutionGraph &G,
                                             EventId E) {
  uint32_t Inst = G.event(E).BarrierInstance;
  Members.clear();
  for (unsigned U = 0; U < NT; ++U)
    for (uint32_t J = First[U]; J < G.threadSize(U); ++J)
      if (G.thread(U)[J].Kind == EventKind::Barrier &&
          G.thread(U)[J].BarrierInstance == Inst) {
        if (J != Next[U])
          return false;
        Members.push_back(EventId{U, J});
      }
  Scratch.assign(NT, 0);
  for (EventId M : Members)
    if (M.Index > 0) {
      const uint32_t *V = view(EventId{M.Thread, M.Index - 1});
      for (unsigned U = 0; U < NT; ++U)
        Scratch[U] = std::max(Scratch[U], V[U]);
    }
  for (EventId M : Members)
    Scratch[M.Thread] = std::max(Scratch[M.Thread], M.Index + 1);
  for (EventId M : Members) {
    storeRecord(G, M);
    ++Next[M.Thread];
  }
  return true;
}

/// Computes the views of the unchecked events in a topological order of
/// po ∪ rf ∪ bar (a rendezvous as one node). Returns false if there is
/// none: po ∪ rf ∪ bar has a cycle among them.
bool IncrementalChecker::computeViews(const ExecutionGraph &G) {
  Next = First;
  bool Progress = true;
  while (Progress) {
    Progress = false;
    for (unsigned T = 0; T < NT; ++T)
      while (Next[T] < G.threadSize(T)) {
        EventId E{T, Next[T]};
        const Event &Ev = G.event(E);
        if (Ev.isRead() && !Ev.Rf.isInit() && Ev.Rf.Index >= Next[Ev.Rf.Thread])
          break;
        if (Ev.Kind == EventKind::Barrier) {
          if (!computeBarrierViews(G, E))
            break;
        } else {
          computeView(G, E);
          ++Next[T];
        }
        Progress = true;
      }
  }
  for (unsigned T = 0; T < NT; ++T)
    if (Next[T] < G.threadSize(T))
      return false;
  return true;
}

void IncrementalChecker::computeOffsets(const ExecutionGraph &G) {
  Offsets.resize(NT + 1);
  unsigned N = 0;
  for (unsigned T = 0; T < NT; ++T) {
    Offsets[T] = N;
    N += G.threadSize(T);
  }
  Offsets[NT] = N;
  Pos.assign(N, 0);
  ++Call;
  if (PosCall.size() < G.numLocations())
    PosCall.resize(G.numLocations(), 0);
}

void IncrementalChecker::computePositions(const ExecutionGraph &G, LocId L) {
  if (PosCall[L] == Call)
    return;
  PosCall[L] = Call;
  const auto &Co = G.co(L);
  for (unsigned K = 0; K < Co.size(); ++K)
    Pos[flat(Co[K])] = K + 1;
}

/// atomicity: rmw ∩ (fr ; co) = ∅, i.e. the write of an RMW is immediately
/// co-after the write its read reads. A pair can only break when its read
/// or its write is new, or a new write was placed between them in co (the
/// new write is then immediately co-before the pair's write).
bool IncrementalChecker::atomicityHolds(const ExecutionGraph &G) {
  auto PairOk = [&](EventId W) {
    const Event &EW = G.event(W);
    if (!EW.isWrite() || !EW.IsRmw || W.Index == 0)
      return true;
    const Event &ER = G.thread(W.Thread)[W.Index - 1];
    if (!ER.isRead() || !ER.IsRmw)
      return true;
    return Pos[flat(W)] == (ER.Rf.isInit() ? 0 : Pos[flat(ER.Rf)]) + 1;
  };
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = First[T]; I < G.threadSize(T); ++I) {
      EventId E{T, I};
      const Event &Ev = G.event(E);
      if (Ev.isAccess())
        computePositions(G, Ev.Loc);
      if (Ev.isRead() && I + 1 < G.threadSize(T) && !PairOk(EventId{T, I + 1}))
        return false;
      if (!Ev.isWrite())
        continue;
      if (!PairOk(E))
        return false;
      const auto &Co = G.co(Ev.Loc);
      uint32_t P = Pos[flat(E)];
      if (P < Co.size() && !PairOk(Co[P]))
        return false;
    }
  return true;
}

/// coherence: irreflexive(hb ; eco?). hb is acyclic outside rendezvous
/// (computeViews found a topological order), so this says: no accesses
/// A ≠ B of one location with A hb B and B eco A. On one location, with
/// the writes numbered by co position (init 0) and a read numbered by the
/// write it reads, B eco A iff key(B) < key(A) where key(w) = 2·pos and
/// key(r) = 2·pos + 1: writes are eco-ordered by co, a read is eco-after
/// the writes up to its own and eco-before the later ones, and reads of
/// one write are unrelated. Only new events need checking as B: the hb
/// prefix of a checked event is checked, and keys of checked events keep
/// their order when writes are inserted into co.
bool IncrementalChecker::coherenceHolds(const ExecutionGraph &G) {
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = First[T]; I < G.threadSize(T); ++I) {
      EventId B{T, I};
      const Event &EB = G.event(B);
      if (!EB.isAccess())
        continue;
      computePositions(G, EB.Loc);
      uint32_t KB = key(G, B);
      const uint32_t *V = view(B);
      for (unsigned U = 0; U < NT; ++U)
        for (uint32_t J = 0; J < V[U]; ++J) {
          const Event &EA = G.thread(U)[J];
          if (EA.Loc != EB.Loc || !EA.isAccess() || (U == T && J == I))
            continue;
          if (key(G, EventId{U, J}) > KB)
            return false;
        }
    }
  return true;
}

/// The sc model: acyclic(po ∪ rf ∪ co ∪ fr ∪ bar) on the whole graph, by
/// Kahn's algorithm over immediate edges (po to the next event, co to the
/// next write, fr from a read to the write co-after the one it reads; the
/// others follow by transitivity): linear in the events, no closure. A
/// barrier rendezvous is one extra node: every barrier event of it leads
/// there instead of to its po-successor, and it leads to the po-successor
/// of each (every arrival before every departure).
bool IncrementalChecker::scAcyclic(const ExecutionGraph &G) {
  unsigned N = Offsets[NT];
  for (LocId L = 0; L < G.numLocations(); ++L)
    computePositions(G, L);
  // Rendezvous nodes N, N + 1, ...: their barrier events, by instance.
  std::vector<uint32_t> Instances;
  std::vector<std::vector<unsigned>> Members;
  std::vector<unsigned> NodeOf(N, ~0u);
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      const Event &E = G.thread(T)[I];
      if (E.Kind != EventKind::Barrier)
        continue;
      size_t K = std::find(Instances.begin(), Instances.end(),
                           E.BarrierInstance) -
                 Instances.begin();
      if (K == Instances.size()) {
        Instances.push_back(E.BarrierInstance);
        Members.emplace_back();
      }
      Members[K].push_back(Offsets[T] + I);
      NodeOf[Offsets[T] + I] = N + unsigned(K);
    }
  unsigned Nodes = N + unsigned(Instances.size());
  InDegree.assign(Nodes, 0);
  for (size_t K = 0; K < Members.size(); ++K)
    InDegree[N + K] = unsigned(Members[K].size());
  ReaderStart.assign(N + 1, 0);
  auto FrTarget = [&](const Event &R) -> int {
    const auto &Co = G.co(R.Loc);
    uint32_t P = R.Rf.isInit() ? 0 : Pos[flat(R.Rf)];
    return P < Co.size() ? int(flat(Co[P])) : -1;
  };
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      const Event &E = G.thread(T)[I];
      unsigned X = Offsets[T] + I;
      InDegree[X] += I > 0;
      if (E.isWrite() && Pos[X] > 1)
        ++InDegree[X];
      if (!E.isRead())
        continue;
      if (!E.Rf.isInit()) {
        ++InDegree[X];
        ++ReaderStart[flat(E.Rf) + 1];
      }
      int F = FrTarget(E);
      if (F >= 0)
        ++InDegree[F];
    }
  for (unsigned X = 0; X < N; ++X)
    ReaderStart[X + 1] += ReaderStart[X];
  ReaderList.assign(ReaderStart[N], 0);
  std::vector<unsigned> Fill(ReaderStart.begin(), ReaderStart.end() - 1);
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      const Event &E = G.thread(T)[I];
      if (E.isRead() && !E.Rf.isInit())
        ReaderList[Fill[flat(E.Rf)]++] = Offsets[T] + I;
    }
  // Thread of each flat index, to find po and co successors.
  std::vector<EventId> Ids(N);
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I)
      Ids[Offsets[T] + I] = EventId{T, I};
  Ready.clear();
  for (unsigned X = 0; X < Nodes; ++X)
    if (!InDegree[X])
      Ready.push_back(X);
  unsigned Seen = 0;
  auto Release = [&](unsigned Y) {
    if (--InDegree[Y] == 0)
      Ready.push_back(Y);
  };
  while (!Ready.empty()) {
    unsigned X = Ready.back();
    Ready.pop_back();
    ++Seen;
    if (X >= N) {
      // A rendezvous: every member's po-successor may go.
      for (unsigned B : Members[X - N])
        if (Ids[B].Index + 1 < G.threadSize(Ids[B].Thread))
          Release(B + 1);
      continue;
    }
    EventId E = Ids[X];
    const Event &Ev = G.event(E);
    if (NodeOf[X] != ~0u)
      Release(NodeOf[X]);
    else if (E.Index + 1 < G.threadSize(E.Thread))
      Release(X + 1);
    if (Ev.isWrite()) {
      const auto &Co = G.co(Ev.Loc);
      if (Pos[X] < Co.size())
        Release(flat(Co[Pos[X]]));
      for (unsigned K = ReaderStart[X]; K < ReaderStart[X + 1]; ++K)
        Release(ReaderList[K]);
    } else if (Ev.isRead()) {
      int F = FrTarget(Ev);
      if (F >= 0)
        Release(unsigned(F));
    }
  }
  return Seen == Nodes;
}

bool IncrementalChecker::fallBack(const ExecutionGraph &G) {
  LastFromReference = true;
  bool Ok = Reference->isConsistent(G);
  Violated = Ok ? Axiom::None : Reference->violatedAxiom();
  return Ok;
}

/// Marks every event of the graph checked (its records are in its cache,
/// Work) and notes which barrier events happen before themselves, for
/// happensBefore.
void IncrementalChecker::keepViews(const ExecutionGraph &G) {
  CheckCache &C = G.checkCache();
  LastFromReference = false;
  for (unsigned T = 0; T < NT; ++T)
    C.CheckedLen[T] = G.threadSize(T);
  LastSelfHb.clear();
  if (!Suspect && !G.kinds().Barrier)
    return;
  std::vector<uint32_t> Instances;
  for (unsigned T = 0; T < NT; ++T)
    for (const Event &E : G.thread(T))
      if (E.Kind == EventKind::Barrier)
        Instances.push_back(E.BarrierInstance);
  if (Instances.empty())
    return;
  LastSelfHb.assign(Offsets[NT], 0);
  // A barrier event happens before itself through another member of its
  // rendezvous (bar relates every member to every other one).
  std::sort(Instances.begin(), Instances.end());
  for (unsigned T = 0; T < NT; ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      const Event &E = G.thread(T)[I];
      if (E.Kind != EventKind::Barrier)
        continue;
      auto Range = std::equal_range(Instances.begin(), Instances.end(),
                                    E.BarrierInstance);
      LastSelfHb[Offsets[T] + I] = Range.second - Range.first > 1;
    }
}

bool IncrementalChecker::isConsistent(const ExecutionGraph &G) {
  Violated = Axiom::None;
  NT = G.numThreads();
  // A barrier or fence restricted to some memory spaces (Event::Spaces)
  // splits hb per space, which the views do not: the reference decides
  // (such graphs come from OpenCL kernels with restricting flags and no
  // seq_cst operation, restrictedSpacesExact).
  // EventKinds is kept by addEvent and setOrder, not by mutableEvent.
  Suspect = G.checkCache().Suspect;
  if (Suspect || G.kinds().RestrictedSpaces)
    for (unsigned T = 0; T < NT; ++T)
      for (const Event &E : G.thread(T))
        if (E.Spaces != ir::BarrierAllSpaces)
          return fallBack(G);
  Stride = RecHeader + NT;
  validate(G);
  computeOffsets(G);
  if (!AnyNew) {
    keepViews(G);
    return true;
  }
  // porf-acyclic: a topological order of po ∪ rf ∪ bar exists (then one of
  // po ∪ rf does); a cycle, which the explorer never builds, is left to the
  // reference, which also tells a po ∪ rf cycle from one through bar.
  if (!computeViews(G))
    return fallBack(G);
  if (!atomicityHolds(G)) {
    Violated = Axiom::Atomicity;
    return false;
  }
  if (Model == ModelKind::Sc) {
    if (!scAcyclic(G)) {
      Violated = Axiom::ScAcyclic;
      return false;
    }
    keepViews(G);
    return true;
  }
  if (!coherenceHolds(G)) {
    Violated = Axiom::Coherence;
    return false;
  }
  // incl ∩ psc acyclic: on the whole graph, by the reference, when the
  // graph has sc events at all.
  bool AnySc = false;
  if (Suspect || G.kinds().Sc)
    for (unsigned T = 0; T < NT && !AnySc; ++T)
      for (const Event &E : G.thread(T))
        AnySc |= E.Kind != EventKind::Barrier && E.Order == ir::MemOrder::Sc;
  if (AnySc && !Reference->isConsistent(G)) {
    Violated = Reference->violatedAxiom();
    LastFromReference = true;
    return false;
  }
  keepViews(G);
  return true;
}

bool IncrementalChecker::happensBefore(EventId A, EventId B) const {
  if (LastFromReference)
    return Reference->happensBefore(A, B);
  if (A.isInit())
    return true;
  if (B.isInit())
    return false;
  if (A == B)
    return !LastSelfHb.empty() && LastSelfHb[flat(B)];
  return A.Index < view(B)[A.Thread];
}

} // namespace scopecheck::checker
