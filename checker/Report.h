//===- checker/Report.h - Violations and their printers --------*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Findings of the checking engines as data (Violation) and the printers
/// that render them: clang-style text diagnostics and the JSON of
/// DESIGN.md §4.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CHECKER_REPORT_H
#define SCOPECHECK_CHECKER_REPORT_H

#include "checker/ExecutionGraph.h"
#include "ir/IR.h"

#include <cstdint>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace scopecheck::ir {
struct Step;
} // namespace scopecheck::ir

namespace scopecheck::checker {

enum class ViolationKind : uint8_t {
  DataRace,
  HeterogeneousRace,
  BarrierDivergence,
  Assertion,
  OutOfBounds,
  RuntimeError, ///< division by zero and the other evaluator errors
  /// A warp collective read a value from a lane that its mask does not
  /// name (a shuffle from an inactive lane): the result is undefined.
  UndefinedValue,
};
/// The data race of a thread's access with an asynchronous copy the
/// thread took part in (ir::EvalError::CopyRace, found by the evaluator for
/// both exact engines), from the evaluator's step \p St that found it: its
/// message, location and two sides (both of the thread: its access, then
/// the copy's). When \p St starts the copy (a `.copy.src`/`.copy.dst`
/// load), its Related place is the thread's earlier access; else \p St is
/// the access and Related the copy's start.
struct Violation;
void describeCopyRace(Violation &V, const ir::Program &P, const ir::Step &St,
                      uint64_t Block, uint64_t ThreadInBlock);

/// "data-race", "heterogeneous-race", "barrier-divergence", "assertion",
/// "out-of-bounds", "runtime-error", "undefined-value" (the JSON kinds).
std::string_view violationKindName(ViolationKind K);

/// One side of a violation: an access (or statement) of one thread.
struct ViolationEvent {
  ir::SourceLoc Loc;
  uint64_t Block = 0;         ///< linear block index
  uint64_t ThreadInBlock = 0; ///< linear thread index within the block
  bool IsWrite = false;
  bool IsAccess = false;
  ir::MemOrder Order = ir::MemOrder::Na;
  ir::Scope Sc = ir::Scope::None;
  /// A data race with an asynchronous copy (describeCopyRace): this side
  /// is the copy's access, made on behalf of the thread.
  bool AsyncCopy = false;
};

struct Violation {
  ViolationKind Kind = ViolationKind::DataRace;
  /// The main message without location, e.g. "data race on '@x[0]'".
  std::string Message;
  /// The accessed location's name (races, out-of-bounds), e.g. "@x[0]".
  std::string LocationName;
  /// Events involved: two for races, one for the others.
  std::vector<ViolationEvent> Events;
  /// The witness: the execution's events, one line each, in a valid order.
  std::vector<std::string> Trace;
  /// The witness execution graph (for --dot); may be null. Its events
  /// point at statements of the program the engine ran.
  std::shared_ptr<const ExecutionGraph> Graph;
  /// Owns that program when it is not the one the caller holds and would
  /// otherwise die before the report is printed (the symbolic engine's
  /// replays run on a copy of the kernel); null otherwise.
  std::shared_ptr<const void> Keep;
  /// Whether a concrete run exhibits it: always for dpor and interval; for
  /// the symbolic engine, whether the replay of its counterexample did.
  bool Confirmed = true;
  /// Explanations printed as `note:` lines after the message (at the first
  /// event's location) and given as "notes" in JSON; see explainDataRace.
  std::vector<std::string> Notes;
  /// The finding stands for this many distinct (element, threads)
  /// instances and elements its engine found for its kind and pair of
  /// statements (checker/Findings.h); this one is their representative.
  uint64_t ThreadPairs = 1, Elements = 1;
  /// Some instance grouped into this finding (not necessarily the one
  /// shown) involves threads of two warps (or blocks): a `__syncwarp()`
  /// cannot order them all (repair/Barriers.h).
  bool AcrossWarps = false;
  /// The events of Graph that race (dpor races: the two accesses, in the
  /// order of Events), for --dot and the HTML graph to highlight.
  std::vector<EventId> GraphEvents;
};

/// Completes the data race report \p V between the accesses of statements
/// \p A and \p B (either may be null). \p SameValue: both are writes of
/// the value \p Val (of type \p Ty), which the message then says ("data race
/// on 'x[0]' (both write 0)") with a note naming --allow-same-value-races.
/// A volatile access (ir::Stmt::Volatile) read as non-atomic gets a note
/// that `volatile` does not make an access atomic. Shared by the engines.
/// \p Values is how the object's declared type reads the value (a
/// `__half` element's bits are written as the number they encode).
void explainDataRace(Violation &V, const ir::Stmt *A, const ir::Stmt *B,
                     bool SameValue, ir::Type Ty, ir::Value Val,
                     ir::ValueKind Values = ir::ValueKind::Default);

enum class Verdict : uint8_t { Safe, Error, Incomplete };
std::string_view verdictName(Verdict V); ///< "safe", "error", "incomplete"

/// The reasons of a run in which no execution completed: every one was
/// discarded by an assumption (a failed `assume`, e.g. a `__requires` no
/// launch satisfies), or also by a spin loop that never exits (dpor).
inline constexpr const char *VacuousReason =
    "vacuous: the assumptions exclude every execution";
inline constexpr const char *VacuousSpinReason =
    "vacuous: no execution completes (each is excluded by an assumption or "
    "blocked in a spin loop that never exits)";

/// The largest launch, in threads, that the dpor engine explores.
inline constexpr uint64_t DporMaxThreads = 4096;

struct CheckStats {
  uint64_t Executions = 0; ///< complete executions (with or without errors)
  /// Executions discarded by a failed assume or a cut spin loop.
  uint64_t Blocked = 0;
  /// States dropped when a thread was cut in a spin iteration that read a
  /// stale write (each would have led to one or more blocked executions).
  uint64_t Pruned = 0;
  double Seconds = 0;
  /// Peak resident memory of the process (VmHWM), 0 where unknown.
  double PeakRssMb = 0;
  /// Peak resident memory of the separate front-end process that translated
  /// the kernel (`scopecheck` on a .cu file, docs/usage.md "Two
  /// executables"); 0 when there was none. Set by the caller, not the engine.
  double FrontendPeakRssMb = 0;
  /// The symbolic engine: loop invariants per inference rule (candidates,
  /// proved), and the time spent in the SMT solver; SolverSeconds < 0 for
  /// the other engines (then neither is printed).
  std::map<std::string, std::pair<unsigned, unsigned>> InvariantRules;
  unsigned InvariantCandidates = 0, InvariantsProved = 0;
  double SolverSeconds = -1;
};

/// The process's peak resident set size in MB, from VmHWM in
/// /proc/self/status; 0 when that is not available.
double peakRssMb();

/// Current resident memory of the process (/proc/self/statm), in MB; 0
/// where unknown. A few microseconds: poll it, do not call it per step.
double currentRssMb();

/// The default of --max-memory: half of the machine's physical memory, in
/// MB (0 where unknown, meaning no limit).
uint64_t defaultMaxMemoryMb();

/// The incomplete-verdict reason of a run stopped by the memory limit.
std::string memoryLimitReason(uint64_t MaxMemoryMb);

/// "lane 3" or "lanes 0-3, 5": the set bits of the warp mask \p Mask, for
/// the engines' messages about warp collectives.
std::string warpLaneList(uint32_t Mask);
/// "0x0000ffff": a warp mask as the messages print it.
std::string warpMaskText(uint64_t Mask);

/// One line: "N executions (B blocked) in S s, peak memory M MB", with
/// ", P pruned" after the blocked count when states were pruned.
std::string summaryLine(const CheckStats &S);

/// The result of checking one program.
struct CheckResult {
  Verdict V = Verdict::Safe;
  std::vector<Violation> Violations;
  /// Why the exploration is incomplete (step limit, timeout, ...); empty
  /// when it is complete.
  std::string IncompleteReason;
  CheckStats Stats;
  std::string Engine = "dpor";
  std::string Model;
};

/// Clang-style text: one `file:line:col: error: ...` per violation, then
/// notes for the other access, the threads and the witness.
/// The witness of \p V as the reports show it: the steps that matter to
/// the error (witnessTrace with the threads of its events as focus, when
/// its engine kept the execution graph), or V.Trace when \p FullWitness.
std::vector<std::string> shownWitness(const ir::Program &P, const Violation &V,
                                      bool FullWitness);

/// The witness is the steps that matter to the error (witnessTrace with
/// the error's threads as focus) unless \p FullWitness (`--witness=full`).
void printText(std::ostream &OS, const ir::Program &P, const CheckResult &R,
               bool FullWitness = false);
/// Writes \p S as a JSON string literal (quotes, backslashes and control
/// characters escaped). Every JSON printer of scopecheck uses it.
void writeJsonString(std::ostream &OS, std::string_view S);

/// The JSON object of DESIGN.md §4 (one line, then a newline).
void printJson(std::ostream &OS, const ir::Program &P, const CheckResult &R);

} // namespace scopecheck::checker

#endif // SCOPECHECK_CHECKER_REPORT_H
