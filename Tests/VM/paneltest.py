"""What the panel-app scenarios share: one boot, the test panel, its headless references.

The boot runs Tests/VM/panels/e2e.json twice at 800x480: on card0 (virtio-gpu) with touch
and a state file, the instance the scenarios drive; and on card1 (bochs-display) without
touch, the second driver. The guest stays up after card0's panel-app exits, so its exit,
the restored CRTC and the state file can still be read.

References are `panel-app snapshot` PPMs of the same panel at the same size, some after a
touch script. (A snapshot's script lifts every finger at its end, so a control held down
has no reference: `pressed_style` checks the look the panel's button style defines.)
They are cached under
.build/vm/reference, keyed by the binary, the panel, the script and the options.
Control positions come from the first-frame reference: each button of the test panel has
a colour of its own, and a control's activation point is the centre of its frame.
"""

import hashlib
import os
import re
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import kiosk
from vmtest import Skip, check

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PANEL = os.path.join(HERE, "panels", "e2e.json")
GUEST_PANEL = "/root/e2e.json"
STATE = "/tmp/state.json"
WIDTH, HEIGHT = 800, 480

# The buttons' fills in panels/e2e.json, and the switch's track while off (white 0.85).
BUTTON_COLOURS = {"Ping": (0xE0, 0x20, 0x80), "Hold": (0xE0, 0xA0, 0x00),
                  "Alpha": (0x20, 0xA0, 0x60), "Beta": (0x80, 0x40, 0xE0)}

# The guest: the record of card0's CRTC before anything draws; the bochs instance in the
# background; the driven instance in front, its exit reported; then wait for the host.
COMMAND = ("cat /sys/kernel/debug/dri/0/state > /tmp/crtc-before.txt; "
           f"panel-app run --panel {GUEST_PANEL} --display kms --card /dev/dri/card1 --input none "
           "> /tmp/bochs.log 2>&1 & "
           f"panel-app run --panel {GUEST_PANEL} --display kms --card /dev/dri/card0 --state {STATE}; "
           "echo \"e2e: panel-app exited status=$?\"; "
           "while [ ! -e /tmp/done ]; do usleep 100000; done")

_binary = None
_references = {}
_layout = None


def find_panel_app():
    """$PANEL_APP, else .build/release/panel-app, else .build/debug/panel-app."""
    candidates = [os.environ.get("PANEL_APP", "")] + [
        os.path.join(REPO, ".build", kind, "panel-app") for kind in ("release", "debug")]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    raise Skip("no panel-app binary (make build or make release, or set PANEL_APP)")


def _announce(binary):
    """Says once which panel-app the scenarios run, and whether it predates the sources."""
    newest = max((os.path.getmtime(os.path.join(base, name))
                  for base, _, names in os.walk(os.path.join(REPO, "Sources")) for name in names), default=0)
    stale = " (older than Sources/: rebuild it, e.g. make test-vm)" if os.path.getmtime(binary) < newest else ""
    print(f"panel-app scenarios run {binary}{stale}")


def boot():
    """The boot every panel-app scenario shares; renders the references first."""
    global _binary
    if _binary is None:
        _announce(find_panel_app())
    _binary = find_panel_app()
    try:
        prepare_references()
    except RuntimeError as error:
        raise Skip(f"{_binary} cannot snapshot the test panel: {error}")
    return {"command": COMMAND, "binaries": [[_binary, "panel-app"]],
            "files": [f"{PANEL}:{GUEST_PANEL}"], "display": "both", "resolution": [WIDTH, HEIGHT]}


# ---------------------------------------------------------------- references

