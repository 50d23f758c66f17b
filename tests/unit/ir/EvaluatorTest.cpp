//===- tests/unit/ir/EvaluatorTest.cpp - Statements and launch shape ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator's statement loop and thread protocol: the run/resume event
/// protocol, local memory, address errors, calls, predication, havoc,
/// assume/assert, the step budget, and the launch shape (thread places and
/// builtins) of kernel and explicit-thread launches. Expression semantics
/// are in EvaluatorSemanticsTest.cpp.
///
//===----------------------------------------------------------------------===//

#include "EvaluatorTestUtil.h"

using namespace scopecheck::ir;
using namespace scopecheck::ir::test;

namespace {

const MemOrder Na = MemOrder::Na;
const Scope NoScope = Scope::None;

/// Runs thread \p T of a program; keeps the evaluator and the state.
struct Runner {
  Evaluator Ev;
  ThreadState TS;
  explicit Runner(const Program &P, uint64_t T = 0) : Ev(P) {
    Ev.initThread(TS, T);
  }
  Step run() { return Ev.run(TS); }
  void resume(Value V = 0) { Ev.resume(TS, V); }
  /// Resumes every event with 0 until the thread stops otherwise.
  Step runToEnd() {
    for (;;) {
      Step St = run();
      if (St.Kind != StepKind::Event && St.Kind != StepKind::Nondet)
        return St;
      resume();
    }
  }
};

/// Expects a store event and returns its value.
Value storedValue(Runner &R) {
  Step St = R.run();
  EXPECT_EQ(St.Kind, StepKind::Event);
  EXPECT_TRUE(St.S && St.S->Kind == StmtKind::Store);
  R.resume();
  return St.Val[0];
}

//===----------------------------------------------------------------------===//
// The event protocol
//===----------------------------------------------------------------------===//

TEST(Evaluator, LoadEventAndResume) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 4);
  VarId X = B.var(Type::I32);
  B.add(Stmt::makeLoad(loc(3), X, MemOrder::Acq, Scope::Gpu, Type::I32,
                       B.at(G, 2)));
  B.add(Stmt::makeStore(loc(4), Na, NoScope, Type::I32, B.addr(G),
                        B.bin(BinOp::Add, B.v(X), B.i32(1))));
  B.ret(nullptr, 5);
  Runner R(B.P);
  R.TS.StepBudget = 100;

  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, 0));
  EXPECT_EQ(St.Loc, loc(3));
  EXPECT_EQ(St.Obj, G);
  EXPECT_EQ(St.Offset, 2);
  EXPECT_EQ(St.Err, EvalError::None);
  EXPECT_TRUE(R.TS.AtEvent);
  EXPECT_EQ(R.TS.StepBudget, 99u);

  // Running again before resume returns the same step and charges nothing.
  Step Again = R.run();
  EXPECT_EQ(Again.Kind, StepKind::Event);
  EXPECT_EQ(Again.S, St.S);
  EXPECT_EQ(Again.Obj, G);
  EXPECT_EQ(Again.Offset, 2);
  EXPECT_EQ(R.TS.StepBudget, 99u);

  R.resume(42);
  EXPECT_FALSE(R.TS.AtEvent);
  EXPECT_EQ(R.TS.Slots[X], 42u);
  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, 1));
  EXPECT_EQ(St.Obj, G);
  EXPECT_EQ(St.Offset, 0);
  EXPECT_EQ(St.Val[0], 43u);
  R.resume(12345); // ignored by stores
  St = R.run();
  EXPECT_EQ(St.Kind, StepKind::Finished);
  EXPECT_EQ(St.S, nullptr);
  EXPECT_TRUE(R.TS.Frames.empty());
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
}

