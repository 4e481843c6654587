#!/usr/bin/env python3
"""Writes the hand-made part of the seed corpora under Fuzz/Corpus: small JSON texts,
panel and state files, touch scripts and evdev streams in FuzzEvdevStream's format. The
repository's own panel files, evemu recordings and test images are copied in as well. Run from
anywhere; existing seeds of the same name are overwritten, others are left alone."""
import os
import shutil
import struct

FUZZ = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(FUZZ)
CORPUS = os.path.join(FUZZ, "Corpus")


def write(fuzzer, name, data):
    folder = os.path.join(CORPUS, fuzzer)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def copy(fuzzer, path, name=None):
    folder = os.path.join(CORPUS, fuzzer)
    os.makedirs(folder, exist_ok=True)
    shutil.copyfile(os.path.join(ROOT, path), os.path.join(folder, name or os.path.basename(path)))


PANELS = ["examples/greenhouse.json", "Tests/VM/panels/e2e.json", "Tests/VM/panels/idle.json"]

SMALL_PANELS = {
    "grid.json": '{"columns": 2, "controls": [{"type":"button","label":"A"},{"type":"button","label":"B"},{"type":"button","label":"C c!"}]}',
    "every-kind.json": '''{"title": "Every kind", "colors": {"background": "#000", "text": "white", "accent": "#2E7DFFFF", "control": "gray"},
 "idle": {"dimAfter": 5, "offAfter": 10, "dimBrightness": 0},
 "rows": [[{"type": "button", "label": "Go", "action": {"type": "log"}},
           {"type": "hold", "label": "Hold", "duration": 0.5, "action": {"type": "exec", "argv": ["/bin/true"], "timeout": 1, "concurrent": true}}],
          [{"type": "toggle", "id": "t", "label": "T", "style": "square", "default": true, "on": "yes", "off": "no",
            "action": {"type": "write", "path": "/tmp/x", "value": "v={value}"}},
           {"type": "triple", "label": "F", "states": ["a", "b", "c"], "default": "b"},
           {"type": "slider", "label": "S", "min": -10, "max": 10, "step": 0.25, "default": 1.5}]]}''',
    "idle-off.json": '{"idle": {"dimAfter": null, "offAfter": null}, "controls": [{"type": "slider", "label": "Level", "min": 0, "max": 1}]}',
    "bad-field.json": '{"controls": [\n  {"type": "button", "lable": "A"}\n]}',
    "unicode.json": '{"title": "Caf\\u00e9 \\ud83d\\ude00 \u00fc", "controls": [{"type": "button", "label": "\u2603 snow"}]}',
}

JSON_TEXTS = {
    "scalars.json": '[null, true, false, 0, -0, 1.5e-3, 12345678901234567890, -1E+2, "", "a\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u0041"]',
    "nested.json": '{"a": {"b": [[], {}, [{"c": [1, [2, [3]]]}]]}}',
    "surrogates.json": '["\\ud83d\\ude00", "\\ud800", "\\udc00x", "\\u00e9", "\u00e9"]',
    "bom.json": '\ufeff{"x": 1}',
    "whitespace.json": ' \t\r\n{ "k" :\n [ 1 ,\r\n 2 ] }\n',
    "numbers.json": '[0.1, 1e308, 5e-324, -2.5E-7, 1e15, 999999999999999, 123.456e2]',
}

STATES = {
    "all-kinds.json": '{"version":1,"values":{"fan":"Low","lamp":true,"vent":12.5}}\n',
    "empty.json": '{"version":1,"values":{}}\n',
    "unknown-ids.json": '{"version":1,"values":{"gone":false,"lamp":false,"vent":-50,"fan":"Off","x":"y"}}\n',
    "out-of-range.json": '{"version":1,"values":{"vent":1e300,"fan":"Turbo","lamp":"on"}}\n',
    "truncated.json": '{"values": {"lights": tr',
}

