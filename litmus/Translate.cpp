//===- litmus/Translate.cpp - Litmus syntax tree to IR --------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the tree of litmus/Ast.h into an IR program with explicit threads
/// (docs/litmus.md "Translation"): locations become global objects (OpenCL
/// `local` ones shared objects), each thread `Pn` a procedure `@Pn` placed
/// in its work-group's block, registers variables mirrored into local
/// objects, C's atomics IR memory events with the order and scope written
/// (default: seq_cst; scope sys in the C dialect, gpu in the OpenCL one),
/// and the condition a Prop over Observables.
///
/// The first unsupported or ill-typed construct is reported at its
/// file:line:col and the translation stops (a TranslateError unwinds to
/// translateTest; exceptions stay inside this file).
///
//===----------------------------------------------------------------------===//

#include "litmus/Ast.h"

#include "ir/Verifier.h"
#include "ir/passes/Names.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace scopecheck::litmus {

namespace {

struct TranslateError {};

/// Bits of an integer type (32 for anything else, which does not occur).
unsigned intBits(ir::Type T) {
  unsigned W = ir::intWidth(T);
  return W ? W : 32;
}

/// The mask of the value bits of an integer type.
uint64_t typeMask(ir::Type T) {
  unsigned W = intBits(T);
  return W >= 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
}

/// A translated value: an IR expression and its C type; Bool when the
/// expression is an IR bool (a comparison or logical operator), Void for
/// calls that return nothing.
struct Val {
  const ir::Expr *E = nullptr;
  CType Ty;
  bool Bool = false;
  bool Void = false;
};

struct LocInfo {
  ir::ObjectId Obj = 0;
  CType Ty; ///< width and signedness (Atomic unused)
  bool TypeKnown = false;
  bool Local = false;
  Pos P;
};

struct RegInfo {
  ir::VarId Var = 0;
  ir::ObjectId Mirror = 0; ///< 0 for registers of inner scopes
  CType Ty;
};

class Translator {
public:
  Translator(const TestAst &T, const std::string &Path,
             ir::DiagnosticEngine &Diags)
      : T(T), Path(Path), Diags(Diags) {}

  std::unique_ptr<LitmusTest> run();

private:
  [[noreturn]] void fail(Pos P, const std::string &Msg) {
    Diags.error(Path, P.Line, P.Col, Msg);
    throw TranslateError();
  }
  ir::SourceLoc loc(Pos P) const { return ir::SourceLoc{File, P.Line, P.Col}; }

  void collectLocations();
  void noteLocation(const std::string &Name, Pos P, const CType *Ty,
                    bool Local);
  void translateThread(const Thread &Th, unsigned LaunchIndex);
  void beginThread(const Thread &Thr);
  void endThread(const Thread &Thr, unsigned LaunchIndex);
  void translateGroup(const std::vector<const Thread *> &Group,
                      const std::vector<unsigned> &LaunchIndices,
                      unsigned Block);
  const Expr *barrierCall(const Stmt &S) const;
  void checkBarrier(const Expr &Call);
  void dispatch(const std::vector<std::pair<unsigned, ir::BlockId>> &Targets,
                Pos Where);
  unsigned resolveObservable(const CondLoc &L);
  Prop resolveProp(const CondProp &C);

  // Blocks.
  ir::Block &cur() { return Proc->Blocks[Cur]; }
  ir::BlockId newBlock(const std::string &Base);
  void emit(ir::Stmt S) { cur().Stmts.push_back(std::move(S)); }
  void terminate(ir::Terminator Term, ir::BlockId Next) {
    cur().Term = Term;
    Cur = Next;
  }
  void gotoBlock(Pos P, ir::BlockId Target, ir::BlockId Next);
  void branch(Pos P, const ir::Expr *Cond, ir::BlockId Then, ir::BlockId Else,
              ir::BlockId Next);

  // Variables.
  ir::VarId newVar(const std::string &Base, ir::Type Ty);
  const RegInfo *findReg(const std::string &Name) const;
  void assignReg(Pos P, const RegInfo &R, Val V);

  // Statements and expressions.
  void stmt(const Stmt &S);
  void decl(const Stmt &S);
  Val rvalue(const Expr &E);
  Val valueOf(const Expr &E, const char *What);
  const ir::Expr *asBool(Pos P, Val V);
  Val convert(Val V, CType To);
  Val binary(const Expr &E);
  Val logical(const Expr &E);
  Val conditional(const Expr &E);
  Val assign(const Expr &E);
  Val incDec(const Expr &E);
  Val call(const Expr &E);
  Val deref(const Expr &E);
  Val literal(Pos P, uint64_t V);
  static bool hasSideEffects(const Expr &E);

  struct Target {
    const LocInfo *L = nullptr;
    bool Atomic = false; ///< the parameter's pointee type is atomic
  };
  Target pointer(const Expr &E, const std::string &Fn);
  ir::MemOrder order(const Expr &E);
  ir::Scope scope(const Expr &E);

  const TestAst &T;
  const std::string &Path;
  ir::DiagnosticEngine &Diags;
  std::unique_ptr<ir::Program> P;
  ir::FileId File = 0;
  std::map<std::string, LocInfo> Locs;
  std::set<std::string> ObjectNames;
  ir::Scope DefaultScope = ir::Scope::Sys;

  // The thread being translated.
  const Thread *Th = nullptr;
  ir::Procedure *Proc = nullptr;
  ir::BlockId Cur = 0, End = 0;
  std::set<std::string> VarNames, Labels;
  std::map<std::string, const Param *> Params;
  std::vector<std::map<std::string, RegInfo>> Scopes;
  struct Loop {
    ir::BlockId Break, Continue;
  };
  std::vector<Loop> Loops;
  /// Per thread number: its top-level registers (for the condition).
  std::map<unsigned, std::map<std::string, RegInfo>> TopRegs;
  std::map<unsigned, unsigned> LaunchIndexOf;

