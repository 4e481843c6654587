import PanelBase

/// Where the event loop reads the time: CLOCK_MONOTONIC (`MonotonicClock`), or a virtual
/// clock that moves only when the loop would wait (`VirtualClock`), so tests, snapshots
/// and soaks run the loop's code without waiting out its deadlines.
public protocol LoopClock: AnyObject {
    var now: MonotonicTime { get }
}
