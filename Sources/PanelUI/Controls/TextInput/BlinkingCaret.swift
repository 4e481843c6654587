import PanelBase

/// The caret of a focused text field: a bar in the tint that shows for half a second and
/// hides for half a second, solid again whenever `restart` changes (a key typed, the caret
/// moved). Each change is a deadline of the host, so the loop wakes twice a second for it
/// and for nothing in between; a caret off screen (scrolled away, outside its scroll view)
/// sets no deadline at all.
struct BlinkingCaret: View, PrimitiveView {
    let height: CGFloat
    let restart: Int

    /// How long the caret shows, then hides.
    static let phase: Int64 = 500_000_000

    var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { BlinkingCaretNode() }
}

final class BlinkingCaretNode: CompositeNode, TimedNode {
    private var restart: Int?
    private var shownSince = MonotonicTime.zero
    /// The phase drawn: even shows, odd hides.
    private var phase: Int64 = 0

    var deadline: MonotonicTime? {
        guard isInGraph, isOnScreen else { return nil }
        return shownSince + (phase + 1) * BlinkingCaret.phase
    }

    /// Whether the caret's frame meets the screen and every scroll view it is in.
    private var isOnScreen: Bool {
        guard let graph else { return false }
        let shown = screenFrame
        func meets(_ area: FixedRect) -> Bool {
            shown.minX < area.maxX && area.minX < shown.maxX && shown.minY < area.maxY && area.minY < shown.maxY
        }
        guard meets(FixedRect(origin: .zero, size: graph.size)) else { return false }
        var visible = true
        forEachEnclosingScrollView { scroll in if !meets(scroll.screenFrame) { visible = false } }
        return visible
    }

    override func makeBody() -> any View {
        guard let caret = view as? BlinkingCaret, let graph else { return EmptyView() }
        let now = graph.time
        if caret.restart != restart {
            restart = caret.restart
            shownSince = now
        }
        phase = Swift.max(0, (now - shownSince) / BlinkingCaret.phase)
        graph.timelines.register(self)
        // Hidden, it is drawn clear: the same layout, and nothing on screen.
        let color = phase % 2 == 0 ? environment.tint ?? .accentColor : .clear
        return Rectangle().fill(color).frame(width: 2, height: caret.height)
    }

    func fire(at time: MonotonicTime) {
        guard let due = deadline, due <= time else { return }
        markDirty()
    }

    override func didRemove() {
        graph?.timelines.unregister(self)
        super.didRemove()
    }
}
