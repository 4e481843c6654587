import Panel

/// How much time the benchmark's measured work takes on the loop's clock.
///
/// On the real clock work takes its own time. On virtual time (`--clock simulated`) the
/// loop's clock moves only to deadlines, so the benchmark moves it by each measured
/// phase's cost (the touches' and timers' work, the frame's update and render, its
/// present): the same loop then sees frames end late, vblanks pass and touches wait, as on
/// this machine, without any run waiting for anything. The warm-up frames are not
/// charged, so a scene's script starts on the vblank grid whatever they cost.
///
/// With `chargesWork` false (`--clock virtual`) work takes no time at all: every run on
/// any machine draws the same frames at the same moments, which is what counting
/// instructions needs (under callgrind work is fifty times slower, and would otherwise
/// leave fewer frames to count).
final class BenchWorkClock {
    /// The virtual clock charged; nil on the real clock.
    let virtual: VirtualClock?
    /// Whether measured work moves the virtual clock at all.
    let chargesWork: Bool
    /// Whether it does now (off during the warm-up).
    var charging = true

    init(virtual: VirtualClock?, chargesWork: Bool = true) {
        self.virtual = virtual
        self.chargesWork = chargesWork
    }

    /// The loop's time.
    var now: MonotonicTime { virtual?.now ?? MonotonicTime.now() }

    /// Work of `nanoseconds` was done: on virtual time the clock moves by it.
    func charge(_ nanoseconds: Int64) {
        guard chargesWork, charging, let virtual, nanoseconds > 0 else { return }
        virtual.advance(to: virtual.now + nanoseconds)
    }
}
