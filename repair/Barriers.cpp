//===- repair/Barriers.cpp - Where a barrier orders a race ----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// placeBarriers (repair/Barriers.h): the kernel's statement-level CFG (one
/// node per statement and one per terminator), the edges each source slot
/// stands for, and the search for the fewest slots that order every race.
///
//===----------------------------------------------------------------------===//

#include "repair/Barriers.h"

#include "ir/passes/Cfg.h"
#include "ir/passes/Uniformity.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <tuple>

namespace scopecheck::repair {

namespace {

using Edge = std::pair<uint32_t, uint32_t>;

bool before(unsigned L1, unsigned C1, unsigned L2, unsigned C2) {
  return L1 < L2 || (L1 == L2 && C1 <= C2);
}

/// Is \p L (in file \p File) inside [\p B, \p E]?
bool within(const std::string &File, unsigned Line, unsigned Col,
            const TextLoc &B, const TextLoc &E) {
  return File == B.File && before(B.Line, B.Col, Line, Col) &&
         before(Line, Col, E.Line, E.Col);
}

/// Where the outermost call of inline site \p Site (Stmt::Inlined: an index
/// into Program::InlineSites plus one) is: the call in the kernel's own
/// body that the code was inlined through. Invalid when the chain is
/// broken.
ir::SourceLoc outermostCall(const ir::Program &P, uint32_t Site) {
  ir::SourceLoc Call;
  for (size_t Steps = 0; Site && Site <= P.InlineSites.size() &&
                         Steps <= P.InlineSites.size();
       ++Steps) {
    const ir::InlineSite &S = P.InlineSites[Site - 1];
    Call = S.CallLoc;
    if (S.Parent >= Site)
      break; // not a chain (never built so)
    Site = S.Parent;
  }
  return Call;
}

/// The kernel procedure as a graph of statement positions.
class StmtGraph {
public:
  StmtGraph(const ir::Program &P, const ir::Procedure &Proc,
            const SourceFunction &Fn)
      : Proc(Proc), Cfg(Proc) {
    Base.resize(Proc.Blocks.size());
    uint32_t N = 0;
    for (ir::BlockId B = 0; B < Proc.Blocks.size(); ++B) {
      Base[B] = N;
      N += uint32_t(Proc.Blocks[B].Stmts.size()) + 1;
    }
    Succ.resize(N);
    Pred.resize(N);
    BlockOf.resize(N);
    IsBarrier.assign(N, false);
    IsWarpSync.assign(N, false);
    Reachable.assign(N, false);
    File.resize(N);
    Line.assign(N, 0);
    Col.assign(N, 0);
    for (ir::BlockId B = 0; B < Proc.Blocks.size(); ++B) {
      const ir::Block &Bl = Proc.Blocks[B];
      uint32_t NS = uint32_t(Bl.Stmts.size());
      for (uint32_t I = 0; I <= NS; ++I) {
        uint32_t U = Base[B] + I;
        BlockOf[U] = B;
        Reachable[U] = Cfg.isReachable(B);
        if (I < NS) {
          Succ[U].push_back(U + 1);
          const ir::Stmt &S = Bl.Stmts[I];
          IsBarrier[U] = S.Kind == ir::StmtKind::Barrier;
          // `__syncwarp()` of the whole warp (a constant full mask).
          IsWarpSync[U] = S.Kind == ir::StmtKind::Warp &&
                          S.Warp == ir::WarpOp::Sync && S.Ops[0] &&
                          S.Ops[0]->Kind == ir::ExprKind::Const &&
                          (S.Ops[0]->Bits & 0xffffffffu) == 0xffffffffu;
        } else {
          for (ir::BlockId S : Cfg.succs(B))
            if (std::find(Succ[U].begin(), Succ[U].end(), Base[S]) ==
                Succ[U].end())
              Succ[U].push_back(Base[S]);
        }
      }
    }
    for (uint32_t U = 0; U < N; ++U)
      for (uint32_t V : Succ[U])
        Pred[V].push_back(U);
    // Effective locations. A statement inlined from a device function or
    // a lambda counts as part of the call in the body that it was inlined
    // through (the outermost one: a lambda defined in the body and called
    // by an inlined device function belongs to that function's call, not
    // to its own definition), and so does a terminator that follows such
    // code. Any other position outside the function's body (or without a
    // location) counts as part of the statement before it.
    std::vector<bool> FromInlined(N, false);
    for (ir::BlockId B : Cfg.rpo()) {
      const ir::Block &Bl = Proc.Blocks[B];
      uint32_t NS = uint32_t(Bl.Stmts.size());
      for (uint32_t I = 0; I <= NS; ++I) {
        uint32_t U = Base[B] + I;
        int64_t Earlier = -1; // the position this one follows
        if (I > 0)
          Earlier = U - 1;
        else
          for (uint32_t Q : Pred[U])
            if (Cfg.rpoIndex(BlockOf[Q]) < Cfg.rpoIndex(B)) {
              Earlier = Q;
              break;
            }
        ir::SourceLoc L = I < NS ? Bl.Stmts[I].Loc : Bl.Term.Loc;
        bool Inlined = false;
        if (I < NS && Bl.Stmts[I].Inlined) {
          ir::SourceLoc Call = outermostCall(P, Bl.Stmts[I].Inlined);
          Inlined = Call.isValid();
          if (Inlined)
            L = Call;
        } else if (I == NS && Earlier >= 0 && FromInlined[Earlier]) {
          Inlined = true;
          L = {}; // as the code before it
        }
        std::string F = L.isValid() ? P.fileName(L.File) : "";
        if (L.isValid() &&
            within(F, L.Line, L.Col, Fn.BodyBegin, Fn.BodyEnd)) {
          File[U] = F;
          Line[U] = L.Line;
          Col[U] = L.Col;
          FromInlined[U] = Inlined;
          continue;
        }
        if (Earlier >= 0) {
          File[U] = File[Earlier];
          Line[U] = Line[Earlier];
          Col[U] = Col[Earlier];
          FromInlined[U] = Inlined || FromInlined[Earlier];
        }
      }
    }
  }

