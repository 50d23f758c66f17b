//===- tests/unit/ir/VerifierTest.cpp - Tests of verifyProgram ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Programs built through the C++ API: one well-formed program per
/// statement kind passes, and for each well-formedness rule (docs/ir.md §3
/// and §7) a program that breaks exactly that rule gets exactly the expected
/// diagnostic at the expected location. A randomised test checks that the
/// verifier survives arbitrary malformed programs.
///
//===----------------------------------------------------------------------===//

#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace scopecheck::ir;

namespace {

using Strings = std::vector<std::string>;

/// A program with two objects and a procedure @main with one local of each
/// type; tests add statements to @main's entry block, at line 10 unless
/// they say otherwise.
class VerifierTest : public ::testing::Test {
protected:
  // Variables of @main.
  static constexpr VarId X = 0;  // i32
  static constexpr VarId Y = 1;  // i64
  static constexpr VarId B = 2;  // bool
  static constexpr VarId Pt = 3; // ptr
  static constexpr VarId F = 4;  // f32
  static constexpr VarId D = 5;  // f64
  static constexpr VarId C = 6;  // i8

  Program P;
  FileId File = 0;
  ObjectId A = 0;  // global @A : i32[4]
  ObjectId G = 0;  // global @G : f32
  ProcId Main = 0; // proc @main()

  void SetUp() override {
    File = P.addFile("t.ir");
    A = addObject("A", MemSpace::Global, Type::I32, 4);
    G = addObject("G", MemSpace::Global, Type::F32, 1);
    Main = addProc("main", Type::Void, {},
                   {{"x", Type::I32},
                    {"y", Type::I64},
                    {"b", Type::Bool},
                    {"p", Type::Ptr},
                    {"f", Type::F32},
                    {"d", Type::F64},
                    {"c", Type::I8}});
    addBlock(Main, "entry", 90);
  }

  SourceLoc at(uint32_t Line, uint32_t Col = 3) { return {File, Line, Col}; }
  SourceLoc here() { return at(10); }

  ObjectId addObject(std::string Name, MemSpace Space, Type Ty, uint64_t Size) {
    MemObject O;
    O.Name = std::move(Name);
    O.Loc = at(1, 1);
    O.Space = Space;
    O.ElemTy = Ty;
    O.Size = Size;
    P.Objects.push_back(O);
    return ObjectId(P.Objects.size());
  }

  ProcId addProc(std::string Name, Type RetTy,
                 std::vector<std::pair<std::string, Type>> Params,
                 std::vector<std::pair<std::string, Type>> Locals = {}) {
    Procedure Proc;
    Proc.Name = std::move(Name);
    Proc.Loc = at(5, 1);
    Proc.RetTy = RetTy;
    Proc.NumParams = uint32_t(Params.size());
    for (auto &[N, T] : Params)
      Proc.Vars.push_back({N, T, at(5, 10)});
    for (auto &[N, T] : Locals)
      Proc.Vars.push_back({N, T, at(6, 3)});
    P.Procs.push_back(std::move(Proc));
    return ProcId(P.Procs.size() - 1);
  }

  /// Adds a block ending in `return` (with a zero of the return type when
  /// the procedure has one) at line \p TermLine.
  BlockId addBlock(ProcId Proc, std::string Label, uint32_t TermLine) {
    Procedure &Fn = P.Procs[Proc];
    Block Bl;
    Bl.Label = std::move(Label);
    Bl.Loc = at(TermLine, 1);
    Bl.Term.Kind = TermKind::Return;
    Bl.Term.Loc = at(TermLine);
    if (Fn.RetTy != Type::Void)
      Bl.Term.Value = zero(Fn.RetTy);
    Fn.Blocks.push_back(std::move(Bl));
    return BlockId(Fn.Blocks.size() - 1);
  }

  const Expr *zero(Type Ty) {
    if (Ty == Type::Ptr)
      return P.nullPtr();
    if (Ty == Type::Bool)
      return P.boolConst(false);
    if (Ty == Type::F32)
      return P.f32Const(0);
    if (Ty == Type::F64)
      return P.f64Const(0);
    return P.intConst(Ty, 0);
  }

  Block &entry() { return P.Procs[Main].Blocks[0]; }
  Terminator &term() { return entry().Term; }
  Stmt &add(Stmt S) {
    entry().Stmts.push_back(std::move(S));
    return entry().Stmts.back();
  }

  const Expr *var(VarId V) { return P.varRef(P.Procs[Main], V); }
  const Expr *i32(uint64_t V) { return P.intConst(Type::I32, V); }
  const Expr *i64(uint64_t V) { return P.intConst(Type::I64, V); }
  const Expr *bin(BinOp Op, Type Ty, const Expr *L, const Expr *R) {
    return P.binary(Op, Ty, L, R);
  }
  const Expr *addr(ObjectId O) { return P.objAddr(O); }
  const Expr *elem(ObjectId O, const Expr *Idx) {
    return bin(BinOp::Add, Type::Ptr, addr(O), Idx);
  }

  Strings verify() {
    DiagnosticEngine Diags;
    bool Ok = verifyProgram(P, Diags);
    Strings Out;
    for (const Diagnostic &Dg : Diags.diagnostics())
      Out.push_back(formatDiagnostic(Dg));
    EXPECT_EQ(Ok, Out.empty());
    EXPECT_EQ(Diags.numErrors(), Out.size());
    return Out;
  }

  static std::string diag(uint32_t Line, uint32_t Col, const std::string &Msg) {
    return "t.ir:" + std::to_string(Line) + ":" + std::to_string(Col) +
           ": error: " + Msg;
  }
  /// Exactly one error, at the test statement (line 10).
  static Strings one(const std::string &Msg) { return {diag(10, 3, Msg)}; }
};

//===----------------------------------------------------------------------===//
// Well-formed programs, one per statement kind
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, EmptyProcedurePasses) { EXPECT_EQ(verify(), Strings{}); }

