//===- ir/passes/TwoThread.cpp - Two-thread reduction ---------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the two-thread kernel statement by statement from the predicated
/// one, then the instrumentation objects and procedures of every array the
/// kernel accesses. Expressions are rebuilt per thread by tr().
///
//===----------------------------------------------------------------------===//

#include "ir/passes/TwoThread.h"

#include "ir/passes/Names.h"
#include "ir/passes/Uniformity.h"

#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace scopecheck::ir {

namespace {

/// What an access is logged as. Atomic: an atomic write (rmw, cas,
/// atomic store); AtomicRead: an atomic load.
enum class LogKind : uint8_t { Read, Write, Atomic, AtomicRead };
constexpr unsigned NumLogKinds = 4;

/// Two accesses to one element race when one writes and not both are
/// atomic.
static bool conflicts(LogKind A, LogKind B) {
  auto Writes = [](LogKind K) {
    return K == LogKind::Write || K == LogKind::Atomic;
  };
  auto IsAtomic = [](LogKind K) {
    return K == LogKind::Atomic || K == LogKind::AtomicRead;
  };
  return (Writes(A) || Writes(B)) && !(IsAtomic(A) && IsAtomic(B));
}

/// "read", "write", "atomic", "atomic-read": for assertion messages.
static const char *logKindWord(LogKind K) {
  switch (K) {
  case LogKind::Read:
    return "read";
  case LogKind::Write:
    return "write";
  case LogKind::Atomic:
    return "atomic";
  case LogKind::AtomicRead:
    return "atomic-read";
  }
  return "";
}

static const char *logKindName(LogKind K) {
  switch (K) {
  case LogKind::Read:
    return "READ";
  case LogKind::Write:
    return "WRITE";
  case LogKind::Atomic:
    return "ATOMIC";
  case LogKind::AtomicRead:
    return "ATOMIC_READ";
  }
  return "";
}

/// An address resolved to one object plus an i64 element offset (an
/// expression over the input kernel's variables).
struct Resolved {
  ObjectId Obj = 0;
  const Expr *Offset = nullptr;
};

struct ArrayLog {
  ObjectId Flags[NumLogKinds] = {}; ///< by LogKind; 0 when not used
  ProcId LogProc[NumLogKinds] = {};
  ProcId CheckProc[NumLogKinds] = {};
};

class Reducer {
public:
  Reducer(Program &P, DiagnosticEngine &Diags, TwoThreadOptions Opts)
      : P(P), Diags(Diags), Opts(Opts) {}
  bool run();
  void info(TwoThreadInfo &I) const {
    for (int D = 0; D < 3; ++D) {
      I.TidDims[D] = UseTid[D];
      I.BidDims[D] = UseBid[D];
    }
  }

private:
  Program &P;
  DiagnosticEngine &Diags;
  TwoThreadOptions Opts;
  /// Equality abstraction: per array, its read procedure (placeholder ids
  /// until run() patches them, see EqualTag).
  std::map<ObjectId, ProcId> EqualRead;
  /// Known-equality writes (EqualWriteTag + Obj until patched).
  std::map<ObjectId, ProcId> EqualWrite;
  /// The arrays whose contents the pair tracks (docs/passes.md "Equality
  /// abstraction" and "Barrier invariants"): every plainly read array
  /// under Opts.Equality, and every array a barrier invariant reads.
  std::set<ObjectId> Modelled;
  /// Per modelled array, its shadow value and epoch objects.
  std::map<ObjectId, std::pair<ObjectId, ObjectId>> Shadows;
  /// The front-end's ghost predicates of barrier invariants (never true in
  /// a concrete run): the check before the barrier, the assumption after.
  VarId GhostCheck = Stmt::NoVar, GhostAssume = Stmt::NoVar;
  /// The ghost predicates of GPUVerify's pair annotations.
  VarId PairCheck = Stmt::NoVar, PairAssume = Stmt::NoVar;
  /// Marker variables of pair annotations: `gpuverify.other = x` (the
  /// other thread's x) and `gpuverify.enabled = true` (the thread's
  /// predicate), by variable: (is `other`, x or the predicate).
  std::map<VarId, std::pair<bool, const Expr *>> Markers;
  /// tr() with the markers replaced.
  const Expr *trPair(const Expr *E, int K);
  /// Variables of pair annotations that hold thread 1's access log (marker
  /// loads of access predicates, `__read(p)`, ...) or are computed from
  /// one: an annotation that mentions them is about thread 1 only.
  std::set<VarId> LogMarkers;
  bool mentionsLogMarker(const Expr *E) const;
  /// Variables defined by the assumption part of a barrier invariant.
  std::set<VarId> GhostDefs;
  ObjectId EpochObj = 0;
  Procedure In;
  UniformityInfo U;
  Procedure Out;
  std::vector<VarId> Single;              ///< uniform variable -> output var
  std::vector<std::array<VarId, 2>> Dual; ///< non-uniform -> x$1, x$2
  VarId Tid[3][2], Bid[3][2];
  bool UseTid[3] = {true, false, false}, UseBid[3] = {false, false, false};
  /// The value of each variable assigned exactly once, else null.
  std::vector<const Expr *> SingleDef;
  /// How many statements assign each variable.
  std::vector<unsigned> DefCount;
  /// Whether \p E has the same value wherever a thread evaluates it after
  /// the assignments it reads: constants, object addresses, the thread's
  /// and block's ids, parameters never assigned, and variables assigned
  /// exactly once such a value (re-running that assignment in a loop gives
  /// the same value again).
  bool isInvariant(const Expr *E, unsigned Depth = 0) const;
  std::map<ObjectId, ObjectId> LocalCopy; ///< local object -> its $2 copy
  std::map<ObjectId, ArrayLog> Logs;
  std::vector<Procedure> Extra;
  ObjectId WatchedObj = 0, SameBlockObj = 0;
  bool UsesBarrier = false, UsesGridBarrier = false, UsesWarpBarrier = false;
  /// Block barriers restricted to some memory spaces (OpenCL flags): their
  /// Stmt::Spaces values; placeholder callee SpaceBarrierTag + Spaces.
  std::set<uint8_t> SpaceBarriers;
  static constexpr ProcId SpaceBarrierTag = ~15u;
  bool Failed = false;

  const Expr *tr(const Expr *E, int K);
  std::optional<Resolved> resolve(const Expr *Addr);
  const Expr *toI64(const Expr *E);
  std::set<std::string> OutNames; ///< variable names of Out
  /// Adds a variable to \p Proc; names in the kernel are made unique.
  VarId addVar(Procedure &Proc, const std::string &Name, Type Ty) {
    Proc.Vars.push_back(Variable{
        &Proc == &Out ? freshName(OutNames, Name) : Name, Ty, SourceLoc{}});
    return static_cast<VarId>(Proc.Vars.size() - 1);
  }
  ObjectId addObject(const std::string &Name, Type Ty, MemSpace Space) {
    MemObject O;
    O.Name = Name;
    O.ElemTy = Ty;
    O.Space = Space;
    P.Objects.push_back(O);
    return static_cast<ObjectId>(P.Objects.size());
  }
  ArrayLog &logFor(ObjectId Obj, LogKind K);
  void translateStmt(const Stmt &S, std::vector<Stmt> &Dst);
  void translateAccess(const Stmt &S, std::vector<Stmt> &Dst);
  void translateReduction(const Stmt &S, std::vector<Stmt> &Dst);
  void translateWarp(const Stmt &S, std::vector<Stmt> &Dst);
  const Expr *linearTid(int K);
  void buildPrologue(std::vector<Stmt> &Dst, SourceLoc Loc);
  void buildLogProcs(ObjectId Obj, ArrayLog &L);
  /// \p Spaces: the memory spaces whose logs the barrier clears
  /// (Stmt::Spaces; GPUVerify clears only the logs of the spaces an
  /// OpenCL barrier's flags name).
  Procedure buildBarrier(const std::string &Name, bool Grid,
                         bool Warp = false,
                         uint8_t Spaces = BarrierAllSpaces);
  Procedure buildEqualRead(ObjectId Obj);
  Procedure buildEqualWrite(ObjectId Obj);
  std::pair<ObjectId, ObjectId> shadowFor(ObjectId Obj);
  /// 0: not ghost code; 1: a barrier invariant's check; 2: its
  /// assumption. \p Rest receives the predicate without the ghost
  /// variable (null: none).
  int ghostOf(const Expr *Pred, const Expr *&Rest) const;
  void translateGhost(const Stmt &S, int Kind, const Expr *Rest,
                      std::vector<Stmt> &Dst);
  void translatePair(const Stmt &S, const Expr *Rest, std::vector<Stmt> &Dst);
  /// `@_SAME_BLOCK != 0` through a fresh variable loaded in \p Dst.
  const Expr *sameBlock(std::vector<Stmt> &Dst);
  /// Placeholder callee of an equality read of object Obj: EqualTag + Obj.
  static constexpr ProcId EqualTag = 0x40000000u;
  /// Placeholder callee of a known-equality write: EqualWriteTag + Obj.
  static constexpr ProcId EqualWriteTag = 0x20000000u;
  void markBuiltins(const Expr *E);
};

} // namespace

void Reducer::markBuiltins(const Expr *E) {
  if (!E)
    return;
  if (E->Kind == ExprKind::Builtin) {
    unsigned B = static_cast<unsigned>(E->builtin());
    if (B <= 2)
      UseTid[B] = true;
    else if (B <= 5)
      UseBid[B - 3] = true;
    else if (Opts.SymbolicLaunch) // a size read: its ids are needed
      (B <= 8 ? UseTid[B - 6] : UseBid[B - 9]) = true;
    return;
  }
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    markBuiltins(E->Ops[I]);
}

