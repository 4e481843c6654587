"""The Debian packages of panel-app and every example (`make package`, deploy/package.sh),
on this machine without installing anything into it: lintian accepts them; installed into a
scratch root (dpkg --root, maintainer scripts run chrootless under $DPKG_ROOT) they give
the program, its files, the unit, the udev rules and the user; the unit verifies and is
rated 2 or better by systemd-analyze security; an upgrade keeps /etc configuration and
saved state, removal keeps them, purge deletes them; the maintainer scripts start, restart
and stop the unit on a running system (run in a mount namespace of their own, with
systemctl and friends recording their calls instead of acting). Depends is computed: the
libraries the program links, the font packages it draws with (the icon font for symbols,
Noto Sans CJK for Chinese strings).
"""

import json
import os
import re
import shutil
import subprocess
import tempfile

import packages
from vmtest import Skip, check


def boot():
    return None  # host only


def every_deb():
    debs = {}
    for name in packages.expected_programs():
        deb = packages.deb_for(name)
        if deb is None:
            raise Skip(f"no package of {name} in .build/packages (make package builds them)")
        debs[name] = deb
    return debs


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    check(result.returncode == 0, f"{' '.join(command)} failed: {(result.stderr or result.stdout)[-800:]}")
    return result.stdout


def scratch_root():
    root = tempfile.mkdtemp(prefix="panel-package-root-")
    for folder in ("var/lib/dpkg/updates", "var/lib/dpkg/info", "etc"):
        os.makedirs(os.path.join(root, folder))
    open(os.path.join(root, "var/lib/dpkg/status"), "w").close()
    return root


def dpkg(root, *arguments):
    # The root holds no libc6 or systemd: dependencies are checked by lintian, not here.
    return run(["dpkg", f"--root={root}", "--force-script-chrootless", "--force-depends",
                "--force-confold", f"--log={root}/dpkg.log", *arguments])


def scenario_lintian_reports_no_errors_on_any_package(vm):
    if not shutil.which("lintian"):
        raise AssertionError("lintian is not installed (scripts/install-deps.sh package)")
    debs = every_deb()
    result = subprocess.run(["lintian", "--tag-display-limit", "0", *debs.values()], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith("E:")]
    check(not errors, "lintian errors:\n" + "\n".join(errors))


def scenario_architecture_and_depends_come_from_the_build(vm):
    architecture = run(["dpkg", "--print-architecture"]).strip()
    for name, deb in every_deb().items():
        fields = packages.control(deb)
        check(fields["Architecture"] == architecture, f"{name}: Architecture {fields['Architecture']}")
        depends = packages.depends(deb)
        for needed in ("libc6", "libdrm2", "libfreetype6", "fonts-dejavu-core", "systemd"):
            check(needed in depends, f"{name} does not depend on {needed}: {depends}")
        check("fonts-noto-cjk" not in depends, f"{name} is in English but depends on fonts-noto-cjk")
    # The device list's tab bar and rows draw symbols.
    check("fonts-material-design-icons-iconfont" in packages.depends(every_deb()["device-list"]),
          "the device list draws symbols but does not depend on the icon font")


def scenario_a_panel_in_chinese_depends_on_noto_cjk_and_one_in_english_does_not(vm):
    if not os.path.exists("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"):
        raise AssertionError("fonts-noto-cjk is not installed (scripts/install-deps.sh build)")
    binary = packages.deb_for("panel-app") and os.path.join(packages.unpacked(packages.deb_for("panel-app")),
                                                             "usr", "bin", "panel-app")
    with tempfile.TemporaryDirectory(prefix="panel-package-cjk-") as work:
        found = {}
        for language, title in (("zh", "温室"), ("en", "Greenhouse")):
            panel = os.path.join(work, f"{language}.json")
            with open(panel, "w") as f:
                json.dump({"title": title, "rows": [[{"type": "button", "id": "b", "label": title,
                                                       "action": {"type": "log"}}]]}, f, ensure_ascii=False)
            spec = packages.kioskdeb.spec_for("panel-app", binary, panel=panel, script="")
            found[language] = packages.kioskdeb.PackageContents(spec).font_packages
    check("fonts-noto-cjk" in found["zh"], f"a Chinese panel's font packages: {found['zh']}")
    check("fonts-noto-cjk" not in found["en"], f"an English panel's font packages: {found['en']}")


