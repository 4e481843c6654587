import Panel

/// A display that times what the event loop asks of another: how long `present` takes
/// (the copy into the back buffer, or bringing the buffer drawn into up to date, and the
/// flip submission, on CLOCK_MONOTONIC) and how
/// long each flip then takes to complete (on the loop's clock: real, or virtual).
final class TimedDisplay: Display {
    let inner: any Display
    /// Called after each present with its duration.
    var onPresent: ((Int64) -> Void)?
    /// Called for each completed flip with the time from its submission to its event.
    var onFlip: ((FlipCompletion, Int64) -> Void)?
    let workClock: BenchWorkClock
    private var submittedAt: MonotonicTime = .zero
    private var preparation: Int64 = 0

    init(_ inner: any Display, workClock: BenchWorkClock) {
        self.inner = inner
        self.workClock = workClock
    }

    var transform: ScreenTransform { inner.transform }
    var refreshInterval: Int64 { inner.refreshInterval }
    var fileDescriptor: Int32? { inner.fileDescriptor }
    var nextFlipDeadline: MonotonicTime? { inner.nextFlipDeadline }
    var isFlipPending: Bool { inner.isFlipPending }

    func present(from shadow: Surface, damage: Region) throws {
        let start = BenchClock.now()
        try inner.present(from: shadow, damage: damage)
        onPresent?(BenchClock.now() - start + preparation)
        preparation = 0
        submittedAt = workClock.now
    }

    /// Bringing a back buffer up to the frame before, when frames are drawn into it, is
    /// part of presenting: it counts in the next present's time.
    func drawingSurface(shadow: Surface, plan: DrawingPlan) -> Surface {
        let start = BenchClock.now()
        let target = inner.drawingSurface(shadow: shadow, plan: plan)
        preparation = BenchClock.now() - start
        return target
    }

    func latestFrame(shadow: Surface) -> Surface { inner.latestFrame(shadow: shadow) }

    func handleReadable() throws -> [FlipCompletion] {
        let flips = try inner.handleReadable()
        let now = workClock.now
        for flip in flips { onFlip?(flip, now - submittedAt) }
        return flips
    }

    func restore() { inner.restore() }
}
