//===- checker/symbolic/Vc.cpp - Verification conditions ------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Passification and loop cutting of one procedure (Vc.h). The blocks are
/// visited in reverse post-order, which for a reducible CFG visits every
/// block after its forward predecessors; retreating edges are back edges.
/// A block's entry state merges its forward predecessors' exit states:
/// values that agree are shared, the others become a fresh constant defined
/// by one guarded equation per incoming edge.
///
//===----------------------------------------------------------------------===//

#include "checker/symbolic/Vc.h"

#include "ir/passes/Cfg.h"

#include <functional>
#include <set>

namespace scopecheck::symbolic {

using namespace ir;

namespace {

/// The values of a program point.
struct State {
  std::vector<z3::expr> Vars; ///< by VarId
  std::vector<z3::expr> Mem;  ///< by ObjectId - 1 (modelled objects only)
};

/// A candidate invariant as a function of the header's state, given the
/// entry state (for the entry values a candidate may mention).
using InvFn = std::function<z3::expr(const State &Here, const State &Entry)>;

/// How a loop updates one variable, from its assignments inside the loop.
struct Update {
  bool Additive = true;   ///< only x = x + s / x = x - s
  bool Increasing = true; ///< all + (signed view)
  bool Decreasing = true; ///< all -, >>, /
  bool Pow2 = true;       ///< only * 2, << 1, >> 1, / 2 (power-of-two steps)
  const Expr *Step = nullptr; ///< the one additive step, when unique
  bool OneStep = true;
};

class Encoder {
public:
  Encoder(z3::context &C, const Program &P, const Procedure &Proc, Vc &Out,
          const std::vector<LoggedOffset> &Logged, bool Expensive)
      : C(C), P(P), Proc(Proc), Out(Out), Cfg(Proc), Logged(Logged),
        Expensive(Expensive) {}
  bool run();
  std::string Unsupported;

private:
  z3::context &C;
  const Program &P;
  const Procedure &Proc;
  Vc &Out;
  CfgInfo Cfg;
  const std::vector<LoggedOffset> &Logged;
  const bool Expensive;
  std::vector<bool> Modelled; ///< by ObjectId - 1
  unsigned Fresh = 0;

  // Per block: exit state and reach; per edge (from, to): condition.
  std::vector<std::unique_ptr<State>> ExitState;
  std::vector<z3::expr> ExitReach;
  std::map<std::pair<BlockId, BlockId>, z3::expr> EdgeCond;
  /// Per loop: the candidates (index into Out.Candidates) and their
  /// functions, and the entry state.
  std::map<unsigned, std::vector<std::pair<unsigned, InvFn>>> LoopInvs;
  std::map<unsigned, std::unique_ptr<State>> LoopEntry;

  z3::sort sortOf(Type T) {
    if (T == Type::Bool)
      return C.bool_sort();
    return C.bv_sort(widthOf(T));
  }
  static unsigned widthOf(Type T) {
    switch (T) {
    case Type::Bool:
      return 1;
    case Type::I8:
      return 8;
    case Type::I16:
      return 16;
    case Type::I32:
    case Type::F32:
      return 32;
    default:
      return 64;
    }
  }
  z3::expr fresh(const std::string &Name, z3::sort S) {
    return C.constant((Name + "!" + std::to_string(Fresh++)).c_str(), S);
  }
  z3::expr zero(Type T) {
    return T == Type::Bool ? C.bool_val(false) : C.bv_val(0, widthOf(T));
  }
  z3::sort arraySort(const MemObject &O) {
    return C.array_sort(C.bv_sort(64), sortOf(O.ElemTy));
  }
  z3::expr objPtr(ObjectId Id) {
    return C.bv_val(uint64_t(Id) << 48, 64);
  }

