"""The scenes made of many equal items (Sources/PanelKiosk/Bench/Scenes): `dense` (48
shadowed cards whose knobs and colours swing for ever once tapped), `text` (144 readings
set anew at each of nine taps) and `image` (24 photo tiles switched between two sizes at
each of nine taps)."""

import lvgl as lv

import lvgl_widgets as ui
from demo_scenes import press, touch_offset


def centre_taps(harness, start_ns, count, spacing):
    """Panel's `centreTaps`: 50 ms taps at the screen's centre, `spacing` vblanks apart
    from the third on."""
    interval, x, y = harness.interval_ns, harness.width // 2, harness.height // 2
    events = []
    for k in range(count):
        events += press(start_ns + (k * spacing + 2) * interval + touch_offset(k, interval), 50_000_000, x, y)
    return events


def mix(low, high, amount):
    """`low` to `high` (0xRRGGBB) by amount/256."""
    channels = [((low >> shift & 255) * (256 - amount) + (high >> shift & 255) * amount) >> 8 for shift in (16, 8, 0)]
    return channels[0] << 16 | channels[1] << 8 | channels[2]


class DenseScene:
    name = "dense"
    vblanks = 140
    rows, columns = 6, 8
    off_colour, on_colour = 0x264099, 0xA64033   # (0.15, 0.25, 0.6) and (0.65, 0.25, 0.2)
    notes = ["each card's swing is an lv_anim whose exec callback is Python (knob x and card colour: 48 callbacks a frame); "
             "linear, not ease-in-out: the binding would call LVGL's own path function through Python too"]

    def build(self, harness):
        self.harness = harness
        self.cards = []
        screen = harness.screen
        screen.set_flex_flow(lv.FLEX_FLOW.COLUMN)
        screen.set_flex_align(lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        screen.set_style_pad_all(12, 0)
        screen.set_style_pad_row(8, 0)
        for row_index in range(self.rows):
            row = ui.box(screen, lv.FLEX_FLOW.ROW, gap=8)
            for column in range(self.columns):
                self.cards.append(self._card(row, row_index * self.columns + column))
        # Colours precomputed so a frame's callback only indexes them.
        self.colours = [ui.colour(mix(self.off_colour, self.on_colour, amount)) for amount in range(257)]
        screen.add_event_cb(self._tapped, lv.EVENT.CLICKED, None)

    def _card(self, row, index):
        card = ui.box(row, lv.FLEX_FLOW.COLUMN, gap=4)
        card.set_flex_align(lv.FLEX_ALIGN.START, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        card.set_style_pad_all(8, 0)
        ui.fill(card, self.off_colour, radius=8)
        ui.shadow(card, 3)
        ui.label(card, "Zone %d" % (index + 1), ui.CAPTION, ui.WHITE)
        track = ui.box(card)
        track.set_size(60, 14)
        ui.fill(track, 0x4D4D4D, radius=lv.RADIUS_CIRCLE)
        knob = ui.box(track)
        knob.set_size(14, 14)
        ui.fill(knob, ui.WHITE, radius=lv.RADIUS_CIRCLE)
        state = ui.label(card, "Idle", ui.CAPTION, ui.SECONDARY_TEXT)
        return card, knob, state, index

    def _tapped(self, event):
        self.harness.callbacks += 1
        for card, knob, state, index in self.cards:
            state.set_text("Running")
            period_ms = 600 + (index % 8) * 100
            animation = lv.anim_t()
            animation.init()
            animation.set_values(0, 256)
            animation.set_duration(period_ms)
            animation.set_reverse_duration(period_ms)
            animation.set_repeat_count(lv.ANIM_REPEAT_INFINITE)
            animation.set_custom_exec_cb(self._swing(card, knob))
            animation.start()

    def _swing(self, card, knob):
        harness, colours = self.harness, self.colours

        def step(animation, value):
            harness.callbacks += 1
            knob.set_x(value * 46 >> 8)
            card.set_style_bg_color(colours[value], 0)
        return step

    def input(self, harness, start_ns):
        x, y = harness.width // 2, harness.height // 2
        return press(start_ns + 2 * harness.interval_ns + harness.interval_ns // 3, 30_000_000, x, y)


class TextScene:
    name = "text"
    vblanks = 240
    taps = 9
    rows, columns = 16, 3
    alarm = 0xFF7359   # (1, 0.45, 0.35)
    notes = ["the texts of every tick are formatted before the run; a tap's Python callback sets 96 labels' texts and 48 colours (144 C calls)"]

    def build(self, harness):
        self.harness = harness
        self.tick = 0
        screen = harness.screen
        screen.set_flex_flow(lv.FLEX_FLOW.COLUMN)
        screen.set_style_pad_all(8, 0)
        screen.set_style_pad_row(2, 0)
        self.readings = []
        for _ in range(self.rows):
            row = ui.box(screen, lv.FLEX_FLOW.ROW, gap=12)
            row.set_width(lv.pct(100))
            for _ in range(self.columns):
                index = len(self.readings)
                reading = ui.box(row, lv.FLEX_FLOW.ROW, gap=6)
                reading.set_flex_grow(1)
                reading.set_flex_align(lv.FLEX_ALIGN.START, lv.FLEX_ALIGN.END, lv.FLEX_ALIGN.END)
                ui.label(reading, "Zone %d" % (index + 1), ui.CALLOUT, ui.SECONDARY_TEXT)
                value = ui.label(reading, "", ui.CALLOUT, ui.WHITE)
                state = ui.label(reading, "", ui.CAPTION, ui.SECONDARY_TEXT)
                self.readings.append((value, state))
        self.texts = [[self._reading(index, tick) for index in range(len(self.readings))] for tick in range(self.taps + 1)]
        self._show(0)
        screen.add_event_cb(self._tapped, lv.EVENT.CLICKED, None)

    def _reading(self, index, tick):
        tenths = 150 + (index * 37 + tick * 53) % 150
        state = ["steady", "rising", "falling", "alarm"][(index + tick) % 4]
        return "%d.%d \u00b0C" % (tenths // 10, tenths % 10), state, ui.colour(self.alarm if state == "alarm" else ui.SECONDARY_TEXT)

    def _show(self, tick):
        for (value, state), (value_text, state_text, state_colour) in zip(self.readings, self.texts[tick]):
            value.set_text(value_text)
            state.set_text(state_text)
            state.set_style_text_color(state_colour, 0)

    def _tapped(self, event):
        self.harness.callbacks += 1
        self.tick = min(self.tick + 1, self.taps)
        self._show(self.tick)

    def input(self, harness, start_ns):
        return centre_taps(harness, start_ns, self.taps, 24)


class ImageScene:
    name = "image"
    vblanks = 240
    taps = 9
    side = 512
    notes = ["4 photo-like 512x512 ARGB8888 images made in memory (Panel decodes PNGs once; LVGL's decoded image is used as is); "
             "lv_image with inner align COVER scales at every draw; tiles clip their corners (clip_corner); "
             "a tap's Python callback changes one shared style (3 C calls)"]

    def build(self, harness):
        self.harness = harness
        self.large = False
        self.photos = [self._photo(index) for index in range(4)]
        screen = harness.screen
        screen.set_flex_flow(lv.FLEX_FLOW.ROW_WRAP)
        screen.set_style_pad_all(8, 0)
        screen.set_style_pad_row(8, 0)
        screen.set_style_pad_column(8, 0)
        self.tile_style = lv.style_t()
        self.tile_style.init()
        self._size_tiles()
        for index in range(24):
            tile = ui.box(screen)
            # Sized by the shared style, not by the box's own content size.
            tile.remove_local_style_prop(lv.STYLE.WIDTH, 0)
            tile.remove_local_style_prop(lv.STYLE.HEIGHT, 0)
            tile.add_style(self.tile_style, 0)
            tile.set_style_radius(8, 0)
            tile.set_style_clip_corner(True, 0)
            image = lv.image(tile)
            image.remove_flag(lv.obj.FLAG.CLICKABLE)
            image.set_src(self.photos[index % 4][0])
            image.set_size(lv.pct(100), lv.pct(100))
            image.set_inner_align(lv.image.ALIGN.COVER)
            shade = ui.box(tile)
            shade.set_size(lv.pct(100), lv.pct(100))
            shade.set_style_bg_color(ui.colour(ui.BLACK), 0)
            shade.set_style_bg_opa(lv.OPA.COVER, 0)
            shade.set_style_bg_grad_color(ui.colour(ui.BLACK), 0)
            shade.set_style_bg_grad_dir(lv.GRAD_DIR.VER, 0)
            shade.set_style_bg_main_opa(lv.OPA.TRANSP, 0)
            shade.set_style_bg_grad_opa(153, 0)
            shade.set_style_bg_main_stop(128, 0)
            shade.set_style_bg_grad_stop(255, 0)
            caption = ui.label(tile, "Camera %d" % (index + 1), ui.CAPTION, ui.WHITE)
            caption.align(lv.ALIGN.BOTTOM_LEFT, 6, -6)
        screen.add_event_cb(self._tapped, lv.EVENT.CLICKED, None)

    def _size_tiles(self):
        """SwiftUI's adaptive grid: as many columns of at least 120 (180 large) as fit,
        sharing the width; tiles 80 (120) high."""
        minimum, height = (180, 120) if self.large else (120, 80)
        available = self.harness.width - 16
        columns = max(1, (available + 8) // (minimum + 8))
        self.tile_style.set_width((available - (columns - 1) * 8) // columns)
        self.tile_style.set_height(height)

    def _tapped(self, event):
        self.harness.callbacks += 1
        self.large = not self.large
        self._size_tiles()
        self.harness.screen.report_style_change(self.tile_style)

    def _photo(self, index):
        """Panel's BenchPhotos.photo: colour fields with fine noise, deterministic per index,
        as ARGB8888 (B, G, R, A in memory)."""
        side, mask = self.side, (1 << 64) - 1
        pixels = bytearray(side * side * 4)
        state = ((index + 1) * 0x9E3779B97F4A7C15) & mask
        offset = 0
        for y in range(side):
            for x in range(side):
                state = (state * 6364136223846793005 + 1442695040888963407) & mask
                noise = state >> 59
                pixels[offset] = ((x + y) * 255 // (2 * side) + 128 - index * 30 + noise) & 255
                pixels[offset + 1] = (y * 255 // side + noise * 2) & 255
                pixels[offset + 2] = (x * 255 // side + index * 60 + noise) & 255
                pixels[offset + 3] = 255
                offset += 4
        description = lv.image_dsc_t()
        description.header.magic = lv.IMAGE_HEADER_MAGIC
        description.header.cf = lv.COLOR_FORMAT.ARGB8888
        description.header.w = side
        description.header.h = side
        description.header.stride = side * 4
        description.data_size = len(pixels)
        description.data = pixels
        # The pixels must outlive the description LVGL reads them through.
        return description, pixels

    def input(self, harness, start_ns):
        return centre_taps(harness, start_ns, self.taps, 24)
