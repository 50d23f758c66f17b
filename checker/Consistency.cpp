//===- checker/Consistency.cpp - Memory-model consistency
//------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SRC11, RC11 and SC consistency over bit-matrix relations recomputed on
/// the whole graph at each call: the reference implementation, which the
/// incremental one (IncrementalConsistency.cpp) must agree with. The
/// relations and axioms follow GPUMC's Figure 3 (docs/memory-model.md).
///
//===----------------------------------------------------------------------===//

#include "checker/Consistency.h"

#include "checker/IncrementalConsistency.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace scopecheck::checker {

ConsistencyChecker::~ConsistencyChecker() = default;

std::string_view modelName(ModelKind M) {
  switch (M) {
  case ModelKind::Src11:
    return "src11";
  case ModelKind::Rc11:
    return "rc11";
  case ModelKind::Sc:
    return "sc";
  }
  return "?";
}

std::optional<ModelKind> parseModel(std::string_view S) {
  if (S == "src11")
    return ModelKind::Src11;
  if (S == "rc11")
    return ModelKind::Rc11;
  if (S == "sc")
    return ModelKind::Sc;
  return std::nullopt;
}

std::string_view axiomName(Axiom A) {
  switch (A) {
  case Axiom::None:
    return "none";
  case Axiom::PorfAcyclic:
    return "porf-acyclic";
  case Axiom::Coherence:
    return "coherence";
  case Axiom::Atomicity:
    return "atomicity";
  case Axiom::InclPscAcyclic:
    return "incl-psc-acyclic";
  case Axiom::ScAcyclic:
    return "sc-acyclic";
  }
  return "?";
}

namespace {

/// A square boolean matrix over the events of a graph, rows as bitsets.
class BitMatrix {
public:
  void reset(unsigned Size) {
    N = Size;
    W = (Size + 63) / 64;
    Bits.assign(size_t(N) * W, 0);
  }
  bool get(unsigned I, unsigned J) const {
    return (Bits[size_t(I) * W + J / 64] >> (J % 64)) & 1;
  }
  void set(unsigned I, unsigned J) {
    Bits[size_t(I) * W + J / 64] |= uint64_t(1) << (J % 64);
  }
  uint64_t *row(unsigned I) { return &Bits[size_t(I) * W]; }
  const uint64_t *row(unsigned I) const { return &Bits[size_t(I) * W]; }
  void orRow(unsigned I, const uint64_t *Src) {
    uint64_t *Dst = row(I);
    for (unsigned K = 0; K < W; ++K)
      Dst[K] |= Src[K];
  }
  void unite(const BitMatrix &O) {
    for (size_t K = 0; K < Bits.size(); ++K)
      Bits[K] |= O.Bits[K];
  }
  /// Transitive closure (Warshall).
  void close() {
    for (unsigned K = 0; K < N; ++K)
      for (unsigned I = 0; I < N; ++I)
        if (get(I, K))
          orRow(I, row(K));
  }
  /// this := A ; B
  void compose(const BitMatrix &A, const BitMatrix &B) {
    reset(A.N);
    for (unsigned I = 0; I < N; ++I)
      for (unsigned K = 0; K < N; ++K)
        if (A.get(I, K))
          orRow(I, B.row(K));
  }
  unsigned size() const { return N; }
  unsigned words() const { return W; }
  /// this := Other transposed.
  void transposeOf(const BitMatrix &O) {
    reset(O.N);
    for (unsigned I = 0; I < N; ++I)
      for (unsigned K = 0; K < W; ++K)
        for (uint64_t B = O.row(I)[K]; B; B &= B - 1)
          set(K * 64 + unsigned(__builtin_ctzll(B)), I);
  }
  /// Do row I of this and row J of O share a column?
  bool intersects(unsigned I, const BitMatrix &O, unsigned J) const {
    const uint64_t *A = row(I), *B = O.row(J);
    for (unsigned K = 0; K < W; ++K)
      if (A[K] & B[K])
        return true;
    return false;
  }

private:
  unsigned N = 0, W = 0;
  std::vector<uint64_t> Bits;
};

/// SRC11 / RC11 / SC by whole-graph recomputation.
class RelationalChecker final : public ConsistencyChecker {
public:
  explicit RelationalChecker(ModelKind M) : Model(M) {}
  ModelKind model() const override { return Model; }
  bool isConsistent(const ExecutionGraph &G) override;
  bool happensBefore(EventId A, EventId B) const override {
    if (A.isInit())
      return true;
    if (B.isInit())
      return false;
    unsigned I = flat(A), J = flat(B);
    if (!Split)
      return Hb.get(I, J);
    // The relation of the space of the access (a race check relates two
    // accesses of one location); between two other events, both.
    uint8_t Sp = SpaceOf[I] != NoSpace ? SpaceOf[I] : SpaceOf[J];
    if (Sp == NoSpace)
      return Hb.get(I, J) && HbShared.get(I, J);
    return (Sp == SharedSpace ? HbShared : Hb).get(I, J);
  }
  bool inclusive(const ExecutionGraph &G, EventId A, EventId B) const override;

private:
  unsigned flat(EventId E) const { return Offsets[E.Thread] + E.Index; }
  void build(const ExecutionGraph &G);
  void computeHb(const ExecutionGraph &G);
  /// hb restricted to the synchronisations that order the spaces \p Mask
  /// (Event::Spaces; BarrierAllSpaces when no event restricts) into \p Out.
  void computeHbOf(const ExecutionGraph &G, uint8_t Mask, BitMatrix &Out);
  void ecoInverse(const ExecutionGraph &G);
  bool porfAcyclic(const ExecutionGraph &G);
  bool checkPsc(const ExecutionGraph &G, const BitMatrix &H);

