//===- ir/Verifier.cpp - Well-formedness of IR programs -------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implements verifyProgram (docs/ir.md §7). The verifier walks the program
/// in a fixed order (objects, procedures with their blocks, statements and
/// terminators, then the launch) and reports every problem it finds as one
/// error at the offending statement, terminator or declaration; it never
/// stops at the first problem. The whole-procedure and whole-program
/// analyses (reducibility of each CFG, recursion in the call graph) run
/// first and leave their findings at the terminator or call statement they
/// concern, so that all diagnostics come out in program order.
///
/// A Program built through the C++ API may contain anything: enumerators out
/// of range, dangling indices, null operands, result types that contradict
/// the typing rules. Each of these is a diagnostic, never a crash; checks that
/// depend on a broken part are skipped so that one mistake gives one error.
///
//===----------------------------------------------------------------------===//

#include "ir/Verifier.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace scopecheck::ir {

//===----------------------------------------------------------------------===//
// Names and type classes
//===----------------------------------------------------------------------===//

// Numbers of enumerators, for range checks of values built through the API.
static constexpr unsigned NumTypes = unsigned(Type::Ptr) + 1;
static constexpr unsigned NumOrders = unsigned(MemOrder::Sc) + 1;
static constexpr unsigned NumScopes = unsigned(Scope::Sys) + 1;
static constexpr unsigned NumSpaces = unsigned(MemSpace::Local) + 1;
static constexpr unsigned NumRmwOps = unsigned(RmwOp::BF16Add) + 1;
static constexpr unsigned NumUnOps = unsigned(UnOp::BitNot) + 1;
static constexpr unsigned NumBinOps = unsigned(BinOp::FGe) + 1;
static constexpr unsigned NumMathFns = unsigned(MathFn::Fma) + 1;
static constexpr unsigned NumBuiltins = unsigned(Builtin::GridDimZ) + 1;

static bool isValidType(Type T) { return unsigned(T) < NumTypes; }

/// A type as the IR spells it, or a placeholder for an invalid enumerator.
static std::string typeStr(Type T) {
  if (!isValidType(T))
    return "<invalid type " + std::to_string(unsigned(T)) + ">";
  return std::string(typeName(T));
}

static std::string quote(std::string_view S) {
  return "'" + std::string(S) + "'";
}

static std::string quoteGlobal(std::string_view Name) {
  return "'@" + std::string(Name) + "'";
}

/// Types that can be the value of an expression (everything but void).
static bool isValueType(Type T) { return isValidType(T) && T != Type::Void; }
static bool isBoolType(Type T) { return T == Type::Bool; }
static bool isIntOrFloat(Type T) { return isInt(T) || isFloat(T); }
static bool isIntOrPtr(Type T) { return isInt(T) || T == Type::Ptr; }

static std::string hexStr(uint64_t V) {
  static const char Digits[] = "0123456789abcdef";
  std::string S;
  do {
    S.insert(S.begin(), Digits[V & 15]);
    V >>= 4;
  } while (V);
  return S;
}

/// True when a constant's bits are canonical for its type (docs: Value.h).
static bool fitsType(uint64_t Bits, Type Ty) {
  if (isIntOrBool(Ty)) {
    unsigned W = intWidth(Ty);
    return W >= 64 || (Bits >> W) == 0;
  }
  if (Ty == Type::F32)
    return (Bits >> 32) == 0;
  return true;
}

/// The type rule of a binary operator: on success sets \p Result and returns
/// the empty string, otherwise returns the diagnostic.
static std::string checkBinary(BinOp Op, Type A, Type B, Type &Result) {
  std::string Name = quote(binOpName(Op));
  // All operands satisfy Allowed and are equal; the result is Res, or the
  // operand type when Res is void.
  auto Uniform = [&](bool (*Allowed)(Type), std::string_view What,
                     Type Res) -> std::string {
    for (Type T : {A, B})
      if (!Allowed(T))
        return Name + " requires " + std::string(What) + " operands, got " +
               typeStr(T);
    if (A != B)
      return "operands of " + Name + " have different types " + typeStr(A) +
             " and " + typeStr(B);
    Result = Res == Type::Void ? A : Res;
    return "";
  };
  // Float-only operators used on integers: point at the integer spelling.
  auto FloatOnly = [&](std::string_view IntForms, Type Res) -> std::string {
    if ((isInt(A) && !isFloat(B)) || (isInt(B) && !isFloat(A)))
      return Name + " requires float operands; use " + std::string(IntForms) +
             " for integers";
    return Uniform(isFloat, "float", Res);
  };

  switch (Op) {
  case BinOp::Add:
  case BinOp::Sub:
    if (A == Type::Ptr) {
      if (isInt(B)) {
        Result = Type::Ptr;
        return "";
      }
      if (Op == BinOp::Sub && B == Type::Ptr) {
        Result = Type::I64;
        return "";
      }
      return Name + " on a pointer requires an integer offset" +
             (Op == BinOp::Sub ? " or a pointer" : "") + ", got " + typeStr(B);
    }
    if (B == Type::Ptr)
      return Name + " requires the pointer as its left operand";
    return Uniform(isIntOrFloat, "integer or float", Type::Void);
  case BinOp::Mul:
    return Uniform(isIntOrFloat, "integer or float", Type::Void);
  case BinOp::SDiv:
  case BinOp::UDiv:
  case BinOp::SRem:
  case BinOp::URem:
  case BinOp::Shl:
  case BinOp::AShr:
  case BinOp::LShr:
    return Uniform(isInt, "integer", Type::Void);
  case BinOp::FDiv:
    return FloatOnly("'/s' or '/u'", Type::Void);
  case BinOp::And:
  case BinOp::Or:
  case BinOp::Xor:
    return Uniform(isIntOrBool, "integer or bool", Type::Void);
  case BinOp::LAnd:
  case BinOp::LOr:
    return Uniform(isBoolType, "bool", Type::Bool);
  case BinOp::Eq:
  case BinOp::Ne:
    return Uniform(isValueType, "non-void", Type::Bool);
  case BinOp::SLt:
  case BinOp::SLe:
  case BinOp::SGt:
  case BinOp::SGe:
    return Uniform(isInt, "integer", Type::Bool);
  case BinOp::ULt:
  case BinOp::ULe:
  case BinOp::UGt:
  case BinOp::UGe:
    return Uniform(isIntOrPtr, "integer or pointer", Type::Bool);
  case BinOp::FLt:
    return FloatOnly("'<s' or '<u'", Type::Bool);
  case BinOp::FLe:
    return FloatOnly("'<=s' or '<=u'", Type::Bool);
  case BinOp::FGt:
    return FloatOnly("'>s' or '>u'", Type::Bool);
  case BinOp::FGe:
    return FloatOnly("'>=s' or '>=u'", Type::Bool);
  }
  return "invalid binary operator";
}

