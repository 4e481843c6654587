/// Which topics a panel takes commands on, and what each asks (docs/mqtt.md): its own
/// `panel/<node>/`, each of its groups' `panel/group/<group>/` and everyone's
/// `panel/all/`, each with `<id>/set` (a control's command), `panel/set` (a whole panel
/// file) and `screenshot`. A command on a group's or everyone's topic acts exactly as on the
/// panel's own; answers go on the panel's own topics.
struct MQTTCommandRoutes: Sendable, Equatable {
    enum Route: Equatable {
        /// A control's command: `<prefix><id>/set`.
        case control(String)
        /// A whole panel file to show: `<prefix>panel/set`.
        case panelSet
        /// A picture of the screen asked for: `<prefix>screenshot`.
        case screenshot

        /// On the panel as a whole, not one of its controls.
        var isOperation: Bool {
            if case .control = self { return false }
            return true
        }
    }

    /// Node names that would read as the group and broadcast prefixes.
    static let reservedNames: Set<String> = ["all", "group"]
    /// The control id that `panel/set` takes away from controls.
    static let panelLevel = "panel"

    /// `panel/<node>/`, then each group's, then `panel/all/`.
    let prefixes: [String]

    init(topics: PanelTopics, groups: [String] = []) {
        prefixes = [topics.base] + groups.map { "panel/group/\($0)/" } + ["panel/all/"]
    }

    /// What the broker is asked for: per prefix, every `<level>/set` and the screenshot.
    var subscriptions: [String] { prefixes.flatMap { [$0 + "+/set", $0 + "screenshot"] } }

    /// What `topic` asks, or nil when it is none of the panel's command topics.
    func route(_ topic: String) -> Route? {
        for prefix in prefixes where topic.hasPrefix(prefix) {
            let rest = topic.utf8.dropFirst(prefix.utf8.count)
            if rest.elementsEqual("screenshot".utf8) { return .screenshot }
            guard rest.count > 4, rest.suffix(4).elementsEqual("/set".utf8) else { continue }
            let level = Substring(rest.dropLast(4))
            guard !level.isEmpty, !level.contains("/") else { continue }
            return level == MQTTCommandRoutes.panelLevel ? .panelSet : .control(String(level))
        }
        return nil
    }
}
