/// How long a connection waits before its next attempt: doubling from `first` up to
/// `longest` after each failure, each wait drawn at random from its upper half (jitter), so
/// a fleet of panels that lost the same broker does not come back at the same instant.
/// A success starts the doubling again.
public struct ReconnectBackoff: Sendable, Equatable {
    /// Nanoseconds before the second attempt (the first is made at once).
    public var first: Int64
    /// The longest wait.
    public var longest: Int64
    /// Failures since the last success.
    public private(set) var failures = 0

    public init(first: Int64 = 1_000_000_000, longest: Int64 = 60_000_000_000) {
        self.first = max(1, first)
        self.longest = max(self.first, longest)
    }

    /// The wait after one more failure: at most `first` × 2^failures (and `longest`), at
    /// least half of that.
    public mutating func nextDelay<Random: RandomNumberGenerator>(using random: inout Random) -> Int64 {
        let doublings = min(failures, 40)
        failures += 1
        let ceiling = first > longest >> doublings ? longest : first << doublings
        let floor = ceiling / 2
        return floor + Int64.random(in: 0...(ceiling - floor), using: &random)
    }

    /// A connection was made: the next failure waits `first` again.
    public mutating func succeeded() { failures = 0 }
}