/// The type rule of a cast (docs/ir.md §3).
static bool isLegalCast(CastOp Op, Type From, Type To) {
  switch (Op) {
  case CastOp::Trunc:
    return isIntOrBool(From) && isIntOrBool(To) &&
           intWidth(To) < intWidth(From);
  case CastOp::ZExt:
  case CastOp::SExt:
    return isIntOrBool(From) && isInt(To) && intWidth(To) > intWidth(From);
  case CastOp::FPTrunc:
    return From == Type::F64 && To == Type::F32;
  case CastOp::FPExt:
    return From == Type::F32 && To == Type::F64;
  case CastOp::SIToFP:
  case CastOp::UIToFP:
    return isInt(From) && isFloat(To);
  case CastOp::FPToSI:
  case CastOp::FPToUI:
    return isFloat(From) && isInt(To);
  case CastOp::Bitcast:
    return (From == Type::I32 && To == Type::F32) ||
           (From == Type::F32 && To == Type::I32) ||
           (From == Type::I64 && To == Type::F64) ||
           (From == Type::F64 && To == Type::I64);
  case CastOp::F16Trunc:
  case CastOp::BF16Trunc:
    return isFloat(From) && To == Type::I16;
  case CastOp::F16Ext:
  case CastOp::BF16Ext:
    return From == Type::I16 && isFloat(To);
  }
  return false;
}

/// Orders a load may have: na rlx acq sc.
static bool isLoadOrder(MemOrder O) {
  return O == MemOrder::Na || O == MemOrder::Rlx || O == MemOrder::Acq ||
         O == MemOrder::Sc;
}

/// Orders a store may have: na rlx rel sc.
static bool isStoreOrder(MemOrder O) {
  return O == MemOrder::Na || O == MemOrder::Rlx || O == MemOrder::Rel ||
         O == MemOrder::Sc;
}

/// Orders an rmw or cas may have: every atomic order.
static bool isAtomicOrder(MemOrder O) { return isAtomic(O); }

/// Orders a fence may have: acq rel acq_rel sc.
static bool isFenceOrder(MemOrder O) {
  return O == MemOrder::Acq || O == MemOrder::Rel || O == MemOrder::AcqRel ||
         O == MemOrder::Sc;
}

/// Orders a failed compare-and-swap may have: rlx acq sc.
static bool isFailureOrder(MemOrder O) {
  return O == MemOrder::Rlx || O == MemOrder::Acq || O == MemOrder::Sc;
}

/// True when failure order \p Fail (rlx, acq or sc) is stronger than success
/// order \p Success: an acquire failure needs an acquiring success, an sc
/// failure an sc success.
static bool isStrongerFailure(MemOrder Fail, MemOrder Success) {
  if (Fail == MemOrder::Acq)
    return !isAcquire(Success);
  if (Fail == MemOrder::Sc)
    return Success != MemOrder::Sc;
  return false;
}

//===----------------------------------------------------------------------===//
// Control-flow and call-graph analyses
//===----------------------------------------------------------------------===//

/// The successors of \p B that exist, without duplicates.
static std::vector<BlockId> successors(const Procedure &F, const Block &B) {
  std::vector<BlockId> Succs;
  auto Add = [&](BlockId T) {
    if (T < F.Blocks.size() && (Succs.empty() || Succs[0] != T))
      Succs.push_back(T);
  };
  if (B.Term.Kind == TermKind::Goto) {
    Add(B.Term.Targets[0]);
  } else if (B.Term.Kind == TermKind::Branch) {
    Add(B.Term.Targets[0]);
    Add(B.Term.Targets[1]);
  }
  return Succs;
}

/// Finds the irreducible parts of \p F's CFG: every edge that a depth-first
/// search from the entry finds retreating (to a block on the search stack)
/// must go to a block that dominates its source. Returns, per block, the
/// diagnostics for its terminator. Unreachable blocks are ignored.
static std::vector<std::vector<std::string>>
findIrreducibleEdges(const Procedure &F) {
  size_t N = F.Blocks.size();
  std::vector<std::vector<std::string>> Diags(N);
  if (N == 0)
    return Diags;

  std::vector<std::vector<BlockId>> Succs(N);
  for (size_t I = 0; I < N; ++I)
    Succs[I] = successors(F, F.Blocks[I]);

  // Iterative depth-first search from the entry; successors in order.
  enum : uint8_t { White, Grey, Black };
  std::vector<uint8_t> Colour(N, White);
  std::vector<BlockId> PostOrder;
  std::vector<std::pair<BlockId, BlockId>> Retreating;
  std::vector<std::pair<BlockId, size_t>> Stack;
  Stack.push_back({0, 0});
  Colour[0] = Grey;
  while (!Stack.empty()) {
    auto &[B, Next] = Stack.back();
    if (Next == Succs[B].size()) {
      Colour[B] = Black;
      PostOrder.push_back(B);
      Stack.pop_back();
      continue;
    }
    BlockId S = Succs[B][Next++];
    if (Colour[S] == Grey) {
      Retreating.push_back({B, S});
    } else if (Colour[S] == White) {
      Colour[S] = Grey;
      Stack.push_back({S, 0});
    }
  }
  if (Retreating.empty())
    return Diags;

  // Dominators by the iterative algorithm of Cooper, Harvey and Kennedy
  // over the reverse postorder of the reachable blocks.
  constexpr size_t Undefined = ~size_t(0);
  std::vector<size_t> PostNum(N, Undefined);
  for (size_t I = 0; I < PostOrder.size(); ++I)
    PostNum[PostOrder[I]] = I;
  std::vector<std::vector<BlockId>> Preds(N);
  for (BlockId B : PostOrder)
    for (BlockId S : Succs[B])
      Preds[S].push_back(B);
  std::vector<size_t> IDom(N, Undefined);
  IDom[0] = 0;
  auto Intersect = [&](size_t A, size_t B) {
    while (A != B) {
      while (PostNum[A] < PostNum[B])
        A = IDom[A];
      while (PostNum[B] < PostNum[A])
        B = IDom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = PostOrder.size(); I-- > 0;) {
      BlockId B = PostOrder[I];
      if (B == 0)
        continue;
      size_t NewIDom = Undefined;
      for (BlockId P : Preds[B]) {
        if (IDom[P] == Undefined)
          continue;
        NewIDom = NewIDom == Undefined ? P : Intersect(P, NewIDom);
      }
      if (NewIDom != IDom[B]) {
        IDom[B] = NewIDom;
        Changed = true;
      }
    }
  }
  auto Dominates = [&](size_t A, size_t B) {
    for (;;) {
      if (B == A)
        return true;
      if (B == 0)
        return false;
      B = IDom[B];
    }
  };

  for (auto [From, To] : Retreating)
    if (!Dominates(To, From))
      Diags[From].push_back("irreducible control flow: the jump from " +
                            quote(F.Blocks[From].Label) + " to " +
                            quote(F.Blocks[To].Label) +
                            " closes a loop with more than one entry");
  return Diags;
}

