import PanelBase

/// A source of values over time that `.onReceive` listens to, standing in for Combine's
/// `Publisher` (Combine does not exist on Linux). Panel's publishers deliver on the panel's
/// event loop, between frames, so `perform` runs on the main actor like any view update:
/// a timer's ticks are deadlines of the loop (`Timer.publish`, in `import SwiftUI`).
/// Combine's operators (`map`, `sink`, …) are not provided.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// When and what this publisher delivers on the loop.
    var _ticks: _PublisherTicks<Output> { get }
}

/// What a publisher delivers: a value every `interval` nanoseconds, made from the wall-clock
/// time of the tick (nanoseconds since 1970). Ticks missed while the loop was busy are
/// coalesced into one, as a Foundation timer's are.
public struct _PublisherTicks<Output> {
    /// The subscription this publisher shares: a new identity starts the ticks afresh.
    let identity: ObjectIdentifier?
    let interval: Int64
    /// When the first tick is due, given the loop's time at subscription (nanoseconds);
    /// nil: never (a timer not connected).
    let firstTick: @MainActor (_ subscribedAt: MonotonicTime) -> MonotonicTime?
    let value: @MainActor (_ wallNanoseconds: Int64) -> Output

    package init(identity: ObjectIdentifier?, interval: Int64,
                 firstTick: @escaping @MainActor (_ subscribedAt: MonotonicTime) -> MonotonicTime?,
                 value: @escaping @MainActor (_ wallNanoseconds: Int64) -> Output) {
        self.identity = identity
        self.interval = Swift.max(interval, 1_000_000)
        self.firstTick = firstTick
        self.value = value
    }
}
