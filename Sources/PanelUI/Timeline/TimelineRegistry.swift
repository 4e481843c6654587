import PanelBase

/// The timelines in a view graph, with the clock they read: the host sets `time` before
/// each update, asks for the earliest entry due, and fires those due when time moves on.
@MainActor
final class TimelineRegistry {
    /// The host's time at the update being made: the moment a timeline's entry is for.
    var time = MonotonicTime.zero
    var wallClock = WallClock.system()
    private var nodes: [ObjectIdentifier: TimelineNode] = [:]

    func register(_ node: TimelineNode) { nodes[ObjectIdentifier(node)] = node }
    func unregister(_ node: TimelineNode) { nodes[ObjectIdentifier(node)] = nil }

    /// When the next entry of any timeline is due.
    var nextDeadline: MonotonicTime? { nodes.values.compactMap(\.deadline).min() }

    /// Marks the timelines whose next entry is due by `time` for re-evaluation.
    func fire(at time: MonotonicTime) {
        guard !nodes.isEmpty else { return }
        for node in nodes.values { node.fire(at: time) }
    }
}
