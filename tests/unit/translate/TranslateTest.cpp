//===- tests/unit/translate/TranslateTest.cpp - CUDA front-end tests ------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Translates small kernels given as strings and checks the IR, mostly
/// through a compact rendering of the memory events (kind, order, scope,
/// access type, object), once through the printer. Every program the
/// front-end returns must pass the IR verifier. Also checks the diagnostics
/// for unsupported constructs, missing launch values and Clang's own errors.
///
//===----------------------------------------------------------------------===//

#include "translate/Translate.h"

#include "ir/Diagnostic.h"
#include "ir/IR.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

using namespace scopecheck;
using namespace scopecheck::translate;

namespace {

struct Result {
  std::unique_ptr<ir::Program> Prog;
  std::string Diags;
};

Result translate(const std::string &Code, TranslateOptions Opts = {}) {
  if (Opts.Block.count() == 1)
    Opts.Block = {4, 1, 1};
  ir::DiagnosticEngine Diags;
  Result R;
  R.Prog = translateSource(Code, "test.cu", Opts, Diags);
  std::ostringstream OS;
  Diags.print(OS);
  R.Diags = OS.str();
  if (R.Prog) {
    ir::DiagnosticEngine VerifierDiags;
    std::ostringstream VOS;
    bool Ok = ir::verifyProgram(*R.Prog, VerifierDiags);
    VerifierDiags.print(VOS);
    EXPECT_TRUE(Ok) << "the translation does not verify:\n"
                    << VOS.str() << ir::printProgram(*R.Prog);
  }
  return R;
}

/// One line per memory event of the kernel, in block order:
/// `load.na.i32 @a`, `rmw.add.rlx.cta.i32 @a`, `fence.sc.gpu`,
/// `barrier.cta`, `assert`. The object is named when the address is based
/// on an object or a kernel parameter, not on a local pointer variable.
std::string events(const ir::Program &P) {
  std::string S;
  const ir::Procedure &K = P.Procs[P.Run.Kernel];
  for (const ir::Block &B : K.Blocks)
    for (const ir::Stmt &St : B.Stmts) {
      if (!ir::isMemoryEvent(St.Kind) && St.Kind != ir::StmtKind::Assert)
        continue;
      S += std::string(ir::stmtKindName(St.Kind));
      if (St.Kind == ir::StmtKind::Rmw)
        S += "." + std::string(ir::rmwOpName(St.Rmw));
      if (St.Kind != ir::StmtKind::Barrier && St.Kind != ir::StmtKind::Assert)
        S += "." + std::string(ir::orderName(St.Order));
      if (St.Sc != ir::Scope::None)
        S += "." + std::string(ir::scopeName(St.Sc));
      if (St.Volatile)
        S += ".volatile";
      if (ir::isAccess(St.Kind)) {
        S += "." + std::string(ir::typeName(St.AccessTy));
        const ir::Expr *A = St.Addr;
        while (A->Kind == ir::ExprKind::Binary)
          A = A->Ops[0];
        // A kernel pointer parameter stands for its launch argument.
        if (A->Kind == ir::ExprKind::VarRef && A->Index < K.NumParams)
          A = P.Run.Args[A->Index];
        if (A->Kind == ir::ExprKind::ObjAddr)
          S += " @" + P.object(A->Index).Name;
      }
      S += "\n";
    }
  return S;
}

bool hasCast(const ir::Expr *E, ir::CastOp Op) {
  if (!E)
    return false;
  if (E->Kind == ir::ExprKind::Cast && E->castOp() == Op)
    return true;
  for (const ir::Expr *O : E->Ops)
    if (hasCast(O, Op))
      return true;
  return false;
}

bool hasBinOp(const ir::Expr *E, ir::BinOp Op) {
  if (!E)
    return false;
  if ((E->Kind == ir::ExprKind::Binary) && E->binOp() == Op)
    return true;
  for (const ir::Expr *O : E->Ops)
    if (hasBinOp(O, Op))
      return true;
  return false;
}

/// Whether some statement or terminator of the kernel uses \p Op.
bool usesBinOp(const ir::Program &P, ir::BinOp Op) {
  for (const ir::Block &B : P.Procs[P.Run.Kernel].Blocks) {
    for (const ir::Stmt &St : B.Stmts)
      if (hasBinOp(St.Ops[0], Op) || hasBinOp(St.Ops[1], Op) ||
          hasBinOp(St.Addr, Op))
        return true;
    if (hasBinOp(B.Term.Cond, Op))
      return true;
  }
  return false;
}

bool usesCast(const ir::Program &P, ir::CastOp Op) {
  for (const ir::Block &B : P.Procs[P.Run.Kernel].Blocks)
    for (const ir::Stmt &St : B.Stmts)
      if (hasCast(St.Ops[0], Op) || hasCast(St.Ops[1], Op) ||
          hasCast(St.Addr, Op))
        return true;
  return false;
}

TEST(Translate, SharedArrayBarrierAndGlobalBuffer) {
  Result R = translate(R"(
#include <cuda_runtime.h>
__global__ void k(int *out) {
  __shared__ int s[8];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[(threadIdx.x + 1) % 4];
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(R.Diags, "");
  const ir::Program &P = *R.Prog;
  ASSERT_EQ(P.Objects.size(), 2u);
  EXPECT_EQ(P.Objects[0].Name, "out");
  EXPECT_EQ(P.Objects[0].Space, ir::MemSpace::Global);
  EXPECT_FALSE(P.Objects[0].hasKnownSize());
  EXPECT_EQ(P.Objects[1].Name, "s");
  EXPECT_EQ(P.Objects[1].Space, ir::MemSpace::Shared);
  EXPECT_EQ(P.Objects[1].Size, 8u);
  EXPECT_EQ(events(P), "store.na.i32 @s\n"
                       "barrier.cta\n"
                       "load.na.i32 @s\n"
                       "store.na.i32 @out\n");
  EXPECT_EQ(P.Run.K, ir::Launch::Kind::Kernel);
  EXPECT_EQ(P.Run.BlockDim.X, 4u);
  ASSERT_EQ(P.Run.Args.size(), 1u);
  EXPECT_EQ(P.Run.Args[0]->Kind, ir::ExprKind::ObjAddr);
  // unsigned arithmetic: the remainder is unsigned.
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::URem));
}

TEST(Translate, StatementsCarrySourceLocations) {
  Result R = translate("__global__ void k(int *a) {\n"
                       "  a[threadIdx.x] = 1;\n"
                       "}\n");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  const ir::Stmt &St = P.Procs[0].Blocks[0].Stmts.at(0);
  EXPECT_EQ(St.Kind, ir::StmtKind::Store);
  EXPECT_EQ(P.fileName(St.Loc.File), "test.cu");
  EXPECT_EQ(St.Loc.Line, 2u);
  EXPECT_EQ(St.Loc.Col, 3u);
}

TEST(Translate, LegacyAtomicsAndFences) {
  Result R = translate(R"(
__global__ void k(int *a, unsigned *u, float *f) {
  atomicAdd(&a[0], 1);
  atomicAdd_block(a, 1);
  atomicAdd_system(a + 1, 1);
  int old = atomicCAS(&a[2], 0, 1);
  atomicMin(a, old);
  atomicMin(u, 3u);
  atomicInc(u, 10u);
  atomicExch_block(a, 5);
  atomicAdd(f, 1.0f);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(events(*R.Prog), "rmw.add.rlx.gpu.i32 @a\n"
                             "rmw.add.rlx.cta.i32 @a\n"
                             "rmw.add.rlx.sys.i32 @a\n"
                             "cas.rlx.gpu.i32 @a\n"
                             "rmw.smin.rlx.gpu.i32 @a\n"
                             "rmw.umin.rlx.gpu.i32 @u\n"
                             "rmw.inc.rlx.gpu.i32 @u\n"
                             "rmw.exch.rlx.cta.i32 @a\n"
                             "rmw.fadd.rlx.gpu.f32 @f\n"
                             "fence.sc.cta\n"
                             "fence.sc.gpu\n"
                             "fence.sc.sys\n");
  // Results that are not used get no temporary.
  EXPECT_EQ(R.Prog->Procs[0].Blocks[0].Stmts[0].Dest, ir::Stmt::NoVar);
}

TEST(Translate, ControlFlowAndAssert) {
  Result R = translate(R"(
#include <assert.h>
__global__ void k(int *a, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    if (i == 3)
      continue;
    if (sum > 100)
      break;
    sum += a[i];
  }
  int j = 0;
  while (j < 4) j++;
  do { j--; } while (j > 0);
  if (threadIdx.x == 0)
    return;
  assert(sum >= 0);
}
)",
                       [] {
                         TranslateOptions O;
                         O.Args["n"] = "8";
                         return O;
                       }());
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  EXPECT_EQ(events(P), "load.na.i32 @a\nassert\n");
  EXPECT_GT(P.Procs[0].Blocks.size(), 8u);
  std::set<std::string> Labels;
  for (const ir::Block &B : P.Procs[0].Blocks)
    EXPECT_TRUE(Labels.insert(B.Label).second) << "duplicate " << B.Label;
  // n is signed: the loop condition compares signed.
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::SLt));
  ASSERT_EQ(P.Run.Args.size(), 2u);
  EXPECT_EQ(P.Run.Args[1]->Kind, ir::ExprKind::Const);
  EXPECT_EQ(P.Run.Args[1]->Bits, 8u);
  for (const ir::Block &B : P.Procs[0].Blocks)
    for (const ir::Stmt &St : B.Stmts) {
      if (St.Kind == ir::StmtKind::Assert) {
        EXPECT_EQ(St.Message, "sum >= 0");
      }
    }
}