/// Finds the cycles of the call graph: a depth-first search over the
/// procedures (in order, following each procedure's calls in program order)
/// reports one diagnostic per call edge that closes a cycle, at the call
/// statement where the cycle leaves the procedure that calls itself.
static std::unordered_map<const Stmt *, std::vector<std::string>>
findRecursion(const Program &P) {
  std::unordered_map<const Stmt *, std::vector<std::string>> Diags;
  size_t N = P.Procs.size();

  // One edge per distinct callee: the first call to it in program order.
  struct Edge {
    ProcId Callee;
    const Stmt *Call;
  };
  std::vector<std::vector<Edge>> Calls(N);
  for (size_t F = 0; F < N; ++F) {
    std::vector<bool> Seen(N, false);
    for (const Block &B : P.Procs[F].Blocks)
      for (const Stmt &S : B.Stmts)
        if (S.Kind == StmtKind::Call && S.Callee < N && !Seen[S.Callee]) {
          Seen[S.Callee] = true;
          Calls[F].push_back({S.Callee, &S});
        }
  }

  enum : uint8_t { White, Grey, Black };
  std::vector<uint8_t> Colour(N, White);
  struct Frame {
    ProcId Proc;
    size_t Next;
  };
  std::vector<Frame> Stack;
  for (ProcId Root = 0; Root < N; ++Root) {
    if (Colour[Root] != White)
      continue;
    Colour[Root] = Grey;
    Stack.push_back({Root, 0});
    while (!Stack.empty()) {
      Frame &Top = Stack.back();
      if (Top.Next == Calls[Top.Proc].size()) {
        Colour[Top.Proc] = Black;
        Stack.pop_back();
        continue;
      }
      const Edge &E = Calls[Top.Proc][Top.Next++];
      if (Colour[E.Callee] == White) {
        Colour[E.Callee] = Grey;
        Stack.push_back({E.Callee, 0});
        continue;
      }
      if (Colour[E.Callee] != Grey)
        continue;
      // A cycle: Stack[Pos].Proc == E.Callee calls the procedures above it.
      size_t Pos = Stack.size() - 1;
      while (Stack[Pos].Proc != E.Callee)
        --Pos;
      const Stmt *At = E.Call;
      std::string Msg =
          "recursive call: " + quoteGlobal(P.Procs[E.Callee].Name) +
          " calls itself";
      if (Pos + 1 < Stack.size()) {
        // The call that enters the cycle from its first procedure.
        At = Calls[Stack[Pos].Proc][Stack[Pos].Next - 1].Call;
        Msg += " through ";
        for (size_t I = Pos + 1; I < Stack.size(); ++I) {
          if (I != Pos + 1)
            Msg += ", ";
          Msg += quoteGlobal(P.Procs[Stack[I].Proc].Name);
        }
      }
      Diags[At].push_back(std::move(Msg));
    }
  }
  return Diags;
}

//===----------------------------------------------------------------------===//
// The verifier
//===----------------------------------------------------------------------===//

namespace {
class Verifier {
public:
  Verifier(const Program &P, DiagnosticEngine &Diags) : P(P), Diags(Diags) {}
  bool run();

private:
  const Program &P;
  DiagnosticEngine &Diags;
  unsigned NumErrors = 0;

  // The context of the expressions being checked.
  SourceLoc CurLoc;
  /// The procedure whose variables VarRefs name; null for launch arguments.
  const Procedure *CurProc = nullptr;
  /// Set when a launch argument refers to a variable or builtin.
  bool SawNonConstant = false;
  /// Nodes already checked in the current context (expressions are DAGs).
  std::unordered_set<const Expr *> Visited;

  std::unordered_map<const Stmt *, std::vector<std::string>> Recursion;

  void error(SourceLoc L, std::string Msg) {
    ++NumErrors;
    Diags.error(P, L, std::move(Msg));
  }
  void error(std::string Msg) { error(CurLoc, std::move(Msg)); }

  void beginContext(SourceLoc L, const Procedure *F) {
    CurLoc = L;
    CurProc = F;
    SawNonConstant = false;
    Visited.clear();
  }

  // Expressions.
  bool checkExpr(const Expr *E);
  bool checkOperand(const Expr *E, std::string_view Name);
  void checkResult(const Expr *E, std::string_view Name, Type Expected);
  bool checkRequired(const Expr *E, std::string_view What);
  void checkCondition(const Expr *E, std::string_view What);
  void checkValue(const Expr *E, Type Expected, std::string_view What);

  // Declarations and statements.
  void checkObjects();
  void checkProc(const Procedure &F);
  const Variable *checkDest(const Procedure &F, const Stmt &S,
                            std::string_view What, bool Required);
  void checkStmt(const Procedure &F, const Stmt &S);
  bool checkOrderAndScope(const Stmt &S, std::string_view What,
                          bool (*Legal)(MemOrder));
  void checkAccess(const Procedure &F, const Stmt &S);
  void checkCall(const Procedure &F, const Stmt &S);
  void checkWarp(const Procedure &F, const Stmt &S);
  void checkTerminator(const Procedure &F, const Block &B);
  void checkArgs(const std::vector<const Expr *> &Args, ProcId Callee,
                 std::string_view What);
  void checkLaunch();
};
} // namespace

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

