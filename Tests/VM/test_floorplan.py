"""The floor-plan example (examples/FloorPlan) on a real kernel: two fingers on a uinput
multitouch touchscreen zoom and turn the plan.

`floor-plan simulate` makes a virtual touchscreen and plays two fingers (slots 0 and 1)
spreading to twice their distance while the second goes a quarter turn round the first;
the program, running on KMS, reads them through evdev as any touchscreen. What it reports
("floor-plan: zoom 2.00 turn 90° ...") goes to a log file in the guest, and the screen
must then equal the headless snapshot of the same touches, made on the host.
"""

import math
import os
import subprocess
import tempfile

from vmtest import Skip, check

import kiosk
import paneltest

WIDTH, HEIGHT = 800, 480
PROGRAM = "floor-plan"
LOG = f"/tmp/{PROGRAM}.log"


def find_program():
    for kind in ("release", "debug"):
        path = os.path.join(paneltest.REPO, ".build", kind, PROGRAM)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise Skip(f"no {PROGRAM} binary (make test-vm builds it)")


def pinch_and_turn():
    """Two fingers 100 px apart about the centre; the second spreads to 200 px and goes a
    quarter turn round the first, then both lift."""
    lines = ["wait 0.5", "down 0 350 240", "down 1 450 240", "wait 0.05"]
    for step in range(1, 11):
        angle, radius = step / 10 * math.pi / 2, 100 + 10 * step
        lines += [f"move 1 {350 + round(radius * math.cos(angle))} {240 + round(radius * math.sin(angle))}", "wait 0.03"]
    lines += ["up 1", "wait 0.05", "up 0", "wait 0.5"]
    return lines


def headless_after(lines):
    """The program's headless frame after the script, as a Frame."""
    with tempfile.TemporaryDirectory() as directory:
        script, ppm = os.path.join(directory, "pinch.touch"), os.path.join(directory, "after.ppm")
        with open(script, "w") as f:
            f.write("\n".join(lines) + "\n")
        result = subprocess.run([find_program(), "snapshot", "--size", f"{WIDTH}x{HEIGHT}", "--script", script,
                                 "--output", ppm], capture_output=True, text=True, timeout=600)
        check(result.returncode == 0 and os.path.exists(ppm),
              f"{PROGRAM} snapshot failed: {(result.stderr or result.stdout).strip()[-400:]}")
        return kiosk.read_ppm(ppm)


def boot():
    return {"command": f"{PROGRAM} --display kms --card /dev/dri/card0 > {LOG} 2>&1; while true; do sleep 60; done",
            "binaries": [[find_program(), PROGRAM]], "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def log(vm):
    return vm.guest_run(f"cat {LOG}")[1]


def scenario_two_fingers_zoom_and_turn_the_plan(vm):
    lines = pinch_and_turn()
    expected = headless_after(lines)
    paneltest.wait_until(lambda: "first frame shown" in log(vm), 180, "the floor plan did not show its first frame on KMS")
    script = "\n".join(lines)
    status, output = vm.guest_run(f"printf '%s\\n' '{script}' > /tmp/pinch.touch")
    check(status == 0, f"could not write the script in the guest: {output}")
    status, output = vm.guest_run(
        f"{PROGRAM} simulate --size {WIDTH}x{HEIGHT} --settle 2 --script /tmp/pinch.touch 2>&1", timeout=90)
    check(status == 0, f"{PROGRAM} simulate failed ({status}):\n{output}")
    paneltest.wait_until(lambda: "floor-plan: zoom 2.00 turn 90° pan 0 0" in log(vm), 30,
                         f"the two fingers did not zoom the plan twice and turn it a quarter:\n{log(vm)[-800:]}")
    check("floor-plan: zoom 2.00 turn 0° pan 0 0" in log(vm), f"the pinch's zoom was not reported first:\n{log(vm)[-800:]}")
    # The screen on KMS is the headless frame of the same touches, exactly.
    paneltest.wait_for_screen(vm, expected, timeout=30)
