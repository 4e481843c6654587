"""The one list of what a program's package installs on a board: its files (program,
resources, default panel file, unit, udev rules, user), the environment the unit gives it,
the font packages it depends on and their font files. The .deb is built from it
(debfile.py), and the virtual kiosk carries the same files (deploy/vm/kiosk/cli.py, the
VM tests), so the guest shows what the board would.
"""

import json
import os
import re
import struct
import subprocess
import tempfile

from . import fonts, maintainer, service
from .programs import PackageError, REPO

# ELF e_machine -> Debian architecture.
ARCHITECTURES = {62: "amd64", 183: "arm64", 40: "armhf", 3: "i386", 243: "riscv64"}
DEFAULT_VERSION = "0.1.0"
# What every kiosk package needs besides its libraries and fonts: systemd runs it and
# creates its user (systemd-sysusers).
BASE_DEPENDS = ["systemd"]
KEYBOARD_DATA = ["xkb-data", "libx11-data"]


class Entry:
    """One file of the package: copied from `source` (a host path) or made of `text`."""

    def __init__(self, path, source=None, text=None, mode=0o644, conffile=False):
        self.path, self.source, self.text, self.mode, self.conffile = path, source, text, mode, conffile


def architecture_of(binary):
    with open(binary, "rb") as f:
        header = f.read(20)
    if header[:4] != b"\x7fELF":
        raise PackageError(f"{binary} is not an ELF program")
    order = "<" if header[5] == 1 else ">"
    machine = struct.unpack(order + "H", header[18:20])[0]
    if machine not in ARCHITECTURES:
        raise PackageError(f"{binary}: unknown ELF machine {machine}")
    return ARCHITECTURES[machine]


def needed_libraries(binary):
    """The sonames `binary` links (its ELF DT_NEEDED entries, as readelf lists them)."""
    result = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True)
    if result.returncode != 0:
        raise PackageError(f"readelf -d {binary}: {result.stderr.strip()}")
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout)


def shared_library_depends(binary):
    """dpkg-shlibdeps' Depends for the libraries `binary` links (the static Swift runtime
    adds none), from the shlibs and symbols files of the packages installed here (for a
    cross-built program: the sysroot's, see docs/deploy.md)."""
    with tempfile.TemporaryDirectory(prefix="kioskdeb-shlibs-") as work:
        os.makedirs(os.path.join(work, "debian"))
        open(os.path.join(work, "debian", "control"), "w").close()
        tree = os.path.join(work, "tree")
        os.makedirs(os.path.join(tree, "DEBIAN"))
        os.makedirs(os.path.join(tree, "usr", "bin"))
        copy = os.path.join(tree, "usr", "bin", os.path.basename(binary))
        try:
            os.link(binary, copy)  # dpkg-shlibdeps reads it in place: no 100 MB copy
        except OSError:
            subprocess.run(["cp", binary, copy], check=True)
        result = subprocess.run(["dpkg-shlibdeps", "-O", "-e" + copy], cwd=work, capture_output=True, text=True)
    if result.returncode != 0:
        raise PackageError(f"dpkg-shlibdeps {binary}: {result.stderr.strip()[-600:]}")
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.M)
    return [part.strip() for part in match.group(1).split(",")] if match else []


def cached_library_depends(binary):
    """shared_library_depends, kept (dpkg-shlibdeps asks dpkg about every library: seconds
    each) until the program or the installed packages change."""
    key = fonts.digest_of([binary], "shlibs" + fonts.dpkg_state())
    path = os.path.join(fonts.cache_directory(), f"{os.path.basename(binary)}-shlibs-{key}.json")
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    found = shared_library_depends(binary)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as f:
        json.dump(found, f)
    os.replace(path + ".tmp", path)
    return found


