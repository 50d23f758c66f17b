//===- tests/unit/ir/PrinterTest.cpp - Printer of the textual IR ----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The printer's canonical layout, `source` directives and `!line:col`
/// annotations, minimal parentheses, literal spellings and suffixes, on
/// programs built through the C++ API and on parsed text.
///
//===----------------------------------------------------------------------===//

#include "ir/Printer.h"

#include "IrPrograms.h"
#include "ir/Parser.h"
#include "ir/Value.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace scopecheck::ir;
using scopecheck::ir::programs::MessagePassing;

namespace {

std::unique_ptr<Program> parse(std::string_view Text) {
  DiagnosticEngine D;
  std::unique_ptr<Program> P = parseProgram(Text, "t.ir", D);
  std::string Msgs;
  for (const Diagnostic &X : D.diagnostics())
    Msgs += formatDiagnostic(X) + "\n";
  EXPECT_TRUE(P) << Msgs;
  return P;
}

std::string printNoLocs(const Program &P) {
  PrintOptions O;
  O.Locations = false;
  return printProgram(P, O);
}

/// A program with one procedure @f whose variables are a, b, c : i32,
/// l : i64, p : ptr, q : bool, x : f32, y : f64 (VarIds 0..7), for
/// printing expressions.
struct ExprFixture {
  Program P;
  Procedure *F;
  ExprFixture() {
    P.Objects.push_back({"A", {}, MemSpace::Global, Type::I32, 8, {}});
    P.Procs.emplace_back();
    F = &P.Procs.back();
    F->Name = "f";
    const std::pair<const char *, Type> Vars[] = {
        {"a", Type::I32}, {"b", Type::I32}, {"c", Type::I32},
        {"l", Type::I64}, {"p", Type::Ptr}, {"q", Type::Bool},
        {"x", Type::F32}, {"y", Type::F64}};
    for (auto [N, T] : Vars)
      F->Vars.push_back({N, T, {}});
  }
  const Expr *v(VarId V) { return P.varRef(*F, V); }
  const Expr *i32(int64_t V) { return P.intConst(Type::I32, uint64_t(V)); }
  const Expr *bin(BinOp Op, const Expr *A, const Expr *B) {
    Type Ty = isComparison(Op) || Op == BinOp::LAnd || Op == BinOp::LOr
                  ? Type::Bool
                  : A->Ty;
    return P.binary(Op, Ty, A, B);
  }
  std::string str(const Expr *E) { return printExpr(P, *F, E); }
};

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

TEST(Printer, CanonicalLayoutWithoutLocations) {
  auto P = parse(MessagePassing);
  ASSERT_TRUE(P);
  // The docs example minus its comment.
  EXPECT_EQ(printNoLocs(*P), std::string(MessagePassing).substr(6));
}

TEST(Printer, LocationsAndSourceDirectives) {
  auto P = parse(MessagePassing);
  ASSERT_TRUE(P);
  EXPECT_EQ(printProgram(*P), R"(global @data : i32;
global @flag : i32;

source "t.ir";
proc @writer() {
entry:
  store.na i32 @data, 42 !7:3;
  store.rel.gpu i32 @flag, 1 !8:3;
  return !9:3;
}

proc @reader() {
  var f : i32;
  var d : i32;
entry:
  f = load.acq.gpu i32 @flag !16:3;
  br f == 1, seen, done !17:3;
seen:
  d = load.na i32 @data !19:3;
  assert d == 42, "stale data" !20:3;
  goto done !21:3;
done:
  return !23:3;
}

launch threads {
  thread @writer block 0;
  thread @reader block 1;
}
)");
}

TEST(Printer, DirectivesFollowFileChanges) {
  Program P;
  FileId A = P.addFile("a.cu"), B = P.addFile("b.cu");
  P.Procs.emplace_back();
  Procedure &F = P.Procs.back();
  F.Name = "f";
  F.Vars.push_back({"x", Type::I32, {}});
  Block &E = F.Blocks.emplace_back();
  E.Label = "entry";
  E.Stmts.push_back(Stmt::makeHavoc({}, 0));
  E.Stmts.push_back(Stmt::makeHavoc({A, 3, 1}, 0));
  E.Stmts.push_back(Stmt::makeHavoc({B, 4, 2}, 0));
  E.Stmts.push_back(Stmt::makeHavoc({B, 5, 0}, 0));
  E.Term.Kind = TermKind::Goto;
  E.Term.Loc = {A, 9, 9};
  Block &N = F.Blocks.emplace_back();
  N.Label = "next";
  N.Term.Kind = TermKind::Return;
  N.Term.Loc = {A, 10, 1};
  P.Procs.emplace_back();
  P.Procs.back().Name = "g";
  Block &G = P.Procs.back().Blocks.emplace_back();
  G.Label = "e";
  G.Term.Loc = {B, 1, 1};
  EXPECT_EQ(printProgram(P), R"(source "a.cu";
proc @f() {
  var x : i32;
entry:
  havoc x !0:0;
  havoc x !3:1;
  source "b.cu";
  havoc x !4:2;
  havoc x !5:0;
  source "a.cu";
  goto entry !9:9;
next:
  return !10:1;
}

source "b.cu";
proc @g() {
e:
  return !1:1;
}
)");
}

TEST(Printer, ObjectsAndLaunches) {
  auto P = parse(R"(
global @a : i32[4] = {1, -1, 0x10};
shared @s : f32[*];
local @t : i8[2] = 255;
global @b : bool = true;
global @p : ptr[3] = {null, null};
global @d : f64[2] = {-0.0, 2};
proc @k(q : ptr, n : i64, z : f32) {
e:
  return;
}
launch kernel @k grid [2, 3] block 64 (@a, -5, 1.5);
)");
  ASSERT_TRUE(P);
  EXPECT_EQ(printNoLocs(*P), R"(global @a : i32[4] = {1, -1, 16};
shared @s : f32[*];
local @t : i8[2] = -1;
global @b : bool = true;
global @p : ptr[3] = {null, null};
global @d : f64[2] = {-0.0, 2.0};

proc @k(q : ptr, n : i64, z : f32) {
e:
  return;
}

launch kernel @k grid [2,3,1] block [64,1,1] (@a, -5, 1.5);
)");
  auto Q = parse(R"(
proc @t(a : i32, b : i8) { e: return; }
proc @u() { e: return; }
launch threads { thread @t(1, -2) block 0; thread @u() block 3; }
)");
  ASSERT_TRUE(Q);
  EXPECT_EQ(printNoLocs(*Q), R"(proc @t(a : i32, b : i8) {
e:
  return;
}

proc @u() {
e:
  return;
}

launch threads {
  thread @t(1, -2) block 0;
  thread @u block 3;
}
)");
}

