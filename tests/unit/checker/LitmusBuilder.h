//===- tests/unit/checker/LitmusBuilder.h - Litmus programs in C++ -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds small straight-line litmus programs (explicit threads, i32
/// globals) through the ir C++ API, for the checker's unit tests.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TESTS_UNIT_CHECKER_LITMUSBUILDER_H
#define SCOPECHECK_TESTS_UNIT_CHECKER_LITMUSBUILDER_H

#include "ir/IR.h"

#include <string>

namespace scopecheck::checker::test {

using ir::MemOrder;
using ir::Scope;

class Litmus {
public:
  ir::Program P;

  Litmus() { File = P.addFile("litmus.ir"); }

  ir::ObjectId object(const std::string &Name, uint64_t Init = 0,
                      ir::MemSpace Space = ir::MemSpace::Global) {
    ir::MemObject O;
    O.Name = Name;
    O.Space = Space;
    O.ElemTy = ir::Type::I32;
    O.Size = 1;
    if (Init)
      O.Init.push_back(Init);
    P.Objects.push_back(O);
    return ir::ObjectId(P.Objects.size());
  }

  /// A new thread in block \p Block; returns its procedure id.
  ir::ProcId thread(uint32_t Block = 0) {
    ir::Procedure Pr;
    Pr.Name = "t" + std::to_string(P.Procs.size());
    ir::Block B;
    B.Label = "entry";
    B.Term.Kind = ir::TermKind::Return;
    Pr.Blocks.push_back(B);
    P.Procs.push_back(Pr);
    ir::ExplicitThread ET;
    ET.Proc = ir::ProcId(P.Procs.size() - 1);
    ET.BlockIdx = Block;
    P.Run.K = ir::Launch::Kind::Threads;
    P.Run.Threads.push_back(ET);
    return ET.Proc;
  }

  ir::VarId load(ir::ProcId T, ir::ObjectId O, MemOrder Ord,
                 Scope Sc = Scope::None) {
    ir::VarId V = var(T);
    add(T, ir::Stmt::makeLoad(loc(), V, Ord, scopeFor(Ord, Sc), ir::Type::I32,
                              P.objAddr(O)));
    return V;
  }
  void store(ir::ProcId T, ir::ObjectId O, uint64_t Val, MemOrder Ord,
             Scope Sc = Scope::None) {
    add(T, ir::Stmt::makeStore(loc(), Ord, scopeFor(Ord, Sc), ir::Type::I32,
                               P.objAddr(O), P.intConst(ir::Type::I32, Val)));
  }
  ir::VarId rmw(ir::ProcId T, ir::RmwOp Op, ir::ObjectId O, uint64_t Val,
                MemOrder Ord, Scope Sc = Scope::Sys) {
    ir::VarId V = var(T);
    add(T, ir::Stmt::makeRmw(loc(), V, Op, Ord, Sc, ir::Type::I32,
                             P.objAddr(O), P.intConst(ir::Type::I32, Val)));
    return V;
  }
  ir::VarId cas(ir::ProcId T, ir::ObjectId O, uint64_t Expected,
                uint64_t Desired, MemOrder Ord, Scope Sc = Scope::Sys) {
    ir::VarId V = var(T);
    add(T, ir::Stmt::makeCas(loc(), V, Ord, ir::defaultFailureOrder(Ord), Sc,
                             ir::Type::I32, P.objAddr(O),
                             P.intConst(ir::Type::I32, Expected),
                             P.intConst(ir::Type::I32, Desired)));
    return V;
  }
  void fence(ir::ProcId T, MemOrder Ord, Scope Sc = Scope::Sys,
             uint8_t Spaces = ir::BarrierAllSpaces) {
    add(T, ir::Stmt::makeFence(loc(), Ord, Sc, Spaces));
  }
  void barrier(ir::ProcId T) {
    add(T, ir::Stmt::makeBarrier(loc(), Scope::Cta));
  }
  /// assert !(V1 == A && V2 == B)
  void assertNot(ir::ProcId T, ir::VarId V1, uint64_t A, ir::VarId V2,
                 uint64_t B) {
    const auto &Pr = P.Procs[T];
    const ir::Expr *E1 = P.binary(ir::BinOp::Eq, ir::Type::Bool,
                                  P.varRef(Pr, V1),
                                  P.intConst(ir::Type::I32, A));
    const ir::Expr *E2 = P.binary(ir::BinOp::Eq, ir::Type::Bool,
                                  P.varRef(Pr, V2),
                                  P.intConst(ir::Type::I32, B));
    const ir::Expr *Both = P.binary(ir::BinOp::LAnd, ir::Type::Bool, E1, E2);
    add(T, ir::Stmt::makeAssert(loc(), P.unary(ir::UnOp::Not, ir::Type::Bool,
                                               Both),
                                "forbidden outcome"));
  }

private:
  static Scope scopeFor(MemOrder O, Scope Sc) {
    if (O == MemOrder::Na)
      return Scope::None;
    return Sc == Scope::None ? Scope::Sys : Sc;
  }
  ir::VarId var(ir::ProcId T) {
    auto &Pr = P.Procs[T];
    ir::Variable V;
    V.Name = "r" + std::to_string(Pr.Vars.size());
    V.Ty = ir::Type::I32;
    Pr.Vars.push_back(V);
    return ir::VarId(Pr.Vars.size() - 1);
  }
  ir::SourceLoc loc() { return ir::SourceLoc{File, ++Line, 3}; }
  void add(ir::ProcId T, ir::Stmt S) {
    P.Procs[T].Blocks[0].Stmts.push_back(std::move(S));
  }

  ir::FileId File = 0;
  uint32_t Line = 0;
};

} // namespace scopecheck::checker::test

#endif // SCOPECHECK_TESTS_UNIT_CHECKER_LITMUSBUILDER_H
