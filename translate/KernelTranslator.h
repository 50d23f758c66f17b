//===- translate/KernelTranslator.h - Clang AST to IR ----------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to translate/: the walk over the Clang AST of one `__global__`
/// kernel that builds its IR procedure, the memory objects it uses and the
/// launch. Device functions are inlined at their calls. Every construct that
/// is not modelled is reported as `<construct> is not supported` at its
/// location; the walk then gives up on that kernel (no partial programs).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TRANSLATE_KERNELTRANSLATOR_H
#define SCOPECHECK_TRANSLATE_KERNELTRANSLATOR_H

#include "translate/Translate.h"

#include "ir/Diagnostic.h"
#include "ir/Half.h"
#include "ir/IR.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace scopecheck::translate {

/// True for a class of namespace cooperative_groups (or nested in one).
bool isCooperativeGroups(const clang::DeclContext *DC);

/// What a variable or parameter of type \p T is when T is one of the CUDA
/// facilities the model headers declare but the front-end does not model
/// ("texture object", "cuRAND generator state", "cooperative groups
/// object"; also through pointers and references); empty otherwise.
std::string notModelledType(clang::QualType T);

/// What the C11/pthreads driver (translate/C11Program.cpp) tells the
/// translator of a thread function or of main's code after the joins.
struct C11Context {
  /// The scope of every pthread barrier variable (cta: one block's
  /// threads; gpu: all threads), from the counts pthread_barrier_init gives.
  std::map<const clang::VarDecl *, ir::Scope> BarrierScopes;
  /// The `__VERIFIER_thread_*_id(n)` and `__VERIFIER_groupsize(n)` calls
  /// the driver has evaluated (placement): they emit nothing. Any other
  /// such call is diagnosed.
  std::set<const clang::CallExpr *> PlacementCalls;
  /// Thread functions whose argument points to main's local integer: its
  /// type (the thread reads it with `*(int *)arg`).
  std::map<const clang::FunctionDecl *, clang::QualType> ValueArgTypes;
};

/// How a thread function's `void *` parameter is modelled.
enum class C11ArgKind : uint8_t {
  None,    ///< every pthread_create passes NULL (or it is unused)
  Integer, ///< an integer cast to `void *`: an i64 parameter
  Pointer, ///< the address of a global (element): a ptr parameter
  Struct,  ///< the address of main's structure of integer fields (GPUMC's
           ///< ThreadData): one parameter per field, `arg.field`; or of
           ///< main's local integer: one parameter `arg.value`
};

class KernelTranslator {
public:
  KernelTranslator(clang::ASTContext &Ctx, ir::Program &P,
                   ir::DiagnosticEngine &Diags, const TranslateOptions &Opts);

  /// Builds the procedure of kernel \p K and the launch. Returns false after
  /// reporting at least one error.
  bool translateKernel(const clang::FunctionDecl *K);

  /// C11/pthreads mode (translate/KernelC11.cpp): file-scope variables are
  /// global objects, `_Atomic` accesses and `<stdatomic.h>` operations are
  /// atomics whose scope the GPUMC marker before them gives, and the
  /// pthread and `__VERIFIER_` functions are modelled.
  void setC11(const C11Context *Ctx11) { C11 = Ctx11; }

  /// Builds procedure \p Name from thread function \p FD (C11 mode): its
  /// `void *` parameter becomes parameter `arg` as \p Arg says. With
  /// \p DoneFlag, a `store.rel.sys` of 1 to `@DoneFlag[tid]` (a second
  /// parameter `tid`) ends every path, for main's joins. Returns false
  /// after reporting an error.
  bool translateThreadFunction(const clang::FunctionDecl *FD,
                               const std::string &Name, C11ArgKind Arg,
                               ir::ObjectId DoneFlag,
                               const clang::RecordDecl *ArgRecord = nullptr);

  /// Builds procedure `@main` (C11 mode) running \p Stmts, main's code
  /// after its joins: it first waits (assume of an acquire load) for
  /// `@DoneFlag[k] == 1` for every k < \p Threads, and its locals \p Env
  /// start at the values they had when the threads were created.
  bool translateMainTail(const clang::FunctionDecl *Main,
                         const std::vector<const clang::Stmt *> &Stmts,
                         const std::vector<std::pair<const clang::VarDecl *,
                                                     int64_t>> &Env,
                         ir::ObjectId DoneFlag, unsigned Threads);

  /// The global object of file-scope variable \p VD (created at its first
  /// use); 0 after a diagnostic.
  ir::ObjectId globalObject(const clang::VarDecl *VD) { return objectFor(VD); }

  /// Maps a Clang location (the expansion of a macro) into the Program's
  /// file table.
  ir::SourceLoc loc(clang::SourceLocation L);

private:
  /// An assignable place: a variable of the procedure or a memory element.
  struct LValue {
    /// VarArray: an element of an array field of a structure held in
    /// variables (`v.pos[k]`), one of Elems chosen by Index (an i64 value
    /// fixed when the place is formed): read through a select chain,
    /// written by a conditional assignment of every element.
    enum class Kind : uint8_t { Var, Mem, VarArray } K = Kind::Var;
    ir::VarId Var = ir::Stmt::NoVar;
    std::vector<ir::VarId> Elems; ///< VarArray
    const ir::Expr *Index = nullptr; ///< VarArray
    const ir::Expr *Addr = nullptr; ///< Mem: a ptr expression
    ir::Type Ty = ir::Type::I32;    ///< the value type
    bool Volatile = false;
    /// Mem: an object of `_Atomic` type (C11): reads and writes are
    /// seq_cst atomics.
    bool Atomic = false;
    /// Var: a floating-point member of a local union, whose variable holds
    /// the bits as an integer of the same width (read and written through
    /// bitcasts).
    bool Bits = false;
  };

  /// What a lambda's closure object holds: the places the uses of captured
  /// variables in its body name. A capture by reference shares the
  /// enclosing frame's place; a capture by copy and an init-capture get
  /// fresh variables set where the lambda is created (a `mutable`
  /// lambda's changes to them persist, as in its closure object).
  struct Closure {
    std::map<const clang::VarDecl *, ir::VarId> Vars;
    std::map<const clang::VarDecl *, ir::ObjectId> Arrays;
    std::map<const clang::VarDecl *, LValue> Refs;
    std::map<const clang::VarDecl *, std::vector<ir::VarId>> Structs;
    std::map<const clang::VarDecl *, ir::VarId> Unions;
    std::map<const clang::VarDecl *, std::shared_ptr<const Closure>> Lambdas;
    /// `[this]` (and `this` captured by `[=]`/`[&]`): the enclosing member
    /// function's object; `[*this]`: a copy of it.
    std::optional<std::vector<ir::VarId>> This;
  };