/// Checks the operand \p E of the node named \p Name: reports a missing
/// operand, checks the operand itself, and returns whether its type can be
/// used to check the node (it exists and has a valid type).
bool Verifier::checkOperand(const Expr *E, std::string_view Name) {
  if (!E) {
    error(std::string(Name) + " is missing an operand");
    return false;
  }
  return checkExpr(E);
}

void Verifier::checkResult(const Expr *E, std::string_view Name,
                           Type Expected) {
  if (E->Ty != Expected)
    error("result of " + std::string(Name) + " has type " + typeStr(E->Ty) +
          ", expected " + typeStr(Expected));
}

/// Checks one expression tree against the typing rules of docs/ir.md §3,
/// reporting at CurLoc. Returns whether the type of \p E can be used to check
/// its context: false when E has an invalid kind, or a type that is invalid
/// or void (already reported), so that one mistake gives one error.
bool Verifier::checkExpr(const Expr *E) {
  if (!Visited.insert(E).second)
    return isValueType(E->Ty);
  if (!isValidType(E->Ty)) {
    error("expression has an invalid type (" + std::to_string(unsigned(E->Ty)) +
          ")");
    return false;
  }
  bool Usable = E->Ty != Type::Void;

  switch (E->Kind) {
  case ExprKind::Const:
    if (E->Ty == Type::Void)
      error("constant cannot have type void");
    else if (E->Ty == Type::Ptr && E->Bits != 0)
      error("pointer constant must be null");
    else if (!fitsType(E->Bits, E->Ty))
      error("constant bits 0x" + hexStr(E->Bits) + " do not fit in " +
            typeStr(E->Ty));
    return Usable;

  case ExprKind::ObjAddr:
    if (E->Index == 0 || E->Index > P.Objects.size()) {
      error("reference to undefined object #" + std::to_string(E->Index));
      return Usable;
    }
    if (E->Ty != Type::Ptr)
      error("address of " + quoteGlobal(P.object(E->Index).Name) +
            " has type " + typeStr(E->Ty) + ", expected ptr");
    return Usable;

  case ExprKind::VarRef: {
    if (!CurProc) {
      SawNonConstant = true;
      return Usable;
    }
    if (E->Index >= CurProc->Vars.size()) {
      error("reference to undefined variable #" + std::to_string(E->Index));
      return Usable;
    }
    const Variable &V = CurProc->Vars[E->Index];
    if (E->Ty != V.Ty && isValueType(V.Ty))
      error("reference to " + quote(V.Name) + " has type " + typeStr(E->Ty) +
            ", but " + quote(V.Name) + " has type " + typeStr(V.Ty));
    return Usable;
  }

  case ExprKind::Builtin:
    if (!CurProc)
      SawNonConstant = true;
    if (E->Op >= NumBuiltins) {
      error("invalid builtin (" + std::to_string(E->Op) + ")");
      return Usable;
    }
    if (E->Ty != Type::I32)
      error(quote(builtinName(E->builtin())) + " has type " + typeStr(E->Ty) +
            ", expected i32");
    return Usable;

  case ExprKind::Unary: {
    if (E->Op >= NumUnOps) {
      error("invalid unary operator (" + std::to_string(E->Op) + ")");
      return Usable;
    }
    std::string_view Spelling = E->unOp() == UnOp::Neg   ? "-"
                                : E->unOp() == UnOp::Not ? "!"
                                                         : "~";
    std::string Name = quote(Spelling);
    if (!checkOperand(E->Ops[0], Name))
      return Usable;
    Type A = E->Ops[0]->Ty;
    bool Ok = E->unOp() == UnOp::Neg   ? isIntOrFloat(A)
              : E->unOp() == UnOp::Not ? A == Type::Bool
                                       : isInt(A);
    if (!Ok) {
      std::string_view What = E->unOp() == UnOp::Neg   ? "an integer or float"
                              : E->unOp() == UnOp::Not ? "a bool"
                                                       : "an integer";
      error(Name + " requires " + std::string(What) + " operand, got " +
            typeStr(A));
      return Usable;
    }
    checkResult(E, Name, A);
    return Usable;
  }

  case ExprKind::Binary: {
    if (E->Op >= NumBinOps) {
      error("invalid binary operator (" + std::to_string(E->Op) + ")");
      return Usable;
    }
    std::string Name = quote(binOpName(E->binOp()));
    bool Ok0 = checkOperand(E->Ops[0], Name);
    bool Ok1 = checkOperand(E->Ops[1], Name);
    if (!Ok0 || !Ok1)
      return Usable;
    Type Result = Type::Void;
    std::string Msg =
        checkBinary(E->binOp(), E->Ops[0]->Ty, E->Ops[1]->Ty, Result);
    if (!Msg.empty())
      error(std::move(Msg));
    else
      checkResult(E, Name, Result);
    return Usable;
  }

  case ExprKind::Cast: {
    if (E->Op >= NumCastOps) {
      error("invalid cast operator (" + std::to_string(E->Op) + ")");
      return Usable;
    }
    std::string Name = quote(castOpName(E->castOp()));
    if (!checkOperand(E->Ops[0], Name))
      return Usable;
    if (!isLegalCast(E->castOp(), E->Ops[0]->Ty, E->Ty))
      error("invalid cast " + Name + " from " + typeStr(E->Ops[0]->Ty) +
            " to " + typeStr(E->Ty));
    return Usable;
  }

  case ExprKind::Select: {
    bool OkC = checkOperand(E->Ops[0], "select");
    bool OkA = checkOperand(E->Ops[1], "select");
    bool OkB = checkOperand(E->Ops[2], "select");
    if (OkC && E->Ops[0]->Ty != Type::Bool)
      error("select condition must be bool, got " + typeStr(E->Ops[0]->Ty));
    if (!OkA || !OkB)
      return Usable;
    if (E->Ops[1]->Ty != E->Ops[2]->Ty)
      error("arms of select have different types " + typeStr(E->Ops[1]->Ty) +
            " and " + typeStr(E->Ops[2]->Ty));
    else
      checkResult(E, "select", E->Ops[1]->Ty);
    return Usable;
  }

  case ExprKind::MathCall: {
    if (E->Op >= NumMathFns) {
      error("invalid math function (" + std::to_string(E->Op) + ")");
      return Usable;
    }
    std::string Name = quote(mathFnName(E->mathFn()));
    unsigned Arity = mathFnArity(E->mathFn());
    unsigned Given = 0;
    for (const Expr *Op : E->Ops)
      Given += Op != nullptr;
    bool Ok = true;
    for (unsigned I = 0; I < Arity; ++I)
      Ok &= checkOperand(E->Ops[I], Name);
    if (!Ok)
      return Usable;
    if (Given != Arity) {
      error(Name + " takes " + plural(Arity, "operand") + ", got " +
            std::to_string(Given));
      return Usable;
    }
    for (unsigned I = 0; I < Arity; ++I)
      if (!isFloat(E->Ops[I]->Ty)) {
        error(Name + " requires float operands, got " + typeStr(E->Ops[I]->Ty));
        return Usable;
      }
    for (unsigned I = 1; I < Arity; ++I)
      if (E->Ops[I]->Ty != E->Ops[0]->Ty) {
        error("operands of " + Name + " have different types " +
              typeStr(E->Ops[0]->Ty) + " and " + typeStr(E->Ops[I]->Ty));
        return Usable;
      }
    checkResult(E, Name, E->Ops[0]->Ty);
    return Usable;
  }
  }
  error("invalid expression kind (" + std::to_string(unsigned(E->Kind)) + ")");
  return false;
}