SCRIPTS = {
    "taps.touch": 'tap 100 200\nhold 300 150 1\ndown 0 10 10\ndown 1 20 20\nup 0\nup 1\n',
    "labels.touch": '# every probe control\ntap "Press"\nwait 0.3\ntap "Plain"\nhold "Long" 0.6\ntap "Probe"\ntap "Switch"\nhold "Hold" 0.7\ntap "Twice"\ntap "Twice"\n',
    "swipe.touch": 'swipe 20 300 460 300 0.5\nswipe 240 10 240 310 0.1\nwait 0.05\n',
    "fingers.touch": 'down 0 60 40\ndown 1 200 40\nmove 0 70 45\nmove 1 260 60\nwait 0.6\nup 1\nmove 0 400 300\nup 0\ndown 9 1 1\n',
    "missing-label.touch": 'tap "Nowhere"\ntap 1 1\n',
    "arguments.touch": 'tap 100 200 wait 1 tap "Press" hold "Hold" 2',
}


def record(kind, code, value, steps=0, variant=0):
    """One FuzzEvdevStream event: type, code, value, and the time since the last one in 8 ms
    steps; in the first event, `variant` picks a variant of the device kind."""
    return struct.pack("<BHiB", kind | (steps << 2), code, value, variant)


SYN, KEY, REL, ABS = 0, 1, 2, 3
REPORT, MT_REPORT, DROPPED, RESYNC = 0, 2, 3, 0x3FF
MT_SLOT, MT_X, MT_Y, MT_ID = 0x2F, 0x35, 0x36, 0x39
BTN_TOUCH, BTN_LEFT, BTN_TOOL_PEN = 0x14A, 0x110, 0x140
PRESSURE = 0x18

# Points over the probe panel on a 480x320 screen whose axes span its pixels.
GRID = [(x, y) for y in (30, 60, 100, 140, 180, 220, 260, 300) for x in (40, 120, 200, 280, 360, 440)]
# Seeds stay short (a few dozen events): every event costs a pass through the view graph.
ROWS = [GRID[i:i + 12] for i in range(0, len(GRID), 12)]


def mt_tap(slot, ident, x, y, hold_steps=6):
    return (record(ABS, MT_SLOT, slot) + record(ABS, MT_ID, ident) + record(ABS, MT_X, x) + record(ABS, MT_Y, y)
            + record(SYN, REPORT, 0) + record(ABS, MT_SLOT, slot, hold_steps) + record(ABS, MT_ID, -1) + record(SYN, REPORT, 0))