  /// A cooperative group as the front-end models it (KernelGroups.cpp):
  /// the block, the grid, or a tile of Size (a power of two up to 32)
  /// consecutive threads of a warp.
  struct Group {
    enum class Kind : uint8_t { Block, Grid, Tile } K = Kind::Block;
    unsigned Size = 0; ///< Tile only
    /// Tile only: the size of the tile it was partitioned from
    /// (`tiled_partition<4>(tile32)`), 0 when its parent is the block. A
    /// tile's meta_group_rank/meta_group_size count tiles in the parent.
    unsigned ParentSize = 0;
  };

  /// One inlined activation (the kernel is the bottom frame).
  struct Frame {
    const clang::FunctionDecl *Fn = nullptr;
    std::map<const clang::VarDecl *, ir::VarId> Vars;
    std::map<const clang::VarDecl *, ir::ObjectId> Arrays;
    /// References (local `T &r = ...` and reference parameters) to
    /// scalars: the place they are bound to.
    std::map<const clang::VarDecl *, LValue> Refs;
    /// Local variables of plain structure type: one variable per leaf.
    std::map<const clang::VarDecl *, std::vector<ir::VarId>> Structs;
    /// Local unions of same-width scalar members: one integer variable.
    std::map<const clang::VarDecl *, ir::VarId> Unions;
    /// Local lambdas and parameters of closure type: their captures.
    std::map<const clang::VarDecl *, std::shared_ptr<const Closure>> Lambdas;
    /// A member function's object (`*this`): the leaf variables of a local
    /// plain structure (none for an empty class such as SharedMemory<T>).
    std::optional<std::vector<ir::VarId>> This;
    /// Where the function was called from (invalid for the kernel).
    clang::SourceLocation CallSite;
    /// The ir::Stmt::Inlined of the statements emitted in this frame.
    uint32_t InlineSite = 0;
    ir::BlockId ReturnBlock = 0;
    ir::VarId Result = ir::Stmt::NoVar;
    std::vector<ir::VarId> ResultLeaves; ///< a structure result
    /// The blocks of the function's labels, created at the first `goto`
    /// or label statement that names them.
    std::map<const clang::LabelDecl *, ir::BlockId> Labels;
    /// Cooperative groups: locals and parameters of group type.
    std::map<const clang::VarDecl *, Group> Groups;
    /// Locals and device-function parameters that point to plain
    /// structures in memory (`Particle *p = &ps[i]`): one `ptr` variable
    /// per leaf, each pointing into that leaf's object (structures in
    /// memory are stored as one object per field).
    std::map<const clang::VarDecl *, std::vector<ir::VarId>> StructPtrs;
    /// GPUVerify postconditions (`__ensures(e)`, `__global_ensures(e)`)
    /// met so far, checked where the function returns.
    std::vector<const clang::CallExpr *> Ensures;
    /// `__old_int(x)`/`__old_bool(x)` of those postconditions: x's value
    /// where the postcondition is written (the top of the function).
    std::map<const clang::CallExpr *, ir::VarId> OldValues;
  };

  /// Where `break` and `continue` go: the innermost loop or switch (a
  /// switch passes its enclosing loop's `continue` target on).
  struct LoopTargets {
    ir::BlockId Break, Continue;
    bool HasContinue = true;
  };

  /// The innermost switch being translated.
  struct SwitchState {
    std::map<const clang::SwitchCase *, ir::BlockId> Cases;
    size_t LoopDepth = 0; ///< Loops.size() inside the switch body
  };

  /// What unsupported() returns: false or null, whichever the caller
  /// returns.
  struct Failure {
    operator bool() const { return false; }
    template <class T> operator T *() const { return nullptr; }
  };

  // Diagnostics.
  bool error(clang::SourceLocation L, const std::string &Msg);
  /// Reports `<What> is not supported` at \p L.
  Failure unsupported(clang::SourceLocation L, const std::string &What);

  // Types.
  std::optional<ir::Type> irType(clang::QualType T) const;
  bool isSigned(clang::QualType T) const;
  /// Number of scalar elements in \p T (arrays multiply; 1 for scalars).
  uint64_t scalarCount(clang::QualType T) const;
  /// The scalar type at the bottom of (nested) array type \p T.
  clang::QualType scalarBase(clang::QualType T) const;

  // Building blocks.
  ir::Procedure &proc() { return P.Procs[ProcIndex]; }
  ir::BlockId newBlock(const std::string &Prefix);
  void setBlock(ir::BlockId B);
  void emit(ir::Stmt S);
  void jump(ir::BlockId To, ir::SourceLoc L);
  void branch(const ir::Expr *Cond, ir::BlockId T, ir::BlockId F,
              ir::SourceLoc L);
  void terminateReturn(ir::SourceLoc L);
  std::string freshName(const std::string &Base);
  /// The ir::Program::InlineSites entry (plus one) of inlining \p FD at
  /// \p At inside the current frame.
  uint32_t inlineSite(const clang::FunctionDecl *FD, clang::SourceLocation At);
  std::map<std::tuple<uint32_t, std::string, uint32_t, uint32_t, uint32_t>,
           uint32_t>
      InlineSiteIds;
  ir::VarId newVar(const std::string &Base, ir::Type Ty, ir::SourceLoc L);
  ir::VarId newTemp(ir::Type Ty, ir::SourceLoc L) { return newVar("t", Ty, L); }
  ir::ObjectId newObject(const std::string &Base, ir::MemSpace Space,
                         ir::Type ElemTy, uint64_t Size, ir::SourceLoc L);
  const ir::Expr *varRef(ir::VarId V);
  /// Report metadata of object \p O (ir::MemObject::Values, Dims) from
  /// the declared type \p T of its variable or of a pointer parameter's
  /// pointee.
  void describeObject(ir::ObjectId O, clang::QualType T);
  /// The same for the leaf objects \p Objs (structLeaves' order) of a
  /// variable or pointer parameter \p Var of (array of) structure type
  /// \p T: each element named `s[2].x`, a __half field by its value.
  void describeLeafObjects(const std::vector<ir::ObjectId> &Objs,
                           clang::QualType T, const std::string &Var);

  // Statements.
  bool stmt(const clang::Stmt *S);
  bool declStmt(const clang::DeclStmt *S);
  bool varDecl(const clang::VarDecl *VD);
  /// Stores the (brace) initialiser \p Init of a local array of type \p T
  /// element by element from element \p Offset of the array at \p Base;
  /// elements without an initialiser get zero, as in C.
  bool arrayInit(const ir::Expr *Base, clang::QualType T,
                 const clang::Expr *Init, uint64_t Offset, ir::SourceLoc L);
  const ir::Expr *zeroOf(ir::Type Ty);
  bool ifStmt(const clang::IfStmt *S);
  bool forStmt(const clang::ForStmt *S);
  /// A range-based `for` over a one-dimensional array of scalars that a
  /// variable names; any other range is diagnosed.
  bool forRangeStmt(const clang::CXXForRangeStmt *S);
  bool whileStmt(const clang::WhileStmt *S);
  bool doStmt(const clang::DoStmt *S);
  bool switchStmt(const clang::SwitchStmt *S);
  bool switchCase(const clang::SwitchCase *S);
  ir::BlockId labelBlock(const clang::LabelDecl *D);
  bool returnStmt(const clang::ReturnStmt *S);

