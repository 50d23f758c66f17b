//===- repair/SourceLocator.cpp - Repair actions to text edits ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Clang side of the repair (repair/SourceLocator.h): the AST nodes at
/// an event's location, the token that spells their scope, and the text of
/// the relaxed atomic that replaces a non-atomic access.
///
//===----------------------------------------------------------------------===//

#include "repair/SourceLocator.h"

#include "translate/ClangInvocation.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

#include <map>
#include <regex>

using namespace clang;

namespace scopecheck::repair {

namespace {

/// Counts Clang's errors; the text was translated before, so there should
/// be none.
class CountingConsumer : public DiagnosticConsumer {
public:
  std::string FirstError;
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level >= DiagnosticsEngine::Error && FirstError.empty()) {
      llvm::SmallString<128> Msg;
      Info.FormatDiagnostic(Msg);
      FirstError = std::string(Msg.str());
    }
  }
};

/// The families of scope spellings and how each widens.
enum class Family { Legacy, Fence, ThreadScope, MemScope, NvScope };

struct ScopeSpelling {
  Family F;
  ir::Scope Sc;
  std::string Base; ///< Legacy: the name without suffix
};

static const char *const LegacyBases[] = {
    "atomicAdd", "atomicSub", "atomicExch", "atomicMin",
    "atomicMax", "atomicInc", "atomicDec",  "atomicAnd",
    "atomicOr",  "atomicXor", "atomicCAS"};

/// Classifies a token that spells a scope; std::nullopt for any other.
std::optional<ScopeSpelling> classify(llvm::StringRef Tok) {
  for (const char *B : LegacyBases) {
    llvm::StringRef Rest = Tok;
    if (!Rest.consume_front(B))
      continue;
    if (Rest.empty())
      return ScopeSpelling{Family::Legacy, ir::Scope::Gpu, B};
    if (Rest == "_block")
      return ScopeSpelling{Family::Legacy, ir::Scope::Cta, B};
    if (Rest == "_system")
      return ScopeSpelling{Family::Legacy, ir::Scope::Sys, B};
  }
  struct Row {
    const char *Cta, *Gpu, *Sys;
    Family F;
  };
  static const Row Rows[] = {{"__threadfence_block", "__threadfence",
                              "__threadfence_system", Family::Fence},
                             {"thread_scope_block", "thread_scope_device",
                              "thread_scope_system", Family::ThreadScope},
                             {"__MEMORY_SCOPE_WRKGRP", "__MEMORY_SCOPE_DEVICE",
                              "__MEMORY_SCOPE_SYSTEM", Family::MemScope},
                             {"__NV_THREAD_SCOPE_BLOCK",
                              "__NV_THREAD_SCOPE_DEVICE",
                              "__NV_THREAD_SCOPE_SYSTEM", Family::NvScope}};
  for (const Row &R : Rows) {
    if (Tok == R.Cta)
      return ScopeSpelling{R.F, ir::Scope::Cta, ""};
    if (Tok == R.Gpu)
      return ScopeSpelling{R.F, ir::Scope::Gpu, ""};
    if (Tok == R.Sys)
      return ScopeSpelling{R.F, ir::Scope::Sys, ""};
  }
  return std::nullopt;
}

/// The spelling of \p S's family at scope \p Target.
std::string respell(const ScopeSpelling &S, ir::Scope Target) {
  auto Pick = [&](const char *Cta, const char *Gpu, const char *Sys) {
    return std::string(Target == ir::Scope::Cta   ? Cta
                       : Target == ir::Scope::Gpu ? Gpu
                                                  : Sys);
  };
  switch (S.F) {
  case Family::Legacy:
    return S.Base + Pick("_block", "", "_system");
  case Family::Fence:
    return Pick("__threadfence_block", "__threadfence", "__threadfence_system");
  case Family::ThreadScope:
    return Pick("thread_scope_block", "thread_scope_device",
                "thread_scope_system");
  case Family::MemScope:
    return Pick("__MEMORY_SCOPE_WRKGRP", "__MEMORY_SCOPE_DEVICE",
                "__MEMORY_SCOPE_SYSTEM");
  case Family::NvScope:
    return Pick("__NV_THREAD_SCOPE_BLOCK", "__NV_THREAD_SCOPE_DEVICE",
                "__NV_THREAD_SCOPE_SYSTEM");
  }
  return "";
}

/// Collects the non-dependent expressions of the translation unit (with
/// template instantiations) by the presumed line and column of the
/// expansion location of their first token in the main file.
class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(const SourceManager &SM,
            std::multimap<std::pair<unsigned, unsigned>, const Expr *> &Out)
      : SM(SM), Out(Out) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitExpr(Expr *E) {
    if (E->isInstantiationDependent())
      return true;
    SourceLocation L = E->getBeginLoc();
    if (L.isInvalid())
      return true;
    SourceLocation X = SM.getExpansionLoc(L);
    if (SM.getFileID(X) != SM.getMainFileID())
      return true;
    PresumedLoc PL = SM.getPresumedLoc(X);
    if (PL.isInvalid())
      return true;
    Out.emplace(std::make_pair(PL.getLine(), PL.getColumn()), E);
    return true;
  }

private:
  const SourceManager &SM;
  std::multimap<std::pair<unsigned, unsigned>, const Expr *> &Out;
};

/// Strips the implicit conversions and temporaries around an atomic object
/// (but not the functional cast that names its type).
const Expr *stripObject(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      E = ICE->getSubExpr();
      continue;
    }
    if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = MT->getSubExpr();
      continue;
    }
    if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = BT->getSubExpr();
      continue;
    }
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E)) {
      E = EWC->getSubExpr();
      continue;
    }
    return E;
  }
}