TEST(Translate, WidthAndSignedness) {
  Result R = translate(R"(
__global__ void k(long long *o, unsigned char c, short s, int i) {
  o[0] = i;            // sext i32 -> i64
  o[1] = (unsigned)i;  // zext
  o[2] = c + s;        // both promoted to int: zext and sext
  o[3] = i >> 2;       // arithmetic shift
  o[4] = (unsigned)i >> 2;
  o[5] = i / 3;
}
)",
                       [] {
                         TranslateOptions O;
                         O.ArgsDefault = "1";
                         return O;
                       }());
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  EXPECT_TRUE(usesCast(P, ir::CastOp::SExt));
  EXPECT_TRUE(usesCast(P, ir::CastOp::ZExt));
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::AShr));
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::LShr));
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::SDiv));
  EXPECT_EQ(P.Procs[0].Vars[1].Ty, ir::Type::I8);
  EXPECT_EQ(P.Procs[0].Vars[2].Ty, ir::Type::I16);
}

TEST(Translate, ShortCircuitKeepsSkippedLoadsConditional) {
  Result R = translate(R"(
__global__ void k(int *a, int n) {
  int i = threadIdx.x;
  if (i < n && a[i] > 0)
    a[i] = 0;
  bool pure = i < n && i > 1;
  if (pure) a[0] = 1;
}
)",
                       [] {
                         TranslateOptions O;
                         O.Args["n"] = "2";
                         return O;
                       }());
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  // The load of a[i] is not in the entry block: it only happens when
  // i < n holds.
  for (const ir::Stmt &St : P.Procs[0].Blocks[0].Stmts)
    EXPECT_NE(St.Kind, ir::StmtKind::Load);
  bool FoundRhs = false;
  for (const ir::Block &B : P.Procs[0].Blocks)
    if (B.Label.rfind("and.rhs", 0) == 0) {
      FoundRhs = true;
      ASSERT_FALSE(B.Stmts.empty());
      EXPECT_EQ(B.Stmts[0].Kind, ir::StmtKind::Load);
    }
  EXPECT_TRUE(FoundRhs);
  // The pure one is the IR's own &&.
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::LAnd));
}

