//===- cli/FrontendProcess.cpp - The CUDA front-end as a child ------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Finding and running `scopecheck-frontend`, and the pipe protocol between
/// it and the slim `scopecheck` (cli/FrontendProcess.h). The protocol is
/// text with byte counts, so that no message or file name needs escaping:
///
///     scopecheck-translation 1
///     D LEVEL LINE COL FILEBYTES MESSAGEBYTES      (per diagnostic, in order)
///     FILEMESSAGE
///     F BYTES                                      (on success: per file of
///     NAME                                          the program's file table)
///     P BYTES
///     PROGRAM
///     L COUNT
///     FILE LINE COL                                (COUNT lines)
///     R BYTES
///     METADATA                                     (report metadata)
///     K BYTES                                      (--internal-list-kernels:
///     NAME                                          per kernel, no program)
///     E
///
/// LEVEL is 0 error, 1 warning, 2 note; PROGRAM is ir::printProgram's text
/// with locations. The printed text carries the locations of statements and
/// terminators only where they are valid, and none of blocks, variables,
/// procedures, objects or the launch (the parser gives those positions in
/// the IR text), so the L section lists every SourceLoc of the program in
/// the order of forEachLoc, FILE being an index into the F lines; the
/// parent overwrites the parsed program's locations with them. The program
/// the parent checks then has exactly the locations of the translation.
/// METADATA carries what the text does not either, for reports only
/// (ir::MemObject::Values/Dims/Source/Field, ir::Program::InlineSites,
/// ir::Stmt::Inlined): writeReportMetadata() describes its lines.
///
//===----------------------------------------------------------------------===//

#include "cli/FrontendProcess.h"

#include "cli/Commands.h"
#include "cli/ProgramInput.h"
#include "ir/Parser.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace scopecheck::cli {

static const char *const ProtocolHeader = "scopecheck-translation 2";

/// The file name that formatDiagnostic prints as "scopecheck: error: ..."
/// (as cli/ProgramInput.cpp's command errors).
static const char *const CommandFile = "scopecheck";

std::string findFrontend(std::string &Error) {
  char Self[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Self, sizeof Self - 1);
  if (N <= 0) {
    Error = "cannot find the CUDA front-end '" +
            std::string(FrontendExecutableName) +
            "': /proc/self/exe is not readable: " + std::strerror(errno);
    return "";
  }
  std::string Path(Self, static_cast<size_t>(N));
  size_t Slash = Path.rfind('/');
  Path =
      (Slash == std::string::npos ? std::string(".") : Path.substr(0, Slash)) +
      "/" + FrontendExecutableName;
  if (access(Path.c_str(), X_OK) != 0) {
    Error = "cannot run the CUDA front-end '" + Path +
            "': " + std::strerror(errno) +
            " (it is built and installed beside 'scopecheck')";
    return "";
  }
  return Path;
}

int execFrontend(char **Argv) {
  std::string Error;
  std::string Path = findFrontend(Error);
  if (Path.empty()) {
    printError(Error);
    return ExitInputError;
  }
  std::cout.flush();
  std::cerr.flush();
  Argv[0] = Path.data();
  execv(Path.c_str(), Argv);
  printError("cannot run the CUDA front-end '" + Path +
             "': " + std::strerror(errno));
  return ExitInputError;
}

static std::string dim3Argument(const char *Flag, const ir::Dim3 &D) {
  return std::string(Flag) + "=" + std::to_string(D.X) + "," +
         std::to_string(D.Y) + "," + std::to_string(D.Z);
}

