"""The second display driver: bochs-display (the guest's card1, beside virtio-gpu) shows
the same pattern. bochs scans the dumb buffer out directly; page flips still work.
Shares test_smoke.py's boot."""

import test_smoke
from vmtest import check


def boot():
    return test_smoke.boot()


def scenario_pattern_shown_on_bochs(vm):
    vm.wait_for_serial(r"kms-pattern: showing pattern on /dev/dri/card1 \(flips=1\)", 30)
    status, output = vm.guest_run("basename $(readlink /sys/class/drm/card1/device/driver)")
    check(status == 0 and "bochs" in output, f"card1 is not driven by bochs: {output}")
    test_smoke.check_pattern(vm.screenshot("bochs"), "bochs-display")
