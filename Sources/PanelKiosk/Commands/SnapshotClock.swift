import Panel

/// Simulated time for `panel-app snapshot`, on a 60 Hz frame grid from `start`: the next
/// frame while an animation that ends is running or a scroll view moves (a fling, a spring
/// back), else straight to the frame of whatever comes next (a touch, a gesture timer, the
/// end), so waiting costs nothing however long.
///
/// An animation that repeats forever does not hold the clock to every frame: only the
/// frame the snapshot shows matters, and stepping through it would take forever.
struct SnapshotClock {
    static let frame: Int64 = 16_666_667

    let start: MonotonicTime
    private(set) var time: MonotonicTime

    init(start: MonotonicTime) {
        self.start = start
        self.time = start
    }

    /// Moves to the next frame worth drawing on the way to `target` (a touch's time, or
    /// the end: a target that is not a frame is kept as the last step) and returns it;
    /// nil once time can move no further (it saturated).
    @MainActor
    mutating func advance(toward target: MonotonicTime, host: ViewHost, landing: Bool = false) -> MonotonicTime? {
        let oneFrame = time + SnapshotClock.frame
        var next: MonotonicTime
        if host.isAnimating && host.animationEndTime != nil || host.movesFrameByFrame {
            next = oneFrame
        } else {
            var wake = target
            if let timer = host.nextDeadline, timer < wake { wake = timer }
            next = Swift.max(frame(atOrAfter: wake), oneFrame)
        }
        if landing { next = Swift.min(next, target) }
        guard next > time else { return nil }
        time = next
        return next
    }

    /// The first frame at or after `moment`, saturating.
    func frame(atOrAfter moment: MonotonicTime) -> MonotonicTime {
        let offset = moment - start
        guard offset > 0 else { return start }
        let frames = offset / SnapshotClock.frame + (offset % SnapshotClock.frame > 0 ? 1 : 0)
        return start + Nanoseconds.product(frames, SnapshotClock.frame)
    }
}