TEST(Evaluator, RmwCasFenceBarrierEvents) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I64, 2);
  ObjectId S = B.object(MemSpace::Shared, Type::I64, 2);
  VarId Old = B.var(Type::I64), Cas = B.var(Type::I64);
  B.add(Stmt::makeRmw(loc(1), Old, RmwOp::Add, MemOrder::Rlx, Scope::Gpu,
                      Type::I64, B.at(G, 1), B.i64(5)));
  B.add(Stmt::makeCas(loc(2), Cas, MemOrder::AcqRel, MemOrder::Acq, Scope::Cta,
                      Type::I64, B.addr(S), B.v(Old), B.i64(-1)));
  B.add(Stmt::makeRmw(loc(3), Stmt::NoVar, RmwOp::Exch, MemOrder::Rlx,
                      Scope::Gpu, Type::I64, B.addr(G), B.i64(9)));
  B.add(Stmt::makeFence(loc(4), MemOrder::Sc, Scope::Gpu));
  B.add(Stmt::makeBarrier(loc(5), Scope::Cta));
  B.ret();
  Runner R(B.P);

  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S->Kind, StmtKind::Rmw);
  EXPECT_EQ(St.Obj, G);
  EXPECT_EQ(St.Offset, 1);
  EXPECT_EQ(St.Val[0], 5u);
  R.resume(7);
  EXPECT_EQ(R.TS.Slots[Old], 7u);

  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S->Kind, StmtKind::Cas);
  EXPECT_EQ(St.Obj, S);
  EXPECT_EQ(St.Val[0], 7u);
  EXPECT_EQ(St.Val[1], ~uint64_t(0));
  R.resume(3);
  EXPECT_EQ(R.TS.Slots[Cas], 3u);

  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S->Kind, StmtKind::Rmw);
  EXPECT_EQ(St.Val[0], 9u);
  R.resume(1); // no destination

  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S->Kind, StmtKind::Fence);
  EXPECT_EQ(St.Loc, loc(4));
  R.resume();

  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S->Kind, StmtKind::Barrier);
  EXPECT_TRUE(St.Enabled);
  R.resume();
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
}

TEST(Evaluator, HavocAsksForAValue) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I16);
  VarId X = B.var(Type::I16);
  size_t H = B.add(Stmt::makeHavoc(loc(1), X));
  B.add(Stmt::makeStore(loc(2), Na, NoScope, Type::I16, B.addr(G), B.v(X)));
  B.ret();
  Runner R(B.P);
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Nondet);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, H));
  EXPECT_TRUE(R.TS.AtEvent);
  EXPECT_EQ(R.run().Kind, StepKind::Nondet);
  R.resume(0xbeef);
  EXPECT_EQ(storedValue(R), 0xbeefu);
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
}

TEST(Evaluator, AssumeBlocksAndAssertFails) {
  Builder B;
  VarId X = B.var(Type::I32);
  B.add(Stmt::makeAssign(loc(1), X, B.i32(3)));
  B.add(Stmt::makeAssume(loc(2), B.bin(BinOp::SLt, B.v(X), B.i32(5))));
  size_t A = B.add(Stmt::makeAssert(loc(3), B.bin(BinOp::Eq, B.v(X), B.i32(4)),
                                    "x is four"));
  B.ret();
  Runner R(B.P);
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::AssertionFailed);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, A));
  EXPECT_EQ(St.S->Message, "x is four");
  EXPECT_EQ(St.Loc, loc(3));

  Builder C;
  size_t Assume = C.add(Stmt::makeAssume(loc(7), C.b(false)));
  C.add(Stmt::makeAssert(loc(8), C.b(false), "unreachable"));
  C.ret();
  Runner R2(C.P);
  St = R2.run();
  EXPECT_EQ(St.Kind, StepKind::Blocked);
  EXPECT_EQ(St.S, &C.stmt(C.Main, 0, Assume));
  EXPECT_EQ(St.Loc, loc(7));
}

