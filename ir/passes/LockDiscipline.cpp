//===- ir/passes/LockDiscipline.cpp - A spinlock used by the book ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Two analyses per procedure the launch runs. A flow-insensitive points-to
/// analysis gives every pointer variable the objects it may point into
/// (parameters from the launch's arguments; a pointer loaded from memory,
/// returned by a call or havocked points anywhere). Then, for each
/// candidate lock (an object some CAS addresses alone), a forward
/// must-analysis over the CFG tracks whether the thread holds the lock,
/// together with a constant or "old value of the pending CAS" fact per
/// variable, and checks every access against the conditions of
/// LockDiscipline.h. docs/memory-model.md "Lock discipline" explains why
/// these conditions make the explorer's pruning exact.
///
//===----------------------------------------------------------------------===//

#include "ir/passes/LockDiscipline.h"

#include "ir/passes/Cfg.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <vector>

namespace scopecheck::ir {

namespace {

/// The objects a pointer may point into; Any: unknown.
struct PointsTo {
  bool Any = false;
  std::vector<ObjectId> Objs; ///< sorted, unique; 0 is the null object

  /// Adds \p O's objects; true when this changed.
  bool join(const PointsTo &O) {
    if (Any)
      return false;
    if (O.Any) {
      Any = true;
      Objs.clear();
      return true;
    }
    size_t Before = Objs.size();
    std::vector<ObjectId> U;
    std::set_union(Objs.begin(), Objs.end(), O.Objs.begin(), O.Objs.end(),
                   std::back_inserter(U));
    Objs = std::move(U);
    return Objs.size() != Before;
  }
  bool mayReach(ObjectId L) const {
    return Any || std::binary_search(Objs.begin(), Objs.end(), L);
  }
};

PointsTo anyPointer() {
  PointsTo P;
  P.Any = true;
  return P;
}

/// The points-to sets of one procedure's variables.
class PointerAnalysis {
public:
  PointerAnalysis(const Procedure &P, const std::vector<PointsTo> &Params)
      : Vars(P.Vars.size()) {
    for (size_t I = 0; I < Params.size() && I < Vars.size(); ++I)
      Vars[I] = Params[I];
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const Block &B : P.Blocks)
        for (const Stmt &S : B.Stmts) {
          if (S.Dest == Stmt::NoVar || P.Vars[S.Dest].Ty != Type::Ptr)
            continue;
          Changed |= Vars[S.Dest].join(S.Kind == StmtKind::Assign
                                           ? of(S.Ops[0])
                                           : anyPointer());
        }
    }
  }

  /// The objects the value of pointer expression \p E may point into.
  PointsTo of(const Expr *E) const {
    PointsTo R;
    switch (E->Kind) {
    case ExprKind::Const:
      R.Objs.push_back(0);
      return R;
    case ExprKind::ObjAddr:
      R.Objs.push_back(E->Index);
      return R;
    case ExprKind::VarRef:
      return Vars[E->Index];
    case ExprKind::Binary:
      // Pointer arithmetic stays in its object (docs/ir.md).
      for (unsigned I = 0; I < 2; ++I)
        if (E->Ops[I]->Ty == Type::Ptr)
          R.join(of(E->Ops[I]));
      return R;
    case ExprKind::Select:
      R.join(of(E->Ops[1]));
      R.join(of(E->Ops[2]));
      return R;
    default:
      return anyPointer();
    }
  }

private:
  std::vector<PointsTo> Vars;
};

/// What the must-analysis knows of a variable's value.
struct Fact {
  enum Kind : uint8_t {
    Unknown,
    Const,  ///< the constant Bits
    CasOld, ///< the old value of the lock CAS whose outcome is pending
    CasOk,  ///< a bool: the pending lock CAS succeeded
    CasFailed, ///< a bool: the pending lock CAS failed
  } K = Unknown;
  uint64_t Bits = 0;
  friend bool operator==(const Fact &A, const Fact &B) {
    return A.K == B.K && (A.K != Const || A.Bits == B.Bits);
  }
};

/// Whether the thread holds the lock. Pending: it ran a CAS of the lock
/// and holds it exactly when the CAS's old value (every variable whose
/// fact is CasOld) is 0.
enum class Hold : uint8_t { Free, Held, Pending, Unknown };

struct AbsState {
  Hold H = Hold::Free;
  std::vector<Fact> Vars;

