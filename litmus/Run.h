//===- litmus/Run.h - Running a litmus test and its condition --*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs a litmus test with the DPOR engine: every consistent complete
/// execution is explored (errors do not stop the exploration), its final
/// state (the observables of the condition and of `locations`) is recorded,
/// and the condition is decided as herd does ("Ok"/"No", positive and
/// negative executions), with a witness execution. The printers render the
/// outcome in herd's layout and as JSON (docs/litmus.md "Output").
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_LITMUS_RUN_H
#define SCOPECHECK_LITMUS_RUN_H

#include "checker/Explorer.h"
#include "checker/Report.h"
#include "litmus/Litmus.h"

#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace scopecheck::litmus {

/// herd's answer: the condition is validated (Ok), refuted (No), or cannot
/// be decided because the exploration was incomplete or some executions
/// have no final state (barrier divergence).
enum class Answer : uint8_t { Ok, No, Unknown };

struct LitmusOutcome {
  /// The engine's result: verdict, races and other errors, statistics.
  checker::CheckResult Result;
  /// Final states: the values (bits) of LitmusTest::Observables, in order,
  /// mapped to the number of executions that end in them.
  std::map<std::vector<uint64_t>, uint64_t> States;
  /// Executions whose final state satisfies the condition's proposition,
  /// and those that do not (0 and 0 without a condition).
  uint64_t Positive = 0, Negative = 0;
  /// Complete executions whose final state was recorded. The others (of
  /// Result.Stats.Executions) ended in barrier divergence: a thread never
  /// finished, so they have no final state and are not in States.
  uint64_t Evaluated = 0;
  Answer A = Answer::Unknown;
  /// Whether an execution was found whose final state is the interesting
  /// one: satisfies the proposition of `exists` and `~exists`, violates
  /// the proposition of `forall`. `--expect-unreachable` fails on it.
  bool WitnessFound = false;
  std::vector<uint64_t> WitnessState;
  std::vector<std::string> WitnessTrace;
  std::shared_ptr<const checker::ExecutionGraph> WitnessGraph;
};

/// Does \p P hold for the observable values \p Values?
bool holds(const Prop &P, const std::vector<uint64_t> &Values);

/// Runs \p T (whose program is verified) with \p Opts; StopOnFirst,
/// OnComplete and OnFinalState are overridden: every execution is explored.
LitmusOutcome runLitmus(const LitmusTest &T, checker::ExploreOptions Opts);

/// herd's report on \p OS: `Test`, `States`, the states, `Ok`/`No`,
/// `Witnesses`, `Condition`, `Observation`, then the witness execution.
void printLitmusText(std::ostream &OS, const LitmusTest &T,
                     const LitmusOutcome &O);

/// The members the JSON report of a litmus test adds to the check report:
/// `"litmus": {...}` (written without braces around it, to be embedded).
void printLitmusJson(std::ostream &OS, const LitmusTest &T,
                     const LitmusOutcome &O);

/// "0:r0=0; 1:r0=1;" for one state.
std::string stateText(const LitmusTest &T, const std::vector<uint64_t> &S);

} // namespace scopecheck::litmus

#endif // SCOPECHECK_LITMUS_RUN_H