bool isCudaAtomicRecord(const CXXRecordDecl *RD) {
  if (!RD)
    return false;
  llvm::StringRef N = RD->getName();
  if (N != "atomic" && N != "atomic_ref" && N != "__atomic_ops")
    return false;
  const auto *NS = dyn_cast<NamespaceDecl>(RD->getDeclContext());
  return NS && NS->getName() == "cuda";
}

/// Is \p E (parens ignored) an lvalue in memory that the front-end accesses
/// with a load or store event (not a local variable or parameter)?
bool isMemoryLValue(const Expr *E) {
  E = E->IgnoreParens();
  if (isa<ArraySubscriptExpr>(E) || isa<MemberExpr>(E))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return VD->hasGlobalStorage();
  return false;
}

} // namespace

struct SourceLocator::Impl {
  std::string FileName;
  std::unique_ptr<ASTUnit> AST;
  std::multimap<std::pair<unsigned, unsigned>, const Expr *> ByLoc;
  std::optional<std::vector<SourceFunction>> Functions;

  ASTContext &ctx() { return AST->getASTContext(); }
  SourceManager &sm() { return AST->getSourceManager(); }
  const LangOptions &lo() { return AST->getLangOpts(); }

  TextLoc textLoc(SourceLocation L) {
    TextLoc T;
    PresumedLoc PL = sm().getPresumedLoc(L);
    if (PL.isValid()) {
      T.File = PL.getFilename();
      T.Line = PL.getLine();
      T.Col = PL.getColumn();
    }
    return T;
  }