  z3::expr enc(const Expr *E, const State &S, const z3::expr &Guard,
               std::vector<std::pair<z3::expr, std::string>> *Traps);
  z3::expr encBinary(const Expr *E, const State &S, const z3::expr &Guard,
                     std::vector<std::pair<z3::expr, std::string>> *Traps);
  z3::expr encCast(const Expr *E, const z3::expr &A);
  /// The objects an address may point to.
  std::vector<ObjectId> targets(const Expr *Addr, Type AccessTy);
  z3::expr offsetOf(const z3::expr &Ptr) {
    return z3::sext(Ptr.extract(47, 0), 16);
  }
  z3::expr load(const State &S, const Expr *Addr, const z3::expr &Ptr,
                Type Ty);
  void store(State &S, const Expr *Addr, const z3::expr &Ptr,
             const z3::expr &Val, const z3::expr &Active, Type Ty);
  bool stmt(const Stmt &St, State &S, z3::expr &Reach);
  void addTrapChecks(
      std::vector<std::pair<z3::expr, std::string>> &Traps, SourceLoc Loc,
      const z3::expr &When, z3::expr &Reach);
  std::unique_ptr<State> merge(BlockId B, z3::expr &Reach);
  void cutLoop(unsigned L, State &S, z3::expr &Reach);
  void candidates(unsigned L, const State &Entry,
                  std::vector<std::pair<std::string, InvFn>> &Cands,
                  std::vector<std::string> &Texts);
};

} // namespace

z3::expr Encoder::encCast(const Expr *E, const z3::expr &A) {
  Type From = E->Ops[0]->Ty, To = E->Ty;
  switch (E->castOp()) {
  case CastOp::Trunc:
    if (To == Type::Bool)
      return A.extract(0, 0) == C.bv_val(1, 1);
    return A.extract(widthOf(To) - 1, 0);
  case CastOp::ZExt:
  case CastOp::SExt: {
    z3::expr V = A;
    if (From == Type::Bool) {
      // bool as 1 bit: sext of true is all ones.
      V = z3::ite(A, C.bv_val(1, 1), C.bv_val(0, 1));
    }
    if (To == Type::Bool)
      return V.extract(0, 0) == C.bv_val(1, 1);
    unsigned Extra = widthOf(To) - V.get_sort().bv_size();
    if (Extra == 0)
      return V;
    return E->castOp() == CastOp::ZExt ? z3::zext(V, Extra) : z3::sext(V, Extra);
  }
  case CastOp::Bitcast:
    return A;
  default:
    // Float conversions: an arbitrary value (over-approximation).
    return fresh("fcast", sortOf(To));
  }
}

z3::expr
Encoder::encBinary(const Expr *E, const State &S, const z3::expr &Guard,
                   std::vector<std::pair<z3::expr, std::string>> *Traps) {
  BinOp Op = E->binOp();
  const Expr *L = E->Ops[0], *R = E->Ops[1];
  if (Op == BinOp::LAnd || Op == BinOp::LOr) {
    z3::expr A = enc(L, S, Guard, Traps);
    z3::expr B = enc(R, S, Op == BinOp::LAnd ? Guard && A : Guard && !A, Traps);
    return Op == BinOp::LAnd ? (A && B) : (A || B);
  }
  z3::expr A = enc(L, S, Guard, Traps);
  z3::expr B = enc(R, S, Guard, Traps);
  Type Ty = L->Ty;
  if (isFloat(Ty) || isFloat(E->Ty) || Op == BinOp::FDiv)
    return fresh("float", sortOf(E->Ty)); // over-approximation
  if (Ty == Type::Bool) {
    switch (Op) {
    case BinOp::Eq:
      return A == B;
    case BinOp::Ne:
      return A != B;
    case BinOp::And:
      return A && B;
    case BinOp::Or:
      return A || B;
    case BinOp::Xor:
      return A != B;
    default: {
      // Integer operators on bools: as 1-bit integers.
      z3::expr One = C.bv_val(1, 1), Zero = C.bv_val(0, 1);
      z3::expr A1 = z3::ite(A, One, Zero), B1 = z3::ite(B, One, Zero);
      switch (Op) {
      case BinOp::ULt:
        return z3::ult(A1, B1);
      case BinOp::ULe:
        return z3::ule(A1, B1);
      case BinOp::UGt:
        return z3::ugt(A1, B1);
      case BinOp::UGe:
        return z3::uge(A1, B1);
      default:
        return fresh("boolop", sortOf(E->Ty));
      }
    }
    }
  }
  // Pointers: (object, offset) packed in 64 bits; arithmetic on offsets.
  if (Ty == Type::Ptr && (Op == BinOp::Add || Op == BinOp::Sub) &&
      R->Ty != Type::Ptr) {
    unsigned W = B.get_sort().bv_size();
    z3::expr Off = W < 64 ? z3::sext(B, 64 - W) : B;
    return Op == BinOp::Add ? A + Off : A - Off;
  }
  auto Trap = [&](const z3::expr &Bad, const char *What) {
    if (Traps)
      Traps->push_back({Guard && Bad, What});
  };
  unsigned W = A.get_sort().bv_size();
  switch (Op) {
  case BinOp::Add:
    return A + B;
  case BinOp::Sub:
    return A - B;
  case BinOp::Mul:
    return A * B;
  case BinOp::SDiv:
    Trap(B == C.bv_val(0, W), "division by zero");
    return A / B; // bvsdiv: truncating, as C
  case BinOp::UDiv:
    Trap(B == C.bv_val(0, W), "division by zero");
    return z3::udiv(A, B);
  case BinOp::SRem:
    Trap(B == C.bv_val(0, W), "remainder by zero");
    return z3::srem(A, B); // sign of the dividend, as C
  case BinOp::URem:
    Trap(B == C.bv_val(0, W), "remainder by zero");
    return z3::urem(A, B);
  case BinOp::Shl:
  case BinOp::AShr:
  case BinOp::LShr: {
    z3::expr Amt = B;
    unsigned BW = B.get_sort().bv_size();
    if (BW < W)
      Amt = z3::zext(B, W - BW);
    else if (BW > W)
      Amt = B.extract(W - 1, 0);
    Trap(z3::uge(B, C.bv_val(W, BW)), "shift amount out of range");
    if (Op == BinOp::Shl)
      return z3::shl(A, Amt);
    return Op == BinOp::AShr ? z3::ashr(A, Amt) : z3::lshr(A, Amt);
  }
  case BinOp::And:
    return A & B;
  case BinOp::Or:
    return A | B;
  case BinOp::Xor:
    return A ^ B;
  case BinOp::Eq:
    return A == B;
  case BinOp::Ne:
    return A != B;
  case BinOp::SLt:
    return A < B;
  case BinOp::SLe:
    return A <= B;
  case BinOp::SGt:
    return A > B;
  case BinOp::SGe:
    return A >= B;
  case BinOp::ULt:
    return z3::ult(A, B);
  case BinOp::ULe:
    return z3::ule(A, B);
  case BinOp::UGt:
    return z3::ugt(A, B);
  case BinOp::UGe:
    return z3::uge(A, B);
  default:
    return fresh("binop", sortOf(E->Ty));
  }
}

z3::expr Encoder::enc(const Expr *E, const State &S, const z3::expr &Guard,
                      std::vector<std::pair<z3::expr, std::string>> *Traps) {
  switch (E->Kind) {
  case ExprKind::Const:
    if (E->Ty == Type::Bool)
      return C.bool_val(E->Bits != 0);
    return C.bv_val(E->Bits, widthOf(E->Ty));
  case ExprKind::ObjAddr:
    return objPtr(E->Index);
  case ExprKind::VarRef:
    return S.Vars[E->Index];
  case ExprKind::Builtin: {
    unsigned B = static_cast<unsigned>(E->builtin());
    if (B >= static_cast<unsigned>(Builtin::BlockDimX))
      return Out.Sizes[B - static_cast<unsigned>(Builtin::BlockDimX)];
    Unsupported = "a thread or block index outside the two-thread ids";
    return C.bv_val(0, 32);
  }
  case ExprKind::Unary: {
    z3::expr A = enc(E->Ops[0], S, Guard, Traps);
    switch (E->unOp()) {
    case UnOp::Not:
      return !A;
    case UnOp::BitNot:
      return E->Ty == Type::Bool ? !A : ~A;
    case UnOp::Neg:
      if (isFloat(E->Ty))
        return fresh("fneg", sortOf(E->Ty));
      return -A;
    }
    return A;
  }
  case ExprKind::Binary:
    return encBinary(E, S, Guard, Traps);
  case ExprKind::Cast:
    return encCast(E, enc(E->Ops[0], S, Guard, Traps));
  case ExprKind::Select: {
    z3::expr Cn = enc(E->Ops[0], S, Guard, Traps);
    z3::expr A = enc(E->Ops[1], S, Guard && Cn, Traps);
    z3::expr B = enc(E->Ops[2], S, Guard && !Cn, Traps);
    return z3::ite(Cn, A, B);
  }
  case ExprKind::MathCall:
    for (unsigned I = 0, N = E->numOps(); I < N; ++I)
      enc(E->Ops[I], S, Guard, Traps);
    return fresh("math", sortOf(E->Ty));
  }
  return fresh("expr", sortOf(E->Ty));
}

/// The object an address expression is based on, if it is static.
static ObjectId baseObject(const Expr *A) {
  while (A->Kind == ExprKind::Binary && A->Ty == Type::Ptr &&
         A->Ops[0]->Ty == Type::Ptr && A->Ops[1]->Ty != Type::Ptr)
    A = A->Ops[0];
  return A->Kind == ExprKind::ObjAddr ? A->Index : 0;
}

std::vector<ObjectId> Encoder::targets(const Expr *Addr, Type AccessTy) {
  if (ObjectId Base = baseObject(Addr))
    return {Base};
  std::vector<ObjectId> R;
  for (ObjectId Id = 1; Id <= P.Objects.size(); ++Id)
    if (Modelled[Id - 1] && P.object(Id).ElemTy == AccessTy)
      R.push_back(Id);
  return R;
}

z3::expr Encoder::load(const State &S, const Expr *Addr, const z3::expr &Ptr,
                       Type Ty) {
  std::vector<ObjectId> Ts = targets(Addr, Ty);
  z3::expr V = fresh("wild", sortOf(Ty)); // no object: arbitrary
  z3::expr Obj = Ptr.extract(63, 48);
  for (ObjectId Id : Ts) {
    if (!Modelled[Id - 1] || P.object(Id).ElemTy != Ty)
      continue;
    z3::expr Here = z3::select(S.Mem[Id - 1], offsetOf(Ptr));
    V = Ts.size() == 1 ? Here
                       : z3::ite(Obj == C.bv_val(Id, 16), Here, V);
  }
  return V;
}

void Encoder::store(State &S, const Expr *Addr, const z3::expr &Ptr,
                    const z3::expr &Val, const z3::expr &Active, Type Ty) {
  std::vector<ObjectId> Ts = targets(Addr, Ty);
  z3::expr Obj = Ptr.extract(63, 48);
  for (ObjectId Id : Ts) {
    if (!Modelled[Id - 1] || P.object(Id).ElemTy != Ty)
      continue;
    z3::expr Cond = Ts.size() == 1 ? Active
                                   : Active && Obj == C.bv_val(Id, 16);
    z3::expr &M = S.Mem[Id - 1];
    M = z3::ite(Cond, z3::store(M, offsetOf(Ptr), Val), M);
  }
}

void Encoder::addTrapChecks(
    std::vector<std::pair<z3::expr, std::string>> &Traps, SourceLoc Loc,
    const z3::expr &When, z3::expr &Reach) {
  for (auto &[Bad, What] : Traps) {
    z3::expr Fails = Reach && When && Bad;
    Out.Checks.push_back(
        Check{CheckKind::RuntimeError, Loc, What, Fails, 0, false});
    Reach = Reach && !(When && Bad);
  }
  Traps.clear();
}

bool Encoder::stmt(const Stmt &St, State &S, z3::expr &Reach) {
  std::vector<std::pair<z3::expr, std::string>> Traps;
  z3::expr Active = St.Pred ? enc(St.Pred, S, C.bool_val(true), &Traps)
                            : C.bool_val(true);
  addTrapChecks(Traps, St.Loc, C.bool_val(true), Reach);
  auto Value = [&](const Expr *E) {
    z3::expr V = enc(E, S, C.bool_val(true), &Traps);
    addTrapChecks(Traps, St.Loc, Active, Reach);
    return V;
  };
  auto Assign = [&](VarId D, const z3::expr &V) {
    S.Vars[D] = St.Pred ? z3::ite(Active, V, S.Vars[D]) : V;
  };
  switch (St.Kind) {
  case StmtKind::Assign:
    Assign(St.Dest, Value(St.Ops[0]));
    return true;
  case StmtKind::Havoc: {
    const Variable &Var = Proc.Vars[St.Dest];
    z3::expr X = fresh(Var.Name, sortOf(Var.Ty));
    if (Var.Name.rfind("tid.", 0) == 0 || Var.Name.rfind("bid.", 0) == 0)
      Out.Named.emplace(Var.Name, X);
    Assign(St.Dest, X);
    return true;
  }
  case StmtKind::Assume: {
    z3::expr Cn = Value(St.Ops[0]);
    Reach = Reach && z3::implies(Active, Cn);
    return true;
  }
  case StmtKind::Assert: {
    z3::expr Cn = Value(St.Ops[0]);
    Out.Checks.push_back(Check{CheckKind::Assertion, St.Loc, St.Message,
                               Reach && Active && !Cn, 0, false});
    Reach = Reach && z3::implies(Active, Cn);
    return true;
  }
  case StmtKind::Load: {
    z3::expr Ptr = Value(St.Addr);
    Assign(St.Dest, load(S, St.Addr, Ptr, St.AccessTy));
    return true;
  }
  case StmtKind::Store: {
    z3::expr Ptr = Value(St.Addr);
    z3::expr V = Value(St.Ops[0]);
    store(S, St.Addr, Ptr, V, Active, St.AccessTy);
    return true;
  }
  case StmtKind::Rmw:
  case StmtKind::Cas: {
    // Only per-thread (local) objects are still accessed here: exact for
    // integer exchange/add/sub, arbitrary new contents otherwise.
    z3::expr Ptr = Value(St.Addr);
    z3::expr Old = load(S, St.Addr, Ptr, St.AccessTy);
    z3::expr V = Value(St.Ops[0]);
    z3::expr New = fresh("rmw", sortOf(St.AccessTy));
    if (St.Kind == StmtKind::Cas) {
      z3::expr Desired = Value(St.Ops[1]);
      New = isFloat(St.AccessTy) ? New : z3::ite(Old == V, Desired, Old);
    } else if (isInt(St.AccessTy)) {
      if (St.Rmw == RmwOp::Add)
        New = Old + V;
      else if (St.Rmw == RmwOp::Sub)
        New = Old - V;
      else if (St.Rmw == RmwOp::Exch)
        New = V;
    }
    store(S, St.Addr, Ptr, New, Active, St.AccessTy);
    if (St.Dest != Stmt::NoVar)
      Assign(St.Dest, Old);
    return true;
  }
  case StmtKind::Fence:
    return true;
  case StmtKind::Call:
  case StmtKind::Barrier:
  case StmtKind::Warp: // the two-thread reduction translates collectives
    Unsupported = std::string("a '") + std::string(stmtKindName(St.Kind)) +
                  "' statement left in the two-thread program";
    return false;
  }
  return true;
}

std::unique_ptr<State> Encoder::merge(BlockId B, z3::expr &Reach) {
  std::vector<std::pair<z3::expr, const State *>> In;
  for (BlockId Pr : Cfg.preds(B)) {
    if (!Cfg.isReachable(Pr) || Cfg.rpoIndex(Pr) >= Cfg.rpoIndex(B))
      continue; // unreachable, or a back edge
    auto It = EdgeCond.find({Pr, B});
    if (It == EdgeCond.end())
      continue;
    bool Seen = false;
    for (auto &[E, St] : In)
      Seen = Seen || St == ExitState[Pr].get();
    if (!Seen)
      In.push_back({It->second, ExitState[Pr].get()});
  }
  auto S = std::make_unique<State>();
  if (In.empty()) {
    Reach = C.bool_val(false);
    S->Vars = ExitState[Cfg.rpo()[0]]->Vars;
    S->Mem = ExitState[Cfg.rpo()[0]]->Mem;
    return S;
  }
  if (In.size() == 1) {
    Reach = In[0].first;
    *S = *In[0].second;
    return S;
  }
  z3::expr R = fresh("reach." + Proc.Blocks[B].Label, C.bool_sort());
  z3::expr Any = C.bool_val(false);
  for (auto &[E, St] : In)
    Any = Any || E;
  Out.Defs.push_back(R == Any);
  Reach = R;
  auto Join = [&](const std::vector<const z3::expr *> &Vals,
                  const std::string &Name) -> z3::expr {
    bool Same = true;
    for (const z3::expr *V : Vals)
      Same = Same && z3::eq(*V, *Vals[0]);
    if (Same)
      return *Vals[0];
    z3::expr J = fresh(Name, Vals[0]->get_sort());
    for (size_t I = 0; I < Vals.size(); ++I)
      Out.Defs.push_back(z3::implies(In[I].first, J == *Vals[I]));
    return J;
  };
  for (size_t V = 0; V < In[0].second->Vars.size(); ++V) {
    std::vector<const z3::expr *> Vals;
    for (auto &[E, St] : In)
      Vals.push_back(&St->Vars[V]);
    S->Vars.push_back(Join(Vals, Proc.Vars[V].Name));
  }
  for (size_t O = 0; O < In[0].second->Mem.size(); ++O) {
    std::vector<const z3::expr *> Vals;
    for (auto &[E, St] : In)
      Vals.push_back(&St->Mem[O]);
    S->Mem.push_back(Join(Vals, P.Objects[O].Name));
  }
  return S;
}

bool Encoder::run() {
  Modelled.assign(P.Objects.size(), false);
  std::function<void(const Expr *)> Mark = [&](const Expr *E) {
    if (!E)
      return;
    if (E->Kind == ExprKind::ObjAddr && E->Index)
      Modelled[E->Index - 1] = true;
    for (unsigned I = 0, N = E->numOps(); I < N; ++I)
      Mark(E->Ops[I]);
  };
  for (const Block &B : Proc.Blocks) {
    for (const Stmt &S : B.Stmts) {
      Mark(S.Pred);
      Mark(S.Addr);
      Mark(S.Ops[0]);
      Mark(S.Ops[1]);
    }
    Mark(B.Term.Cond);
  }
  const char *SizeNames[6] = {"blockDim.x", "blockDim.y", "blockDim.z",
                              "gridDim.x",  "gridDim.y",  "gridDim.z"};
  for (const char *N : SizeNames)
    Out.Sizes.push_back(C.bv_const(N, 32));

  // The entry state: parameters free, locals zero, objects initialised.
  auto Entry = std::make_unique<State>();
  for (VarId V = 0; V < Proc.Vars.size(); ++V) {
    const Variable &Var = Proc.Vars[V];
    if (V < Proc.NumParams) {
      z3::expr X = C.constant(Var.Name.c_str(), sortOf(Var.Ty));
      Out.Params.emplace(V, X);
      Entry->Vars.push_back(X);
    } else {
      Entry->Vars.push_back(zero(Var.Ty));
    }
  }
  for (ObjectId Id = 1; Id <= P.Objects.size(); ++Id) {
    const MemObject &O = P.object(Id);
    z3::expr M = z3::const_array(C.bv_sort(64), zero(O.ElemTy));
    if (Modelled[Id - 1])
      for (size_t I = 0; I < O.Init.size(); ++I)
        if (O.Init[I])
          M = z3::store(M, C.bv_val(uint64_t(I), 64),
                        O.ElemTy == Type::Bool
                            ? C.bool_val(true)
                            : C.bv_val(O.Init[I], widthOf(O.ElemTy)));
    Entry->Mem.push_back(M);
  }

  ExitState.resize(Proc.Blocks.size());
  ExitReach.assign(Proc.Blocks.size(), C.bool_val(false));
  for (BlockId B : Cfg.rpo()) {
    z3::expr Reach = C.bool_val(true);
    std::unique_ptr<State> S;
    if (B == Cfg.rpo()[0] && B == 0)
      S = std::move(Entry);
    else
      S = merge(B, Reach);
    uint32_t L = Cfg.loopWithHeader(B);
    if (L != CfgInfo::NoLoop)
      cutLoop(L, *S, Reach);
    for (const Stmt &St : Proc.Blocks[B].Stmts)
      if (!stmt(St, *S, Reach))
        return false;
    if (!Unsupported.empty())
      return false;
    const Terminator &T = Proc.Blocks[B].Term;
    if (T.Kind == TermKind::Goto) {
      EdgeCond.emplace(std::make_pair(B, T.Targets[0]), Reach);
    } else if (T.Kind == TermKind::Branch) {
      std::vector<std::pair<z3::expr, std::string>> Traps;
      z3::expr Cn = enc(T.Cond, *S, C.bool_val(true), &Traps);
      addTrapChecks(Traps, T.Loc, C.bool_val(true), Reach);
      if (T.Targets[0] == T.Targets[1]) {
        EdgeCond.emplace(std::make_pair(B, T.Targets[0]), Reach);
      } else {
        EdgeCond.emplace(std::make_pair(B, T.Targets[0]), Reach && Cn);
        EdgeCond.emplace(std::make_pair(B, T.Targets[1]), Reach && !Cn);
      }
    }
    ExitReach[B] = Reach;
    ExitState[B] = std::move(S);
    if (!Unsupported.empty())
      return false;
  }
  // Preservation of every loop's candidates along its back edges.
  for (BlockId B : Cfg.rpo()) {
    for (BlockId Succ : Cfg.succs(B)) {
      if (Cfg.rpoIndex(Succ) > Cfg.rpoIndex(B))
        continue;
      uint32_t L = Cfg.loopWithHeader(Succ);
      if (L == CfgInfo::NoLoop)
        continue;
      auto It = EdgeCond.find({B, Succ});
      if (It == EdgeCond.end())
        continue;
      for (auto &[Idx, Fn] : LoopInvs[L])
        Out.Checks.push_back(Check{
            CheckKind::Invariant, Proc.Blocks[Succ].Loc,
            Out.Candidates[Idx].Text,
            It->second && !Fn(*ExitState[B], *LoopEntry[L]), Idx, true});
    }
  }
  return Unsupported.empty();
}

void Encoder::cutLoop(unsigned L, State &S, z3::expr &Reach) {
  ++Out.Loops;
  const NaturalLoop &Loop = Cfg.loops()[L];
  std::vector<bool> VarMod(Proc.Vars.size(), false);
  std::vector<bool> ObjMod(P.Objects.size(), false);
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B) {
    if (!Loop.Contains[B])
      continue;
    for (const Stmt &St : Proc.Blocks[B].Stmts) {
      if (St.Dest != Stmt::NoVar)
        VarMod[St.Dest] = true;
      if (St.Kind == StmtKind::Store || St.Kind == StmtKind::Rmw ||
          St.Kind == StmtKind::Cas)
        for (ObjectId Id : targets(St.Addr, St.AccessTy))
          ObjMod[Id - 1] = true;
    }
  }
  LoopEntry[L] = std::make_unique<State>(S);
  const State &Entry = *LoopEntry[L];
  for (VarId V = 0; V < Proc.Vars.size(); ++V)
    if (VarMod[V])
      S.Vars[V] = fresh(Proc.Vars[V].Name, sortOf(Proc.Vars[V].Ty));
  for (ObjectId Id = 1; Id <= P.Objects.size(); ++Id)
    if (ObjMod[Id - 1] && Modelled[Id - 1])
      S.Mem[Id - 1] = fresh(P.object(Id).Name, arraySort(P.object(Id)));