TEST(Translate, Switch) {
  Result R = translate(R"(
__global__ void k(int *a) {
  for (int i = 0; i < 4; ++i) {
    switch (a[i]) {
    case 0:
      a[i] = 10;
      break;
    case 1:
    case 2:
      a[i] = 20;   // 1 falls through to 2
    case 3 ... 5:
      continue;
    default:
      a[i] = -1;
    }
    a[i] += 1;
  }
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  // The condition is loaded once; one test per case label. (Events are
  // listed in block order: sw.end, with `a[i] += 1`, comes before the
  // case blocks.)
  EXPECT_EQ(events(P), "load.na.i32 @a\n"
                       "load.na.i32 @a\n"
                       "store.na.i32 @a\n"
                       "store.na.i32 @a\n"
                       "store.na.i32 @a\n"
                       "store.na.i32 @a\n");
  unsigned Tests = 0;
  for (const ir::Block &B : P.Procs[0].Blocks)
    if (B.Term.Kind == ir::TermKind::Branch && B.Term.Loc.Line >= 5 &&
        B.Term.Loc.Line <= 12)
      ++Tests;
  EXPECT_EQ(Tests, 4u);
  EXPECT_TRUE(usesBinOp(P, ir::BinOp::SGe));
}

TEST(Translate, ConditionalReadsOnlyTheChosenArm) {
  Result R = translate(R"(
__global__ void k(int *p) {
  int x = threadIdx.x, y = 2;
  p[0] = p[1] > 0 ? (p[2] > 0 ? p[3] : p[4]) : 7;
  p[5] = x > 1 ? x : y;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  // p[3] and p[4] are each loaded in their own arm's block.
  unsigned ArmLoads = 0;
  for (const ir::Block &B : P.Procs[0].Blocks)
    if (B.Label.rfind("cond.", 0) == 0)
      for (const ir::Stmt &St : B.Stmts)
        ArmLoads += St.Kind == ir::StmtKind::Load;
  EXPECT_EQ(ArmLoads, 3u); // p[2] (outer true arm), p[3], p[4]
  // Pure arms are a select.
  bool Select = false;
  for (const ir::Block &B : P.Procs[0].Blocks)
    for (const ir::Stmt &St : B.Stmts)
      if (St.Kind == ir::StmtKind::Store &&
          St.Ops[0]->Kind == ir::ExprKind::Select)
        Select = true;
  EXPECT_TRUE(Select);
}

TEST(Translate, PlainStructuresLiveInVariables) {
  Result R = translate(R"(
struct Pair { int a; float b; };
struct Outer { Pair p; int c; };
__device__ Pair mk(int a, float b) { Pair r; r.a = a; r.b = b; return r; }
__device__ float sum(Pair p) { return p.a + p.b; }
__global__ void k(float *out) {
  float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  v.y += out[0];
  int2 w = {3, 4};
  Outer o = {{1, 2.0f}, 3};
  o.p = mk(w.x, v.y);
  Pair q;
  q = o.p;
  out[threadIdx.x] = v.x + v.y + w.y + sum(q) + o.c;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Procedure &K = R.Prog->Procs[0];
  std::set<std::string> Names;
  for (const ir::Variable &V : K.Vars)
    Names.insert(V.Name);
  for (const char *N : {"v.x", "v.w", "w.y", "o.p.a", "o.p.b", "o.c", "q.b"})
    EXPECT_TRUE(Names.count(N)) << N;
  EXPECT_EQ(events(*R.Prog), "load.na.f32 @out\nstore.na.f32 @out\n");
}

TEST(Translate, ForwardAndBackwardGoto) {
  Result R = translate(R"(
__global__ void k(int *a) {
  int i = 0;
again:
  if (a[i] == 0)
    goto done;
  a[i] = 0;
  if (++i < 4)
    goto again;
done:
  a[4] = i;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  unsigned Labels = 0;
  for (const ir::Block &B : R.Prog->Procs[0].Blocks)
    Labels += B.Label.rfind("label.", 0) == 0;
  EXPECT_EQ(Labels, 2u);
  // A jump into a loop: the verifier rejects the irreducible CFG.
  R = translate(R"(
__global__ void k(int *a) {
  int i = 0;
  if (a[0]) goto inside;
  for (; i < 4; i++) {
  inside:
    a[i] = 1;
  }
}
)");
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("test.cu:"), std::string::npos) << R.Diags;
  EXPECT_NE(R.Diags.find("reducible"), std::string::npos) << R.Diags;
}

TEST(Translate, AddressTakenLocalsLiveInLocalMemory) {
  Result R = translate(R"(
__device__ void put(int *out, int v) { *out = v; }
__global__ void k(int *a) {
  int x = 0;
  put(&x, 5);
  a[threadIdx.x] = x;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  ir::ObjectId X = R.Prog->findObject("x");
  ASSERT_NE(X, 0u);
  EXPECT_EQ(R.Prog->object(X).Space, ir::MemSpace::Local);
  EXPECT_EQ(events(*R.Prog), "store.na.i32 @x\n"
                             "store.na.i32\n"
                             "load.na.i32 @x\n"
                             "store.na.i32 @a\n");
}

TEST(Translate, References) {
  Result R = translate(R"(
__device__ void swap(int &x, int &y) { int t = x; x = y; y = t; }
__device__ int biggest(const int &a, const int &b) { return a > b ? a : b; }
__global__ void k(int *p) {
  int u = 1, v = 2;
  swap(u, v);
  int i = threadIdx.x;
  int &slot = p[i];
  i = 0;
  slot = biggest(u, v + 1);
  swap(p[0], p[1]);
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  // swap(u, v) works on u and v themselves: no memory events; the slot is
  // p[threadIdx.x] even after i changes; swap(p[0], p[1]) loads both and
  // stores both.
  EXPECT_EQ(events(*R.Prog), "store.na.i32\n"
                             "load.na.i32\n"
                             "load.na.i32\n"
                             "store.na.i32\n"
                             "store.na.i32\n");
}

TEST(Translate, DeviceFunctionsAreInlined) {
  Result R = translate(R"(
__device__ int twice(int x) { return 2 * x; }
__device__ void put(int *p, int v) { *p = twice(v); }
__global__ void k(int *a) { put(&a[threadIdx.x], 3); }
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(R.Prog->Procs.size(), 1u);
  // The store goes through the inlined parameter `p` (a ptr variable).
  EXPECT_EQ(events(*R.Prog), "store.na.i32\n");
}

TEST(Translate, RecursionIsDiagnosed) {
  Result R = translate(R"(
__device__ int f(int x) { return x == 0 ? 0 : f(x - 1); }
__global__ void k(int *a) { a[0] = f(3); }
)");
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("test.cu:2:47: error: recursive call of 'f' "
                         "(device functions are inlined) is not supported"),
            std::string::npos)
      << R.Diags;
}

TEST(Translate, MissingScalarArgumentNamesParameterAndFlag) {
  Result R = translate("__global__ void k(int *a, int n) { a[0] = n; }\n");
  EXPECT_FALSE(R.Prog);
  EXPECT_EQ(R.Diags, "test.cu:1:31: error: no value for parameter 'n' of type "
                     "'int'; give one with --arg n=VALUE or "
                     "--args-default=VALUE\n");
}

TEST(Translate, BadArgumentValues) {
  TranslateOptions O;
  O.Args["n"] = "300";
  O.Args["m"] = "1";
  Result R = translate("__global__ void k(unsigned char n) {}\n", O);
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("invalid value in '--arg n=300': out of range for "
                         "type 'unsigned char'"),
            std::string::npos)
      << R.Diags;
  EXPECT_NE(R.Diags.find("'--arg m=1' names no parameter of kernel 'k'"),
            std::string::npos)
      << R.Diags;
}

TEST(Translate, BufferSizesAndNegativeArguments) {
  TranslateOptions O;
  O.Buffers["a"] = 16;
  O.Args["d"] = "-3";
  Result R = translate("__global__ void k(int *a, int d) { a[0] = d; }\n", O);
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(R.Prog->Objects[0].Size, 16u);
  EXPECT_EQ(R.Prog->Run.Args[1]->Bits, 0xfffffffdu);
}

TEST(Translate, WarpIntrinsics) {
  Result R = translate(R"(
__global__ void k(int *a, unsigned *u) {
  int v = __shfl_xor_sync(0xffffffffu, a[0], 1);
  __syncwarp(0xffu);
  unsigned b = __ballot_sync(0xffffffffu, v > 0);
  u[0] = __reduce_min_sync(0xffffffffu, b) + __reduce_min_sync(3u, v);
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  std::vector<const ir::Stmt *> Warps;
  for (const ir::Block &B : R.Prog->Procs[0].Blocks)
    for (const ir::Stmt &S : B.Stmts)
      if (S.Kind == ir::StmtKind::Warp)
        Warps.push_back(&S);
  ASSERT_EQ(Warps.size(), 5u);
  EXPECT_EQ(Warps[0]->Warp, ir::WarpOp::ShflXor);
  ASSERT_EQ(Warps[0]->Args.size(), 3u);
  EXPECT_EQ(Warps[0]->Args[2]->Bits, 32u); // the default width
  EXPECT_EQ(Warps[0]->Ops[0]->Bits, 0xffffffffu);
  EXPECT_EQ(Warps[1]->Warp, ir::WarpOp::Sync);
  EXPECT_EQ(Warps[1]->Dest, ir::Stmt::NoVar);
  EXPECT_EQ(Warps[1]->Ops[0]->Bits, 0xffu);
  EXPECT_EQ(Warps[2]->Warp, ir::WarpOp::Ballot);
  EXPECT_EQ(Warps[2]->Args[0]->Ty, ir::Type::Bool);
  EXPECT_EQ(Warps[3]->Warp, ir::WarpOp::ReduceUMin); // unsigned operand
  EXPECT_EQ(Warps[4]->Warp, ir::WarpOp::ReduceMin);  // int operand
  EXPECT_EQ(Warps[4]->Loc.Line, 6u);
}

TEST(Translate, UnsupportedConstructsAreDiagnosed) {
  struct Case {
    const char *Body, *Message;
  } Cases[] = {
      {"void *l = &&out; goto *l; out: a[0] = 1;",
       "computed 'goto' (the address of a label) is not supported"},
      {"for (int i = 0; i < 2; i++) switch (i) { case 0: while (i) { "
       "case 1: a[i] = 1; } }",
       "case label inside a nested loop or block that makes the control "
       "flow irreducible is not supported"},
      {"int *p = (int *)malloc(4); a[0] = p[0];",
       "device-side heap function 'malloc' is not supported"},
      {"int2 v; int2 &r = v; r.x = 1;", "reference 'r' to 'int2' is not "
                                        "supported"},
      {"asm(\"trap;\");", "inline assembly is not supported"},
      {"int2 *p = (int2 *)a; p->x = 1;",
       "initialiser of structure pointer 'p' other than '&a[i]', 'p + i' or another structure pointer is not supported"},
  };
  for (const Case &C : Cases) {
    Result R = translate(std::string("__global__ void k(int *a) { ") + C.Body +
                         " }\n");
    EXPECT_FALSE(R.Prog) << C.Body;
    EXPECT_NE(R.Diags.find(C.Message), std::string::npos) << C.Body << "\n"
                                                          << R.Diags;
    EXPECT_EQ(R.Diags.rfind("test.cu:1:", 0), 0u) << R.Diags;
  }
}

TEST(Translate, ClangErrorsAreForwarded) {
  Result R = translate("__global__ void k(int *a) { a[0] = undeclared; }\n");
  EXPECT_FALSE(R.Prog);
  EXPECT_EQ(R.Diags.rfind("test.cu:1:36: error: use of undeclared identifier "
                          "'undeclared'",
                          0),
            0u)
      << R.Diags;
}

TEST(Translate, KernelSelection) {
  const char *Two = "__global__ void a(int *p) { p[0] = 1; }\n"
                    "__global__ void b(int *p) { p[1] = 1; }\n";
  Result R = translate(Two);
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("several kernels (a, b); choose one with "
                         "--kernel=NAME"),
            std::string::npos)
      << R.Diags;
  TranslateOptions O;
  O.Kernel = "b";
  R = translate(Two, O);
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(R.Prog->Procs[0].Name, "b");
}

TEST(Translate, HostCodeAndModelHeadersParse) {
  Result R = translate(R"(
#include <cuda_runtime.h>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cooperative_groups.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include "cuda.h"
__device__ int counter;
__constant__ int table[4] = {1, 2, 3};
__global__ void k(int *a) {
  volatile int *v = a;
  v[threadIdx.x] = table[threadIdx.x % 4];
  atomicAdd(&counter, 1);
  printf("thread %d\n", threadIdx.x);
  a[1] = min(a[2], 4) + warpSize;
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<2, 4>>>(d);
  cudaDeviceSynchronize();
  int h[64];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[0] + max(1, 2));
  free(malloc(4));
  return 0;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  EXPECT_EQ(events(P), "load.na.i32 @table\n"
                       "store.na.volatile.i32\n" // through `v`
                       "rmw.add.rlx.gpu.i32 @counter\n"
                       "load.na.i32 @a\n"
                       "store.na.i32 @a\n");
  ir::ObjectId Table = P.findObject("table");
  ASSERT_NE(Table, 0u);
  EXPECT_EQ(P.object(Table).Init, (std::vector<uint64_t>{1, 2, 3}));
  EXPECT_EQ(P.object(Table).Space, ir::MemSpace::Global);
}

TEST(Translate, ScopedAtomicsOfLibcuxx) {
  Result R = translate(R"(
#include <cuda/atomic>
#include <cuda/std/atomic>
__device__ cuda::atomic<int, cuda::thread_scope_device> flag;
__shared__ cuda::atomic<unsigned, cuda::thread_scope_block> counters[4];
__global__ void k(int *data) {
  flag.store(1, cuda::memory_order_release);
  int f = flag.load(cuda::memory_order_acquire);
  cuda::atomic_ref<int, cuda::thread_scope_block> r(data[1]);
  r.fetch_add(1, cuda::memory_order_relaxed);
  int e = 0;
  bool ok = r.compare_exchange_strong(e, 5, cuda::memory_order_acq_rel);
  cuda::std::atomic_ref<int> s(data[2]);
  s++;
  int v = s;
  counters[threadIdx.x % 4] += 2;
  cuda::atomic_ref<int, cuda::thread_scope_device>(data[3]).exchange(v);
  r.fetch_min(f, cuda::memory_order_consume);
  cuda::atomic_thread_fence(cuda::memory_order_seq_cst,
                            cuda::thread_scope_block);
  cuda::std::atomic_thread_fence(cuda::memory_order_acquire);
  cuda::atomic_thread_fence(cuda::memory_order_relaxed);
  data[4] = ok;
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(events(*R.Prog), "store.rel.gpu.i32 @flag\n"
                             "load.acq.gpu.i32 @flag\n"
                             "rmw.add.rlx.cta.i32\n"
                             "cas.acq_rel.cta.i32\n"
                             "rmw.add.sc.sys.i32\n"
                             "load.sc.sys.i32\n"
                             "rmw.add.sc.cta.i32 @counters\n"
                             "rmw.exch.sc.gpu.i32 @data\n"
                             "rmw.smin.acq.cta.i32\n"
                             "fence.sc.cta\n"
                             "fence.acq.sys\n"
                             "store.na.i32 @data\n");
  EXPECT_EQ(R.Prog->object(R.Prog->findObject("counters")).Space,
            ir::MemSpace::Shared);
}

TEST(Translate, AtomicDiagnostics) {
  Result R = translate(R"(
#include <cuda/atomic>
__global__ void k(int *a, int o) {
  cuda::atomic_ref<int, cuda::thread_scope_thread> r(a[0]);
  r.store(1);
}
)",
                       [] {
                         TranslateOptions O;
                         O.Args["o"] = "0";
                         return O;
                       }());
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("test.cu:5:3: error: atomic at "
                         "'cuda::thread_scope_thread' is not supported"),
            std::string::npos)
      << R.Diags;
  R = translate(R"(
#include <cuda/atomic>
__global__ void k(int *a, int o) {
  cuda::atomic_ref<int, cuda::thread_scope_block> r(a[0]);
  r.store(1, (cuda::memory_order)o);
}
)",
                [] {
                  TranslateOptions O;
                  O.Args["o"] = "0";
                  return O;
                }());
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("memory order that is not a constant is not "
                         "supported"),
            std::string::npos)
      << R.Diags;
}

TEST(Translate, PrintedForm) {
  TranslateOptions O;
  O.Grid = {2, 1, 1};
  O.Buffers["a"] = 8;
  Result R = translate("__global__ void k(int *a) {\n"
                       "  __shared__ int s[4];\n"
                       "  s[threadIdx.x] = a[0];\n"
                       "  __syncthreads();\n"
                       "  atomicAdd_block(&a[1], s[0]);\n"
                       "}\n",
                       O);
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_EQ(ir::printProgram(*R.Prog),
            "global @a : i32[8];\n"
            "shared @s : i32[4];\n"
            "\n"
            "source \"test.cu\";\n"
            "proc @k(a : ptr) {\n"
            "  var t : i32;\n"
            "  var t.1 : i32;\n"
            "entry:\n"
            "  t = load.na i32 a[0] !3:20;\n"
            "  store.na i32 @s[zext.i64(threadIdx.x)], t !3:3;\n"
            "  barrier.cta !4:3;\n"
            "  t.1 = load.na i32 @s[0] !5:26;\n"
            "  rmw.add.rlx.cta i32 a[1], t.1 !5:3;\n"
            "  return !6:1;\n"
            "}\n"
            "\n"
            "launch kernel @k grid [2,1,1] block [4,1,1] (@a);\n");
}

TEST(Translate, LocalArrayInitialisers) {
  Result R = translate(R"(
__global__ void k(int *a) {
  int w[2][3] = {{1, 2}, {4}};
  a[threadIdx.x] = w[1][0] + w[0][2];
}
)");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Program &P = *R.Prog;
  ir::ObjectId W = P.findObject("w");
  ASSERT_NE(W, 0u);
  EXPECT_EQ(P.object(W).Space, ir::MemSpace::Local);
  EXPECT_EQ(P.object(W).Size, 6u);
  // Six stores: the given elements and zeros for the others, as C says.
  std::vector<uint64_t> Stored;
  for (const ir::Stmt &St : P.Procs[0].Blocks[0].Stmts)
    if (St.Kind == ir::StmtKind::Store &&
        St.Ops[0]->Kind == ir::ExprKind::Const)
      Stored.push_back(St.Ops[0]->Bits);
  EXPECT_EQ(Stored, (std::vector<uint64_t>{1, 2, 0, 4, 0, 0}));
}

TEST(Translate, GPUVerifyAnnotations) {
  Result R = translate(R"(
#include "cuda.h"
__global__ void k(int *a, uint n) {
  __requires(n == 4);
  for (uint i = 0; __invariant(__implies(i > 0, a[0] == 1)), i < n; ++i) {
    __assume(i < 8);
    __assert(i != 9);
  }
}
)",
                       [] {
                         TranslateOptions O;
                         O.Args["n"] = "4";
                         return O;
                       }());
  ASSERT_TRUE(R.Prog) << R.Diags;
  std::vector<std::string> Seen;
  for (const ir::Block &B : R.Prog->Procs[0].Blocks)
    for (const ir::Stmt &St : B.Stmts)
      if (St.Kind == ir::StmtKind::Assume)
        Seen.push_back("assume");
      else if (St.Kind == ir::StmtKind::Assert)
        Seen.push_back("assert " + St.Message);
  // Block order is not execution order: compare as sets.
  std::sort(Seen.begin(), Seen.end());
  EXPECT_EQ(Seen, (std::vector<std::string>{
                      "assert i != 9",
                      "assert loop invariant __implies(i > 0, a[0] == 1)",
                      "assume", "assume"}));
  R = translate("__global__ void k(int *a) { __ensures(a[0] == 0); }\n");
  EXPECT_TRUE(R.Prog) << R.Diags;
  EXPECT_NE(R.Diags.find("GPUVerify postcondition '__ensures' reads memory "
                         "and is not checked"),
            std::string::npos)
      << R.Diags;
}

TEST(Translate, LaunchCommentFlags) {
  EXPECT_EQ(launchCommentFlags("//--blockDim=64 --gridDim=[4,2]\n"
                               "//expect: safe\n"
                               "\n"
                               "//--arg n=3\t\n"
                               "#include <cuda.h>\n"
                               "//--kernel=ignored\n"),
            (std::vector<std::string>{"--blockDim=64", "--gridDim=[4,2]",
                                      "--arg", "n=3"}));
  EXPECT_TRUE(launchCommentFlags("__global__ void k() {}\n").empty());
}

TEST(Translate, LaunchCommentFlagsAreSplitAsAShellDoes) {
  std::string Error;
  EXPECT_EQ(launchCommentFlags("//--init \"a=1, 2, 3\" --arg='n=4'\n"
                               "//--y -D 'S=\"x y\"' --arg=m=\"5\"\n"
                               "//--arg k\\ j=1 \"\" --x=\"a\\\"b\\\\c\\d\"\n",
                               &Error),
            (std::vector<std::string>{"--init", "a=1, 2, 3", "--arg=n=4", "--y", "-D",
                                      "S=\"x y\"", "--arg=m=5", "--arg",
                                      "k j=1", "", "--x=a\"b\\c\\d"}));
  EXPECT_EQ(Error, "");
  std::vector<std::string> Words;
  EXPECT_FALSE(splitShellWords("--init \"a=1,2", Words, Error));
  EXPECT_EQ(Error, "unterminated \" quote");
  EXPECT_FALSE(splitShellWords("--arg='n=1", Words, Error));
  EXPECT_EQ(Error, "unterminated ' quote");
  Error.clear();
  launchCommentFlags("//--a 'b\n//--c \"d\n", &Error);
  EXPECT_EQ(Error, "unterminated ' quote in '//--a 'b'");
}

TEST(Translate, MissingFileIsAnError) {
  ir::DiagnosticEngine Diags;
  EXPECT_FALSE(translateFile("/nonexistent/k.cu", {}, Diags));
  ASSERT_TRUE(Diags.hasErrors());
  EXPECT_NE(Diags.diagnostics()[0].Message.find("cannot read the file"),
            std::string::npos);
}

} // namespace