  /// SpaceOf values: an access's location's space, or none.
  static constexpr uint8_t GlobalSpace = 0, SharedSpace = 1, NoSpace = 2;

  ModelKind Model;
  std::vector<unsigned> Offsets;
  std::vector<EventId> Ids;
  /// Hb: happens-before; with Split (some barrier or fence of the graph
  /// orders only some memory spaces, Event::Spaces), that of global memory
  /// and HbShared that of shared memory, each closed over the
  /// synchronisations that order its space.
  BitMatrix Po, Rf, Co, Fr, Hb, HbShared;
  bool Split = false;
  std::vector<uint8_t> SpaceOf; ///< per flat event
  // Scratch matrices, members so that their storage is reused.
  BitMatrix Eco, EcoT, All;
  std::vector<unsigned> InDegree, Ready;
  std::vector<EventId> Targets, Sources;
  std::vector<std::array<unsigned, 3>> Readers; ///< (loc, co position, event)
  std::vector<uint64_t> Before;
};

} // namespace

bool RelationalChecker::inclusive(const ExecutionGraph &G, EventId A,
                                  EventId B) const {
  return scopeInclusive(Model, G, A, B);
}

bool scopeInclusive(ModelKind Model, const ExecutionGraph &G, EventId A,
                    EventId B) {
  if (A.isInit() || B.isInit())
    return false;
  const Event &EA = G.event(A), &EB = G.event(B);
  if (EA.Kind == EventKind::Barrier || EB.Kind == EventKind::Barrier)
    return false;
  if (!EA.isAtomic() || !EB.isAtomic())
    return false;
  if (Model != ModelKind::Src11)
    return true;
  const ThreadInfo &TA = G.threadInfo(A.Thread), &TB = G.threadInfo(B.Thread);
  return scopeIncludes(EA.Sc, TA, TB) && scopeIncludes(EB.Sc, TB, TA);
}

void RelationalChecker::build(const ExecutionGraph &G) {
  Offsets.assign(G.numThreads() + 1, 0);
  Ids.clear();
  for (unsigned T = 0; T < G.numThreads(); ++T) {
    Offsets[T] = unsigned(Ids.size());
    for (uint32_t I = 0; I < G.threadSize(T); ++I)
      Ids.push_back(EventId{T, I});
  }
  Offsets[G.numThreads()] = unsigned(Ids.size());
  unsigned N = unsigned(Ids.size());
  Po.reset(N);
  Rf.reset(N);
  Co.reset(N);
  Fr.reset(N);
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (unsigned I = Offsets[T]; I < Offsets[T + 1]; ++I)
      for (unsigned J = I + 1; J < Offsets[T + 1]; ++J)
        Po.set(I, J);
  for (LocId L = 0; L < G.numLocations(); ++L) {
    const auto &List = G.co(L);
    for (unsigned I = 0; I < List.size(); ++I)
      for (unsigned J = I + 1; J < List.size(); ++J)
        Co.set(flat(List[I]), flat(List[J]));
  }
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    if (!E.isRead())
      continue;
    const auto &List = G.co(E.Loc);
    int From = G.coIndex(E.Rf);
    if (!E.Rf.isInit())
      Rf.set(flat(E.Rf), I);
    for (unsigned J = unsigned(From + 1); J < List.size(); ++J)
      Fr.set(I, flat(List[J]));
  }
}

