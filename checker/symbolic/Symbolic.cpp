//===- checker/symbolic/Symbolic.cpp - The symbolic engine ----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver of the symbolic engine (Symbolic.h): builds the two-thread
/// program with symbolic launch sizes, encodes it (Vc.h), runs Houdini over
/// the candidate invariants, checks every remaining assertion, and replays
/// a counterexample with an exact engine.
///
//===----------------------------------------------------------------------===//

#include "checker/symbolic/Symbolic.h"

#include "checker/Check.h"
#include "checker/Confirm.h"
#include "checker/Interval.h"
#include "checker/symbolic/Vc.h"
#include "ir/Copy.h"
#include "ir/passes/Ghost.h"
#include "ir/passes/Inline.h"
#include "ir/passes/Pipeline.h"

#include <z3++.h>

#include <cassert>
#include <chrono>
#include <optional>
#include <set>

namespace scopecheck::symbolic {

using namespace ir;
using checker::CheckResult;
using checker::Verdict;
using checker::Violation;
using checker::ViolationKind;

namespace {

using Clock = std::chrono::steady_clock;

/// The work one Houdini query may take (Z3's deterministic resource count;
/// about 1-5 s on the 2-core machine of docs/benchmarks.md); an undecided
/// candidate is dropped. The time limit is only a backstop for a machine
/// so loaded that the work limit would take much longer.
constexpr unsigned HoudiniQueryWork = 2500000;
/// Stage 2 (docs/engines.md "Stages") gives every Houdini query this many
/// times the work (and the time backstop below, so that what Houdini keeps
/// still does not depend on the load).
constexpr unsigned Stage2WorkFactor = 8;
constexpr double HoudiniBackstopSeconds = 60;

/// The work one final check (an assertion or access check under the kept
/// invariants, or a replay's search for another counterexample) may take:
/// forty Houdini queries' worth (kernels/symbolic/nbor.cu's remainder by a
/// symbolic blockDim.x needs about thirty). Undecided, the check is "the
/// solver gave up", exit 3: a symbolic run without --timeout never hangs on
/// a query Z3 cannot decide (issue 17).
constexpr unsigned FinalQueryWork = 40 * HoudiniQueryWork;
constexpr double FinalBackstopSeconds = 600;

/// How many `ite` conditions an undecided Houdini query is split on (2^N
/// queries at most).
constexpr unsigned MaxSplitConditions = 2;

/// How many counterexamples (launches) of one failing check are replayed
/// before the error is reported as not confirmed.
constexpr unsigned ReplayTries = 6;

} // namespace

/// GPUVerify's `__axiom(e)` is an assumption about every launch here (the
/// front-end makes it an assertion "axiom e is false for this launch" that
/// the concrete engines check against their launch).
static void axiomsAsAssumptions(Program &P) {
  for (Procedure &Proc : P.Procs)
    for (Block &B : Proc.Blocks)
      for (Stmt &S : B.Stmts)
        if (S.Kind == StmtKind::Assert && S.Message.rfind("axiom ", 0) == 0 &&
            S.Message.find("is false for this launch") != std::string::npos) {
          Stmt A = Stmt::makeAssume(S.Loc, S.Ops[0]);
          A.Pred = S.Pred;
          S = A;
        }
}

/// `--no-inline` (docs/engines.md "Modular checking"): the front-end
/// translated each modular call twice, and the ghost local
/// `gpuverify.modular` (false in concrete runs) selects the modular
/// translation; it is true here.
static void selectModularCalls(Program &P) {
  Procedure &K = P.Procs[P.Run.Kernel];
  for (VarId V = K.NumParams; V < K.Vars.size(); ++V)
    if (K.Vars[V].Name == "gpuverify.modular" && K.Vars[V].Ty == Type::Bool) {
      std::vector<Stmt> &Entry = K.Blocks[0].Stmts;
      Entry.insert(Entry.begin(),
                   Stmt::makeAssign(K.Blocks[0].Loc, V, P.boolConst(true)));
      return;
    }
}

/// Gives every call of the kernel its own copy of the callee whose
/// statements carry the call's source location, so that an instrumentation
/// assertion reports the access it checks once inlined.
static void locateCallees(Program &P, ProcId Kernel) {
  size_t N = P.Procs[Kernel].Blocks.size();
  for (size_t BI = 0; BI < N; ++BI)
    for (size_t SI = 0; SI < P.Procs[Kernel].Blocks[BI].Stmts.size(); ++SI) {
      Stmt &S = P.Procs[Kernel].Blocks[BI].Stmts[SI];
      if (S.Kind != StmtKind::Call)
        continue;
      Procedure Copy = P.Procs[S.Callee];
      SourceLoc Loc = S.Loc;
      for (Block &B : Copy.Blocks) {
        for (Stmt &T : B.Stmts)
          T.Loc = Loc;
        B.Term.Loc = Loc;
      }
      Copy.Name += ".at" + std::to_string(P.Procs.size());
      P.Procs.push_back(std::move(Copy));
      P.Procs[Kernel].Blocks[BI].Stmts[SI].Callee =
          static_cast<ProcId>(P.Procs.size() - 1);
    }
}

/// Every access of either thread to an array of known size gets an
/// assertion that its offset is in bounds (after its log or check call,
/// which carry the thread's predicate and offset).
static void addBoundsChecks(Program &P) {
  for (Block &B : P.Procs[0].Blocks) {
    std::vector<Stmt> Out;
    for (const Stmt &S : B.Stmts) {
      Out.push_back(S);
      if (S.Kind != StmtKind::Call || S.Args.size() != 2)
        continue;
      const std::string &N = P.Procs[S.Callee].Name;
      bool Log = N.rfind("_LOG_", 0) == 0, Chk = N.rfind("_CHECK_", 0) == 0;
      if (!Log && !Chk)
        continue;
      std::string Rest = N.substr(Log ? 5 : 7);
      ObjectId Obj = 0;
      for (const char *Kind : {"ATOMIC_READ_", "ATOMIC_", "READ_", "WRITE_"})
        if (Rest.rfind(Kind, 0) == 0) {
          Obj = P.findObject(Rest.substr(std::string(Kind).size()));
          break;
        }
      if (!Obj || !P.object(Obj).hasKnownSize())
        continue;
      const Expr *Off = S.Args[1];
      const Expr *In = P.binary(
          BinOp::LAnd, Type::Bool,
          P.binary(BinOp::SGe, Type::Bool, Off, P.intConst(Type::I64, 0)),
          P.binary(BinOp::SLt, Type::Bool, Off,
                   P.intConst(Type::I64, P.object(Obj).Size)));
      Stmt A = Stmt::makeAssert(
          S.Loc, In, "out-of-bounds access to '" + P.object(Obj).Name + "'");
      A.Pred = S.Args[0];
      Out.push_back(A);
    }
    B.Stmts = std::move(Out);
  }
}

/// Whether \p P has an atomic access of scope cta to memory that is not
/// shared: two such atomics of different blocks may form a heterogeneous
/// race, which the two-thread program does not check.
static bool hasBlockScopedGlobalAtomic(const Program &P) {
  for (const Procedure &Proc : P.Procs)
    for (const Block &B : Proc.Blocks)
      for (const Stmt &S : B.Stmts) {
        if (!isAccess(S.Kind) || !isAtomic(S.Order) || S.Sc != Scope::Cta)
          continue;
        const Expr *A = S.Addr;
        while (A->Kind == ExprKind::Binary && A->Ty == Type::Ptr &&
               A->Ops[0]->Ty == Type::Ptr)
          A = A->Ops[0];
        if (A->Kind != ExprKind::ObjAddr ||
            P.object(A->Index).Space != MemSpace::Shared)
          return true;
      }
  return false;
}

/// The violation kind of a failed check of the two-thread program.
static ViolationKind kindOf(const Check &C) {
  if (C.Kind == CheckKind::RuntimeError)
    return ViolationKind::RuntimeError;
  if (C.Message == "barrier divergence")
    return ViolationKind::BarrierDivergence;
  if (C.Message.rfind("out-of-bounds access to ", 0) == 0)
    return ViolationKind::OutOfBounds;
  if (C.Message.find(" race on @") != std::string::npos)
    return ViolationKind::DataRace;
  return ViolationKind::Assertion;
}

/// The message of a failed check, in the words of the exact engines.
static std::string checkMessage(const Check &C) {
  switch (kindOf(C)) {
  case ViolationKind::DataRace: {
    // "read-write race on @A": thread 1 read, thread 2 wrote.
    size_t Dash = C.Message.find('-'), On = C.Message.find(" race on @");
    if (Dash == std::string::npos || Dash > On)
      return C.Message;
    return "data race on '" + C.Message.substr(On + 10) + "' between a " +
           C.Message.substr(0, Dash) + " of thread 1 and a " +
           C.Message.substr(Dash + 1, On - Dash - 1) + " of thread 2";
  }
  case ViolationKind::Assertion:
    return "assertion failed: " + C.Message;
  case ViolationKind::OutOfBounds:
    return C.Message;
  default:
    return C.Message;
  }
}

/// A model value as an unsigned number.
static uint64_t valueOf(const z3::model &M, const z3::expr &E) {
  z3::expr V = M.eval(E, true);
  if (V.is_bool())
    return V.is_true() ? 1 : 0;
  uint64_t R = 0;
  if (V.is_numeral())
    V.is_numeral_u64(R);
  return R;
}

namespace {

class Engine {
public:
  Engine(const Program &P, const SymbolicOptions &Opts, SymbolicStats &Stats)
      : P(P), Opts(Opts), Stats(Stats), Solver(Ctx) {}
  CheckResult run();

private:
  /// The whole check under one abstraction of shared state.
  CheckResult runWith(bool Equality);
  /// Encodes the reduced program (with the expensive candidate rules when
  /// \p Expensive), runs Houdini and decides every check.
  CheckResult solve(bool Expensive, const std::vector<LoggedOffset> &Logged);
  const Program &P;
  const SymbolicOptions &Opts;
  SymbolicStats &Stats;
  z3::context Ctx;
  z3::solver Solver;
  std::unique_ptr<Program> Two;
  std::unique_ptr<Vc> V;
  TwoThreadInfo Info;
  Clock::time_point Start = Clock::now();
  /// Whether some loop has candidates of the expensive rules.
  bool ExpensiveRules = false;
  /// Whether Houdini dropped a candidate because its query reached the
  /// work limit (not because it was refuted).
  bool Undecided = false;
  /// The work limit of one Houdini query (and of one shrinking step).
  unsigned Work = HoudiniQueryWork;
  /// \p Res made Safe, with the statement of the proof.
  CheckResult proved(CheckResult Res);