TEST(Evaluator, ExpressionErrorsStopTheStatement) {
  Builder B;
  VarId X = B.var(Type::I32);
  B.add(Stmt::makeAssign(loc(1), X, B.i32(1)));
  size_t Bad = B.add(Stmt::makeAssign(
      loc(2), X, B.bin(BinOp::SDiv, B.i32(INT32_MIN), B.i32(-1))));
  B.ret();
  Runner R(B.P);
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::SignedDivOverflow);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, Bad));
  EXPECT_EQ(St.Loc, loc(2));
  EXPECT_EQ(R.TS.Slots[X], 1u); // not assigned

  // An error in a terminator has no statement.
  Builder C;
  BlockId T = C.block(), F = C.block();
  C.branch(C.bin(BinOp::Eq, C.bin(BinOp::Shl, C.i32(1), C.i32(32)), C.i32(0)),
           T, F, 9);
  C.setBlock(T);
  C.ret();
  C.setBlock(F);
  C.ret();
  Runner R2(C.P);
  St = R2.run();
  ASSERT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::ShiftOutOfRange);
  EXPECT_EQ(St.S, nullptr);
  EXPECT_EQ(St.Loc, loc(9));
}

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

/// The step of a load of \p AccessTy from \p Addr in a fresh thread of \p B.
Step loadStep(Builder &B, Type AccessTy, const Expr *Addr) {
  ProcId P = B.proc("load" + std::to_string(B.P.Procs.size()));
  VarId X = B.var(AccessTy);
  B.add(Stmt::makeLoad(loc(1), X, Na, NoScope, AccessTy, Addr));
  B.ret();
  B.P.Run.Threads = {Builder::thread(P, 0)};
  Evaluator Ev(B.P);
  ThreadState TS;
  Ev.initThread(TS, 0);
  return Ev.run(TS);
}

TEST(Evaluator, AddressErrors) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 4);
  ObjectId U = B.object(MemSpace::Global, Type::I32, MemObject::UnknownSize);
  ObjectId L = B.object(MemSpace::Local, Type::I32, 2);

  Step St = loadStep(B, Type::I32, B.P.nullPtr());
  EXPECT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::NullDereference);
  EXPECT_EQ(St.Obj, 0u);

  St = loadStep(B, Type::I32, B.at(G, 4));
  EXPECT_EQ(St.Err, EvalError::OutOfBounds);
  EXPECT_EQ(St.Obj, G);
  EXPECT_EQ(St.Offset, 4);
  EXPECT_NE(St.S, nullptr);

  St = loadStep(B, Type::I32, B.at(G, -1));
  EXPECT_EQ(St.Err, EvalError::OutOfBounds);
  EXPECT_EQ(St.Offset, -1);

  St = loadStep(B, Type::I32, B.at(G, 3));
  EXPECT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.Offset, 3);

  // No bounds on a buffer of unknown size.
  St = loadStep(B, Type::I32, B.at(U, 1000000));
  EXPECT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.Obj, U);
  EXPECT_EQ(St.Offset, 1000000);

  St = loadStep(B, Type::I32, B.at(L, 2));
  EXPECT_EQ(St.Err, EvalError::OutOfBounds);
  EXPECT_EQ(St.Obj, L);

  St = loadStep(B, Type::I64, B.addr(G));
  EXPECT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::TypeMismatch);

  // A pointer to an object that does not exist.
  St = loadStep(B, Type::I32, constant(B.P, Type::Ptr, ptr::make(99, 0)));
  EXPECT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::PointerMismatch);

  // Out-of-bounds stores and rmws are reported before any event.
  ProcId P = B.proc("store");
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I32, B.at(G, 7), B.i32(1)));
  B.ret();
  B.P.Run.Threads = {Builder::thread(P, 0)};
  Runner R(B.P);
  St = R.run();
  EXPECT_EQ(St.Err, EvalError::OutOfBounds);
  EXPECT_EQ(St.Offset, 7);
  EXPECT_FALSE(R.TS.AtEvent);
}

