//===- checker/IntervalAnalysis.cpp - Exactness of the interval engine ----===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// preparePredicated (a deep copy of a program, predicated) and
/// analyzeCommunication, the conservative static analysis that tells when
/// the interval engine's lock-step run decides every execution of a launch
/// (docs/engines.md "When the interval engine is exact").
///
//===----------------------------------------------------------------------===//

#include "checker/Interval.h"

#include "ir/Copy.h"
#include "ir/passes/Pipeline.h"

#include <cassert>
#include <unordered_map>
#include <vector>

namespace scopecheck::checker {

std::unique_ptr<ir::Program> preparePredicated(const ir::Program &P,
                                               ir::DiagnosticEngine &Diags) {
  std::unique_ptr<ir::Program> Copy = ir::copyProgram(P);
  if (!ir::runPredicationPipeline(*Copy, Diags))
    return nullptr;
  return Copy;
}

//===----------------------------------------------------------------------===//
// Communication analysis
//===----------------------------------------------------------------------===//

namespace {

/// A set of memory objects: Objs[Id] for ObjectId Id; Any means "could be
/// any object" (an address the analysis cannot resolve).
struct ObjSet {
  std::vector<bool> Objs;
  bool Any = false;
  bool addAll(const ObjSet &O) {
    bool Changed = false;
    if (O.Any && !Any)
      Any = Changed = true;
    if (Objs.size() < O.Objs.size())
      Objs.resize(O.Objs.size(), false);
    for (size_t I = 0; I < O.Objs.size(); ++I)
      if (O.Objs[I] && !Objs[I])
        Objs[I] = Changed = true;
    return Changed;
  }
  bool intersects(const std::vector<bool> &Set, bool SetAny) const {
    bool SetEmpty = true;
    for (bool B : Set)
      SetEmpty &= !B;
    if (SetEmpty && !SetAny)
      return false;
    if (Any || SetAny)
      return true;
    for (size_t I = 0; I < Objs.size() && I < Set.size(); ++I)
      if (Objs[I] && Set[I])
        return true;
    return false;
  }
};

class CommunicationAnalysis {
public:
  CommunicationAnalysis(const ir::Program &P, const ir::Procedure &K)
      : P(P), K(K), PointsTo(K.Vars.size()), Contested(K.Vars.size(), false),
        Origin(K.Vars.size()), ObjContested(P.Objects.size() + 1, false),
        ObjOrigin(P.Objects.size() + 1) {}

  CommunicationReport run();

private:
  ObjSet pointsTo(const ir::Expr *E) const;
  /// True when \p E reads a contested variable; its origin in \p Why.
  bool contested(const ir::Expr *E, std::string *Why) const;
  void computePointsTo();
  void findNonCommutativeObjects();
  bool markObjects(const ObjSet &S, const std::string &Why);
  void propagate();
  std::string where(ir::SourceLoc L) const {
    if (!L.isValid())
      return "an unknown place";
    return P.fileName(L.File) + ":" + std::to_string(L.Line) + ":" +
           std::to_string(L.Col);
  }

  const ir::Program &P;
  const ir::Procedure &K;
  std::vector<ObjSet> PointsTo;
  std::vector<bool> Contested;
  std::vector<std::string> Origin; ///< per contested variable: its source
  std::vector<bool> ObjContested;
  bool AnyObjContested = false; ///< an unresolved address got one
  std::vector<std::string> ObjOrigin;
  std::string AnyObjOrigin;
};

} // namespace

ObjSet CommunicationAnalysis::pointsTo(const ir::Expr *E) const {
  ObjSet S;
  switch (E->Kind) {
  case ir::ExprKind::Const:
    return S; // the null pointer (or not a pointer): no object
  case ir::ExprKind::ObjAddr:
    S.Objs.assign(P.Objects.size() + 1, false);
    S.Objs[E->Index] = true;
    return S;
  case ir::ExprKind::VarRef:
    return PointsTo[E->Index];
  case ir::ExprKind::Binary:
    if (E->Ops[0]->Ty == ir::Type::Ptr)
      return pointsTo(E->Ops[0]);
    if (E->Ops[1]->Ty == ir::Type::Ptr)
      return pointsTo(E->Ops[1]);
    S.Any = true;
    return S;
  case ir::ExprKind::Select:
    S = pointsTo(E->Ops[1]);
    S.addAll(pointsTo(E->Ops[2]));
    return S;
  default:
    S.Any = true;
    return S;
  }
}

bool CommunicationAnalysis::contested(const ir::Expr *E,
                                      std::string *Why) const {
  if (!E)
    return false;
  if (E->Kind == ir::ExprKind::VarRef && Contested[E->Index]) {
    if (Why)
      *Why = Origin[E->Index];
    return true;
  }
  for (const ir::Expr *Op : E->Ops)
    if (Op && contested(Op, Why))
      return true;
  return false;
}

void CommunicationAnalysis::computePointsTo() {
  // Parameters: the launch arguments.
  for (uint32_t I = 0; I < K.NumParams && I < K.Vars.size(); ++I) {
    if (K.Vars[I].Ty != ir::Type::Ptr)
      continue;
    if (I < P.Run.Args.size())
      PointsTo[I] = pointsTo(P.Run.Args[I]);
    else
      PointsTo[I].Any = true;
  }
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const ir::Block &B : K.Blocks)
      for (const ir::Stmt &S : B.Stmts) {
        if (S.Dest == ir::Stmt::NoVar || K.Vars[S.Dest].Ty != ir::Type::Ptr)
          continue;
        ObjSet New;
        if (S.Kind == ir::StmtKind::Assign)
          New = pointsTo(S.Ops[0]);
        else
          New.Any = true; // loaded, havocked or returned pointers
        Changed |= PointsTo[S.Dest].addAll(New);
      }
  }
}

