//===- ir/passes/LockDiscipline.h - A spinlock used by the book -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Recognises a program whose threads use one memory location as a
/// spinlock by the book: the location is written only by acquiring CASes
/// (0 to a non-zero value) of threads that do not hold it and by stores of
/// 0 of the thread that holds it, and every other write to shared memory
/// is made while holding it. For such a program the DPOR explorer drops
/// the states in which a thread spinning on the lock is stuck reading an
/// acquisition that a backward revisit gave it and that its holder has
/// released since: no later write can unblock that thread
/// (docs/memory-model.md "Lock discipline" states the conditions and the
/// proof).
///
/// The check is static and conservative: a program it cannot prove to
/// follow the discipline is refused (Why says at what), and the explorer
/// then explores as without it.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_LOCKDISCIPLINE_H
#define SCOPECHECK_IR_PASSES_LOCKDISCIPLINE_H

#include "ir/IR.h"

#include <string>

namespace scopecheck::ir {

/// The result of findLockDiscipline.
struct LockDiscipline {
  /// The lock: a one-element object of global memory (or of shared
  /// memory in a launch of one block) whose initial value is 0; 0 when
  /// the program has none.
  ObjectId Lock = 0;
  /// When Lock is 0: why the program was refused (the first reason met,
  /// with a statement's line where there is one), for tests and debugging.
  std::string Why;
};

/// Finds the object that every thread of \p P's launch uses as a spinlock
/// by the book, when there is one; the lowest ObjectId when several would
/// do. Conditions (all checked on every procedure the launch runs):
///
///  - no call, barrier, warp collective or asynchronous-copy access, and
///    not a lock-step (`warpsync`) launch;
///  - the address of every access resolves, by a flow-insensitive
///    points-to analysis from the launch's arguments, to known objects;
///    every access that may reach the lock reaches only the lock;
///  - the lock's accesses are unpredicated loads; unpredicated CASes
///    whose expected value is the constant 0 and whose desired value is a
///    non-zero constant, with the old value assigned to a variable,
///    executed where the thread certainly does not hold the lock; and
///    unpredicated stores of the constant 0 executed where the thread
///    certainly holds it. No other RMW of the lock;
///  - every other store, RMW and CAS of global or shared memory is
///    executed where the thread certainly holds the lock.
///
/// "Holds" is a forward must-analysis over the CFG: a thread starts not
/// holding; after a CAS of the lock it holds exactly when a later branch
/// finds the CAS's old value (or a copy of it) equal to 0 (the branch's
/// edges decide), and a store of the lock releases it. Constants are
/// propagated through variables (locals start at 0), so the shapes the
/// CUDA front-end emits for `atomicCAS(l, 0, 1)` loops and
/// `compare_exchange_strong` with an `expected` variable are recognised.
LockDiscipline findLockDiscipline(const Program &P);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_LOCKDISCIPLINE_H
