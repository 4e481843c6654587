import Foundation
import Panel

extension Timer {
    /// A publisher of the date every `interval` seconds, as Combine's, for
    /// `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in … }`.
    /// It ticks on Panel's event loop (a deadline of the loop, so the panel sleeps between
    /// ticks), whatever run loop and mode are named; `tolerance` and `options` are ignored.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Delivers the date every `interval` seconds once connected (`connect()` before a
    /// view subscribes, or `autoconnect()`), coalescing ticks missed while the panel was
    /// busy, as a Foundation timer does.
    // Unchecked: its one mutable flag is set and read on the main actor, where views run.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private var connected = false

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func connect() -> any Cancellable {
            connected = true
            return AnyCancellable { [weak self] in self?.connected = false }
        }

        public var _ticks: _PublisherTicks<Date> {
            // A millisecond at least: a zero or negative interval cannot spin the loop.
            let nanoseconds = interval.isFinite ? Int64(Swift.min(Swift.max(interval, 0.001), 1e9) * 1e9) : Int64(1e18)
            return _PublisherTicks(identity: ObjectIdentifier(self), interval: nanoseconds,
                                   firstTick: { [weak self] now in self?.connected == true ? now + nanoseconds : nil },
                                   value: { Date(wallNanoseconds: $0) })
        }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop, as Combine's (which Linux lacks); there are
    /// none, and Panel's timers ignore them.
    public struct SchedulerOptions: Sendable {}
}