std::vector<std::string> launchFlagArguments(const LaunchOptions &L) {
  std::vector<std::string> A;
  if (L.BlockDim)
    A.push_back(dim3Argument("--blockDim", *L.BlockDim));
  if (L.GridDim)
    A.push_back(dim3Argument("--gridDim", *L.GridDim));
  if (!L.Kernel.empty())
    A.push_back("--kernel=" + L.Kernel);
  for (const KernelArgOption &Arg : L.Args)
    A.push_back("--arg=" + Arg.Name + "=" + Arg.Text);
  if (L.ArgsDefault)
    A.push_back("--args-default=" + *L.ArgsDefault);
  for (const BufferOption &B : L.Buffers)
    A.push_back("--buffer=" + B.Name + "=" + std::to_string(B.Size));
  if (L.Volatile)
    A.push_back(std::string("--volatile=") +
                (*L.Volatile == VolatileMode::Relaxed ? "relaxed" : "plain"));
  if (L.WarpSync)
    A.push_back("--warp-sync=" + *L.WarpSync);
  if (L.NoInline)
    A.push_back("--no-inline");
  for (const InitOption &I : L.Inits)
    A.push_back("--init=" + I.Name + "=" + I.Text);
  for (const BindOption &B : L.Binds)
    A.push_back("--bind=" + B.Name + "=" + B.Buffer + "+" +
                std::to_string(B.Offset));
  if (L.DynamicSharedBytes)
    A.push_back("--dynamic-shared=" + std::to_string(*L.DynamicSharedBytes));
  if (L.LocalSize)
    A.push_back(dim3Argument("--local_size", *L.LocalSize));
  if (L.GlobalSize)
    A.push_back(dim3Argument("--global_size", *L.GlobalSize));
  if (L.NumGroups)
    A.push_back(dim3Argument("--num_groups", *L.NumGroups));
  if (L.ClStd)
    A.push_back("--cl-std=" + *L.ClStd);
  for (const std::string &I : L.IncludeDirs)
    A.push_back("-I" + I);
  for (const std::string &D : L.Defines)
    A.push_back("-D" + D);
  if (!L.BuildDir.empty())
    A.push_back("-p" + L.BuildDir);
  return A;
}

std::string frontendSummary(const FrontendStats &S) {
  if (S.PeakRssMb <= 0)
    return "";
  char Buf[80];
  std::snprintf(Buf, sizeof Buf, " (front-end process: peak memory %.1f MB)",
                S.PeakRssMb);
  return Buf;
}

//===----------------------------------------------------------------------===//
// The child's side
//===----------------------------------------------------------------------===//

/// Calls \p Fn on every SourceLoc of \p P in a fixed order that depends
/// only on the program's structure (which the print/parse round trip
/// keeps).
template <typename ProgramT, typename Fn>
static void forEachLoc(ProgramT &P, Fn &&F) {
  for (auto &O : P.Objects)
    F(O.Loc);
  for (auto &Proc : P.Procs) {
    F(Proc.Loc);
    for (auto &V : Proc.Vars)
      F(V.Loc);
    for (auto &B : Proc.Blocks) {
      F(B.Loc);
      for (auto &S : B.Stmts)
        F(S.Loc);
      F(B.Term.Loc);
    }
  }
  F(P.Run.Loc);
  for (auto &T : P.Run.Threads)
    F(T.Loc);
}

