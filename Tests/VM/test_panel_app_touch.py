"""Touches sent as QEMU tablet events (QMP input-send-event) reach the running panel:
a tap presses a button (its pressed style on screen while held) and runs its action
once; a long press fires after its second and not before; a toggle changes (sliding,
once the renderer animates it) and its new state is saved. Shares paneltest's boot and
runs after test_panel_app.py's first-frame scenarios.
"""

import json
import time

import paneltest
from paneltest import STATE, count, pressed_style, reference, tap_point, wait_for_screen, wait_until
from vmtest import check

PING_ACTION = r"action ping: e2e-ping 1\b"
HOLD_ACTION = r'"control":"hold"'
ALPHA_ACTION = r'"control":"alpha"'


def boot():
    return paneltest.boot()


def scenario_tap_presses_the_button_and_runs_its_action_once(vm):
    mark = len(vm.serial_text())
    vm.press(*tap_point(vm, "Ping"))
    try:
        wait_until(lambda: (lambda f: f if not pressed_style(f, "Ping") else None)(vm.screenshot()),
                           30, "Ping did not show its pressed style while held")
        check(count(vm, PING_ACTION, mark) == 0, "Ping's action ran before the touch lifted")
    finally:
        vm.release()
    vm.wait_for_serial(PING_ACTION, 30, since=mark)
    # Released: the button is drawn as at first, and the action ran once.
    wait_for_screen(vm, reference("first"), timeout=30)
    check(count(vm, PING_ACTION, mark) == 1, f"Ping's action ran {count(vm, PING_ACTION, mark)} times for one tap")
    check(count(vm, r"action ping: started /bin/echo e2e-ping 1", mark) == 1, "Ping's program started more than once")


def hold_for(vm, seconds):
    """Presses Hold for `seconds` (the duration is what is tested: a fixed wait)."""
    vm.press(*tap_point(vm, "Hold"))
    time.sleep(seconds)
    vm.release()


def scenario_long_press_fires_after_one_second_only(vm):
    mark = len(vm.serial_text())
    hold_for(vm, 1.2)
    vm.wait_for_serial(HOLD_ACTION, 30, since=mark)
    wait_for_screen(vm, reference("first"), timeout=30)
    check(count(vm, HOLD_ACTION, mark) == 1, f"a 1.2 s press fired Hold {count(vm, HOLD_ACTION, mark)} times")

    # Released at 0.5 s: no action. A later tap on Alpha goes through the same event
    # stream, so once Alpha's action shows, the release was handled long before.
    mark = len(vm.serial_text())
    hold_for(vm, 0.5)
    vm.tap(*tap_point(vm, "Alpha"))
    vm.wait_for_serial(ALPHA_ACTION, 30, since=mark)
    wait_for_screen(vm, reference("first"), timeout=30)
    check(count(vm, HOLD_ACTION, mark) == 0, "a press released after 0.5 s fired Hold's action")


def scenario_toggle_changes_and_its_state_is_saved(vm):
    first, sliding, on = reference("first"), reference("lamp sliding"), reference("lamp on")
    check(on.rgb != first.rgb, "the headless Lamp switch looks the same off and on")
    mark = len(vm.serial_text())
    seen = []
    vm.tap(*tap_point(vm, "Lamp"))
    wait_for_screen(vm, on, timeout=30, seen=seen)
    between = [frame for frame in seen if frame.rgb not in (first.rgb, on.rgb)]
    animated = sliding.rgb not in (first.rgb, on.rgb)
    if animated:
        # The headless renderer slides the switch: the kiosk must show frames mid-slide.
        check(between, f"the switch jumped: {len(seen)} screenshots showed only its two ends, "
                       f"while the headless snapshot 0.1 s after the tap is between them")
        lamp = paneltest.box("Lamp")
        for frame in between:
            changed = frame.difference_box(first)
            check(changed and changed[0] >= lamp[0] - 8 and changed[2] <= lamp[2] + 8,
                  f"a frame mid-slide changed {changed}, outside the switch at {lamp}")
    else:
        # The switch flips at once: any other frame would be a torn or partial one.
        check(not between, f"{len(between)} screenshots were neither the switch off nor on")
    vm.wait_for_serial(r"action lamp: e2e-lamp on\b", 30, since=mark)
    check(count(vm, r"action lamp: started", mark) == 1, "Lamp's action ran more than once for one tap")

    # Saves are coalesced: the change reaches the file at most a second later.
    def saved_lamp():
        status, text = vm.guest_run(f"cat {STATE}")
        if status != 0:
            return None
        try:
            return json.loads(text).get("values", {}).get("lamp") is True
        except ValueError as error:
            check(False, f"{STATE} is not JSON ({error}): {text!r}")
    wait_until(saved_lamp, 10, f"{STATE} holding the Lamp on")
