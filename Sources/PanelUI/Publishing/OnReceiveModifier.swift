import PanelBase

/// `.onReceive`: runs an action with each value a publisher delivers while the view is in
/// the tree. The node's next tick is one of the host's deadlines, so between ticks the
/// loop sleeps.
struct _OnReceiveModifier<Output>: ViewModifier, PrimitiveModifier {
    let ticks: _PublisherTicks<Output>
    let action: @MainActor (Output) -> Void
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { OnReceiveNode<Output>() }
}

final class OnReceiveNode<Output>: ModifierNode, TimedNode {
    override var ownValueAffectsLayout: Bool { false }
    private var ticks: _PublisherTicks<Output>?
    private var action: (@MainActor (Output) -> Void)?
    private(set) var deadline: MonotonicTime?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _OnReceiveModifier<Output> else { return }
        action = m.action
        // The same publisher keeps its ticks going; another (or the first) starts them.
        if let current = ticks, current.identity != nil, current.identity == m.ticks.identity { return }
        ticks = m.ticks
        guard let graph else { return }
        deadline = m.ticks.firstTick(graph.time)
        graph.timelines.register(self)
    }

    /// Delivers the tick due by `time`, once for any number missed, and schedules the next.
    func fire(at time: MonotonicTime) {
        guard let due = deadline, due <= time, let ticks, let graph else { return }
        let interval = ticks.interval
        let missed = (time - due) / interval
        deadline = due + (missed + 1) * interval
        action?(ticks.value(graph.timelines.wallClock.wall(at: due + missed * interval)))
        graph.needsUpdate = true
    }

    override func didRemove() {
        graph?.timelines.unregister(self)
        deadline = nil
        super.didRemove()
    }
}

extension View {
    /// Runs `action` with each value `publisher` delivers, on the main actor, while this
    /// view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(_OnReceiveModifier(ticks: publisher._ticks, action: action))
    }
}
