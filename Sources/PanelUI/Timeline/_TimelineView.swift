import PanelBase

/// The view under SwiftUI's `TimelineView`, in wall-clock nanoseconds since 1970 rather
/// than dates (the UI core does without Foundation): `entries` gives, for the wall time
/// now, the entry to show and when the next one is due; `content` makes the view for an
/// entry. The node makes its content again when the next entry is due, and only then:
/// the loop sleeps in between (`ViewHost.nextDeadline`).
package struct _TimelineView: View, PrimitiveView {
    package let entries: (_ now: Int64) -> (current: Int64, next: Int64?)
    package let content: (_ entry: Int64) -> any View

    package init(entries: @escaping (_ now: Int64) -> (current: Int64, next: Int64?),
                 content: @escaping (_ entry: Int64) -> any View) {
        self.entries = entries
        self.content = content
    }

    package var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { TimelineNode() }
}

/// A timeline's node: a body that is the content for the current entry, marked for
/// re-evaluation when the next entry is due.
final class TimelineNode: CompositeNode, TimedNode {
    /// When the next entry is due (nil: the schedule has no more).
    private(set) var deadline: MonotonicTime?

    override func makeBody() -> any View {
        guard let timeline = view as? _TimelineView, let graph else { return EmptyView() }
        let timelines = graph.timelines
        // The host's time: an entry is made for the moment of the update.
        let now = graph.time
        let (current, next) = timeline.entries(timelines.wallClock.wall(at: now))
        // An entry due no later than now (a schedule that repeats its dates) waits a
        // millisecond, so a faulty schedule cannot spin the loop.
        deadline = next.map { Swift.max(timelines.wallClock.monotonic(atWall: $0), now + 1_000_000) }
        timelines.register(self)
        return timeline.content(current)
    }

    /// Marks the body for re-evaluation when its next entry is due by `time`.
    func fire(at time: MonotonicTime) {
        guard let due = deadline, due <= time else { return }
        deadline = nil
        markDirty()
    }

    override func didRemove() {
        graph?.timelines.unregister(self)
        super.didRemove()
    }
}