/// The report metadata of \p P as lines: "objects N", then per object
/// "VALUES LANES ELEMS NDIMS DIMS... SOURCE FIELD NFIELDDIMS FIELDDIMS..."
/// ('-' for an empty name); "sites N",
/// then per inline site "PARENT FILE LINE COL NAME" (NAME the rest of the
/// line); "stmts N", then the Stmt::Inlined of every statement in
/// forEachLoc's order on one line.
static std::string writeReportMetadata(const ir::Program &P) {
  std::ostringstream OS;
  auto Name = [](const std::string &S) { return S.empty() ? "-" : S; };
  OS << "objects " << P.Objects.size() << '\n';
  for (const ir::MemObject &O : P.Objects) {
    OS << unsigned(O.Values) << ' ' << unsigned(O.VectorLanes) << ' '
       << unsigned(O.VectorElems) << ' ' << O.Dims.size();
    for (uint64_t D : O.Dims)
      OS << ' ' << D;
    OS << ' ' << Name(O.Source) << ' ' << Name(O.Field) << ' '
       << O.FieldDims.size();
    for (uint64_t D : O.FieldDims)
      OS << ' ' << D;
    OS << '\n';
  }
  OS << "sites " << P.InlineSites.size() << '\n';
  for (const ir::InlineSite &S : P.InlineSites)
    OS << S.Parent << ' ' << S.CallLoc.File << ' ' << S.CallLoc.Line << ' '
       << S.CallLoc.Col << ' ' << S.Function << '\n';
  std::vector<uint32_t> Inlined;
  for (const ir::Procedure &Proc : P.Procs)
    for (const ir::Block &B : Proc.Blocks)
      for (const ir::Stmt &S : B.Stmts)
        Inlined.push_back(S.Inlined);
  OS << "stmts " << Inlined.size() << '\n';
  for (size_t I = 0; I < Inlined.size(); ++I)
    OS << (I ? " " : "") << Inlined[I];
  OS << '\n';
  return OS.str();
}

/// Restores writeReportMetadata's \p Text into \p P (parsed from the same
/// translation; \p FileIds maps the child's file indices). False when the
/// text does not fit the program.
static bool readReportMetadata(const std::string &Text, ir::Program &P,
                               const std::vector<ir::FileId> &FileIds) {
  std::istringstream In(Text);
  std::string Word;
  size_t N = 0;
  if (!(In >> Word >> N) || Word != "objects" || N != P.Objects.size())
    return false;
  auto Name = [](const std::string &S) { return S == "-" ? "" : S; };
  for (ir::MemObject &O : P.Objects) {
    unsigned Values = 0, Lanes = 0, Elems = 0;
    size_t Dims = 0;
    if (!(In >> Values >> Lanes >> Elems >> Dims) ||
        Values > unsigned(ir::ValueKind::BFloat16) || Lanes > 16 ||
        Elems > Lanes || Dims > 64)
      return false;
    O.Values = ir::ValueKind(Values);
    O.VectorLanes = uint8_t(Lanes);
    O.VectorElems = uint8_t(Elems);
    O.Dims.resize(Dims);
    for (uint64_t &D : O.Dims)
      if (!(In >> D))
        return false;
    size_t FieldDims = 0;
    if (!(In >> O.Source >> O.Field >> FieldDims) || FieldDims > 64)
      return false;
    O.FieldDims.resize(FieldDims);
    for (uint64_t &D : O.FieldDims)
      if (!(In >> D))
        return false;
    O.Source = Name(O.Source);
    O.Field = Name(O.Field);
  }
  if (!(In >> Word >> N) || Word != "sites")
    return false;
  P.InlineSites.resize(N);
  for (ir::InlineSite &S : P.InlineSites) {
    uint32_t File = 0;
    if (!(In >> S.Parent >> File >> S.CallLoc.Line >> S.CallLoc.Col) ||
        S.Parent > N || (!FileIds.empty() && File >= FileIds.size()))
      return false;
    S.CallLoc.File = FileIds.empty() ? 0 : FileIds[File];
    std::getline(In >> std::ws, S.Function);
  }
  if (!(In >> Word >> N) || Word != "stmts")
    return false;
  size_t Count = 0;
  for (ir::Procedure &Proc : P.Procs)
    for (ir::Block &B : Proc.Blocks)
      for (ir::Stmt &S : B.Stmts) {
        if (!(In >> S.Inlined) || S.Inlined > P.InlineSites.size())
          return false;
        ++Count;
      }
  return Count == N;
}