  std::unique_ptr<LitmusTest> Out;
};

//===----------------------------------------------------------------------===//
// Locations and threads
//===----------------------------------------------------------------------===//

void Translator::noteLocation(const std::string &Name, Pos Where,
                              const CType *Ty, bool Local) {
  auto It = Locs.find(Name);
  if (It == Locs.end()) {
    LocInfo L;
    L.P = Where;
    L.Local = Local;
    if (Ty) {
      L.Ty = *Ty;
      L.TypeKnown = true;
    }
    ir::MemObject O;
    O.Name = ir::freshName(ObjectNames, Name);
    O.Loc = loc(Where);
    O.Space = Local ? ir::MemSpace::Shared : ir::MemSpace::Global;
    O.ElemTy = L.Ty.Ty;
    O.Size = 1;
    P->Objects.push_back(O);
    L.Obj = ir::ObjectId(P->Objects.size());
    Locs.emplace(Name, L);
    return;
  }
  LocInfo &L = It->second;
  if (Ty) {
    if (L.TypeKnown && L.Ty.Ty != Ty->Ty)
      fail(Where, "location '" + Name + "' is used with another size than " +
                      "at line " + std::to_string(L.P.Line));
    if (!L.TypeKnown) {
      L.Ty = *Ty;
      L.TypeKnown = true;
      P->object(L.Obj).ElemTy = Ty->Ty;
    }
  }
  if (Local != L.Local)
    fail(Where, "location '" + Name + "' is both global and local memory");
}

void Translator::collectLocations() {
  for (const InitEntry &E : T.Init)
    if (!E.IsRegister)
      noteLocation(E.Name, E.P, E.Ty ? &*E.Ty : nullptr, false);
  for (const Thread &Th : T.Threads)
    for (const Param &Pa : Th.Params) {
      auto It = Locs.find(Pa.Name);
      // A location of the initial state becomes local memory when a
      // thread declares it so.
      if (It != Locs.end() && Pa.Local && !It->second.Local) {
        It->second.Local = true;
        P->object(It->second.Obj).Space = ir::MemSpace::Shared;
      }
      noteLocation(Pa.Name, Pa.P, &Pa.Ty, Pa.Local);
    }
  for (const InitEntry &E : T.Init) {
    if (E.IsRegister)
      continue;
    LocInfo &L = Locs[E.Name];
    ir::MemObject &O = P->object(L.Obj);
    uint64_t Bits = uint64_t(E.Value) & typeMask(L.Ty.Ty);
    O.Init = {Bits};
  }
}

ir::BlockId Translator::newBlock(const std::string &Base) {
  ir::Block B;
  B.Label = ir::freshName(Labels, Base);
  Proc->Blocks.push_back(std::move(B));
  return ir::BlockId(Proc->Blocks.size() - 1);
}

void Translator::gotoBlock(Pos Where, ir::BlockId Target, ir::BlockId Next) {
  ir::Terminator Term;
  Term.Kind = ir::TermKind::Goto;
  Term.Loc = loc(Where);
  Term.Targets[0] = Target;
  terminate(Term, Next);
}

void Translator::branch(Pos Where, const ir::Expr *Cond, ir::BlockId Then,
                        ir::BlockId Else, ir::BlockId Next) {
  ir::Terminator Term;
  Term.Kind = ir::TermKind::Branch;
  Term.Loc = loc(Where);
  Term.Cond = Cond;
  Term.Targets[0] = Then;
  Term.Targets[1] = Else;
  terminate(Term, Next);
}

ir::VarId Translator::newVar(const std::string &Base, ir::Type Ty) {
  ir::Variable V;
  V.Name = ir::freshName(VarNames, Base);
  V.Ty = Ty;
  Proc->Vars.push_back(V);
  return ir::VarId(Proc->Vars.size() - 1);
}

const RegInfo *Translator::findReg(const std::string &Name) const {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto R = It->find(Name);
    if (R != It->end())
      return &R->second;
  }
  return nullptr;
}

void Translator::assignReg(Pos Where, const RegInfo &R, Val V) {
  V = convert(V, R.Ty);
  emit(ir::Stmt::makeAssign(loc(Where), R.Var, V.E));
  if (R.Mirror)
    emit(ir::Stmt::makeStore(loc(Where), ir::MemOrder::Na, ir::Scope::None,
                             R.Ty.Ty, P->objAddr(R.Mirror),
                             P->varRef(R.Var, R.Ty.Ty)));
}

/// Sets up the translation of thread \p Thr into the procedure Proc, from
/// block Cur: its parameters, and the registers of the initial state.
void Translator::beginThread(const Thread &Thr) {
  Th = &Thr;
  Params.clear();
  Scopes.assign(1, {});
  Loops.clear();
  End = ir::BlockId(~0u);
  for (const Param &Pa : Thr.Params) {
    if (Params.count(Pa.Name))
      fail(Pa.P, "parameter '" + Pa.Name + "' is declared twice");
    Params[Pa.Name] = &Pa;
    VarNames.insert(Pa.Name);
  }
  // Registers given in the initial state exist from the start.
  for (const InitEntry &E : T.Init) {
    if (!E.IsRegister || E.Thread != Thr.Number)
      continue;
    CType Ty = E.Ty ? *E.Ty : CType();
    if (Scopes[0].count(E.Name))
      fail(E.P, "register '" + E.Name + "' is initialised twice");
    RegInfo R;
    R.Ty = Ty;
    R.Var = newVar(E.Name, Ty.Ty);
    ir::MemObject O;
    O.Name = ir::freshName(ObjectNames,
                           "P" + std::to_string(Thr.Number) + "." + E.Name);
    O.Loc = loc(E.P);
    O.Space = ir::MemSpace::Local;
    O.ElemTy = Ty.Ty;
    P->Objects.push_back(O);
    R.Mirror = ir::ObjectId(P->Objects.size());
    Scopes[0][E.Name] = R;
    assignReg(E.P, R, literal(E.P, uint64_t(E.Value)));
  }
}

/// Ends thread \p Thr's code in the current block: joins its `return`
/// statements and returns; records its registers for the condition.
void Translator::endThread(const Thread &Thr, unsigned LaunchIndex) {
  Pos Last = Thr.EndP;
  if (End != ir::BlockId(~0u))
    gotoBlock(Last, End, End);
  ir::Terminator Ret;
  Ret.Kind = ir::TermKind::Return;
  Ret.Loc = loc(Last);
  cur().Term = Ret;
  TopRegs[Thr.Number] = Scopes[0];
  LaunchIndexOf[Thr.Number] = LaunchIndex;
}

void Translator::translateThread(const Thread &Thr, unsigned LaunchIndex) {
  ir::Procedure Pr;
  Pr.Name = ir::freshName(ObjectNames, "P" + std::to_string(Thr.Number));
  Pr.Loc = loc(Thr.P);
  P->Procs.push_back(std::move(Pr));
  Proc = &P->Procs.back();
  VarNames.clear();
  Labels.clear();
  Cur = newBlock("entry");
  beginThread(Thr);
  for (const StmtPtr &S : Thr.Body)
    stmt(*S);
  endThread(Thr, LaunchIndex);
}

/// The call of a statement `barrier(...);` or `work_group_barrier(...);`
/// (possibly labelled), or null.
const Expr *Translator::barrierCall(const Stmt &S) const {
  const Stmt *B = &S;
  while (B->K == Stmt::Kind::Label)
    B = B->Body[0].get();
  if (B->K != Stmt::Kind::Expr || B->E->K != Expr::Kind::Call)
    return nullptr;
  const std::string &N = B->E->Name;
  return N == "barrier" || N == "work_group_barrier" ? B->E.get() : nullptr;
}

/// Checks the arguments of a barrier call: the flags must include global
/// memory when the test has global locations (the IR barrier orders every
/// location), and a scope, if given, must be the work-group.
void Translator::checkBarrier(const Expr &Call) {
  bool Wg = Call.Name == "work_group_barrier";
  if (Call.Ops.size() < 1 || Call.Ops.size() > (Wg ? 2u : 1u))
    fail(Call.P, "'" + Call.Name + "' takes " +
                     (Wg ? "1 or 2 arguments" : "1 argument"));
  if (Call.Ops.size() == 2 && scope(*Call.Ops[1]) != ir::Scope::Cta)
    fail(Call.Ops[1]->P, "a barrier of a scope other than "
                         "memory_scope_work_group is not supported");
  std::vector<const Expr *> Flags{Call.Ops[0].get()};
  bool Global = false;
  while (!Flags.empty()) {
    const Expr *F = Flags.back();
    Flags.pop_back();
    if (F->K == Expr::Kind::Binary && F->Op == "|") {
      Flags.push_back(F->Ops[0].get());
      Flags.push_back(F->Ops[1].get());
    } else if (F->K == Expr::Kind::Name && F->Name == "CLK_GLOBAL_MEM_FENCE") {
      Global = true;
    } else if (!(F->K == Expr::Kind::Name &&
                 (F->Name == "CLK_LOCAL_MEM_FENCE" ||
                  F->Name == "CLK_IMAGE_MEM_FENCE"))) {
      fail(F->P, "expected barrier flags (CLK_GLOBAL_MEM_FENCE, "
                 "CLK_LOCAL_MEM_FENCE)");
    }
  }
  if (!Global)
    for (const auto &[Name, L] : Locs)
      if (!L.Local)
        fail(Call.P, "a barrier without CLK_GLOBAL_MEM_FENCE in a test with "
                     "global locations is not modelled: the model's barrier "
                     "orders every location");
}

