"""The settings example (examples/Settings) on a real kernel, driven without a touch:
`settings simulate` makes a uinput keyboard and a uinput rotary encoder, the running
program hot-plugs them as real devices and reads their keys through its German layout
(libxkbcommon with xkeyboard-config's files in the guest).

- The on-screen keyboard, typed by touch (a uinput touchscreen aimed at its keys by their
  text), fills the Wi-Fi form.
- A German keyboard types into the Wi-Fi form: the keys where a US keyboard has Y and Z
  type z and y, AltGr+E types €, and Return moves on, then joins.
- A barcode scanner's burst (13 digits and Enter, a character every 3 ms) arrives whole.
- A rotary encoder's turns move focus to the brightness stepper and its push steps it.

What the program is told it writes to standard output ("settings: joined ..."), here a
log file in the guest.
"""

import os
import time

from vmtest import Skip, check

import packages
import paneltest

WIDTH, HEIGHT = 800, 480
PROGRAM = "settings"
XKB = "/usr/share/X11/xkb"
LOG = f"/tmp/{PROGRAM}.log"


def find_program():
    for kind in ("release", "debug"):
        path = os.path.join(paneltest.REPO, ".build", kind, PROGRAM)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise Skip(f"no {PROGRAM} binary (make test-vm builds it)")


def xkb_files():
    """host:guest pairs of what the settings package installs (deploy/kioskdeb): its fonts,
    xkeyboard-config's layouts (xkb-data) and the Compose tables (libx11-data)."""
    if not os.path.isdir(os.path.join(XKB, "symbols")):
        raise Skip(f"no keyboard layouts at {XKB} (make deps installs xkb-data)")
    return packages.kiosk_payload(PROGRAM, find_program())[0]


def boot():
    return {"command": f"{PROGRAM} --display kms --card /dev/dri/card0 --keyboard de > {LOG} 2>&1; "
                       "while true; do sleep 60; done",
            "binaries": [[find_program(), PROGRAM]], "files": xkb_files(),
            "fonts": "", "display": "virtio", "resolution": [WIDTH, HEIGHT]}


def log(vm):
    return vm.guest_run(f"cat {LOG}")[1]


def wait_for_log(vm, text, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in log(vm):
            return
        time.sleep(0.5)
    check(False, f"{what}: no \"{text}\" in the program's output:\n{log(vm)[-1500:]}")


def simulate(vm, name, lines, keyboard="de"):
    """Plays a script through `settings simulate`; returns its output."""
    script = "\n".join(lines)
    status, output = vm.guest_run(f"printf '%s\\n' '{script}' > /tmp/{name}.touch")
    check(status == 0, f"could not write the script in the guest: {output}")
    status, output = vm.guest_run(
        f"{PROGRAM} simulate --size {WIDTH}x{HEIGHT} --keyboard {keyboard} --settle 2 --script /tmp/{name}.touch 2>&1", timeout=90)
    check(status == 0, f"settings simulate failed ({status}):\n{output}")
    return output


def scenario_the_on_screen_keyboard_typed_by_touch_fills_the_form(vm):
    # First: once a hardware keyboard types, the on-screen keyboard stays away.
    wait_for_log(vm, "first frame shown", 180, "the settings screen did not start on KMS")
    taps = ['tap "Network"', "wait 1"]
    # A name begins with a capital (the keyboard shows capitals), then small letters.
    for letter in "Hall":
        taps += [f'tap "{letter}"', "wait 0.3"]
    taps += ['tap "Password"', "wait 1"]
    for letter in "geheim":
        taps += [f'tap "{letter}"', "wait 0.3"]
    taps += ['tap "Join"', "wait 1"]
    output = simulate(vm, "osk", taps)
    check("virtual touchscreen" in output and "virtual keyboard" not in output,
          f"simulate did not type by touch alone:\n{output}")
    wait_for_log(vm, "settings: joined Hall with a password of 6 characters", 30,
                 "the on-screen keyboard's keys, touched, did not fill the form")


def scenario_a_german_keyboard_types_into_the_wifi_form(vm):
    output = simulate(vm, "wifi", [
        "key TAB",            # focus to the Network field, which holds "Hall": clear it
        "key BACKSPACE", "key BACKSPACE", "key BACKSPACE", "key BACKSPACE",
        "key Y", "key Z",     # the keys at US Y and Z: z and y on a German keyboard
        'type "-Büro"',
        "key ENTER",          # on to the password
        'type "Geheim€1"',    # € is AltGr+E
        "key ENTER",          # join
    ])
    check("virtual keyboard" in output and 'typing on the "de" layout' in output,
          f"simulate made no German-typing keyboard:\n{output}")
    wait_for_log(vm, '"Panel Virtual Keyboard": keyboard or keypad', 30, "the program did not open the virtual keyboard")
    check("Compose" not in log(vm) and "xkbcommon" not in log(vm), f"the keyboard layout was not read whole:\n{log(vm)[-800:]}")
    wait_for_log(vm, "settings: joined zy-Büro with a password of 8 characters", 30,
                 "the German keys did not type the network's name and password")


def scenario_a_scanner_burst_arrives_whole(vm):
    # Focus was let go by joining: Tab goes Network, Password, Join, −, +, Batch number.
    simulate(vm, "scan", ["key TAB"] * 6 + ['type "4006381333931" 0.003', "key ENTER"])
    wait_for_log(vm, "settings: batch 4006381333931", 30, "the scanner's 13 digits and Enter did not arrive whole")


def scenario_an_encoder_moves_focus_and_steps_the_brightness(vm):
    # Focus stays on the batch field; one detent back is the stepper's +, its push steps it.
    output = simulate(vm, "dial", ["rotate -1", "key ENTER"])
    check("virtual dial" in output and "virtual keyboard" not in output,
          f"simulate did not push the dial's own button:\n{output}")
    wait_for_log(vm, '"Panel Virtual Dial": wheel or dial', 30, "the program did not open the virtual dial")
    wait_for_log(vm, "settings: brightness 6", 30, "the encoder's turn and push did not step the brightness")
