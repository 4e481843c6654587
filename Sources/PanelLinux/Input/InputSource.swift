import PanelBase

/// Something that produces pointer events for the event loop: an evdev device, the hot-plug
/// watcher's set of devices, or a scripted source in tests. The loop waits on its file
/// descriptors with epoll and asks it to read when one is ready.
public protocol InputSource: AnyObject {
    /// The descriptors to wait on; may change after `readAvailable` (hot-plug), and may be
    /// empty for a scripted source, which is driven by `nextDeadline` instead.
    var fileDescriptors: [Int32] { get }

    /// Reads whatever `descriptor` has ready, without blocking, and returns the pointer
    /// events it completes (in logical screen coordinates).
    func readAvailable(from descriptor: Int32) -> [PointerEvent]

    /// For sources that play events at set times (scripts, recordings): the time of the
    /// next event, or nil when none is pending.
    var nextDeadline: MonotonicTime? { get }

    /// Returns the events due at or before `time` (scripted sources); devices return none.
    func eventsDue(at time: MonotonicTime) -> [PointerEvent]
}

extension InputSource {
    public var nextDeadline: MonotonicTime? { nil }
    public func eventsDue(at time: MonotonicTime) -> [PointerEvent] { [] }
}
