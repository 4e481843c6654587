import Glibc
import CLinux
import PanelBase

/// Wakes the event loop from any thread: an eventfd in the loop's epoll set. A model
/// changed on a background thread calls `wake()`; the loop returns from `epoll_wait`, and
/// its producer finds what changed and draws it in the next frame. Wakes that come before
/// the loop reads the descriptor merge into one.
public final class LoopWake: Sendable {
    /// The eventfd; -1 when none could be made (then `wake()` does nothing, and changes
    /// from other threads wait for the loop's next wake-up).
    public let descriptor: Int32

    public init() {
        descriptor = panel_eventfd_create()
        if descriptor < 0 {
            Log.warning("eventfd: \(String(cString: strerror(errno))); changes from other threads wait for the next event")
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Makes the loop wake up (from any thread).
    public func wake() {
        if descriptor >= 0 { _ = panel_eventfd_signal(descriptor) }
    }

    /// Reads the wake-ups back (on the loop's thread): true when there were any.
    @discardableResult
    public func acknowledge() -> Bool {
        descriptor >= 0 && panel_eventfd_drain(descriptor) > 0
    }
}