  std::string tokenText(SourceLocation SpellLoc) {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(SpellLoc), sm(),
                                lo())
        .str();
  }

  /// The source text of \p R (a token range) in the main file, or
  /// std::nullopt when it is not one contiguous range of the main file
  /// (macros).
  std::optional<std::pair<unsigned, unsigned>> fileRange(SourceRange R) {
    CharSourceRange CR =
        Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), sm(), lo());
    if (CR.isInvalid())
      return std::nullopt;
    FileID F = sm().getFileID(CR.getBegin());
    if (F != sm().getMainFileID() || sm().getFileID(CR.getEnd()) != F)
      return std::nullopt;
    unsigned B = sm().getFileOffset(CR.getBegin());
    unsigned E = sm().getFileOffset(CR.getEnd());
    return std::make_pair(B, E - B);
  }

  std::string textAt(std::pair<unsigned, unsigned> R) {
    return sm()
        .getBufferData(sm().getMainFileID())
        .substr(R.first, R.second)
        .str();
  }

  /// Follows \p Loc (a location of a token that spells a scope, possibly
  /// inside macro expansions) to the innermost place in the main file where
  /// a scope spelling is written. Sets \p Macro to the macro whose
  /// definition holds it, if any.
  std::optional<SourceLocation> findSpelling(SourceLocation Loc,
                                             std::string &Macro) {
    std::vector<SourceLocation> Chain;
    for (SourceLocation L = Loc;;) {
      Chain.push_back(L);
      if (L.isFileID() || Chain.size() > 64)
        break;
      L = sm().getImmediateMacroCallerLoc(L);
    }
    for (size_t I = 0; I < Chain.size(); ++I) {
      SourceLocation S = sm().getSpellingLoc(Chain[I]);
      if (sm().getFileID(S) != sm().getMainFileID())
        continue;
      if (!classify(tokenText(S)))
        continue;
      Macro.clear();
      if (Chain[I].isMacroID() && sm().isMacroBodyExpansion(Chain[I]))
        Macro = Lexer::getImmediateMacroName(Chain[I], sm(), lo()).str();
      return S;
    }
    return std::nullopt;
  }

  /// The edit that widens the scope spelled at \p Loc (followed through
  /// macros) to \p Target. \p Context says where the spelling comes from
  /// ("the alias 'Ref'"), for the note.
  LocatedEdit widenAt(SourceLocation Loc, ir::Scope Target,
                      const std::string &Context) {
    LocatedEdit Out;
    std::string Macro;
    std::optional<SourceLocation> S = findSpelling(Loc, Macro);
    if (!S) {
      SourceLocation X = sm().getExpansionLoc(Loc);
      Out.Reason = "the scope is not written as a scope name in the input "
                   "file (found '" +
                   tokenText(X) + "')";
      return Out;
    }
    std::string Tok = tokenText(*S);
    ScopeSpelling Sp = *classify(Tok);
    if (scopeCovers(Sp.Sc, Target)) {
      Out.Reason = "'" + Tok + "' already has the scope the pair needs";
      return Out;
    }
    Out.Ok = true;
    Out.Offset = sm().getFileOffset(*S);
    Out.Length = Tok.size();
    Out.OldText = Tok;
    Out.NewText = respell(Sp, Target);
    Out.Loc = textLoc(*S);
    Out.What = "widened scope of " + Tok + " to " + scopeWord(Target);
    if (!Macro.empty())
      Out.What += " (in the definition of macro '" + Macro +
                  "', which all its uses share)";
    else if (!Context.empty())
      Out.What += " (in " + Context + ", which all its uses share)";
    return Out;
  }

  /// The scope argument of the atomic class type at \p TL, through
  /// aliases, pointers and arrays; null with \p Why set when there is none
  /// to edit. \p Context names the alias it came through.
  const Expr *scopeArgOfType(TypeLoc TL, std::string &Context,
                             std::string &Why) {
    for (int Depth = 0; Depth < 32 && !TL.isNull(); ++Depth) {
      TL = TL.getUnqualifiedLoc();
      if (auto E = TL.getAs<ElaboratedTypeLoc>()) {
        TL = E.getNamedTypeLoc();
        continue;
      }
      if (auto T = TL.getAs<TypedefTypeLoc>()) {
        const TypedefNameDecl *D = T.getTypedefNameDecl();
        Context = "the alias '" + D->getNameAsString() + "'";
        TL = D->getTypeSourceInfo()->getTypeLoc();
        continue;
      }
      if (auto P = TL.getAs<PointerTypeLoc>()) {
        TL = P.getPointeeLoc();
        continue;
      }
      if (auto R = TL.getAs<ReferenceTypeLoc>()) {
        TL = R.getPointeeLoc();
        continue;
      }
      if (auto A = TL.getAs<ArrayTypeLoc>()) {
        TL = A.getElementLoc();
        continue;
      }
      if (auto S = TL.getAs<TemplateSpecializationTypeLoc>()) {
        TemplateDecl *TD =
            S.getTypePtr()->getTemplateName().getAsTemplateDecl();
        if (const auto *Alias = dyn_cast_or_null<TypeAliasTemplateDecl>(TD)) {
          // A user's alias template: its pattern names the atomic type.
          if (Alias->getLocation().isValid() &&
              sm().getFileID(sm().getExpansionLoc(Alias->getLocation())) !=
                  sm().getMainFileID()) {
            Why = "the atomic type's scope is fixed by '" +
                  Alias->getQualifiedNameAsString() + "'";
            return nullptr;
          }
          Context = "the alias template '" + Alias->getNameAsString() + "'";
          TL = Alias->getTemplatedDecl()->getTypeSourceInfo()->getTypeLoc();
          continue;
        }
        const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(TD);
        if (!CTD || !isCudaAtomicRecord(CTD->getTemplatedDecl())) {
          Why = "the atomic type is not written as cuda::atomic or "
                "cuda::atomic_ref";
          return nullptr;
        }
        if (S.getNumArgs() < 2) {
          Why = "the atomic type uses the default scope (system)";
          return nullptr;
        }
        TemplateArgumentLoc A = S.getArgLoc(1);
        if (A.getArgument().getKind() != TemplateArgument::Expression) {
          Why = "the scope template argument is not an expression";
          return nullptr;
        }
        return A.getSourceExpression();
      }
      if (TL.getAs<SubstTemplateTypeParmTypeLoc>() ||
          TL.getAs<TemplateTypeParmTypeLoc>()) {
        Why = "the atomic type is a template parameter";
        return nullptr;
      }
      if (TL.getAs<AutoTypeLoc>()) {
        Why = "the atomic variable is declared 'auto'";
        return nullptr;
      }
      break;
    }
    Why = "cannot find where the atomic type is written";
    return nullptr;
  }

  /// The scope argument of the atomic object \p Obj's type.
  const Expr *scopeArgOfObject(const Expr *Obj, std::string &Context,
                               std::string &Why) {
    for (int Depth = 0; Depth < 16; ++Depth) {
      Obj = stripObject(Obj);
      if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Obj))
        return scopeArgOfType(FC->getTypeInfoAsWritten()->getTypeLoc(), Context,
                              Why);
      if (const auto *TO = dyn_cast<CXXTemporaryObjectExpr>(Obj))
        return scopeArgOfType(TO->getTypeSourceInfo()->getTypeLoc(), Context,
                              Why);
      if (const auto *CE = dyn_cast<CXXConstructExpr>(Obj)) {
        if (CE->getNumArgs() < 1)
          break;
        Obj = CE->getArg(0);
        continue;
      }
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Obj)) {
        const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        if (!VD || !VD->getTypeSourceInfo())
          break;
        if (VD->getType()->getContainedAutoType() && VD->getInit()) {
          Obj = VD->getInit();
          continue;
        }
        if (sm().getFileID(sm().getExpansionLoc(VD->getLocation())) !=
            sm().getMainFileID()) {
          Why = "the atomic object is declared outside the input file";
          return nullptr;
        }
        return scopeArgOfType(VD->getTypeSourceInfo()->getTypeLoc(), Context,
                              Why);
      }
      if (const auto *ME = dyn_cast<MemberExpr>(Obj)) {
        const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
        if (!FD || !FD->getTypeSourceInfo())
          break;
        return scopeArgOfType(FD->getTypeSourceInfo()->getTypeLoc(), Context,
                              Why);
      }
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Obj)) {
        Obj = AS->getBase();
        continue;
      }
      if (const auto *U = dyn_cast<UnaryOperator>(Obj);
          U && U->getOpcode() == UO_Deref) {
        Obj = U->getSubExpr();
        continue;
      }
      break;
    }
    if (Why.empty())
      Why = "cannot find the declaration of the atomic object";
    return nullptr;
  }

  /// The location of the token of scope expression \p E to follow.
  SourceLocation scopeExprLoc(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return DRE->getLocation();
    return E->getBeginLoc();
  }

  LocatedEdit widen(const RepairAction &A,
                    const std::vector<const Expr *> &Cands) {
    LocatedEdit Fail;
    Fail.Reason = "no atomic operation or fence found at this location";
    for (const Expr *E : Cands) {
      std::string Context, Why;
      if (const auto *AE = dyn_cast<AtomicExpr>(E)) {
        if (!AE->getScopeModel()) {
          Fail.Reason = "the GCC '__atomic' builtins are system scope";
          continue;
        }
        return widenAt(scopeExprLoc(AE->getScope()), A.Target, "");
      }
      const auto *CE = dyn_cast<CallExpr>(E);
      if (!CE)
        continue;
      const auto *MD = dyn_cast_or_null<CXXMethodDecl>(CE->getDirectCallee());
      if (MD && isCudaAtomicRecord(MD->getParent())) {
        const Expr *Obj = nullptr;
        if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
          Obj = MC->getImplicitObjectArgument();
        else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE))
          Obj = OC->getNumArgs() ? OC->getArg(0) : nullptr;
        if (!Obj)
          continue;
        const Expr *ScopeArg = scopeArgOfObject(Obj, Context, Why);
        if (!ScopeArg) {
          Fail.Reason = Why;
          continue;
        }
        return widenAt(scopeExprLoc(ScopeArg), A.Target, Context);
      }
      const FunctionDecl *FD = CE->getDirectCallee();
      if (!FD)
        continue;
      std::string Name = FD->getNameAsString();
      std::string Qualified = FD->getQualifiedNameAsString();
      if (Qualified == "cuda::atomic_thread_fence") {
        if (CE->getNumArgs() < 2 || isa<CXXDefaultArgExpr>(CE->getArg(1))) {
          Fail.Reason = "the fence uses the default scope (system)";
          continue;
        }
        return widenAt(scopeExprLoc(CE->getArg(1)), A.Target, "");
      }
      if (llvm::StringRef(Name).starts_with("__nv_atomic_")) {
        if (CE->getNumArgs() < 2)
          continue;
        return widenAt(scopeExprLoc(CE->getArg(CE->getNumArgs() - 1)), A.Target,
                       "");
      }
      if (classify(Name)) {
        const Expr *Callee = CE->getCallee()->IgnoreParenImpCasts();
        SourceLocation L = Callee->getBeginLoc();
        if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
          L = DRE->getLocation();
        return widenAt(L, A.Target, "");
      }
    }
    return Fail;
  }

  /// Is the value of \p E unused (an expression statement, a loop
  /// increment)?
  bool isDiscarded(const Expr *E) {
    const Stmt *Child = E;
    for (int Depth = 0; Depth < 8; ++Depth) {
      DynTypedNodeList Parents = ctx().getParents(*Child);
      if (Parents.empty())
        return false;
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P)
        return false;
      if (isa<ExprWithCleanups>(P) || isa<ParenExpr>(P)) {
        Child = P;
        continue;
      }
      if (isa<CompoundStmt>(P) || isa<CaseStmt>(P) || isa<DefaultStmt>(P) ||
          isa<LabelStmt>(P))
        return true;
      if (const auto *If = dyn_cast<IfStmt>(P))
        return If->getThen() == Child || If->getElse() == Child;
      if (const auto *F = dyn_cast<ForStmt>(P))
        return F->getBody() == Child || F->getInc() == Child ||
               F->getInit() == Child;
      if (const auto *W = dyn_cast<WhileStmt>(P))
        return W->getBody() == Child;
      if (const auto *D = dyn_cast<DoStmt>(P))
        return D->getBody() == Child;
      return false;
    }
    return false;
  }

  /// The C++ spelling of the value type of a relaxed atomic_ref for an
  /// access of type \p T, or std::nullopt with \p Why.
  std::optional<std::string> atomicValueType(QualType T, std::string &Why) {
    if (T.isVolatileQualified()) {
      Why = "the access is volatile";
      return std::nullopt;
    }
    if (isa<SubstTemplateTypeParmType>(T.getTypePtr())) {
      Why = "its type is a template parameter (the edit would change every "
            "instantiation)";
      return std::nullopt;
    }
    QualType C = T.getCanonicalType();
    bool Ok = false;
    if (const auto *BT = C->getAs<BuiltinType>())
      Ok = (BT->isInteger() && BT->getKind() != BuiltinType::Bool) ||
           BT->getKind() == BuiltinType::Float ||
           BT->getKind() == BuiltinType::Double;
    if (!Ok) {
      Why = "its type '" + T.getUnqualifiedType().getAsString() +
            "' has no cuda::atomic_ref";
      return std::nullopt;
    }
    PrintingPolicy PP(lo());
    PP.SuppressTagKeyword = true;
    return T.getUnqualifiedType().getAsString(PP);
  }

  LocatedEdit makeAtomic(const RepairAction &A,
                         const std::vector<const Expr *> &Cands) {
    LocatedEdit Out;
    Out.Reason = "no non-atomic access found at this location";
    std::string Scope = "cuda::thread_scope_" + scopeWord(A.Target);
    std::string Relaxed = "cuda::memory_order_relaxed";
    auto Finish = [&](const Expr *Whole, const Expr *LV,
                      const std::string &Suffix,
                      const std::string &What) -> LocatedEdit {
      LocatedEdit E;
      std::string Why;
      std::optional<std::string> T = atomicValueType(LV->getType(), Why);
      if (!T) {
        E.Reason = "cannot make the access atomic: " + Why;
        return E;
      }
      auto WholeR = fileRange(Whole->getSourceRange());
      auto LVR = fileRange(LV->IgnoreParens()->getSourceRange());
      if (!WholeR || !LVR) {
        E.Reason = "cannot make the access atomic: it is written inside a "
                   "macro expansion";
        return E;
      }
      std::string LVText = textAt(*LVR);
      E.Ok = true;
      E.Offset = WholeR->first;
      E.Length = WholeR->second;
      E.OldText = textAt(*WholeR);
      E.NewText = "cuda::atomic_ref<" + *T + ", " + Scope + ">(" + LVText +
                  ")." + Suffix;
      E.Loc = textLoc(sm().getExpansionLoc(Whole->getBeginLoc()));
      E.What = What + " of '" + LVText + "' into a relaxed atomic of scope " +
               scopeWord(A.Target);
      E.NeedsAtomicHeader = true;
      return E;
    };
    auto RhsText = [&](const Expr *R) -> std::optional<std::string> {
      auto RR = fileRange(R->getSourceRange());
      if (!RR)
        return std::nullopt;
      return textAt(*RR);
    };

    // Read-modify-writes first: their read and write share the location.
    // The front-end places the events of `++*p`, `(*p)++` and `++p[0]` at
    // the operand, so the increment may be a parent of a candidate.
    std::vector<const Expr *> Rmws;
    for (const Expr *E : Cands) {
      Rmws.push_back(E);
      if (!isMemoryLValue(E))
        continue;
      const Stmt *Child = E;
      for (int Depth = 0; Depth < 8; ++Depth) {
        DynTypedNodeList Parents = ctx().getParents(*Child);
        const Expr *P = Parents.empty() ? nullptr : Parents[0].get<Expr>();
        if (!P)
          break;
        if (isa<ParenExpr>(P)) {
          Child = P;
          continue;
        }
        const auto *U = dyn_cast<UnaryOperator>(P);
        const auto *CA = dyn_cast<CompoundAssignOperator>(P);
        if ((U && U->isIncrementDecrementOp()) ||
            (CA && CA->getLHS()->IgnoreParens() == E))
          Rmws.push_back(P);
        break;
      }
    }
    for (const Expr *E : Rmws) {
      if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
        if (!isMemoryLValue(CA->getLHS()))
          continue;
        bool Float = CA->getLHS()->getType()->isRealFloatingType();
        const char *Fn = nullptr;
        switch (CA->getOpcode()) {
        case BO_AddAssign:
          Fn = "fetch_add";
          break;
        case BO_SubAssign:
          Fn = Float ? nullptr : "fetch_sub";
          break;
        case BO_AndAssign:
          Fn = "fetch_and";
          break;
        case BO_OrAssign:
          Fn = "fetch_or";
          break;
        case BO_XorAssign:
          Fn = "fetch_xor";
          break;
        default:
          break;
        }
        if (!Fn) {
          Out.Reason = "cannot make the access atomic: '" +
                       CA->getOpcodeStr().str() +
                       "' has no atomic read-modify-write";
          return Out;
        }
        if (!isDiscarded(CA)) {
          Out.Reason = "cannot make the access atomic: the value of the "
                       "compound assignment is used";
          return Out;
        }
        std::optional<std::string> R = RhsText(CA->getRHS());
        if (!R) {
          Out.Reason = "cannot make the access atomic: it is written inside "
                       "a macro expansion";
          return Out;
        }
        return Finish(
            CA, CA->getLHS(), std::string(Fn) + "(" + *R + ", " + Relaxed + ")",
            "turned the read-modify-write '" + CA->getOpcodeStr().str() + "'");
      }
      if (const auto *U = dyn_cast<UnaryOperator>(E)) {
        if (!U->isIncrementDecrementOp() || !isMemoryLValue(U->getSubExpr()))
          continue;
        bool Discarded = isDiscarded(U);
        if (!Discarded && U->isPrefix()) {
          Out.Reason = "cannot make the access atomic: the value of the "
                       "prefix increment/decrement is used";
          return Out;
        }
        bool Float = U->getSubExpr()->getType()->isRealFloatingType();
        std::string Fn = U->isIncrementOp() ? "fetch_add(1, " : "fetch_sub(1, ";
        if (Float && U->isDecrementOp()) {
          Out.Reason = "cannot make the access atomic: a floating-point "
                       "decrement has no atomic read-modify-write";
          return Out;
        }
        return Finish(U, U->getSubExpr(), Fn + Relaxed + ")",
                      std::string("turned the ") +
                          (U->isIncrementOp() ? "increment" : "decrement"));
      }
    }
    if (A.IsWrite) {
      for (const Expr *E : Cands) {
        const auto *BO = dyn_cast<BinaryOperator>(E);
        if (!BO || BO->getOpcode() != BO_Assign ||
            !isMemoryLValue(BO->getLHS()))
          continue;
        if (!isDiscarded(BO)) {
          Out.Reason = "cannot make the access atomic: the value of the "
                       "assignment is used";
          return Out;
        }
        std::optional<std::string> R = RhsText(BO->getRHS());
        if (!R) {
          Out.Reason = "cannot make the access atomic: it is written inside "
                       "a macro expansion";
          return Out;
        }
        return Finish(BO, BO->getLHS(), "store(" + *R + ", " + Relaxed + ")",
                      "turned the non-atomic write");
      }
      if (Out.Reason == "no non-atomic access found at this location")
        Out.Reason = "cannot make the access atomic: the write is not a "
                     "plain assignment, compound assignment or increment";
      return Out;
    }
    // A read: the widest lvalue-to-rvalue conversion of a memory lvalue.
    const ImplicitCastExpr *Best = nullptr;
    unsigned BestLen = 0;
    for (const Expr *E : Cands) {
      const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
      if (!ICE || ICE->getCastKind() != CK_LValueToRValue ||
          !isMemoryLValue(ICE->getSubExpr()))
        continue;
      auto R = fileRange(ICE->getSourceRange());
      unsigned Len = R ? R->second : 0;
      if (!Best || Len > BestLen) {
        Best = ICE;
        BestLen = Len;
      }
    }
    if (!Best) {
      Out.Reason = "cannot make the access atomic: the read is not a plain "
                   "use of an array element, a dereference, a member or a "
                   "global variable";
      return Out;
    }
    const Expr *LV = Best->getSubExpr()->IgnoreParens();
    return Finish(LV, LV, "load(" + Relaxed + ")",
                  "turned the non-atomic read");
  }
};