  double remaining() const {
    if (Opts.TimeoutSeconds <= 0)
      return 1e9;
    return Opts.TimeoutSeconds -
           std::chrono::duration<double>(Clock::now() - Start).count();
  }
  /// One solver query under \p Assumptions; counts time and queries.
  /// \p Limit: seconds (0: only the global timeout); \p Work: Z3's
  /// resource limit for this query (0: none).
  std::string solverReason();
  z3::check_result query(const z3::expr_vector &Assumptions,
                         double Limit = 0, unsigned Work = 0);
  /// The same on solver \p S.
  z3::check_result queryOn(z3::solver &S, const z3::expr_vector &Assumptions,
                           double Limit, unsigned Work);
  z3::expr launchAxioms();
  z3::expr smallLaunch();
  /// A model of the same failing check at a smaller launch: halves the
  /// largest block or grid size while the solver still finds one (the two
  /// threads and the error kept, since it is the same check).
  z3::model shrink(z3::model M, const z3::expr_vector &Assume);
  /// How many sizes shrink() removed, for the message.
  std::string Shrunk;
  bool houdini(std::vector<bool> &Alive, std::string &Why);
  /// A Houdini query that was undecided, asked again as one query per
  /// combination of up to MaxSplitConditions `ite` conditions of \p Fails
  /// (docs/engines.md "Invariants"): unsat when every case is, else the
  /// first other answer (sat with its model in \p Model).
  z3::check_result splitQuery(const z3::expr &Fails,
                              const z3::expr_vector &Assume, double Backstop,
                              std::optional<z3::model> &Model);
  /// An undecided final check asked again on a fresh solver with
  /// instances of multiplication lemmas for the products in it
  /// (productLemmas): unsat, sat (its model in \p Model) or unknown.
  z3::check_result lemmaQuery(const z3::expr_vector &Assume,
                              std::optional<z3::model> &Model);
  std::string launchText(const z3::model &M, Dim3 &Block, Dim3 &Grid,
                         std::vector<const Expr *> &Args, Program &Replay);
  CheckResult replay(const Check &C, const z3::model &M);
};

} // namespace

z3::check_result Engine::query(const z3::expr_vector &Assumptions,
                               double Limit, unsigned Work) {
  return queryOn(Solver, Assumptions, Limit, Work);
}

z3::check_result Engine::queryOn(z3::solver &S,
                                 const z3::expr_vector &Assumptions,
                                 double Limit, unsigned Work) {
  double Left = remaining();
  if (Left <= 0)
    return z3::unknown;
  if (Limit > 0)
    Left = std::min(Left, Limit);
  z3::params Prm(Ctx);
  Prm.set("timeout", static_cast<unsigned>(std::min(Left, 4e6) * 1000));
  // A query with a work limit stops after that much of Z3's work (its
  // resource count, the same on every machine and under any load), so
  // that what Houdini keeps does not depend on the machine's speed.
  Prm.set("rlimit", Work);
  S.set(Prm);
  auto T0 = Clock::now();
  z3::check_result R = S.check(Assumptions);
  Stats.SolverSeconds +=
      std::chrono::duration<double>(Clock::now() - T0).count();
  ++Stats.Queries;
  return R;
}

/// Why the last query was undecided, in words ("canceled" is Z3's word
/// for a query stopped by its work limit).
std::string Engine::solverReason() {
  std::string R = Solver.reason_unknown();
  if (R == "canceled" || R == "max. resource limit exceeded")
    return "a check took more than its work limit";
  return R;
}

/// The launch limits (docs/engines.md): every size at least 1, at most
/// 1,024 threads per block (x, y ≤ 1,024, z ≤ 64), gridDim.x < 2^31,
/// gridDim.y and .z ≤ 65,535; dimensions without ids are 1; sizes the user
/// fixed are equal to them; parameters the user fixed are their values.
z3::expr Engine::launchAxioms() {
  const std::vector<z3::expr> &S = V->Sizes;
  z3::expr A = Ctx.bool_val(true);
  uint64_t Max[6] = {1024, 1024, 64, 0x7fffffff, 65535, 65535};
  const char *Names[6] = {"blockDim.x", "blockDim.y", "blockDim.z",
                          "gridDim.x",  "gridDim.y",  "gridDim.z"};
  for (int I = 0; I < 6; ++I)
    A = A && z3::uge(S[I], Ctx.bv_val(1, 32)) &&
        z3::ule(S[I], Ctx.bv_val(Max[I], 32));
  auto Wide = [&](int I) { return z3::zext(S[I], 32); };
  A = A && z3::ule(Wide(0) * Wide(1) * Wide(2), Ctx.bv_val(1024, 64));
  // Global thread ids fit in an int: every kernel computes them as
  // blockIdx.x * blockDim.x + threadIdx.x, which wraps beyond.
  for (int D = 0; D < 3; ++D)
    A = A && z3::ult(Wide(D) * Wide(3 + D), Ctx.bv_val(uint64_t(1) << 31, 64));
  // A lemma the solver finds hard (non-linear): the global ids of the two
  // threads, blockIdx * blockDim + threadIdx as the kernel computes them
  // in 32 bits, are equal only for equal ids (no wrap, by the limit above).
  const char *Dims = "xyz";
  for (int D = 0; D < 3; ++D) {
    std::string X(1, Dims[D]);
    auto T1 = V->Named.find("tid." + X + "$1"), T2 = V->Named.find("tid." + X + "$2");
    auto B1 = V->Named.find("bid." + X + "$1"), B2 = V->Named.find("bid." + X + "$2");
    if (T1 == V->Named.end() || T2 == V->Named.end() ||
        B1 == V->Named.end() || B2 == V->Named.end())
      continue;
    z3::expr G1 = B1->second * S[D] + T1->second;
    z3::expr G2 = B2->second * S[D] + T2->second;
    A = A && z3::implies(G1 == G2, B1->second == B2->second &&
                                       T1->second == T2->second);
    A = A && z3::ult(G1, Ctx.bv_val(uint64_t(1) << 31, 32)) &&
        z3::ult(G2, Ctx.bv_val(uint64_t(1) << 31, 32));
  }
  std::vector<std::string> Ones;
  for (int D = 0; D < 3; ++D) {
    if (!Info.TidDims[D] && !(Opts.BlockDim)) {
      A = A && S[D] == Ctx.bv_val(1, 32);
      Ones.push_back(Names[D]);
    }
    if (!Info.BidDims[D] && !(Opts.GridDim)) {
      A = A && S[3 + D] == Ctx.bv_val(1, 32);
      Ones.push_back(Names[3 + D]);
    }
  }
  Stats.OneD = Ones.size() == 4;
  if (!Ones.empty()) {
    std::string T;
    for (const std::string &N : Ones)
      T += (T.empty() ? "" : " = ") + N;
    Stats.Assumptions.push_back(
        T + " = 1 (the kernel reads no other dimension; '--all-dims' checks "
            "them too)");
  }
  auto Fix = [&](const std::optional<Dim3> &D, int Base, const char *Flag) {
    if (!D)
      return;
    uint32_t Vals[3] = {D->X, D->Y, D->Z};
    for (int I = 0; I < 3; ++I)
      A = A && S[Base + I] == Ctx.bv_val(Vals[I], 32);
    Stats.Assumptions.push_back(std::string(Flag) + "=" +
                                std::to_string(D->X) + "," +
                                std::to_string(D->Y) + "," +
                                std::to_string(D->Z) + " (given)");
  };
  Fix(Opts.BlockDim, 0, "--blockDim");
  Fix(Opts.GridDim, 3, "--gridDim");
  Stats.Assumptions.push_back(
      "1 <= blockDim.x * blockDim.y * blockDim.z <= 1024, blockDim.z <= 64, "
      "gridDim.x < 2^31, gridDim.y, gridDim.z <= 65535, and blockDim.D * "
      "gridDim.D < 2^31 in every dimension D (global thread ids fit in an "
      "int)");
  const Procedure &K = P.Procs[P.Run.Kernel];
  for (VarId I = 0; I < K.NumParams && I < P.Run.Args.size(); ++I) {
    auto It = V->Params.find(I);
    if (It == V->Params.end() || K.Vars[I].Ty == Type::Ptr)
      continue;
    if (!Opts.FixedArgs.count(K.Vars[I].Name))
      continue;
    const Expr *Arg = P.Run.Args[I];
    if (Arg->Kind != ExprKind::Const)
      continue;
    z3::expr Val = K.Vars[I].Ty == Type::Bool
                       ? Ctx.bool_val(Arg->Bits != 0)
                       : Ctx.bv_val(Arg->Bits, It->second.get_sort().bv_size());
    A = A && It->second == Val;
    Stats.Assumptions.push_back(K.Vars[I].Name + " as given by --arg");
  }
  return A;
}

/// Small launches first, so that a counterexample replays quickly: at most
/// 64 threads per block and 4 blocks, integer parameters in [0, 4096].
z3::expr Engine::smallLaunch() {
  const std::vector<z3::expr> &S = V->Sizes;
  auto Wide = [&](int I) { return z3::zext(S[I], 32); };
  z3::expr A = z3::ule(Wide(0) * Wide(1) * Wide(2), Ctx.bv_val(64, 64)) &&
               z3::ule(Wide(3) * Wide(4) * Wide(5), Ctx.bv_val(4, 64));
  const Procedure &K = P.Procs[P.Run.Kernel];
  for (auto &[I, X] : V->Params) {
    if (I >= K.NumParams || !isInt(K.Vars[I].Ty))
      continue;
    unsigned W = X.get_sort().bv_size();
    if (W <= 13)
      continue;
    // Non-negative: the IR does not say whether a parameter is unsigned,
    // and a small negative value of an unsigned one (a loop bound) is a
    // huge launch for the replay.
    A = A && X >= Ctx.bv_val(int64_t(0), W) &&
        X <= Ctx.bv_val(int64_t(4096), W);
  }
  return A;
}

z3::model Engine::shrink(z3::model M, const z3::expr_vector &Assume) {
  const std::vector<z3::expr> &S = V->Sizes;
  uint64_t Before = 1, After = 1;
  for (unsigned D = 0; D < 6; ++D)
    Before *= valueOf(M, S[D]);
  std::vector<bool> Minimal(6, false);
  for (unsigned Round = 0; Round < 12 && remaining() > 0; ++Round) {
    // The largest size not yet known to be minimal.
    int Best = -1;
    uint64_t BestV = 1;
    for (unsigned D = 0; D < 6; ++D) {
      uint64_t X = valueOf(M, S[D]);
      if (!Minimal[D] && X > BestV) {
        Best = static_cast<int>(D);
        BestV = X;
      }
    }
    if (Best < 0)
      break;
    Solver.push();
    for (unsigned D = 0; D < 6; ++D)
      Solver.add(z3::ule(S[D], Ctx.bv_val(D == unsigned(Best)
                                              ? BestV / 2
                                              : valueOf(M, S[D]),
                                          S[D].get_sort().bv_size())));
    z3::check_result R = query(Assume, 60, Work);
    if (R == z3::sat)
      M = Solver.get_model();
    else
      Minimal[Best] = true;
    Solver.pop();
  }
  for (unsigned D = 0; D < 6; ++D)
    After *= valueOf(M, S[D]);
  Shrunk = After < Before ? "shrunk from " + std::to_string(Before) +
                                " to " + std::to_string(After) + " threads"
                          : "";
  return M;
}

/// The conditions of the `ite` terms of \p E that choose between two
/// values that are not both constants (the predicated updates of a loop
/// body: `ite(p && i < n, i + s, i)`), outermost first, at most \p Max.
static std::vector<z3::expr> iteConditions(const z3::expr &E, unsigned Max) {
  std::vector<z3::expr> Out;
  std::set<unsigned> Seen, SeenCond;
  std::vector<z3::expr> Stack = {E};
  while (!Stack.empty() && Out.size() < Max) {
    z3::expr X = Stack.back();
    Stack.pop_back();
    if (!X.is_app() || !Seen.insert(X.id()).second)
      continue;
    // Not a flag made a number (`ite(c, 1, 0)`): an update.
    if (X.decl().decl_kind() == Z3_OP_ITE && X.get_sort().is_bv() &&
        !(X.arg(1).is_numeral() && X.arg(2).is_numeral())) {
      z3::expr Cond = X.arg(0);
      if (!Cond.is_true() && !Cond.is_false() &&
          SeenCond.insert(Cond.id()).second)
        Out.push_back(Cond);
    }
    for (unsigned I = X.num_args(); I-- > 0;)
      Stack.push_back(X.arg(I));
  }
  return Out;
}

z3::check_result Engine::splitQuery(const z3::expr &Fails,
                                    const z3::expr_vector &Assume,
                                    double Backstop,
                                    std::optional<z3::model> &Model) {
  std::vector<z3::expr> Conds = iteConditions(Fails, MaxSplitConditions);
  // One query per combination of the conditions, each on a fresh solver
  // that gets everything as assertions (the candidates' activation
  // literals too): without push or assumptions Z3 preprocesses the whole
  // problem, so a case's condition resolves the `ite`s it decides and the
  // remainder by a symbolic divisor is shared with the invariant's
  // (docs/engines.md "Invariants").
  z3::expr_vector Base = Solver.assertions();
  for (unsigned Case = 0; Case < (1u << Conds.size()); ++Case) {
    z3::solver Fresh(Ctx);
    for (unsigned I = 0; I < Base.size(); ++I)
      Fresh.add(Base[I]);
    for (unsigned I = 0; I < Assume.size(); ++I)
      Fresh.add(Assume[I]);
    for (size_t K = 0; K < Conds.size(); ++K)
      Fresh.add((Case >> K) & 1 ? Conds[K] : !Conds[K]);
    z3::check_result R = queryOn(Fresh, z3::expr_vector(Ctx), Backstop, Work);
    if (R == z3::sat)
      Model = Fresh.get_model(); // a model of Fails (and of this case)
    if (R != z3::unsat)
      return R;
  }
  return z3::unsat;
}

/// Instances, for the products in \p Es, of two theorems of bit-vector
/// multiplication that Z3 finds hard to derive (both hold in every model,
/// so adding them changes no answer but unknown):
///
///  - rows: for products `a * m` and `b * m` of width w with a common factor
///    m, `a <u b` and neither product wrapping imply
///    `zext(a * m) + zext(m) <=u zext(b * m)` in width 2w (the rows
///    `a * m + j`, `0 < j <= m`, of distinct a are disjoint: PUG's
///    `tid * n + j`, §6.2);
///  - factors: for an exact product `zext(x) * zext(y)` of twice the
///    operands' width, `x >=u 1` implies `zext(y) <=u zext(x) * zext(y)`,
///    and symmetrically (`i * j <= n` and `i >= 1` give `j <= n`).
///
/// At most MaxLemmaInstances instances; \p Used and \p LeftOut count
/// those given and those beyond the limit.
static z3::expr productLemmas(z3::context &Ctx, const z3::expr_vector &Es,
                              unsigned &Used, unsigned &LeftOut) {
  constexpr size_t MaxLemmaInstances = 256;
  std::vector<z3::expr> Products;
  std::set<unsigned> Seen;
  std::vector<z3::expr> Stack;
  for (unsigned I = 0; I < Es.size(); ++I)
    Stack.push_back(Es[I]);
  while (!Stack.empty()) {
    z3::expr X = Stack.back();
    Stack.pop_back();
    if (!X.is_app() || !Seen.insert(X.id()).second)
      continue;
    if (X.decl().decl_kind() == Z3_OP_BMUL && X.num_args() == 2)
      Products.push_back(X);
    for (unsigned I = 0; I < X.num_args(); ++I)
      Stack.push_back(X.arg(I));
  }
  z3::expr All = Ctx.bool_val(true);
  size_t Count = 0;
  auto Add = [&](const z3::expr &L) {
    if (Count++ < MaxLemmaInstances) {
      All = All && L;
      ++Used;
    } else {
      ++LeftOut;
    }
  };
  for (const z3::expr &P : Products) {
    // Factors: both operands zero-extended from half the width.
    z3::expr A = P.arg(0), B = P.arg(1);
    unsigned W = P.get_sort().bv_size();
    if (A.is_app() && B.is_app() &&
        A.decl().decl_kind() == Z3_OP_ZERO_EXT &&
        B.decl().decl_kind() == Z3_OP_ZERO_EXT &&
        A.arg(0).get_sort().bv_size() * 2 == W &&
        B.arg(0).get_sort().bv_size() * 2 == W) {
      z3::expr One = Ctx.bv_val(1, W / 2);
      Add(z3::implies(z3::uge(A.arg(0), One), z3::ule(B, P)));
      Add(z3::implies(z3::uge(B.arg(0), One), z3::ule(A, P)));
    }
  }
  for (size_t I = 0; I < Products.size(); ++I)
    for (size_t J = I + 1; J < Products.size(); ++J) {
      const z3::expr &P = Products[I], &Q = Products[J];
      if (P.get_sort().bv_size() != Q.get_sort().bv_size() ||
          P.get_sort().bv_size() > 32)
        continue;
      for (unsigned FP = 0; FP < 2; ++FP)
        for (unsigned FQ = 0; FQ < 2; ++FQ) {
          z3::expr M = P.arg(FP);
          if (!z3::eq(M, Q.arg(FQ)))
            continue;
          z3::expr A = P.arg(1 - FP), B = Q.arg(1 - FQ);
          if (z3::eq(A, B))
            continue;
          unsigned W = P.get_sort().bv_size();
          auto Z = [&](const z3::expr &X) { return z3::zext(X, W); };
          z3::expr NoWrap = z3::bvmul_no_overflow(A, M, false) &&
                            z3::bvmul_no_overflow(B, M, false);
          Add(z3::implies(NoWrap && z3::ult(A, B),
                          z3::ule(Z(P) + Z(M), Z(Q))));
          Add(z3::implies(NoWrap && z3::ult(B, A),
                          z3::ule(Z(Q) + Z(M), Z(P))));
        }
    }
  return All;
}

z3::check_result Engine::lemmaQuery(const z3::expr_vector &Assume,
                                    std::optional<z3::model> &Model) {
  z3::expr_vector Base = Solver.assertions();
  z3::solver Fresh(Ctx);
  for (unsigned I = 0; I < Base.size(); ++I)
    Fresh.add(Base[I]);
  for (unsigned I = 0; I < Assume.size(); ++I)
    Fresh.add(Assume[I]);
  Fresh.add(productLemmas(Ctx, Base, Stats.LemmaInstances,
                          Stats.LemmaInstancesLeftOut));
  z3::check_result R = queryOn(Fresh, z3::expr_vector(Ctx),
                               FinalBackstopSeconds, FinalQueryWork);
  if (R == z3::sat)
    Model = Fresh.get_model();
  return R;
}

/// Houdini: drops every candidate that some entry or back edge can falsify
/// while the surviving ones are assumed, until none can be. Returns false
/// (with the reason) when the solver gives up.
bool Engine::houdini(std::vector<bool> &Alive, std::string &Why) {
  // Per round, one query per surviving candidate (its entry and back-edge
  // checks); a candidate whose query is satisfiable or undecided within
  // the per-query limit is dropped (dropping is always sound), and so is
  // every other candidate the model falsifies.
  std::vector<std::vector<const Check *>> ChecksOf(V->Candidates.size());
  for (const Check &C : V->Checks)
    if (C.Kind == CheckKind::Invariant)
      ChecksOf[C.Candidate].push_back(&C);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I < V->Candidates.size(); ++I) {
      if (!Alive[I])
        continue;
      if (remaining() <= 0) {
        Why = "timeout while inferring loop invariants";
        return false;
      }
      z3::expr_vector Assume(Ctx);
      for (size_t J = 0; J < V->Candidates.size(); ++J)
        Assume.push_back(Alive[J] ? V->Candidates[J].Active
                                  : !V->Candidates[J].Active);
      z3::expr Fails = Ctx.bool_val(false);
      for (const Check *C : ChecksOf[I])
        Fails = Fails || C->Fails;
      Solver.push();
      Solver.add(Fails);
      double Backstop = HoudiniBackstopSeconds * Work / HoudiniQueryWork;
      z3::check_result R = query(Assume, Backstop, Work);
      std::optional<z3::model> M;
      if (R == z3::sat)
        M = Solver.get_model();
      else if (R == z3::unknown)
        R = splitQuery(Fails, Assume, Backstop, M);
      if (R == z3::sat && M) {
        for (const Check &C : V->Checks)
          if (C.Kind == CheckKind::Invariant && Alive[C.Candidate] &&
              M->eval(C.Fails, true).is_true())
            Alive[C.Candidate] = false;
      }
      Solver.pop();
      if (R == z3::unknown)
        Undecided = true;
      if (R != z3::unsat) {
        Alive[I] = false;
        Changed = true;
      }
    }
  }
  return true;
}

