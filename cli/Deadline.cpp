//===- cli/Deadline.cpp - The --timeout budget of the whole run -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "cli/Deadline.h"

#include <algorithm>
#include <chrono>

namespace scopecheck::cli {

using Clock = std::chrono::steady_clock;

/// Initialised before main runs: the start of the budget.
static const Clock::time_point ProcessStart = Clock::now();

double secondsSinceStart() {
  return std::chrono::duration<double>(Clock::now() - ProcessStart).count();
}

double remainingSeconds(double TimeoutSeconds) {
  if (TimeoutSeconds <= 0)
    return 0;
  return std::max(TimeoutSeconds - secondsSinceStart(), 0.001);
}

bool budgetSpent(double TimeoutSeconds) {
  return TimeoutSeconds > 0 && secondsSinceStart() >= TimeoutSeconds;
}

} // namespace scopecheck::cli
