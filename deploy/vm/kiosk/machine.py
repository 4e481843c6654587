"""The kiosk itself: one QEMU guest booted from an image, driven until it powers off.

QEMU's first serial port is the guest's console, logged to a file; the second is the
command channel (guest.py); two QMP sockets take screendumps, tablet events and quit.
"""

import base64
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from . import tablet
from .errors import KioskError
from .guest import GuestShell
from .qmp import QMP
from .screen import read_ppm

# x86's kernel command line is at most 2048 bytes: longer payload commands go in the image.
MAX_CMDLINE = 2000
# Display choices -> QEMU devices, each with the id that screendump(device=...) names.
# With "both", the guest's card0 is virtio-gpu and card1 is bochs (the module load order).
DISPLAYS = {
    "virtio": ["virtio-gpu-pci,id=virtio"],
    "bochs": ["bochs-display,id=bochs"],
    "both": ["virtio-gpu-pci,id=virtio", "bochs-display,id=bochs"],
}


def choose_accel(requested=None):
    """"kvm" only where KVM works: /dev/kvm opens and this host is not itself virtual.

    A nested hypervisor gives a /dev/kvm that opens but under which guests hang.
    """
    requested = requested or os.environ.get("PANEL_VM_ACCEL") or "auto"
    if requested in ("tcg", "kvm"):
        return requested
    if requested != "auto":
        raise KioskError(f"unknown accelerator '{requested}' (use auto, tcg or kvm)")
    try:
        with open("/proc/cpuinfo") as f:
            nested = " hypervisor" in f.read()
        with open("/dev/kvm", "rb"):
            pass
    except OSError:
        return "tcg"
    return "tcg" if nested else "kvm"


def stop_on_signals():
    """Turns SIGTERM and SIGHUP into KeyboardInterrupt, so `with Kiosk(...)` blocks clean up."""
    import signal

    def interrupt(number, frame):
        raise KeyboardInterrupt(f"signal {number}")
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, interrupt)


def _die_with_parent():
    """In the QEMU child: be killed when the harness dies, so no guest outlives its owner."""
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, 15)
    except (OSError, AttributeError):
        pass


def _checked_resolution(resolution):
    if resolution is None:
        return None
    try:
        width, height = (int(v) for v in resolution)
    except (TypeError, ValueError):
        raise KioskError(f"resolution must be (width, height), got {resolution!r}")
    if not (64 <= width <= 4096 and 64 <= height <= 4096):
        raise KioskError(f"resolution {width}x{height} is outside 64..4096")
    return width, height