def evdev_seeds():
    screen_axes = 1 << 6  # axes 0..479 and 0..319
    seeds = {}
    for n, row in enumerate(ROWS):
        seeds["mt-taps-%d" % n] = bytes([screen_axes]) + b"".join(mt_tap(0, i + 1, x, y) for i, (x, y) in enumerate(row))
    seeds["mt-holds"] = bytes([screen_axes]) + b"".join(mt_tap(0, i + 1, x, y, 63) + record(SYN, REPORT, 0, 40)
                                                         for i, (x, y) in enumerate(GRID[::3]))
    two = b""
    for i, ((x1, y1), (x2, y2)) in enumerate(zip(GRID[::4], GRID[1::4])):
        two += (record(ABS, MT_SLOT, 0) + record(ABS, MT_ID, 2 * i + 1) + record(ABS, MT_X, x1) + record(ABS, MT_Y, y1)
                + record(ABS, MT_SLOT, 1) + record(ABS, MT_ID, 2 * i + 2) + record(ABS, MT_X, x2) + record(ABS, MT_Y, y2)
                + record(SYN, REPORT, 0) + record(ABS, MT_SLOT, 0, 2) + record(ABS, MT_X, x1 + 30) + record(SYN, REPORT, 0)
                + record(ABS, MT_ID, -1, 3) + record(SYN, REPORT, 0)
                + record(ABS, MT_SLOT, 1, 3) + record(ABS, MT_ID, -1) + record(SYN, REPORT, 0))
    seeds["mt-two-fingers"] = bytes([screen_axes]) + two
    drag = record(ABS, MT_SLOT, 0) + record(ABS, MT_ID, 7) + record(ABS, MT_X, 40) + record(ABS, MT_Y, 220) + record(SYN, REPORT, 0)
    for x in range(40, 480, 20):
        drag += record(ABS, MT_X, x, 2) + record(SYN, REPORT, 0)
    drag += record(ABS, MT_ID, -1, 2) + record(SYN, REPORT, 0)
    seeds["mt-drag"] = bytes([screen_axes]) + drag
    dropped = (record(ABS, MT_SLOT, 0) + record(ABS, MT_ID, 3) + record(ABS, MT_X, 40) + record(ABS, MT_Y, 30) + record(SYN, REPORT, 0)
               + record(ABS, MT_X, 50, 2) + record(SYN, DROPPED, 0) + record(ABS, MT_X, 60) + record(SYN, REPORT, 0)
               + record(ABS, MT_X, 70, 2) + record(SYN, REPORT, 0) + record(ABS, MT_ID, -1, 2) + record(SYN, REPORT, 0)
               + mt_tap(0, 4, 120, 30)
               + record(ABS, MT_ID, 5) + record(ABS, MT_X, 200) + record(ABS, MT_Y, 100) + record(SYN, REPORT, 0)
               + record(SYN, RESYNC, 0, 1) + record(ABS, MT_ID, -1) + record(SYN, REPORT, 0))
    seeds["mt-dropped"] = bytes([screen_axes]) + dropped
    seeds["mt-rotated-scaled"] = bytes([0b0001_0100]) + b"".join(mt_tap(0, i + 1, x * 8, y * 12) for i, (x, y) in enumerate(GRID[::4]))

    def button_taps(button):
        out = b""
        for x, y in GRID[::3]:
            out += (record(KEY, button, 1) + record(ABS, 0, x) + record(ABS, 1, y) + record(SYN, REPORT, 0)
                    + record(ABS, 0, x + 3, 3) + record(SYN, REPORT, 0) + record(KEY, button, 0, 4) + record(SYN, REPORT, 0))
        return out
    seeds["single-touch-taps"] = bytes([screen_axes | 1]) + button_taps(BTN_TOUCH)
    seeds["absolute-pointer-taps"] = bytes([screen_axes | 2]) + button_taps(BTN_LEFT)
    mouse = record(REL, 0, -1000) + record(REL, 1, -1000) + record(SYN, REPORT, 0)
    for dx, dy in [(40, 30), (80, 0), (80, 0), (-160, 40), (80, 40), (80, 40), (-80, 40)]:
        mouse += (record(REL, 0, dx, 1) + record(REL, 1, dy) + record(SYN, REPORT, 0)
                  + record(KEY, BTN_LEFT, 1, 1) + record(SYN, REPORT, 0)
                  + record(REL, 0, 5, 2) + record(SYN, REPORT, 0) + record(KEY, BTN_LEFT, 0, 8) + record(SYN, REPORT, 0))
    seeds["mouse-clicks"] = bytes([3]) + mouse
    # Protocol A (variant 1 of kind 0): every contact in every frame, each closed by
    # SYN_MT_REPORT; an empty report lifts them all.
    protocol_a = record(SYN, REPORT, 0, 0, 1)
    for i, ((x1, y1), (x2, y2)) in enumerate(zip(GRID[::4], GRID[2::4])):
        protocol_a += (record(ABS, MT_X, x1, 1) + record(ABS, MT_Y, y1) + record(SYN, MT_REPORT, 0) + record(SYN, REPORT, 0)
                       + record(ABS, MT_X, x1 + 1, 2) + record(ABS, MT_Y, y1) + record(SYN, MT_REPORT, 0)
                       + record(ABS, MT_X, x2) + record(ABS, MT_Y, y2) + record(SYN, MT_REPORT, 0) + record(SYN, REPORT, 0)
                       + record(SYN, MT_REPORT, 0, 4) + record(SYN, REPORT, 0))
    seeds["protocol-a-taps"] = bytes([screen_axes]) + protocol_a
    # Contact by pressure alone (variant 1 of kind 1), and a pen's tip (variant 2).
    pressed = record(SYN, REPORT, 0, 0, 1)
    for x, y in GRID[::3]:
        pressed += (record(ABS, 0, x, 1) + record(ABS, 1, y) + record(ABS, PRESSURE, 180) + record(SYN, REPORT, 0)
                    + record(ABS, PRESSURE, 3, 4) + record(SYN, REPORT, 0))
    seeds["pressure-only-taps"] = bytes([screen_axes | 1]) + pressed
    seeds["pen-taps"] = bytes([screen_axes | 1]) + record(SYN, REPORT, 0, 0, 2) + button_taps(BTN_TOOL_PEN)
    custom = bytes([0xC0]) + struct.pack("<hhhh", -100, 100, 300, -300)
    seeds["custom-axes"] = custom + b"".join(mt_tap(0, i + 1, x - 240, 150 - y) for i, (x, y) in enumerate(GRID[::4]))
    return seeds


