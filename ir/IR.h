//===- ir/IR.h - The scopecheck intermediate representation ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The data model of the Boogie-like IR: expressions, statements, basic
/// blocks, procedures, memory objects, the launch description and the
/// program that owns them all. docs/ir.md gives the textual grammar and one
/// paragraph per statement kind; the comments here state the same contracts
/// from the C++ side.
///
/// Ownership: a Program owns every Expr (in an arena with stable addresses),
/// every MemObject and every Procedure. Expressions are immutable once built
/// and may be shared between statements of the same program.
///
/// Identity: variables are indices into their procedure's Vars; memory
/// objects and procedures are ObjectId/ProcId indices into the program.
/// Nothing in a built program is looked up by name; names exist only for
/// printing and diagnostics.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_IR_H
#define SCOPECHECK_IR_IR_H

#include "ir/Type.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace scopecheck::ir {

/// Index of a memory object in Program::Objects, plus one: 0 is the null
/// object that the null pointer points to.
using ObjectId = uint32_t;
/// Index of a procedure in Program::Procs.
using ProcId = uint32_t;
/// Index of a variable in Procedure::Vars (parameters first).
using VarId = uint32_t;
/// Index of a basic block in Procedure::Blocks (the entry block is 0).
using BlockId = uint32_t;

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

enum class ExprKind : uint8_t {
  /// A constant of type Ty: Bits holds the value zero-extended from the
  /// type's width (integers, bool) or the IEEE bit pattern (f32 in the low
  /// 32 bits, f64). The null pointer is a Const of type Ptr with Bits == 0.
  Const,
  /// The address of memory object Obj at element offset 0 (`@name`).
  ObjAddr,
  /// The current value of variable Var of the enclosing procedure.
  VarRef,
  /// A thread-identity value (`threadIdx.x`, ...): see Builtin.
  Builtin,
  /// Op0 (Un) Ops[0].
  Unary,
  /// Ops[0] (Bin) Ops[1].
  Binary,
  /// A conversion (Cast) of Ops[0] to Ty.
  Cast,
  /// Ops[0] ? Ops[1] : Ops[2]; only the chosen arm is evaluated.
  Select,
  /// A floating-point math function (Math) applied to Ops[0..arity).
  MathCall,
};

/// The thread-identity values of CUDA, all of type i32.
enum class Builtin : uint8_t {
  ThreadIdxX,
  ThreadIdxY,
  ThreadIdxZ,
  BlockIdxX,
  BlockIdxY,
  BlockIdxZ,
  BlockDimX,
  BlockDimY,
  BlockDimZ,
  GridDimX,
  GridDimY,
  GridDimZ,
};
std::string_view builtinName(Builtin B); ///< "threadIdx.x", ..., "gridDim.z"

enum class UnOp : uint8_t {
  Neg,    ///< `-e`: two's complement negation (wraps) or float negation
  Not,    ///< `!e`: boolean negation
  BitNot, ///< `~e`: bitwise complement of an integer
};

enum class BinOp : uint8_t {
  // Arithmetic. Add/Sub/Mul wrap on integers, are IEEE on floats; Add and
  // Sub also take (ptr, int) and Sub takes (ptr, ptr) giving i64.
  Add,
  Sub,
  Mul,
  SDiv,
  UDiv,
  SRem,
  URem, ///< integers; C's truncating division
  FDiv, ///< floats
  Shl,
  AShr,
  LShr, ///< integers; amount must be in [0, width)
  And,
  Or,
  Xor, ///< bitwise on integers (and on bool)
  LAnd,
  LOr, ///< booleans, short-circuit
  // Comparisons, result bool.
  Eq,
  Ne, ///< any type; floats compare as C does
  SLt,
  SLe,
  SGt,
  SGe, ///< integers, signed
  ULt,
  ULe,
  UGt,
  UGe, ///< integers unsigned; pointers into one object
  FLt,
  FLe,
  FGt,
  FGe, ///< floats, ordered
};
/// Spelling of a binary operator: "+", "/s", "<=u", "&&", ...
std::string_view binOpName(BinOp Op);
bool isComparison(BinOp Op);
/// Binding strength of a binary operator in the textual IR (docs/ir.md §2):
/// 1 for `||` up to 10 for `*`, `/`, `%`. The parser and the printer both
/// use this one table, so that printed parentheses always re-parse.
unsigned binOpPrecedence(BinOp Op);