class Kiosk:
    """One QEMU guest booted from an image made by build_image()."""

    def __init__(self, image, display="virtio", memory=512, accel=None, vnc=None,
                 command=None, hold=False, workdir=None, verbose_kernel=False, extra_args=(),
                 kernel_args=(), resolution=None, forwards=None):
        if display not in DISPLAYS:
            raise KioskError(f"unknown display '{display}' (use {', '.join(DISPLAYS)})")
        if vnc is not None and not (isinstance(vnc, int) and 0 <= vnc < 100):
            raise KioskError(f"VNC display must be a number 0..99, got {vnc!r}")
        self.resolution = _checked_resolution(resolution)
        # Guest port -> host loopback port: the guest reaches each at 10.0.2.100:PORT and
        # nothing else (a user-mode network with restrict=on).
        self.forwards = {int(guest): int(host) for guest, host in (forwards or {}).items()}
        self.image, self.display, self.memory = image, display, memory
        self.accel = choose_accel(accel)
        self.vnc, self.command, self.hold = vnc, command, hold
        self.verbose_kernel = verbose_kernel
        self.extra_args, self.kernel_args = list(extra_args), list(kernel_args)
        self.own_workdir = workdir is None
        self.workdir = workdir or tempfile.mkdtemp(prefix="panel-vm-")
        self.serial_log = os.path.join(self.workdir, "serial.log")
        # The harness keeps its own QMP connection; a second socket serves people and
        # tools (QEMU takes one client per QMP socket at a time).
        self.qmp_path = os.path.join(self.workdir, "harness-qmp.sock")
        self.user_qmp_path = os.path.join(self.workdir, "qmp.sock")
        self.agent_path = os.path.join(self.workdir, "agent.sock")
        if len(self.qmp_path.encode()) > 107:  # sun_path holds 108 bytes
            raise KioskError(f"the work directory {self.workdir} is too long a path for unix "
                             f"sockets: give a shorter one (e.g. under /tmp)")
        os.makedirs(self.workdir, exist_ok=True)
        self.process = self.qmp = self.agent = self.qemu_output = None
        self.started_at = self.exit_status = self.final_serial = None

    # -- boot and power off

    def kernel_command_line(self):
        parts = ["console=ttyS0", "panic=-1"]
        if not self.verbose_kernel:
            parts.append("quiet")
        parts += self.kernel_args
        if self.command is not None:
            parts.append("panel.command=" + base64.b64encode(self.command.encode()).decode())
        if self.hold:
            parts.append("panel.hold=1")
        line = " ".join(parts)
        if len(line) > MAX_CMDLINE:
            raise KioskError(f"the payload command is too long for the kernel command line "
                             f"({len(line)} > {MAX_CMDLINE} bytes): build it into the image instead")
        return line

    def qemu_arguments(self):
        arguments = [
            "qemu-system-x86_64", "-nodefaults", "-no-user-config", "-no-reboot",
            "-accel", self.accel, "-cpu", "host" if self.accel == "kvm" else "max",
            "-m", str(self.memory),
            "-kernel", self.image["vmlinux"], "-initrd", self.image["initrd"],
            "-append", self.kernel_command_line(),
        ]
        for device in DISPLAYS[self.display]:
            if self.resolution:  # the display's preferred mode (EDID)
                device += f",xres={self.resolution[0]},yres={self.resolution[1]}"
            arguments += ["-device", device]
        arguments += [
            "-device", "virtio-tablet-pci",
            "-serial", f"file:{self.serial_log}",
            "-chardev", f"socket,id=agent,path={self.agent_path},server=on,wait=off",
            "-serial", "chardev:agent",
            "-qmp", f"unix:{self.qmp_path},server=on,wait=off",
            "-qmp", f"unix:{self.user_qmp_path},server=on,wait=off",
            "-display", "none",
        ]
        if self.forwards:
            relay = os.path.join(os.path.dirname(os.path.abspath(__file__)), "relay.py")
            rules = ",".join(f"guestfwd=tcp:10.0.2.100:{guest}-cmd:{sys.executable} {relay} {host}"
                             for guest, host in sorted(self.forwards.items()))
            arguments += ["-netdev", f"user,id=net0,restrict=on,{rules}",
                          "-device", "virtio-net-pci,netdev=net0"]
        if self.vnc is not None:
            arguments += ["-vnc", f"127.0.0.1:{self.vnc}"]  # loopback only, by design
        return arguments + self.extra_args

    def start(self):
        """Starts QEMU and connects QMP; returns self. The guest is still booting."""
        if shutil.which("qemu-system-x86_64") is None:
            raise KioskError("qemu-system-x86_64 is not installed (run scripts/install-deps.sh vm)")
        for path in (self.serial_log, self.qmp_path, self.user_qmp_path, self.agent_path):
            if os.path.lexists(path):
                os.remove(path)
        os.makedirs(self.workdir, exist_ok=True)
        open(self.serial_log, "w").close()
        self.final_serial = None
        self.started_at = time.monotonic()
        self.qemu_output = open(os.path.join(self.workdir, "qemu.log"), "w")
        self.process = subprocess.Popen(self.qemu_arguments(), stdin=subprocess.DEVNULL,
                                        stdout=self.qemu_output, stderr=subprocess.STDOUT,
                                        preexec_fn=_die_with_parent)
        try:
            self.qmp = QMP(self.qmp_path, timeout=15)
        except KioskError as error:
            output = self.qemu_log().strip()[-500:]
            self.stop()
            raise KioskError(f"QEMU did not start ({error}): {output}")
        return self

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
        return False

    def running(self):
        return self.process is not None and self.process.poll() is None

    def stop(self, timeout=5.0):
        """Ends QEMU: a QMP quit, then a kill if it does not go."""
        if self.process is None:
            return
        if self.running() and self.qmp is not None:
            try:
                self.qmp.command("quit")
            except (KioskError, OSError):
                pass
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for connection in (self.qmp, self.agent):
            if connection is not None:
                connection.close()
        self.qmp = self.agent = None
        self.qemu_output.close()
        if self.own_workdir and not os.environ.get("PANEL_VM_KEEP"):
            # A temporary work directory goes; its serial log stays readable from memory.
            try:
                self.final_serial = self.serial_text()
            except OSError:
                self.final_serial = ""
            shutil.rmtree(self.workdir, ignore_errors=True)

    def qemu_log(self):
        try:
            with open(os.path.join(self.workdir, "qemu.log")) as f:
                return f.read()
        except OSError:
            return ""

    def elapsed(self):
        """Seconds since QEMU started."""
        return time.monotonic() - self.started_at

    # -- serial console

    def serial_text(self):
        if self.final_serial is not None:
            return self.final_serial
        with open(self.serial_log, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def wait_for_serial(self, pattern, timeout=30.0, since=0):
        """The first match of regex `pattern` on the serial console after offset `since`.

        (Its .end() + since is the offset to search from next.) Raises KioskError, with
        the log's tail, on timeout or if QEMU exits first.
        """
        regex = re.compile(pattern, re.M)
        deadline = time.monotonic() + timeout
        while True:
            text = self.serial_text()
            match = regex.search(text, since)
            if match:
                return match
            if not self.running():
                raise KioskError(f"QEMU exited before the serial console showed /{pattern}/:\n"
                                 + self._tail(text) + self.qemu_log()[-300:])
            if time.monotonic() > deadline:
                raise KioskError(f"no /{pattern}/ on the serial console within {timeout:.0f} s:\n"
                                 + self._tail(text))
            time.sleep(0.05)

    @staticmethod
    def _tail(text, lines=15):
        return "\n".join("    " + line for line in text.splitlines()[-lines:]) + "\n"

    def wait_ready(self, timeout=60.0):
        """Waits until /init has loaded the drivers and starts the payload; returns guest uptime."""
        match = self.wait_for_serial(r"^panel-vm: ready t=([0-9.]+)", timeout)
        return float(match.group(1))

    def wait_exit(self, timeout=60.0):
        """Waits for the payload to end (and QEMU to power off); returns the payload's status."""
        match = self.wait_for_serial(r"^panel-vm: exit status=(\d+)", timeout)
        self.exit_status = int(match.group(1))
        if not self.hold:
            try:
                self.process.wait(max(1.0, timeout / 4))
            except subprocess.TimeoutExpired:
                pass
        return self.exit_status

    # -- inside the guest

    def guest_run(self, command, timeout=30.0):
        """Runs a shell command in the guest beside the payload; returns (status, output).

        Its stdin is /dev/null; its stdout and stderr come back together.
        """
        if self.agent is None:
            self.agent = GuestShell(self.agent_path)
        return self.agent.run(command, timeout, alive=self.running)

    def flip_events(self, reset=False):
        """{DRM file id: count} of vblank and page-flip events the guest kernel delivered.

        Counted since boot or the last reset=True. The kernel's own commits (fbcon, the
        first modeset) are left out; a program asking only for page-flip events gets
        one per presented frame.
        """
        trace = "/sys/kernel/tracing/trace"
        command = (f"grep -o 'drm_vblank_event_delivered: file=[0-9a-f]*' {trace} | sort | uniq -c"
                   + (f"; echo > {trace}" if reset else ""))
        status, output = self.guest_run(command)
        counts = {}
        for match in re.finditer(r"(\d+) drm_vblank_event_delivered: file=([0-9a-f]+)", output):
            if int(match.group(2), 16) != 0:
                counts[match.group(2)] = int(match.group(1))
        return counts

    def display_state(self, card=0):
        """The guest's DRM atomic state of /dev/dri/cardN (debugfs), as text."""
        status, output = self.guest_run(f"cat /sys/kernel/debug/dri/{card}/state")
        if status != 0:
            raise KioskError(f"cannot read the DRM state of card{card}: {output.strip()}")
        return output

    # -- screen and touch

    def screendump(self, path, format=None, device=None):
        """Saves what the guest displays (PNG for .png, else PPM); returns the absolute path.

        `device` ("virtio" or "bochs") picks the display when the guest has both.
        """
        path = os.path.abspath(path)
        self.qmp.screendump(path, format, device)
        return path

    def screenshot(self, device=None):
        """What the guest displays (on `device`, see screendump) as a Frame."""
        return read_ppm(self.screendump(os.path.join(self.workdir, "screen.ppm"), "ppm", device))

    def send_input(self, *events):
        """Raw QMP input-send-event events."""
        self.qmp.command("input-send-event", events=list(events))

    def pointer_to(self, abs_x, abs_y):
        """Moves the tablet to axis values (0..32767 each)."""
        self.send_input(*tablet.move_events(abs_x, abs_y))

    def button(self, down):
        self.send_input(tablet.button_event(down))

    def press(self, x, y, width, height):
        """Moves to pixel (x, y) of a width x height screen and holds the button down."""
        self.send_input(*tablet.pixel_events(x, y, width, height))
        self.button(True)

    def release(self):
        self.button(False)

    def tap(self, x, y, width, height, hold=0.05):
        """A press at pixel (x, y), held `hold` seconds, then released."""
        self.press(x, y, width, height)
        time.sleep(hold)
        self.release()