/// acyclic(po ∪ rf) by Kahn's algorithm over immediate po and rf edges.
bool RelationalChecker::porfAcyclic(const ExecutionGraph &G) {
  unsigned N = unsigned(Ids.size());
  InDegree.assign(N, 0);
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    InDegree[I] = (Ids[I].Index > 0) + (E.isRead() && !E.Rf.isInit());
  }
  Ready.clear();
  for (unsigned I = 0; I < N; ++I)
    if (!InDegree[I])
      Ready.push_back(I);
  // Readers of each write, to release their rf edge.
  unsigned Seen = 0;
  while (!Ready.empty()) {
    unsigned I = Ready.back();
    Ready.pop_back();
    ++Seen;
    EventId E = Ids[I];
    if (E.Index + 1 < G.threadSize(E.Thread) && --InDegree[I + 1] == 0)
      Ready.push_back(I + 1);
    if (!G.event(E).isWrite())
      continue;
    // The readers of E: its row of rf (built by build()).
    const uint64_t *Row = Rf.row(I);
    for (unsigned K = 0; K < Rf.words(); ++K)
      for (uint64_t B = Row[K]; B; B &= B - 1) {
        unsigned J = K * 64 + unsigned(__builtin_ctzll(B));
        if (--InDegree[J] == 0)
          Ready.push_back(J);
      }
  }
  return Seen == N;
}

void RelationalChecker::computeHb(const ExecutionGraph &G) {
  unsigned N = unsigned(Ids.size());
  Split = false;
  SpaceOf.assign(N, NoSpace);
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    Split |= E.Spaces != ir::BarrierAllSpaces;
    if (E.isAccess())
      SpaceOf[I] = G.location(E.Loc).Shared ? SharedSpace : GlobalSpace;
  }
  if (!Split) {
    computeHbOf(G, ir::BarrierAllSpaces, Hb);
    return;
  }
  computeHbOf(G, ir::spaceBit(ir::MemSpace::Global), Hb);
  computeHbOf(G, ir::spaceBit(ir::MemSpace::Shared), HbShared);
}

void RelationalChecker::computeHbOf(const ExecutionGraph &G, uint8_t Mask,
                                    BitMatrix &Out) {
  unsigned N = unsigned(Ids.size());
  Out = Po;
  // po is transitive: the closure is needed only when sw or barrier edges
  // were added.
  bool Extra = false;
  // sw = prel ; rseq ; (incl ∩ rf) ; pacq, restricted to incl.
  for (unsigned RI = 0; RI < N; ++RI) {
    EventId R = Ids[RI];
    const Event &ER = G.event(R);
    if (!ER.isRead() || ER.Rf.isInit() || !inclusive(G, ER.Rf, R))
      continue;
    Targets.clear();
    if (ir::isAcquire(ER.Order))
      Targets.push_back(R);
    for (uint32_t I = R.Index + 1; I < G.threadSize(R.Thread); ++I) {
      const Event &F = G.thread(R.Thread)[I];
      if (F.Kind == EventKind::Fence && ir::isAcquire(F.Order))
        Targets.push_back(EventId{R.Thread, I});
    }
    if (Targets.empty())
      continue;
    Sources.clear();
    EventId Cur = ER.Rf;
    while (true) {
      const Event &EC = G.event(Cur);
      // Release writes: Cur, or a po-earlier write to the same location.
      // Release fences: any po-before Cur.
      for (uint32_t I = 0; I <= Cur.Index; ++I) {
        const Event &E = G.thread(Cur.Thread)[I];
        if (!ir::isRelease(E.Order))
          continue;
        if ((E.Kind == EventKind::Fence && I < Cur.Index) ||
            (E.isWrite() && E.Loc == EC.Loc))
          Sources.push_back(EventId{Cur.Thread, I});
      }
      if (!EC.IsRmw || Cur.Index == 0)
        break;
      EventId RP{Cur.Thread, Cur.Index - 1};
      const Event &ERP = G.event(RP);
      if (ERP.Rf.isInit() || !inclusive(G, ERP.Rf, RP))
        break;
      Cur = ERP.Rf;
    }
    // A synchronisation orders a space when both of its ends name it.
    for (EventId A : Sources)
      for (EventId B : Targets)
        if ((G.event(A).Spaces & G.event(B).Spaces & Mask) != 0 &&
            inclusive(G, A, B)) {
          Out.set(flat(A), flat(B));
          Extra = true;
        }
  }
  // Barriers: every arrival happens before every departure. We relate the
  // barrier events of one instance both ways; cycles among them are
  // ignored by the irreflexivity checks.
  for (unsigned I = 0; I < N; ++I) {
    const Event &EI = G.event(Ids[I]);
    if (EI.Kind != EventKind::Barrier)
      continue;
    for (unsigned J = 0; J < N; ++J) {
      const Event &EJ = G.event(Ids[J]);
      if (I != J && EJ.Kind == EventKind::Barrier &&
          EJ.BarrierInstance == EI.BarrierInstance &&
          (EI.Spaces & EJ.Spaces & Mask) != 0) {
        Out.set(I, J);
        Extra = true;
      }
    }
  }
  if (Extra)
    Out.close();
}

