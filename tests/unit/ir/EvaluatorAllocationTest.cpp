//===- tests/unit/ir/EvaluatorAllocationTest.cpp - No allocation per step -===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator's performance contract: after initThread, run() and
/// resume() do not allocate, except when a call nests deeper than before in
/// that ThreadState. The global operator new is replaced by one that counts
/// calls (and otherwise behaves as the default one), so that the tests can
/// measure a window of evaluator calls.
///
//===----------------------------------------------------------------------===//

#include "EvaluatorTestUtil.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<uint64_t> NumAllocations{0};
} // namespace

// Every unaligned form is replaced, so that memory from any of them is
// released by a matching one: a form left to the runtime (the nothrow new
// once was) allocates through its own allocator and AddressSanitizer
// reports the free() below as an alloc-dealloc mismatch.
void *operator new(std::size_t Size) {
  ++NumAllocations;
  if (void *P = std::malloc(Size ? Size : 1))
    return P;
  throw std::bad_alloc();
}
void *operator new[](std::size_t Size) { return operator new(Size); }
void *operator new(std::size_t Size, const std::nothrow_t &) noexcept {
  ++NumAllocations;
  return std::malloc(Size ? Size : 1);
}
void *operator new[](std::size_t Size, const std::nothrow_t &Tag) noexcept {
  return operator new(Size, Tag);
}
void operator delete(void *P) noexcept { std::free(P); }
void operator delete[](void *P) noexcept { std::free(P); }
void operator delete(void *P, std::size_t) noexcept { std::free(P); }
void operator delete[](void *P, std::size_t) noexcept { std::free(P); }
void operator delete(void *P, const std::nothrow_t &) noexcept { std::free(P); }
void operator delete[](void *P, const std::nothrow_t &) noexcept {
  std::free(P);
}

using namespace scopecheck::ir;
using namespace scopecheck::ir::test;

namespace {

const MemOrder Na = MemOrder::Na;
const Scope NoScope = Scope::None;

/// A thread with a loop, a call chain, local memory, a havoc and global
/// events; returns the number of allocations made by one full run after
/// initThread (engine-side resumes included).
uint64_t allocationsOfOneRun(const Evaluator &Ev, ThreadState &TS) {
  Ev.initThread(TS, 0);
  uint64_t Before = NumAllocations.load();
  for (;;) {
    Step St = Ev.run(TS);
    if (St.Kind == StepKind::Event || St.Kind == StepKind::Nondet) {
      Ev.resume(TS, 1);
      continue;
    }
    if (St.Kind != StepKind::Finished)
      return ~uint64_t(0);
    break;
  }
  return NumAllocations.load() - Before;
}

void buildWorkload(Builder &B, bool WithCalls) {
  ObjectId G = B.object(MemSpace::Global, Type::I32, 4);
  ObjectId L = B.object(MemSpace::Local, Type::I32, 4, {5});
  ProcId Leaf = B.proc("leaf", Type::I32);
  VarId A = B.param(Type::I32);
  B.add(Stmt::makeStore(loc(1), Na, NoScope, Type::I32, B.at(L, 1), B.v(A)));
  B.ret(B.bin(BinOp::Mul, B.v(A), B.i32(3)));
  ProcId Mid = B.proc("mid", Type::I32);
  VarId M = B.param(Type::I32), R = B.var(Type::I32);
  B.add(Stmt::makeCall(loc(2), R, Leaf, {B.v(M)}));
  B.ret(B.v(R));

  B.enter(B.Main);
  VarId I = B.var(Type::I32), X = B.var(Type::I32), H = B.var(Type::I32);
  BlockId Head = B.block(), Body = B.block(), Done = B.block();
  B.add(Stmt::makeHavoc(loc(3), H));
  B.jump(Head);
  B.setBlock(Head);
  B.branch(B.bin(BinOp::SLt, B.v(I), B.i32(20)), Body, Done);
  B.setBlock(Body);
  if (WithCalls)
    B.add(Stmt::makeCall(loc(4), X, Mid, {B.v(I)}));
  B.add(Stmt::makeRmw(loc(5), X, RmwOp::Add, MemOrder::Rlx, Scope::Cta,
                      Type::I32, B.at(L, 2), B.v(X)));
  B.add(Stmt::makeStore(loc(6), Na, NoScope, Type::I32, B.at(G, 1), B.v(X)));
  B.add(Stmt::makeLoad(loc(7), X, MemOrder::Acq, Scope::Gpu, Type::I32,
                       B.addr(G)));
  B.add(predicated(B.bin(BinOp::Eq, B.v(X), B.i32(1)),
                   Stmt::makeBarrier(loc(8), Scope::Cta)));
  B.add(Stmt::makeAssign(loc(9), I, B.bin(BinOp::Add, B.v(I), B.i32(1))));
  B.jump(Head);
  B.setBlock(Done);
  B.ret();
}

TEST(EvaluatorAllocation, NoAllocationWithoutCalls) {
  Builder B;
  buildWorkload(B, /*WithCalls=*/false);
  Evaluator Ev(B.P);
  ThreadState TS;
  Ev.initThread(TS, 0); // sizes the vectors
  EXPECT_EQ(allocationsOfOneRun(Ev, TS), 0u);
}

TEST(EvaluatorAllocation, CallsAllocateOnlyWhenDeeperThanBefore) {
  Builder B;
  buildWorkload(B, /*WithCalls=*/true);
  Evaluator Ev(B.P);
  ThreadState TS;
  Ev.initThread(TS, 0);
  uint64_t First = allocationsOfOneRun(Ev, TS);
  EXPECT_NE(First, ~uint64_t(0));
  EXPECT_LE(First, 4u); // growing Frames and Slots to depth 3
  EXPECT_EQ(allocationsOfOneRun(Ev, TS), 0u);
  // A copy (an engine's snapshot) keeps running without allocation too,
  // once it has its own storage of the right size.
  ThreadState Copy = TS;
  Ev.initThread(Copy, 0);
  Copy.Frames.reserve(4);
  Copy.Slots.reserve(16);
  EXPECT_EQ(allocationsOfOneRun(Ev, Copy), 0u);
}

} // namespace
