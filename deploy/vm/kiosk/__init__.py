"""The virtual kiosk: a QEMU guest on a Debian kernel running one payload, driven from here.

    image = kiosk.build_image("panel-app run --panel /root/demo.panel", binaries=["panel-app"])
    with kiosk.Kiosk(image) as vm:
        vm.wait_ready()
        vm.wait_for_serial("first frame")
        frame = vm.screenshot()
        vm.tap(640, 400, frame.width, frame.height)
        status = vm.wait_exit(30)

Modules: image (kernel and initramfs), vmlinux, machine (Kiosk: boot, drive, power off),
qmp, guest (the command channel), tablet, screen (Frame, PPM, PNG), pattern (the smoke
payload), cli (`python3 deploy/vm/kiosk COMMAND`). Standard library only.
"""

import sys

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

from .errors import KioskError  # noqa: E402
from .image import BuildError, default_cache  # noqa: E402
from .image import build as build_image  # noqa: E402
from .machine import DISPLAYS, Kiosk, choose_accel, stop_on_signals  # noqa: E402
from .pattern import build_kms_pattern  # noqa: E402
from .qmp import QMP  # noqa: E402
from .guest import GuestShell  # noqa: E402
from .screen import Frame, png_bytes, read_ppm  # noqa: E402
from .tablet import ABS_MAX, abs_from_pixel  # noqa: E402

