#!/usr/bin/env bash
# Prepares a Debian 12 machine for scopecheck and builds it: installs the
# packages below that are missing (apt-get update only when something is),
# then configures build/ with CMake + Ninja and builds every target.
# Idempotent: a second run installs nothing and rebuilds only what changed.
#
# Environment:
#   SCOPECHECK_BUILD_DIR  build directory (default: build)
#   SCOPECHECK_JOBS       parallel build jobs (default: ninja's choice)
#   SCOPECHECK_CXX        C++ compiler (default: CMake's choice, g++); with
#                         clang++-19 the C compiler is clang-19
#   SCOPECHECK_SANITIZE   sanitizers to build with, e.g. address,undefined
#                         (default: none)
#   SCOPECHECK_FUZZ       ON: also build the libFuzzer targets of fuzz/, and
#                         everything with their instrumentation (clang++)
# ccache is used when installed (it is in the list below).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(
  cmake ninja-build g++ python3 ccache
  llvm-19-dev libclang-19-dev clang-19 llvm-19-tools libclang-rt-19-dev
  libboost-graph-dev libcli11-dev libgtest-dev libz3-dev
  # Optional for the build (found by CMake when there): the dpor engine's
  # --distributed search over MPI ranks, and mpirun for its tests.
  libopenmpi-dev openmpi-bin
  # Optional: the executables' malloc (CMake's SCOPECHECK_MALLOC: mimalloc
  # by default; tcmalloc to compare).
  libmimalloc2.0 libtcmalloc-minimal4
  # Not needed by scopecheck: installed so that every build exercises the
  # configuration LLVM's CMake files take when it is there (they run a C
  # check for histedit.h, which once failed our C++-only project).
  libedit-dev
  # The report tests (tests/lit/report): the SARIF schema validator, dot for
  # the HTML report's graph, headless Chromium to render that page.
  python3-jsonschema graphviz chromium fonts-dejavu-core
  # Launch files of `check --all-kernels` (header-only TOML and JSON readers).
  libtoml11-dev nlohmann-json3-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} > 0)); then
  echo "setup: installing ${missing[*]}"
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null; then
      sudo=(sudo)
    else
      echo "setup: error: missing packages (${missing[*]}) and not root" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update
  "${sudo[@]}" apt-get install -y "${missing[@]}"
fi

[[ -n ${SCOPECHECK_SETUP_PACKAGES_ONLY:-} ]] && exit 0

build_dir=${SCOPECHECK_BUILD_DIR:-build}
# Configuring again is cheap and picks up new source files and options.
cmake_args=(-DCMAKE_BUILD_TYPE=RelWithDebInfo)
if command -v ccache >/dev/null; then
  cmake_args+=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
if [[ -n ${SCOPECHECK_CXX:-} ]]; then
  cc=gcc
  [[ $SCOPECHECK_CXX == clang++* ]] && cc=${SCOPECHECK_CXX/clang++/clang}
  cmake_args+=(-DCMAKE_CXX_COMPILER="$SCOPECHECK_CXX" -DCMAKE_C_COMPILER="$cc")
fi
cmake_args+=(-DSCOPECHECK_SANITIZE="${SCOPECHECK_SANITIZE:-}")
cmake_args+=(-DSCOPECHECK_FUZZ="${SCOPECHECK_FUZZ:-OFF}")
cmake -S . -B "$build_dir" -G Ninja "${cmake_args[@]}" >/dev/null
ninja -C "$build_dir" ${SCOPECHECK_JOBS:+-j "$SCOPECHECK_JOBS"}
