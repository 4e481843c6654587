"""Panel's benchmark scenes drawn by LVGL 9.5 (PyPI's pydevices-lvgl wheel), stepped on a
simulated 60 Hz clock, each frame's C call timed. See README.md.

    lvgl_reference.py [--scene NAME...] [--size WxH...] [--json FILE] [--png FILE]

Prints one JSON line per run (frame p50/p99/p99.9/worst in ms and the Python overhead);
--json writes every run with its samples. Each scene and size runs in a process of its own
(LVGL keeps one global state)."""

import argparse
import gc
import json
import math
import platform
import struct
import subprocess
import sys
import zlib

SCENES = ["toggle", "press", "full", "dense", "text", "image", "scroll"]
SIZES = ["800x480", "1920x1080"]
WARM_UP_FRAMES = 3


def make_scene(name):
    import importlib
    module, kind = {"toggle": ("demo_scenes", "ToggleScene"), "press": ("demo_scenes", "PressScene"),
                    "full": ("demo_scenes", "FullScene"), "dense": ("grid_scenes", "DenseScene"),
                    "text": ("grid_scenes", "TextScene"), "image": ("grid_scenes", "ImageScene"),
                    "scroll": ("scroll_scene", "ScrollScene")}[name]
    return getattr(importlib.import_module(module), kind)()


def nearest_rank(sorted_values, percent):
    """Panel's percentiles: the sample at rank ⌈p·n/100⌉."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(percent * len(sorted_values) / 100))
    return sorted_values[rank - 1]


def summary(values):
    ordered = sorted(values)
    if not ordered:
        return {"count": 0}
    return {"count": len(ordered), "p50_ns": nearest_rank(ordered, 50), "p99_ns": nearest_rank(ordered, 99),
            "p999_ns": nearest_rank(ordered, 99.9), "max_ns": ordered[-1], "mean_ns": sum(ordered) // len(ordered)}


def run_one(scene_name, width, height, png_path):
    """Runs one scene at one size in this process and returns its report."""
    import lvgl as lv
    import lvgl_harness
    import lvgl_widgets

    harness = lvgl_harness.Harness(width, height)
    overhead = harness.measure_overhead()
    scene = make_scene(scene_name)
    scene.build(harness)
    # The first frame lays out and draws the whole screen; the warm-up frames after it
    # run what the first one started. Then the scene's input starts.
    harness.advance_to(harness.now_ns + harness.interval_ns)
    harness.draw_now()
    for _ in range(WARM_UP_FRAMES):
        harness.frame(harness.now_ns + harness.interval_ns)
    start = harness.now_ns
    harness.play(scene.input(harness, start))
    redraw = getattr(scene, "redraws_everything", False)
    samples = []
    # No collection by Python's cycle collector inside a measured frame.
    gc.collect()
    gc.disable()
    for index in range(1, scene.vblanks + 1):
        elapsed, flushes, callbacks = harness.frame(start + index * harness.interval_ns, invalidate_all=redraw)
        samples.append([elapsed, flushes, callbacks])
    gc.enable()
    drawn = [sample for sample in samples if sample[1] > 0]
    frame = summary([sample[0] for sample in drawn])
    callbacks = sorted(sample[2] for sample in drawn)
    per_callback = max(overhead["python_callback_ns"], 0)
    # The Python in a drawn frame: its callbacks, each a call from C into Python, and the
    # timer's own pair of clock reads. Callbacks that call LVGL add that C work (LVGL's).
    python_ns = sorted(sample[2] * per_callback + overhead["timer_pair_ns"] for sample in drawn)
    if png_path:
        write_png(png_path, width, height, harness.rgb_rows())
    return {
        "scene": scene_name, "width": width, "height": height,
        "refresh_interval_ns": harness.interval_ns,
        "vblanks": scene.vblanks, "frames": frame["count"],
        "frame": frame,
        "python": {
            "callbacks_per_frame_p50": nearest_rank(callbacks, 50),
            "callbacks_per_frame_max": callbacks[-1] if callbacks else None,
            "estimate_p50_ns": nearest_rank(python_ns, 50),
            "estimate_max_ns": python_ns[-1] if python_ns else None,
            **overhead,
        },
        "samples": samples,
        "notes": list(getattr(scene, "notes", [])),
        "fonts": {str(size): "montserrat_%d" % built for size, built in lvgl_widgets.font_table().items()},
        "lvgl_color_depth": lv.COLOR_DEPTH,
        "display_color_format": "XRGB8888" if harness.display.get_color_format() == lv.COLOR_FORMAT.XRGB8888 else str(harness.display.get_color_format()),
    }


def write_png(path, width, height, rows):
    raw = b"".join(b"\x00" + row for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def ms(ns):
    return None if ns is None else round(ns / 1e6, 4)


def brief(run):
    frame, python = run["frame"], run["python"]
    return {"scene": run["scene"], "size": "%dx%d" % (run["width"], run["height"]), "frames": run["frames"],
            "p50_ms": ms(frame.get("p50_ns")), "p99_ms": ms(frame.get("p99_ns")),
            "p99.9_ms": ms(frame.get("p999_ns")), "worst_ms": ms(frame.get("max_ns")),
            "python_callbacks_p50": python["callbacks_per_frame_p50"],
            "python_estimate_p50_ms": ms(python["estimate_p50_ns"]),
            "empty_frame_ms": ms(python["empty_frame_ns"])}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scene", nargs="+", default=SCENES, choices=SCENES)
    parser.add_argument("--size", nargs="+", default=SIZES)
    parser.add_argument("--json", help="write every run, with samples, to FILE")
    parser.add_argument("--png", help="the last frame as a PNG (one scene and size only)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.one:
        width, height = (int(part) for part in options.size[0].split("x"))
        json.dump(run_one(options.scene[0], width, height, options.png), sys.stdout)
        return
    if options.png and len(options.scene) * len(options.size) > 1:
        parser.error("--png takes one scene and one size")
    runs = []
    for scene in options.scene:
        for size in options.size:
            command = [sys.executable, "-B", __file__, "--one", "--scene", scene, "--size", size]
            if options.png:
                command += ["--png", options.png]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                sys.stderr.write(result.stderr)
                sys.exit("lvgl-reference: %s at %s failed (exit %d)" % (scene, size, result.returncode))
            run = json.loads(result.stdout)
            runs.append(run)
            print(json.dumps(brief(run)), flush=True)
    if options.json:
        import lvgl as lv
        report = {"schema": "lvgl-reference", "version": 1,
                  "lvgl": "%d.%d.%d" % (lv.version_major(), lv.version_minor(), lv.version_patch()),
                  "python": platform.python_version(), "renderer": "LVGL software renderer (lv_draw_sw), direct mode",
                  "machine": platform.machine(), "runs": runs}
        with open(options.json, "w") as file:
            json.dump(report, file)


if __name__ == "__main__":
    main()