TEST(Evaluator, LocalMemoryIsThreadLocal) {
  Builder B;
  ObjectId L = B.object(MemSpace::Local, Type::I32, 4, {1, 2});
  ObjectId L2 = B.object(MemSpace::Local, Type::F32, 1, {fromF32(1.5f)});
  ObjectId G = B.object(MemSpace::Global, Type::I32, 8);
  VarId X = B.var(Type::I32), Y = B.var(Type::I32), Z = B.var(Type::I32),
        F = B.var(Type::F32);
  B.add(Stmt::makeLoad(loc(1), X, Na, NoScope, Type::I32, B.at(L, 1)));
  B.add(Stmt::makeStore(loc(2), Na, NoScope, Type::I32, B.at(L, 3), B.i32(9)));
  B.add(Stmt::makeRmw(loc(3), Y, RmwOp::Add, MemOrder::Rlx, Scope::Cta,
                      Type::I32, B.at(L, 3), B.i32(10)));
  // Failing then succeeding compare-and-swap.
  B.add(Stmt::makeCas(loc(4), Z, MemOrder::Rlx, MemOrder::Rlx, Scope::Cta,
                      Type::I32, B.addr(L), B.i32(5), B.i32(6)));
  B.add(Stmt::makeCas(loc(5), Stmt::NoVar, MemOrder::Rlx, MemOrder::Rlx,
                      Scope::Cta, Type::I32, B.at(L, 1), B.i32(2), B.i32(20)));
  B.add(Stmt::makeLoad(loc(6), F, Na, NoScope, Type::F32, B.addr(L2)));
  for (int I = 0; I < 4; ++I) {
    VarId T = B.var(Type::I32);
    B.add(Stmt::makeLoad(loc(7), T, Na, NoScope, Type::I32, B.at(L, I)));
    B.add(Stmt::makeStore(loc(8), Na, NoScope, Type::I32, B.at(G, I), B.v(T)));
  }
  B.add(Stmt::makeStore(loc(9), Na, NoScope, Type::I32, B.at(G, 4), B.v(X)));
  B.add(Stmt::makeStore(loc(9), Na, NoScope, Type::I32, B.at(G, 5), B.v(Y)));
  B.add(Stmt::makeStore(loc(9), Na, NoScope, Type::I32, B.at(G, 6), B.v(Z)));
  B.add(Stmt::makeStore(loc(9), Na, NoScope, Type::I32, B.at(G, 7),
                        B.P.cast(CastOp::FPToSI, Type::I32, B.v(F))));
  B.ret();

  Runner R(B.P);
  EXPECT_EQ(R.TS.LocalMem.size(), 5u);
  // Only the global stores are events: L[0..3], then x, y, z, f. The
  // first cas fails (L[0] is 1, not 5), the second succeeds.
  const Value Expected[] = {1, 20, 0, 19, 2, 9, 1, 1};
  for (Value E : Expected)
    EXPECT_EQ(storedValue(R), E);
  EXPECT_EQ(R.run().Kind, StepKind::Finished);

  // initThread restores the initial contents.
  R.Ev.initThread(R.TS, 0);
  EXPECT_EQ(R.TS.LocalMem, (std::vector<Value>{1, 2, 0, 0, fromF32(1.5f)}));
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

TEST(Evaluator, CallsWithReturnValues) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 4);
  VarId X = B.var(Type::I32), Keep = B.var(Type::I32);

  ProcId Add = B.proc("add", Type::I32);
  VarId A = B.param(Type::I32), Bp = B.param(Type::I32);
  VarId Count = B.var(Type::I32);
  // Locals start at zero on every call.
  B.add(Stmt::makeAssign(loc(20), Count,
                         B.bin(BinOp::Add, B.v(Count), B.i32(1))));
  B.add(
      Stmt::makeStore(loc(21), Na, NoScope, Type::I32, B.at(G, 3), B.v(Count)));
  B.ret(B.bin(BinOp::Add, B.v(A), B.v(Bp)), 22);

  ProcId Void = B.proc("sideeffect");
  B.add(Stmt::makeStore(loc(30), Na, NoScope, Type::I32, B.addr(G), B.i32(77)));
  B.ret();

  B.enter(B.Main);
  B.add(Stmt::makeAssign(loc(1), Keep, B.i32(1000)));
  B.add(Stmt::makeCall(loc(2), X, Add, {B.i32(3), B.i32(4)}));
  B.add(Stmt::makeCall(loc(3), X, Add, {B.v(X), B.v(Keep)}));
  B.add(Stmt::makeCall(loc(4), Stmt::NoVar, Add, {B.i32(1), B.i32(1)}));
  B.add(Stmt::makeCall(loc(5), Stmt::NoVar, Void, {}));
  B.add(Stmt::makeStore(loc(6), Na, NoScope, Type::I32, B.at(G, 1), B.v(X)));
  B.add(Stmt::makeStore(loc(7), Na, NoScope, Type::I32, B.at(G, 2), B.v(Keep)));
  B.ret();

  Runner R(B.P);
  for (int I = 0; I < 3; ++I) {
    Step St = R.run();
    ASSERT_EQ(St.Kind, StepKind::Event);
    EXPECT_EQ(St.Val[0], 1u) << "call " << I;
    EXPECT_EQ(R.TS.Frames.size(), 2u);
    EXPECT_EQ(R.TS.Frames.back().SlotBase, 2u);
    EXPECT_EQ(R.TS.Slots.size(), 5u);
    R.resume();
  }
  EXPECT_EQ(storedValue(R), 77u);
  EXPECT_EQ(storedValue(R), 1007u);
  EXPECT_EQ(storedValue(R), 1000u);
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
}

