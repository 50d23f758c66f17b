//===- ir/Evaluator.h - Thread-local execution of IR code ------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The evaluator runs one thread's code from a state up to its next memory
/// event (load, store, rmw, cas, fence, barrier on shared or global memory),
/// and returns the event it wants to perform. The checking engines decide
/// what the event returns (which write a load reads from) and then resume
/// the thread. Everything thread-local (assignments, branches, calls, local
/// memory) happens inside the evaluator.
///
/// Performance contract: after initThread, run() and resume() do not
/// allocate (except when a call nests deeper than any before it in that
/// ThreadState) and never look anything up by name. Variables are slots in
/// a flat array, expressions are evaluated over the IR's expression trees.
///
/// Semantics contract: integer operations follow C on two's-complement
/// machines with wrap-around (docs/ir.md "Evaluation"): division or
/// remainder by zero, INT_MIN / -1 and INT_MIN % -1, shifts by a negative
/// amount or by at least the width, and float-to-integer conversions of
/// values out of range (or NaN) are errors reported at the statement.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_EVALUATOR_H
#define SCOPECHECK_IR_EVALUATOR_H

#include "ir/IR.h"
#include "ir/Value.h"

#include <cstdint>
#include <vector>

namespace scopecheck::ir {

/// Where a thread sits in the launch: block and thread indices (x, y, z).
struct ThreadPlace {
  Dim3 BlockIdx{0, 0, 0};
  Dim3 ThreadIdx{0, 0, 0};
  uint64_t LinearBlock = 0;  ///< x + y*X + z*X*Y of BlockIdx in the grid
  uint64_t LinearThread = 0; ///< index of the thread within its block
  uint64_t GlobalThread = 0; ///< index in the whole launch (0 .. numThreads)
};

/// The error an evaluation step ran into.
enum class EvalError : uint8_t {
  None,
  AssertionFailed,   ///< `assert e` with e false
  DivisionByZero,    ///< x /s 0, x /u 0, x %s 0, x %u 0
  SignedDivOverflow, ///< INT_MIN /s -1 or INT_MIN %s -1
  ShiftOutOfRange,   ///< shift amount < 0 or >= width
  FloatToIntRange,   ///< fptosi/fptoui of NaN or of a value out of range
  NullDereference,   ///< access through the null pointer
  OutOfBounds,       ///< offset outside an object of known size
  PointerRange,      ///< pointer arithmetic left the representable range
  PointerMismatch,   ///< ptr - ptr or ptr comparison across objects
  TypeMismatch,      ///< access type differs from the object's element type
  CallDepth,         ///< call nesting deeper than Evaluator::MaxCallDepth
  /// An access of the thread conflicts with an asynchronous copy it took
  /// part in (ir::CopyMark): a data race with the copy. Step::Related is
  /// the other side (the copy's start, or the thread's earlier access).
  CopyRace,
};
/// A short lowercase description, e.g. "division by zero".
const char *evalErrorName(EvalError E);

enum class StepKind : uint8_t {
  Event,     ///< the thread wants to perform memory event Step::S
  Nondet,    ///< `havoc` at Step::S needs a value from the engine
  Finished,  ///< the thread returned from its top procedure
  Blocked,   ///< `assume` failed: this thread (and execution) is discarded
  Error,     ///< Step::Err happened at Step::Loc
  StepLimit, ///< the thread's step budget ran out
};

/// What a thread wants to do next, as returned by Evaluator::run.
struct Step {
  StepKind Kind = StepKind::Finished;
  /// The statement involved (Event, Nondet, Blocked, Error in a statement);
  /// null for Finished, StepLimit and errors in a terminator.
  const Stmt *S = nullptr;
  /// Location of the statement or terminator involved.
  SourceLoc Loc;
  EvalError Err = EvalError::None;
  /// Accesses: the object and element offset addressed. For OutOfBounds
  /// and NullDereference errors too.
  ObjectId Obj = 0;
  int64_t Offset = 0;
  /// Store and Rmw: the value operand in Val[0]. Cas: expected in Val[0],
  /// desired in Val[1]. An enabled barrier with a reduction: its operand's
  /// truth value (0 or 1) in Val[0]. A warp collective: the mask in
  /// Val[0] and its operands (Stmt::Args) in Val[1..3] (vote predicates as
  /// 0 or 1).
  Value Val[4] = {0, 0, 0, 0};
  /// Barrier only: the predicate's value. A predicated barrier whose
  /// predicate is false is still reported (Enabled == false) so that the
  /// lock-step engine can detect divergence; other predicated statements
  /// with a false predicate are skipped silently.
  bool Enabled = true;
  /// CopyRace errors: where the other side is (the load that started the
  /// copy, or the thread's own earlier access), and whether the location
  /// is one the copy writes (else one it reads, the access a write).
  SourceLoc Related;
  bool RelatedCopyWrites = false;
};

/// One location an asynchronous copy a thread took part in may still
/// access (ir::CopyMark): opened by a `.copy.src`/`.copy.dst` load, closed
/// by `.copy.end`.
struct CopyWindow {
  ObjectId Obj = 0;
  int64_t Offset = 0;
  bool Writes = false; ///< the copy writes it (a destination element)
  SourceLoc Start;
};

/// A location the thread accessed since its last barrier or `warp.sync`
/// (kept only in programs with asynchronous copies).
struct RecentAccess {
  ObjectId Obj = 0;
  int64_t Offset = 0;
  bool Write = false;
  SourceLoc Loc;
};

/// One activation record.
struct Frame {
  ProcId Proc = 0;
  BlockId Block = 0;
  uint32_t StmtIdx = 0;        ///< next statement; == size means the terminator
  uint32_t SlotBase = 0;       ///< first slot of this frame's variables
  uint32_t LoopBase = 0;       ///< first of this frame's loop counters
  VarId RetDest = Stmt::NoVar; ///< caller's variable receiving the result
};

/// The complete thread-local state of one thread. Copyable, so that
/// engines can snapshot it.
struct ThreadState {
  ThreadPlace Place;
  std::vector<Frame> Frames;   ///< empty when finished
  std::vector<Value> Slots;    ///< variables of all frames
  std::vector<Value> LocalMem; ///< this thread's copy of local objects
  /// Per frame (from Frame::LoopBase), one counter per natural loop of its
  /// procedure: the current iteration of the loop, counted from 0 at its
  /// latest entry from outside (only meaningful inside the loop). They
  /// identify barrier instances (Evaluator::compareBarrierInstances) and
  /// are not part of the state that decides the thread's future behaviour.
  std::vector<uint32_t> LoopIters;
  uint64_t StepBudget = ~uint64_t(0); ///< statements left before StepLimit
  bool AtEvent = false; ///< run() stopped at an event or havoc not yet resumed
  /// Programs with asynchronous copies only (ir::CopyMark): the windows of
  /// the copies this thread took part in, its accesses since its last
  /// barrier or `warp.sync`, and the location of the access run() stopped
  /// at. Ghost state: not part of the state spin-loop detection compares.
  std::vector<CopyWindow> CopyWindows;
  std::vector<RecentAccess> SinceSync;
  ObjectId EventObj = 0;
  int64_t EventOffset = 0;
};

/// Runs thread-local code for a verified program (see verifyProgram).
class Evaluator {
public:
  static constexpr unsigned MaxCallDepth = 256;

