//===- checker/Dot.cpp - Execution graphs in Graphviz DOT -----------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds a Boost.Graph subgraph tree (the root holds the initial values,
/// one "cluster_T" child per thread) and writes it with write_graphviz.
///
//===----------------------------------------------------------------------===//

#include "checker/Dot.h"

#include "checker/Witness.h"

// Boost.Graph's edge iterators trip GCC's -Wmaybe-uninitialized (a known
// false positive in boost::optional), in code instantiated in this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/graph/subgraph.hpp>

#include <map>
#include <ostream>
#include <vector>

namespace scopecheck::checker {

namespace {

using Attributes = std::map<std::string, std::string>;
using BaseGraph = boost::adjacency_list<
    boost::vecS, boost::vecS, boost::directedS,
    boost::property<boost::vertex_attribute_t, Attributes>,
    boost::property<boost::edge_index_t, int,
                    boost::property<boost::edge_attribute_t, Attributes>>,
    boost::property<
        boost::graph_name_t, std::string,
        boost::property<
            boost::graph_graph_attribute_t, Attributes,
            boost::property<
                boost::graph_vertex_attribute_t, Attributes,
                boost::property<boost::graph_edge_attribute_t, Attributes>>>>>;
using DotGraph = boost::subgraph<BaseGraph>;

} // namespace

static std::string locationText(const ir::Program &P, const ExecutionGraph &G,
                                LocId L) {
  const Location &Loc = G.location(L);
  const ir::MemObject &O = P.object(Loc.Obj);
  std::string N = elementName(P, Loc.Obj, Loc.Offset);
  if (O.Space == ir::MemSpace::Shared)
    N += " of " + blockText(P, Loc.Block);
  return N;
}

std::string eventLabel(const ir::Program &P, const ExecutionGraph &G,
                       EventId E) {
  const Event &Ev = G.event(E);
  std::string Str;
  switch (Ev.Kind) {
  case EventKind::Read:
    Str = Ev.IsRmw ? "U" : "R";
    break;
  case EventKind::Write:
    Str = Ev.IsRmw ? "U" : "W";
    break;
  case EventKind::Fence:
    Str = "F";
    break;
  case EventKind::Barrier:
    Str = "B";
    break;
  case EventKind::Collective:
    Str = "C";
    break;
  }
  if (Ev.S && Ev.S->Kind == ir::StmtKind::Warp) {
    Str += " warp.";
    Str += ir::warpOpName(Ev.S->Warp);
  } else if (Ev.Kind != EventKind::Barrier) {
    Str += " ";
    Str += ir::orderName(Ev.Order);
    if (Ev.Sc != ir::Scope::None) {
      Str += ".";
      Str += ir::scopeName(Ev.Sc);
    }
  } else {
    Str += " ";
    Str += ir::scopeName(Ev.Sc);
  }
  if (Ev.isAccess())
    Str += " " + locationText(P, G, Ev.Loc) + " = " +
           std::to_string(Ev.isRead() ? G.readValue(E) : Ev.Val);
  return Str;
}

void printDot(std::ostream &OS, const ir::Program &P, const ExecutionGraph &G,
              const std::vector<EventId> &Racing) {
  // Vertex numbering: every thread's events in order, then one initial
  // write per location.
  std::vector<unsigned> First(G.numThreads() + 1, 0);
  for (unsigned T = 0; T < G.numThreads(); ++T)
    First[T + 1] = First[T] + G.threadSize(T);
  unsigned InitBase = First[G.numThreads()];
  DotGraph Root(InitBase + G.numLocations());
  boost::get_property(Root, boost::graph_name) = "execution";
  boost::get_property(Root, boost::graph_vertex_attribute)["shape"] = "box";
  boost::get_property(Root, boost::graph_vertex_attribute)["fontname"] =
      "monospace";
  auto VAttr = boost::get(boost::vertex_attribute, Root);
  auto EAttr = boost::get(boost::edge_attribute, Root);
  auto Id = [&](EventId E, LocId L) {
    return E.isInit() ? InitBase + L : First[E.Thread] + E.Index;
  };

  for (unsigned T = 0; T < G.numThreads(); ++T) {
    DotGraph &Cluster = Root.create_subgraph();
    const ThreadInfo &TI = G.threadInfo(T);
    boost::get_property(Cluster, boost::graph_name) =
        "cluster_" + std::to_string(T);
    boost::get_property(Cluster, boost::graph_graph_attribute)["label"] =
        threadText(P, TI.Block, TI.ThreadInBlock);
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      EventId E{T, I};
      boost::add_vertex(Id(E, NoLoc), Cluster);
      const Event &Ev = G.event(E);
      std::string Label = eventLabel(P, G, E);
      if (Ev.S && Ev.S->Loc.isValid())
        Label += "\\n" + std::string(P.fileName(Ev.S->Loc.File)) + ":" +
                 std::to_string(Ev.S->Loc.Line);
      VAttr[Id(E, NoLoc)]["label"] = Label;
    }
  }
  for (LocId L = 0; L < G.numLocations(); ++L) {
    VAttr[InitBase + L]["label"] = "init " + locationText(P, G, L) + " = " +
                                   std::to_string(G.location(L).Init);
    VAttr[InitBase + L]["style"] = "dashed";
  }