namespace {

/// Lists the insertion places and barrier statements of function bodies
/// (repair/Barriers.h).
class SlotFinder : public RecursiveASTVisitor<SlotFinder> {
public:
  SlotFinder(SourceLocator::Impl &I, const SourceManager &SM,
             std::vector<SourceFunction> &Out)
      : I(I), SM(SM), Out(Out) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody())
      return true;
    const auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
    if (!Body)
      return true;
    SourceLocation B = Body->getLBracLoc();
    if (B.isInvalid() || B.isMacroID() ||
        SM.getFileID(B) != SM.getMainFileID())
      return true;
    SourceFunction F;
    F.Name = FD->getNameAsString();
    F.NameLoc = loc(SM.getExpansionLoc(FD->getLocation()));
    F.BodyBegin = loc(B);
    F.BodyEnd = loc(SM.getExpansionLoc(Body->getRBracLoc()));
    Fn = &F;
    walk(Body, 0);
    Out.push_back(std::move(F));
    return true;
  }

private:
  TextLoc loc(SourceLocation L) {
    TextLoc T;
    PresumedLoc PL = SM.getPresumedLoc(L);
    if (PL.isValid()) {
      T.File = I.FileName;
      T.Line = PL.getLine();
      T.Col = PL.getColumn();
    }
    return T;
  }

  llvm::StringRef buffer() { return SM.getBufferData(SM.getMainFileID()); }

  /// The offset of the start of \p Off's line, and whether only blanks
  /// precede \p Off on it.
  std::pair<unsigned, bool> lineStart(unsigned Off) {
    llvm::StringRef Buf = buffer();
    unsigned S = Off;
    while (S > 0 && Buf[S - 1] != '\n')
      --S;
    bool Blank = Buf.slice(S, Off).find_first_not_of(" \t") ==
                 llvm::StringRef::npos;
    return {S, Blank};
  }

  std::string indentOf(unsigned Off) {
    auto [S, Blank] = lineStart(Off);
    llvm::StringRef Buf = buffer();
    unsigned E = S;
    while (E < Buf.size() && (Buf[E] == ' ' || Buf[E] == '\t'))
      ++E;
    return Buf.slice(S, E).str();
  }

  /// The slot before \p S (a statement of a compound statement).
  void slotBefore(const Stmt *S, unsigned Depth) {
    SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
    if (B.isInvalid() || E.isInvalid())
      return;
    B = SM.getExpansionLoc(B);
    E = SM.getExpansionRange(E).getEnd();
    if (SM.getFileID(B) != SM.getMainFileID())
      return;
    StmtSlot Sl;
    Sl.Begin = loc(B);
    Sl.End = loc(E);
    Sl.LoopDepth = Depth;
    unsigned Off = SM.getFileOffset(B);
    auto [LS, Blank] = lineStart(Off);
    Sl.OwnLine = Blank;
    Sl.Offset = Blank ? LS : Off;
    Sl.Indent = Blank ? indentOf(Off) : "";
    Sl.At = Sl.Begin;
    Sl.WarpTile = Tiles.empty() ? "" : Tiles.back();
    Fn->Slots.push_back(Sl);
  }

  void slotAtEnd(const CompoundStmt *C, const Stmt *Last, unsigned Depth) {
    SourceLocation B = Last->getBeginLoc(), E = Last->getEndLoc(),
                   R = C->getRBracLoc();
    if (B.isInvalid() || E.isInvalid() || R.isInvalid() || R.isMacroID())
      return;
    B = SM.getExpansionLoc(B);
    E = SM.getExpansionRange(E).getEnd();
    if (SM.getFileID(B) != SM.getMainFileID() ||
        SM.getFileID(R) != SM.getMainFileID())
      return;
    StmtSlot Sl;
    Sl.AtEnd = true;
    Sl.Begin = loc(B);
    Sl.End = loc(E);
    Sl.LoopDepth = Depth;
    unsigned Off = SM.getFileOffset(R);
    auto [LS, Blank] = lineStart(Off);
    Sl.OwnLine = Blank;
    Sl.Offset = Blank ? LS : Off;
    if (Blank) {
      unsigned LastOff = SM.getFileOffset(B);
      Sl.Indent = lineStart(LastOff).second ? indentOf(LastOff)
                                            : indentOf(Off) + "  ";
    }
    Sl.At = loc(R);
    Sl.WarpTile = Tiles.empty() ? "" : Tiles.back();
    Fn->Slots.push_back(Sl);
  }

  /// The offset just past \p S: its last token, and the `;` that ends an
  /// expression or declaration statement. 0 when \p S is in a macro.
  unsigned stmtEnd(const Stmt *S) {
    SourceLocation E = S->getEndLoc();
    if (E.isInvalid() || E.isMacroID())
      return 0;
    unsigned End =
        SM.getFileOffset(Lexer::getLocForEndOfToken(E, 0, SM, I.lo()));
    llvm::StringRef Buf = buffer();
    unsigned After = End;
    while (After < Buf.size() && (Buf[After] == ' ' || Buf[After] == '\t'))
      ++After;
    if (After < Buf.size() && Buf[After] == ';')
      End = After + 1;
    return End;
  }

  /// The two slots of \p Body, the body of control statement \p Ctl written
  /// without braces, whose header ends with the token at \p HeaderLast
  /// (`)`, `do`, `else`): before the body and after it, each an edit that
  /// wraps the body in braces (StmtSlot::Wrap).
  void bracelessSlots(const Stmt *Ctl, SourceLocation HeaderLast,
                      const Stmt *Body, unsigned Depth) {
    if (!Body || isa<CompoundStmt>(Body) || isa<NullStmt>(Body) ||
        HeaderLast.isInvalid() || HeaderLast.isMacroID())
      return;
    SourceLocation B = Body->getBeginLoc(), C = Ctl->getBeginLoc();
    if (B.isInvalid() || B.isMacroID() || C.isInvalid() || C.isMacroID() ||
        SM.getFileID(B) != SM.getMainFileID() ||
        SM.getFileID(HeaderLast) != SM.getMainFileID())
      return;
    unsigned From = SM.getFileOffset(
        Lexer::getLocForEndOfToken(HeaderLast, 0, SM, I.lo()));
    unsigned BodyOff = SM.getFileOffset(B);
    unsigned To = stmtEnd(Body);
    if (!To || To <= BodyOff || From > BodyOff)
      return;
    llvm::StringRef Buf = buffer();
    StmtSlot Sl;
    Sl.Wrap = true;
    Sl.WrapOffset = From;
    Sl.WrapText = Buf.slice(From, To).str();
    if (Sl.WrapText.find("//") != std::string::npos ||
        Sl.WrapText.find("/*") != std::string::npos ||
        Sl.WrapText.find('#') != std::string::npos)
      return; // a comment or a directive the braces could cut
    Sl.OuterIndent = indentOf(SM.getFileOffset(C));
    Sl.Indent = lineStart(BodyOff).second ? indentOf(BodyOff)
                                          : Sl.OuterIndent + "  ";
    Sl.Begin = loc(B);
    Sl.End = loc(SM.getExpansionRange(Body->getEndLoc()).getEnd());
    Sl.LoopDepth = Depth;
    Sl.Offset = BodyOff;
    Sl.At = Sl.Begin;
    Sl.WarpTile = Tiles.empty() ? "" : Tiles.back();
    Fn->Slots.push_back(Sl);
    Sl.AtEnd = true;
    Sl.Offset = To;
    Fn->Slots.push_back(Sl);
  }

  /// The variables of type `cooperative_groups::thread_block_tile<32>` that
  /// \p S (a statement of a compound statement) declares: in scope for
  /// the slots after it (Tiles).
  void warpTiles(const Stmt *S) {
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS)
      return;
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || VD->getName().empty())
        continue;
      const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          VD->getType().getCanonicalType()->getAsCXXRecordDecl());
      if (!Spec || Spec->getName() != "thread_block_tile" ||
          Spec->getTemplateArgs().size() < 1 ||
          Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Integral ||
          Spec->getTemplateArgs()[0].getAsIntegral() != 32)
        continue;
      Tiles.push_back(VD->getNameAsString());
    }
  }

  /// A `__syncthreads();` statement of a compound statement.
  void barrier(const Stmt *S, unsigned Depth) {
    const auto *CE = dyn_cast<CallExpr>(S);
    if (!CE)
      return;
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (!Callee || Callee->getName() != "__syncthreads" ||
        CE->getBeginLoc().isMacroID() || CE->getEndLoc().isMacroID())
      return;
    SourceLocation B = CE->getBeginLoc();
    if (SM.getFileID(B) != SM.getMainFileID())
      return;
    unsigned Off = SM.getFileOffset(B);
    unsigned End = SM.getFileOffset(
        Lexer::getLocForEndOfToken(CE->getEndLoc(), 0, SM, I.lo()));
    llvm::StringRef Buf = buffer();
    while (End < Buf.size() && (Buf[End] == ' ' || Buf[End] == '\t'))
      ++End;
    if (End >= Buf.size() || Buf[End] != ';')
      return;
    ++End;
    SourceBarrier Bar;
    Bar.Loc = loc(B);
    Bar.LoopDepth = Depth;
    auto [LS, Blank] = lineStart(Off);
    unsigned After = End;
    while (After < Buf.size() && (Buf[After] == ' ' || Buf[After] == '\t'))
      ++After;
    if (Blank && (After >= Buf.size() || Buf[After] == '\n')) {
      Bar.Offset = LS;
      Bar.Length = std::min<size_t>(After + 1, Buf.size()) - LS;
    } else {
      Bar.Offset = Off;
      Bar.Length = After - Off;
    }
    Bar.Text = Buf.substr(Bar.Offset, Bar.Length).str();
    Fn->Barriers.push_back(Bar);
  }

  void walk(const Stmt *S, unsigned Depth) {
    if (!S)
      return;
    if (const auto *C = dyn_cast<CompoundStmt>(S)) {
      const Stmt *Last = nullptr;
      size_t OuterTiles = Tiles.size();
      for (const Stmt *Child : C->body()) {
        if (isa<NullStmt>(Child))
          continue;
        slotBefore(Child, Depth);
        barrier(Child, Depth);
        walk(Child, Depth);
        warpTiles(Child);
        Last = Child;
      }
      if (Last)
        slotAtEnd(C, Last, Depth);
      Tiles.resize(OuterTiles);
      return;
    }
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      bracelessSlots(F, F->getRParenLoc(), F->getBody(), Depth + 1);
      return walk(F->getBody(), Depth + 1);
    }
    if (const auto *W = dyn_cast<WhileStmt>(S)) {
      bracelessSlots(W, W->getRParenLoc(), W->getBody(), Depth + 1);
      return walk(W->getBody(), Depth + 1);
    }
    if (const auto *D = dyn_cast<DoStmt>(S)) {
      bracelessSlots(D, D->getDoLoc(), D->getBody(), Depth + 1);
      return walk(D->getBody(), Depth + 1);
    }
    if (const auto *R = dyn_cast<CXXForRangeStmt>(S)) {
      bracelessSlots(R, R->getRParenLoc(), R->getBody(), Depth + 1);
      return walk(R->getBody(), Depth + 1);
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      bracelessSlots(If, If->getRParenLoc(), If->getThen(), Depth);
      walk(If->getThen(), Depth);
      if (!isa_and_nonnull<IfStmt>(If->getElse())) // not `else if`
        bracelessSlots(If, If->getElseLoc(), If->getElse(), Depth);
      walk(If->getElse(), Depth);
      return;
    }
    if (const auto *L = dyn_cast<LabelStmt>(S))
      return walk(L->getSubStmt(), Depth);
    if (const auto *A = dyn_cast<AttributedStmt>(S))
      return walk(A->getSubStmt(), Depth);
    // Switch bodies (case labels) and lambda bodies have no slots.
  }

  SourceLocator::Impl &I;
  const SourceManager &SM;
  std::vector<SourceFunction> &Out;
  SourceFunction *Fn = nullptr;
  /// The whole-warp tiles in scope, innermost last (StmtSlot::WarpTile).
  std::vector<std::string> Tiles;
};

} // namespace