enum class CastOp : uint8_t {
  Trunc,
  ZExt,
  SExt, ///< between integers (and bool, as 1 bit)
  FPTrunc,
  FPExt, ///< f64 -> f32, f32 -> f64
  SIToFP,
  UIToFP, ///< integer -> float
  FPToSI,
  FPToUI,  ///< float -> integer; out of range is an error
  Bitcast, ///< same-width reinterpretation (i32 <-> f32, i64 <-> f64)
  /// f32/f64 -> i16: the IEEE binary16 (`half`) nearest to the operand,
  /// ties to even, as bits; overflow is infinity, NaN is 0x7fff.
  F16Trunc,
  /// i16 -> f32/f64: the exact value of binary16 bits.
  F16Ext,
  /// f32/f64 -> i16: the bfloat16 nearest to the operand, ties to even,
  /// as bits; overflow is infinity, NaN is 0x7fff.
  BF16Trunc,
  /// i16 -> f32/f64: the exact value of bfloat16 bits (f32: bits << 16).
  BF16Ext,
};
/// The number of cast operations (the last one is BF16Ext).
inline constexpr unsigned NumCastOps = unsigned(CastOp::BF16Ext) + 1;
std::string_view castOpName(CastOp Op); ///< "trunc", "zext", ...

enum class MathFn : uint8_t {
  Sqrt,
  Fabs,
  Floor,
  Ceil,
  Trunc,
  Round,
  Exp,
  Exp2,
  Log,
  Log2,
  Log10,
  Sin,
  Cos,
  Tan,
  Pow,
  Fmin,
  Fmax,
  Fmod,
  Fma,
};
std::string_view mathFnName(MathFn F); ///< "sqrt", "fabs", ...
unsigned mathFnArity(MathFn F);

/// An expression node. Expressions are pure except that evaluation may trap
/// (division by zero, shift out of range, float-to-int out of range), which
/// the evaluator reports as an error of the enclosing statement.
struct Expr {
  ExprKind Kind;
  Type Ty;            ///< result type
  uint8_t Op = 0;     ///< UnOp, BinOp, CastOp, MathFn or Builtin by Kind
  uint32_t Index = 0; ///< VarId (VarRef) or ObjectId (ObjAddr)
  uint64_t Bits = 0;  ///< the constant (Const)
  const Expr *Ops[3] = {nullptr, nullptr, nullptr};

  UnOp unOp() const { return static_cast<UnOp>(Op); }
  BinOp binOp() const { return static_cast<BinOp>(Op); }
  CastOp castOp() const { return static_cast<CastOp>(Op); }
  MathFn mathFn() const { return static_cast<MathFn>(Op); }
  Builtin builtin() const { return static_cast<Builtin>(Op); }
  unsigned numOps() const;
};

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

/// The statement kinds. Memory events (Load ... Barrier) are what the
/// checking engines see; the rest is thread-local. See docs/ir.md for one
/// paragraph per kind.
enum class StmtKind : uint8_t {
  Assign, ///< Dest = Ops[0]
  Havoc,  ///< Dest = an arbitrary value of its type
  Assume, ///< blocks the thread unless Ops[0] holds
  Assert, ///< error "assertion" unless Ops[0] holds; Message explains
  Call,   ///< [Dest =] call Callee(Args)
  Load,   ///< Dest = load.Order.Scope AccessTy Addr
  Store,  ///< store.Order.Scope AccessTy Addr, Ops[0]
  Rmw, ///< Dest = rmw.Op.Order.Scope AccessTy Addr, Ops[0]; Dest gets the old
       ///< value
  Cas, ///< Dest = cas.Order[.FailOrder].Scope AccessTy Addr, Ops[0] (expected),
       ///< Ops[1] (desired); Dest gets the old value
  Fence,   ///< fence.Order.Scope[.Spaces]
  Barrier, ///< barrier.Scope[.Spaces], or Dest = barrier.Scope.Reduce Ops[0]
  /// [Dest =] warp.Op Ops[0] (the lane mask), Args: a warp collective
  /// (WarpOp) of the lanes named in the mask, a rendezvous like a barrier
  /// restricted to them.
  Warp,
};
std::string_view stmtKindName(StmtKind K);

