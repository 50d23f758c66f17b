//===- translate/C11Program.cpp - C11/pthreads programs -------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver of C11/pthreads programs (translate/C11Program.h,
/// docs/c11-support.md). main is not translated as a thread of its own up
/// to its joins: its code there is read at translation time, with the
/// values of its integer locals known (constant loops are unrolled), so
/// that every pthread_create names a thread function and a constant
/// argument. Stores of constants to globals before the first
/// pthread_create are the globals' initial values (they happen before
/// every thread's first event, so no execution can tell the difference).
/// The code after the last join becomes a thread `@main` that waits for
/// every thread's end (a release store the thread makes when it returns).
///
//===----------------------------------------------------------------------===//

#include "translate/C11Program.h"

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

using namespace clang;

namespace scopecheck::translate {

namespace {

/// What main may not do between its first pthread_create and last join.
const char *const RunningCode =
    "code in main while its threads run (between the first pthread_create "
    "and the last pthread_join)";

/// Loop iterations main may unroll in all (a bound on translation time).
constexpr uint64_t MaxUnrolled = 100000;

/// One pthread_create.
struct ThreadSpec {
  const FunctionDecl *Fn = nullptr;
  C11ArgKind Kind = C11ArgKind::None;
  int64_t Int = 0;                 ///< Integer
  const VarDecl *Global = nullptr; ///< Pointer: &Global[Index]
  int64_t Index = 0;
  const RecordDecl *Record = nullptr; ///< Struct: its fields' values
  std::vector<int64_t> Fields;
  /// Struct without Record: `&v` or `&a[i]` of main's local integer, whose
  /// value (Fields[0], of this type) the thread reads with `*(int *)arg`.
  QualType ValueTy;
  SourceLocation At;
  std::optional<int64_t> Group, Kernel;
  uint32_t Block = 0;
};

/// A constant stored to a global before the threads start.
struct InitWrite {
  const VarDecl *Global;
  int64_t Index;
  int64_t Value;
  SourceLocation At;
};

class C11Driver {
public:
  C11Driver(ASTContext &Ctx, ir::Program &P, ir::DiagnosticEngine &Diags,
            const TranslateOptions &Opts)
      : Ctx(Ctx), P(P), Diags(Diags), T(Ctx, P, Diags, Opts) {}

  bool run(const std::string &FileName);

private:
  bool fail(SourceLocation L, const std::string &Msg) {
    if (!Failed)
      Diags.report(ir::DiagLevel::Error, P, T.loc(L), Msg);
    Failed = true;
    return false;
  }
  bool unsupported(SourceLocation L, const std::string &What) {
    return fail(L, What + " is not supported");
  }

  using Env = std::map<const VarDecl *, int64_t>;
  std::optional<int64_t> eval(const Expr *E, const Env &V) const;
  /// The slot `v` or `a[i]` of a pthread_t (or the object of `&v`, `&a[i]`).
  std::optional<std::pair<const VarDecl *, int64_t>> slot(const Expr *E);

  bool walk(const Stmt *S, bool TopLevel);
  bool expression(const Expr *E);
  bool create(const CallExpr *CE);
  bool join(const CallExpr *CE);
  bool globalStore(const Expr *Dest, const Expr *Value, SourceLocation At);
  bool forLoop(const ForStmt *FS);
  bool place(ThreadSpec &Th);

  ASTContext &Ctx;
  ir::Program &P;
  ir::DiagnosticEngine &Diags;
  KernelTranslator T;
  C11Context C11;
  bool Failed = false;