  /// Joins \p O into this state; true when this changed.
  bool join(const AbsState &O) {
    bool Changed = false;
    if (H != O.H && H != Hold::Unknown) {
      H = Hold::Unknown;
      Changed = true;
    }
    for (size_t I = 0; I < Vars.size(); ++I)
      if (!(Vars[I] == O.Vars[I]) && Vars[I].K != Fact::Unknown) {
        Vars[I] = Fact();
        Changed = true;
      }
    return Changed;
  }
  /// The pending CAS is decided: the facts about it are void.
  void settle(Hold To) {
    H = To;
    for (Fact &F : Vars)
      if (F.K == Fact::CasOld || F.K == Fact::CasOk || F.K == Fact::CasFailed)
        F = Fact();
  }
};

/// How a branch condition relates to the lock.
enum class Cond : uint8_t { Unknown, True, False, CasOk, CasFailed };

Cond negate(Cond C) {
  switch (C) {
  case Cond::True:
    return Cond::False;
  case Cond::False:
    return Cond::True;
  case Cond::CasOk:
    return Cond::CasFailed;
  case Cond::CasFailed:
    return Cond::CasOk;
  default:
    return Cond::Unknown;
  }
}

/// The lock-state analysis of one procedure for one candidate lock.
class HoldAnalysis {
public:
  HoldAnalysis(const Procedure &P, const PointerAnalysis &Ptrs, ObjectId Lock,
               const Program &Prog)
      : P(P), Ptrs(Ptrs), Lock(Lock), Prog(Prog) {}

  /// Runs the analysis to its fixpoint and checks every reachable
  /// statement; the first violation's description, or "" when none.
  std::string run() {
    CfgInfo Cfg(P);
    std::vector<std::optional<AbsState>> In(P.Blocks.size());
    AbsState Entry;
    Entry.Vars.resize(P.Vars.size());
    for (size_t I = P.NumParams; I < P.Vars.size(); ++I)
      Entry.Vars[I] = Fact{Fact::Const, 0}; // locals start at zero
    In[0] = Entry;
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (BlockId B : Cfg.rpo()) {
        if (!In[B])
          continue;
        AbsState S = *In[B];
        transferBlock(B, S, /*Check=*/false);
        for (auto &[To, Out] : successors(B, S)) {
          if (!In[To]) {
            In[To] = Out;
            Changed = true;
          } else {
            Changed |= In[To]->join(Out);
          }
        }
      }
    }
    for (BlockId B : Cfg.rpo())
      if (In[B]) {
        AbsState S = *In[B];
        if (!transferBlock(B, S, /*Check=*/true))
          return Why;
      }
    return "";
  }