TEST_F(VerifierTest, AssignPasses) {
  add(Stmt::makeAssign(here(), X, bin(BinOp::Add, Type::I32, var(X), i32(1))));
  add(Stmt::makeAssign(here(), Pt, elem(A, var(Y))));
  add(Stmt::makeAssign(here(), Y,
                       bin(BinOp::Sub, Type::I64, var(Pt), addr(A))));
  add(Stmt::makeAssign(here(), B,
                       bin(BinOp::ULt, Type::Bool, var(Pt), addr(A))));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, HavocPasses) {
  add(Stmt::makeHavoc(here(), X));
  add(Stmt::makeHavoc(here(), Pt));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, AssumeAndAssertPass) {
  add(Stmt::makeAssume(here(), bin(BinOp::SLt, Type::Bool, var(X), i32(5))));
  add(Stmt::makeAssert(here(),
                       bin(BinOp::FLt, Type::Bool, var(F), P.f32Const(1.5f)),
                       "too big"));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, CallPasses) {
  ProcId Fn = addProc("f", Type::I32, {{"a", Type::I32}, {"q", Type::Ptr}});
  addBlock(Fn, "entry", 50);
  ProcId V = addProc("v", Type::Void, {});
  addBlock(V, "entry", 60);
  add(Stmt::makeCall(here(), X, Fn, {var(X), addr(A)}));
  add(Stmt::makeCall(here(), Stmt::NoVar, Fn, {i32(1), P.nullPtr()}));
  add(Stmt::makeCall(here(), Stmt::NoVar, V, {}));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, LoadPasses) {
  add(Stmt::makeLoad(here(), X, MemOrder::Na, Scope::None, Type::I32,
                     elem(A, i64(2))));
  add(Stmt::makeLoad(here(), X, MemOrder::Acq, Scope::Gpu, Type::I32, addr(A)));
  add(Stmt::makeLoad(here(), F, MemOrder::Sc, Scope::Sys, Type::F32, addr(G)));
  add(Stmt::makeLoad(here(), X, MemOrder::Rlx, Scope::Cta, Type::I32, var(Pt)));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, StorePasses) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::I32,
                      elem(A, var(X)), i32(42)));
  add(Stmt::makeStore(here(), MemOrder::Rel, Scope::Gpu, Type::I32, addr(A),
                      i32(1)));
  add(Stmt::makeStore(here(), MemOrder::Rlx, Scope::Cta, Type::F32, addr(G),
                      var(F)));
  add(Stmt::makeStore(here(), MemOrder::Sc, Scope::Sys, Type::I32, addr(A),
                      i32(1)));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, RmwPasses) {
  add(Stmt::makeRmw(here(), X, RmwOp::Add, MemOrder::Rlx, Scope::Gpu, Type::I32,
                    addr(A), i32(1)));
  add(Stmt::makeRmw(here(), Stmt::NoVar, RmwOp::UMax, MemOrder::AcqRel,
                    Scope::Cta, Type::I32, addr(A), i32(1)));
  add(Stmt::makeRmw(here(), F, RmwOp::FAdd, MemOrder::Sc, Scope::Sys, Type::F32,
                    addr(G), P.f32Const(1)));
  add(Stmt::makeRmw(here(), F, RmwOp::Exch, MemOrder::Acq, Scope::Sys,
                    Type::F32, addr(G), var(F)));
  add(Stmt::makeRmw(here(), Stmt::NoVar, RmwOp::Inc, MemOrder::Rel, Scope::Gpu,
                    Type::I32, addr(A), i32(7)));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, CasPasses) {
  add(Stmt::makeCas(here(), X, MemOrder::AcqRel, MemOrder::Acq, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  add(Stmt::makeCas(here(), Stmt::NoVar, MemOrder::Rel, MemOrder::Rlx,
                    Scope::Cta, Type::I32, addr(A), i32(0), i32(1)));
  add(Stmt::makeCas(here(), X, MemOrder::Sc, MemOrder::Sc, Scope::Sys,
                    Type::I32, addr(A), var(X), i32(1)));
  add(Stmt::makeCas(here(), X, MemOrder::Acq, MemOrder::Acq, Scope::Sys,
                    Type::I32, addr(A), var(X), i32(1)));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, FencePasses) {
  add(Stmt::makeFence(here(), MemOrder::Sc, Scope::Cta));
  add(Stmt::makeFence(here(), MemOrder::Acq, Scope::Gpu));
  add(Stmt::makeFence(here(), MemOrder::Rel, Scope::Sys));
  add(Stmt::makeFence(here(), MemOrder::AcqRel, Scope::Sys));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, BarrierPasses) {
  add(Stmt::makeBarrier(here(), Scope::Cta));
  add(Stmt::makeBarrier(here(), Scope::Gpu)).Pred = var(B);
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, BarrierReductionsPass) {
  add(Stmt::makeBarrierReduce(here(), X, Scope::Cta, BarrierOp::Count, var(B)));
  add(Stmt::makeBarrierReduce(here(), X, Scope::Cta, BarrierOp::And, var(C)));
  add(Stmt::makeBarrierReduce(here(), X, Scope::Gpu, BarrierOp::Or, var(Y)))
      .Pred = var(B);
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, PredicatedStatementsPass) {
  const Expr *NotB = P.unary(UnOp::Not, Type::Bool, var(B));
  add(Stmt::makeAssign(here(), X, i32(1))).Pred = NotB;
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::I32, addr(A),
                      var(X)))
      .Pred = var(B);
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, EveryOperatorPasses) {
  struct Case {
    BinOp Op;
    Type Operand, Result;
  };
  const Case Cases[] = {
      {BinOp::Add, Type::I32, Type::I32},
      {BinOp::Sub, Type::F64, Type::F64},
      {BinOp::Mul, Type::I8, Type::I8},
      {BinOp::SDiv, Type::I64, Type::I64},
      {BinOp::UDiv, Type::I32, Type::I32},
      {BinOp::SRem, Type::I32, Type::I32},
      {BinOp::URem, Type::I8, Type::I8},
      {BinOp::FDiv, Type::F32, Type::F32},
      {BinOp::Shl, Type::I32, Type::I32},
      {BinOp::AShr, Type::I64, Type::I64},
      {BinOp::LShr, Type::I8, Type::I8},
      {BinOp::And, Type::Bool, Type::Bool},
      {BinOp::Or, Type::I32, Type::I32},
      {BinOp::Xor, Type::I64, Type::I64},
      {BinOp::LAnd, Type::Bool, Type::Bool},
      {BinOp::LOr, Type::Bool, Type::Bool},
      {BinOp::Eq, Type::Ptr, Type::Bool},
      {BinOp::Ne, Type::F32, Type::Bool},
      {BinOp::SLt, Type::I32, Type::Bool},
      {BinOp::SLe, Type::I8, Type::Bool},
      {BinOp::SGt, Type::I64, Type::Bool},
      {BinOp::SGe, Type::I32, Type::Bool},
      {BinOp::ULt, Type::I32, Type::Bool},
      {BinOp::ULe, Type::Ptr, Type::Bool},
      {BinOp::UGt, Type::I64, Type::Bool},
      {BinOp::UGe, Type::I8, Type::Bool},
      {BinOp::FLt, Type::F32, Type::Bool},
      {BinOp::FLe, Type::F64, Type::Bool},
      {BinOp::FGt, Type::F32, Type::Bool},
      {BinOp::FGe, Type::F64, Type::Bool},
  };
  auto VarOf = [&](Type T) -> VarId {
    switch (T) {
    case Type::I32:
      return X;
    case Type::I64:
      return Y;
    case Type::Bool:
      return B;
    case Type::Ptr:
      return Pt;
    case Type::F32:
      return F;
    case Type::F64:
      return D;
    default:
      return C;
    }
  };
  for (const Case &K : Cases)
    add(Stmt::makeAssign(
        here(), VarOf(K.Result),
        bin(K.Op, K.Result, var(VarOf(K.Operand)), var(VarOf(K.Operand)))));
  add(Stmt::makeAssign(here(), X, P.unary(UnOp::Neg, Type::I32, var(X))));
  add(Stmt::makeAssign(here(), F, P.unary(UnOp::Neg, Type::F32, var(F))));
  add(Stmt::makeAssign(here(), Y, P.unary(UnOp::BitNot, Type::I64, var(Y))));
  add(Stmt::makeAssign(here(), C, P.cast(CastOp::Trunc, Type::I8, var(X))));
  add(Stmt::makeAssign(here(), B, P.cast(CastOp::Trunc, Type::Bool, var(C))));
  add(Stmt::makeAssign(here(), Y, P.cast(CastOp::ZExt, Type::I64, var(X))));
  add(Stmt::makeAssign(here(), X, P.cast(CastOp::SExt, Type::I32, var(B))));
  add(Stmt::makeAssign(here(), F, P.cast(CastOp::FPTrunc, Type::F32, var(D))));
  add(Stmt::makeAssign(here(), D, P.cast(CastOp::FPExt, Type::F64, var(F))));
  add(Stmt::makeAssign(here(), F, P.cast(CastOp::SIToFP, Type::F32, var(Y))));
  add(Stmt::makeAssign(here(), D, P.cast(CastOp::UIToFP, Type::F64, var(C))));
  add(Stmt::makeAssign(here(), X, P.cast(CastOp::FPToSI, Type::I32, var(D))));
  add(Stmt::makeAssign(here(), C, P.cast(CastOp::FPToUI, Type::I8, var(F))));
  add(Stmt::makeAssign(here(), X, P.cast(CastOp::Bitcast, Type::I32, var(F))));
  add(Stmt::makeAssign(here(), D, P.cast(CastOp::Bitcast, Type::F64, var(Y))));
  add(Stmt::makeAssign(here(), X, P.select(var(B), var(X), i32(3))));
  add(Stmt::makeAssign(here(), F, P.mathCall(MathFn::Sqrt, Type::F32, var(F))));
  add(Stmt::makeAssign(
      here(), D, P.mathCall(MathFn::Pow, Type::F64, var(D), P.f64Const(2))));
  add(Stmt::makeAssign(
      here(), F, P.mathCall(MathFn::Fma, Type::F32, var(F), var(F), var(F))));
  add(Stmt::makeAssign(here(), X, P.builtin(Builtin::ThreadIdxX)));
  add(Stmt::makeAssign(here(), Pt, P.nullPtr()));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, ReducibleLoopAndUnreachableBlocksPass) {
  // entry -> head; head: br b, body, exit; body -> head; exit: return;
  // dead1 <-> dead2 form an unreachable cycle.
  Procedure &Fn = P.Procs[Main];
  addBlock(Main, "head", 20);
  addBlock(Main, "body", 30);
  addBlock(Main, "exit", 40);
  addBlock(Main, "dead1", 50);
  addBlock(Main, "dead2", 60);
  Fn.Blocks[0].Term = {TermKind::Goto, at(11), nullptr, nullptr, {1, 0}};
  Fn.Blocks[1].Term = {TermKind::Branch, at(20), var(B), nullptr, {2, 3}};
  Fn.Blocks[2].Term = {TermKind::Goto, at(30), nullptr, nullptr, {1, 0}};
  Fn.Blocks[4].Term = {TermKind::Branch, at(50), var(B), nullptr, {5, 5}};
  Fn.Blocks[5].Term = {TermKind::Goto, at(60), nullptr, nullptr, {4, 0}};
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, NonRecursiveCallDiamondPasses) {
  // main -> f, main -> g, f -> h, g -> h.
  ProcId Fn = addProc("f", Type::Void, {});
  ProcId Gn = addProc("g", Type::Void, {});
  ProcId Hn = addProc("h", Type::Void, {});
  for (ProcId I : {Fn, Gn, Hn})
    addBlock(I, "entry", 70);
  P.Procs[Fn].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(71), Stmt::NoVar, Hn, {}));
  P.Procs[Gn].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(72), Stmt::NoVar, Hn, {}));
  add(Stmt::makeCall(here(), Stmt::NoVar, Fn, {}));
  add(Stmt::makeCall(here(), Stmt::NoVar, Gn, {}));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, KernelLaunchPasses) {
  ProcId K = addProc("k", Type::Void, {{"a", Type::Ptr}, {"n", Type::I32}});
  addBlock(K, "entry", 70);
  P.Run.K = Launch::Kind::Kernel;
  P.Run.Loc = at(80, 1);
  P.Run.Kernel = K;
  P.Run.Grid = {2, 1, 1};
  P.Run.BlockDim = {64, 1, 1};
  P.Run.Args = {elem(A, i64(1)), bin(BinOp::Mul, Type::I32, i32(4),
                                     P.unary(UnOp::Neg, Type::I32, i32(4)))};
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, ThreadsLaunchPasses) {
  ProcId T = addProc("t", Type::Void, {{"i", Type::I32}});
  addBlock(T, "entry", 70);
  P.Run.K = Launch::Kind::Threads;
  P.Run.Loc = at(80, 1);
  P.Run.Threads.push_back({Main, 0, {}, at(81)});
  P.Run.Threads.push_back({T, 1, {i32(3)}, at(82)});
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, ObjectsPass) {
  ObjectId L = addObject("t", MemSpace::Local, Type::I32, 4);
  P.object(L).Init = {1, 2, 3, 4};
  addObject("s", MemSpace::Shared, Type::F64, 128);
  ObjectId U =
      addObject("u", MemSpace::Global, Type::I8, MemObject::UnknownSize);
  P.object(U).Init = {255};
  EXPECT_EQ(verify(), Strings{});
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, BinaryOperandsOfDifferentTypes) {
  add(Stmt::makeAssign(here(), X, bin(BinOp::Add, Type::I32, var(X), var(Y))));
  EXPECT_EQ(verify(), one("operands of '+' have different types i32 and i64"));
}