  enum class Phase { Prefix, Running, Tail, Returned } Ph = Phase::Prefix;
  Env Locals; ///< main's integer locals and their current values
  std::vector<const VarDecl *> LocalOrder;
  std::vector<ThreadSpec> Threads;
  std::map<std::pair<const VarDecl *, int64_t>, unsigned> ThreadOf;
  std::set<unsigned> Joined;
  std::map<const VarDecl *, std::pair<int64_t, SourceLocation>> Barriers;
  std::vector<InitWrite> Inits;
  std::optional<int64_t> GroupSize;
  std::vector<const Stmt *> Tail;
  uint64_t Unrolled = 0;
  /// main's local structures (arrays) of integer fields (GPUMC's
  /// ThreadData): the values assigned to their fields.
  std::map<std::pair<const VarDecl *, int64_t>,
           std::map<const FieldDecl *, int64_t>>
      StructLocals;
  /// While placing a thread: its Struct argument and the pointers to it.
  std::map<const VarDecl *, const std::map<const FieldDecl *, int64_t> *>
      PtrFields;
  std::map<const FieldDecl *, int64_t> CurFields;
  /// Elements of main's local integer arrays that main has set.
  std::map<std::pair<const VarDecl *, int64_t>, int64_t> LocalInts;
  /// main's local integers whose address a thread got, with the thread.
  std::map<std::pair<const VarDecl *, int64_t>, unsigned> PassedSlots;
  /// Refuses a change of main's local \p Slot while a thread that got its
  /// address may still read it.
  bool checkNotPassed(std::pair<const VarDecl *, int64_t> Slot,
                      SourceLocation At);
  /// A field of main's local structure: `a[i].f` or `s.f`.
  std::optional<std::pair<std::pair<const VarDecl *, int64_t>,
                          const FieldDecl *>>
  localField(const Expr *E);
};

std::optional<int64_t> C11Driver::eval(const Expr *E, const Env &V) const {
  E = E->IgnoreParens();
  if (!E->isValueDependent() && E->getType()->isIntegralOrEnumerationType()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && !R.HasSideEffects)
      return R.Val.getInt().getExtValue();
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E); ME && ME->isArrow()) {
    const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenCasts());
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    auto It = VD ? PtrFields.find(VD) : PtrFields.end();
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (It == PtrFields.end() || !FD)
      return std::nullopt;
    auto F = It->second->find(FD);
    if (F == It->second->end())
      return std::nullopt;
    return F->second;
  }
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    std::optional<int64_t> X = eval(CE->getSubExpr(), V);
    if (!X)
      return std::nullopt;
    QualType To = CE->getType();
    if (To->isBooleanType())
      return *X != 0;
    if (To->isIntegerType() && Ctx.getTypeSize(To) < 64) {
      unsigned W = unsigned(Ctx.getTypeSize(To));
      uint64_t Mask = (uint64_t(1) << W) - 1;
      uint64_t B = uint64_t(*X) & Mask;
      if (To->isSignedIntegerType() && (B >> (W - 1)))
        B |= ~Mask;
      return int64_t(B);
    }
    return X;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = V.find(VD);
      if (It != V.end())
        return It->second;
    }
    return std::nullopt;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref) {
    const auto *DRE =
        dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenCasts());
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    auto It = VD ? PtrFields.find(VD) : PtrFields.end();
    if (It == PtrFields.end())
      return std::nullopt;
    auto F = It->second->find(nullptr);
    if (F == It->second->end())
      return std::nullopt;
    return F->second;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    std::optional<int64_t> X = eval(UO->getSubExpr(), V);
    if (!X)
      return std::nullopt;
    switch (UO->getOpcode()) {
    case UO_Minus:
      return -*X;
    case UO_Plus:
      return *X;
    case UO_Not:
      return ~*X;
    case UO_LNot:
      return !*X;
    default:
      return std::nullopt;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    std::optional<int64_t> C = eval(CO->getCond(), V);
    if (!C)
      return std::nullopt;
    return eval(*C ? CO->getTrueExpr() : CO->getFalseExpr(), V);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp() || BO->getOpcode() == BO_Comma)
      return std::nullopt;
    std::optional<int64_t> A = eval(BO->getLHS(), V);
    std::optional<int64_t> B = eval(BO->getRHS(), V);
    if (!A || !B)
      return std::nullopt;
    int64_t X = *A, Y = *B;
    switch (BO->getOpcode()) {
    case BO_Add:
      return int64_t(uint64_t(X) + uint64_t(Y));
    case BO_Sub:
      return int64_t(uint64_t(X) - uint64_t(Y));
    case BO_Mul:
      return int64_t(uint64_t(X) * uint64_t(Y));
    case BO_Div:
    case BO_Rem:
      if (Y == 0 || (Y == -1 && X == INT64_MIN))
        return std::nullopt; // main would trap: not a value
      return BO->getOpcode() == BO_Div ? X / Y : X % Y;
    case BO_Shl:
      return Y < 0 || Y > 62 ? std::nullopt
                             : std::optional<int64_t>(int64_t(uint64_t(X) << Y));
    case BO_Shr:
      return Y < 0 || Y > 62 ? std::nullopt : std::optional<int64_t>(X >> Y);
    case BO_LT:
      return X < Y;
    case BO_GT:
      return X > Y;
    case BO_LE:
      return X <= Y;
    case BO_GE:
      return X >= Y;
    case BO_EQ:
      return X == Y;
    case BO_NE:
      return X != Y;
    case BO_And:
      return X & Y;
    case BO_Or:
      return X | Y;
    case BO_Xor:
      return X ^ Y;
    case BO_LAnd:
      return X && Y;
    case BO_LOr:
      return X || Y;
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<std::pair<const VarDecl *, int64_t>>
C11Driver::slot(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf)
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  int64_t Index = 0;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    std::optional<int64_t> I = eval(AS->getIdx(), Locals);
    if (!I)
      return std::nullopt;
    Index = *I;
    E = AS->getBase()->IgnoreParenImpCasts();
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return std::make_pair(VD, Index);
  return std::nullopt;
}

/// The name of the function \p CE calls directly, or "".
static std::string calleeName(const CallExpr *CE) {
  if (const FunctionDecl *FD = CE->getDirectCallee())
    if (FD->getIdentifier())
      return FD->getName().str();
  return "";
}

