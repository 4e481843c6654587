"""The harness's screen files, on the host: the PPM reader (what screendumps and panel-app
snapshots are read as), the PNG writer, Frame, tablet values. No guest is booted."""

import os
import random
import struct
import tempfile
import zlib

import kiosk
from vmtest import check


def boot():
    return None  # host-only


def written(data, suffix=".ppm"):
    """The path of a new temporary file holding `data` (the caller removes it)."""
    with tempfile.NamedTemporaryFile(suffix=suffix, delete=False) as f:
        f.write(data)
    return f.name


def png_chunks(data):
    """[(type, body)] of a PNG file, each chunk's CRC checked."""
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "no PNG signature")
    chunks, position = [], 8
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        crc, = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        check(crc == zlib.crc32(kind + body), f"bad CRC on the {kind} chunk")
        chunks.append((kind, body))
        position += 12 + length
    return chunks


def unfiltered_png_rgb(data):
    """(width, height, rgb) of a PNG as Frame.save_png writes it: 8-bit RGB, every row
    unfiltered (filter byte 0), so the rows are the inflated data minus those bytes."""
    chunks = png_chunks(data)
    check([kind for kind, _ in chunks][0] == b"IHDR" and chunks[-1] == (b"IEND", b""),
          f"chunks: {[kind for kind, _ in chunks]}")
    width, height, depth, colour, compression, filtering, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    check((depth, colour, compression, filtering, interlace) == (8, 2, 0, 0, 0),
          f"not 8-bit RGB, deflated, non-interlaced: {chunks[0][1]}")
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = width * 3 + 1
    check(len(raw) == height * stride, f"{len(raw)} bytes of rows for {width}x{height}")
    check(all(raw[y * stride] == 0 for y in range(height)), "a row is filtered")
    return width, height, b"".join(raw[y * stride + 1:(y + 1) * stride] for y in range(height))


def scenario_ppm_read_with_comments_and_any_whitespace(vm):
    pixels = bytes(range(2 * 3 * 3))
    path = written(b"P6\n# written by a tool\n2  \t3\n#another\n255\n" + pixels)
    try:
        frame = kiosk.read_ppm(path)
    finally:
        os.remove(path)
    check((frame.width, frame.height, frame.rgb) == (2, 3, pixels),
          f"read {frame.width}x{frame.height} {frame.rgb!r}")
    check(frame.pixel(1, 2) == (15, 16, 17), f"pixel (1, 2) is {frame.pixel(1, 2)}")


def scenario_ppm_written_and_read_back(vm):
    generator = random.Random(8)
    frame = kiosk.Frame(37, 23, bytes(generator.randrange(256) for _ in range(37 * 23 * 3)))
    path = written(b"")
    try:
        frame.save_ppm(path)
        copy = kiosk.read_ppm(path)
    finally:
        os.remove(path)
    check((copy.width, copy.height, copy.rgb) == (frame.width, frame.height, frame.rgb),
          "Frame.save_ppm does not read back unchanged")


def scenario_bad_images_are_named(vm):
    cases = [(b"not an image", "not an 8-bit binary PPM"),
             (b"P6\n4", "truncated PPM header"),
             (b"P3\n1 1\n255\n0 0 0\n", "not an 8-bit binary PPM"),
             (b"P6\n1 1\n65535\n" + bytes(6), "not an 8-bit binary PPM"),
             (b"P6\n2 2\n255\n" + bytes(11), "holds only 11 bytes"),
             (kiosk.png_bytes(1, 1, bytes(3)), "a PNG file, not a PPM")]
    for data, words in cases:
        path = written(data)
        try:
            kiosk.read_ppm(path)
            check(False, f"read_ppm accepted {data[:20]!r}")
        except kiosk.KioskError as error:
            check(path in str(error) and words in str(error),
                  f"the error does not name the file and say '{words}': {error}")
        finally:
            os.remove(path)


def scenario_png_writer_keeps_the_pixels(vm):
    generator = random.Random(5)
    for width, height in ((37, 23), (1, 1), (300, 2)):
        rgb = bytes(generator.randrange(256) for _ in range(width * height * 3))
        path = written(b"", ".png")
        try:
            kiosk.Frame(width, height, rgb).save_png(path)
            with open(path, "rb") as f:
                data = f.read()
        finally:
            os.remove(path)
        check(unfiltered_png_rgb(data) == (width, height, rgb),
              f"the {width}x{height} PNG does not hold the frame's pixels")


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
