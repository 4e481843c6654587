import Panel

/// The kiosk's wrapper around the view producer: touches pass the idle controller first
/// (a touch on a dimmed screen only wakes it), the loop wakes for idle steps and the
/// systemd watchdog, and the first frame shown tells systemd the kiosk is ready.
@MainActor
final class KioskFrameProducer: @preconcurrency FrameProducer {
    let inner: ViewFrameProducer
    let idle: IdleController?
    let notifier: SystemdNotifier
    private(set) var framesShown = 0

    init(inner: ViewFrameProducer, idle: IdleController?, notifier: SystemdNotifier) {
        self.inner = inner
        self.idle = idle
        self.notifier = notifier
    }

    func handle(_ events: [PointerEvent]) {
        let passed = idle?.filter(events, now: .now()) ?? events
        if !passed.isEmpty { inner.handle(passed) }
    }

    func update(at time: MonotonicTime) {
        idle?.advance(to: time)
        notifier.watchdogIfDue(now: time)
        inner.update(at: time)
    }

    var needsFrame: Bool { inner.needsFrame }

    var nextDeadline: MonotonicTime? {
        [inner.nextDeadline, idle?.nextDeadline, notifier.nextWatchdogDeadline].compactMap { $0 }.min()
    }

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> [PixelRect] {
        inner.renderFrame(at: time, into: shadow)
    }

    func didShow(_ flip: FlipCompletion) {
        framesShown += 1
        if framesShown == 1 {
            notifier.ready()
            Log.info("first frame shown")
        }
        inner.didShow(flip)
    }
}
