#!/usr/bin/env bash
# The virtual kiosk's command line (the Python package beside this script, kiosk/):
#   run         boot, run a command, power off (run-in-guest.sh)
#   vnc, show   boot with VNC on 127.0.0.1 until stopped (run-vnc.sh, make-run.sh)
#   image       build or reuse the kernel and initramfs (build-image.sh)
#   screendump, tap, guest   drive a running kiosk
# `kiosk.sh COMMAND --help` lists each command's options.
set -euo pipefail
exec python3 "$(dirname "$0")/kiosk" "$@"
