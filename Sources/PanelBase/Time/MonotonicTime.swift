import Glibc

/// A moment on CLOCK_MONOTONIC, in nanoseconds: the clock of kernel input timestamps,
/// DRM page-flip events and timerfd deadlines, so all three compare directly.
///
/// Arithmetic saturates (see `Nanoseconds`): a deadline too far away to hold is
/// `distantFuture`, never a trap or a time in the past.
public struct MonotonicTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    /// Seconds on the clock, rounded to the nanosecond; clamped (NaN is zero), never a trap.
    public init(seconds: Double) { self.nanoseconds = Nanoseconds.clamping(seconds: seconds) }

    public static let zero = MonotonicTime(nanoseconds: 0)
    /// Later than any time the clock reaches: what a saturated deadline becomes.
    public static let distantFuture = MonotonicTime(nanoseconds: .max)

    /// The current time.
    public static func now() -> MonotonicTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return MonotonicTime(nanoseconds: Nanoseconds.from(seconds: Int64(ts.tv_sec), nanoseconds: Int64(ts.tv_nsec)))
    }

    public var seconds: Double { Double(nanoseconds) / 1e9 }

    @inlinable public static func < (a: MonotonicTime, b: MonotonicTime) -> Bool { a.nanoseconds < b.nanoseconds }
    /// The time `b` nanoseconds later (earlier when negative), saturating.
    @inlinable public static func + (a: MonotonicTime, b: Int64) -> MonotonicTime {
        MonotonicTime(nanoseconds: Nanoseconds.sum(a.nanoseconds, b))
    }
    /// The nanoseconds from `b` to `a`, saturating.
    @inlinable public static func - (a: MonotonicTime, b: MonotonicTime) -> Int64 {
        Nanoseconds.difference(a.nanoseconds, b.nanoseconds)
    }

    public var description: String { "\(nanoseconds / 1_000_000).\(String(nanoseconds % 1_000_000 / 1000))ms" }
}
