"""Builds and caches the virtual kiosk's boot files: a Debian kernel and an initramfs.

The kernel comes from the Debian package that `linux-image-amd64` depends on: it is
downloaded with apt-get, unpacked with dpkg -x, its bzImage is turned into an ELF
vmlinux (so QEMU boots it through PVH) and depmod writes its modules.dep. It is cached
under CACHE/kernel/PACKAGE_VERSION and reused until Debian ships a newer one.

The initramfs holds busybox-static (as /init's shell), the display and input driver
modules with their dependencies, the payload binaries with every shared library `ldd`
lists, the DejaVu Sans fonts, extra files and the payload command. It is cached under
CACHE/images/KEY, where KEY hashes every input, so an unchanged image is never rebuilt.
"""

import fcntl
import glob
import hashlib
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import time

from . import newc, vmlinux

VM_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # deploy/vm
REPO = os.path.dirname(os.path.dirname(VM_DIR))

# Bump when the image layout changes so older cached images are not reused.
LAYOUT_VERSION = "2"

# Loaded by /init in this order (modprobe adds each one's dependencies): virtio-gpu's
# chain, bochs-display, the virtio tablet with evdev, uinput for touchscreens created
# inside the guest, and virtio-net for the boots given a network (a broker on the host).
MODULES = [
    "virtio_ring", "virtio", "virtio_pci_modern_dev", "virtio_pci_legacy_dev", "virtio_pci",
    "drm", "drm_kms_helper", "drm_shmem_helper", "virtio_dma_buf", "virtio_gpu",
    "bochs",
    "virtio_input", "evdev",
    "uinput",
    "virtio_net",
]

# DejaVu Sans, Sans Mono and Serif in every weight and slant (fonts-dejavu-core and
# fonts-dejavu-extra): the faces Font's designs, bold() and italic() draw with.
DEFAULT_FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuS[ae]*.ttf"
# Fallback fonts for the scripts DejaVu does not draw (docs/text.md, "Fallback fonts"), at
# the paths Panel's list looks in (the guest has no fontconfig): Devanagari (fonts-lohit-deva,
# 155 kB) and Thai (fonts-tlwg-loma-ttf, 86 kB), small enough for every image that carries
# fonts. Chinese, Japanese and Korean need Noto Sans CJK, 19 MB: `CJK_FONT`, added only by
# an image that shows them (as a file: --file CJK_FONT:CJK_FONT).
FALLBACK_FONTS = (
    "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
    "/usr/share/fonts/truetype/tlwg/Loma.ttf",
)
CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# Cached images are kept, least recently used first out, while they take at most this many
# MB (PANEL_VM_CACHE_MB overrides it): a run of the VM tests builds about a dozen images of
# 80 to 400 MB each, and the disk they are written to may be small.
DEFAULT_CACHE_BUDGET_MB = 600
# Free space left beside a new image, for the logs and screenshots the boot writes.
FREE_MARGIN = 64 * 1_000_000
BASE_DIRECTORIES = ("proc", "sys", "dev", "tmp", "run", "root", "usr", "usr/bin", "usr/sbin",
                    "bin", "sbin", "etc")


class BuildError(Exception):
    pass


def default_cache():
    return os.environ.get("PANEL_VM_CACHE") or os.path.join(REPO, ".build", "vm")


def log(message):
    print(f"build-image: {message}", file=sys.stderr, flush=True)


def run(command, **kwargs):
    try:
        return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs)
    except FileNotFoundError:
        raise BuildError(f"'{command[0]}' is not installed (run scripts/install-deps.sh vm)")
    except subprocess.CalledProcessError as error:
        detail = (error.stderr or error.stdout or "").strip().splitlines()[-3:]
        raise BuildError(f"'{' '.join(command)}' failed: " + " | ".join(detail))


# ---------------------------------------------------------------- kernel