static bool isSc(const Event &E) {
  return E.Kind != EventKind::Barrier && E.Order == ir::MemOrder::Sc;
}

bool RelationalChecker::checkPsc(const ExecutionGraph &G,
                                 const BitMatrix &H) {
  unsigned N = unsigned(Ids.size());
  bool AnySc = false;
  for (unsigned I = 0; I < N && !AnySc; ++I)
    AnySc = isSc(G.event(Ids[I]));
  if (!AnySc)
    return true;
  auto SameLoc = [&](unsigned I, unsigned J) {
    const Event &A = G.event(Ids[I]), &B = G.event(Ids[J]);
    return A.isAccess() && B.isAccess() && A.Loc == B.Loc;
  };
  BitMatrix PoNe, HbLoc, Tmp, Scb;
  PoNe.reset(N);
  HbLoc.reset(N);
  for (unsigned I = 0; I < N; ++I)
    for (unsigned J = 0; J < N; ++J) {
      if (Po.get(I, J) && !SameLoc(I, J))
        PoNe.set(I, J);
      if (H.get(I, J) && SameLoc(I, J))
        HbLoc.set(I, J);
    }
  Tmp.compose(PoNe, H);
  Scb.compose(Tmp, PoNe);
  Scb.unite(Po);
  Scb.unite(HbLoc);
  Scb.unite(Co);
  Scb.unite(Fr);
  // Left = [Esc] ∪ [Fsc]; hb?   Right = [Esc] ∪ hb?; [Fsc]
  BitMatrix Left, Right, Eco, HbEcoHb, Psc;
  Left.reset(N);
  Right.reset(N);
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    if (!isSc(E))
      continue;
    Left.set(I, I);
    Right.set(I, I);
    if (E.Kind == EventKind::Fence)
      for (unsigned J = 0; J < N; ++J) {
        if (H.get(I, J))
          Left.set(I, J);
        if (H.get(J, I))
          Right.set(J, I);
      }
  }
  Tmp.compose(Left, Scb);
  Psc.compose(Tmp, Right);
  // psc_F = [Fsc]; (hb ∪ hb; eco; hb); [Fsc]
  Eco = Rf;
  Eco.unite(Co);
  Eco.unite(Fr);
  Eco.close();
  Tmp.compose(H, Eco);
  HbEcoHb.compose(Tmp, H);
  HbEcoHb.unite(H);
  BitMatrix Incl;
  Incl.reset(N);
  for (unsigned I = 0; I < N; ++I) {
    const Event &EI = G.event(Ids[I]);
    if (!isSc(EI))
      continue;
    for (unsigned J = 0; J < N; ++J) {
      const Event &EJ = G.event(Ids[J]);
      if (!isSc(EJ) || !inclusive(G, Ids[I], Ids[J]))
        continue;
      bool InPsc =
          Psc.get(I, J) || (EI.Kind == EventKind::Fence &&
                            EJ.Kind == EventKind::Fence && HbEcoHb.get(I, J));
      if (InPsc)
        Incl.set(I, J);
    }
  }
  Incl.close();
  for (unsigned I = 0; I < N; ++I)
    if (Incl.get(I, I))
      return false;
  return true;
}

