//===- checker/Check.h - Entry point of the checking engines ---*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The single entry point the command line calls: check a verified program
/// that has a launch, with the DPOR engine, under one memory model.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_CHECK_H
#define SCOPECHECK_CHECKER_CHECK_H

#include "checker/Consistency.h"
#include "checker/Report.h"
#include "ir/IR.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace scopecheck::checker {

struct CheckOptions {
  ModelKind Model = ModelKind::Src11;
  bool StopOnFirst = true;     ///< false: --all-errors
  uint64_t MaxExecutions = 0;  ///< 0: no limit
  unsigned Jobs = 1;           ///< dpor worker threads (ExploreOptions::Jobs)
  bool Distributed = false;    ///< ExploreOptions::Distributed
  double TimeoutSeconds = 0;   ///< 0: no limit
  uint64_t StepLimit = 100000; ///< statements per thread and execution
  uint64_t EventLimit = 1000;  ///< events per thread and execution
  uint64_t MaxMemoryMb = 0;    ///< resident memory limit, MB; 0: none
  bool SpinLoops = true;       ///< cut spin loops (ExploreOptions::SpinLoops)
  /// --allow-same-value-races (ExploreOptions::AllowSameValueRaces).
  bool AllowSameValueRaces = false;
  uint64_t Unroll = 0;         ///< --unroll (ExploreOptions::Unroll); 0: none
  /// Progress callback, about once a second (ExploreOptions::OnProgress).
  std::function<void(const CheckStats &)> OnProgress;
};

/// The default of `-j`: the number of cores
/// (std::thread::hardware_concurrency), at least 1.
unsigned defaultJobs();

/// Whether this build has the distributed search (MPI was found when it
/// was configured).
bool distributedAvailable();

/// --distributed: joins the MPI job (MPI_Init) and returns this process's
/// rank. Call before anything else reads the arguments.
int startDistributed(int *Argc, char ***Argv);

/// Ends the MPI job: returns rank 0's \p ExitCode on every rank, so that
/// `mpirun` exits with the code rank 0 reports.
int finishDistributed(int ExitCode);

/// Checks \p P, which must be verified (ir::verifyProgram) and have a
/// launch. Never exits; findings and incompleteness are in the result.
CheckResult checkProgram(const ir::Program &P, const CheckOptions &Opts);

/// The first barrier or fence of \p P that leaves unordered a memory space
/// that some object of \p P lives in (an OpenCL barrier or fence whose
/// flags do not name that space: `barrier(CLK_LOCAL_MEM_FENCE)` or
/// `mem_fence(CLK_LOCAL_MEM_FENCE)` in a kernel with global buffers), or
/// null. The dpor engine models the restriction only in programs without
/// seq_cst operations (restrictedSpacesExact); in the others it orders
/// every space at every barrier and fence, so it cannot answer "safe" for
/// such a program (docs/memory-model.md "Barriers", "Fences restricted to
/// memory spaces").
const ir::Stmt *restrictedSync(const ir::Program &P);

/// The reason \p Engine, which then orders every space at every barrier
/// and fence, gives for not answering "safe" on a program with \p B
/// (restrictedSync) and seq_cst operations: names the barrier or fence
/// and the spaces it orders.
std::string restrictedSyncReason(const ir::Program &P, const ir::Stmt &B,
                                 std::string_view Engine);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_CHECK_H