/// A chain of branches on the procedure's `tid` parameter (variable 0) to
/// the block of each (tid, block) in \p Targets; ends the current block.
void Translator::dispatch(
    const std::vector<std::pair<unsigned, ir::BlockId>> &Targets, Pos Where) {
  for (size_t I = 0; I + 1 < Targets.size(); ++I) {
    ir::BlockId Next = newBlock("dispatch");
    const ir::Expr *C =
        P->binary(ir::BinOp::Eq, ir::Type::Bool,
                  P->varRef(0, ir::Type::I32),
                  P->intConst(ir::Type::I32, Targets[I].first));
    branch(Where, C, Targets[I].second, Next, Next);
  }
  gotoBlock(Where, Targets.back().second, Targets.back().second);
}

/// Translates the threads of one work-group whose code has barriers into
/// ONE procedure `@wgN(tid)`, so that their barriers are the same IR
/// statements (docs/ir.md §5 "Barrier": arrivals match by statement): each
/// thread's body is cut at its top-level barriers into segments; the k-th
/// barrier of every thread is the shared block `barrier.k`, which
/// dispatches on `tid` to each thread's next segment. A thread with fewer
/// barriers returns while the others wait: barrier divergence.
void Translator::translateGroup(const std::vector<const Thread *> &Group,
                                const std::vector<unsigned> &LaunchIndices,
                                unsigned Block) {
  ir::Procedure Pr;
  Pr.Name = ir::freshName(ObjectNames, "wg" + std::to_string(Block));
  Pr.Loc = loc(Group.front()->P);
  P->Procs.push_back(std::move(Pr));
  Proc = &P->Procs.back();
  VarNames.clear();
  Labels.clear();
  newVar("tid", ir::Type::I32);
  Proc->NumParams = 1;
  ir::BlockId Entry = newBlock("entry");
  // SegEntry[k]: the (tid, first block) of every thread's segment k.
  std::vector<std::vector<std::pair<unsigned, ir::BlockId>>> SegEntry(1);
  std::vector<ir::BlockId> Bars;
  std::vector<Pos> BarPos;
  for (unsigned I = 0; I < Group.size(); ++I) {
    const Thread &Thr = *Group[I];
    Cur = newBlock("P" + std::to_string(Thr.Number));
    SegEntry[0].push_back({I, Cur});
    beginThread(Thr);
    size_t K = 0;
    for (const StmtPtr &S : Thr.Body) {
      const Expr *Call = barrierCall(*S);
      if (!Call) {
        stmt(*S);
        continue;
      }
      checkBarrier(*Call);
      if (K == Bars.size()) {
        Bars.push_back(newBlock("barrier"));
        BarPos.push_back(Call->P);
        SegEntry.emplace_back();
      }
      ir::BlockId Next = newBlock("P" + std::to_string(Thr.Number));
      gotoBlock(Call->P, Bars[K], Next);
      SegEntry[K + 1].push_back({I, Next});
      ++K;
    }
    endThread(Thr, LaunchIndices[I]);
  }
  Cur = Entry;
  dispatch(SegEntry[0], Group.front()->P);
  for (size_t K = 0; K < Bars.size(); ++K) {
    Cur = Bars[K];
    emit(ir::Stmt::makeBarrier(loc(BarPos[K]), ir::Scope::Cta));
    dispatch(SegEntry[K + 1], BarPos[K]);
  }
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void Translator::decl(const Stmt &S) {
  for (const Declarator &D : S.Decls) {
    if (D.Pointer)
      fail(D.P, "pointer variables are not supported in litmus threads");
    if (Params.count(D.Name))
      fail(D.P, "'" + D.Name + "' is already a parameter of this thread");
    if (Scopes.back().count(D.Name))
      fail(D.P, "register '" + D.Name + "' is declared twice");
    RegInfo R;
    R.Ty = S.Ty;
    R.Ty.Atomic = false;
    R.Var = newVar(D.Name, S.Ty.Ty);
    if (Scopes.size() == 1) {
      ir::MemObject O;
      O.Name = ir::freshName(ObjectNames, "P" + std::to_string(Th->Number) +
                                              "." + D.Name);
      O.Loc = loc(D.P);
      O.Space = ir::MemSpace::Local;
      O.ElemTy = S.Ty.Ty;
      P->Objects.push_back(O);
      R.Mirror = ir::ObjectId(P->Objects.size());
    }
    // C's scope rule: the register exists in its own initialiser.
    Scopes.back()[D.Name] = R;
    if (D.Init)
      assignReg(D.P, Scopes.back()[D.Name], valueOf(*D.Init, "an initialiser"));
  }
}

void Translator::stmt(const Stmt &S) {
  switch (S.K) {
  case Stmt::Kind::Empty:
    return;
  case Stmt::Kind::Expr: {
    Val V = rvalue(*S.E);
    (void)V;
    return;
  }
  case Stmt::Kind::Decl:
    decl(S);
    return;
  case Stmt::Kind::Block:
    Scopes.emplace_back();
    for (const StmtPtr &B : S.Body)
      stmt(*B);
    Scopes.pop_back();
    return;
  case Stmt::Kind::Label:
    stmt(*S.Body[0]);
    return;
  case Stmt::Kind::If: {
    const ir::Expr *C = asBool(S.E->P, valueOf(*S.E, "a condition"));
    ir::BlockId Then = newBlock("then"), Join = newBlock("endif");
    ir::BlockId Else = S.Body[1] ? newBlock("else") : Join;
    branch(S.P, C, Then, Else, Then);
    Scopes.emplace_back();
    stmt(*S.Body[0]);
    Scopes.pop_back();
    gotoBlock(S.P, Join, S.Body[1] ? Else : Join);
    if (S.Body[1]) {
      Scopes.emplace_back();
      stmt(*S.Body[1]);
      Scopes.pop_back();
      gotoBlock(S.P, Join, Join);
    }
    return;
  }
  case Stmt::Kind::While:
  case Stmt::Kind::For: {
    Scopes.emplace_back();
    if (S.K == Stmt::Kind::For && S.Body[0])
      stmt(*S.Body[0]);
    ir::BlockId Head = newBlock("loop"), Body = newBlock("body"),
                Step = S.K == Stmt::Kind::For ? newBlock("step") : Head,
                Exit = newBlock("endloop");
    gotoBlock(S.P, Head, Head);
    const ir::Expr *C =
        S.E ? asBool(S.E->P, valueOf(*S.E, "a condition")) : P->boolConst(true);
    branch(S.P, C, Body, Exit, Body);
    Loops.push_back({Exit, Step});
    stmt(*S.Body.back());
    Loops.pop_back();
    if (S.K == Stmt::Kind::For) {
      gotoBlock(S.P, Step, Step);
      if (S.Step)
        rvalue(*S.Step);
    }
    gotoBlock(S.P, Head, Exit);
    Scopes.pop_back();
    return;
  }
  case Stmt::Kind::DoWhile: {
    ir::BlockId Body = newBlock("do"), Cond = newBlock("dowhile"),
                Exit = newBlock("enddo");
    gotoBlock(S.P, Body, Body);
    Loops.push_back({Exit, Cond});
    Scopes.emplace_back();
    stmt(*S.Body[0]);
    Scopes.pop_back();
    Loops.pop_back();
    gotoBlock(S.P, Cond, Cond);
    const ir::Expr *C = asBool(S.E->P, valueOf(*S.E, "a condition"));
    branch(S.P, C, Body, Exit, Exit);
    return;
  }
  case Stmt::Kind::Break:
  case Stmt::Kind::Continue: {
    if (Loops.empty())
      fail(S.P, std::string("'") +
                    (S.K == Stmt::Kind::Break ? "break" : "continue") +
                    "' outside a loop");
    ir::BlockId Dead = newBlock("dead");
    gotoBlock(S.P, S.K == Stmt::Kind::Break ? Loops.back().Break
                                            : Loops.back().Continue,
              Dead);
    return;
  }
  case Stmt::Kind::Return: {
    if (End == ir::BlockId(~0u))
      End = newBlock("end");
    ir::BlockId Dead = newBlock("dead");
    gotoBlock(S.P, End, Dead);
    return;
  }
  }
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

bool Translator::hasSideEffects(const Expr &E) {
  if (E.K == Expr::Kind::Call || E.K == Expr::Kind::Assign ||
      E.K == Expr::Kind::IncDec ||
      (E.K == Expr::Kind::Unary && E.Op == "*"))
    return true;
  for (const ExprPtr &O : E.Ops)
    if (hasSideEffects(*O))
      return true;
  return false;
}

/// Does \p E or \p S call barrier() or work_group_barrier() anywhere?
static bool mentionsBarrier(const Expr &E) {
  if (E.K == Expr::Kind::Call &&
      (E.Name == "barrier" || E.Name == "work_group_barrier"))
    return true;
  for (const ExprPtr &O : E.Ops)
    if (mentionsBarrier(*O))
      return true;
  return false;
}

static bool mentionsBarrier(const Stmt &S) {
  if ((S.E && mentionsBarrier(*S.E)) || (S.Step && mentionsBarrier(*S.Step)))
    return true;
  for (const Declarator &D : S.Decls)
    if (D.Init && mentionsBarrier(*D.Init))
      return true;
  for (const StmtPtr &B : S.Body)
    if (B && mentionsBarrier(*B))
      return true;
  return false;
}

Val Translator::literal(Pos Where, uint64_t V) {
  Val R;
  if (V <= 0x7fffffffu) {
    R.Ty = CType{ir::Type::I32, true, false};
  } else if (V <= 0x7fffffffffffffffu) {
    R.Ty = CType{ir::Type::I64, true, false};
  } else {
    R.Ty = CType{ir::Type::I64, false, false};
  }
  R.E = P->intConst(R.Ty.Ty, V);
  return R;
}

Val Translator::convert(Val V, CType To) {
  To.Atomic = false;
  if (V.Void)
    return V;
  if (V.Bool) {
    Val R;
    R.Ty = To;
    R.E = P->cast(ir::CastOp::ZExt, To.Ty, V.E);
    return R;
  }
  unsigned From = intBits(V.Ty.Ty), Want = intBits(To.Ty);
  Val R = V;
  R.Ty = To;
  if (Want > From)
    R.E = P->cast(V.Ty.Signed ? ir::CastOp::SExt : ir::CastOp::ZExt, To.Ty,
                  V.E);
  else if (Want < From)
    R.E = P->cast(ir::CastOp::Trunc, To.Ty, V.E);
  return R;
}

const ir::Expr *Translator::asBool(Pos, Val V) {
  if (V.Bool)
    return V.E;
  return P->binary(ir::BinOp::Ne, ir::Type::Bool, V.E,
                   P->intConst(V.Ty.Ty, 0));
}

Val Translator::valueOf(const Expr &E, const char *What) {
  Val V = rvalue(E);
  if (V.Void)
    fail(E.P, std::string("a call that returns nothing used as ") + What);
  return V;
}

/// C's usual arithmetic conversions on the subset's integer types: at least
/// int; the wider type wins; of equal widths, unsigned wins.
static CType commonType(CType A, CType B) {
  unsigned WA = std::max(32u, intBits(A.Ty)),
           WB = std::max(32u, intBits(B.Ty));
  CType R;
  R.Ty = std::max(WA, WB) == 64 ? ir::Type::I64 : ir::Type::I32;
  bool SA = A.Signed || intBits(A.Ty) < 32,
       SB = B.Signed || intBits(B.Ty) < 32;
  if (WA == WB)
    R.Signed = SA && SB;
  else
    R.Signed = WA > WB ? SA : SB;
  return R;
}

Val Translator::binary(const Expr &E) {
  const std::string &Op = E.Op;
  if (Op == "&&" || Op == "||")
    return logical(E);
  Val L = valueOf(*E.Ops[0], "an operand");
  Val R = valueOf(*E.Ops[1], "an operand");
  if (L.Bool)
    L = convert(L, CType());
  if (R.Bool)
    R = convert(R, CType());
  Val Out;
  if (Op == "<<" || Op == ">>") {
    // The result has the (promoted) type of the left operand.
    CType LT = commonType(L.Ty, L.Ty);
    L = convert(L, LT);
    R = convert(R, LT);
    Out.Ty = LT;
    Out.E = P->binary(Op == "<<" ? ir::BinOp::Shl
                      : LT.Signed ? ir::BinOp::AShr
                                  : ir::BinOp::LShr,
                      LT.Ty, L.E, R.E);
    return Out;
  }
  CType C = commonType(L.Ty, R.Ty);
  L = convert(L, C);
  R = convert(R, C);
  ir::BinOp B;
  bool Cmp = false;
  if (Op == "+")
    B = ir::BinOp::Add;
  else if (Op == "-")
    B = ir::BinOp::Sub;
  else if (Op == "*")
    B = ir::BinOp::Mul;
  else if (Op == "/")
    B = C.Signed ? ir::BinOp::SDiv : ir::BinOp::UDiv;
  else if (Op == "%")
    B = C.Signed ? ir::BinOp::SRem : ir::BinOp::URem;
  else if (Op == "&")
    B = ir::BinOp::And;
  else if (Op == "|")
    B = ir::BinOp::Or;
  else if (Op == "^")
    B = ir::BinOp::Xor;
  else {
    Cmp = true;
    if (Op == "==")
      B = ir::BinOp::Eq;
    else if (Op == "!=")
      B = ir::BinOp::Ne;
    else if (Op == "<")
      B = C.Signed ? ir::BinOp::SLt : ir::BinOp::ULt;
    else if (Op == "<=")
      B = C.Signed ? ir::BinOp::SLe : ir::BinOp::ULe;
    else if (Op == ">")
      B = C.Signed ? ir::BinOp::SGt : ir::BinOp::UGt;
    else if (Op == ">=")
      B = C.Signed ? ir::BinOp::SGe : ir::BinOp::UGe;
    else
      fail(E.P, "operator '" + Op + "' is not supported");
  }
  if (Cmp) {
    Out.Bool = true;
    Out.E = P->binary(B, ir::Type::Bool, L.E, R.E);
    return Out;
  }
  Out.Ty = C;
  Out.E = P->binary(B, C.Ty, L.E, R.E);
  return Out;
}

Val Translator::logical(const Expr &E) {
  bool And = E.Op == "&&";
  const ir::Expr *L = asBool(E.P, valueOf(*E.Ops[0], "an operand"));
  Val Out;
  Out.Bool = true;
  if (!hasSideEffects(*E.Ops[1])) {
    const ir::Expr *R = asBool(E.P, valueOf(*E.Ops[1], "an operand"));
    Out.E = P->binary(And ? ir::BinOp::LAnd : ir::BinOp::LOr, ir::Type::Bool,
                      L, R);
    return Out;
  }
  // The right operand reads memory (or assigns): evaluate it only when C
  // does.
  ir::VarId Tmp = newVar("t", ir::Type::Bool);
  emit(ir::Stmt::makeAssign(loc(E.P), Tmp, L));
  ir::BlockId Right = newBlock("rhs"), Join = newBlock("join");
  branch(E.P, L, And ? Right : Join, And ? Join : Right, Right);
  const ir::Expr *R = asBool(E.P, valueOf(*E.Ops[1], "an operand"));
  emit(ir::Stmt::makeAssign(loc(E.P), Tmp, R));
  gotoBlock(E.P, Join, Join);
  Out.E = P->varRef(Tmp, ir::Type::Bool);
  return Out;
}

Val Translator::conditional(const Expr &E) {
  const ir::Expr *C = asBool(E.P, valueOf(*E.Ops[0], "a condition"));
  if (!hasSideEffects(*E.Ops[1]) && !hasSideEffects(*E.Ops[2])) {
    Val A = valueOf(*E.Ops[1], "an operand"), B = valueOf(*E.Ops[2], "an operand");
    if (A.Bool && B.Bool) {
      Val Out;
      Out.Bool = true;
      Out.E = P->select(C, A.E, B.E);
      return Out;
    }
    CType Ty = commonType(A.Bool ? CType() : A.Ty, B.Bool ? CType() : B.Ty);
    Val Out;
    Out.Ty = Ty;
    Out.E = P->select(C, convert(A, Ty).E, convert(B, Ty).E);
    return Out;
  }
  fail(E.P, "a '?:' whose arms access memory is not supported; use 'if'");
}

Translator::Target Translator::pointer(const Expr &E, const std::string &Fn) {
  if (E.K != Expr::Kind::Name)
    fail(E.P, "the first argument of '" + Fn +
                  "' must name a location (a parameter of the thread)");
  auto It = Params.find(E.Name);
  if (It == Params.end()) {
    if (findReg(E.Name))
      fail(E.P, "'" + E.Name + "' is a register, not a pointer to a location");
    fail(E.P, "'" + E.Name + "' is not a parameter of thread P" +
                  std::to_string(Th->Number));
  }
  Target Tg;
  Tg.L = &Locs.at(E.Name);
  Tg.Atomic = It->second->Ty.Atomic;
  return Tg;
}

ir::MemOrder Translator::order(const Expr &E) {
  if (E.K == Expr::Kind::Name) {
    if (E.Name == "memory_order_relaxed")
      return ir::MemOrder::Rlx;
    if (E.Name == "memory_order_consume" || E.Name == "memory_order_acquire")
      return ir::MemOrder::Acq;
    if (E.Name == "memory_order_release")
      return ir::MemOrder::Rel;
    if (E.Name == "memory_order_acq_rel")
      return ir::MemOrder::AcqRel;
    if (E.Name == "memory_order_seq_cst")
      return ir::MemOrder::Sc;
  }
  fail(E.P, "expected a memory order (memory_order_relaxed, ..._acquire, "
            "..._release, ..._acq_rel, ..._seq_cst)");
}

ir::Scope Translator::scope(const Expr &E) {
  if (E.K == Expr::Kind::Name) {
    if (E.Name == "memory_scope_work_group")
      return ir::Scope::Cta;
    if (E.Name == "memory_scope_device")
      return ir::Scope::Gpu;
    if (E.Name == "memory_scope_all_svm_devices" ||
        E.Name == "memory_scope_all_devices")
      return ir::Scope::Sys;
    if (E.Name == "memory_scope_work_item" ||
        E.Name == "memory_scope_sub_group")
      fail(E.P, "'" + E.Name + "' is not supported (scopes map to "
                               "work_group = cta, device = gpu, "
                               "all_svm_devices = sys)");
  }
  fail(E.P, "expected a memory scope (memory_scope_work_group, "
            "memory_scope_device, memory_scope_all_svm_devices)");
}

static const char *cOrderName(ir::MemOrder O) {
  switch (O) {
  case ir::MemOrder::Rlx:
    return "memory_order_relaxed";
  case ir::MemOrder::Acq:
    return "memory_order_acquire";
  case ir::MemOrder::Rel:
    return "memory_order_release";
  case ir::MemOrder::AcqRel:
    return "memory_order_acq_rel";
  case ir::MemOrder::Sc:
    return "memory_order_seq_cst";
  case ir::MemOrder::Na:
    break;
  }
  return "non-atomic";
}

Val Translator::deref(const Expr &E) {
  Target Tg = pointer(*E.Ops[0], "*");
  Val Out;
  Out.Ty = Tg.L->Ty;
  ir::VarId Tmp = newVar("t", Out.Ty.Ty);
  ir::MemOrder O = Tg.Atomic ? ir::MemOrder::Sc : ir::MemOrder::Na;
  emit(ir::Stmt::makeLoad(loc(E.P), Tmp, O,
                          Tg.Atomic ? DefaultScope : ir::Scope::None,
                          Out.Ty.Ty, P->objAddr(Tg.L->Obj)));
  Out.E = P->varRef(Tmp, Out.Ty.Ty);
  return Out;
}

Val Translator::call(const Expr &E) {
  std::string Fn = E.Name;
  auto NArgs = [&](size_t Lo, size_t Hi) {
    if (E.Ops.size() < Lo || E.Ops.size() > Hi)
      fail(E.P, "'" + Fn + "' takes " +
                    (Lo == Hi ? std::to_string(Lo)
                              : std::to_string(Lo) + " to " +
                                    std::to_string(Hi)) +
                    " arguments, not " + std::to_string(E.Ops.size()));
  };
  Val Void;
  Void.Void = true;
  if (Fn == "atomic_thread_fence" || Fn == "atomic_work_item_fence") {
    bool WI = Fn == "atomic_work_item_fence";
    NArgs(WI ? 3 : 1, WI ? 3 : 1);
    ir::MemOrder O = order(*E.Ops[WI ? 1 : 0]);
    ir::Scope Sc = WI ? scope(*E.Ops[2]) : DefaultScope;
    if (WI) {
      // Only fences that cover global memory are modelled: the model's
      // fences order every location.
      std::vector<const Expr *> Flags{E.Ops[0].get()};
      bool Global = false;
      while (!Flags.empty()) {
        const Expr *F = Flags.back();
        Flags.pop_back();
        if (F->K == Expr::Kind::Binary && F->Op == "|") {
          Flags.push_back(F->Ops[0].get());
          Flags.push_back(F->Ops[1].get());
        } else if (F->K == Expr::Kind::Name &&
                   F->Name == "CLK_GLOBAL_MEM_FENCE") {
          Global = true;
        } else if (!(F->K == Expr::Kind::Name &&
                     (F->Name == "CLK_LOCAL_MEM_FENCE" ||
                      F->Name == "CLK_IMAGE_MEM_FENCE"))) {
          fail(F->P, "expected fence flags (CLK_GLOBAL_MEM_FENCE, "
                     "CLK_LOCAL_MEM_FENCE)");
        }
      }
      if (!Global && O != ir::MemOrder::Rlx)
        fail(E.P, "a fence of local memory only (without "
                  "CLK_GLOBAL_MEM_FENCE) is not modelled: the model's fences "
                  "order every location");
    }
    // A relaxed fence has no effect (C11 7.17.4).
    if (O != ir::MemOrder::Rlx)
      emit(ir::Stmt::makeFence(loc(E.P), O, Sc));
    return Void;
  }
  if (Fn == "barrier" || Fn == "work_group_barrier")
    fail(E.P, "a barrier is supported only as a statement at the top level "
              "of a thread's body");
  if (Fn.rfind("atomic_", 0) != 0)
    fail(E.P, "unknown function '" + Fn + "'");

  bool Explicit = Fn.size() > 9 && Fn.substr(Fn.size() - 9) == "_explicit";
  std::string Base = Explicit ? Fn.substr(0, Fn.size() - 9) : Fn;
  enum class K { Load, Store, Init, Rmw, Cas } Kind;
  ir::RmwOp Op = ir::RmwOp::Add;
  bool MinMax = false, IsMax = false;
  size_t Fixed; // arguments before the orders
  if (Base == "atomic_load")
    Kind = K::Load, Fixed = 1;
  else if (Base == "atomic_store")
    Kind = K::Store, Fixed = 2;
  else if (Base == "atomic_init" && !Explicit)
    Kind = K::Init, Fixed = 2;
  else if (Base == "atomic_exchange")
    Kind = K::Rmw, Op = ir::RmwOp::Exch, Fixed = 2;
  else if (Base == "atomic_fetch_add")
    Kind = K::Rmw, Op = ir::RmwOp::Add, Fixed = 2;
  else if (Base == "atomic_fetch_sub")
    Kind = K::Rmw, Op = ir::RmwOp::Sub, Fixed = 2;
  else if (Base == "atomic_fetch_and")
    Kind = K::Rmw, Op = ir::RmwOp::And, Fixed = 2;
  else if (Base == "atomic_fetch_or")
    Kind = K::Rmw, Op = ir::RmwOp::Or, Fixed = 2;
  else if (Base == "atomic_fetch_xor")
    Kind = K::Rmw, Op = ir::RmwOp::Xor, Fixed = 2;
  else if (Base == "atomic_fetch_min" || Base == "atomic_fetch_max")
    Kind = K::Rmw, MinMax = true, IsMax = Base == "atomic_fetch_max",
    Fixed = 2;
  else if (Base == "atomic_compare_exchange_strong" ||
           Base == "atomic_compare_exchange_weak")
    Kind = K::Cas, Fixed = 3;
  else
    fail(E.P, "unknown atomic function '" + Fn + "'");
  size_t Orders = Kind == K::Cas ? 2 : 1;
  if (Explicit)
    NArgs(Fixed + Orders, Fixed + Orders + 1);
  else
    NArgs(Fixed, Fixed);
  Target Tg = pointer(*E.Ops[0], Fn);
  CType Ty = Tg.L->Ty;
  ir::MemOrder O = Kind == K::Init ? ir::MemOrder::Na : ir::MemOrder::Sc;
  ir::MemOrder Fail = ir::MemOrder::Sc;
  ir::Scope Sc = Kind == K::Init ? ir::Scope::None : DefaultScope;
  if (Explicit) {
    O = order(*E.Ops[Fixed]);
    if (Kind == K::Cas)
      Fail = order(*E.Ops[Fixed + 1]);
    if (E.Ops.size() == Fixed + Orders + 1)
      Sc = scope(*E.Ops[Fixed + Orders]);
  }
  const Expr &OrderArg = Explicit ? *E.Ops[Fixed] : E;
  const ir::Expr *Addr = P->objAddr(Tg.L->Obj);
  ir::SourceLoc L = loc(E.P);
  switch (Kind) {
  case K::Load: {
    if (O == ir::MemOrder::Rel || O == ir::MemOrder::AcqRel)
      fail(OrderArg.P, std::string("'") + cOrderName(O) +
                           "' is not a valid order for a load");
    Val Out;
    Out.Ty = Ty;
    ir::VarId Tmp = newVar("t", Ty.Ty);
    emit(ir::Stmt::makeLoad(L, Tmp, O, Sc, Ty.Ty, Addr));
    Out.E = P->varRef(Tmp, Ty.Ty);
    return Out;
  }
  case K::Store:
  case K::Init: {
    if (O == ir::MemOrder::Acq || O == ir::MemOrder::AcqRel)
      fail(OrderArg.P, std::string("'") + cOrderName(O) +
                           "' is not a valid order for a store");
    Val V = convert(valueOf(*E.Ops[1], "a value"), Ty);
    emit(ir::Stmt::makeStore(L, O, Sc, Ty.Ty, Addr, V.E));
    return Void;
  }
  case K::Rmw: {
    if (MinMax)
      Op = IsMax ? (Ty.Signed ? ir::RmwOp::SMax : ir::RmwOp::UMax)
                 : (Ty.Signed ? ir::RmwOp::SMin : ir::RmwOp::UMin);
    Val V = convert(valueOf(*E.Ops[1], "a value"), Ty);
    Val Out;
    Out.Ty = Ty;
    ir::VarId Tmp = newVar("t", Ty.Ty);
    emit(ir::Stmt::makeRmw(L, Tmp, Op, O, Sc, Ty.Ty, Addr, V.E));
    Out.E = P->varRef(Tmp, Ty.Ty);
    return Out;
  }
  case K::Cas: {
    if (Fail == ir::MemOrder::Rel || Fail == ir::MemOrder::AcqRel)
      fail(E.Ops[Fixed + 1]->P, std::string("'") + cOrderName(Fail) +
                                    "' is not a valid failure order");
    auto Rank = [](ir::MemOrder M) {
      return M == ir::MemOrder::Sc ? 3
             : M == ir::MemOrder::Acq || M == ir::MemOrder::AcqRel ? 2
                                                                   : 1;
    };
    if (Rank(Fail) > Rank(O))
      fail(E.Ops[Fixed + 1]->P,
           std::string("a failure order ('") + cOrderName(Fail) +
               "') stronger than the success order is not supported");
    // The expected value: `&r` (a register) or a location (herd's form:
    // a pointer parameter), read non-atomically.
    const Expr &ExpArg = *E.Ops[1];
    const RegInfo *Reg = nullptr;
    const LocInfo *ExpLoc = nullptr;
    const ir::Expr *Expected;
    if (ExpArg.K == Expr::Kind::Unary && ExpArg.Op == "&" &&
        ExpArg.Ops[0]->K == Expr::Kind::Name &&
        (Reg = findReg(ExpArg.Ops[0]->Name))) {
      Expected = convert(Val{P->varRef(Reg->Var, Reg->Ty.Ty), Reg->Ty}, Ty).E;
    } else if (ExpArg.K == Expr::Kind::Name && Params.count(ExpArg.Name)) {
      ExpLoc = pointer(ExpArg, Fn).L;
      if (ExpLoc->Ty.Ty != Ty.Ty)
        fail(ExpArg.P, "the expected value's location has another size");
      ir::VarId ExpVar = newVar("expected", Ty.Ty);
      emit(ir::Stmt::makeLoad(L, ExpVar, ir::MemOrder::Na, ir::Scope::None,
                              Ty.Ty, P->objAddr(ExpLoc->Obj)));
      Expected = P->varRef(ExpVar, Ty.Ty);
    } else {
      fail(ExpArg.P, "the expected value of '" + Fn +
                         "' must be '&r' for a register r or a location");
    }
    Val Des = convert(valueOf(*E.Ops[2], "a value"), Ty);
    ir::VarId Old = newVar("old", Ty.Ty);
    // C's default failure order is the success order without its release
    // part; an explicit one is kept as written.
    ir::MemOrder FailOrder =
        Explicit ? Fail : ir::defaultFailureOrder(O);
    emit(ir::Stmt::makeCas(L, Old, O, FailOrder, Sc, Ty.Ty, Addr, Expected,
                           Des.E));
    const ir::Expr *OldE = P->varRef(Old, Ty.Ty);
    // Decided before the expected value is overwritten below.
    ir::VarId OkVar = newVar("ok", ir::Type::Bool);
    emit(ir::Stmt::makeAssign(
        L, OkVar, P->binary(ir::BinOp::Eq, ir::Type::Bool, OldE, Expected)));
    Val Ok;
    Ok.Bool = true;
    Ok.E = P->varRef(OkVar, ir::Type::Bool);
    if (Reg) {
      // On failure the register receives the value read; on success it
      // already holds it.
      assignReg(E.P, *Reg, Val{OldE, Ty});
    } else {
      ir::BlockId Failed = newBlock("casfail"), Join = newBlock("casjoin");
      branch(E.P, Ok.E, Join, Failed, Failed);
      emit(ir::Stmt::makeStore(L, ir::MemOrder::Na, ir::Scope::None, Ty.Ty,
                               P->objAddr(ExpLoc->Obj), OldE));
      gotoBlock(E.P, Join, Join);
    }
    return Ok;
  }
  }
  return Void;
}

Val Translator::assign(const Expr &E) {
  const Expr &Lhs = *E.Ops[0];
  std::string Op = E.Op.substr(0, E.Op.size() - 1); // "" for "="
  if (Lhs.K == Expr::Kind::Unary && Lhs.Op == "*") {
    if (!Op.empty())
      fail(E.P, "compound assignment to a location is not supported; use "
                "an atomic function or a plain store");
    Target Tg = pointer(*Lhs.Ops[0], "*");
    Val V = convert(valueOf(*E.Ops[1], "a value"), Tg.L->Ty);
    emit(ir::Stmt::makeStore(loc(E.P),
                             Tg.Atomic ? ir::MemOrder::Sc : ir::MemOrder::Na,
                             Tg.Atomic ? DefaultScope : ir::Scope::None,
                             Tg.L->Ty.Ty, P->objAddr(Tg.L->Obj), V.E));
    return V;
  }
  if (Lhs.K != Expr::Kind::Name)
    fail(Lhs.P, "only registers and '*location' can be assigned");
  const RegInfo *R = findReg(Lhs.Name);
  if (!R) {
    if (Params.count(Lhs.Name))
      fail(Lhs.P, "'" + Lhs.Name + "' is a location: write '*" + Lhs.Name +
                      " = ...' or use an atomic function");
    fail(Lhs.P, "undeclared register '" + Lhs.Name + "'");
  }
  Val V;
  if (Op.empty()) {
    V = valueOf(*E.Ops[1], "a value");
  } else {
    Expr Bin;
    Bin.K = Expr::Kind::Binary;
    Bin.P = E.P;
    Bin.Op = Op;
    auto LCopy = std::make_unique<Expr>();
    LCopy->K = Expr::Kind::Name;
    LCopy->P = Lhs.P;
    LCopy->Name = Lhs.Name;
    Bin.Ops.push_back(std::move(LCopy));
    // The right operand is borrowed for the duration of the call.
    Bin.Ops.push_back(ExprPtr(const_cast<Expr *>(E.Ops[1].get())));
    try {
      V = binary(Bin);
    } catch (...) {
      (void)Bin.Ops[1].release();
      throw;
    }
    (void)Bin.Ops[1].release();
  }
  RegInfo Copy = *R;
  assignReg(E.P, Copy, V);
  return Val{P->varRef(Copy.Var, Copy.Ty.Ty), Copy.Ty};
}

Val Translator::incDec(const Expr &E) {
  const Expr &Target = *E.Ops[0];
  const RegInfo *R =
      Target.K == Expr::Kind::Name ? findReg(Target.Name) : nullptr;
  if (!R)
    fail(E.P, "'" + E.Op + "' applies to registers only");
  RegInfo Copy = *R;
  const ir::Expr *Old = P->varRef(Copy.Var, Copy.Ty.Ty);
  ir::VarId Saved = newVar("t", Copy.Ty.Ty);
  emit(ir::Stmt::makeAssign(loc(E.P), Saved, Old));
  const ir::Expr *New =
      P->binary(E.Op == "++" ? ir::BinOp::Add : ir::BinOp::Sub, Copy.Ty.Ty,
                Old, P->intConst(Copy.Ty.Ty, 1));
  assignReg(E.P, Copy, Val{New, Copy.Ty});
  return Val{E.Postfix ? P->varRef(Saved, Copy.Ty.Ty)
                       : P->varRef(Copy.Var, Copy.Ty.Ty),
             Copy.Ty};
}

Val Translator::rvalue(const Expr &E) {
  switch (E.K) {
  case Expr::Kind::Int:
    return literal(E.P, E.Value);
  case Expr::Kind::Name: {
    if (const RegInfo *R = findReg(E.Name))
      return Val{P->varRef(R->Var, R->Ty.Ty), R->Ty};
    if (Params.count(E.Name))
      fail(E.P, "'" + E.Name + "' is a pointer to a location: read it with '*" +
                    E.Name + "' or an atomic function");
    if (E.Name == "true" || E.Name == "false")
      return literal(E.P, E.Name == "true");
    fail(E.P, "undeclared register '" + E.Name + "'");
  }
  case Expr::Kind::Unary: {
    if (E.Op == "*")
      return deref(E);
    if (E.Op == "&")
      fail(E.P, "'&' is only supported for the expected value of "
                "atomic_compare_exchange");
    Val A = valueOf(*E.Ops[0], "an operand");
    if (E.Op == "!") {
      Val Out;
      Out.Bool = true;
      Out.E = P->unary(ir::UnOp::Not, ir::Type::Bool, asBool(E.P, A));
      return Out;
    }
    if (A.Bool)
      A = convert(A, CType());
    CType Ty = commonType(A.Ty, A.Ty);
    A = convert(A, Ty);
    return Val{P->unary(E.Op == "-" ? ir::UnOp::Neg : ir::UnOp::BitNot, Ty.Ty,
                        A.E),
               Ty};
  }
  case Expr::Kind::Binary:
    return binary(E);
  case Expr::Kind::Assign:
    return assign(E);
  case Expr::Kind::IncDec:
    return incDec(E);
  case Expr::Kind::Cond:
    return conditional(E);
  case Expr::Kind::Call:
    return call(E);
  case Expr::Kind::Index:
    fail(E.P, "arrays are not supported in litmus threads");
  case Expr::Kind::Cast: {
    Val A = rvalue(*E.Ops[0]);
    if (E.Name == "void") {
      Val V;
      V.Void = true;
      return V;
    }
    if (A.Void)
      fail(E.P, "a call that returns nothing cast to a value");
    return convert(A, E.CastTy);
  }
  }
  fail(E.P, "unsupported expression");
}

//===----------------------------------------------------------------------===//
// The condition
//===----------------------------------------------------------------------===//

unsigned Translator::resolveObservable(const CondLoc &L) {
  Observable O;
  O.IsRegister = L.IsRegister;
  O.Name = L.Name;
  if (L.IsRegister) {
    auto It = TopRegs.find(L.Thread);
    if (It == TopRegs.end())
      fail(L.P, "there is no thread P" + std::to_string(L.Thread));
    auto R = It->second.find(L.Name);
    if (R == It->second.end())
      fail(L.P, "thread P" + std::to_string(L.Thread) + " has no register '" +
                    L.Name + "' (at the top level of its body)");
    O.Thread = L.Thread;
    O.Obj = R->second.Mirror;
    O.Ty = R->second.Ty.Ty;
    O.Signed = R->second.Ty.Signed;
    O.LaunchThread = LaunchIndexOf[L.Thread];
  } else {
    auto It = Locs.find(L.Name);
    if (It == Locs.end())
      fail(L.P, "unknown location '" + L.Name + "'");
    if (It->second.Local)
      fail(L.P, "the final value of local memory ('" + L.Name +
                    "', one copy per work-group) cannot be observed");
    O.Obj = It->second.Obj;
    O.Ty = It->second.Ty.Ty;
    O.Signed = It->second.Ty.Signed;
  }
  std::vector<Observable> &Obs = Out->Observables;
  for (unsigned I = 0; I < Obs.size(); ++I)
    if (Obs[I].IsRegister == O.IsRegister && Obs[I].Thread == O.Thread &&
        Obs[I].Name == O.Name)
      return I;
  Obs.push_back(O);
  return unsigned(Obs.size() - 1);
}

Prop Translator::resolveProp(const CondProp &C) {
  Prop R;
  R.K = C.K;
  if (C.K == Prop::Kind::Eq) {
    R.Obs = resolveObservable(C.Loc);
    const Observable &O = Out->Observables[R.Obs];
    R.Value = uint64_t(C.Value) & typeMask(O.Ty);
    if (C.Negated) {
      Prop N;
      N.K = Prop::Kind::Not;
      N.Ops.push_back(std::move(R));
      return N;
    }
    return R;
  }
  for (const CondProp &Op : C.Ops)
    R.Ops.push_back(resolveProp(Op));
  return R;
}

std::unique_ptr<LitmusTest> Translator::run() {
  Out = std::make_unique<LitmusTest>();
  Out->Name = T.Name;
  Out->D = T.D;
  P = std::make_unique<ir::Program>();
  P->Language = ir::SourceLanguage::Litmus;
  File = P->addFile(Path);
  DefaultScope = T.D == Dialect::OpenCl ? ir::Scope::Gpu : ir::Scope::Sys;
  try {
    // Threads in number order; placements all or none.
    std::vector<const Thread *> Threads;
    for (const Thread &Th : T.Threads)
      Threads.push_back(&Th);
    // By number, then by place in the file (a duplicate is reported at
    // its second definition).
    std::sort(Threads.begin(), Threads.end(),
              [](const Thread *A, const Thread *B) {
                return std::make_tuple(A->Number, A->P.Line, A->P.Col) <
                       std::make_tuple(B->Number, B->P.Line, B->P.Col);
              });
    for (size_t I = 1; I < Threads.size(); ++I)
      if (Threads[I]->Number == Threads[I - 1]->Number)
        fail(Threads[I]->P, "thread P" + std::to_string(Threads[I]->Number) +
                                " is defined twice");
    bool Placed = Threads.front()->Placed;
    std::set<int64_t> WorkGroups;
    for (const Thread *Th : Threads) {
      if (Th->Placed != Placed)
        fail(Th->P, "either every thread has a placement ('@wg N, dev M') "
                    "or none has");
      if (Th->Device != 0)
        fail(Th->P, "only one device is modelled: every thread must be on "
                    "'dev 0'");
      WorkGroups.insert(Th->WorkGroup);
    }
    for (const InitEntry &E : T.Init)
      if (E.IsRegister &&
          !std::any_of(Threads.begin(), Threads.end(),
                       [&](const Thread *Th) { return Th->Number == E.Thread; }))
        fail(E.P, "there is no thread P" + std::to_string(E.Thread));
    collectLocations();
    std::vector<int64_t> WgList(WorkGroups.begin(), WorkGroups.end());
    P->Run.K = ir::Launch::Kind::Threads;
    std::vector<uint32_t> BlockOf;
    bool Barriers = false;
    for (unsigned I = 0; I < Threads.size(); ++I) {
      const Thread &Th = *Threads[I];
      BlockOf.push_back(
          Placed ? uint32_t(std::lower_bound(WgList.begin(), WgList.end(),
                                             Th.WorkGroup) -
                            WgList.begin())
                 : I);
      for (const StmtPtr &S : Th.Body)
        Barriers |= mentionsBarrier(*S);
    }
    P->Run.Threads.resize(Threads.size());
    if (!Barriers) {
      for (unsigned I = 0; I < Threads.size(); ++I) {
        translateThread(*Threads[I], I);
        P->Run.Threads[I].Proc = ir::ProcId(P->Procs.size() - 1);
      }
    } else {
      // One procedure per work-group (translateGroup), its threads told
      // apart by their argument.
      uint32_t NumBlocks = *std::max_element(BlockOf.begin(), BlockOf.end()) + 1;
      for (uint32_t B = 0; B < NumBlocks; ++B) {
        std::vector<const Thread *> Group;
        std::vector<unsigned> Indices;
        for (unsigned I = 0; I < Threads.size(); ++I)
          if (BlockOf[I] == B) {
            P->Run.Threads[I].Args.push_back(
                P->intConst(ir::Type::I32, Group.size()));
            Group.push_back(Threads[I]);
            Indices.push_back(I);
          }
        translateGroup(Group, Indices, B);
        for (unsigned I : Indices)
          P->Run.Threads[I].Proc = ir::ProcId(P->Procs.size() - 1);
      }
    }
    for (unsigned I = 0; I < Threads.size(); ++I) {
      Out->ThreadNumbers.push_back(Threads[I]->Number);
      P->Run.Threads[I].BlockIdx = BlockOf[I];
      P->Run.Threads[I].Loc = loc(Threads[I]->P);
    }
    if (T.HasCondition) {
      Out->HasCondition = true;
      Out->Cond.Q = T.Q;
      Out->Cond.Text = T.CondText;
      Out->Cond.Loc = loc(T.CondPos);
      Out->Cond.P = resolveProp(T.Cond);
    }
    for (const CondLoc &L : T.Locations)
      resolveObservable(L);
  } catch (const TranslateError &) {
    return nullptr;
  }
  if (!ir::verifyProgram(*P, Diags) || Diags.hasErrors())
    return nullptr;
  Out->Prog = std::move(P);
  return std::move(Out);
}

} // namespace

std::string Observable::text() const {
  return IsRegister ? std::to_string(Thread) + ":" + Name : Name;
}

std::unique_ptr<LitmusTest> translateTest(const TestAst &T,
                                          const std::string &Path,
                                          ir::DiagnosticEngine &Diags) {
  Translator Tr(T, Path, Diags);
  return Tr.run();
}

} // namespace scopecheck::litmus
