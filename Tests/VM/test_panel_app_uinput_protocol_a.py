"""A multitouch protocol A touchscreen (SYN_MT_REPORT, no slots, as the Sitronix ST1232
and other older controllers speak) works on a real kernel: `panel-app simulate --protocol a`
creates one through uinput, the running panel opens it through mtdev, and a tap aimed at a
control by its label runs that control's action once. Shares paneltest's boot; runs after
test_panel_app_uinput.py (the Lamp is on).
"""

import paneltest
from paneltest import WIDTH, HEIGHT, count, layout, reference, wait_for_screen
from test_panel_app_input import device_block
from vmtest import check


def boot():
    return paneltest.boot()


def scenario_protocol_a_touchscreen_taps_through_mtdev(vm):
    px, py = layout()["Ping"]
    # simulate removes its device when the script ends: the last wait lets the panel read the lift.
    status, output = vm.guest_run("printf '%s\\n' 'tap \"Ping\"' 'wait 2' > /tmp/touch-a.script")
    check(status == 0, f"could not write the touch script in the guest: {output}")
    mark = len(vm.serial_text())
    status, output = vm.guest_run(
        f"panel-app simulate --protocol a --size {WIDTH}x{HEIGHT} --settle 3 --label 'Ping={px},{py}' "
        "--script /tmp/touch-a.script > /dev/console 2>&1 &")
    check(status == 0, f"could not start panel-app simulate --protocol a: {output}")

    node = vm.wait_for_serial(r"simulate: virtual touchscreen (/dev/input/event\d+)", 60, since=mark).group(1)
    vm.wait_for_serial(rf'input: {node} "Panel Virtual Touchscreen \(protocol A\)": multitouch touchscreen, '
                       r"protocol A \(through mtdev\)", 60, since=mark)
    status, listing = vm.guest_run("panel-app inputs", timeout=60)
    screen = device_block(listing, "Panel Virtual Touchscreen (protocol A)")
    check("protocol A" in screen, f"`panel-app inputs` does not list the protocol A screen as such:\n{screen or listing}")

    vm.wait_for_serial(r"action ping: e2e-ping 1\b", 30, since=mark)
    vm.wait_for_serial(rf"input: {node} (removed|failed)", 30, since=mark)
    wait_for_screen(vm, reference("lamp on"), timeout=30)
    runs = count(vm, r'action ping: e2e-ping 1\b', mark)
    check(runs == 1, f"Ping's action ran {runs} times for one tap through the protocol A screen")
