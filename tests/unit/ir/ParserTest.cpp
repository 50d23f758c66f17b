//===- tests/unit/ir/ParserTest.cpp - Parser of the textual IR ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parser on hand-written snippets: the programs it builds (types,
/// literal inference, precedence, name resolution, locations and `source`
/// directives) and its diagnostics (message, line and column) on malformed
/// input, including input that must not crash or hang it.
///
//===----------------------------------------------------------------------===//

#include "ir/Parser.h"

#include "IrPrograms.h"
#include "ir/InputFile.h"
#include "ir/Value.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace scopecheck::ir;
using scopecheck::ir::programs::MessagePassing;

namespace {

std::string diagText(const DiagnosticEngine &D) {
  std::string S;
  for (const Diagnostic &X : D.diagnostics())
    S += formatDiagnostic(X) + "\n";
  return S;
}

std::unique_ptr<Program> parseOk(std::string_view Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "t.ir", D);
  EXPECT_TRUE(P) << diagText(D);
  EXPECT_FALSE(D.hasErrors()) << diagText(D);
  return P;
}

/// Parses \p Text, expects failure and returns the first diagnostic as
/// "line:col: message".
std::string parseErr(std::string_view Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "t.ir", D);
  EXPECT_FALSE(P);
  EXPECT_TRUE(D.hasErrors());
  if (D.diagnostics().empty())
    return "<no diagnostic>";
  const Diagnostic &X = D.diagnostics().front();
  EXPECT_EQ(X.File, "t.ir");
  return std::to_string(X.Line) + ":" + std::to_string(X.Col) + ": " +
         X.Message;
}

/// A procedure @f with the given variables and body (the body starts on
/// line 3 of the text).
std::string inProc(std::string_view Vars, std::string_view Body) {
  return "global @A : i32[8];\nproc @f(" + std::string(Vars) + ") {\n" +
         std::string(Body) + "\n}\n";
}

/// The right-hand side of the first statement of @f.
const Expr *firstValue(const Program &P) {
  return P.Procs.at(0).Blocks.at(0).Stmts.at(0).Ops[0];
}

/// Parses `x = RHS` with x of type \p Ty (and variables a, b : Ty; i : i32;
/// l : i64; p : ptr; c : bool; f : f32; d : f64 available) and returns RHS.
const Expr *assignRhs(std::unique_ptr<Program> &Keep, std::string_view Ty,
                      std::string_view Rhs) {
  std::string Text =
      inProc("x : " + std::string(Ty) + ", a : " + std::string(Ty) +
                 ", b : " + std::string(Ty) +
                 ", i : i32, l : i64, p : ptr, c : bool, f : f32, d : f64",
             "e:\n  x = " + std::string(Rhs) + ";\n  return;");
  Keep = parseOk(Text);
  if (!Keep)
    return nullptr;
  return firstValue(*Keep);
}

std::string assignErr(std::string_view Ty, std::string_view Rhs) {
  return parseErr(inProc("x : " + std::string(Ty) + ", a : " + std::string(Ty) +
                             ", i : i32, p : ptr, c : bool, f : f32",
                         "e:\n  x = " + std::string(Rhs) + ";\n  return;"));
}

//===----------------------------------------------------------------------===//
// Whole programs
//===----------------------------------------------------------------------===//

TEST(Parser, MessagePassing) {
  auto P = parseOk(MessagePassing);
  ASSERT_TRUE(P);
  ASSERT_EQ(P->Objects.size(), 2u);
  EXPECT_EQ(P->Objects[0].Name, "data");
  EXPECT_EQ(P->Objects[0].Space, MemSpace::Global);
  EXPECT_EQ(P->Objects[0].ElemTy, Type::I32);
  EXPECT_EQ(P->Objects[0].Size, 1u);
  ASSERT_EQ(P->Procs.size(), 2u);
  const Procedure &W = P->Procs[0];
  EXPECT_EQ(W.Name, "writer");
  ASSERT_EQ(W.Blocks.size(), 1u);
  ASSERT_EQ(W.Blocks[0].Stmts.size(), 2u);
  const Stmt &S0 = W.Blocks[0].Stmts[0];
  EXPECT_EQ(S0.Kind, StmtKind::Store);
  EXPECT_EQ(S0.Order, MemOrder::Na);
  EXPECT_EQ(S0.Sc, Scope::None);
  EXPECT_EQ(S0.AccessTy, Type::I32);
  EXPECT_EQ(S0.Addr->Kind, ExprKind::ObjAddr);
  EXPECT_EQ(S0.Addr->Index, 1u);
  EXPECT_EQ(S0.Ops[0]->Kind, ExprKind::Const);
  EXPECT_EQ(S0.Ops[0]->Ty, Type::I32);
  EXPECT_EQ(S0.Ops[0]->Bits, 42u);
  const Stmt &S1 = W.Blocks[0].Stmts[1];
  EXPECT_EQ(S1.Order, MemOrder::Rel);
  EXPECT_EQ(S1.Sc, Scope::Gpu);
  EXPECT_EQ(S1.Addr->Index, 2u);
  EXPECT_EQ(W.Blocks[0].Term.Kind, TermKind::Return);

  const Procedure &R = P->Procs[1];
  ASSERT_EQ(R.Vars.size(), 2u);
  EXPECT_EQ(R.NumParams, 0u);
  ASSERT_EQ(R.Blocks.size(), 3u);
  const Stmt &L = R.Blocks[0].Stmts[0];
  EXPECT_EQ(L.Kind, StmtKind::Load);
  EXPECT_EQ(L.Dest, 0u);
  EXPECT_EQ(L.Order, MemOrder::Acq);
  const Terminator &Br = R.Blocks[0].Term;
  EXPECT_EQ(Br.Kind, TermKind::Branch);
  EXPECT_EQ(Br.Targets[0], 1u);
  EXPECT_EQ(Br.Targets[1], 2u);
  EXPECT_EQ(Br.Cond->binOp(), BinOp::Eq);
  EXPECT_EQ(Br.Cond->Ty, Type::Bool);
  EXPECT_EQ(Br.Cond->Ops[1]->Ty, Type::I32);
  const Stmt &A = R.Blocks[1].Stmts[1];
  EXPECT_EQ(A.Kind, StmtKind::Assert);
  EXPECT_EQ(A.Message, "stale data");
  EXPECT_EQ(R.Blocks[1].Term.Kind, TermKind::Goto);
  EXPECT_EQ(R.Blocks[1].Term.Targets[0], 2u);

  EXPECT_EQ(P->Run.K, Launch::Kind::Threads);
  ASSERT_EQ(P->Run.Threads.size(), 2u);
  EXPECT_EQ(P->Run.Threads[0].Proc, 0u);
  EXPECT_EQ(P->Run.Threads[1].Proc, 1u);
  EXPECT_EQ(P->Run.Threads[1].BlockIdx, 1u);
}

