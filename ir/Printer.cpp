//===- ir/Printer.cpp - Printer of the textual IR -------------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Prints a Program in the canonical layout of docs/ir.md: objects, then
/// procedures, then the launch. Expressions get the fewest parentheses that
/// parse back to the same tree, and a literal gets a `:type` suffix exactly
/// when the parser could not infer its type: the printer runs the parser's
/// own typing rules (ir/LiteralTyping.h) on each expression it prints.
///
//===----------------------------------------------------------------------===//

#include "ir/Printer.h"

#include "ir/LiteralTyping.h"
#include "ir/Value.h"

#include <cmath>
#include <cstdio>
#include <deque>
#include <optional>
#include <ostream>

namespace scopecheck::ir {

namespace {

/// Precedence levels: 0 is `?:`, 1..10 the binary operators
/// (binOpPrecedence), then unary operators and primaries.
constexpr unsigned SelectLevel = 0;
constexpr unsigned UnaryLevel = 11;
constexpr unsigned PrimaryLevel = 12;

std::string formatFloat(double V, int Digits) {
  if (std::isnan(V))
    return "nan";
  if (std::isinf(V))
    return V < 0 ? "-inf" : "inf";
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*g", Digits, V);
  std::string S = Buf;
  if (S.find_first_of(".e") == std::string::npos)
    S += ".0";
  return S;
}

bool isNumeric(Type T) { return isInt(T) || isFloat(T); }

/// The spelling of a constant of type \p Ty with bits \p Bits (no suffix).
std::string literalSpelling(Type Ty, uint64_t Bits) {
  if (isInt(Ty))
    return std::to_string(signExtend(Bits, intWidth(Ty)));
  switch (Ty) {
  case Type::Bool:
    return Bits ? "true" : "false";
  case Type::Ptr:
    // Only the null pointer has a spelling; other pointer constants are not
    // representable in the text and print as an (unparsable) marker.
    return Bits == 0 ? "null" : "<ptr constant>";
  case Type::F32:
    return formatFloat(asF32(Bits), 9);
  case Type::F64:
    return formatFloat(asF64(Bits), 17);
  default:
    return "<invalid constant>";
  }
}

std::string quote(std::string_view S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n') {
      Out += "\\n";
      continue;
    }
    Out += C;
  }
  return Out + "\"";
}

/// An expression occurrence as the typing rules see it, with a link back
/// to the Expr it stands for.
struct PrintNode : typing::Node {
  const Expr *E = nullptr; ///< null for a missing operand
};

/// Prints expressions of one procedure (or of the launch, with no
/// procedure).
class ExprPrinter {
public:
  ExprPrinter(const Program &P, const Procedure *Proc) : P(P), Proc(Proc) {}

  /// Prints \p E, which its context expects to have type \p Expected
  /// (std::nullopt when the context gives none), as an operand whose level
  /// must be at least \p MinLevel.
  std::string print(const Expr *E, std::optional<Type> Expected,
                    unsigned MinLevel = SelectLevel) {
    Nodes.clear();
    PrintNode *Root = convert(E);
    decideSuffixes(*Root, Expected);
    std::string Out;
    emit(Out, *Root, MinLevel);
    return Out;
  }

  std::string varName(VarId V) const {
    if (Proc && V < Proc->Vars.size())
      return Proc->Vars[V].Name;
    return "<invalid variable " + std::to_string(V) + ">";
  }

private:
  const Program &P;
  const Procedure *Proc;
  std::deque<PrintNode> Nodes;

  PrintNode *convert(const Expr *E) {
    PrintNode &N = Nodes.emplace_back();
    N.E = E;
    if (!E)
      return &N;
    N.Kind = E->Kind;
    N.Op = E->Op;
    N.Ty = E->Ty;
    switch (E->Kind) {
    case ExprKind::Const:
      N.Untyped = isNumeric(E->Ty);
      break;
    case ExprKind::VarRef:
      // The parser types a variable reference by the declaration.
      if (Proc && E->Index < Proc->Vars.size())
        N.Ty = Proc->Vars[E->Index].Ty;
      break;
    case ExprKind::Builtin:
      N.Ty = Type::I32;
      break;
    case ExprKind::ObjAddr:
      N.Ty = Type::Ptr;
      break;
    default:
      N.NumOps = E->numOps();
      for (unsigned I = 0; I < N.NumOps; ++I)
        N.Ops[I] = convert(E->Ops[I]);
      break;
    }
    return &N;
  }

