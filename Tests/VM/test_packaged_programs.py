"""Every packaged program (panel-app and each example) on a real kernel, with exactly what
its package installs and nothing else: the program from the .deb (stripped, as the board
gets it), the files of the .deb it reads (resources, panel file), and the files of the
packages it depends on that it reads (the fonts of its font packages, xkb-data's keyboard
layouts, libx11-data's Compose files). The guest has no other font. Each program runs as its
unit runs it (its ExecStart and Environment=) on KMS until its first frame, then plays its
touch script headless in the guest (every screen it has); neither may draw a placeholder
(a missing image, a symbol without the icon font, a character no installed font has),
which the programs log with the word "placeholder".
"""

import os

import packages
import paneltest
from vmtest import Skip, check

WIDTH, HEIGHT = 800, 480


def packaged():
    """[(name, deb, unpacked tree)] for every expected program; Skip when one is missing."""
    found = []
    for name in packages.expected_programs():
        deb = packages.deb_for(name)
        if deb is None:
            raise Skip(f"no package of {name} in .build/packages (make package builds them)")
        found.append((name, deb, packages.unpacked(deb)))
    return found


def boot():
    binaries, files = [], []
    for name, deb, tree in packaged():
        binaries.append([os.path.join(tree, "usr", "bin", name), name])
        files += [f"{host}:{board}" for host, board in packages.board_files(tree)]
        files += [f"{path}:{path}" for path in packages.runtime_files(deb)]
        script = packages.kioskdeb.spec_for(name, os.path.join(tree, "usr", "bin", name)).script
        if script:
            files.append(f"{script}:/root/{name}.script")
    # Every packaged program and its fonts make a large initramfs (386 MB with six), which
    # the kernel unpacks into memory beside itself: with too little, the files unpacked
    # last (the fonts) are silently missing. fonts "": the guest has only the packages' fonts.
    return {"command": "while true; do sleep 60; done", "binaries": binaries, "files": sorted(set(files)),
            "fonts": "", "display": "virtio", "resolution": [WIDTH, HEIGHT], "memory": 2048}


def guest_log(vm, path):
    return vm.guest_run(f"cat {path} 2>/dev/null")[1]


def placeholders(log):
    return [line for line in log.splitlines() if "placeholder" in line]


def scenario_the_guest_has_only_the_packages_fonts(vm):
    status, output = vm.guest_run("find / -xdev \\( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \\) | sort")
    check(status == 0, f"cannot list the guest's fonts: {output}")
    expected = set()
    for _, deb, _ in packaged():
        expected.update(packages.font_files(deb))
    found = set(output.split())
    check(found == expected, f"the guest's fonts are not the packages' fonts: extra {sorted(found - expected)}, "
                             f"missing {sorted(expected - found)}")


def scenario_every_packaged_program_shows_its_first_frame_without_placeholders(vm):
    for name, _, tree in packaged():
        command = packages.guest_run_command(tree, name, f"/tmp/{name}-state")
        log = f"/tmp/{name}-run.log"
        status, output = vm.guest_run(f"mkdir -p /tmp/{name}-state && ({command} --display kms "
                                      f"--card /dev/dri/card0 --input none > {log} 2>&1 &)")
        check(status == 0, f"{name}: could not start it: {output}")
        paneltest.wait_until(lambda: "first frame shown" in guest_log(vm, log), 180,
                             f"{name} did not log its first frame on KMS:\n{guest_log(vm, log)[-800:]}")
        check(not vm.screenshot("virtio").is_blank(), f"{name}: the screen is blank after its first frame")
        vm.guest_run(f"kill -TERM $(pidof {name})")
        paneltest.wait_until(lambda: vm.guest_run(f"pidof {name}")[0] != 0, 30, f"{name} did not stop on SIGTERM")
        found = placeholders(guest_log(vm, log))
        check(not found, f"{name} drew placeholders with its package's files:\n" + "\n".join(found[:8]))


def scenario_every_screen_of_each_packaged_program_has_its_fonts(vm):
    for name, _, tree in packaged():
        if vm.guest_run(f"test -e /root/{name}.script")[0] != 0:
            continue
        environment = " ".join(value for key, value in packages.unit_settings(packages.unit_of(tree, name))
                               if key == "Environment")
        panel = f"--panel /etc/{name}/panel.json" if os.path.exists(os.path.join(tree, "etc", name, "panel.json")) else ""
        status, output = vm.guest_run(f"{environment} {name} snapshot {panel} --size {WIDTH}x{HEIGHT} "
                                      f"--script /root/{name}.script --output /tmp/{name}.ppm 2>&1", timeout=600)
        check(status == 0, f"{name} snapshot after its script failed in the guest: {output[-800:]}")
        found = placeholders(output)
        check(not found, f"{name} drew placeholders on the screens its script reaches:\n" + "\n".join(found[:8]))
