"""Panel's `scroll` scene in LVGL: 1000 rows ("Circuit N", "230 V • zone N" and a switch,
a divider under each) in one scrollable column, flung up four times and dragged back
slowly, with LVGL's own scrolling and momentum."""

import lvgl as lv

import lvgl_widgets as ui
from demo_scenes import touch_offset

ROWS = 1000
FLINGS = 4


class ScrollScene:
    name = "scroll"
    vblanks = 600
    notes = ["every object of the 1000 rows exists (LVGL has no lazy list): 5000 objects; shared styles",
             "the touchscreen is read once a frame, so of a fling's eight 8 ms moves LVGL sees every other one",
             "the divider is each row's 1 px bottom border"]

    def build(self, harness):
        self.harness = harness
        screen = harness.screen
        screen.set_flex_flow(lv.FLEX_FLOW.COLUMN)
        screen.set_scroll_dir(lv.DIR.VER)
        row_style = self._style(pad_hor=16, pad_ver=8)
        row_style.set_border_side(lv.BORDER_SIDE.BOTTOM)
        row_style.set_border_width(1)
        row_style.set_border_color(ui.colour(ui.DIVIDER))
        row_style.set_width(lv.pct(100))
        row_style.set_height(lv.SIZE_CONTENT)
        row_style.set_flex_flow(lv.FLEX_FLOW.ROW)
        row_style.set_flex_cross_place(lv.FLEX_ALIGN.CENTER)
        row_style.set_layout(lv.LAYOUT.FLEX)
        text_style = self._style()
        text_style.set_flex_flow(lv.FLEX_FLOW.COLUMN)
        text_style.set_layout(lv.LAYOUT.FLEX)
        text_style.set_pad_row(2)
        text_style.set_flex_grow(1)
        text_style.set_height(lv.SIZE_CONTENT)
        title_style = self._text_style(20, ui.WHITE)
        detail_style = self._text_style(ui.CAPTION, ui.SECONDARY_TEXT)
        track, on, knob = self._switch_styles()
        # LVGL keeps pointers to the styles: they must live as long as the rows.
        self.styles = (row_style, text_style, title_style, detail_style, track, on, knob)
        for index in range(ROWS):
            row = lv.obj(screen)
            row.remove_style_all()
            row.add_style(row_style, 0)
            row.remove_flag(lv.obj.FLAG.SCROLLABLE)
            row.remove_flag(lv.obj.FLAG.CLICKABLE)
            text = lv.obj(row)
            text.remove_style_all()
            text.add_style(text_style, 0)
            text.remove_flag(lv.obj.FLAG.SCROLLABLE)
            text.remove_flag(lv.obj.FLAG.CLICKABLE)
            title = lv.label(text)
            title.add_style(title_style, 0)
            title.set_text("Circuit %d" % (index + 1))
            detail = lv.label(text)
            detail.add_style(detail_style, 0)
            detail.set_text("%d V \u2022 zone %d" % (200 + index % 40, index % 12 + 1))
            switch = lv.switch(row)
            switch.remove_style_all()
            switch.add_style(track, 0)
            switch.add_style(on, lv.PART.INDICATOR | lv.STATE.CHECKED)
            switch.add_style(knob, lv.PART.KNOB)

    @staticmethod
    def _style(pad_hor=0, pad_ver=0):
        style = lv.style_t()
        style.init()
        style.set_pad_left(pad_hor)
        style.set_pad_right(pad_hor)
        style.set_pad_top(pad_ver)
        style.set_pad_bottom(pad_ver)
        return style

    def _text_style(self, size, rgb):
        style = self._style()
        style.set_text_font(ui.font(size))
        style.set_text_color(ui.colour(rgb))
        return style

    def _switch_styles(self):
        """Panel's switch: a 64x36 capsule, light grey (green when on), a 30 px white knob
        with a soft shadow."""
        track = self._style()
        track.set_width(64)
        track.set_height(36)
        track.set_radius(lv.RADIUS_CIRCLE)
        track.set_bg_color(ui.colour(0xD9D9D9))
        track.set_bg_opa(lv.OPA.COVER)
        track.set_anim_duration(550)
        on = self._style()
        on.set_radius(lv.RADIUS_CIRCLE)
        on.set_bg_color(ui.colour(ui.GREEN))
        on.set_bg_opa(lv.OPA.COVER)
        knob = lv.style_t()
        knob.init()
        for side in (knob.set_pad_left, knob.set_pad_right, knob.set_pad_top, knob.set_pad_bottom):
            side(-3)
        knob.set_radius(lv.RADIUS_CIRCLE)
        knob.set_bg_color(ui.colour(ui.WHITE))
        knob.set_bg_opa(lv.OPA.COVER)
        knob.set_shadow_width(4)
        knob.set_shadow_offset_y(1)
        knob.set_shadow_opa(64)
        knob.set_shadow_color(ui.colour(ui.BLACK))
        return track, on, knob

    def input(self, harness, start_ns):
        """Panel's flings (down at 4/5 of the height, up by half of it in eight 8 ms moves,
        lifted while moving) and its slow drag back (a move a refresh, held before lifting)."""
        width, height, interval = harness.width, harness.height, harness.interval_ns
        x = width // 2
        events = []
        for k in range(FLINGS):
            begin = start_ns + (2 + k * 120) * interval + touch_offset(k, interval)
            start_y, distance = height * 4 // 5, height // 2
            events.append((begin, True, x, start_y))
            for step in range(1, 9):
                events.append((begin + step * 8_000_000, True, x, start_y - distance * step // 8))
            events.append((begin + 9 * 8_000_000, False, x, start_y - distance))
        begin = start_ns + (2 + FLINGS * 120) * interval
        start_y, moves = height // 5, 60
        events.append((begin, True, x, start_y))
        for step in range(1, moves + 1):
            events.append((begin + step * interval + interval // 3, True, x, start_y + (height // 2) * step // moves))
        events.append((begin + (moves + 10) * interval, False, x, start_y + height // 2))
        return events