std::optional<std::pair<std::pair<const VarDecl *, int64_t>, const FieldDecl *>>
C11Driver::localField(const Expr *E) {
  const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!ME || ME->isArrow())
    return std::nullopt;
  const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
  auto S = slot(ME->getBase());
  if (!FD || !S || S->first->isFileVarDecl())
    return std::nullopt;
  return std::make_pair(*S, FD);
}

bool C11Driver::checkNotPassed(std::pair<const VarDecl *, int64_t> Slot,
                               SourceLocation At) {
  auto It = PassedSlots.find(Slot);
  if (It == PassedSlots.end() || Joined.count(It->second))
    return true;
  return unsupported(At, "changing main's local '" +
                             Slot.first->getNameAsString() +
                             "' while a thread that got its address runs");
}

bool C11Driver::create(const CallExpr *CE) {
  SourceLocation At = CE->getBeginLoc();
  if (Ph == Phase::Tail)
    return unsupported(At, "creating threads after joining all of them");
  if (CE->getNumArgs() != 4)
    return fail(At, "'pthread_create' takes 4 arguments");
  auto Slot = slot(CE->getArg(0));
  if (!Slot)
    return unsupported(CE->getArg(0)->getBeginLoc(),
                       "a pthread_t that is not a variable or an array "
                       "element with a constant index");
  if (!CE->getArg(1)->IgnoreParenCasts()->isNullPointerConstant(
          Ctx, Expr::NPC_ValueDependentIsNotNull))
    return unsupported(CE->getArg(1)->getBeginLoc(), "thread attributes");
  const Expr *FnE = CE->getArg(2)->IgnoreParenCasts();
  const FunctionDecl *Fn = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(FnE))
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      Fn = FD->getDefinition();
  if (!Fn)
    return unsupported(FnE->getBeginLoc(),
                       "a thread function that is not a function defined in "
                       "the file");
  if (Fn->getNumParams() > 1)
    return fail(FnE->getBeginLoc(), "thread function '" +
                                        Fn->getNameAsString() +
                                        "' must take one 'void *' argument");
  if (Fn->getName() == "main")
    return unsupported(FnE->getBeginLoc(), "'main' as a thread function");
  ThreadSpec Th;
  Th.Fn = Fn;
  Th.At = At;
  const Expr *A = CE->getArg(3);
  const Expr *Bare = A->IgnoreParenCasts();
  if (A->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull)) {
    Th.Kind = C11ArgKind::None;
  } else if (const auto *UO = dyn_cast<UnaryOperator>(Bare);
             UO && UO->getOpcode() == UO_AddrOf) {
    auto G = slot(Bare);
    QualType Pointee = Bare->getType()->getPointeeType();
    const RecordDecl *RD = Pointee->getAsRecordDecl();
    if (G && !G->first->isFileVarDecl() && Pointee->isIntegerType() &&
        !Pointee->isAtomicType()) {
      // GenMC's `&ids[i]` (or `&id`): the thread reads the value main set.
      std::optional<int64_t> V;
      if (auto L = Locals.find(G->first);
          L != Locals.end() && G->second == 0 &&
          !G->first->getType()->isArrayType())
        V = L->second;
      else if (auto I = LocalInts.find(*G); I != LocalInts.end())
        V = I->second;
      if (!V)
        return unsupported(A->getBeginLoc(),
                           "a thread argument pointing to main's local '" +
                               G->first->getNameAsString() +
                               "' whose value main has not set");
      Th.Kind = C11ArgKind::Struct;
      Th.Fields = {*V};
      Th.ValueTy = Pointee;
      PassedSlots[*G] = unsigned(Threads.size());
    } else if (G && !G->first->isFileVarDecl() && RD && RD->isStruct()) {
      // GPUMC's `(void *)&workItemInfo[k]`: the fields main set.
      Th.Kind = C11ArgKind::Struct;
      Th.Record = RD;
      auto &Set = StructLocals[*G];
      for (const FieldDecl *F : RD->fields()) {
        auto It = Set.find(F);
        if (It == Set.end())
          return unsupported(A->getBeginLoc(),
                             "a thread argument whose field '" +
                                 F->getNameAsString() +
                                 "' main has not set");
        Th.Fields.push_back(It->second);
      }
    } else if (!G || !G->first->isFileVarDecl())
      return unsupported(A->getBeginLoc(),
                         "a thread argument that points to main's local data "
                         "(pass an integer, NULL, or the address of a "
                         "global)");
    else {
      Th.Kind = C11ArgKind::Pointer;
      Th.Global = G->first;
      Th.Index = G->second;
    }
  } else if (Bare->getType()->isIntegerType()) {
    std::optional<int64_t> V = eval(Bare, Locals);
    if (!V)
      return unsupported(A->getBeginLoc(),
                         "a thread argument whose value is not known when "
                         "the thread is created");
    Th.Kind = C11ArgKind::Integer;
    Th.Int = *V;
  } else {
    return unsupported(A->getBeginLoc(),
                       "this thread argument (pass an integer, NULL, or the "
                       "address of a global)");
  }
  if (ThreadOf.count(*Slot) && !Joined.count(ThreadOf[*Slot]))
    return unsupported(At, "reusing a pthread_t of a thread not yet joined");
  if (Threads.size() >= 4096)
    return fail(At, "more than 4096 threads");
  ThreadOf[*Slot] = unsigned(Threads.size());
  Threads.push_back(Th);
  Ph = Phase::Running;
  return true;
}

