"""panel-app's input side on a real kernel: `panel-app inputs` classifies QEMU's virtio
tablet, and `panel-app simulate` creates a real multitouch touchscreen through uinput.

Skipped while no panel-app binary (see test_panel_app.py) knows `simulate`. Shares
test_smoke.py's boot, which carries panel-app when it is built.
"""

import subprocess
import time

from vmtest import Skip, check
import test_panel_app
import test_smoke


def boot():
    binary = test_panel_app.find_panel_app()
    probe = subprocess.run([binary, "simulate"], capture_output=True, text=True, timeout=60)
    if "unknown command" in probe.stderr + probe.stdout:
        raise Skip(f"{binary} has no simulate command yet")
    return test_smoke.boot()


def device_block(listing, name):
    """The lines `panel-app inputs` prints for the device called `name` ("" if absent)."""
    blocks, current = [], []
    for line in listing.splitlines():
        if line.startswith("/dev/input/") and current:
            blocks.append("\n".join(current))
            current = []
        current.append(line)
    blocks.append("\n".join(current))
    return next((block for block in blocks if f'"{name}"' in block), "")


def scenario_inputs_classifies_the_virtio_tablet(vm):
    status, listing = vm.guest_run("panel-app inputs", timeout=60)
    check(status == 0, f"panel-app inputs failed ({status}):\n{listing}")
    tablet = device_block(listing, "QEMU Virtio Tablet")
    check(tablet, f"panel-app inputs does not list the virtio tablet:\n{listing}")
    check("absolute pointer" in tablet and "x 0..32767" in tablet and "y 0..32767" in tablet,
          f"the tablet is not an absolute pointer over 0..32767:\n{tablet}")


def scenario_simulate_creates_a_multitouch_touchscreen(vm):
    status, output = vm.guest_run(
        "panel-app simulate --settle 4 hold 100 100 0.5 > /tmp/simulate.log 2>&1 &", timeout=30)
    check(status == 0, f"could not start panel-app simulate: {output}")
    deadline = time.monotonic() + 30
    screen = ""
    while not screen and time.monotonic() < deadline:
        status, listing = vm.guest_run("panel-app inputs", timeout=60)
        screen = device_block(listing, "Panel Virtual Touchscreen")
    check(screen, f"no virtual touchscreen appeared within 30 s:\n{listing}")
    check("multitouch touchscreen" in screen and "slots 10" in screen,
          f"the virtual touchscreen is not a 10-slot multitouch screen:\n{screen}")
    status, log = vm.guest_run("while pidof panel-app > /dev/null; do usleep 100000; done; "
                               "cat /tmp/simulate.log", timeout=60)
    check("virtual touchscreen /dev/input/event" in log and "up slot 0" in log,
          f"simulate did not play its touch:\n{log}")