std::string Engine::launchText(const z3::model &M, Dim3 &Block, Dim3 &Grid,
                               std::vector<const Expr *> &Args,
                               Program &Replay) {
  const std::vector<z3::expr> &S = V->Sizes;
  Block = {uint32_t(valueOf(M, S[0])), uint32_t(valueOf(M, S[1])),
           uint32_t(valueOf(M, S[2]))};
  Grid = {uint32_t(valueOf(M, S[3])), uint32_t(valueOf(M, S[4])),
          uint32_t(valueOf(M, S[5]))};
  std::string Text = checker::launchDimsText(Block, Grid);
  const Procedure &K = P.Procs[P.Run.Kernel];
  Args = Replay.Run.Args;
  for (VarId I = 0; I < K.NumParams && I < Args.size(); ++I) {
    auto It = V->Params.find(I);
    if (It == V->Params.end() || K.Vars[I].Ty == Type::Ptr)
      continue;
    uint64_t Bits = valueOf(M, It->second);
    Type Ty = K.Vars[I].Ty;
    Args[I] = Ty == Type::Bool ? Replay.boolConst(Bits != 0)
                               : Replay.intConst(Ty, Bits);
    Expr Cst = *Args[I];
    Cst.Bits = Bits;
    Args[I] = Replay.make(Cst);
    std::string Val;
    if (isInt(Ty)) {
      unsigned W = intWidth(Ty);
      int64_t Signed = W < 64 && (Bits >> (W - 1)) & 1
                           ? int64_t(Bits | (~uint64_t(0) << W))
                           : int64_t(Bits);
      Val = std::to_string(Signed);
    } else if (Ty == Type::Bool) {
      Val = Bits ? "true" : "false";
    } else {
      char Buf[32];
      std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)Bits);
      Val = Buf;
    }
    Text += ", " + K.Vars[I].Name + "=" + Val;
  }
  return Text;
}

