import Panel

/// Builds a scene's input in logical screen coordinates: touches, and keys with their
/// timestamps, as the devices would send them.
struct BenchInputBuilder {
    private(set) var events: [InputEvent] = []
    var pointer = 1

    /// A finger down at `point` at `start`, up `duration` ns later.
    mutating func press(_ point: FixedPoint, at start: MonotonicTime, duration: Int64) {
        events.append(.pointer(PointerEvent(pointer: pointer, phase: .began, location: point, timestamp: start)))
        events.append(.pointer(PointerEvent(pointer: pointer, phase: .ended, location: point, timestamp: start + duration)))
    }

    /// A finger down at `from`, moving in `steps` equal steps `stepInterval` apart to `to`
    /// and back, then up.
    mutating func swipe(from: FixedPoint, to: FixedPoint, at start: MonotonicTime, steps: Int, stepInterval: Int64) {
        events.append(.pointer(PointerEvent(pointer: pointer, phase: .began, location: from, timestamp: start)))
        var time = start
        let count = Swift.max(1, steps)
        for step in 1...(2 * count) {
            let k = step <= count ? step : 2 * count - step
            let point = FixedPoint(x: from.x + (to.x - from.x) * k / count, y: from.y + (to.y - from.y) * k / count)
            time = time + stepInterval
            events.append(.pointer(PointerEvent(pointer: pointer, phase: .moved, location: point, timestamp: time)))
        }
        events.append(.pointer(PointerEvent(pointer: pointer, phase: .ended, location: from, timestamp: time + stepInterval)))
    }

    /// Key `code` (a Linux key code) down at `start`, up `duration` ns later.
    mutating func key(_ code: UInt16, at start: MonotonicTime, duration: Int64) {
        keyDown(code, at: start)
        keyUp(code, at: start + duration)
    }

    mutating func keyDown(_ code: UInt16, at time: MonotonicTime) {
        events.append(.key(KeyEvent(code: code, state: .pressed, timestamp: time)))
    }

    mutating func keyUp(_ code: UInt16, at time: MonotonicTime) {
        events.append(.key(KeyEvent(code: code, state: .released, timestamp: time)))
    }
}
