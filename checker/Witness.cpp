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

#include "ir/Half.h"
#include "ir/Value.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
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
  const ir::MemObject &O = P.object(Obj);
  if (declaredInIr(P, Obj))
    return "@" + O.Name + "[" + std::to_string(Offset) + "]";
  // An array of OpenCL vectors: the vector's name, then its component
  // (`a[1].y`; `.s5` beyond four components or in a float3's padding).
  std::string Lane;
  if (O.VectorLanes > 1 && Offset >= 0) {
    unsigned K = unsigned(uint64_t(Offset) % O.VectorLanes);
    Offset = int64_t(uint64_t(Offset) / O.VectorLanes);
    if (O.VectorLanes <= 4 && K < O.VectorElems)
      Lane = std::string(".") + "xyzw"[K];
    else
      Lane = std::string(".s") + "0123456789abcdef"[K & 15];
  }
  uint64_t Count = 1;
  for (uint64_t D : O.Dims)
    Count = D && Count <= ~uint64_t(0) / D ? Count * D : 0;
  if (O.Source.empty() && O.Dims.empty())
    return O.Name + "[" + std::to_string(Offset) + "]" + Lane;
  // A field that is an array: each structure element spans its extent,
  // and the field's own indices go where its path has `[]` (`.pos[]`:
  // `s[2].pos[1]`; `.in[].v[]`: `s[2].in[1].v[3]`), in order, any left
  // over after the path.
  uint64_t Extent = 1;
  for (uint64_t D : O.FieldDims)
    Extent = D && Extent <= ~uint64_t(0) / D ? Extent * D : 0;
  std::string Field = O.Field;
  if (!O.FieldDims.empty() && Extent && Offset >= 0) {
    uint64_t In = uint64_t(Offset) % Extent;
    std::vector<uint64_t> Index(O.FieldDims.size());
    for (size_t I = O.FieldDims.size(); I-- > 0;) {
      Index[I] = In % O.FieldDims[I];
      In /= O.FieldDims[I];
    }
    std::string Filled;
    size_t Pos = 0, Next = 0;
    for (; Next < Index.size(); ++Next) {
      size_t At = Field.find("[]", Pos);
      if (At == std::string::npos)
        break;
      Filled += Field.substr(Pos, At - Pos) + "[" +
                std::to_string(Index[Next]) + "]";
      Pos = At + 2;
    }
    Filled += Field.substr(Pos);
    for (; Next < Index.size(); ++Next)
      Filled += "[" + std::to_string(Index[Next]) + "]";
    Field = Filled;
    Offset = int64_t(uint64_t(Offset) / Extent);
  }
  // The source's spelling: every index of a multi-dimensional array, the
  // field after the indices of an array of structures.
  const std::string &Base = O.Source.empty() ? O.Name : O.Source;
  if (!O.Dims.empty() && Offset >= 0 && uint64_t(Offset) < Count) {
    std::vector<uint64_t> Index(O.Dims.size());
    uint64_t Rest = uint64_t(Offset);
    for (size_t I = O.Dims.size(); I-- > 0;) {
      Index[I] = Rest % O.Dims[I];
      Rest /= O.Dims[I];
    }
    std::string N = Base;
    for (uint64_t I : Index)
      N += "[" + std::to_string(I) + "]";
    return N + Lane + Field;
  }
  if (O.Dims.empty() && O.Size == (O.FieldDims.empty() ? 1 : Extent) &&
      Offset == 0)
    return Base + Field; // one structure: `s.x`, `s.pos[1]`
  return Base + "[" + std::to_string(Offset) + "]" + Lane + Field;
}

std::string callChain(const ir::Program &P, const ir::Stmt *S) {
  if (!S || !S->Inlined || S->Inlined > P.InlineSites.size())
    return "";
  std::string Out;
  for (uint32_t I = S->Inlined; I && I <= P.InlineSites.size();) {
    const ir::InlineSite &Site = P.InlineSites[I - 1];
    Out += Out.empty() ? " (in " : ", in ";
    Out += Site.Function + "()";
    if (Site.CallLoc.isValid()) {
      Out += " called at ";
      if (Site.CallLoc.File != S->Loc.File && Site.CallLoc.File < P.numFiles())
        Out += P.fileName(Site.CallLoc.File) + ":";
      Out += std::to_string(Site.CallLoc.Line) + ":" +
             std::to_string(Site.CallLoc.Col);
    }
    if (Site.Parent >= I)
      break; // not a chain (never built so)
    I = Site.Parent;
  }
  return Out + ")";
}

