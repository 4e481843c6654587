import Panel

/// A scene's input played through Panel's scripted input source: written as a touch script
/// (`down`, `move`, `up`, `keydown`, `keyup`, `wait`), encoded as a protocol-B
/// touchscreen's and a keyboard's raw evdev events over the physical screen, and decoded
/// back through the display's rotation, as real devices' would be.
enum BenchInputScript {
    /// A script playing `events` (logical coordinates) from `start`, one slot per pointer.
    static func text(for events: [InputEvent], start: MonotonicTime) throws(BenchSceneError) -> String {
        var lines: [String] = []
        var cursor = start
        var slots: [Int: Int] = [:]
        for event in BenchInputOrder.sorted(events) {
            if event.timestamp > cursor {
                lines.append("wait " + seconds(event.timestamp - cursor))
                cursor = event.timestamp
            }
            switch event {
            case .pointer(let touch):
                lines.append(try line(for: touch, slots: &slots))
            case .key(let key):
                lines.append((key.state == .released ? "keyup " : "keydown ") + code(key.code))
            case .axis:
                throw BenchSceneError(description: "a scene's wheel or dial turns cannot be played: touches and keys only")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(for event: PointerEvent, slots: inout [Int: Int]) throws(BenchSceneError) -> String {
        guard let slot = slots[event.pointer] ?? (slots.count < TouchScript.slotCount ? slots.count : nil) else {
            throw BenchSceneError(description: "a scene touches with more than \(TouchScript.slotCount) fingers at once")
        }
        slots[event.pointer] = slot
        let point = coordinate(event.location.x) + " " + coordinate(event.location.y)
        switch event.phase {
        case .began: return "down \(slot) \(point)"
        case .moved: return "move \(slot) \(point)"
        case .ended, .cancelled:
            slots[event.pointer] = nil
            return "up \(slot)"
        }
    }

    /// A key code as the script reads it back: codes, not names (every key has one), with
    /// two digits at least, since a single digit names that digit's key (`2` is KEY_2).
    static func code(_ code: UInt16) -> String {
        code < 10 ? "0" + String(code) : String(code)
    }

    /// The script playing `events` from `start`.
    static func script(for events: [InputEvent], start: MonotonicTime) throws -> TouchScript {
        try TouchScript(parsing: try text(for: events, start: start), file: "bench scene")
    }

    /// The source the loop reads: `events` through the whole input path, on `transform`.
    static func source(for events: [InputEvent], transform: ScreenTransform, start: MonotonicTime) throws -> ScriptedInputSource {
        ScriptedInputSource(script: try script(for: events, start: start), transform: transform, startTime: start)
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