TEST(Evaluator, CallDepthLimit) {
  // A chain main -> c1 -> c2 -> ... -> cN; depth is the number of frames.
  for (unsigned Frames :
       {Evaluator::MaxCallDepth, Evaluator::MaxCallDepth + 1}) {
    Builder B;
    for (unsigned I = 1; I < Frames; ++I) {
      ProcId P = B.proc("c" + std::to_string(I));
      B.enter(P - 1);
      B.add(Stmt::makeCall(loc(I), Stmt::NoVar, P, {}));
      B.ret();
      B.enter(P);
    }
    B.ret();
    Runner R(B.P);
    Step St = R.run();
    if (Frames <= Evaluator::MaxCallDepth) {
      EXPECT_EQ(St.Kind, StepKind::Finished);
    } else {
      ASSERT_EQ(St.Kind, StepKind::Error);
      EXPECT_EQ(St.Err, EvalError::CallDepth);
      EXPECT_EQ(R.TS.Frames.size(), Evaluator::MaxCallDepth);
      EXPECT_EQ(St.Loc, loc(Frames - 1));
    }
  }
}

TEST(Evaluator, CallArgumentErrors) {
  Builder B;
  ProcId F = B.proc("f");
  B.param(Type::I32);
  B.ret();
  B.enter(B.Main);
  size_t C = B.add(Stmt::makeCall(loc(1), Stmt::NoVar, F,
                                  {B.bin(BinOp::URem, B.i32(1), B.i32(0))}));
  B.ret();
  Runner R(B.P);
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::DivisionByZero);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, C));
  EXPECT_EQ(R.TS.Frames.size(), 1u);
  EXPECT_EQ(R.TS.Slots.size(), 0u);
}

//===----------------------------------------------------------------------===//
// Predication
//===----------------------------------------------------------------------===//

TEST(Evaluator, PredicatedStatements) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32, 4);
  VarId X = B.var(Type::I32), P = B.var(Type::Bool);
  B.add(Stmt::makeAssign(loc(1), P, B.b(true)));
  B.add(predicated(B.v(P), Stmt::makeAssign(loc(2), X, B.i32(5))));
  B.add(predicated(B.P.unary(UnOp::Not, Type::Bool, B.v(P)),
                   Stmt::makeAssign(loc(3), X, B.i32(6))));
  // Skipped: no event, no error from the operands.
  B.add(predicated(B.b(false), Stmt::makeStore(loc(4), Na, NoScope, Type::I32,
                                               B.P.nullPtr(), B.i32(1))));
  B.add(predicated(B.b(false), Stmt::makeAssert(loc(5), B.b(false), "")));
  B.add(predicated(B.b(false),
                   Stmt::makeFence(loc(6), MemOrder::Sc, Scope::Gpu)));
  // A false barrier is still an event, with Enabled == false.
  size_t Bar =
      B.add(predicated(B.b(false), Stmt::makeBarrier(loc(7), Scope::Cta)));
  size_t Bar2 =
      B.add(predicated(B.v(P), Stmt::makeBarrier(loc(8), Scope::Cta)));
  B.add(Stmt::makeStore(loc(9), Na, NoScope, Type::I32, B.addr(G), B.v(X)));
  B.add(predicated(
      B.bin(BinOp::Eq, B.bin(BinOp::SRem, B.v(X), B.i32(0)), B.i32(0)),
      Stmt::makeAssign(loc(10), X, B.i32(0))));
  B.ret();

  Runner R(B.P);
  R.TS.StepBudget = 1000;
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, Bar));
  EXPECT_FALSE(St.Enabled);
  EXPECT_FALSE(R.run().Enabled);
  R.resume();
  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.S, &B.stmt(B.Main, 0, Bar2));
  EXPECT_TRUE(St.Enabled);
  R.resume();
  EXPECT_EQ(storedValue(R), 5u);
  // An error in the predicate is an error of the statement.
  St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Error);
  EXPECT_EQ(St.Err, EvalError::DivisionByZero);
  EXPECT_EQ(St.Loc, loc(10));
  // Skipped statements are charged like executed ones: 10 statements.
  EXPECT_EQ(R.TS.StepBudget, 1000u - 10u);
}

