//===- translate/Translate.cpp - CUDA front-end driver --------------------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs Clang on a `.cu` file in device-only CUDA mode against the embedded
/// model headers, forwards Clang's errors as our diagnostics, selects the
/// kernel and hands it to KernelTranslator.
///
//===----------------------------------------------------------------------===//

#include "translate/Translate.h"

#include "translate/C11Program.h"
#include "translate/ClangInvocation.h"
#include "translate/ExprDepth.h"
#include "translate/KernelTranslator.h"

#include "ir/Verifier.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cctype>
#include <cstring>
#include <utility>

using namespace clang;

namespace scopecheck::translate {

namespace {

/// Forwards Clang's errors (and the notes attached to them) to our
/// DiagnosticEngine. Warnings are dropped: they are mostly about host code
/// and C++ style, which are not ours to judge.
class ForwardingConsumer : public DiagnosticConsumer {
public:
  explicit ForwardingConsumer(ir::DiagnosticEngine &Diags) : Diags(Diags) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    ir::DiagLevel L;
    if (Level >= DiagnosticsEngine::Error) {
      L = ir::DiagLevel::Error;
      Forwarding = true;
    } else if (Level == DiagnosticsEngine::Note && Forwarding) {
      L = ir::DiagLevel::Note;
    } else {
      if (Level != DiagnosticsEngine::Note)
        Forwarding = false;
      return;
    }
    llvm::SmallString<128> Msg;
    Info.FormatDiagnostic(Msg);
    // Clang rejects a kernel launch in device code (dynamic parallelism)
    // with a message that does not say so.
    llvm::StringRef M = Msg;
    if (L == ir::DiagLevel::Error &&
        M.starts_with("reference to __global__ function '") &&
        M.ends_with(" function")) {
      llvm::StringRef Kernel = M.drop_front(34).split('\'').first;
      Msg = ("launch of kernel '" + Kernel +
             "' from device code (dynamic parallelism) is not supported")
                .str();
    }
    std::string File;
    uint32_t Line = 0, Col = 0;
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      const SourceManager &SM = Info.getSourceManager();
      PresumedLoc PL = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
      if (PL.isValid()) {
        File = PL.getFilename();
        Line = PL.getLine();
        Col = PL.getColumn();
      }
    }
    Diags.report(L, std::move(File), Line, Col, std::string(Msg.str()));
  }

private:
  ir::DiagnosticEngine &Diags;
  bool Forwarding = false;
};

/// Collects the kernels defined in \p DC and its namespaces, with the
/// instantiations of kernel templates.
/// The kernels defined in \p DC (and its namespaces) into \p Out; kernel
/// templates with a definition but no instantiation into \p Templates.
void collectKernels(const DeclContext *DC,
                    std::vector<const FunctionDecl *> &Out,
                    std::vector<const FunctionTemplateDecl *> &Templates) {
  for (const Decl *D : DC->decls()) {
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if ((FD->hasAttr<CUDAGlobalAttr>() || FD->hasAttr<OpenCLKernelAttr>()) &&
          FD->doesThisDeclarationHaveABody())
        Out.push_back(FD);
    } else if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D)) {
      bool Any = false;
      for (const FunctionDecl *Spec : FTD->specializations())
        if (Spec->hasAttr<CUDAGlobalAttr>() && Spec->hasBody()) {
          Out.push_back(Spec);
          Any = true;
        }
      const FunctionDecl *Pattern = FTD->getTemplatedDecl();
      if (!Any && Pattern->hasAttr<CUDAGlobalAttr>() &&
          Pattern->doesThisDeclarationHaveABody())
        Templates.push_back(FTD);
    } else if (const auto *Inner = dyn_cast<DeclContext>(D)) {
      if (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D) ||
          isa<ExportDecl>(D))
        collectKernels(Inner, Out, Templates);
    }
  }
}

/// The name of kernel \p K as users write it: `reduce` for a function,
/// `reduce<int>` for an instantiation of a kernel template (with its
/// namespaces when \p Qualified).
std::string kernelName(const FunctionDecl *K, bool Qualified) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy Policy(K->getASTContext().getLangOpts());
  Policy.SuppressScope = !Qualified;
  K->getNameForDiagnostic(OS, Policy, Qualified);
  return OS.str();
}

std::string joinNames(const std::vector<const FunctionDecl *> &Kernels) {
  std::string S;
  for (const FunctionDecl *K : Kernels) {
    if (!S.empty())
      S += ", ";
    S += kernelName(K, /*Qualified=*/false);
  }
  return S;
}