TEST_F(VerifierTest, FloatDivisionOnIntegers) {
  add(Stmt::makeAssign(here(), X, bin(BinOp::FDiv, Type::I32, var(X), i32(2))));
  EXPECT_EQ(verify(),
            one("'/' requires float operands; use '/s' or '/u' for integers"));
}

TEST_F(VerifierTest, FloatComparisonOnIntegers) {
  add(Stmt::makeAssign(here(), B, bin(BinOp::FLe, Type::Bool, var(X), i32(2))));
  EXPECT_EQ(verify(),
            one("'<=' requires float operands; use '<=s' or '<=u' for "
                "integers"));
}

TEST_F(VerifierTest, IntegerDivisionOnFloats) {
  add(Stmt::makeAssign(here(), F, bin(BinOp::SDiv, Type::F32, var(F), var(F))));
  EXPECT_EQ(verify(), one("'/s' requires integer operands, got f32"));
}

TEST_F(VerifierTest, ArithmeticOnBool) {
  add(Stmt::makeAssign(here(), B, bin(BinOp::Mul, Type::Bool, var(B), var(B))));
  EXPECT_EQ(verify(), one("'*' requires integer or float operands, got bool"));
}

TEST_F(VerifierTest, LogicalAndOnIntegers) {
  add(Stmt::makeAssign(here(), B,
                       bin(BinOp::LAnd, Type::Bool, var(X), var(X))));
  EXPECT_EQ(verify(), one("'&&' requires bool operands, got i32"));
}

TEST_F(VerifierTest, ShiftOnPointers) {
  add(Stmt::makeAssign(here(), Pt,
                       bin(BinOp::Shl, Type::Ptr, var(Pt), var(Pt))));
  EXPECT_EQ(verify(), one("'<<' requires integer operands, got ptr"));
}

TEST_F(VerifierTest, SignedComparisonOnPointers) {
  add(Stmt::makeAssign(here(), B,
                       bin(BinOp::SLt, Type::Bool, var(Pt), var(Pt))));
  EXPECT_EQ(verify(), one("'<s' requires integer operands, got ptr"));
}

TEST_F(VerifierTest, PointerPlusFloat) {
  add(Stmt::makeAssign(here(), Pt,
                       bin(BinOp::Add, Type::Ptr, var(Pt), var(F))));
  EXPECT_EQ(verify(),
            one("'+' on a pointer requires an integer offset, got f32"));
}

TEST_F(VerifierTest, IntegerPlusPointer) {
  add(Stmt::makeAssign(here(), Pt,
                       bin(BinOp::Add, Type::Ptr, var(X), var(Pt))));
  EXPECT_EQ(verify(), one("'+' requires the pointer as its left operand"));
}

TEST_F(VerifierTest, PointerDifferenceIsI64) {
  add(Stmt::makeAssign(here(), X,
                       bin(BinOp::Sub, Type::I32, var(Pt), var(Pt))));
  EXPECT_EQ(verify(), one("result of '-' has type i32, expected i64"));
}

TEST_F(VerifierTest, ComparisonResultMustBeBool) {
  add(Stmt::makeAssign(here(), X, bin(BinOp::Eq, Type::I32, var(X), i32(1))));
  EXPECT_EQ(verify(), one("result of '==' has type i32, expected bool"));
}

TEST_F(VerifierTest, ArithmeticResultTypeMustMatch) {
  add(Stmt::makeAssign(here(), Y, bin(BinOp::Add, Type::I64, var(X), i32(1))));
  EXPECT_EQ(verify(), one("result of '+' has type i64, expected i32"));
}

TEST_F(VerifierTest, UnaryOperators) {
  add(Stmt::makeAssign(here(), B, P.unary(UnOp::Neg, Type::Bool, var(B))));
  add(Stmt::makeAssign(at(11), X, P.unary(UnOp::Not, Type::I32, var(X))));
  add(Stmt::makeAssign(at(12), F, P.unary(UnOp::BitNot, Type::F32, var(F))));
  add(Stmt::makeAssign(at(13), Y, P.unary(UnOp::Neg, Type::I64, var(X))));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3,
                          "'-' requires an integer or float operand, "
                          "got bool"),
                     diag(11, 3, "'!' requires a bool operand, got i32"),
                     diag(12, 3, "'~' requires an integer operand, got f32"),
                     diag(13, 3, "result of '-' has type i64, expected i32")}));
}

TEST_F(VerifierTest, InvalidCasts) {
  add(Stmt::makeAssign(here(), X, P.cast(CastOp::ZExt, Type::I32, var(Y))));
  add(Stmt::makeAssign(at(11), Y, P.cast(CastOp::Trunc, Type::I64, var(X))));
  add(Stmt::makeAssign(at(12), D, P.cast(CastOp::Bitcast, Type::F64, var(X))));
  add(Stmt::makeAssign(at(13), F, P.cast(CastOp::FPTrunc, Type::F32, var(F))));
  add(Stmt::makeAssign(at(14), B, P.cast(CastOp::ZExt, Type::Bool, var(B))));
  add(Stmt::makeAssign(at(15), X, P.cast(CastOp::FPToSI, Type::I32, var(Y))));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "invalid cast 'zext' from i64 to i32"),
                     diag(11, 3, "invalid cast 'trunc' from i32 to i64"),
                     diag(12, 3, "invalid cast 'bitcast' from i32 to f64"),
                     diag(13, 3, "invalid cast 'fptrunc' from f32 to f32"),
                     diag(14, 3, "invalid cast 'zext' from bool to bool"),
                     diag(15, 3, "invalid cast 'fptosi' from i64 to i32")}));
}

TEST_F(VerifierTest, SelectConditionMustBeBool) {
  add(Stmt::makeAssign(here(), X, P.select(var(X), var(X), i32(1))));
  EXPECT_EQ(verify(), one("select condition must be bool, got i32"));
}