TEST(Parser, EmptyProgram) {
  auto P = parseOk("// nothing here\n");
  ASSERT_TRUE(P);
  EXPECT_TRUE(P->Objects.empty());
  EXPECT_TRUE(P->Procs.empty());
  EXPECT_EQ(P->Run.K, Launch::Kind::None);
}

TEST(Parser, ForwardReferences) {
  auto P = parseOk(R"(
launch kernel @k grid 2 block [4, 2] (@B, 7);
proc @k(q : ptr, n : i32) {
entry:
  call @g(n);
  store.na i32 @B[1], n;
  goto last;
last:
  return;
}
proc @g(m : i32) {
e:
  return;
}
global @B : i32[16];
)");
  ASSERT_TRUE(P);
  const Stmt &C = P->Procs[0].Blocks[0].Stmts[0];
  EXPECT_EQ(C.Kind, StmtKind::Call);
  EXPECT_EQ(C.Callee, 1u);
  EXPECT_EQ(C.Dest, Stmt::NoVar);
  const Stmt &St = P->Procs[0].Blocks[0].Stmts[1];
  EXPECT_EQ(St.Addr->Kind, ExprKind::Binary);
  EXPECT_EQ(St.Addr->binOp(), BinOp::Add);
  EXPECT_EQ(St.Addr->Ty, Type::Ptr);
  EXPECT_EQ(St.Addr->Ops[0]->Index, 1u);
  EXPECT_EQ(St.Addr->Ops[1]->Ty, Type::I64);
  EXPECT_EQ(P->Run.K, Launch::Kind::Kernel);
  EXPECT_EQ(P->Run.Kernel, 0u);
  EXPECT_EQ(P->Run.Grid, (Dim3{2, 1, 1}));
  EXPECT_EQ(P->Run.BlockDim, (Dim3{4, 2, 1}));
  ASSERT_EQ(P->Run.Args.size(), 2u);
  EXPECT_EQ(P->Run.Args[0]->Kind, ExprKind::ObjAddr);
  EXPECT_EQ(P->Run.Args[1]->Ty, Type::I32);
  EXPECT_EQ(P->Run.Args[1]->Bits, 7u);
}

TEST(Parser, ObjectsAndInitialisers) {
  auto P = parseOk(R"(
global @a : i32[4] = {1, -1, 0x10};
shared @s : f32[*];
local @t : i8[2] = -128;
global @b : bool = true;
global @p : ptr = null;
global @d : f64[2] = {-0.0, 2};
)");
  ASSERT_TRUE(P);
  ASSERT_EQ(P->Objects.size(), 6u);
  EXPECT_EQ(P->Objects[0].Size, 4u);
  EXPECT_EQ(P->Objects[0].Init, (std::vector<uint64_t>{1, 0xffffffff, 16}));
  EXPECT_EQ(P->Objects[1].Space, MemSpace::Shared);
  EXPECT_FALSE(P->Objects[1].hasKnownSize());
  EXPECT_EQ(P->Objects[2].Space, MemSpace::Local);
  EXPECT_EQ(P->Objects[2].Init, (std::vector<uint64_t>{0x80}));
  EXPECT_EQ(P->Objects[3].Init, (std::vector<uint64_t>{1}));
  EXPECT_EQ(P->Objects[4].Init, (std::vector<uint64_t>{0}));
  EXPECT_EQ(P->Objects[5].Init,
            (std::vector<uint64_t>{fromF64(-0.0), fromF64(2.0)}));
}

