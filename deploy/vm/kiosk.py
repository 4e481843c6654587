#!/usr/bin/env python3
"""Boots and drives the virtual kiosk: a QEMU guest on a Debian kernel running one payload.

Host-side control uses only Python's standard library:
- QMP over a unix socket (screendump, input-send-event for the virtio tablet, quit);
- the guest's serial console, logged to a file and searched with wait_for_serial();
- a second serial port on which the guest's /init runs shell commands for the host
  (Kiosk.guest_run), e.g. to send a signal to the payload or start a helper beside it.

Typical use (see README.md beside this file):

    image = kiosk.build_image(command="panel-app run demo.panel", binaries=["path/panel-app"])
    with kiosk.Kiosk(image) as vm:
        vm.wait_ready()
        vm.wait_for_serial("first frame")
        frame = vm.screenshot()          # Frame(width, height, rgb bytes)
        vm.tap(640, 400, frame.width, frame.height)
        status = vm.wait_exit(30)

Command line: `kiosk.py run` (run-in-guest.sh), `vnc` (run-vnc.sh), `show` (make-run.sh),
and for a running kiosk `screendump`, `tap` and `guest`; `kiosk.py COMMAND --help`.
"""

import argparse
import base64
import collections
import glob
import json
import os
import re
import shlex
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import image as image_builder  # noqa: E402

# The virtio tablet's axes run 0..ABS_MAX on both x and y, whatever the screen size.
ABS_MAX = 32767
# x86's kernel command line is at most 2048 bytes: longer payload commands go in the image.
MAX_CMDLINE = 2000
# Display choices -> QEMU devices, each with the id that screendump(device=...) names.
# With "both", the guest's card0 is virtio-gpu and card1 is bochs (the module load order).
DISPLAYS = {
    "virtio": ["virtio-gpu-pci,id=virtio"],
    "bochs": ["bochs-display,id=bochs"],
    "both": ["virtio-gpu-pci,id=virtio", "bochs-display,id=bochs"],
}


class KioskError(Exception):
    pass


def build_image(command, binaries=(), extra_files=(), **options):
    """Builds (or takes from the cache) an image; see image.build for the options."""
    return image_builder.build(command, binaries, extra_files, **options)


