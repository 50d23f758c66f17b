//===- tests/unit/ir/RoundTripTest.cpp - parse(print(P)) == P -------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The round-trip property of docs/ir.md: printing a program and parsing
/// the text back gives a structurally equal program, and printing that
/// again gives the same text. Checked on random well-typed programs built
/// through the C++ API (RandomProgram.h) and on every IR file of the
/// source tree that is not marked as malformed.
///
//===----------------------------------------------------------------------===//

#include "RandomProgram.h"

#include "ir/Parser.h"
#include "ir/Printer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using namespace scopecheck::ir;

namespace {

std::string diagText(const DiagnosticEngine &D) {
  std::string S;
  for (const Diagnostic &X : D.diagnostics())
    S += formatDiagnostic(X) + "\n";
  return S;
}

/// Checks parse(print(P)) ≡ P and print(parse(print(P))) == print(P).
void checkRoundTrip(const Program &P, const std::string &What) {
  std::string Text = printProgram(P);
  DiagnosticEngine D;
  std::unique_ptr<Program> Q = parseProgram(Text, "printed.ir", D);
  ASSERT_TRUE(Q) << What << ": the printed program does not parse:\n"
                 << diagText(D) << "--- printed:\n"
                 << Text;
  std::string Why;
  EXPECT_TRUE(structurallyEqual(P, *Q, &Why))
      << What << ": " << Why << "\n--- printed:\n"
      << Text;
  EXPECT_EQ(printProgram(*Q), Text) << What;
  // Without locations the text still parses to the same program up to
  // locations, and printing is idempotent.
  PrintOptions NoLocs;
  NoLocs.Locations = false;
  std::string Plain = printProgram(P, NoLocs);
  DiagnosticEngine D2;
  std::unique_ptr<Program> R = parseProgram(Plain, "plain.ir", D2);
  ASSERT_TRUE(R) << What << ": printed without locations, does not parse:\n"
                 << diagText(D2) << Plain;
  EXPECT_EQ(printProgram(*R, NoLocs), Plain) << What;
}

TEST(RoundTrip, RandomPrograms) {
  for (uint64_t Seed = 1; Seed <= 500; ++Seed) {
    std::unique_ptr<Program> P = test::randomProgram(Seed);
    checkRoundTrip(*P, "seed " + std::to_string(Seed));
    if (HasFailure())
      break; // one seed's report is enough
  }
}

TEST(RoundTrip, BarrierReductions) {
  Program P;
  FileId F = P.addFile("k.cu");
  Procedure K;
  K.Name = "k";
  K.Vars = {{"n", Type::I32, {}}, {"c", Type::Bool, {}}, {"s", Type::I8, {}}};
  Block B;
  B.Label = "entry";
  const Expr *Tid = P.builtin(Builtin::ThreadIdxX);
  const Expr *Odd =
      P.binary(BinOp::And, Type::I32, Tid, P.intConst(Type::I32, 1));
  B.Stmts.push_back(
      Stmt::makeBarrierReduce({F, 3, 5}, 0, Scope::Cta, BarrierOp::Count, Odd));
  B.Stmts.push_back(Stmt::makeBarrierReduce({F, 4, 5}, 0, Scope::Cta,
                                            BarrierOp::And, P.varRef(K, 1)));
  Stmt Or = Stmt::makeBarrierReduce({F, 5, 5}, 0, Scope::Gpu, BarrierOp::Or,
                                    P.varRef(K, 2));
  Or.Pred = P.varRef(K, 1);
  B.Stmts.push_back(Or);
  B.Stmts.push_back(Stmt::makeBarrierReduce(
      {F, 6, 5}, 0, Scope::Cta, BarrierOp::Count, P.intConst(Type::I8, 3)));
  B.Term.Loc = {F, 7, 1};
  K.Blocks.push_back(std::move(B));
  P.Procs.push_back(std::move(K));
  checkRoundTrip(P, "barrier reductions");
  EXPECT_NE(printProgram(P).find("c => n = barrier.gpu.or s"),
            std::string::npos)
      << printProgram(P);
}

TEST(RoundTrip, RandomProgramsAreDeterministic) {
  for (uint64_t Seed : {7u, 99u})
    EXPECT_EQ(printProgram(*test::randomProgram(Seed)),
              printProgram(*test::randomProgram(Seed)));
}

/// What the random programs contain, to check that they cover the IR.
struct Coverage {
  std::set<std::string> Seen;
  void expr(const Expr *E) {
    if (!E)
      return;
    switch (E->Kind) {
    case ExprKind::Const:
      Seen.insert("const " + std::string(typeName(E->Ty)));
      break;
    case ExprKind::ObjAddr:
      Seen.insert("objaddr");
      break;
    case ExprKind::VarRef:
      Seen.insert("var");
      break;
    case ExprKind::Builtin:
      Seen.insert(std::string(builtinName(E->builtin())));
      break;
    case ExprKind::Unary:
      Seen.insert("unary " + std::to_string(E->Op));
      break;
    case ExprKind::Binary:
      Seen.insert("binary " + std::string(binOpName(E->binOp())));
      break;
    case ExprKind::Cast:
      Seen.insert("cast " + std::string(castOpName(E->castOp())));
      break;
    case ExprKind::Select:
      Seen.insert("select");
      break;
    case ExprKind::MathCall:
      Seen.insert("math " + std::string(mathFnName(E->mathFn())));
      break;
    }
    for (unsigned I = 0; I < E->numOps(); ++I)
      expr(E->Ops[I]);
  }
  void program(const Program &P) {
    for (const MemObject &O : P.Objects) {
      Seen.insert("space " + std::string(spaceName(O.Space)));
      if (!O.Init.empty())
        Seen.insert("init");
    }
    for (const Procedure &Proc : P.Procs)
      for (const Block &B : Proc.Blocks) {
        for (const Stmt &S : B.Stmts) {
          std::string K(stmtKindName(S.Kind));
          Seen.insert("stmt " + K);
          if (S.Pred)
            Seen.insert("predicated " + K);
          if (isMemoryEvent(S.Kind))
            Seen.insert(K + " " + std::string(orderName(S.Order)) + " " +
                        std::string(scopeName(S.Sc)));
          if (S.Kind == StmtKind::Rmw)
            Seen.insert("rmw " + std::string(rmwOpName(S.Rmw)));
          if (S.Kind == StmtKind::Cas && S.FailOrder != S.Order)
            Seen.insert("cas fail " + std::string(orderName(S.FailOrder)));
          expr(S.Pred);
          expr(S.Addr);
          expr(S.Ops[0]);
          expr(S.Ops[1]);
          for (const Expr *A : S.Args)
            expr(A);
        }
        expr(B.Term.Cond);
        expr(B.Term.Value);
      }
    if (P.Run.K == Launch::Kind::Kernel)
      Seen.insert("launch kernel");
    if (P.Run.K == Launch::Kind::Threads)
      Seen.insert("launch threads");
  }
};

TEST(RoundTrip, RandomProgramsCoverTheIR) {
  Coverage C;
  for (uint64_t Seed = 1; Seed <= 500; ++Seed)
    C.program(*test::randomProgram(Seed));
  std::vector<std::string> Want = {
      "objaddr",      "var",           "select",
      "init",         "launch kernel", "launch threads",
      "space global", "space shared",  "space local",
      "unary 0",      "unary 1",       "unary 2",
      "cas fail rlx", "cas fail acq"};
  for (Type T : {Type::Bool, Type::I8, Type::I16, Type::I32, Type::I64,
                 Type::F32, Type::F64, Type::Ptr})
    Want.push_back("const " + std::string(typeName(T)));
  for (unsigned I = 0; I <= unsigned(Builtin::GridDimZ); ++I)
    Want.emplace_back(builtinName(Builtin(I)));
  for (unsigned I = 0; I <= unsigned(BinOp::FGe); ++I)
    Want.push_back("binary " + std::string(binOpName(BinOp(I))));
  for (unsigned I = 0; I <= unsigned(CastOp::Bitcast); ++I)
    Want.push_back("cast " + std::string(castOpName(CastOp(I))));
  for (unsigned I = 0; I <= unsigned(MathFn::Fma); ++I)
    Want.push_back("math " + std::string(mathFnName(MathFn(I))));
  for (unsigned I = 0; I <= unsigned(RmwOp::FAdd); ++I)
    Want.push_back("rmw " + std::string(rmwOpName(RmwOp(I))));
  for (unsigned I = 0; I <= unsigned(StmtKind::Barrier); ++I) {
    Want.push_back("stmt " + std::string(stmtKindName(StmtKind(I))));
    Want.push_back("predicated " + std::string(stmtKindName(StmtKind(I))));
  }
  for (const char *S : {"cta", "gpu", "sys"}) {
    for (const char *O : {"rlx", "acq", "sc"})
      Want.push_back(std::string("load ") + O + " " + S);
    for (const char *O : {"rlx", "rel", "sc"})
      Want.push_back(std::string("store ") + O + " " + S);
    for (const char *O : {"rlx", "acq", "rel", "acq_rel", "sc"}) {
      Want.push_back(std::string("rmw ") + O + " " + S);
      Want.push_back(std::string("cas ") + O + " " + S);
    }
    for (const char *O : {"acq", "rel", "acq_rel", "sc"})
      Want.push_back(std::string("fence ") + O + " " + S);
  }
  Want.push_back("load na ");
  Want.push_back("store na ");
  Want.push_back("barrier na cta");
  Want.push_back("barrier na gpu");
  for (const std::string &W : Want)
    EXPECT_TRUE(C.Seen.count(W)) << "never generated: " << W;
}

/// Whether an IR file is meant not to parse.
bool isMarkedMalformed(const std::string &Text) {
  std::istringstream In(Text);
  std::string Line;
  while (std::getline(In, Line))
    if (Line.rfind("// EXPECT-PARSE-ERROR", 0) == 0)
      return true;
  return false;
}

std::vector<std::filesystem::path> irFiles() {
  namespace fs = std::filesystem;
  std::vector<fs::path> Files;
  fs::path Root = SCOPECHECK_SOURCE_DIR;
  std::error_code EC;
  for (auto It = fs::recursive_directory_iterator(Root, EC);
       It != fs::recursive_directory_iterator(); It.increment(EC)) {
    if (EC)
      break;
    std::string Name = It->path().filename().string();
    if (It->is_directory() &&
        (Name.rfind("build", 0) == 0 || Name.rfind(".", 0) == 0)) {
      It.disable_recursion_pending();
      continue;
    }
    if (It->is_regular_file() && It->path().extension() == ".ir")
      Files.push_back(It->path());
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

TEST(RoundTrip, EveryIrFileInTheTree) {
  std::vector<std::filesystem::path> Files = irFiles();
  unsigned Checked = 0;
  for (const auto &Path : Files) {
    std::ifstream In(Path);
    std::stringstream SS;
    SS << In.rdbuf();
    if (isMarkedMalformed(SS.str()))
      continue;
    DiagnosticEngine D;
    std::unique_ptr<Program> P = parseFile(Path.string(), D);
    // Files in an `errors` directory may be malformed without the marker.
    bool InErrorsDir = Path.parent_path().filename() == "errors";
    if (!P && InErrorsDir)
      continue;
    EXPECT_TRUE(P) << Path << " does not parse:\n" << diagText(D);
    if (!P)
      continue;
    checkRoundTrip(*P, Path.string());
    ++Checked;
  }
  // The examples and tests/lit/ir/roundtrip exist (and were found).
  EXPECT_GE(Checked, 24u);
}

} // namespace