  // Expressions. rvalue() returns null after an error, VoidValue for a
  // void expression. With Discard the caller ignores the value (an
  // expression statement), so no temporary needs to keep it.
  const ir::Expr *rvalue(const clang::Expr *E);
  bool effect(const clang::Expr *E);
  const ir::Expr *condition(const clang::Expr *E);
  std::optional<LValue> lvalue(const clang::Expr *E);
  /// Binds a reference of type \p RefTy named \p Name to \p Init: an
  /// lvalue binds to its place (a memory address is fixed in a `ptr`
  /// variable), a temporary to a fresh variable holding its value.
  std::optional<LValue> bindReference(clang::QualType RefTy,
                                      const clang::Expr *Init,
                                      const std::string &Name, ir::SourceLoc L);
  const ir::Expr *read(const LValue &L, clang::SourceLocation At);
  void write(const LValue &L, const ir::Expr *V, clang::SourceLocation At);
  /// A store of \p V of type \p Ty (a `bool` is stored as a byte 0 or 1),
  /// marked volatile (ir::Stmt::Volatile) with \p Volatile.
  void storeTo(ir::SourceLoc L, ir::Type Ty, const ir::Expr *Addr,
               const ir::Expr *V, ir::MemOrder O = ir::MemOrder::Na,
               ir::Scope Sc = ir::Scope::None, bool Volatile = false);
  const ir::Expr *castExpr(const clang::CastExpr *E);
  const ir::Expr *convert(const ir::Expr *V, clang::QualType From,
                          clang::QualType To, clang::SourceLocation At);
  const ir::Expr *convertInt(const ir::Expr *V, ir::Type To, bool Signed);
  const ir::Expr *unaryOp(const clang::UnaryOperator *E, bool Discard);
  const ir::Expr *binaryOp(const clang::BinaryOperator *E);
  const ir::Expr *arith(clang::BinaryOperatorKind Op, const ir::Expr *L,
                        const ir::Expr *R, clang::QualType LTy,
                        clang::QualType RTy, clang::QualType ResTy,
                        clang::SourceLocation At);
  const ir::Expr *assignment(const clang::BinaryOperator *E);
  const ir::Expr *logical(const clang::BinaryOperator *E);
  const ir::Expr *conditional(const clang::ConditionalOperator *E);
  const ir::Expr *pointerOffset(const ir::Expr *Ptr, const ir::Expr *Index,
                                clang::QualType IndexTy,
                                clang::QualType PointeeTy, bool Negate);
  const ir::Expr *builtinVar(const clang::Expr *E);
  const ir::Expr *call(const clang::CallExpr *E, bool Discard);
  const ir::Expr *inlineCall(const clang::CallExpr *E,
                             const clang::FunctionDecl *FD);
  /// `--no-inline` (TranslateOptions::NoInline, docs/engines.md "Modular
  /// checking"): how a call of a device function is translated. Both: a
  /// branch on the ghost local `gpuverify.modular` between the modular
  /// translation and the inlined body; inside either, only that one.
  enum class CallMode : uint8_t { Both, Inline, Modular };
  CallMode Calls = CallMode::Both;
  /// Why \p FD (a device function with a body) cannot be checked
  /// modularly, else "": it needs scalar parameters (no pointer, reference
  /// or structure) and a scalar or no result.
  std::string modularCandidate(const clang::FunctionDecl *FD) const;
  /// The modular translation of call \p E of \p FD: at its first call, a
  /// check of the body for arbitrary arguments that satisfy its
  /// `__requires` (a branch on a havocked local that ends in `assume
  /// false`); then the contract: `__requires` checked, the result
  /// havocked, `__ensures` assumed. A body that accesses memory,
  /// synchronises or uses atomics is inlined instead, with a warning.
  const ir::Expr *modularCall(const clang::CallExpr *E,
                              const clang::FunctionDecl *FD);
  /// Per function checked modularly (canonical declaration): whether its
  /// body qualified (no memory access, barrier or atomic).
  std::map<const clang::FunctionDecl *, bool> ModularFns;
  /// The frame depth of the function whose body is being checked
  /// modularly (its `__requires` are assumed there), else 0.
  size_t BodyCheckDepth = 0;
  /// The frame depth of the function whose contract is being translated at
  /// a call (only its top-level `__requires`/`__ensures`, the result
  /// havocked, the postconditions assumed), else 0.
  size_t ContractDepth = 0;
  /// Values for the parameters of the next inlineFunction call instead of
  /// its arguments (the body check's havocked arguments).
  const std::vector<const ir::Expr *> *PresetArgs = nullptr;
  /// checkPostconditions() assumes instead of asserting.
  bool AssumePostconditions = false;
  /// Inlines \p FD at \p At with the arguments \p Args (one per parameter);
  /// a member function or constructor gets its object as \p This (the leaf
  /// variables of a local structure, none for an empty class). A
  /// constructor's member initialisers run before its body.
  /// A lambda's call operator gets its closure's captures as \p Captures.
  const ir::Expr *inlineFunction(clang::SourceLocation At,
                                 const clang::FunctionDecl *FD,
                                 llvm::ArrayRef<const clang::Expr *> Args,
                                 const std::vector<ir::VarId> *This,
                                 const Closure *Captures = nullptr);