const Expr *Reducer::tr(const Expr *E, int K) {
  if (!E)
    return nullptr;
  switch (E->Kind) {
  case ExprKind::VarRef:
    if (U.isUniform(E->Index))
      return P.varRef(Single[E->Index], E->Ty);
    return P.varRef(Dual[E->Index][K - 1], E->Ty);
  case ExprKind::Builtin: {
    unsigned B = static_cast<unsigned>(E->builtin());
    const Dim3 &BD = P.Run.BlockDim, &GD = P.Run.Grid;
    uint32_t Dims[2][3] = {{BD.X, BD.Y, BD.Z}, {GD.X, GD.Y, GD.Z}};
    if (B <= 2)
      return P.varRef(Tid[B][K - 1], Type::I32);
    if (B <= 5)
      return P.varRef(Bid[B - 3][K - 1], Type::I32);
    if (Opts.SymbolicLaunch)
      return E;
    return P.intConst(Type::I32, Dims[(B - 6) / 3][(B - 6) % 3]);
  }
  case ExprKind::ObjAddr: {
    auto It = LocalCopy.find(E->Index);
    if (It != LocalCopy.end() && K == 2)
      return P.objAddr(It->second);
    return E;
  }
  case ExprKind::Const:
    return E;
  default: {
    Expr Copy = *E;
    for (unsigned I = 0, N = E->numOps(); I < N; ++I)
      Copy.Ops[I] = tr(E->Ops[I], K);
    return P.make(Copy);
  }
  }
}

/// No variables and no builtins: the same value everywhere.
static bool isClosed(const Expr *E) {
  if (E->Kind == ExprKind::VarRef || E->Kind == ExprKind::Builtin)
    return false;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (!isClosed(E->Ops[I]))
      return false;
  return true;
}

const Expr *Reducer::toI64(const Expr *E) {
  if (E->Ty == Type::I64)
    return E;
  if (E->Ty == Type::Bool)
    return P.cast(CastOp::ZExt, Type::I64, E);
  return P.cast(CastOp::SExt, Type::I64, E);
}

bool Reducer::isInvariant(const Expr *E, unsigned Depth) const {
  if (Depth > 32)
    return false;
  if (E->Kind == ExprKind::VarRef) {
    VarId V = E->Index;
    if (V < In.NumParams)
      return V < DefCount.size() && DefCount[V] == 0;
    const Expr *Def = V < SingleDef.size() ? SingleDef[V] : nullptr;
    return Def && isInvariant(Def, Depth + 1);
  }
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (!isInvariant(E->Ops[I], Depth + 1))
      return false;
  return true;
}