std::string locationName(const ir::Program &P, const ExecutionGraph &G,
                         LocId L) {
  const Location &Loc = G.location(L);
  std::string N = elementName(P, Loc.Obj, Loc.Offset);
  if (P.object(Loc.Obj).Space == ir::MemSpace::Shared)
    N += " of " + blockText(P, Loc.Block);
  return N;
}

std::string threadText(const ir::Program &P, uint64_t Block,
                       uint64_t Thread) {
  // OpenCL's words for them: a work-item of a work-group.
  bool Cl = P.Language == ir::SourceLanguage::OpenCl;
  std::string Item = Cl ? "work-item " : "thread ";
  std::string Group = Cl ? " of work-group " : " of block ";
  const ir::Dim3 &B = P.Run.BlockDim, &G = P.Run.Grid;
  if (P.Run.K != ir::Launch::Kind::Kernel ||
      (B.Y == 1 && B.Z == 1 && G.Y == 1 && G.Z == 1))
    return Item + std::to_string(Thread) + Group + std::to_string(Block);
  auto Coords = [](uint64_t L, const ir::Dim3 &D) {
    uint64_t X = L % D.X, Y = L / D.X % D.Y, Z = L / (uint64_t(D.X) * D.Y);
    return "(" + std::to_string(X) + "," + std::to_string(Y) + "," +
           std::to_string(Z) + ")";
  };
  return Item + Coords(Thread, B) + Group + Coords(Block, G);
}

std::string blockText(const ir::Program &P, uint64_t Block) {
  std::string T = threadText(P, Block, 0);
  return T.substr(T.find(" of ") + 4);
}

std::string valueText(ir::Type Ty, uint64_t Val, ir::ValueKind K) {
  char Buf[40];
  unsigned Bits = Ty == ir::Type::I8    ? 8
                  : Ty == ir::Type::I16 ? 16
                  : Ty == ir::Type::I32 ? 32
                  : Ty == ir::Type::I64 ? 64
                                        : 0;
  switch (K) {
  case ir::ValueKind::Signed:
    if (!Bits)
      break;
    if (Bits < 64 && (Val >> (Bits - 1) & 1))
      Val |= ~uint64_t(0) << Bits;
    else if (Bits < 64)
      Val &= (uint64_t(1) << Bits) - 1;
    return std::to_string(int64_t(Val));
  case ir::ValueKind::Unsigned:
    if (Bits && Bits < 64)
      Val &= (uint64_t(1) << Bits) - 1;
    return std::to_string(Val);
  case ir::ValueKind::Bool:
    if (Bits)
      return Val ? "true" : "false";
    break;
  case ir::ValueKind::Half:
  case ir::ValueKind::BFloat16:
    if (Bits == 16) {
      bool Half = K == ir::ValueKind::Half;
      std::snprintf(Buf, sizeof Buf, Half ? "%.5g" : "%.4g",
                    ir::float16Value(uint16_t(Val), Half
                                                        ? ir::Float16Kind::Half
                                                        : ir::Float16Kind::BFloat16));
      return Buf;
    }
    break;
  case ir::ValueKind::Default:
    break;
  }
  return valueText(Ty, Val);
}

std::string valueText(ir::Type Ty, uint64_t Val) {
  char Buf[40];
  switch (Ty) {
  case ir::Type::F32:
    std::snprintf(Buf, sizeof Buf, "%.9g", double(ir::asF32(Val)));
    return Buf;
  case ir::Type::F64:
    std::snprintf(Buf, sizeof Buf, "%.17g", ir::asF64(Val));
    return Buf;
  case ir::Type::Bool:
    return Val ? "true" : "false";
  default:
    return std::to_string(Val);
  }
}

/// The type of the value event \p E reads or writes.
static ir::Type valueType(const Event &E) {
  return E.S ? E.S->AccessTy : ir::Type::I32;
}

