import Panel

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

    /// The script playing `events` from `start`.
    static func script(for events: [PointerEvent], start: MonotonicTime) throws -> TouchScript {
        try TouchScript(parsing: try text(for: events, start: start), file: "bench scene")
    }

    /// The source the loop reads: `events` through the whole input path, on `transform`.
    static func source(for events: [PointerEvent], transform: ScreenTransform, start: MonotonicTime) throws -> ScriptedInputSource {
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
