"""Panel's demo panel (Sources/PanelKiosk/Demo) in LVGL widgets, and the scenes played on
it: `toggle` (the square switch tapped every half second), `press` (the ButtonStyle button
pressed for 100 ms every 0.4 s) and `full` (everything redrawn at every vblank)."""

import lvgl as lv

import lvgl_widgets as ui


def touch_offset(k, interval_ns):
    """Panel's drift of touch times across the refresh interval (k · 0.37 of it, wrapped)."""
    return ((k * 37 + 11) % 100) * interval_ns // 100


def press(at_ns, duration_ns, x, y):
    return [(at_ns, True, x, y), (at_ns + duration_ns, False, x, y)]


def presses_on(widget, harness, start_ns, count, every_vblanks, hold_ns):
    """`count` presses on the middle of `widget`, one every `every_vblanks` refreshes from
    the second, each held `hold_ns`, drifting across the refresh interval as Panel's do."""
    x, y = ui.centre_of(widget)
    interval = harness.interval_ns
    events = []
    for k in range(count):
        events += press(start_ns + (k * every_vblanks + 2) * interval + touch_offset(k, interval), hold_ns, x, y)
    return events


class DemoPanel:
    """The demo: a title row and four cards (ButtonStyle, long press, ToggleStyle,
    TripleToggle) on the dark kiosk theme."""

    def __init__(self, harness):
        self.harness = harness
        self.taps = 0
        screen = harness.screen
        screen.set_flex_flow(lv.FLEX_FLOW.COLUMN)
        screen.set_style_pad_all(24, 0)
        screen.set_style_pad_row(16, 0)
        header = ui.box(screen, lv.FLEX_FLOW.ROW)
        header.set_width(lv.pct(100))
        header.set_flex_align(lv.FLEX_ALIGN.START, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        ui.label(header, "Panel", 28, ui.WHITE)
        ui.spacer(header)
        ui.label(header, "SwiftUI styles, straight to the display", ui.CALLOUT, ui.SECONDARY_TEXT)
        top = self._card_row(screen)
        self.tap_button, self.tap_text = self._button_demo(self._card(top, "ButtonStyle"), "Tap Me!", ui.BLUE, "Not tapped yet")
        self.tap_button.add_event_cb(self._tapped, lv.EVENT.CLICKED, None)
        self._button_demo(self._card(top, "PrimitiveButtonStyle \u2022 hold 1 s"), "Hold Me!", ui.RED, "Hold the button")
        bottom = self._card_row(screen)
        self.switch = self._square_toggle(self._card(bottom, "ToggleStyle"))
        self._triple_toggle(self._card(bottom, "Custom style \u2022 TripleToggle"))

    def _tapped(self, event):
        self.harness.callbacks += 1
        self.taps += 1
        self.tap_text.set_text("Tapped %d x" % self.taps)

    @staticmethod
    def _card_row(parent):
        row = ui.box(parent, lv.FLEX_FLOW.ROW, gap=16)
        row.set_width(lv.pct(100))
        row.set_flex_grow(1)
        return row

    @staticmethod
    def _card(row, title):
        card = ui.box(row, lv.FLEX_FLOW.COLUMN, gap=12)
        card.set_flex_grow(1)
        card.set_height(lv.pct(100))
        card.set_style_pad_all(20, 0)
        ui.fill(card, ui.CARD, radius=16)
        ui.label(card, title, ui.HEADLINE, ui.SECONDARY_TEXT)
        content = ui.box(card, lv.FLEX_FLOW.COLUMN, gap=16)
        content.set_width(lv.pct(100))
        content.set_flex_grow(1)
        content.set_flex_align(lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        return content

    @staticmethod
    def _button_demo(content, title, rgb, caption):
        """A button that, pressed, fades to half and shrinks to 0.8 (the ButtonStyle),
        over a text."""
        button = lv.button(content)
        button.remove_style_all()
        ui.fill(button, rgb, radius=5)
        button.set_style_pad_all(15, 0)
        ui.shadow(button, 3)
        button.set_style_opa(128, lv.STATE.PRESSED)
        button.set_style_transform_scale(204, lv.STATE.PRESSED)
        button.set_style_transform_pivot_x(lv.pct(50), 0)
        button.set_style_transform_pivot_y(lv.pct(50), 0)
        ui.label(button, title, ui.BODY, ui.WHITE)
        text = ui.label(content, caption, ui.BODY, ui.WHITE)
        return button, text

    @staticmethod
    def _square_toggle(content):
        """The seed's square switch: red, green when on, a white knob sliding across;
        on at first. LVGL's switch animates its knob itself."""
        row = ui.box(content, lv.FLEX_FLOW.ROW, gap=8)
        row.set_flex_align(lv.FLEX_ALIGN.START, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        ui.label(row, "Custom Toggle", ui.BODY, ui.WHITE)
        switch = lv.switch(row)
        switch.remove_style_all()
        switch.set_size(50, 25)
        ui.fill(switch, ui.RED, radius=4)
        switch.set_style_bg_opa(lv.OPA.TRANSP, lv.PART.INDICATOR)
        switch.set_style_bg_color(ui.colour(ui.GREEN), lv.PART.INDICATOR | lv.STATE.CHECKED)
        switch.set_style_bg_opa(lv.OPA.COVER, lv.PART.INDICATOR | lv.STATE.CHECKED)
        switch.set_style_radius(4, lv.PART.INDICATOR)
        switch.set_style_bg_color(ui.colour(ui.WHITE), lv.PART.KNOB)
        switch.set_style_bg_opa(lv.OPA.COVER, lv.PART.KNOB)
        switch.set_style_radius(4, lv.PART.KNOB)
        switch.set_style_pad_all(-4, lv.PART.KNOB)
        # SwiftUI's default animation settles in about 0.55 s.
        switch.set_style_anim_duration(550, 0)
        switch.add_state(lv.STATE.CHECKED)
        return switch

    @staticmethod
    def _triple_toggle(content):
        """TripleToggle at rest: "Fan", a green capsule and its white knob on the left."""
        row = ui.box(content, lv.FLEX_FLOW.ROW, gap=16)
        row.set_flex_align(lv.FLEX_ALIGN.START, lv.FLEX_ALIGN.CENTER, lv.FLEX_ALIGN.CENTER)
        ui.label(row, "Fan", ui.BODY, ui.WHITE)
        track = ui.box(row)
        track.set_size(96, 40)
        ui.fill(track, ui.GREEN, radius=lv.RADIUS_CIRCLE)
        knob = ui.box(track)
        knob.set_size(32, 32)
        knob.set_pos(4, 4)
        ui.fill(knob, ui.WHITE, radius=lv.RADIUS_CIRCLE)


class ToggleScene:
    name = "toggle"
    vblanks = 300
    taps = 9
    notes = ["the square switch itself is tapped (Panel's whole row takes the tap); LVGL's switch animates its knob, not its colour"]

    def build(self, harness):
        self.panel = DemoPanel(harness)

    def input(self, harness, start_ns):
        return presses_on(self.panel.switch, harness, start_ns, self.taps, 30, 50_000_000)


class PressScene:
    name = "press"
    vblanks = 240
    presses = 9
    notes = ["pressed: LVGL's PRESSED state with opa 50 % and transform scale 0.8 (a layer); released: the click's Python callback sets the counter's text"]

    def build(self, harness):
        self.panel = DemoPanel(harness)

    def input(self, harness, start_ns):
        return presses_on(self.panel.tap_button, harness, start_ns, self.presses, 24, 100_000_000)


class FullScene:
    name = "full"
    vblanks = 120
    redraws_everything = True
    notes = ["every frame invalidates the whole screen (lv_obj_invalidate, timed) and renders it; nothing is laid out again since nothing changed"]

    def build(self, harness):
        self.panel = DemoPanel(harness)

    def input(self, harness, start_ns):
        return []