  uint32_t size() const { return uint32_t(Succ.size()); }

  /// Is \p U -> \p V a back edge of a loop (into a block that dominates
  /// \p U's)?
  bool isBackEdge(uint32_t U, uint32_t V) const {
    ir::BlockId BV = BlockOf[V];
    return V == Base[BV] && Cfg.dominates(BV, BlockOf[U]);
  }

  bool in(uint32_t U, const TextLoc &B, const TextLoc &E) const {
    return Line[U] && within(File[U], Line[U], Col[U], B, E);
  }

  /// The positions whose statement is an access at \p L.
  std::vector<uint32_t> accessesAt(const ir::SourceLoc &L) const {
    std::vector<uint32_t> Out;
    for (ir::BlockId B = 0; B < Proc.Blocks.size(); ++B)
      for (uint32_t I = 0; I < Proc.Blocks[B].Stmts.size(); ++I) {
        const ir::Stmt &S = Proc.Blocks[B].Stmts[I];
        if (ir::isAccess(S.Kind) && S.Loc.File == L.File &&
            S.Loc.Line == L.Line && S.Loc.Col == L.Col &&
            Reachable[Base[B] + I])
          Out.push_back(Base[B] + I);
      }
    return Out;
  }

  const ir::Procedure &Proc;
  ir::CfgInfo Cfg;
  std::vector<uint32_t> Base;
  std::vector<std::vector<uint32_t>> Succ, Pred;
  std::vector<ir::BlockId> BlockOf;
  std::vector<bool> IsBarrier, IsWarpSync, Reachable;
  std::vector<std::string> File;
  std::vector<unsigned> Line, Col;
};

/// The edges a barrier in slot \p S would sit on (empty: the slot's
/// statement has no code, or the slot is not one place of the CFG), and
/// whether every thread of a block (Uniform), or every lane of a warp
/// (WarpUniform), crosses them equally often.
struct SlotEdges {
  std::vector<Edge> Edges;
  bool Uniform = false, WarpUniform = false;
};

SlotEdges slotEdges(const StmtGraph &G, const ir::UniformityInfo &U,
                    const ir::UniformityInfo &UW, const StmtSlot &S) {
  SlotEdges Out;
  uint32_t Target = UINT32_MAX;
  bool OneTarget = true;
  for (uint32_t X = 0; X < G.size(); ++X) {
    if (!G.Reachable[X])
      continue;
    bool XIn = G.in(X, S.Begin, S.End);
    for (uint32_t Y : G.Succ[X]) {
      bool YIn = G.in(Y, S.Begin, S.End);
      // Before a statement: the edges into it; at the end of a compound:
      // the edges out of its last statement.
      if (S.AtEnd ? (XIn && !YIn) : (!XIn && YIn)) {
        Out.Edges.push_back({X, Y});
        if (Target == UINT32_MAX)
          Target = Y;
        else if (Target != Y)
          OneTarget = false;
      }
    }
  }
  // One place in the CFG, in a block that every thread of the block runs
  // equally often (outside thread-dependent branches and loops).
  bool One = !Out.Edges.empty() && OneTarget;
  Out.Uniform = One && U.isUniformBlock(G.BlockOf[Target]);
  Out.WarpUniform = One && UW.isUniformBlock(G.BlockOf[Target]);
  return Out;
}

/// Decides races against a set of barrier edges. At warp level (races
/// between two lanes of one warp) a `__syncwarp()` of the code is a
/// barrier too.
class IntervalOracle {
public:
  IntervalOracle(const StmtGraph &G, std::vector<std::vector<uint32_t>> A,
                 std::vector<std::vector<uint32_t>> B, bool WarpLevel)
      : G(G), NA(std::move(A)), NB(std::move(B)), WarpLevel(WarpLevel) {}

