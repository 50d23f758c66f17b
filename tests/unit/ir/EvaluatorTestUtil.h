//===- tests/unit/ir/EvaluatorTestUtil.h - Evaluator helpers ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Helpers for the evaluator's unit tests: a builder for small programs
/// (one explicit thread running @main unless the test changes the launch),
/// and functions that evaluate one expression through the evaluator, by
/// storing it to a global object and reading the value of the store event.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TESTS_UNIT_IR_EVALUATORTESTUTIL_H
#define SCOPECHECK_TESTS_UNIT_IR_EVALUATORTESTUTIL_H

#include "ir/Evaluator.h"
#include "ir/IR.h"
#include "ir/Value.h"

#include <gtest/gtest.h>

#include <cassert>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace scopecheck::ir::test {

inline SourceLoc loc(uint32_t Line) { return SourceLoc{0, Line, 1}; }

/// A constant of any type from its value bits.
inline const Expr *constant(Program &P, Type Ty, Value Bits) {
  Expr E{ExprKind::Const, Ty};
  E.Bits = Bits;
  return P.make(E);
}

inline Stmt predicated(const Expr *Pred, Stmt S) {
  S.Pred = Pred;
  return S;
}

/// Builds programs procedure by procedure. The constructor creates @main
/// and launches it as one explicit thread in block 0. Statements and
/// terminators go to the current block of the current procedure.
class Builder {
public:
  Program P;
  ProcId Main = 0;
  ProcId Cur = 0;
  BlockId At = 0;

  Builder() {
    Main = proc("main");
    P.Run.K = Launch::Kind::Threads;
    P.Run.Threads.push_back(thread(Main, 0));
  }

  static ExplicitThread thread(ProcId Proc, uint32_t Block,
                               std::vector<const Expr *> Args = {}) {
    ExplicitThread T;
    T.Proc = Proc;
    T.BlockIdx = Block;
    T.Args = std::move(Args);
    return T;
  }

  /// Adds a procedure with an empty entry block and makes it current.
  ProcId proc(const std::string &Name, Type RetTy = Type::Void) {
    Procedure Pr;
    Pr.Name = Name;
    Pr.RetTy = RetTy;
    Pr.Blocks.emplace_back();
    Pr.Blocks.back().Label = "entry";
    P.Procs.push_back(std::move(Pr));
    Cur = ProcId(P.Procs.size() - 1);
    At = 0;
    return Cur;
  }
  void enter(ProcId Proc, BlockId Block = 0) {
    Cur = Proc;
    At = Block;
  }
  Procedure &cur() { return P.Procs[Cur]; }

  VarId param(Type Ty) {
    Procedure &Pr = cur();
    assert(Pr.NumParams == Pr.Vars.size() && "parameters come first");
    ++Pr.NumParams;
    return addVar(Ty);
  }
  VarId var(Type Ty) { return addVar(Ty); }
  const Expr *v(VarId V) { return P.varRef(cur(), V); }

  /// Adds a block to the current procedure (the current block stays).
  BlockId block() {
    Procedure &Pr = cur();
    Pr.Blocks.emplace_back();
    Pr.Blocks.back().Label = "b" + std::to_string(Pr.Blocks.size() - 1);
    return BlockId(Pr.Blocks.size() - 1);
  }
  void setBlock(BlockId B) { At = B; }

  /// Appends \p S to the current block; returns its index.
  size_t add(Stmt S) {
    std::vector<Stmt> &Stmts = cur().Blocks[At].Stmts;
    Stmts.push_back(std::move(S));
    return Stmts.size() - 1;
  }
  const Stmt &stmt(ProcId Proc, BlockId B, size_t I) const {
    return P.Procs[Proc].Blocks[B].Stmts[I];
  }

  void ret(const Expr *Value = nullptr, uint32_t Line = 0) {
    Terminator &T = cur().Blocks[At].Term;
    T.Kind = TermKind::Return;
    T.Value = Value;
    T.Loc = loc(Line);
  }
  void jump(BlockId To, uint32_t Line = 0) {
    Terminator &T = cur().Blocks[At].Term;
    T.Kind = TermKind::Goto;
    T.Targets[0] = To;
    T.Loc = loc(Line);
  }
  void branch(const Expr *Cond, BlockId IfTrue, BlockId IfFalse,
              uint32_t Line = 0) {
    Terminator &T = cur().Blocks[At].Term;
    T.Kind = TermKind::Branch;
    T.Cond = Cond;
    T.Targets[0] = IfTrue;
    T.Targets[1] = IfFalse;
    T.Loc = loc(Line);
  }

