# lit configuration for scopecheck's file-based tests (tests/lit/**, and the
# IR files and kernels the suites reference).
import os
import lit.formats

config.name = "scopecheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ir", ".test", ".cu", ".cl", ".c"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.scopecheck_obj_root, "tests", "lit")

config.environment["PATH"] = os.pathsep.join(
    [config.scopecheck_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
# The front-end binary beside the slim `scopecheck` (cli/FrontendProcess.h);
# listed first, so that %scopecheck does not match its prefix.
config.substitutions.append(("%scopecheck-frontend", os.path.join(config.scopecheck_tools_dir, "scopecheck-frontend")))
config.substitutions.append(("%scopecheck", os.path.join(config.scopecheck_tools_dir, "scopecheck")))
config.substitutions.append(("%srcroot", config.scopecheck_src_root))

# Headless Chromium renders the HTML report in tests/lit/report (Debian's
# `chromium`, installed by scripts/setup.sh). Those tests need it to start;
# where it cannot, they are reported UNSUPPORTED and this says why.
import shutil
import subprocess
_chromium = shutil.which("chromium")
_chromium_error = "not installed (scripts/setup.sh installs it)"
if _chromium:
    try:
        _r = subprocess.run([_chromium, "--version"], capture_output=True, timeout=60)
        if _r.returncode == 0:
            config.available_features.add("chromium")
        else:
            _chromium_error = "'chromium --version' failed: " + _r.stderr.decode(errors="replace").strip()
    except (OSError, subprocess.TimeoutExpired) as _e:
        _chromium_error = "cannot start: %s" % _e
if "chromium" not in config.available_features:
    # scripts/test.sh (what CI runs) installs Chromium and sets this: there,
    # a Chromium that cannot start fails the suite instead of skipping.
    if os.environ.get("SCOPECHECK_REQUIRE_CHROMIUM"):
        lit_config.fatal("chromium %s, and SCOPECHECK_REQUIRE_CHROMIUM is set (scripts/test.sh)" % _chromium_error)
    lit_config.note("chromium %s: the HTML report tests that render the page are skipped" % _chromium_error)

# The distributed search (--distributed) is built when CMake found MPI.
# %mpirun: as root if need be, more ranks than cores allowed, no
# single-copy shared memory (containers often forbid it).
if getattr(config, "scopecheck_have_mpi", False) and shutil.which("mpirun"):
    config.available_features.add("mpi")
    config.substitutions.append(("%mpirun",
        "env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
        "OMPI_MCA_btl_vader_single_copy_mechanism=none "
        "mpirun --oversubscribe"))