/// Checks an operand that a statement requires; \p What names it in the
/// diagnostic ("assume condition", ...). Returns whether its type is usable.
bool Verifier::checkRequired(const Expr *E, std::string_view What) {
  if (!E) {
    error(std::string(What) + " is missing");
    return false;
  }
  return checkExpr(E);
}

/// A condition (branch, assume, assert, predicate) must be bool.
void Verifier::checkCondition(const Expr *E, std::string_view What) {
  if (checkRequired(E, What) && E->Ty != Type::Bool)
    error(std::string(What) + " must be bool, got " + typeStr(E->Ty));
}

/// A value that must have type \p Expected (store value, rmw operand, ...).
void Verifier::checkValue(const Expr *E, Type Expected, std::string_view What) {
  if (checkRequired(E, What) && isValueType(Expected) && E->Ty != Expected)
    error("type mismatch in " + std::string(What) + ": expected " +
          typeStr(Expected) + ", got " + typeStr(E->Ty));
}

//===----------------------------------------------------------------------===//
// Objects
//===----------------------------------------------------------------------===//

void Verifier::checkObjects() {
  for (size_t I = 0; I < P.Objects.size(); ++I) {
    const MemObject &O = P.Objects[I];
    std::string Name = quoteGlobal(O.Name);
    for (size_t J = 0; J < I; ++J)
      if (P.Objects[J].Name == O.Name) {
        error(O.Loc, "redefinition of object " + Name);
        break;
      }
    if (unsigned(O.Space) >= NumSpaces)
      error(O.Loc, "object " + Name + " has an invalid memory space (" +
                       std::to_string(unsigned(O.Space)) + ")");
    bool TypeOk = isValueType(O.ElemTy);
    if (!TypeOk)
      error(O.Loc, "object " + Name + " cannot have element type " +
                       typeStr(O.ElemTy));
    if (O.Space == MemSpace::Local && !O.hasKnownSize())
      error(O.Loc, "local object " + Name + " must have a known size");
    if (O.hasKnownSize() && O.Init.size() > O.Size)
      error(O.Loc, "initialiser of " + Name + " has " +
                       plural(O.Init.size(), "element") + ", object has " +
                       std::to_string(O.Size));
    if (TypeOk)
      for (size_t J = 0; J < O.Init.size(); ++J)
        if (!fitsType(O.Init[J], O.ElemTy)) {
          error(O.Loc, "element " + std::to_string(J) +
                           " of the initialiser of " + Name +
                           " does not fit in " + typeStr(O.ElemTy));
          break;
        }
  }
}

//===----------------------------------------------------------------------===//
// Procedures and statements
//===----------------------------------------------------------------------===//

void Verifier::checkProc(const Procedure &F) {
  std::string Name = quoteGlobal(F.Name);
  if (!isValidType(F.RetTy))
    error(F.Loc, "procedure " + Name + " has an invalid return type");
  if (F.NumParams > F.Vars.size())
    error(F.Loc, "procedure " + Name + " has " +
                     plural(F.NumParams, "parameter") + " but only " +
                     plural(F.Vars.size(), "variable"));
  for (size_t I = 0; I < F.Vars.size(); ++I) {
    const Variable &V = F.Vars[I];
    for (size_t J = 0; J < I; ++J)
      if (F.Vars[J].Name == V.Name) {
        error(V.Loc, "redefinition of variable " + quote(V.Name));
        break;
      }
    if (!isValueType(V.Ty))
      error(V.Loc,
            "variable " + quote(V.Name) + " cannot have type " + typeStr(V.Ty));
  }
  if (F.Blocks.empty()) {
    error(F.Loc, "procedure " + Name + " has no blocks");
    return;
  }

  std::vector<std::vector<std::string>> Irreducible = findIrreducibleEdges(F);
  for (size_t I = 0; I < F.Blocks.size(); ++I) {
    const Block &B = F.Blocks[I];
    for (size_t J = 0; J < I; ++J)
      if (F.Blocks[J].Label == B.Label) {
        error(B.Loc, "redefinition of label " + quote(B.Label));
        break;
      }
    for (const Stmt &S : B.Stmts)
      checkStmt(F, S);
    checkTerminator(F, B);
    for (std::string &Msg : Irreducible[I])
      error(B.Term.Loc, std::move(Msg));
  }
}

/// Checks the destination variable of \p S; \p What names the statement in
/// diagnostics. Returns the variable when it exists and has a valid type.
const Variable *Verifier::checkDest(const Procedure &F, const Stmt &S,
                                    std::string_view What, bool Required) {
  if (S.Dest == Stmt::NoVar) {
    if (Required)
      error(std::string(What) + " requires a destination variable");
    return nullptr;
  }
  if (S.Dest >= F.Vars.size()) {
    error(std::string(What) + " assigns undefined variable #" +
          std::to_string(S.Dest));
    return nullptr;
  }
  const Variable &V = F.Vars[S.Dest];
  return isValueType(V.Ty) ? &V : nullptr;
}

