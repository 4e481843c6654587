#!/usr/bin/env bash
# Instructions (callgrind) spent by a release panel-app on the benchmark's touch scenes:
# applying touches (ViewHost.send) and drawing frames (the bench's renderFrame), per scene.
# Instruction counts do not depend on the machine's load, so two builds can be compared
# on a busy machine. Usage: scripts/instruction-counts.sh [PANEL_APP] [SCENE...]
# (default: .build/release/panel-app; scenes toggle press dense). Writes only in a
# temporary folder of its own.
set -euo pipefail
app=${1:-.build/release/panel-app}
shift || true
scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(toggle press dense)
command -v valgrind >/dev/null || { echo "instruction-counts: valgrind is not installed (apt install valgrind)" >&2; exit 2; }
[ -x "$app" ] || { echo "instruction-counts: no executable at $app (make release)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count() { # scene, symbol pattern -> instructions collected inside the pattern
    valgrind --tool=callgrind --callgrind-out-file="$work/out" --toggle-collect="$2" \
        "$app" bench --scene "$1" --size 800x480 --json "$work/bench.json" >/dev/null 2>"$work/log"
    callgrind_annotate "$work/out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
}
printf '%-8s %18s %18s\n' scene "touches (Ir)" "frames (Ir)"
for scene in "${scenes[@]}"; do
    printf '%-8s %18s %18s\n' "$scene" "$(count "$scene" '*ViewHostC4send*')" \
        "$(count "$scene" '*BenchFrameProducerC06renderD02at4into*')"
done