/// Runs the exact engines at the counterexample's launch.
CheckResult Engine::replay(const Check &C, const z3::model &M) {
  // Shared: a confirmed error's witness graph points into the program the
  // exact engine ran, which must live as long as the report (Violation::Keep).
  std::shared_ptr<Program> R = ir::copyProgram(P);
  ir::stripBarrierInvariants(*R);
  Dim3 Block, Grid;
  std::vector<const Expr *> Args;
  std::string Launch = launchText(M, Block, Grid, Args, *R);
  R->Run.BlockDim = Block;
  R->Run.Grid = Grid;
  R->Run.Args = Args;
  std::string Threads;
  for (int K = 1; K <= 2; ++K) {
    std::string T;
    const char *Dims = "xyz";
    for (int D = 0; D < 3; ++D)
      for (const char *What : {"tid.", "bid."}) {
        std::string N = std::string(What) + Dims[D] + "$" + std::to_string(K);
        auto It = V->Named.find(N);
        if (It != V->Named.end())
          T += (T.empty() ? "" : " ") + std::string(What) + Dims[D] + "=" +
               std::to_string(valueOf(M, It->second));
      }
    Threads += (K == 1 ? "thread 1 (" : ", thread 2 (") + T + ")";
  }
  CheckResult Out;
  Out.Engine = "symbolic";
  Violation Possible;
  Possible.Kind = kindOf(C);
  Possible.Message = checkMessage(C) + " for " + Launch;
  checker::ViolationEvent E;
  E.Loc = C.Loc;
  Possible.Events.push_back(E);
  Possible.Trace.push_back("counterexample of the two-thread program: " +
                           Launch + "; " + Threads +
                           (Shrunk.empty() ? "" : " (launch " + Shrunk + ")"));
  Possible.Confirmed = false;

  // The exact engine at that launch.
  uint64_t NThreads = Block.count() * Grid.count();
  CheckResult Exact;
  std::string NotRun;
  ir::DiagnosticEngine Diags;
  std::shared_ptr<Program> Pred = checker::preparePredicated(*R, Diags);
  bool IntervalExact = false;
  if (Pred) {
    checker::CommunicationReport Comm = checker::analyzeCommunication(*Pred);
    IntervalExact = Comm.Supported && !Comm.MayCommunicate;
  }
  // Within what is left of --timeout (a replay never starts after it).
  double Left = remaining();
  std::shared_ptr<const void> Ran; // the program the exact engine runs
  if (Left <= 0.01) {
    NotRun = "the timeout was reached before the replay";
  } else if (IntervalExact && NThreads <= (1u << 22)) {
    checker::IntervalOptions IO;
    IO.Model = Opts.Model;
    IO.TimeoutSeconds = std::min(Left, 60.0);
    Exact = checker::checkIntervals(*Pred, IO);
    Ran = Pred;
  } else if (NThreads <= 64) {
    checker::CheckOptions CO;
    CO.Model = Opts.Model;
    CO.TimeoutSeconds = std::min(Left, 60.0);
    Exact = checker::checkProgram(*R, CO);
    Ran = R;
  } else {
    NotRun = "the launch is too large for a replay";
  }
  if (NotRun.empty() && Exact.V == Verdict::Error) {
    Out.V = Verdict::Error;
    for (Violation &X : Exact.Violations) {
      X.Message += " (for " + Launch + ")";
      X.Confirmed = true;
      X.Keep = Ran;
      Out.Violations.push_back(std::move(X));
    }
    return Out;
  }
  Out.V = Verdict::Incomplete;
  std::string Kind(checker::violationKindName(Possible.Kind));
  Out.IncompleteReason =
      "possible " + Kind + ", not confirmed by a concrete run (" +
      (NotRun.empty()
           ? std::string("the ") + Exact.Engine + " engine at " + Launch +
                 (Exact.V == Verdict::Safe ? " found no error"
                                           : " did not finish: " +
                                                 Exact.IncompleteReason)
           : NotRun) +
      ")";
  Out.Violations.push_back(std::move(Possible));
  return Out;
}

