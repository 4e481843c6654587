#!/usr/bin/env bash
# Boots the virtual kiosk with a VNC server on 127.0.0.1:5900+N and keeps it up until
# Ctrl-C, printing how to see and touch it and how to save a screenshot. For `make run`
# on a machine without a free DRM device.
#
#   deploy/vm/run-vnc.sh --binary .build/release/panel-app --command "panel-app run /root/demo.panel" \
#       --file Examples/demo.panel:/root/demo.panel [--vnc 0] [--display virtio|bochs]
set -euo pipefail
exec "$(dirname "$0")/kiosk.sh" vnc "$@"
