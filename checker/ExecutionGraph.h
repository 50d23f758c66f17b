//===- checker/ExecutionGraph.h - Execution graphs for DPOR ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The execution graph explored by the DPOR engine (GenMC style): events per
/// thread identified as (thread, index), po implicit by index, rf explicit on
/// reads, co explicit as one list per location, rmw as a read immediately
/// followed in po by its write. Threads know their place (block, thread) so
/// that scope inclusion can be computed (DESIGN.md §3).
///
/// Every location has an implicit initialisation write, EventId::init(),
/// which is co-before every write of the location and happens before every
/// event. It is not stored as an event.
///
/// The graph records the order in which events were added (Event::Stamp);
/// the explorer's revisit and maximality conditions are phrased in it.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_EXECUTIONGRAPH_H
#define SCOPECHECK_CHECKER_EXECUTIONGRAPH_H

#include "ir/IR.h"
#include "ir/Value.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scopecheck::checker {

/// An event of the graph: the Index-th event of thread Thread. The
/// initialisation write of every location is EventId::init().
struct EventId {
  uint32_t Thread = ~0u;
  uint32_t Index = 0;

  static EventId init() { return EventId{~0u, 0}; }
  bool isInit() const { return Thread == ~0u; }
  friend bool operator==(EventId A, EventId B) {
    return A.Thread == B.Thread && A.Index == B.Index;
  }
  friend bool operator!=(EventId A, EventId B) { return !(A == B); }
  friend bool operator<(EventId A, EventId B) {
    return A.Thread != B.Thread ? A.Thread < B.Thread : A.Index < B.Index;
  }
};

/// Index of a location in the graph's location table.
using LocId = uint32_t;
constexpr LocId NoLoc = ~0u;

/// Barrier: one thread's part of a rendezvous that orders memory (a block
/// or grid barrier, a warp barrier `warp.sync`): every event of the
/// rendezvous happens before the po-successors of all of them. Collective:
/// one lane's part of a warp collective that exchanges values but orders
/// no memory (shuffles, votes, match, reduce): no consistency axiom looks
/// at it, but, like a barrier, it exists only with its whole rendezvous
/// (porfPrefix), since each lane's result depends on every named lane.
enum class EventKind : uint8_t { Read, Write, Fence, Barrier, Collective };

/// One event. Fields are used according to Kind.
struct Event {
  EventKind Kind = EventKind::Fence;
  ir::MemOrder Order = ir::MemOrder::Na;
  ir::Scope Sc = ir::Scope::None;
  LocId Loc = NoLoc; ///< Read, Write
  /// Write: the value written. Barrier, Collective: the result the thread
  /// got (a barrier reduction's, a warp collective's), for replay.
  ir::Value Val = 0;
  EventId Rf;        ///< Read: the write read from
  /// Read: the read part of an RMW (its write part, if the RMW succeeded,
  /// is the next event of the thread). Write: the write part of an RMW.
  bool IsRmw = false;
  /// Read: may still be revisited by a later write (TruSt's revisitable).
  bool Revisitable = true;
  /// Read: got its rf by a backward revisit (it then reads from a write
  /// with a larger Stamp; informative, the explorer decides by stamps).
  bool Revisited = false;
  uint32_t Stamp = 0;           ///< position in the order events were added
  /// Barrier, Collective: the events of one rendezvous share it (one
  /// numbering for both kinds).
  uint32_t BarrierInstance = 0;
  /// Fence, Barrier: the memory spaces it orders (ir::spaceBit; Stmt::Spaces
  /// of an OpenCL fence or barrier whose flags restrict it, when the
  /// explorer models the restriction exactly). A synchronisation from a
  /// release event A to an acquire event B orders the accesses to space s
  /// only when both name s (an access names every space); a rendezvous
  /// orders s only among members that name it. Every other event, and
  /// every event of a program without restricted flags, names all.
  uint8_t Spaces = ir::BarrierAllSpaces;
  const ir::Stmt *S = nullptr;  ///< the statement that produced the event

  bool isRead() const { return Kind == EventKind::Read; }
  bool isWrite() const { return Kind == EventKind::Write; }
  bool isAccess() const { return isRead() || isWrite(); }
  bool isAtomic() const { return ir::isAtomic(Order); }
  bool isRendezvous() const {
    return Kind == EventKind::Barrier || Kind == EventKind::Collective;
  }
};