TEST(Parser, StatementKinds) {
  auto P = parseOk(inProc("v : i32, p : ptr, c : bool", R"(e:
  havoc v;
  assume v <s 10;
  assert c;
  v = rmw.add.acq_rel.gpu i32 @A[v], 1;
  rmw.exch.rlx.cta i32 p, 3;
  v = cas.acq_rel.gpu i32 @A, 0, 1;
  cas.sc.rlx.sys i32 @A, v, 2;
  fence.acq_rel.cta;
  barrier.cta;
  c => barrier.gpu;
  !c => v = v + 1;
  (v == 1) => store.rlx.sys i32 p[2], v;
  v = call @h(v);
  return;)") + "proc @h(z : i32) : i32 {\nb:\n  return z;\n}\n");
  ASSERT_TRUE(P);
  const auto &S = P->Procs[0].Blocks[0].Stmts;
  ASSERT_EQ(S.size(), 13u);
  EXPECT_EQ(S[0].Kind, StmtKind::Havoc);
  EXPECT_EQ(S[1].Kind, StmtKind::Assume);
  EXPECT_EQ(S[2].Kind, StmtKind::Assert);
  EXPECT_EQ(S[2].Message, "");
  EXPECT_EQ(S[3].Kind, StmtKind::Rmw);
  EXPECT_EQ(S[3].Rmw, RmwOp::Add);
  EXPECT_EQ(S[3].Order, MemOrder::AcqRel);
  EXPECT_EQ(S[3].Dest, 0u);
  EXPECT_EQ(S[3].Addr->Ops[1]->Ty, Type::I32);
  EXPECT_EQ(S[4].Rmw, RmwOp::Exch);
  EXPECT_EQ(S[4].Dest, Stmt::NoVar);
  EXPECT_EQ(S[4].Sc, Scope::Cta);
  EXPECT_EQ(S[4].Addr->Kind, ExprKind::VarRef);
  EXPECT_EQ(S[5].Kind, StmtKind::Cas);
  EXPECT_EQ(S[5].FailOrder, MemOrder::Acq); // the default for acq_rel
  EXPECT_EQ(S[6].Order, MemOrder::Sc);
  EXPECT_EQ(S[6].FailOrder, MemOrder::Rlx);
  EXPECT_EQ(S[6].Sc, Scope::Sys);
  EXPECT_EQ(S[6].Dest, Stmt::NoVar);
  EXPECT_EQ(S[7].Kind, StmtKind::Fence);
  EXPECT_EQ(S[7].Order, MemOrder::AcqRel);
  EXPECT_EQ(S[8].Kind, StmtKind::Barrier);
  EXPECT_EQ(S[8].Sc, Scope::Cta);
  EXPECT_EQ(S[8].Pred, nullptr);
  ASSERT_NE(S[9].Pred, nullptr);
  EXPECT_EQ(S[9].Pred->Kind, ExprKind::VarRef);
  EXPECT_EQ(S[9].Sc, Scope::Gpu);
  EXPECT_EQ(S[10].Pred->unOp(), UnOp::Not);
  EXPECT_EQ(S[10].Kind, StmtKind::Assign);
  EXPECT_EQ(S[11].Pred->binOp(), BinOp::Eq);
  EXPECT_EQ(S[11].Addr->Ops[1]->Ty, Type::I64);
  EXPECT_EQ(S[12].Kind, StmtKind::Call);
  EXPECT_EQ(S[12].Dest, 0u);
  EXPECT_EQ(S[12].Args.at(0)->Kind, ExprKind::VarRef);
  EXPECT_EQ(P->Procs[1].RetTy, Type::I32);
}

TEST(Parser, BarrierReductions) {
  auto P = parseOk(inProc("v : i32, c : bool, s : i8", R"(e:
  v = barrier.cta.count c;
  v = barrier.cta.and v + 1;
  c => v = barrier.gpu.or s;
  v = barrier.cta.count 1;
  return;)"));
  ASSERT_TRUE(P);
  const auto &S = P->Procs[0].Blocks[0].Stmts;
  ASSERT_EQ(S.size(), 4u);
  EXPECT_EQ(S[0].Kind, StmtKind::Barrier);
  EXPECT_EQ(S[0].Reduce, BarrierOp::Count);
  EXPECT_EQ(S[0].Sc, Scope::Cta);
  EXPECT_EQ(S[0].Dest, 0u);
  EXPECT_EQ(S[0].Ops[0]->Ty, Type::Bool);
  EXPECT_EQ(S[1].Reduce, BarrierOp::And);
  EXPECT_EQ(S[1].Ops[0]->Kind, ExprKind::Binary);
  EXPECT_EQ(S[2].Reduce, BarrierOp::Or);
  EXPECT_EQ(S[2].Sc, Scope::Gpu);
  ASSERT_NE(S[2].Pred, nullptr);
  EXPECT_EQ(S[2].Ops[0]->Ty, Type::I8);
  // An untyped literal operand is an i32.
  EXPECT_EQ(S[3].Ops[0]->Ty, Type::I32);
}

TEST(ParserErrors, BarrierReductions) {
  EXPECT_EQ(
      parseErr(inProc("c : bool", "e:\n  barrier.cta.count c;\n  return;")),
      "4:3: the result of a barrier reduction must be assigned to a "
      "variable");
  EXPECT_EQ(parseErr(inProc("v : i32", "e:\n  v = barrier.cta;\n  return;")),
            "4:7: a barrier without a reduction assigns nothing");
  EXPECT_EQ(
      parseErr(inProc("v : i32", "e:\n  v = barrier.cta.sum v;\n  return;")),
      "4:7: unknown barrier memory space or reduction 'sum'");
  EXPECT_EQ(parseErr(inProc("v : i32",
                            "e:\n  v = barrier.cta.shared.sum v;\n  return;")),
            "4:7: unknown barrier reduction 'sum'");
  EXPECT_EQ(parseErr(inProc("", "e:\n  barrier.cta.shared.global;\n  return;")),
            "4:3: unknown barrier reduction 'global'");
  EXPECT_EQ(
      parseErr(inProc("v : i32", "e:\n  v = barrier.cta.or.x v;\n  return;")),
      "4:7: unexpected 'x' in 'barrier.cta.or.x'");
  EXPECT_EQ(parseErr(inProc("v : i32", "e:\n  v = barrier.cta.or;\n  return;")),
            "4:21: expected an expression");
}

//===----------------------------------------------------------------------===//
// Literal types (docs/ir.md §3.1)
//===----------------------------------------------------------------------===//

TEST(ParserLiterals, FromAssignedVariable) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i8", "5");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Ty, Type::I8);
  EXPECT_EQ(E->Bits, 5u);
  E = assignRhs(P, "i16", "-1");
  EXPECT_EQ(E->Ty, Type::I16);
  EXPECT_EQ(E->Bits, 0xffffu);
}

TEST(ParserLiterals, FromOtherOperand) {
  std::unique_ptr<Program> P;
  // The assignment expects i64, but the comparison's operand i (i32) wins.
  const Expr *E = assignRhs(P, "bool", "i <s 3");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Ops[1]->Ty, Type::I32);
  E = assignRhs(P, "bool", "3 <s i");
  EXPECT_EQ(E->Ops[0]->Ty, Type::I32);
  E = assignRhs(P, "i64", "zext.i64(i + 1)");
  EXPECT_EQ(E->Ops[0]->Ops[1]->Ty, Type::I32);
  // Deep: (1 + 2) * i gets i32 from i.
  E = assignRhs(P, "i32", "(1 + 2) * i");
  EXPECT_EQ(E->Ops[0]->Ops[0]->Ty, Type::I32);
  EXPECT_EQ(E->Ty, Type::I32);
}

TEST(ParserLiterals, FromExpectedType) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i64", "1 + 2 * 3");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Ty, Type::I64);
  EXPECT_EQ(E->Ops[0]->Ty, Type::I64);
  EXPECT_EQ(E->Ops[1]->Ops[1]->Ty, Type::I64);
  E = assignRhs(P, "i16", "c ? 1 : -2");
  EXPECT_EQ(E->Kind, ExprKind::Select);
  EXPECT_EQ(E->Ty, Type::I16);
  EXPECT_EQ(E->Ops[2]->Bits, 0xfffeu);
  E = assignRhs(P, "f32", "fmax(1.5, 2)");
  EXPECT_EQ(E->Ty, Type::F32);
  EXPECT_EQ(E->Ops[1]->Bits, fromF32(2.0f));
  E = assignRhs(P, "i8", "-(3)");
  EXPECT_EQ(E->Kind, ExprKind::Unary);
  EXPECT_EQ(E->Ops[0]->Ty, Type::I8);
}

