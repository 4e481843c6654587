"""`panel-app bench --display kms` in the virtual kiosk: the scenes run on KMS with real
page flips, touches travel through a uinput touchscreen and evdev, and the report, its
JSON and its plot come out. Also reports the peak memory of the demo kiosk on KMS.

Timings here are an emulator's (QEMU TCG): the test checks that each scene ran and what
it measured, never how fast.
"""

import json
import re

import paneltest
from vmtest import check

WIDTH, HEIGHT = 800, 480


def boot():
    return {"command": "while true; do sleep 60; done",
            "binaries": [[paneltest.find_panel_app(), "panel-app"]],
            "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def scenario_scenes_run_on_kms_with_touches_through_uinput(vm):
    status, output = vm.guest_run(
        f"panel-app bench --display kms --scene idle toggle press dense --size {WIDTH}x{HEIGHT} "
        "--json /tmp/bench.json --plot /tmp/bench.png", timeout=240)
    check(status == 0, f"panel-app bench failed on KMS (status {status}):\n{output}")
    check(re.search(r"^toggle 800x480\s+\d+", output, re.M), f"the table has no toggle row:\n{output}")
    status, text = vm.guest_run("cat /tmp/bench.json", timeout=60)
    check(status == 0, f"no JSON report: {text}")
    report = json.loads(text)
    check(report["display"] == "kms" and report["clock"] == "real",
          f"the report says display {report['display']}, clock {report['clock']}")
    runs = {run["scene"]: run for run in report["runs"]}
    check(set(runs) == {"idle", "toggle", "press", "dense"}, f"scenes run: {sorted(runs)}")
    for run in runs.values():
        check((run["width"], run["height"]) == (WIDTH, HEIGHT), f"{run['scene']} ran at {run['width']}x{run['height']}")
    check(runs["idle"]["frames"] == 0, f"the idle scene drew {runs['idle']['frames']} frames")
    for name in ("toggle", "press", "dense"):
        run = runs[name]
        check(run["frames"] > 0, f"{name} drew no frame on KMS")
        check(run["input_to_flip"]["count"] > 0,
              f"{name}: no touch written to the virtual touchscreen reached a flip")
        check(any("uinput" in note for note in run["notes"]), f"{name}: notes {run['notes']}")
        waits = run["phases"].get("flip_wait")
        check(waits and waits["count"] > 0, f"{name}: no flip event was timed: {run['phases'].keys()}")
    # The slide of the toggle's knob takes several frames per tap.
    check(runs["toggle"]["frames"] >= 2 * runs["toggle"]["input_to_flip"]["count"],
          f"toggle: {runs['toggle']['frames']} frames for {runs['toggle']['input_to_flip']['count']} touches")
    status, listing = vm.guest_run("ls -l /tmp/bench.png && head -c 8 /tmp/bench.png | od -An -c", timeout=30)
    check(status == 0 and "P   N   G" in listing, f"no PNG plot: {listing}")


def scenario_demo_kiosk_peak_memory_on_kms(vm):
    # The demo at 800x480 on KMS, touched by nothing: its peak resident memory once shown.
    status, output = vm.guest_run(
        f"panel-app run --display kms --mode {WIDTH}x{HEIGHT} --input none > /tmp/run.log 2>&1 & "
        "pid=$!; sleep 4; grep -E 'VmHWM|VmRSS' /proc/$pid/status; kill $pid; wait $pid; echo exit=$?; "
        "grep -m1 'display ' /tmp/run.log",
        timeout=60)
    check(status == 0, f"could not run the demo: {output}")
    peak = re.search(r"VmHWM:\s+(\d+) kB", output)
    check(peak, f"no VmHWM for the demo kiosk:\n{output}")
    check("exit=0" in output, f"the demo did not stop cleanly on SIGTERM:\n{output}")
    print(f"     demo kiosk on KMS at {WIDTH}x{HEIGHT}: peak RSS {int(peak.group(1)) / 1024:.1f} MB")
    # The kiosk says how its display draws: in the back buffer, or copied from a shadow.
    drawing = re.search(r"display \d+x\d+ rotated \S+, frames (drawn in the back buffer|copied from a shadow)", output)
    check(drawing, f"the kiosk did not say how its display draws:\n{output}")
    print(f"     virtio-gpu: frames {drawing.group(1)}")
