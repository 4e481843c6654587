"""Colours, fonts and small widget helpers shared by the LVGL reference's scenes.

Colours are Panel's (DemoTheme and Color's named colours) as 0xRRGGBB. Fonts are LVGL's
built-in Montserrat (the wheel has no FreeType nor TinyTTF, so DejaVu Sans cannot be
loaded): each Panel size maps to the nearest built-in size, a tie taking the smaller.
"""

import lvgl as lv

BACKGROUND = 0x12161C       # DemoTheme.background (0.071, 0.086, 0.110)
CARD = 0x1E242C             # DemoTheme.card (0.118, 0.141, 0.173)
SECONDARY_TEXT = 0x9EA8B5   # DemoTheme.secondaryText (0.62, 0.66, 0.71)
WHITE = 0xFFFFFF
BLACK = 0x000000
RED = 0xFF3B30
GREEN = 0x34C759
BLUE = 0x007AFF
YELLOW = 0xFFCC00
DIVIDER = 0xC7C7C7          # Divider.color (white 0.78)

# The sizes LVGL's wheel was built with.
MONTSERRAT = {14: lv.font_montserrat_14, 16: lv.font_montserrat_16, 24: lv.font_montserrat_24,
              32: lv.font_montserrat_32, 40: lv.font_montserrat_40}

# Panel's text styles and sizes (FontTextStyle.swift) as points.
CAPTION = 12
CALLOUT = 16
BODY = 17
HEADLINE = 17


def font(size):
    """The built-in Montserrat nearest to `size` points (a tie takes the smaller)."""
    best = min(MONTSERRAT, key=lambda built: (abs(built - size), built))
    return MONTSERRAT[best]


def font_table():
    """Panel's sizes used by the scenes and the Montserrat size each is drawn with."""
    return {size: min(MONTSERRAT, key=lambda built: (abs(built - size), built))
            for size in (CAPTION, CALLOUT, BODY, 20, 28)}


def colour(rgb):
    return lv.color_hex(rgb)


def box(parent, flow=None, gap=0, clickable=False):
    """A plain object without the theme's styles: no background, no padding, not
    scrollable; laid out as a flex row or column when `flow` is given."""
    obj = lv.obj(parent)
    obj.remove_style_all()
    obj.remove_flag(lv.obj.FLAG.SCROLLABLE)
    if not clickable:
        obj.remove_flag(lv.obj.FLAG.CLICKABLE)
    obj.set_size(lv.SIZE_CONTENT, lv.SIZE_CONTENT)
    if flow is not None:
        obj.set_flex_flow(flow)
        obj.set_style_pad_row(gap, 0)
        obj.set_style_pad_column(gap, 0)
    return obj


def fill(obj, rgb, radius=0):
    obj.set_style_bg_color(colour(rgb), 0)
    obj.set_style_bg_opa(lv.OPA.COVER, 0)
    if radius:
        obj.set_style_radius(radius, 0)


def shadow(obj, radius):
    """SwiftUI's `.shadow(color: .black, radius:)`: LVGL's shadow width is the blur's
    whole width, twice the radius."""
    obj.set_style_shadow_width(2 * radius, 0)
    obj.set_style_shadow_color(colour(BLACK), 0)
    obj.set_style_shadow_opa(lv.OPA.COVER, 0)


def label(parent, text, size, rgb):
    item = lv.label(parent)
    item.set_text(text)
    item.set_style_text_font(font(size), 0)
    item.set_style_text_color(colour(rgb), 0)
    return item


def spacer(parent):
    """A flexible space in a flex row or column, like SwiftUI's Spacer."""
    space = box(parent)
    space.set_size(1, 1)
    space.set_flex_grow(1)
    return space


def centre_of(obj):
    """The object's centre on the screen, after layout."""
    area = lv.area_t()
    obj.get_coords(area)
    return (area.x1 + area.x2) // 2, (area.y1 + area.y2) // 2
