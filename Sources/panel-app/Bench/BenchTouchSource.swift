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

/// Scene touches played through Panel's scripted input source: written as a touch script
/// (`down`, `move`, `up`, `wait`), encoded as a protocol-B touchscreen's raw evdev events
/// over the physical screen, and decoded back through the display's rotation, as a real
/// touchscreen's would be.
enum BenchTouchScript {
    /// A script playing `events` (logical coordinates) from `start`, one slot per pointer.
    static func text(for events: [PointerEvent], start: MonotonicTime) throws(BenchSceneError) -> String {
        var lines: [String] = []
        var cursor = start
        var slots: [Int: Int] = [:]
        for event in BenchTouchSource(events: events).allEvents {
            if event.timestamp > cursor {
                lines.append("wait " + seconds(event.timestamp - cursor))
                cursor = event.timestamp
            }
            guard let slot = slots[event.pointer] ?? (slots.count < TouchScript.slotCount ? slots.count : nil) else {
                throw BenchSceneError(description: "a scene touches with more than \(TouchScript.slotCount) fingers at once")
            }
            slots[event.pointer] = slot
            let point = coordinate(event.location.x) + " " + coordinate(event.location.y)
            switch event.phase {
            case .began: lines.append("down \(slot) \(point)")
            case .moved: lines.append("move \(slot) \(point)")
            case .ended, .cancelled:
                lines.append("up \(slot)")
                slots[event.pointer] = nil
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The source the loop reads: `events` through the whole input path, on `transform`.
    static func source(for events: [PointerEvent], transform: ScreenTransform, start: MonotonicTime) throws -> ScriptedInputSource {
        let script = try TouchScript(parsing: try text(for: events, start: start), file: "bench scene")
        return ScriptedInputSource(script: script, transform: transform, startTime: start)
    }

    /// Nanoseconds as seconds with nine decimals (exact).
    static func seconds(_ nanoseconds: Int64) -> String {
        let fraction = String(nanoseconds % 1_000_000_000)
        return "\(nanoseconds / 1_000_000_000)." + String(repeating: "0", count: 9 - fraction.count) + fraction
    }

    /// 1/64 px as a decimal (exact: 1/64 = 0.015625).
    static func coordinate(_ value: Fixed) -> String {
        let raw = Swift.max(0, value.raw)
        let fraction = String((raw % 64) * 15625)
        return "\(raw / 64)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
