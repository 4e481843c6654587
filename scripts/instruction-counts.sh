#!/usr/bin/env bash
# Instructions (callgrind) spent by a release panel-app on the benchmark's scenes, per
# scene: applying input, touches or keys (ViewHost.send), updating frames (ViewHost.update: bodies, layout,
# display list, animation, damage) and rasterising them (DisplayListRenderer.draw of the
# region to draw; a scroll's shift of the viewport's pixels, Surface.apply, is not in it).
# Instruction counts do not depend on the machine's load, so two builds can be compared
# on a busy machine; the bench's virtual clock (work takes no time) draws the same frames
# under callgrind as anywhere. Usage: scripts/instruction-counts.sh [PANEL_APP] [SCENE...]
# (default: .build/release/panel-app; scenes toggle press dense typing; any of `bench --list`,
# such as paths and livechart, the path rasteriser's and a live chart's; typing's input is
# key presses into text fields). Writes only in a
# temporary folder of its own.
set -euo pipefail
app=${1:-.build/release/panel-app}
shift || true
scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(toggle press dense typing)
command -v valgrind >/dev/null || { echo "instruction-counts: valgrind is not installed (apt install valgrind)" >&2; exit 2; }
[ -x "$app" ] || { echo "instruction-counts: no executable at $app (make release)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One run per scene; each count is inclusive (a function with everything it calls), from
# scripts/callgrind-inclusive.py.
measure() { # scene -> "input updates draws"
    valgrind --tool=callgrind --callgrind-out-file="$work/out" \
        "$app" bench --scene "$1" --size 800x480 --clock virtual --json "$work/bench.json" >/dev/null 2>"$work/log" \
        || { echo "instruction-counts: the $1 scene failed under valgrind:" >&2; cat "$work/log" >&2; exit 1; }
    python3 "$(dirname "$0")/callgrind-inclusive.py" "$work/out" \
        'ViewHostC4send' 'ViewHostC6update2at' 'DisplayListRendererC4draw_4into6region' | paste -sd ' '
}
printf '%-8s %16s %16s %16s\n' scene "input (Ir)" "updates (Ir)" "draws (Ir)"
for scene in "${scenes[@]}"; do
    read -r input updates draws < <(measure "$scene")
    printf '%-8s %16s %16s %16s\n' "$scene" "$input" "$updates" "$draws"
done