void Verifier::checkStmt(const Procedure &F, const Stmt &S) {
  beginContext(S.Loc, &F);
  if (S.Pred)
    checkCondition(S.Pred, "predicate");
  if (S.Volatile && S.Kind != StmtKind::Load && S.Kind != StmtKind::Store)
    error("only a load or a store can be volatile");
  if (S.Copy != CopyMark::None) {
    if (S.Kind != StmtKind::Load && S.Kind != StmtKind::Store)
      error("only a load or a store can belong to an asynchronous copy");
    else if (S.Order != MemOrder::Na)
      error("an access of an asynchronous copy must be non-atomic (na)");
    else if (S.Kind == StmtKind::Store && S.Copy != CopyMark::Access)
      error("a store of an asynchronous copy is marked '.copy' only");
  }

  switch (S.Kind) {
  case StmtKind::Assign: {
    const Variable *V = checkDest(F, S, "assignment", /*Required=*/true);
    if (checkRequired(S.Ops[0], "assigned value") && V && S.Ops[0]->Ty != V->Ty)
      error("type mismatch in assignment to " + quote(V->Name) + ": expected " +
            typeStr(V->Ty) + ", got " + typeStr(S.Ops[0]->Ty));
    break;
  }
  case StmtKind::Havoc:
    checkDest(F, S, "havoc", /*Required=*/true);
    break;
  case StmtKind::Assume:
    checkCondition(S.Ops[0], "assume condition");
    break;
  case StmtKind::Assert:
    checkCondition(S.Ops[0], "assert condition");
    break;
  case StmtKind::Call:
    checkCall(F, S);
    break;
  case StmtKind::Load:
  case StmtKind::Store:
  case StmtKind::Rmw:
  case StmtKind::Cas:
    checkAccess(F, S);
    break;
  case StmtKind::Fence:
    if (checkOrderAndScope(S, "fence", isFenceOrder) && S.Sc == Scope::None)
      error("fence requires a scope");
    if ((S.Spaces & ~BarrierAllSpaces) != 0)
      error("invalid fence memory spaces (" + std::to_string(S.Spaces) + ")");
    break;
  case StmtKind::Barrier:
    if (S.Order != MemOrder::Na)
      error("barrier cannot have a memory order");
    if (S.Sc != Scope::Cta && S.Sc != Scope::Gpu)
      error("barrier scope must be cta or gpu");
    if ((S.Spaces & ~BarrierAllSpaces) != 0)
      error("invalid barrier memory spaces (" + std::to_string(S.Spaces) + ")");
    if (S.Reduce == BarrierOp::None) {
      if (S.Ops[0])
        error("barrier without a reduction cannot have an operand");
      break;
    }
    if (S.Reduce != BarrierOp::Count && S.Reduce != BarrierOp::And &&
        S.Reduce != BarrierOp::Or) {
      error("invalid barrier reduction (" + std::to_string(unsigned(S.Reduce)) +
            ")");
      break;
    }
    if (checkRequired(S.Ops[0], "barrier reduction operand") &&
        !isIntOrBool(S.Ops[0]->Ty))
      error("barrier reduction operand must be an integer or bool, got " +
            typeStr(S.Ops[0]->Ty));
    if (const Variable *V =
            checkDest(F, S, "barrier reduction", /*Required=*/true))
      if (V->Ty != Type::I32)
        error("barrier reduction result " + quote(V->Name) +
              " must be i32, got " + typeStr(V->Ty));
    break;
  case StmtKind::Warp:
    checkWarp(F, S);
    break;
  default:
    error("invalid statement kind (" + std::to_string(unsigned(S.Kind)) + ")");
    return;
  }

  if (S.Kind != StmtKind::Barrier && S.Reduce != BarrierOp::None)
    error(std::string(stmtKindName(S.Kind)) + " cannot have a reduction");
  if (S.Kind != StmtKind::Barrier && S.Kind != StmtKind::Fence &&
      S.Spaces != BarrierAllSpaces)
    error(std::string(stmtKindName(S.Kind)) + " cannot have memory spaces");

  // Statements that assign nothing must not name a destination.
  if (S.Dest != Stmt::NoVar &&
      (S.Kind == StmtKind::Assume || S.Kind == StmtKind::Assert ||
       S.Kind == StmtKind::Store || S.Kind == StmtKind::Fence ||
       (S.Kind == StmtKind::Barrier && S.Reduce == BarrierOp::None)))
    error(std::string(stmtKindName(S.Kind)) + " cannot assign a variable");

  auto It = Recursion.find(&S);
  if (It != Recursion.end())
    for (std::string &Msg : It->second)
      error(std::move(Msg));
}

/// A warp collective: an i32 mask, warpOpArity operands of the types of
/// docs/ir.md "Warp collectives", and a result of the right type.
void Verifier::checkWarp(const Procedure &F, const Stmt &S) {
  if (unsigned(S.Warp) >= NumWarpOps) {
    error("invalid warp collective (" + std::to_string(unsigned(S.Warp)) +
          ")");
    return;
  }
  std::string What = "warp." + std::string(warpOpName(S.Warp));
  if (S.Order != MemOrder::Na || S.Sc != Scope::None)
    error(What + " cannot have a memory order or scope");
  checkValue(S.Ops[0], Type::I32, What + " mask");
  if (S.Ops[1])
    error(What + " has an extra operand");
  if (S.Args.size() != warpOpArity(S.Warp)) {
    error(What + " has " + plural(S.Args.size(), "operand") + ", expected " +
          std::to_string(warpOpArity(S.Warp)));
    return;
  }
  const Variable *V = nullptr;
  if (S.Warp == WarpOp::Sync) {
    if (S.Dest != Stmt::NoVar)
      error(What + " cannot assign a variable");
  } else {
    V = checkDest(F, S, What, /*Required=*/S.Warp == WarpOp::Active);
  }
  if (isShuffle(S.Warp)) {
    if (checkRequired(S.Args[0], What + " value") &&
        !isInt(S.Args[0]->Ty) && !isFloat(S.Args[0]->Ty))
      error(What + " value must be an integer or float, got " +
            typeStr(S.Args[0]->Ty));
    checkValue(S.Args[1], Type::I32, What + " lane operand");
    checkValue(S.Args[2], Type::I32, What + " width");
    if (V && S.Args[0] && V->Ty != S.Args[0]->Ty)
      error("type mismatch in " + What + " result " + quote(V->Name) +
            ": expected " + typeStr(S.Args[0]->Ty) + ", got " +
            typeStr(V->Ty));
    return;
  }
  if (S.Warp == WarpOp::Sync)
    return;
  if (S.Warp == WarpOp::Active) {
    if (V && V->Ty != Type::I32)
      error(What + " result " + quote(V->Name) + " must be i32, got " +
            typeStr(V->Ty));
    return;
  }
  if (S.Warp >= WarpOp::Ballot && S.Warp <= WarpOp::Uni)
    checkCondition(S.Args[0], What + " predicate");
  else if (S.Warp == WarpOp::MatchAny || S.Warp == WarpOp::MatchAll) {
    if (checkRequired(S.Args[0], What + " value") &&
        !isInt(S.Args[0]->Ty) && !isFloat(S.Args[0]->Ty))
      error(What + " value must be an integer or float, got " +
            typeStr(S.Args[0]->Ty));
  } else
    checkValue(S.Args[0], Type::I32, What + " value");
  if (V && V->Ty != Type::I32)
    error(What + " result " + quote(V->Name) + " must be i32, got " +
          typeStr(V->Ty));
}

