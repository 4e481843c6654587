import Glibc

/// A moment on CLOCK_MONOTONIC, in nanoseconds: the clock of kernel input timestamps,
/// DRM page-flip events and timerfd deadlines, so all three compare directly.
public struct MonotonicTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    public init(seconds: Double) { self.nanoseconds = Int64((seconds * 1e9).rounded()) }

    public static let zero = MonotonicTime(nanoseconds: 0)

    /// The current time.
    public static func now() -> MonotonicTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return MonotonicTime(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }

    public var seconds: Double { Double(nanoseconds) / 1e9 }

    @inlinable public static func < (a: MonotonicTime, b: MonotonicTime) -> Bool { a.nanoseconds < b.nanoseconds }
    @inlinable public static func + (a: MonotonicTime, b: Int64) -> MonotonicTime { MonotonicTime(nanoseconds: a.nanoseconds + b) }
    @inlinable public static func - (a: MonotonicTime, b: MonotonicTime) -> Int64 { a.nanoseconds - b.nanoseconds }

    public var description: String { "\(nanoseconds / 1_000_000).\(String(nanoseconds % 1_000_000 / 1000))ms" }
}
