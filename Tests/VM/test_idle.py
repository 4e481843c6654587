"""The idle display-off on a real kernel: after the panel file's `offAfter` seconds
without a touch, panel-app turns virtio-gpu's CRTC off (atomic ACTIVE=0: the debugfs state
says so and the screen goes dark); a tap turns it back on with the panel as it was, and
that tap presses nothing. Its own boot: the test panel `panels/idle.json` (one button,
display off after 6 s) at 800x480 on card0.
"""

import hashlib
import os
import re
import subprocess
import time

import kiosk
import paneltest
from vmtest import Skip, check

PANEL = os.path.join(paneltest.HERE, "panels", "idle.json")
GUEST_PANEL = "/root/idle.json"
WIDTH, HEIGHT = 800, 480
PING = (0xE0, 0x20, 0x80)
ACTION = r"action ping: idle-ping 1\b"
COMMAND = (f"panel-app run --panel {GUEST_PANEL} --display kms --card /dev/dri/card0; "
           "echo \"idle: panel-app exited status=$?\"; "
           "while [ ! -e /tmp/done ]; do usleep 100000; done")

_binary = None
_reference = None


def boot():
    global _binary, _reference
    _binary = paneltest.find_panel_app()
    try:
        _reference = render_reference()
    except RuntimeError as error:
        raise Skip(f"{_binary} cannot snapshot the idle panel: {error}")
    return {"command": COMMAND, "binaries": [[_binary, "panel-app"]],
            "files": [f"{PANEL}:{GUEST_PANEL}"], "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def render_reference():
    """`panel-app snapshot` of the idle panel, cached like paneltest's references."""
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    digest = hashlib.sha256()
    for path in (_binary, PANEL):
        with open(path, "rb") as f:
            digest.update(f.read())
    ppm = os.path.join(directory, f"idle-{digest.hexdigest()[:20]}.ppm")
    if not os.path.exists(ppm):
        command = [_binary, "snapshot", "--panel", PANEL, "--size", f"{WIDTH}x{HEIGHT}", "--output", ppm]
        result = subprocess.run(command, capture_output=True, text=True, timeout=600)
        if result.returncode != 0 or not os.path.exists(ppm):
            lines = (result.stderr or result.stdout).strip().splitlines() or ["no output"]
            raise RuntimeError(f"{' '.join(command)}: {lines[-1]}")
    return kiosk.read_ppm(ppm)


def crtc_active(state):
    """The `active=` value of the first CRTC in a debugfs DRM state dump, or None."""
    match = re.search(r"crtc\[\d+\]:.*?\n(?:\s+.*\n)*?\s+active=(\d)", state)
    return match.group(1) if match else None


def ping_point():
    box = paneltest.colour_box(_reference, PING)
    check(box, f"the Ping button's colour {PING} is not in the reference")
    return (*paneltest.centre(box), WIDTH, HEIGHT)


def scenario_display_goes_off_when_idle(vm):
    vm.wait_for_serial(r"first frame shown", 120)
    vm.wait_for_serial(r"display off", 60)
    paneltest.wait_until(lambda: crtc_active(vm.display_state(0)) == "0", 10,
                         "card0's CRTC is still active after 'display off'")
    frame = paneltest.wait_until(lambda: (lambda f: f if f.rgb != _reference.rgb else None)(vm.screenshot()), 10,
                                 "the screen still shows the panel after 'display off'")
    ping = paneltest.colour_box(frame, PING)
    check(ping is None, f"the Ping button is still on screen at {ping} after 'display off'")


def scenario_a_tap_wakes_it_showing_the_panel_and_presses_nothing(vm):
    mark = len(vm.serial_text())
    vm.tap(*ping_point())
    vm.wait_for_serial(r"display on", 30, since=mark)
    check(crtc_active(vm.display_state(0)) == "1", "card0's CRTC is not active after 'display on'")
    paneltest.wait_for_screen(vm, _reference, timeout=30)
    # The waking tap was swallowed; a second one presses the button.
    time.sleep(0.5)
    check(paneltest.count(vm, ACTION, mark) == 0, "the tap that woke the display ran Ping's action")
    vm.tap(*ping_point())
    vm.wait_for_serial(ACTION, 30, since=mark)
    check(paneltest.count(vm, ACTION, mark) == 1, "Ping's action did not run once for the second tap")


def scenario_end_goes_off_again_and_sigterm_restores_it(vm):
    mark = len(vm.serial_text())
    vm.wait_for_serial(r"display off", 60, since=mark)
    mark = len(vm.serial_text())
    status, output = vm.guest_run("kill -TERM $(pidof panel-app)")
    check(status == 0, f"could not signal panel-app in the guest: {output}")
    vm.wait_for_serial(r"idle: panel-app exited status=0", 60, since=mark)
    check(paneltest.count(vm, r"page flip|cannot turn the display", mark) == 0,
          "panel-app reported a display error:\n" + vm.serial_text()[mark:][-2000:])
    check(crtc_active(vm.display_state(0)) == "1", "card0's CRTC was left off after panel-app exited")
    vm.guest_run("touch /tmp/done")
