"""panel-app on a real kernel: the first KMS frame of the test panel equals its headless
snapshot on virtio-gpu and on a second driver, bochs-display; its frames were page flips,
and SIGTERM restores the CRTC. Shares paneltest's boot with the other test_panel_app_*
files (skipped while no panel-app binary can snapshot).
"""

import re

import paneltest
from paneltest import reference, wait_for_screen
from vmtest import check


def boot():
    return paneltest.boot()


def scenario_first_frame_equals_headless_snapshot(vm):
    vm.wait_for_serial(r"first frame shown", 120)
    # Exactly equal: the kiosk draws with the same renderer into XRGB8888 dumb buffers,
    # which QEMU shows unchanged.
    wait_for_screen(vm, reference("first"), timeout=30)


def scenario_bochs_shows_the_same_first_frame(vm):
    status, driver = vm.guest_run("basename $(readlink /sys/class/drm/card1/device/driver)")
    check(status == 0 and "bochs" in driver, f"card1 is not driven by bochs: {driver}")
    paneltest.wait_until(lambda: "first frame shown" in vm.guest_run("cat /tmp/bochs.log")[1], 120,
                         "the panel on bochs-display (card1) did not log its first frame")
    wait_for_screen(vm, reference("first"), timeout=30, device="bochs")


def plane_and_crtc(state):
    """The lines of a DRM debugfs state dump that say what is on screen and in what mode."""
    keep = ("allocated by", "mode:", "enable=", "active=", "crtc=", "fb=", "size=")
    return [line.strip() for line in state.splitlines() if any(key in line for key in keep)]


def scenario_end_frames_were_page_flips_and_sigterm_restores_crtc(vm):
    before = vm.guest_run("cat /tmp/crtc-before.txt")[1]
    showing = vm.display_state(0)
    check("allocated by = panel-app" in showing, "panel-app's buffer is not on card0's screen:\n" + showing[:800])
    mark = len(vm.serial_text())
    status, output = vm.guest_run("kill -TERM $(pidof panel-app)")
    check(status == 0, f"could not signal the panel-apps in the guest: {output}")
    match = vm.wait_for_serial(r"stopped \(.*\); (\d+) frames drawn", 60, since=mark)
    virtio_frames = int(match.group(1))
    vm.wait_for_serial(r"e2e: panel-app exited status=0", 60, since=mark)
    bochs_log = paneltest.wait_until(
        lambda: (lambda log: log if "frames drawn" in log else "")(vm.guest_run("cat /tmp/bochs.log")[1]),
        60, "the panel on bochs-display did not stop after SIGTERM")
    bochs_frames = int(re.search(r"(\d+) frames drawn", bochs_log).group(1))

    # Every frame drawn reached the screen through a page flip the kernel completed (and
    # the kernel counted no flip that was not a frame).
    flips = sorted(vm.flip_events().values())
    check(flips == sorted([virtio_frames, bochs_frames]),
          f"the kernel delivered {flips} flip events per DRM file; panel-app drew {virtio_frames} frames "
          f"on virtio-gpu and {bochs_frames} on bochs")
    check(virtio_frames >= 6, f"only {virtio_frames} frames on virtio-gpu: the touches above should have drawn more")

    after = vm.display_state(0)
    check("allocated by = panel-app" not in after,
          "panel-app's buffer is still scanned out after SIGTERM:\n" + after[:800])
    check(plane_and_crtc(after) == plane_and_crtc(before),
          "card0 does not show what it showed before panel-app started:\nbefore:\n  "
          + "\n  ".join(plane_and_crtc(before)) + "\nafter:\n  " + "\n  ".join(plane_and_crtc(after)))
    vm.guest_run("touch /tmp/done")
    check(vm.wait_exit(30) == 0, "the guest's payload did not end cleanly")