/// \p S without white space, without the suffixes of integer template
/// arguments and with `int` dropped after `unsigned`, `signed`, `short` and
/// `long`, so that `reduce<int,4>` names `reduce<int, 4>` and
/// `reduce<int, 128U>`, and `scan<unsigned,64>` names `scan<unsigned int,
/// 64U>`.
std::string squeeze(llvm::StringRef S) {
  std::string Out;
  std::string PrevWord, Word;
  auto IsIdent = [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_';
  };
  for (size_t I = 0; I <= S.size(); ++I) {
    char C = I < S.size() ? S[I] : ' ';
    if (IsIdent(C)) {
      Word += C;
      continue;
    }
    if (!Word.empty()) {
      bool Redundant = Word == "int" &&
                       (PrevWord == "unsigned" || PrevWord == "signed" ||
                        PrevWord == "short" || PrevWord == "long");
      if (!Redundant)
        Out += Word;
      PrevWord = Word;
      Word.clear();
    }
    if (!isspace(static_cast<unsigned char>(C))) {
      Out += C;
      PrevWord.clear();
    }
  }
  std::string NoSuffix;
  for (size_t I = 0; I < Out.size(); ++I) {
    char C = Out[I];
    if ((C == 'u' || C == 'U' || C == 'l' || C == 'L') && !NoSuffix.empty()) {
      // Drop a run of suffix letters after a number.
      size_t J = I;
      while (J < Out.size() && strchr("uUlL", Out[J]))
        ++J;
      size_t K = NoSuffix.size();
      while (K > 0 && isdigit(static_cast<unsigned char>(NoSuffix[K - 1])))
        --K;
      bool Number =
          K < NoSuffix.size() &&
          (K == 0 || !(isalnum(static_cast<unsigned char>(NoSuffix[K - 1])) ||
                       NoSuffix[K - 1] == '_'));
      if (Number && (J == Out.size() || Out[J] == ',' || Out[J] == '>')) {
        I = J - 1;
        continue;
      }
    }
    NoSuffix += C;
  }
  return NoSuffix;
}

/// Does `--kernel=\p Name` name kernel \p K? By its name (`reduce`, all
/// instantiations of a template), its name with template arguments
/// (`reduce<int>`), each optionally with its namespaces (`ns::reduce`).
bool namesKernel(llvm::StringRef Name, const FunctionDecl *K) {
  std::string N = squeeze(Name);
  return N == K->getNameAsString() || N == K->getQualifiedNameAsString() ||
         N == squeeze(kernelName(K, false)) ||
         N == squeeze(kernelName(K, true));
}

} // namespace