/// The part a load or store plays in an asynchronous copy (CUDA's
/// `cg::memcpy_async`, which copies "as if performed by another thread"
/// until the group's `cg::wait`). The evaluator gives every thread the
/// copy's *windows*: a location a copy the thread took part in may still
/// read (Src) or write (Dst); an access of the thread itself that
/// conflicts with an open window is a data race with the copy, and so is a
/// Src/Dst start conflicting with an access the thread made since its last
/// barrier or `warp.sync` (docs/memory-model.md "Asynchronous copies").
enum class CopyMark : uint8_t {
  None,
  Access, ///< `.copy`: an access the copy itself makes (no window check)
  Src,    ///< `.copy.src` (loads): the copy starts; it reads this location
  /// `.copy.dst` (loads): the copy starts; it writes this location. Only
  /// opens the window: not a memory event (the destination gets 0), so
  /// that it does not race with the copy's own `.copy` store.
  Dst,
  End,    ///< `.copy.end` (loads): the thread's copies are complete
};
/// "", "copy", "copy.src", "copy.dst", "copy.end".
std::string_view copyMarkName(CopyMark M);

/// The message prefix of an assertion that checks an index (the
/// front-end's check of an index into an array field of a structure):
/// the engines report its failure as an out-of-bounds access, with the
/// message as it is.
inline constexpr std::string_view BoundsCheckPrefix =
    "out-of-bounds access to ";

/// The reduction a barrier may compute over the threads it synchronises
/// (CUDA's `__syncthreads_count/_and/_or`). The operand is read as a truth
/// value (non-zero); the result, of type i32, is the same for every thread.
enum class BarrierOp : uint8_t {
  None,  ///< a plain barrier
  Count, ///< the number of arriving threads whose operand is non-zero
  And,   ///< 1 if the operand is non-zero for every arriving thread, else 0
  Or,    ///< 1 if the operand is non-zero for some arriving thread, else 0
};
std::string_view barrierOpName(BarrierOp Op); ///< "", "count", "and", "or"
/// Computes the result of \p Op from the number of arriving threads
/// (\p Arrived) and how many of them had a non-zero operand (\p NonZero).
/// Shared by the engines.
uint32_t barrierResult(BarrierOp Op, uint64_t Arrived, uint64_t NonZero);

/// The memory a barrier or a fence orders (Stmt::Spaces): one bit per
/// memory space that threads share, spaceBit(Global) and spaceBit(Shared).
/// Every barrier and fence of CUDA, of C11 programs and of GPUMC's markers
/// orders both (BarrierAllSpaces, the default, printed as nothing); an
/// OpenCL barrier or fence orders the spaces its flags name
/// (`barrier(CLK_LOCAL_MEM_FENCE)`, `mem_fence(CLK_LOCAL_MEM_FENCE)`:
/// shared only). The rendezvous (and barrier divergence) is the same
/// whatever the spaces; an access to a space the barrier does not order is
/// ordered by it with nothing (docs/memory-model.md "Barriers"); a fence
/// synchronises, through an atomic, only the accesses to the spaces it
/// names (docs/memory-model.md "Fences restricted to memory spaces").
constexpr uint8_t spaceBit(MemSpace S) { return uint8_t(1u << unsigned(S)); }
constexpr uint8_t BarrierAllSpaces =
    spaceBit(MemSpace::Global) | spaceBit(MemSpace::Shared);
/// The textual form of a barrier's or fence's spaces (after
/// `barrier.SCOPE.` or `fence.ORDER.SCOPE.`): "" for BarrierAllSpaces,
/// "global", "shared" or "none".
std::string_view barrierSpacesName(uint8_t Spaces);
/// Whether a barrier or fence with \p Spaces orders accesses to \p S.
inline bool barrierOrders(uint8_t Spaces, MemSpace S) {
  return (Spaces & spaceBit(S)) != 0;
}