  /// Precomputes frame sizes, the local-memory layout and the launch shape.
  /// \p P must outlive the evaluator, be verified, and have a launch.
  explicit Evaluator(const Program &P);

  const Program &program() const { return Prog; }
  Dim3 gridDim() const { return Grid; }
  Dim3 blockDim() const { return BlockDim; }
  uint64_t numThreads() const { return NumThreads; }
  /// The place of thread \p T (0 <= T < numThreads()). Kernel launches
  /// number threads block by block (x fastest); explicit threads in listing
  /// order.
  ThreadPlace place(uint64_t T) const;

  /// Sets \p TS to the start of thread \p T: its procedure (the kernel, or
  /// its explicit thread's procedure) entered with the launch arguments,
  /// locals and local memory zeroed. Keeps \p TS's vector capacity.
  void initThread(ThreadState &TS, uint64_t T) const;

  /// Runs \p TS until it wants a memory event, needs a nondeterministic
  /// value, finishes, blocks, errs or exhausts its step budget. Calling run
  /// again before resume returns the same step.
  Step run(ThreadState &TS) const;

  /// Completes the Event or Nondet step that run() last returned: for Load,
  /// Rmw and Cas \p Result is the value read (the old value); for Havoc it is
  /// the chosen value (canonical for the variable's type); for a barrier with
  /// a reduction it is the reduction's result (barrierResult over the
  /// arriving threads' Step::Val[0]), assigned only if the thread arrived
  /// (its predicate holds). Stores, fences and plain barriers ignore
  /// \p Result. The thread moves past the statement.
  void resume(ThreadState &TS, Value Result = 0) const;