def choose_accel(requested=None):
    """Returns "kvm" only on a real (not nested) hypervisor host, where KVM works; else "tcg".

    On these project machines /dev/kvm opens but is a nested software hypervisor under
    which guests hang, so "auto" also refuses KVM when the host itself runs virtualised.
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


def abs_from_pixel(coordinate, size):
    """The tablet axis value (0..32767) for the centre of pixel `coordinate` of a `size` axis.

    A guest that normalises like libinput, value * size / 32768, lands inside the pixel
    (at its centre), so hit tests and rounding both give `coordinate` back.
    """
    if size <= 0:
        raise KioskError(f"screen size must be positive, got {size}")
    if not 0 <= coordinate < size:
        raise KioskError(f"pixel {coordinate} is outside a screen of {size}")
    return min(ABS_MAX, (2 * coordinate + 1) * (ABS_MAX + 1) // (2 * size))


def build_kms_pattern(cache=None):
    """Compiles kms-pattern.c (the smoke-test payload) into the cache when it changed."""
    source = os.path.join(HERE, "kms-pattern.c")
    output = os.path.join(os.path.abspath(cache or image_builder.default_cache()), "bin", "kms-pattern")
    if os.path.exists(output) and os.path.getmtime(output) >= os.path.getmtime(source):
        return output
    os.makedirs(os.path.dirname(output), exist_ok=True)
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libdrm"], check=True,
                               capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        raise KioskError("pkg-config cannot find libdrm: run scripts/install-deps.sh build")
    compiler = os.environ.get("CC") or next(
        (c for c in ("cc", "gcc", "clang", "/opt/swift/usr/bin/clang") if shutil.which(c)), None)
    if compiler is None:
        raise KioskError("no C compiler (cc, gcc or clang) to build kms-pattern.c")
    partial = f"{output}.{os.getpid()}.tmp"
    result = subprocess.run([compiler, "-O2", "-Wall", "-o", partial, source] + flags,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise KioskError(f"compiling {source} failed:\n{result.stderr}")
    os.replace(partial, output)
    return output


# ---------------------------------------------------------------- images

class Frame:
    """A screenshot: width, height and packed 8-bit RGB rows (no padding)."""

    def __init__(self, width, height, rgb):
        if len(rgb) != width * height * 3:
            raise KioskError(f"frame of {width}x{height} needs {width * height * 3} bytes, got {len(rgb)}")
        self.width, self.height, self.rgb = width, height, rgb

    def pixel(self, x, y):
        """(r, g, b) at x, y."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise KioskError(f"pixel {x},{y} is outside the {self.width}x{self.height} frame")
        offset = (y * self.width + x) * 3
        return tuple(self.rgb[offset:offset + 3])

    def colours(self, step=1):
        """{(r, g, b): pixel count} over the frame, sampling every `step`-th pixel."""
        counts = collections.Counter(self.rgb[i:i + 3] for i in range(0, len(self.rgb), 3 * step))
        return {tuple(colour): count for colour, count in counts.items()}

    def is_blank(self):
        """True when every pixel has the same colour."""
        first = self.rgb[:3]
        return self.rgb == first * (self.width * self.height)

    def differing_pixels(self, other, tolerance=0):
        """How many pixels differ from `other` (same size) by more than `tolerance` in a channel."""
        if (self.width, self.height) != (other.width, other.height):
            raise KioskError(f"frames differ in size: {self.width}x{self.height} vs "
                             f"{other.width}x{other.height}")
        count = 0
        a, b = self.rgb, other.rgb
        if tolerance == 0 and a == b:
            return 0
        for i in range(0, len(a), 3):
            if (abs(a[i] - b[i]) > tolerance or abs(a[i + 1] - b[i + 1]) > tolerance
                    or abs(a[i + 2] - b[i + 2]) > tolerance):
                count += 1
        return count

    def difference_box(self, other, tolerance=0):
        """(left, top, right, bottom), exclusive, around the pixels that differ; None if none."""
        if (self.width, self.height) != (other.width, other.height):
            raise KioskError(f"frames differ in size: {self.width}x{self.height} vs "
                             f"{other.width}x{other.height}")
        stride = self.width * 3
        rows = [y for y in range(self.height)
                if self.rgb[y * stride:(y + 1) * stride] != other.rgb[y * stride:(y + 1) * stride]]
        box = None
        for y in rows:
            for x in range(self.width):
                i = y * stride + x * 3
                if any(abs(self.rgb[i + c] - other.rgb[i + c]) > tolerance for c in range(3)):
                    if box is None:
                        box = [x, y, x + 1, y + 1]
                    else:
                        box = [min(box[0], x), box[1], max(box[2], x + 1), y + 1]
        return tuple(box) if box else None

    def save_ppm(self, path):
        with open(path, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (self.width, self.height) + self.rgb)

    def save_png(self, path):
        rows = b"".join(b"\x00" + self.rgb[y * self.width * 3:(y + 1) * self.width * 3]
                        for y in range(self.height))

        def chunk(kind, data):
            return (struct.pack(">I", len(data)) + kind + data
                    + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                    + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def read_ppm(path):
    """Reads a binary (P6, 8-bit) PPM, as QEMU's screendump writes, into a Frame."""
    with open(path, "rb") as f:
        data = f.read()
    fields = []
    position = 0
    while len(fields) < 4:
        match = re.compile(rb"\s*(#[^\n]*\n\s*)*(\S+)").match(data, position)
        if not match:
            raise KioskError(f"{path}: truncated PPM header")
        fields.append(match.group(2))
        position = match.end()
    if fields[0] != b"P6" or fields[3] != b"255" or not (fields[1].isdigit() and fields[2].isdigit()):
        raise KioskError(f"{path}: not an 8-bit binary PPM (header {fields})")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:position + 1 + width * height * 3]
    if len(pixels) != width * height * 3:
        raise KioskError(f"{path}: PPM of {width}x{height} holds only {len(pixels)} bytes of pixels")
    return Frame(width, height, pixels)