  ObjectId object(MemSpace Space, Type ElemTy, uint64_t Size = 1,
                  std::vector<uint64_t> Init = {}) {
    MemObject O;
    O.Name = "o" + std::to_string(P.Objects.size() + 1);
    O.Space = Space;
    O.ElemTy = ElemTy;
    O.Size = Size;
    O.Init = std::move(Init);
    P.Objects.push_back(std::move(O));
    return ObjectId(P.Objects.size());
  }

  // Constants and addresses.
  const Expr *i8(int64_t V) { return P.intConst(Type::I8, uint64_t(V)); }
  const Expr *i16(int64_t V) { return P.intConst(Type::I16, uint64_t(V)); }
  const Expr *i32(int64_t V) { return P.intConst(Type::I32, uint64_t(V)); }
  const Expr *i64(int64_t V) { return P.intConst(Type::I64, uint64_t(V)); }
  const Expr *b(bool V) { return P.boolConst(V); }
  const Expr *f32(float V) { return P.f32Const(V); }
  const Expr *f64(double V) { return P.f64Const(V); }
  const Expr *addr(ObjectId O) { return P.objAddr(O); }
  /// @O + Index (i64 index).
  const Expr *at(ObjectId O, int64_t Index) {
    return P.binary(BinOp::Add, Type::Ptr, P.objAddr(O), i64(Index));
  }
  const Expr *bin(BinOp Op, const Expr *A, const Expr *B) {
    return P.binary(Op, isComparison(Op) ? Type::Bool : A->Ty, A, B);
  }

private:
  VarId addVar(Type Ty) {
    Procedure &Pr = cur();
    Variable V;
    V.Name = "v" + std::to_string(Pr.Vars.size());
    V.Ty = Ty;
    Pr.Vars.push_back(std::move(V));
    return VarId(Pr.Vars.size() - 1);
  }
};

/// The result of evaluating one expression: a value or an error.
struct Outcome {
  EvalError Err = EvalError::None;
  Value V = 0;
  friend bool operator==(const Outcome &A, const Outcome &B) {
    return A.Err == B.Err && (A.Err != EvalError::None || A.V == B.V);
  }
  friend std::ostream &operator<<(std::ostream &OS, const Outcome &O) {
    if (O.Err != EvalError::None)
      return OS << "error: " << evalErrorName(O.Err);
    return OS << "value 0x" << std::hex << O.V << std::dec;
  }
};
inline Outcome ok(Value V) { return Outcome{EvalError::None, V}; }
inline Outcome err(EvalError E) { return Outcome{E, 0}; }

/// Evaluates \p E (built in \p B's program) in a new procedure that stores
/// it to a new global object, run as the only thread (kernel-free launch).
inline Outcome evalOutcome(Builder &B, const Expr *E) {
  ObjectId Out = B.object(MemSpace::Global, E->Ty);
  ProcId Proc = B.proc("eval" + std::to_string(B.P.Procs.size()));
  B.add(Stmt::makeStore(loc(1), MemOrder::Na, Scope::None, E->Ty, B.addr(Out),
                        E));
  B.ret();
  B.P.Run = Launch();
  B.P.Run.K = Launch::Kind::Threads;
  B.P.Run.Threads.push_back(Builder::thread(Proc, 0));
  Evaluator Ev(B.P);
  ThreadState TS;
  Ev.initThread(TS, 0);
  Step St = Ev.run(TS);
  if (St.Kind == StepKind::Error)
    return err(St.Err);
  EXPECT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.Obj, Out);
  return ok(St.Val[0]);
}

/// Ops[0] (Op) Ops[1] on constants of type \p Ty given by their bits.
inline Outcome binop(BinOp Op, Type Ty, Value A, Value B) {
  Builder Bd;
  const Expr *X = constant(Bd.P, Ty, A), *Y = constant(Bd.P, Ty, B);
  return evalOutcome(Bd, Bd.bin(Op, X, Y));
}

inline Outcome unop(UnOp Op, Type Ty, Value A) {
  Builder Bd;
  return evalOutcome(Bd, Bd.P.unary(Op, Ty, constant(Bd.P, Ty, A)));
}

inline Outcome castop(CastOp Op, Type From, Type To, Value A) {
  Builder Bd;
  return evalOutcome(Bd, Bd.P.cast(Op, To, constant(Bd.P, From, A)));
}

} // namespace scopecheck::ir::test

#endif // SCOPECHECK_TESTS_UNIT_IR_EVALUATORTESTUTIL_H
