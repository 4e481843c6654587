"""Writes a cpio archive in the "newc" format the kernel unpacks as an initramfs.

The archive is written straight from the host's files, one after the other, so building an
image needs no copy of its tree on disk: a large image (every packaged program with its
fonts, several hundred MB) would otherwise need twice its size free while it is packed.

Each entry is a 110-byte ASCII header (magic 070701 and 13 eight-digit hex fields), the
name with its NUL, padding to 4 bytes, the data and padding to 4 bytes; a "TRAILER!!!"
entry ends the archive (the kernel's Documentation/driver-api/early-userspace/buffer-format.rst).
Owner and group are root, and times are 0, so the same entries give the same bytes.
"""

import os
import stat

COPY_BLOCK = 1 << 20


class Entry:
    """One member: a directory, a file's bytes (from a host path or given) or a symlink."""

    def __init__(self, kind, mode, host=None, data=None):
        self.kind = kind    # stat.S_IFDIR, stat.S_IFREG or stat.S_IFLNK
        self.mode = mode    # permission bits
        self.host = host    # a host file whose bytes are the member's (regular files)
        self.data = data    # the member's bytes (texts and symlink targets)

    @staticmethod
    def directory(mode=0o755):
        return Entry(stat.S_IFDIR, mode)

    @staticmethod
    def file(host, mode):
        return Entry(stat.S_IFREG, mode, host=host)

    @staticmethod
    def text(text, mode):
        return Entry(stat.S_IFREG, mode, data=text.encode())

    @staticmethod
    def symlink(target):
        return Entry(stat.S_IFLNK, 0o777, data=target.encode())

    def size(self):
        return os.path.getsize(self.host) if self.host is not None else len(self.data or b"")


def _pad(out, written):
    remainder = written % 4
    if remainder:
        out.write(b"\0" * (4 - remainder))
    return written + (4 - remainder if remainder else 0)


def _header(out, offset, inode, mode, nlink, size, name):
    encoded = name.encode() + b"\0"
    fields = [inode, mode, 0, 0, nlink, 0, size, 0, 0, 0, 0, len(encoded), 0]
    header = b"070701" + b"".join(b"%08X" % value for value in fields)
    out.write(header)
    out.write(encoded)
    return _pad(out, offset + len(header) + len(encoded))


def write(out, entries):
    """Writes `entries` ({archive path without leading '/': Entry}) to the binary file `out`.

    Paths are written in sorted order, so a directory comes before what it holds; every
    parent directory must itself be an entry (the kernel does not create missing ones).
    Returns the number of bytes written.
    """
    offset = 0
    for inode, name in enumerate(sorted(entries), start=1):
        entry = entries[name]
        size = entry.size()
        nlink = 2 if entry.kind == stat.S_IFDIR else 1
        offset = _header(out, offset, inode, entry.kind | entry.mode, nlink, size, name)
        if entry.host is not None:
            copied = 0
            with open(entry.host, "rb") as source:
                for block in iter(lambda: source.read(COPY_BLOCK), b""):
                    out.write(block)
                    copied += len(block)
            if copied != size:
                raise OSError(f"{entry.host} changed size while it was packed ({size} then {copied} bytes)")
        elif entry.data:
            out.write(entry.data)
        offset = _pad(out, offset + size)
    offset = _header(out, offset, 0, 0, 1, 0, "TRAILER!!!")
    return offset


def parents(path):
    """Every parent directory of the archive path `path` ("a/b/c" -> ["a", "a/b"])."""
    parts = path.split("/")[:-1]
    return ["/".join(parts[:index]) for index in range(1, len(parts) + 1)]
