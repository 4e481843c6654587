"""The thermostat example (examples/Thermostat) on a real kernel: an `App` whose
`main()` runs on KMS, whose sensor task (a `.task` on the main actor, run by the event
loop between frames) changes the reading on screen, whose once-a-second clock
(`TimelineView`) is the only thing that wakes the loop in between, and which SIGTERM
ends with status 0 and the display given back.

Wake-ups are counted from the guest's /proc: the voluntary context switches of the
program's main thread (the event loop's: each `epoll_wait` that sleeps) over a few seconds. Each clock tick costs a deadline and a flip
event, each sensor reading the same; a loop that polled, or drew at the display's rate,
would switch hundreds of times.
"""

import os
import re
import time

import packages
import paneltest
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480
PROGRAM = "thermostat"
SYMBOL_FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
# The indoor reading: the left half of the screen between the header and the status line.
READING = (0, 110, WIDTH // 2, 360)
# The clock: the header's right end.
CLOCK = (WIDTH * 3 // 4, 0, WIDTH, 100)


def find_program():
    for kind in ("release", "debug"):
        path = os.path.join(paneltest.REPO, ".build", kind, PROGRAM)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise Skip(f"no {PROGRAM} binary (make test-vm builds it)")


def boot():
    if not os.path.isfile(SYMBOL_FONT):
        raise Skip(f"no symbol font at {SYMBOL_FONT} (make deps installs it)")
    return {"command": f"{PROGRAM} --display kms --card /dev/dri/card0 --input none > /tmp/{PROGRAM}.log 2>&1; "
                       f"echo \"status=$?\" > /tmp/{PROGRAM}.status; while true; do sleep 60; done",
            "binaries": [[find_program(), PROGRAM]], "files": packages.kiosk_payload(PROGRAM, find_program())[0],
            "fonts": "", "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def region(frame, box):
    """The packed RGB bytes of `box` (x0, y0, x1, y1) in `frame`."""
    x0, y0, x1, y1 = box
    rows = []
    for y in range(y0, y1):
        start = (y * frame.width + x0) * 3
        rows.append(frame.rgb[start:start + (x1 - x0) * 3])
    return b"".join(rows)


def log(vm):
    return vm.guest_run(f"cat /tmp/{PROGRAM}.log")[1]


def main_thread_sleeps(vm, pid):
    status, text = vm.guest_run(f"cat /proc/{pid}/task/{pid}/status")
    check(status == 0, f"cannot read the thermostat's /proc status: {text}")
    count = re.search(r"^voluntary_ctxt_switches:\s+(\d+)", text, re.M)
    check(count, f"no voluntary context switch count in:\n{text}")
    return int(count.group(1))


def scenario_thermostat_shows_its_first_frame(vm):
    paneltest.wait_until(lambda: "first frame shown" in log(vm), 180, "the thermostat did not log its first frame on KMS")
    frame = vm.screenshot()
    check(len(set(region(frame, READING))) > 2, "the reading's part of the screen is blank")


def scenario_the_sensor_task_changes_the_reading_on_screen(vm):
    first = region(vm.screenshot(), READING)
    # The sensor reads every 2 s; the first reading after start (21.0 °C) differs from
    # the one shown at start (20.5 °C).
    paneltest.wait_until(lambda: region(vm.screenshot(), READING) != first, 20,
                         "the reading on screen did not change: the sensor's task did not run on the loop")
    text = log(vm)
    check(not any(word in text for word in ("cannot", "missing", "placeholder")), f"the thermostat logged a problem:\n{text[-800:]}")


def scenario_the_clock_ticks(vm):
    first = region(vm.screenshot(), CLOCK)
    paneltest.wait_until(lambda: region(vm.screenshot(), CLOCK) != first, 5, "the clock did not tick")


def scenario_the_loop_sleeps_between_ticks(vm):
    status, pid = vm.guest_run(f"pidof {PROGRAM}")
    check(status == 0 and pid.strip(), f"no {PROGRAM} process: {pid}")
    pid = pid.split()[0]
    before = main_thread_sleeps(vm, pid)
    time.sleep(6)
    sleeps = main_thread_sleeps(vm, pid) - before
    # 6 clock ticks and 3 readings, each woken by its deadline (or the sensor's job) and
    # by the flip after it: about 18; a polling or 60 Hz loop would sleep ~360 times.
    check(6 <= sleeps <= 40, f"the thermostat's loop thread slept {sleeps} times in 6 s")


def scenario_end_sigterm_ends_the_app_and_restores_the_display(vm):
    showing = vm.display_state(0)
    check(f"allocated by = {PROGRAM}" in showing, f"the thermostat's buffer is not on card0's screen:\n{showing[:800]}")
    status, output = vm.guest_run(f"kill -TERM $(pidof {PROGRAM})")
    check(status == 0, f"could not signal the thermostat: {output}")
    paneltest.wait_until(lambda: "status=" in vm.guest_run(f"cat /tmp/{PROGRAM}.status")[1], 30,
                         "the thermostat did not exit after SIGTERM")
    exit_line = vm.guest_run(f"cat /tmp/{PROGRAM}.status")[1]
    check("status=0" in exit_line, f"the thermostat exited with {exit_line.strip()} after SIGTERM:\n{log(vm)[-800:]}")
    check(re.search(r"stopped \(signal\(15\)\)", log(vm)), f"the thermostat did not log its stop:\n{log(vm)[-800:]}")
    after = vm.display_state(0)
    check(f"allocated by = {PROGRAM}" not in after, f"the thermostat's buffer is still scanned out:\n{after[:800]}")