bool CommunicationAnalysis::markObjects(const ObjSet &S,
                                        const std::string &Why) {
  bool Changed = false;
  if (S.Any && !AnyObjContested) {
    AnyObjContested = Changed = true;
    AnyObjOrigin = Why;
  }
  for (size_t I = 0; I < S.Objs.size(); ++I)
    if (S.Objs[I] && !ObjContested[I]) {
      ObjContested[I] = Changed = true;
      ObjOrigin[I] = Why;
    }
  return Changed;
}

/// The groups of rmw operations that commute with each other: the final
/// value of a location does not depend on the order of operations of one
/// group. -1 for the order-dependent ones.
static int commutativeGroup(ir::RmwOp Op) {
  switch (Op) {
  case ir::RmwOp::Add:
  case ir::RmwOp::Sub:
    return 0;
  case ir::RmwOp::And:
    return 1;
  case ir::RmwOp::Or:
    return 2;
  case ir::RmwOp::Xor:
    return 3;
  case ir::RmwOp::SMin:
    return 4;
  case ir::RmwOp::SMax:
    return 5;
  case ir::RmwOp::UMin:
    return 6;
  case ir::RmwOp::UMax:
    return 7;
  case ir::RmwOp::Exch: // the last writer wins
  case ir::RmwOp::Inc:  // wraps at a bound: order-dependent in general
  case ir::RmwOp::Dec:
  case ir::RmwOp::FAdd: // rounding depends on the order
  case ir::RmwOp::F16Add:
  case ir::RmwOp::BF16Add:
    return -1;
  }
  return -1;
}

void CommunicationAnalysis::findNonCommutativeObjects() {
  // Per object: the commutative group of its rmws (-2: none yet).
  std::vector<int> Group(P.Objects.size() + 1, -2);
  int AnyGroup = -2;
  for (const ir::Block &B : K.Blocks)
    for (const ir::Stmt &S : B.Stmts) {
      bool AtomicWrite =
          S.Kind == ir::StmtKind::Rmw || S.Kind == ir::StmtKind::Cas ||
          (S.Kind == ir::StmtKind::Store && ir::isAtomic(S.Order));
      if (!AtomicWrite)
        continue;
      ObjSet Targets = pointsTo(S.Addr);
      std::string Why = "the order-dependent atomic write at " + where(S.Loc);
      int G = S.Kind == ir::StmtKind::Rmw ? commutativeGroup(S.Rmw) : -1;
      ObjSet NonComm;
      NonComm.Objs.assign(P.Objects.size() + 1, false);
      auto Join = [&](int &Cur) {
        if (G < 0 || (Cur != -2 && Cur != G))
          return true;
        Cur = G;
        return false;
      };
      if (Targets.Any) {
        if (Join(AnyGroup))
          NonComm.Any = true;
        for (size_t I = 1; I < Group.size(); ++I)
          if (Join(Group[I]))
            NonComm.Objs[I] = true;
      } else {
        for (size_t I = 1; I < Targets.Objs.size(); ++I)
          if (Targets.Objs[I] && (Join(Group[I]) || AnyGroup != -2))
            NonComm.Objs[I] = true;
      }
      markObjects(NonComm, Why);
    }
}

