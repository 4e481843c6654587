"""A crash on a real kernel never leaves a frozen frame on the console: panel-app on
virtio-gpu's KMS is killed by SIGSEGV, SIGABRT and SIGILL (what a Swift trap raises on
x86-64), and its fatal-signal handler puts the console's CRTC back before the process dies.

The guest writes each core dump to a pipe whose reader waits several seconds before it
reads, so the dying process (and its DRM file, with panel-app's buffer) lives on while the
dump waits. The kernel would restore the console itself once the file closed; during the
dump only the handler can, so the screen is checked then, and again after the exit.
Its own boot: the demo panel at 800x480 on card0, one run per signal.
"""

import paneltest
from vmtest import check

WIDTH, HEIGHT = 800, 480
# The core dump's reader sleeps before it reads: the process stays alive while it waits.
DUMP_HOLD_SECONDS = 8
COMMAND = ("cat /sys/kernel/debug/dri/0/state > /tmp/crtc-before.txt; "
           f"echo '|/bin/busybox sleep {DUMP_HOLD_SECONDS}' > /proc/sys/kernel/core_pattern; "
           "while [ ! -e /tmp/done ]; do usleep 100000; done")
SIGNALS = {"SEGV": 11, "ABRT": 6, "ILL": 4}


def boot():
    binary = paneltest.find_panel_app()
    return {"command": COMMAND, "binaries": [[binary, "panel-app"]], "files": [],
            "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def on_screen(state):
    """The lines of a DRM debugfs state dump that say what is on screen and in what mode."""
    keep = ("allocated by", "mode:", "enable=", "active=", "crtc=", "fb=", "size=")
    return [line.strip() for line in state.splitlines() if any(key in line for key in keep)]


def crash_with(vm, signal):
    before = vm.guest_run("cat /tmp/crtc-before.txt")[1]
    mark = len(vm.serial_text())
    vm.guest_run("(ulimit -c unlimited; panel-app run --display kms --card /dev/dri/card0 --input none; "
                 f"echo \"crash-{signal}: panel-app exited status=$?\") > /dev/console 2>&1 &")
    vm.wait_for_serial(r"first frame shown", 60, since=mark)
    showing = vm.display_state(0)
    check("allocated by = panel-app" in showing, f"panel-app's buffer is not on card0's screen:\n{showing[:800]}")

    status, output = vm.guest_run(f"kill -{signal} $(pidof panel-app)")
    check(status == 0, f"could not send SIG{signal} to panel-app: {output}")
    # The process is still dumping its core, its DRM file still open.
    alive = paneltest.wait_until(lambda: vm.guest_run("pidof panel-app")[0] == 0 or None, 2,
                                 f"panel-app still alive while its core is dumped after SIG{signal}")
    during = vm.display_state(0)
    still_alive = vm.guest_run("pidof panel-app")[0] == 0
    check(alive and still_alive, f"panel-app ended before its core dump could be seen after SIG{signal}")
    check("allocated by = panel-app" not in during,
          f"after SIG{signal}, panel-app's frozen frame is still scanned out while it dies:\n{during[:800]}")
    check(on_screen(during) == on_screen(before),
          f"after SIG{signal}, card0 does not show what it showed before panel-app started:\nbefore:\n  "
          + "\n  ".join(on_screen(before)) + "\nduring the crash:\n  " + "\n  ".join(on_screen(during)))

    match = vm.wait_for_serial(rf"crash-{signal}: panel-app exited status=(\d+)", DUMP_HOLD_SECONDS + 30, since=mark)
    check(int(match.group(1)) == 128 + SIGNALS[signal],
          f"panel-app did not die of SIG{signal} (status {match.group(1)}): the handler must let the signal take its course")
    after = vm.display_state(0)
    check(on_screen(after) == on_screen(before), f"after SIG{signal} and the exit, card0 is not as before")


def scenario_segfault_restores_the_console(vm):
    crash_with(vm, "SEGV")


def scenario_abort_restores_the_console(vm):
    crash_with(vm, "ABRT")


def scenario_trap_restores_the_console(vm):
    crash_with(vm, "ILL")


def scenario_end_guest_stops(vm):
    vm.guest_run("touch /tmp/done")
    check(vm.wait_exit(30) == 0, "the guest's payload did not end cleanly")