TEST_F(VerifierTest, SelectArmsMustAgree) {
  add(Stmt::makeAssign(here(), X, P.select(var(B), var(X), var(Y))));
  EXPECT_EQ(verify(), one("arms of select have different types i32 and i64"));
}

TEST_F(VerifierTest, MathFunctions) {
  add(Stmt::makeAssign(here(), X, P.mathCall(MathFn::Sqrt, Type::I32, var(X))));
  add(Stmt::makeAssign(at(11), F,
                       P.mathCall(MathFn::Pow, Type::F32, var(F), var(D))));
  add(Stmt::makeAssign(at(12), F,
                       P.mathCall(MathFn::Fabs, Type::F32, var(F), var(F))));
  add(Stmt::makeAssign(at(13), F, P.mathCall(MathFn::Fmin, Type::F32, var(F))));
  add(Stmt::makeAssign(at(14), D, P.mathCall(MathFn::Exp, Type::F64, var(F))));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "'sqrt' requires float operands, got i32"),
                     diag(11, 3,
                          "operands of 'pow' have different types "
                          "f32 and f64"),
                     diag(12, 3, "'fabs' takes 1 operand, got 2"),
                     diag(13, 3, "'fmin' is missing an operand"),
                     diag(14, 3,
                          "result of 'exp' has type f64, expected "
                          "f32")}));
}

TEST_F(VerifierTest, Leaves) {
  Expr Bad{ExprKind::Builtin, Type::I64};
  Bad.Op = uint8_t(Builtin::BlockIdxY);
  add(Stmt::makeAssign(here(), Y, P.make(Bad)));
  add(Stmt::makeAssign(at(11), X, P.varRef(17, Type::I32)));
  add(Stmt::makeAssign(at(12), X, P.varRef(Y, Type::I32)));
  add(Stmt::makeAssign(at(13), Pt, P.objAddr(0)));
  add(Stmt::makeAssign(at(14), Pt, P.objAddr(3)));
  Expr NotPtr{ExprKind::ObjAddr, Type::I64};
  NotPtr.Index = A;
  add(Stmt::makeAssign(at(15), Y, P.make(NotPtr)));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "'blockIdx.y' has type i64, expected i32"),
                     diag(11, 3, "reference to undefined variable #17"),
                     diag(12, 3,
                          "reference to 'y' has type i32, but 'y' has "
                          "type i64"),
                     diag(13, 3, "reference to undefined object #0"),
                     diag(14, 3, "reference to undefined object #3"),
                     diag(15, 3,
                          "address of '@A' has type i64, expected "
                          "ptr")}));
}

TEST_F(VerifierTest, Constants) {
  Expr Big{ExprKind::Const, Type::I8};
  Big.Bits = 300;
  add(Stmt::makeAssign(here(), C, P.make(Big)));
  Expr BadPtr{ExprKind::Const, Type::Ptr};
  BadPtr.Bits = 5;
  add(Stmt::makeAssign(at(11), Pt, P.make(BadPtr)));
  add(Stmt::makeAssign(at(12), X, P.make(Expr{ExprKind::Const, Type::Void})));
  Expr BadBool{ExprKind::Const, Type::Bool};
  BadBool.Bits = 2;
  add(Stmt::makeAssign(at(13), B, P.make(BadBool)));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "constant bits 0x12c do not fit in i8"),
                     diag(11, 3, "pointer constant must be null"),
                     diag(12, 3, "constant cannot have type void"),
                     diag(13, 3, "constant bits 0x2 do not fit in bool")}));
}

TEST_F(VerifierTest, MissingAndInvalidOperands) {
  add(Stmt::makeAssign(here(), X, bin(BinOp::Add, Type::I32, var(X), nullptr)));
  Expr BadOp{ExprKind::Binary, Type::I32};
  BadOp.Op = 200;
  BadOp.Ops[0] = BadOp.Ops[1] = var(X);
  add(Stmt::makeAssign(at(11), X, P.make(BadOp)));
  Expr BadKind{static_cast<ExprKind>(77), Type::I32};
  add(Stmt::makeAssign(at(12), X, P.make(BadKind)));
  Expr BadTy{ExprKind::Const, static_cast<Type>(99)};
  add(Stmt::makeAssign(at(13), X, P.make(BadTy)));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "'+' is missing an operand"),
                     diag(11, 3, "invalid binary operator (200)"),
                     diag(12, 3, "invalid expression kind (77)"),
                     diag(13, 3, "expression has an invalid type (99)")}));
}

TEST_F(VerifierTest, SharedSubexpressionReportedOncePerStatement) {
  const Expr *Bad = bin(BinOp::Add, Type::I32, var(X), var(Y));
  add(Stmt::makeAssign(here(), X, bin(BinOp::Mul, Type::I32, Bad, Bad)));
  add(Stmt::makeAssign(at(11), X, Bad));
  EXPECT_EQ(verify(), (Strings{diag(10, 3,
                                    "operands of '+' have different types i32 "
                                    "and i64"),
                               diag(11, 3,
                                    "operands of '+' have different types i32 "
                                    "and i64")}));
}

//===----------------------------------------------------------------------===//
// Thread-local statements
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, AssignTypeMismatch) {
  add(Stmt::makeAssign(here(), X, var(Y)));
  EXPECT_EQ(verify(),
            one("type mismatch in assignment to 'x': expected i32, got i64"));
}

TEST_F(VerifierTest, AssignWithoutDestination) {
  add(Stmt::makeAssign(here(), Stmt::NoVar, i32(1)));
  EXPECT_EQ(verify(), one("assignment requires a destination variable"));
}

TEST_F(VerifierTest, AssignToUndefinedVariable) {
  add(Stmt::makeAssign(here(), 42, i32(1)));
  EXPECT_EQ(verify(), one("assignment assigns undefined variable #42"));
}

TEST_F(VerifierTest, AssignWithoutValue) {
  add(Stmt::makeAssign(here(), X, nullptr));
  EXPECT_EQ(verify(), one("assigned value is missing"));
}

TEST_F(VerifierTest, HavocWithoutDestination) {
  add(Stmt::makeHavoc(here(), Stmt::NoVar));
  EXPECT_EQ(verify(), one("havoc requires a destination variable"));
}

TEST_F(VerifierTest, AssumeConditionMustBeBool) {
  add(Stmt::makeAssume(here(), var(X)));
  EXPECT_EQ(verify(), one("assume condition must be bool, got i32"));
}

TEST_F(VerifierTest, AssertConditionMustBeBool) {
  add(Stmt::makeAssert(here(), var(F), "m"));
  EXPECT_EQ(verify(), one("assert condition must be bool, got f32"));
}

TEST_F(VerifierTest, AssertWithoutCondition) {
  add(Stmt::makeAssert(here(), nullptr, "m"));
  EXPECT_EQ(verify(), one("assert condition is missing"));
}

TEST_F(VerifierTest, PredicateMustBeBool) {
  add(Stmt::makeHavoc(here(), X)).Pred = var(X);
  EXPECT_EQ(verify(), one("predicate must be bool, got i32"));
}

TEST_F(VerifierTest, PredicateIsTypeChecked) {
  add(Stmt::makeBarrier(here(), Scope::Cta)).Pred =
      bin(BinOp::LAnd, Type::Bool, var(B), var(X));
  EXPECT_EQ(verify(), one("'&&' requires bool operands, got i32"));
}

TEST_F(VerifierTest, NonAssigningStatementWithDestination) {
  add(Stmt::makeAssume(here(), var(B))).Dest = X;
  EXPECT_EQ(verify(), one("assume cannot assign a variable"));
}