bool C11Driver::join(const CallExpr *CE) {
  SourceLocation At = CE->getBeginLoc();
  if (CE->getNumArgs() != 2)
    return fail(At, "'pthread_join' takes 2 arguments");
  auto Slot = slot(CE->getArg(0));
  auto It = Slot ? ThreadOf.find(*Slot) : ThreadOf.end();
  if (It == ThreadOf.end())
    return unsupported(CE->getArg(0)->getBeginLoc(),
                       "joining a thread that main has not created");
  if (!CE->getArg(1)->IgnoreParenCasts()->isNullPointerConstant(
          Ctx, Expr::NPC_ValueDependentIsNotNull))
    return unsupported(CE->getArg(1)->getBeginLoc(),
                       "a thread's result (the second argument of "
                       "pthread_join must be NULL)");
  Joined.insert(It->second);
  return true;
}

bool C11Driver::globalStore(const Expr *Dest, const Expr *Value,
                            SourceLocation At) {
  auto G = slot(Dest);
  if (!G || !G->first->isFileVarDecl())
    return unsupported(At, "this statement in main before its threads are "
                           "created (main may set its integer locals and "
                           "store constants to globals)");
  if (Ph != Phase::Prefix)
    return unsupported(At, "main writing a global while its threads run");
  std::optional<int64_t> V = eval(Value, Locals);
  if (!V)
    return unsupported(Value->getBeginLoc(),
                       "storing a value that is not a constant to a global "
                       "in main before the threads are created");
  Inits.push_back({G->first, G->second, *V, At});
  return true;
}

bool C11Driver::expression(const Expr *E) {
  E = E->IgnoreParens();
  SourceLocation At = E->getBeginLoc();
  if (const auto *CE = dyn_cast<CastExpr>(E);
      CE && CE->getCastKind() == CK_ToVoid)
    return expression(CE->getSubExpr());
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Comma)
      return expression(BO->getLHS()) && expression(BO->getRHS());
    if (BO->isAssignmentOp()) {
      const Expr *L = BO->getLHS()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(L)) {
        const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        if (VD && Locals.count(VD)) {
          if (!checkNotPassed({VD, 0}, At))
            return false;
          std::optional<int64_t> R = eval(BO->getRHS(), Locals);
          if (!R)
            return unsupported(BO->getRHS()->getBeginLoc(),
                               "a value of main's local '" +
                                   VD->getNameAsString() +
                                   "' that is not a constant");
          int64_t Old = Locals[VD];
          switch (BO->getOpcode()) {
          case BO_Assign:
            Locals[VD] = *R;
            break;
          case BO_AddAssign:
            Locals[VD] = Old + *R;
            break;
          case BO_SubAssign:
            Locals[VD] = Old - *R;
            break;
          case BO_MulAssign:
            Locals[VD] = Old * *R;
            break;
          default:
            return unsupported(At, "this assignment to main's local '" +
                                       VD->getNameAsString() + "'");
          }
          return true;
        }
      }
      if (const auto *AS =
              dyn_cast<ArraySubscriptExpr>(BO->getLHS()->IgnoreParenImpCasts());
          AS && AS->getType()->isIntegerType() &&
          !AS->getType()->isAtomicType()) {
        auto S = slot(AS);
        if (S && !S->first->isFileVarDecl()) {
          std::optional<int64_t> R = eval(BO->getRHS(), Locals);
          if (!R || BO->getOpcode() != BO_Assign)
            return unsupported(At, "this assignment to an element of main's "
                                   "local array (a constant is needed)");
          if (!checkNotPassed(*S, At))
            return false;
          LocalInts[*S] = *R;
          return true;
        }
      }
      if (auto F = localField(BO->getLHS())) {
        std::optional<int64_t> R = eval(BO->getRHS(), Locals);
        if (!R || BO->getOpcode() != BO_Assign)
          return unsupported(At, "this assignment to a field of main's "
                                 "local structure (a constant is needed)");
        StructLocals[F->first][F->second] = *R;
        return true;
      }
      if (BO->getOpcode() != BO_Assign)
        return unsupported(At, "a compound assignment to a global in main "
                               "before its threads are joined");
      return globalStore(BO->getLHS(), BO->getRHS(), At);
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp()) {
    if (const auto *DRE =
            dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
          VD && Locals.count(VD)) {
        if (!checkNotPassed({VD, 0}, At))
          return false;
        Locals[VD] += UO->isIncrementOp() ? 1 : -1;
        return true;
      }
    return unsupported(At, "this increment in main before its threads are "
                           "joined");
  }
  if (const auto *AE = dyn_cast<AtomicExpr>(E)) {
    if (AE->getOp() == AtomicExpr::AO__c11_atomic_init ||
        AE->getOp() == AtomicExpr::AO__c11_atomic_store)
      return globalStore(AE->getPtr(), AE->getVal1(), At);
    return unsupported(At, "an atomic operation in main before its threads "
                           "are joined (other than atomic_init and "
                           "atomic_store of a constant before creating them)");
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    std::string N = calleeName(CE);
    if (N == "pthread_create")
      return create(CE);
    if (N == "pthread_join")
      return join(CE);
    if (N == "printf" || N == "puts" || N == "putchar" || N == "fprintf" ||
        N == "pthread_mutex_init" || N == "pthread_barrier_destroy" ||
        N == "pthread_mutex_destroy" || N == "__VERIFIER_memory_scope_device" ||
        N == "__VERIFIER_memory_scope_work_group" ||
        N == "__VERIFIER_memory_scope_system")
      return true; // a mutex starts free (0) anyway
    if (N == "__VERIFIER_groupsize") {
      std::optional<int64_t> V = eval(CE->getArg(0), Locals);
      if (!V || *V < 1)
        return unsupported(CE->getArg(0)->getBeginLoc(),
                           "a group size that is not a positive constant");
      GroupSize = *V;
      C11.PlacementCalls.insert(CE);
      return true;
    }
    if (N == "pthread_barrier_init") {
      auto B = slot(CE->getArg(0));
      std::optional<int64_t> Count = eval(CE->getArg(2), Locals);
      if (!B || !Count || *Count < 1)
        return unsupported(At, "a barrier initialisation other than "
                               "'pthread_barrier_init(&b, NULL, N)' with a "
                               "constant N");
      if (!B->first->isFileVarDecl())
        return unsupported(At, "a barrier that is not a global variable");
      auto It = Barriers.find(B->first);
      if (It != Barriers.end() && It->second.first != *Count)
        return unsupported(At, "barriers of one array with different counts");
      Barriers[B->first] = {*Count, At};
      return true;
    }
    if (Ph == Phase::Running)
      return unsupported(At, RunningCode);
    return unsupported(At, "call of '" + (N.empty() ? std::string("?") : N) +
                               "' in main before its threads are created");
  }
  if (Ph == Phase::Running)
    return unsupported(At, RunningCode);
  return unsupported(At, describeConstruct(E, Ctx) +
                             " in main before its threads are joined");
}