//===----------------------------------------------------------------------===//
// Step budget
//===----------------------------------------------------------------------===//

/// i = 0; while (i <s 10) i = i + 1; return: 2 + 10 * 3 + 2 = 34 steps.
void buildLoop(Builder &B) {
  VarId I = B.var(Type::I32);
  BlockId Head = B.block(), Body = B.block(), Done = B.block();
  B.add(Stmt::makeAssign(loc(1), I, B.i32(0)));
  B.jump(Head);
  B.setBlock(Head);
  B.branch(B.bin(BinOp::SLt, B.v(I), B.i32(10)), Body, Done, 2);
  B.setBlock(Body);
  B.add(Stmt::makeAssign(loc(3), I, B.bin(BinOp::Add, B.v(I), B.i32(1))));
  B.jump(Head);
  B.setBlock(Done);
  B.ret();
}

TEST(Evaluator, StepLimitIsExact) {
  Builder B;
  buildLoop(B);
  const uint64_t Steps = 34;
  Runner R(B.P);
  R.TS.StepBudget = Steps;
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
  EXPECT_EQ(R.TS.StepBudget, 0u);

  for (uint64_t Budget = 0; Budget < Steps; ++Budget) {
    R.Ev.initThread(R.TS, 0);
    R.TS.StepBudget = Budget;
    Step St = R.run();
    EXPECT_EQ(St.Kind, StepKind::StepLimit) << Budget;
    EXPECT_EQ(St.S, nullptr);
    EXPECT_EQ(R.TS.StepBudget, 0u);
    // Stays at the limit, and continues when given more budget.
    EXPECT_EQ(R.run().Kind, StepKind::StepLimit);
    R.TS.StepBudget = Steps - Budget;
    EXPECT_EQ(R.run().Kind, StepKind::Finished) << Budget;
    EXPECT_EQ(R.TS.StepBudget, 0u);
  }
}

TEST(Evaluator, StepLimitWithEvents) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I32);
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I32, B.addr(G), B.i32(1)));
  B.add(Stmt::makeStore(loc(2), Na, NoScope, Type::I32, B.addr(G), B.i32(2)));
  B.ret();
  Runner R(B.P);
  R.TS.StepBudget = 2;
  EXPECT_EQ(R.run().Kind, StepKind::Event);
  EXPECT_EQ(R.run().Kind, StepKind::Event);
  R.resume();
  EXPECT_EQ(R.run().Kind, StepKind::Event);
  R.resume();
  Step St = R.run();
  EXPECT_EQ(St.Kind, StepKind::StepLimit);
  EXPECT_EQ(St.Loc, loc(0)); // the return's location
  R.TS.StepBudget = 1;
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
}

//===----------------------------------------------------------------------===//
// Launch shape
//===----------------------------------------------------------------------===//

/// A kernel storing all twelve builtins to @out[0..11] in order.
ProcId buildBuiltinStores(Builder &B, ObjectId Out) {
  ProcId K = B.proc("kernel");
  for (unsigned I = 0; I < 12; ++I)
    B.add(Stmt::makeStore(loc(I + 1), Na, NoScope, Type::I32, B.at(Out, I),
                          B.P.builtin(Builtin(I))));
  B.ret();
  return K;
}

