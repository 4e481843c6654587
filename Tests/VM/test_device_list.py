"""The device-list example (examples/DeviceList) on a real kernel, driven through a
virtual touchscreen: `device-list simulate` creates a uinput multitouch device in the
guest and touches the screen as a finger would (a pull on the list and its spring back, a
device's switch, the settings page and back, "Restart all" and its confirmation, the log
tab). After each step the KMS screen must equal the program's headless snapshot after the
same touches, made on the host by the same binary (`device-list snapshot --script`).

The taps are aimed at points of the 800x480 layout, which the exact goldens of
Tests/ExampleTests/DeviceListTests.swift pin: labels are resolved on the first frame only,
and these taps reach pages and a dialog that come later.
"""

import hashlib
import os
import subprocess

import kiosk
import packages
import paneltest
from paneltest import wait_for_screen
from test_examples import SYMBOL_FONT, find_program
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480
PROGRAM = "device-list"

# Each step: what it does, and its touches (logical pixels at 800x480).
STEPS = [
    # A pull down the list and its spring back: scroll frames, whose pixels move in the
    # shadow and whose damage is the rows' old and new places, must leave the KMS buffers
    # equal to the headless frame.
    ("the list pulled down springs back", ["swipe 400 240 400 380 0.4", "wait 1.5"]),
    ("the Fan switch turns on", ["tap 732 151", "wait 1"]),
    ("the settings page pushes, its stepper steps, and back goes to the list",
     ["tap 400 280", "wait 1", "tap 732 107", "wait 1", "tap 58 22", "wait 1"]),
    ("Restart all asks first", ["tap 79 323", "wait 1"]),
    ("the dialog's Restart all switches every device off", ["tap 400 380", "wait 1"]),
    ("the log tab shows the restart", ["tap 600 455", "wait 1"]),
]


def boot():
    if not os.path.isfile(SYMBOL_FONT):
        raise Skip(f"no symbol font at {SYMBOL_FONT} (make deps installs it)")
    # --input auto: the panel opens the virtual touchscreen when simulate creates it.
    command = (f"{PROGRAM} run --display kms --card /dev/dri/card0 --input auto > /tmp/{PROGRAM}.log 2>&1; "
               "while true; do sleep 60; done")
    # What its package installs (the fonts of its font packages), and no other font.
    files, _ = packages.kiosk_payload(PROGRAM, find_program(PROGRAM))
    return {"command": command, "binaries": [[find_program(PROGRAM), PROGRAM]],
            "files": files, "fonts": "", "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def snapshot_after(program, lines):
    """The program's headless frame after `lines` of touches (and two quiet seconds)."""
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    with open(program, "rb") as f:
        key = hashlib.sha256(f.read() + "\n".join(lines).encode()).hexdigest()[:20]
    script = os.path.join(directory, f"{PROGRAM}-{key}.script")
    ppm = os.path.join(directory, f"{PROGRAM}-{key}.ppm")
    if not os.path.exists(ppm):
        with open(script, "w") as f:
            f.write("\n".join(lines) + "\n")
        result = subprocess.run([program, "snapshot", "--size", f"{WIDTH}x{HEIGHT}", "--script", script,
                                 "--at", "2", "--output", ppm], capture_output=True, text=True, timeout=600)
        check(result.returncode == 0 and os.path.exists(ppm),
              f"{program} snapshot failed: {(result.stderr or result.stdout).strip()[-400:]}")
    return kiosk.read_ppm(ppm)


def scenario_device_list_taps_through_a_virtual_touchscreen(vm):
    program = find_program(PROGRAM)
    paneltest.wait_until(lambda: "first frame shown" in vm.guest_run(f"cat /tmp/{PROGRAM}.log")[1], 180,
                         "the device list did not log its first frame on KMS")
    wait_for_screen(vm, snapshot_after(program, ["wait 0.1"]), timeout=60)
    played = []
    for what, lines in STEPS:
        played += lines
        script = "\n".join(lines)
        status, output = vm.guest_run(f"printf '%s\\n' '{script}' > /tmp/step.script")
        check(status == 0, f"could not write the touch script in the guest: {output}")
        # --settle: simulate waits before its first touch so the panel can open the new device.
        status, output = vm.guest_run(f"{PROGRAM} simulate --size {WIDTH}x{HEIGHT} --settle 3 "
                                      "--script /tmp/step.script", timeout=120)
        check(status == 0, f"simulate failed while checking that {what}: {output[-800:]}")
        try:
            wait_for_screen(vm, snapshot_after(program, played), timeout=60)
        except AssertionError as error:
            raise AssertionError(f"after the touches of '{what}': {error}") from error
    log = vm.guest_run(f"cat /tmp/{PROGRAM}.log")[1]
    check(not any(word in log for word in ("cannot", "missing", "placeholder")),
          f"the device list logged a problem on KMS:\n{log[-800:]}")
