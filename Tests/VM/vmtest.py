#!/usr/bin/env python3
"""Runs the end-to-end scenarios in Tests/VM/test_*.py on the virtual kiosk.

Each test file declares one boot and the scenarios that run, in file order, on it:

    def boot():                      # returns the boot, or raises Skip("why")
        return {"command": "...", "binaries": [...], "files": [...], "display": "virtio",
                "resolution": [800, 480],   # optional: the displays' preferred mode
                "fonts": "",                # optional: a glob of font files ("" for none; default DejaVu)
                "forwards": {"1883": 40123}}  # optional: guest port -> host loopback port, at 10.0.2.100

    def scenario_first_frame(vm):    # vm is a kiosk.Kiosk, ready (drivers loaded)
        check(..., "message")

Files whose boot() returns equal dicts share one boot, so a run boots as few times as
possible. On a shared boot, scenarios run file by file (names sorted), each file's in
order, except that scenarios named scenario_end_* (which end the payload) run last. A boot() that returns None declares host-only scenarios, called with vm=None. A scenario fails by raising (check() raises AssertionError). If the guest dies,
the scenarios left on that boot fail with the log's tail. The closing line is
"vm: N passed, N failed, N skipped"; the exit status is 1 when one failed.

Usage: vmtest.py [--filter SUBSTRING] [--keep DIR] [FILE...]
"""

import argparse
import glob
import importlib.util
import json
import os
import sys
import time
import traceback

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "deploy", "vm"))
import kiosk  # noqa: E402

# Test files `import vmtest`: let them share this module (and its Skip) when run as a script.
sys.modules.setdefault("vmtest", sys.modules[__name__])


class Skip(Exception):
    """Raised by boot() when the scenarios cannot run here (say why)."""


def check(condition, message):
    """Fails the scenario with `message` unless `condition` holds (kept under python -O)."""
    if not condition:
        raise AssertionError(message)


def load(path):
    name = "vm_" + os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def scenarios_of(module):
    found = [(name, getattr(module, name)) for name in vars(module)
             if name.startswith("scenario_") and callable(getattr(module, name))]
    return sorted(found, key=lambda item: item[1].__code__.co_firstlineno)


def boot_key(boot):
    return json.dumps(boot, sort_keys=True)


def run_boot(number, boot, scenarios, workdir):
    """Boots once and runs `scenarios` on that guest; returns (passed, failed)."""
    passed = failed = 0
    started = time.monotonic()
    try:
        image = kiosk.build_image(boot["command"], boot.get("binaries", ()), boot.get("files", ()),
                                  boot.get("fonts", kiosk.image.DEFAULT_FONTS))
        vm = kiosk.Kiosk(image, display=boot.get("display", "virtio"), workdir=workdir,
                         memory=boot.get("memory", 512), resolution=boot.get("resolution"),
                         forwards=boot.get("forwards")).start()
    except Exception as error:
        print(f"FAIL boot {number} ({boot['command']}): {error}")
        return 0, len(scenarios)
    try:
        try:
            ready = vm.wait_ready(90)
            print(f"boot {number}: {boot.get('display', 'virtio')}, '{boot['command']}': "
                  f"ready at guest t={ready:.2f} s, {vm.elapsed():.1f} s after QEMU started")
            alive = True
        except kiosk.KioskError as error:
            print(f"boot {number} did not come up: {error}")
            alive = False
        for label, name, function in scenarios:
            title = f"{label}:{name[len('scenario_'):]}"
            if not alive:
                print(f"FAIL {title}: the guest is not running")
                failed += 1
                continue
            scenario_started = time.monotonic()
            try:
                function(vm)
                print(f"ok   {title} ({time.monotonic() - scenario_started:.1f} s)")
                passed += 1
            except Exception as error:
                expected = isinstance(error, (AssertionError, kiosk.KioskError))
                print(f"FAIL {title}: {error if expected else traceback.format_exc()}")
                failed += 1
                if not vm.running():
                    alive = False
                    print("     the guest is gone; serial log tail:\n" + vm._tail(vm.serial_text()))
    finally:
        vm.stop()
    print(f"boot {number} done in {time.monotonic() - started:.1f} s")
    return passed, failed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="test files (default: Tests/VM/test_*.py)")
    parser.add_argument("--filter", default="", help="run only scenarios whose name contains this")
    parser.add_argument("--keep", default=None, help="keep serial logs and screenshots under this directory")
    args = parser.parse_args(argv)
    kiosk.stop_on_signals()

    files = sorted(args.files or glob.glob(os.path.join(HERE, "test_*.py")), key=os.path.basename)
    passed = failed = skipped = 0
    groups = {}  # boot key -> (boot, [(file, name, function)])
    started = time.monotonic()
    for path in files:
        label = os.path.basename(path)
        try:
            module = load(path)
            boot = module.boot()
        except Skip as reason:
            count = len(scenarios_of(module))
            print(f"SKIP {label}: {reason} ({count} scenarios)")
            skipped += count
            continue
        except Exception:
            print(f"FAIL {label}: cannot prepare its boot\n{traceback.format_exc()}")
            failed += 1
            continue
        chosen = [(label, name, function) for name, function in scenarios_of(module)
                  if args.filter in f"{label}:{name}"]
        if chosen:
            groups.setdefault(boot_key(boot), (boot, []))[1].extend(chosen)

    for label, name, function in groups.pop(boot_key(None), (None, []))[1]:
        title = f"{label}:{name[len('scenario_'):]}"
        try:
            function(None)
            print(f"ok   {title} (host)")
            passed += 1
        except Exception as error:
            detail = str(error) if isinstance(error, AssertionError) else traceback.format_exc()
            print(f"FAIL {title}: {detail}")
            failed += 1

    for number, (boot, scenarios) in enumerate(groups.values(), 1):
        scenarios.sort(key=lambda item: item[1].startswith("scenario_end_"))  # stable
        workdir = os.path.join(args.keep, f"boot{number}") if args.keep else None
        boot_passed, boot_failed = run_boot(number, boot, scenarios, workdir)
        passed += boot_passed
        failed += boot_failed

    print(f"VM end-to-end run took {time.monotonic() - started:.1f} s")
    print(f"vm: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