/// The warp collectives (CUDA's `__syncwarp`, `__shfl*_sync`, votes,
/// `__match_*_sync`, `__reduce_*_sync`). Each is a rendezvous of the lanes
/// named in its mask (an i32, bit i = lane i of the caller's warp); the
/// operands (Stmt::Args) are per lane, the result (Dest) is computed from
/// the operands of all named lanes. docs/ir.md "Warp collectives" and
/// docs/memory-model.md "Warps" give the exact rules.
enum class WarpOp : uint8_t {
  Sync,     ///< `__syncwarp`: no operand, no result; orders memory
  /// `__activemask()`, `coalesced_threads()`: no operand; Dest i32: the
  /// lanes (among the named ones) that execute this instance together
  /// with the caller. Not a rendezvous of the mask: the engines choose a
  /// partition of the lanes that reach the instance and explore every
  /// partition (docs/memory-model.md "Active lanes").
  Active,
  ShflIdx,  ///< Args: value, source lane (i32), width (i32); Dest: value type
  ShflUp,   ///< Args: value, delta (i32), width (i32)
  ShflDown, ///< Args: value, delta (i32), width (i32)
  ShflXor,  ///< Args: value, lane mask (i32), width (i32)
  Ballot,   ///< Args: predicate (bool); Dest i32: the named lanes' bits
  Any,      ///< Args: predicate (bool); Dest i32: 1 if some named lane's holds
  All,      ///< Args: predicate (bool); Dest i32: 1 if every named lane's holds
  Uni,      ///< Args: predicate (bool); Dest i32: 1 if all named lanes agree
  MatchAny, ///< Args: value (int); Dest i32: the named lanes with equal value
  MatchAll, ///< Args: value (int); Dest i32: the mask if all equal, else 0
  ReduceAdd,  ///< Args: value (i32); Dest i32: the sum (wraps)
  ReduceMin,  ///< signed minimum
  ReduceMax,  ///< signed maximum
  ReduceUMin, ///< unsigned minimum
  ReduceUMax, ///< unsigned maximum
  ReduceAnd,  ///< bitwise and
  ReduceOr,   ///< bitwise or
  ReduceXor,  ///< bitwise xor
};
constexpr unsigned NumWarpOps = unsigned(WarpOp::ReduceXor) + 1;
/// "sync", "shfl.idx", ..., "reduce.xor": the spelling after `warp.`.
std::string_view warpOpName(WarpOp Op);
/// Number of operands after the mask: 0 (sync, active), 3 (shuffles) or 1.
unsigned warpOpArity(WarpOp Op);
inline bool isShuffle(WarpOp Op) {
  return Op >= WarpOp::ShflIdx && Op <= WarpOp::ShflXor;
}
/// The lanes of a warp (CUDA's warpSize).
constexpr unsigned WarpSize = 32;
/// The source lane of a shuffle (\p Op a shuffle) by lane \p Lane with
/// lane operand \p LaneArg (source lane, delta or xor mask; only its low
/// five bits count, as in PTX's shfl.sync) and a \p Width that is a power
/// of two in [1, 32]: within the caller's segment of Width lanes, idx
/// reads lane LaneArg mod Width, up reads Lane - delta, down Lane + delta,
/// xor Lane ^ mask; a source past the segment's end (down, xor) or before
/// its start (up) reads the caller's own value, i.e. returns \p Lane.
unsigned shuffleSourceLane(WarpOp Op, unsigned Lane, uint64_t LaneArg,
                           unsigned Width);
/// Whether \p Width (the i32 operand, sign-extended) is a valid shuffle
/// width: a power of two in [1, 32].
bool isValidShuffleWidth(int64_t Width);
/// The result of a non-shuffle collective \p Op for the lane at \p Lane of
/// a rendezvous of the lanes in \p Mask, whose operands are \p Operands
/// (indexed by lane; only named lanes are read; truth values 0/1 for the
/// votes, canonical values of type \p Ty otherwise). Shared by the engines.
uint64_t warpResult(WarpOp Op, Type Ty, uint32_t Mask, unsigned Lane,
                    const uint64_t *Operands);

inline bool isMemoryEvent(StmtKind K) { return K >= StmtKind::Load; }
inline bool isAccess(StmtKind K) {
  return K == StmtKind::Load || K == StmtKind::Store || K == StmtKind::Rmw ||
         K == StmtKind::Cas;
}

