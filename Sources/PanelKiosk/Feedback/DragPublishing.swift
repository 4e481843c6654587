import Panel

/// When a slider's values go out while it is dragged (docs/panel-file.md, slider's
/// `updatesPerSecond`): by default only the value it is released at; with a rate, at most
/// that many values a second, and always the released one last. The screen follows the
/// finger either way: only the action, the saved value and the published state wait.
struct DragPublishing {
    private struct Drag {
        /// The value last sent out (at first, the one the drag started from).
        var sent: ControlValue?
        var sentAt: MonotonicTime?
    }

    private var drags: [String: Drag] = [:]

    /// Whether `id` is being dragged.
    func isDragged(_ id: String) -> Bool { drags[id] != nil }

    /// A drag began on `id`, which shows `value`.
    mutating func began(_ id: String, at value: ControlValue?) {
        drags[id] = Drag(sent: value, sentAt: nil)
    }

    /// Whether `value`, reached while dragging, goes out now (true when `id` is not dragged).
    mutating func admits(_ value: ControlValue, for id: String, rate: Double?, now: MonotonicTime) -> Bool {
        guard var drag = drags[id] else { return true }
        guard let rate, rate > 0, value != drag.sent else { return false }
        if let last = drag.sentAt, now - last < Int64(1e9 / rate) { return false }
        drag.sent = value
        drag.sentAt = now
        drags[id] = drag
        return true
    }

    /// The drag on `id` ended where it shows `value`: whether that value is still to go out.
    mutating func ended(_ id: String, at value: ControlValue?) -> Bool {
        guard let drag = drags.removeValue(forKey: id) else { return false }
        return value != nil && value != drag.sent
    }
}

extension DragPublishing {
    static let maximumRate = 50.0

    /// A slider's `updatesPerSecond`: nil when absent (or wrong, with a problem recorded).
    static func decodeRate(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Double? {
        guard let (n, p) = reader.number("updatesPerSecond", problems: &problems) else { return nil }
        guard n > 0, n <= maximumRate else {
            problems.append(PanelFileProblem(position: p, field: reader.fieldPath("updatesPerSecond"), message: "expected a number of values a second above 0 and up to 50, found \(PanelFileDecoder.numberText(n))"))
            return nil
        }
        return n
    }
}