  // Lambdas (KernelLambdas.cpp).
  /// True for the closure type of a lambda (through references).
  static bool isLambdaType(clang::QualType T);
  /// The closure \p E denotes: a lambda expression (its captures taken
  /// now), a local lambda or a closure parameter, through copies. Reports
  /// and returns null otherwise.
  std::shared_ptr<const Closure> closureOf(const clang::Expr *E);
  std::shared_ptr<const Closure> makeClosure(const clang::LambdaExpr *LE);
  /// `f(args)` on a closure \p Obj: its call operator \p Def inlined with
  /// the closure's captures.
  const ir::Expr *lambdaCall(const clang::CallExpr *E, const clang::Expr *Obj,
                             llvm::ArrayRef<const clang::Expr *> Args,
                             const clang::FunctionDecl *Def);
  /// A class without data members, bases with data, or virtual functions
  /// (the samples' `SharedMemory<T>`): a local of it has no variables.
  bool isEmptyStruct(clang::QualType T) const;
  /// The leaf variables of the object a member function is called on:
  /// a local structure, a member of one, `*this`, or a temporary of an
  /// empty class. Reports and returns nullopt otherwise.
  std::optional<std::vector<ir::VarId>>
  objectPlace(const clang::Expr *Obj, bool Arrow);
  /// The leaves of a whole structure in memory, as places: `p[i]` and `*p`
  /// for a pointer kernel parameter to structures, `s[i]` and `s` for a
  /// `__shared__`/`__device__` structure (array). nullopt when \p E is not
  /// such an expression (nothing reported) or after a diagnostic (Failed).
  /// Also a structure field of one (`p[i].vel`, `p->pos`). With
  /// \p ThroughPointer, \p E is the pointer (`p` of `p->f`).
  /// Every scalar of the structure is one place (an array field's
  /// elements one after the other); with \p PerField one place per field
  /// leaf instead, the address of its first element (for pointers).
  std::optional<std::vector<LValue>>
  structMemoryLeaves(const clang::Expr *E, bool ThroughPointer = false,
                     bool PerField = false);
  /// The per-scalar places of the structure of type \p T whose field
  /// leaves start at \p FieldAddrs (structMemoryLeaves' expansion).
  std::vector<LValue> expandFieldPlaces(clang::QualType T,
                                        const std::vector<const ir::Expr *> &FieldAddrs,
                                        bool Volatile);
  /// \p Index (an element count of type \p IndexTy) scaled by the
  /// extent of each field leaf of \p T and added to \p Addrs (pointer
  /// arithmetic on a structure pointer: every field's pointer moves).
  std::vector<const ir::Expr *>
  offsetFieldPointers(clang::QualType T, const std::vector<const ir::Expr *> &Addrs,
                      const ir::Expr *Index, clang::QualType IndexTy, bool Negate);
  /// A pointer to plain structures in memory as one `ptr` per leaf field
  /// (`&ps[i]`, `ps + k`, `tile`, a kernel's structure pointer parameter,
  /// a structure pointer local or parameter); std::nullopt (nothing
  /// reported) for other pointers.
  std::optional<std::vector<const ir::Expr *>>
  structPointer(const clang::Expr *E);
  /// Whether \p T is a pointer to a plain structure.
  bool isStructPointer(clang::QualType T) const;
  /// A local `S *p [= init]` with S a plain structure.
  bool structPointerDecl(const clang::VarDecl *VD);
  /// The leaf variables of the structure pointer \p E names, if any.
  const std::vector<ir::VarId> *structPointerVars(const clang::Expr *E);
  /// Runs the user-written constructor of \p CE on the fresh leaf
  /// variables \p Vars.
  bool construct(const clang::CXXConstructExpr *CE,
                 const std::vector<ir::VarId> &Vars);
  /// Clang's `__scoped_atomic_*_n`/`fetch_*` builtins (scope from their
  /// `__MEMORY_SCOPE_*` argument) and GCC's `__atomic_*` (system scope).
  const ir::Expr *atomicBuiltin(const clang::AtomicExpr *AE, bool Discard);
  /// `__nv_atomic_fetch_add(p, v, order, scope)` and the other
  /// `__nv_atomic_*` functions of CUDA 12.8 (declared by our header).
  const ir::Expr *nvAtomic(const clang::CallExpr *E, llvm::StringRef Name,
                           bool Discard);
  /// The 16-bit float format of `__half`, `__nv_bfloat16` and their pairs
  /// `__half2`, `__nv_bfloat162`, the types CUDA's atomicAdd takes besides
  /// the scalar ones; nullopt for any other type.
  static std::optional<ir::Float16Kind> halfAtomicKind(clang::QualType T);
  /// `atomicAdd(p, v)` on `__half`/`__nv_bfloat16` (one `rmw.f16add` or
  /// `rmw.bf16add` of the i16 bits) and on their pairs (one such rmw per
  /// element: CUDA makes each element's add atomic, not the pair's).
  /// The result is the old value, a structure (LastStructResult).
  const ir::Expr *halfAtomicAdd(const clang::CallExpr *E, ir::Float16Kind K,
                                ir::Scope Sc, bool Discard);
  const ir::Expr *legacyAtomic(const clang::CallExpr *E, llvm::StringRef Name,
                               bool Discard);
  // Cooperative groups (KernelGroups.cpp).
  /// The group \p E denotes, from its type, the variable it names or the
  /// `tiled_partition(g, n)` call that makes it; diagnoses and returns
  /// nullopt for a group that is not modelled.
  std::optional<Group> groupOf(const clang::Expr *E);
  /// A local variable of a cooperative-groups type: records its group.
  bool groupDecl(const clang::VarDecl *VD);
  /// `g.sync()`, `g.thread_rank()`, `tile.shfl_down(v, d)`, ...
  const ir::Expr *groupMemberCall(const clang::CallExpr *E,
                                  const clang::CXXMethodDecl *MD,
                                  const clang::Expr *Obj, bool Discard);
  /// `this_thread_block()`, `cg::sync(g)`, `cg::reduce(tile, v, op)`, ...
  const ir::Expr *groupFunction(const clang::CallExpr *E,
                                const clang::FunctionDecl *FD, bool Discard);
  const ir::Expr *gridMember(llvm::StringRef Name,
                             std::optional<ir::Type> RetTy);
  const ir::Expr *linearThreadIndex();
  const ir::Expr *blockSize();
  const ir::Expr *tileMask(const Group &G);
  bool groupSync(const Group &G, ir::SourceLoc L, clang::SourceLocation At);
  const ir::Expr *groupCollective(const clang::CallExpr *E,
                                  llvm::StringRef Name, const Group &G,
                                  unsigned FirstArg);

  // Asynchronous copies (KernelAsyncCopy.cpp; docs/memory-model.md
  // "Asynchronous copies").
  /// One `cg::memcpy_async` call site of the kernel (inlined instances
  /// count separately): its ghost variables and what it copies.
  struct CopySite {
    Group G;
    ir::VarId Flag = ir::Stmt::NoVar; ///< bool: a copy of the site pending
    ir::VarId Dst = ir::Stmt::NoVar, Src = ir::Stmt::NoVar; ///< ptr
    ir::Type ElemTy = ir::Type::I32;
    uint64_t Count = 0; ///< elements (a constant)
    /// The innermost loop around the call (its break block), and the depth
    /// of the loop stack there: a wait must be inside that loop.
    size_t LoopDepth = 0;
    ir::BlockId LoopBreak = 0;
    bool Waited = false; ///< a cg::wait inside its loop follows it
    clang::SourceLocation At;
  };
  std::vector<CopySite> CopySites;
  ir::ObjectId CopyEndObj = 0; ///< the thread-local ghost `.copy.end` reads
  /// `cg::memcpy_async(g, dst, src, bytes)` and
  /// `cg::memcpy_async(g, dst, dstCount, src, srcCount)`.
  const ir::Expr *asyncCopy(const clang::CallExpr *E, const Group &G);
  /// `cg::wait(g)`: the pending copies complete, then the group syncs.
  const ir::Expr *asyncWait(const clang::CallExpr *E, const Group &G);
  /// The accesses of site \p I's pending copy that the caller's share
  /// makes (elements rank, rank + size, ...), guarded by its flag, which
  /// it clears.
  void completeCopy(size_t I, ir::SourceLoc L);
  /// At the kernel's end (and its returns): the copies never waited for
  /// complete; false when a site cannot be modelled (diagnosed).
  bool completeCopiesAtExit(ir::SourceLoc L, bool Validate);

