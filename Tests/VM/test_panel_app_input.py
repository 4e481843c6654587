"""panel-app's input side on a real kernel: `panel-app inputs` classifies QEMU's virtio
tablet (beside the running panel, which holds it grabbed). Shares paneltest's boot.
"""

import paneltest
from vmtest import check


def boot():
    return paneltest.boot()


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
