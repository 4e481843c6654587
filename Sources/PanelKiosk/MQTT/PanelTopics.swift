/// The topics of one panel, all under `panel/<node>/` (docs/mqtt.md):
/// `<id>/set` commands in, `<id>/state` retained states out, `event/<id>` presses out, and
/// `availability` (`online` retained; `offline` as the will and when the panel stops).
struct PanelTopics: Sendable, Equatable {
    let node: String
    let base: String

    init(node: String) {
        self.node = node
        base = "panel/\(node)/"
    }

    var availability: String { base + "availability" }
    /// Every control's command topic, in one subscription.
    var commandFilter: String { base + "+/set" }

    func command(_ id: String) -> String { base + id + "/set" }
    func state(_ id: String) -> String { base + id + "/state" }
    func event(_ id: String) -> String { base + "event/" + id }

    /// The control a command topic names (`panel/<node>/<id>/set`), or nil.
    func controlID(fromCommandTopic topic: String) -> String? {
        guard topic.hasPrefix(base), topic.hasSuffix("/set") else { return nil }
        let id = topic.dropFirst(base.count).dropLast(4)
        return id.isEmpty || id.contains("/") ? nil : String(id)
    }

    /// Whether `topic` can be published to and subscribed to as it is: 1 to 256 bytes of
    /// UTF-8 without wildcards, NUL or control characters.
    static func isPublishable(_ topic: String) -> Bool {
        !topic.isEmpty && topic.utf8.count <= 256
            && !topic.unicodeScalars.contains { $0 == "+" || $0 == "#" || $0.value < 32 || $0.value == 127 }
    }
}