private:
  Fact fact(const Expr *E, const AbsState &S) const {
    if (E->Kind == ExprKind::Const)
      return Fact{Fact::Const, E->Bits};
    if (E->Kind == ExprKind::VarRef)
      return S.Vars[E->Index];
    Cond C = cond(E, S);
    if (C == Cond::True || C == Cond::False)
      return Fact{Fact::Const, C == Cond::True ? 1u : 0u};
    if (C == Cond::CasOk)
      return Fact{Fact::CasOk, 0};
    if (C == Cond::CasFailed)
      return Fact{Fact::CasFailed, 0};
    return Fact();
  }

  Cond cond(const Expr *E, const AbsState &S) const {
    switch (E->Kind) {
    case ExprKind::Const:
      return E->Bits ? Cond::True : Cond::False;
    case ExprKind::VarRef: {
      const Fact &F = S.Vars[E->Index];
      if (F.K == Fact::Const && E->Ty == Type::Bool)
        return F.Bits ? Cond::True : Cond::False;
      if (F.K == Fact::CasOk && S.H == Hold::Pending)
        return Cond::CasOk;
      if (F.K == Fact::CasFailed && S.H == Hold::Pending)
        return Cond::CasFailed;
      return Cond::Unknown;
    }
    case ExprKind::Unary:
      return E->unOp() == UnOp::Not ? negate(cond(E->Ops[0], S))
                                    : Cond::Unknown;
    case ExprKind::Binary: {
      BinOp Op = E->binOp();
      if (Op != BinOp::Eq && Op != BinOp::Ne)
        return Cond::Unknown;
      Fact A = fact(E->Ops[0], S), B = fact(E->Ops[1], S);
      Cond C = Cond::Unknown;
      if (A.K == Fact::Const && B.K == Fact::Const)
        C = A.Bits == B.Bits ? Cond::True : Cond::False;
      else if (S.H == Hold::Pending &&
               ((A.K == Fact::CasOld && B.K == Fact::Const && B.Bits == 0) ||
                (B.K == Fact::CasOld && A.K == Fact::Const && A.Bits == 0)))
        C = Cond::CasOk; // old == 0 (the expected value): it succeeded
      return Op == BinOp::Eq ? C : negate(C);
    }
    default:
      return Cond::Unknown;
    }
  }

  /// The states on the edges out of block \p B, given the state \p S at its
  /// terminator.
  std::vector<std::pair<BlockId, AbsState>> successors(BlockId B,
                                                       const AbsState &S) {
    const Terminator &T = P.Blocks[B].Term;
    std::vector<std::pair<BlockId, AbsState>> Out;
    if (T.Kind == TermKind::Goto) {
      Out.emplace_back(T.Targets[0], S);
    } else if (T.Kind == TermKind::Branch) {
      Cond C = cond(T.Cond, S);
      if (C != Cond::False)
        Out.emplace_back(T.Targets[0], S);
      if (C != Cond::True)
        Out.emplace_back(T.Targets[1], S);
      if (C == Cond::CasOk || C == Cond::CasFailed) {
        Out[0].second.settle(C == Cond::CasOk ? Hold::Held : Hold::Free);
        Out[1].second.settle(C == Cond::CasOk ? Hold::Free : Hold::Held);
      }
    }
    return Out;
  }

  bool fail(const Stmt &S, const char *What) {
    Why = std::string(What) + " (line " + std::to_string(S.Loc.Line) + ")";
    return false;
  }

  /// Does an access with address \p Addr write memory other threads see?
  bool sharedObjects(const PointsTo &To) const {
    for (ObjectId O : To.Objs)
      if (O != 0 && Prog.object(O).Space != MemSpace::Local)
        return true;
    return false;
  }

  /// Runs block \p B's statements on \p S; with \p Check, returns false at
  /// the first violation (Why says which).
  bool transferBlock(BlockId B, AbsState &S, bool Check) {
    for (const Stmt &St : P.Blocks[B].Stmts)
      if (!transfer(St, S) && Check)
        return false;
    return true;
  }

  bool transfer(const Stmt &St, AbsState &S) {
    bool Ok = true;
    Fact DestFact;
    switch (St.Kind) {
    case StmtKind::Assign:
      if (!St.Pred)
        DestFact = fact(St.Ops[0], S);
      break;
    case StmtKind::Load:
    case StmtKind::Store:
    case StmtKind::Rmw:
    case StmtKind::Cas: {
      PointsTo To = Ptrs.of(St.Addr);
      bool IsLock = To.mayReach(Lock);
      if (IsLock && (To.Any || To.Objs.size() != 1))
        Ok = fail(St, "an access that may reach the lock or another object");
      else if (IsLock && St.Pred)
        Ok = fail(St, "a predicated access of the lock");
      else if (IsLock && St.Kind == StmtKind::Rmw)
        Ok = fail(St, "an RMW of the lock other than a CAS");
      else if (IsLock && St.Kind == StmtKind::Store) {
        Fact V = fact(St.Ops[0], S);
        if (V.K != Fact::Const || V.Bits != 0)
          Ok = fail(St, "a store of the lock whose value is not 0");
        else if (S.H != Hold::Held)
          Ok = fail(St, "a release where the thread may not hold the lock");
        S.settle(Hold::Free);
      } else if (IsLock && St.Kind == StmtKind::Cas) {
        Fact E = fact(St.Ops[0], S), D = fact(St.Ops[1], S);
        if (E.K != Fact::Const || E.Bits != 0)
          Ok = fail(St, "a CAS of the lock whose expected value is not 0");
        else if (D.K != Fact::Const || D.Bits == 0)
          Ok = fail(St, "a CAS of the lock whose desired value is not a "
                        "non-zero constant");
        else if (St.Dest == Stmt::NoVar)
          Ok = fail(St, "a CAS of the lock whose old value is not kept");
        else if (S.H != Hold::Free)
          Ok = fail(St, "a CAS of the lock where the thread may hold it");
        S.settle(Hold::Pending);
        if (St.Dest != Stmt::NoVar) {
          S.Vars[St.Dest] = Fact{Fact::CasOld, 0};
          return Ok;
        }
      } else if (!IsLock && St.Kind != StmtKind::Load && sharedObjects(To) &&
                 S.H != Hold::Held) {
        Ok = fail(St, "a write to shared memory where the thread may not "
                      "hold the lock");
      }
      if (St.Copy != CopyMark::None)
        Ok = fail(St, "an asynchronous copy");
      break;
    }
    case StmtKind::Havoc:
    case StmtKind::Assume:
    case StmtKind::Assert:
    case StmtKind::Fence:
      break;
    case StmtKind::Call:
      Ok = fail(St, "a call");
      break;
    case StmtKind::Barrier:
      Ok = fail(St, "a barrier");
      break;
    case StmtKind::Warp:
      Ok = fail(St, "a warp collective");
      break;
    }
    if (St.Dest != Stmt::NoVar)
      S.Vars[St.Dest] = DestFact;
    return Ok;
  }

  const Procedure &P;
  const PointerAnalysis &Ptrs;
  ObjectId Lock;
  const Program &Prog;
  std::string Why;
};

} // namespace

