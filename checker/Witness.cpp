//===- checker/Witness.cpp - Witness traces and location names -----------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implementation of the witness trace and the names of locations.
///
//===----------------------------------------------------------------------===//

#include "checker/Witness.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace scopecheck::checker {

bool declaredInIr(const ir::Program &P, ir::ObjectId Obj) {
  const ir::SourceLoc &L = P.object(Obj).Loc;
  if (!L.isValid() || L.File >= P.numFiles())
    return true;
  const std::string &F = P.fileName(L.File);
  return F.size() >= 3 && F.compare(F.size() - 3, 3, ".ir") == 0;
}

std::string elementName(const ir::Program &P, ir::ObjectId Obj,
                        int64_t Offset) {
  return (declaredInIr(P, Obj) ? "@" : "") + P.object(Obj).Name + "[" +
         std::to_string(Offset) + "]";
}

std::string locationName(const ir::Program &P, const ExecutionGraph &G,
                         LocId L) {
  const Location &Loc = G.location(L);
  std::string N = elementName(P, Loc.Obj, Loc.Offset);
  if (P.object(Loc.Obj).Space == ir::MemSpace::Shared)
    N += " of block " + std::to_string(Loc.Block);
  return N;
}

static std::string at(const ir::Program &P, const ir::Stmt *S) {
  if (!S || !S->Loc.isValid())
    return "";
  return " at " + P.fileName(S->Loc.File) + ":" + std::to_string(S->Loc.Line) +
         ":" + std::to_string(S->Loc.Col);
}

static std::string orderAndScope(const Event &E) {
  std::string S = " (" + std::string(ir::orderName(E.Order));
  if (E.Sc != ir::Scope::None)
    S += "." + std::string(ir::scopeName(E.Sc));
  return S + ")";
}

/// "0-3", "0-1, 5": sorted numbers as ranges.
static std::string ranges(std::vector<uint64_t> Ns) {
  std::sort(Ns.begin(), Ns.end());
  Ns.erase(std::unique(Ns.begin(), Ns.end()), Ns.end());
  std::string S;
  for (size_t I = 0; I < Ns.size();) {
    size_t J = I;
    while (J + 1 < Ns.size() && Ns[J + 1] == Ns[J] + 1)
      ++J;
    if (!S.empty())
      S += ", ";
    S += std::to_string(Ns[I]);
    if (J > I)
      S += "-" + std::to_string(Ns[J]);
    I = J + 1;
  }
  return S;
}

/// One line for the barrier events \p Members of one rendezvous.
static std::string barrierLine(const ir::Program &P, const ExecutionGraph &G,
                               const std::vector<EventId> &Members) {
  std::vector<uint64_t> Blocks, Threads;
  for (EventId M : Members) {
    Blocks.push_back(G.threadInfo(M.Thread).Block);
    Threads.push_back(G.threadInfo(M.Thread).ThreadInBlock);
  }
  const Event &First = G.event(Members.front());
  std::string Name = "barrier";
  if (First.S && First.S->Kind == ir::StmtKind::Warp)
    Name = "warp." + std::string(ir::warpOpName(First.S->Warp));
  else if (First.Sc != ir::Scope::Cta && First.Sc != ir::Scope::None)
    Name += "." + std::string(ir::scopeName(First.Sc));
  std::string Where = at(P, First.S);
  std::sort(Blocks.begin(), Blocks.end());
  if (Blocks.front() == Blocks.back())
    return "block " + std::to_string(Blocks.front()) + ": " + Name + Where +
           " (threads " + ranges(Threads) + ")";
  return "blocks " + ranges(Blocks) + ": " + Name + Where + " (" +
         std::to_string(Members.size()) + " threads)";
}

std::vector<std::string> witnessTrace(const ir::Program &P,
                                      const ExecutionGraph &G) {
  std::vector<std::pair<uint32_t, EventId>> Order;
  std::map<uint32_t, std::vector<EventId>> Rendezvous;
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      const Event &E = G.thread(T)[I];
      Order.push_back({E.Stamp, EventId{T, I}});
      if (E.isRendezvous())
        Rendezvous[E.BarrierInstance].push_back(EventId{T, I});
    }
  std::sort(Order.begin(), Order.end(),
            [](const auto &A, const auto &B) { return A.first < B.first; });
  // Stamps order rf after its write except for revisited reads; a
  // po ∪ rf ∪ bar topological order is always valid, so emit one, taking
  // events in stamp order where the order leaves a choice.
  std::vector<uint32_t> Done(G.numThreads(), 0);
  std::vector<std::string> Lines;
  size_t Left = Order.size();
  while (Left) {
    bool Progress = false;
    for (auto &[Stamp, E] : Order) {
      if (E.Index != Done[E.Thread])
        continue;
      const Event &Ev = G.event(E);
      if (Ev.isRead() && !Ev.Rf.isInit() && Done[Ev.Rf.Thread] <= Ev.Rf.Index)
        continue;
      if (Ev.isRendezvous()) {
        const auto &Members = Rendezvous[Ev.BarrierInstance];
        bool Ready = true;
        for (EventId M : Members)
          Ready &= Done[M.Thread] == M.Index;
        if (!Ready)
          continue;
        Lines.push_back(barrierLine(P, G, Members));
        for (EventId M : Members)
          ++Done[M.Thread];
        Left -= Members.size();
        Progress = true;
        continue;
      }
      const ThreadInfo &TI = G.threadInfo(E.Thread);
      std::ostringstream OS;
      OS << "thread " << TI.ThreadInBlock << " of block " << TI.Block << ": ";
      unsigned Consumed = 1;
      bool Cas = Ev.S && Ev.S->Kind == ir::StmtKind::Cas;
      if (Ev.isRead() && Ev.IsRmw) {
        OS << (Cas ? "cas " : "rmw ") << locationName(P, G, Ev.Loc) << " read "
           << G.readValue(E);
        bool Last = E.Index + 1 == G.threadSize(E.Thread);
        const Event *W = Last ? nullptr : &G.thread(E.Thread)[E.Index + 1];
        if (W && W->isWrite() && W->IsRmw) {
          OS << " wrote " << W->Val;
          Consumed = 2;
        } else {
          OS << (Last ? " (no write yet)" : ", failed");
        }
        OS << orderAndScope(Ev);
      } else if (Ev.isRead()) {
        OS << "read " << locationName(P, G, Ev.Loc) << " = " << G.readValue(E)
           << orderAndScope(Ev);
      } else if (Ev.isWrite()) {
        OS << "write " << locationName(P, G, Ev.Loc) << " = " << Ev.Val
           << orderAndScope(Ev);
      } else {
        OS << "fence" << orderAndScope(Ev);
      }
      OS << at(P, Ev.S);
      Lines.push_back(OS.str());
      Done[E.Thread] += Consumed;
      Left -= Consumed;
      Progress = true;
    }
    if (!Progress)
      break; // only for graphs with a po ∪ rf ∪ bar cycle (never explored)
  }
  return Lines;
}

} // namespace scopecheck::checker