  bool isBarrier(uint32_t X) const {
    return G.IsBarrier[X] || (WarpLevel && G.IsWarpSync[X]);
  }

  /// For every race, whether some interval start reaches both accesses
  /// with the barriers of \p Cuts added; \p Pairs counts (start, race)
  /// pairs that do (a measure of how far from ordered).
  std::vector<bool> unordered(const std::vector<const SlotEdges *> &Cuts,
                              size_t *Pairs = nullptr) const {
    std::vector<bool> Out(NA.size(), false);
    std::vector<std::vector<bool>> Cut(G.size());
    std::vector<std::vector<uint32_t>> Starts;
    Starts.push_back({0});
    for (uint32_t X = 0; X < G.size(); ++X)
      if (isBarrier(X) && G.Reachable[X])
        Starts.push_back(G.Succ[X]);
    for (const SlotEdges *C : Cuts)
      for (const Edge &E : C->Edges) {
        if (Cut[E.first].empty())
          Cut[E.first].assign(G.Succ[E.first].size(), false);
        for (size_t I = 0; I < G.Succ[E.first].size(); ++I)
          if (G.Succ[E.first][I] == E.second)
            Cut[E.first][I] = true;
        Starts.push_back({E.second});
      }
    if (Pairs)
      *Pairs = 0;
    std::vector<bool> Seen(G.size());
    std::vector<uint32_t> Work;
    for (const std::vector<uint32_t> &Start : Starts) {
      std::fill(Seen.begin(), Seen.end(), false);
      Work.clear();
      for (uint32_t S : Start)
        if (!Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
        }
      while (!Work.empty()) {
        uint32_t X = Work.back();
        Work.pop_back();
        if (isBarrier(X))
          continue;
        for (size_t I = 0; I < G.Succ[X].size(); ++I) {
          if (!Cut[X].empty() && Cut[X][I])
            continue;
          uint32_t Y = G.Succ[X][I];
          if (!Seen[Y]) {
            Seen[Y] = true;
            Work.push_back(Y);
          }
        }
      }
      for (size_t R = 0; R < NA.size(); ++R) {
        bool A = false, B = false;
        for (uint32_t X : NA[R])
          A |= Seen[X];
        for (uint32_t X : NB[R])
          B |= Seen[X];
        if (A && B) {
          Out[R] = true;
          if (Pairs)
            ++*Pairs;
        }
      }
    }
    return Out;
  }