static std::string at(const ir::Program &P, const ir::Stmt *S) {
  if (!S || !S->Loc.isValid())
    return "";
  return " at " + P.fileName(S->Loc.File) + ":" + std::to_string(S->Loc.Line) +
         ":" + std::to_string(S->Loc.Col) + callChain(P, S);
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
  const ir::Dim3 &BD = P.Run.BlockDim, &GD = P.Run.Grid;
  bool MultiDim = P.Run.K == ir::Launch::Kind::Kernel &&
                  (BD.Y > 1 || BD.Z > 1 || GD.Y > 1 || GD.Z > 1);
  if (MultiDim && Blocks.front() == Blocks.back())
    return blockText(P, Blocks.front()) + ": " + Name + Where + " (" +
           std::to_string(Members.size()) + " threads)";
  if (Blocks.front() == Blocks.back())
    return "block " + std::to_string(Blocks.front()) + ": " + Name + Where +
           " (threads " + ranges(Threads) + ")";
  return "blocks " + ranges(Blocks) + ": " + Name + Where + " (" +
         std::to_string(Members.size()) + " threads)";
}

std::vector<std::string> witnessTrace(const ir::Program &P,
                                      const ExecutionGraph &G,
                                      const std::vector<unsigned> *Focus) {
  // With a focus: its threads, and the writes their reads read from.
  std::vector<bool> InFocus(G.numThreads(), Focus == nullptr);
  std::set<std::pair<unsigned, uint32_t>> Sources;
  if (Focus)
    for (unsigned T : *Focus)
      if (T < G.numThreads()) {
        InFocus[T] = true;
        for (uint32_t I = 0; I < G.threadSize(T); ++I) {
          const Event &Ev = G.thread(T)[I];
          if (Ev.isRead() && !Ev.Rf.isInit())
            Sources.insert({Ev.Rf.Thread, Ev.Rf.Index});
        }
      }
  size_t Omitted = 0;
  auto Flush = [&](std::vector<std::string> &Lines) {
    if (!Omitted)
      return;
    Lines.push_back("… " + std::to_string(Omitted) +
                    (Omitted == 1 ? " step" : " steps") +
                    " of other threads (--witness=full lists them)");
    Omitted = 0;
  };
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
        bool Keep = false;
        for (EventId M : Members)
          Keep |= InFocus[M.Thread];
        if (Keep) {
          Flush(Lines);
          Lines.push_back(barrierLine(P, G, Members));
        } else {
          ++Omitted;
        }
        for (EventId M : Members)
          ++Done[M.Thread];
        Left -= Members.size();
        Progress = true;
        continue;
      }
      const ThreadInfo &TI = G.threadInfo(E.Thread);
      bool Keep = InFocus[E.Thread] || Sources.count({E.Thread, E.Index}) ||
                  (Ev.isRead() && Ev.IsRmw &&
                   Sources.count({E.Thread, E.Index + 1}));
      std::ostringstream OS;
      OS << threadText(P, TI.Block, TI.ThreadInBlock) << ": ";
      unsigned Consumed = 1;
      bool Cas = Ev.S && Ev.S->Kind == ir::StmtKind::Cas;
      ir::ValueKind K = ir::ValueKind::Default;
      if (Ev.isAccess())
        K = P.object(G.location(Ev.Loc).Obj).Values;
      if (Ev.isRead() && Ev.IsRmw) {
        OS << (Cas ? "cas " : "rmw ") << locationName(P, G, Ev.Loc) << " read "
           << valueText(valueType(Ev), G.readValue(E), K);
        bool Last = E.Index + 1 == G.threadSize(E.Thread);
        const Event *W = Last ? nullptr : &G.thread(E.Thread)[E.Index + 1];
        if (W && W->isWrite() && W->IsRmw) {
          OS << " wrote " << valueText(valueType(*W), W->Val, K);
          Consumed = 2;
        } else {
          OS << (Last ? " (no write yet)" : ", failed");
        }
        OS << orderAndScope(Ev);
      } else if (Ev.isRead()) {
        OS << "read " << locationName(P, G, Ev.Loc) << " = "
           << valueText(valueType(Ev), G.readValue(E), K) << orderAndScope(Ev);
      } else if (Ev.isWrite()) {
        OS << "write " << locationName(P, G, Ev.Loc) << " = "
           << valueText(valueType(Ev), Ev.Val, K) << orderAndScope(Ev);
      } else {
        OS << "fence" << orderAndScope(Ev);
      }
      OS << at(P, Ev.S);
      if (Keep) {
        Flush(Lines);
        Lines.push_back(OS.str());
      } else {
        ++Omitted;
      }
      Done[E.Thread] += Consumed;
      Left -= Consumed;
      Progress = true;
    }
    if (!Progress)
      break; // only for graphs with a po ∪ rf ∪ bar cycle (never explored)
  }
  Flush(Lines);
  return Lines;
}

} // namespace scopecheck::checker
