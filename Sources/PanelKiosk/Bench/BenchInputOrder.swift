import Panel

/// A scene's input in playing order: sorted by timestamp, events at the same time kept in
/// the order the scene gave them (a Shift pressed before the letter it capitalises).
enum BenchInputOrder {
    static func sorted(_ events: [InputEvent]) -> [InputEvent] {
        events.enumerated().sorted { a, b in
            a.element.timestamp == b.element.timestamp ? a.offset < b.offset : a.element.timestamp < b.element.timestamp
        }.map(\.element)
    }
}