def _digest(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _render(script, at):
    """Renders the test panel headless (after `script`, `at` seconds more); returns a Frame."""
    directory = os.path.join(kiosk.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    key = hashlib.sha256("\0".join([_digest(_binary), _digest(PANEL), script or "", str(at),
                                    f"{WIDTH}x{HEIGHT}"]).encode()).hexdigest()[:20]
    ppm = os.path.join(directory, f"e2e-{key}.ppm")
    if os.path.exists(ppm):
        return kiosk.read_ppm(ppm)
    command = [_binary, "snapshot", "--panel", PANEL, "--size", f"{WIDTH}x{HEIGHT}", "--output", ppm]
    if script:
        script_path = ppm[:-4] + ".script"
        with open(script_path, "w") as f:
            f.write(script + "\n")
        command += ["--script", script_path]
    if at:
        command += ["--at", str(at)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if result.returncode != 0 or not os.path.exists(ppm):
        lines = (result.stderr or result.stdout).strip().splitlines() or ["no output"]
        raise RuntimeError(f"{' '.join(command)}: {lines[-1]}")
    return kiosk.read_ppm(ppm)


def _point(name):
    x, y = layout()[name]
    return f"{x} {y}"


def prepare_references():
    """Renders every reference the scenarios use (in parallel after the first)."""
    _references["first"] = _render(None, 0)
    scripts = {
        # The switch just after the tap's lift, and long after it.
        "lamp sliding": (f"tap {_point('Lamp')}", 0.1),
        "lamp on": (f"tap {_point('Lamp')}", 3),
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(_render, script, at) for name, (script, at) in scripts.items()}
        for name, future in futures.items():
            _references[name] = future.result()


def reference(name):
    return _references[name]


# ---------------------------------------------------------------- layout

def colour_box(frame, colour, region=None):
    """(left, top, right, bottom), exclusive, around the pixels of exactly `colour`."""
    left, top, right, bottom = region or (0, 0, frame.width, frame.height)
    needle = bytes(colour)
    stride = frame.width * 3
    box = None
    for y in range(top, bottom):
        row = frame.rgb[y * stride + left * 3:y * stride + right * 3]
        first = last = None
        position = row.find(needle)
        while position >= 0:
            if position % 3 == 0:
                first = position // 3 if first is None else first
                last = position // 3
            position = row.find(needle, position + 1)
        if first is None:
            continue
        if box is None:
            box = [left + first, y, left + last + 1, y + 1]
        else:
            box = [min(box[0], left + first), box[1], max(box[2], left + last + 1), y + 1]
    return tuple(box) if box else None


def centre(box):
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def layout():
    """{control label: (x, y)}: where a tap activates it, in pixels of the first frame."""
    global _layout
    if _layout is not None:
        return _layout
    frame = _references["first"]
    boxes = {}
    for label, colour in BUTTON_COLOURS.items():
        box = colour_box(frame, colour)
        if box is None:
            raise RuntimeError(f"the {label} button's colour {colour} is not in the first frame")
        boxes[label] = box
    # The switch sits in the left card between the first and last rows of buttons: its
    # track is the most common light grey there.
    region = (0, boxes["Ping"][3], WIDTH // 2, boxes["Alpha"][1])
    greys = {}
    for y in range(region[1], region[3], 2):
        for x in range(region[0], region[2], 2):
            r, g, b = frame.pixel(x, y)
            if r == g == b and 200 <= r < 240:
                greys[r] = greys.get(r, 0) + 1
    if not greys:
        raise RuntimeError("no light-grey switch track in the Lamp card of the first frame")
    track = max(greys, key=greys.get)
    boxes["Lamp"] = colour_box(frame, (track, track, track), region)
    _layout = {label: centre(box) for label, box in boxes.items()}
    _layout["boxes"] = boxes
    return _layout


def box(name):
    return layout()["boxes"][name]


# ---------------------------------------------------------------- the guest

def wait_for_screen(vm, expected, timeout=30.0, device="virtio", seen=None, transform=None):
    """Screenshots until the screen equals `expected`; returns the frame or fails.

    Every distinct frame along the way is appended to `seen` when given. `transform`, when
    given, is applied to each screenshot before it is compared (to leave out a part that moves).
    """
    deadline = time.monotonic() + timeout
    frame = None
    while True:
        frame = vm.screenshot(device)
        if transform is not None:
            frame = transform(frame)
        if seen is not None and (not seen or seen[-1].rgb != frame.rgb):
            seen.append(frame)
        if frame.rgb == expected.rgb:
            return frame
        if time.monotonic() > deadline:
            break
    return fail_with_images(vm, frame, expected, f"the {device} screen did not become the expected image "
                                                  f"within {timeout:.0f} s")


def fail_with_images(vm, frame, expected, message):
    name = re.sub(r"[^a-z0-9]+", "-", message.lower())[:40]
    actual = os.path.join(vm.workdir, f"{name}.actual.png")
    wanted = os.path.join(vm.workdir, f"{name}.expected.png")
    frame.save_png(actual)
    expected.save_png(wanted)
    same_size = (frame.width, frame.height) == (expected.width, expected.height)
    detail = (f"{frame.differing_pixels(expected)} pixels differ within {frame.difference_box(expected)}"
              if same_size else f"the screen is {frame.width}x{frame.height}")
    check(False, f"{message}: {detail}; saved {actual} and {wanted}")


def count(vm, pattern, since=0):
    """How many serial-console lines after offset `since` match `pattern`."""
    return len(re.findall(pattern, vm.serial_text()[since:], re.M))


def tap_point(vm, name):
    """Pixel (x, y) of the control `name` and the screen size, for vm.press/vm.tap."""
    x, y = layout()[name]
    return x, y, WIDTH, HEIGHT


# ---------------------------------------------------------------- the pressed look

CARD = (0x28, 0x30, 0x40)  # the panel's "control" colour, under each button


def pressed_style(frame, name):
    """'' when the button `name` shows panel-app's pressed style, else what is wrong.

    PanelButtonLook (Sources/PanelKiosk/PanelView/PanelButtonLook.swift) draws a pressed
    button at opacity 0.5 and scale 0.9 about its centre: its fill is gone at full
    strength, and the half-and-half mix of fill and card fills a box 0.9 times as large
    with the same centre (within 3 pixels: the scaled edges fall between pixels).
    """
    left, top, right, bottom = box(name)
    fill = BUTTON_COLOURS[name]
    region = (left - 6, top - 6, right + 6, bottom + 6)
    if colour_box(frame, fill, region):
        return f"{name} still shows its fill {fill} at full strength"
    mix = tuple((f + c) / 2 for f, c in zip(fill, CARD))
    found = None
    for y in range(region[1], region[3]):
        for x in range(region[0], region[2]):
            if all(abs(p - m) <= 3 for p, m in zip(frame.pixel(x, y), mix)):
                found = [x, y, x + 1, y + 1] if found is None else [
                    min(found[0], x), found[1], max(found[2], x + 1), y + 1]
    if found is None:
        return f"{name} shows neither its fill nor the half-transparent pressed fill {mix}"
    width, height = right - left, bottom - top
    seen_width, seen_height = found[2] - found[0], found[3] - found[1]
    off_centre = (abs((found[0] + found[2]) - (left + right)) / 2, abs((found[1] + found[3]) - (top + bottom)) / 2)
    if abs(seen_width - 0.9 * width) > 3 or abs(seen_height - 0.9 * height) > 3 or max(off_centre) > 2:
        return (f"{name}'s half-transparent fill covers {seen_width}x{seen_height} at {found[:2]}, expected "
                f"0.9 x {width}x{height} about the same centre")
    return ""


def wait_until(condition, timeout, what):
    """Polls `condition()` (truthy: done) until `timeout` seconds; fails naming `what`."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            check(False, f"{what} within {timeout:.0f} s")
        time.sleep(0.05)