/// EcoT := eco⁻¹, without a closure. Per location, with co = w_1 ... w_k
/// (w_0 the initialisation write), the events eco-before w_j are the w_i
/// and the reads of the w_i for i < j (co, fr); those eco-before a read of
/// w_j are w_j and the events eco-before w_j (rf, co;rf, fr;rf). This is
/// (rf ∪ co ∪ fr)⁺ because co is total per location and every eco path
/// ends in co, fr or one final rf.
void RelationalChecker::ecoInverse(const ExecutionGraph &G) {
  unsigned N = unsigned(Ids.size());
  EcoT.reset(N);
  Readers.clear();
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    if (E.isRead())
      Readers.push_back({E.Loc, unsigned(G.coIndex(E.Rf) + 1), I});
  }
  std::sort(Readers.begin(), Readers.end());
  size_t R = 0;
  for (LocId L = 0; L < G.numLocations(); ++L) {
    const auto &List = G.co(L);
    Before.assign(EcoT.words(), 0);
    for (unsigned P = 0; P <= List.size(); ++P) {
      if (P > 0) {
        unsigned W = flat(List[P - 1]);
        EcoT.orRow(W, Before.data());
        Before[W / 64] |= uint64_t(1) << (W % 64);
      }
      size_t First = R;
      for (; R < Readers.size() && Readers[R][0] == L && Readers[R][1] == P;
           ++R)
        EcoT.orRow(Readers[R][2], Before.data());
      for (size_t K = First; K < R; ++K)
        Before[Readers[K][2] / 64] |= uint64_t(1) << (Readers[K][2] % 64);
    }
  }
  assert(R == Readers.size() && "a read of an unknown location");
}

bool RelationalChecker::isConsistent(const ExecutionGraph &G) {
  Violated = Axiom::None;
  build(G);
  unsigned N = unsigned(Ids.size());
  if (!porfAcyclic(G)) {
    Violated = Axiom::PorfAcyclic;
    return false;
  }
  // Atomicity: the write of an RMW is immediately co-after what it read.
  for (unsigned I = 0; I < N; ++I) {
    const Event &E = G.event(Ids[I]);
    if (!E.isRead() || !E.IsRmw)
      continue;
    EventId W{Ids[I].Thread, Ids[I].Index + 1};
    if (W.Index >= G.threadSize(W.Thread) || !G.event(W).isWrite() ||
        !G.event(W).IsRmw)
      continue;
    if (G.coIndex(W) != G.coIndex(E.Rf) + 1) {
      Violated = Axiom::Atomicity;
      return false;
    }
  }
  computeHb(G);
  if (Model == ModelKind::Sc) {
    All = Po;
    All.unite(Rf);
    All.unite(Co);
    All.unite(Fr);
    // bar: the barrier events of one rendezvous both ways (every arrival
    // before every departure); the cycles among them alone are ignored.
    for (unsigned I = 0; I < N; ++I) {
      const Event &EI = G.event(Ids[I]);
      if (EI.Kind != EventKind::Barrier)
        continue;
      for (unsigned J = 0; J < N; ++J) {
        const Event &EJ = G.event(Ids[J]);
        if (I != J && EJ.Kind == EventKind::Barrier &&
            EJ.BarrierInstance == EI.BarrierInstance)
          All.set(I, J);
      }
    }
    All.close();
    for (unsigned I = 0; I < N; ++I)
      if (All.get(I, I) && G.event(Ids[I]).Kind != EventKind::Barrier) {
        Violated = Axiom::ScAcyclic;
        return false;
      }
    return true;
  }
  // Coherence: irreflexive(hb ; eco?), row by row against eco transposed.
  ecoInverse(G);
  // With Split, an access's own space's hb (eco relates accesses of one
  // location); a fence must be hb-irreflexive in both.
  for (unsigned I = 0; I < N; ++I) {
    if (G.event(Ids[I]).Kind == EventKind::Barrier)
      continue;
    const BitMatrix &H =
        Split && SpaceOf[I] == SharedSpace ? HbShared : Hb;
    if (H.get(I, I) || H.intersects(I, EcoT, I) ||
        (Split && SpaceOf[I] == NoSpace && HbShared.get(I, I))) {
      Violated = Axiom::Coherence;
      return false;
    }
  }
  // Split graphs have no sc events (restrictedSpacesExact).
  if (!checkPsc(G, Hb)) {
    Violated = Axiom::InclPscAcyclic;
    return false;
  }
  return true;
}