/// Where a thread sits in the launch.
struct ThreadInfo {
  uint64_t Block = 0; ///< linear block index
  uint64_t ThreadInBlock = 0;
  uint64_t Global = 0;
};

/// A memory location: element Offset of object Obj; shared objects have one
/// copy per block (Block), global ones Block == 0.
struct Location {
  ir::ObjectId Obj = 0;
  uint64_t Block = 0;
  int64_t Offset = 0;
  ir::Value Init = 0;
  /// The object's memory space is shared (else global): which of the
  /// per-space happens-before relations orders its accesses (Event::Spaces).
  bool Shared = false;
  /// Some access of the location added to the graph is non-atomic or has
  /// a scope narrower than the device (ExecutionGraph::addEvent sets it;
  /// a restriction does not clear it). While it is false, every access of
  /// the location is a device- or system-scope atomic, and no two of them
  /// can race: the explorer skips its race check for such an access.
  bool Mixed = false;
};

/// Does scope \p S of an event of thread \p Issuer include thread \p Other?
bool scopeIncludes(ir::Scope S, const ThreadInfo &Issuer,
                   const ThreadInfo &Other);

/// The prefix of every thread up to some length: "the first Len[t] events of
/// thread t". porf-prefixes are of this shape (they are po-prefix closed).
struct View {
  std::vector<uint32_t> Len;
  bool contains(EventId E) const {
    return E.isInit() || (E.Thread < Len.size() && E.Index < Len[E.Thread]);
  }
};

/// What a consistency checker derived from a graph and keeps with it, so
/// that the copies the explorer makes of a checked graph need not derive
/// it again (GenMC keeps its views in its events). The first CheckedLen[t]
/// events of thread t were found consistent together (a po-prefix per
/// thread, closed under po ∪ rf ∪ bar) and have not changed since; Data
/// holds the checker's records for them (one flat vector, so that copying
/// a graph costs one allocation more; layout private to the checker, see
/// checker/IncrementalConsistency.cpp). The graph keeps the
/// invariant: restrict clamps CheckedLen, and setRf, setOrder and insertCo
/// on a checked event uncheck it (and whatever may depend on it).
/// mutableEvent() cannot say what it changes: it sets Suspect, and a
/// checker then compares its records with the events before trusting them.
struct CheckCache {
  /// Which checker configuration (the model) filled the cache; 0: none. A
  /// checker for another model starts afresh.
  uint32_t Tag = 0;
  /// Some event may have changed through ExecutionGraph::mutableEvent since
  /// the last check; the checker clears it after comparing.
  bool Suspect = false;
  std::vector<uint32_t> CheckedLen;
  std::vector<uint32_t> Data;
};

/// What kinds of event a graph has ever had (ExecutionGraph::addEvent and
/// setOrder set them; a restriction does not clear them): a checker may
/// skip what a graph without them cannot need. Sticky, so an answer of
/// true only means "maybe".
struct EventKinds {
  /// A fence or barrier restricted to some memory spaces (Event::Spaces).
  bool RestrictedSpaces = false;
  /// A non-barrier event with seq_cst order.
  bool Sc = false;
  /// A barrier event.
  bool Barrier = false;
};

class ExecutionGraph {
public:
  explicit ExecutionGraph(std::vector<ThreadInfo> Threads);

  unsigned numThreads() const { return unsigned(Threads.size()); }
  const ThreadInfo &threadInfo(unsigned T) const { return Threads[T]; }
  unsigned threadSize(unsigned T) const { return unsigned(Events[T].size()); }
  const std::vector<Event> &thread(unsigned T) const { return Events[T]; }
  const Event &event(EventId E) const { return Events[E.Thread][E.Index]; }
  /// Any field of \p E may change through the reference: the checker's
  /// cache is marked suspect (CheckCache::Suspect). setRf, setOrder and
  /// the flag setters below change one field and keep the cache exact.
  Event &mutableEvent(EventId E) {
    Cache.Suspect = true;
    return Events[E.Thread][E.Index];
  }
  /// Fields no consistency checker reads (Event::Revisited, Revisitable).
  void setRevisited(EventId E) { Events[E.Thread][E.Index].Revisited = true; }
  void clearRevisitable(EventId E) {
    Events[E.Thread][E.Index].Revisitable = false;
  }
  /// Sets \p E's memory order (a CAS's order once its outcome is known).
  void setOrder(EventId E, ir::MemOrder O);
  const EventKinds &kinds() const { return Kinds; }
  size_t numEvents() const;
  uint32_t nextStamp() const { return NextStamp; }

