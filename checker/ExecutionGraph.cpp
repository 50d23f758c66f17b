//===- checker/ExecutionGraph.cpp - Execution graphs for DPOR
//--------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implementation of the execution graph.
///
//===----------------------------------------------------------------------===//

#include "checker/ExecutionGraph.h"

#include <algorithm>
#include <cassert>
#include <sstream>

namespace scopecheck::checker {

bool scopeIncludes(ir::Scope S, const ThreadInfo &Issuer,
                   const ThreadInfo &Other) {
  switch (S) {
  case ir::Scope::None:
    return false;
  case ir::Scope::Cta:
    return Issuer.Block == Other.Block;
  case ir::Scope::Gpu:
  case ir::Scope::Sys:
    return true;
  }
  return false;
}

ExecutionGraph::ExecutionGraph(std::vector<ThreadInfo> Ts)
    : Threads(std::move(Ts)), Events(Threads.size()) {}

/// Is \p E an access that may race with another access of its location
/// (Location::Mixed)?
static bool mixedAccess(const Event &E) {
  return E.isAccess() && (!E.isAtomic() || (E.Sc != ir::Scope::Gpu &&
                                            E.Sc != ir::Scope::Sys));
}

void ExecutionGraph::recomputeMixed() {
  for (Location &L : Locs)
    L.Mixed = false;
  Kinds = EventKinds();
  for (const auto &Thread : Events)
    for (const Event &E : Thread) {
      if (mixedAccess(E))
        Locs[E.Loc].Mixed = true;
      noteKind(E);
    }
}

void ExecutionGraph::noteKind(const Event &E) {
  Kinds.RestrictedSpaces |= E.Spaces != ir::BarrierAllSpaces;
  Kinds.Barrier |= E.Kind == EventKind::Barrier;
  Kinds.Sc |= E.Kind != EventKind::Barrier && E.Order == ir::MemOrder::Sc;
}

void ExecutionGraph::setOrder(EventId E, ir::MemOrder O) {
  Event &Ev = Events[E.Thread][E.Index];
  if (Ev.Order == O)
    return;
  uncheck(E);
  Ev.Order = O;
  noteKind(Ev);
}

size_t ExecutionGraph::numEvents() const {
  size_t N = 0;
  for (const auto &T : Events)
    N += T.size();
  return N;
}

LocId ExecutionGraph::addLocation(const Location &L) {
  LocId Id = findLocation(L.Obj, L.Block, L.Offset);
  if (Id != NoLoc)
    return Id;
  Locs.push_back(L);
  Locs.back().Mixed = false;
  Co.emplace_back();
  return LocId(Locs.size() - 1);
}

LocId ExecutionGraph::findLocation(ir::ObjectId Obj, uint64_t Block,
                                   int64_t Offset) const {
  for (LocId I = 0; I < Locs.size(); ++I)
    if (Locs[I].Obj == Obj && Locs[I].Block == Block &&
        Locs[I].Offset == Offset)
      return I;
  return NoLoc;
}

EventId ExecutionGraph::addEvent(unsigned T, Event E) {
  E.Stamp = NextStamp++;
  if (mixedAccess(E))
    Locs[E.Loc].Mixed = true;
  noteKind(E);
  Events[T].push_back(E);
  return EventId{T, uint32_t(Events[T].size() - 1)};
}

void ExecutionGraph::insertCo(EventId W, unsigned Pos) {
  uncheck(W);
  auto &List = Co[Events[W.Thread][W.Index].Loc];
  assert(Pos <= List.size() && "co position out of range");
  List.insert(List.begin() + Pos, W);
}

int ExecutionGraph::coIndex(EventId W) const {
  if (W.isInit())
    return -1;
  const auto &List = Co[event(W).Loc];
  for (unsigned I = 0; I < List.size(); ++I)
    if (List[I] == W)
      return int(I);
  assert(false && "write not in co");
  return -2;
}

void ExecutionGraph::uncheck(EventId E) const {
  if (E.isInit() || E.Thread >= Cache.CheckedLen.size() ||
      E.Index >= Cache.CheckedLen[E.Thread])
    return;
  const Event &Ev = Events[E.Thread][E.Index];
  bool Alone = E.Index + 1 == Events[E.Thread].size() &&
               !Ev.isRendezvous();
  if (Alone && Ev.isWrite())
    for (const auto &Thread : Events)
      for (const Event &R : Thread)
        if (R.isRead() && R.Rf == E)
          Alone = false;
  if (Alone) {
    Cache.CheckedLen[E.Thread] = E.Index;
    return;
  }
  for (uint32_t &Len : Cache.CheckedLen)
    Len = 0;
}

ir::Value ExecutionGraph::readValue(EventId R) const {
  const Event &E = event(R);
  return writeValue(E.Rf, E.Loc);
}

ir::Value ExecutionGraph::writeValue(EventId W, LocId L) const {
  return W.isInit() ? Locs[L].Init : event(W).Val;
}

View ExecutionGraph::porfPrefix(EventId E) const {
  View V;
  V.Len.assign(numThreads(), 0);
  std::vector<EventId> Work{E};
  // Per thread, its barrier events as (instance, index), in po order, so
  // in increasing instance order; built at the first barrier met.
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> Bars;
  while (!Work.empty()) {
    EventId Cur = Work.back();
    Work.pop_back();
    if (Cur.isInit() || V.Len[Cur.Thread] > Cur.Index)
      continue;
    for (uint32_t I = V.Len[Cur.Thread]; I <= Cur.Index; ++I) {
      const Event &Ev = Events[Cur.Thread][I];
      if (Ev.isRead() && !Ev.Rf.isInit())
        Work.push_back(Ev.Rf);
      // A barrier or collective event exists only with the whole
      // rendezvous (bar).
      if (!Ev.isRendezvous())
        continue;
      if (Bars.empty()) {
        Bars.resize(numThreads());
        for (unsigned U = 0; U < numThreads(); ++U)
          for (uint32_t J = 0; J < Events[U].size(); ++J)
            if (Events[U][J].isRendezvous())
              Bars[U].emplace_back(Events[U][J].BarrierInstance, J);
      }
      for (unsigned U = 0; U < numThreads(); ++U) {
        auto It = std::lower_bound(
            Bars[U].begin(), Bars[U].end(),
            std::make_pair(Ev.BarrierInstance, uint32_t(0)));
        if (It != Bars[U].end() && It->first == Ev.BarrierInstance &&
            It->second >= V.Len[U])
          Work.push_back(EventId{U, It->second});
      }
    }
    V.Len[Cur.Thread] = Cur.Index + 1;
  }
  return V;
}

std::string ExecutionGraph::canonicalForm() const {
  // Locations by what they are (object, block, offset), not by their ids,
  // which follow the order of first accesses.
  auto Name = [&](LocId L) {
    if (L == NoLoc)
      return std::string("-");
    const Location &Loc = Locs[L];
    return std::to_string(Loc.Obj) + ":" + std::to_string(Loc.Block) + ":" +
           std::to_string(Loc.Offset);
  };
  std::ostringstream OS;
  for (unsigned T = 0; T < numThreads(); ++T) {
    OS << "T" << T << ":";
    for (const Event &E : Events[T]) {
      OS << " " << int(E.Kind) << "/" << Name(E.Loc);
      if (E.isRead())
        OS << "<-"
           << (E.Rf.isInit() ? std::string("init")
                             : std::to_string(E.Rf.Thread) + "." +
                                   std::to_string(E.Rf.Index));
      if (E.isWrite())
        OS << "=" << E.Val;
    }
    OS << "\n";
  }
  std::vector<std::string> Lists;
  for (LocId L = 0; L < Co.size(); ++L) {
    if (Co[L].empty())
      continue;
    std::string Line = "co " + Name(L) + ":";
    for (EventId W : Co[L])
      Line += " " + std::to_string(W.Thread) + "." + std::to_string(W.Index);
    Lists.push_back(std::move(Line));
  }
  std::sort(Lists.begin(), Lists.end());
  for (const std::string &Line : Lists)
    OS << Line << "\n";
  return OS.str();
}

} // namespace scopecheck::checker
