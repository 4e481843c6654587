"""The example programs of examples/ on a real kernel: each one's first KMS frame in the
guest equals its headless snapshot, made on the host by the same binary.

An example program is panel-app's commands around a SwiftUI screen of its own
(`runPanelApp(_:screen:)`), so `run` shows it on KMS and `snapshot` renders it headless.
The guest gets the fonts and the resources folder the example reads.
"""

import glob
import hashlib
import os
import subprocess

import kiosk
import paneltest
from paneltest import wait_for_screen
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480
REPO = paneltest.REPO
# Each example: its program (a product of Package.swift) and its resources folder.
EXAMPLES = {"greenhouse-dashboard": os.path.join(REPO, "examples", "GreenhouseDashboard", "Resources")}
# The symbol font Image(systemName:) draws with (Debian's fonts-material-design-icons-iconfont),
# at the path Panel looks for it; the image carries DejaVu already.
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


def resource_files(folder, guest_folder):
    """host:guest pairs for every file of an example's resources folder."""
    pairs = []
    for path in sorted(glob.glob(os.path.join(folder, "**", "*"), recursive=True)):
        if os.path.isfile(path):
            pairs.append(f"{path}:{guest_folder}/{os.path.relpath(path, folder)}")
    return pairs


def snapshot(program, resources):
    """The program's headless first frame at the guest's size, as a Frame."""
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    with open(program, "rb") as f:
        key = hashlib.sha256(f.read()).hexdigest()[:20]
    ppm = os.path.join(directory, f"{os.path.basename(program)}-{key}.ppm")
    if not os.path.exists(ppm):
        environment = dict(os.environ, PANEL_RESOURCES=resources)
        result = subprocess.run([program, "snapshot", "--size", f"{WIDTH}x{HEIGHT}", "--output", ppm],
                                capture_output=True, text=True, timeout=600, env=environment)
        check(result.returncode == 0 and os.path.exists(ppm),
              f"{program} snapshot failed: {(result.stderr or result.stdout).strip()[-400:]}")
        # A missing photo or symbol would draw a placeholder in both pictures alike.
        check("placeholder" not in result.stderr, f"{program} snapshot drew placeholders:\n{result.stderr[-800:]}")
    return kiosk.read_ppm(ppm)


def boot():
    if not os.path.isfile(SYMBOL_FONT):
        raise Skip(f"no symbol font at {SYMBOL_FONT} (make deps installs it)")
    binaries, files, runs = [], [f"{SYMBOL_FONT}:{SYMBOL_FONT}"], []
    for name, resources in EXAMPLES.items():
        binaries.append([find_program(name), name])
        guest_resources = f"/usr/share/{name}"
        files += resource_files(resources, guest_resources)
        runs.append(f"PANEL_RESOURCES={guest_resources} {name} run --display kms --card /dev/dri/card0 "
                    f"--input none > /tmp/{name}.log 2>&1")
    # One example at a time on card0: each runs until the host ends it.
    return {"command": "; ".join(runs) + "; while true; do sleep 60; done", "binaries": binaries,
            "files": files, "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def scenario_greenhouse_dashboard_shows_its_headless_snapshot(vm):
    program = find_program("greenhouse-dashboard")
    expected = snapshot(program, EXAMPLES["greenhouse-dashboard"])
    paneltest.wait_until(lambda: "first frame shown" in vm.guest_run("cat /tmp/greenhouse-dashboard.log")[1], 180,
                         "the greenhouse dashboard did not log its first frame on KMS")
    wait_for_screen(vm, expected, timeout=60)
    log = vm.guest_run("cat /tmp/greenhouse-dashboard.log")[1]
    check(not any(word in log for word in ("cannot", "missing", "placeholder")),
          f"the dashboard logged a problem on KMS:\n{log[-800:]}")