void CommunicationAnalysis::propagate() {
  auto MarkVar = [&](ir::VarId V, const std::string &Why) {
    if (V == ir::Stmt::NoVar || Contested[V])
      return false;
    Contested[V] = true;
    Origin[V] = Why;
    return true;
  };
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const ir::Block &B : K.Blocks)
      for (const ir::Stmt &S : B.Stmts) {
        std::string Why;
        bool PredC = contested(S.Pred, &Why);
        switch (S.Kind) {
        case ir::StmtKind::Assign:
          if (PredC || contested(S.Ops[0], &Why))
            Changed |= MarkVar(S.Dest, Why);
          break;
        case ir::StmtKind::Load: {
          if (ir::isAtomic(S.Order)) {
            Changed |= MarkVar(S.Dest, "the value read by the atomic load at " +
                                           where(S.Loc));
            break;
          }
          ObjSet From = pointsTo(S.Addr);
          if (PredC) {
            Changed |= MarkVar(S.Dest, Why);
          } else if (From.intersects(ObjContested, AnyObjContested)) {
            std::string O = AnyObjOrigin;
            for (size_t I = 0; I < From.Objs.size(); ++I)
              if (From.Objs[I] && ObjContested[I])
                O = ObjOrigin[I];
            if (From.Any)
              for (size_t I = 0; I < ObjContested.size() && O.empty(); ++I)
                if (ObjContested[I])
                  O = ObjOrigin[I];
            Changed |= MarkVar(S.Dest, "a value of memory written by " + O);
          }
          break;
        }
        case ir::StmtKind::Rmw:
        case ir::StmtKind::Cas: {
          Changed |= MarkVar(S.Dest,
                             "the value read by the atomic at " + where(S.Loc));
          std::string VWhy;
          if (PredC || contested(S.Ops[0], &VWhy) || contested(S.Ops[1], &VWhy))
            Changed |= markObjects(pointsTo(S.Addr), PredC ? Why : VWhy);
          break;
        }
        case ir::StmtKind::Store: {
          std::string VWhy;
          if (PredC || contested(S.Ops[0], &VWhy))
            Changed |= markObjects(pointsTo(S.Addr),
                                   "a store of a value that depends on " +
                                       (PredC ? Why : VWhy));
          break;
        }
        case ir::StmtKind::Havoc:
          // An arbitrary value (`clock()`): the run gives it one choice.
          Changed |= MarkVar(S.Dest, "the arbitrary value given at " +
                                         where(S.Loc));
          break;
        case ir::StmtKind::Barrier:
          // A reduction over the block (`__syncthreads_or`, ...) is
          // order-independent; it is contested when an operand is.
          if (S.Dest != ir::Stmt::NoVar && (PredC || contested(S.Ops[0], &Why)))
            Changed |= MarkVar(S.Dest, Why);
          break;
        case ir::StmtKind::Warp: {
          // A collective's result is order-independent given the named
          // lanes' operands; it is contested when an operand is (in any
          // lane: the analysis is per variable, over all threads).
          bool C = PredC || contested(S.Ops[0], &Why);
          for (const ir::Expr *A : S.Args)
            C = C || contested(A, &Why);
          if (S.Dest != ir::Stmt::NoVar && C)
            Changed |= MarkVar(S.Dest, Why);
          break;
        }
        default:
          break;
        }
      }
  }
}

CommunicationReport CommunicationAnalysis::run() {
  CommunicationReport R;
  for (const ir::Block &B : K.Blocks)
    for (const ir::Stmt &S : B.Stmts)
      if (S.Kind == ir::StmtKind::Barrier && S.Sc != ir::Scope::Cta) {
        R.Supported = false;
        R.Unsupported = "the grid-wide barrier at " + where(S.Loc) +
                        " is not supported by the interval engine";
        return R;
      }
  computePointsTo();
  findNonCommutativeObjects();
  propagate();
  // The uses that make a contested value matter, in program order.
  auto Sink = [&](const ir::Expr *E, ir::SourceLoc L, const char *What) {
    std::string Why;
    if (R.MayCommunicate || !contested(E, &Why))
      return;
    R.MayCommunicate = true;
    R.Loc = L;
    R.Reason = Why + " may flow into " + What + " at " + where(L);
  };
  for (const ir::Block &B : K.Blocks) {
    for (const ir::Stmt &S : B.Stmts) {
      if (ir::isMemoryEvent(S.Kind) || S.Kind == ir::StmtKind::Assert ||
          S.Kind == ir::StmtKind::Assume)
        Sink(S.Pred, S.Loc, "the condition of a statement");
      if (ir::isAccess(S.Kind))
        Sink(S.Addr, S.Loc, "the address of an access");
      if (S.Kind == ir::StmtKind::Warp) {
        Sink(S.Ops[0], S.Loc, "the mask of a warp collective");
        if (ir::isShuffle(S.Warp)) {
          Sink(S.Args[1], S.Loc, "the source lane of a shuffle");
          Sink(S.Args[2], S.Loc, "the width of a shuffle");
        }
      }
      if (S.Kind == ir::StmtKind::Assert)
        Sink(S.Ops[0], S.Loc, "an assertion");
      if (S.Kind == ir::StmtKind::Assume)
        Sink(S.Ops[0], S.Loc, "an assumption");
    }
    if (B.Term.Kind == ir::TermKind::Branch)
      Sink(B.Term.Cond, B.Term.Loc, "a branch condition");
  }
  return R;
}

CommunicationReport analyzeCommunication(const ir::Program &P) {
  CommunicationReport R;
  if (P.Run.K != ir::Launch::Kind::Kernel) {
    R.Supported = false;
    R.Unsupported = P.Run.K == ir::Launch::Kind::Threads
                        ? "a launch of explicit threads is not an SPMD kernel "
                          "launch"
                        : "the program has no launch";
    return R;
  }
  CommunicationAnalysis A(P, P.Procs[P.Run.Kernel]);
  return A.run();
}

} // namespace scopecheck::checker
