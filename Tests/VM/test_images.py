"""The harness's image readers, on the host: every PNG filter, RGB and RGBA, against
pixels we choose. Screendumps compared with Panel's headless snapshots depend on them."""

import os
import random
import struct
import tempfile
import zlib

import kiosk
from vmtest import check


def boot():
    return None  # host-only


def paeth(left, up, corner):
    p = left + up - corner
    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
    return left if pa <= pb and pa <= pc else up if pb <= pc else corner


def encode_png(width, height, pixels, channels, filters):
    """A straightforward PNG writer: row y uses filters[y % len(filters)]."""
    stride = width * channels
    previous = bytes(stride)
    out = bytearray()
    for y in range(height):
        line = pixels[y * stride:(y + 1) * stride]
        kind = filters[y % len(filters)]
        out.append(kind)
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            corner = previous[i - channels] if i >= channels else 0
            up = previous[i]
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
            out.append((line[i] - predictor) & 255)
        previous = line

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    colour_type = {3: 2, 4: 6}[channels]
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(out))) + chunk(b"IEND", b""))


def scenario_png_filters_rgb_and_rgba(vm):
    generator = random.Random(8)
    width, height = 37, 23
    for channels in (3, 4):
        pixels = bytearray(generator.randrange(256) for _ in range(width * height * channels))
        if channels == 4:
            pixels[3::4] = bytes([255]) * (width * height)   # opaque, as kiosk snapshots are
            pixels[3] = 128                                  # but one half-transparent pixel
        expected = bytearray()
        for i in range(0, len(pixels), channels):
            alpha = pixels[i + 3] if channels == 4 else 255
            expected += bytes(c * alpha // 255 for c in pixels[i:i + 3])
        for filters in ([0], [1], [2], [3], [4], [0, 1, 2, 3, 4]):
            with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as f:
                f.write(encode_png(width, height, bytes(pixels), channels, filters))
            try:
                frame = kiosk.read_png(f.name)
            finally:
                os.remove(f.name)
            check((frame.width, frame.height) == (width, height), f"size {frame.width}x{frame.height}")
            wrong = sum(1 for i in range(0, len(expected), 3) if frame.rgb[i:i + 3] != expected[i:i + 3])
            check(wrong == 0, f"{wrong} pixels decoded wrong with filters {filters}, {channels} channels")


def scenario_bad_images_are_named(vm):
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as f:
        f.write(b"not an image")
    try:
        for reader in (kiosk.read_png, kiosk.read_ppm):
            try:
                reader(f.name)
                check(False, f"{reader.__name__} accepted a file that is no image")
            except kiosk.KioskError as error:
                check(f.name in str(error), f"the error does not name the file: {error}")
    finally:
        os.remove(f.name)


def scenario_tablet_values_land_in_the_pixel(vm):
    for size in (800, 1280, 1920, 7):
        for x in range(size):
            value = kiosk.abs_from_pixel(x, size)
            check(0 <= value <= kiosk.ABS_MAX, f"value {value} out of range")
            check(value * size // (kiosk.ABS_MAX + 1) == x,
                  f"pixel {x} of {size} -> {value} maps back to {value * size // 32768}")


def scenario_frame_colour_counts_and_differences(vm):
    rgb = bytes([255, 0, 0]) * 6 + bytes([0, 0, 255]) * 2
    frame = kiosk.Frame(4, 2, rgb)
    check(frame.colours() == {(255, 0, 0): 6, (0, 0, 255): 2}, f"colour counts: {frame.colours()}")
    check(frame.pixel(3, 1) == (0, 0, 255) and frame.pixel(0, 0) == (255, 0, 0), "pixel() reads the wrong place")
    check(not frame.is_blank() and kiosk.Frame(2, 1, bytes(6)).is_blank(), "is_blank() is wrong")
    other = kiosk.Frame(4, 2, bytes([250, 0, 0]) * 6 + bytes([0, 0, 255]) * 2)
    check(frame.differing_pixels(other) == 6 and frame.differing_pixels(other, tolerance=5) == 0,
          "differing_pixels() does not honour the tolerance")
    check(frame.difference_box(other) == (0, 0, 4, 2) and frame.difference_box(frame) is None,
          f"difference_box: {frame.difference_box(other)}")
    check(frame.difference_box(other, tolerance=5) is None, "difference_box ignores the tolerance")
    try:
        kiosk.Frame(4, 2, rgb[:-1])
        check(False, "a frame with too few bytes was accepted")
    except kiosk.KioskError:
        pass
