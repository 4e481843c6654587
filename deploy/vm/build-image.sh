#!/usr/bin/env bash
# Builds (or reuses from the cache under .build/vm) the virtual kiosk's kernel and
# initramfs and prints their paths as JSON. `build-image.sh --help` lists the options.
set -euo pipefail
exec "$(dirname "$0")/kiosk.sh" image "$@"
