//===- translate/KernelLambdas.cpp - Lambdas in device code ---------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lambdas called in device code. A closure object is not a value of the
/// IR: a local lambda (or a device function's parameter of closure type)
/// maps to its captures, and a call of it inlines the call operator like
/// a member function, with the captured variables' places visible to the
/// body. Captures by reference name the enclosing frame's variables;
/// captures by copy and init-captures are copied into fresh variables
/// when the lambda expression is evaluated, as C++ copies them into the
/// closure object; `this` names the enclosing member function's object
/// (`[*this]` a copy). Capturing arrays by copy and storing a closure in
/// memory are diagnosed.
///
//===----------------------------------------------------------------------===//

#include "translate/ConstructName.h"
#include "translate/KernelTranslator.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/LambdaCapture.h"

using namespace clang;

namespace scopecheck::translate {

using ir::Type;

bool KernelTranslator::isLambdaType(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isLambda();
}

std::shared_ptr<const KernelTranslator::Closure>
KernelTranslator::closureOf(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
      E = EWC->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      E = FC->getSubExpr();
    else if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
             ICE && (ICE->getCastKind() == CK_NoOp ||
                     ICE->getCastKind() == CK_LValueToRValue))
      E = ICE->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
             CE && CE->getNumArgs() == 1 &&
             CE->getConstructor()->isCopyOrMoveConstructor())
      E = CE->getArg(0); // a copy of a closure has the same captures
    else
      break;
  }
  if (const auto *LE = dyn_cast<LambdaExpr>(E))
    return makeClosure(LE);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = Frames.back().Lambdas.find(VD);
      if (It != Frames.back().Lambdas.end())
        return It->second;
    }
  unsupported(E->getBeginLoc(), "lambda object " + describeConstruct(E, Ctx));
  return nullptr;
}