TEST_F(VerifierTest, InvalidStatementKind) {
  add(Stmt::makeHavoc(here(), X)).Kind = static_cast<StmtKind>(40);
  EXPECT_EQ(verify(), one("invalid statement kind (40)"));
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

class VerifierCallTest : public VerifierTest {
protected:
  ProcId Fn = 0, Void = 0;
  void SetUp() override {
    VerifierTest::SetUp();
    Fn = addProc("f", Type::I32, {{"a", Type::I32}, {"q", Type::Ptr}});
    addBlock(Fn, "entry", 50);
    Void = addProc("v", Type::Void, {});
    addBlock(Void, "entry", 60);
  }
};

TEST_F(VerifierCallTest, WrongArity) {
  add(Stmt::makeCall(here(), X, Fn, {i32(1)}));
  EXPECT_EQ(verify(), one("call to '@f' has 1 argument, expected 2"));
}

TEST_F(VerifierCallTest, WrongArgumentType) {
  add(Stmt::makeCall(here(), X, Fn, {var(Y), addr(A)}));
  EXPECT_EQ(verify(),
            one("argument 1 of call to '@f' has type i64, expected i32"));
}

TEST_F(VerifierCallTest, MissingArgument) {
  add(Stmt::makeCall(here(), X, Fn, {i32(1), nullptr}));
  EXPECT_EQ(verify(), one("argument 2 of call to '@f' is missing"));
}

TEST_F(VerifierCallTest, ResultTypeMismatch) {
  add(Stmt::makeCall(here(), Y, Fn, {i32(1), addr(A)}));
  EXPECT_EQ(verify(), one("type mismatch in result of call to '@f' assigned "
                          "to 'y': expected i64, got i32"));
}

TEST_F(VerifierCallTest, ResultOfVoidProcedure) {
  add(Stmt::makeCall(here(), X, Void, {}));
  EXPECT_EQ(verify(),
            one("call to void procedure '@v' cannot assign a result to 'x'"));
}

TEST_F(VerifierCallTest, UndefinedCallee) {
  add(Stmt::makeCall(here(), Stmt::NoVar, 9, {}));
  EXPECT_EQ(verify(), one("call to undefined procedure #9"));
}

TEST_F(VerifierCallTest, DirectRecursion) {
  P.Procs[Void].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(61), Stmt::NoVar, Void, {}));
  EXPECT_EQ(verify(),
            Strings{diag(61, 3, "recursive call: '@v' calls itself")});
}

TEST_F(VerifierCallTest, MutualRecursionReportedOnce) {
  // main -> v -> w -> v: one error, at v's call of w.
  ProcId W = addProc("w", Type::Void, {});
  addBlock(W, "entry", 70);
  add(Stmt::makeCall(here(), Stmt::NoVar, Void, {}));
  P.Procs[Void].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(61), Stmt::NoVar, W, {}));
  P.Procs[W].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(71), Stmt::NoVar, Void, {}));
  P.Procs[W].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(72), Stmt::NoVar, Void, {}));
  EXPECT_EQ(verify(), Strings{diag(61, 3,
                                   "recursive call: '@v' calls itself through "
                                   "'@w'")});
}

TEST_F(VerifierCallTest, LongCycle) {
  // f -> g -> h -> f, with f's call in a later block.
  ProcId Gp = addProc("g", Type::Void, {});
  ProcId Hp = addProc("h", Type::Void, {});
  addBlock(Gp, "entry", 70);
  addBlock(Hp, "entry", 80);
  Procedure &Fp = P.Procs[Fn];
  addBlock(Fn, "next", 52);
  Fp.Blocks[0].Term = {TermKind::Goto, at(50), nullptr, nullptr, {1, 0}};
  Fp.Blocks[1].Stmts.push_back(Stmt::makeCall(at(51), Stmt::NoVar, Gp, {}));
  P.Procs[Gp].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(71), Stmt::NoVar, Hp, {}));
  P.Procs[Hp].Blocks[0].Stmts.push_back(
      Stmt::makeCall(at(81), X, Fn, {i32(0), P.nullPtr()}));
  P.Procs[Hp].Vars.push_back({"x", Type::I32, at(80)});
  EXPECT_EQ(verify(), Strings{diag(51, 3,
                                   "recursive call: '@f' calls itself through "
                                   "'@g', '@h'")});
}

//===----------------------------------------------------------------------===//
// Memory events
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, LoadCannotRelease) {
  add(Stmt::makeLoad(here(), X, MemOrder::Rel, Scope::Gpu, Type::I32, addr(A)));
  EXPECT_EQ(verify(), one("load cannot have memory order 'rel'"));
}

TEST_F(VerifierTest, LoadCannotBeAcqRel) {
  add(Stmt::makeLoad(here(), X, MemOrder::AcqRel, Scope::Gpu, Type::I32,
                     addr(A)));
  EXPECT_EQ(verify(), one("load cannot have memory order 'acq_rel'"));
}

TEST_F(VerifierTest, StoreCannotAcquire) {
  add(Stmt::makeStore(here(), MemOrder::Acq, Scope::Gpu, Type::I32, addr(A),
                      i32(1)));
  EXPECT_EQ(verify(), one("store cannot have memory order 'acq'"));
}

TEST_F(VerifierTest, NonAtomicLoadWithScope) {
  add(Stmt::makeLoad(here(), X, MemOrder::Na, Scope::Cta, Type::I32, addr(A)));
  EXPECT_EQ(verify(), one("non-atomic load cannot have a scope"));
}

TEST_F(VerifierTest, NonAtomicStoreWithScope) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::Sys, Type::I32, addr(A),
                      i32(1)));
  EXPECT_EQ(verify(), one("non-atomic store cannot have a scope"));
}

TEST_F(VerifierTest, AtomicLoadWithoutScope) {
  add(Stmt::makeLoad(here(), X, MemOrder::Acq, Scope::None, Type::I32,
                     addr(A)));
  EXPECT_EQ(verify(), one("atomic load requires a scope"));
}

TEST_F(VerifierTest, AtomicStoreWithoutScope) {
  add(Stmt::makeStore(here(), MemOrder::Rlx, Scope::None, Type::I32, addr(A),
                      i32(1)));
  EXPECT_EQ(verify(), one("atomic store requires a scope"));
}

TEST_F(VerifierTest, LoadDestinationTypeMustMatch) {
  add(Stmt::makeLoad(here(), Y, MemOrder::Na, Scope::None, Type::I32, addr(A)));
  EXPECT_EQ(verify(),
            one("type mismatch in load into 'y': expected i64, got i32"));
}

TEST_F(VerifierTest, LoadRequiresDestination) {
  add(Stmt::makeLoad(here(), Stmt::NoVar, MemOrder::Na, Scope::None, Type::I32,
                     addr(A)));
  EXPECT_EQ(verify(), one("load requires a destination variable"));
}

TEST_F(VerifierTest, AccessTypeCannotBeBool) {
  add(Stmt::makeLoad(here(), B, MemOrder::Na, Scope::None, Type::Bool,
                     addr(A)));
  EXPECT_EQ(verify(), one("load access type cannot be bool"));
}

TEST_F(VerifierTest, AccessTypeCannotBeVoid) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::Void, addr(A),
                      i32(1)));
  EXPECT_EQ(verify(), one("store access type cannot be void"));
}

TEST_F(VerifierTest, AddressMustBePointer) {
  add(Stmt::makeLoad(here(), X, MemOrder::Na, Scope::None, Type::I32, var(Y)));
  EXPECT_EQ(verify(), one("load address must be ptr, got i64"));
}

TEST_F(VerifierTest, AddressIsTypeChecked) {
  add(Stmt::makeLoad(here(), X, MemOrder::Na, Scope::None, Type::I32,
                     elem(A, var(F))));
  EXPECT_EQ(verify(),
            one("'+' on a pointer requires an integer offset, got f32"));
}

TEST_F(VerifierTest, AddressIsRequired) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::I32, nullptr,
                      i32(1)));
  EXPECT_EQ(verify(), one("store address is missing"));
}

TEST_F(VerifierTest, StoreValueTypeMustMatch) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::I32, addr(A),
                      var(Y)));
  EXPECT_EQ(verify(),
            one("type mismatch in store value: expected i32, got i64"));
}

TEST_F(VerifierTest, StoreValueIsRequired) {
  add(Stmt::makeStore(here(), MemOrder::Na, Scope::None, Type::I32, addr(A),
                      nullptr));
  EXPECT_EQ(verify(), one("store value is missing"));
}

TEST_F(VerifierTest, RmwCannotBeNonAtomic) {
  add(Stmt::makeRmw(here(), X, RmwOp::Add, MemOrder::Na, Scope::Gpu, Type::I32,
                    addr(A), i32(1)));
  EXPECT_EQ(verify(), one("rmw cannot have memory order 'na'"));
}

TEST_F(VerifierTest, RmwRequiresScope) {
  add(Stmt::makeRmw(here(), X, RmwOp::Add, MemOrder::Rlx, Scope::None,
                    Type::I32, addr(A), i32(1)));
  EXPECT_EQ(verify(), one("atomic rmw requires a scope"));
}

TEST_F(VerifierTest, FaddRequiresFloat) {
  add(Stmt::makeRmw(here(), X, RmwOp::FAdd, MemOrder::Rlx, Scope::Gpu,
                    Type::I32, addr(A), i32(1)));
  EXPECT_EQ(verify(), one("rmw 'fadd' requires a float type, got i32"));
}

