//===- checker/Report.cpp - Violations and their printers -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Text and JSON printers for CheckResult.
///
//===----------------------------------------------------------------------===//

#include "checker/Report.h"

#include "checker/Findings.h"
#include "checker/Witness.h"

#include "ir/Diagnostic.h"
#include "ir/Evaluator.h"
#include "ir/Value.h"

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>
#include <cstdlib>
#include <fstream>
#include <ostream>
#include <string>

namespace scopecheck::checker {

std::string_view violationKindName(ViolationKind K) {
  switch (K) {
  case ViolationKind::DataRace:
    return "data-race";
  case ViolationKind::HeterogeneousRace:
    return "heterogeneous-race";
  case ViolationKind::BarrierDivergence:
    return "barrier-divergence";
  case ViolationKind::Assertion:
    return "assertion";
  case ViolationKind::OutOfBounds:
    return "out-of-bounds";
  case ViolationKind::RuntimeError:
    return "runtime-error";
  case ViolationKind::UndefinedValue:
    return "undefined-value";
  }
  return "?";
}

std::string_view verdictName(Verdict V) {
  switch (V) {
  case Verdict::Safe:
    return "safe";
  case Verdict::Error:
    return "error";
  case Verdict::Incomplete:
    return "incomplete";
  }
  return "?";
}

static std::string locPrefix(const ir::Program &P, const ir::SourceLoc &L) {
  if (!L.isValid())
    return P.numFiles() ? P.fileName(L.File) + ": " : std::string();
  return P.fileName(L.File) + ":" + std::to_string(L.Line) + ":" +
         std::to_string(L.Col) + ": ";
}

static std::string threadName(const ir::Program &P, const ViolationEvent &E) {
  return threadText(P, E.Block, E.ThreadInBlock);
}

static std::string accessName(const ViolationEvent &E) {
  std::string S = E.IsWrite ? "write" : "read";
  S += " (";
  S += ir::orderName(E.Order);
  if (E.Sc != ir::Scope::None) {
    S += ".";
    S += ir::scopeName(E.Sc);
  }
  if (E.AsyncCopy)
    S += ", by the asynchronous copy of cg::memcpy_async";
  S += ")";
  return S;
}

static bool isRace(ViolationKind K) {
  return K == ViolationKind::DataRace || K == ViolationKind::HeterogeneousRace;
}

void explainDataRace(Violation &V, const ir::Stmt *A, const ir::Stmt *B,
                     bool SameValue, ir::Type Ty, ir::Value Val,
                     ir::ValueKind Values) {
  if (SameValue) {
    // As the witnesses write values (checker/Witness.h).
    V.Message += " (both write " + valueText(Ty, Val, Values) + ")";
    V.Notes.push_back(
        "writing the same value does not make a race benign in CUDA C++; "
        "--allow-same-value-races ignores such races (GPUVerify's default)");
  }
  auto PlainVolatile = [](const ir::Stmt *S) {
    return S && S->Volatile && !ir::isAtomic(S->Order);
  };
  if (PlainVolatile(A) || PlainVolatile(B))
    V.Notes.push_back(
        "'volatile' does not make an access atomic in CUDA C++: use "
        "cuda::atomic_ref (or atomics) for accesses that race, or order them "
        "(__syncwarp, __syncthreads); --volatile=relaxed reads volatile "
        "accesses as relaxed system-scope atomics, as legacy code written for "
        "PTX expects");
}

/// The graph threads of \p V's events in its witness graph.
static std::vector<unsigned> focusThreads(const Violation &V) {
  std::vector<unsigned> Focus;
  for (const ViolationEvent &E : V.Events)
    for (unsigned T = 0; T < V.Graph->numThreads(); ++T) {
      const ThreadInfo &TI = V.Graph->threadInfo(T);
      if (TI.Block == E.Block && TI.ThreadInBlock == E.ThreadInBlock)
        Focus.push_back(T);
    }
  return Focus;
}

std::vector<std::string> shownWitness(const ir::Program &P, const Violation &V,
                                      bool FullWitness) {
  if (!FullWitness && V.Graph && !V.Events.empty()) {
    std::vector<unsigned> Focus = focusThreads(V);
    if (!Focus.empty())
      return witnessTrace(P, *V.Graph, &Focus);
  }
  return V.Trace;
}

void printText(std::ostream &OS, const ir::Program &P, const CheckResult &R,
               bool FullWitness) {
  for (const Violation &V : R.Violations) {
    ir::SourceLoc L = V.Events.empty() ? ir::SourceLoc() : V.Events[0].Loc;
    OS << locPrefix(P, L) << (V.Confirmed ? "error: " : "warning: possible ")
       << V.Message;
    if (isRace(V.Kind) && V.Events.size() == 2)
      OS << " between a " << accessName(V.Events[0]) << " of "
         << threadName(P, V.Events[0]) << " and a " << accessName(V.Events[1])
         << " of " << threadName(P, V.Events[1]);
    else if (!V.Events.empty())
      OS << " in " << threadName(P, V.Events[0]);
    OS << "\n";
    if (isRace(V.Kind) && V.Events.size() == 2)
      OS << locPrefix(P, V.Events[1].Loc) << "note: the other access, a "
         << accessName(V.Events[1]) << " of " << threadName(P, V.Events[1])
         << "\n";
    if (std::string Count = instanceSummary(V); !Count.empty())
      OS << locPrefix(P, L) << "note: this finding stands for " << Count
         << " (one shown)\n";
    if (std::string Fix = fixHint(P, V); !Fix.empty())
      OS << locPrefix(P, L) << "note: " << Fix << "\n";
    for (const std::string &N : V.Notes)
      OS << locPrefix(P, L) << "note: " << N << "\n";
    if (V.Trace.empty())
      continue;
    // The witness: one note, then the execution's events in a valid order,
    // each naming its own source location; by default only the steps of
    // the error's threads and what they read from.
    std::vector<std::string> Trace = shownWitness(P, V, FullWitness);
    OS << locPrefix(P, L)
       << "note: witness execution (events in a valid order, with the "
          "values read and written):\n";
    for (const std::string &Line : Trace)
      OS << "  " << Line << "\n";
  }
}

void writeJsonString(std::ostream &OS, std::string_view S) {
  OS << '"';
  for (char C : S) {
    switch (C) {
    case '"':
      OS << "\\\"";
      break;
    case '\\':
      OS << "\\\\";
      break;
    case '\n':
      OS << "\\n";
      break;
    default:
      if (static_cast<unsigned char>(C) < 0x20) {
        char Buf[8];
        std::snprintf(Buf, sizeof Buf, "\\u%04x", C);
        OS << Buf;
      } else {
        OS << C;
      }
    }
  }
  OS << '"';
}

void printJson(std::ostream &OS, const ir::Program &P, const CheckResult &R) {
  OS << "{\"verdict\": ";
  writeJsonString(OS, verdictName(R.V));
  OS << ", \"engine\": ";
  writeJsonString(OS, R.Engine);
  OS << ", \"model\": ";
  writeJsonString(OS, R.Model);
  if (!R.IncompleteReason.empty()) {
    OS << ", \"reason\": ";
    writeJsonString(OS, R.IncompleteReason);
  }
  OS << ", \"errors\": [";
  bool First = true;
  for (const Violation &V : R.Violations) {
    OS << (First ? "" : ", ") << "{\"kind\": ";
    First = false;
    writeJsonString(OS, violationKindName(V.Kind));
    OS << ", \"message\": ";
    writeJsonString(OS, V.Message);
    if (!V.Notes.empty()) {
      OS << ", \"notes\": [";
      for (size_t I = 0; I < V.Notes.size(); ++I) {
        OS << (I ? ", " : "");
        writeJsonString(OS, V.Notes[I]);
      }
      OS << "]";
    }
    OS << ", \"locations\": [";
    for (size_t I = 0; I < V.Events.size(); ++I) {
      const ir::SourceLoc &L = V.Events[I].Loc;
      OS << (I ? ", " : "") << "{\"file\": ";
      writeJsonString(OS,
                      L.isValid() || P.numFiles() ? P.fileName(L.File) : "");
      OS << ", \"line\": " << L.Line << ", \"column\": " << L.Col << "}";
    }
    OS << "], \"threads\": [";
    for (size_t I = 0; I < V.Events.size(); ++I) {
      const ViolationEvent &E = V.Events[I];
      OS << (I ? ", " : "") << "{\"block\": " << E.Block
         << ", \"thread\": " << E.ThreadInBlock;
      if (E.IsAccess) {
        OS << ", \"access\": ";
        writeJsonString(OS, E.IsWrite ? "write" : "read");
        OS << ", \"order\": ";
        writeJsonString(OS, ir::orderName(E.Order));
        OS << ", \"scope\": ";
        writeJsonString(OS, ir::scopeName(E.Sc));
      }
      OS << "}";
    }
    OS << "], \"confirmed\": " << (V.Confirmed ? "true" : "false");
    OS << ", \"trace\": [";
    for (size_t I = 0; I < V.Trace.size(); ++I) {
      OS << (I ? ", " : "");
      writeJsonString(OS, V.Trace[I]);
    }
    OS << "]";
    if (std::string Fix = fixHint(P, V); !Fix.empty()) {
      OS << ", \"fix\": ";
      writeJsonString(OS, Fix);
    }
    OS << ", \"thread_pairs\": " << V.ThreadPairs
       << ", \"elements\": " << V.Elements << "}";
  }
  OS << "], \"stats\": {\"executions\": " << R.Stats.Executions
     << ", \"blocked\": " << R.Stats.Blocked
     << ", \"pruned\": " << R.Stats.Pruned
     << ", \"seconds\": " << R.Stats.Seconds
     << ", \"peak_rss_mb\": " << R.Stats.PeakRssMb;
  if (R.Stats.FrontendPeakRssMb > 0)
    OS << ", \"frontend_peak_rss_mb\": " << R.Stats.FrontendPeakRssMb;
  if (R.Stats.SolverSeconds >= 0) {
    OS << ", \"solver_seconds\": " << R.Stats.SolverSeconds
       << ", \"invariants\": {\"candidates\": " << R.Stats.InvariantCandidates
       << ", \"proved\": " << R.Stats.InvariantsProved << ", \"rules\": {";
    bool FirstRule = true;
    for (const auto &[Rule, Counts] : R.Stats.InvariantRules) {
      OS << (FirstRule ? "" : ", ");
      FirstRule = false;
      writeJsonString(OS, Rule);
      OS << ": {\"candidates\": " << Counts.first
         << ", \"proved\": " << Counts.second << "}";
    }
    OS << "}}";
  }
  OS << "}}\n";
}

double peakRssMb() {
  std::ifstream In("/proc/self/status");
  std::string Line;
  while (std::getline(In, Line))
    if (Line.rfind("VmHWM:", 0) == 0)
      return std::strtod(Line.c_str() + 6, nullptr) / 1024.0; // kB
  return 0;
}

double currentRssMb() {
  int Fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return 0;
  char Buf[128];
  ssize_t N = ::read(Fd, Buf, sizeof Buf - 1);
  ::close(Fd);
  if (N <= 0)
    return 0;
  Buf[N] = 0;
  // "size resident shared ...", in pages.
  char *End = nullptr;
  std::strtoull(Buf, &End, 10);
  unsigned long long Pages = std::strtoull(End, nullptr, 10);
  return double(Pages) * double(::sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

uint64_t defaultMaxMemoryMb() {
  long Pages = ::sysconf(_SC_PHYS_PAGES), Size = ::sysconf(_SC_PAGESIZE);
  if (Pages <= 0 || Size <= 0)
    return 0;
  return uint64_t(Pages) / 2 * uint64_t(Size) / (1024 * 1024);
}

std::string memoryLimitReason(uint64_t MaxMemoryMb) {
  return "memory limit (--max-memory=" + std::to_string(MaxMemoryMb) +
         " MB) reached";
}

std::string warpLaneList(uint32_t Mask) {
  std::string Out;
  for (unsigned L = 0; L < ir::WarpSize;) {
    if (!(Mask >> L & 1)) {
      ++L;
      continue;
    }
    unsigned E = L;
    while (E + 1 < ir::WarpSize && (Mask >> (E + 1) & 1))
      ++E;
    if (!Out.empty())
      Out += ", ";
    Out += std::to_string(L);
    if (E > L)
      Out += "-" + std::to_string(E);
    L = E + 1;
  }
  return (__builtin_popcount(Mask) == 1 ? "lane " : "lanes ") + Out;
}

std::string warpMaskText(uint64_t Mask) {
  char Buf[16];
  std::snprintf(Buf, sizeof Buf, "0x%08x", unsigned(Mask));
  return Buf;
}

std::string summaryLine(const CheckStats &S) {
  std::string Text = ir::plural(S.Executions, "execution") + " (" +
                     std::to_string(S.Blocked) + " blocked";
  if (S.Pruned)
    Text += ", " + std::to_string(S.Pruned) + " pruned";
  char Buf[80];
  std::snprintf(Buf, sizeof Buf, ") in %.2f s, peak memory %.1f MB", S.Seconds,
                S.PeakRssMb);
  return Text + Buf;
}

void describeCopyRace(Violation &V, const ir::Program &P, const ir::Step &St,
                      uint64_t Block, uint64_t ThreadInBlock) {
  bool AtStart = St.S->Copy != ir::CopyMark::None;
  bool CopyWrites = St.RelatedCopyWrites;
  bool AccessWrites =
      AtStart ? !St.RelatedCopyWrites : St.S->Kind != ir::StmtKind::Load;
  ir::SourceLoc Loc = St.Loc, Related = St.Related;
  auto At = [&](ir::SourceLoc L) {
    return L.isValid() ? P.fileName(L.File) + ":" + std::to_string(L.Line) +
                             ":" + std::to_string(L.Col)
                       : std::string("an unknown place");
  };
  V.Kind = ViolationKind::DataRace;
  V.LocationName = elementName(P, St.Obj, St.Offset);
  V.Message = "data race on '" + V.LocationName + "'";
  if (AtStart)
    V.Notes.push_back(
        "cg::memcpy_async copies it as if by another thread of its group, "
        "and this thread's access at " +
        At(Related) +
        " is not ordered before the other members' calls (no barrier or "
        "__syncwarp between them): whichever member's share it is, the copy "
        "may " +
        (CopyWrites ? "write" : "read") +
        " it first; a barrier (the group's sync) between the access and the "
        "cg::memcpy_async orders them");
  else
    V.Notes.push_back(
        std::string("this access ") + (AccessWrites ? "writes" : "reads") +
        " it while the asynchronous copy of the cg::memcpy_async at " +
        At(Related) + " may still be " +
        (CopyWrites ? "writing" : "reading") +
        " it (the copy runs as if by another thread until the group's "
        "cg::wait; move the access after the wait)");
  // The thread's access first (where the error is shown), then the copy's.
  ViolationEvent Access, Copy;
  Access.Loc = AtStart ? Related : Loc;
  Copy.Loc = AtStart ? Loc : Related;
  Access.Block = Copy.Block = Block;
  Access.ThreadInBlock = Copy.ThreadInBlock = ThreadInBlock;
  Access.IsAccess = Copy.IsAccess = true;
  Access.IsWrite = AccessWrites;
  Copy.IsWrite = CopyWrites;
  Copy.AsyncCopy = true;
  V.Events = {Access, Copy};
}

} // namespace scopecheck::checker