def dictionary(name, tokens):
    os.makedirs(os.path.join(FUZZ, "Dictionaries"), exist_ok=True)
    with open(os.path.join(FUZZ, "Dictionaries", name + ".dict"), "w") as f:
        f.write("# libFuzzer dictionary for %s (written by Fuzz/Scripts/make-seeds.py)\n" % name)
        for token in tokens:
            escaped = "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else "\\x%02x" % ord(c) for c in token)
            f.write('"%s"\n' % escaped)


JSON_TOKENS = ["{", "}", "[", "]", ":", ",", '"', "true", "false", "null", "-", ".", "e+", "E-", "\\u", "\\ud83d\\ude00",
               "\\\\", "\\n", "1e308", "-0", "0.5", "\xef\xbb\xbf"]
# FuzzMQTTCommand: topic NUL payload NUL ...; topics get "panel/" in front unless they start with "!".
MQTT_COMMANDS = {
    "commands": "hall/lamp/set\0ON\0hall/fan/set\x0035\0hall/fan/set\x002.5e1\0hall/mode/set\0Auto\0hall/go/set\0PRESS\0"
                "hall/set/set\x0012.5\0hall/name/set\0abc\0hall/hold/set\0PRESS\0hall/door/set\x001234\0",
    "bad-commands": "hall/lamp/set\0on\0hall/fan/set\0nan\0hall/fan/set\x0027\0hall/name/set\0ABC\0hall/nothing/set\0ON\0"
                    "hall//set\0x\0hall/lamp/set\0\xff\xfe\0",
    "groups": "group/lights/lamp/set\0ON\0all/fan/set\x0010\0group/other/lamp/set\0ON\0all/screenshot\0\0hall/screenshot\0x\0",
    "state-topic": "!zigbee/lamp/state\0ON\0!zigbee/lamp/state\0OFF\0!homeassistant/status\0online\0",
    "panel-set": 'hall/panel/set\0{"title": "Sent", "controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "write", "path": "/nonexistent/lamp"}},'
                 ' {"type": "button", "label": "Hi", "action": {"type": "publish", "topic": "a/b", "payload": "{value}"}}]}\0hall/lamp/set\0ON\0',
    "panel-set-refused": 'all/panel/set\0{"controls": [{"type": "slider", "label": "Fan", "min": 0, "max": 1000, "action": {"type": "exec", "argv": ["/nonexistent/fan", "{value}"]}},'
                         ' {"type": "toggle", "label": "X", "action": {"type": "exec", "argv": ["/bin/sh"]}}]}\0group/lights/panel/set\0{\0',
}