  /// For every race, whether a barrier-free path from one access to the
  /// other crosses a back edge of a loop (the accesses of two different
  /// iterations), with the barriers of \p Cuts added. Paths within one
  /// iteration are not counted: two accesses of one iteration that race
  /// only across iterations (a reduction's `s[t] += s[t + d]`) touch
  /// different elements in the same iteration, which the graph cannot
  /// see; the re-check decides.
  std::vector<bool> crossUnordered(
      const std::vector<const SlotEdges *> &Cuts) const {
    std::vector<std::vector<bool>> Cut(G.size());
    for (const SlotEdges *C : Cuts)
      for (const Edge &E : C->Edges) {
        if (Cut[E.first].empty())
          Cut[E.first].assign(G.Succ[E.first].size(), false);
        for (size_t I = 0; I < G.Succ[E.first].size(); ++I)
          if (G.Succ[E.first][I] == E.second)
            Cut[E.first][I] = true;
      }
    std::vector<bool> Out(NA.size(), false);
    for (size_t R = 0; R < NA.size(); ++R)
      Out[R] = crosses(NA[R], NB[R], Cut) || crosses(NB[R], NA[R], Cut);
    return Out;
  }

private:
  bool crosses(const std::vector<uint32_t> &From,
               const std::vector<uint32_t> &To,
               const std::vector<std::vector<bool>> &Cut) const {
    // States: (node, crossed a back edge).
    std::vector<bool> Seen(2 * G.size(), false);
    std::vector<uint32_t> Work;
    auto Push = [&](uint32_t X, bool Crossed) {
      uint32_t S = 2 * X + Crossed;
      if (!Seen[S]) {
        Seen[S] = true;
        Work.push_back(S);
      }
    };
    auto Expand = [&](uint32_t X, bool Crossed) {
      for (size_t I = 0; I < G.Succ[X].size(); ++I) {
        if (!Cut[X].empty() && Cut[X][I])
          continue;
        uint32_t Y = G.Succ[X][I];
        Push(Y, Crossed || G.isBackEdge(X, Y));
      }
    };
    for (uint32_t X : From)
      Expand(X, false);
    while (!Work.empty()) {
      uint32_t S = Work.back();
      Work.pop_back();
      uint32_t X = S / 2;
      bool Crossed = S % 2;
      if (isBarrier(X))
        continue;
      Expand(X, Crossed);
    }
    for (uint32_t X : To)
      if (Seen[2 * X + 1])
        return true;
    return false;
  }