std::unique_ptr<ir::Program> translateSource(const std::string &Code,
                                             const std::string &FileName,
                                             const TranslateOptions &Opts,
                                             ir::DiagnosticEngine &Diags) {
  ForwardingConsumer Consumer(Diags);
  unsigned ErrorsBefore = Diags.numErrors();
  std::unique_ptr<ASTUnit> AST = buildCudaAST(Code, FileName, Opts, Consumer);
  if (!AST || Consumer.getNumErrors() != 0 ||
      Diags.numErrors() != ErrorsBefore) {
    if (Diags.numErrors() == ErrorsBefore)
      Diags.error(FileName, 0, 0, "cannot parse the file");
    return nullptr;
  }

  ASTContext &Ctx = AST->getASTContext();
  std::vector<const FunctionDecl *> Kernels;
  std::vector<const FunctionTemplateDecl *> Templates;
  collectKernels(Ctx.getTranslationUnitDecl(), Kernels, Templates);
  if (Opts.KernelNames) {
    for (const FunctionDecl *K : Kernels) {
      std::string Short = kernelName(K, false);
      unsigned Same = 0;
      for (const FunctionDecl *O : Kernels)
        Same += namesKernel(Short, O);
      Opts.KernelNames->push_back(Same > 1 ? kernelName(K, true) : Short);
    }
    return nullptr;
  }
  const FunctionDecl *Kernel = nullptr;
  if (Kernels.empty() && !Templates.empty()) {
    // A header of kernel templates (`stencil.cuh`): nothing instantiates
    // them here, so there is no kernel to check; say where they are and
    // how to get one.
    const SourceManager &SM = Ctx.getSourceManager();
    const FunctionTemplateDecl *T = Templates.front();
    PresumedLoc PL = SM.getPresumedLoc(SM.getFileLoc(T->getLocation()));
    std::string Name = T->getQualifiedNameAsString();
    Diags.error(PL.isValid() ? PL.getFilename() : FileName,
                PL.isValid() ? PL.getLine() : 0,
                PL.isValid() ? PL.getColumn() : 0,
                "kernel template '" + Name +
                    "' is not instantiated in this file: check the file "
                    "that launches it (" +
                    T->getNameAsString() +
                    "<...><<<...>>>), or instantiate it explicitly "
                    "(template __global__ void " +
                    T->getNameAsString() + "<...>(...);)");
    return nullptr;
  }
  if (Kernels.empty()) {
    Diags.error(FileName, 0, 0,
                Opts.Language == SourceLanguage::OpenCl
                    ? "no __kernel function defined in the file"
                    : "no __global__ kernel defined in the file");
    return nullptr;
  }
  if (!Opts.Kernel.empty()) {
    std::vector<const FunctionDecl *> Matches;
    for (const FunctionDecl *K : Kernels)
      if (namesKernel(Opts.Kernel, K))
        Matches.push_back(K);
    if (Matches.empty()) {
      Diags.error(FileName, 0, 0,
                  "no kernel named '" + Opts.Kernel +
                      "' in the file; its kernels are: " + joinNames(Kernels));
      return nullptr;
    }
    if (Matches.size() > 1) {
      // Instantiations of one template, or kernels of one name in several
      // namespaces: the full names tell them apart.
      std::vector<std::string> Full;
      for (const FunctionDecl *K : Matches)
        Full.push_back(kernelName(K, /*Qualified=*/true));
      bool Qualify = false;
      for (size_t I = 0; I < Matches.size(); ++I)
        for (size_t J = 0; J < I; ++J)
          Qualify |=
              kernelName(Matches[I], false) == kernelName(Matches[J], false);
      std::string List;
      for (size_t I = 0; I < Matches.size(); ++I)
        List += (I ? ", " : "") +
                (Qualify ? Full[I] : kernelName(Matches[I], false));
      Diags.error(FileName, 0, 0,
                  "several kernels are named '" + Opts.Kernel + "' (" + List +
                      "); choose one with --kernel='" +
                      (Qualify ? Full[0] : kernelName(Matches[0], false)) +
                      "'");
      return nullptr;
    }
    Kernel = Matches[0];
  } else if (Kernels.size() > 1) {
    Diags.error(FileName, 0, 0,
                "the file defines several kernels (" + joinNames(Kernels) +
                    "); choose one with --kernel=NAME");
    return nullptr;
  } else {
    Kernel = Kernels[0];
  }

  auto P = std::make_unique<ir::Program>();
  KernelTranslator T(Ctx, *P, Diags, Opts);
  if (const Expr *Deep = firstTooDeepExpr(Ctx, MaxClangExprDepth)) {
    Diags.report(ir::DiagLevel::Error, *P, T.loc(Deep->getExprLoc()),
                 "expression too deep: more than " +
                     std::to_string(MaxClangExprDepth) +
                     " nested operations are not supported");
    return nullptr;
  }
  // OpenCL's __attribute__((reqd_work_group_size(X, Y, Z))): the kernel
  // may only be launched with that work-group size. (The symbolic engine's
  // placeholder launch is not a launch.)
  if (const auto *R = Kernel->getAttr<ReqdWorkGroupSizeAttr>();
      R && !Opts.PlaceholderArgs &&
      (R->getXDim() != Opts.Block.X || R->getYDim() != Opts.Block.Y ||
       R->getZDim() != Opts.Block.Z)) {
    auto Text = [](unsigned X, unsigned Y, unsigned Z) {
      return "[" + std::to_string(X) + "," + std::to_string(Y) + "," +
             std::to_string(Z) + "]";
    };
    Diags.report(ir::DiagLevel::Error, *P, T.loc(R->getLocation()),
                 "the launch's work-group size " +
                     Text(Opts.Block.X, Opts.Block.Y, Opts.Block.Z) +
                     " differs from the kernel's reqd_work_group_size" +
                     Text(R->getXDim(), R->getYDim(), R->getZDim()) +
                     " (give --local_size=" + std::to_string(R->getXDim()) +
                     "," + std::to_string(R->getYDim()) + "," +
                     std::to_string(R->getZDim()) + ")");
    return nullptr;
  }
  if (Opts.Block.count() > 1024) {
    ir::SourceLoc L = T.loc(Kernel->getLocation());
    Diags.report(ir::DiagLevel::Warning, *P, L,
                 "a block of " + std::to_string(Opts.Block.count()) +
                     " threads is larger than any GPU allows (1024); "
                     "checking it anyway");
  }
  if (!T.translateKernel(Kernel))
    return nullptr;
  if (Opts.VolatileRelaxed)
    ir::setVolatileReading(*P, /*Relaxed=*/true);
  // What the front-end cannot see locally, the verifier does: a `goto`
  // into a loop makes the CFG irreducible. It also guards the contract
  // that a returned program is well formed.
  if (!ir::verifyProgram(*P, Diags))
    return nullptr;
  return P;
}