/// A statement. Fields are used according to Kind (see StmtKind); unused
/// fields keep their defaults, so that structural equality is field-wise.
/// Build statements with the Stmt::make* factories, which take the source
/// location first (every statement has one).
struct Stmt {
  StmtKind Kind = StmtKind::Assign;
  SourceLoc Loc;
  /// The predicate of `p => stmt`, or null for an unpredicated statement.
  /// When it evaluates to false the statement does nothing (a predicated
  /// barrier still counts as the thread being absent from the barrier).
  const Expr *Pred = nullptr;
  /// Assigned variable (Assign, Havoc, Load, Rmw, Cas, Call with a result).
  /// NoVar when absent.
  VarId Dest = NoVar;
  static constexpr VarId NoVar = ~0u;
  /// Memory order; for Cas the success order.
  MemOrder Order = MemOrder::Na;
  /// Cas only: the order of a failed compare-exchange.
  MemOrder FailOrder = MemOrder::Na;
  Scope Sc = Scope::None;
  /// The type of the accessed element (Load/Store/Rmw/Cas).
  Type AccessTy = Type::Void;
  RmwOp Rmw = RmwOp::Add;
  /// Barrier only: the reduction (operand in Ops[0], result in Dest).
  BarrierOp Reduce = BarrierOp::None;
  /// Barrier and Fence only: the memory spaces it orders (spaceBit); every
  /// other statement keeps the default.
  uint8_t Spaces = BarrierAllSpaces;
  /// Warp only: the collective (mask in Ops[0], operands in Args).
  WarpOp Warp = WarpOp::Sync;
  /// The address (type ptr) of Load/Store/Rmw/Cas.
  const Expr *Addr = nullptr;
  /// Value operands: Assign/Assume/Assert condition or value in Ops[0];
  /// Store/Rmw value in Ops[0]; Cas expected in Ops[0], desired in Ops[1];
  /// the operand of a barrier reduction in Ops[0]; the lane mask (i32) of
  /// a warp collective in Ops[0].
  const Expr *Ops[2] = {nullptr, nullptr};
  /// Call only.
  ProcId Callee = 0;
  /// Call: the arguments. Warp: the operands after the mask (WarpOp).
  std::vector<const Expr *> Args;
  /// Assert only: the message reported when the assertion fails.
  std::string Message;
  /// Load/Store only: the access is through a CUDA `volatile` lvalue
  /// (`.volatile` in the textual form). The engines read the access as its
  /// Order and Sc say, like any other; the flag records where it came from,
  /// so that setVolatileReading() can choose the reading (`--volatile`)
  /// after translation and a race report can say that `volatile` did not
  /// make the access atomic.
  bool Volatile = false;
  /// Load/Store only: the access belongs to an asynchronous copy
  /// (`cg::memcpy_async`; `.copy`, `.copy.src`, `.copy.dst`, `.copy.end` in
  /// the textual form; docs/ir.md "Asynchronous copies").
  CopyMark Copy = CopyMark::None;
  /// Report metadata (not in the textual form): the device function this
  /// statement was inlined from, an index into Program::InlineSites plus
  /// one; 0 for a statement of the kernel's own body or of an .ir file.
  uint32_t Inlined = 0;

