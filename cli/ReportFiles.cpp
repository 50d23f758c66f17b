//===- cli/ReportFiles.cpp - The report files of check --------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// --sarif and --html.
///
//===----------------------------------------------------------------------===//

#include "cli/ReportFiles.h"

#include "checker/Dot.h"
#include "checker/Html.h"
#include "checker/Sarif.h"
#include "cli/Commands.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace scopecheck::cli {

/// The kernel's name, or empty for a launch of explicit threads.
static std::string kernelName(const ir::Program &P) {
  if (P.Run.K == ir::Launch::Kind::Kernel && P.Run.Kernel < P.Procs.size())
    return P.Procs[P.Run.Kernel].Name;
  return "";
}

std::string dotToSvg(const std::string &Dot, std::string &Error) {
  char In[] = "/tmp/scopecheck-dot-XXXXXX";
  int InFd = mkstemp(In);
  if (InFd < 0) {
    Error = std::string("cannot create a temporary file: ") +
            std::strerror(errno);
    return "";
  }
  std::string OutName = std::string(In) + ".svg";
  {
    std::ofstream F(In);
    F << Dot;
  }
  ::close(InFd);
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_addopen(&Actions, STDOUT_FILENO, OutName.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&Actions, STDERR_FILENO, "/dev/null",
                                   O_WRONLY, 0);
  const char *Argv[] = {"dot", "-Tsvg", In, nullptr};
  pid_t Pid;
  int E = posix_spawnp(&Pid, "dot", &Actions, nullptr,
                       const_cast<char *const *>(Argv), environ);
  posix_spawn_file_actions_destroy(&Actions);
  int Status = 0;
  if (E == 0)
    while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
    }
  std::string Svg;
  if (E != 0) {
    Error = "Graphviz's 'dot' is not installed (the graph is not drawn; "
            "--dot writes its DOT source)";
  } else if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0) {
    Error = "Graphviz's 'dot' failed to draw the graph";
  } else {
    std::ifstream F(OutName);
    std::stringstream SS;
    SS << F.rdbuf();
    Svg = SS.str();
    // Inline SVG starts at the <svg> element.
    size_t Start = Svg.find("<svg");
    Svg = Start == std::string::npos ? std::string() : Svg.substr(Start);
    if (Svg.empty())
      Error = "Graphviz's 'dot' wrote no SVG";
  }
  ::unlink(In);
  ::unlink(OutName.c_str());
  return Svg;
}

bool writeReportFiles(const Options &Opts, const ir::Program &P,
                      const checker::CheckResult &R, const std::string &Summary,
                      const std::string &Stats) {
  if (!Opts.Output.SarifFile.empty()) {
    checker::SarifInput In;
    In.Prog = &P;
    In.Result = &R;
    In.Kernel = kernelName(P);
    In.FullWitness = Opts.Output.FullWitness;
    if (Opts.Output.SarifFixes)
      addSarifFixes(Opts, R, In);
    std::ofstream Out(outputPath(Opts.Output.SarifFile));
    if (Out)
      checker::printSarif(Out, {In}, SCOPECHECK_VERSION);
    if (!Out) {
      printError("cannot write '" + Opts.Output.SarifFile + "'");
      return false;
    }
  }
  if (!Opts.Output.HtmlFile.empty()) {
    checker::HtmlInput In;
    In.Prog = &P;
    In.Result = &R;
    In.Kernel = kernelName(P);
    In.Summary = Summary;
    In.Stats = Stats;
    In.FullWitness = Opts.Output.FullWitness;
    for (ir::FileId F = 0; F < P.numFiles(); ++F) {
      std::ifstream Src(P.fileName(F));
      if (!Src)
        continue;
      std::stringstream SS;
      SS << Src.rdbuf();
      In.Sources[F] = SS.str();
    }
    for (const checker::Violation &V : R.Violations) {
      std::string Svg;
      if (V.Graph) {
        std::ostringstream Dot;
        checker::printDot(Dot, P, *V.Graph, V.GraphEvents);
        std::string Error;
        Svg = dotToSvg(Dot.str(), Error);
        if (!Error.empty())
          In.GraphNote = Error;
      } else if (In.GraphNote.empty()) {
        In.GraphNote = "the " + R.Engine +
                       " engine builds no execution graph for this finding";
      }
      In.GraphSvg.push_back(std::move(Svg));
    }
    std::ofstream Out(outputPath(Opts.Output.HtmlFile));
    if (Out)
      checker::printHtml(Out, In);
    if (!Out) {
      printError("cannot write '" + Opts.Output.HtmlFile + "'");
      return false;
    }
  }
  return true;
}

} // namespace scopecheck::cli
