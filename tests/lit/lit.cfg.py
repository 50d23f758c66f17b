# lit configuration for scopecheck's file-based tests (tests/lit/**, and the
# IR files and kernels the suites reference).
import os
import lit.formats

config.name = "scopecheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ir", ".test", ".cu", ".cl"]
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