  /// Gives a suffix to the leftmost literal the parser would type wrongly
  /// (or not at all), until there is none: each round fixes one literal for
  /// good, so this ends, and the result is what the parser reads back.
  void decideSuffixes(PrintNode &Root, std::optional<Type> Expected) {
    while (true) {
      typing::computeKnownTypes(Root);
      PrintNode *Wrong = nullptr;
      typing::assignLiteralTypes(Root, Expected,
                                 [&](typing::Node &N, std::optional<Type> T) {
                                   auto &PN = static_cast<PrintNode &>(N);
                                   if (T == PN.E->Ty)
                                     return true;
                                   Wrong = &PN;
                                   return false;
                                 });
      if (!Wrong)
        return;
      Wrong->Untyped = false;
    }
  }

  static unsigned levelOf(const PrintNode &N) {
    if (!N.E)
      return PrimaryLevel;
    switch (N.Kind) {
    case ExprKind::Select:
      return SelectLevel;
    case ExprKind::Binary:
      return binOpPrecedence(static_cast<BinOp>(N.Op));
    case ExprKind::Unary:
      return UnaryLevel;
    default:
      return PrimaryLevel;
    }
  }

  void emit(std::string &Out, const PrintNode &N, unsigned MinLevel) {
    // A `?:` nested in anything is parenthesised, for the reader.
    bool Paren = levelOf(N) < MinLevel ||
                 (N.Kind == ExprKind::Select && N.E && MinLevel > SelectLevel);
    if (Paren)
      Out += '(';
    emitBare(Out, N);
    if (Paren)
      Out += ')';
  }

  void emitBare(std::string &Out, const PrintNode &N) {
    const Expr *E = N.E;
    if (!E) {
      Out += "<null expression>";
      return;
    }
    switch (E->Kind) {
    case ExprKind::Const:
      Out += literalSpelling(E->Ty, E->Bits);
      if (!N.Untyped && isNumeric(E->Ty)) {
        Out += ':';
        Out += typeName(E->Ty);
      }
      return;
    case ExprKind::ObjAddr:
      if (E->Index >= 1 && E->Index <= P.Objects.size())
        Out += "@" + P.object(E->Index).Name;
      else
        Out += "<invalid object " + std::to_string(E->Index) + ">";
      return;
    case ExprKind::VarRef:
      Out += varName(E->Index);
      return;
    case ExprKind::Builtin:
      Out += builtinName(E->builtin());
      return;
    case ExprKind::Unary: {
      const auto &A = static_cast<const PrintNode &>(*N.Ops[0]);
      switch (E->unOp()) {
      case UnOp::Neg:
        Out += '-';
        // `-1` would read back as a negative literal: write `-(1)`.
        if (A.E && A.E->Kind == ExprKind::Const && isNumeric(A.E->Ty)) {
          Out += '(';
          emit(Out, A, SelectLevel);
          Out += ')';
          return;
        }
        break;
      case UnOp::Not:
        Out += '!';
        break;
      case UnOp::BitNot:
        Out += '~';
        break;
      }
      emit(Out, A, UnaryLevel);
      return;
    }
    case ExprKind::Binary: {
      unsigned L = binOpPrecedence(E->binOp());
      emit(Out, static_cast<const PrintNode &>(*N.Ops[0]), L);
      Out += ' ';
      Out += binOpName(E->binOp());
      Out += ' ';
      emit(Out, static_cast<const PrintNode &>(*N.Ops[1]), L + 1);
      return;
    }
    case ExprKind::Select:
      emit(Out, static_cast<const PrintNode &>(*N.Ops[0]), 1);
      Out += " ? ";
      emit(Out, static_cast<const PrintNode &>(*N.Ops[1]), 1);
      Out += " : ";
      emit(Out, static_cast<const PrintNode &>(*N.Ops[2]), 1);
      return;
    case ExprKind::Cast:
      Out += castOpName(E->castOp());
      Out += '.';
      Out += typeName(E->Ty);
      Out += '(';
      emit(Out, static_cast<const PrintNode &>(*N.Ops[0]), SelectLevel);
      Out += ')';
      return;
    case ExprKind::MathCall:
      Out += mathFnName(E->mathFn());
      Out += '(';
      for (unsigned I = 0; I < N.NumOps; ++I) {
        if (I)
          Out += ", ";
        emit(Out, static_cast<const PrintNode &>(*N.Ops[I]), SelectLevel);
      }
      Out += ')';
      return;
    }
  }
};

