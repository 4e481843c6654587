import PanelBase

/// Changes where a view takes touches.
struct _HitTestingModifier: ViewModifier, PrimitiveModifier {
    /// false: the view and its descendants take no touches; true: its whole frame does.
    package let whole: Bool
    package func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { HitTestingNode() }
}

final class HitTestingNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var whole = true
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _HitTestingModifier { whole = m.whole }
    }
    override var acceptsTouchesInFrame: Bool { whole }
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        whole ? super.hitTest(point, path: &path) : false
    }
}

extension View {
    /// Whether this view and its descendants take touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        Group {
            if enabled { self } else { modifier(_HitTestingModifier(whole: false)) }
        }
    }

    /// Makes the whole frame take touches, gaps included (Panel's shapes all mean the
    /// frame).
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        modifier(_HitTestingModifier(whole: true))
    }
}