  static Stmt makeAssign(SourceLoc L, VarId Dest, const Expr *Value);
  static Stmt makeHavoc(SourceLoc L, VarId Dest);
  static Stmt makeAssume(SourceLoc L, const Expr *Cond);
  static Stmt makeAssert(SourceLoc L, const Expr *Cond, std::string Message);
  /// \p Dest is NoVar for a call whose result is ignored or void.
  static Stmt makeCall(SourceLoc L, VarId Dest, ProcId Callee,
                       std::vector<const Expr *> Args);
  /// \p Sc must be Scope::None exactly when \p O is MemOrder::Na.
  static Stmt makeLoad(SourceLoc L, VarId Dest, MemOrder O, Scope Sc,
                       Type AccessTy, const Expr *Addr);
  static Stmt makeStore(SourceLoc L, MemOrder O, Scope Sc, Type AccessTy,
                        const Expr *Addr, const Expr *Value);
  static Stmt makeRmw(SourceLoc L, VarId Dest, RmwOp Op, MemOrder O, Scope Sc,
                      Type AccessTy, const Expr *Addr, const Expr *Value);
  /// The failure order defaults to defaultFailureOrder(O).
  static Stmt makeCas(SourceLoc L, VarId Dest, MemOrder O, MemOrder FailOrder,
                      Scope Sc, Type AccessTy, const Expr *Addr,
                      const Expr *Expected, const Expr *Desired);
  /// A fence that orders the memory spaces \p Spaces (spaceBit).
  static Stmt makeFence(SourceLoc L, MemOrder O, Scope Sc,
                        uint8_t Spaces = BarrierAllSpaces);
  /// A barrier that orders the memory spaces \p Spaces (spaceBit).
  static Stmt makeBarrier(SourceLoc L, Scope Sc,
                          uint8_t Spaces = BarrierAllSpaces);
  /// A barrier that also reduces \p Operand (an integer or bool) over the
  /// arriving threads with \p Op (not None) into \p Dest (an i32).
  static Stmt makeBarrierReduce(SourceLoc L, VarId Dest, Scope Sc, BarrierOp Op,
                                const Expr *Operand);
  /// A warp collective \p Op of the lanes in \p Mask with the operands
  /// \p Operands (warpOpArity(Op) of them) and result \p Dest (NoVar for
  /// Sync, or when the result is unused).
  static Stmt makeWarp(SourceLoc L, VarId Dest, WarpOp Op, const Expr *Mask,
                       std::vector<const Expr *> Operands);
};

/// Whether \p S (possibly null) is an assertion whose message starts with
/// BoundsCheckPrefix.
inline bool isBoundsCheck(const Stmt *S) {
  return S && S->Kind == StmtKind::Assert &&
         std::string_view(S->Message).substr(0, BoundsCheckPrefix.size()) ==
             BoundsCheckPrefix;
}
/// The place a bounds check names: the text between the first pair of
/// quotes of its message (`p[i].pos[k]`).
inline std::string boundsCheckPlace(const Stmt &S) {
  size_t Open = S.Message.find('\''),
         Close = Open == std::string::npos ? Open : S.Message.find('\'', Open + 1);
  if (Close == std::string::npos)
    return "";
  return S.Message.substr(Open + 1, Close - Open - 1);
}

/// How a basic block ends.
enum class TermKind : uint8_t {
  Goto,   ///< goto Targets[0]
  Branch, ///< br Cond, Targets[0] (true), Targets[1] (false)
  Return, ///< return [Value]
};

struct Terminator {
  TermKind Kind = TermKind::Return;
  SourceLoc Loc;
  const Expr *Cond = nullptr;  ///< Branch
  const Expr *Value = nullptr; ///< Return of a non-void procedure
  BlockId Targets[2] = {0, 0};
};

/// A labelled basic block: straight-line statements and one terminator.
struct Block {
  std::string Label;
  SourceLoc Loc; ///< where the label is
  std::vector<Stmt> Stmts;
  Terminator Term;
};

/// A variable of a procedure: a parameter (the first NumParams of Vars) or
/// a local. Locals start at zero (the explicit-state engines' choice for
/// uninitialised values; `havoc` asks for an arbitrary one).
struct Variable {
  std::string Name;
  Type Ty = Type::I32;
  SourceLoc Loc;
};

/// A procedure: typed parameters and locals, and a reducible CFG of
/// labelled blocks whose entry is Blocks[0].
struct Procedure {
  std::string Name; ///< without the leading '@'
  SourceLoc Loc;
  Type RetTy = Type::Void;
  uint32_t NumParams = 0;
  std::vector<Variable> Vars; ///< parameters first, then locals
  std::vector<Block> Blocks;
};

/// How reports write the values of an object's elements: the source type's
/// reading of the bits (the IR's integer types have no sign).
enum class ValueKind : uint8_t {
  Default,  ///< as the IR type says: floats as numbers, integers unsigned
  Signed,   ///< a signed integer type (two's complement of ElemTy's width)
  Unsigned, ///< an unsigned integer type
  Bool,     ///< C++ bool stored as i8: `true`/`false`
  Half,     ///< __half bits (i16): the binary16 number
  BFloat16, ///< __nv_bfloat16 bits (i16): the bfloat16 number
};

