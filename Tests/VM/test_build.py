"""The image builder, on the host: vmlinux extraction, module dependency order, the
cache key and the shared-library list. No guest is booted."""

import bz2
import gzip
import lzma
import os
import subprocess
import tempfile

import kiosk
from kiosk import image, vmlinux
from vmtest import check


def boot():
    return None  # host-only


def fake_bzimage(payload, compress):
    """A bzImage-shaped blob: setup code with the 'HdrS' header, then the compressed kernel."""
    setup = bytearray(0x4000)
    setup[0x202:0x206] = b"HdrS"
    setup[0x1000:0x1010] = b"\x1f\x8b\x08 not gzip data"  # a false magic to skip over
    return bytes(setup) + compress(payload) + b"\x00" * 64


def scenario_vmlinux_extracted_from_every_stdlib_compression(vm):
    elf = b"\x7fELF" + bytes(range(256)) * 64
    for name, compress in (("xz", lambda d: lzma.compress(d, format=lzma.FORMAT_XZ)),
                           ("gzip", gzip.compress), ("bzip2", bz2.compress),
                           ("lzma", lambda d: lzma.compress(d, format=lzma.FORMAT_ALONE))):
        check(vmlinux.extract(fake_bzimage(elf, compress)) == elf, f"{name} payload not extracted")


def scenario_vmlinux_errors_say_what_is_wrong(vm):
    for blob, words in ((b"MZ" + bytes(0x300), "HdrS"),
                        (fake_bzimage(b"not an elf file", gzip.compress), "no compressed ELF")):
        try:
            vmlinux.extract(blob)
            check(False, "a blob without a kernel was accepted")
        except vmlinux.ExtractError as error:
            check(words in str(error), f"the error does not say '{words}': {error}")


def scenario_modules_load_after_their_dependencies(vm):
    with tempfile.TemporaryDirectory() as directory:
        with open(os.path.join(directory, "modules.dep"), "w") as f:
            f.write("kernel/gpu/virtio-gpu.ko: kernel/drm_kms_helper.ko kernel/drm.ko kernel/virtio.ko\n"
                    "kernel/drm_kms_helper.ko: kernel/drm.ko\n"
                    "kernel/drm.ko:\n"
                    "kernel/virtio.ko:\n"
                    "kernel/evdev.ko:\n")
        with open(os.path.join(directory, "modules.builtin"), "w") as f:
            f.write("kernel/drivers/tty/serial/8250.ko\n")
        ordered, _ = image.module_closure(directory, ["virtio_gpu", "evdev", "8250"])
        check(ordered.index("kernel/drm.ko") < ordered.index("kernel/drm_kms_helper.ko")
              < ordered.index("kernel/gpu/virtio-gpu.ko"), f"dependencies after their users: {ordered}")
        check(len(ordered) == len(set(ordered)) == 5, f"modules missing or repeated: {ordered}")
        try:
            image.module_closure(directory, ["no_such_module"])
            check(False, "an unknown module was accepted")
        except image.BuildError as error:
            check("no_such_module" in str(error), f"the error does not name the module: {error}")


def scenario_cache_key_follows_the_inputs(vm):
    kernel = {"kver": "test", "version": "1"}
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "file")
        with open(path, "w") as f:
            f.write("one")

        def key(command="run"):
            spec = image.ImageSpec()
            spec.add_file(path, "/root/file")
            spec.add_text("/etc/panel/command", command)
            return spec.key(kernel)
        first = key()
        check(key() == first, "the same inputs gave another key")
        check(key("other") != first, "a new command kept the key")
        with open(path, "w") as f:
            f.write("two")
        check(key() != first, "a changed file kept the key")


def scenario_payload_libraries_come_from_ldd(vm):
    binary = kiosk.build_kms_pattern()
    libraries = image.shared_libraries(binary)
    names = [os.path.basename(library) for library in libraries]
    check(any(name.startswith("libdrm.so") for name in names), f"libdrm missing: {names}")
    check(any(name.startswith("ld-linux") for name in names), f"the dynamic loader is missing: {names}")
    check(image.shared_libraries(image.busybox_path()) == [], "a static busybox has no libraries")