TEST(ParserLiterals, PointerOffsets) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "ptr", "p + 4");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Ty, Type::Ptr);
  EXPECT_EQ(E->Ops[1]->Ty, Type::I64);
  E = assignRhs(P, "ptr", "@A - 1");
  EXPECT_EQ(E->Ops[1]->Ty, Type::I64);
  E = assignRhs(P, "i64", "p - @A");
  EXPECT_EQ(E->Ty, Type::I64);
  E = assignRhs(P, "ptr", "p + i");
  EXPECT_EQ(E->Ops[1]->Ty, Type::I32);
}

TEST(ParserLiterals, Suffixes) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i64", "zext.i64(5:i32)");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Ops[0]->Ty, Type::I32);
  E = assignRhs(P, "bool", "1:i8 <s 2");
  EXPECT_EQ(E->Ops[0]->Ty, Type::I8);
  EXPECT_EQ(E->Ops[1]->Ty, Type::I8);
  E = assignRhs(P, "f64", "fpext.f64(-1.5:f32)");
  EXPECT_EQ(E->Ops[0]->Bits, fromF32(-1.5f));
  E = assignRhs(P, "bool", "c ? 1:i32 == i : false");
  EXPECT_EQ(E->Ops[1]->Ops[0]->Ty, Type::I32);
}

TEST(ParserLiterals, IntegerRanges) {
  std::unique_ptr<Program> P;
  EXPECT_EQ(assignRhs(P, "i8", "-128")->Bits, 0x80u);
  EXPECT_EQ(assignRhs(P, "i8", "255")->Bits, 0xffu);
  EXPECT_EQ(assignRhs(P, "i8", "0xff")->Bits, 0xffu);
  EXPECT_EQ(assignRhs(P, "i16", "-32768")->Bits, 0x8000u);
  EXPECT_EQ(assignRhs(P, "i32", "4294967295")->Bits, 0xffffffffu);
  EXPECT_EQ(assignRhs(P, "i32", "-2147483648")->Bits, 0x80000000u);
  EXPECT_EQ(assignRhs(P, "i64", "18446744073709551615")->Bits, ~uint64_t(0));
  EXPECT_EQ(assignRhs(P, "i64", "-9223372036854775808")->Bits, uint64_t(1)
                                                                   << 63);
  EXPECT_EQ(assignRhs(P, "i64", "-0")->Bits, 0u);
  EXPECT_EQ(assignErr("i8", "300"),
            "4:7: integer literal '300' does not fit in i8");
  EXPECT_EQ(assignErr("i8", "-129"),
            "4:7: integer literal '-129' does not fit in i8");
  EXPECT_EQ(assignErr("i8", "256"),
            "4:7: integer literal '256' does not fit in i8");
  EXPECT_EQ(assignErr("i64", "-9223372036854775809"),
            "4:7: integer literal '-9223372036854775809' does not fit in i64");
  EXPECT_EQ(assignErr("i64", "99999999999999999999"),
            "4:7: integer literal is too large");
  EXPECT_EQ(assignErr("i32", "a + 0x1ffffffff"),
            "4:11: integer literal '0x1ffffffff' does not fit in i32");
}

TEST(ParserLiterals, Floats) {
  std::unique_ptr<Program> P;
  EXPECT_EQ(assignRhs(P, "f32", "1.5")->Bits, fromF32(1.5f));
  EXPECT_EQ(assignRhs(P, "f32", "-0.0")->Bits, fromF32(-0.0f));
  EXPECT_EQ(assignRhs(P, "f64", "-0.0")->Bits, fromF64(-0.0));
  EXPECT_EQ(assignRhs(P, "f32", "1.40129846e-45")->Bits, 1u);
  EXPECT_EQ(assignRhs(P, "f64", "4.9406564584124654e-324")->Bits, 1u);
  EXPECT_EQ(assignRhs(P, "f32", "inf")->Bits, fromF32(INFINITY));
  EXPECT_EQ(assignRhs(P, "f32", "-inf")->Bits, fromF32(-INFINITY));
  EXPECT_EQ(assignRhs(P, "f32", "nan")->Bits, 0x7fc00000u);
  EXPECT_EQ(assignRhs(P, "f64", "nan")->Bits, 0x7ff8000000000000u);
  EXPECT_EQ(assignRhs(P, "f64", "2.0e-3")->Bits, fromF64(2.0e-3));
  EXPECT_EQ(assignRhs(P, "f64", "1e10")->Bits, fromF64(1e10));
  // An integer spelling in a float context is that value.
  EXPECT_EQ(assignRhs(P, "f32", "3")->Bits, fromF32(3.0f));
  EXPECT_EQ(assignRhs(P, "f64", "-7")->Bits, fromF64(-7.0));
  // 0.1 as f32 is rounded once, from the decimal.
  EXPECT_EQ(assignRhs(P, "f32", "0.1")->Bits, fromF32(0.1f));
  EXPECT_EQ(assignRhs(P, "f32", "16777217")->Bits, fromF32(16777216.0f));
  EXPECT_EQ(assignErr("f32", "1e39"),
            "4:7: float literal '1e39' is out of range for f32");
  EXPECT_EQ(assignErr("i32", "1.5"),
            "4:7: float literal '1.5' cannot have type i32");
  EXPECT_EQ(assignErr("bool", "1"),
            "4:7: integer literal '1' cannot have type bool");
  EXPECT_EQ(assignErr("ptr", "0"),
            "4:7: integer literal '0' cannot have type ptr; write null");
}

