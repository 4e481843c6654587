"""The command line, `deploy/vm/kiosk.sh COMMAND` (`COMMAND --help` for each):

run (run-in-guest.sh), vnc (run-vnc.sh), show (make-run.sh), image (build-image.sh),
and for a running kiosk screendump, tap and guest.
"""

import argparse
import glob
import json
import os
import shlex
import shutil
import sys
import tempfile
import time

from . import image, tablet, vmlinux
from .errors import KioskError
from .guest import GuestShell
from .machine import DISPLAYS, Kiosk, stop_on_signals
from .pattern import build_kms_pattern
from .qmp import QMP


def program_name():
    """deploy/vm/kiosk.sh, relative to the working directory when it is below it."""
    path = os.path.join(image.VM_DIR, "kiosk.sh")
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def parse_resolution(text):
    if text is None:
        return None
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise KioskError(f"--resolution takes WxH, e.g. 800x480, not '{text}'")
    return int(parts[0]), int(parts[1])


def kiosk_for(args, workdir, hold=False):
    """The Kiosk, not yet started, that args (--command, image and boot options) describe."""
    built = image.build(args.command, args.binary, args.file, getattr(args, "fonts", image.DEFAULT_FONTS))
    return Kiosk(built, display=args.display, memory=args.memory, accel=args.accel, vnc=args.vnc,
                 workdir=workdir, hold=hold, resolution=parse_resolution(args.resolution))


# ---------------------------------------------------------------- booting commands

def command_run(args):
    """Boots, runs the command, powers off; returns the command's status (124 on timeout)."""
    workdir = args.workdir or tempfile.mkdtemp(prefix="panel-vm-")
    try:
        vm = kiosk_for(args, workdir)
    except BaseException:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
        raise
    started = time.monotonic()  # the timeout counts from QEMU's start, not the image build
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


def vnc_banner(vm, command):
    port, qmp, me = 5900 + vm.vnc, vm.user_qmp_path, program_name()
    return f"""The virtual kiosk is booting ({vm.accel.upper()}); the payload: {command}
  See and touch it:   vncviewer 127.0.0.1::{port}    (any VNC client; a click is a touch)
                      vncdotool -s 127.0.0.1::{port} move 640 400 click 1     (pip install vncdotool)
  Save a screenshot:  {me} screendump --qmp {qmp} screen.png
                      or: vncdotool -s 127.0.0.1::{port} capture screen.png
  Tap at a pixel:     {me} tap --qmp {qmp} 640 400
  A guest shell command: {me} guest --workdir {vm.workdir} "cat /proc/bus/input/devices"
  Serial console log: {vm.serial_log}
  Stop it:            Ctrl-C"""


def command_vnc(args):
    """Boots the payload with a VNC server on 127.0.0.1 and waits until the guest powers off."""
    vm = kiosk_for(args, args.workdir or os.path.join(image.default_cache(), "run"), hold=True)
    with vm:
        print(vnc_banner(vm, args.command), flush=True)
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
    """`make run`: this machine's display when one is connected and free, else command_vnc."""
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
    args.file = [f"{os.path.abspath(path)}:{os.path.abspath(path)}" for path in args.file]
    args.binary = [binary]
    if args.program:
        files, args.fonts, environment = packaged_payload(binary)
        args.file += files
    else:
        environment = ""
    run = " ".join(shlex.quote(word) for word in [os.path.basename(binary)] + program[1:])
    cwd = os.getcwd()
    args.command = f"mkdir -p {shlex.quote(cwd)} && cd {shlex.quote(cwd)} && {environment}exec {run}"
    return command_vnc(args)


def packaged_payload(binary):
    """(files, fonts, environment prefix) for showing the program at `binary`: a Panel
    program gets what its package installs on a board (fonts, keyboard data, resources,
    panel file, the unit's environment) and no other font, so it draws here what it draws
    there; another program gets the default fonts."""
    from . import packaged
    try:
        contents = packaged.contents_for(binary)
    except KioskError as error:
        print(f"{error}; the guest gets the default fonts", flush=True)
        return [], image.DEFAULT_FONTS, ""
    print(f"The guest carries what the {contents.name} package installs: fonts of "
          f"{', '.join(contents.font_packages)}"
          + (f", environment {contents.environment}" if contents.environment else ""), flush=True)
    environment = packaged.environment_words(contents)
    return packaged.guest_files(contents), "", environment + " " if environment else ""


def command_image(args):
    """Builds (or reuses) an image and prints its description as JSON."""
    command = args.command
    if command is None:
        command = os.path.basename(args.binary[0]) if args.binary else "sh"
    result = image.build(command, args.binary, args.file, args.fonts, args.cache, args.kernel_package)
    print(json.dumps(result, indent=1))
    return 0


