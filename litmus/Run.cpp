//===- litmus/Run.cpp - Running a litmus test and its condition -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// runLitmus and the herd-style and JSON printers (litmus/Run.h).
///
//===----------------------------------------------------------------------===//

#include "litmus/Run.h"

#include "checker/Witness.h"
#include "ir/Evaluator.h"
#include "ir/Value.h"

#include <ostream>

namespace scopecheck::litmus {

bool holds(const Prop &P, const std::vector<uint64_t> &Values) {
  switch (P.K) {
  case Prop::Kind::True:
    return true;
  case Prop::Kind::False:
    return false;
  case Prop::Kind::Eq:
    return Values[P.Obs] == P.Value;
  case Prop::Kind::Not:
    return !holds(P.Ops[0], Values);
  case Prop::Kind::And:
    return holds(P.Ops[0], Values) && holds(P.Ops[1], Values);
  case Prop::Kind::Or:
    return holds(P.Ops[0], Values) || holds(P.Ops[1], Values);
  }
  return false;
}

/// The final value of the global location \p Obj in \p G: the co-last
/// write's, or the initial value when nothing wrote it.
static uint64_t finalMemory(const ir::Program &P,
                            const checker::ExecutionGraph &G,
                            ir::ObjectId Obj) {
  checker::LocId L = G.findLocation(Obj, 0, 0);
  if (L == checker::NoLoc || G.co(L).empty()) {
    const ir::MemObject &O = P.object(Obj);
    return O.Init.empty() ? 0 : O.Init[0];
  }
  return G.writeValue(G.co(L).back(), L);
}

LitmusOutcome runLitmus(const LitmusTest &T, checker::ExploreOptions Opts) {
  LitmusOutcome Out;
  const ir::Program &P = *T.Prog;
  ir::Evaluator Eval(P);
  Opts.StopOnFirst = false;
  Opts.OnComplete = nullptr;
  Opts.OnFinalState =
      [&](const checker::ExecutionGraph &G,
          const std::vector<const ir::ThreadState *> &Threads) {
        ++Out.Evaluated;
        std::vector<uint64_t> S;
        S.reserve(T.Observables.size());
        for (const Observable &O : T.Observables)
          S.push_back(O.IsRegister ? Eval.localValue(*Threads[O.LaunchThread],
                                                     O.Obj, 0)
                                   : finalMemory(P, G, O.Obj));
        ++Out.States[S];
        if (!T.HasCondition)
          return;
        bool Holds = holds(T.Cond.P, S);
        ++(Holds ? Out.Positive : Out.Negative);
        bool Interesting =
            T.Cond.Q == Quantifier::Forall ? !Holds : Holds;
        if (Interesting && !Out.WitnessFound) {
          Out.WitnessFound = true;
          Out.WitnessState = S;
          Out.WitnessTrace = checker::witnessTrace(P, G);
          Out.WitnessGraph = std::make_shared<checker::ExecutionGraph>(G);
        }
      };
  Out.Result = checker::explore(P, Opts);
  Out.Result.Stats.PeakRssMb = checker::peakRssMb();
  // An answer that no found execution proves needs every execution's
  // final state: none may be cut off, nor end without one.
  bool Complete = Out.Result.IncompleteReason.empty() &&
                  Out.Evaluated == Out.Result.Stats.Executions;
  if (T.HasCondition) {
    switch (T.Cond.Q) {
    case Quantifier::Exists:
      Out.A = Out.WitnessFound ? Answer::Ok
              : Complete       ? Answer::No
                               : Answer::Unknown;
      break;
    case Quantifier::NotExists:
    case Quantifier::Forall:
      Out.A = Out.WitnessFound ? Answer::No
              : Complete       ? Answer::Ok
                               : Answer::Unknown;
      break;
    }
  }
  return Out;
}

/// The value \p Bits of observable \p O as herd prints it.
static std::string valueText(const Observable &O, uint64_t Bits) {
  unsigned W = ir::intWidth(O.Ty);
  if (O.Signed && W > 0 && W <= 64)
    return std::to_string(ir::signExtend(Bits, W));
  return std::to_string(Bits);
}

std::string stateText(const LitmusTest &T, const std::vector<uint64_t> &S) {
  std::string R;
  for (size_t I = 0; I < S.size(); ++I) {
    if (I)
      R += " ";
    R += T.Observables[I].text() + "=" + valueText(T.Observables[I], S[I]) +
         ";";
  }
  return R;
}

static const char *quantifierText(Quantifier Q) {
  switch (Q) {
  case Quantifier::Exists:
    return "exists";
  case Quantifier::NotExists:
    return "~exists";
  case Quantifier::Forall:
    return "forall";
  }
  return "exists";
}

static const char *answerText(Answer A) {
  return A == Answer::Ok ? "Ok" : A == Answer::No ? "No" : "Unknown";
}

/// herd's observation: Never, Sometimes or Always the proposition holds.
static const char *observation(const LitmusOutcome &O) {
  if (O.Positive == 0)
    return "Never";
  if (O.Negative == 0)
    return "Always";
  return "Sometimes";
}

void printLitmusText(std::ostream &OS, const LitmusTest &T,
                     const LitmusOutcome &O) {
  const char *Kind = !T.HasCondition ? "Allowed"
                     : T.Cond.Q == Quantifier::Forall    ? "Required"
                     : T.Cond.Q == Quantifier::NotExists ? "Forbidden"
                                                         : "Allowed";
  OS << "Test " << T.Name << " " << Kind << "\n";
  OS << "States " << O.States.size() << "\n";
  for (const auto &[S, N] : O.States)
    OS << stateText(T, S) << "\n";
  if (T.HasCondition) {
    OS << answerText(O.A) << "\n";
    OS << "Witnesses\n";
    OS << "Positive: " << O.Positive << " Negative: " << O.Negative << "\n";
    OS << "Condition " << T.Cond.Text << "\n";
    OS << "Observation " << T.Name << " " << observation(O) << " "
       << O.Positive << " " << O.Negative << "\n";
  }
  OS << "Executions " << O.Result.Stats.Executions;
  if (O.Evaluated != O.Result.Stats.Executions)
    OS << " (" << O.Result.Stats.Executions - O.Evaluated
       << " without a final state: barrier divergence)";
  OS << "\n";
  if (O.WitnessFound) {
    OS << "Witness (" << (T.Cond.Q == Quantifier::Forall ? "violates" : "satisfies")
       << " the condition): " << stateText(T, O.WitnessState) << "\n";
    // The trace names threads by their place; say which is which.
    const std::vector<ir::ExplicitThread> &Ts = T.Prog->Run.Threads;
    OS << " ";
    for (size_t I = 0; I < Ts.size(); ++I) {
      unsigned InBlock = 0;
      for (size_t J = 0; J < I; ++J)
        InBlock += Ts[J].BlockIdx == Ts[I].BlockIdx;
      OS << (I ? ", " : " ") << "P" << T.ThreadNumbers[I] << " is thread "
         << InBlock << " of block " << Ts[I].BlockIdx;
    }
    OS << "\n";
    for (const std::string &L : O.WitnessTrace)
      OS << "  " << L << "\n";
  }
}

void printLitmusJson(std::ostream &OS, const LitmusTest &T,
                     const LitmusOutcome &O) {
  OS << "\"litmus\": {\"name\": ";
  checker::writeJsonString(OS, T.Name);
  OS << ", \"condition\": ";
  if (T.HasCondition)
    checker::writeJsonString(OS, T.Cond.Text);
  else
    OS << "null";
  OS << ", \"quantifier\": ";
  if (T.HasCondition)
    checker::writeJsonString(OS, quantifierText(T.Cond.Q));
  else
    OS << "null";
  OS << ", \"result\": ";
  if (T.HasCondition)
    checker::writeJsonString(OS, answerText(O.A));
  else
    OS << "null";
  OS << ", \"positive\": " << O.Positive << ", \"negative\": " << O.Negative
     << ", \"reachable\": " << (O.WitnessFound ? "true" : "false")
     << ", \"evaluated\": " << O.Evaluated
     << ", \"states\": [";
  bool First = true;
  for (const auto &[S, N] : O.States) {
    OS << (First ? "" : ", ") << "{\"state\": ";
    checker::writeJsonString(OS, stateText(T, S));
    OS << ", \"executions\": " << N << "}";
    First = false;
  }
  OS << "], \"witness\": [";
  First = true;
  for (const std::string &L : O.WitnessTrace) {
    OS << (First ? "" : ", ");
    checker::writeJsonString(OS, L);
    First = false;
  }
  OS << "]}";
}

} // namespace scopecheck::litmus