bool C11Driver::forLoop(const ForStmt *FS) {
  if (FS->getInit() && !walk(FS->getInit(), false))
    return false;
  for (;;) {
    if (FS->getCond()) {
      std::optional<int64_t> C = eval(FS->getCond(), Locals);
      if (!C)
        return unsupported(FS->getCond()->getBeginLoc(),
                           "a loop in main whose condition is not a constant "
                           "(main's loops are unrolled)");
      if (!*C)
        return true;
    }
    if (++Unrolled > MaxUnrolled)
      return unsupported(FS->getBeginLoc(),
                         "unrolling main's loops more than 100000 times");
    if (!walk(FS->getBody(), false))
      return false;
    if (FS->getInc() && !expression(FS->getInc()))
      return false;
  }
}

bool C11Driver::walk(const Stmt *S, bool TopLevel) {
  if (Failed)
    return false;
  if (Ph == Phase::Returned)
    return true;
  if (Ph == Phase::Tail) {
    if (!TopLevel)
      return unsupported(S->getBeginLoc(),
                         "code after the last pthread_join inside the loop "
                         "or block that joins");
    Tail.push_back(S);
    return true;
  }
  if (isa<NullStmt>(S))
    return true;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body())
      if (!walk(C, TopLevel && false))
        return false;
    return true;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD)
        continue;
      QualType Ty = VD->getType();
      if (const auto *TT = Ty->getAs<TypedefType>();
          TT && TT->getDecl()->getName() == "pthread_t")
        continue; // a thread's handle: pthread_create names it
      if (Ty->isIntegerType() && !Ty->isAtomicType() &&
          VD->hasLocalStorage()) {
        int64_t V = 0;
        if (const Expr *Init = VD->getInit()) {
          std::optional<int64_t> X = eval(Init, Locals);
          if (!X && Ph == Phase::Running)
            return unsupported(Init->getBeginLoc(), RunningCode);
          if (!X)
            return unsupported(Init->getBeginLoc(),
                               "an initial value of main's local '" +
                                   VD->getNameAsString() +
                                   "' that is not a constant");
          V = *X;
        }
        if (!Locals.count(VD))
          LocalOrder.push_back(VD);
        Locals[VD] = V;
        continue;
      }
      if (const auto *CAT = Ctx.getAsConstantArrayType(Ty);
          CAT && CAT->getElementType()->isIntegerType() && VD->hasInit())
        if (const auto *IL =
                dyn_cast<InitListExpr>(VD->getInit()->IgnoreImplicit())) {
          // `int ids[3] = {0, 1, 2};`: C zero-fills the rest.
          for (uint64_t I = 0; I < CAT->getSize().getZExtValue(); ++I) {
            std::optional<int64_t> X =
                I < IL->getNumInits() ? eval(IL->getInit(I), Locals) : 0;
            if (X)
              LocalInts[{VD, int64_t(I)}] = *X;
          }
          continue;
        }
      if (VD->hasInit() && !isa<InitListExpr>(VD->getInit()->IgnoreImplicit()))
        return unsupported(VD->getLocation(),
                           "local '" + VD->getNameAsString() + "' of type '" +
                               Ty.getAsString() +
                               "' in main before its threads are joined");
      // pthread_t variables and arrays, and others main only declares.
    }
    return true;
  }
  if (const auto *E = dyn_cast<Expr>(S))
    return expression(E);
  if (const auto *FS = dyn_cast<ForStmt>(S))
    return forLoop(FS);
  if (const auto *IS = dyn_cast<IfStmt>(S)) {
    if (IS->getInit() || IS->getConditionVariable())
      return unsupported(IS->getBeginLoc(), "declarations in an 'if' of main");
    std::optional<int64_t> C = eval(IS->getCond(), Locals);
    if (!C)
      return unsupported(IS->getCond()->getBeginLoc(),
                         "an 'if' in main before its threads are joined "
                         "whose condition is not a constant");
    if (*C)
      return walk(IS->getThen(), false);
    return IS->getElse() ? walk(IS->getElse(), false) : true;
  }
  if (const auto *RS = dyn_cast<ReturnStmt>(S)) {
    (void)RS;
    Ph = Phase::Returned;
    return true;
  }
  if (const auto *LS = dyn_cast<LabelStmt>(S))
    return walk(LS->getSubStmt(), TopLevel);
  return unsupported(S->getBeginLoc(), describeConstruct(S, Ctx) +
                                           " in main before its threads "
                                           "are joined");
}