TEST_F(VerifierTest, HalfAddRequiresI16) {
  add(Stmt::makeRmw(here(), X, RmwOp::F16Add, MemOrder::Rlx, Scope::Gpu,
                    Type::I32, addr(A), i32(1)));
  EXPECT_EQ(verify(), one("rmw 'f16add' requires type i16 (the bits of a "
                          "16-bit float), got i32"));
}

TEST_F(VerifierTest, IntegerRmwOnFloat) {
  add(Stmt::makeRmw(here(), F, RmwOp::UMin, MemOrder::Rlx, Scope::Gpu,
                    Type::F32, addr(G), var(F)));
  EXPECT_EQ(verify(), one("rmw 'umin' requires an integer type, got f32"));
}

TEST_F(VerifierTest, ExchangeOnPointerPasses) {
  add(Stmt::makeRmw(here(), Pt, RmwOp::Exch, MemOrder::Rlx, Scope::Gpu,
                    Type::Ptr, var(Pt), P.nullPtr()));
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierTest, RmwOperandAndResultTypes) {
  add(Stmt::makeRmw(here(), Y, RmwOp::Add, MemOrder::Rlx, Scope::Gpu, Type::I32,
                    addr(A), i32(1)));
  add(Stmt::makeRmw(at(11), X, RmwOp::Add, MemOrder::Rlx, Scope::Gpu, Type::I32,
                    addr(A), var(Y)));
  EXPECT_EQ(verify(), (Strings{diag(10, 3,
                                    "type mismatch in rmw into 'y': expected "
                                    "i64, got i32"),
                               diag(11, 3,
                                    "type mismatch in rmw operand: expected "
                                    "i32, got i64")}));
}

TEST_F(VerifierTest, CasCannotBeNonAtomic) {
  add(Stmt::makeCas(here(), X, MemOrder::Na, MemOrder::Rlx, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  EXPECT_EQ(verify(), one("cas cannot have memory order 'na'"));
}

TEST_F(VerifierTest, CasRequiresScope) {
  add(Stmt::makeCas(here(), X, MemOrder::Sc, MemOrder::Sc, Scope::None,
                    Type::I32, addr(A), i32(0), i32(1)));
  EXPECT_EQ(verify(), one("atomic cas requires a scope"));
}

TEST_F(VerifierTest, CasFailureStrongerThanSuccess) {
  add(Stmt::makeCas(here(), X, MemOrder::Rlx, MemOrder::Sc, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  add(Stmt::makeCas(at(11), X, MemOrder::Rel, MemOrder::Acq, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  EXPECT_EQ(verify(), (Strings{diag(10, 3,
                                    "cas failure order 'sc' is stronger than "
                                    "success order 'rlx'"),
                               diag(11, 3,
                                    "cas failure order 'acq' is stronger than "
                                    "success order 'rel'")}));
}

TEST_F(VerifierTest, CasFailureOrderMustBeALoadOrder) {
  add(Stmt::makeCas(here(), X, MemOrder::AcqRel, MemOrder::AcqRel, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  add(Stmt::makeCas(at(11), X, MemOrder::Sc, MemOrder::Na, Scope::Gpu,
                    Type::I32, addr(A), i32(0), i32(1)));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "cas failure order cannot be 'acq_rel'"),
                     diag(11, 3, "cas failure order cannot be 'na'")}));
}

TEST_F(VerifierTest, CasOperandTypes) {
  add(Stmt::makeCas(here(), X, MemOrder::Sc, MemOrder::Sc, Scope::Gpu,
                    Type::I32, addr(A), var(Y), var(F)));
  EXPECT_EQ(verify(), (Strings{diag(10, 3,
                                    "type mismatch in cas expected value: "
                                    "expected i32, got i64"),
                               diag(10, 3,
                                    "type mismatch in cas desired value: "
                                    "expected i32, got f32")}));
}

TEST_F(VerifierTest, FenceCannotBeRelaxed) {
  add(Stmt::makeFence(here(), MemOrder::Rlx, Scope::Gpu));
  EXPECT_EQ(verify(), one("fence cannot have memory order 'rlx'"));
}

TEST_F(VerifierTest, FenceCannotBeNonAtomic) {
  add(Stmt::makeFence(here(), MemOrder::Na, Scope::None));
  EXPECT_EQ(verify(), one("fence cannot have memory order 'na'"));
}

TEST_F(VerifierTest, FenceRequiresScope) {
  add(Stmt::makeFence(here(), MemOrder::Sc, Scope::None));
  EXPECT_EQ(verify(), one("fence requires a scope"));
}

TEST_F(VerifierTest, BarrierScope) {
  add(Stmt::makeBarrier(here(), Scope::Sys));
  add(Stmt::makeBarrier(at(11), Scope::None));
  EXPECT_EQ(verify(), (Strings{diag(10, 3, "barrier scope must be cta or gpu"),
                               diag(11, 3,
                                    "barrier scope must be cta or "
                                    "gpu")}));
}

TEST_F(VerifierTest, BarrierReductionResultMustBeI32) {
  add(Stmt::makeBarrierReduce(here(), Y, Scope::Cta, BarrierOp::Count, var(B)));
  EXPECT_EQ(verify(), one("barrier reduction result 'y' must be i32, got i64"));
}

TEST_F(VerifierTest, BarrierReductionOperandType) {
  add(Stmt::makeBarrierReduce(here(), X, Scope::Cta, BarrierOp::Or, var(F)));
  EXPECT_EQ(verify(), one("barrier reduction operand must be an integer or "
                          "bool, got f32"));
}

TEST_F(VerifierTest, BarrierReductionNeedsOperandAndDestination) {
  add(Stmt::makeBarrierReduce(here(), X, Scope::Cta, BarrierOp::And, nullptr));
  add(Stmt::makeBarrierReduce(at(11), Stmt::NoVar, Scope::Cta, BarrierOp::And,
                              var(B)));
  EXPECT_EQ(
      verify(),
      (Strings{
          diag(10, 3, "barrier reduction operand is missing"),
          diag(11, 3, "barrier reduction requires a destination variable")}));
}

TEST_F(VerifierTest, PlainBarrierWithOperandOrDestination) {
  add(Stmt::makeBarrier(here(), Scope::Cta)).Ops[0] = var(B);
  add(Stmt::makeBarrier(at(11), Scope::Cta)).Dest = X;
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3,
                          "barrier without a reduction cannot have an "
                          "operand"),
                     diag(11, 3, "barrier cannot assign a variable")}));
}

TEST_F(VerifierTest, ReductionOnAnotherStatement) {
  add(Stmt::makeFence(here(), MemOrder::Sc, Scope::Cta)).Reduce =
      BarrierOp::Count;
  EXPECT_EQ(verify(), one("fence cannot have a reduction"));
}

TEST_F(VerifierTest, BarrierWithOrder) {
  add(Stmt::makeBarrier(here(), Scope::Cta)).Order = MemOrder::Sc;
  EXPECT_EQ(verify(), one("barrier cannot have a memory order"));
}

TEST_F(VerifierTest, InvalidEnumerators) {
  add(Stmt::makeLoad(here(), X, static_cast<MemOrder>(9), Scope::Gpu, Type::I32,
                     addr(A)));
  add(Stmt::makeStore(at(11), MemOrder::Rlx, static_cast<Scope>(8), Type::I32,
                      addr(A), i32(1)));
  add(Stmt::makeRmw(at(12), X, static_cast<RmwOp>(50), MemOrder::Rlx,
                    Scope::Gpu, Type::I32, addr(A), i32(1)));
  EXPECT_EQ(verify(),
            (Strings{diag(10, 3, "load has an invalid memory order (9)"),
                     diag(11, 3, "store has an invalid scope (8)"),
                     diag(12, 3, "invalid rmw operation (50)")}));
}

//===----------------------------------------------------------------------===//
// Terminators and control flow
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, BranchConditionMustBeBool) {
  addBlock(Main, "out", 20);
  term() = {TermKind::Branch, here(), var(X), nullptr, {1, 1}};
  EXPECT_EQ(verify(), one("branch condition must be bool, got i32"));
}

TEST_F(VerifierTest, BranchWithoutCondition) {
  addBlock(Main, "out", 20);
  term() = {TermKind::Branch, here(), nullptr, nullptr, {1, 1}};
  EXPECT_EQ(verify(), one("branch condition is missing"));
}

TEST_F(VerifierTest, JumpToUndefinedBlock) {
  term() = {TermKind::Goto, here(), nullptr, nullptr, {5, 0}};
  EXPECT_EQ(verify(), one("jump to undefined block #5"));
}

