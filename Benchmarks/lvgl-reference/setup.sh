#!/usr/bin/env bash
# Makes the LVGL reference's Python environment: a venv in build/venv with LVGL 9.5 as
# PyPI's pydevices-lvgl wheel (a compiled `lvgl` module; manylinux wheels for CPython 3.11,
# 3.12 and 3.13 on x86_64). Nothing of LVGL is kept in the repository.
# Usage: Benchmarks/lvgl-reference/setup.sh [PYTHON]   (default: Debian's python3)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python="${1:-${LVGL_PYTHON:-/usr/bin/python3}}"
version="9.5.37"
venv="$here/build/venv"
if ! "$python" -c 'import sys; sys.exit(0 if (3, 11) <= sys.version_info[:2] <= (3, 13) else 1)'; then
    echo "lvgl-reference: $python is $("$python" --version 2>&1); the wheel needs CPython 3.11, 3.12 or 3.13" >&2
    exit 1
fi
if [ ! -x "$venv/bin/python" ]; then
    if ! "$python" -m venv "$venv"; then
        echo "lvgl-reference: could not make a venv; on Debian install python3-venv" >&2
        exit 1
    fi
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(0 if m.version('pydevices-lvgl') == '$version' else 1)" 2>/dev/null; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "pydevices-lvgl==$version"
fi
"$venv/bin/python" -c 'import lvgl as lv; print("lvgl-reference: LVGL %d.%d.%d in %s" % (lv.version_major(), lv.version_minor(), lv.version_patch(), lv.__file__))'