namespace {

/// Runs the incremental and the relational checker on every call and
/// aborts with a report when they disagree (ConsistencyImpl::CrossCheck).
class CrossChecker final : public ConsistencyChecker {
public:
  explicit CrossChecker(ModelKind M)
      : Model(M), Incremental(createIncrementalChecker(
                      M, std::make_unique<RelationalChecker>(M))),
        Reference(std::make_unique<RelationalChecker>(M)) {}
  ModelKind model() const override { return Model; }
  bool isConsistent(const ExecutionGraph &G) override {
    bool A = Incremental->isConsistent(G);
    bool B = Reference->isConsistent(G);
    Violated = B ? Axiom::None : Reference->violatedAxiom();
    if (A != B || Incremental->violatedAxiom() != Reference->violatedAxiom())
      fail(G, "verdicts differ: incremental " +
                  std::string(A ? "consistent" : "inconsistent") + " (" +
                  std::string(axiomName(Incremental->violatedAxiom())) +
                  "), relational " + (B ? "consistent" : "inconsistent") +
                  " (" + std::string(axiomName(Reference->violatedAxiom())) +
                  ")");
    if (B)
      for (unsigned T = 0; T < G.numThreads(); ++T)
        for (uint32_t I = 0; I < G.threadSize(T); ++I)
          for (unsigned U = 0; U < G.numThreads(); ++U)
            for (uint32_t J = 0; J < G.threadSize(U); ++J) {
              EventId X{T, I}, Y{U, J};
              if (Incremental->happensBefore(X, Y) !=
                  Reference->happensBefore(X, Y))
                fail(G, "hb differs on " + std::to_string(T) + "." +
                            std::to_string(I) + " -> " + std::to_string(U) +
                            "." + std::to_string(J));
            }
    return B;
  }
  bool happensBefore(EventId A, EventId B) const override {
    return Reference->happensBefore(A, B);
  }
  bool inclusive(const ExecutionGraph &G, EventId A, EventId B) const override {
    return scopeInclusive(Model, G, A, B);
  }

private:
  [[noreturn]] void fail(const ExecutionGraph &G, const std::string &What) {
    std::string Dump;
    for (unsigned T = 0; T < G.numThreads(); ++T) {
      Dump += "T" + std::to_string(T) + " (block " +
              std::to_string(G.threadInfo(T).Block) + "):";
      for (const Event &E : G.thread(T)) {
        Dump += std::string(" ") + "RWFB"[int(E.Kind)];
        if (E.isAccess())
          Dump += std::to_string(E.Loc);
        if (E.Kind == EventKind::Barrier)
          Dump += std::to_string(E.BarrierInstance);
        Dump += "." + std::string(ir::orderName(E.Order)) + "." +
                std::string(ir::scopeName(E.Sc));
        if (E.IsRmw)
          Dump += ".rmw";
        if (E.isRead())
          Dump += E.Rf.isInit() ? "<-init"
                                : "<-" + std::to_string(E.Rf.Thread) + "." +
                                      std::to_string(E.Rf.Index);
      }
      Dump += "\n";
    }
    std::fprintf(stderr,
                 "scopecheck: internal error: consistency cross-check (%s): "
                 "%s\n%s%s",
                 std::string(modelName(Model)).c_str(), What.c_str(),
                 Dump.c_str(), G.canonicalForm().c_str());
    std::abort();
  }

  ModelKind Model;
  std::unique_ptr<ConsistencyChecker> Incremental, Reference;
};

} // namespace

std::unique_ptr<ConsistencyChecker>
createConsistencyChecker(ModelKind M, ConsistencyImpl I) {
  if (I == ConsistencyImpl::Default) {
    I = ConsistencyImpl::Incremental;
    if (const char *Env = std::getenv("SCOPECHECK_CONSISTENCY")) {
      std::string_view V(Env);
      if (V == "relational")
        I = ConsistencyImpl::Relational;
      else if (V == "crosscheck")
        I = ConsistencyImpl::CrossCheck;
    }
  }
  switch (I) {
  case ConsistencyImpl::Relational:
    return std::make_unique<RelationalChecker>(M);
  case ConsistencyImpl::CrossCheck:
    return std::make_unique<CrossChecker>(M);
  case ConsistencyImpl::Default:
  case ConsistencyImpl::Incremental:
    break;
  }
  return createIncrementalChecker(M, std::make_unique<RelationalChecker>(M));
}

} // namespace scopecheck::checker