TEST(ParserLiterals, CannotInfer) {
  EXPECT_EQ(assignErr("bool", "1 <s 2"),
            "4:7: cannot infer the type of literal '1'; write 1:i32");
  EXPECT_EQ(assignErr("i64", "zext.i64(5)"),
            "4:16: cannot infer the type of literal '5'; write 5:i32");
  EXPECT_EQ(assignErr("bool", "1.5 < 2.5"),
            "4:7: cannot infer the type of literal '1.5'; write 1.5:f64");
  EXPECT_EQ(assignErr("bool", "-1 == 2"),
            "4:7: cannot infer the type of literal '-1'; write -1:i32");
  EXPECT_EQ(parseErr(inProc("", "e:\n  assume 1 <s 2;\n  return;")),
            "4:10: cannot infer the type of literal '1'; write 1:i32");
}

//===----------------------------------------------------------------------===//
// Lexical details and precedence
//===----------------------------------------------------------------------===//

TEST(ParserSyntax, NegativeLiteralsAndSubtraction) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i32", "a -1");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Kind, ExprKind::Binary);
  EXPECT_EQ(E->binOp(), BinOp::Sub);
  EXPECT_EQ(E->Ops[1]->Bits, 1u);
  E = assignRhs(P, "i32", "a - -1");
  EXPECT_EQ(E->binOp(), BinOp::Sub);
  EXPECT_EQ(E->Ops[1]->Bits, 0xffffffffu);
  E = assignRhs(P, "i32", "(-1)");
  EXPECT_EQ(E->Kind, ExprKind::Const);
  EXPECT_EQ(E->Bits, 0xffffffffu);
  E = assignRhs(P, "i32", "- 1");
  EXPECT_EQ(E->Kind, ExprKind::Unary);
  E = assignRhs(P, "i32", "-a");
  EXPECT_EQ(E->Kind, ExprKind::Unary);
  E = assignRhs(P, "i32", "--1");
  EXPECT_EQ(E->Kind, ExprKind::Unary);
  EXPECT_EQ(E->Ops[0]->Bits, 0xffffffffu);
  E = assignRhs(P, "f32", "f-inf");
  EXPECT_EQ(E->binOp(), BinOp::Sub);
  E = assignRhs(P, "f32", "-inf");
  EXPECT_EQ(E->Kind, ExprKind::Const);
  auto Q = parseOk(inProc("", "e:\n  return;") +
                   "proc @g() : i32 {\ne:\n  return -1;\n}\n");
  ASSERT_TRUE(Q);
  EXPECT_EQ(Q->Procs[1].Blocks[0].Term.Value->Kind, ExprKind::Const);
}

TEST(ParserSyntax, Precedence) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i32", "a + b * i");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->binOp(), BinOp::Add);
  EXPECT_EQ(E->Ops[1]->binOp(), BinOp::Mul);
  E = assignRhs(P, "i32", "a - b - i");
  EXPECT_EQ(E->binOp(), BinOp::Sub);
  EXPECT_EQ(E->Ops[0]->binOp(), BinOp::Sub);
  E = assignRhs(P, "i32", "a << 1 + 2");
  EXPECT_EQ(E->binOp(), BinOp::Shl);
  E = assignRhs(P, "bool", "a & i == 1 | b");
  // & binds tighter than |, == tighter than &.
  EXPECT_EQ(E->binOp(), BinOp::Or);
  EXPECT_EQ(E->Ops[0]->binOp(), BinOp::And);
  EXPECT_EQ(E->Ops[0]->Ops[1]->binOp(), BinOp::Eq);
  E = assignRhs(P, "bool", "c || c && !c");
  EXPECT_EQ(E->binOp(), BinOp::LOr);
  EXPECT_EQ(E->Ops[1]->binOp(), BinOp::LAnd);
  E = assignRhs(P, "i32", "c ? a : c ? b : 3");
  EXPECT_EQ(E->Kind, ExprKind::Select);
  EXPECT_EQ(E->Ops[2]->Kind, ExprKind::Select);
  E = assignRhs(P, "i32", "-a * b");
  EXPECT_EQ(E->binOp(), BinOp::Mul);
  EXPECT_EQ(E->Ops[0]->Kind, ExprKind::Unary);
  E = assignRhs(P, "i32", "a ^ b & 3 | 4");
  EXPECT_EQ(E->binOp(), BinOp::Or);
  EXPECT_EQ(E->Ops[0]->binOp(), BinOp::Xor);
  EXPECT_EQ(E->Ops[0]->Ops[1]->binOp(), BinOp::And);
}

TEST(ParserSyntax, SuffixedOperators) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "bool", "a <s b");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->binOp(), BinOp::SLt);
  E = assignRhs(P, "bool", "a <=u b");
  EXPECT_EQ(E->binOp(), BinOp::ULe);
  E = assignRhs(P, "i32", "a >>s 1");
  EXPECT_EQ(E->binOp(), BinOp::AShr);
  E = assignRhs(P, "i32", "a %u 3");
  EXPECT_EQ(E->binOp(), BinOp::URem);
  // `< s1` is a float comparison with the variable s1.
  auto Q = parseOk(inProc("s1 : f32, t : f32, r : bool",
                          "e:\n  r = t < s1;\n  r = t <s1;\n  return;"));
  ASSERT_TRUE(Q);
  EXPECT_EQ(firstValue(*Q)->binOp(), BinOp::FLt);
  EXPECT_EQ(Q->Procs[0].Blocks[0].Stmts[1].Ops[0]->binOp(), BinOp::FLt);
}

TEST(ParserSyntax, CastsMathAndBuiltins) {
  std::unique_ptr<Program> P;
  const Expr *E = assignRhs(P, "i8", "trunc.i8(i)");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Kind, ExprKind::Cast);
  EXPECT_EQ(E->castOp(), CastOp::Trunc);
  E = assignRhs(P, "f32", "trunc(f)");
  EXPECT_EQ(E->Kind, ExprKind::MathCall);
  EXPECT_EQ(E->mathFn(), MathFn::Trunc);
  E = assignRhs(P, "f32", "fma(f, 2.0, 1)");
  EXPECT_EQ(E->Ops[2]->Ty, Type::F32);
  E = assignRhs(P, "i32", "blockIdx.x * blockDim.x + threadIdx.x");
  EXPECT_EQ(E->Ops[1]->Kind, ExprKind::Builtin);
  EXPECT_EQ(E->Ops[1]->builtin(), Builtin::ThreadIdxX);
  E = assignRhs(P, "f32", "bitcast.f32(i)");
  EXPECT_EQ(E->castOp(), CastOp::Bitcast);
  // A variable may be called like a math function when not followed by '('.
  auto Q = parseOk(inProc("sqrt : f32", "e:\n  sqrt = sqrt(sqrt);\n  return;"));
  ASSERT_TRUE(Q);
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