  std::vector<std::pair<std::string, InvFn>> Cands;
  std::vector<std::string> Texts;
  candidates(L, Entry, Cands, Texts);
  z3::expr Assumed = C.bool_val(true);
  for (size_t I = 0; I < Cands.size(); ++I) {
    unsigned Idx = Out.Candidates.size();
    z3::expr Act = C.bool_const(("inv!" + std::to_string(Idx)).c_str());
    Out.Candidates.push_back(
        Candidate{L, Cands[I].first, Texts[I], Act, false});
    LoopInvs[L].push_back({Idx, Cands[I].second});
    Out.Checks.push_back(Check{CheckKind::Invariant,
                               Proc.Blocks[Loop.Header].Loc, Texts[I],
                               Reach && !Cands[I].second(Entry, Entry), Idx,
                               false});
    Assumed = Assumed && z3::implies(Act, Cands[I].second(S, Entry));
  }
  Reach = Reach && Assumed;
}

//===----------------------------------------------------------------------===//
// Candidate invariants (docs/engines.md "Invariants")
//===----------------------------------------------------------------------===//

/// Whether \p E reads variable \p V.
static bool mentions(const Expr *E, VarId V) {
  if (!E)
    return false;
  if (E->Kind == ExprKind::VarRef && E->Index == V)
    return true;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (mentions(E->Ops[I], V))
      return true;
  return false;
}