TEST(Printer, Statements) {
  auto P = parse(R"(global @A : i32[8];
proc @f(v : i32, p : ptr, c : bool) : i32 {
  var w : i64;
e:
  havoc v;
  assume v <s 10;
  assert c, "quote \" backslash \\ newline \n end";
  v = rmw.add.acq_rel.gpu i32 @A[v], 1;
  rmw.exch.rlx.cta i32 p, 3;
  v = cas.acq_rel.gpu i32 @A, 0, 1;
  cas.acq_rel.rlx.gpu i32 @A, 0, 1;
  cas.rel.gpu i32 @A, 0, 1;
  cas.rel.acq.gpu i32 @A, 0, 1;
  fence.sc.sys;
  barrier.cta;
  c => barrier.gpu;
  !c => v = v + 1;
  (v == 1) => store.rlx.sys i32 p[2], v;
  (c && true) => w = load.na i64 (p + 1)[w];
  v = call @f(v, null, false);
  call @f(1, @A, c);
  br c, e, x;
x:
  return v * 2;
}
)");
  ASSERT_TRUE(P);
  EXPECT_EQ(printNoLocs(*P), R"(global @A : i32[8];

proc @f(v : i32, p : ptr, c : bool) : i32 {
  var w : i64;
e:
  havoc v;
  assume v <s 10;
  assert c, "quote \" backslash \\ newline \n end";
  v = rmw.add.acq_rel.gpu i32 @A[v], 1;
  rmw.exch.rlx.cta i32 p, 3;
  v = cas.acq_rel.gpu i32 @A, 0, 1;
  cas.acq_rel.rlx.gpu i32 @A, 0, 1;
  cas.rel.gpu i32 @A, 0, 1;
  cas.rel.acq.gpu i32 @A, 0, 1;
  fence.sc.sys;
  barrier.cta;
  c => barrier.gpu;
  !c => v = v + 1;
  (v == 1) => store.rlx.sys i32 p[2], v;
  (c && true) => w = load.na i64 (p + 1)[w];
  v = call @f(v, null, false);
  call @f(1, @A, c);
  br c, e, x;
x:
  return v * 2;
}
)");
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

TEST(PrinterExpr, MinimalParentheses) {
  ExprFixture X;
  const Expr *A = X.v(0), *B = X.v(1), *C = X.v(2);
  EXPECT_EQ(X.str(X.bin(BinOp::Sub, X.bin(BinOp::Sub, A, B), C)), "a - b - c");
  EXPECT_EQ(X.str(X.bin(BinOp::Sub, A, X.bin(BinOp::Sub, B, C))),
            "a - (b - c)");
  EXPECT_EQ(X.str(X.bin(BinOp::Mul, X.bin(BinOp::Add, A, B), C)),
            "(a + b) * c");
  EXPECT_EQ(X.str(X.bin(BinOp::Add, A, X.bin(BinOp::Mul, B, C))), "a + b * c");
  EXPECT_EQ(X.str(X.bin(BinOp::Shl, A, X.bin(BinOp::Add, B, C))), "a << b + c");
  EXPECT_EQ(X.str(X.bin(BinOp::Add, X.bin(BinOp::Shl, A, B), C)),
            "(a << b) + c");
  const Expr *Q = X.v(5);
  EXPECT_EQ(X.str(X.bin(BinOp::LOr, X.bin(BinOp::LAnd, Q, Q), Q)),
            "q && q || q");
  EXPECT_EQ(X.str(X.bin(BinOp::LAnd, X.bin(BinOp::LOr, Q, Q), Q)),
            "(q || q) && q");
  EXPECT_EQ(X.str(X.bin(BinOp::Eq, X.bin(BinOp::SLt, A, B), Q)), "a <s b == q");
  EXPECT_EQ(X.str(X.bin(BinOp::SLt, A, X.bin(BinOp::And, B, C))),
            "a <s (b & c)");
  EXPECT_EQ(X.str(X.P.unary(UnOp::Neg, Type::I32, X.bin(BinOp::Add, A, B))),
            "-(a + b)");
  EXPECT_EQ(X.str(X.P.unary(UnOp::Neg, Type::I32, A)), "-a");
  EXPECT_EQ(X.str(X.P.unary(UnOp::Neg, Type::I32,
                            X.P.unary(UnOp::Neg, Type::I32, A))),
            "--a");
  EXPECT_EQ(X.str(X.bin(BinOp::Mul, X.P.unary(UnOp::BitNot, Type::I32, A), B)),
            "~a * b");
  EXPECT_EQ(X.str(X.P.unary(UnOp::Not, Type::Bool,
                            X.P.unary(UnOp::Not, Type::Bool, Q))),
            "!!q");
}

TEST(PrinterExpr, NegationOfLiterals) {
  ExprFixture X;
  const Expr *A = X.v(0);
  // Never `-1`, which reads back as a negative literal.
  EXPECT_EQ(
      X.str(X.bin(BinOp::Add, A, X.P.unary(UnOp::Neg, Type::I32, X.i32(1)))),
      "a + -(1)");
  EXPECT_EQ(
      X.str(X.bin(BinOp::Add, A, X.P.unary(UnOp::Neg, Type::I32, X.i32(-1)))),
      "a + -(-1)");
  EXPECT_EQ(X.str(X.bin(BinOp::Sub, A, X.i32(-1))), "a - -1");
  const Expr *Inf = X.P.f32Const(INFINITY);
  EXPECT_EQ(
      X.str(X.bin(BinOp::Add, X.v(6), X.P.unary(UnOp::Neg, Type::F32, Inf))),
      "x + -(inf)");
}

TEST(PrinterExpr, Selects) {
  ExprFixture X;
  const Expr *A = X.v(0), *B = X.v(1), *Q = X.v(5);
  const Expr *S = X.P.select(Q, A, B);
  EXPECT_EQ(X.str(S), "q ? a : b");
  EXPECT_EQ(X.str(X.bin(BinOp::Add, S, A)), "(q ? a : b) + a");
  EXPECT_EQ(X.str(X.P.select(Q, S, S)), "q ? (q ? a : b) : (q ? a : b)");
  EXPECT_EQ(X.str(X.P.select(X.P.select(Q, Q, Q), A, B)),
            "(q ? q : q) ? a : b");
  EXPECT_EQ(X.str(X.P.select(X.bin(BinOp::LOr, Q, Q), A, B)), "q || q ? a : b");
}

TEST(PrinterExpr, LiteralSuffixes) {
  ExprFixture X;
  const Expr *A = X.v(0);
  EXPECT_EQ(X.str(X.bin(BinOp::Add, A, X.i32(1))), "a + 1");
  EXPECT_EQ(X.str(X.bin(BinOp::Add, X.i32(1), A)), "1 + a");
  // Without context the leftmost literal carries the type.
  EXPECT_EQ(X.str(X.bin(BinOp::Add, X.i32(1), X.i32(2))), "1:i32 + 2");
  EXPECT_EQ(X.str(X.bin(BinOp::SLt, X.i32(1), X.i32(2))), "1:i32 <s 2");
  EXPECT_EQ(X.str(X.P.cast(CastOp::ZExt, Type::I64, X.i32(5))),
            "zext.i64(5:i32)");
  EXPECT_EQ(X.str(X.P.cast(CastOp::ZExt, Type::I64, A)), "zext.i64(a)");
  // Literals of another type than their context need a suffix.
  EXPECT_EQ(X.str(X.bin(BinOp::Eq, A, X.P.intConst(Type::I8, 3))), "a == 3:i8");
  // A pointer offset is an i64 without suffix.
  const Expr *Pp = X.v(4);
  EXPECT_EQ(X.str(X.bin(BinOp::Add, Pp, X.P.intConst(Type::I64, 4))), "p + 4");
  EXPECT_EQ(X.str(X.bin(BinOp::Add, Pp, X.i32(4))), "p + 4:i32");
  EXPECT_EQ(
      X.str(X.P.mathCall(MathFn::Fmax, Type::F32, X.P.f32Const(1.5f), X.v(6))),
      "fmax(1.5, x)");
  EXPECT_EQ(X.str(X.P.mathCall(MathFn::Sqrt, Type::F64, X.P.f64Const(2.0))),
            "sqrt(2.0:f64)");
  EXPECT_EQ(X.str(X.P.select(X.v(5), X.P.f32Const(1.0f), X.P.f32Const(2.0f))),
            "q ? 1.0:f32 : 2.0");
  EXPECT_EQ(X.str(X.P.nullPtr()), "null");
  EXPECT_EQ(X.str(X.P.boolConst(true)), "true");
  EXPECT_EQ(X.str(X.P.builtin(Builtin::BlockDimZ)), "blockDim.z");
  EXPECT_EQ(X.str(X.P.objAddr(1)), "@A");
}

TEST(PrinterExpr, IntegerSpellings) {
  ExprFixture X;
  auto Lit = [&](Type T, uint64_t V) { return X.str(X.P.intConst(T, V)); };
  EXPECT_EQ(Lit(Type::I32, 0xffffffff), "-1:i32");
  EXPECT_EQ(Lit(Type::I8, 0x80), "-128:i8");
  EXPECT_EQ(Lit(Type::I8, 0x7f), "127:i8");
  EXPECT_EQ(Lit(Type::I16, 0x8000), "-32768:i16");
  EXPECT_EQ(Lit(Type::I64, uint64_t(1) << 63), "-9223372036854775808:i64");
  EXPECT_EQ(Lit(Type::I64, ~(uint64_t(1) << 63)), "9223372036854775807:i64");
}

TEST(PrinterExpr, FloatSpellings) {
  ExprFixture X;
  auto F32 = [&](float V) { return X.str(X.P.f32Const(V)); };
  auto F64 = [&](double V) { return X.str(X.P.f64Const(V)); };
  EXPECT_EQ(F32(1.0f), "1.0:f32");
  EXPECT_EQ(F32(-0.0f), "-0.0:f32");
  EXPECT_EQ(F32(0.1f), "0.100000001:f32");
  EXPECT_EQ(F32(1e-45f), "1.40129846e-45:f32");
  EXPECT_EQ(F32(3e38f), "3.00000001e+38:f32");
  EXPECT_EQ(F32(INFINITY), "inf:f32");
  EXPECT_EQ(F32(-INFINITY), "-inf:f32");
  EXPECT_EQ(F32(NAN), "nan:f32");
  EXPECT_EQ(F64(0.1), "0.10000000000000001:f64");
  EXPECT_EQ(F64(-0.0), "-0.0:f64");
  EXPECT_EQ(F64(1e100), "1e+100:f64");
  EXPECT_EQ(F64(std::numeric_limits<double>::denorm_min()),
            "4.9406564584124654e-324:f64");
  EXPECT_EQ(F64(123456789.0), "123456789.0:f64");
}

} // namespace