/// A memory object: an array of Size elements of ElemTy in one memory
/// space (a scalar is an array of one). Offsets in pointers count elements.
struct MemObject {
  std::string Name; ///< without the leading '@'
  SourceLoc Loc;
  MemSpace Space = MemSpace::Global;
  Type ElemTy = Type::I32;
  /// Number of elements, or UnknownSize for a buffer whose size is not
  /// given (no bounds checks on it).
  uint64_t Size = 1;
  static constexpr uint64_t UnknownSize = ~uint64_t(0);
  bool hasKnownSize() const { return Size != UnknownSize; }
  /// Initial contents as value bits (see Expr::Bits); elements past the end
  /// of Init start at zero.
  std::vector<uint64_t> Init;
  /// Report metadata from the source (not in the textual form; a
  /// translated program carries it across the front-end pipe): how element
  /// values are written, the declared array extents outermost first when
  /// there are two or more (`float As[16][16]`: {16, 16}; the element name
  /// is then `As[3][4]`), and for one field of an array of structures the
  /// variable's name and the field path (`s` and `.x`: `s[2].x`, where
  /// Name is the IR's `s.x`). Empty Source means Name. A field that is an
  /// array (`float pos[3]`) has its extents in FieldDims ({3}): each
  /// structure element then spans their product of elements, and Field
  /// has `[]` where each index goes, in FieldDims' order (`.pos[]`:
  /// `s[2].pos[1]`). A leaf of a field that is an array of structures has
  /// the extents of every array on its path (`Inner in[2]` whose Inner has
  /// `float v[4]`: Field `.in[].v[]`, FieldDims {2, 4}, element 13 of
  /// `s.in.v` is `s[1].in[1].v[1]`; `float3 pos[2]`: `.pos[].y`, {2}).
  /// Indices without a `[]` (metadata of older versions) follow the path.
  ValueKind Values = ValueKind::Default;
  std::vector<uint64_t> Dims;
  std::string Source, Field;
  std::vector<uint64_t> FieldDims;
  /// Report metadata: an array of OpenCL vectors (`__global float4 *a`)
  /// stores each vector as this many consecutive elements (four for a
  /// three-element vector, as OpenCL lays it out), so element 5 is named
  /// `a[1].y`; 0 when the elements are not vectors' (or the IR declared
  /// the object).
  uint8_t VectorLanes = 0;
  /// The number of components a vector of VectorLanes slots has (3 for a
  /// `float3`, whose fourth slot is padding).
  uint8_t VectorElems = 0;
};

/// A device function inlined into the kernel (Stmt::Inlined): its name,
/// where it was called from, and the inlined call that call is in (an
/// index into Program::InlineSites plus one, or 0 in the kernel's body).
struct InlineSite {
  std::string Function;
  SourceLoc CallLoc;
  uint32_t Parent = 0;
};

/// Grid or block dimensions.
struct Dim3 {
  uint32_t X = 1, Y = 1, Z = 1;
  uint64_t count() const { return uint64_t(X) * Y * Z; }
  friend bool operator==(const Dim3 &A, const Dim3 &B) {
    return A.X == B.X && A.Y == B.Y && A.Z == B.Z;
  }
};

/// One explicitly listed thread (litmus form): it runs Proc with Args,
/// placed in block BlockIdx. Threads listed for the same block get thread
/// indices 0, 1, ... in the order they are listed.
struct ExplicitThread {
  ProcId Proc = 0;
  uint32_t BlockIdx = 0;
  std::vector<const Expr *> Args; ///< constants or @object addresses
  SourceLoc Loc;
};

/// How the program is run: an SPMD launch of one kernel over a grid, or a
/// list of explicit threads. A program without a launch can be printed and
/// verified but not checked.
struct Launch {
  enum class Kind : uint8_t { None, Kernel, Threads } K = Kind::None;
  SourceLoc Loc;
  // Kernel launch.
  ProcId Kernel = 0;
  Dim3 Grid, BlockDim;
  /// `warpsync` (`--warp-sync`): the legacy lock-step reading of warps for
  /// pre-Volta code (docs/memory-model.md "Lock-step warps"): the lanes of
  /// a warp execute each memory instruction together, in program order.
  /// Only the interval engine implements it; the others refuse it.
  bool WarpSync = false;
  /// One constant or @object address per kernel parameter, in order.
  std::vector<const Expr *> Args;
  // Explicit threads.
  std::vector<ExplicitThread> Threads;
};

