"""`panel-app simulate` inside the guest creates a uinput multitouch touchscreen whose
touches reach the running panel: a tap aimed at a control by its label, and two fingers
holding two buttons at once (both drawn pressed together, both actions run on lift).
Shares paneltest's boot; runs after test_panel_app_touch.py (the Lamp is on).
"""

import paneltest
from paneltest import WIDTH, HEIGHT, count, layout, pressed_style, reference, wait_for_screen, wait_until
from test_panel_app_input import device_block
from vmtest import check

# Slots 0 and 1 stay down this long: the host screenshots them pressed meanwhile
# (the listing of input devices and the tap on Ping come first).
HELD_SECONDS = 6


def boot():
    return paneltest.boot()


def scenario_simulated_touchscreen_taps_by_label_and_holds_two_buttons(vm):
    points = layout()
    (px, py), (ax, ay), (bx, by) = points["Ping"], points["Alpha"], points["Beta"]
    script = "\n".join([
        'tap "Ping"',
        "wait 0.5",
        f"down 0 {ax} {ay}",
        f"down 1 {bx} {by}",
        f"wait {HELD_SECONDS}",
        "up 0",
        "up 1",
        # simulate removes its device when the script ends, and the kernel drops events a
        # reader has not taken by then: give a busy panel time to read the lifts.
        "wait 2",
    ])
    status, output = vm.guest_run(f"printf '%s\\n' '{script}' > /tmp/touch.script")
    check(status == 0, f"could not write the touch script in the guest: {output}")
    mark = len(vm.serial_text())
    # --settle: simulate waits before its first touch so the panel can open the new device.
    status, output = vm.guest_run(
        f"panel-app simulate --size {WIDTH}x{HEIGHT} --settle 3 --label 'Ping={px},{py}' "
        "--script /tmp/touch.script > /dev/console 2>&1 &")
    check(status == 0, f"could not start panel-app simulate: {output}")

    node = vm.wait_for_serial(r"simulate: virtual touchscreen (/dev/input/event\d+)", 60, since=mark).group(1)
    opened = vm.wait_for_serial(rf'input: {node} "Panel Virtual Touchscreen": multitouch touchscreen',
                                60, since=mark)
    first_touch = vm.wait_for_serial(r"down slot 0", 60, since=mark)
    check(opened.start() < first_touch.start(),
          "the panel opened the virtual touchscreen only after simulate's first touch (raise --settle?)")
    status, listing = vm.guest_run("panel-app inputs", timeout=60)
    screen = device_block(listing, "Panel Virtual Touchscreen")
    check("multitouch touchscreen" in screen and "slots 10" in screen,
          f"the virtual touchscreen is not a 10-slot multitouch screen:\n{screen or listing}")

    vm.wait_for_serial(r"action ping: e2e-ping 1\b", 30, since=mark)

    lifted = r"up slot [01]"
    state = {}

    def both_pressed_or_lifted():
        # Read the log before the screen: what it says happened before the screen was taken.
        state["lifted"] = count(vm, lifted, mark) > 1  # the tap on Ping lifted slot 0 once
        state["fired"] = count(vm, r'"control":"(alpha|beta)"', mark)
        frame = vm.screenshot()
        state["problems"] = [p for p in (pressed_style(frame, "Alpha"), pressed_style(frame, "Beta")) if p]
        return not state["problems"] or state["lifted"]
    wait_until(both_pressed_or_lifted, 60, "simulate neither held Alpha and Beta nor lifted its fingers")
    check(not state["problems"], "Alpha and Beta were not drawn pressed together while two simulated fingers "
                                 "held them: " + "; ".join(state["problems"]))
    check(state["lifted"] or state["fired"] == 0, "a button fired while its finger was still down")

    vm.wait_for_serial(r'"control":"alpha"', 30, since=mark)
    vm.wait_for_serial(r'"control":"beta"', 30, since=mark)
    # The device goes when simulate ends: the panel closes it ("removed", or "failed" when a
    # read notices before inotify does).
    vm.wait_for_serial(rf"input: {node} (removed|failed)", 30, since=mark)
    wait_for_screen(vm, reference("lamp on"), timeout=30)
    # The switch stays on from test_panel_app_touch.py; everything else is released.
    for control in ("ping", "alpha", "beta"):
        runs = count(vm, rf'("control":"{control}"|action {control}: e2e-)', mark)
        check(runs == 1, f"{control}'s action ran {runs} times for one simulated use")
