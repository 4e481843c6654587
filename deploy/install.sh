#!/usr/bin/env bash
# Installs Panel as a kiosk service on this machine (Debian or similar, systemd, root):
#   deploy/install.sh [--panel FILE] [--destdir DIR] [--binary PATH] [--no-build] [--no-enable]
#
# - builds a release panel-app with the Swift runtime linked statically (no Swift on the kiosk)
# - creates the system user "panel" in groups video and input
# - installs /usr/local/bin/panel-app, /etc/panel/panel.json (kept if it already exists),
#   /etc/systemd/system/panel.service and /etc/udev/rules.d/70-panel.rules
# - verifies the unit with systemd-analyze and enables it
# --destdir installs the files under DIR only (for packaging or a test), creating no user
# and touching no running service. --binary installs a panel-app built elsewhere (for
# example cross-built for an aarch64 board: docs/deploy.md).
set -euo pipefail
cd "$(dirname "$0")/.."

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
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

if [ -z "$destdir" ] && [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root (it creates a user and installs a system service), or use --destdir" >&2
    exit 1
fi

if [ "$build" -eq 1 ]; then
    scripts/install-deps.sh build
    swift build -c release --static-swift-stdlib --product panel-app
fi
[ -n "$binary" ] || binary="$(swift build -c release --show-bin-path 2>/dev/null || echo .build/release)/panel-app"
if [ ! -x "$binary" ]; then
    echo "install.sh: $binary is missing; build it first (or drop --no-build)" >&2
    exit 1
fi

if [ -n "$panel" ]; then
    "$binary" check --panel "$panel"
fi

install -d "$destdir/usr/local/bin" "$destdir/etc/panel" "$destdir/etc/systemd/system" \
    "$destdir/etc/udev/rules.d" "$destdir/usr/local/share/doc/panel"
install -m 0755 "$binary" "$destdir/usr/local/bin/panel-app"
strip "$destdir/usr/local/bin/panel-app" 2>/dev/null || true
install -m 0644 deploy/panel.service "$destdir/etc/systemd/system/panel.service"
install -m 0644 deploy/70-panel.rules "$destdir/etc/udev/rules.d/70-panel.rules"
install -m 0644 README.md "$destdir/usr/local/share/doc/panel/README.md"
if [ -n "$panel" ]; then
    install -m 0644 "$panel" "$destdir/etc/panel/panel.json"
elif [ ! -e "$destdir/etc/panel/panel.json" ]; then
    install -m 0644 examples/greenhouse.json "$destdir/etc/panel/panel.json"
fi

if [ -n "$destdir" ]; then
    echo "Installed under $destdir"
    exit 0
fi

getent group video >/dev/null || groupadd --system video
getent group input >/dev/null || groupadd --system input
# The panel's own group: the udev rules give it /dev/uinput (touch injection).
getent group panel >/dev/null || groupadd --system panel
if ! id panel >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/panel --no-create-home --shell /usr/sbin/nologin \
        --gid panel --groups video,input panel
fi
udevadm control --reload 2>/dev/null && udevadm trigger 2>/dev/null || true
systemd-analyze verify /etc/systemd/system/panel.service
systemctl daemon-reload
if [ "$enable" -eq 1 ]; then
    systemctl enable --now panel.service
    echo "panel.service is running: journalctl -u panel -f"
else
    echo "Installed; start with: systemctl enable --now panel.service"
fi