  const StmtGraph &G;
  std::vector<std::vector<uint32_t>> NA, NB;
  bool WarpLevel;
};

/// The slots chosen at one level, and per chosen slot the races (indices
/// into the level's races) it orders.
struct LevelChoice {
  std::vector<size_t> Chosen;
  std::vector<std::vector<size_t>> Orders;
};

/// Chooses among the candidate slots \p Cands (indices into Fn.Slots, most
/// preferred first), with the slots \p Fixed already placed, the fewest
/// that order the races whose accesses are the positions \p NA and \p NB:
/// `__syncthreads()` places, or at warp level (\p Warp) `__syncwarp()`
/// places for races between two lanes of one warp. \p Reason gets, for
/// each race it leaves unordered, why.
LevelChoice chooseLevel(const StmtGraph &G, const SourceFunction &Fn,
                        const std::vector<SlotEdges> &Edges,
                        const std::vector<size_t> &Cands,
                        const std::vector<size_t> &Fixed, bool Warp,
                        const std::vector<std::vector<uint32_t>> &NA,
                        const std::vector<std::vector<uint32_t>> &NB,
                        std::vector<std::string> &Reason) {
  IntervalOracle O(G, NA, NB, Warp);
  auto CutsOf = [&](const std::vector<size_t> &Set) {
    std::vector<const SlotEdges *> C;
    for (size_t S : Fixed)
      C.push_back(&Edges[S]);
    for (size_t S : Set)
      C.push_back(&Edges[S]);
    return C;
  };
  std::vector<bool> WithAll = O.unordered(CutsOf(Cands));
  std::vector<bool> CrossWithAll = O.crossUnordered(CutsOf(Cands));
  std::vector<bool> CrossBefore = O.crossUnordered(CutsOf({}));
  std::vector<size_t> Target; // indices of races
  std::vector<bool> Relaxed(NA.size(), false);
  for (size_t I = 0; I < NA.size(); ++I) {
    if (!WithAll[I]) {
      Target.push_back(I);
      continue;
    }
    // Not separable as a whole: the two accesses share an iteration of a
    // loop. Order the accesses of different iterations.
    if (!CrossWithAll[I] && CrossBefore[I]) {
      Target.push_back(I);
      Relaxed[I] = true;
      continue;
    }
    bool Self = false;
    for (uint32_t X : NA[I])
      Self |= std::find(NB[I].begin(), NB[I].end(), X) != NB[I].end();
    Reason[I] =
        Self ? "the threads race at one statement in one barrier interval: "
               "no barrier can come between them"
        : Warp ? "no place between the two accesses is reached by every "
                 "thread of the block or by every lane of their warp (they "
                 "are under branches or loops that depend on the lane): a "
                 "__syncthreads() or __syncwarp() there would diverge"
               : "no place between the two accesses is reached by every "
                 "thread of the block (they are under thread-dependent "
                 "branches or loops): a barrier there would make the block "
                 "diverge";
  }
  bool AnyRelaxed = std::find(Relaxed.begin(), Relaxed.end(), true) !=
                    Relaxed.end();
  /// Per race: is it left unordered by the barriers of \p Set?
  auto Unordered = [&](const std::vector<size_t> &Set, size_t *Pairs) {
    std::vector<const SlotEdges *> C = CutsOf(Set);
    std::vector<bool> Un = O.unordered(C, Pairs);
    if (AnyRelaxed) {
      std::vector<bool> Cross = O.crossUnordered(C);
      for (size_t I = 0; I < Un.size(); ++I)
        if (Relaxed[I])
          Un[I] = Cross[I];
    }
    return Un;
  };
  auto OrdersAll = [&](const std::vector<size_t> &Set) {
    std::vector<bool> Un = Unordered(Set, nullptr);
    for (size_t I : Target)
      if (Un[I])
        return false;
    return true;
  };

  std::vector<size_t> Best;
  if (!Target.empty() && !OrdersAll({})) {
    // The fewest places: every set of one, two, three candidates while
    // there are not too many; among the sets of the smallest size, the
    // fewest loops around, then the latest places.
    bool Found = false;
    size_t N = Cands.size();
    auto Score = [&](const std::vector<size_t> &Set) {
      unsigned Depth = 0;
      uint64_t Pos = 0;
      for (size_t S : Set) {
        Depth += Fn.Slots[S].LoopDepth;
        Pos += Fn.Slots[S].Offset;
      }
      return std::make_pair(Depth, UINT64_MAX - Pos);
    };
    for (size_t K = 1; K <= 3 && K <= N && !Found; ++K) {
      uint64_t Combos = K == 1 ? N : K == 2 ? N * (N - 1) / 2
                                            : N * (N - 1) * (N - 2) / 6;
      if (Combos > 20000)
        break;
      std::vector<size_t> Idx(K);
      for (size_t I = 0; I < K; ++I)
        Idx[I] = I;
      while (true) {
        std::vector<size_t> Set;
        for (size_t I : Idx)
          Set.push_back(Cands[I]);
        if (OrdersAll(Set) && (!Found || Score(Set) < Score(Best))) {
          Best = Set;
          Found = true;
        }
        // Next combination.
        size_t I = K;
        while (I > 0 && Idx[I - 1] == N - K + I - 1)
          --I;
        if (I == 0)
          break;
        ++Idx[I - 1];
        for (size_t J = I; J < K; ++J)
          Idx[J] = Idx[J - 1] + 1;
      }
    }
    if (!Found) {
      // Greedy: the place that orders most races (then leaves fewest
      // unordered pairs), until all are ordered; then drop places that
      // are not needed.
      while (!OrdersAll(Best)) {
        size_t Pick = SIZE_MAX, PickOrdered = 0, PickPairs = SIZE_MAX;
        for (size_t C : Cands) {
          if (std::find(Best.begin(), Best.end(), C) != Best.end())
            continue;
          std::vector<size_t> Try = Best;
          Try.push_back(C);
          size_t Pairs = 0;
          std::vector<bool> Un = Unordered(Try, &Pairs);
          size_t Ordered = 0;
          for (size_t I : Target)
            Ordered += !Un[I];
          if (Pick == SIZE_MAX || Ordered > PickOrdered ||
              (Ordered == PickOrdered && Pairs < PickPairs)) {
            Pick = C;
            PickOrdered = Ordered;
            PickPairs = Pairs;
          }
        }
        if (Pick == SIZE_MAX)
          break;
        Best.push_back(Pick);
      }
      for (size_t I = Best.size(); I-- > 0;) {
        std::vector<size_t> Try = Best;
        Try.erase(Try.begin() + I);
        if (OrdersAll(Try))
          Best = Try;
      }
    }
  }
  std::sort(Best.begin(), Best.end());
  LevelChoice Out;
  Out.Chosen = Best;
  // Which races each chosen place orders: those it is needed for, else
  // those it orders alone.
  Out.Orders.assign(Best.size(), {});
  std::vector<bool> UnAll = Unordered(Best, nullptr);
  for (size_t I : Target) {
    if (UnAll[I]) {
      Reason[I] = "no set of at most a few barriers found orders it";
      continue;
    }
    bool Credited = false;
    for (size_t C = 0; C < Best.size(); ++C) {
      std::vector<size_t> Without = Best;
      Without.erase(Without.begin() + C);
      if (Unordered(Without, nullptr)[I]) {
        Out.Orders[C].push_back(I);
        Credited = true;
      }
    }
    for (size_t C = 0; C < Best.size() && !Credited; ++C)
      if (!Unordered({Best[C]}, nullptr)[I]) {
        Out.Orders[C].push_back(I);
        Credited = true;
      }
    if (!Credited && !Best.empty())
      Out.Orders[0].push_back(I);
  }
  return Out;
}

} // namespace

BarrierPlan placeBarriers(const ir::Program &P, const SourceFunction &Fn,
                          const std::vector<BarrierRace> &Races) {
  BarrierPlan Out;
  Out.Reason.assign(Races.size(), "");
  const ir::Procedure &Proc = P.Procs[P.Run.Kernel];
  StmtGraph G(P, Proc, Fn);
  ir::UniformityInfo U = ir::analyzeUniformity(Proc);
  ir::UniformityInfo UW = ir::analyzeWarpUniformity(Proc, P.Run.BlockDim);

  std::vector<std::vector<uint32_t>> NA, NB;
  std::vector<size_t> Live; // races with both accesses in the kernel
  for (size_t R = 0; R < Races.size(); ++R) {
    std::vector<uint32_t> A = G.accessesAt(Races[R].A),
                          B = G.accessesAt(Races[R].B);
    if (A.empty() || B.empty()) {
      Out.Reason[R] = "an access is not a statement of the kernel's body";
      continue;
    }
    Live.push_back(R);
    NA.push_back(std::move(A));
    NB.push_back(std::move(B));
  }

  // Candidate places, most preferred first: outside loops, then later in
  // the source (just before the access that must wait).
  std::vector<SlotEdges> Edges;
  std::vector<size_t> Cands, WarpCands;
  for (size_t S = 0; S < Fn.Slots.size(); ++S) {
    Edges.push_back(slotEdges(G, U, UW, Fn.Slots[S]));
    if (Edges.back().Uniform)
      Cands.push_back(S);
    if (Edges.back().WarpUniform)
      WarpCands.push_back(S);
  }
  auto Prefer = [&](size_t X, size_t Y) {
    const StmtSlot &A = Fn.Slots[X], &B = Fn.Slots[Y];
    if (A.LoopDepth != B.LoopDepth)
      return A.LoopDepth < B.LoopDepth;
    return A.Offset > B.Offset;
  };
  std::stable_sort(Cands.begin(), Cands.end(), Prefer);
  std::stable_sort(WarpCands.begin(), WarpCands.end(), Prefer);

  // Which level orders which race. `__syncwarp()` names all 32 lanes, so
  // it needs a block of whole warps (docs/ir.md "Warp collectives": a
  // named lane that does not exist is an error). A race between two lanes
  // of one warp none of whose pairs crosses a warp, in a block of several
  // warps, is *warp local*: the threads exchange data within their warp,
  // and a `__syncwarp()` orders them whatever the rest of the block does.
  uint64_t Threads = P.Run.BlockDim.count();
  bool WholeWarps = Threads % ir::WarpSize == 0;
  std::vector<bool> WarpLocal(Live.size(), false);
  for (size_t I = 0; I < Live.size(); ++I)
    WarpLocal[I] = WholeWarps && Threads >= 2 * ir::WarpSize &&
                   Races[Live[I]].SameWarp;

  std::vector<std::string> Reason(Live.size());
  /// Places the barriers of one level for the races \p Idx (indices into
  /// Live), with the slots \p Fixed in place; the races each chosen slot
  /// orders are indices into Live.
  auto Level = [&](const std::vector<size_t> &Idx,
                   const std::vector<size_t> &Candidates,
                   const std::vector<size_t> &Fixed, bool Warp) {
    std::vector<std::vector<uint32_t>> SA, SB;
    for (size_t I : Idx) {
      SA.push_back(NA[I]);
      SB.push_back(NB[I]);
    }
    std::vector<std::string> R(Idx.size());
    LevelChoice C =
        chooseLevel(G, Fn, Edges, Candidates, Fixed, Warp, SA, SB, R);
    for (size_t K = 0; K < Idx.size(); ++K)
      Reason[Idx[K]] = R[K];
    for (std::vector<size_t> &Ord : C.Orders)
      for (size_t &K : Ord)
        K = Idx[K];
    return C;
  };

  // `__syncthreads()` for the races that are not warp local.
  std::vector<size_t> BlockRaces, WarpRaces;
  for (size_t I = 0; I < Live.size(); ++I)
    (WarpLocal[I] ? WarpRaces : BlockRaces).push_back(I);
  LevelChoice Block = Level(BlockRaces, Cands, {}, false);

  // `__syncwarp()` for the warp-local races, and for races between two
  // lanes of one warp that no `__syncthreads()` orders (under a branch
  // that splits the block but not the warp, `if (t < 32)`), with the
  // chosen `__syncthreads()` in place.
  for (size_t I : BlockRaces)
    if (!Reason[I].empty() && Races[Live[I]].SameWarp) {
      if (WholeWarps)
        WarpRaces.push_back(I);
      else
        Reason[I] += "; a __syncwarp() would not do either: the block's " +
                     std::to_string(Threads) +
                     " threads are not whole warps of 32, and it would name "
                     "lanes that do not exist";
    }
  std::sort(WarpRaces.begin(), WarpRaces.end());
  LevelChoice WarpChoice;
  if (!WarpRaces.empty()) {
    std::vector<size_t> Free;
    for (size_t S : WarpCands)
      if (std::find(Block.Chosen.begin(), Block.Chosen.end(), S) ==
          Block.Chosen.end())
        Free.push_back(S);
    WarpChoice = Level(WarpRaces, Free, Block.Chosen, true);
  }

  // Both levels' slots, in source order, with the races (indices into
  // Races) each orders.
  std::vector<std::tuple<size_t, bool, std::vector<size_t>>> All;
  for (size_t C = 0; C < Block.Chosen.size(); ++C)
    All.emplace_back(Block.Chosen[C], false, Block.Orders[C]);
  for (size_t C = 0; C < WarpChoice.Chosen.size(); ++C)
    All.emplace_back(WarpChoice.Chosen[C], true, WarpChoice.Orders[C]);
  std::sort(All.begin(), All.end());
  for (auto &[Slot, IsWarp, Ord] : All) {
    Out.Chosen.push_back(Slot);
    Out.Warp.push_back(IsWarp);
    for (size_t &I : Ord)
      I = Live[I];
    Out.Orders.push_back(std::move(Ord));
  }
  for (size_t I = 0; I < Live.size(); ++I)
    Out.Reason[Live[I]] = Reason[I];
  return Out;
}

std::vector<size_t> kernelBarriers(const ir::Program &P,
                                   const SourceFunction &Fn) {
  std::vector<size_t> Out;
  const ir::Procedure &Proc = P.Procs[P.Run.Kernel];
  for (size_t I = 0; I < Fn.Barriers.size(); ++I) {
    const TextLoc &L = Fn.Barriers[I].Loc;
    bool Found = false;
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &S : B.Stmts)
        Found |= S.Kind == ir::StmtKind::Barrier && S.Loc.isValid() &&
                 P.fileName(S.Loc.File) == L.File && S.Loc.Line == L.Line &&
                 S.Loc.Col == L.Col;
    if (Found)
      Out.push_back(I);
  }
  return Out;
}

size_t slotBefore(const SourceFunction &Fn, const TextLoc &L) {
  size_t Best = SIZE_MAX;
  for (size_t S = 0; S < Fn.Slots.size(); ++S) {
    const StmtSlot &Sl = Fn.Slots[S];
    if (Sl.AtEnd || !within(L.File, L.Line, L.Col, Sl.Begin, Sl.End))
      continue;
    // Innermost: the latest start.
    if (Best == SIZE_MAX ||
        before(Fn.Slots[Best].Begin.Line, Fn.Slots[Best].Begin.Col,
               Sl.Begin.Line, Sl.Begin.Col))
      Best = S;
  }
  return Best;
}

} // namespace scopecheck::repair