TEST_F(VerifierTest, ReturnValueInVoidProcedure) {
  term().Loc = here();
  term().Value = i32(0);
  EXPECT_EQ(verify(), one("void procedure '@main' cannot return a value"));
}

TEST_F(VerifierTest, MissingReturnValue) {
  ProcId Fn = addProc("f", Type::I64, {});
  addBlock(Fn, "entry", 10);
  P.Procs[Fn].Blocks[0].Term.Value = nullptr;
  EXPECT_EQ(verify(), one("procedure '@f' must return a value of type i64"));
}

TEST_F(VerifierTest, ReturnTypeMismatch) {
  ProcId Fn = addProc("f", Type::I64, {});
  addBlock(Fn, "entry", 10);
  P.Procs[Fn].Blocks[0].Term.Value = i32(1);
  EXPECT_EQ(verify(), one("type mismatch in return: expected i64, got i32"));
}

TEST_F(VerifierTest, InvalidTerminatorKind) {
  term().Loc = here();
  term().Kind = static_cast<TermKind>(7);
  EXPECT_EQ(verify(), one("invalid terminator kind (7)"));
}

TEST_F(VerifierTest, IrreducibleControlFlow) {
  // entry: br b, L1, L2;  L1: goto L2;  L2: br b, L1, exit;  exit: return;
  addBlock(Main, "L1", 20);
  addBlock(Main, "L2", 30);
  addBlock(Main, "exit", 40);
  Procedure &Fn = P.Procs[Main];
  Fn.Blocks[0].Term = {TermKind::Branch, at(11), var(B), nullptr, {1, 2}};
  Fn.Blocks[1].Term = {TermKind::Goto, at(20), nullptr, nullptr, {2, 0}};
  Fn.Blocks[2].Term = {TermKind::Branch, at(30), var(B), nullptr, {1, 3}};
  EXPECT_EQ(verify(), Strings{diag(30, 3,
                                   "irreducible control flow: the jump from "
                                   "'L2' to 'L1' closes a loop with more than "
                                   "one entry")});
}

TEST_F(VerifierTest, IrreducibleSelfContainedRegion) {
  // A reducible outer loop around an irreducible pair:
  // entry -> h; h: br b, a, c; a -> c; c: br b, a, latch; latch: br b, h, x.
  for (const char *L : {"h", "a", "c", "latch", "x"})
    addBlock(Main, L, 20);
  Procedure &Fn = P.Procs[Main];
  Fn.Blocks[0].Term = {TermKind::Goto, at(11), nullptr, nullptr, {1, 0}};
  Fn.Blocks[1].Term = {TermKind::Branch, at(21), var(B), nullptr, {2, 3}};
  Fn.Blocks[2].Term = {TermKind::Goto, at(22), nullptr, nullptr, {3, 0}};
  Fn.Blocks[3].Term = {TermKind::Branch, at(23), var(B), nullptr, {2, 4}};
  Fn.Blocks[4].Term = {TermKind::Branch, at(24), var(B), nullptr, {1, 5}};
  EXPECT_EQ(verify(), Strings{diag(23, 3,
                                   "irreducible control flow: the jump from "
                                   "'c' to 'a' closes a loop with more than "
                                   "one entry")});
}

TEST_F(VerifierTest, SelfLoopIsReducible) {
  addBlock(Main, "spin", 20);
  addBlock(Main, "exit", 30);
  Procedure &Fn = P.Procs[Main];
  Fn.Blocks[0].Term = {TermKind::Goto, at(11), nullptr, nullptr, {1, 0}};
  Fn.Blocks[1].Term = {TermKind::Branch, at(20), var(B), nullptr, {1, 2}};
  EXPECT_EQ(verify(), Strings{});
}

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, ProcedureWithoutBlocks) {
  addProc("f", Type::Void, {});
  EXPECT_EQ(verify(), Strings{diag(5, 1, "procedure '@f' has no blocks")});
}

TEST_F(VerifierTest, VoidVariable) {
  P.Procs[Main].Vars.push_back({"v", Type::Void, at(7, 7)});
  EXPECT_EQ(verify(),
            Strings{diag(7, 7, "variable 'v' cannot have type void")});
}

TEST_F(VerifierTest, TooManyParameters) {
  P.Procs[Main].NumParams = 9;
  EXPECT_EQ(verify(), Strings{diag(5, 1,
                                   "procedure '@main' has 9 parameters "
                                   "but only 7 variables")});
}

TEST_F(VerifierTest, Redefinitions) {
  addBlock(Main, "entry", 20);
  P.Procs[Main].Vars.push_back({"x", Type::I32, at(7, 7)});
  addObject("A", MemSpace::Global, Type::I32, 1);
  ProcId M2 = addProc("main", Type::Void, {});
  addBlock(M2, "entry", 30);
  EXPECT_EQ(verify(),
            (Strings{diag(1, 1, "redefinition of object '@A'"),
                     diag(7, 7, "redefinition of variable 'x'"),
                     diag(20, 1, "redefinition of label 'entry'"),
                     diag(5, 1, "redefinition of procedure '@main'")}));
}

TEST_F(VerifierTest, LocalObjectNeedsKnownSize) {
  addObject("t", MemSpace::Local, Type::I32, MemObject::UnknownSize);
  EXPECT_EQ(verify(),
            Strings{diag(1, 1, "local object '@t' must have a known size")});
}

TEST_F(VerifierTest, InitialiserTooLong) {
  P.object(A).Init = {1, 2, 3, 4, 5};
  EXPECT_EQ(verify(), Strings{diag(1, 1,
                                   "initialiser of '@A' has 5 elements, "
                                   "object has 4")});
}

TEST_F(VerifierTest, InitialiserElementTooWide) {
  ObjectId S = addObject("s", MemSpace::Shared, Type::I8, 2);
  P.object(S).Init = {1, 256};
  EXPECT_EQ(verify(), Strings{diag(1, 1,
                                   "element 1 of the initialiser of "
                                   "'@s' does not fit in i8")});
}

