"""The fonts a program draws with, and the Debian packages that install them.

The program itself is asked: `PROGRAM snapshot --fonts-used FILE` renders its screen
headless after its touch script (every screen the script reaches) and lists the font
files its text, symbols and fallback characters were drawn from. Each file's package is
what `dpkg -S` says owns it on this machine. Whatever the program drew as a placeholder (a
missing image or symbol, a character no installed font has) is logged by the program
with the word "placeholder" and reported here.

Answers are cached by the program's bytes and its inputs, so the packager, make-run.sh and
the tests ask once per build.
"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile

from .programs import PackageError, REPO

# The face every Panel program loads at start (FontFace.defaultPath), drawn or not.
DEFAULT_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_SUFFIXES = (".ttf", ".otf", ".ttc")
# The screen size fonts are measured at: the examples' and the golden images' size.
SIZE = "800x480"


def cache_directory():
    return os.environ.get("PANEL_PACKAGE_CACHE") or os.path.join(REPO, ".build", "packages", "cache")


def digest_of(paths, extra=""):
    digest = hashlib.sha256(extra.encode())
    for path in paths:
        if path is None:
            digest.update(b"-\n")
            continue
        if os.path.isdir(path):
            for base, _, names in sorted(os.walk(path)):
                for name in sorted(names):
                    digest.update(os.path.relpath(os.path.join(base, name), path).encode())
                    with open(os.path.join(base, name), "rb") as f:
                        digest.update(f.read())
        else:
            with open(path, "rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    digest.update(block)
    return digest.hexdigest()[:24]


def dpkg_state():
    """Changes when packages are installed or removed: answers about packages are kept until then."""
    try:
        return str(os.path.getmtime("/var/lib/dpkg/status"))
    except OSError:
        return ""


def snapshot_fonts(spec):
    """{"fonts": [font files drawn], "placeholders": [log lines]} for `spec`'s program."""
    key = digest_of([spec.binary, spec.panel, spec.script, spec.resources], SIZE + dpkg_state())
    cached = os.path.join(cache_directory(), f"{spec.name}-{key}.json")
    try:
        with open(cached) as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    print(f"package: learning the fonts {spec.name} draws (a headless snapshot"
          + (f" after {os.path.relpath(spec.script)}" if spec.script else "") + ")", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="kioskdeb-") as work:
        listing = os.path.join(work, "fonts.txt")
        command = [spec.binary, "snapshot", "--size", SIZE, "--output", os.path.join(work, "screen.ppm"),
                   "--fonts-used", listing]
        if spec.panel:
            command += ["--panel", spec.panel]
        if spec.script:
            command += ["--script", spec.script]
        environment = dict(os.environ)
        if spec.resources:
            environment["PANEL_RESOURCES"] = spec.resources
        try:
            result = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=900)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise PackageError(f"{' '.join(command)}: {error}")
        if result.returncode != 0 or not os.path.exists(listing):
            raise PackageError(f"{' '.join(command)} failed ({result.returncode}): "
                               f"{(result.stderr or result.stdout).strip()[-600:]}")
        with open(listing) as f:
            fonts = [line.strip() for line in f if line.strip()]
    # dpkg-query -S reads every package's file list: asked once per font, kept with the answer.
    found = {"fonts": fonts,
             "placeholders": [line for line in result.stderr.splitlines() if "placeholder" in line],
             "owners": {path: owning_package(path) for path in [DEFAULT_FONT] + fonts}}
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    with open(cached + ".tmp", "w") as f:
        json.dump(found, f, indent=1)
    os.replace(cached + ".tmp", cached)
    return found


def owning_package(path):
    """The Debian package that installed `path` here (dpkg -S), or None."""
    result = subprocess.run(["dpkg-query", "-S", os.path.realpath(path)], capture_output=True, text=True)
    if result.returncode != 0:
        result = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    first = result.stdout.splitlines()[0]
    return first.split(":", 1)[0].split(",")[0].strip()


def package_files(package):
    """The regular files `package` installs, as dpkg lists them here (documentation left out)."""
    result = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True)
    if result.returncode != 0:
        raise PackageError(f"the package {package} is not installed here: "
                           f"apt-get install {package} (scripts/install-deps.sh build)")
    return sorted(line for line in result.stdout.splitlines()
                  if os.path.isfile(line)
                  and not line.startswith(("/usr/share/doc/", "/usr/share/man/", "/usr/share/lintian/")))


def package_font_files(package):
    """The font files `package` installs, as dpkg lists them here."""
    return [path for path in package_files(package) if path.lower().endswith(FONT_SUFFIXES)]


def runtime_files(package):
    """What of `package` a program reads at run time: a font package's fonts, else its files."""
    return package_font_files(package) if package.startswith("fonts-") else package_files(package)


def font_packages(spec, found):
    """The font packages `spec` needs: DejaVu's (the default face) and the owner of every
    font drawn (`found`: snapshot_fonts' answer), then the spec's own additions, in that
    order without repeats."""
    packages = []
    owners = found.get("owners", {})
    for path in [DEFAULT_FONT] + found["fonts"]:
        package = owners[path] if path in owners else owning_package(path)
        if package is None:
            raise PackageError(f"{spec.name} draws with {path}, which no Debian package installs "
                               "here: install the font from a package, or give --font-package")
        if package not in packages:
            packages.append(package)
    for package in spec.font_packages:
        if package not in packages:
            packages.append(package)
    return packages