# ---------------------------------------------------------------- a running kiosk

def command_screendump(args):
    client = QMP(args.qmp)
    try:
        path = os.path.abspath(args.output)
        client.screendump(path)
    finally:
        client.close()
    print(path)
    return 0


def command_tap(args):
    client = QMP(args.qmp)
    try:
        events = tablet.pixel_events(args.x, args.y, args.width, args.height)
        client.command("input-send-event", events=events + [tablet.button_event(True)])
        time.sleep(args.hold)
        client.command("input-send-event", events=[tablet.button_event(False)])
    finally:
        client.close()
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


# ---------------------------------------------------------------- parsing

def add_boot_options(parser):
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


def add_run_command(commands):
    run = commands.add_parser("run", help="boot, run a command in the guest, power off")
    add_boot_options(run)
    run.add_argument("--command", required=True, help="the shell command the guest runs")
    run.add_argument("--timeout", type=float, default=120.0,
                     help="seconds for boot plus command (default 120; a boot takes 5-20 s)")
    run.add_argument("--serial-log", default=None, help="also copy the serial log here")
    run.add_argument("--screendump", default=None, help="save a screenshot here (.png or .ppm)")
    run.add_argument("--screendump-after", type=float, default=None,
                     help="seconds after the payload starts to take the screenshot (default 2)")
    run.add_argument("--vnc", type=int, default=None, help="also serve VNC on 127.0.0.1:5900+N")
    run.add_argument("--quiet", action="store_true", help="do not print the serial log")
    run.set_defaults(handler=command_run)


def add_vnc_commands(commands):
    vnc = commands.add_parser("vnc", help="boot the kiosk with VNC on 127.0.0.1 until stopped")
    add_boot_options(vnc)
    vnc.add_argument("--command", required=True, help="the payload command")
    vnc.add_argument("--vnc", type=int, default=0, help="VNC display number N (port 5900+N)")
    vnc.set_defaults(handler=command_vnc)

    show = commands.add_parser("show", help="make run: this machine's display if connected, else VNC")
    add_boot_options(show)
    show.add_argument("--vnc", type=int, default=0, help="VNC display number N (port 5900+N)")
    show.add_argument("--vm", dest="where", action="store_const", const="vm",
                      help="always use the virtual kiosk")
    show.add_argument("--local", dest="where", action="store_const", const="local",
                      help="always run on this machine")
    show.add_argument("program", nargs=argparse.REMAINDER,
                      help="PROGRAM [ARGS...] (default: the KMS test pattern)")
    show.set_defaults(handler=command_show)


def add_image_command(commands):
    build = commands.add_parser(
        "image", help="build (or reuse) the kernel and initramfs and print their paths as JSON")
    build.add_argument("--binary", action="append", default=[], metavar="PATH",
                       help="an executable to put in /usr/local/bin with its shared libraries "
                            "(repeatable)")
    build.add_argument("--command", default=None,
                       help="the payload shell command /init runs (default: the first binary, "
                            "else a shell)")
    build.add_argument("--file", action="append", default=[], metavar="SRC[:DEST]",
                       help="an extra file; DEST defaults to /root/NAME (repeatable)")
    build.add_argument("--fonts", default=image.DEFAULT_FONTS, help="glob of fonts to include ('' for none)")
    build.add_argument("--cache", default=None, help="cache directory (default .build/vm or $PANEL_VM_CACHE)")
    build.add_argument("--kernel-package", default=None,
                       help="a linux-image-*-amd64 package instead of linux-image-amd64's dependency")
    build.set_defaults(handler=command_image)


def add_live_commands(commands):
    dump = commands.add_parser("screendump", help="save the running kiosk's screen")
    dump.add_argument("--qmp", required=True, help="the kiosk's QMP socket")
    dump.add_argument("output", help="file to write (.png or .ppm)")
    dump.set_defaults(handler=command_screendump)

    guest = commands.add_parser("guest", help="run a shell command inside the running kiosk")
    guest.add_argument("--workdir", default=os.path.join(image.default_cache(), "run"),
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


def main(argv=None):
    parser = argparse.ArgumentParser(prog=program_name(), description="The Panel virtual kiosk.")
    commands = parser.add_subparsers(dest="action", required=True)
    add_run_command(commands)
    add_vnc_commands(commands)
    add_image_command(commands)
    add_live_commands(commands)
    args = parser.parse_args(argv)
    stop_on_signals()
    if args.action == "run" and args.screendump and args.screendump_after is None:
        args.screendump_after = 2.0
    try:
        return args.handler(args)
    except (KioskError, image.BuildError, vmlinux.ExtractError) as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 1
