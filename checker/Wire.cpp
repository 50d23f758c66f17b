//===- checker/Wire.cpp - Results of a search as bytes --------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The byte encoding of checker/Wire.h.
///
//===----------------------------------------------------------------------===//

#include "checker/Wire.h"

#include <algorithm>

namespace scopecheck::checker {

StmtNumbering::StmtNumbering(const ir::Program &P) {
  for (const ir::Procedure &F : P.Procs)
    for (const ir::Block &B : F.Blocks)
      for (const ir::Stmt &S : B.Stmts) {
        Numbers.emplace(&S, uint32_t(Stmts.size()));
        Stmts.push_back(&S);
      }
}

uint32_t StmtNumbering::number(const ir::Stmt *S) const {
  if (!S)
    return ~0u;
  auto It = Numbers.find(S);
  if (It == Numbers.end())
    throw WireError("a statement outside the program");
  return It->second;
}

const ir::Stmt *StmtNumbering::stmt(uint32_t N) const {
  if (N == ~0u)
    return nullptr;
  if (N >= Stmts.size())
    throw WireError("statement number " + std::to_string(N) +
                    " beyond the program");
  return Stmts[N];
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

void WireWriter::u64(uint64_t V) {
  for (int I = 0; I < 8; ++I)
    Out.push_back(char(uint8_t(V >> (8 * I))));
}

void WireWriter::str(const std::string &S) {
  u64(S.size());
  Out += S;
}

void WireWriter::path(const SearchPath &P) {
  u64(P.size());
  for (uint32_t I : P)
    u32(I);
}

void WireWriter::key(const SearchKey &K) {
  path(K.Path);
  u64(K.Seq);
}

void WireWriter::stats(const CheckStats &S) {
  u64(S.Executions);
  u64(S.Blocked);
  u64(S.Pruned);
}

void WireWriter::graph(const ExecutionGraph &G) {
  u64(G.Threads.size());
  for (const ThreadInfo &T : G.Threads) {
    u64(T.Block);
    u64(T.ThreadInBlock);
    u64(T.Global);
  }
  for (const std::vector<Event> &Evs : G.Events) {
    u64(Evs.size());
    for (const Event &E : Evs) {
      u64(uint64_t(E.Kind) | uint64_t(E.Order) << 8 | uint64_t(E.Sc) << 16 |
          uint64_t(E.Spaces) << 24 | uint64_t(E.IsRmw) << 32 |
          uint64_t(E.Revisitable) << 33 | uint64_t(E.Revisited) << 34);
      u32(E.Loc);
      u64(E.Val);
      u32(E.Rf.Thread);
      u32(E.Rf.Index);
      u32(E.Stamp);
      u32(E.BarrierInstance);
      u32(Numbers.number(E.S));
    }
  }
  u64(G.Locs.size());
  for (const Location &L : G.Locs) {
    u32(L.Obj);
    u64(L.Block);
    u64(uint64_t(L.Offset));
    u64(L.Init);
    flag(L.Shared);
  }
  u64(G.Co.size());
  for (const std::vector<EventId> &List : G.Co) {
    u64(List.size());
    for (EventId W : List) {
      u32(W.Thread);
      u32(W.Index);
    }
  }
  u32(G.NextStamp);
}

void WireWriter::violation(const Violation &V) {
  u64(uint64_t(V.Kind));
  str(V.Message);
  str(V.LocationName);
  u64(V.Events.size());
  for (const ViolationEvent &E : V.Events) {
    u32(E.Loc.File);
    u32(E.Loc.Line);
    u32(E.Loc.Col);
    u64(E.Block);
    u64(E.ThreadInBlock);
    u64(uint64_t(E.IsWrite) | uint64_t(E.IsAccess) << 1 |
        uint64_t(E.AsyncCopy) << 2 | uint64_t(E.Order) << 8 |
        uint64_t(E.Sc) << 16);
  }
  u64(V.Trace.size());
  for (const std::string &S : V.Trace)
    str(S);
  flag(V.Graph != nullptr);
  if (V.Graph)
    graph(*V.Graph);
  flag(V.Confirmed);
  u64(V.Notes.size());
  for (const std::string &S : V.Notes)
    str(S);
  u64(V.ThreadPairs);
  u64(V.Elements);
  flag(V.AcrossWarps);
  u64(V.GraphEvents.size());
  for (EventId E : V.GraphEvents) {
    u32(E.Thread);
    u32(E.Index);
  }
}

void WireWriter::groups(const FindingGroups &G) {
  u64(G.Index.size());
  for (const auto &[Key, F] : G.Index) {
    const auto &[Kind, A, B] = Key;
    u64(uint64_t(Kind));
    u32(std::get<0>(A));
    u32(std::get<1>(A));
    u32(std::get<2>(A));
    u32(std::get<0>(B));
    u32(std::get<1>(B));
    u32(std::get<2>(B));
    u64(F);
  }
  // Sets: written in sorted order, so equal groups give equal bytes.
  for (const auto *Set : {&G.Pairs, &G.Elements}) {
    std::vector<std::string> Sorted(Set->begin(), Set->end());
    std::sort(Sorted.begin(), Sorted.end());
    u64(Sorted.size());
    for (const std::string &S : Sorted)
      str(S);
  }
}

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

uint64_t WireReader::u64() {
  if (In.size() - Pos < 8)
    throw WireError("message truncated");
  uint64_t V = 0;
  for (int I = 0; I < 8; ++I)
    V |= uint64_t(uint8_t(In[Pos + I])) << (8 * I);
  Pos += 8;
  return V;
}

uint32_t WireReader::u32() {
  uint64_t V = u64();
  if (V > UINT32_MAX)
    throw WireError("a 32-bit field out of range");
  return uint32_t(V);
}

size_t WireReader::count(size_t MinBytes) {
  uint64_t N = u64();
  if (MinBytes && N > (In.size() - Pos) / MinBytes)
    throw WireError("a count larger than the message");
  return size_t(N);
}

std::string WireReader::str() {
  size_t N = count(1);
  std::string S = In.substr(Pos, N);
  Pos += N;
  return S;
}

SearchPath WireReader::path() {
  SearchPath P(count(8));
  for (uint32_t &I : P)
    I = u32();
  return P;
}

SearchKey WireReader::key() {
  SearchKey K;
  K.Path = path();
  K.Seq = u64();
  return K;
}

void WireReader::stats(CheckStats &S) {
  S.Executions = u64();
  S.Blocked = u64();
  S.Pruned = u64();
}

ExecutionGraph WireReader::graph() {
  std::vector<ThreadInfo> Threads(count(24));
  for (ThreadInfo &T : Threads) {
    T.Block = u64();
    T.ThreadInBlock = u64();
    T.Global = u64();
  }
  ExecutionGraph G(Threads);
  for (std::vector<Event> &Evs : G.Events) {
    Evs.resize(count(64));
    for (Event &E : Evs) {
      uint64_t Bits = u64();
      E.Kind = EventKind(Bits & 0xff);
      E.Order = ir::MemOrder((Bits >> 8) & 0xff);
      E.Sc = ir::Scope((Bits >> 16) & 0xff);
      E.Spaces = uint8_t((Bits >> 24) & 0xff);
      E.IsRmw = (Bits >> 32) & 1;
      E.Revisitable = (Bits >> 33) & 1;
      E.Revisited = (Bits >> 34) & 1;
      E.Loc = u32();
      E.Val = u64();
      E.Rf.Thread = u32();
      E.Rf.Index = u32();
      E.Stamp = u32();
      E.BarrierInstance = u32();
      E.S = Numbers.stmt(u32());
    }
  }
  G.Locs.resize(count(40));
  for (Location &L : G.Locs) {
    L.Obj = u32();
    L.Block = u64();
    L.Offset = int64_t(u64());
    L.Init = u64();
    L.Shared = flag();
  }
  G.Co.resize(count(8));
  for (std::vector<EventId> &List : G.Co) {
    List.resize(count(16));
    for (EventId &W : List) {
      W.Thread = u32();
      W.Index = u32();
    }
  }
  G.NextStamp = u32();
  G.recomputeMixed();
  return G;
}

Violation WireReader::violation() {
  Violation V;
  V.Kind = ViolationKind(u64());
  V.Message = str();
  V.LocationName = str();
  V.Events.resize(count(48));
  for (ViolationEvent &E : V.Events) {
    E.Loc.File = u32();
    E.Loc.Line = u32();
    E.Loc.Col = u32();
    E.Block = u64();
    E.ThreadInBlock = u64();
    uint64_t Bits = u64();
    E.IsWrite = Bits & 1;
    E.IsAccess = (Bits >> 1) & 1;
    E.AsyncCopy = (Bits >> 2) & 1;
    E.Order = ir::MemOrder((Bits >> 8) & 0xff);
    E.Sc = ir::Scope((Bits >> 16) & 0xff);
  }
  V.Trace.resize(count(8));
  for (std::string &S : V.Trace)
    S = str();
  if (flag())
    V.Graph = std::make_shared<const ExecutionGraph>(graph());
  V.Confirmed = flag();
  V.Notes.resize(count(8));
  for (std::string &S : V.Notes)
    S = str();
  V.ThreadPairs = u64();
  V.Elements = u64();
  V.AcrossWarps = flag();
  V.GraphEvents.resize(count(16));
  for (EventId &E : V.GraphEvents) {
    E.Thread = u32();
    E.Index = u32();
  }
  return V;
}

FindingGroups WireReader::groups() {
  FindingGroups G;
  for (size_t I = 0, N = count(64); I < N; ++I) {
    int Kind = int(u64());
    uint32_t A0 = u32(), A1 = u32(), A2 = u32();
    uint32_t B0 = u32(), B1 = u32(), B2 = u32();
    size_t F = size_t(u64());
    G.Index.emplace(std::make_tuple(Kind, FindingGroups::LocKey(A0, A1, A2),
                                    FindingGroups::LocKey(B0, B1, B2)),
                    F);
  }
  for (auto *Set : {&G.Pairs, &G.Elements})
    for (size_t I = 0, N = count(8); I < N; ++I)
      Set->insert(str());
  return G;
}

} // namespace scopecheck::checker
