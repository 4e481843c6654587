"""Writes a package's tree and builds the .deb with dpkg-deb (no debhelper needed)."""

import gzip
import hashlib
import os
import shutil
import subprocess
import tempfile
import time

from .programs import PackageError

DEFAULT_MAINTAINER = "Panel kiosk builders <kiosk@panel.invalid>"
# strip for each architecture, when it is not this machine's (binutils-aarch64-linux-gnu...).
STRIP = {"amd64": "x86_64-linux-gnu-strip", "arm64": "aarch64-linux-gnu-strip",
         "armhf": "arm-linux-gnueabihf-strip", "i386": "i686-linux-gnu-strip",
         "riscv64": "riscv64-linux-gnu-strip"}

# dpkg-deb's compressors: gzip is quick (a Swift program is tens of MB) and every dpkg reads
# it; xz makes the smallest download (a minute per program); zstd needs dpkg 1.21.18 or later.
COMPRESSION = {"gzip": ["-Zgzip"], "xz": ["-Zxz", "-z6"], "zstd": ["-Zzstd"]}

COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {name}
Comment: A kiosk program built with Panel and packaged by deploy/package.sh.

Files: *
Copyright: {year} the authors of {name}
License: {license}
"""


def changelog(name, version, maintainer):
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000",
                          time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))))
    return (f"{name} ({version}) unstable; urgency=medium\n\n"
            f"  * Built by deploy/package.sh.\n\n -- {maintainer}  {stamp}\n")


def strip_program(path, architecture):
    """Strips debugging symbols and the toolchain's RUNPATH ($ORIGIN: the Swift runtime is
    linked in, so it finds nothing there)."""
    tools = [STRIP.get(architecture, ""), "strip"]
    native = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    for tool in tools if architecture == native else tools[:1]:
        if tool and shutil.which(tool):
            subprocess.run([tool, "--strip-unneeded", "--remove-section=.comment",
                            "--remove-section=.note", path], check=True)
            break
    if shutil.which("patchelf"):
        subprocess.run(["patchelf", "--remove-rpath", path], check=True)


def write_tree(contents, tree, maintainer):
    for entry in contents.entries():
        target = os.path.join(tree, entry.path.lstrip("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if entry.text is not None:
            with open(target, "w") as f:
                f.write(entry.text)
        else:
            shutil.copyfile(entry.source, target)
        os.chmod(target, entry.mode)
    strip_program(os.path.join(tree, contents.binary_path.lstrip("/")), contents.architecture)
    doc = os.path.join(tree, "usr", "share", "doc", contents.name)
    os.makedirs(doc, exist_ok=True)
    with open(os.path.join(doc, "copyright"), "w") as f:
        year = time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))).tm_year
        f.write(COPYRIGHT.format(name=contents.name, license=contents.spec_license, year=year))
    with open(os.path.join(doc, "changelog.gz"), "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, filename="", mtime=0) as f:
            f.write(changelog(contents.name, contents.version, maintainer).encode())
    for base, dirs, files in os.walk(tree):
        for name in dirs:
            os.chmod(os.path.join(base, name), 0o755)
        for name in files:
            os.chmod(os.path.join(base, name), 0o644 | (os.stat(os.path.join(base, name)).st_mode & 0o111))


def installed_size(tree):
    total = 0
    for base, _, files in os.walk(tree):
        if os.path.relpath(base, tree).startswith("DEBIAN"):
            continue
        total += sum((os.lstat(os.path.join(base, name)).st_size + 1023) // 1024 for name in files)
    return total


def control_text(contents, tree, maintainer):
    spec = contents.spec
    long = "\n".join(" " + (line or ".") for line in wrap(spec.long))
    return (f"Package: {contents.name}\n"
            f"Version: {contents.version}\n"
            f"Architecture: {contents.architecture}\n"
            f"Maintainer: {maintainer}\n"
            f"Installed-Size: {installed_size(tree)}\n"
            f"Depends: {', '.join(contents.depends())}\n"
            f"Section: misc\n"
            f"Priority: optional\n"
            f"Description: {spec.description}\n{long}\n")


def wrap(text, width=78):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def write_control(contents, tree, maintainer):
    control = os.path.join(tree, "DEBIAN")
    os.makedirs(control, exist_ok=True)
    sums = []
    for base, _, files in sorted(os.walk(tree)):
        relative = os.path.relpath(base, tree)
        if relative.split(os.sep)[0] == "DEBIAN":
            continue
        for name in sorted(files):
            with open(os.path.join(base, name), "rb") as f:
                sums.append(f"{hashlib.md5(f.read()).hexdigest()}  {os.path.join(relative, name)}")
    with open(os.path.join(control, "md5sums"), "w") as f:
        f.write("\n".join(sums) + "\n")
    conffiles = [entry.path for entry in contents.entries() if entry.conffile]
    if conffiles:
        with open(os.path.join(control, "conffiles"), "w") as f:
            f.write("\n".join(conffiles) + "\n")
    for name, text in contents.maintainer_scripts().items():
        with open(os.path.join(control, name), "w") as f:
            f.write(text)
        os.chmod(os.path.join(control, name), 0o755)
    with open(os.path.join(control, "control"), "w") as f:
        f.write(control_text(contents, tree, maintainer))


def build(contents, output_directory, maintainer=None, keep_tree=None, compression="gzip"):
    """Builds NAME_VERSION_ARCH.deb in `output_directory`; returns its path."""
    maintainer = maintainer or os.environ.get("PANEL_PACKAGE_MAINTAINER") or DEFAULT_MAINTAINER
    os.makedirs(output_directory, exist_ok=True)
    name = f"{contents.name}_{contents.version}_{contents.architecture}.deb"
    target = os.path.join(output_directory, name)
    with tempfile.TemporaryDirectory(prefix="kioskdeb-tree-") as work:
        tree = os.path.join(work, contents.name)
        os.makedirs(tree)
        os.chmod(tree, 0o755)
        write_tree(contents, tree, maintainer)
        write_control(contents, tree, maintainer)
        if keep_tree:
            shutil.rmtree(keep_tree, ignore_errors=True)
            shutil.copytree(tree, keep_tree, symlinks=True)
        result = subprocess.run(["dpkg-deb", "--root-owner-group", *COMPRESSION[compression], "--build", tree, target + ".tmp"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise PackageError(f"dpkg-deb: {result.stderr.strip()}")
        os.replace(target + ".tmp", target)
    return target
