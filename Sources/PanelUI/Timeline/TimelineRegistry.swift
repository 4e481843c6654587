import PanelBase

/// A node that changes at a time of its own: a timeline's next entry, a timer's next
/// second.
@MainActor
protocol TimedNode: AnyObject {
    /// When it next changes (nil: not again).
    var deadline: MonotonicTime? { get }
    /// Changes, when its deadline is due by `time`.
    func fire(at time: MonotonicTime)
}

/// The timelines (and timed texts) in a view graph, with the wall clock they read: the
/// host asks for the earliest entry due, and fires those due when its time moves on.
@MainActor
final class TimelineRegistry {
    var wallClock = WallClock.system()
    private var nodes: [ObjectIdentifier: any TimedNode] = [:]

    func register(_ node: any TimedNode) { nodes[ObjectIdentifier(node)] = node }
    func unregister(_ node: any TimedNode) { nodes[ObjectIdentifier(node)] = nil }

    /// How many timelines are registered (a timeline that left the tree must not be).
    var count: Int { nodes.count }

    /// When the next entry of any timeline is due.
    var nextDeadline: MonotonicTime? { nodes.values.compactMap(\.deadline).min() }

    /// Marks the timelines whose next entry is due by `time` for re-evaluation.
    func fire(at time: MonotonicTime) {
        guard !nodes.isEmpty else { return }
        for node in nodes.values { node.fire(at: time) }
    }
}