/// Whether some plain load reads shared or global memory (the equality
/// abstraction can only matter then).
static bool readsMemory(const Program &P) {
  for (const Procedure &Pr : P.Procs)
    for (const Block &B : Pr.Blocks)
      for (const Stmt &S : B.Stmts)
        if (S.Kind == StmtKind::Load && !isAtomic(S.Order))
          return true;
  return false;
}

CheckResult Engine::run() {
  if (P.Run.K != Launch::Kind::Kernel) {
    CheckResult Res;
    Res.Engine = "symbolic";
    Res.V = Verdict::Incomplete;
    Res.IncompleteReason = "the symbolic engine needs an SPMD kernel launch";
    return Res;
  }
  // The adversarial abstraction first (cheaper: no shadow memory); when it
  // only finds a counterexample that no concrete run confirms, the
  // equality abstraction may remove it (thesis Fig. 4.1 (b), (c)): try
  // again with it. `--equality` starts with it.
  bool Equality = Opts.Equality;
  Stats.Abstraction = Equality ? "equality" : "adversarial";
  CheckResult R1 = runWith(Equality);
  if (Equality || R1.V != Verdict::Incomplete || R1.Violations.empty() ||
      remaining() <= 0 || !readsMemory(P))
    return R1;
  SymbolicStats Keep = Stats;
  Stats.Rules.clear();
  Stats.Candidates = Stats.Proved = 0;
  Stats.Assumptions.clear();
  Stats.Abstraction = "equality";
  CheckResult R2 = runWith(true);
  if (R2.V == Verdict::Safe || R2.V == Verdict::Error)
    return R2;
  Keep.Queries = Stats.Queries;
  Keep.SolverSeconds = Stats.SolverSeconds;
  Keep.LemmaInstances = Stats.LemmaInstances;
  Keep.LemmaInstancesLeftOut = Stats.LemmaInstancesLeftOut;
  Stats = Keep;
  return R1;
}

