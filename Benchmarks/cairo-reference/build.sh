#!/usr/bin/env bash
# Builds the cairo reference with gcc and pkg-config (Debian: libcairo2-dev, libfreetype-dev;
# `scripts/install-deps.sh bench` installs them). Usage: Benchmarks/cairo-reference/build.sh [OUTPUT]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
output="${1:-$here/cairo-reference}"
if ! pkg-config --exists cairo freetype2; then
    echo "cairo-reference: cairo or freetype2 development files are missing; run scripts/install-deps.sh bench" >&2
    exit 1
fi
# -O2 as Debian builds cairo itself; no -march=native, so the figures match a portable build.
gcc -std=c11 -O2 -Wall -Wextra -o "$output" "$here/cairo_reference.c" $(pkg-config --cflags --libs cairo freetype2) -lm
echo "built $output"
