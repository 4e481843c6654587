import PanelBase
import Synchronization

/// Time that moves only when told to: a virtual-time loop's poller moves it to the next
/// deadline instead of sleeping until then. It never goes backwards. A headless display
/// can follow it (`HeadlessDisplay.Clock.virtual`), so its vblanks come on the same time.
public final class VirtualClock: LoopClock, Sendable {
    private let nanoseconds: Atomic<Int64>

    public init(start: MonotonicTime = .zero) {
        nanoseconds = Atomic(start.nanoseconds)
    }

    public var now: MonotonicTime { MonotonicTime(nanoseconds: nanoseconds.load(ordering: .relaxed)) }

    /// Moves to `time`, or stays where it is when that is not later.
    public func advance(to time: MonotonicTime) {
        _ = nanoseconds.max(time.nanoseconds, ordering: .relaxed)
    }
}

extension VirtualClock: Equatable {
    /// The same clock.
    public static func == (a: VirtualClock, b: VirtualClock) -> Bool { a === b }
}
