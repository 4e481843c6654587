"""One LVGL display, one touchscreen and a simulated clock, stepped a frame at a time.

The display renders in LVGL's direct mode into one memory buffer of the screen's size,
32-bit XRGB8888, with the software renderer. Each frame moves LVGL's tick to the frame's
vblank (lv_tick_inc) and then runs lv_timer_handler once: the touchscreen is read, events
and animations run, the invalid areas are laid out and rendered. Only that call is timed
(time.perf_counter_ns on either side).

What runs in Python inside a timed frame: the touchscreen's read callback (once a frame),
the flush callback (once per rendered area; it only calls lv_display_flush_ready: the
binding has no way to give LVGL a C flush, and without one LVGL waits for ever for the
first area's flush), and the scenes' own event and animation callbacks. Every one of them
counts itself in `callbacks`; `measure_overhead` measures what one costs.
"""

import time

import lvgl as lv

import lvgl_widgets as ui

NS_PER_MS = 1_000_000


class Harness:
    def __init__(self, width, height, refresh_hz=60):
        self.width = width
        self.height = height
        self.interval_ns = 1_000_000_000 // refresh_hz
        self.callbacks = 0
        self.flushes = 0
        self.now_ns = 0
        self.tick_ms = 0
        self.events = []
        self.event_index = 0
        self.touch = (False, 0, 0)
        lv.init()
        self.display = lv.display_create(width, height)
        self.display.set_color_format(lv.COLOR_FORMAT.XRGB8888)
        self.buffer = bytearray(width * height * 4)
        self.display.set_buffers(self.buffer, None, len(self.buffer), lv.DISPLAY_RENDER_MODE.DIRECT)
        self.display.set_flush_cb(self._flush)
        lv.theme_default_init(self.display, ui.colour(ui.BLUE), ui.colour(ui.RED), True, ui.font(ui.BODY))
        self.indev = lv.indev_create()
        self.indev.set_type(lv.INDEV_TYPE.POINTER)
        self.indev.set_read_cb(self._read)
        self.indev.set_display(self.display)
        # LVGL reads, animates and refreshes every 33 ms by default; at 1 ms every
        # lv_timer_handler call one refresh interval apart does all three.
        for timer in (self.indev.get_read_timer(), self.display.get_refr_timer(), lv.anim_get_timer()):
            timer.set_period(1)
        self.screen = lv.screen_active()
        self.screen.remove_style_all()
        ui.fill(self.screen, ui.BACKGROUND)

    def _flush(self, display, area, pixels):
        self.callbacks += 1
        self.flushes += 1
        display.flush_ready()

    def _read(self, indev, data):
        self.callbacks += 1
        events, index = self.events, self.event_index
        while index < len(events) and events[index][0] <= self.now_ns:
            self.touch = events[index][1:]
            index += 1
        self.event_index = index
        pressed, x, y = self.touch
        data.point.x = x
        data.point.y = y
        data.state = lv.INDEV_STATE.PRESSED if pressed else lv.INDEV_STATE.RELEASED

    def advance_to(self, now_ns):
        """Moves LVGL's millisecond tick to `now_ns` (untimed)."""
        self.now_ns = now_ns
        ms = now_ns // NS_PER_MS
        if ms > self.tick_ms:
            lv.tick_inc(ms - self.tick_ms)
            self.tick_ms = ms

    def draw_now(self):
        """Lays out and renders whatever is invalid, untimed (the first frame)."""
        lv.refr_now(self.display)

    def frame(self, now_ns, invalidate_all=False):
        """One frame at `now_ns`: (ns in LVGL's C calls, areas flushed, Python callbacks)."""
        self.advance_to(now_ns)
        flushes, callbacks = self.flushes, self.callbacks
        elapsed = 0
        clock = time.perf_counter_ns
        if invalidate_all:
            start = clock()
            self.screen.invalidate()
            elapsed = clock() - start
        start = clock()
        lv.timer_handler()
        elapsed += clock() - start
        return elapsed, self.flushes - flushes, self.callbacks - callbacks

    def play(self, events):
        """Touches to report from now on: (time ns, pressed, x, y), sorted by time."""
        self.events = sorted(events, key=lambda event: event[0])
        self.event_index = 0

    def measure_overhead(self, samples=2001):
        """What Python adds to a timed frame, measured on the empty screen before a scene
        is built (medians, ns): a frame with nothing to draw (timer_handler with the read
        callback), one C call from Python, one Python callback called from C, and the
        timer's own pair of perf_counter_ns calls."""
        clock = time.perf_counter_ns

        def median(work):
            times = []
            for _ in range(samples):
                start = clock()
                work()
                times.append(clock() - start)
            times.sort()
            return times[len(times) // 2]

        self.draw_now()
        empty = []
        now = self.now_ns
        for _ in range(samples):
            now += self.interval_ns
            elapsed, flushes, _ = self.frame(now)
            if flushes == 0:
                empty.append(elapsed)
        empty.sort()
        timer_pair = median(lambda: None)
        c_call = median(lv.tick_get) - timer_pair
        probe = ui.box(self.screen)
        without = median(lambda: probe.send_event(lv.EVENT.REFRESH, None))

        def callback(event):
            self.callbacks += 1

        probe.add_event_cb(callback, lv.EVENT.REFRESH, None)
        with_callback = median(lambda: probe.send_event(lv.EVENT.REFRESH, None))
        probe.delete()
        self.draw_now()
        self.callbacks = 0
        return {
            "empty_frame_ns": empty[len(empty) // 2] if empty else None,
            "c_call_ns": c_call,
            "python_callback_ns": with_callback - without,
            "timer_pair_ns": timer_pair,
        }

    def rgb_rows(self):
        """The screen as RGB rows (XRGB8888 is B, G, R, X in memory)."""
        row_bytes = self.width * 4
        for y in range(self.height):
            row = self.buffer[y * row_bytes:(y + 1) * row_bytes]
            out = bytearray(self.width * 3)
            out[0::3] = row[2::4]
            out[1::3] = row[1::4]
            out[2::3] = row[0::4]
            yield bytes(out)