TEST(Evaluator, KernelLaunchShape) {
  Builder B;
  ObjectId Out = B.object(MemSpace::Global, Type::I32, 12);
  ProcId K = buildBuiltinStores(B, Out);
  B.P.Run = Launch();
  B.P.Run.K = Launch::Kind::Kernel;
  B.P.Run.Kernel = K;
  B.P.Run.Grid = Dim3{2, 3, 2};
  B.P.Run.BlockDim = Dim3{4, 2, 3};
  Evaluator Ev(B.P);
  EXPECT_EQ(Ev.numThreads(), 12u * 24u);
  EXPECT_TRUE(Ev.gridDim() == (Dim3{2, 3, 2}));
  EXPECT_TRUE(Ev.blockDim() == (Dim3{4, 2, 3}));

  uint64_t T = 0;
  ThreadState TS;
  for (uint32_t BZ = 0; BZ < 2; ++BZ)
    for (uint32_t BY = 0; BY < 3; ++BY)
      for (uint32_t BX = 0; BX < 2; ++BX)
        for (uint32_t TZ = 0; TZ < 3; ++TZ)
          for (uint32_t TY = 0; TY < 2; ++TY)
            for (uint32_t TX = 0; TX < 4; ++TX, ++T) {
              SCOPED_TRACE("thread " + std::to_string(T));
              ThreadPlace Pl = Ev.place(T);
              EXPECT_TRUE(Pl.BlockIdx == (Dim3{BX, BY, BZ}));
              EXPECT_TRUE(Pl.ThreadIdx == (Dim3{TX, TY, TZ}));
              EXPECT_EQ(Pl.LinearBlock, BX + BY * 2 + BZ * 6);
              EXPECT_EQ(Pl.LinearThread, TX + TY * 4 + TZ * 8);
              EXPECT_EQ(Pl.GlobalThread, T);
              // The builtins read the same place.
              Ev.initThread(TS, T);
              const uint32_t Expected[12] = {TX, TY, TZ, BX, BY, BZ,
                                             4,  2,  3,  2,  3,  2};
              for (uint32_t E : Expected) {
                Step St = Ev.run(TS);
                ASSERT_EQ(St.Kind, StepKind::Event);
                EXPECT_EQ(St.Val[0], E);
                Ev.resume(TS);
              }
              EXPECT_EQ(Ev.run(TS).Kind, StepKind::Finished);
            }
  EXPECT_EQ(T, Ev.numThreads());
}

TEST(Evaluator, KernelArguments) {
  Builder B;
  ObjectId G = B.object(MemSpace::Global, Type::I64, 8);
  ProcId K = B.proc("kernel");
  VarId P = B.param(Type::Ptr), N = B.param(Type::I64);
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I64, B.v(P), B.v(N)));
  B.ret();
  B.P.Run = Launch();
  B.P.Run.K = Launch::Kind::Kernel;
  B.P.Run.Kernel = K;
  B.P.Run.Args = {B.at(G, 2), B.bin(BinOp::Mul, B.i64(-3), B.i64(2))};
  Runner R(B.P);
  EXPECT_EQ(R.Ev.numThreads(), 1u);
  Step St = R.run();
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.Obj, G);
  EXPECT_EQ(St.Offset, 2);
  EXPECT_EQ(St.Val[0], uint64_t(-6));
}

