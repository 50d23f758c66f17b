//===- cli/LaunchFile.h - Launch files and merged launch flags -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launches of a project run (`check --all-kernels`, docs/usage.md
/// "Projects"): a `scopecheck.toml` or `scopecheck.json` file beside the
/// kernel files maps kernel names to their launch flags, and
/// overlayLaunch() merges launch flags given at several places (command
/// line over launch file over the kernel file's `//--` lines).
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_CLI_LAUNCHFILE_H
#define SCOPECHECK_CLI_LAUNCHFILE_H

#include "cli/Options.h"

#include <map>
#include <string>
#include <vector>

namespace scopecheck::cli {

/// \p Over merged over \p Under into \p Merged: every flag \p Over gives
/// wins; `--arg`, `--buffer`, `--init` and `--bind` are merged by name;
/// `-I` and `-D` of both are kept (Under's first); Under's relative `-I`
/// directories and `--init NAME=@FILE` files are taken relative to \p Dir
/// (empty: as they are), and so is a relative `-p` directory; the -std of
/// Over's compile command wins. A work size of Over replaces Under's (its
/// `--local_size` Under's `--blockDim`, a grid flag Under's grid flags).
void overlayLaunch(const LaunchOptions &Over, const LaunchOptions &Under,
                   const std::string &Dir, LaunchOptions &Merged);

/// The launch file of the directory \p Dir: `scopecheck.toml`, else
/// `scopecheck.json`; empty when it has neither.
std::string findLaunchFile(const std::string &Dir);

/// Reads the launch file \p Path (TOML or JSON by its extension): a table
/// per kernel name whose keys are `blockDim`, `gridDim`, `local_size`,
/// `global_size`, `num_groups` (a number or a list of up to three),
/// `args` (a table of scalar values), `buffers` (sizes), `init` (a string
/// or a list of numbers), `bind` (strings) and `flags` (more launch flags,
/// a string or a list). Fills \p Kernels with each kernel's launch flags
/// spelt as on the command line (`--blockDim=16,16`, `--arg=n=8`, ...).
/// Returns false with "FILE:LINE: message"-style text in \p Error when
/// the file cannot be read or parsed or a key or value is not one of
/// those.
bool readLaunchFile(const std::string &Path,
                    std::map<std::string, std::vector<std::string>> &Kernels,
                    std::string &Error);

} // namespace scopecheck::cli

#endif // SCOPECHECK_CLI_LAUNCHFILE_H
