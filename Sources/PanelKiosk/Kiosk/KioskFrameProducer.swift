import Panel

/// The kiosk's wrapper around the view producer: input passes the idle controller first
/// (a touch on a dimmed screen only wakes it), the loop wakes for idle steps and the
/// systemd watchdog, and the first frame shown tells systemd the kiosk is ready.
///
/// While the display is off no frame is drawn (nobody would see it); the first frame after
/// it comes back on is drawn even when nothing changed, so the display brings the whole
/// screen up to date.
@MainActor
final class KioskFrameProducer: @preconcurrency FrameProducer {
    private(set) var inner: ViewFrameProducer
    private(set) var idle: IdleController?
    let notifier: SystemdNotifier
    /// Whether the display is on (the idle controller turns it off and on).
    let isDisplayPowered: () -> Bool
    private(set) var framesShown = 0
    /// The display came back on, or the content changed, and no frame has been drawn since.
    private var mustRedraw = false
    /// Whether the display was on at the last update.
    private var wasPowered = true

    init(inner: ViewFrameProducer, idle: IdleController?, notifier: SystemdNotifier,
         isDisplayPowered: @escaping () -> Bool = { true }) {
        self.inner = inner
        self.idle = idle
        self.notifier = notifier
        self.isDisplayPowered = isDisplayPowered
    }

    /// Shows other content (a reloaded panel file, or the error screen): the new views
    /// are drawn whole at the next frame. The previous idle controller puts the backlight
    /// and display back first, and the new one goes on from there.
    func replace(inner: ViewFrameProducer, idle: IdleController?) {
        if let idle, let previous = self.idle { idle.continuing(from: previous) } else { self.idle?.restore() }
        self.inner = inner
        self.idle = idle
        mustRedraw = true
        if let wake { inner.attach(wake) }
    }

    /// The loop's wake-up, handed to each inner producer.
    private var wake: LoopWake?

    func attach(_ wake: LoopWake) {
        self.wake = wake
        inner.attach(wake)
    }

    func handle(_ events: [InputEvent]) {
        let wasDark = !isDisplayPowered()
        let passed = idle?.filter(events, now: .now()) ?? events
        if wasDark && isDisplayPowered() { mustRedraw = true }
        if !passed.isEmpty { inner.handle(passed) }
    }

    func update(at time: MonotonicTime) {
        idle?.advance(to: time)
        // Turned back on by other means than a touch (a wake over MQTT): drawn whole.
        let powered = isDisplayPowered()
        if powered && !wasPowered { mustRedraw = true }
        wasPowered = powered
        notifier.watchdogIfDue(now: time)
        inner.update(at: time)
    }

    var needsFrame: Bool { isDisplayPowered() && (inner.needsFrame || mustRedraw) }

    var nextDeadline: MonotonicTime? {
        [inner.nextDeadline, idle?.nextDeadline, notifier.nextWatchdogDeadline].compactMap { $0 }.min()
    }

    /// Told of each frame drawn and each shown (`run --trace-values`).
    var trace: ValueTrace?
    /// Told after each frame is drawn: what the screen shows may have changed (its
    /// controls on MQTT are looked at again).
    var onFrameDrawn: (() -> Void)?

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        renderFrame(at: time) { _ in shadow }
    }

    func renderFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> Region {
        mustRedraw = false
        trace?.frameDrawn()
        let damage = inner.renderFrame(at: time, target: target)
        onFrameDrawn?()
        return damage
    }

    func didShow(_ flip: FlipCompletion) {
        framesShown += 1
        trace?.shown(flip)
        if framesShown == 1 {
            notifier.ready()
            Log.info("first frame shown")
        }
        inner.didShow(flip)
    }
}