def scenario_initramfs_unpacks_with_cpio_as_the_spec_says(vm):
    """The archive written from the host's files reads back with GNU cpio: every file's bytes
    and executable bit, texts with their modes, symlinks, and every parent directory."""
    with tempfile.TemporaryDirectory() as directory:
        tool = os.path.join(directory, "tool")
        with open(tool, "wb") as f:
            f.write(bytes(range(256)) * 41 + b"odd")  # a size that is not a multiple of 4
        os.chmod(tool, 0o755)
        data = os.path.join(directory, "data")
        with open(data, "wb") as f:
            f.write(b"")
        spec = image.ImageSpec()
        spec.add_file(tool, "/usr/local/bin/tool")
        spec.add_file(data, "/usr/share/deep/folder/empty")
        spec.add_text("/etc/panel/command", "echo hello\n", 0o600)
        spec.symlinks["/bin/sh"] = "busybox"
        spec.symlinks["/usr/local/bin/tool"] = "ignored: the file wins"
        archive = os.path.join(directory, "initrd.cpio")
        image.write_initramfs(spec, archive)
        tree = os.path.join(directory, "tree")
        os.mkdir(tree)
        with open(archive, "rb") as f:
            result = subprocess.run(["cpio", "--quiet", "-i", "-d", "--no-absolute-filenames"],
                                    stdin=f, cwd=tree, capture_output=True)
        check(result.returncode == 0, f"cpio could not read the archive: {result.stderr.decode()}")
        with open(os.path.join(tree, "usr/local/bin/tool"), "rb") as f, open(tool, "rb") as original:
            check(f.read() == original.read(), "the file's bytes differ after unpacking")
        check(os.stat(os.path.join(tree, "usr/local/bin/tool")).st_mode & 0o777 == 0o755, "the tool lost its x bit")
        check(os.path.getsize(os.path.join(tree, "usr/share/deep/folder/empty")) == 0, "the empty file is missing")
        with open(os.path.join(tree, "etc/panel/command")) as f:
            check(f.read() == "echo hello\n", "the text differs")
        check(os.stat(os.path.join(tree, "etc/panel/command")).st_mode & 0o777 == 0o600, "the text lost its mode")
        check(os.readlink(os.path.join(tree, "bin/sh")) == "busybox", "the symlink is wrong")
        check(os.stat(os.path.join(tree, "tmp")).st_mode & 0o7777 == 0o1777, "/tmp is not sticky and writable")
        listing = subprocess.run(["cpio", "-t", "--quiet"], stdin=open(archive, "rb"), capture_output=True,
                                 text=True).stdout.split()
        for folder in ("usr", "usr/share", "usr/share/deep", "usr/share/deep/folder"):
            check(folder in listing and listing.index(folder) < listing.index("usr/share/deep/folder/empty"),
                  f"the parent {folder} is missing or comes after what it holds: {listing}")


def scenario_cached_images_stay_within_their_budget(vm):
    with tempfile.TemporaryDirectory() as cache:
        for age, name in enumerate(("oldest", "middle", "newest")):
            folder = os.path.join(cache, "images", name)
            os.makedirs(folder)
            with open(os.path.join(folder, "initrd.cpio"), "wb") as f:
                f.truncate(300_000)
            os.utime(folder, (1000 + age, 1000 + age))
        previous = os.environ.get("PANEL_VM_CACHE_MB")
        os.environ["PANEL_VM_CACHE_MB"] = "1"
        try:
            image.make_room(cache, 350_000)
        finally:
            if previous is None:
                del os.environ["PANEL_VM_CACHE_MB"]
            else:
                os.environ["PANEL_VM_CACHE_MB"] = previous
        left = sorted(os.listdir(os.path.join(cache, "images")))
        check(left == ["middle", "newest"], f"the least recently used image should go first, left: {left}")
        try:
            image.make_room(cache, 10 ** 15)
            check(False, "an image larger than the free disk was not refused")
        except image.BuildError as error:
            check("MB free" in str(error) and "PANEL_VM_CACHE" in str(error), f"unclear message: {error}")
