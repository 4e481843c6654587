"""Screenshots: Frame (packed RGB), read from PPM, written as PPM or PNG.

QEMU's screendump and `panel-app snapshot --output F.ppm` both write binary PPM, which
needs no decoder; PNG is only written, for people to look at.
"""

import collections
import re
import struct
import zlib

from .errors import KioskError

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PPM_FIELD = re.compile(rb"\s*(#[^\n]*\n\s*)*(\S+)")


class Frame:
    """A screenshot: width, height and packed 8-bit RGB rows (no padding)."""

    def __init__(self, width, height, rgb):
        if len(rgb) != width * height * 3:
            raise KioskError(f"frame of {width}x{height} needs {width * height * 3} bytes, got {len(rgb)}")
        self.width, self.height, self.rgb = width, height, rgb

    def pixel(self, x, y):
        """(r, g, b) at x, y."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise KioskError(f"pixel {x},{y} is outside the {self.width}x{self.height} frame")
        offset = (y * self.width + x) * 3
        return tuple(self.rgb[offset:offset + 3])

    def colours(self, step=1):
        """{(r, g, b): pixel count} over the frame, sampling every `step`-th pixel."""
        counts = collections.Counter(self.rgb[i:i + 3] for i in range(0, len(self.rgb), 3 * step))
        return {tuple(colour): count for colour, count in counts.items()}

    def is_blank(self):
        """True when every pixel has the same colour."""
        return self.rgb == self.rgb[:3] * (self.width * self.height)

    def _check_same_size(self, other):
        if (self.width, self.height) != (other.width, other.height):
            raise KioskError(f"frames differ in size: {self.width}x{self.height} vs "
                             f"{other.width}x{other.height}")

    def _differences(self, other, tolerance):
        """(x, y) of each pixel differing by more than `tolerance`, row by row."""
        self._check_same_size(other)
        a, b, stride = self.rgb, other.rgb, self.width * 3
        for y in range(self.height):
            start = y * stride
            if a[start:start + stride] == b[start:start + stride]:
                continue
            for i in range(start, start + stride, 3):
                if (abs(a[i] - b[i]) > tolerance or abs(a[i + 1] - b[i + 1]) > tolerance
                        or abs(a[i + 2] - b[i + 2]) > tolerance):
                    yield (i - start) // 3, y

    def differing_pixels(self, other, tolerance=0):
        """How many pixels differ from `other` (same size) by more than `tolerance` in a channel."""
        return sum(1 for _ in self._differences(other, tolerance))

    def difference_box(self, other, tolerance=0):
        """(left, top, right, bottom), exclusive, around the pixels that differ; None if none."""
        box = None
        for x, y in self._differences(other, tolerance):
            box = [x, y, x + 1, y + 1] if box is None else [
                min(box[0], x), box[1], max(box[2], x + 1), y + 1]
        return tuple(box) if box else None

    def save_ppm(self, path):
        """Writes the frame as a binary PPM."""
        with open(path, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (self.width, self.height) + self.rgb)

    def save_png(self, path):
        """Writes the frame as an 8-bit RGB PNG."""
        with open(path, "wb") as f:
            f.write(png_bytes(self.width, self.height, self.rgb))


def png_bytes(width, height, rgb):
    """An 8-bit RGB PNG of packed rows: every row unfiltered, deflated at level 6."""
    stride = width * 3
    rows = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (PNG_SIGNATURE + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def read_ppm(path):
    """Reads a binary (P6, 8-bit) PPM, as QEMU's screendump writes, into a Frame."""
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(PNG_SIGNATURE):
        raise KioskError(f"{path}: a PNG file, not a PPM")
    if not data.startswith(b"P6"):
        raise KioskError(f"{path}: not an 8-bit binary PPM (no P6 at the start)")
    fields, position = [], 0
    while len(fields) < 4:
        match = _PPM_FIELD.match(data, position)
        if not match:
            raise KioskError(f"{path}: truncated PPM header")
        fields.append(match.group(2))
        position = match.end()
    if fields[0] != b"P6" or fields[3] != b"255" or not (fields[1].isdigit() and fields[2].isdigit()):
        raise KioskError(f"{path}: not an 8-bit binary PPM (header {fields})")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:position + 1 + width * height * 3]
    if len(pixels) != width * height * 3:
        raise KioskError(f"{path}: PPM of {width}x{height} holds only {len(pixels)} bytes of pixels")
    return Frame(width, height, pixels)
