#!/usr/bin/env python3
"""Extracts the uncompressed ELF kernel (vmlinux) from a compressed bzImage.

QEMU boots an ELF vmlinux through its PVH entry point, which skips the real-mode setup
and the in-guest decompression: under TCG that saves several seconds per boot.

A bzImage holds the kernel as one compressed stream somewhere after its setup code.
We look for every known compression magic, try to decompress from there, and keep the
first result that is an ELF file. Python's standard library covers gzip, xz, lzma and
bzip2; zstd and lz4 use their Debian command-line tools when installed.

Usage: vmlinux.py BZIMAGE OUTPUT
"""

import bz2
import os
import lzma
import shutil
import subprocess
import sys
import zlib

ELF_MAGIC = b"\x7fELF"

# (name, magic) in the order we try them; the kernel config chooses exactly one.
MAGICS = [
    ("xz", b"\xfd7zXZ\x00"),
    ("gzip", b"\x1f\x8b\x08"),
    ("zstd", b"\x28\xb5\x2f\xfd"),
    ("bzip2", b"BZh"),
    ("lzma", b"\x5d\x00\x00"),
    ("lz4", b"\x02\x21\x4c\x18"),
]


class ExtractError(Exception):
    pass


def _decompress_stdlib(kind, data):
    if kind == "xz":
        return lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data)
    if kind == "lzma":
        return lzma.LZMADecompressor(format=lzma.FORMAT_ALONE).decompress(data)
    if kind == "gzip":
        return zlib.decompressobj(wbits=31).decompress(data)
    if kind == "bzip2":
        return bz2.BZ2Decompressor().decompress(data)
    return None


def _decompress_tool(kind, data):
    tool = {"zstd": "zstd", "lz4": "lz4"}[kind]
    if shutil.which(tool) is None:
        raise ExtractError(f"the kernel is {kind}-compressed; install Debian's '{tool}' package")
    # Trailing bytes after the stream make the tools complain, but they still write
    # the decompressed data first; the ELF check below decides.
    result = subprocess.run([tool, "-d", "-c", "-q"], input=data, capture_output=True)
    return result.stdout


def extract(image):
    """Returns the ELF bytes of the kernel compressed inside `image` (a bzImage)."""
    if image[:4] == ELF_MAGIC:
        return image
    if image[0x202:0x206] != b"HdrS":
        raise ExtractError("not a bzImage: no 'HdrS' boot header at offset 0x202")
    tried = []
    for kind, magic in MAGICS:
        start = image.find(magic)
        while start != -1:
            chunk = image[start:]
            try:
                if kind in ("zstd", "lz4"):
                    out = _decompress_tool(kind, chunk)
                else:
                    out = _decompress_stdlib(kind, chunk)
            except (lzma.LZMAError, zlib.error, OSError, EOFError, ValueError):
                out = None
            if out and out[:4] == ELF_MAGIC:
                return out
            tried.append(f"{kind}@{start:#x}")
            start = image.find(magic, start + 1)
    raise ExtractError("no compressed ELF kernel found in the bzImage (tried: "
                       + (", ".join(tried[:12]) or "no known magic") + ")")


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    source, target = argv[1], argv[2]
    try:
        with open(source, "rb") as f:
            image = f.read()
        elf = extract(image)
    except (OSError, ExtractError) as error:
        print(f"vmlinux.py: {source}: {error}", file=sys.stderr)
        return 1
    with open(target + ".tmp", "wb") as f:
        f.write(elf)
    os.replace(target + ".tmp", target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