/// Checks that \p S's order is valid and legal for its kind per \p Legal,
/// and that its scope is a valid enumerator. Returns false when the order
/// was reported (the caller then skips its checks of the scope).
bool Verifier::checkOrderAndScope(const Stmt &S, std::string_view What,
                                  bool (*Legal)(MemOrder)) {
  bool Ok = true;
  if (unsigned(S.Order) >= NumOrders) {
    error(std::string(What) + " has an invalid memory order (" +
          std::to_string(unsigned(S.Order)) + ")");
    Ok = false;
  } else if (!Legal(S.Order)) {
    error(std::string(What) + " cannot have memory order " +
          quote(orderName(S.Order)));
    Ok = false;
  }
  if (unsigned(S.Sc) >= NumScopes) {
    error(std::string(What) + " has an invalid scope (" +
          std::to_string(unsigned(S.Sc)) + ")");
    Ok = false;
  }
  return Ok;
}

void Verifier::checkAccess(const Procedure &F, const Stmt &S) {
  std::string What(stmtKindName(S.Kind));
  bool (*Legal)(MemOrder) = isAtomicOrder;
  if (S.Kind == StmtKind::Load)
    Legal = isLoadOrder;
  else if (S.Kind == StmtKind::Store)
    Legal = isStoreOrder;
  if (checkOrderAndScope(S, What, Legal)) {
    if (isAtomic(S.Order) && S.Sc == Scope::None)
      error("atomic " + What + " requires a scope");
    else if (!isAtomic(S.Order) && S.Sc != Scope::None)
      error("non-atomic " + What + " cannot have a scope");
  }
  if (S.Kind == StmtKind::Cas) {
    if (unsigned(S.FailOrder) >= NumOrders || !isFailureOrder(S.FailOrder))
      error("cas failure order cannot be " +
            (unsigned(S.FailOrder) < NumOrders
                 ? quote(orderName(S.FailOrder))
                 : "(" + std::to_string(unsigned(S.FailOrder)) + ")"));
    else if (unsigned(S.Order) < NumOrders && isAtomic(S.Order) &&
             isStrongerFailure(S.FailOrder, S.Order))
      error("cas failure order " + quote(orderName(S.FailOrder)) +
            " is stronger than success order " + quote(orderName(S.Order)));
  }

  // The access type, and the operation for an rmw.
  Type Ty = S.AccessTy;
  bool TyOk = isValueType(Ty) && Ty != Type::Bool;
  if (!TyOk)
    error(What + " access type cannot be " + typeStr(Ty));
  if (S.Kind == StmtKind::Rmw) {
    if (unsigned(S.Rmw) >= NumRmwOps) {
      error("invalid rmw operation (" + std::to_string(unsigned(S.Rmw)) + ")");
    } else if (TyOk) {
      std::string Op = quote(rmwOpName(S.Rmw));
      bool Half = S.Rmw == RmwOp::F16Add || S.Rmw == RmwOp::BF16Add;
      if (S.Rmw == RmwOp::FAdd && !isFloat(Ty))
        error("rmw " + Op + " requires a float type, got " + typeStr(Ty));
      else if (Half && Ty != Type::I16)
        error("rmw " + Op + " requires type i16 (the bits of a 16-bit "
              "float), got " + typeStr(Ty));
      else if (S.Rmw != RmwOp::FAdd && S.Rmw != RmwOp::Exch && !isInt(Ty))
        error("rmw " + Op + " requires an integer type, got " + typeStr(Ty));
    }
  }

  // Destination, address and values, in textual order.
  const Variable *V = checkDest(F, S, What, S.Kind == StmtKind::Load);
  if (V && TyOk && V->Ty != Ty)
    error("type mismatch in " + What + " into " + quote(V->Name) +
          ": expected " + typeStr(V->Ty) + ", got " + typeStr(Ty));
  if (checkRequired(S.Addr, What + " address") && S.Addr->Ty != Type::Ptr)
    error(What + " address must be ptr, got " + typeStr(S.Addr->Ty));
  Type Expected = TyOk ? Ty : Type::Void;
  switch (S.Kind) {
  case StmtKind::Store:
    checkValue(S.Ops[0], Expected, "store value");
    break;
  case StmtKind::Rmw:
    checkValue(S.Ops[0], Expected, "rmw operand");
    break;
  case StmtKind::Cas:
    checkValue(S.Ops[0], Expected, "cas expected value");
    checkValue(S.Ops[1], Expected, "cas desired value");
    break;
  default:
    break;
  }
}

/// Checks the arguments of a call, kernel launch or explicit thread of
/// procedure \p Callee (which exists) against its parameters; \p What names
/// the site ("call to '@f'", ...). Launch arguments must be constant.
void Verifier::checkArgs(const std::vector<const Expr *> &Args, ProcId Callee,
                         std::string_view What) {
  const Procedure &G = P.Procs[Callee];
  bool InLaunch = CurProc == nullptr;
  for (size_t I = 0; I < Args.size(); ++I) {
    std::string Arg =
        "argument " + std::to_string(I + 1) + " of " + std::string(What);
    if (!Args[I]) {
      error(Arg + " is missing");
      continue;
    }
    if (InLaunch)
      beginContext(CurLoc, nullptr);
    if (!checkExpr(Args[I]))
      continue;
    if (InLaunch && SawNonConstant)
      error(Arg + " is not a constant expression");
    if (I < G.NumParams && I < G.Vars.size() && isValueType(G.Vars[I].Ty) &&
        Args[I]->Ty != G.Vars[I].Ty)
      error(Arg + " has type " + typeStr(Args[I]->Ty) + ", expected " +
            typeStr(G.Vars[I].Ty));
  }
}