TEST(ParserLocations, PositionsInTheIrFile) {
  auto P = parseOk("global @g : i32;\nproc @f(a : i32) {\n  var x : i32;\n"
                   "top:\n  x = a;\n    store.na i32 @g, x;\n  return;\n}\n");
  ASSERT_TRUE(P);
  const Procedure &F = P->Procs[0];
  EXPECT_EQ(P->fileName(F.Blocks[0].Stmts[0].Loc.File), "t.ir");
  EXPECT_EQ(F.Blocks[0].Stmts[0].Loc.Line, 5u);
  EXPECT_EQ(F.Blocks[0].Stmts[0].Loc.Col, 3u);
  EXPECT_EQ(F.Blocks[0].Stmts[1].Loc.Line, 6u);
  EXPECT_EQ(F.Blocks[0].Stmts[1].Loc.Col, 5u);
  EXPECT_EQ(F.Blocks[0].Term.Loc.Line, 7u);
  // Declarations.
  EXPECT_EQ(P->Objects[0].Loc.Line, 1u);
  EXPECT_EQ(P->Objects[0].Loc.Col, 1u);
  EXPECT_EQ(F.Loc.Line, 2u);
  EXPECT_EQ(F.Loc.Col, 1u);
  EXPECT_EQ(F.Vars[0].Loc.Col, 9u);
  EXPECT_EQ(F.Vars[1].Loc.Line, 3u);
  EXPECT_EQ(F.Vars[1].Loc.Col, 7u);
  EXPECT_EQ(F.Blocks[0].Loc.Line, 4u);
  EXPECT_EQ(F.Blocks[0].Loc.Col, 1u);
}

TEST(ParserLocations, SourceDirectivesAndAnnotations) {
  auto P = parseOk(R"(source "a.cu";
proc @f(p : bool) {
  var x : i32;
e:
  x = 1 !10:3;
  p => x = 2 !11:5;
  x = 3;
  source "b.cu";
  x = 4 !7:1;
  x = 5 !0:0;
  goto n !8:2;
n:
  return !12:0;
}
proc @g() {
e:
  return !99:9;
}
launch threads {
  thread @g block 0 !5:5;
}
)");
  ASSERT_TRUE(P);
  const auto &S = P->Procs[0].Blocks[0].Stmts;
  EXPECT_EQ(P->fileName(S[0].Loc.File), "a.cu");
  EXPECT_EQ(S[0].Loc.Line, 10u);
  EXPECT_EQ(S[0].Loc.Col, 3u);
  EXPECT_EQ(S[1].Loc.Line, 11u);
  // No annotation: the position in the IR file.
  EXPECT_EQ(P->fileName(S[2].Loc.File), "t.ir");
  EXPECT_EQ(S[2].Loc.Line, 7u);
  EXPECT_EQ(S[2].Loc.Col, 3u);
  EXPECT_EQ(P->fileName(S[3].Loc.File), "b.cu");
  EXPECT_EQ(S[3].Loc.Line, 7u);
  EXPECT_FALSE(S[4].Loc.isValid());
  const Terminator &T0 = P->Procs[0].Blocks[0].Term;
  EXPECT_EQ(P->fileName(T0.Loc.File), "b.cu");
  EXPECT_EQ(T0.Loc.Line, 8u);
  const Terminator &T1 = P->Procs[0].Blocks[1].Term;
  EXPECT_EQ(T1.Loc.Line, 12u);
  EXPECT_EQ(T1.Loc.Col, 0u);
  EXPECT_EQ(T1.Value, nullptr);
  // The directive stays in force across procedures.
  EXPECT_EQ(P->fileName(P->Procs[1].Blocks[0].Term.Loc.File), "b.cu");
  EXPECT_EQ(P->fileName(P->Run.Threads[0].Loc.File), "b.cu");
}

