"""Panel's bench and the LVGL reference in alternating rounds, as a markdown table.

    compare.py [--panel-app PATH] [--rounds 3] [--scene NAME...] [--size WxH...] [--out DIR]

Each round runs `panel-app bench --scene ... --size ... --json` and then lvgl_reference.py
on the same scenes and sizes (the next round starts with LVGL, and so on), so a slow
stretch of a shared machine falls on both. The table gives the median over the rounds of
each p50, p99, p99.9 and worst frame (a frame: Panel's update+layout, render and present;
LVGL's lv_timer_handler) and Panel/LVGL of the p50s, the median with the rounds' range."""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCENES = ["toggle", "press", "full", "dense", "text", "image", "scroll"]
SIZES = ["800x480", "1920x1080"]
# The figures of a frame each side reports, in the table's order.
FIGURES = ("p50_ns", "p99_ns", "p999_ns", "max_ns")
NO_FIGURES = (None,) * len(FIGURES)


def run_panel(panel_app, scenes, sizes, path):
    subprocess.run([panel_app, "bench", "--scene", *scenes, "--size", *sizes, "--json", path],
                   check=True, stdout=subprocess.DEVNULL)
    with open(path) as file:
        report = json.load(file)
    results = {}
    for run in report["runs"]:
        frame = run["phases"]["frame"]
        results[(run["scene"], "%dx%d" % (run["width"], run["height"]))] = tuple(frame.get(name) for name in FIGURES)
    return results


def run_lvgl(python, scenes, sizes, path):
    subprocess.run([python, "-B", os.path.join(HERE, "lvgl_reference.py"), "--scene", *scenes, "--size", *sizes,
                    "--json", path], check=True, stdout=subprocess.DEVNULL)
    with open(path) as file:
        report = json.load(file)
    return {(run["scene"], "%dx%d" % (run["width"], run["height"])): tuple(run["frame"].get(name) for name in FIGURES)
            for run in report["runs"]}


def ms(values):
    present = [value for value in values if value is not None]
    return "%.3f" % (statistics.median(present) / 1e6) if present else "–"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--panel-app", default=os.path.join(HERE, "..", "..", ".build", "release", "panel-app"))
    parser.add_argument("--python", default=os.path.join(HERE, "build", "venv", "bin", "python"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--scene", nargs="+", default=SCENES)
    parser.add_argument("--size", nargs="+", default=SIZES)
    parser.add_argument("--out", help="keep every round's JSON in DIR")
    options = parser.parse_args()
    for path, hint in ((options.panel_app, "swift build -c release --static-swift-stdlib --product panel-app"),
                       (options.python, "Benchmarks/lvgl-reference/setup.sh")):
        if not os.path.exists(path):
            sys.exit("compare: %s is missing; run %s" % (path, hint))
    out = options.out or tempfile.mkdtemp(prefix="lvgl-compare-")
    os.makedirs(out, exist_ok=True)
    panel, lvgl = [], []
    for round_index in range(options.rounds):
        steps = [("panel", panel, run_panel, options.panel_app), ("lvgl", lvgl, run_lvgl, options.python)]
        for name, results, run, program in (steps if round_index % 2 == 0 else steps[::-1]):
            print("round %d: %s" % (round_index + 1, name), file=sys.stderr, flush=True)
            results.append(run(program, options.scene, options.size, os.path.join(out, "%s-%d.json" % (name, round_index + 1))))
    print("| scene | Panel p50 / p99 / p99.9 / worst (ms) | LVGL p50 / p99 / p99.9 / worst (ms) | Panel/LVGL p50 |")
    print("| --- | --- | --- | --- |")
    for scene in options.scene:
        for size in options.size:
            key = (scene, size)
            panel_runs = [round_results.get(key, NO_FIGURES) for round_results in panel]
            lvgl_runs = [round_results.get(key, NO_FIGURES) for round_results in lvgl]
            ratios = [p[0] / l[0] for p, l in zip(panel_runs, lvgl_runs) if p[0] and l[0]]
            ratio = "%.2f (%.2f–%.2f)" % (statistics.median(ratios), min(ratios), max(ratios)) if ratios else "–"

            def figures(runs):
                return " / ".join(ms([figures_of_round[index] for figures_of_round in runs]) for index in range(len(FIGURES)))
            print("| %s %s | %s | %s | %s |" % (scene, size, figures(panel_runs), figures(lvgl_runs), ratio))
    print("\nJSON of every round: %s" % out, file=sys.stderr)


if __name__ == "__main__":
    main()