class ProgramPrinter {
public:
  ProgramPrinter(const Program &P, PrintOptions Opts, std::string &Out)
      : P(P), Opts(Opts), Out(Out) {}

  void run() {
    for (const MemObject &O : P.Objects)
      printObject(O);
    for (const Procedure &Proc : P.Procs) {
      if (!Out.empty())
        Out += '\n';
      printProc(Proc);
    }
    if (P.Run.K != Launch::Kind::None) {
      if (!Out.empty())
        Out += '\n';
      printLaunch();
    }
  }

private:
  const Program &P;
  PrintOptions Opts;
  std::string &Out;
  /// The file of the last `source` directive printed.
  std::optional<std::string> CurFile;

  std::string procName(ProcId Id) const {
    if (Id < P.Procs.size())
      return "@" + P.Procs[Id].Name;
    return "<invalid procedure " + std::to_string(Id) + ">";
  }

  void printObject(const MemObject &O) {
    Out += spaceName(O.Space);
    Out += " @" + O.Name + " : ";
    Out += typeName(O.ElemTy);
    if (!O.hasKnownSize())
      Out += "[*]";
    else if (O.Size != 1)
      Out += "[" + std::to_string(O.Size) + "]";
    if (!O.Init.empty()) {
      Out += " = ";
      if (O.Init.size() > 1)
        Out += '{';
      for (size_t I = 0; I < O.Init.size(); ++I) {
        if (I)
          Out += ", ";
        Out += literalSpelling(O.ElemTy, O.Init[I]);
      }
      if (O.Init.size() > 1)
        Out += '}';
    }
    Out += ";\n";
  }

  std::string fileOf(SourceLoc L) const {
    return L.File < P.numFiles() ? P.fileName(L.File) : std::string();
  }

  /// Prints a `source` directive when located \p L is in another file than
  /// the last directive named.
  void switchFile(SourceLoc L, const char *Indent) {
    if (!Opts.Locations || !L.isValid())
      return;
    std::string F = fileOf(L);
    if (CurFile && *CurFile == F)
      return;
    Out += Indent;
    Out += "source " + quote(F) + ";\n";
    CurFile = F;
  }

  void printLoc(SourceLoc L) {
    if (!Opts.Locations)
      return;
    if (!L.isValid()) {
      Out += " !0:0";
      return;
    }
    Out += " !" + std::to_string(L.Line) + ":" + std::to_string(L.Col);
  }

  void printProc(const Procedure &Proc) {
    // The directive for the first located statement goes before the
    // procedure, so that short procedures read cleanly.
    for (const Block &B : Proc.Blocks) {
      SourceLoc First = B.Term.Loc;
      for (const Stmt &S : B.Stmts)
        if (S.Loc.isValid()) {
          First = S.Loc;
          break;
        }
      if (First.isValid()) {
        switchFile(First, "");
        break;
      }
    }
    Out += "proc @" + Proc.Name + "(";
    for (uint32_t I = 0; I < Proc.NumParams && I < Proc.Vars.size(); ++I) {
      if (I)
        Out += ", ";
      Out += Proc.Vars[I].Name + " : ";
      Out += typeName(Proc.Vars[I].Ty);
    }
    Out += ")";
    if (Proc.RetTy != Type::Void) {
      Out += " : ";
      Out += typeName(Proc.RetTy);
    }
    Out += " {\n";
    for (size_t I = Proc.NumParams; I < Proc.Vars.size(); ++I) {
      Out += "  var " + Proc.Vars[I].Name + " : ";
      Out += typeName(Proc.Vars[I].Ty);
      Out += ";\n";
    }
    ExprPrinter EP(P, &Proc);
    for (const Block &B : Proc.Blocks) {
      Out += B.Label + ":\n";
      for (const Stmt &S : B.Stmts)
        printStmt(EP, Proc, S);
      printTerm(EP, Proc, B.Term);
    }
    Out += "}\n";
  }

  std::string label(const Procedure &Proc, BlockId B) const {
    if (B < Proc.Blocks.size())
      return Proc.Blocks[B].Label;
    return "<invalid block " + std::to_string(B) + ">";
  }

