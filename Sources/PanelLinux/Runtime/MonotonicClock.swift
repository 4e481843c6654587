import PanelBase

/// The real time: CLOCK_MONOTONIC, the clock of the kernel's input timestamps, page flips
/// and timerfds.
public final class MonotonicClock: LoopClock, Sendable {
    public init() {}
    public var now: MonotonicTime { MonotonicTime.now() }
}