  /// Whether \p Name is a CUDA warp intrinsic that warpIntrinsic maps.
  static bool isWarpIntrinsic(llvm::StringRef Name);
  /// `__syncwarp`, `__shfl*_sync`, the votes, `__match_*_sync` and
  /// `__reduce_*_sync` as one IR warp collective (KernelWarp.cpp).
  const ir::Expr *warpIntrinsic(const clang::CallExpr *E, llvm::StringRef Name,
                                bool Discard);
  /// `memcpy(d, s, n)` and `memset(d, b, n)` in device code with constant
  /// `n` (and `b`): unrolled into element-wise plain loads and stores of
  /// the pointee type of `d` (and `s`, which must have the same one).
  const ir::Expr *memoryFunction(const clang::CallExpr *E, llvm::StringRef Name,
                                 bool Discard);
  /// The compare-exchange of `__nv_atomic_compare_exchange[_n]` and
  /// `__scoped_atomic_compare_exchange[_n]`/`__atomic_compare_exchange[_n]`:
  /// `e = load.na *Expected; [d = load.na *Desired;] o = cas.S.F.Sc *Ptr, e,
  /// d; (o != e) => store.na *Expected, o;`, value `o == e` (bitwise). The
  /// orders come from \p SuccessE and \p FailE; `weak` is modelled as
  /// strong. \p DesiredIsPtr: \p Desired points at the desired value.
  /// A null \p SuccessE is seq_cst; a null \p FailE is the failure order C
  /// derives from the success order.
  const ir::Expr *
  compareExchange(clang::SourceLocation At, const clang::Expr *Ptr,
                  const clang::Expr *Expected, const clang::Expr *Desired,
                  bool DesiredIsPtr, const clang::Expr *SuccessE,
                  const clang::Expr *FailE, ir::Scope Sc, bool Discard);
  ir::ObjectId objectFor(const clang::VarDecl *VD);

  // OpenCL C (KernelOpenCL.cpp; docs/opencl-support.md).
  bool isOpenCl() const { return Ctx.getLangOpts().OpenCL; }
  /// The memory of an OpenCL variable declared `__local` (shared: one copy
  /// per work-group) or `__global`/`__constant` (global); nullopt for any
  /// other variable, and always in CUDA.
  std::optional<ir::MemSpace> openClVarSpace(const clang::VarDecl *VD) const;
  /// A call of an OpenCL C builtin function (declared by Clang, no body):
  /// the work-item functions, barriers, fences, OpenCL 2.0 and 1.x atomics
  /// and vector loads and stores are modelled; every other builtin is
  /// diagnosed by name. Returns null after a diagnostic; \p Handled is
  /// false (and nothing is emitted) for a name the generic call path
  /// models (math functions, `printf`, `min`, `max`, `abs`, assertions).
  const ir::Expr *openClBuiltin(const clang::CallExpr *E, llvm::StringRef Name,
                                bool Discard, bool &Handled);
  const ir::Expr *workItemFunction(const clang::CallExpr *E,
                                   llvm::StringRef Name);
  const ir::Expr *openClBarrier(const clang::CallExpr *E, llvm::StringRef Name);
  /// `mem_fence`, `read_mem_fence`, `write_mem_fence` and
  /// `atomic_work_item_fence`: a fence of the spaces their flags name.
  const ir::Expr *openClFence(const clang::CallExpr *E, llvm::StringRef Name);
  /// The IR memory spaces (ir::spaceBit) of OpenCL `cl_mem_fence_flags`
  /// \p Flags: CLK_LOCAL_MEM_FENCE the shared space, CLK_GLOBAL_MEM_FENCE
  /// the global one; CLK_IMAGE_MEM_FENCE orders nothing modelled.
  static uint8_t openClFenceSpaces(uint64_t Flags);
  const ir::Expr *openClAtomic(const clang::CallExpr *E, llvm::StringRef Name,
                               bool Discard);
  const ir::Expr *openClLegacyAtomic(const clang::CallExpr *E,
                                     llvm::StringRef Name, bool Discard);
  const ir::Expr *openClVectorMemory(const clang::CallExpr *E,
                                     llvm::StringRef Name, bool Discard);
  // OpenCL vectors (KernelVectors.cpp): a local vector is one variable per
  // element (in Frame::Structs), a vector in memory consecutive scalars.
  /// The vector type \p T is (through typedefs), or null.
  static const clang::VectorType *vectorTypeOf(clang::QualType T);
  bool vectorDecl(const clang::VarDecl *VD);
  /// The places of the elements of vector lvalue \p E (a local, a swizzle,
  /// `p[i]`, `*p`, a `__local` vector).
  std::optional<std::vector<LValue>> vectorPlaces(const clang::Expr *E);
  /// The element values of vector expression \p E.
  std::optional<std::vector<const ir::Expr *>>
  vectorValue(const clang::Expr *E);
  /// `v = e`, `v.xy = e`, `p[i] = e`, `v += e`, ... on vectors.
  bool vectorAssign(const clang::BinaryOperator *E);
  std::optional<std::vector<const ir::Expr *>>
  vectorLoad(const clang::CallExpr *E, llvm::StringRef Name);
  /// `v.x` as a place, and as a value of a vector value.
  std::optional<LValue>
  vectorElementPlace(const clang::ExtVectorElementExpr *E);
  const ir::Expr *vectorElementValue(const clang::ExtVectorElementExpr *E);
  /// The IR scope of an OpenCL `memory_scope` constant \p E; diagnoses
  /// `memory_scope_sub_group` and, unless \p Fence, `memory_scope_work_item`.
  /// Sets \p WorkItem for a fence at work-item scope (which orders nothing
  /// between work-items).
  std::optional<ir::Scope> openClScope(const clang::Expr *E, bool Fence,
                                       bool &WorkItem);

  // libcu++ scoped atomics (KernelAtomics.cpp).
  /// A specialisation of cuda::atomic, cuda::atomic_ref (cuda::std::
  /// spellings included: they are aliases) or their common base.
  struct AtomicClass {
    clang::QualType Value;
    ir::Scope Sc = ir::Scope::Sys;
    bool IsRef = false;
    bool ThreadScope = false; ///< thread_scope_thread: not modelled
  };
  std::optional<AtomicClass> atomicClass(clang::QualType T) const;
  std::optional<ir::MemOrder> memoryOrder(const clang::Expr *E);
  std::optional<ir::Scope> threadScope(const clang::Expr *E);
  const ir::Expr *atomicAddress(const clang::Expr *Obj);
  bool atomicRefDecl(const clang::VarDecl *VD);
  const ir::Expr *atomicMemberCall(const clang::CallExpr *E,
                                   const clang::CXXMethodDecl *MD,
                                   const clang::Expr *Obj, bool Discard);
  const ir::Expr *atomicFence(const clang::CallExpr *E, bool System);