  /// Location table: returns the existing id for an equal location
  /// (Obj, Block and Offset equal).
  LocId addLocation(const Location &L);
  LocId findLocation(ir::ObjectId Obj, uint64_t Block, int64_t Offset) const;
  const Location &location(LocId L) const { return Locs[L]; }
  unsigned numLocations() const { return unsigned(Locs.size()); }

  /// Appends \p E to thread \p T with the next stamp (and keeps
  /// Location::Mixed). A write is not in co until insertCo places it.
  EventId addEvent(unsigned T, Event E);

  /// Coherence order of \p L without the initialisation write.
  const std::vector<EventId> &co(LocId L) const { return Co[L]; }
  /// Places write \p W at position \p Pos of co(loc(W)) (0: right after the
  /// initialisation write).
  void insertCo(EventId W, unsigned Pos);
  /// Position of \p W in co; -1 for the initialisation write.
  int coIndex(EventId W) const;
  /// (A, B) in co, for writes of one location (init before all).
  bool coBefore(EventId A, EventId B) const { return coIndex(A) < coIndex(B); }

  void setRf(EventId R, EventId W) {
    uncheck(R);
    Events[R.Thread][R.Index].Rf = W;
  }
  /// The value read by \p R (from its rf write or the location's initial
  /// value).
  ir::Value readValue(EventId R) const;
  /// The value written by \p W (initial value for the init write of \p L).
  ir::Value writeValue(EventId W, LocId L) const;

  /// The porf-prefix of \p E: every event with a po ∪ rf ∪ bar path to E,
  /// and E. bar (every barrier or collective event of a rendezvous to the
  /// others) is included because a rendezvous is added, and can only be
  /// kept, whole: a revisit that kept one thread's barrier event but
  /// deleted its block-mates' would leave that thread past a barrier they
  /// never reach (or with a collective's result computed from operands
  /// that the revisit may change).
  View porfPrefix(EventId E) const;

  /// Restricts the graph to the events for which \p Keep is true; the kept
  /// set must be po-prefix closed per thread and rf closed.
  template <typename Pred> void restrict(Pred Keep) {
    for (unsigned T = 0; T < numThreads(); ++T) {
      unsigned N = 0;
      while (N < Events[T].size() && Keep(EventId{T, N}))
        ++N;
      Events[T].resize(N);
      if (T < Cache.CheckedLen.size() && Cache.CheckedLen[T] > N)
        Cache.CheckedLen[T] = N;
    }
    for (auto &List : Co) {
      size_t K = 0;
      for (EventId W : List)
        if (W.Index < Events[W.Thread].size())
          List[K++] = W;
      List.resize(K);
    }
  }
  /// A canonical text of events, rf and co (not stamps): equal for equal
  /// graphs, used to detect duplicate explorations in tests.
  std::string canonicalForm() const;

  /// The consistency checker's cache (CheckCache); mutable because checking
  /// a const graph fills it.
  CheckCache &checkCache() const { return Cache; }
  /// Forgets that \p E was checked: E alone when nothing can depend on it
  /// (the last event of its thread, not a barrier, and not a write that is
  /// read), otherwise every event of the graph.
  void uncheck(EventId E) const;

private:
  friend class WireWriter; // checker/Wire.h: a graph sent to another rank
  friend class WireReader;
  /// Location::Mixed and Kinds from the events (a graph read from the
  /// wire).
  void recomputeMixed();
  void noteKind(const Event &E);
  std::vector<ThreadInfo> Threads;
  std::vector<std::vector<Event>> Events;
  std::vector<Location> Locs;
  std::vector<std::vector<EventId>> Co;
  uint32_t NextStamp = 1;
  EventKinds Kinds;
  mutable CheckCache Cache;
};

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_EXECUTIONGRAPH_H
