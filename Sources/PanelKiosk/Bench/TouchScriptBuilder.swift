import Panel

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
