//===- checker/Findings.cpp - Grouped and explained findings --------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Grouping of violations into findings, the fix hints and the closing
/// summary line of a check.
///
//===----------------------------------------------------------------------===//

#include "checker/Findings.h"

#include "checker/Witness.h"
#include "ir/Diagnostic.h"
#include "ir/passes/Cfg.h"
#include "ir/passes/Uniformity.h"

#include <algorithm>
#include <memory>
#include <set>

namespace scopecheck::checker {

//===----------------------------------------------------------------------===//
// Grouping
//===----------------------------------------------------------------------===//

bool eventsAcrossWarps(const Violation &V) {
  for (const ViolationEvent &E : V.Events)
    if (E.Block != V.Events[0].Block ||
        E.ThreadInBlock / ir::WarpSize !=
            V.Events[0].ThreadInBlock / ir::WarpSize)
      return true;
  return false;
}

bool FindingGroups::merge(std::vector<Violation> &Found, const Violation &V,
                          size_t *Slot) {
  auto LocOf = [&](size_t I) {
    if (I >= V.Events.size())
      return LocKey(0, 0, 0);
    const ir::SourceLoc &L = V.Events[I].Loc;
    return LocKey(L.File, L.Line, L.Col);
  };
  LocKey A = LocOf(0), B = LocOf(1);
  if (B < A)
    std::swap(A, B);
  auto [It, New] = Index.insert({{int(V.Kind), A, B}, Found.size()});
  size_t F = It->second;
  if (Slot)
    *Slot = F;
  // The instance: the element and the (unordered) threads involved.
  std::vector<std::pair<uint64_t, uint64_t>> Threads;
  for (const ViolationEvent &E : V.Events)
    Threads.push_back({E.Block, E.ThreadInBlock});
  std::sort(Threads.begin(), Threads.end());
  std::string Element = std::to_string(F) + "|" + V.LocationName;
  std::string Pair = Element;
  for (const auto &[Bl, Th] : Threads)
    Pair += "|" + std::to_string(Bl) + "." + std::to_string(Th);
  bool NewPair = Pairs.insert(std::move(Pair)).second;
  bool NewElement =
      !V.LocationName.empty() && Elements.insert(std::move(Element)).second;
  if (New)
    return false; // the caller appends V, whose counts are 1 and 1
  Violation &G = Found[F];
  if (NewPair)
    ++G.ThreadPairs;
  G.AcrossWarps |= eventsAcrossWarps(V);
  if (NewElement)
    ++G.Elements;
  return true;
}

std::vector<size_t> FindingGroups::absorb(std::vector<Violation> &Found,
                                          const FindingGroups &Other,
                                          std::vector<Violation> &OtherFound,
                                          std::vector<bool> &Moved) {
  std::vector<size_t> Map(OtherFound.size());
  Moved.assign(OtherFound.size(), false);
  for (const auto &[Key, F] : Other.Index) {
    auto [It, New] = Index.insert({Key, Found.size()});
    Map[F] = It->second;
    if (New) {
      Moved[F] = true;
      Found.push_back(std::move(OtherFound[F]));
    } else {
      // Other's representative is one more instance of ours. The flag
      // covers both representatives: the caller may keep either.
      Violation &G = Found[It->second];
      G.AcrossWarps |= OtherFound[F].AcrossWarps ||
                       eventsAcrossWarps(OtherFound[F]) ||
                       eventsAcrossWarps(G);
    }
  }
  // The instances: "finding|element|threads" and "finding|element", with
  // Other's finding numbers turned into ours.
  auto Renumber = [&](const std::string &S, size_t &F) {
    size_t Bar = S.find('|');
    F = size_t(std::stoull(S.substr(0, Bar)));
    return std::to_string(Map[F]) + S.substr(Bar);
  };
  for (const std::string &S : Other.Pairs) {
    size_t F = 0;
    if (Pairs.insert(Renumber(S, F)).second && !Moved[F])
      ++Found[Map[F]].ThreadPairs;
  }
  for (const std::string &S : Other.Elements) {
    size_t F = 0;
    if (Elements.insert(Renumber(S, F)).second && !Moved[F])
      ++Found[Map[F]].Elements;
  }
  return Map;
}

std::string instanceSummary(const Violation &V) {
  if (V.ThreadPairs <= 1 && V.Elements <= 1)
    return "";
  bool Race = V.Kind == ViolationKind::DataRace ||
              V.Kind == ViolationKind::HeterogeneousRace;
  std::string S = std::to_string(V.ThreadPairs) +
                  (Race ? " racing pairs of threads" : " threads or pairs");
  if (V.Elements > 1)
    S += " on " + std::to_string(V.Elements) + " elements";
  return S;
}

//===----------------------------------------------------------------------===//
// Fix hints
//===----------------------------------------------------------------------===//

/// "31:5", or "other.cuh:31:5" when \p L is in another file than \p Ref.
static std::string position(const ir::Program &P, const ir::SourceLoc &L,
                            const ir::SourceLoc &Ref) {
  if (!L.isValid())
    return "?";
  std::string S = std::to_string(L.Line) + ":" + std::to_string(L.Col);
  if (L.File != Ref.File && L.File < P.numFiles())
    S = P.fileName(L.File) + ":" + S;
  return S;
}

static bool atomicEvent(const ViolationEvent &E) {
  return ir::isAtomic(E.Order);
}

/// "write", "read", "atomic write", ...
static std::string accessWord(const ViolationEvent &E) {
  return std::string(atomicEvent(E) ? "atomic " : "") +
         (E.IsWrite ? "write" : "read");
}

static std::string thread(const ir::Program &P, const ViolationEvent &E) {
  return threadText(P, E.Block, E.ThreadInBlock);
}

/// "1", or "(1,0,0)" in a launch of more dimensions.
static std::string blockNumber(const ir::Program &P, uint64_t Block) {
  std::string T = blockText(P, Block); // "block 1", "work-group 1"
  return T.substr(T.find(' ') + 1);
}

/// Where the memory accesses at a source position are in the program's
/// CFG (all statements with that position, after inlining).
struct AccessPlace {
  bool Found = false;
  /// One of them is in a loop: two executions of it may lie in different
  /// barrier intervals.
  bool InLoop = false;
  /// One of them is in a block that every thread of a thread block
  /// executes alike (ir/passes/Uniformity.h): a barrier next to it is
  /// reached by all of them.
  bool Uniform = false;
  /// Likewise for every lane of a warp (ir::analyzeWarpUniformity at the
  /// launch's block shape): a `__syncwarp()` next to it is reached by all
  /// lanes of the warp.
  bool WarpUniform = false;
  /// The branches on a value that depends on the thread that they are
  /// control dependent on, directly or through other branches (procedure
  /// index, branch block).
  std::set<std::pair<size_t, ir::BlockId>> Divergent;
};

static AccessPlace placeOf(const ir::Program &P, const ir::SourceLoc &L) {
  AccessPlace R;
  for (const ir::Procedure &Proc : P.Procs) {
    std::unique_ptr<ir::CfgInfo> Cfg;
    std::unique_ptr<ir::UniformityInfo> Uni, WarpUni;
    for (ir::BlockId B = 0; B < Proc.Blocks.size(); ++B)
      for (const ir::Stmt &S : Proc.Blocks[B].Stmts) {
        if (!(S.Loc == L) || !ir::isMemoryEvent(S.Kind))
          continue;
        if (!Cfg) {
          Cfg = std::make_unique<ir::CfgInfo>(Proc);
          Uni = std::make_unique<ir::UniformityInfo>(
              ir::analyzeUniformity(Proc));
          WarpUni = std::make_unique<ir::UniformityInfo>(
              ir::analyzeWarpUniformity(Proc, P.Run.BlockDim));
        }
        R.Found = true;
        R.InLoop |= Cfg->loopOf(B) != ir::CfgInfo::NoLoop;
        R.Uniform |= Uni->isUniformBlock(B);
        R.WarpUniform |= WarpUni->isUniformBlock(B);
        std::vector<ir::BlockId> Work = Cfg->controlDeps(B);
        std::set<ir::BlockId> Seen;
        while (!Work.empty()) {
          ir::BlockId D = Work.back();
          Work.pop_back();
          if (!Seen.insert(D).second)
            continue;
          const ir::Terminator &T = Proc.Blocks[D].Term;
          if (T.Kind == ir::TermKind::Branch && !Uni->isUniform(T.Cond))
            R.Divergent.insert({size_t(&Proc - P.Procs.data()), D});
          for (ir::BlockId E : Cfg->controlDeps(D))
            Work.push_back(E);
        }
      }
  }
  return R;
}

/// The words of the hints in the program's language (ir::SourceLanguage).
struct HintWords {
  /// The barrier of a block: "a __syncthreads()", and its name alone.
  std::string Barrier, BarrierName;
  /// After a barrier's suggestion: "; `scopecheck repair` can insert it"
  /// where repair can (CUDA only: it patches .cu sources).
  std::string RepairInserts, RepairInsertsWhereOneFits, RepairDoes;
  /// How a plain access becomes atomic.
  std::string MakeAtomic;
  /// How blocks are ordered, after "give each block elements of its own,
  /// make both accesses atomic, or ".
  std::string OrderBlocks;
  /// How a block-scope atomic is widened.
  std::string Widen;
  /// The language's words for a block and a thread (OpenCL: work-group,
  /// work-item), and for an atomic of block scope.
  std::string Block = "block", Blocks = "blocks", Thread = "thread",
              BlockScope = "block-scope";
};

static HintWords hintWords(ir::SourceLanguage L) {
  HintWords W;
  switch (L) {
  case ir::SourceLanguage::Cuda:
    W.Barrier = "a __syncthreads()";
    W.BarrierName = "__syncthreads()";
    W.RepairInserts = "; `scopecheck repair` can insert it";
    W.RepairInsertsWhereOneFits =
        "; `scopecheck repair` can insert it where one fits";
    W.RepairDoes = "; `scopecheck repair` does this";
    W.MakeAtomic = "cuda::atomic_ref, or an atomic function";
    W.OrderBlocks = "order them through a flag written with release and read "
                    "with acquire at device scope (or a grid-wide barrier, "
                    "cooperative groups' this_grid().sync())";
    W.Widen = "widen it to device scope (atomicAdd_block to atomicAdd, "
              "cuda::thread_scope_block to cuda::thread_scope_device)";
    break;
  case ir::SourceLanguage::OpenCl:
    // `scopecheck repair` patches CUDA sources only: no promise of it.
    W.Barrier = "a barrier() whose flags name their memory "
                "(CLK_LOCAL_MEM_FENCE for __local, CLK_GLOBAL_MEM_FENCE "
                "for __global)";
    W.BarrierName = "barrier()";
    W.MakeAtomic = "an atomic type with atomic_load/atomic_store or "
                   "atomic_fetch_*, or a 1.x atomic function";
    W.OrderBlocks = "order them through an atomic flag written with "
                    "memory_order_release and read with memory_order_acquire "
                    "at memory_scope_device";
    W.Widen = "widen it to memory_scope_device";
    W.Block = "work-group";
    W.Blocks = "work-groups";
    W.Thread = "work-item";
    W.BlockScope = "work-group-scope";
    break;
  case ir::SourceLanguage::C11:
  case ir::SourceLanguage::Litmus:
    W.Barrier = "a barrier";
    W.BarrierName = "barrier";
    W.MakeAtomic = L == ir::SourceLanguage::C11
                       ? "an _Atomic object with atomic_load/atomic_store"
                       : "an atomic location (atomic_int*) with "
                         "atomic_load/atomic_store";
    W.Widen = L == ir::SourceLanguage::C11
                  ? "give it device or system scope "
                    "(__VERIFIER_memory_scope_device() or "
                    "__VERIFIER_memory_scope_system() before it)"
                  : "widen it to memory_scope_device";
    break;
  case ir::SourceLanguage::Ir:
    W.Barrier = "a barrier (barrier.cta)";
    W.BarrierName = "barrier.cta";
    W.MakeAtomic = "an atomic order instead of na";
    W.OrderBlocks = "order them through a flag written with release and read "
                    "with acquire at gpu scope (or a barrier.gpu)";
    W.Widen = "widen it to gpu scope";
    break;
  }
  return W;
}

/// A race of a program of explicit threads (C11 or litmus): threads that
/// run their own functions, which barriers rarely order; the usual
/// remedies are a lock, atomics or a release/acquire pair.
static std::string threadsRaceHint(const std::string &Both,
                                   const std::string &Threads,
                                   ir::SourceLanguage L) {
  if (L == ir::SourceLanguage::C11)
    return "nothing orders " + Both + Threads +
           ": protect both with one mutex (pthread_mutex_lock/unlock), make "
           "both accesses atomic, or order them through a flag written with "
           "memory_order_release and read with memory_order_acquire (or a "
           "pthread_barrier_wait both threads take part in)";
  if (L == ir::SourceLanguage::Litmus)
    return "nothing orders " + Both + Threads +
           ": make both accesses atomic, or order them through a location "
           "written with memory_order_release and read with "
           "memory_order_acquire";
  return "nothing orders " + Both + Threads +
         ": make both accesses atomic, or order them through a location "
         "written by a release store (rel) and read by an acquire load (acq)";
}

std::string fixHint(const ir::Program &P, const Violation &V) {
  if (V.Events.empty())
    return "";
  const ViolationEvent &A = V.Events[0];
  const ir::SourceLoc &Ref = A.Loc;
  HintWords W = hintWords(P.Language);
  // Explicit threads (C11, litmus, an .ir program of threads) run their
  // own functions: their races want locks, atomics or release/acquire.
  bool Threads = P.Language == ir::SourceLanguage::C11 ||
                 P.Language == ir::SourceLanguage::Litmus ||
                 P.Run.K == ir::Launch::Kind::Threads;
  switch (V.Kind) {
  case ViolationKind::DataRace: {
    if (V.Events.size() < 2)
      return "";
    const ViolationEvent &B = V.Events[1];
    if (A.AsyncCopy || B.AsyncCopy)
      return ""; // describeCopyRace's note says how to fix it
    bool OneStmt = A.Loc == B.Loc && A.IsWrite == B.IsWrite &&
                   atomicEvent(A) == atomicEvent(B);
    std::string Both =
        OneStmt ? "two executions of the " + accessWord(A) + " at " +
                      position(P, A.Loc, Ref)
                : "the " + accessWord(A) + " at " + position(P, A.Loc, Ref) +
                      " and the " + accessWord(B) + " at " +
                      position(P, B.Loc, Ref);
    if (atomicEvent(A) != atomicEvent(B)) {
      const ViolationEvent &Plain = atomicEvent(A) ? B : A;
      const ViolationEvent &Atomic = atomicEvent(A) ? A : B;
      std::string PlainWord = Plain.IsWrite ? "write" : "read";
      return std::string("the ") + (Atomic.IsWrite ? "write" : "read") +
             " at " + position(P, Atomic.Loc, Ref) + " is atomic but the " +
             PlainWord + " at " + position(P, Plain.Loc, Ref) +
             " is not, and nothing orders them: make the " + PlainWord +
             " atomic too (" + W.MakeAtomic + ")" + W.RepairDoes;
    }
    std::string Threads2 = " (" + thread(P, A) + " and " + thread(P, B) + ")";
    if (Threads)
      return threadsRaceHint(Both, Threads2, P.Language);
    AccessPlace PA = placeOf(P, A.Loc), PB = placeOf(P, B.Loc);
    // One source position executed once by each thread (not in a loop):
    // both threads are between the same two barriers, which no barrier
    // can separate (docs/repair.md "Barriers").
    if (A.Block == B.Block && A.Loc == B.Loc && PA.Found && !PA.InLoop)
      return (OneStmt ? Both : "the read and the write at " +
                                   position(P, A.Loc, Ref)) +
             Threads2 +
             " lie between the same barriers, where no barrier can order "
             "them: give each thread elements of its own, let one thread do "
             "the write, or make the accesses atomic";
    // A read and a write of one line (taken as one statement: `A[t] =
    // A[t + 1]`), not in a loop: no barrier fits between them either.
    if (A.Block == B.Block && A.Loc.File == B.Loc.File &&
        A.Loc.Line == B.Loc.Line && A.IsWrite != B.IsWrite && PA.Found &&
        PB.Found && !PA.InLoop && !PB.InLoop)
      return Both + Threads2 +
             " are in one statement, where no barrier can come between "
             "them: read into a local variable first, then " +
             W.Barrier + ", then write";
    // Both under one condition that depends on the thread: a barrier
    // between them would not be reached by every thread of the block (two
    // conditions one after the other leave a place between them). In a
    // loop, one outside the condition may still separate iterations.
    bool Divergent = PA.Found && PB.Found && !PA.Uniform && !PB.Uniform &&
                     std::any_of(PA.Divergent.begin(), PA.Divergent.end(),
                                 [&PB](const auto &D) {
                                   return PB.Divergent.count(D) != 0;
                                 });
    // Two lanes of one warp under a branch that splits the block but not
    // the warp (`if (threadIdx.x < 32)`): a __syncwarp() fits.
    bool SameWarp = !V.AcrossWarps && A.Block == B.Block &&
                    A.ThreadInBlock / ir::WarpSize ==
                        B.ThreadInBlock / ir::WarpSize;
    if (Divergent && SameWarp && PA.WarpUniform && PB.WarpUniform &&
        P.Language == ir::SourceLanguage::Cuda &&
        P.Run.BlockDim.count() % ir::WarpSize == 0)
      return "no barrier orders " + Both + Threads2 +
             ": they are lanes of one warp, under a condition that every "
             "lane of a warp evaluates alike but not every thread of the "
             "block, so a __syncwarp() between them would order them (a "
             "__syncthreads() there would not be reached by every thread of "
             "the block)" + W.RepairInsertsWhereOneFits;
    if (A.Block == B.Block && Divergent && !PA.InLoop && !PB.InLoop)
      return "no barrier orders " + Both + Threads2 +
             ": both are under a condition that depends on the " + W.Thread +
             ", where " + W.Barrier + " would not be reached by every " +
             W.Thread + " of the " + W.Block +
             "; move the accesses out of that condition and "
             "put " + W.Barrier + " between them";
    if (A.Block == B.Block && Divergent)
      return "no barrier orders " + Both + Threads2 + ": " + W.Barrier +
             " that every " + W.Thread + " of the " + W.Block +
             " reaches between them (in the loop, outside the condition that "
             "depends on the " + W.Thread + ") would order them" +
             W.RepairInsertsWhereOneFits;
    if (A.Block == B.Block)
      return "no barrier orders " + Both + Threads2 + ": " + W.Barrier +
             " between them would order them" + W.RepairInserts;
    return Both + " are in different " + W.Blocks + " (" +
           blockNumber(P, A.Block) + " and " + blockNumber(P, B.Block) +
           "), which no " + W.BarrierName + " orders: give each " + W.Block +
           " elements of its own, make both accesses atomic, or " +
           W.OrderBlocks;
  }
  case ViolationKind::HeterogeneousRace: {
    if (V.Events.size() < 2)
      return "";
    const ViolationEvent &B = V.Events[1];
    bool ABlock = A.Sc == ir::Scope::Cta, BBlock = B.Sc == ir::Scope::Cta;
    std::string At = position(P, A.Loc, Ref), Bt = position(P, B.Loc, Ref);
    std::string By = " executed by " + W.Thread + "s";
    std::string Which =
        ABlock && BBlock && A.Loc == B.Loc
            ? "the " + W.BlockScope + " atomic at " + At + " is" + By
        : ABlock && BBlock
            ? "the " + W.BlockScope + " atomics at " + At + " and " + Bt +
                  " are" + By
        : ABlock ? "the " + W.BlockScope + " atomic at " + At +
                       " and the atomic at " + Bt + " are" + By
        : BBlock ? "the " + W.BlockScope + " atomic at " + Bt +
                       " and the atomic at " + At + " are" + By
                 : "the atomics at " + At + " and " + Bt;
    if (!ABlock && !BBlock)
      return Which +
             " have scopes that do not include each other's thread: widen "
             "the narrower scope" + W.RepairDoes;
    return Which + " of different " + W.Blocks + " (" +
           blockNumber(P, A.Block) + " and " + blockNumber(P, B.Block) +
           "): a " + W.BlockScope + " atomic is atomic only within its " +
           W.Block + "; " + W.Widen + W.RepairDoes;
  }
  case ViolationKind::BarrierDivergence:
    return "the barrier at " + position(P, A.Loc, Ref) +
           " is not reached by every " + W.Thread + " of " + W.Block + " " +
           blockNumber(P, A.Block) +
           " (or not in the same loop iteration): move it out of the "
           "condition or loop that depends on the " + W.Thread +
           ", or make that condition the same for every " + W.Thread +
           " of the " + W.Block;
  case ViolationKind::OutOfBounds:
    if (Threads || P.Language == ir::SourceLanguage::Ir)
      return "guard the access with the array's size";
    return "guard the access with the buffer's size (`if (i < n)`), or, if "
           "the launch should pass a larger buffer, give its size with "
           "--buffer NAME=SIZE";
  case ViolationKind::UndefinedValue:
    return "name the source lane in the collective's mask, or read only "
           "from lanes that take part";
  case ViolationKind::Assertion:
  case ViolationKind::RuntimeError:
    return "";
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Summary line
//===----------------------------------------------------------------------===//

std::string dimText(const ir::Dim3 &D) {
  if (D.Y == 1 && D.Z == 1)
    return std::to_string(D.X);
  std::string S = "(" + std::to_string(D.X) + "," + std::to_string(D.Y);
  if (D.Z != 1)
    S += "," + std::to_string(D.Z);
  return S + ")";
}

/// "data race", "heterogeneous race", ... with a plural.
static std::string kindWords(ViolationKind K, size_t N) {
  std::string S;
  switch (K) {
  case ViolationKind::DataRace:
    S = N == 1 ? "data race" : "data races";
    break;
  case ViolationKind::HeterogeneousRace:
    S = N == 1 ? "heterogeneous race" : "heterogeneous races";
    break;
  case ViolationKind::BarrierDivergence:
    S = N == 1 ? "barrier divergence" : "barrier divergences";
    break;
  case ViolationKind::Assertion:
    S = N == 1 ? "assertion failure" : "assertion failures";
    break;
  case ViolationKind::OutOfBounds:
    S = N == 1 ? "out-of-bounds access" : "out-of-bounds accesses";
    break;
  case ViolationKind::RuntimeError:
    S = N == 1 ? "runtime error" : "runtime errors";
    break;
  case ViolationKind::UndefinedValue:
    S = N == 1 ? "undefined value" : "undefined values";
    break;
  }
  return std::to_string(N) + " " + S;
}

std::string verdictSummary(const ir::Program &P, const CheckResult &R,
                           bool StopOnFirst) {
  if (!R.Violations.empty()) {
    std::map<ViolationKind, size_t> ByKind;
    size_t Confirmed = 0;
    for (const Violation &V : R.Violations) {
      ++ByKind[V.Kind];
      Confirmed += V.Confirmed;
    }
    size_t N = R.Violations.size();
    std::string S;
    if (Confirmed == N)
      S = std::to_string(N) + (N == 1 ? " error found (" : " errors found (");
    else
      S = std::to_string(N) +
          (N == 1 ? " possible error, not confirmed ("
                  : " possible errors, not confirmed (");
    bool First = true;
    for (const auto &[K, Count] : ByKind) {
      S += (First ? "" : ", ") + kindWords(K, Count);
      First = false;
    }
    S += ")";
    if (!R.IncompleteReason.empty())
      S += "; the check is not exhaustive: " + R.IncompleteReason;
    else if (StopOnFirst && R.V == Verdict::Error)
      S += "; stopped at the first: --all-errors finds all";
    return S;
  }
  if (R.V == Verdict::Incomplete)
    return "no errors found, but the check is incomplete: " +
           (R.IncompleteReason.empty() ? std::string("(no reason given)")
                                       : R.IncompleteReason);
  if (R.Engine == "symbolic")
    return "no errors found (verified for every launch and input that "
           "satisfy the assumptions the note above lists)";
  if (P.Run.K == ir::Launch::Kind::Kernel) {
    bool OpenCl = P.Language == ir::SourceLanguage::OpenCl;
    return std::string("no errors found (exhaustive for ") +
           (OpenCl ? "local_size=" : "blockDim=") + dimText(P.Run.BlockDim) +
           (OpenCl ? ", num_groups=" : ", gridDim=") + dimText(P.Run.Grid) +
           " and the given inputs, under the " + R.Model + " model)";
  }
  return std::string("no errors found (exhaustive: every execution of the ") +
         (P.Language == ir::SourceLanguage::Litmus ? "test's " : "program's ") +
         ir::plural(P.Run.Threads.size(), "thread") + " under the " +
         R.Model + " model)";
}

} // namespace scopecheck::checker
