//===- checker/Witness.h - Witness traces and location names ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the DPOR engine's reports name memory locations and render the
/// witness execution (Violation::Trace, printed by Report.cpp in text and
/// JSON). docs/usage.md "Witnesses" documents the format.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_WITNESS_H
#define SCOPECHECK_CHECKER_WITNESS_H

#include "checker/ExecutionGraph.h"
#include "ir/IR.h"

#include <string>
#include <vector>

namespace scopecheck::checker {

/// Was \p Obj declared in an .ir file (or built without a source location,
/// as tests do)? Objects of a translated kernel carry their CUDA location.
bool declaredInIr(const ir::Program &P, ir::ObjectId Obj);

/// The name of element \p Offset of object \p Obj in reports, as the user
/// wrote it: `x[3]` for an object of a CUDA kernel (its C++ name; the
/// translator adds `.1`, `.2` to names that would clash), `As[3][4]` for a
/// multi-dimensional array, `s[2].x` for a field of an array of structures
/// (ir::MemObject::Dims, Source, Field), `@x[3]` for one declared in an .ir
/// file (the IR spelling).
std::string elementName(const ir::Program &P, ir::ObjectId Obj, int64_t Offset);

/// The name of location \p L of \p G in reports: elementName, followed by
/// " of block B" for a shared-memory location.
std::string locationName(const ir::Program &P, const ExecutionGraph &G,
                         LocId L);

/// The witness: \p G's events in an order consistent with po ∪ rf ∪ bar,
/// one line per event, except that an RMW is one line (the value read and
/// the value written) and a barrier rendezvous is one line for all its
/// threads. Each line names the thread(s), what happened and the source
/// location:
///
///     thread 0 of block 1: write @x[0] = 1 (rlx.gpu) at k.cu:7:5
///     thread 1 of block 1: read @x[0] = 1 (acq.gpu) at k.cu:9:9
///     thread 2 of block 1: rmw @x[0] read 1 wrote 2 (rlx.gpu) at k.cu:11:3
///     thread 3 of block 1: cas @x[0] read 2, failed (rlx.gpu) at k.cu:12:3
///     thread 0 of block 1: fence (sc.gpu) at k.cu:8:5
///     block 1: barrier at k.cu:10:3 (threads 0-3)
///
/// With \p Focus (the graph threads of an error's events), only the steps
/// that matter to the error: every event of those threads, the writes
/// their reads read from, and the barriers they take part in. Each run of
/// other steps becomes one line, "… 12 steps of other threads
/// (--witness=full lists them)".
std::vector<std::string> witnessTrace(const ir::Program &P,
                                      const ExecutionGraph &G,
                                      const std::vector<unsigned> *Focus =
                                          nullptr);

/// "thread 3 of block 1" for a one-dimensional launch (and for explicit
/// threads), "thread (3,1,0) of block (0,2,0)" when the launch of \p P has
/// a second or third dimension: the indices threadIdx and blockIdx have.
/// \p Block and \p Thread are linear (x fastest). An OpenCL program's are
/// "work-item 3 of work-group 1" (OpenCL's words).
std::string threadText(const ir::Program &P, uint64_t Block, uint64_t Thread);
/// "block 1", or "block (0,2,0)" in a launch of more dimensions (as
/// threadText; "work-group 1" for OpenCL).
std::string blockText(const ir::Program &P, uint64_t Block);

/// \p Val (value bits) of type \p Ty as the witnesses write it: floats as
/// numbers (`1.5`), bool as `true`/`false`, integers as their bits,
/// unsigned (the IR does not say whether the source type is signed).
std::string valueText(ir::Type Ty, uint64_t Val);
/// The same in the source type's reading \p K (ir::MemObject::Values):
/// signed integers with their sign, bool as `true`/`false`, __half and
/// __nv_bfloat16 bits as numbers.
std::string valueText(ir::Type Ty, uint64_t Val, ir::ValueKind K);

/// The inlined calls \p S is in, innermost first, as the witness lines
/// end: " (in reduce() called at 42:7, in scan() called at 50:3)" (the
/// file is named when it is not the statement's); empty for a statement
/// of the kernel's body.
std::string callChain(const ir::Program &P, const ir::Stmt *S);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_WITNESS_H
