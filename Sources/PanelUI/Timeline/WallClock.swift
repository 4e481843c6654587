import Glibc
import PanelBase

/// The wall clock (CLOCK_REALTIME) as seen from the host's monotonic time: a timeline's
/// entries are dates, the loop's deadlines monotonic times. The offset is taken once, when
/// the host is made, so a wall-clock step (NTP at boot) does not make a timeline fire early
/// or late; tests and snapshots fix it to draw the same dates every time.
package struct WallClock: Sendable, Equatable {
    /// Wall-clock nanoseconds since 1970 minus monotonic nanoseconds.
    package var offset: Int64

    package init(offset: Int64) { self.offset = offset }

    /// The system's clocks, now.
    package static func system() -> WallClock {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let wall = Nanoseconds.from(seconds: Int64(ts.tv_sec), nanoseconds: Int64(ts.tv_nsec))
        return WallClock(offset: Nanoseconds.difference(wall, MonotonicTime.now().nanoseconds))
    }

    /// A clock that shows `wallNanoseconds` (since 1970) at monotonic `time`.
    package init(showing wallNanoseconds: Int64, at time: MonotonicTime) {
        offset = Nanoseconds.difference(wallNanoseconds, time.nanoseconds)
    }

    /// Nanoseconds since 1970 at `time`.
    package func wall(at time: MonotonicTime) -> Int64 { Nanoseconds.sum(time.nanoseconds, offset) }

    /// The monotonic time at which the wall clock shows `wallNanoseconds`.
    package func monotonic(atWall wallNanoseconds: Int64) -> MonotonicTime {
        MonotonicTime(nanoseconds: Nanoseconds.difference(wallNanoseconds, offset))
    }
}