CheckResult Engine::runWith(bool Equality) {
  CheckResult Res;
  Res.Engine = "symbolic";
  Res.Model = std::string(checker::modelName(Opts.Model));
  auto Incomplete = [&](std::string Why) {
    Res.V = Verdict::Incomplete;
    Res.IncompleteReason = std::move(Why);
    return Res;
  };
  ExpensiveRules = false;
  Two = ir::copyProgram(P);
  axiomsAsAssumptions(*Two);
  selectModularCalls(*Two);
  DiagnosticEngine Diags;
  TwoThreadOptions TO;
  TO.SymbolicLaunch = true;
  TO.AllDims = Opts.AllDims;
  TO.Equality = Equality;
  if (!runTwoThreadPipeline(*Two, Diags, TO, &Info)) {
    std::string Why = "the two-thread reduction failed";
    for (const Diagnostic &D : Diags.diagnostics())
      if (D.Level == DiagLevel::Error) {
        Why += ": " + D.Message;
        break;
      }
    return Incomplete(Why);
  }
  // The accesses thread 1 logs, for the access-offset rules.
  std::vector<LoggedOffset> Logged;
  for (const Block &B : Two->Procs[0].Blocks)
    for (const Stmt &S : B.Stmts) {
      if (S.Kind != StmtKind::Call || S.Args.size() != 2)
        continue;
      const std::string &N = Two->Procs[S.Callee].Name;
      if (N.rfind("_LOG_", 0) != 0)
        continue;
      for (const char *Kind : {"ATOMIC_READ_", "ATOMIC_", "READ_", "WRITE_"}) {
        std::string K = Kind;
        if (N.compare(5, K.size(), K) != 0)
          continue;
        std::string Flag = "_" + K + "HAS_OCCURRED_" + N.substr(5 + K.size());
        if (ObjectId F = Two->findObject(Flag))
          Logged.push_back({F, S.Args[1]});
        break;
      }
    }
  addBoundsChecks(*Two);
  locateCallees(*Two, 0);
  if (!inlineCalls(*Two, Diags))
    return Incomplete("inlining the two-thread program failed");

  // Stage 1 with the cheap candidate rules; stage 2 adds the expensive
  // ones (docs/engines.md "Invariants") and gives each Houdini query more
  // work, only when stage 1 neither proved the kernel nor confirmed an
  // error, and some loop has expensive candidates or Houdini dropped one
  // only because its query reached the work limit.
  Undecided = false;
  Work = HoudiniQueryWork;
  CheckResult R1 = solve(false, Logged);
  if (R1.V == Verdict::Error || R1.V == Verdict::Safe ||
      (!ExpensiveRules && !Undecided) || remaining() <= 0)
    return R1.V == Verdict::Safe ? proved(Res) : R1;
  SymbolicStats Keep = Stats;
  Stats.Rules.clear();
  Stats.Candidates = Stats.Proved = 0;
  Work = HoudiniQueryWork * Stage2WorkFactor;
  CheckResult R2 = solve(true, Logged);
  if (R2.V == Verdict::Safe)
    return proved(Res);
  if (R2.V == Verdict::Error)
    return R2;
  // Stage 2 did not help: the first stage's answer, its statistics (the
  // solver totals include both stages).
  Keep.Queries = Stats.Queries;
  Keep.SolverSeconds = Stats.SolverSeconds;
  Keep.LemmaInstances = Stats.LemmaInstances;
  Keep.LemmaInstancesLeftOut = Stats.LemmaInstancesLeftOut;
  Stats = Keep;
  return R1;
}