void writeTranslation(std::ostream &OS, const ir::DiagnosticEngine &Diags,
                      const ir::Program *P, bool NoLaunch,
                      const std::vector<std::string> &Kernels) {
  OS << ProtocolHeader << '\n';
  if (NoLaunch)
    OS << "S\n";
  for (const ir::Diagnostic &D : Diags.diagnostics())
    OS << "D " << static_cast<unsigned>(D.Level) << ' ' << D.Line << ' '
       << D.Col << ' ' << D.File.size() << ' ' << D.Message.size() << '\n'
       << D.File << D.Message << '\n';
  if (P) {
    for (size_t I = 0; I != P->numFiles(); ++I)
      OS << "F " << P->fileName(ir::FileId(I)).size() << '\n'
         << P->fileName(ir::FileId(I)) << '\n';
    ir::PrintOptions PO;
    PO.Locations = true;
    std::string Text = ir::printProgram(*P, PO);
    OS << "P " << Text.size() << '\n' << Text << '\n';
    std::vector<ir::SourceLoc> Locs;
    forEachLoc(*P, [&Locs](const ir::SourceLoc &L) { Locs.push_back(L); });
    OS << "L " << Locs.size() << '\n';
    for (const ir::SourceLoc &L : Locs)
      OS << L.File << ' ' << L.Line << ' ' << L.Col << '\n';
    std::string Meta = writeReportMetadata(*P);
    OS << "R " << Meta.size() << '\n' << Meta << '\n';
  }
  for (const std::string &K : Kernels)
    OS << "K " << K.size() << '\n' << K << '\n';
  OS << "E\n";
}

int runInternalTranslate(const Options &Opts) {
  ir::DiagnosticEngine Diags;
  FrontendStats Launch;
  InputKind Kind = classifyInput(Opts.InputFile, Opts.Language);
  std::unique_ptr<ir::Program> P = loadProgram(
      Opts,
      Kind == InputKind::OpenCl || Kind == InputKind::C11 ? Kind
                                                          : InputKind::Cuda,
      Opts.Command == Subcommand::Check ? InputUse::Check : InputUse::Print,
      Diags, &Launch);
  writeTranslation(std::cout, Diags, P.get(), Launch.NoLaunch,
                   Launch.Kernels);
  std::cout.flush();
  if (!std::cout)
    return ExitInputError;
  if (Opts.ListKernels)
    return Diags.hasErrors() ? ExitInputError : ExitSafe;
  return P ? ExitSafe : ExitInputError;
}

//===----------------------------------------------------------------------===//
// The parent's side
//===----------------------------------------------------------------------===//

namespace {

/// What the child wrote.
struct Translation {
  std::vector<ir::Diagnostic> Diags;
  std::vector<std::string> Files;
  bool HasProgram = false;
  bool NoLaunch = false;
  std::string Program;
  std::vector<ir::SourceLoc> Locs;
  std::string Metadata;
  std::vector<std::string> Kernels;
};

/// Reads \p Text in the protocol of the file comment; false when it is not.
bool readTranslation(const std::string &Text, Translation &T) {
  size_t Pos = 0;
  auto ReadLine = [&](std::string &Line) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string::npos)
      return false;
    Line = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    return true;
  };
  auto ReadBytes = [&](size_t N, std::string &Out) {
    if (Text.size() - Pos < N)
      return false;
    Out = Text.substr(Pos, N);
    Pos += N;
    return true;
  };
  std::string Line;
  if (!ReadLine(Line) || Line != ProtocolHeader)
    return false;
  while (ReadLine(Line)) {
    std::istringstream In(Line);
    char Tag = 0;
    In >> Tag;
    if (Tag == 'E')
      return Pos == Text.size();
    if (Tag == 'S') {
      T.NoLaunch = true;
      continue;
    }
    if (Tag == 'D') {
      unsigned Level = 0;
      ir::Diagnostic D;
      size_t FileBytes = 0, MessageBytes = 0;
      if (!(In >> Level >> D.Line >> D.Col >> FileBytes >> MessageBytes) ||
          Level > 2 || !ReadBytes(FileBytes, D.File) ||
          !ReadBytes(MessageBytes, D.Message) || !ReadLine(Line) ||
          !Line.empty())
        return false;
      D.Level = static_cast<ir::DiagLevel>(Level);
      T.Diags.push_back(std::move(D));
      continue;
    }
    size_t Count = 0;
    if (Tag == 'L') {
      if (!T.HasProgram || !T.Locs.empty() || !(In >> Count))
        return false;
      for (size_t I = 0; I != Count; ++I) {
        ir::SourceLoc L;
        if (!ReadLine(Line))
          return false;
        std::istringstream LocIn(Line);
        if (!(LocIn >> L.File >> L.Line >> L.Col) ||
            L.File >= std::max<size_t>(T.Files.size(), 1))
          return false;
        T.Locs.push_back(L);
      }
      continue;
    }
    std::string Bytes;
    if (Tag == 'K') {
      std::string Name;
      if (T.HasProgram || !(In >> Count) || !ReadBytes(Count, Name) ||
          !ReadLine(Line) || !Line.empty())
        return false;
      T.Kernels.push_back(std::move(Name));
      continue;
    }
    if (Tag == 'R') {
      if (!T.HasProgram || !(In >> Count) || !ReadBytes(Count, T.Metadata) ||
          !ReadLine(Line) || !Line.empty())
        return false;
      continue;
    }
    if ((Tag != 'P' && Tag != 'F') || T.HasProgram || !(In >> Count) ||
        !ReadBytes(Count, Bytes) || !ReadLine(Line) || !Line.empty())
      return false;
    if (Tag == 'F') {
      T.Files.push_back(std::move(Bytes));
      continue;
    }
    T.Program = std::move(Bytes);
    T.HasProgram = true;
  }
  return false;
}