def kernel_package_from_apt():
    """Returns (package, version) of the kernel that linux-image-amd64 depends on."""
    def ask():
        out = run(["apt-cache", "depends", "linux-image-amd64"]).stdout
        names = re.findall(r"Depends:\s*(linux-image-[0-9][^\s]*-amd64)\b", out)
        if not names:
            return None
        show = run(["apt-cache", "show", "--no-all-versions", names[0]]).stdout
        version = re.search(r"^Version:\s*(\S+)", show, re.M)
        return names[0], version.group(1) if version else "unknown"
    try:
        found = ask()
    except BuildError:
        found = None
    if found is None and os.geteuid() == 0:
        log("apt has no package lists yet: running apt-get update")
        run(["apt-get", "update", "-qq"])
        found = ask()
    return found


def kernel_package(cache):
    """kernel_package_from_apt(), remembered until apt's package lists change (apt is slow)."""
    lists = "/var/lib/apt/lists"
    try:
        stamp = max(os.path.getmtime(os.path.join(lists, name)) for name in os.listdir(lists))
    except (OSError, ValueError):
        stamp = None
    memo = os.path.join(cache, "kernel", "resolved.json")
    try:
        with open(memo) as f:
            remembered = json.load(f)
        if stamp is not None and remembered.get("lists") == stamp:
            return tuple(remembered["package"])
    except (OSError, ValueError, KeyError):
        pass
    found = kernel_package_from_apt()
    if found is not None and stamp is not None:
        os.makedirs(os.path.dirname(memo), exist_ok=True)
        with open(memo, "w") as f:
            json.dump({"lists": stamp, "package": list(found)}, f)
    return found


def cached_kernels(cache):
    paths = glob.glob(os.path.join(cache, "kernel", "*", "kernel.json"))
    return sorted(paths, key=os.path.getmtime, reverse=True)


def ensure_kernel(cache, package=None):
    """Returns the kernel description (dict with vmlinux, modules, kver), building it once."""
    version = None
    if package is None:
        try:
            found = kernel_package(cache)
        except BuildError as error:
            found = None
            log(f"warning: {error}")
        if found is None:
            existing = cached_kernels(cache)
            if existing:
                log("apt cannot name the kernel package; using the cached kernel")
                with open(existing[0]) as f:
                    return json.load(f)
            raise BuildError("cannot find the package linux-image-amd64 depends on "
                             "(run 'apt-get update')")
        package, version = found
    # The cache keeps only the modules MODULES needs, so a new list needs a new unpacking.
    modules_key = hashlib.sha256(" ".join(MODULES).encode()).hexdigest()[:8]
    key = package + ("_" + version if version else "") + "_m" + modules_key
    directory = os.path.join(cache, "kernel", re.sub(r"[^A-Za-z0-9._+-]", "_", key))
    description_path = os.path.join(directory, "kernel.json")
    if os.path.exists(description_path):
        with open(description_path) as f:
            return json.load(f)
    log(f"fetching the kernel {key}")
    started = time.monotonic()
    kver = fetch_kernel(package, directory)
    description = {
        "package": package, "version": version or "", "kver": kver,
        "vmlinux": os.path.join(directory, "vmlinux"),
        "modules": os.path.join(directory, "lib", "modules", kver),
    }
    with open(description_path, "w") as f:
        json.dump(description, f, indent=1)
    log(f"kernel {kver} ready in {time.monotonic() - started:.1f} s")
    # A new Debian kernel (or module list) replaces the older ones.
    for old in glob.glob(os.path.join(cache, "kernel", "*", "kernel.json")):
        if os.path.dirname(old) != directory:
            log(f"removing the older kernel {os.path.basename(os.path.dirname(old))}")
            shutil.rmtree(os.path.dirname(old), ignore_errors=True)
    return description