SourceLocator::SourceLocator(std::unique_ptr<Impl> I) : I(std::move(I)) {}

const std::vector<SourceFunction> &SourceLocator::functions() {
  if (!I->Functions) {
    I->Functions.emplace();
    SlotFinder F(*I, I->sm(), *I->Functions);
    F.TraverseDecl(I->ctx().getTranslationUnitDecl());
  }
  return *I->Functions;
}

bool SourceLocator::usesLibcu() {
  std::string S = I->sm().getBufferData(I->sm().getMainFileID()).str();
  static const std::regex Libcu(
      R"((#[ \t]*include[ \t]*[<"]cuda/(std/)?atomic[>"])|cuda::atomic)");
  return std::regex_search(S, Libcu);
}
SourceLocator::~SourceLocator() = default;

std::unique_ptr<SourceLocator>
SourceLocator::parse(const std::string &Text, const std::string &FileName,
                     const translate::TranslateOptions &Opts,
                     std::string &Error) {
  auto I = std::make_unique<Impl>();
  I->FileName = FileName;
  CountingConsumer Consumer;
  I->AST = translate::buildCudaAST(Text, FileName, Opts, Consumer);
  if (!I->AST || Consumer.getNumErrors() != 0) {
    Error = Consumer.FirstError.empty() ? "cannot parse the file"
                                        : Consumer.FirstError;
    return nullptr;
  }
  Collector C(I->sm(), I->ByLoc);
  C.TraverseDecl(I->ctx().getTranslationUnitDecl());
  return std::unique_ptr<SourceLocator>(new SourceLocator(std::move(I)));
}