/// Reads the leading statements of thread \p Th's function with its
/// argument known: GPUMC's `__VERIFIER_thread_group_id(n)` and friends.
bool C11Driver::place(ThreadSpec &Th) {
  const auto *Body = dyn_cast<CompoundStmt>(Th.Fn->getBody());
  if (!Body)
    return true;
  Env V;
  PtrFields.clear();
  CurFields.clear();
  if (Th.Kind == C11ArgKind::Struct && Th.Fn->getNumParams() == 1) {
    size_t I = 0;
    if (!Th.Record)
      CurFields[nullptr] = Th.Fields[0];
    else
      for (const FieldDecl *F : Th.Record->fields())
        CurFields[F] = Th.Fields[I++];
    PtrFields[Th.Fn->getParamDecl(0)] = &CurFields;
  } else if (Th.Fn->getNumParams() == 1 && Th.Kind != C11ArgKind::Pointer)
    V[Th.Fn->getParamDecl(0)] = Th.Kind == C11ArgKind::Integer ? Th.Int : 0;
  for (const Stmt *S : Body->body()) {
    while (const auto *LS = dyn_cast<LabelStmt>(S))
      S = LS->getSubStmt();
    if (isa<NullStmt>(S))
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D)) {
          if (!VD->getInit() || VD->getType().isVolatileQualified())
            continue;
          if (VD->getType()->isPointerType()) {
            const auto *DRE =
                dyn_cast<DeclRefExpr>(VD->getInit()->IgnoreParenCasts());
            const auto *Src = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
            if (Src && PtrFields.count(Src))
              PtrFields[VD] = PtrFields[Src];
            continue;
          }
          if (std::optional<int64_t> X = eval(VD->getInit(), V))
            V[VD] = *X;
        }
      continue;
    }
    const auto *CE = dyn_cast<CallExpr>(S);
    std::string N = CE ? calleeName(CE) : "";
    if (N == "__VERIFIER_weak_access" ||
        llvm::StringRef(N).starts_with("__VERIFIER_memory_scope_"))
      break;
    if (!llvm::StringRef(N).starts_with("__VERIFIER_thread_"))
      break;
    if (N != "__VERIFIER_thread_group_id" && N != "__VERIFIER_thread_local_id" &&
        N != "__VERIFIER_thread_global_id" && N != "__VERIFIER_thread_kernel_id")
      return unsupported(CE->getBeginLoc(), "'" + N + "'");
    std::optional<int64_t> X =
        CE->getNumArgs() == 1 ? eval(CE->getArg(0), V) : std::nullopt;
    if (!X)
      return unsupported(CE->getBeginLoc(),
                         "'" + N + "' with an argument that is not a constant "
                                   "for each thread (computed from its "
                                   "argument)");
    C11.PlacementCalls.insert(CE);
    if (N == "__VERIFIER_thread_group_id") {
      if (Th.Group && *Th.Group != *X)
        return fail(CE->getBeginLoc(), "a thread placed in two groups");
      Th.Group = *X;
    } else if (N == "__VERIFIER_thread_kernel_id") {
      if (*X != 0)
        return unsupported(CE->getBeginLoc(),
                           "a kernel id other than 0 (several kernels)");
      Th.Kernel = *X;
    }
  }
  return true;
}

