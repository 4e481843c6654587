"""The Debian packages `make package` builds (.build/packages), read back for the tests:
their control fields, their files unpacked, their unit's command and environment.
"""

import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys

import paneltest

REPO = paneltest.REPO
sys.path.insert(0, os.path.join(REPO, "deploy"))
import kioskdeb  # noqa: E402
from kioskdeb import fonts  # noqa: E402
import kioskdeb.contents  # noqa: E402

PACKAGES = os.path.join(REPO, ".build", "packages")


def expected_programs():
    """Every program `make package` packages: panel-app and each example."""
    return list(kioskdeb.registry())


def deb_for(name):
    """The newest .deb of `name` in .build/packages, or None."""
    found = sorted(glob.glob(os.path.join(PACKAGES, f"{name}_*.deb")), key=os.path.getmtime)
    return found[-1] if found else None


def control(deb):
    """The control fields of `deb` as a dict (continuation lines joined)."""
    text = subprocess.run(["dpkg-deb", "-f", deb], check=True, capture_output=True, text=True).stdout
    fields, name = {}, None
    for line in text.splitlines():
        if line.startswith(" ") and name:
            fields[name] += "\n" + line[1:]
        elif ":" in line:
            name, _, value = line.partition(":")
            fields[name] = value.strip()
    return fields


def depends(deb):
    """The package names `deb` depends on (versions left out)."""
    return [re.split(r"[\s(]", part.strip())[0] for part in control(deb).get("Depends", "").split(",") if part.strip()]


def unpacked(deb):
    """`deb`'s files unpacked (dpkg-deb -x) into a cache folder named by its digest."""
    with open(deb, "rb") as f:
        key = hashlib.sha256(f.read()).hexdigest()[:16]
    tree = os.path.join(PACKAGES, "unpacked", f"{os.path.basename(deb)[:-4]}-{key}")
    if not os.path.isdir(tree):
        # Trees of this package's earlier builds go.
        for old in glob.glob(os.path.join(PACKAGES, "unpacked", f"{os.path.basename(deb)[:-4]}-*")):
            shutil.rmtree(old, ignore_errors=True)
        shutil.rmtree(tree + ".tmp", ignore_errors=True)
        os.makedirs(tree + ".tmp")
        subprocess.run(["dpkg-deb", "-x", deb, tree + ".tmp"], check=True)
        os.replace(tree + ".tmp", tree)
    return tree


def unit_settings(text):
    """[(key, value)] of a unit file's [Service] section."""
    found, section = [], None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[Service]" and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            found.append((key, value))
    return found


def unit_of(tree, name):
    with open(os.path.join(tree, "lib", "systemd", "system", f"{name}.service")) as f:
        return f.read()


def guest_run_command(tree, name, state_directory):
    """The unit's ExecStart as a guest shell command: its environment, the program by name
    (the kiosk puts it on PATH) and its arguments, with the state directory given."""
    settings = unit_settings(unit_of(tree, name))
    words = shlex.split(dict(settings)["ExecStart"])
    words = [name] + [word.replace("${STATE_DIRECTORY}", state_directory) for word in words[1:]]
    environment = [value for key, value in settings if key == "Environment"]
    return " ".join(environment + [shlex.quote(word) for word in words])


def font_files(deb):
    """The font files the font packages `deb` depends on install (as on this machine)."""
    paths = set()
    for package in depends(deb):
        if package.startswith("fonts-"):
            paths.update(fonts.package_font_files(package))
    return sorted(paths)


def runtime_files(deb):
    """The files of the packages `deb` depends on that a program reads at run time (fonts,
    keyboard layouts and Compose files), as this machine has them."""
    paths = set()
    for package in depends(deb):
        if package.startswith("fonts-") or package in kioskdeb.contents.KEYBOARD_DATA:
            paths.update(fonts.runtime_files(package))
    return sorted(paths)


def board_files(tree):
    """(host path, board path) of every file of an unpacked package but its program, unit,
    rules and docs: what the program reads on the board (resources, panel file)."""
    pairs = []
    for base, _, names in os.walk(tree):
        for file in names:
            path = os.path.join(base, file)
            board = "/" + os.path.relpath(path, tree)
            if board.startswith(("/usr/bin/", "/lib/", "/usr/lib/", "/usr/share/doc/")):
                continue
            pairs.append((path, board))
    return sorted(pairs)


def kiosk_payload(name, binary):
    """The files (HOST:GUEST) and environment ("NAME=VALUE ...") the virtual kiosk gives the
    program at `binary` named `name`: what its package installs, from the packager's own
    list (deploy/vm/kiosk/packaged.py, as make-run.sh does). Boots using it pass "fonts": ""
    so the guest has no font the package does not bring."""
    from kiosk import packaged
    contents = packaged.contents_for(binary, name)
    return packaged.guest_files(contents), packaged.environment_words(contents)
