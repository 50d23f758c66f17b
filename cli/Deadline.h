//===- cli/Deadline.h - The --timeout budget of the whole run -----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `--timeout=S` bounds the whole command, not each engine run: the time
/// the front-end child takes to translate a `.cu` file, the engine, and
/// any confirmation replay after it all come out of one budget that starts
/// when the process starts. Every engine run is given what is left.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_DEADLINE_H
#define SCOPECHECK_CLI_DEADLINE_H

namespace scopecheck::cli {

/// Seconds since the process started (static initialisation of the
/// command; the front-end child's time is inside it).
double secondsSinceStart();

/// What is left of a \p TimeoutSeconds budget (`--timeout`) for the next
/// engine run: 0 when there is no limit (\p TimeoutSeconds is 0), otherwise
/// the budget minus secondsSinceStart(), and never less than 1 ms, so that
/// an engine given it stops at its first clock read (engines read 0 as "no
/// limit").
double remainingSeconds(double TimeoutSeconds);

/// Whether a \p TimeoutSeconds budget (non-zero) is used up.
bool budgetSpent(double TimeoutSeconds);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_DEADLINE_H