/// Runs \p Args (Args[0] is the executable) with its stdout on a pipe that
/// is read into \p Out; stdin and stderr are ours. Sets \p Status (as
/// waitpid) and \p Usage; false with \p Error when it cannot be started.
bool runChild(const std::vector<std::string> &Args, std::string &Out,
              int &Status, struct rusage &Usage, std::string &Error) {
  int Pipe[2];
  if (pipe2(Pipe, O_CLOEXEC) != 0) {
    Error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return false;
  }
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Pipe[1], STDOUT_FILENO);
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  std::cerr.flush();
  pid_t Pid = 0;
  int E = posix_spawn(&Pid, Args[0].c_str(), &Actions, nullptr, Argv.data(),
                      environ);
  posix_spawn_file_actions_destroy(&Actions);
  close(Pipe[1]);
  if (E != 0) {
    close(Pipe[0]);
    Error =
        "cannot run the CUDA front-end '" + Args[0] + "': " + std::strerror(E);
    return false;
  }
  char Buf[65536];
  for (;;) {
    ssize_t N = read(Pipe[0], Buf, sizeof Buf);
    if (N > 0)
      Out.append(Buf, static_cast<size_t>(N));
    else if (N == 0 || errno != EINTR)
      break;
  }
  close(Pipe[0]);
  while (wait4(Pid, &Status, 0, &Usage) < 0) {
    if (errno != EINTR) {
      Error = "cannot wait for the CUDA front-end '" + Args[0] +
              "': " + std::strerror(errno);
      return false;
    }
  }
  return true;
}

} // namespace

