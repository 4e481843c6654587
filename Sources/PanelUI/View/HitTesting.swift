import PanelBase

/// Changes where a view takes touches.
package struct _HitTestingModifier: ViewModifier, PrimitiveModifier {
    /// false: the view and its descendants take no touches; true: its whole frame does.
    package let whole: Bool
    package func body(content: Content) -> Never { primitiveBody() }
    package func makeNode() -> ModifierNode { HitTestingNode() }
}

package final class HitTestingNode: ModifierNode {
    package override var ownValueAffectsLayout: Bool { false }
    private var whole = true
    package override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _HitTestingModifier { whole = m.whole }
    }
    package override var acceptsTouchesInFrame: Bool { whole }
    package override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
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
