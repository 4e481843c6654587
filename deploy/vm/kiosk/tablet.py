"""The virtio tablet: screen pixels to axis values, and its QMP input events.

Both axes run 0..ABS_MAX whatever the screen size.
"""

from .errors import KioskError

ABS_MAX = 32767


def abs_from_pixel(coordinate, size):
    """The axis value for the centre of pixel `coordinate` on an axis of `size` pixels.

    A guest that normalises like libinput, value * size / 32768, lands inside the pixel
    (at its centre), so hit tests and rounding both give `coordinate` back.
    """
    if size <= 0:
        raise KioskError(f"screen size must be positive, got {size}")
    if not 0 <= coordinate < size:
        raise KioskError(f"pixel {coordinate} is outside a screen of {size}")
    return min(ABS_MAX, (2 * coordinate + 1) * (ABS_MAX + 1) // (2 * size))


def move_events(abs_x, abs_y):
    """The input-send-event events that move the tablet to axis values abs_x, abs_y."""
    for value, name in ((abs_x, "x"), (abs_y, "y")):
        if not 0 <= value <= ABS_MAX:
            raise KioskError(f"tablet {name} must be in 0..{ABS_MAX}, got {value}")
    return [{"type": "abs", "data": {"axis": "x", "value": abs_x}},
            {"type": "abs", "data": {"axis": "y", "value": abs_y}}]


def pixel_events(x, y, width, height):
    """move_events() to the centre of pixel (x, y) of a width x height screen."""
    return move_events(abs_from_pixel(x, width), abs_from_pixel(y, height))


def button_event(down):
    """The event that presses (or lifts) the tablet's button: a touch."""
    return {"type": "btn", "data": {"down": bool(down), "button": "left"}}
