#!/usr/bin/env bash
# Installs a Panel program as a kiosk service on this machine (Debian or similar, systemd,
# root), through its Debian package:
#   deploy/install.sh [PROGRAM | PACKAGE.deb] [--panel FILE] [--binary PATH] [--no-build]
#                     [--destdir DIR] [--no-enable]
#
# PROGRAM is panel-app (the default) or any program of this package (an example, or your
# own SwiftUI App): it is built in release with the Swift runtime linked statically (no
# Swift on the kiosk), packaged by deploy/package.sh into .build/packages, and the package
# (.build/packages/install) is installed with apt-get, which also installs what it depends on (libraries, fonts).
# The package creates the system user "panel" (groups panel, video, input), installs
# /usr/bin/PROGRAM, its resources, /etc/PROGRAM/panel.json for panel-app, the systemd unit
# PROGRAM.service and the udev rules, and enables and starts the unit (docs/deploy.md).
#
# --panel FILE   panel-app's panel file (checked first), packaged as /etc/panel-app/panel.json
# --binary PATH  a program built elsewhere (cross-built for an aarch64 board: docs/deploy.md)
# --no-build     package the program already in .build/release
# --destdir DIR  unpack the package's files under DIR only: no user, no service started
# --no-enable    install, but leave the unit disabled and stopped
set -euo pipefail
cd "$(dirname "$0")/.."

target=""
panel=""
destdir=""
binary=""
build=1
enable=1
while [ $# -gt 0 ]; do
    case "$1" in
        --panel) panel="$2"; shift 2 ;;
        --destdir) destdir="$2"; shift 2 ;;
        --binary) binary="$2"; build=0; shift 2 ;;
        --no-build) build=0; shift ;;
        --no-enable) enable=0; shift ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        -*) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) [ -z "$target" ] || { echo "install.sh: one program or package at a time" >&2; exit 2; }
           target="$1"; shift ;;
    esac
done
target="${target:-panel-app}"

if [ -z "$destdir" ] && [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root (it installs a package and a system service), or use --destdir" >&2
    exit 1
fi

if [[ "$target" == *.deb ]]; then
    [ -z "$panel$binary" ] || { echo "install.sh: --panel and --binary make a package; $target is one already" >&2; exit 2; }
    deb="$target"
    [ -f "$deb" ] || { echo "install.sh: no package at $deb" >&2; exit 1; }
else
    name="$target"
    scripts/install-deps.sh package
    if [ "$build" -eq 1 ]; then
        swift build -c release --static-swift-stdlib --product "$name"
    fi
    [ -n "$binary" ] || binary="$(swift build -c release --show-bin-path 2>/dev/null || echo .build/release)/$name"
    if [ ! -x "$binary" ]; then
        echo "install.sh: $binary is missing; build it first (or drop --no-build)" >&2
        exit 1
    fi
    options=(--binary "$binary")
    if [ -n "$panel" ]; then
        "$binary" check --panel "$panel"
        # The example's touch script plays on the example's panel only.
        options+=(--panel "$panel" --script "")
    fi
    # A folder of its own: `make package`'s packages stay as it built them.
    deploy/package.sh "$name" "${options[@]}" --output .build/packages/install
    deb="$(ls -t .build/packages/install/"${name}"_*.deb | head -n 1)"
fi
package="$(dpkg-deb -f "$deb" Package)"

if [ -n "$destdir" ]; then
    dpkg-deb -x "$deb" "$destdir"
    echo "Unpacked $deb under $destdir"
    exit 0
fi

# apt-get installs a local file given as a path (./...), with what it depends on.
case "$deb" in /*) ;; *) deb="./$deb" ;; esac
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb"
systemd-analyze verify "/lib/systemd/system/$package.service"
if [ "$enable" -eq 1 ]; then
    echo "$package.service is running: journalctl -u $package -f"
else
    systemctl disable --now "$package.service"
    echo "Installed; start with: systemctl enable --now $package.service"
fi
