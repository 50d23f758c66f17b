#!/usr/bin/env bash
# Prepares a Debian 12 machine for scopecheck and builds it: installs the
# packages below that are missing (apt-get update only when something is),
# then configures build/ with CMake + Ninja and builds every target.
# Idempotent: a second run installs nothing and rebuilds only what changed.
#
# Environment:
#   SCOPECHECK_BUILD_DIR  build directory (default: build)
#   SCOPECHECK_JOBS       parallel build jobs (default: ninja's choice)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(
  cmake ninja-build g++ python3
  llvm-19-dev libclang-19-dev clang-19 llvm-19-tools
  libboost-graph-dev libcli11-dev libgtest-dev libz3-dev
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

build_dir=${SCOPECHECK_BUILD_DIR:-build}
# Configuring again is cheap and picks up new source files and options.
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
ninja -C "$build_dir" ${SCOPECHECK_JOBS:+-j "$SCOPECHECK_JOBS"}
