"""Labels in six scripts on a real kernel: a panel titled and labelled in Chinese, Japanese,
Arabic, Hebrew, Hindi and Thai shows, as its first KMS frame, exactly its headless snapshot
made on the host by the same binary: the guest finds its fallback fonts through the
documented list of paths, without fontconfig (a kiosk image has none).
"""

import hashlib
import os
import subprocess

import kiosk
import paneltest
from paneltest import wait_for_screen
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480
PANEL = os.path.join(paneltest.REPO, "Tests", "VM", "panels", "international.json")
GUEST_PANEL = "/root/international.json"
# The image carries the small fallback fonts (kiosk.image.FALLBACK_FONTS); Chinese and
# Japanese need Noto Sans CJK, copied to the path Panel's list looks in.
CJK_FONT = kiosk.image.CJK_FONT
# The host has fontconfig and the guest has not: both use the list alone, so the same
# fonts are found on both sides.
ENVIRONMENT = "PANEL_NO_FONTCONFIG=1"


def snapshot(program):
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    digest = hashlib.sha256()
    for path in (program, PANEL):
        with open(path, "rb") as f:
            digest.update(f.read())
    ppm = os.path.join(directory, f"international-{digest.hexdigest()[:20]}.ppm")
    if not os.path.exists(ppm):
        result = subprocess.run([program, "snapshot", "--panel", PANEL, "--size", f"{WIDTH}x{HEIGHT}",
                                 "--output", ppm], capture_output=True, text=True, timeout=600,
                                env=dict(os.environ, PANEL_NO_FONTCONFIG="1"))
        check(result.returncode == 0 and os.path.exists(ppm),
              f"snapshot failed: {(result.stderr or result.stdout).strip()[-400:]}")
    return kiosk.read_ppm(ppm)


def boot():
    if not os.path.isfile(CJK_FONT):
        raise Skip(f"no CJK font at {CJK_FONT} (make deps installs fonts-noto-cjk)")
    program = paneltest.find_panel_app()
    command = (f"{ENVIRONMENT} panel-app run --panel {GUEST_PANEL} --display kms --card /dev/dri/card0 "
               "--input none > /tmp/international.log 2>&1; while true; do sleep 60; done")
    return {"command": command, "binaries": [[program, "panel-app"]],
            "files": [f"{PANEL}:{GUEST_PANEL}", f"{CJK_FONT}:{CJK_FONT}"],
            "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def scenario_labels_in_six_scripts_equal_the_headless_snapshot(vm):
    expected = snapshot(paneltest.find_panel_app())
    paneltest.wait_until(lambda: "first frame shown" in vm.guest_run("cat /tmp/international.log")[1], 180,
                         "the international panel did not log its first frame on KMS")
    wait_for_screen(vm, expected, timeout=60)