  // Plain structures kept in registers (KernelStructs.cpp): a local
  // variable, parameter or result of a structure type whose fields are
  // scalars or such structures (CUDA's int2, float4, ... included) is one
  // IR variable per leaf field, named `v.x`, `v.inner.y`.
  bool isPlainStruct(clang::QualType T) const;
  /// Whether \p T, the type of a field, is an array (of any dimension, no
  /// extent zero) of scalars other than pointers: a field that plain
  /// structures may have.
  bool scalarArrayField(clang::QualType T) const;
  /// Whether \p T, the type of a field, is an array (of any dimension, no
  /// extent zero) of plain structures without pointer leaves (`float3
  /// pos[2]`, `Inner in[2]`): a field that plain structures may have too,
  /// flattened into one field leaf per leaf of the element structure.
  bool structArrayField(clang::QualType T) const;
  bool arrayField(clang::QualType T) const {
    return scalarArrayField(T) || structArrayField(T);
  }
  /// One field of a plain structure as memory holds it: a scalar field,
  /// or a field that is an array of scalars (`float pos[3]`, `float
  /// v[16][16]`: Dims {3}, {16, 16}), which is one memory object whose
  /// element `i * extent() + k` is `s[i].pos[k]`. A field that is an array
  /// of structures contributes one leaf per leaf of its element structure,
  /// with the array's extents first (`Inner in[2]` with `float v[4]`: the
  /// leaf `.in.v`, Dims {2, 4}, Path `.in[].v[]`; `float3 p[2]`: `.p.x`,
  /// `.p.y`, `.p.z`, Dims {2}). In registers each of its elements is a
  /// variable of its own (structLeaves).
  struct FieldLeaf {
    std::string Name; ///< the path, `.pos` after the prefix
    ir::Type Ty = ir::Type::I32;
    std::vector<uint64_t> Dims; ///< empty for a scalar field
    /// The source path with `[]` where each index of Dims goes, in order
    /// (`.pos[]`, `.in[].v[]`; a __half field is `.h`, one value).
    std::string Path;
    /// The IR path with `[]` where the indices go (`.in[].a`, `.h.__x`):
    /// the variables of structLeaves are named by it, an index `k` as `.k`.
    std::string VarPath;
    /// The C type of one element (a __half leaf's is `__half`).
    clang::QualType Elem;
    uint64_t extent() const {
      uint64_t N = 1;
      for (uint64_t D : Dims)
        N *= D;
      return N;
    }
  };
  /// The field leaves of plain structure \p T in structLeaves' order
  /// (bases first, then fields; nested structures flattened).
  void structFields(clang::QualType T, const std::string &Prefix,
                    std::vector<FieldLeaf> &Out) const;
  /// structFields below \p At (its paths and Dims so far); \p Half when
  /// inside a __half or __nv_bfloat16 (whose one field is no path of its
  /// own in the source).
  void fieldLeaves(clang::QualType T, const FieldLeaf &At, bool Half,
                   std::vector<FieldLeaf> &Out) const;
  /// \p Path (FieldLeaf::Path or VarPath) with the indices of element
  /// \p K of \p Dims (row-major) put in: `[1]` each, or `.1` when \p Dot.
  static std::string fillIndices(const std::string &Path,
                                 const std::vector<uint64_t> &Dims,
                                 uint64_t K, bool Dot);
  /// The number of field leaves of plain structure \p T.
  size_t fieldCount(clang::QualType T) const;
  /// The scalars (\p Fields false) or field leaves (true) that field
  /// \p FD of a plain structure spans.
  size_t fieldSpan(const clang::FieldDecl *FD, bool Fields) const;
  /// The values of an array field's initialiser \p Init of array type
  /// \p T (brace lists, nested; zeros where C zero-fills), row-major, into
  /// \p Out; false after a diagnostic.
  bool arrayFieldValues(clang::QualType T, const clang::Expr *Init,
                        std::vector<const ir::Expr *> &Out);
  /// `v.pos[k]`, `ps[i].pos[k]`, `t.m[i][j]`: an element of an array
  /// field, every subscript given and checked (fieldIndexCheck). Of a
  /// structure in memory the element's address; of one held in variables
  /// the element's variable (constant index) or a VarArray place. nullopt
  /// when \p AS is no such access (nothing reported, nothing evaluated) or
  /// after a diagnostic (Failed set).
  std::optional<LValue> fieldArrayElement(const clang::ArraySubscriptExpr *AS);
  /// A scalar reached through an element of a field that is an array of
  /// structures: `o.in[j].a`, `ps[i].pos[1].y`, `p->in[j].v[k]`, `s.in[1].
  /// inner.x`; every subscript on the path checked against its extent. Of
  /// a structure in memory the element's address, of one in variables the
  /// element's variable or a VarArray place. nullopt, with nothing
  /// evaluated, for other expressions, or after a diagnostic (Failed).
  std::optional<LValue> fieldPathElement(const clang::Expr *E);
  /// The array-field member expression at the root of the subscripts of
  /// \p AS (`p.pos` of `p.pos[k]`, `t.v` of `t.v[i][j]`, `o.in` of
  /// `o.in[j]`), the subscripts outermost first in \p Subs; null when \p AS
  /// does not index an array that is a field of a structure.
  static const clang::MemberExpr *
  fieldArrayRoot(const clang::ArraySubscriptExpr *AS,
                 std::vector<const clang::ArraySubscriptExpr *> &Subs);
  /// An element (of structure type) of a field that is an array of
  /// structures: `o.in[j]`, `ps[i].pos[1]`.
  struct StructElement {
    const clang::MemberExpr *Root = nullptr; ///< `o.in`
    /// The field's first field leaf in the structure holding it.
    size_t Leaf = 0;
    std::vector<FieldLeaf> Fields; ///< of the element structure
    const ir::Expr *Index = nullptr; ///< row-major, i64, checked
    uint64_t Count = 0;              ///< the field's elements
  };
  /// \p E as such an element, its subscripts evaluated and checked;
  /// nullopt when \p E is none (nothing evaluated) or after a diagnostic.
  std::optional<StructElement> structArrayElement(const clang::Expr *E);
  /// The leaves of such an element of a structure held in variables, in
  /// structLeaves' order: variables, or VarArray places when the index is
  /// known only at run time. nullopt when \p E is none or after a
  /// diagnostic.
  std::optional<std::vector<LValue>>
  structArrayElementVars(const clang::Expr *E);
  /// A VarArray place's value (a select chain) and its assignment.
  const ir::Expr *varArrayRead(const LValue &L);
  void varArrayWrite(const LValue &L, const ir::Expr *V, ir::SourceLoc At);
  /// \p Index (an element index, i64, or null for 0) times \p Extent.
  const ir::Expr *scaledIndex(const ir::Expr *Index, uint64_t Extent);
  /// For a subscript \p AS of an array that is a field of a structure (or
  /// a row of one), with index value \p Index: an assertion that the index
  /// lies within that dimension's extent, reported as an out-of-bounds
  /// access (the field's neighbours in the structure-of-arrays layout are
  /// not the bytes the hardware would touch). Nothing for other subscripts
  /// or a constant index within the extent.
  void fieldIndexCheck(const clang::ArraySubscriptExpr *AS,
                       const ir::Expr *Index);
  /// For a structure (or a pointer to, array of or reference to one) that
  /// has a field of array type, directly or in a field or base that is a
  /// structure: " (a structure with array field 'pos')" naming the first
  /// such field, for the messages of constructs that diagnose such
  /// structures; "" otherwise.
  std::string arrayFieldText(clang::QualType T) const;
  /// Whether \p Body may write the structure parameter \p PD (passed by
  /// non-const reference): any use other than reading its value or fields
  /// or binding it to a const reference or by-value parameter.
  static bool mayWriteParam(const clang::Stmt *Body,
                            const clang::ParmVarDecl *PD);
  /// The 16-bit float format of CUDA's `__half` or `__nv_bfloat16` (our
  /// cuda_fp16.h / cuda_bf16.h: a structure of one `unsigned short __x`).
  static std::optional<ir::Float16Kind> float16Kind(clang::QualType T);
  void structLeaves(clang::QualType T, const std::string &Prefix,
                    std::vector<std::pair<std::string, ir::Type>> &Out) const;
  std::vector<ir::VarId>
  newStructVars(clang::QualType T, const std::string &Name, ir::SourceLoc L);
  std::optional<std::vector<ir::VarId>> structPlace(const clang::Expr *E);
  std::optional<std::vector<const ir::Expr *>>
  structValue(const clang::Expr *E);
  bool structDecl(const clang::VarDecl *VD);
  bool unionDecl(const clang::VarDecl *VD);
  /// `u.f` of a local union: its variable, or nullopt (not a local union,
  /// or Failed set).
  std::optional<LValue> unionMember(const clang::MemberExpr *ME);
  bool assignLeaves(const std::vector<ir::VarId> &To,
                    const std::vector<const ir::Expr *> &Values,
                    ir::SourceLoc L);
  /// The leaves of the structure result of the last inlined call.
  std::vector<ir::VarId> LastStructResult;

