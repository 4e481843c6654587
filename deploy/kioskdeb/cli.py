"""deploy/package.sh: a Debian package for a Panel program (see --help)."""

import argparse
import json
import os
import shutil
import subprocess
import sys

from . import debfile
from .contents import PackageContents
from .programs import REPO, PackageError, registry, spec_for

USAGE = """deploy/package.sh [PROGRAM...] [--all] [options]

Makes PROGRAM_VERSION_ARCH.deb: the release program (stripped), its resources, its default
panel file, a hardened systemd unit, the udev rules and the user it runs as, depending on
the libraries it links and the font packages it draws with. PROGRAM is a product name
(.build/release/PROGRAM, and its entry in deploy/programs.json if it has one) or, with
--binary, any name for the program at PATH."""


def parse(argv):
    parser = argparse.ArgumentParser(prog="deploy/package.sh", usage=USAGE)
    parser.add_argument("programs", nargs="*", help="programs to package")
    parser.add_argument("--all", action="store_true", help="every program of deploy/programs.json")
    parser.add_argument("--binary", help="the program's executable (default .build/release/PROGRAM)")
    parser.add_argument("--resources", help="its resources folder (Image(\"name\") files)")
    parser.add_argument("--panel", help="its default panel file, installed as /etc/PROGRAM/panel.json")
    parser.add_argument("--script", help="a touch script showing every screen (to learn its fonts)")
    parser.add_argument("--description", help="the package's one-line description")
    parser.add_argument("--font-package", action="append", default=None, metavar="PACKAGE",
                        help="a font package to depend on besides those found (repeatable)")
    parser.add_argument("--version", help=f"the package version (default {os.environ.get('PANEL_PACKAGE_VERSION', '0.1.0')})")
    parser.add_argument("--license", help="the License field of the copyright file")
    parser.add_argument("--maintainer", help=f"the Maintainer field (default {debfile.DEFAULT_MAINTAINER})")
    parser.add_argument("--output", default=os.path.join(REPO, ".build", "packages"), help="where .deb files go")
    parser.add_argument("--compression", choices=sorted(debfile.COMPRESSION), default="gzip",
                        help="how the package is compressed (default gzip: quick; xz: smallest)")
    parser.add_argument("--lintian", action="store_true", help="run lintian on each package; its errors fail")
    parser.add_argument("--allow-placeholders", action="store_true",
                        help="package a program that draws placeholders (missing images, symbols or fonts)")
    parser.add_argument("--contents", action="store_true",
                        help="print what the package would hold (JSON) instead of building it")
    args = parser.parse_args(argv)
    if args.all:
        args.programs = list(registry())
    if not args.programs:
        parser.error("name a program, or give --all")
    if len(args.programs) > 1 and any([args.binary, args.resources, args.panel, args.script]):
        parser.error("--binary, --resources, --panel and --script describe one program")
    return args


def lintian(paths):
    """lintian's errors on the packages at `paths` (its whole output is printed)."""
    if not shutil.which("lintian"):
        raise PackageError("lintian is not installed (scripts/install-deps.sh package)")
    result = subprocess.run(["lintian", "--tag-display-limit", "0", *paths], capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    if output:
        print(output)
    return [line for line in output.splitlines() if line.startswith("E:")]


def main(argv=None):
    args = parse(sys.argv[1:] if argv is None else argv)
    version = args.version or os.environ.get("PANEL_PACKAGE_VERSION")
    failed = False
    built = []
    for name in args.programs:
        try:
            spec = spec_for(name, args.binary, resources=args.resources, panel=args.panel, script=args.script,
                            description=args.description, font_packages=args.font_package, version=version,
                            license=args.license)
            contents = PackageContents(spec, allow_placeholders=args.allow_placeholders)
            if args.contents:
                summary = contents.summary()
                summary["depends"] = contents.depends()
                summary["files"] = [entry.path for entry in contents.entries()]
                print(json.dumps(summary, indent=1))
                continue
            path = debfile.build(contents, args.output, args.maintainer, compression=args.compression)
            built.append(path)
            print(f"{os.path.relpath(path)}: depends on {', '.join(contents.font_packages)} "
                  f"and {len(contents.library_depends())} libraries", flush=True)
        except PackageError as error:
            print(f"package: {name}: {error}", file=sys.stderr)
            failed = True
    if args.lintian and built:
        try:
            errors = lintian(built)
        except PackageError as error:
            print(f"package: {error}", file=sys.stderr)
            return 1
        if errors:
            print(f"package: lintian found {len(errors)} errors", file=sys.stderr)
            failed = True
    return 1 if failed else 0