TEST(ParserLocations, AnnotationWithoutDirectiveIsInTheIrFile) {
  auto P = parseOk("proc @f() {\ne:\n  return !3:4;\n}\n");
  ASSERT_TRUE(P);
  SourceLoc L = P->Procs[0].Blocks[0].Term.Loc;
  EXPECT_EQ(P->fileName(L.File), "t.ir");
  EXPECT_EQ(L.Line, 3u);
  EXPECT_EQ(L.Col, 4u);
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

TEST(ParserErrors, Messages) {
  struct Case {
    const char *Text;
    const char *Expected;
  } Cases[] = {
      {"proc @f() {\ne:\n  return\n}\n", "4:1: expected ';' after terminator"},
      {"proc @f(x : i32) {\ne:\n  x = 1\n  return;\n}\n",
       "4:3: expected ';' after statement"},
      {"proc @f() {\ne:\n  y = 1;\n  return;\n}\n",
       "3:3: use of undeclared variable 'y'"},
      {"proc @f(x : i32) {\ne:\n  x = x + zz;\n  return;\n}\n",
       "3:11: use of undeclared variable 'zz'"},
      {"proc @f() {\ne:\n  goto L;\n}\n", "3:8: use of undefined label 'L'"},
      {"proc @f(c : bool) {\ne:\n  br c, e, nope;\n}\n",
       "3:12: use of undefined label 'nope'"},
      {"global @g : i32;\nproc @f(x : i32) {\ne:\n  x = load.acqq.gpu i32 @g;\n"
       "  return;\n}\n",
       "4:7: unknown memory order 'acqq'"},
      {"global @g : i32;\nproc @f() {\ne:\n  store.rel.gpx i32 @g, 1;\n"
       "  return;\n}\n",
       "4:3: unknown scope 'gpx'"},
      {"global @g : i33;\n", "1:13: unknown type 'i33'"},
      {"proc @f() {\n  var x : i32;\n  var x : i64;\ne:\n  return;\n}\n",
       "3:7: redefinition of variable 'x'"},
      {"proc @f(x : i32) {\n  var x : i32;\ne:\n  return;\n}\n",
       "2:7: redefinition of variable 'x'"},
      {"proc @f() {\nL:\n  goto L;\nL:\n  return;\n}\n",
       "4:1: duplicate label 'L'"},
      {"proc @f() {\ne:\n  assert true, \"oops;\n  return;\n}\n",
       "3:16: unterminated string literal"},
      {"proc @f() {\ne:\n  # comment\n  return;\n}\n",
       "3:3: invalid character '#'"},
      {"global @g : i32;\nglobal @g : i64;\n",
       "2:8: redefinition of object '@g'"},
      {"proc @f() {\ne:\n  return;\n}\nproc @f() {\ne:\n  return;\n}\n",
       "5:6: redefinition of procedure '@f'"},
      {"proc @f() {\ne:\n  call @nope();\n  return;\n}\n",
       "3:8: use of undeclared procedure '@nope'"},
      {"proc @f(x : i32) {\ne:\n  x = load.na i32 @nope;\n  return;\n}\n",
       "3:19: use of undeclared object '@nope'"},
      {"proc @f(x : i32) {\ne:\n  x = x % 2;\n  return;\n}\n",
       "3:9: unknown operator '%'; write '%s' or '%u'"},
      {"proc @f(x : i32) {\ne:\n  x = x >> 2;\n  return;\n}\n",
       "3:9: unknown operator '>>'; write '>>s' or '>>u'"},
      {"proc @f(x : i32) {\ne:\n  x = 12abc;\n  return;\n}\n",
       "3:7: invalid numeric literal '12abc'"},
      {"proc @f(x : i32) {\ne:\n  x = 5:i33;\n  return;\n}\n",
       "3:7: unknown type 'i33'"},
      {"proc @f(x : i32) {\ne:\n  x = zext.i33(x);\n  return;\n}\n",
       "3:7: unknown type 'i33'"},
      {"proc @f(x : f32) {\ne:\n  x = pow(x);\n  return;\n}\n",
       "3:7: 'pow' takes 2 arguments, not 1"},
      {"proc @f(x : i32) {\ne:\n  x = 1;\n}\n",
       "4:1: expected 'goto', 'br' or 'return' at the end of block 'e'"},
      {"proc @f(x : i32) {\ne:\n  x = 1;\nf:\n  return;\n}\n",
       "4:1: expected 'goto', 'br' or 'return' before label 'f'"},
      {"proc @f(c : bool) {\ne:\n  c => return;\n}\n",
       "3:8: a terminator cannot be predicated"},
      {"proc @f() {\n  return;\n}\n",
       "2:3: expected a block label (like 'entry:')"},
      {"proc @f() {\ne:\n  return;\n  var x : i32;\n}\n",
       "4:3: variable declarations must come before the first block"},
      {"proc @f() {\ne:\n  return;\n", "4:1: expected '}' at the end of "
                                       "procedure '@f'"},
      {"proc @f(var : i32) {\ne:\n  return;\n}\n",
       "1:9: 'var' is a reserved word and cannot be used as a parameter name"},
      {"proc @f() {\ne:\n  return;\n}\nlaunch threads {\n  thread @f;\n}\n",
       "6:12: expected 'block' after the thread's procedure"},
      {"proc @f() {\ne:\n  return;\n}\nlaunch kernel @f grid 1 block 1 ();\n"
       "launch kernel @f grid 1 block 1 ();\n",
       "6:1: a program has at most one 'launch'"},
      {"proc @f() {\ne:\n  return;\n}\nlaunch kernel @f grid 99999999999 "
       "block 1 ();\n",
       "5:23: dimension 99999999999 is too large"},
      {"frob;\n", "1:1: expected 'proc', 'launch', 'source' or a memory object "
                  "declaration"},
      {"proc @f(x : i32) {\ne:\n  x = (x + 1;\n  return;\n}\n",
       "3:13: expected ')'"},
      {"proc @f(x : i32) {\ne:\n  x + 1;\n  return;\n}\n",
       "3:5: expected '=' or '=>' after 'x'"},
      {"global @g : i32;\nproc @f() {\ne:\n  load.na i32 @g;\n  return;\n}\n",
       "4:3: the result of a load must be assigned to a variable"},
      {"global @g : i32;\nproc @f(x : i32) {\ne:\n  x = rmw.addd.rlx.gpu i32 "
       "@g, "
       "1;\n  return;\n}\n",
       "4:7: unknown read-modify-write operation 'addd'"},
      {"global @g : i32;\nproc @f(x : i32) {\ne:\n  x = load.rlx.gpu.i32 i32 "
       "@g;\n  return;\n}\n",
       "4:7: unexpected 'i32' in 'load.rlx.gpu.i32'"},
      {"proc @f() {\ne:\n  assert true, \"a\\qb\";\n  return;\n}\n",
       "3:18: invalid escape sequence '\\q' in string literal"},
      {"global @g : i32 = 5:i64;\n",
       "1:19: initialiser of type i64 for '@g' whose elements are i32"},
      {"global @g : void;\n", "1:13: 'void' is not a value type"},
      {"proc @f() {\ne:\n  return !99999999999:1;\n}\n",
       "3:11: line number 99999999999 is too large"},
      {"proc @f() {\ne:\n  goto e\n}\n", "4:1: expected ';' after terminator"},
      {"proc @f(x : i32) {\ne:\n  x = @f;\n  return;\n}\n",
       "3:7: '@f' is a procedure, not a memory object"},
      {"source foo;\n", "1:8: expected a file name string after 'source'"},
      {"global @", "1:8: expected a name after '@'"},
  };
  for (const Case &C : Cases)
    EXPECT_EQ(parseErr(C.Text), C.Expected) << "input:\n" << C.Text;
}

TEST(ParserErrors, FirstErrorInTextOrder) {
  // The body error comes before the broken declaration further down.
  EXPECT_EQ(parseErr("proc @f(x : i32) {\ne:\n  x = 1\n  return;\n}\n"
                     "global @g : i33;\n"),
            "4:3: expected ';' after statement");
  // An undeclared name caused by a broken later header reports the header.
  EXPECT_EQ(parseErr("proc @f() {\ne:\n  call @g(1);\n  return;\n}\n"
                     "proc @g(a : i33) {\ne:\n  return;\n}\n"),
            "6:13: unknown type 'i33'");
}

// Regression (issue 17): /dev/zero given as an .ir file was read whole
// (2.1 GB, then an abort); files are read up to a bound.
TEST(ParserErrors, FileSizeBound) {
  DiagnosticEngine D;
  EXPECT_FALSE(parseFile("/dev/zero", D));
  ASSERT_EQ(D.diagnostics().size(), 1u);
  EXPECT_EQ(formatDiagnostic(D.diagnostics()[0]),
            "error: file '/dev/zero' is larger than 64 MiB: not read");
  std::string Text, Error;
  EXPECT_FALSE(readInputFile("/dev/zero", Text, Error, 1000));
  EXPECT_EQ(Error, "file '/dev/zero' is larger than 1000 bytes: not read");
  EXPECT_TRUE(Text.empty());
  EXPECT_FALSE(readInputFile("/dev/zero", Text, Error, 3 << 20));
  EXPECT_EQ(Error, "file '/dev/zero' is larger than 3 MiB: not read");
  EXPECT_TRUE(readInputFile("/dev/null", Text, Error, 0));
  EXPECT_TRUE(Text.empty());
}

TEST(ParserErrors, FileDiagnostics) {
  DiagnosticEngine D;
  EXPECT_FALSE(parseFile("/nonexistent/dir/x.ir", D));
  ASSERT_EQ(D.diagnostics().size(), 1u);
  EXPECT_EQ(formatDiagnostic(D.diagnostics()[0]),
            "error: cannot open file '/nonexistent/dir/x.ir': no such file "
            "or directory");
  DiagnosticEngine D2;
  EXPECT_FALSE(parseFile("/", D2));
  EXPECT_TRUE(D2.hasErrors());
  // The diagnostic of a parse error names the file.
  DiagnosticEngine D3;
  EXPECT_FALSE(parseProgram("proc", "dir/k.ir", D3));
  ASSERT_FALSE(D3.diagnostics().empty());
  EXPECT_EQ(formatDiagnostic(D3.diagnostics()[0]),
            "dir/k.ir:1:5: error: expected '@name' after 'proc'");
}

//===----------------------------------------------------------------------===//
// Robustness: no crash and no hang on any input
//===----------------------------------------------------------------------===//

void parseAnything(std::string_view Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "fuzz.ir", D);
  if (!P) {
    EXPECT_TRUE(D.hasErrors()) << "no diagnostic for:\n" << Text;
  }
}

