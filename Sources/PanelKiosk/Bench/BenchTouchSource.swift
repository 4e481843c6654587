import Panel

/// A scripted touch source for the benchmark: pointer events played at their timestamps,
/// through the same `InputSource` protocol the event loop reads evdev devices with.
final class BenchTouchSource: InputSource {
    private var events: [PointerEvent]
    private var next = 0

    /// Plays `events` (sorted by timestamp here; equal times keep their order).
    init(events: [PointerEvent]) {
        self.events = events.enumerated().sorted { a, b in
            a.element.timestamp == b.element.timestamp ? a.offset < b.offset : a.element.timestamp < b.element.timestamp
        }.map(\.element)
    }

    var fileDescriptors: [Int32] { [] }
    func readAvailable(from descriptor: Int32) -> [PointerEvent] { [] }

    var nextDeadline: MonotonicTime? { next < events.count ? events[next].timestamp : nil }

    func eventsDue(at time: MonotonicTime) -> [PointerEvent] {
        var due: [PointerEvent] = []
        while next < events.count, events[next].timestamp <= time {
            due.append(events[next])
            next += 1
        }
        return due
    }

    /// Every event, in playing order.
    var allEvents: [PointerEvent] { events }
}
