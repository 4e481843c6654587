"""The image builder, on the host: vmlinux extraction, module dependency order, the
cache key and the shared-library list. No guest is booted."""

import bz2
import gzip
import lzma
import os
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