bool C11Driver::run(const std::string &FileName) {
  const FunctionDecl *Main = nullptr;
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->getIdentifier() && FD->getName() == "main" &&
          FD->doesThisDeclarationHaveABody())
        Main = FD;
  if (!Main) {
    Diags.error(FileName, 0, 0, "no 'main' function defined in the file");
    return false;
  }
  const auto *Body = cast<CompoundStmt>(Main->getBody());
  for (const Stmt *S : Body->body()) {
    if (!walk(S, /*TopLevel=*/true))
      return false;
    if (Ph == Phase::Running && Joined.size() == Threads.size())
      Ph = Phase::Tail;
  }
  if (Threads.empty())
    return fail(Main->getLocation(),
                "main creates no thread (with pthread_create): there is "
                "nothing to check");
  if (Ph == Phase::Running && !Tail.empty())
    return fail(Tail.front()->getBeginLoc(), "unreachable");

  // Placement.
  for (ThreadSpec &Th : Threads)
    if (!place(Th))
      return false;
  std::set<int64_t> Groups;
  for (const ThreadSpec &Th : Threads)
    if (Th.Group)
      Groups.insert(*Th.Group);
  std::vector<uint32_t> BlockSize;
  for (size_t K = 0; K < Threads.size(); ++K) {
    ThreadSpec &Th = Threads[K];
    if (!Groups.empty()) {
      if (!Th.Group)
        return fail(Th.At, "this thread has no __VERIFIER_thread_group_id "
                           "while others have one");
      Th.Block = uint32_t(std::distance(Groups.begin(), Groups.find(*Th.Group)));
    } else if (GroupSize) {
      Th.Block = uint32_t(K / uint64_t(*GroupSize));
    }
    if (BlockSize.size() <= Th.Block)
      BlockSize.resize(Th.Block + 1, 0);
    ++BlockSize[Th.Block];
  }
  // Barriers: one block's threads (cta) or all threads (gpu).
  for (const auto &[VD, CountAt] : Barriers) {
    auto [Count, At] = CountAt;
    bool EveryBlock = std::all_of(BlockSize.begin(), BlockSize.end(),
                                  [&](uint32_t N) { return N == Count; });
    if (EveryBlock)
      C11.BarrierScopes[VD] = ir::Scope::Cta;
    else if (uint64_t(Count) == Threads.size())
      C11.BarrierScopes[VD] = ir::Scope::Gpu;
    else
      return unsupported(At, "a barrier of " + std::to_string(Count) +
                                 " threads that are neither the threads of "
                                 "each block nor all " +
                                 std::to_string(Threads.size()) + " threads");
  }

  // Does main do anything after its joins?
  std::vector<const Stmt *> Work;
  for (const Stmt *S : Tail) {
    if (isa<NullStmt>(S))
      continue;
    if (const auto *RS = dyn_cast<ReturnStmt>(S);
        RS && (!RS->getRetValue() || !RS->getRetValue()->HasSideEffects(Ctx)))
      break;
    Work.push_back(S);
  }
  bool MainThread = !Work.empty();
  if (MainThread)
    for (const auto &[VD, Sc] : C11.BarrierScopes)
      if (Sc == ir::Scope::Gpu)
        return unsupported(Work.front()->getBeginLoc(),
                           "code in main after its joins together with a "
                           "barrier of all threads");

  T.setC11(&C11);
  ir::ObjectId Done = 0;
  if (MainThread) {
    ir::MemObject O;
    O.Name = "pthread_join.done";
    O.Loc = T.loc(Main->getLocation());
    O.Space = ir::MemSpace::Global;
    O.ElemTy = ir::Type::I32;
    O.Size = Threads.size();
    P.Objects.push_back(O);
    Done = ir::ObjectId(P.Objects.size());
  }
  // One procedure per thread function, in the order of first creation.
  std::map<const FunctionDecl *, ir::ProcId> Procs;
  std::map<const FunctionDecl *, C11ArgKind> Kinds;
  for (const ThreadSpec &Th : Threads) {
    C11ArgKind &K = Kinds[Th.Fn];
    if (Th.Kind == C11ArgKind::None)
      continue;
    if (K != C11ArgKind::None && K != Th.Kind)
      return unsupported(Th.At, "threads of one function with integer and "
                                "pointer arguments");
    K = Th.Kind;
  }
  for (const ThreadSpec &Th : Threads) {
    if (Procs.count(Th.Fn))
      continue;
    const RecordDecl *Rec = nullptr;
    const ThreadSpec *First = nullptr;
    for (const ThreadSpec &O : Threads) {
      if (O.Fn != Th.Fn || O.Kind != C11ArgKind::Struct)
        continue;
      if (First && (First->Record != O.Record ||
                    (!O.Record && !Ctx.hasSameType(First->ValueTy,
                                                   O.ValueTy))))
        return unsupported(O.At, "threads of one function with arguments "
                                 "of different types");
      First = &O;
      Rec = O.Record;
      if (!O.Record)
        C11.ValueArgTypes[Th.Fn] = O.ValueTy;
    }
    if (!T.translateThreadFunction(Th.Fn, Th.Fn->getNameAsString(),
                                   Kinds[Th.Fn], Done, Rec))
      return false;
    Procs[Th.Fn] = ir::ProcId(P.Procs.size() - 1);
  }
  if (MainThread &&
      !T.translateMainTail(Main, Work,
                           [&] {
                             std::vector<std::pair<const VarDecl *, int64_t>> E;
                             for (const VarDecl *VD : LocalOrder)
                               E.push_back({VD, Locals[VD]});
                             return E;
                           }(),
                           Done, unsigned(Threads.size())))
    return false;

  // Initial values stored by main before the threads start.
  for (const InitWrite &W : Inits) {
    ir::ObjectId O = T.globalObject(W.Global);
    if (!O)
      return false;
    ir::MemObject &Obj = P.object(O);
    if (W.Index < 0 || uint64_t(W.Index) >= Obj.Size)
      return fail(W.At, "index " + std::to_string(W.Index) +
                            " out of bounds of '" + W.Global->getNameAsString() +
                            "'");
    if (!ir::isInt(Obj.ElemTy))
      return unsupported(W.At, "initialising a non-integer global in main");
    if (Obj.Init.size() <= uint64_t(W.Index))
      Obj.Init.resize(W.Index + 1, 0);
    unsigned Bits = ir::intWidth(Obj.ElemTy);
    uint64_t Mask = Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
    Obj.Init[W.Index] = uint64_t(W.Value) & Mask;
  }
  for (ir::MemObject &Obj : P.Objects)
    while (!Obj.Init.empty() && Obj.Init.back() == 0)
      Obj.Init.pop_back();

  // The launch: the threads in creation order, main's last in a block of
  // its own.
  P.Run.K = ir::Launch::Kind::Threads;
  P.Run.Loc = T.loc(Main->getLocation());
  for (size_t K = 0; K < Threads.size(); ++K) {
    const ThreadSpec &Th = Threads[K];
    ir::ExplicitThread E;
    E.Proc = Procs[Th.Fn];
    E.BlockIdx = Th.Block;
    E.Loc = T.loc(Th.At);
    switch (Kinds[Th.Fn]) {
    case C11ArgKind::None:
      break;
    case C11ArgKind::Integer:
      E.Args.push_back(P.intConst(ir::Type::I64, uint64_t(Th.Int)));
      break;
    case C11ArgKind::Struct: {
      if (Th.Kind != C11ArgKind::Struct)
        return unsupported(Th.At, "a NULL argument to a thread function "
                                  "that others pass a structure");
      auto IntTy = [&](QualType QT) {
        uint64_t Bits = Ctx.getTypeSize(QT);
        return Bits == 64   ? ir::Type::I64
               : Bits == 16 ? ir::Type::I16
               : Bits == 8  ? ir::Type::I8
                            : ir::Type::I32;
      };
      if (!Th.Record) {
        E.Args.push_back(P.intConst(IntTy(Th.ValueTy), uint64_t(Th.Fields[0])));
        break;
      }
      size_t I = 0;
      for (const FieldDecl *F : Th.Record->fields())
        E.Args.push_back(
            P.intConst(IntTy(F->getType()), uint64_t(Th.Fields[I++])));
      break;
    }
    case C11ArgKind::Pointer:
      if (!Th.Global) {
        E.Args.push_back(P.nullPtr());
        break;
      }
      {
        ir::ObjectId O = T.globalObject(Th.Global);
        if (!O)
          return false;
        const ir::Expr *A = P.objAddr(O);
        if (Th.Index)
          A = P.binary(ir::BinOp::Add, ir::Type::Ptr, A,
                       P.intConst(ir::Type::I64, uint64_t(Th.Index)));
        E.Args.push_back(A);
      }
      break;
    }
    if (MainThread)
      E.Args.push_back(P.intConst(ir::Type::I32, K));
    P.Run.Threads.push_back(E);
  }
  if (MainThread) {
    ir::ExplicitThread E;
    E.Proc = ir::ProcId(P.Procs.size() - 1);
    E.BlockIdx = uint32_t(BlockSize.size());
    E.Loc = T.loc(Main->getLocation());
    P.Run.Threads.push_back(E);
  }
  return !Failed;
}

} // namespace

std::unique_ptr<ir::Program> translateC11Program(ASTContext &Ctx,
                                                 const std::string &FileName,
                                                 const TranslateOptions &Opts,
                                                 ir::DiagnosticEngine &Diags) {
  auto P = std::make_unique<ir::Program>();
  C11Driver D(Ctx, *P, Diags, Opts);
  if (!D.run(FileName))
    return nullptr;
  return P;
}

} // namespace scopecheck::translate