PANEL_FIELDS = ["title", "colors", "background", "text", "accent", "control", "idle", "dimAfter", "offAfter", "dimBrightness",
                "rows", "controls", "columns", "type", "id", "label", "color", "action", "button", "hold", "toggle",
                "triple", "slider", "duration", "style", "switch", "square", "default", "on", "off", "states", "min",
                "max", "step", "exec", "argv", "timeout", "concurrent", "write", "path", "value", "log", "{value}",
                "#RRGGBB", "#FFF", "red", "clear", "readout", "format", "{value:.1f}", "stale", "topic", "jsonPath",
                "$.a[0]", "file", "scale", "interval", "command", "pages", "opens"]


def main():
    for path in PANELS:
        copy("FuzzPanelFile", path)
        copy("FuzzJSON", path)
    for name, text in SMALL_PANELS.items():
        write("FuzzPanelFile", name, text)
        write("FuzzJSON", name, text)
    for name, text in JSON_TEXTS.items():
        write("FuzzJSON", name, text)
    for name, text in MQTT_COMMANDS.items():
        write("FuzzMQTTCommand", name, text)
    for name, text in STATES.items():
        write("FuzzStateFile", name, text)
    recordings = "Tests/PanelTests/Input/Recordings"
    # The hand-written recordings and those converted from real controllers' dumps.
    for folder in (recordings, os.path.join(recordings, "Real")):
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(".evemu"):
                copy("FuzzEvemu", os.path.join(folder, name))
    for name, text in SCRIPTS.items():
        write("FuzzTouchScript", name, text)
    for name, data in evdev_seeds().items():
        write("FuzzEvdevStream", name, data)
    # The decoder tests' PNG and JPEG files, real files from Debian packages.
    images = "Tests/PanelTests/Image/Files"
    for name in sorted(os.listdir(os.path.join(ROOT, images))):
        if name.endswith((".png", ".jpg")):
            copy("FuzzImage", os.path.join(images, name))

    dictionary("FuzzJSON", JSON_TOKENS)
    dictionary("FuzzPanelFile", JSON_TOKENS + ['"%s"' % f for f in PANEL_FIELDS])
    dictionary("FuzzStateFile", JSON_TOKENS + ['"version"', '"values"', '"lamp"', '"fan"', '"vent"', '"Off"', '"Low"', '"High"'])
    dictionary("FuzzMQTTCommand", JSON_TOKENS + ['"%s"' % f for f in PANEL_FIELDS] + [
        "\0", "hall/", "group/lights/", "all/", "/set", "panel/set", "screenshot", "lamp", "fan", "mode", "set", "name",
        "go", "hold", "door", "ON", "OFF", "PRESS", "Auto", "35", "1e999", '"publish"', '"topic"', '"payload"', '"retain"']
        + ['"/nonexistent/lamp"', '"/nonexistent/fan"', '"{value}"'])
    dictionary("FuzzEvemu", ["# EVEMU 1.3\n", "N: ", "I: ", "P: ", "B: ", "A: ", "E: ", "L: ", "S: ", "#", " ", "\n",
                             "0000", "0001", "0002", "0003", "0018", "0030", "0035", "0036", "0039", "002f", "014a", "0140", "0110",
                             ".000000", "0.016666", "-1", "4095", "2147483647", "ff", "00 00 00 00 00 00 00 00"])
    dictionary("FuzzTouchScript", ["tap ", "hold ", "swipe ", "down ", "move ", "up ", "wait ", "#", "\n", '"', " ",
                                   '"Press"', '"Long"', '"Probe"', '"Switch"', '"Hold"', '"Twice"', '"Drag"',
                                   "0.5", "3600", "1e-9", "-1", "9", "479", "319"])


if __name__ == "__main__":
    main()