TEST(Evaluator, ExplicitThreadShape) {
  Builder B;
  ObjectId Out = B.object(MemSpace::Global, Type::I32, 12);
  ProcId K = buildBuiltinStores(B, Out);
  ProcId Other = B.proc("other");
  VarId A = B.param(Type::I32);
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I32, B.addr(Out), B.v(A)));
  B.ret();
  B.P.Run.Threads = {Builder::thread(K, 1), Builder::thread(K, 0),
                     Builder::thread(Other, 1, {B.i32(-5)}),
                     Builder::thread(K, 3)};
  Evaluator Ev(B.P);
  ASSERT_EQ(Ev.numThreads(), 4u);
  EXPECT_TRUE(Ev.gridDim() == (Dim3{4, 1, 1}));
  EXPECT_TRUE(Ev.blockDim() == (Dim3{2, 1, 1}));
  const uint32_t Blocks[] = {1, 0, 1, 3}, Indices[] = {0, 0, 1, 0};
  for (uint64_t T = 0; T < 4; ++T) {
    ThreadPlace Pl = Ev.place(T);
    EXPECT_TRUE(Pl.BlockIdx == (Dim3{Blocks[T], 0, 0})) << T;
    EXPECT_TRUE(Pl.ThreadIdx == (Dim3{Indices[T], 0, 0})) << T;
    EXPECT_EQ(Pl.LinearBlock, Blocks[T]);
    EXPECT_EQ(Pl.LinearThread, Indices[T]);
    EXPECT_EQ(Pl.GlobalThread, T);
  }
  ThreadState TS;
  Ev.initThread(TS, 0);
  const uint32_t Expected[12] = {0, 0, 0, 1, 0, 0, 2, 1, 1, 4, 1, 1};
  for (uint32_t E : Expected) {
    Step St = Ev.run(TS);
    ASSERT_EQ(St.Kind, StepKind::Event);
    EXPECT_EQ(St.Val[0], E);
    Ev.resume(TS);
  }
  EXPECT_EQ(Ev.run(TS).Kind, StepKind::Finished);
  // Thread 2 runs @other with its own argument.
  Ev.initThread(TS, 2);
  Step St = Ev.run(TS);
  ASSERT_EQ(St.Kind, StepKind::Event);
  EXPECT_EQ(St.Val[0], 0xfffffffbu);
}

TEST(Evaluator, NoLaunchMeansNoThreads) {
  Builder B;
  B.ret();
  B.P.Run = Launch();
  Evaluator Ev(B.P);
  EXPECT_EQ(Ev.numThreads(), 0u);
}

TEST(Evaluator, InitThreadKeepsCapacity) {
  Builder B;
  ObjectId L = B.object(MemSpace::Local, Type::I32, 16);
  ProcId F = B.proc("f");
  for (int I = 0; I < 8; ++I)
    B.var(Type::I64);
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I32, B.at(L, 15), B.i32(3)));
  B.ret();
  B.enter(B.Main);
  B.var(Type::I32);
  B.add(Stmt::makeCall(loc(2), Stmt::NoVar, F, {}));
  B.ret();
  Runner R(B.P);
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
  const Value *Slots = R.TS.Slots.data();
  const Value *Local = R.TS.LocalMem.data();
  const Frame *Frames = R.TS.Frames.data();
  size_t SlotCap = R.TS.Slots.capacity();
  for (int Round = 0; Round < 3; ++Round) {
    R.Ev.initThread(R.TS, 0);
    EXPECT_EQ(R.TS.Slots, std::vector<Value>{0});
    EXPECT_EQ(R.TS.LocalMem[15], 0u);
    EXPECT_EQ(R.run().Kind, StepKind::Finished);
    // No reallocation once the deepest call has been seen.
    EXPECT_EQ(R.TS.Slots.data(), Slots);
    EXPECT_EQ(R.TS.Slots.capacity(), SlotCap);
    EXPECT_EQ(R.TS.LocalMem.data(), Local);
    EXPECT_EQ(R.TS.Frames.data(), Frames);
  }
}

TEST(Evaluator, ThreadStateSnapshots) {
  Builder B;
  buildLoop(B);
  Runner R(B.P);
  R.TS.StepBudget = 10;
  EXPECT_EQ(R.run().Kind, StepKind::StepLimit);
  ThreadState Copy = R.TS;
  R.TS.StepBudget = 100;
  EXPECT_EQ(R.run().Kind, StepKind::Finished);
  EXPECT_EQ(R.TS.StepBudget, 100u - 24u);
  Copy.StepBudget = 24;
  EXPECT_EQ(R.Ev.run(Copy).Kind, StepKind::Finished);
  EXPECT_EQ(Copy.StepBudget, 0u);
}

} // namespace
