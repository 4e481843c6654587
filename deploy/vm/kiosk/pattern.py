"""The smoke tests' payload: deploy/vm/kms-pattern.c, compiled with libdrm into the cache."""

import os
import shutil
import subprocess

from .errors import KioskError
from .image import VM_DIR, default_cache


def _compiler():
    return os.environ.get("CC") or next(
        (c for c in ("cc", "gcc", "clang", "/opt/swift/usr/bin/clang") if shutil.which(c)), None)


def build_kms_pattern(cache=None):
    """The path of the compiled kms-pattern, compiled again when its source changed."""
    source = os.path.join(VM_DIR, "kms-pattern.c")
    output = os.path.join(os.path.abspath(cache or default_cache()), "bin", "kms-pattern")
    if os.path.exists(output) and os.path.getmtime(output) >= os.path.getmtime(source):
        return output
    os.makedirs(os.path.dirname(output), exist_ok=True)
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libdrm"], check=True,
                               capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        raise KioskError("pkg-config cannot find libdrm: run scripts/install-deps.sh build")
    compiler = _compiler()
    if compiler is None:
        raise KioskError("no C compiler (cc, gcc or clang) to build kms-pattern.c")
    partial = f"{output}.{os.getpid()}.tmp"
    result = subprocess.run([compiler, "-O2", "-Wall", "-o", partial, source] + flags,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise KioskError(f"compiling {source} failed:\n{result.stderr}")
    os.replace(partial, output)
    return output