def scenario_each_package_installs_its_files_unit_rules_and_user_into_a_scratch_root(vm):
    for name, deb in every_deb().items():
        root = scratch_root()
        try:
            dpkg(root, "-i", deb)
            for path in (f"usr/bin/{name}", f"lib/systemd/system/{name}.service", f"lib/udev/rules.d/70-{name}.rules",
                         f"usr/lib/sysusers.d/{name}.conf", f"usr/share/doc/{name}/copyright",
                         f"etc/systemd/system/multi-user.target.wants/{name}.service"):
                check(os.path.lexists(os.path.join(root, path)), f"{name}: /{path} is not installed")
            check(os.access(os.path.join(root, "usr/bin", name), os.X_OK), f"{name}: the program is not executable")
            with open(os.path.join(root, "etc/passwd")) as f:
                check(re.search(r"^panel:x:\d+:\d+:", f.read(), re.M), f"{name}: no user panel was created")
            with open(os.path.join(root, "etc/group")) as f:
                groups = f.read()
            for group in ("video", "input"):
                check(re.search(rf"^{group}:x:\d+:.*\bpanel\b", groups, re.M), f"{name}: panel is not in {group}")
            with open(os.path.join(root, f"lib/udev/rules.d/70-{name}.rules")) as f:
                check('KERNEL=="uinput", SUBSYSTEM=="misc", GROUP="panel"' in f.read(), f"{name}: udev rules lack uinput")
            unit = packages.unit_of(root, name)
            settings = dict(packages.unit_settings(unit))
            check(settings["ExecStart"].startswith(f"/usr/bin/{name} run"), f"{name}: ExecStart {settings['ExecStart']}")
            check(settings["StateDirectory"] == name and settings["User"] == "panel", f"{name}: state or user wrong")
            if name == "panel-app":
                check(os.path.isfile(os.path.join(root, "etc/panel-app/panel.json")), "panel-app: no panel file")
                check("--panel /etc/panel-app/panel.json" in settings["ExecStart"], "panel-app: the unit shows no panel file")
            if name == "greenhouse-dashboard":
                resources = "/usr/share/greenhouse-dashboard/Resources"
                check(os.path.isfile(os.path.join(root, resources.lstrip("/"), "grass.png")), "dashboard: no photos")
                check(f"Environment=PANEL_RESOURCES={resources}" in unit, "dashboard: the unit does not name its resources")
            verify_unit(root, name)
        finally:
            shutil.rmtree(root)


def verify_unit(root, name):
    """systemd-analyze verify and security on the installed unit, its program path pointing
    into the scratch root (verify checks that the program is there and executable)."""
    unit = packages.unit_of(root, name).replace(f"/usr/bin/{name}", os.path.join(root, "usr/bin", name))
    folder = tempfile.mkdtemp(prefix="panel-package-unit-")
    try:
        path = os.path.join(folder, f"{name}.service")
        with open(path, "w") as f:
            f.write(unit)
        result = subprocess.run(["systemd-analyze", "verify", path], capture_output=True, text=True)
        check(result.returncode == 0 and not result.stderr.strip(),
              f"{name}: systemd-analyze verify: {result.stderr.strip()}")
        output = run(["systemd-analyze", "security", "--offline=yes", "--no-pager", path])
        score = re.search(r"Overall exposure level for \S+: ([0-9.]+)", output)
        check(score and float(score.group(1)) <= 2.0, f"{name}: exposure {score and score.group(1)}")
    finally:
        shutil.rmtree(folder)