CheckResult Engine::proved(CheckResult Res) {
  if (Opts.Model == checker::ModelKind::Src11 &&
      hasBlockScopedGlobalAtomic(P)) {
    Res.V = Verdict::Incomplete;
    Res.IncompleteReason =
        "no data race, divergence or failing assertion for any launch, but "
        "the kernel has block-scoped atomics on global memory, and "
        "heterogeneous races between blocks are not checked by the symbolic "
        "engine: check a launch with '--engine=dpor' or 'interval'";
    return Res;
  }
  Res.V = Verdict::Safe;
  Stats.Assumptions.push_back(
      "the kernel's __requires, __assume and __axiom conditions hold");
  Stats.Assumptions.push_back(
      "distinct pointer parameters point to distinct buffers");
  std::string Proof = Stats.OneD ? "verified for every 1D launch and input"
                                 : "verified for every launch and input";
  if (Stats.Abstraction == "equality")
    Proof += " (with the equality abstraction of shared memory)";
  Proof += " that satisfy: ";
  for (size_t I = 0; I < Stats.Assumptions.size(); ++I)
    Proof += (I ? "; " : "") + Stats.Assumptions[I];
  Stats.Proof = Proof;
  return Res;
}

CheckResult Engine::solve(bool Expensive,
                          const std::vector<LoggedOffset> &Logged) {
  CheckResult Res;
  Res.Engine = "symbolic";
  Res.Model = std::string(checker::modelName(Opts.Model));
  auto Incomplete = [&](std::string Why) {
    Res.V = Verdict::Incomplete;
    Res.IncompleteReason = std::move(Why);
    return Res;
  };
  Solver.reset();
  Stats.Assumptions.clear();
  V = encodeProcedure(Ctx, *Two, 0, Logged, Expensive);
  ExpensiveRules = ExpensiveRules || V->Expensive;
  if (!V->Unsupported.empty())
    return Incomplete("the symbolic engine cannot encode this kernel: " +
                      V->Unsupported);
  Stats.Loops = V->Loops;
  for (const z3::expr &D : V->Defs)
    Solver.add(D);
  Solver.add(launchAxioms());

  std::vector<bool> Alive(V->Candidates.size(), true);
  std::string Why;
  if (!houdini(Alive, Why))
    return Incomplete(Why);
  Stats.Candidates = V->Candidates.size();
  for (size_t I = 0; I < V->Candidates.size(); ++I) {
    RuleCount &RC = Stats.Rules[V->Candidates[I].Rule];
    ++RC.Candidates;
    if (Alive[I]) {
      ++RC.Proved;
      ++Stats.Proved;
    }
  }
  z3::expr_vector Assume(Ctx);
  for (size_t I = 0; I < V->Candidates.size(); ++I)
    Assume.push_back(Alive[I] ? V->Candidates[I].Active
                              : !V->Candidates[I].Active);

  // Every assertion and runtime check, in program order.
  for (const Check &C : V->Checks) {
    if (C.Kind == CheckKind::Invariant)
      continue;
    Solver.push();
    Solver.add(C.Fails);
    // Most checks hold: one query decides them. A failing one is asked
    // again for a small launch, so that the replay is small.
    z3::check_result R = query(Assume, FinalBackstopSeconds, FinalQueryWork);
    std::optional<z3::model> LemmaModel;
    if (R == z3::unknown && remaining() > 0)
      R = lemmaQuery(Assume, LemmaModel);
    if (R != z3::sat) {
      Solver.pop();
      if (R == z3::unsat)
        continue;
      return Incomplete(remaining() <= 0
                            ? "timeout"
                            : "the solver gave up (" + solverReason() + ")");
    }
    z3::model M = LemmaModel ? *LemmaModel : Solver.get_model();
    Solver.push();
    Solver.add(smallLaunch());
    unsigned Depth = 2;
    if (query(Assume, FinalBackstopSeconds, FinalQueryWork) == z3::sat) {
      M = Solver.get_model();
    } else {
      Solver.pop();
      Depth = 1;
    }
    M = shrink(M, Assume);
    CheckResult Rep = replay(C, M);
    // A counterexample that does not replay may come from a launch where
    // the error cannot happen (the invariants are weaker than the truth):
    // up to ReplayTries launches, each new model excluding the block sizes
    // and parameter values already tried, small ones first.
    for (unsigned Try = 1; Try < ReplayTries && Rep.V != Verdict::Error &&
                           remaining() > 0;
         ++Try) {
      z3::expr Same = Ctx.bool_val(true);
      for (unsigned D = 0; D < 3; ++D) // the block sizes, not the grid's
        Same = Same && V->Sizes[D] == M.eval(V->Sizes[D], true);
      const Procedure &K = P.Procs[P.Run.Kernel];
      for (auto &[I, X] : V->Params)
        if (I < K.NumParams && isInt(K.Vars[I].Ty))
          Same = Same && X == M.eval(X, true);
      Solver.add(!Same);
      if (query(Assume, FinalBackstopSeconds, FinalQueryWork) != z3::sat)
        break;
      M = shrink(Solver.get_model(), Assume);
      CheckResult Next = replay(C, M);
      if (Next.V == Verdict::Error)
        Rep = std::move(Next);
    }
    for (unsigned I = 0; I < Depth; ++I)
      Solver.pop();
    Rep.Model = Res.Model;
    return Rep;
  }
  Res.V = Verdict::Safe;
  return Res;
}

checker::CheckResult checkSymbolic(const ir::Program &P,
                                   const SymbolicOptions &Opts,
                                   SymbolicStats &Stats) {
  auto T0 = Clock::now();
  Engine E(P, Opts, Stats);
  CheckResult R;
  try {
    R = E.run();
  } catch (const z3::exception &X) {
    R = CheckResult();
    R.Engine = "symbolic";
    R.V = Verdict::Incomplete;
    R.IncompleteReason = std::string("the SMT solver failed: ") + X.msg();
  }
  R.Model = std::string(checker::modelName(Opts.Model));
  R.Stats.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
  R.Stats.PeakRssMb = checker::peakRssMb();
  R.Stats.SolverSeconds = Stats.SolverSeconds;
  R.Stats.InvariantCandidates = Stats.Candidates;
  R.Stats.InvariantsProved = Stats.Proved;
  for (const auto &[Rule, C] : Stats.Rules)
    R.Stats.InvariantRules[Rule] = {C.Candidates, C.Proved};
  return R;
}

} // namespace scopecheck::symbolic