  static std::string orderScope(MemOrder O, Scope Sc) {
    std::string S(orderName(O));
    if (Sc != Scope::None)
      S += "." + std::string(scopeName(Sc));
    return S;
  }

  void printAccess(ExprPrinter &EP, const Stmt &S) {
    Out += ' ';
    Out += typeName(S.AccessTy);
    Out += ' ';
    const Expr *A = S.Addr;
    if (A && A->Kind == ExprKind::Binary && A->binOp() == BinOp::Add &&
        A->Ty == Type::Ptr && A->Ops[0] && A->Ops[0]->Ty == Type::Ptr) {
      Out += EP.print(A->Ops[0], Type::Ptr, PrimaryLevel);
      Out += '[' + EP.print(A->Ops[1], Type::I64) + ']';
    } else {
      Out += EP.print(A, Type::Ptr, PrimaryLevel);
    }
  }

  void printStmt(ExprPrinter &EP, const Procedure &Proc, const Stmt &S) {
    switchFile(S.Loc, "  ");
    Out += "  ";
    if (S.Pred)
      Out += EP.print(S.Pred, Type::Bool, UnaryLevel) + " => ";
    auto Dest = [&] {
      if (S.Dest != Stmt::NoVar)
        Out += EP.varName(S.Dest) + " = ";
    };
    std::optional<Type> AccessTy = S.AccessTy;
    switch (S.Kind) {
    case StmtKind::Assign: {
      std::optional<Type> Ty;
      if (S.Dest < Proc.Vars.size())
        Ty = Proc.Vars[S.Dest].Ty;
      Dest();
      Out += EP.print(S.Ops[0], Ty);
      break;
    }
    case StmtKind::Havoc:
      Out += "havoc " + EP.varName(S.Dest);
      break;
    case StmtKind::Assume:
      Out += "assume " + EP.print(S.Ops[0], Type::Bool);
      break;
    case StmtKind::Assert:
      Out += "assert " + EP.print(S.Ops[0], Type::Bool);
      if (!S.Message.empty())
        Out += ", " + quote(S.Message);
      break;
    case StmtKind::Call: {
      Dest();
      Out += "call " + procName(S.Callee) + "(";
      const Procedure *Callee =
          S.Callee < P.Procs.size() ? &P.Procs[S.Callee] : nullptr;
      printArgs(EP, Callee, S.Args);
      Out += ")";
      break;
    }
    case StmtKind::Load:
      Dest();
      Out += "load." + orderScope(S.Order, S.Sc);
      if (S.Volatile)
        Out += ".volatile";
      if (S.Copy != CopyMark::None)
        Out += "." + std::string(copyMarkName(S.Copy));
      printAccess(EP, S);
      break;
    case StmtKind::Store:
      Out += "store." + orderScope(S.Order, S.Sc);
      if (S.Volatile)
        Out += ".volatile";
      if (S.Copy != CopyMark::None)
        Out += "." + std::string(copyMarkName(S.Copy));
      printAccess(EP, S);
      Out += ", " + EP.print(S.Ops[0], AccessTy);
      break;
    case StmtKind::Rmw:
      Dest();
      Out += "rmw." + std::string(rmwOpName(S.Rmw)) + "." +
             orderScope(S.Order, S.Sc);
      printAccess(EP, S);
      Out += ", " + EP.print(S.Ops[0], AccessTy);
      break;
    case StmtKind::Cas: {
      Dest();
      Out += "cas." + std::string(orderName(S.Order));
      if (S.FailOrder != defaultFailureOrder(S.Order))
        Out += "." + std::string(orderName(S.FailOrder));
      if (S.Sc != Scope::None)
        Out += "." + std::string(scopeName(S.Sc));
      printAccess(EP, S);
      Out += ", " + EP.print(S.Ops[0], AccessTy);
      Out += ", " + EP.print(S.Ops[1], AccessTy);
      break;
    }
    case StmtKind::Fence:
      Out += "fence." + orderScope(S.Order, S.Sc);
      if (S.Spaces != BarrierAllSpaces)
        Out += "." + std::string(barrierSpacesName(S.Spaces));
      break;
    case StmtKind::Barrier:
      if (S.Reduce != BarrierOp::None)
        Dest();
      Out += "barrier." + std::string(scopeName(S.Sc));
      if (S.Spaces != BarrierAllSpaces)
        Out += "." + std::string(barrierSpacesName(S.Spaces));
      if (S.Reduce != BarrierOp::None)
        Out += "." + std::string(barrierOpName(S.Reduce)) + " " +
               EP.print(S.Ops[0], Type::I32);
      break;
    case StmtKind::Warp: {
      Dest();
      Out += "warp." + std::string(warpOpName(S.Warp)) + " " +
             EP.print(S.Ops[0], Type::I32);
      for (size_t I = 0; I < S.Args.size(); ++I) {
        // As the parser reads them: a shuffle's value has the result's
        // type, its lane and width are i32; vote predicates are bool,
        // reduce values i32; a match value carries its own type.
        std::optional<Type> Ty;
        if (isShuffle(S.Warp) && I > 0)
          Ty = Type::I32;
        else if (S.Warp >= WarpOp::Ballot && S.Warp <= WarpOp::Uni)
          Ty = Type::Bool;
        else if (S.Warp >= WarpOp::ReduceAdd)
          Ty = Type::I32;
        else if (isShuffle(S.Warp) && S.Dest < Proc.Vars.size())
          Ty = Proc.Vars[S.Dest].Ty;
        Out += ", " + EP.print(S.Args[I], Ty);
      }
      break;
    }
    }
    printLoc(S.Loc);
    Out += ";\n";
  }