def bumped(deb, version, folder):
    """`deb` again with another version: an upgrade of the same contents."""
    tree = os.path.join(folder, "raw")
    run(["dpkg-deb", "-R", deb, tree])
    control = os.path.join(tree, "DEBIAN", "control")
    with open(control) as f:
        text = re.sub(r"^Version: .*$", f"Version: {version}", f.read(), flags=re.M)
    with open(control, "w") as f:
        f.write(text)
    target = os.path.join(folder, f"upgrade_{version}.deb")
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", tree, target])
    return target


def scenario_an_upgrade_keeps_configuration_and_state_and_purge_removes_them(vm):
    deb = every_deb()["panel-app"]
    root = scratch_root()
    work = tempfile.mkdtemp(prefix="panel-package-upgrade-")
    try:
        dpkg(root, "-i", deb)
        panel = os.path.join(root, "etc/panel-app/panel.json")
        state = os.path.join(root, "var/lib/panel-app/state.json")
        with open(panel, "a") as f:
            f.write("\n")  # the kiosk builder's own change
        with open(panel) as f:
            edited = f.read()
        os.makedirs(os.path.dirname(state))
        with open(state, "w") as f:
            f.write('{"saved": true}\n')
        dpkg(root, "-i", bumped(deb, packages.control(deb)["Version"] + "+1", work))
        with open(panel) as f:
            check(f.read() == edited, "the upgrade replaced the edited /etc/panel-app/panel.json")
        check(os.path.isfile(state), "the upgrade lost the saved state")
        dpkg(root, "--remove", "panel-app")
        check(not os.path.exists(os.path.join(root, "usr/bin/panel-app")), "remove left the program")
        check(os.path.isfile(panel) and os.path.isfile(state), "remove deleted configuration or state")
        dpkg(root, "--purge", "panel-app")
        check(not os.path.exists(panel), "purge left /etc/panel-app/panel.json")
        check(not os.path.exists(os.path.dirname(state)), "purge left the state directory /var/lib/panel-app")
    finally:
        shutil.rmtree(root)
        shutil.rmtree(work)


# The commands the maintainer scripts call on a running system, each replaced by one that
# appends its name and arguments to $CALLS.
RECORDED = ("systemctl", "deb-systemd-invoke", "deb-systemd-helper", "udevadm", "systemd-sysusers")


def live_calls(script, *arguments):
    """The calls `script` (a maintainer script's text) makes when run with `arguments` on a
    running systemd (a private /run with /run/systemd/system, in a mount namespace)."""
    if not shutil.which("unshare"):
        raise AssertionError("unshare (util-linux) is needed")
    work = tempfile.mkdtemp(prefix="panel-package-live-")
    try:
        fake = os.path.join(work, "bin")
        os.makedirs(fake)
        for command in RECORDED:
            with open(os.path.join(fake, command), "w") as f:
                f.write(f'#!/bin/sh\necho "{command} $*" >> "$CALLS"\n')
            os.chmod(os.path.join(fake, command), 0o755)
        path = os.path.join(work, "script")
        with open(path, "w") as f:
            f.write(script)
        calls = os.path.join(work, "calls")
        inner = (f"mount -t tmpfs tmpfs /run && mkdir -p /run/systemd/system && "
                 f"sh {path} {' '.join(arguments)}")
        environment = dict(os.environ, PATH=f"{fake}:{os.environ['PATH']}", CALLS=calls)
        environment.pop("DPKG_ROOT", None)
        run(["unshare", "--mount", "sh", "-c", inner], env=environment)
        with open(calls) if os.path.exists(calls) else open(os.devnull) as f:
            return f.read().splitlines()
    finally:
        shutil.rmtree(work)


def maintainer_script(deb, name, folder):
    run(["dpkg-deb", "-e", deb, folder])
    with open(os.path.join(folder, name)) as f:
        return f.read()


