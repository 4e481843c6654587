"""The systemd unit, udev rules and system user of a program's package, made from
deploy/panel.service and deploy/70-panel.rules: every program gets panel-app's sandbox,
watchdog, restart policy and device rules, with its own command line, state directory and
environment.
"""

import os

from .programs import DEPLOY

UNIT_TEMPLATE = os.path.join(DEPLOY, "panel.service")
RULES_TEMPLATE = os.path.join(DEPLOY, "70-panel.rules")
# The one user every kiosk program runs as; its group owns /dev/uinput (70-panel.rules).
USER = "panel"


def exec_start(spec, binary_path, panel_path):
    words = [binary_path, "run"]
    if panel_path:
        words += ["--panel", panel_path]
    return " ".join(words + ["--state", "${STATE_DIRECTORY}/state.json"])


def unit_text(spec, binary_path, panel_path=None, environment=None, documentation=None):
    """deploy/panel.service with this program's description, command and state directory."""
    with open(UNIT_TEMPLATE) as f:
        template = f.read().splitlines()
    header = [
        f"# {spec.description}: {spec.name} full screen on the display, as user \"{USER}\".",
        f"# Installed by the {spec.name} package (deploy/package.sh). Check it with:",
        f"#   systemd-analyze verify {spec.unit}",
        f"#   systemd-analyze security {spec.unit}",
    ]
    lines = []
    in_header = True
    for line in template:
        if in_header and line.startswith("#") and not line.startswith("# Actions"):
            continue
        if in_header:
            lines += header + ["#"]
            in_header = False
        if line.startswith("Description="):
            line = f"Description={spec.description}"
        elif line.startswith("Documentation="):
            line = f"Documentation={documentation or 'man:systemd.service(5)'}"
        elif line.startswith("ExecStart="):
            line = f"ExecStart={exec_start(spec, binary_path, panel_path)}"
            for name, value in sorted((environment or {}).items()):
                lines.append(f"Environment={name}={value}")
        elif line.startswith("StateDirectory="):
            line = f"StateDirectory={spec.name}"
        elif line.startswith("# Saved toggle"):
            line = f"# Saved values (@AppStorage, panel state) live in /var/lib/{spec.name}."
        elif line.startswith("# SIGHUP makes panel-app") and not panel_path:
            line = "# SIGHUP makes a panel-app program load its panel file again (programs without one log it)."
        elif line.startswith("# and the panel shown is kept") and not panel_path:
            continue
        lines.append(line.replace("systemctl edit panel.service", f"systemctl edit {spec.unit}"))
    return "\n".join(lines) + "\n"


def rules_text(spec):
    """deploy/70-panel.rules, named for this package (several kiosk packages may be installed:
    each ships its own copy, and identical rules add nothing)."""
    with open(RULES_TEMPLATE) as f:
        text = f.read()
    lines = text.splitlines()
    body = [line for line in lines[3:]] if lines and lines[0].startswith("# udev rules") else lines
    head = [f"# udev rules for the {spec.name} kiosk (Panel), installed by its package; then:",
            "# udevadm control --reload && udevadm trigger (the package's postinst does)."]
    return "\n".join(head + body) + "\n"


def sysusers_text(spec):
    """systemd-sysusers' lines for the kiosk user: its own group (which owns /dev/uinput),
    and video and input for the display and touch devices."""
    return (f"# The user {spec.unit} runs as (deploy/package.sh).\n"
            f"u {USER} - \"Panel kiosk\" /nonexistent /usr/sbin/nologin\n"
            f"m {USER} video\n"
            f"m {USER} input\n")