  void printArgs(ExprPrinter &EP, const Procedure *Callee,
                 const std::vector<const Expr *> &Args) {
    for (size_t I = 0; I < Args.size(); ++I) {
      if (I)
        Out += ", ";
      std::optional<Type> Ty;
      if (Callee && I < Callee->NumParams && I < Callee->Vars.size())
        Ty = Callee->Vars[I].Ty;
      Out += EP.print(Args[I], Ty);
    }
  }

  void printTerm(ExprPrinter &EP, const Procedure &Proc, const Terminator &T) {
    switchFile(T.Loc, "  ");
    Out += "  ";
    switch (T.Kind) {
    case TermKind::Goto:
      Out += "goto " + label(Proc, T.Targets[0]);
      break;
    case TermKind::Branch:
      Out += "br " + EP.print(T.Cond, Type::Bool) + ", " +
             label(Proc, T.Targets[0]) + ", " + label(Proc, T.Targets[1]);
      break;
    case TermKind::Return:
      Out += "return";
      if (T.Value) {
        std::optional<Type> Ty;
        if (Proc.RetTy != Type::Void)
          Ty = Proc.RetTy;
        Out += " " + EP.print(T.Value, Ty);
      }
      break;
    }
    printLoc(T.Loc);
    Out += ";\n";
  }

  static std::string dim(const Dim3 &D) {
    return "[" + std::to_string(D.X) + "," + std::to_string(D.Y) + "," +
           std::to_string(D.Z) + "]";
  }

  void printLaunch() {
    const Launch &L = P.Run;
    ExprPrinter EP(P, nullptr);
    if (L.K == Launch::Kind::Kernel) {
      const Procedure *K =
          L.Kernel < P.Procs.size() ? &P.Procs[L.Kernel] : nullptr;
      Out += "launch kernel " + procName(L.Kernel) + " grid " + dim(L.Grid) +
             " block " + dim(L.BlockDim) + (L.WarpSync ? " warpsync" : "") +
             " (";
      printArgs(EP, K, L.Args);
      Out += ");\n";
      return;
    }
    Out += "launch threads {\n";
    for (const ExplicitThread &T : L.Threads) {
      Out += "  thread " + procName(T.Proc);
      if (!T.Args.empty()) {
        Out += '(';
        printArgs(EP, T.Proc < P.Procs.size() ? &P.Procs[T.Proc] : nullptr,
                  T.Args);
        Out += ')';
      }
      Out += " block " + std::to_string(T.BlockIdx) + ";\n";
    }
    Out += "}\n";
  }
};

} // namespace

void printProgram(const Program &P, std::ostream &OS, PrintOptions Opts) {
  OS << printProgram(P, Opts);
}

std::string printProgram(const Program &P, PrintOptions Opts) {
  std::string Out;
  ProgramPrinter(P, Opts, Out).run();
  return Out;
}

std::string printExpr(const Program &P, const Procedure &Proc, const Expr *E) {
  return ExprPrinter(P, &Proc).print(E, std::nullopt);
}

} // namespace scopecheck::ir