def fetch_kernel(package, directory):
    """Downloads and unpacks `package` into `directory` (vmlinux, config, lib/modules with
    depmod run); returns the kernel version."""
    shutil.rmtree(directory, ignore_errors=True)
    work = directory + ".tmp"
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.chmod(work, 0o755)  # apt-get download drops privileges to _apt when it can
    run(["apt-get", "download", package], cwd=work)
    debs = glob.glob(os.path.join(work, "*.deb"))
    if len(debs) != 1:
        raise BuildError(f"apt-get download {package} gave {len(debs)} .deb files")
    root = os.path.join(work, "root")
    run(["dpkg", "-x", debs[0], root])
    os.remove(debs[0])
    module_dirs = glob.glob(os.path.join(root, "lib", "modules", "*"))
    if len(module_dirs) != 1:
        raise BuildError(f"{package} does not hold exactly one lib/modules/VERSION")
    kver = os.path.basename(module_dirs[0])
    bzimage = os.path.join(root, "boot", f"vmlinuz-{kver}")
    with open(bzimage, "rb") as f:
        elf = vmlinux.extract(f.read())
    os.makedirs(directory)
    with open(os.path.join(directory, "vmlinux"), "wb") as f:
        f.write(elf)
    run(["depmod", "-b", root, kver])
    os.makedirs(os.path.join(directory, "lib", "modules"))
    os.rename(module_dirs[0], os.path.join(directory, "lib", "modules", kver))
    shutil.copy(os.path.join(root, "boot", f"config-{kver}"), os.path.join(directory, "config"))
    shutil.rmtree(work)
    remove_unused_modules(os.path.join(directory, "lib", "modules", kver))
    return kver


def remove_unused_modules(modules_dir):
    """Deletes every module file MODULES does not need (about 390 MB of the 400 MB unpacked);
    modules.dep and the other index files stay whole."""
    needed = {os.path.normpath(path) for path in module_closure(modules_dir, MODULES)[0]}
    for base, _, files in os.walk(modules_dir):
        for name in files:
            path = os.path.join(base, name)
            if ".ko" in name and os.path.relpath(path, modules_dir) not in needed:
                os.remove(path)


# ---------------------------------------------------------------- modules

def module_closure(modules_dir, wanted):
    """Returns the module file paths (relative to modules_dir) that `wanted` need, deps first."""
    deps = {}
    by_name = {}
    with open(os.path.join(modules_dir, "modules.dep")) as f:
        for line in f:
            if ":" not in line:
                continue
            path, rest = line.split(":", 1)
            deps[path] = rest.split()
            name = os.path.basename(path).split(".ko")[0].replace("-", "_")
            by_name[name] = path
    builtin = set()
    builtin_path = os.path.join(modules_dir, "modules.builtin")
    if os.path.exists(builtin_path):
        with open(builtin_path) as f:
            builtin = {os.path.basename(line.strip()).split(".ko")[0].replace("-", "_")
                       for line in f}
    ordered = []

    def visit(path):
        if path in ordered:
            return
        for dep in reversed(deps.get(path, [])):
            visit(dep)
        ordered.append(path)

    for name in wanted:
        key = name.replace("-", "_")
        if key in by_name:
            visit(by_name[key])
        elif key not in builtin:
            raise BuildError(f"kernel module '{name}' is neither in modules.dep nor built in")
    return ordered, deps


# ---------------------------------------------------------------- files

def shared_libraries(binary):
    """Returns the absolute paths of every library `ldd` lists for `binary` (with the loader)."""
    result = subprocess.run(["ldd", binary], capture_output=True, text=True)
    text = result.stdout + result.stderr
    if "not a dynamic executable" in text or "statically linked" in text:
        return []
    if result.returncode != 0:
        raise BuildError(f"ldd {binary} failed: {text.strip()}")
    libraries = []
    for line in text.splitlines():
        line = line.strip()
        if "not found" in line:
            raise BuildError(f"{binary}: shared library {line.split()[0]} not found on this machine")
        match = re.search(r"=>\s*(/\S+)", line) or re.match(r"(/\S+)", line)
        if match:
            libraries.append(match.group(1))
    return libraries


