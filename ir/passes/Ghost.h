//===- ir/passes/Ghost.h - Ghost code of barrier invariants ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The front-end translates a barrier invariant (`__barrier_invariant(e,
/// i...)`, docs/engines.md "Barrier invariants") into ghost code: the
/// statements that evaluate e, check it before the barrier and assume its
/// instantiations after it, each predicated by one of the never-assigned
/// Boolean locals `barrier_invariant.check` and `barrier_invariant.assume`
/// (false in every concrete run, so the statements have no effect there).
/// GPUVerify's annotations about the pair of threads (`__other_int(x)`,
/// `__uniform_int(x)`, `__distinct_int(x)`, `__enabled()`) are ghost code
/// of the same kind, predicated by `gpuverify.check` (assertions) or
/// `gpuverify.assume` (assumptions). The two-thread reduction gives them
/// their meaning; the concrete engines get the program without them.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_IR_PASSES_GHOST_H
#define SCOPECHECK_IR_PASSES_GHOST_H

#include "ir/IR.h"

namespace scopecheck::ir {

/// Whether some procedure of \p P has ghost code (barrier invariants or
/// pair annotations).
bool hasBarrierInvariants(const Program &P);

/// Removes every statement predicated by a ghost variable, and the
/// modular translations of `--no-inline` calls (each branch on the ghost
/// local `gpuverify.modular` goes to the inlined body; blocks no longer
/// reachable are removed). What the concrete engines run. Post: \p P
/// verifies if it did; behaviour unchanged (the ghost locals are false).
void stripBarrierInvariants(Program &P);

} // namespace scopecheck::ir

#endif // SCOPECHECK_IR_PASSES_GHOST_H
