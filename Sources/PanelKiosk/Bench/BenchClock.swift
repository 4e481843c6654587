import Glibc

/// CLOCK_MONOTONIC in nanoseconds: every phase of every frame is timed with it, the same
/// clock as kernel input timestamps and page-flip events.
enum BenchClock {
    @inline(__always) static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
