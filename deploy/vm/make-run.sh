#!/usr/bin/env bash
# `make run`: shows PROGRAM on this machine's display when a DRM output is connected and
# no desktop session holds it; otherwise boots the virtual kiosk with VNC on 127.0.0.1
# and prints how to see and touch it and how to save a screenshot. Files given with
# --file keep their paths in the guest, and so does the working directory, so one
# command line serves both.
#
#   deploy/vm/make-run.sh [--vm|--local] [--vnc N] [--display virtio|bochs|both] \
#       [--file PATH]... [--] PROGRAM [ARGS...]
# Without PROGRAM it shows the KMS test pattern (deploy/vm/kms-pattern.c).
set -euo pipefail
exec "$(dirname "$0")/kiosk.sh" show "$@"