std::optional<Resolved> Reducer::resolve(const Expr *A) {
  switch (A->Kind) {
  case ExprKind::ObjAddr:
    return Resolved{A->Index, nullptr};
  case ExprKind::VarRef: {
    if (A->Index < In.NumParams && P.Run.Args.size() > A->Index &&
        P.Run.Args[A->Index]->Kind == ExprKind::ObjAddr)
      return Resolved{P.Run.Args[A->Index]->Index, nullptr};
    // A local pointer assigned once (possibly under a predicate: a use
    // under a false predicate is a no-op) the address of an object plus a
    // constant offset (an inlined pointer argument, `r = data + 1`) or an
    // offset that keeps its value after the assignment (`q = &a[t]` with
    // `t = threadIdx.x`, a structure pointer `p.x = @s.x + t * 3`): the
    // offset read at the use is the one the assignment read.
    const Expr *Def =
        A->Index < SingleDef.size() ? SingleDef[A->Index] : nullptr;
    if (!Def || Def == A)
      return std::nullopt;
    SingleDef[A->Index] = nullptr; // no cycles
    std::optional<Resolved> R = resolve(Def);
    SingleDef[A->Index] = Def;
    if (R && (!R->Offset || isClosed(R->Offset) || isInvariant(R->Offset)))
      return R;
    return std::nullopt;
  }
  case ExprKind::Binary:
    if (A->Ty == Type::Ptr && A->Ops[0]->Ty == Type::Ptr &&
        A->Ops[1]->Ty != Type::Ptr &&
        (A->binOp() == BinOp::Add || A->binOp() == BinOp::Sub)) {
      std::optional<Resolved> R = resolve(A->Ops[0]);
      if (!R)
        return std::nullopt;
      const Expr *Off = toI64(A->Ops[1]);
      if (A->binOp() == BinOp::Sub)
        Off = P.unary(UnOp::Neg, Type::I64, Off);
      R->Offset =
          R->Offset ? P.binary(BinOp::Add, Type::I64, R->Offset, Off) : Off;
      return R;
    }
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

ArrayLog &Reducer::logFor(ObjectId Obj, LogKind K) {
  ArrayLog &L = Logs[Obj];
  unsigned I = static_cast<unsigned>(K);
  if (!L.Flags[I])
    L.Flags[I] = addObject(std::string("_") + logKindName(K) +
                               "_HAS_OCCURRED_" + P.object(Obj).Name,
                           Type::I8, MemSpace::Global);
  return L;
}

void Reducer::translateAccess(const Stmt &S, std::vector<Stmt> &Dst) {
  const Expr *Rest = nullptr;
  if (int G = ghostOf(S.Pred, Rest)) {
    translateGhost(S, G, Rest, Dst);
    return;
  }
  std::optional<Resolved> R = resolve(S.Addr);
  if (!R || R->Obj == 0) {
    Diags.error(P, S.Loc,
                "two-thread reduction: the address of this access does not "
                "resolve to one memory object");
    Failed = true;
    return;
  }
  const MemObject &Obj = P.object(R->Obj);
  if (Obj.Space == MemSpace::Local) {
    // Per-thread memory: each thread accesses its own copy, precisely.
    for (int K = 1; K <= 2; ++K) {
      Stmt T = S;
      T.Pred = tr(S.Pred, K);
      T.Addr = tr(S.Addr, K);
      T.Ops[0] = tr(S.Ops[0], K);
      T.Ops[1] = tr(S.Ops[1], K);
      if (S.Dest != Stmt::NoVar)
        T.Dest = U.isUniform(S.Dest) ? Single[S.Dest] : Dual[S.Dest][K - 1];
      Dst.push_back(T);
    }
    return;
  }
  LogKind K = LogKind::Atomic;
  if (S.Kind == StmtKind::Load)
    K = isAtomic(S.Order) ? LogKind::AtomicRead : LogKind::Read;
  else if (S.Kind == StmtKind::Store && !isAtomic(S.Order))
    K = LogKind::Write;
  logFor(R->Obj, K);
  const Expr *Off = R->Offset ? R->Offset : P.intConst(Type::I64, 0);
  auto Pred = [&](int Th) {
    const Expr *E = tr(S.Pred, Th);
    return E ? E : P.boolConst(true);
  };
  // The procedures are created at the end; remember the call sites by
  // (object, kind) through placeholder callee ids patched in run().
  unsigned KI = static_cast<unsigned>(K);
  Dst.push_back(Stmt::makeCall(S.Loc, Stmt::NoVar, R->Obj * 16 + KI * 2,
                               {Pred(1), tr(Off, 1)}));
  Dst.push_back(Stmt::makeCall(S.Loc, Stmt::NoVar, R->Obj * 16 + KI * 2 + 1,
                               {Pred(2), tr(Off, 2)}));
  const MemObject &O = P.object(R->Obj);
  bool Equal = Modelled.count(R->Obj) && K == LogKind::Read;
  if (Modelled.count(R->Obj) &&
      (K == LogKind::Write || K == LogKind::Atomic)) {
    // Known-equality: a plain write of the pair is what the element holds
    // until the next barrier (and after it, thesis §4.3.5); an atomic
    // write, or one of another width, makes the element unknown.
    EqualWrite.emplace(R->Obj, 0);
    bool Keep = K == LogKind::Write && S.AccessTy == O.ElemTy;
    Expr Zero;
    Zero.Kind = ExprKind::Const;
    Zero.Ty = O.ElemTy;
    for (int Th = 1; Th <= 2; ++Th) {
      Stmt C = Stmt::makeCall(
          S.Loc, Stmt::NoVar, EqualWriteTag + R->Obj,
          {tr(Off, Th), P.intConst(Type::I32, Th),
           Keep ? tr(S.Ops[0], Th) : P.make(Zero), P.boolConst(Keep)});
      C.Pred = tr(S.Pred, Th);
      Dst.push_back(C);
    }
  }
  if (S.Dest != Stmt::NoVar && Equal) {
    // Equality abstraction: both threads read the same arbitrary value.
    EqualRead.emplace(R->Obj, 0);
    for (int Th = 1; Th <= 2; ++Th) {
      VarId D = U.isUniform(S.Dest) ? Single[S.Dest] : Dual[S.Dest][Th - 1];
      Stmt C = Stmt::makeCall(S.Loc, D, EqualTag + R->Obj,
                              {tr(Off, Th), P.intConst(Type::I32, Th)});
      C.Pred = tr(S.Pred, Th);
      Dst.push_back(C);
      if (U.isUniform(S.Dest))
        break;
    }
  } else if (S.Dest != Stmt::NoVar) {
    // Adversarial abstraction: the value read is arbitrary.
    for (int Th = 1; Th <= 2; ++Th) {
      Stmt H = Stmt::makeHavoc(
          S.Loc, U.isUniform(S.Dest) ? Single[S.Dest] : Dual[S.Dest][Th - 1]);
      H.Pred = tr(S.Pred, Th);
      Dst.push_back(H);
      if (U.isUniform(S.Dest))
        break;
    }
  }
}

void Reducer::translateStmt(const Stmt &S, std::vector<Stmt> &Dst) {
  switch (S.Kind) {
  case StmtKind::Assign:
  case StmtKind::Havoc:
  case StmtKind::Assume:
  case StmtKind::Assert: {
    const Expr *Rest = nullptr;
    if (int G = ghostOf(S.Pred, Rest)) {
      translateGhost(S, G, Rest, Dst);
      return;
    }
    bool Once = S.Dest != Stmt::NoVar
                    ? U.isUniform(S.Dest)
                    : U.isUniform(S.Pred) && U.isUniform(S.Ops[0]);
    for (int K = 1; K <= (Once ? 1 : 2); ++K) {
      Stmt T = S;
      T.Pred = tr(S.Pred, K);
      T.Ops[0] = tr(S.Ops[0], K);
      if (S.Dest != Stmt::NoVar)
        T.Dest = Once ? Single[S.Dest] : Dual[S.Dest][K - 1];
      Dst.push_back(T);
    }
    return;
  }
  case StmtKind::Call:
    Diags.error(P, S.Loc, "two-thread reduction: calls must be inlined first");
    Failed = true;
    return;
  case StmtKind::Load:
  case StmtKind::Store:
    if (S.Copy != CopyMark::None) {
      // Its windows are per-thread state of the exact engines' evaluator.
      Diags.error(P, S.Loc,
                  "an asynchronous copy (cg::memcpy_async) is not supported "
                  "by the symbolic engine; check the kernel with a launch "
                  "(--blockDim) and --engine=dpor or --engine=interval");
      Failed = true;
      return;
    }
    [[fallthrough]];
  case StmtKind::Rmw:
  case StmtKind::Cas:
    translateAccess(S, Dst);
    return;
  case StmtKind::Fence:
    return; // no effect under the adversarial abstraction
  case StmtKind::Barrier: {
    bool Grid = S.Sc != Scope::Cta;
    bool Restricted = !Grid && S.Spaces != BarrierAllSpaces;
    if (Restricted)
      SpaceBarriers.insert(S.Spaces);
    else
      (Grid ? UsesGridBarrier : UsesBarrier) = true;
    const Expr *P1 = tr(S.Pred, 1), *P2 = tr(S.Pred, 2);
    Dst.push_back(Stmt::makeCall(
        S.Loc, Stmt::NoVar,
        Restricted ? SpaceBarrierTag + S.Spaces : Grid ? ~1u : ~2u,
        {P1 ? P1 : P.boolConst(true), P2 ? P2 : P.boolConst(true)}));
    if (S.Reduce != BarrierOp::None)
      translateReduction(S, Dst);
    return;
  }
  case StmtKind::Warp:
    translateWarp(S, Dst);
    return;
  }
}

/// Thread \p K's linear index in its block (x fastest); a dimension
/// without ids has size 1 (TwoThreadOptions::SymbolicLaunch).
const Expr *Reducer::linearTid(int K) {
  const Expr *Lin = nullptr, *Stride = nullptr;
  for (unsigned D = 0; D < 3; ++D) {
    if (UseTid[D]) {
      const Expr *T = P.varRef(Tid[D][K - 1], Type::I32);
      if (Stride)
        T = P.binary(BinOp::Mul, Type::I32, T, Stride);
      Lin = Lin ? P.binary(BinOp::Add, Type::I32, Lin, T) : T;
    }
    const Expr *Size = tr(
        P.builtin(static_cast<Builtin>(unsigned(Builtin::BlockDimX) + D)), K);
    Stride = Stride ? P.binary(BinOp::Mul, Type::I32, Stride, Size) : Size;
  }
  return Lin;
}

/// A warp collective among the two threads (docs/passes.md "Warps"): the
/// other lanes are unknown, so results are havocked, constrained only by
/// what holds whatever they do (an `active` set holds its caller; two
/// lanes of one vote, ballot, match.all or reduce rendezvous get the same
/// result). When the two threads are lanes of one warp, the rendezvous
/// rules are checked between them as the exact engines check them (a
/// named lane that does not arrive at the same instance, different masks
/// in one rendezvous: barrier divergence), and a `warp.sync` naming both
/// orders their accesses (it clears the logs, as a barrier does for the
/// block). Per thread: the caller in its mask, no named lane outside the
/// block, and a shuffle's source lane named (undefined value).
void Reducer::translateWarp(const Stmt &S, std::vector<Stmt> &Dst) {
  auto Bin = [&](BinOp Op, const Expr *A, const Expr *B) {
    return P.binary(
        Op, isComparison(Op) || A->Ty == Type::Bool ? Type::Bool : A->Ty, A, B);
  };
  auto I32 = [&](uint64_t V) { return P.intConst(Type::I32, V); };
  auto Implies = [&](const Expr *A, const Expr *B) {
    return Bin(BinOp::LOr, P.unary(UnOp::Not, Type::Bool, A), B);
  };
  auto Assert = [&](const Expr *C, const std::string &Msg) {
    Dst.push_back(Stmt::makeAssert(S.Loc, C, Msg));
  };
  const Expr *Pred[2], *Mask[2], *Lane[2], *Lin[2];
  for (int K = 0; K < 2; ++K) {
    Pred[K] = S.Pred ? tr(S.Pred, K + 1) : P.boolConst(true);
    Mask[K] = tr(S.Ops[0], K + 1);
    Lin[K] = linearTid(K + 1);
    Lane[K] = Bin(BinOp::URem, Lin[K], I32(WarpSize));
  }
  auto Named = [&](int K, const Expr *L) {
    return Bin(BinOp::Ne, Bin(BinOp::And, Bin(BinOp::LShr, Mask[K], L), I32(1)),
               I32(0));
  };
  // Both threads are lanes of one warp.
  const Expr *SameWarp = Bin(BinOp::Eq, Bin(BinOp::UDiv, Lin[0], I32(WarpSize)),
                             Bin(BinOp::UDiv, Lin[1], I32(WarpSize)));
  if (Opts.SymbolicLaunch || P.Run.Grid.count() > 1) {
    VarId Same = addVar(Out, "same", Type::I8);
    Dst.push_back(Stmt::makeLoad(S.Loc, Same, MemOrder::Na, Scope::None,
                                 Type::I8, P.objAddr(SameBlockObj)));
    SameWarp = Bin(BinOp::LAnd,
                   Bin(BinOp::Ne, P.varRef(Same, Type::I8),
                       P.intConst(Type::I8, 0)),
                   SameWarp);
  }
  std::string Op = "warp." + std::string(warpOpName(S.Warp));
  if (S.Warp != WarpOp::Active) {
    const Expr *BlockSize = nullptr;
    for (unsigned D = 0; D < 3; ++D) {
      const Expr *Size = tr(
          P.builtin(static_cast<Builtin>(unsigned(Builtin::BlockDimX) + D)), 1);
      BlockSize = BlockSize ? Bin(BinOp::Mul, BlockSize, Size) : Size;
    }
    for (int K = 0; K < 2; ++K) {
      Assert(Implies(Pred[K], Named(K, Lane[K])), "barrier divergence");
      // The lanes the warp has: min(32, block size - warp start), as i64
      // so that the shift stays in range.
      const Expr *Have = P.cast(
          CastOp::ZExt, Type::I64,
          Bin(BinOp::Sub, BlockSize, Bin(BinOp::Sub, Lin[K], Lane[K])));
      Have = P.select(Bin(BinOp::UGt, Have, P.intConst(Type::I64, WarpSize)),
                      P.intConst(Type::I64, WarpSize), Have);
      const Expr *Exist = P.cast(
          CastOp::Trunc, Type::I32,
          Bin(BinOp::Sub, Bin(BinOp::Shl, P.intConst(Type::I64, 1), Have),
              P.intConst(Type::I64, 1)));
      Assert(Implies(Pred[K],
                     Bin(BinOp::Eq,
                         Bin(BinOp::And, Mask[K],
                             P.unary(UnOp::BitNot, Type::I32, Exist)),
                         I32(0))),
             "barrier divergence");
    }
    // One lane names the other: it must arrive at this instance (the same
    // statement of the lock-step program, same iteration) with the same
    // mask.
    for (int K = 0; K < 2; ++K) {
      const Expr *Calls = Bin(BinOp::LAnd, SameWarp,
                              Bin(BinOp::LAnd, Pred[K], Named(K, Lane[1 - K])));
      Assert(Implies(Calls, Pred[1 - K]), "barrier divergence");
      Assert(Implies(Bin(BinOp::LAnd, Calls, Pred[1 - K]),
                     Bin(BinOp::Eq, Mask[0], Mask[1])),
             "barrier divergence");
    }
  }
  const Expr *Both = Bin(BinOp::LAnd, SameWarp,
                         Bin(BinOp::LAnd, Bin(BinOp::LAnd, Pred[0], Pred[1]),
                             Bin(BinOp::LAnd, Named(0, Lane[1]),
                                 Named(1, Lane[0]))));
  if (S.Warp == WarpOp::Sync) {
    UsesWarpBarrier = true;
    Dst.push_back(Stmt::makeCall(S.Loc, Stmt::NoVar, ~3u, {Both, Both}));
    return;
  }
  if (isShuffle(S.Warp)) {
    for (int K = 0; K < 2; ++K) {
      // The source lane within the caller's segment of `width` lanes (a
      // power of two: an invalid width is a runtime error the replay
      // reports; here the segment arithmetic only needs width > 0).
      const Expr *Width = tr(S.Args[2], K + 1);
      const Expr *W = P.select(Bin(BinOp::Eq, Width, I32(0)), I32(1), Width);
      const Expr *Arg = Bin(BinOp::And, tr(S.Args[1], K + 1), I32(31));
      const Expr *Start =
          Bin(BinOp::And, Lane[K], P.unary(UnOp::BitNot, Type::I32,
                                           Bin(BinOp::Sub, W, I32(1))));
      const Expr *End = Bin(BinOp::Add, Start, Bin(BinOp::Sub, W, I32(1)));
      const Expr *Src = nullptr;
      switch (S.Warp) {
      case WarpOp::ShflIdx:
        Src = Bin(BinOp::Or, Start,
                  Bin(BinOp::And, Arg, Bin(BinOp::Sub, W, I32(1))));
        break;
      case WarpOp::ShflUp:
        Src = P.select(Bin(BinOp::UGe, Lane[K], Bin(BinOp::Add, Start, Arg)),
                       Bin(BinOp::Sub, Lane[K], Arg), Lane[K]);
        break;
      case WarpOp::ShflDown:
        Src = P.select(Bin(BinOp::ULe, Bin(BinOp::Add, Lane[K], Arg), End),
                       Bin(BinOp::Add, Lane[K], Arg), Lane[K]);
        break;
      default:
        Src = P.select(Bin(BinOp::ULe, Bin(BinOp::Xor, Lane[K], Arg), End),
                       Bin(BinOp::Xor, Lane[K], Arg), Lane[K]);
        break;
      }
      Src = Bin(BinOp::And, Src, I32(31));
      Assert(Implies(Pred[K], Bin(BinOp::LOr, Bin(BinOp::Eq, Src, Lane[K]),
                                  Named(K, Src))),
             "undefined value: " + Op + " reads a lane its mask does not name");
    }
  }
  if (S.Dest == Stmt::NoVar)
    return;
  // The result: arbitrary, as a loaded value, with what holds regardless
  // of the other lanes.
  bool Once = U.isUniform(S.Dest);
  VarId R[2];
  for (int K = 0; K < 2; ++K)
    R[K] = Once ? Single[S.Dest] : Dual[S.Dest][K];
  for (int K = 0; K < (Once ? 1 : 2); ++K) {
    Stmt H = Stmt::makeHavoc(S.Loc, R[K]);
    H.Pred = tr(S.Pred, K + 1);
    Dst.push_back(H);
  }
  auto Assume = [&](const Expr *C) {
    Dst.push_back(Stmt::makeAssume(S.Loc, C));
  };
  if (S.Warp == WarpOp::Active) {
    for (int K = 0; K < 2; ++K) {
      const Expr *Res = P.varRef(R[K], Type::I32);
      Assume(Implies(Pred[K],
                     Bin(BinOp::Ne,
                         Bin(BinOp::And, Bin(BinOp::LShr, Res, Lane[K]),
                             I32(1)),
                         I32(0))));
    }
    return;
  }
  bool Common = S.Warp == WarpOp::Ballot || S.Warp == WarpOp::Any ||
                S.Warp == WarpOp::All || S.Warp == WarpOp::Uni ||
                S.Warp == WarpOp::MatchAll || S.Warp >= WarpOp::ReduceAdd;
  if (Common && !Once)
    Assume(Implies(Both, Bin(BinOp::Eq, P.varRef(R[0], Type::I32),
                             P.varRef(R[1], Type::I32))));
}

/// The result of a barrier reduction (docs/passes.md): the other threads'
/// operands are unknown, so the result is havocked and constrained by what
/// the two threads know: its range, their own operands, and, when both
/// arrive at the same rendezvous, that they get the same value.
void Reducer::translateReduction(const Stmt &S, std::vector<Stmt> &Dst) {
  bool Grid = S.Sc != Scope::Cta;
  const Dim3 &BD = P.Run.BlockDim;
  uint64_t N = Grid ? BD.count() * P.Run.Grid.count() : BD.count();
  // The number of threads the barrier synchronises, and one less.
  const Expr *NE = P.intConst(Type::I32, N), *NM1 = P.intConst(Type::I32, N - 1);
  if (Opts.SymbolicLaunch) {
    NE = nullptr;
    for (unsigned D = 0; D < (Grid ? 6u : 3u); ++D) {
      const Expr *Size = P.builtin(static_cast<Builtin>(
          D < 3 ? unsigned(Builtin::BlockDimX) + D
                : unsigned(Builtin::GridDimX) + D - 3));
      NE = NE ? P.binary(BinOp::Mul, Type::I32, NE, Size) : Size;
    }
    NM1 = P.binary(BinOp::Sub, Type::I32, NE, P.intConst(Type::I32, 1));
  }
  const Expr *Zero = P.intConst(Type::I32, 0), *One = P.intConst(Type::I32, 1);
  auto Bin = [&](BinOp Op, const Expr *A, const Expr *B) {
    return P.binary(
        Op, isComparison(Op) || A->Ty == Type::Bool ? Type::Bool : A->Ty, A, B);
  };
  auto Not = [&](const Expr *A) { return P.unary(UnOp::Not, Type::Bool, A); };
  auto NonZero = [&](const Expr *E) {
    return E->Ty == Type::Bool ? E : Bin(BinOp::Ne, E, P.intConst(E->Ty, 0));
  };
  auto Assume = [&](const Expr *Pred, const Expr *C) {
    Stmt A = Stmt::makeAssume(S.Loc, C);
    A.Pred = Pred;
    Dst.push_back(A);
  };
  const Expr *Ops[2] = {NonZero(tr(S.Ops[0], 1)), NonZero(tr(S.Ops[0], 2))};
  const Expr *Preds[2] = {tr(S.Pred, 1), tr(S.Pred, 2)};
  bool Once = U.isUniform(S.Dest);
  VarId R[2];
  for (int K = 0; K < 2; ++K)
    R[K] = Once ? Single[S.Dest] : Dual[S.Dest][K];
  // What one thread knows: the range and its own operand.
  auto Own = [&](const Expr *Res, const Expr *Op) -> const Expr * {
    if (S.Reduce == BarrierOp::Count) {
      const Expr *Range = Bin(BinOp::LAnd, Bin(BinOp::SGe, Res, Zero),
                              Bin(BinOp::SLe, Res, NE));
      return Bin(BinOp::LAnd, Range,
                 P.select(Op, Bin(BinOp::SGe, Res, One),
                          Bin(BinOp::SLe, Res, NM1)));
    }
    const Expr *Bit =
        Bin(BinOp::LOr, Bin(BinOp::Eq, Res, Zero), Bin(BinOp::Eq, Res, One));
    // and: a zero operand makes it 0; or: a non-zero one makes it 1.
    const Expr *Forced =
        S.Reduce == BarrierOp::And
            ? Bin(BinOp::LOr, Op, Bin(BinOp::Eq, Res, Zero))
            : Bin(BinOp::LOr, Not(Op), Bin(BinOp::Eq, Res, One));
    return Bin(BinOp::LAnd, Bit, Forced);
  };
  for (int K = 0; K < (Once ? 1 : 2); ++K) {
    Stmt H = Stmt::makeHavoc(S.Loc, R[K]);
    H.Pred = Preds[K];
    Dst.push_back(H);
  }
  for (int K = 0; K < 2; ++K)
    Assume(Preds[K], Own(P.varRef(R[K], Type::I32), Ops[K]));
  // Both at one rendezvous (same block for cta): one result, and a count at
  // least their non-zero operands and at most N minus their zero ones.
  const Expr *Both = nullptr;
  if (Preds[0] || Preds[1])
    Both = Bin(BinOp::LAnd, Preds[0] ? Preds[0] : P.boolConst(true),
               Preds[1] ? Preds[1] : P.boolConst(true));
  if (!Grid && (Opts.SymbolicLaunch || P.Run.Grid.count() > 1)) {
    VarId Same = addVar(Out, "same", Type::I8);
    Dst.push_back(Stmt::makeLoad(S.Loc, Same, MemOrder::Na, Scope::None,
                                 Type::I8, P.objAddr(SameBlockObj)));
    const Expr *SameE =
        Bin(BinOp::Ne, P.varRef(Same, Type::I8), P.intConst(Type::I8, 0));
    Both = Both ? Bin(BinOp::LAnd, Both, SameE) : SameE;
  }
  const Expr *R1 = P.varRef(R[0], Type::I32), *R2 = P.varRef(R[1], Type::I32);
  const Expr *Pair = Once ? nullptr : Bin(BinOp::Eq, R1, R2);
  if (S.Reduce == BarrierOp::Count) {
    auto Bit = [&](const Expr *C) { return P.select(C, One, Zero); };
    const Expr *Ones = Bin(BinOp::Add, Bit(Ops[0]), Bit(Ops[1]));
    const Expr *Zeros = Bin(BinOp::Add, Bit(Not(Ops[0])), Bit(Not(Ops[1])));
    const Expr *Bounds = Bin(
        BinOp::LAnd, Bin(BinOp::SGe, R1, Ones),
        Bin(BinOp::SLe, R1, Bin(BinOp::Sub, NE, Zeros)));
    Pair = Pair ? Bin(BinOp::LAnd, Pair, Bounds) : Bounds;
  }
  // (and/or: the two threads' own constraints on one result say it all)
  if (Pair)
    Assume(Both, Pair);
}

void Reducer::buildPrologue(std::vector<Stmt> &Dst, SourceLoc Loc) {
  const Dim3 &BD = P.Run.BlockDim, &GD = P.Run.Grid;
  uint32_t BDims[3] = {BD.X, BD.Y, BD.Z}, GDims[3] = {GD.X, GD.Y, GD.Z};
  const Expr *Distinct = nullptr, *Same = nullptr;
  // The size of dimension D: the launch's, or the builtin when symbolic.
  auto Bound = [&](Builtin Size0, int D, uint32_t Dim) {
    if (Opts.SymbolicLaunch)
      return P.builtin(static_cast<Builtin>(unsigned(Size0) + D));
    return P.intConst(Type::I32, Dim);
  };
  auto Or = [&](const Expr *A, const Expr *B) {
    return A ? P.binary(BinOp::LOr, Type::Bool, A, B) : B;
  };
  auto And = [&](const Expr *A, const Expr *B) {
    return A ? P.binary(BinOp::LAnd, Type::Bool, A, B) : B;
  };
  auto Ids = [&](VarId(&Vars)[3][2], const bool *Use, const uint32_t *Dims,
                 bool Block) {
    Builtin Size0 = Block ? Builtin::GridDimX : Builtin::BlockDimX;
    for (int D = 0; D < 3; ++D) {
      if (!Use[D])
        continue;
      for (int K = 0; K < 2; ++K) {
        Dst.push_back(Stmt::makeHavoc(Loc, Vars[D][K]));
        Dst.push_back(
            Stmt::makeAssume(Loc, P.binary(BinOp::ULt, Type::Bool,
                                           P.varRef(Vars[D][K], Type::I32),
                                           Bound(Size0, D, Dims[D]))));
      }
      const Expr *Ne =
          P.binary(BinOp::Ne, Type::Bool, P.varRef(Vars[D][0], Type::I32),
                   P.varRef(Vars[D][1], Type::I32));
      Distinct = Or(Distinct, Ne);
      if (Block)
        Same = And(Same, P.binary(BinOp::Eq, Type::Bool,
                                  P.varRef(Vars[D][0], Type::I32),
                                  P.varRef(Vars[D][1], Type::I32)));
    }
  };
  Ids(Tid, UseTid, BDims, false);
  Ids(Bid, UseBid, GDims, true);
  Dst.push_back(Stmt::makeAssume(Loc, Distinct));
  const Expr *SameI8 =
      Same ? P.select(Same, P.intConst(Type::I8, 1), P.intConst(Type::I8, 0))
           : P.intConst(Type::I8, 1);
  Dst.push_back(Stmt::makeStore(Loc, MemOrder::Na, Scope::None, Type::I8,
                                P.objAddr(SameBlockObj), SameI8));
  VarId W = addVar(Out, "watched", Type::I64);
  Dst.push_back(Stmt::makeHavoc(Loc, W));
  Dst.push_back(Stmt::makeStore(Loc, MemOrder::Na, Scope::None, Type::I64,
                                P.objAddr(WatchedObj), P.varRef(W, Type::I64)));
}

int Reducer::ghostOf(const Expr *Pred, const Expr *&Rest) const {
  Rest = Pred;
  if (!Pred || (GhostCheck == Stmt::NoVar && GhostAssume == Stmt::NoVar &&
                PairCheck == Stmt::NoVar && PairAssume == Stmt::NoVar))
    return 0;
  if (Pred->Kind == ExprKind::VarRef) {
    VarId V = Pred->Index;
    int Kind = V == GhostCheck    ? 1
               : V == GhostAssume ? 2
               : V == PairCheck   ? 3
               : V == PairAssume  ? 4
                                  : 0;
    if (Kind)
      Rest = nullptr;
    return Kind;
  }
  if (Pred->Kind != ExprKind::Binary || Pred->binOp() != BinOp::LAnd)
    return 0;
  // Predication conjoins the block's predicate: `p && ghost`.
  for (int I = 0; I < 2; ++I) {
    const Expr *R = nullptr;
    if (int G = ghostOf(Pred->Ops[I], R)) {
      const Expr *Other = Pred->Ops[1 - I];
      Rest = R ? P.binary(BinOp::LAnd, Type::Bool, Other, R) : Other;
      return G;
    }
  }
  Rest = Pred;
  return 0;
}

const Expr *Reducer::sameBlock(std::vector<Stmt> &Dst) {
  VarId V = addVar(Out, "same", Type::I8);
  Dst.push_back(Stmt::makeLoad({}, V, MemOrder::Na, Scope::None, Type::I8,
                               P.objAddr(SameBlockObj)));
  return P.binary(BinOp::Ne, Type::Bool, P.varRef(V, Type::I8),
                  P.intConst(Type::I8, 0));
}

/// Whether \p E mentions a variable that differs between threads other
/// than those of \p Allowed; its name in \p Name.
static bool mentionsOther(const Expr *E, const UniformityInfo &U,
                          const std::set<VarId> &Allowed,
                          const Procedure &In, std::string &Name) {
  if (!E)
    return false;
  if (E->Kind == ExprKind::VarRef && !U.isUniform(E->Index) &&
      !Allowed.count(E->Index)) {
    Name = In.Vars[E->Index].Name;
    return true;
  }
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (mentionsOther(E->Ops[I], U, Allowed, In, Name))
      return true;
  return false;
}

/// A barrier invariant's statement (docs/engines.md "Barrier invariants"):
/// the front-end emits the invariant twice under ghost predicates, never
/// true in a concrete run: before the barrier, its evaluation and an
/// assertion (Kind 1), checked for each thread of the pair when both share
/// a block, over elements the pair accessed since the last barrier (the
/// known locations, thesis §4.3.4 method 2); after the barrier, per
/// instantiation, an evaluation with threadIdx.x replaced and an
/// assumption (Kind 2). Loads read the known-equality shadow.
const Expr *Reducer::trPair(const Expr *E, int K) {
  if (!E)
    return nullptr;
  if (E->Kind == ExprKind::VarRef) {
    auto It = Markers.find(E->Index);
    if (It == Markers.end())
      return tr(E, K);
    if (It->second.first)
      return trPair(It->second.second, 3 - K);
    const Expr *Pred = trPair(It->second.second, K);
    return Pred ? Pred : P.boolConst(true);
  }
  if (E->numOps() == 0)
    return tr(E, K);
  Expr Copy = *E;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    Copy.Ops[I] = trPair(E->Ops[I], K);
  return P.make(Copy);
}

/// A statement of a GPUVerify pair annotation (Kind 3: assertion, 4:
/// assumption; docs/engines.md "GPUVerify's annotations"): markers are
/// replaced where they are used, by the other thread's value or the
/// thread's predicate; the assertion or assumption holds for each thread
/// of the pair; a value read from memory is arbitrary.
/// The size in bytes of an array element of type \p T.
static uint64_t elemBytes(Type T) {
  switch (T) {
  case Type::I16:
    return 2;
  case Type::I32:
  case Type::F32:
    return 4;
  case Type::I64:
  case Type::F64:
  case Type::Ptr:
    return 8;
  default:
    return 1;
  }
}

bool Reducer::mentionsLogMarker(const Expr *E) const {
  if (!E)
    return false;
  if (E->Kind == ExprKind::VarRef)
    return LogMarkers.count(E->Index) != 0;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (mentionsLogMarker(E->Ops[I]))
      return true;
  return false;
}

void Reducer::translatePair(const Stmt &S, const Expr *Rest,
                            std::vector<Stmt> &Dst) {
  if (S.Kind == StmtKind::Load &&
      (In.Vars[S.Dest].Name.rfind("gpuverify.read", 0) == 0 ||
       In.Vars[S.Dest].Name.rfind("gpuverify.write", 0) == 0)) {
    // An access predicate (`__read(p)`, `__write_offset_bytes(p)`, ...):
    // thread 1's access log of p's array. The flag is set when thread 1
    // accessed the watched offset since the last barrier that orders the
    // array's space; the offset is the watched one, in bytes.
    const std::string &Name = In.Vars[S.Dest].Name;
    bool Read = Name.rfind("gpuverify.read", 0) == 0;
    bool Offset = Name.find("_offset") != std::string::npos;
    std::optional<Resolved> R = resolve(S.Addr);
    if (!R || R->Obj == 0 || P.object(R->Obj).Space == MemSpace::Local) {
      Diags.error(P, S.Loc,
                  "GPUVerify access predicate: its argument is not a shared "
                  "or global array");
      Failed = true;
      return;
    }
    if (R->Offset && !(R->Offset->Kind == ExprKind::Const &&
                       R->Offset->Bits == 0)) {
      Diags.error(P, S.Loc,
                  "GPUVerify access predicate: its argument points into the "
                  "array, not to its start; name the array itself");
      Failed = true;
      return;
    }
    LogKind K = Read ? LogKind::Read : LogKind::Write;
    ArrayLog &Log = logFor(R->Obj, K);
    VarId D = U.isUniform(S.Dest) ? Single[S.Dest] : Dual[S.Dest][0];
    LogMarkers.insert(S.Dest);
    if (!Offset) {
      Dst.push_back(Stmt::makeLoad(S.Loc, D, MemOrder::Na, Scope::None,
                                   Type::I8, P.objAddr(Log.Flags[unsigned(K)])));
      return;
    }
    Dst.push_back(Stmt::makeLoad(S.Loc, D, MemOrder::Na, Scope::None,
                                 Type::I64, P.objAddr(WatchedObj)));
    uint64_t Size = elemBytes(P.object(R->Obj).ElemTy);
    Dst.push_back(Stmt::makeAssign(
        S.Loc, D,
        P.binary(BinOp::Mul, Type::I64, P.varRef(D, Type::I64),
                 P.intConst(Type::I64, Size))));
    return;
  }
  if (S.Kind == StmtKind::Assign &&
      In.Vars[S.Dest].Name.rfind("gpuverify.other", 0) == 0) {
    Markers[S.Dest] = {true, S.Ops[0]};
    return;
  }
  if (S.Kind == StmtKind::Assign &&
      In.Vars[S.Dest].Name.rfind("gpuverify.enabled", 0) == 0) {
    Markers[S.Dest] = {false, Rest};
    return;
  }
  bool Once = S.Dest != Stmt::NoVar && U.isUniform(S.Dest);
  // An annotation that mentions an access predicate is about thread 1, the
  // thread whose accesses are logged (as GPUVerify instantiates it).
  bool First = false;
  for (const Expr *E : {S.Ops[0], S.Ops[1], S.Addr})
    First = First || mentionsLogMarker(E);
  if (First && S.Dest != Stmt::NoVar)
    LogMarkers.insert(S.Dest);
  for (int Th = 1; Th <= (Once || First ? 1 : 2); ++Th) {
    Stmt T = S;
    T.Pred = trPair(Rest, Th);
    if (S.Kind == StmtKind::Load) {
      T = Stmt::makeHavoc(S.Loc, Once ? Single[S.Dest] : Dual[S.Dest][Th - 1]);
      T.Pred = trPair(Rest, Th);
    } else if (S.Kind == StmtKind::Assign || S.Kind == StmtKind::Assert ||
               S.Kind == StmtKind::Assume || S.Kind == StmtKind::Havoc) {
      T.Ops[0] = trPair(S.Ops[0], Th);
      if (S.Dest != Stmt::NoVar)
        T.Dest = Once ? Single[S.Dest] : Dual[S.Dest][Th - 1];
    } else {
      Diags.error(P, S.Loc,
                  "GPUVerify annotation: only reads and arithmetic may "
                  "appear in it");
      Failed = true;
      return;
    }
    Dst.push_back(T);
  }
}

void Reducer::translateGhost(const Stmt &S, int Kind, const Expr *Rest,
                             std::vector<Stmt> &Dst) {
  if (Kind >= 3) {
    translatePair(S, Rest, Dst);
    return;
  }
  auto Pred = [&](int Th, const Expr *Extra) -> const Expr * {
    const Expr *R = tr(Rest, Th);
    if (!Extra)
      return R;
    return R ? P.binary(BinOp::LAnd, Type::Bool, R, Extra) : Extra;
  };
  // The instantiation (`barrier_invariant.inst = i`) is evaluated by the
  // thread itself; the invariant's other variables must be the same in
  // every thread, or be defined by the instantiated invariant itself.
  bool Inst = S.Kind == StmtKind::Assign &&
              In.Vars[S.Dest].Name.rfind("barrier_invariant.inst", 0) == 0;
  if (Kind == 2) {
    std::string Name;
    const Expr *Ops[3] = {S.Addr, S.Ops[0], S.Ops[1]};
    for (const Expr *E : Ops)
      if (!Inst && mentionsOther(E, U, GhostDefs, In, Name)) {
        Diags.error(P, S.Loc,
                    "barrier invariant: '" + Name +
                        "' differs between threads, so the invariant "
                        "cannot be instantiated for other threads; write "
                        "it with threadIdx.x");
        Failed = true;
        return;
      }
    if (S.Dest != Stmt::NoVar)
      GhostDefs.insert(S.Dest);
  }
  switch (S.Kind) {
  case StmtKind::Load: {
    std::optional<Resolved> R = resolve(S.Addr);
    if (!R || R->Obj == 0 || !Modelled.count(R->Obj)) {
      Diags.error(P, S.Loc,
                  "barrier invariant: it may only read shared arrays of "
                  "known size");
      Failed = true;
      return;
    }
    const Expr *Off = R->Offset ? R->Offset : P.intConst(Type::I64, 0);
    EqualRead.emplace(R->Obj, 0);
    const Expr *Same = Kind == 1 ? sameBlock(Dst) : nullptr;
    for (int Th = 1; Th <= 2; ++Th) {
      VarId D = U.isUniform(S.Dest) ? Single[S.Dest] : Dual[S.Dest][Th - 1];
      if (Kind == 1) {
        // Only elements the pair accessed since the last barrier: the
        // others may hold anything the other threads wrote.
        auto [Value, Epoch] = shadowFor(R->Obj);
        (void)Value;
        VarId Now = addVar(Out, "epoch", Type::I32);
        VarId Seen = addVar(Out, "seen", Type::I32);
        Dst.push_back(Stmt::makeLoad(S.Loc, Now, MemOrder::Na, Scope::None,
                                     Type::I32, P.objAddr(EpochObj)));
        Dst.push_back(Stmt::makeLoad(
            S.Loc, Seen, MemOrder::Na, Scope::None, Type::I32,
            P.binary(BinOp::Add, Type::Ptr, P.objAddr(Epoch), tr(Off, Th))));
        Stmt A = Stmt::makeAssert(
            S.Loc,
            P.binary(BinOp::Eq, Type::Bool, P.varRef(Seen, Type::I32),
                     P.varRef(Now, Type::I32)),
            "barrier invariant reads '" + P.object(R->Obj).Name +
                "' at an element that neither thread accessed since the "
                "last barrier");
        A.Pred = Pred(Th, Same);
        Dst.push_back(A);
      }
      Stmt C = Stmt::makeCall(S.Loc, D, EqualTag + R->Obj,
                              {tr(Off, Th), P.intConst(Type::I32, Th)});
      C.Pred = Pred(Th, nullptr);
      Dst.push_back(C);
      if (U.isUniform(S.Dest))
        break;
    }
    return;
  }
  case StmtKind::Assign:
  case StmtKind::Havoc: {
    bool Once = U.isUniform(S.Dest);
    for (int Th = 1; Th <= (Once ? 1 : 2); ++Th) {
      Stmt T = S;
      T.Pred = Pred(Th, nullptr);
      T.Ops[0] = tr(S.Ops[0], Th);
      T.Dest = Once ? Single[S.Dest] : Dual[S.Dest][Th - 1];
      Dst.push_back(T);
    }
    return;
  }
  case StmtKind::Assert:
  case StmtKind::Assume: {
    // The check: by pairs of one block (together they check every thread
    // of a block of two or more). The assumption: for a thread in any
    // pair, when its block has two or more threads (then every thread of
    // it was checked).
    const Expr *Guard = nullptr;
    if (S.Kind == StmtKind::Assert) {
      Guard = sameBlock(Dst);
    } else {
      const Expr *N = P.builtin(Builtin::BlockDimX);
      for (Builtin B : {Builtin::BlockDimY, Builtin::BlockDimZ})
        N = P.binary(BinOp::Mul, Type::I32, N, P.builtin(B));
      Guard = P.binary(BinOp::UGe, Type::Bool, tr(N, 1),
                       P.intConst(Type::I32, 2));
    }
    for (int Th = 1; Th <= 2; ++Th) {
      Stmt T = S;
      T.Pred = Pred(Th, Guard);
      T.Ops[0] = tr(S.Ops[0], Th);
      Dst.push_back(T);
    }
    return;
  }
  default:
    Diags.error(P, S.Loc,
                "barrier invariant: only reads of shared arrays and "
                "arithmetic may appear in it");
    Failed = true;
    return;
  }
}

std::pair<ObjectId, ObjectId> Reducer::shadowFor(ObjectId Obj) {
  auto It = Shadows.find(Obj);
  if (It != Shadows.end())
    return It->second;
  const MemObject O = P.object(Obj);
  bool Shared = O.Space == MemSpace::Shared;
  uint64_t Size = O.hasKnownSize() ? (Shared ? 2 * O.Size : O.Size)
                                   : MemObject::UnknownSize;
  auto Shadow = [&](const std::string &Name, Type Ty) {
    MemObject M;
    M.Name = Name + O.Name;
    M.ElemTy = Ty;
    M.Space = MemSpace::Global;
    M.Size = Size;
    P.Objects.push_back(M);
    return static_cast<ObjectId>(P.Objects.size());
  };
  ObjectId Value = Shadow("_EQ_VALUE_", O.ElemTy);
  ObjectId Epoch = Shadow("_EQ_EPOCH_", Type::I32);
  return Shadows[Obj] = {Value, Epoch};
}

/// The read procedure of the equality abstraction for array \p Obj:
/// `@_EQUAL_READ_A(offset, which)` (which: 1 or 2, the thread) returns the
/// shadow value of the element, choosing it first if it is not valid in the
/// current epoch.
Procedure Reducer::buildEqualRead(ObjectId Obj) {
  const MemObject O = P.object(Obj);
  bool Shared = O.Space == MemSpace::Shared;
  auto [Value, Epoch] = shadowFor(Obj);
  Procedure Pr;
  Pr.Name = "_EQUAL_READ_" + O.Name;
  Pr.RetTy = O.ElemTy;
  Pr.NumParams = 2;
  VarId Off = addVar(Pr, "offset", Type::I64);
  VarId Th = addVar(Pr, "which", Type::I32);
  VarId Now = addVar(Pr, "epoch", Type::I32);
  VarId Seen = addVar(Pr, "seen", Type::I32);
  VarId V = addVar(Pr, "v", O.ElemTy);
  const Expr *Index = P.varRef(Off, Type::I64);
  if (Shared) {
    // Threads of different blocks see different copies of shared memory:
    // the second thread then uses the upper half.
    VarId Same = addVar(Pr, "same", Type::I8);
    Block B;
    B.Label = "entry";
    B.Stmts.push_back(Stmt::makeLoad({}, Same, MemOrder::Na, Scope::None,
                                     Type::I8, P.objAddr(SameBlockObj)));
    const Expr *Other =
        P.binary(BinOp::LAnd, Type::Bool,
                 P.binary(BinOp::Eq, Type::Bool, P.varRef(Th, Type::I32),
                          P.intConst(Type::I32, 2)),
                 P.binary(BinOp::Eq, Type::Bool, P.varRef(Same, Type::I8),
                          P.intConst(Type::I8, 0)));
    Stmt Shift = Stmt::makeAssign(
        {}, Off,
        P.binary(BinOp::Add, Type::I64, Index, P.intConst(Type::I64, O.Size)));
    Shift.Pred = Other;
    B.Stmts.push_back(Shift);
    B.Term.Kind = TermKind::Goto;
    B.Term.Targets[0] = 1;
    Pr.Blocks.push_back(std::move(B));
  }
  BlockId First = static_cast<BlockId>(Pr.Blocks.size());
  Block Check;
  Check.Label = Shared ? "lookup" : "entry";
  Check.Stmts.push_back(Stmt::makeLoad({}, Now, MemOrder::Na, Scope::None,
                                       Type::I32, P.objAddr(EpochObj)));
  Check.Stmts.push_back(
      Stmt::makeLoad({}, Seen, MemOrder::Na, Scope::None, Type::I32,
                     P.binary(BinOp::Add, Type::Ptr, P.objAddr(Epoch), Index)));
  Check.Term.Kind = TermKind::Branch;
  // Known: accessed by the pair in this barrier interval or the previous
  // one (known-equality, thesis §4.3.5: a barrier keeps what the pair
  // accessed before it; a race with any other thread is reported).
  Check.Term.Cond = P.binary(
      BinOp::LOr, Type::Bool,
      P.binary(BinOp::Eq, Type::Bool, P.varRef(Seen, Type::I32),
               P.varRef(Now, Type::I32)),
      P.binary(BinOp::Eq, Type::Bool,
               P.binary(BinOp::Add, Type::I32, P.varRef(Seen, Type::I32),
                        P.intConst(Type::I32, 1)),
               P.varRef(Now, Type::I32)));
  Check.Term.Targets[0] = First + 2;
  Check.Term.Targets[1] = First + 1;
  Block Fresh;
  Fresh.Label = "fresh";
  Fresh.Stmts.push_back(Stmt::makeHavoc({}, V));
  Fresh.Stmts.push_back(
      Stmt::makeStore({}, MemOrder::Na, Scope::None, O.ElemTy,
                      P.binary(BinOp::Add, Type::Ptr, P.objAddr(Value), Index),
                      P.varRef(V, O.ElemTy)));
  Fresh.Stmts.push_back(
      Stmt::makeStore({}, MemOrder::Na, Scope::None, Type::I32,
                      P.binary(BinOp::Add, Type::Ptr, P.objAddr(Epoch), Index),
                      P.varRef(Now, Type::I32)));
  Fresh.Term.Kind = TermKind::Return;
  Fresh.Term.Value = P.varRef(V, O.ElemTy);
  Block Known;
  Known.Label = "known";
  Known.Stmts.push_back(
      Stmt::makeLoad({}, V, MemOrder::Na, Scope::None, O.ElemTy,
                     P.binary(BinOp::Add, Type::Ptr, P.objAddr(Value), Index)));
  Known.Stmts.push_back(
      Stmt::makeStore({}, MemOrder::Na, Scope::None, Type::I32,
                      P.binary(BinOp::Add, Type::Ptr, P.objAddr(Epoch), Index),
                      P.varRef(Now, Type::I32)));
  Known.Term.Kind = TermKind::Return;
  Known.Term.Value = P.varRef(V, O.ElemTy);
  Pr.Blocks.push_back(std::move(Check));
  Pr.Blocks.push_back(std::move(Fresh));
  Pr.Blocks.push_back(std::move(Known));
  return Pr;
}

/// The write procedure of known-equality for array \p Obj:
/// `@_EQUAL_WRITE_A(offset, which, value, keep)` records the pair's plain
/// write of \p value in the current epoch (keep), or makes the element
/// unknown (epoch 0, never valid: epochs start at 2).
Procedure Reducer::buildEqualWrite(ObjectId Obj) {
  const MemObject O = P.object(Obj);
  bool Shared = O.Space == MemSpace::Shared;
  auto [Value, Epoch] = shadowFor(Obj);
  Procedure Pr;
  Pr.Name = "_EQUAL_WRITE_" + O.Name;
  Pr.NumParams = 4;
  VarId Off = addVar(Pr, "offset", Type::I64);
  VarId Th = addVar(Pr, "which", Type::I32);
  VarId Val = addVar(Pr, "value", O.ElemTy);
  VarId Keep = addVar(Pr, "keep", Type::Bool);
  VarId Now = addVar(Pr, "epoch", Type::I32);
  const Expr *Index = P.varRef(Off, Type::I64);
  Block B;
  B.Label = "entry";
  if (Shared) {
    VarId Same = addVar(Pr, "same", Type::I8);
    B.Stmts.push_back(Stmt::makeLoad({}, Same, MemOrder::Na, Scope::None,
                                     Type::I8, P.objAddr(SameBlockObj)));
    const Expr *Other =
        P.binary(BinOp::LAnd, Type::Bool,
                 P.binary(BinOp::Eq, Type::Bool, P.varRef(Th, Type::I32),
                          P.intConst(Type::I32, 2)),
                 P.binary(BinOp::Eq, Type::Bool, P.varRef(Same, Type::I8),
                          P.intConst(Type::I8, 0)));
    Stmt Shift = Stmt::makeAssign(
        {}, Off,
        P.binary(BinOp::Add, Type::I64, Index, P.intConst(Type::I64, O.Size)));
    Shift.Pred = Other;
    B.Stmts.push_back(Shift);
  }
  B.Stmts.push_back(Stmt::makeLoad({}, Now, MemOrder::Na, Scope::None,
                                   Type::I32, P.objAddr(EpochObj)));
  B.Stmts.push_back(
      Stmt::makeStore({}, MemOrder::Na, Scope::None, O.ElemTy,
                      P.binary(BinOp::Add, Type::Ptr, P.objAddr(Value), Index),
                      P.varRef(Val, O.ElemTy)));
  B.Stmts.push_back(Stmt::makeStore(
      {}, MemOrder::Na, Scope::None, Type::I32,
      P.binary(BinOp::Add, Type::Ptr, P.objAddr(Epoch), Index),
      P.select(P.varRef(Keep, Type::Bool), P.varRef(Now, Type::I32),
               P.intConst(Type::I32, 0))));
  B.Term.Kind = TermKind::Return;
  Pr.Blocks.push_back(std::move(B));
  return Pr;
}

/// The log and check procedures of one array (Table 2.2, watchdog).
void Reducer::buildLogProcs(ObjectId Obj, ArrayLog &L) {
  const MemObject &O = P.object(Obj);
  bool Shared = O.Space == MemSpace::Shared;
  for (unsigned KI = 0; KI < NumLogKinds; ++KI) {
    if (!L.Flags[KI])
      continue;
    LogKind K = static_cast<LogKind>(KI);
    std::string Suffix = std::string(logKindName(K)) + "_" + O.Name;
    for (int Check = 0; Check < 2; ++Check) {
      Procedure Pr;
      Pr.Name = (Check ? "_CHECK_" : "_LOG_") + Suffix;
      Pr.NumParams = 2;
      VarId Pv = addVar(Pr, "p", Type::Bool);
      VarId OffV = addVar(Pr, "offset", Type::I64);
      VarId W = addVar(Pr, "watched", Type::I64);
      Block B;
      B.Label = "entry";
      B.Stmts.push_back(Stmt::makeLoad({}, W, MemOrder::Na, Scope::None,
                                       Type::I64, P.objAddr(WatchedObj)));
      const Expr *Here =
          P.binary(BinOp::LAnd, Type::Bool, P.varRef(Pv, Type::Bool),
                   P.binary(BinOp::Eq, Type::Bool, P.varRef(OffV, Type::I64),
                            P.varRef(W, Type::I64)));
      if (!Check) {
        Stmt St =
            Stmt::makeStore({}, MemOrder::Na, Scope::None, Type::I8,
                            P.objAddr(L.Flags[KI]), P.intConst(Type::I8, 1));
        St.Pred = Here;
        B.Stmts.push_back(St);
      } else {
        if (Shared) {
          VarId S = addVar(Pr, "same", Type::I8);
          B.Stmts.push_back(Stmt::makeLoad({}, S, MemOrder::Na, Scope::None,
                                           Type::I8, P.objAddr(SameBlockObj)));
          Here = P.binary(BinOp::LAnd, Type::Bool, Here,
                          P.binary(BinOp::Ne, Type::Bool, P.varRef(S, Type::I8),
                                   P.intConst(Type::I8, 0)));
        }
        // Every logged kind that conflicts with this one.
        for (unsigned Other = 0; Other < NumLogKinds; ++Other) {
          LogKind OK = static_cast<LogKind>(Other);
          bool Conflict = conflicts(K, OK);
          if (!Conflict || !L.Flags[Other])
            continue;
          VarId F = addVar(Pr, std::string("has.") + logKindName(OK), Type::I8);
          B.Stmts.push_back(Stmt::makeLoad({}, F, MemOrder::Na, Scope::None,
                                           Type::I8,
                                           P.objAddr(L.Flags[Other])));
          const Expr *Race =
              P.binary(BinOp::LAnd, Type::Bool, Here,
                       P.binary(BinOp::Ne, Type::Bool, P.varRef(F, Type::I8),
                                P.intConst(Type::I8, 0)));
          std::string Msg = std::string(logKindWord(OK)) + "-" +
                            logKindWord(K) + " race on @" + O.Name;
          B.Stmts.push_back(
              Stmt::makeAssert({}, P.unary(UnOp::Not, Type::Bool, Race), Msg));
        }
      }
      B.Term.Kind = TermKind::Return;
      Pr.Blocks.push_back(std::move(B));
      (Check ? L.CheckProc[KI] : L.LogProc[KI]) =
          static_cast<ProcId>(Extra.size() + 1);
      Extra.push_back(std::move(Pr));
    }
  }
}

Procedure Reducer::buildBarrier(const std::string &Name, bool Grid,
                                bool Warp, uint8_t Spaces) {
  Procedure Pr;
  Pr.Name = Name;
  Pr.NumParams = 2;
  VarId P1 = addVar(Pr, "p$1", Type::Bool);
  VarId P2 = addVar(Pr, "p$2", Type::Bool);
  Block B;
  B.Label = "entry";
  const Expr *Agree = P.binary(BinOp::Eq, Type::Bool, P.varRef(P1, Type::Bool),
                               P.varRef(P2, Type::Bool));
  const Expr *Reset = P.varRef(P1, Type::Bool);
  if (Warp) {
    // A warp barrier of the two lanes (p$1: both named and arriving): no
    // divergence check here (translateWarp makes them), the logs cleared.
    Agree = P.boolConst(true);
  } else if (!Grid) {
    VarId S = addVar(Pr, "same", Type::I8);
    B.Stmts.push_back(Stmt::makeLoad({}, S, MemOrder::Na, Scope::None, Type::I8,
                                     P.objAddr(SameBlockObj)));
    const Expr *SameE = P.binary(BinOp::Ne, Type::Bool, P.varRef(S, Type::I8),
                                 P.intConst(Type::I8, 0));
    Agree = P.binary(BinOp::LOr, Type::Bool,
                     P.binary(BinOp::Eq, Type::Bool, P.varRef(S, Type::I8),
                              P.intConst(Type::I8, 0)),
                     Agree);
    Reset = P.binary(BinOp::LAnd, Type::Bool, SameE, Reset);
  }
  if (!Warp)
    B.Stmts.push_back(Stmt::makeAssert({}, Agree, "barrier divergence"));
  if (EpochObj) {
    // Equality abstraction: other threads may have written anything.
    VarId E = addVar(Pr, "epoch", Type::I32);
    B.Stmts.push_back(Stmt::makeLoad({}, E, MemOrder::Na, Scope::None,
                                     Type::I32, P.objAddr(EpochObj)));
    B.Stmts.push_back(Stmt::makeStore(
        {}, MemOrder::Na, Scope::None, Type::I32, P.objAddr(EpochObj),
        P.binary(BinOp::Add, Type::I32, P.varRef(E, Type::I32),
                 P.intConst(Type::I32, 1))));
  }
  for (auto &[Obj, L] : Logs) {
    MemSpace Sp = P.object(Obj).Space;
    if (Sp != MemSpace::Local && !barrierOrders(Spaces, Sp))
      continue; // a space the barrier does not order keeps its log
    for (ObjectId F : L.Flags)
      if (F) {
        Stmt St = Stmt::makeStore({}, MemOrder::Na, Scope::None, Type::I8,
                                  P.objAddr(F), P.intConst(Type::I8, 0));
        St.Pred = Reset;
        B.Stmts.push_back(St);
      }
  }
  B.Term.Kind = TermKind::Return;
  Pr.Blocks.push_back(std::move(B));
  return Pr;
}

bool Reducer::run() {
  if (P.Run.K != Launch::Kind::Kernel) {
    Diags.error(P, P.Run.Loc,
                "two-thread reduction needs a kernel launch ('launch kernel')");
    return false;
  }
  In = P.Procs[P.Run.Kernel];
  // Two threads of different blocks see different blockIdx values.
  U = analyzeUniformity(In,
                        !Opts.SymbolicLaunch && P.Run.Grid.count() == 1);
  {
    std::vector<unsigned> Defs(In.Vars.size(), 0);
    SingleDef.assign(In.Vars.size(), nullptr);
    for (const Block &B : In.Blocks)
      for (const Stmt &S : B.Stmts)
        if (S.Dest != Stmt::NoVar) {
          ++Defs[S.Dest];
          SingleDef[S.Dest] = S.Kind == StmtKind::Assign ? S.Ops[0] : nullptr;
        }
    for (VarId V = 0; V < In.Vars.size(); ++V)
      if (Defs[V] != 1 || V < In.NumParams)
        SingleDef[V] = nullptr;
    DefCount = Defs;
  }
  // Everything the thread and block ids are needed for.
  for (const Block &B : In.Blocks) {
    for (const Stmt &S : B.Stmts) {
      markBuiltins(S.Pred);
      markBuiltins(S.Addr);
      markBuiltins(S.Ops[0]);
      markBuiltins(S.Ops[1]);
    }
    markBuiltins(B.Term.Cond);
    markBuiltins(B.Term.Value);
  }
  const Dim3 &BD = P.Run.BlockDim, &GD = P.Run.Grid;
  uint32_t BDims[3] = {BD.X, BD.Y, BD.Z}, GDims[3] = {GD.X, GD.Y, GD.Z};
  for (int D = 0; D < 3; ++D) {
    if (Opts.SymbolicLaunch) {
      // x always: a kernel that ignores blockIdx still runs in every block.
      UseTid[D] = UseTid[D] || Opts.AllDims || D == 0;
      UseBid[D] = UseBid[D] || Opts.AllDims || D == 0;
      continue;
    }
    UseTid[D] = UseTid[D] || BDims[D] > 1;
    UseBid[D] = UseBid[D] || GDims[D] > 1;
  }

  Out.Name = In.Name;
  Out.Loc = In.Loc;
  Out.NumParams = In.NumParams;
  Single.assign(In.Vars.size(), Stmt::NoVar);
  Dual.assign(In.Vars.size(), {Stmt::NoVar, Stmt::NoVar});
  for (VarId V = 0; V < In.Vars.size(); ++V) {
    const Variable &Var = In.Vars[V];
    if (V < In.NumParams || U.isUniform(V)) {
      Single[V] = addVar(Out, Var.Name, Var.Ty);
      continue;
    }
    Dual[V] = {addVar(Out, Var.Name + "$1", Var.Ty),
               addVar(Out, Var.Name + "$2", Var.Ty)};
  }
  const char *Dims = "xyz";
  for (int Block = 0; Block < 2; ++Block)
    for (int D = 0; D < 3; ++D)
      for (int K = 0; K < 2; ++K) {
        std::string Name = std::string(Block ? "bid." : "tid.") + Dims[D] +
                           "$" + std::to_string(K + 1);
        if (!Block && UseTid[D])
          Tid[D][K] = addVar(Out, Name, Type::I32);
        if (Block && UseBid[D])
          Bid[D][K] = addVar(Out, Name, Type::I32);
      }

  // Local arrays get a second copy; the original is thread 1's.
  size_t NumObjects = P.Objects.size();
  for (ObjectId Id = 1; Id <= NumObjects; ++Id) {
    if (P.object(Id).Space != MemSpace::Local)
      continue;
    MemObject Copy = P.object(Id);
    P.object(Id).Name += "$1";
    Copy.Name += "$2";
    P.Objects.push_back(Copy);
    LocalCopy[Id] = static_cast<ObjectId>(P.Objects.size());
  }
  WatchedObj = addObject("_WATCHED_OFFSET", Type::I64, MemSpace::Global);
  SameBlockObj = addObject("_SAME_BLOCK", Type::I8, MemSpace::Global);
  // The ghost predicates of barrier invariants, and the arrays whose
  // contents the pair tracks.
  for (VarId V = In.NumParams; V < In.Vars.size(); ++V) {
    if (In.Vars[V].Name == "barrier_invariant.check")
      GhostCheck = V;
    else if (In.Vars[V].Name == "barrier_invariant.assume")
      GhostAssume = V;
    else if (In.Vars[V].Name == "gpuverify.check")
      PairCheck = V;
    else if (In.Vars[V].Name == "gpuverify.assume")
      PairAssume = V;
  }
  for (const Block &B : In.Blocks)
    for (const Stmt &S : B.Stmts) {
      if (S.Kind != StmtKind::Load)
        continue;
      std::optional<Resolved> R = resolve(S.Addr);
      if (!R || R->Obj == 0)
        continue;
      const MemObject &O = P.object(R->Obj);
      const Expr *Rest = nullptr;
      if (int G = ghostOf(S.Pred, Rest)) {
        if (G <= 2 && O.Space == MemSpace::Shared && O.hasKnownSize())
          Modelled.insert(R->Obj);
      } else if (Opts.Equality && !isAtomic(S.Order) &&
                 O.Space != MemSpace::Local &&
                 (O.Space == MemSpace::Global || O.hasKnownSize())) {
        Modelled.insert(R->Obj);
      }
    }
  if (!Modelled.empty()) {
    EpochObj = addObject("_EPOCH", Type::I32, MemSpace::Global);
    // Shadow epochs start at 0 and a forgotten element gets 0: valid
    // elements have epoch Now or Now - 1, so the count starts at 2.
    P.object(EpochObj).Init = {2};
  }

  for (const Block &B : In.Blocks) {
    Block NB;
    NB.Label = B.Label;
    NB.Loc = B.Loc;
    for (const Stmt &S : B.Stmts)
      translateStmt(S, NB.Stmts);
    NB.Term = B.Term;
    if (B.Term.Kind == TermKind::Branch) {
      NB.Term.Cond = U.isUniform(B.Term.Cond)
                         ? tr(B.Term.Cond, 1)
                         : P.binary(BinOp::LOr, Type::Bool, tr(B.Term.Cond, 1),
                                    tr(B.Term.Cond, 2));
    } else if (B.Term.Kind == TermKind::Return && B.Term.Value) {
      Diags.error(P, B.Term.Loc,
                  "two-thread reduction: the kernel must return void");
      Failed = true;
    }
    Out.Blocks.push_back(std::move(NB));
  }
  if (Failed)
    return false;
  bool EntryHasPreds = false;
  for (const Block &B : Out.Blocks)
    for (unsigned I = 0; I < 2; ++I)
      if ((B.Term.Kind == TermKind::Goto && I == 0) ||
          B.Term.Kind == TermKind::Branch)
        EntryHasPreds = EntryHasPreds || B.Term.Targets[I] == 0;
  std::vector<Stmt> Prologue;
  buildPrologue(Prologue, In.Blocks[0].Loc);
  if (EntryHasPreds) {
    Block Init;
    std::set<std::string> Labels;
    for (const Block &B : Out.Blocks)
      Labels.insert(B.Label);
    Init.Label = freshName(Labels, "init");
    Init.Stmts = std::move(Prologue);
    Init.Term.Kind = TermKind::Goto;
    for (Block &B : Out.Blocks)
      for (BlockId &T : B.Term.Targets)
        ++T; // unused targets too: harmless, they are never read
    Init.Term.Targets[0] = 1;
    Out.Blocks.insert(Out.Blocks.begin(), std::move(Init));
  } else {
    Prologue.insert(Prologue.end(), Out.Blocks[0].Stmts.begin(),
                    Out.Blocks[0].Stmts.end());
    Out.Blocks[0].Stmts = std::move(Prologue);
  }

  for (auto &[Obj, L] : Logs)
    buildLogProcs(Obj, L);
  for (auto &[Obj, Id] : EqualRead) {
    Extra.push_back(buildEqualRead(Obj));
    Id = static_cast<ProcId>(Extra.size());
  }
  for (auto &[Obj, Id] : EqualWrite) {
    Extra.push_back(buildEqualWrite(Obj));
    Id = static_cast<ProcId>(Extra.size());
  }
  ProcId BarrierId = 0, GridBarrierId = 0;
  if (UsesBarrier) {
    Extra.push_back(buildBarrier("Barrier", false));
    BarrierId = static_cast<ProcId>(Extra.size());
  }
  if (UsesGridBarrier) {
    Extra.push_back(buildBarrier("GridBarrier", true));
    GridBarrierId = static_cast<ProcId>(Extra.size());
  }
  std::map<uint8_t, ProcId> SpaceBarrierIds;
  for (uint8_t Spaces : SpaceBarriers) {
    Extra.push_back(buildBarrier(
        "Barrier$" + std::string(barrierSpacesName(Spaces)), false, false,
        Spaces));
    SpaceBarrierIds[Spaces] = static_cast<ProcId>(Extra.size());
  }
  ProcId WarpBarrierId = 0;
  if (UsesWarpBarrier) {
    Extra.push_back(buildBarrier("WarpBarrier", false, /*Warp=*/true));
    WarpBarrierId = static_cast<ProcId>(Extra.size());
  }
  // Unused terminator targets are zero (structural equality compares them).
  for (Block &B : Out.Blocks) {
    if (B.Term.Kind != TermKind::Branch)
      B.Term.Targets[1] = 0;
    if (B.Term.Kind == TermKind::Return)
      B.Term.Targets[0] = 0;
  }
  // Patch the placeholder callees.
  for (Block &B : Out.Blocks)
    for (Stmt &S : B.Stmts) {
      if (S.Kind != StmtKind::Call)
        continue;
      if (S.Callee == ~1u)
        S.Callee = GridBarrierId;
      else if (S.Callee == ~2u)
        S.Callee = BarrierId;
      else if (S.Callee == ~3u)
        S.Callee = WarpBarrierId;
      else if (S.Callee >= SpaceBarrierTag)
        S.Callee = SpaceBarrierIds[uint8_t(S.Callee - SpaceBarrierTag)];
      else if (S.Callee >= EqualTag)
        S.Callee = EqualRead[S.Callee - EqualTag];
      else if (S.Callee >= EqualWriteTag)
        S.Callee = EqualWrite[S.Callee - EqualWriteTag];
      else {
        ArrayLog &L = Logs[S.Callee / 16];
        unsigned KI = (S.Callee % 16) / 2;
        S.Callee = (S.Callee % 2) ? L.CheckProc[KI] : L.LogProc[KI];
      }
    }

  std::vector<const Expr *> Args = P.Run.Args;
  P.Procs.clear();
  P.Procs.push_back(std::move(Out));
  for (Procedure &Pr : Extra)
    P.Procs.push_back(std::move(Pr));
  Launch L;
  L.K = Launch::Kind::Threads;
  L.Loc = P.Run.Loc;
  ExplicitThread T;
  T.Proc = 0;
  T.BlockIdx = 0;
  T.Args = std::move(Args);
  L.Threads.push_back(std::move(T));
  P.Run = std::move(L);
  return true;
}

bool twoThreadReduce(Program &P, DiagnosticEngine &Diags,
                     TwoThreadOptions Opts, TwoThreadInfo *Info) {
  Reducer R(P, Diags, Opts);
  bool Ok = R.run();
  if (Info)
    R.info(*Info);
  return Ok;
}

} // namespace scopecheck::ir