std::unique_ptr<ir::Program> translateInFrontend(const Options &Opts,
                                                 bool UseCheck,
                                                 ir::DiagnosticEngine &Diags,
                                                 FrontendStats *Stats) {
  std::string Error;
  std::string Path = findFrontend(Error);
  if (Path.empty()) {
    Diags.error(CommandFile, 0, 0, Error);
    return nullptr;
  }
  std::vector<std::string> Args = {Path, InternalTranslateFlag,
                                   UseCheck ? "check" : "ir"};
  if (!Opts.Language.empty())
    Args.push_back("-x" + Opts.Language);
  for (std::string &A : launchFlagArguments(Opts.Launch))
    Args.push_back(std::move(A));
  if (UseCheck) // the symbolic engines need no launch
    Args.push_back("--engine=" + std::string(engineName(Opts.Engine.Engine)));
  if (Opts.ListKernels)
    Args.push_back("--internal-list-kernels");
  Args.push_back("--");
  Args.push_back(Opts.InputFile);

  std::string Out;
  int Status = 0;
  struct rusage Usage = {};
  if (!runChild(Args, Out, Status, Usage, Error)) {
    Diags.error(CommandFile, 0, 0, Error);
    return nullptr;
  }
  if (Stats)
    Stats->PeakRssMb = double(Usage.ru_maxrss) / 1024.0; // kB

  Translation T;
  bool Exited = WIFEXITED(Status);
  int Code = Exited ? WEXITSTATUS(Status) : 0;
  if (!Exited || (Code != ExitSafe && Code != ExitInputError) ||
      !readTranslation(Out, T)) {
    std::string How =
        !Exited ? "was killed by signal " + std::to_string(WTERMSIG(Status))
        : Code != ExitSafe && Code != ExitInputError
            ? "exited with status " + std::to_string(Code)
            : std::string("wrote output that is not a translation");
    Diags.error(CommandFile, 0, 0,
                "the CUDA front-end '" + Path + "' " + How +
                    " while translating '" + Opts.InputFile + "'");
    return nullptr;
  }
  for (ir::Diagnostic &D : T.Diags)
    Diags.report(D.Level, std::move(D.File), D.Line, D.Col,
                 std::move(D.Message));
  if (Opts.ListKernels) {
    if (Stats)
      Stats->Kernels = std::move(T.Kernels);
    return nullptr;
  }
  if (Code != ExitSafe || !T.HasProgram || Diags.hasErrors()) {
    if (!Diags.hasErrors())
      Diags.error(CommandFile, 0, 0,
                  "the CUDA front-end '" + Path +
                      "' failed without a diagnostic while translating '" +
                      Opts.InputFile + "'");
    return nullptr;
  }

  // The round trip of ir/Printer and ir/Parser is exact (docs/ir.md), so a
  // failure here is a bug, reported as an input error rather than a crash.
  // The parser names the IR text's own file first: given the name of the
  // translation's first file, the file tables start alike.
  ir::DiagnosticEngine Scratch;
  std::unique_ptr<ir::Program> P = ir::parseProgram(
      T.Program, T.Files.empty() ? Opts.InputFile : T.Files.front(), Scratch);
  std::string Problem;
  if (!P || Scratch.hasErrors() || !ir::verifyProgram(*P, Scratch) ||
      Scratch.hasErrors()) {
    for (const ir::Diagnostic &D : Scratch.diagnostics())
      if (D.Level == ir::DiagLevel::Error) {
        Problem = ir::formatDiagnostic(D);
        break;
      }
    Problem = "does not parse back: " + Problem;
  } else {
    std::vector<ir::FileId> FileIds;
    for (const std::string &F : T.Files)
      FileIds.push_back(P->addFile(F));
    size_t I = 0;
    forEachLoc(*P, [&](ir::SourceLoc &L) {
      if (I < T.Locs.size())
        L = {FileIds.empty() ? 0 : FileIds[T.Locs[I].File], T.Locs[I].Line,
             T.Locs[I].Col};
      ++I;
    });
    if (I != T.Locs.size())
      Problem = "does not have the structure of the translation (" +
                std::to_string(I) + " locations instead of " +
                std::to_string(T.Locs.size()) + ")";
    else if (!readReportMetadata(T.Metadata, *P, FileIds))
      Problem = "does not fit the translation's report metadata";
  }
  if (!Problem.empty()) {
    Diags.error(CommandFile, 0, 0,
                "internal error: the IR that the CUDA front-end printed for '" +
                    Opts.InputFile + "' " + Problem);
    return nullptr;
  }
  if (Stats)
    Stats->NoLaunch = T.NoLaunch;
  return P;
}

} // namespace scopecheck::cli