def scenario_the_unit_starts_on_install_restarts_on_upgrade_and_stops_on_removal(vm):
    deb = every_deb()["thermostat"]
    unit = "thermostat.service"
    work = tempfile.mkdtemp(prefix="panel-package-scripts-")
    try:
        postinst = maintainer_script(deb, "postinst", os.path.join(work, "control"))
        prerm = maintainer_script(deb, "prerm", os.path.join(work, "control2"))
        installed = live_calls(postinst, "configure")
        check(f"deb-systemd-invoke start {unit}" in installed, f"a first install does not start the unit: {installed}")
        check(f"deb-systemd-helper enable {unit}" in installed, f"a first install does not enable the unit: {installed}")
        check(any(call.startswith("systemd-sysusers ") for call in installed), f"no user is created: {installed}")
        check("udevadm control --reload" in installed, f"udev's rules are not reloaded: {installed}")
        upgraded = live_calls(postinst, "configure", "0.0.9")
        check(f"deb-systemd-invoke try-restart {unit}" in upgraded, f"an upgrade does not restart the unit: {upgraded}")
        check(f"deb-systemd-invoke start {unit}" not in upgraded, f"an upgrade starts a stopped unit: {upgraded}")
        check(f"deb-systemd-invoke stop {unit}" in live_calls(prerm, "remove"), "removal does not stop the unit")
        check(not any("stop" in call for call in live_calls(prerm, "upgrade", "0.1.1")), "an upgrade stops the unit first")
    finally:
        shutil.rmtree(work)


INSTALL = os.path.join(packages.REPO, "deploy", "install.sh")


def scenario_install_sh_installs_a_package_or_any_program_into_a_destdir(vm):
    work = tempfile.mkdtemp(prefix="panel-install-")
    try:
        # A package as it is.
        run([INSTALL, every_deb()["device-list"], "--destdir", os.path.join(work, "deb")])
        for path in ("usr/bin/device-list", "lib/systemd/system/device-list.service", "lib/udev/rules.d/70-device-list.rules"):
            check(os.path.isfile(os.path.join(work, "deb", path)), f"install.sh PACKAGE.deb: /{path} is missing")
        # An App, packaged from the release build.
        run([INSTALL, "thermostat", "--no-build", "--destdir", os.path.join(work, "app")])
        unit = packages.unit_of(os.path.join(work, "app"), "thermostat")
        check("ExecStart=/usr/bin/thermostat run --state" in unit, "install.sh thermostat: the unit does not run it")
        # panel-app with a panel file of one's own.
        panel = os.path.join(packages.REPO, "Tests", "VM", "panels", "e2e.json")
        run([INSTALL, "--no-build", "--panel", panel, "--destdir", os.path.join(work, "panel")])
        with open(panel, "rb") as a, open(os.path.join(work, "panel", "etc/panel-app/panel.json"), "rb") as b:
            check(a.read() == b.read(), "install.sh --panel FILE: /etc/panel-app/panel.json is not FILE")
    finally:
        shutil.rmtree(work)


def scenario_make_run_carries_what_each_package_installs_and_no_other_font(vm):
    from kiosk import cli
    for name, deb in every_deb().items():
        files, fonts, environment = cli.packaged_payload(os.path.join(packages.REPO, ".build", "release", name))
        check(fonts == "", f"make-run.sh gives {name} the default fonts besides its package's")
        guest = {entry.split(":", 1)[1] for entry in files}
        for path in packages.runtime_files(deb):
            check(path in guest, f"make-run.sh does not carry {path} of {name}'s dependencies")
        tree = packages.unpacked(deb)
        for _, board in packages.board_files(tree):
            check(board in guest, f"make-run.sh does not carry {board} of {name}'s package")
        unit_environment = [value for key, value in packages.unit_settings(packages.unit_of(tree, name))
                            if key == "Environment"]
        check(environment.split() == unit_environment, f"{name}: make-run.sh's environment {environment!r} "
                                                       f"is not the unit's {unit_environment}")