/// The language a program was written in (report metadata, not in the
/// textual form): the fix hints of the reports name the constructs of that
/// language (`__syncthreads()`, OpenCL's `barrier()`, a mutex in a C11
/// program). A parsed `.ir` file is Ir; the front-ends set the others.
enum class SourceLanguage : uint8_t { Cuda, OpenCl, C11, Litmus, Ir };

/// A whole program. Owns all expressions (stable addresses) and is movable
/// but not copyable (statements point into the arena).
class Program {
public:
  Program();
  Program(Program &&) = default;
  Program &operator=(Program &&) = default;
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;

  std::vector<MemObject> Objects; ///< ObjectId i is Objects[i - 1]
  std::vector<Procedure> Procs;
  Launch Run;
  /// Report metadata: the inlined calls Stmt::Inlined points at.
  std::vector<InlineSite> InlineSites;
  /// Report metadata: the source language (CUDA unless a front-end or
  /// the loader says otherwise).
  SourceLanguage Language = SourceLanguage::Cuda;

  // File table for SourceLoc::File.
  FileId addFile(std::string_view Name); ///< returns the existing id if known
  const std::string &fileName(FileId F) const { return Files[F]; }
  size_t numFiles() const { return Files.size(); }

  const MemObject &object(ObjectId Id) const { return Objects[Id - 1]; }
  MemObject &object(ObjectId Id) { return Objects[Id - 1]; }
  /// Lookups by name for tools (parser, front-end, tests); linear time.
  /// Return 0 / ~0u when absent.
  ObjectId findObject(std::string_view Name) const;
  ProcId findProc(std::string_view Name) const;
  static constexpr ProcId NoProc = ~0u;

  // Expression factories. The result lives as long as the Program.
  const Expr *intConst(Type Ty, uint64_t Value); ///< Value truncated to Ty
  const Expr *boolConst(bool Value);
  const Expr *f32Const(float Value);
  const Expr *f64Const(double Value);
  const Expr *nullPtr();
  const Expr *objAddr(ObjectId Obj);
  const Expr *varRef(const Procedure &P, VarId V);
  const Expr *varRef(VarId V, Type Ty);
  const Expr *builtin(Builtin B);
  /// Result type Ty must follow the typing rules (docs/ir.md); not checked
  /// here, the Verifier checks it.
  const Expr *unary(UnOp Op, Type Ty, const Expr *A);
  const Expr *binary(BinOp Op, Type Ty, const Expr *A, const Expr *B);
  const Expr *cast(CastOp Op, Type To, const Expr *A);
  const Expr *select(const Expr *C, const Expr *A, const Expr *B);
  const Expr *mathCall(MathFn F, Type Ty, const Expr *A,
                       const Expr *B = nullptr, const Expr *C = nullptr);
  /// A node built by the caller (e.g. the parser); stored as given.
  const Expr *make(const Expr &E);

private:
  std::vector<std::string> Files;
  std::deque<Expr> Arena;
};

/// Gives every volatile access (Stmt::Volatile) of \p P the reading
/// \p Relaxed chooses: a relaxed atomic at system scope (`rlx.sys`, PTX's
/// reading of `ld.volatile`/`st.volatile`, `--volatile=relaxed`), or a
/// plain non-atomic access (`na`, CUDA C++'s, the default). Other
/// statements are left alone.
void setVolatileReading(Program &P, bool Relaxed);

/// Structural equality of two programs: same objects, procedures, variables,
/// blocks, statements (field by field, expressions compared as trees),
/// statement and terminator source locations (compared by file name, not
/// FileId) and launch. Declaration locations (of objects, procedures,
/// variables, labels and the launch) are not part of the textual form and
/// are not compared. This is
/// the "≡" of the round-trip property parse(print(P)) ≡ P. When they differ
/// and \p Why is given, it receives a short description of the first
/// difference.
bool structurallyEqual(const Program &A, const Program &B,
                       std::string *Why = nullptr);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_IR_H