  // Parameters and the launch.
  bool parameters(const clang::FunctionDecl *K);
  const ir::Expr *scalarArgument(const clang::ParmVarDecl *PD, ir::Type Ty);
  /// The launch value of a scalar named \p Name (a parameter, or a leaf
  /// `p.f` of a structure parameter) of C type \p T from `--arg` or
  /// `--args-default`; an error at \p At when missing or invalid.
  const ir::Expr *scalarArgument(const std::string &Name, clang::QualType T,
                                 clang::SourceLocation At, ir::Type Ty);
  /// Converts \p Text, a number as written on the command line (decimal or
  /// `0x` integer with an optional `-`, floating-point, `true`/`false`), to
  /// the value bits (ir::Expr::Bits) of C type \p T, IR type \p Ty. Returns
  /// nullopt with the reason in \p Why when it is malformed or out of range.
  std::optional<uint64_t> scalarBits(const std::string &Text, clang::QualType T,
                                     ir::Type Ty, std::string &Why) const;
  /// A pointer parameter of the kernel with a buffer of its own (Obj) or
  /// bound into another's by `--bind` (Obj 0; ArgIndex is its launch
  /// argument, filled by launchInputs).
  struct PointerParam {
    const clang::ParmVarDecl *PD = nullptr;
    ir::ObjectId Obj = 0;
    size_t ArgIndex = 0;
  };
  std::vector<PointerParam> PointerParams;
  /// Applies `--init` and `--bind` (TranslateOptions::Inits, Binds) to the
  /// pointer parameters of kernel \p K once parameters() has made their
  /// buffers; an error names the flag. translate/KernelInputs.cpp.
  bool launchInputs(const clang::FunctionDecl *K);
  /// The initial contents \p Out of the buffer of \p PP from `--init`'s
  /// \p Text; false after an error.
  bool initContents(const PointerParam &PP, const std::string &Text,
                    std::vector<uint64_t> &Out);
  /// A structure kernel parameter passed by value: one IR parameter per
  /// leaf field (`p.n`, `p.box.x`), each with its `--arg p.n=VALUE`.
  bool structParameter(const clang::ParmVarDecl *PD,
                       std::set<std::string> &Names);
  /// The pointer fields of structure kernel parameters (`a.in`): each is a
  /// global buffer of its own, sized by `--buffer a.in=N`.
  std::set<std::string> PointerFields;

  // C11/pthreads (KernelC11.cpp).
  /// The scope of the next atomic operation: the one a GPUMC marker gave
  /// (cleared), or sys.
  ir::Scope takeScope();
  /// `pthread_*`, `__VERIFIER_*` and `__c11_atomic_thread_fence` calls;
  /// false (nothing done) when \p E is none of them.
  bool c11Call(const clang::CallExpr *E, llvm::StringRef Name, bool Discard,
               const ir::Expr *&Result);
  /// `x++`, `x += v`, ... on an `_Atomic` lvalue: one seq_cst RMW.
  const ir::Expr *atomicUpdate(const clang::Expr *E, const clang::Expr *Obj,
                               clang::BinaryOperatorKind Op,
                               const clang::Expr *Operand, bool ReturnOld,
                               bool Discard);
  /// Ends a thread for main's joins: `store.rel.sys @done[tid], 1`.
  void emitDone(ir::SourceLoc L);
  /// `T *p = (T *)arg;` of a Struct argument: p names the parameters too.
  bool structArgAlias(const clang::VarDecl *VD);
  /// `p->f` for p the Struct argument or an alias: its parameter.
  std::optional<LValue> structArgField(const clang::MemberExpr *ME);
  /// `*p` for p the argument pointing to main's local integer (or an
  /// alias): its parameter.
  std::optional<LValue> structArgValue(const clang::UnaryOperator *UO);
  /// The Struct argument (and its aliases): one variable per field.
  std::map<const clang::VarDecl *, std::vector<ir::VarId>> StructArgs;
  bool StructArgIsValue = false;
  const C11Context *C11 = nullptr;
  ir::ObjectId DoneObj = 0;
  ir::VarId DoneTid = ir::Stmt::NoVar;
  std::optional<ir::Scope> PendingScope;
  /// The thread function's `void *arg` when it is an integer (C11).
  const clang::ParmVarDecl *IntArg = nullptr;

