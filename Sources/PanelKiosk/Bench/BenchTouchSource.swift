import Panel

/// A scripted touch source for the benchmark: pointer events played at their timestamps,
/// through the same `InputSource` protocol the event loop reads evdev devices with.
final class BenchTouchSource: TimedInputSource {
    private var events: [PointerEvent]
    private var next = 0

    /// Plays `events` (sorted by timestamp here; equal times keep their order).
    init(events: [PointerEvent]) {
        self.events = events.enumerated().sorted { a, b in
            a.element.timestamp == b.element.timestamp ? a.offset < b.offset : a.element.timestamp < b.element.timestamp
        }.map(\.element)
    }

    var nextDeadline: MonotonicTime? { next < events.count ? events[next].timestamp : nil }

    func eventsDue(at time: MonotonicTime) -> [InputEvent] {
        var due: [InputEvent] = []
        while next < events.count, events[next].timestamp <= time {
            due.append(.pointer(events[next]))
            next += 1
        }
        return due
    }

    /// Every event, in playing order.
    var allEvents: [PointerEvent] { events }
}