LocatedEdit SourceLocator::locate(const RepairAction &A) {
  LocatedEdit Out;
  if (A.Loc.File != I->FileName) {
    Out.Reason = "the access is in '" + A.Loc.File +
                 "', not in the input file; only the input file is edited";
    return Out;
  }
  std::vector<const Expr *> Cands;
  auto [B, E] = I->ByLoc.equal_range({A.Loc.Line, A.Loc.Col});
  for (auto It = B; It != E; ++It)
    Cands.push_back(It->second);
  if (A.Kind == ActionKind::WidenScope)
    return I->widen(A, Cands);
  return I->makeAtomic(A, Cands);
}

std::optional<LocatedEdit> SourceLocator::atomicHeaderInsertion() {
  llvm::StringRef Text = I->sm().getBufferData(I->sm().getMainFileID());
  static const std::regex Included(
      R"((^|\n)[ \t]*#[ \t]*include[ \t]*[<"]cuda/atomic[>"])");
  std::string S = Text.str();
  if (std::regex_search(S, Included))
    return std::nullopt;
  // After the last top-level #include line, or before the first line that
  // is neither blank nor a comment.
  size_t Insert = std::string::npos, Pos = 0;
  size_t FirstCode = std::string::npos;
  while (Pos < S.size()) {
    size_t End = S.find('\n', Pos);
    size_t Next = End == std::string::npos ? S.size() : End + 1;
    llvm::StringRef Line = llvm::StringRef(S).slice(Pos, Next).trim();
    if (Line.starts_with("#") &&
        Line.drop_front(1).ltrim().starts_with("include"))
      Insert = Next;
    else if (FirstCode == std::string::npos && !Line.empty() &&
             !Line.starts_with("//"))
      FirstCode = Pos;
    Pos = Next;
  }
  if (Insert == std::string::npos)
    Insert = FirstCode == std::string::npos ? S.size() : FirstCode;
  LocatedEdit E;
  E.Ok = true;
  E.Offset = Insert;
  E.Length = 0;
  E.NewText = "#include <cuda/atomic>\n";
  if (Insert == S.size() && !S.empty() && S.back() != '\n')
    E.NewText = "\n" + E.NewText;
  E.Loc.File = I->FileName;
  E.Loc.Line = 1 + unsigned(std::count(S.begin(), S.begin() + Insert, '\n'));
  E.Loc.Col = 1;
  E.What = "included <cuda/atomic> for cuda::atomic_ref";
  return E;
}

} // namespace scopecheck::repair
