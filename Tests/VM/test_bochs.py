"""The second display driver: bochs-display shows the same pattern as virtio-gpu.

bochs scans out the dumb buffer directly (no DirtyFB needed); page flips still work.
"""

import kiosk
from vmtest import check
import test_smoke


def boot():
    return {"command": "kms-pattern", "binaries": [kiosk.build_kms_pattern()], "display": "bochs"}


def scenario_pattern_shown_on_bochs(vm):
    vm.wait_for_serial(r"kms-pattern: showing pattern \(flips=1\)", 20)
    status, output = vm.guest_run("basename $(readlink /sys/class/drm/card0/device/driver)")
    check(status == 0 and "bochs" in output, f"card0 is not driven by bochs: {output}")
    test_smoke.check_pattern(vm.screenshot(), "bochs-display")
