import Glibc
import CLinux
import PanelBase

/// A timerfd on CLOCK_MONOTONIC that becomes readable at one absolute deadline: the real
/// poller waits for the loop's earliest deadline with it, to the nanosecond (epoll's own
/// timeout counts milliseconds).
final class DeadlineTimer {
    let descriptor: Int32
    private(set) var armedAt: MonotonicTime?

    init() throws(LoopError) {
        descriptor = panel_timerfd_create()
        guard descriptor >= 0 else { throw LoopError.system(operation: "timerfd_create", errno: errno) }
    }

    deinit { close(descriptor) }

    /// Arms for `deadline` (a time already past fires at once), or disarms for nil.
    func arm(_ deadline: MonotonicTime?) {
        guard deadline != armedAt else { return }
        armedAt = deadline
        // 0 would mean "disarm": a deadline at or before the epoch fires as soon as possible.
        let ns = deadline.map { Swift.max(1, $0.nanoseconds) } ?? 0
        _ = panel_timerfd_set_absolute(descriptor, ns)
    }

    /// Clears the expiration count after the timer fired.
    func acknowledge() {
        var expirations: UInt64 = 0
        _ = read(descriptor, &expirations, 8)
        armedAt = nil
    }
}