class PackageContents:
    def __init__(self, spec, allow_placeholders=False):
        self.spec = spec
        self.name = spec.name
        self.version = spec.version or DEFAULT_VERSION
        self.spec_license = spec.license or "other\n The licence of the program's sources."
        self.architecture = architecture_of(spec.binary)
        self.binary_path = f"/usr/bin/{spec.name}"
        self.resources_path = f"/usr/share/{spec.name}/Resources" if spec.resources else None
        self.panel_path = f"/etc/{spec.name}/panel.json" if spec.panel else None
        self.unit_path = f"/lib/systemd/system/{spec.unit}"
        self.rules_path = f"/lib/udev/rules.d/70-{spec.name}.rules"
        self.sysusers_path = f"/usr/lib/sysusers.d/{spec.name}.conf"
        self.environment = {"PANEL_RESOURCES": self.resources_path} if self.resources_path else {}

        found = fonts.snapshot_fonts(spec)
        self.drawn_fonts = found["fonts"]
        self.placeholders = found["placeholders"]
        if self.placeholders and not allow_placeholders:
            raise PackageError(f"{spec.name} draws placeholders with this machine's fonts and its "
                               "resources; its package would too:\n  " + "\n  ".join(self.placeholders[:8]))
        self.font_packages = fonts.font_packages(spec, found)
        self._library_depends = None
        # Keyboard layouts (xkeyboard-config) and the locale's Compose file, which a program
        # linking libxkbcommon reads when a keyboard types (and snapshot scripts' `type`).
        self.data_packages = KEYBOARD_DATA if "libxkbcommon.so.0" in needed_libraries(spec.binary) else []
        self.runtime_files = sorted({path for package in self.font_packages + self.data_packages
                                     for path in fonts.runtime_files(package)})

    # ------------------------------------------------------------ what goes on the board

    def program_entries(self):
        """The program and the files it reads: what the virtual kiosk carries too."""
        entries = [Entry(self.binary_path, source=self.spec.binary, mode=0o755)]
        if self.spec.resources:
            for base, _, names in sorted(os.walk(self.spec.resources)):
                for name in sorted(names):
                    source = os.path.join(base, name)
                    relative = os.path.relpath(source, self.spec.resources)
                    entries.append(Entry(f"{self.resources_path}/{relative}", source=source))
        if self.spec.panel:
            entries.append(Entry(self.panel_path, source=self.spec.panel, conffile=True))
        return entries

    def service_entries(self):
        spec = self.spec
        unit = service.unit_text(spec, self.binary_path, self.panel_path, self.environment,
                                 f"file:///usr/share/doc/{spec.name}/README.md")
        return [
            Entry(self.unit_path, text=unit),
            Entry(self.rules_path, text=service.rules_text(spec)),
            Entry(self.sysusers_path, text=service.sysusers_text(spec)),
        ]

    def doc_entries(self):
        doc = f"/usr/share/doc/{self.name}"
        return [Entry(f"{doc}/README.md", source=os.path.join(REPO, "docs", "deploy.md"))]

    def entries(self):
        return self.program_entries() + self.service_entries() + self.doc_entries()

    def maintainer_scripts(self):
        spec = self.spec
        return {"postinst": maintainer.postinst(spec, os.path.basename(self.sysusers_path)),
                "prerm": maintainer.prerm(spec), "postrm": maintainer.postrm(spec)}

    def library_depends(self):
        if self._library_depends is None:
            self._library_depends = cached_library_depends(self.spec.binary)
        return self._library_depends

    def depends(self):
        return self.library_depends() + self.font_packages + self.data_packages + BASE_DEPENDS

    # ------------------------------------------------------------ the virtual kiosk

    def guest_files(self):
        """(host path, board path) of every file the program reads on a board: itself
        excepted (the kiosk adds programs with their libraries), its resources, panel file,
        the font files of its font packages and the keyboard data."""
        pairs = [(entry.source, entry.path) for entry in self.program_entries()[1:]]
        return pairs + [(path, path) for path in self.runtime_files]

    def guest_command(self, arguments):
        """A shell command running the program in the guest as the unit does (environment
        included), with `arguments` after the program's name."""
        words = [f"{name}={value}" for name, value in sorted(self.environment.items())]
        return " ".join(words + [self.name] + list(arguments))

    def summary(self):
        return {"package": self.name, "version": self.version, "architecture": self.architecture,
                "fonts drawn": self.drawn_fonts, "font packages": self.font_packages,
                "data packages": self.data_packages,
                "environment": self.environment}
