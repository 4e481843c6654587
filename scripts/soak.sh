#!/usr/bin/env bash
# Soak tests (docs/soak.md): panel-app's demo, greenhouse.json and each example program play
# their cycle script over and over, headless in simulated time, and the thermostat idles;
# a run fails when memory, time per cycle, open files, threads, the host's timers, modal
# layers or view nodes grew after its baseline cycle.
#
#   scripts/soak.sh full   10,000 cycles each, and a week idle (10,080 one-minute cycles)
#   scripts/soak.sh ci     300 cycles each, baseline at 100, and five hours idle
#
# Each report (text and JSON) is kept in $SOAK_OUT (default .build/soak). Prints a summary
# at the end; exits 1 when any run failed, 2 when one could not run at all.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

mode=${1:-ci}
case "$mode" in
    full) cycles=10000; idle_cycles=10080 ;;
    ci) cycles=300; idle_cycles=300 ;;
    *) echo "usage: scripts/soak.sh full|ci" >&2; exit 2 ;;
esac
baseline=100
out=${SOAK_OUT:-.build/soak}
mkdir -p "$out"

# Release builds, as on a kiosk: a debug build's cycle costs a hundred times more, and its
# memory and time are not what a kiosk sees.
for product in panel-app device-list thermostat greenhouse-dashboard settings floor-plan; do
    "$SWIFT" build -c release --static-swift-stdlib --product "$product" || exit 2
done
bin=$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path) || exit 2

# name|program|cycles|arguments (words split on spaces)
runs=(
    "demo|panel-app|$cycles|--script Tests/Soak/demo.txt"
    "greenhouse.json|panel-app|$cycles|--panel examples/greenhouse.json --script examples/greenhouse.soak.txt"
    "greenhouse-dashboard|greenhouse-dashboard|$cycles|--script examples/GreenhouseDashboard/soak.txt"
    "thermostat|thermostat|$cycles|--script examples/Thermostat/soak.txt"
    "thermostat-idle|thermostat|$idle_cycles|--script examples/Thermostat/soak-idle.txt"
    "device-list|device-list|$cycles|--script examples/DeviceList/soak.txt"
    "settings|settings|$cycles|--script examples/Settings/soak.txt"
    "floor-plan|floor-plan|$cycles|--script examples/FloorPlan/soak.txt"
)

# Whether the report's failures are all of time per cycle.
only_time_failed() {
    python3 -c 'import json, sys
failures = json.load(open(sys.argv[1]))["failures"]
sys.exit(0 if failures and all(f["check"] == "time" for f in failures) else 1)' "$1"
}

summary=()
worst=0
for run in "${runs[@]}"; do
    IFS='|' read -r name program count arguments <<<"$run"
    read -r -a words <<<"$arguments"
    # A run whose only failure is time per cycle is played again, up to twice: a cycle's
    # CPU time on a shared virtual machine drifts by a fifth either way with nothing
    # growing (the host's other guests are not seen as load), while work that really grows
    # fails every attempt. Memory, descriptors, threads, timers and views are judged once.
    for attempt in 1 2 3; do
        echo "== $name: $program soak ${words[*]} --cycles $count --baseline $baseline"
        # The report is kept; standard error (progress on a terminal, errors) goes straight out.
        "$bin/$program" soak "${words[@]}" --cycles "$count" --baseline "$baseline" --json "$out/$name.json" \
            | tee "$out/$name.txt"
        status=${PIPESTATUS[0]}
        echo
        [ "$status" -eq 1 ] && [ "$attempt" -lt 3 ] && only_time_failed "$out/$name.json" || break
        echo "(only time per cycle failed: attempt $((attempt + 1)) of 3)"
    done
    verdict=$(grep -E '^(PASS|FAIL): ' "$out/$name.txt" | sed 's/^PASS: .*/PASS/' | paste -sd ';' -)
    case "$status" in
        0) ;;
        1) [ "$worst" -lt 1 ] && worst=1 ;;
        *) worst=2 ;;
    esac
    if [ "$status" -gt 1 ] || [ -z "$verdict" ]; then
        verdict="ERROR (exit status $status, its message above)"
        worst=2
    fi
    summary+=("$(printf '  %-22s %s' "$name" "$verdict")")
done

echo "soak ($mode: $cycles cycles a program, baseline at cycle $baseline; the idle thermostat $idle_cycles minutes):"
printf '%s\n' "${summary[@]}"
echo "reports: $out/NAME.txt and NAME.json"
exit "$worst"