std::unique_ptr<ir::Program> translateC11Source(const std::string &Code,
                                                const std::string &FileName,
                                                const TranslateOptions &Opts,
                                                ir::DiagnosticEngine &Diags) {
  ForwardingConsumer Consumer(Diags);
  unsigned ErrorsBefore = Diags.numErrors();
  std::unique_ptr<ASTUnit> AST = buildC11AST(Code, FileName, Opts, Consumer);
  if (!AST || Consumer.getNumErrors() != 0 ||
      Diags.numErrors() != ErrorsBefore) {
    if (Diags.numErrors() == ErrorsBefore)
      Diags.error(FileName, 0, 0, "cannot parse the file");
    return nullptr;
  }
  ASTContext &Ctx = AST->getASTContext();
  if (const Expr *Deep = firstTooDeepExpr(Ctx, MaxClangExprDepth)) {
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc PL = SM.getPresumedLoc(SM.getFileLoc(Deep->getExprLoc()));
    Diags.error(PL.isValid() ? PL.getFilename() : FileName,
                PL.isValid() ? PL.getLine() : 0,
                PL.isValid() ? PL.getColumn() : 0,
                "expression too deep: more than " +
                    std::to_string(MaxClangExprDepth) +
                    " nested operations are not supported");
    return nullptr;
  }
  std::unique_ptr<ir::Program> P =
      translateC11Program(Ctx, FileName, Opts, Diags);
  if (!P || Diags.numErrors() != ErrorsBefore || !ir::verifyProgram(*P, Diags))
    return nullptr;
  return P;
}

std::unique_ptr<ir::Program> translateC11File(const std::string &Path,
                                              const TranslateOptions &Opts,
                                              ir::DiagnosticEngine &Diags) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf) {
    Diags.error(Path, 0, 0,
                "cannot read the file: " + Buf.getError().message());
    return nullptr;
  }
  return translateC11Source((*Buf)->getBuffer().str(), Path, Opts, Diags);
}

bool splitShellWords(const std::string &TextS, std::vector<std::string> &Words,
                     std::string &Error) {
  llvm::StringRef Text = TextS;
  std::string Word;
  bool InWord = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == ' ' || C == '\t' || C == '\r') {
      if (InWord)
        Words.push_back(Word);
      Word.clear();
      InWord = false;
      continue;
    }
    InWord = true;
    if (C == '\\') {
      // Outside quotes a backslash takes the next character literally.
      if (I + 1 < Text.size())
        Word += Text[++I];
      continue;
    }
    if (C == '\'') {
      // Single quotes: everything up to the next one, literally.
      size_t End = Text.find('\'', I + 1);
      if (End == llvm::StringRef::npos) {
        Error = "unterminated ' quote";
        return false;
      }
      Word += Text.slice(I + 1, End).str();
      I = End;
      continue;
    }
    if (C == '"') {
      // Double quotes: a backslash escapes only ", \\, $ and `, as in sh.
      size_t J = I + 1;
      for (; J < Text.size() && Text[J] != '"'; ++J) {
        if (Text[J] == '\\' && J + 1 < Text.size() &&
            llvm::StringRef("\"\\$`").contains(Text[J + 1]))
          ++J;
        Word += Text[J];
      }
      if (J >= Text.size()) {
        Error = "unterminated \" quote";
        return false;
      }
      I = J;
      continue;
    }
    Word += C;
  }
  if (InWord)
    Words.push_back(Word);
  return true;
}

std::vector<std::string> launchCommentFlags(const std::string &Code,
                                            std::string *Error) {
  std::vector<std::string> Flags;
  llvm::StringRef Rest = Code;
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef L = Line.trim();
    if (L.empty())
      continue;
    if (!L.starts_with("//"))
      break;
    L = L.drop_front(2);
    if (!L.starts_with("--"))
      continue;
    std::string Why;
    if (!splitShellWords(L.str(), Flags, Why) && Error && Error->empty())
      *Error = Why + " in '//" + L.str() + "'";
  }
  return Flags;
}

std::unique_ptr<ir::Program> translateFile(const std::string &Path,
                                           const TranslateOptions &Opts,
                                           ir::DiagnosticEngine &Diags) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf) {
    Diags.error(Path, 0, 0,
                "cannot read the file: " + Buf.getError().message());
    return nullptr;
  }
  return translateSource((*Buf)->getBuffer().str(), Path, Opts, Diags);
}

} // namespace scopecheck::translate