def read_png(path):
    """Reads an 8-bit, non-interlaced RGB, RGBA, grey or grey+alpha PNG into a Frame.

    Alpha is dropped (composited over black): kiosk snapshots are opaque.
    """
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise KioskError(f"{path}: not a PNG file")
    position, idat, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        position += 12 + length
    if header is None:
        raise KioskError(f"{path}: PNG without IHDR")
    width, height, depth, colour_type, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour_type)
    if depth != 8 or channels is None or interlace != 0:
        raise KioskError(f"{path}: only 8-bit non-interlaced grey/RGB(A) PNGs are read "
                         f"(depth {depth}, colour type {colour_type}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    if len(raw) < height * (stride + 1):
        raise KioskError(f"{path}: PNG image data is truncated")
    previous = bytes(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        line = _unfilter(raw[start], raw[start + 1:start + 1 + stride], previous, channels, path, y)
        rows.append(line)
        previous = line
    pixels = b"".join(rows)
    if channels == 3:
        return Frame(width, height, pixels)
    if channels == 1:
        return Frame(width, height, bytes(v for v in pixels for _ in range(3)))
    if channels == 2:
        return Frame(width, height, bytes(v for i in range(0, len(pixels), 2) for v in (pixels[i],) * 3))
    rgb = bytearray(width * height * 3)
    rgb[0::3], rgb[1::3], rgb[2::3] = pixels[0::4], pixels[1::4], pixels[2::4]
    alpha = pixels[3::4]
    if alpha.count(255) != len(alpha):  # composite over black where not opaque
        for i, a in enumerate(alpha):
            if a != 255:
                for c in range(3):
                    rgb[3 * i + c] = rgb[3 * i + c] * a // 255
    return Frame(width, height, bytes(rgb))


def _unfilter(kind, line, previous, channels, path, row):
    """Undoes one PNG row's filter; a loop per filter keeps the pure-Python cost down."""
    if kind == 0:
        return bytes(line)
    if kind == 2:
        # Byte-wise addition mod 256 of whole rows at once (no carries between bytes).
        n = len(line)
        low7, high = int.from_bytes(b"\x7f" * n, "little"), int.from_bytes(b"\x80" * n, "little")
        a, b = int.from_bytes(line, "little"), int.from_bytes(previous, "little")
        return (((a & low7) + (b & low7)) ^ ((a ^ b) & high)).to_bytes(n, "little")
    out = bytearray(line)
    n = len(out)
    if kind == 1:
        for i in range(channels, n):
            out[i] = (out[i] + out[i - channels]) & 255
    elif kind == 3:
        for i in range(n):
            left = out[i - channels] if i >= channels else 0
            out[i] = (out[i] + ((left + previous[i]) >> 1)) & 255
    elif kind == 4:
        for i in range(n):
            if i >= channels:
                left, corner = out[i - channels], previous[i - channels]
            else:
                left = corner = 0
            up = previous[i]
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            out[i] = (out[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    else:
        raise KioskError(f"{path}: bad PNG filter {kind} on row {row}")
    return bytes(out)


def read_image(path):
    with open(path, "rb") as f:
        magic = f.read(2)
    return read_png(path) if magic == b"\x89P" else read_ppm(path)


# ---------------------------------------------------------------- QMP

class QMP:
    """A minimal QMP client: one command at a time, events kept in `events`."""

    def __init__(self, path, timeout=10.0):
        self.events = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.socket.connect(path)
                break
            except OSError:
                self.socket.close()
                if time.monotonic() > deadline:
                    raise KioskError(f"QMP socket {path} did not open within {timeout} s")
                time.sleep(0.05)
        self.socket.settimeout(timeout)
        self.buffer = b""
        greeting = self._read()
        if "QMP" not in greeting:
            raise KioskError(f"unexpected QMP greeting: {greeting}")
        self.command("qmp_capabilities")

    def _read(self):
        while b"\n" not in self.buffer:
            try:
                data = self.socket.recv(65536)
            except socket.timeout:
                raise KioskError("QMP did not answer in time")
            except OSError as error:
                raise KioskError(f"QMP connection lost: {error}")
            if not data:
                raise KioskError("QMP connection closed by QEMU")
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def command(self, name, **arguments):
        """Runs a QMP command and returns its "return" value; raises KioskError on "error"."""
        message = {"execute": name}
        if arguments:
            message["arguments"] = arguments
        try:
            self.socket.sendall(json.dumps(message).encode() + b"\n")
        except OSError as error:
            raise KioskError(f"QMP {name}: connection lost, QEMU has exited? ({error})")
        while True:
            reply = self._read()
            if "event" in reply:
                self.events.append(reply)
                continue
            if "error" in reply:
                raise KioskError(f"QMP {name} failed: {reply['error'].get('desc', reply['error'])}")
            return reply.get("return")

    def close(self):
        try:
            self.socket.close()
        except OSError:
            pass


class GuestShell:
    """The guest's command channel: /init runs each line it gets on its second serial port.

    Protocol, one line each way: `TAG BASE64(COMMAND)` and
    `panel-agent TAG status=N output=BASE64(OUTPUT)`.
    """

    def __init__(self, path, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                self.socket.connect(path)
                break
            except OSError:
                self.socket.close()
                if time.monotonic() > deadline:
                    raise KioskError(f"the guest command channel {path} did not open")
                time.sleep(0.05)
        self.buffer = b""
        self.sequence = 0

    def run(self, command, timeout=30.0, alive=lambda: True):
        self.sequence += 1
        tag = f"{os.getpid()}.{self.sequence}"
        encoded = base64.b64encode(command.encode()).decode()
        try:
            self.socket.sendall(f"{tag} {encoded}\n".encode())
        except OSError as error:
            raise KioskError(f"the guest command channel is closed ({error}): {command}")
        self.socket.settimeout(0.2)
        pattern = re.compile(rb"panel-agent " + re.escape(tag.encode())
                             + rb" status=(\d+) output=([A-Za-z0-9+/=]*)\r?\n")
        deadline = time.monotonic() + timeout
        while True:
            match = pattern.search(self.buffer)
            if match:
                self.buffer = self.buffer[match.end():]
                return int(match.group(1)), base64.b64decode(match.group(2)).decode("utf-8", "replace")
            if time.monotonic() > deadline:
                raise KioskError(f"guest command did not finish within {timeout} s: {command}")
            if not alive():
                raise KioskError(f"QEMU exited while the guest ran: {command}")
            try:
                data = self.socket.recv(65536)
            except socket.timeout:
                continue
            except OSError as error:
                raise KioskError(f"the guest command channel broke ({error}): {command}")
            if not data:
                raise KioskError(f"the guest command channel closed: {command}")
            self.buffer += data

    def close(self):
        try:
            self.socket.close()
        except OSError:
            pass


# ---------------------------------------------------------------- the machine

def _die_with_parent():
    """In the QEMU child: be killed when the harness dies, so no guest outlives its owner."""
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, 15)
    except (OSError, AttributeError):
        pass


def stop_on_signals():
    """Turns SIGTERM and SIGHUP into KeyboardInterrupt, so `with Kiosk(...)` blocks clean up."""
    import signal

    def interrupt(number, frame):
        raise KeyboardInterrupt(f"signal {number}")
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, interrupt)


class Kiosk:
    """One QEMU guest booted from an image made by build_image()."""

    def __init__(self, image, display="virtio", memory=512, accel=None, vnc=None,
                 command=None, hold=False, workdir=None, verbose_kernel=False, extra_args=(),
                 kernel_args=(), resolution=None):
        if display not in DISPLAYS:
            raise KioskError(f"unknown display '{display}' (use {', '.join(DISPLAYS)})")
        if vnc is not None and not (isinstance(vnc, int) and 0 <= vnc < 100):
            raise KioskError(f"VNC display must be a number 0..99, got {vnc!r}")
        if resolution is not None:
            try:
                width, height = (int(v) for v in resolution)
            except (TypeError, ValueError):
                raise KioskError(f"resolution must be (width, height), got {resolution!r}")
            if not (64 <= width <= 4096 and 64 <= height <= 4096):
                raise KioskError(f"resolution {width}x{height} is outside 64..4096")
            resolution = (width, height)
        self.resolution = resolution
        self.image = image
        self.display = display
        self.memory = memory
        self.accel = choose_accel(accel)
        self.vnc = vnc
        self.command = command
        self.hold = hold
        self.verbose_kernel = verbose_kernel
        self.extra_args = list(extra_args)
        self.kernel_args = list(kernel_args)
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
        self.process = None
        self.qmp = None
        self.agent = None
        self.started_at = None
        self.exit_status = None
        self.final_serial = None

    # -- lifecycle

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
        if self.vnc is not None:
            arguments += ["-vnc", f"127.0.0.1:{self.vnc}"]  # loopback only, by design
        return arguments + self.extra_args

    def start(self):
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
        return time.monotonic() - self.started_at

    # -- serial console

    def serial_text(self):
        if self.final_serial is not None:
            return self.final_serial
        with open(self.serial_log, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def wait_for_serial(self, pattern, timeout=30.0, since=0):
        """Waits for a serial-console line matching `pattern` (a regex) after offset `since`.

        Returns the match (its .end() + since is the offset to search from next).
        Raises KioskError on timeout or if QEMU exits first, quoting the log's tail.
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
        """Waits for the payload to end and QEMU to power off; returns the payload's status."""
        match = self.wait_for_serial(r"^panel-vm: exit status=(\d+)", timeout)
        self.exit_status = int(match.group(1))
        if not self.hold:
            try:
                self.process.wait(max(1.0, timeout / 4))
            except subprocess.TimeoutExpired:
                pass
        return self.exit_status

    # -- guest shell over the second serial port

    def guest_run(self, command, timeout=30.0):
        """Runs a shell command inside the guest, beside the payload; returns (status, output).

        The command's stdin is /dev/null; its stdout and stderr come back together.
        """
        if self.agent is None:
            self.agent = GuestShell(self.agent_path)
        return self.agent.run(command, timeout, alive=self.running)

    # -- kernel-side display facts

    def flip_events(self, reset=False):
        """Vblank and page-flip events the guest kernel delivered to programs, per open DRM file.

        Returns {file id: count} since boot or the last reset=True (which clears the count).
        The kernel's own commits (fbcon, the first modeset) are left out. A program that
        asks only for page-flip events gets one per presented frame.
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
        """Saves what the guest displays; PNG when `path` ends in .png, else PPM.

        `device` ("virtio" or "bochs") picks the display when the guest has both.
        """
        path = os.path.abspath(path)
        if format is None:
            format = "png" if path.endswith(".png") else "ppm"
        arguments = {"filename": path, "format": format}
        if device is not None:
            arguments["device"] = device
        self.qmp.command("screendump", **arguments)
        return path

    def screenshot(self, device=None):
        """Returns what the guest displays (on `device`, see screendump) as a Frame."""
        path = os.path.join(self.workdir, "screen.ppm")
        self.screendump(path, "ppm", device)
        return read_ppm(path)

    def send_input(self, *events):
        self.qmp.command("input-send-event", events=list(events))

    def pointer_to(self, abs_x, abs_y):
        """Moves the tablet to axis values (0..32767 each)."""
        for value, name in ((abs_x, "x"), (abs_y, "y")):
            if not 0 <= value <= ABS_MAX:
                raise KioskError(f"tablet {name} must be in 0..{ABS_MAX}, got {value}")
        self.send_input({"type": "abs", "data": {"axis": "x", "value": abs_x}},
                        {"type": "abs", "data": {"axis": "y", "value": abs_y}})

    def button(self, down):
        self.send_input({"type": "btn", "data": {"down": bool(down), "button": "left"}})

    def press(self, x, y, width, height):
        """Moves to pixel (x, y) of a width x height screen and holds the button down."""
        self.pointer_to(abs_from_pixel(x, width), abs_from_pixel(y, height))
        self.button(True)

    def release(self):
        self.button(False)

    def tap(self, x, y, width, height, hold=0.05):
        """A press at pixel (x, y), held `hold` seconds, then released."""
        self.press(x, y, width, height)
        time.sleep(hold)
        self.release()


# ---------------------------------------------------------------- command line

def add_image_options(parser):
    parser.add_argument("--binary", action="append", default=[], metavar="PATH",
                        help="an executable to put in the guest's /usr/local/bin with its libraries")
    parser.add_argument("--file", action="append", default=[], metavar="SRC[:DEST]",
                        help="an extra file for the guest (DEST defaults to /root/NAME)")
    parser.add_argument("--display", choices=sorted(DISPLAYS), default="virtio",
                        help="virtio (virtio-gpu-pci, default), bochs (bochs-display), or both "
                             "(card0 virtio, card1 bochs)")
    parser.add_argument("--memory", type=int, default=512, help="guest memory in MiB")
    parser.add_argument("--resolution", default=None, metavar="WxH",
                        help="the displays' preferred mode (default 1280x800)")
    parser.add_argument("--accel", default=None,
                        help="auto (TCG unless KVM really works; the default, or $PANEL_VM_ACCEL), tcg, kvm")
    parser.add_argument("--workdir", default=None, help="where the serial log and sockets go")


def parse_resolution(text):
    if text is None:
        return None
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise KioskError(f"--resolution takes WxH, e.g. 800x480, not '{text}'")
    return int(parts[0]), int(parts[1])


def command_run(args):
    """Boots, runs the command, powers off; exits with the command's status (124 on timeout)."""
    image = build_image(args.command, args.binary, args.file)
    started = time.monotonic()
    workdir = args.workdir or tempfile.mkdtemp(prefix="panel-vm-")
    vm = Kiosk(image, display=args.display, memory=args.memory, accel=args.accel,
               vnc=args.vnc, workdir=workdir, resolution=parse_resolution(args.resolution))
    status = 124
    try:
        with vm:
            try:
                ready = vm.wait_ready(min(60.0, args.timeout))
                if args.screendump_after is not None:
                    time.sleep(args.screendump_after)
                    vm.screendump(args.screendump)
                status = vm.wait_exit(max(1.0, args.timeout - (time.monotonic() - started)))
                print(f"run-in-guest: drivers ready at guest t={ready:.2f} s; "
                      f"exit status {status} after {time.monotonic() - started:.1f} s", file=sys.stderr)
            except KioskError as error:
                print(f"run-in-guest: {error}", file=sys.stderr)
    except KeyboardInterrupt:
        print("run-in-guest: interrupted", file=sys.stderr)
        status = 130
    finally:
        log = vm.serial_text() if os.path.exists(vm.serial_log) else ""
        if args.serial_log:
            shutil.copyfile(vm.serial_log, args.serial_log)
        if not args.quiet:
            sys.stdout.write(log)
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    return status


def command_vnc(args):
    """Boots the payload with a VNC server on 127.0.0.1 and waits until the guest powers off."""
    image = build_image(args.command, args.binary, args.file)
    workdir = args.workdir or os.path.join(image_builder.default_cache(), "run")
    vm = Kiosk(image, display=args.display, memory=args.memory, accel=args.accel, vnc=args.vnc,
               workdir=workdir, hold=True, resolution=parse_resolution(args.resolution))
    with vm:
        port = 5900 + args.vnc
        qmp = vm.user_qmp_path
        print(f"""The virtual kiosk is booting ({vm.accel.upper()}); the payload: {args.command}
  See and touch it:   vncviewer 127.0.0.1::{port}    (any VNC client; a click is a touch)
                      vncdotool -s 127.0.0.1::{port} move 640 400 click 1     (pip install vncdotool)
  Save a screenshot:  {sys.argv[0]} screendump --qmp {qmp} screen.png
                      or: vncdotool -s 127.0.0.1::{port} capture screen.png
  Tap at a pixel:     {sys.argv[0]} tap --qmp {qmp} 640 400
  A guest shell command: {sys.argv[0]} guest --workdir {vm.workdir} "cat /proc/bus/input/devices"
  Serial console log: {vm.serial_log}
  Stop it:            Ctrl-C""", flush=True)
        try:
            vm.wait_ready(120)
            print(f"Drivers ready after {vm.elapsed():.1f} s; the payload is running.", flush=True)
            status = vm.wait_exit(10 ** 9)
            print(f"The payload exited with status {status}; the guest stays up for VNC "
                  f"(Ctrl-C to stop). Its output is in {vm.serial_log}", flush=True)
            while vm.running():
                time.sleep(0.5)
        except KeyboardInterrupt:
            print("\nStopping the virtual kiosk.")
        except KioskError as error:
            print(f"run-vnc: {error}", file=sys.stderr)
            return 1
    return 0


def connected_display():
    """The first /sys/class/drm connector of this machine whose status is connected, or None."""
    for status in sorted(glob.glob("/sys/class/drm/card*-*/status")):
        try:
            with open(status) as f:
                if f.read().strip() == "connected":
                    return os.path.basename(os.path.dirname(status))
        except OSError:
            continue
    return None


def command_show(args):
    """`make run`: the program on this machine's display if one is connected and free (no
    desktop session holds it), else the virtual kiosk over VNC."""
    program = args.program or [build_kms_pattern(), "--input"]
    binary = shutil.which(program[0]) if os.sep not in program[0] else program[0]
    if binary is None or not os.path.isfile(binary):
        raise KioskError(f"program not found: {program[0]}")
    where = args.where or os.environ.get("PANEL_RUN", "auto")
    output = connected_display()
    # A desktop session holds DRM master: its display is connected but not free.
    desktop = os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY")
    if where == "local" or (where == "auto" and output and not desktop):
        print(f"Running on this machine's display ({output or 'forced with --local'}): "
              f"{' '.join(program)}", flush=True)
        os.execv(binary, [binary] + program[1:])
    reason = f"{output} is in use by the desktop session" if output and desktop else \
        "no connected display on this machine"
    print(f"{reason[0].upper()}{reason[1:]}: booting the virtual kiosk "
          "(force either way with --local or --vm).", flush=True)
    # Files and the working directory keep their host paths in the guest, so the same
    # command line (relative paths included) works on both sides.
    files = [f"{os.path.abspath(path)}:{os.path.abspath(path)}" for path in args.file]
    cwd = os.getcwd()
    command = (f"mkdir -p {shlex.quote(cwd)} && cd {shlex.quote(cwd)} && exec "
               + " ".join(shlex.quote(word) for word in [os.path.basename(binary)] + program[1:]))
    vnc_args = argparse.Namespace(binary=[binary], file=files, display=args.display,
                                  memory=args.memory, accel=args.accel, workdir=args.workdir,
                                  command=command, vnc=args.vnc, resolution=args.resolution)
    return command_vnc(vnc_args)


def command_screendump(args):
    client = QMP(args.qmp)
    try:
        path = os.path.abspath(args.output)
        client.command("screendump", filename=path, format="png" if path.endswith(".png") else "ppm")
    finally:
        client.close()
    print(path)
    return 0


def command_guest(args):
    """Runs a shell command in a running kiosk (its work directory's agent.sock)."""
    shell = GuestShell(os.path.join(args.workdir, "agent.sock"))
    try:
        status, output = shell.run(args.command, args.timeout)
    finally:
        shell.close()
    sys.stdout.write(output)
    return status


def command_tap(args):
    client = QMP(args.qmp)
    try:
        events = [{"type": "abs", "data": {"axis": "x", "value": abs_from_pixel(args.x, args.width)}},
                  {"type": "abs", "data": {"axis": "y", "value": abs_from_pixel(args.y, args.height)}},
                  {"type": "btn", "data": {"down": True, "button": "left"}}]
        client.command("input-send-event", events=events)
        time.sleep(args.hold)
        client.command("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": "left"}}])
    finally:
        client.close()
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="kiosk.py", description="The Panel virtual kiosk.")
    commands = parser.add_subparsers(dest="action", required=True)

    run = commands.add_parser("run", help="boot, run a command in the guest, power off")
    add_image_options(run)
    run.add_argument("--command", required=True, help="the shell command the guest runs")
    run.add_argument("--timeout", type=float, default=120.0,
                     help="seconds for boot plus command (default 120; a boot takes 5-20 s)")
    run.add_argument("--serial-log", default=None, help="also copy the serial log here")
    run.add_argument("--screendump", default=None, help="save a screenshot here (.png or .ppm)")
    run.add_argument("--screendump-after", type=float, default=None,
                     help="seconds after the payload starts to take the screenshot")
    run.add_argument("--vnc", type=int, default=None, help="also serve VNC on 127.0.0.1:5900+N")
    run.add_argument("--quiet", action="store_true", help="do not print the serial log")
    run.set_defaults(handler=command_run)

    vnc = commands.add_parser("vnc", help="boot the kiosk with VNC on 127.0.0.1 until stopped")
    add_image_options(vnc)
    vnc.add_argument("--command", required=True, help="the payload command")
    vnc.add_argument("--vnc", type=int, default=0, help="VNC display number N (port 5900+N)")
    vnc.set_defaults(handler=command_vnc)

    show = commands.add_parser("show", help="make run: this machine's display if connected, else VNC")
    add_image_options(show)
    show.add_argument("--vnc", type=int, default=0, help="VNC display number N (port 5900+N)")
    show.add_argument("--vm", dest="where", action="store_const", const="vm",
                      help="always use the virtual kiosk")
    show.add_argument("--local", dest="where", action="store_const", const="local",
                      help="always run on this machine")
    show.add_argument("program", nargs=argparse.REMAINDER,
                      help="PROGRAM [ARGS...] (default: the KMS test pattern)")
    show.set_defaults(handler=command_show, binary=[])

    dump = commands.add_parser("screendump", help="save the running kiosk's screen")
    dump.add_argument("--qmp", required=True, help="the kiosk's QMP socket")
    dump.add_argument("output", help="file to write (.png or .ppm)")
    dump.set_defaults(handler=command_screendump)

    guest = commands.add_parser("guest", help="run a shell command inside the running kiosk")
    guest.add_argument("--workdir", default=os.path.join(image_builder.default_cache(), "run"),
                       help="the kiosk's work directory (default: make run's, .build/vm/run)")
    guest.add_argument("--timeout", type=float, default=30.0)
    guest.add_argument("command", help="a busybox sh command line")
    guest.set_defaults(handler=command_guest)

    tap = commands.add_parser("tap", help="tap the running kiosk's screen at a pixel")
    tap.add_argument("--qmp", required=True, help="the kiosk's QMP socket")
    tap.add_argument("--width", type=int, default=1280)
    tap.add_argument("--height", type=int, default=800)
    tap.add_argument("--hold", type=float, default=0.05, help="seconds to hold")
    tap.add_argument("x", type=int)
    tap.add_argument("y", type=int)
    tap.set_defaults(handler=command_tap)

    args = parser.parse_args(argv)
    stop_on_signals()
    if args.action == "run" and args.screendump and args.screendump_after is None:
        args.screendump_after = 2.0
    try:
        return args.handler(args)
    except (KioskError, image_builder.BuildError) as error:
        print(f"kiosk.py: error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
