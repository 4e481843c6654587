"""The rig itself, before panel-app: KMS mode set and page flips on virtio-gpu, the
virtio tablet and uinput nodes, a QMP touch reaching the guest, SIGTERM restoring the CRTC.

The payload is deploy/vm/kms-pattern.c: eight colour bars over a grey ramp, and a white
40x40 square wherever the tablet's button goes down. The guest has both displays (card0
virtio-gpu, card1 bochs-display, a pattern on each) so that test_bochs.py shares this boot.
"""

import os
import struct

import kiosk
import test_images
from vmtest import check

# kms-pattern's bars, left to right (XRGB8888 -> RGB).
BARS = [(255, 255, 255), (255, 255, 0), (0, 255, 255), (0, 255, 0),
        (255, 0, 255), (255, 0, 0), (0, 0, 255), (0, 0, 0)]


def boot():
    # After both patterns end, the guest stays up until the host touches /tmp/done, so the
    # restored display state can still be read.
    return {"command": "kms-pattern --input & kms-pattern --device /dev/dri/card1 & wait; "
                       "while [ ! -e /tmp/done ]; do usleep 100000; done",
            "binaries": [kiosk.build_kms_pattern()], "display": "both"}


def check_pattern(frame, label):
    check(not frame.is_blank(), f"{label}: the screendump is blank")
    check((frame.width, frame.height) == (1280, 800),
          f"{label}: expected the preferred mode 1280x800, the screen is {frame.width}x{frame.height}")
    for index, colour in enumerate(BARS):
        x = (2 * index + 1) * frame.width // 16
        seen = frame.pixel(x, frame.height // 3)
        check(seen == colour, f"{label}: bar {index} at x={x} is {seen}, expected {colour}")
    ramp = [frame.pixel(x, frame.height - 10)[0] for x in range(0, frame.width, 64)]
    check(ramp == sorted(ramp) and ramp[0] < 16 and ramp[-1] > 230,
          f"{label}: the grey ramp along the bottom is not rising from black to white: {ramp}")


def scenario_pattern_shown_after_page_flip(vm):
    vm.wait_for_serial(r"kms-pattern: showing pattern on /dev/dri/card0 \(flips=1\)", 30)
    check_pattern(vm.screenshot("virtio"), "virtio-gpu")


def scenario_png_and_ppm_screendumps_agree(vm):
    # The harness reads screens as PPM; PNGs are for people. QEMU's PNG screendump is an
    # 8-bit RGB image of the same screen, and Frame.save_png keeps the PPM's exact pixels.
    ppm = kiosk.read_ppm(vm.screendump(os.path.join(vm.workdir, "check.ppm"), device="virtio"))
    check(ppm.rgb == vm.screenshot("virtio").rgb, "two PPM screendumps of a still screen differ")
    with open(vm.screendump(os.path.join(vm.workdir, "check.png"), device="virtio"), "rb") as f:
        header = test_images.png_chunks(f.read())[0]
    check(header[0] == b"IHDR" and struct.unpack(">IIBB", header[1][:10]) == (ppm.width, ppm.height, 8, 2),
          f"QEMU's PNG screendump is not an 8-bit RGB image of {ppm.width}x{ppm.height}: {header}")
    copy = os.path.join(vm.workdir, "copy.png")
    ppm.save_png(copy)
    with open(copy, "rb") as f:
        check(test_images.unfiltered_png_rgb(f.read()) == (ppm.width, ppm.height, ppm.rgb),
              "Frame.save_png does not keep the screendump's pixels")


def scenario_input_and_uinput_nodes_exist(vm):
    status, devices = vm.guest_run("cat /proc/bus/input/devices")
    check(status == 0, f"reading /proc/bus/input/devices failed: {devices}")
    tablet = [block for block in devices.split("\n\n") if "QEMU Virtio Tablet" in block]
    check(tablet, f"no 'QEMU Virtio Tablet' among the guest's input devices:\n{devices}")
    handlers = [word for line in tablet[0].splitlines() if line.startswith("H: Handlers=")
                for word in line.split("=", 1)[1].split() if word.startswith("event")]
    check(handlers, f"the tablet has no evdev handler:\n{tablet[0]}")
    status, output = vm.guest_run(f"test -c /dev/input/{handlers[0]} && test -c /dev/uinput && echo both")
    check(status == 0 and "both" in output,
          f"/dev/input/{handlers[0]} or /dev/uinput is not a character device in the guest: {output}")


def scenario_tap_reaches_guest_and_screen(vm):
    vm.wait_for_serial(r"kms-pattern: input from 'QEMU Virtio Tablet'", 30)
    before = vm.screenshot("virtio")
    x, y = 1000, 700  # on the grey ramp, far from white
    check(before.pixel(x, y) != (255, 255, 255), f"pixel {x},{y} is already white")
    mark = len(vm.serial_text())
    vm.tap(x, y, before.width, before.height)
    match = vm.wait_for_serial(r"kms-pattern: button down abs=\d+,\d+ pixel=(\d+),(\d+)", 30, since=mark)
    check((int(match.group(1)), int(match.group(2))) == (x, y),
          f"the guest saw the tap at pixel {match.group(1)},{match.group(2)}, expected {x},{y}")
    vm.wait_for_serial(r"kms-pattern: square drawn \(flips=2\)", 30, since=mark)
    vm.wait_for_serial(r"kms-pattern: button up", 30, since=mark)
    after = vm.screenshot("virtio")
    check(after.pixel(x, y) == (255, 255, 255), f"no white square at {x},{y} after the tap: {after.pixel(x, y)}")
    check(after.pixel(x - 19, y - 19) == (255, 255, 255) and after.pixel(x - 21, y) != (255, 255, 255),
          "the square is not the 40x40 one centred on the tap")
    changed = after.differing_pixels(before)
    check(0 < changed <= 40 * 40, f"{changed} pixels changed; only the 40x40 square should")


def scenario_page_flips_counted_by_the_kernel(vm):
    # One flip to show the pattern on each card, and one more on card0 for the tap above.
    counts = sorted(vm.flip_events().values())
    check(counts == [1, 2], f"flip events per program: {counts}, expected [1, 2]")


def scenario_end_sigterm_restores_crtc(vm):
    check("allocated by = kms-pattern" in vm.display_state(0), "kms-pattern's buffer is not on screen")
    status, output = vm.guest_run("kill -TERM $(pidof kms-pattern)")
    check(status == 0, f"kill failed in the guest: {output}")
    vm.wait_for_serial(r"kms-pattern: restored the CRTC of /dev/dri/card0 after 2 flips", 30)
    vm.wait_for_serial(r"kms-pattern: restored the CRTC of /dev/dri/card1 after 1 flips", 30)
    state = vm.display_state(0)
    check("allocated by = kms-pattern" not in state,
          "kms-pattern's buffer is still scanned out after it restored the CRTC:\n" + state[:600])
    vm.guest_run("touch /tmp/done")
    check(vm.wait_exit(30) == 0, "the payload did not exit 0 after SIGTERM")