TEST_F(VerifierTest, VoidObject) {
  addObject("v", MemSpace::Global, Type::Void, 1);
  EXPECT_EQ(verify(),
            Strings{diag(1, 1, "object '@v' cannot have element type void")});
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

class VerifierLaunchTest : public VerifierTest {
protected:
  ProcId K = 0;
  void SetUp() override {
    VerifierTest::SetUp();
    K = addProc("k", Type::Void, {{"a", Type::Ptr}, {"n", Type::I32}});
    addBlock(K, "entry", 70);
    P.Run.K = Launch::Kind::Kernel;
    P.Run.Loc = at(80, 1);
    P.Run.Kernel = K;
    P.Run.Grid = {2, 1, 1};
    P.Run.BlockDim = {4, 1, 1};
    P.Run.Args = {addr(A), i32(4)};
  }
};

TEST_F(VerifierLaunchTest, Passes) { EXPECT_EQ(verify(), Strings{}); }

TEST_F(VerifierLaunchTest, ArgumentCount) {
  P.Run.Args.pop_back();
  EXPECT_EQ(verify(), Strings{diag(80, 1,
                                   "launch has 1 argument, kernel "
                                   "'@k' has 2 parameters")});
}

TEST_F(VerifierLaunchTest, ArgumentType) {
  P.Run.Args[1] = i64(4);
  EXPECT_EQ(verify(), Strings{diag(80, 1,
                                   "argument 2 of launch of '@k' has "
                                   "type i64, expected i32")});
}

TEST_F(VerifierLaunchTest, ArgumentMustBeConstant) {
  P.Run.Args[1] =
      bin(BinOp::Add, Type::I32, i32(1), P.builtin(Builtin::ThreadIdxX));
  EXPECT_EQ(verify(), Strings{diag(80, 1,
                                   "argument 2 of launch of '@k' is "
                                   "not a constant expression")});
}

TEST_F(VerifierLaunchTest, VariableIsNotConstant) {
  P.Run.Args[0] = P.varRef(0, Type::Ptr);
  EXPECT_EQ(verify(), Strings{diag(80, 1,
                                   "argument 1 of launch of '@k' is "
                                   "not a constant expression")});
}

TEST_F(VerifierLaunchTest, ArgumentIsTypeChecked) {
  P.Run.Args[1] = bin(BinOp::Add, Type::I32, i32(1), i64(2));
  EXPECT_EQ(verify(), Strings{diag(80, 1,
                                   "operands of '+' have different "
                                   "types i32 and i64")});
}

TEST_F(VerifierLaunchTest, Dimensions) {
  P.Run.Grid = {1, 0, 1};
  P.Run.BlockDim = {0, 1, 1};
  EXPECT_EQ(verify(),
            (Strings{diag(80, 1, "grid dimensions must be at least 1"),
                     diag(80, 1, "block dimensions must be at least 1")}));
}

// Regression (issue 17): a launch whose thread count overflows 64 bits was
// accepted and checked as 17582066139326840832 threads.
TEST_F(VerifierLaunchTest, DimensionProductOverflow) {
  P.Run.Grid = {4294967295u, 4294967295u, 2};
  P.Run.BlockDim = {65536, 65536, 1};
  EXPECT_EQ(verify(),
            (Strings{diag(80, 1,
                          "grid of 4294967295 x 4294967295 x 2 blocks: more "
                          "than 2^32 - 1 blocks in total"),
                     diag(80, 1,
                          "block of 65536 x 65536 x 1 threads: more than "
                          "2^32 - 1 threads in total")}));
  P.Run.Grid = {65535, 65537, 1}; // 2^32 - 1 blocks: the largest grid
  P.Run.BlockDim = {1, 1, 4294967295u};
  EXPECT_EQ(verify(), Strings{});
}

TEST_F(VerifierLaunchTest, UndefinedKernel) {
  P.Run.Kernel = 12;
  EXPECT_EQ(verify(),
            Strings{diag(80, 1, "launch of undefined procedure #12")});
}

TEST_F(VerifierLaunchTest, ThreadArguments) {
  P.Run.K = Launch::Kind::Threads;
  P.Run.Threads.push_back({K, 0, {addr(A)}, at(81)});
  P.Run.Threads.push_back({K, 0, {addr(A), var(X)}, at(82)});
  P.Run.Threads.push_back({K, 1, {addr(A), i32(1)}, at(83)});
  P.Run.Threads.push_back({K, 1, {addr(A), var(F)}, at(84)});
  P.Run.Threads.push_back({33, 1, {}, at(85)});
  EXPECT_EQ(verify(),
            (Strings{diag(81, 3,
                          "thread has 1 argument, procedure '@k' has "
                          "2 parameters"),
                     diag(82, 3,
                          "argument 2 of thread '@k' is not a "
                          "constant expression"),
                     diag(84, 3,
                          "argument 2 of thread '@k' is not a "
                          "constant expression"),
                     diag(84, 3,
                          "argument 2 of thread '@k' has type f32, "
                          "expected i32"),
                     diag(85, 3, "thread runs undefined procedure #33")}));
}

//===----------------------------------------------------------------------===//
// Reporting
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, ReportsEveryProblemInProgramOrder) {
  addObject("t", MemSpace::Local, Type::I32, MemObject::UnknownSize);
  add(Stmt::makeStore(here(), MemOrder::Acq, Scope::Gpu, Type::I32, addr(A),
                      i32(1)));
  add(Stmt::makeAssign(at(11), X, var(Y)));
  term().Value = i32(0);
  P.Run.K = Launch::Kind::Kernel;
  P.Run.Loc = at(95, 1);
  P.Run.Kernel = Main;
  P.Run.Grid = {0, 1, 1};
  EXPECT_EQ(verify(),
            (Strings{diag(1, 1, "local object '@t' must have a known size"),
                     diag(10, 3, "store cannot have memory order 'acq'"),
                     diag(11, 3,
                          "type mismatch in assignment to 'x': "
                          "expected i32, got i64"),
                     diag(90, 3,
                          "void procedure '@main' cannot return a "
                          "value"),
                     diag(95, 1, "grid dimensions must be at least 1")}));
}

TEST_F(VerifierTest, UnknownLocationsHaveNoLineNumber) {
  add(Stmt::makeAssign(SourceLoc{File, 0, 0}, X, var(Y)));
  EXPECT_EQ(verify(), Strings{"t.ir: error: type mismatch in assignment to "
                              "'x': expected i32, got i64"});
}

/// Random malformed programs: the verifier must not crash, and must report
/// at least one error for most of them.
TEST(VerifierFuzzTest, SurvivesArbitraryPrograms) {
  std::mt19937 Rng(12345);
  auto Pick = [&](unsigned N) { return unsigned(Rng() % N); };
  for (int Round = 0; Round < 300; ++Round) {
    Program P;
    FileId File = P.addFile("f.ir");
    unsigned NumObjects = Pick(3);
    for (unsigned I = 0; I < NumObjects; ++I) {
      MemObject O;
      O.Name = "o" + std::to_string(I);
      O.Space = static_cast<MemSpace>(Pick(4));
      O.ElemTy = static_cast<Type>(Pick(10));
      O.Size = Pick(4) == 0 ? MemObject::UnknownSize : Pick(5);
      O.Init.assign(Pick(6), Rng());
      P.Objects.push_back(O);
    }
    std::function<const Expr *(int)> RandExpr = [&](int Depth) -> const Expr * {
      if (Pick(12) == 0)
        return nullptr;
      Expr E{static_cast<ExprKind>(Depth <= 0 ? Pick(4) : Pick(10)),
             static_cast<Type>(Pick(10))};
      E.Op = uint8_t(Pick(35));
      E.Index = Pick(8);
      E.Bits = Pick(2) ? Rng() : Pick(3);
      for (const Expr *&Op : E.Ops)
        Op = Depth > 0 && Pick(4) ? RandExpr(Depth - 1) : nullptr;
      return P.make(E);
    };
    unsigned NumProcs = 1 + Pick(3);
    for (unsigned I = 0; I < NumProcs; ++I) {
      Procedure Fn;
      Fn.Name = "p" + std::to_string(I);
      Fn.RetTy = static_cast<Type>(Pick(10));
      unsigned NumVars = Pick(4);
      for (unsigned V = 0; V < NumVars; ++V)
        Fn.Vars.push_back({"v" + std::to_string(V), static_cast<Type>(Pick(10)),
                           SourceLoc{}});
      Fn.NumParams = Pick(5);
      unsigned NumBlocks = Pick(5);
      for (unsigned Bl = 0; Bl < NumBlocks; ++Bl) {
        Block Blk;
        Blk.Label = "b" + std::to_string(Pick(3));
        unsigned NumStmts = Pick(5);
        for (unsigned S = 0; S < NumStmts; ++S) {
          Stmt St;
          St.Kind = static_cast<StmtKind>(Pick(12));
          St.Loc = SourceLoc{File, 1 + Pick(50), 1};
          St.Pred = Pick(3) ? nullptr : RandExpr(2);
          St.Dest = Pick(3) ? Pick(5) : Stmt::NoVar;
          St.Order = static_cast<MemOrder>(Pick(7));
          St.FailOrder = static_cast<MemOrder>(Pick(7));
          St.Sc = static_cast<Scope>(Pick(5));
          St.AccessTy = static_cast<Type>(Pick(10));
          St.Rmw = static_cast<RmwOp>(Pick(14));
          St.Addr = RandExpr(2);
          St.Ops[0] = RandExpr(3);
          St.Ops[1] = RandExpr(3);
          St.Callee = Pick(NumProcs + 1);
          unsigned NumArgs = Pick(3);
          for (unsigned Ar = 0; Ar < NumArgs; ++Ar)
            St.Args.push_back(RandExpr(2));
          Blk.Stmts.push_back(std::move(St));
        }
        Blk.Term.Kind = static_cast<TermKind>(Pick(4));
        Blk.Term.Cond = RandExpr(2);
        Blk.Term.Value = Pick(2) ? RandExpr(2) : nullptr;
        Blk.Term.Targets[0] = Pick(NumBlocks + 1);
        Blk.Term.Targets[1] = Pick(NumBlocks + 1);
        Fn.Blocks.push_back(std::move(Blk));
      }
      P.Procs.push_back(std::move(Fn));
    }
    P.Run.K = static_cast<Launch::Kind>(Pick(4));
    P.Run.Kernel = Pick(NumProcs + 1);
    P.Run.Grid = {Pick(3), 1, 1};
    for (unsigned Ar = Pick(3); Ar > 0; --Ar)
      P.Run.Args.push_back(RandExpr(2));
    for (unsigned T = Pick(3); T > 0; --T)
      P.Run.Threads.push_back(
          {Pick(NumProcs + 1), Pick(2), {RandExpr(1)}, SourceLoc{}});
    DiagnosticEngine Diags;
    bool Ok = verifyProgram(P, Diags);
    EXPECT_EQ(Ok, !Diags.hasErrors());
  }
}

} // namespace
