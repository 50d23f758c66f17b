//===- repair/Planner.h - From checker reports to repair actions -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The planner of the repair loop: maps the violations of one check to
/// repair actions on source locations (widen the scope of the atomic or
/// fence at L to S; make the non-atomic access at L a relaxed atomic of
/// scope S), or to the reason a violation is not repairable. It decides
/// what is needed, not how it is spelled: repair/SourceLocator.h finds the
/// text to edit. No Clang types.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_REPAIR_PLANNER_H
#define SCOPECHECK_REPAIR_PLANNER_H

#include "repair/Barriers.h"
#include "repair/Repair.h"

#include <string>
#include <vector>

namespace scopecheck::repair {

enum class ActionKind : uint8_t {
  /// Widen the scope of the atomic access or fence at Loc to Target.
  WidenScope,
  /// Make the non-atomic access at Loc a relaxed atomic of scope Target.
  MakeAtomic,
  /// Insert the statement Text (a barrier) at Slot.
  InsertBarrier,
  /// Insert the statement Text (a device-scope fence) at Slot.
  InsertFence,
};

/// One planned change, before it is located in the text.
struct RepairAction {
  ActionKind Kind = ActionKind::WidenScope;
  TextLoc Loc;
  ir::Scope Target = ir::Scope::Gpu;
  ir::Scope Current = ir::Scope::None; ///< the event's scope (WidenScope)
  bool IsWrite = false;                ///< the event writes (MakeAtomic)
  /// Why this scope, e.g. "threads (0,1) and (1,0) are in different
  /// blocks".
  std::string Why;
  size_t FindingIndex = 0; ///< index into Plan::Findings
  /// InsertBarrier, InsertFence: where, and the statement inserted.
  StmtSlot Slot;
  std::string Text;
};

/// What the planner knows of the source (from repair/SourceLocator.h):
/// without it, no barrier or fence is inserted.
struct SourceContext {
  /// The kernel's definition (its insertion places), or null.
  const SourceFunction *Kernel = nullptr;
  /// The file uses libcu++: fences are cuda::atomic_thread_fence.
  bool Libcu = false;
};

struct Plan {
  std::vector<Finding> Findings;
  /// Deduplicated by (kind, location): the widest target wins.
  std::vector<RepairAction> Actions;
  std::vector<Unrepaired> Unrepairs;
};

/// The scope that makes an access of thread (\p BlockA, .) and one of
/// thread (\p BlockB, .) mutually inclusive: Cta in one block, Gpu across
/// blocks. (A single launch never needs Sys.)
ir::Scope neededScope(uint64_t BlockA, uint64_t BlockB);

/// Does scope \p S cover what \p Needed covers (Cta < Gpu < Sys)?
bool scopeCovers(ir::Scope S, ir::Scope Needed);

/// Plans the repairs of the violations of \p R, a check of \p P. With
/// \p Src, races are ordered first (docs/repair.md "Choosing the fix"):
/// a race inside a block by barriers where a block-uniform place orders
/// it, message passing across blocks by fences; a plain access becomes
/// atomic only where nothing orders its race.
Plan planRepairs(const ir::Program &P, const checker::CheckResult &R,
                 const SourceContext *Src = nullptr);

/// The SourceFunction of \p P's kernel among \p Fns (by the location of
/// its name), or null.
const SourceFunction *kernelFunction(const ir::Program &P,
                                     const std::vector<SourceFunction> &Fns);

} // namespace scopecheck::repair

#endif // SCOPECHECK_REPAIR_PLANNER_H