TEST(ParserRobustness, EveryTruncation) {
  std::string Text = MessagePassing;
  for (size_t N = 0; N <= Text.size(); ++N)
    parseAnything(std::string_view(Text).substr(0, N));
}

TEST(ParserRobustness, RandomMutations) {
  std::string Base = std::string(MessagePassing) + R"(
proc @k(p : ptr, n : i32) : f32 {
  var i : i32;
  var f : f32;
  var c : bool;
e:
  c = i <s n && !(i == 3) || threadIdx.x >u 2;
  c => f = fma(f, 1.5, -0.0) + sqrt(sitofp.f32(i));
  i = cas.acq_rel.rlx.gpu i32 p[i + 1], 0, -1 !3:4;
  br c ? true : false, e, x;
x:
  return f;
}
)";
  const char Alphabet[] = "@:;,.()[]{}=!<>-+*/%&|^~?\"0123456789xabcdefg \n";
  std::mt19937 Rng(12345);
  for (int Iter = 0; Iter < 3000; ++Iter) {
    std::string T = Base;
    int Edits = 1 + Rng() % 4;
    for (int E = 0; E < Edits; ++E) {
      size_t Pos = Rng() % (T.size() + 1);
      switch (Rng() % 3) {
      case 0:
        if (Pos < T.size())
          T.erase(Pos, 1 + Rng() % 8);
        break;
      case 1:
        T.insert(Pos, 1, Alphabet[Rng() % (sizeof Alphabet - 1)]);
        break;
      default:
        if (Pos < T.size())
          T[Pos] = char(Rng() % 256);
        break;
      }
    }
    parseAnything(T);
  }
}

TEST(ParserRobustness, DeepNesting) {
  std::string Open(100000, '(');
  EXPECT_NE(parseErr(inProc("x : i32", "e:\n  x = " + Open + "x;\n  return;"))
                .find("expression is too deeply nested"),
            std::string::npos);
  std::string Minus(100000, '~');
  EXPECT_NE(parseErr(inProc("x : i32", "e:\n  x = " + Minus + "x;\n  return;"))
                .find("expression is too deeply nested"),
            std::string::npos);
  std::string Chain = "x";
  for (int I = 0; I < 50000; ++I)
    Chain += " + x";
  EXPECT_NE(parseErr(inProc("x : i32", "e:\n  x = " + Chain + ";\n  return;"))
                .find("expression is too deeply nested"),
            std::string::npos);
  std::string Sel = "x";
  for (int I = 0; I < 50000; ++I)
    Sel = "true ? x : " + Sel;
  parseAnything(inProc("x : i32", "e:\n  x = " + Sel + ";\n  return;"));
  // Moderately deep expressions are fine.
  std::string Ok = "x";
  for (int I = 0; I < 200; ++I)
    Ok = "(" + Ok + " + 1)";
  EXPECT_TRUE(parseOk(inProc("x : i32", "e:\n  x = " + Ok + ";\n  return;")));
}

TEST(ParserRobustness, OddBytes) {
  const char WithNul[] = "proc @f() {\ne:\n  return;\n}\n\0\xff";
  parseAnything(std::string(WithNul, sizeof WithNul - 1));
  parseAnything("\"");
  parseAnything("\"\\");
  parseAnything("global @a : i32 = {");
  parseAnything("global @a : i32[");
  parseAnything("launch threads {");
  parseAnything("launch kernel");
  parseAnything("proc @f(");
  parseAnything("proc @f() { e: x = ");
  parseAnything("-");
  parseAnything("0x");
  parseAnything("1e");
  parseAnything("!");
  parseAnything("@");
}

} // namespace