def file_digest(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class ImageSpec:
    """Everything that goes into one initramfs: (guest path -> host path) plus text files."""

    def __init__(self):
        self.files = {}      # guest path -> host path (symlinks followed)
        self.texts = {}      # guest path -> str
        self.modes = {}      # guest path -> mode for texts
        self.symlinks = {}   # guest path -> target

    def add_file(self, host, guest):
        if not os.path.isfile(host):
            raise BuildError(f"file to put in the image does not exist: {host}")
        self.files[guest] = os.path.realpath(host)

    def add_text(self, guest, text, mode=0o644):
        self.texts[guest] = text
        self.modes[guest] = mode

    def key(self, kernel):
        digest = hashlib.sha256()
        digest.update(f"layout={LAYOUT_VERSION}\nkernel={kernel['kver']}:{kernel['version']}\n".encode())
        for guest in sorted(self.files):
            digest.update(f"file {guest} {file_digest(self.files[guest])}\n".encode())
        for guest in sorted(self.texts):
            digest.update(f"text {guest} {self.modes[guest]:o} ".encode() + self.texts[guest].encode() + b"\n")
        for guest in sorted(self.symlinks):
            digest.update(f"link {guest} {self.symlinks[guest]}\n".encode())
        return digest.hexdigest()[:20]


def add_binary(spec, host, guest_dir="/usr/local/bin"):
    """Adds an executable and its shared libraries (at the paths ldd reports) to `spec`.

    `host` is a path, or a (path, name) pair to give the binary another name in the guest.
    """
    name = None
    if isinstance(host, (tuple, list)):
        host, name = host
    if not os.path.isfile(host):
        raise BuildError(f"binary not found: {host}")
    if not os.access(host, os.X_OK):
        raise BuildError(f"not executable: {host}")
    spec.add_file(host, f"{guest_dir}/{name or os.path.basename(host)}")
    for library in shared_libraries(host):
        spec.add_file(library, library)


def busybox_path():
    for candidate in ("/bin/busybox", "/usr/bin/busybox"):
        if os.path.isfile(candidate):
            out = subprocess.run(["ldd", candidate], capture_output=True, text=True)
            if "not a dynamic executable" in out.stdout + out.stderr or \
                    "statically linked" in out.stdout + out.stderr:
                return candidate
    raise BuildError("a static busybox is needed: install Debian's busybox-static package")


def base_spec(kernel, command, binaries=(), extra_files=(), fonts=DEFAULT_FONTS):
    spec = ImageSpec()
    busybox = busybox_path()
    spec.add_file(busybox, "/bin/busybox")
    listing = subprocess.run([busybox, "--list-full"], capture_output=True, text=True).stdout
    for applet in listing.split():
        if os.path.basename(applet) != "busybox":
            spec.symlinks["/" + applet] = "/bin/busybox"
    with open(os.path.join(VM_DIR, "init.sh")) as f:
        spec.add_text("/init", f.read(), 0o755)
    spec.add_text("/etc/panel/modules", "\n".join(MODULES) + "\n")
    spec.add_text("/etc/panel/command", command.rstrip("\n") + "\n", 0o755)
    spec.add_text("/etc/passwd", "root:x:0:0:root:/root:/bin/sh\n")
    spec.add_text("/etc/group", "root:x:0:\ninput:x:101:\nvideo:x:44:\n")

    modules_dir = kernel["modules"]
    ordered, deps = module_closure(modules_dir, MODULES)
    guest_modules = f"/lib/modules/{kernel['kver']}"
    for path in ordered:
        spec.add_file(os.path.join(modules_dir, path), f"{guest_modules}/{path}")
    spec.add_text(f"{guest_modules}/modules.dep",
                  "".join(f"{p}: {' '.join(deps[p])}\n" if deps[p] else f"{p}:\n" for p in ordered))

    for binary in binaries:
        add_binary(spec, binary)
    for font in sorted(glob.glob(fonts)) if fonts else []:
        spec.add_file(font, font)
    for font in FALLBACK_FONTS if fonts else ():
        if os.path.isfile(font):
            spec.add_file(font, font)
    for entry in extra_files:
        host, _, guest = entry.partition(":")
        if not guest:
            guest = "/root/" + os.path.basename(host)
        if not guest.startswith("/"):
            raise BuildError(f"extra file destination must be absolute: '{entry}'")
        spec.add_file(host, guest)
    return spec


def initramfs_entries(spec):
    """The archive's members for `spec`: its files, texts and symlinks and every directory."""
    entries = {}
    for directory in BASE_DIRECTORIES:
        entries[directory] = newc.Entry.directory(0o1777 if directory == "tmp" else 0o755)
    for guest, host in spec.files.items():
        mode = 0o755 if os.stat(host).st_mode & stat.S_IXUSR else 0o644
        entries[guest.lstrip("/")] = newc.Entry.file(host, mode)
    for guest, text in spec.texts.items():
        entries[guest.lstrip("/")] = newc.Entry.text(text, spec.modes[guest])
    for guest, target in spec.symlinks.items():
        entries.setdefault(guest.lstrip("/"), newc.Entry.symlink(target))
    for name in list(entries):
        for parent in newc.parents(name):
            entries.setdefault(parent, newc.Entry.directory())
    return entries


def write_initramfs(spec, target):
    """Packs `spec` as an uncompressed newc cpio at `target`, straight from the host's files."""
    partial = f"{target}.{os.getpid()}.tmp"
    try:
        with open(partial, "wb") as out:
            newc.write(out, initramfs_entries(spec))
        os.replace(partial, target)
    except OSError as error:
        if os.path.exists(partial):
            os.remove(partial)
        free = shutil.disk_usage(os.path.dirname(target)).free / 1e6
        raise BuildError(f"cannot write the initramfs {target}: {error} ({free:.0f} MB free there)")


def image_bytes(directory):
    return sum(os.path.getsize(path) for path in glob.glob(os.path.join(directory, "*")) if os.path.isfile(path))


def make_room(cache, needed):
    """Removes the least recently used cached images until the cache's images and the new one
    (`needed` bytes) fit in CACHE_BUDGET; fails with a clear message when the disk is too full."""
    images = sorted(glob.glob(os.path.join(cache, "images", "*")), key=os.path.getmtime, reverse=True)
    kept = 0
    for directory in images:
        size = image_bytes(directory)
        if kept + size + needed > cache_budget():
            shutil.rmtree(directory, ignore_errors=True)
        else:
            kept += size
    free = shutil.disk_usage(cache).free
    if free < needed + FREE_MARGIN:
        raise BuildError(f"the initramfs needs {needed / 1e6:.0f} MB and {cache} has {free / 1e6:.0f} MB free "
                         f"(set PANEL_VM_CACHE to a folder on a larger disk)")


def cache_budget():
    """Bytes the cached images may take: PANEL_VM_CACHE_MB, else DEFAULT_CACHE_BUDGET_MB."""
    value = os.environ.get("PANEL_VM_CACHE_MB", "")
    try:
        megabytes = int(value) if value else DEFAULT_CACHE_BUDGET_MB
    except ValueError:
        raise BuildError(f"PANEL_VM_CACHE_MB must be a whole number of megabytes, not '{value}'")
    return max(0, megabytes) * 1_000_000


def build(command, binaries=(), extra_files=(), fonts=DEFAULT_FONTS, cache=None, kernel_package=None):
    """Builds (or finds in the cache) an image; returns {"vmlinux", "initrd", "kver", ...}."""
    cache = os.path.abspath(cache or default_cache())
    os.makedirs(cache, exist_ok=True)
    # One builder at a time per cache: several harnesses may start together.
    with open(os.path.join(cache, "lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build_locked(command, binaries, extra_files, fonts, cache, kernel_package)


def _build_locked(command, binaries, extra_files, fonts, cache, kernel_package):
    kernel = ensure_kernel(cache, kernel_package)
    spec = base_spec(kernel, command, binaries, extra_files, fonts)
    key = spec.key(kernel)
    directory = os.path.join(cache, "images", key)
    initrd = os.path.join(directory, "initrd.cpio")
    if os.path.exists(initrd):
        os.utime(directory)
    else:
        started = time.monotonic()
        make_room(cache, sum(entry.size() for entry in initramfs_entries(spec).values()))
        os.makedirs(directory, exist_ok=True)
        write_initramfs(spec, initrd)
        size = os.path.getsize(initrd) / 1e6
        log(f"initramfs {key}: {size:.1f} MB in {time.monotonic() - started:.1f} s")
    return {"vmlinux": kernel["vmlinux"], "initrd": initrd, "kver": kernel["kver"],
            "key": key, "command": command}