LockDiscipline findLockDiscipline(const Program &P) {
  LockDiscipline R;
  const Launch &L = P.Run;
  if (L.K == Launch::Kind::None) {
    R.Why = "no launch";
    return R;
  }
  if (L.WarpSync) {
    R.Why = "a lock-step (warpsync) launch";
    return R;
  }
  // The procedures the launch runs, with what their parameters point to.
  std::vector<ProcId> Procs;
  std::vector<std::vector<PointsTo>> Params;
  auto AddThread = [&](ProcId Proc, const std::vector<const Expr *> &Args) {
    auto It = std::find(Procs.begin(), Procs.end(), Proc);
    size_t I = size_t(It - Procs.begin());
    if (It == Procs.end()) {
      Procs.push_back(Proc);
      Params.emplace_back(P.Procs[Proc].NumParams);
    }
    for (size_t A = 0; A < Params[I].size(); ++A) {
      PointsTo To;
      if (A >= Args.size())
        To.Any = true;
      else if (Args[A]->Kind == ExprKind::ObjAddr)
        To.Objs.push_back(Args[A]->Index);
      else if (Args[A]->Kind == ExprKind::Const)
        To.Objs.push_back(0);
      else
        To.Any = true;
      Params[I][A].join(To);
    }
  };
  if (L.K == Launch::Kind::Kernel)
    AddThread(L.Kernel, L.Args);
  else
    for (const ExplicitThread &T : L.Threads)
      AddThread(T.Proc, T.Args);
  bool OneBlock = L.K == Launch::Kind::Kernel ? L.Grid.count() == 1 : true;
  for (const ExplicitThread &T : L.Threads)
    OneBlock &= T.BlockIdx == L.Threads.front().BlockIdx;
  std::vector<PointerAnalysis> Ptrs;
  for (size_t I = 0; I < Procs.size(); ++I)
    Ptrs.emplace_back(P.Procs[Procs[I]], Params[I]);

  // Candidates: the objects a CAS addresses alone.
  std::vector<ObjectId> Candidates;
  for (size_t I = 0; I < Procs.size(); ++I)
    for (const Block &B : P.Procs[Procs[I]].Blocks)
      for (const Stmt &S : B.Stmts)
        if (S.Kind == StmtKind::Cas) {
          PointsTo To = Ptrs[I].of(S.Addr);
          if (!To.Any && To.Objs.size() == 1 && To.Objs[0] != 0)
            Candidates.push_back(To.Objs[0]);
        }
  std::sort(Candidates.begin(), Candidates.end());
  Candidates.erase(std::unique(Candidates.begin(), Candidates.end()),
                   Candidates.end());
  if (Candidates.empty()) {
    R.Why = "no CAS of a single object";
    return R;
  }
  for (ObjectId Lock : Candidates) {
    const MemObject &O = P.object(Lock);
    std::string Why;
    if (O.Space == MemSpace::Local || O.Size != 1)
      Why = "the CAS's object '" + O.Name +
            "' is not one element of global or shared memory";
    else if (O.Space == MemSpace::Shared && !OneBlock)
      // Each block has its own copy: a thread holding its block's lock
      // may write global memory that another block's lock waiters read.
      Why = "the CAS's object '" + O.Name +
            "' is in shared memory and the launch has several blocks";
    else if (!O.Init.empty() && O.Init[0] != 0)
      Why = "the CAS's object '" + O.Name + "' does not start at 0";
    for (size_t I = 0; I < Procs.size() && Why.empty(); ++I)
      Why = HoldAnalysis(P.Procs[Procs[I]], Ptrs[I], Lock, P).run();
    if (Why.empty()) {
      R.Lock = Lock;
      R.Why.clear();
      return R;
    }
    if (R.Why.empty())
      R.Why = "lock '" + O.Name + "': " + Why;
  }
  return R;
}

} // namespace scopecheck::ir