std::shared_ptr<const KernelTranslator::Closure>
KernelTranslator::makeClosure(const LambdaExpr *LE) {
  auto C = std::make_shared<Closure>();
  ir::SourceLoc L = loc(LE->getBeginLoc());
  for (const LambdaCapture &Cap : LE->captures()) {
    SourceLocation At =
        Cap.getLocation().isValid() ? Cap.getLocation() : LE->getBeginLoc();
    if (Cap.capturesThis()) {
      if (!Frames.back().This) {
        unsupported(At, "lambda capturing 'this' of this object");
        return nullptr;
      }
      C->This = *Frames.back().This;
      if (Cap.getCaptureKind() == LCK_StarThis) { // a copy of the object
        std::vector<ir::VarId> Copy;
        for (ir::VarId V : *C->This) {
          Copy.push_back(newVar(proc().Vars[V].Name, proc().Vars[V].Ty, L));
          emit(ir::Stmt::makeAssign(L, Copy.back(), varRef(V)));
        }
        C->This = std::move(Copy);
      }
      continue;
    }
    const auto *VD = Cap.capturesVariable()
                         ? dyn_cast<VarDecl>(Cap.getCapturedVar())
                         : nullptr;
    if (!VD) {
      unsupported(At, "this lambda capture");
      return nullptr;
    }
    std::string Name = VD->getNameAsString();
    QualType T = VD->getType();
    if (VD->isInitCapture()) {
      // `[x = e]`, `[&r = e]`: a variable of the closure, set now.
      const Expr *Init = VD->getInit();
      if (T->isReferenceType()) {
        std::optional<LValue> R = bindReference(T, Init, Name, L);
        if (!R)
          return nullptr;
        C->Refs[VD] = *R;
      } else if (isLambdaType(T)) {
        std::shared_ptr<const Closure> Sub = closureOf(Init);
        if (!Sub)
          return nullptr;
        C->Lambdas[VD] = Sub;
      } else if (isPlainStruct(T)) {
        std::optional<std::vector<const ir::Expr *>> Vs = structValue(Init);
        if (!Vs)
          return nullptr;
        std::vector<ir::VarId> Vars = newStructVars(T, Name, L);
        assignLeaves(Vars, *Vs, L);
        C->Structs[VD] = Vars;
      } else if (std::optional<Type> Ty = irType(T)) {
        const ir::Expr *V = rvalue(Init);
        if (!V)
          return nullptr;
        ir::VarId Var = newVar(Name, *Ty, L);
        emit(ir::Stmt::makeAssign(L, Var, V));
        C->Vars[VD] = Var;
      } else {
        unsupported(At, "lambda init-capture '" + Name + "' of type '" +
                            T.getAsString() + "'");
        return nullptr;
      }
      continue;
    }
    bool ByRef = Cap.getCaptureKind() == LCK_ByRef;
    const Frame &F = Frames.back();
    if (auto It = F.Lambdas.find(VD); It != F.Lambdas.end()) {
      C->Lambdas[VD] = It->second;
      continue;
    }
    if (auto It = F.Refs.find(VD); It != F.Refs.end()) {
      if (ByRef) {
        C->Refs[VD] = It->second;
        continue;
      }
      const ir::Expr *V = read(It->second, At);
      ir::VarId Var = newVar(Name, It->second.Ty, L);
      emit(ir::Stmt::makeAssign(L, Var, V));
      C->Vars[VD] = Var;
      continue;
    }
    if (auto It = F.Vars.find(VD); It != F.Vars.end()) {
      if (ByRef) {
        C->Vars[VD] = It->second;
        continue;
      }
      ir::VarId Var = newVar(Name, proc().Vars[It->second].Ty, L);
      emit(ir::Stmt::makeAssign(L, Var, varRef(It->second)));
      C->Vars[VD] = Var;
      continue;
    }
    if (auto It = F.Structs.find(VD); It != F.Structs.end()) {
      if (ByRef) {
        C->Structs[VD] = It->second;
        continue;
      }
      std::vector<ir::VarId> Vars =
          newStructVars(T.getNonReferenceType(), Name, L);
      for (size_t K = 0; K < Vars.size(); ++K)
        emit(ir::Stmt::makeAssign(L, Vars[K], varRef(It->second[K])));
      C->Structs[VD] = Vars;
      continue;
    }
    if (auto It = F.Unions.find(VD); It != F.Unions.end()) {
      if (ByRef) {
        C->Unions[VD] = It->second;
        continue;
      }
      ir::VarId Var = newVar(Name, proc().Vars[It->second].Ty, L);
      emit(ir::Stmt::makeAssign(L, Var, varRef(It->second)));
      C->Unions[VD] = Var;
      continue;
    }
    if (auto It = F.Arrays.find(VD); It != F.Arrays.end()) {
      if (ByRef) {
        C->Arrays[VD] = It->second;
        continue;
      }
      std::optional<Type> Ty = irType(T.getNonReferenceType());
      if (!Ty) {
        unsupported(At, "lambda capturing array '" + Name + "' by copy");
        return nullptr;
      }
      // A scalar whose address is taken: its current value.
      LValue Src;
      Src.K = LValue::Kind::Mem;
      Src.Addr = P.objAddr(It->second);
      Src.Ty = *Ty;
      const ir::Expr *V = read(Src, At);
      ir::VarId Var = newVar(Name, *Ty, L);
      emit(ir::Stmt::makeAssign(L, Var, V));
      C->Vars[VD] = Var;
      continue;
    }
    unsupported(At, "lambda capture of '" + Name + "'");
    return nullptr;
  }
  return C;
}

const ir::Expr *KernelTranslator::lambdaCall(const CallExpr *E,
                                             const Expr *Obj,
                                             llvm::ArrayRef<const Expr *> Args,
                                             const FunctionDecl *Def) {
  std::shared_ptr<const Closure> C = closureOf(Obj);
  if (!C)
    return nullptr;
  std::vector<ir::VarId> NoThis;
  return inlineFunction(E->getBeginLoc(), Def, Args, &NoThis, C.get());
}

} // namespace scopecheck::translate