  auto AddEdge = [&](unsigned From, unsigned To, const char *Label,
                     const char *Color, const char *Style) {
    auto [E, Added] = boost::add_edge(From, To, Root);
    (void)Added;
    EAttr[E]["label"] = Label;
    EAttr[E]["color"] = Color;
    EAttr[E]["fontcolor"] = Color;
    if (*Style)
      EAttr[E]["style"] = Style;
  };
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (uint32_t I = 0; I + 1 < G.threadSize(T); ++I)
      AddEdge(Id({T, I}, NoLoc), Id({T, I + 1}, NoLoc), "po", "black", "");
  for (LocId L = 0; L < G.numLocations(); ++L) {
    const auto &Co = G.co(L);
    EventId Prev = EventId::init();
    for (EventId W : Co) {
      AddEdge(Id(Prev, L), Id(W, L), "co", "red", "dashed");
      Prev = W;
    }
  }
  for (unsigned T = 0; T < G.numThreads(); ++T)
    for (uint32_t I = 0; I < G.threadSize(T); ++I) {
      EventId R{T, I};
      const Event &Ev = G.event(R);
      if (!Ev.isRead())
        continue;
      AddEdge(Id(Ev.Rf, Ev.Loc), Id(R, Ev.Loc), "rf", "darkgreen", "bold");
      // fr to the write immediately co-after the one read (the others
      // follow by co).
      const auto &Co = G.co(Ev.Loc);
      unsigned Next = unsigned(G.coIndex(Ev.Rf) + 1);
      if (Next < Co.size() && Co[Next] != EventId{T, I + 1})
        AddEdge(Id(R, Ev.Loc), Id(Co[Next], Ev.Loc), "fr", "orange", "dotted");
    }
  // The racing events of a race report: filled red, joined by the edge
  // that is missing (neither happens before the other).
  for (EventId E : Racing)
    if (!E.isInit() && E.Thread < G.numThreads() &&
        E.Index < G.threadSize(E.Thread)) {
      VAttr[Id(E, NoLoc)]["style"] = "filled,bold";
      VAttr[Id(E, NoLoc)]["fillcolor"] = "#ffd8d6";
      VAttr[Id(E, NoLoc)]["color"] = "red";
    }
  if (Racing.size() == 2 && !Racing[0].isInit() && !Racing[1].isInit()) {
    auto [E, Added] = boost::add_edge(Id(Racing[0], NoLoc),
                                      Id(Racing[1], NoLoc), Root);
    (void)Added;
    EAttr[E]["label"] = "race: no hb either way";
    EAttr[E]["color"] = "red";
    EAttr[E]["fontcolor"] = "red";
    EAttr[E]["style"] = "dashed";
    EAttr[E]["penwidth"] = "2";
    EAttr[E]["dir"] = "none";
    EAttr[E]["constraint"] = "false";
  }
  boost::write_graphviz(OS, Root);
  OS << "\n";
}

} // namespace scopecheck::checker