/// Whether \p E reads any variable marked in \p Mod.
static bool mentionsAny(const Expr *E, const std::vector<bool> &Mod) {
  if (!E)
    return false;
  if (E->Kind == ExprKind::VarRef && Mod[E->Index])
    return true;
  for (unsigned I = 0, N = E->numOps(); I < N; ++I)
    if (mentionsAny(E->Ops[I], Mod))
      return true;
  return false;
}

void Encoder::candidates(unsigned L, const State &Entry,
                         std::vector<std::pair<std::string, InvFn>> &Cands,
                         std::vector<std::string> &Texts) {
  const NaturalLoop &Loop = Cfg.loops()[L];
  std::vector<bool> VarMod(Proc.Vars.size(), false);
  std::map<VarId, Update> Updates;
  std::set<ObjectId> Flags;
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B) {
    if (!Loop.Contains[B])
      continue;
    for (const Stmt &St : Proc.Blocks[B].Stmts) {
      if (St.Dest != Stmt::NoVar)
        VarMod[St.Dest] = true;
      if (St.Kind == StmtKind::Store)
        if (ObjectId F = baseObject(St.Addr))
          if (P.object(F).Name.find("_HAS_OCCURRED_") != std::string::npos)
            Flags.insert(F);
    }
  }
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B) {
    if (!Loop.Contains[B])
      continue;
    for (const Stmt &St : Proc.Blocks[B].Stmts) {
      if (St.Kind != StmtKind::Assign && St.Dest != Stmt::NoVar) {
        Updates[St.Dest].Additive = false;
        Updates[St.Dest].Increasing = false;
        Updates[St.Dest].Decreasing = false;
        Updates[St.Dest].Pow2 = false;
        continue;
      }
      if (St.Kind != StmtKind::Assign || !isInt(Proc.Vars[St.Dest].Ty))
        continue;
      Update &U = Updates[St.Dest];
      const Expr *E = St.Ops[0];
      bool Self = E->Kind == ExprKind::Binary &&
                  E->Ops[0]->Kind == ExprKind::VarRef &&
                  E->Ops[0]->Index == St.Dest &&
                  !mentions(E->Ops[1], St.Dest);
      BinOp Op = Self ? E->binOp() : BinOp::Eq;
      if (Self && (Op == BinOp::Add || Op == BinOp::Sub)) {
        U.Pow2 = false;
        if (Op == BinOp::Add)
          U.Decreasing = false;
        else
          U.Increasing = false;
        const Expr *Step = Op == BinOp::Add ? E->Ops[1] : nullptr;
        if (Op == BinOp::Sub || mentionsAny(E->Ops[1], VarMod))
          U.OneStep = false;
        else if (U.Step && U.Step != Step)
          U.OneStep = false;
        U.Step = Step;
        continue;
      }
      bool Half = Self && (Op == BinOp::AShr || Op == BinOp::LShr ||
                           Op == BinOp::SDiv || Op == BinOp::UDiv);
      bool Double = Self && (Op == BinOp::Shl || Op == BinOp::Mul);
      bool ByTwo = Self && E->Ops[1]->Kind == ExprKind::Const &&
                   E->Ops[1]->Bits == ((Op == BinOp::Mul || Op == BinOp::SDiv ||
                                        Op == BinOp::UDiv)
                                           ? 2u
                                           : 1u);
      U.Additive = false;
      U.Increasing = U.Increasing && Double;
      U.Decreasing = U.Decreasing && Half;
      U.Pow2 = U.Pow2 && ByTwo && (Half || Double);
      if (!Half && !Double) {
        U.Increasing = U.Decreasing = false;
      }
    }
  }
  auto Add = [&](const std::string &Rule, const std::string &Text, InvFn F) {
    Cands.push_back({Rule, std::move(F)});
    Texts.push_back(Text);
  };
  // Dualised variables whose two copies may stay equal (uniform loop
  // counters and predicates that the reduction had to dualise).
  for (VarId V = 0; V < Proc.Vars.size(); ++V) {
    const std::string &N = Proc.Vars[V].Name;
    if (!VarMod[V] || N.size() < 2 || N.compare(N.size() - 2, 2, "$1") != 0)
      continue;
    std::string Twin = N.substr(0, N.size() - 2) + "$2";
    for (VarId W = 0; W < Proc.Vars.size(); ++W)
      if (Proc.Vars[W].Name == Twin && Proc.Vars[W].Ty == Proc.Vars[V].Ty) {
        Add("pair-equal", N + " == " + Twin,
            [V, W](const State &S, const State &) {
              return S.Vars[V] == S.Vars[W];
            });
        // Counters that start at different values and move by the same
        // steps (`for (i = tid; ...; i += blockDim.x)`): the distance
        // from the start is the same for both (the thesis' uniform(en),
        // §3.3.3, needs it).
        auto UV = Updates.find(V), UW = Updates.find(W);
        if (isInt(Proc.Vars[V].Ty) && UV != Updates.end() &&
            UW != Updates.end() && UV->second.Additive &&
            UV->second.OneStep && UV->second.Step && UW->second.Additive &&
            UW->second.OneStep && UW->second.Step)
          Add("pair-offset",
              N + " - entry(" + N + ") == " + Twin + " - entry(" + Twin + ")",
              [V, W](const State &S, const State &E) {
                return S.Vars[V] - E.Vars[V] == S.Vars[W] - E.Vars[W];
              });
      }
  }
  // Loop counters: monotone bounds against the entry value, strides, powers
  // of two.
  for (auto &UE : Updates) {
    VarId V = UE.first;
    const Update &U = UE.second;
    if (!VarMod[V] || !isInt(Proc.Vars[V].Ty))
      continue;
    const std::string &N = Proc.Vars[V].Name;
    if (U.Increasing && !U.Pow2) {
      Add("counter-lower", N + " >=s entry(" + N + ")",
          [V](const State &S, const State &E) {
            return S.Vars[V] >= E.Vars[V];
          });
      Add("counter-lower", N + " >=u entry(" + N + ")",
          [V](const State &S, const State &E) {
            return z3::uge(S.Vars[V], E.Vars[V]);
          });
    }
    if (U.Decreasing || (U.Increasing && U.Pow2)) {
      bool Dec = U.Decreasing;
      Add(Dec ? "counter-upper" : "counter-lower",
          N + (Dec ? " <=u entry(" : " >=u entry(") + N + ")",
          [V, Dec](const State &S, const State &E) {
            return Dec ? z3::ule(S.Vars[V], E.Vars[V])
                       : z3::uge(S.Vars[V], E.Vars[V]);
          });
    }
    if (U.Pow2) {
      Add("power-of-two", N + " & (" + N + " - 1) == 0",
          [this, V](const State &S, const State &) {
            z3::expr X = S.Vars[V];
            unsigned W = X.get_sort().bv_size();
            return (X & (X - C.bv_val(1, W))) == C.bv_val(0, W);
          });
    }
    if (U.Additive && U.OneStep && U.Step) {
      const Expr *Step = U.Step;
      Add("stride", "(" + N + " - entry(" + N + ")) %u step == 0",
          [this, V, Step](const State &S, const State &E) {
            z3::expr St = enc(Step, S, C.bool_val(true), nullptr);
            unsigned W = St.get_sort().bv_size();
            return St == C.bv_val(0, W) ||
                   z3::urem(S.Vars[V] - E.Vars[V], St) == C.bv_val(0, W);
          });
    }
  }
  // Race instrumentation (thesis §3: the access predicates on the watched
  // offset): no access logged; none within the block (a barrier cleared
  // it); logged only at the offsets thread 1 accesses.
  ObjectId Watched = P.findObject("_WATCHED_OFFSET");
  ObjectId Same = P.findObject("_SAME_BLOCK");
  for (ObjectId F : Flags) {
    if (!Modelled[F - 1])
      continue;
    const std::string &N = P.object(F).Name;
    z3::expr Zero8 = C.bv_val(0, widthOf(P.object(F).ElemTy));
    z3::expr Idx = C.bv_val(0, 64);
    Add("no-access", "!" + N, [F, Zero8, Idx](const State &S, const State &) {
      return z3::select(S.Mem[F - 1], Idx) == Zero8;
    });
    if (Same && Modelled[Same - 1])
      Add("no-access-in-block", "same block => !" + N,
          [this, F, Same, Zero8, Idx](const State &S, const State &) {
            return z3::implies(z3::select(S.Mem[Same - 1], Idx) !=
                                   C.bv_val(0, 8),
                               z3::select(S.Mem[F - 1], Idx) == Zero8);
          });
    if (!Watched || !Modelled[Watched - 1])
      continue;
    for (const LoggedOffset &LO : Logged) {
      if (LO.Flag != F)
        continue;
      const Expr *Off = LO.Offset;
      Add("access-offset", N + " => watched == offset",
          [this, F, Watched, Zero8, Idx, Off](const State &S, const State &) {
            z3::expr O = enc(Off, S, C.bool_val(true), nullptr);
            return z3::implies(z3::select(S.Mem[F - 1], Idx) != Zero8,
                               z3::select(S.Mem[Watched - 1], Idx) == O);
          });
      // An offset that moves with a loop counter of one additive step:
      // the watched offset is the entry offset plus a multiple of it.
      for (auto &UE : Updates) {
        VarId V = UE.first;
        const Update &U = UE.second;
        if (!mentions(Off, V) || !U.Additive || !U.OneStep || !U.Step)
          continue;
        const Expr *Step = U.Step;
        Add("access-stride",
            N + " => (watched - entry(offset)) %u step(" +
                Proc.Vars[V].Name + ") == 0",
            [this, F, Watched, Zero8, Idx, Off, Step](const State &S,
                                                      const State &E) {
              z3::expr O = enc(Off, E, C.bool_val(true), nullptr);
              z3::expr St = enc(Step, S, C.bool_val(true), nullptr);
              unsigned W = St.get_sort().bv_size();
              z3::expr St64 = W < 64 ? z3::zext(St, 64 - W) : St;
              z3::expr Wt = z3::select(S.Mem[Watched - 1], Idx);
              return z3::implies(z3::select(S.Mem[F - 1], Idx) != Zero8,
                                 St64 == C.bv_val(0, 64) ||
                                     z3::urem(Wt - O, St64) ==
                                         C.bv_val(0, 64));
            });
      }
    }
  }
  // Loop-local temporaries (assigned once in the loop from other values,
  // e.g. `idx = tid * N + i`): recomputed from their definition, so that a
  // candidate can speak of the offset the next iteration will access.
  std::map<VarId, unsigned> Assigns;
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B)
    if (Loop.Contains[B])
      for (const Stmt &St : Proc.Blocks[B].Stmts)
        if (St.Dest != Stmt::NoVar)
          ++Assigns[St.Dest];
  auto Temps = std::make_shared<std::vector<std::pair<VarId, const Expr *>>>();
  for (BlockId B : Cfg.rpo()) {
    if (!Loop.Contains[B])
      continue;
    for (const Stmt &St : Proc.Blocks[B].Stmts)
      if (St.Kind == StmtKind::Assign && Assigns[St.Dest] == 1 &&
          !mentions(St.Ops[0], St.Dest) && isInt(Proc.Vars[St.Dest].Ty))
        Temps->push_back({St.Dest, St.Ops[0]});
  }
  auto Expand = [this, Temps](const State &S) {
    State X = S;
    for (auto &[W, Def] : *Temps)
      X.Vars[W] = enc(Def, X, C.bool_val(true), nullptr);
    return X;
  };
  // Guard bounds (thesis §3, "loop-counter bounds"): a counter compared
  // with a loop-invariant bound by `<` stays at most the bound.
  std::function<void(const Expr *)> Guards = [&](const Expr *E) {
    if (!E)
      return;
    for (unsigned I = 0, N = E->numOps(); I < N; ++I)
      Guards(E->Ops[I]);
    if (E->Kind != ExprKind::Binary)
      return;
    BinOp Op = E->binOp();
    if (Op != BinOp::SLt && Op != BinOp::ULt)
      return;
    const Expr *L = E->Ops[0], *R = E->Ops[1];
    if (L->Kind != ExprKind::VarRef || !Updates.count(L->Index) ||
        !Updates[L->Index].Increasing || mentionsAny(R, VarMod))
      return;
    VarId V = L->Index;
    bool Signed = Op == BinOp::SLt;
    Add("guard-bound",
        Proc.Vars[V].Name + (Signed ? " <=s " : " <=u ") + "bound",
        [this, V, R, Signed](const State &S, const State &) {
          z3::expr Bd = enc(R, S, C.bool_val(true), nullptr);
          return Signed ? S.Vars[V] <= Bd : z3::ule(S.Vars[V], Bd);
        });
  };
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B)
    if (Loop.Contains[B] && Proc.Blocks[B].Term.Kind == TermKind::Branch)
      Guards(Proc.Blocks[B].Term.Cond);
  // PUG's compensating invariant: one counter doubles while another
  // halves; their product never grows (in double width, no wrap).
  for (auto &UA : Updates)
    for (auto &UB : Updates) {
      VarId A = UA.first, B = UB.first;
      if (!VarMod[A] || !VarMod[B] || !isInt(Proc.Vars[A].Ty) ||
          Proc.Vars[A].Ty != Proc.Vars[B].Ty || !UA.second.Pow2 ||
          !UB.second.Pow2 || !UA.second.Increasing || !UB.second.Decreasing)
        continue;
      Out.Expensive = true;
      if (!Expensive)
        continue;
      Add("product", Proc.Vars[A].Name + " * " + Proc.Vars[B].Name +
                         " <=u entry(product)",
          [A, B](const State &S, const State &E) {
            unsigned W = S.Vars[A].get_sort().bv_size();
            auto Prod = [W](const z3::expr &X, const z3::expr &Y) {
              return z3::zext(X, W) * z3::zext(Y, W);
            };
            return z3::ule(Prod(S.Vars[A], S.Vars[B]),
                           Prod(E.Vars[A], E.Vars[B]));
          });
    }
  // Counters that move by factors of two together (PUG's `i * j = n`, the
  // thesis' `offset * d == n / 2` of the Brent-Kung scan, Fig. 4.14) in
  // the logarithmic domain, where the relation is linear: a doubling
  // counter's exponent is its count of trailing zeros, which grows by one
  // per doubling of a non-zero value; a halving counter's exponent is its
  // bit width minus one minus its count of leading zeros, which shrinks by
  // one per halving of any non-zero value (also of one that is not a power
  // of two: `n >> k` has k more leading zeros than n) and stays at -1 at
  // zero. The candidate says that both moved the same number of steps:
  // `tz(a) - tz(entry(a)) == lz(b) - lz(entry(b))` for a doubling `a` and a
  // halving `b` (two doubling or two halving counters: the same with tz or
  // lz on both sides). It needs no multiplication, so its checks stay
  // cheap for the solver (bit-level priority encoders).
  auto Zeros = [this](const z3::expr &X, bool Trailing) {
    unsigned W = X.get_sort().bv_size();
    z3::expr R = C.bv_val(W, 32);
    for (unsigned I = 0; I < W; ++I) {
      unsigned Bit = Trailing ? W - 1 - I : I;
      R = z3::ite(X.extract(Bit, Bit) == C.bv_val(1, 1),
                  C.bv_val(Trailing ? W - 1 - I : W - 1 - Bit, 32), R);
    }
    return R;
  };
  for (auto &UA : Updates)
    for (auto &UB : Updates) {
      VarId A = UA.first, B = UB.first;
      if (A >= B || !VarMod[A] || !VarMod[B] || !isInt(Proc.Vars[A].Ty) ||
          !isInt(Proc.Vars[B].Ty) || !UA.second.Pow2 || !UB.second.Pow2)
        continue;
      bool DA = UA.second.Increasing, DB = UB.second.Increasing;
      if ((!DA && !UA.second.Decreasing) || (!DB && !UB.second.Decreasing))
        continue;
      const std::string &NA = Proc.Vars[A].Name, &NB = Proc.Vars[B].Name;
      auto Exp = [](const std::string &N, bool Doubling) {
        return std::string(Doubling ? "tz(" : "lz(") + N + ") - " +
               (Doubling ? "tz(entry(" : "lz(entry(") + N + "))";
      };
      Add("exponent", Exp(NA, DA) + " == " + Exp(NB, DB),
          [Zeros, A, B, DA, DB](const State &S, const State &E) {
            return Zeros(S.Vars[A], DA) - Zeros(E.Vars[A], DA) ==
                   Zeros(S.Vars[B], DB) - Zeros(E.Vars[B], DB);
          });
    }
  // Access ranges (thesis §3.3.2, slicing and tiling): an offset that only
  // grows with the loop's counters was logged between its value at loop
  // entry and its value for the next iteration.
  if (Watched && Modelled[Watched - 1])
    for (const LoggedOffset &LO : Logged) {
      ObjectId F = LO.Flag;
      if (!Flags.count(F) || !Modelled[F - 1])
        continue;
      const std::string &N = P.object(F).Name;
      z3::expr Zero8 = C.bv_val(0, widthOf(P.object(F).ElemTy));
      z3::expr Idx = C.bv_val(0, 64);
      const Expr *Off = LO.Offset;
      bool Moves = false;
      for (VarId V = 0; V < Proc.Vars.size(); ++V)
        if (VarMod[V] && mentions(Off, V))
          Moves = true;
      for (auto &[W, Def] : *Temps)
        if (mentions(Off, W))
          Moves = true;
      if (!Moves)
        continue;
      Add("access-range", N + " => entry(offset) <= watched < offset",
          [this, F, Watched, Zero8, Idx, Off, Expand](const State &S,
                                                      const State &E) {
            z3::expr Lo = enc(Off, Expand(E), C.bool_val(true), nullptr);
            z3::expr Hi = enc(Off, Expand(S), C.bool_val(true), nullptr);
            z3::expr Wt = z3::select(S.Mem[Watched - 1], Idx);
            return z3::implies(z3::select(S.Mem[F - 1], Idx) != Zero8,
                               z3::ult(Wt - Lo, Hi - Lo));
          });
      // Striding: the offset moves by a fixed distance per step of a
      // counter, so the watched offset is the entry offset plus a multiple
      // of that distance (the distance is the offset at entry with the
      // counter advanced by one step, minus the offset at entry).
      for (auto &UE : Updates) {
        VarId V = UE.first;
        const Update &U = UE.second;
        if (!U.Additive || !U.OneStep || !U.Step ||
            !isInt(Proc.Vars[V].Ty) || mentions(Off, V))
          continue; // (an offset that mentions V: the rule above)
        const Expr *Step = U.Step;
        {
          // A distance of 0 or 1 says nothing.
          State Next = Entry;
          Next.Vars[V] =
              Entry.Vars[V] + enc(Step, Entry, C.bool_val(true), nullptr);
          z3::expr D = (enc(Off, Expand(Next), C.bool_val(true), nullptr) -
                        enc(Off, Expand(Entry), C.bool_val(true), nullptr))
                           .simplify();
          if (D.is_numeral() && D.get_numeral_uint64() <= 1)
            continue;
        }
        Out.Expensive = true;
        if (!Expensive)
          continue;
        Add("access-stride",
            N + " => (watched - entry(offset)) %u distance(" +
                Proc.Vars[V].Name + ") == 0",
            [this, F, Watched, Zero8, Idx, Off, Expand, V,
             Step](const State &S, const State &E) {
              z3::expr Lo = enc(Off, Expand(E), C.bool_val(true), nullptr);
              State Next = E;
              Next.Vars[V] =
                  E.Vars[V] + enc(Step, E, C.bool_val(true), nullptr);
              z3::expr D = enc(Off, Expand(Next), C.bool_val(true), nullptr) - Lo;
              z3::expr Wt = z3::select(S.Mem[Watched - 1], Idx);
              return z3::implies(z3::select(S.Mem[F - 1], Idx) != Zero8,
                                 D == C.bv_val(0, 64) ||
                                     z3::urem(Wt - Lo, D) == C.bv_val(0, 64));
            });
      }
    }
  // The user's loop invariants (`__invariant`, translated to assertions
  // "loop invariant ..."), lifted to the header: Houdini keeps them only if
  // they are inductive there; the assertion itself is still checked.
  for (BlockId B = 0; B < Proc.Blocks.size(); ++B) {
    if (!Loop.Contains[B])
      continue;
    for (const Stmt &St : Proc.Blocks[B].Stmts) {
      if (St.Kind != StmtKind::Assert ||
          St.Message.rfind("loop invariant", 0) != 0)
        continue;
      const Stmt *A = &St;
      Add("user-invariant", St.Message,
          [this, A](const State &S, const State &) {
            z3::expr Cn = enc(A->Ops[0], S, C.bool_val(true), nullptr);
            if (!A->Pred)
              return Cn;
            return z3::implies(enc(A->Pred, S, C.bool_val(true), nullptr), Cn);
          });
    }
  }
}

std::unique_ptr<Vc> encodeProcedure(z3::context &Ctx, const ir::Program &P,
                                    ir::ProcId Proc,
                                    const std::vector<LoggedOffset> &Logged,
                                    bool Expensive) {
  auto Out = std::make_unique<Vc>(Ctx);
  Encoder E(Ctx, P, P.Procs[Proc], *Out, Logged, Expensive);
  if (!E.run())
    Out->Unsupported =
        E.Unsupported.empty() ? "the procedure cannot be encoded" : E.Unsupported;
  return Out;
}

} // namespace scopecheck::symbolic