void Verifier::checkCall(const Procedure &F, const Stmt &S) {
  if (S.Callee >= P.Procs.size()) {
    error("call to undefined procedure #" + std::to_string(S.Callee));
    for (const Expr *A : S.Args)
      if (A)
        checkExpr(A);
    checkDest(F, S, "call", /*Required=*/false);
    return;
  }
  const Procedure &G = P.Procs[S.Callee];
  std::string Name = quoteGlobal(G.Name);
  const Variable *V = checkDest(F, S, "call", /*Required=*/false);
  if (V && G.RetTy == Type::Void)
    error("call to void procedure " + Name + " cannot assign a result to " +
          quote(V->Name));
  else if (V && isValidType(G.RetTy) && V->Ty != G.RetTy)
    error("type mismatch in result of call to " + Name + " assigned to " +
          quote(V->Name) + ": expected " + typeStr(V->Ty) + ", got " +
          typeStr(G.RetTy));
  if (S.Args.size() != G.NumParams)
    error("call to " + Name + " has " + plural(S.Args.size(), "argument") +
          ", expected " + std::to_string(G.NumParams));
  checkArgs(S.Args, S.Callee, "call to " + Name);
}

void Verifier::checkTerminator(const Procedure &F, const Block &B) {
  const Terminator &T = B.Term;
  beginContext(T.Loc, &F);
  auto CheckTarget = [&](BlockId Target) {
    if (Target >= F.Blocks.size())
      error("jump to undefined block #" + std::to_string(Target));
  };
  switch (T.Kind) {
  case TermKind::Goto:
    CheckTarget(T.Targets[0]);
    return;
  case TermKind::Branch:
    checkCondition(T.Cond, "branch condition");
    CheckTarget(T.Targets[0]);
    CheckTarget(T.Targets[1]);
    return;
  case TermKind::Return: {
    std::string Name = quoteGlobal(F.Name);
    if (F.RetTy == Type::Void) {
      if (T.Value)
        error("void procedure " + Name + " cannot return a value");
    } else if (!T.Value) {
      if (isValidType(F.RetTy))
        error("procedure " + Name + " must return a value of type " +
              typeStr(F.RetTy));
    } else {
      checkValue(T.Value, F.RetTy, "return");
    }
    return;
  }
  }
  error("invalid terminator kind (" + std::to_string(unsigned(T.Kind)) + ")");
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

/// "X x Y x Z" for a diagnostic.
static std::string dimText(const Dim3 &D) {
  return std::to_string(D.X) + " x " + std::to_string(D.Y) + " x " +
         std::to_string(D.Z);
}

void Verifier::checkLaunch() {
  const Launch &L = P.Run;
  switch (L.K) {
  case Launch::Kind::None:
    return;
  case Launch::Kind::Kernel: {
    beginContext(L.Loc, nullptr);
    if (L.Grid.X == 0 || L.Grid.Y == 0 || L.Grid.Z == 0)
      error("grid dimensions must be at least 1");
    if (L.BlockDim.X == 0 || L.BlockDim.Y == 0 || L.BlockDim.Z == 0)
      error("block dimensions must be at least 1");
    // The command line's limit (cli/ValueParsers.cpp parseDim3): at most
    // 2^32 - 1 blocks and 2^32 - 1 threads per block, so that the launch's
    // thread count, Grid.count() * BlockDim.count(), fits in 64 bits.
    static constexpr uint64_t MaxCount = UINT32_MAX;
    if (L.Grid.count() > MaxCount ||
        uint64_t(L.Grid.X) * L.Grid.Y > MaxCount)
      error("grid of " + dimText(L.Grid) +
            " blocks: more than 2^32 - 1 blocks in total");
    if (L.BlockDim.count() > MaxCount ||
        uint64_t(L.BlockDim.X) * L.BlockDim.Y > MaxCount)
      error("block of " + dimText(L.BlockDim) +
            " threads: more than 2^32 - 1 threads in total");
    if (L.Kernel >= P.Procs.size()) {
      error("launch of undefined procedure #" + std::to_string(L.Kernel));
      return;
    }
    const Procedure &K = P.Procs[L.Kernel];
    std::string Name = quoteGlobal(K.Name);
    if (L.Args.size() != K.NumParams)
      error("launch has " + plural(L.Args.size(), "argument") + ", kernel " +
            Name + " has " + plural(K.NumParams, "parameter"));
    checkArgs(L.Args, L.Kernel, "launch of " + Name);
    return;
  }
  case Launch::Kind::Threads:
    for (const ExplicitThread &T : L.Threads) {
      beginContext(T.Loc, nullptr);
      if (T.Proc >= P.Procs.size()) {
        error("thread runs undefined procedure #" + std::to_string(T.Proc));
        continue;
      }
      const Procedure &G = P.Procs[T.Proc];
      std::string Name = quoteGlobal(G.Name);
      if (T.Args.size() != G.NumParams)
        error("thread has " + plural(T.Args.size(), "argument") +
              ", procedure " + Name + " has " +
              plural(G.NumParams, "parameter"));
      checkArgs(T.Args, T.Proc, "thread " + Name);
    }
    return;
  }
  error(L.Loc, "invalid launch kind (" + std::to_string(unsigned(L.K)) + ")");
}

bool Verifier::run() {
  Recursion = findRecursion(P);
  checkObjects();
  for (size_t I = 0; I < P.Procs.size(); ++I) {
    const Procedure &F = P.Procs[I];
    for (size_t J = 0; J < I; ++J)
      if (P.Procs[J].Name == F.Name) {
        error(F.Loc, "redefinition of procedure " + quoteGlobal(F.Name));
        break;
      }
    checkProc(F);
  }
  checkLaunch();
  return NumErrors == 0;
}

bool verifyProgram(const Program &P, DiagnosticEngine &Diags) {
  return Verifier(P, Diags).run();
}

} // namespace scopecheck::ir
