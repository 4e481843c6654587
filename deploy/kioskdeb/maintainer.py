"""The maintainer scripts of a kiosk package, written as debhelper would for a service:

- postinst: creates the user (systemd-sysusers), reloads udev's rules, enables the unit
  on first install and (re)starts it; on an upgrade the unit restarts with the new program,
  and /etc (conffiles) and the state directory stay as they were;
- prerm: stops the unit when the package is removed (not on upgrade);
- postrm: on remove, masks the unit's enablement; on purge, forgets it and deletes the
  state directory /var/lib/NAME.

Each honours $DPKG_ROOT (dpkg --root ... --force-script-chrootless): the files are changed
under it, and nothing running is touched unless it is the running system.
"""

HEADER = """#!/bin/sh
set -e
# Written by deploy/package.sh for {name}.
root="${{DPKG_ROOT:-}}"
# Only the running system's services and devices are touched, never a tree under $DPKG_ROOT.
live() {{ [ -z "$root" ] && [ -d /run/systemd/system ]; }}
"""


def postinst(spec, sysusers_file):
    return HEADER.format(name=spec.name) + f"""
if [ "$1" = configure ]; then
    systemd-sysusers ${{root:+--root="$root"}} {sysusers_file}
    if live; then
        udevadm control --reload >/dev/null 2>&1 || true
        udevadm trigger --subsystem-match=drm --subsystem-match=input --subsystem-match=misc \\
            --subsystem-match=graphics --subsystem-match=backlight >/dev/null 2>&1 || true
    fi
    deb-systemd-helper unmask '{spec.unit}' >/dev/null || true
    if deb-systemd-helper --quiet was-enabled '{spec.unit}'; then
        deb-systemd-helper enable '{spec.unit}' >/dev/null || true
    else
        deb-systemd-helper update-state '{spec.unit}' >/dev/null || true
    fi
    # First install: enable it (a kiosk shows its program from the next boot on).
    if [ -z "$2" ]; then
        deb-systemd-helper enable '{spec.unit}' >/dev/null || true
    fi
    if live; then
        systemctl --system daemon-reload >/dev/null || true
        if [ -n "$2" ]; then
            deb-systemd-invoke try-restart '{spec.unit}' >/dev/null || true
        else
            deb-systemd-invoke start '{spec.unit}' >/dev/null || true
        fi
    fi
fi
"""


def prerm(spec):
    return HEADER.format(name=spec.name) + f"""
if [ "$1" = remove ] && live; then
    deb-systemd-invoke stop '{spec.unit}' >/dev/null || true
fi
"""


def postrm(spec):
    return HEADER.format(name=spec.name) + f"""
if live; then
    systemctl --system daemon-reload >/dev/null || true
fi
if [ "$1" = remove ]; then
    deb-systemd-helper mask '{spec.unit}' >/dev/null || true
fi
if [ "$1" = purge ]; then
    deb-systemd-helper purge '{spec.unit}' >/dev/null || true
    deb-systemd-helper unmask '{spec.unit}' >/dev/null || true
    # The saved state (StateDirectory=, and its DynamicUser location should that be used).
    rm -rf "$root/var/lib/{spec.name}" "$root/var/lib/private/{spec.name}"
fi
"""
