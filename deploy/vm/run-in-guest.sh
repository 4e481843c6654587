#!/usr/bin/env bash
# Builds an image around the given binaries, boots the virtual kiosk, runs the command in
# it, prints the guest's serial log, powers off and exits with the command's status
# (124 when it did not finish in time, 1 when the rig itself failed).
#
#   deploy/vm/run-in-guest.sh --binary .build/release/panel-app \
#       --command "panel-app run /root/demo.panel" --file demo.panel --timeout 60
#
# Options: --binary PATH (repeatable) --file SRC[:DEST] (repeatable) --command "..."
#   --timeout SECONDS (default 120) --display virtio|bochs --serial-log FILE --screendump FILE.png
#   --screendump-after SECONDS --vnc N --memory MIB --accel auto|tcg|kvm --quiet
set -euo pipefail
exec "$(dirname "$0")/kiosk.sh" run "$@"
