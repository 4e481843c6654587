"""What a program's Debian package installs besides the program, for the guest: its
resources, panel file and the font files of its font packages, at the paths the package
puts them, and the environment its unit gives it. The list is the packager's own
(deploy/kioskdeb, `PackageContents`), so the virtual kiosk shows what a board shows.
"""

import os
import shlex
import sys

from .errors import KioskError
from .image import REPO

sys.path.insert(0, os.path.join(REPO, "deploy"))
import kioskdeb  # noqa: E402


def contents_for(binary, name=None):
    """The package contents of the program at `binary` (named after the file unless
    `name`): the registry's resources, panel file and touch script when it is listed."""
    try:
        spec = kioskdeb.spec_for(name or os.path.basename(binary), binary)
        return kioskdeb.PackageContents(spec, allow_placeholders=True)
    except kioskdeb.PackageError as error:
        raise KioskError(f"cannot tell what the package of {binary} installs: {error}")


def guest_files(contents):
    """--file entries (HOST:GUEST) for the files the package installs, the program excepted."""
    return [f"{host}:{guest}" for host, guest in contents.guest_files()]


def environment_words(contents):
    """The unit's environment as shell assignments ("NAME=VALUE ..."), or ""."""
    return " ".join(f"{name}={shlex.quote(value)}" for name, value in sorted(contents.environment.items()))


def guest_command(contents, arguments):
    """The shell words running the program as its unit does, with `arguments`."""
    words = [shlex.quote(contents.name)] + [shlex.quote(word) for word in arguments]
    environment = environment_words(contents)
    return f"{environment} {' '.join(words)}" if environment else " ".join(words)
