"""What a kiosk program's package is made of, before anything is measured: the program,
its resources folder, its default panel file, the touch script that shows every screen
(to learn the fonts it draws with) and its description.

The programs of this repository are listed in deploy/programs.json; any other program is
described on the command line (deploy/package.sh --help).
"""

import json
import os
import re

DEPLOY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # deploy/
REPO = os.path.dirname(DEPLOY)
REGISTRY = os.path.join(DEPLOY, "programs.json")


class PackageError(Exception):
    pass


class ProgramSpec:
    """One program to package. Paths are absolute (or None)."""

    def __init__(self, name, binary, description=None, long=None, resources=None, panel=None,
                 script=None, font_packages=(), version=None, license=None):
        if not re.fullmatch(r"[a-z0-9][a-z0-9+.-]+", name):
            raise PackageError(f"'{name}' cannot name a Debian package: lower-case letters, digits, "
                               "'+', '-' and '.' only, two or more")
        self.name = name
        self.binary = binary
        # lintian refuses a description starting with the package's name.
        self.description = description or f"Panel kiosk program: {name}"
        self.long = long or (f"{name} runs full screen on the display (KMS) with touch from evdev, "
                             "as a systemd service.")
        self.resources = resources
        self.panel = panel
        self.script = script
        self.font_packages = list(font_packages)
        self.version = version
        self.license = license

    @property
    def unit(self):
        return f"{self.name}.service"


def registry():
    with open(REGISTRY) as f:
        return json.load(f)


def repo_path(path):
    return None if path is None else os.path.join(REPO, path)


def default_binary(name):
    return os.path.join(REPO, ".build", "release", name)


def spec_for(name, binary=None, **overrides):
    """The spec of `name`: the registry's entry when it has one, with `overrides` (None
    values ignored) on top."""
    entry = registry().get(name, {})
    values = {
        "description": entry.get("description"), "long": entry.get("long"),
        "resources": repo_path(entry.get("resources")), "panel": repo_path(entry.get("panel")),
        "script": repo_path(entry.get("script")), "font_packages": entry.get("fontPackages", ()),
    }
    values.update({key: value for key, value in overrides.items() if value is not None})
    for key in ("resources", "panel", "script"):
        if values[key] == "":
            values[key] = None  # given as "": none, whatever the registry says
        if values[key] is not None:
            values[key] = os.path.abspath(values[key])
            if not os.path.exists(values[key]):
                raise PackageError(f"the {key} of {name} does not exist: {values[key]}")
    spec = ProgramSpec(name, os.path.abspath(binary or default_binary(name)), **values)
    if not os.path.isfile(spec.binary) or not os.access(spec.binary, os.X_OK):
        raise PackageError(f"no program at {spec.binary} (build it: swift build -c release "
                           f"--static-swift-stdlib --product {name})")
    return spec


def spec_for_binary(binary):
    """The spec of a program given by its path (make-run.sh): named after the file."""
    return spec_for(os.path.basename(binary), binary)
