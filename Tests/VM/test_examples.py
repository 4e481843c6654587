"""The example programs of examples/ on a real kernel: each one's first KMS frame in the
guest equals its headless snapshot, made on the host by the same binary.

The greenhouse dashboard's water tank has a wave that rolls for as long as it is shown, at
whatever phase the guest's clock has reached when the screen is read: the rows the wave
sweeps (found by comparing headless frames over one wave period) are left out of the
comparison, everything else (the chart, the tank's wall and water, every text) must be
equal, and the wave must be seen moving on KMS.

An example program is panel-app's commands around a SwiftUI screen of its own
(`runPanelApp(_:screen:)`), so `run` shows it on KMS and `snapshot` renders it headless.
The guest gets what the example's package installs (deploy/kioskdeb): its resources, the
fonts of its font packages and nothing else.
"""

import glob
import hashlib
import os
import subprocess

import kiosk
import packages
import paneltest
from paneltest import wait_for_screen
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480
REPO = paneltest.REPO
# Each example: its program (a product of Package.swift) and its resources folder.
EXAMPLES = {"greenhouse-dashboard": os.path.join(REPO, "examples", "GreenhouseDashboard", "Resources")}
# The symbol font Image(systemName:) draws with (Debian's fonts-material-design-icons-iconfont),
# at the path Panel looks for it: the examples' packages depend on it.
SYMBOL_FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
# The image carries the small fallback fonts (Devanagari, Thai: kiosk.image.FALLBACK_FONTS);
# an example showing Chinese, Japanese or Korean adds kiosk.image.CJK_FONT the same way as
# the symbol font. The examples here are in English and need neither.


def find_program(name):
    for kind in ("release", "debug"):
        path = os.path.join(REPO, ".build", kind, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise Skip(f"no {name} binary (make test-vm builds it)")


def snapshot(program, resources, at=0.0):
    """The program's headless frame at the guest's size, `at` seconds after the first, as a Frame."""
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    with open(program, "rb") as f:
        key = hashlib.sha256(f.read()).hexdigest()[:20]
    ppm = os.path.join(directory, f"{os.path.basename(program)}-{key}-{at:.3f}.ppm")
    if not os.path.exists(ppm):
        environment = dict(os.environ, PANEL_RESOURCES=resources)
        result = subprocess.run([program, "snapshot", "--size", f"{WIDTH}x{HEIGHT}", "--at", f"{at:.3f}", "--output", ppm],
                                capture_output=True, text=True, timeout=600, env=environment)
        check(result.returncode == 0 and os.path.exists(ppm),
              f"{program} snapshot failed: {(result.stderr or result.stdout).strip()[-400:]}")
        # A missing photo or symbol would draw a placeholder in both pictures alike.
        check("placeholder" not in result.stderr, f"{program} snapshot drew placeholders:\n{result.stderr[-800:]}")
    return kiosk.read_ppm(ppm)


# The tank's wave: a whole turn every 2.4 s (TankView.wavePeriod).
WAVE_PERIOD = 2.4


def moving_box(program, resources, samples=8):
    """(left, top, right, bottom), exclusive, around every pixel that changes between the
    headless frames taken over one wave period; None when nothing moves."""
    first = snapshot(program, resources)
    box = None
    for step in range(1, samples):
        found = first.difference_box(snapshot(program, resources, WAVE_PERIOD * step / samples))
        if found:
            box = found if box is None else (min(box[0], found[0]), min(box[1], found[1]),
                                             max(box[2], found[2]), max(box[3], found[3]))
    return box


def without(frame, box):
    """The frame with `box` painted black: what is compared outside the moving part."""
    rgb = bytearray(frame.rgb)
    left, top, right, bottom = box
    for y in range(top, bottom):
        start = (y * frame.width + left) * 3
        rgb[start:start + (right - left) * 3] = bytes((right - left) * 3)
    return kiosk.Frame(frame.width, frame.height, bytes(rgb))


def inside(frame, box):
    """The pixels of `box`, row after row."""
    left, top, right, bottom = box
    return b"".join(frame.rgb[(y * frame.width + left) * 3:(y * frame.width + right) * 3] for y in range(top, bottom))


def boot():
    if not os.path.isfile(SYMBOL_FONT):
        raise Skip(f"no symbol font at {SYMBOL_FONT} (make deps installs it)")
    binaries, files, runs = [], [], []
    for name in EXAMPLES:
        binaries.append([find_program(name), name])
        # What the example's package installs: its resources, fonts and environment.
        payload, environment = packages.kiosk_payload(name, find_program(name))
        files += payload
        runs.append(f"{environment} {name} run --display kms --card /dev/dri/card0 "
                    f"--input none > /tmp/{name}.log 2>&1")
    # One example at a time on card0: each runs until the host ends it.
    return {"command": "; ".join(runs) + "; while true; do sleep 60; done", "binaries": binaries,
            "files": files, "fonts": "", "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def scenario_greenhouse_dashboard_shows_its_headless_snapshot(vm):
    program = find_program("greenhouse-dashboard")
    resources = EXAMPLES["greenhouse-dashboard"]
    expected = snapshot(program, resources)
    box = moving_box(program, resources)
    check(box is not None, "the tank's wave does not move in the headless frames")
    left, top, right, bottom = box
    check((right - left) * (bottom - top) < WIDTH * HEIGHT // 50,
          f"the moving part {box} is more than the tank's wave: the comparison would leave out too much")
    paneltest.wait_until(lambda: "first frame shown" in vm.guest_run("cat /tmp/greenhouse-dashboard.log")[1], 180,
                         "the greenhouse dashboard did not log its first frame on KMS")
    # Everything but the wave's rows, exactly.
    wait_for_screen(vm, without(expected, box), timeout=60, transform=lambda frame: without(frame, box))
    # The wave rolls on KMS too: its rows change between two reads of the screen.
    first = inside(vm.screenshot("virtio"), box)
    paneltest.wait_until(lambda: inside(vm.screenshot("virtio"), box) != first, 30,
                         "the tank's wave does not move on KMS")
    log = vm.guest_run("cat /tmp/greenhouse-dashboard.log")[1]
    check(not any(word in log for word in ("cannot", "missing", "placeholder")),
          f"the dashboard logged a problem on KMS:\n{log[-800:]}")