  clang::ASTContext &Ctx;
  ir::Program &P;
  ir::DiagnosticEngine &Diags;
  const TranslateOptions &Opts;
  ir::ProcId ProcIndex = 0;
  ir::BlockId Cur = 0;
  bool CurOpen = false;
  unsigned LabelCounter = 0;
  /// Barrier invariants (docs/engines.md "Barrier invariants"): while
  /// set, every emitted statement is also predicated by this ghost
  /// variable (never true in a concrete run) ...
  const ir::Expr *GhostPred = nullptr;
  /// ... and `&&`, `||`, `?:` evaluate both operands without branching.
  bool GhostMode = false;
  /// While set, `threadIdx.x` translates to this (an instantiation).
  const ir::Expr *TidOverride = nullptr;
  /// `__barrier_invariant` calls whose assumptions follow the next barrier.
  std::vector<const clang::CallExpr *> PendingInvariants;
  /// The check of `__barrier_invariant(e, i...)` before the barrier.
  const ir::Expr *barrierInvariant(const clang::CallExpr *E);
  /// The assumptions of the pending barrier invariants, after a barrier.
  bool instantiateInvariants(ir::SourceLoc L);
  ir::VarId ghostVar(const char *Name);
  /// Inside an annotation about the pair of threads (`__other_int`, ...).
  bool PairMode = false;
  /// `__assert(e)`/`__requires(e)`/... whose e speaks of the pair of
  /// threads: ghost code the two-thread reduction gives its meaning.
  const ir::Expr *pairAnnotation(const clang::CallExpr *E, llvm::StringRef N,
                                 bool Assume);
  /// GPUVerify's `__requires_fresh_array(p)`: \p p must be a pointer
  /// parameter of the kernel (or a pointer field of a structure
  /// parameter) whose buffer no other parameter points into. That is what
  /// every engine assumes of a buffer of its own, so nothing is emitted;
  /// a `--bind` that makes the buffer shared is an error (docs/cuda-
  /// support.md §3).
  const ir::Expr *freshArray(const clang::CallExpr *E);
  /// Records a postcondition of the current function and the entry values
  /// its `__old_*` calls read.
  bool postcondition(const clang::CallExpr *E);
  /// Asserts the postconditions of the innermost frame, at its return.
  bool checkPostconditions();
  /// While checking a postcondition: its frame (`__return_val_*`,
  /// `__old_*`), else null.
  const Frame *PostFrame = nullptr;
  std::set<std::string> UsedNames;
  std::vector<Frame> Frames;
  std::vector<LoopTargets> Loops;
  std::vector<SwitchState> Switches;
  /// Local scalars whose address is taken (`&x`) somewhere in their
  /// function: they live in a one-element `local` object instead of a
  /// variable. Computed per function at its first translation.
  std::map<const clang::FunctionDecl *, std::set<const clang::VarDecl *>>
      AddressTaken;
  const std::set<const clang::VarDecl *> &
  addressTakenLocals(const clang::FunctionDecl *FD);
  /// Objects of variables with static storage (`__shared__`, `__device__`,
  /// `__constant__`), created at their first use.
  std::map<const clang::VarDecl *, ir::ObjectId> StaticObjects;
  /// `__shared__`/`__device__` plain structures and arrays of them: one
  /// object per leaf field (structure of arrays), `@a.x`, `@a.box.lo`.
  /// (Also pointer kernel parameters to plain structures: one global
  /// buffer per leaf, `@p.x`, accessed as `p[i].f` and `p->f`.)
  std::map<const clang::VarDecl *, std::vector<ir::ObjectId>> StructObjects;
  /// The leaf objects of \p VD (created at the first use or declaration);
  /// null after a diagnostic.
  const std::vector<ir::ObjectId> *structObjectsFor(const clang::VarDecl *VD);
  /// The element of a structure variable in memory (one object per leaf)
  /// that \p E names with one subscript per array dimension (`s`, `s[i]`,
  /// `g[i][j]`; with \p Partial also fewer, `g[i]`, whose value is the
  /// address of row i's first element): sets \p VD and returns its index
  /// into every leaf object (an i64 expression, null for index 0 of a
  /// structure that is no array). nullopt when \p E is no such expression
  /// (nothing reported) or after a diagnostic (Failed set).
  std::optional<const ir::Expr *> structVarElement(const clang::Expr *E,
                                                   const clang::VarDecl *&VD,
                                                   bool Partial);
  /// The leaf \p Obj of a structure variable in memory at element \p Index
  /// (a structVarElement result).
  const ir::Expr *leafAt(ir::ObjectId Obj, const ir::Expr *Index);
  /// Stores the initialiser \p Init of a local (array of) structure(s) of
  /// type \p T into its leaf objects \p Objs from element \p Offset:
  /// brace lists (nested for arrays of arrays), structure values
  /// (`make_int2(1, 0)`, `Pt(1, 2)`), zeros where C zero-fills.
  bool structArrayInit(const std::vector<ir::ObjectId> &Objs, clang::QualType T,
                       const clang::Expr *Init, uint64_t Offset,
                       ir::SourceLoc L);
  /// The initial contents of the leaf objects \p Objs of a `__device__` or
  /// `__constant__` (array of) structure(s) \p VD from its constant
  /// initialiser (ir::MemObject::Init); false after a diagnostic.
  bool structConstantInit(const clang::VarDecl *VD,
                          const std::vector<ir::ObjectId> &Objs);
  bool flattenConstant(const clang::APValue &V, clang::QualType T, size_t Leaf,
                       uint64_t Elem,
                       std::vector<std::vector<uint64_t>> &Out) const;
  /// The address of the leaf that `a[i].f` or `s.f.g` names, for `a`/`s` a
  /// structure (array) in shared or global memory; null when \p ME is not
  /// such an access (nothing reported) or after a diagnostic (Failed set).
  const ir::Expr *structMemberAddress(const clang::MemberExpr *ME);
  /// The index among the leaves of the outermost structure of the field
  /// path \p Path (outermost field first). Leaves are scalars (variables,
  /// values), or with \p Fields field leaves (memory objects, pointers).
  size_t leafIndex(const std::vector<const clang::FieldDecl *> &Path,
                   bool Fields = false) const;
  /// The number of (scalar) leaves of plain structure \p T.
  size_t leafCount(clang::QualType T) const;
  /// The index of the first leaf of \p FD among the leaves of its class
  /// (the leaves of the bases come first).
  size_t fieldLeafOffset(const clang::FieldDecl *FD, bool Fields = false) const;
  /// The index of the first leaf of the base subobject a derived-to-base
  /// conversion \p CE selects, among the leaves of the derived class.
  size_t castPathOffset(const clang::CastExpr *CE, bool Fields = false) const;
  std::map<std::string, ir::FileId> FileIds;
  ir::Expr VoidValue{};
  bool Failed = false;
};

} // namespace scopecheck::translate

#endif // SCOPECHECK_TRANSLATE_KERNELTRANSLATOR_H
