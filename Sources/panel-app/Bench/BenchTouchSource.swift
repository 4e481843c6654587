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

/// Builds touch scripts in logical screen coordinates.
struct TouchScriptBuilder {
    private(set) var events: [PointerEvent] = []
    var pointer = 1

    /// A finger down at `point` at `start`, up `duration` ns later.
    mutating func press(_ point: FixedPoint, at start: MonotonicTime, duration: Int64) {
        events.append(PointerEvent(pointer: pointer, phase: .began, location: point, timestamp: start))
        events.append(PointerEvent(pointer: pointer, phase: .ended, location: point, timestamp: start + duration))
    }

    /// A finger down at `from`, moving in `steps` equal steps `stepInterval` apart to `to`
    /// and back, then up.
    mutating func swipe(from: FixedPoint, to: FixedPoint, at start: MonotonicTime, steps: Int, stepInterval: Int64) {
        events.append(PointerEvent(pointer: pointer, phase: .began, location: from, timestamp: start))
        var time = start
        let count = Swift.max(1, steps)
        for step in 1...(2 * count) {
            let k = step <= count ? step : 2 * count - step
            let point = FixedPoint(x: from.x + (to.x - from.x) * k / count, y: from.y + (to.y - from.y) * k / count)
            time = time + stepInterval
            events.append(PointerEvent(pointer: pointer, phase: .moved, location: point, timestamp: time))
        }
        events.append(PointerEvent(pointer: pointer, phase: .ended, location: from, timestamp: time + stepInterval))
    }
}
