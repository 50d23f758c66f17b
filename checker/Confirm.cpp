//===- checker/Confirm.cpp - Confirming an inexact engine's error ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//

#include "checker/Confirm.h"

#include "ir/Copy.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace scopecheck::checker {

/// The whole confirmation's budget when the command has no --timeout.
static constexpr double DefaultConfirmSeconds = 10;

static std::string dimText(const ir::Dim3 &D) {
  std::string T = std::to_string(D.X);
  if (D.Y != 1 || D.Z != 1)
    T += "," + std::to_string(D.Y);
  if (D.Z != 1)
    T += "," + std::to_string(D.Z);
  return T;
}

std::string launchDimsText(const ir::Dim3 &Block, const ir::Dim3 &Grid) {
  return "blockDim=" + dimText(Block) + ", gridDim=" + dimText(Grid);
}

std::string launchDimsText(const ir::Launch &L) {
  return launchDimsText(L.BlockDim, L.Grid);
}

/// Coordinates of linear index \p I in the dimensions \p D (x fastest, as
/// ir::Evaluator::place numbers blocks and threads).
static ir::Dim3 coordinates(uint64_t I, const ir::Dim3 &D) {
  uint64_t XY = uint64_t(D.X) * D.Y;
  return ir::Dim3{uint32_t(I % D.X), uint32_t(I / D.X % D.Y),
                  uint32_t(I / XY)};
}

/// The smallest dimensions that hold \p Coord and \p Into's current ones
/// (each at least 1): grows \p Into to the coordinate + 1.
static void cover(ir::Dim3 &Into, const ir::Dim3 &Coord) {
  Into.X = std::max(Into.X, Coord.X + 1);
  Into.Y = std::max(Into.Y, Coord.Y + 1);
  Into.Z = std::max(Into.Z, Coord.Z + 1);
}

std::vector<ir::Launch> confirmationLaunches(const ir::Program &P,
                                             const Violation &V) {
  std::vector<ir::Launch> Out{P.Run};
  ir::Dim3 Grid{1, 1, 1}, Block{1, 1, 1};
  for (const ViolationEvent &E : V.Events) {
    cover(Grid, coordinates(E.Block, P.Run.Grid));
    cover(Block, coordinates(E.ThreadInBlock, P.Run.BlockDim));
  }
  auto Add = [&Out](ir::Launch L) {
    for (const ir::Launch &Seen : Out)
      if (Seen.Grid == L.Grid && Seen.BlockDim == L.BlockDim)
        return;
    Out.push_back(std::move(L));
  };
  ir::Launch SmallGrid = P.Run;
  SmallGrid.Grid = Grid;
  Add(SmallGrid);
  ir::Launch SmallBoth = SmallGrid;
  SmallBoth.BlockDim = Block;
  Add(SmallBoth);
  return Out;
}

CheckResult confirmInexactError(const ir::Program &P,
                                const CheckResult &Inexact,
                                const CheckOptions &C) {
  using Clock = std::chrono::steady_clock;
  const Violation &First = Inexact.Violations.front();
  std::vector<ir::Launch> Launches = confirmationLaunches(P, First);
  double Budget = C.TimeoutSeconds > 0 ? C.TimeoutSeconds
                                       : DefaultConfirmSeconds;
  Clock::time_point Start = Clock::now();
  std::string Tried;
  for (size_t I = 0; I < Launches.size(); ++I) {
    double Spent =
        std::chrono::duration<double>(Clock::now() - Start).count();
    double Share = (Budget - Spent) / double(Launches.size() - I);
    bool Own = I == 0;
    std::string Where =
        Own ? "at this launch" : "at " + launchDimsText(Launches[I]);
    CheckResult D;
    if (Share <= 0.01) {
      D.V = Verdict::Incomplete;
      D.IncompleteReason = "the timeout was reached before it started";
    } else {
      CheckOptions O = C;
      O.StopOnFirst = true;
      O.TimeoutSeconds = Share;
      O.OnProgress = nullptr;
      if (Own) {
        D = checkProgram(P, O);
      } else {
        // The witness graph points into Small: each violation keeps it.
        std::shared_ptr<ir::Program> Small = ir::copyProgram(P);
        Small->Run.Grid = Launches[I].Grid;
        Small->Run.BlockDim = Launches[I].BlockDim;
        D = checkProgram(*Small, O);
        for (Violation &X : D.Violations)
          X.Keep = Small;
      }
    }
    if (D.V == Verdict::Error) {
      if (!Own)
        for (Violation &X : D.Violations) {
          X.Message += " (for " + launchDimsText(Launches[I]) + ")";
          X.Notes.push_back(
              "the interval engine found it at " +
              launchDimsText(P.Run) +
              ", where its run is not exact; the dpor engine confirmed it "
              "at this smaller launch, which keeps the threads of the "
              "interval engine's report");
        }
      return D;
    }
    if (!Tried.empty())
      Tried += "; ";
    Tried += "dpor " + Where + ": " +
             (D.V == Verdict::Safe ? std::string("no error found")
                                   : D.IncompleteReason);
  }
  CheckResult R = Inexact;
  std::string Kind(violationKindName(First.Kind));
  R.Violations.clear();
  R.V = Verdict::Incomplete;
  R.IncompleteReason =
      "possible " + Kind + ", not confirmed by an exact engine (" + Tried + ")";
  return R;
}

} // namespace scopecheck::checker
