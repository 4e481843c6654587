"""panel-app on a real kernel: the demo's first KMS frame equals its headless snapshot, and
SIGTERM ends it cleanly.

The binary is $PANEL_APP, else .build/release/panel-app (`make release`: static Swift
stdlib, small image), else .build/debug/panel-app. The scenarios are skipped while that
binary cannot make a headless snapshot.
"""

import os
import subprocess
import time

import kiosk
from vmtest import Skip, check

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WIDTH, HEIGHT = 1280, 800  # virtio-gpu's preferred mode
reference_path = None


def find_panel_app():
    candidates = [os.environ.get("PANEL_APP", "")] + [
        os.path.join(REPO, ".build", kind, "panel-app") for kind in ("release", "debug")]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    raise Skip("no panel-app binary (make release, or set PANEL_APP)")


def boot():
    global reference_path
    binary = find_panel_app()
    directory = os.path.join(kiosk.image_builder.default_cache(), "reference")
    os.makedirs(directory, exist_ok=True)
    reference_path = os.path.join(directory, f"demo-{WIDTH}x{HEIGHT}.png")
    result = subprocess.run([binary, "snapshot", "--output", reference_path, "--size", f"{WIDTH}x{HEIGHT}"],
                            capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not os.path.exists(reference_path):
        reason = (result.stderr or result.stdout).strip().splitlines()[-1:] or ["no output"]
        raise Skip(f"{binary} cannot snapshot the demo yet: {reason[0]}")
    return {"command": "panel-app run --display kms", "binaries": [[binary, "panel-app"]], "display": "virtio"}


def scenario_first_frame_equals_headless_snapshot(vm):
    reference = kiosk.read_png(reference_path)
    check((reference.width, reference.height) == (WIDTH, HEIGHT),
          f"the snapshot is {reference.width}x{reference.height}, asked for {WIDTH}x{HEIGHT}")
    # panel-app logs once its first frame is on screen; a slow machine may take a while.
    vm.wait_for_serial("first frame shown", timeout=90)
    # Then the screen equals the snapshot, or stops changing.
    deadline = time.monotonic() + 60
    previous = None
    while True:
        frame = vm.screenshot()
        if frame.rgb == reference.rgb:
            return
        settled = previous is not None and frame.rgb == previous.rgb and not frame.is_blank()
        if settled or time.monotonic() > deadline:
            break
        previous = frame
        time.sleep(0.5)
    actual = os.path.join(vm.workdir, "first-frame.actual.png")
    frame.save_png(actual)
    same_size = (frame.width, frame.height) == (WIDTH, HEIGHT)
    differing = frame.differing_pixels(reference) if same_size else -1
    box = frame.difference_box(reference) if same_size else None
    check(False, f"the first KMS frame ({frame.width}x{frame.height}) differs from the headless snapshot "
                 f"in {differing} pixels within {box}; saved {actual}, reference {reference_path}")


def scenario_sigterm_exits_cleanly(vm):
    status, output = vm.guest_run("kill -TERM $(pidof panel-app)")
    check(status == 0, f"could not signal panel-app in the guest: {output}")
    check(vm.wait_exit(30) == 0, "panel-app did not exit 0 after SIGTERM")