  /// Where the barrier instances of two threads stopped at statements
  /// differ (docs/ir.md §5 "Barrier"): the instance is the statement, the
  /// call context (the stack of call statements) and the iteration of every
  /// natural loop enclosing the statement or a call statement of the stack.
  struct InstanceDiff {
    enum KindTy : uint8_t {
      Same,      ///< the same barrier instance
      Statement, ///< another statement or call context
      Iteration, ///< the same statement, a different iteration of a loop
    } Kind = Same;
    SourceLoc LoopLoc;  ///< Iteration: the loop header's location
    uint32_t IterA = 0; ///< Iteration: the iteration of each thread
    uint32_t IterB = 0;
  };
  /// Compares the instances of the statements \p A and \p B are stopped at
  /// (both have frames; outer frames and outer loops are compared first).
  /// Does not allocate.
  InstanceDiff compareBarrierInstances(const ThreadState &A,
                                       const ThreadState &B) const;

  /// Is any frame of \p TS stopped inside a natural loop of its procedure
  /// (a block some loop encloses)? Without one, the thread cannot come back
  /// to a statement it has passed (programs have no recursion).
  bool inLoop(const ThreadState &TS) const;

  /// The value of element \p Offset of the `local` object \p Obj in the
  /// thread-local memory of \p TS (a state this evaluator initialised).
  /// \p Obj must be a local object and \p Offset inside it.
  Value localValue(const ThreadState &TS, ObjectId Obj, uint64_t Offset) const;

private:
  /// Moves the top frame \p F along its terminator's successor \p Succ,
  /// updating the loop counter of a loop header it enters.
  void takeEdge(ThreadState &TS, Frame &F, unsigned Succ) const;

  const Program &Prog;
  Dim3 Grid, BlockDim;
  uint64_t NumThreads = 0;
  std::vector<uint32_t> FrameSize; ///< per procedure: number of variables
  /// Loop tables, per procedure (see ThreadState::LoopIters).
  struct LoopTables {
    uint32_t NumLoops = 0;
    /// Per CFG edge (2 * block + successor index): NoLoopAction, or the
    /// loop index shifted left by one, | 1 for a back edge (increment) and
    /// | 0 for an entry from outside (reset to 0).
    std::vector<uint32_t> EdgeAction;
    /// Loops enclosing each block, outer first: Enclosing[EnclosingBegin[B]
    /// .. EnclosingBegin[B + 1]).
    std::vector<uint32_t> EnclosingBegin, Enclosing;
    std::vector<SourceLoc> HeaderLoc; ///< per loop
  };
  static constexpr uint32_t NoLoopAction = ~0u;
  std::vector<LoopTables> Loops;
  std::vector<uint64_t> LocalBase; ///< per object: offset in LocalMem
  uint64_t LocalMemSize = 0;
  std::vector<uint32_t> ThreadIndexInBlock; ///< explicit threads only
  bool HasCopies = false; ///< some load or store has a CopyMark
  /// The copy rules for an access of \p S at (\p Obj, \p Off) by \p TS:
  /// an error step's fields in \p St when it races with a copy.
  bool copyConflict(const ThreadState &TS, const Stmt &S, ObjectId Obj,
                    int64_t Off, Step &St) const;
  /// Records the access of \p S at (\p Obj, \p Off) in \p TS's copy state.
  void copyRecord(ThreadState &TS, const Stmt &S, ObjectId Obj,
                  int64_t Off) const;
};

/// The value an `rmw.Op` writes, given the old value and the operand, both
/// canonical values of type \p Ty. Shared by both engines.
Value applyRmw(RmwOp Op, Type Ty, Value Old, Value Operand);

/// Evaluates a closed constant expression (constants, @object addresses,
/// and operators over them), as used for launch arguments. Returns false if
/// the expression is not closed or traps.
bool evalConstant(const Program &P, const Expr *E, Value &Out);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_EVALUATOR_H
