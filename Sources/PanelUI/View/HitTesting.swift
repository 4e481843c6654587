import PanelBase

/// Changes where a view takes touches.
struct _HitTestingModifier: ViewModifier, PrimitiveModifier {
    /// false: the view and its descendants take no touches; true: its whole frame does.
    let whole: Bool
    /// With `whole`: only points inside this shape (filling the frame; a circle its largest
    /// centred square) take touches. Plain values, so the modifier is compared as bytes.
    var shape: ShapeKind? = nil
    var keepsSquare = false
    /// A custom shape's outline, tested in place of `shape`.
    var outline: ShapeOutline? = nil
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { HitTestingNode() }
}

final class HitTestingNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var whole = true
    private var shape: ShapeKind?
    private var keepsSquare = false
    private var outline: ShapeOutline?
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _HitTestingModifier {
            whole = m.whole
            shape = m.shape
            keepsSquare = m.keepsSquare
            outline = m.outline
        }
    }
    override var acceptsTouchesInFrame: Bool { whole }
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard whole else { return false }
        if let outline {
            if !outline.contains(point, in: frame) { return false }
        } else if let shape, !shape.roundedShape(in: shapeRect).contains(point) {
            return false
        }
        return super.hitTest(point, path: &path)
    }

    /// The frame, or its largest centred square for a circle.
    private var shapeRect: FixedRect {
        guard keepsSquare else { return frame }
        let side = Fixed.min(frame.width, frame.height)
        return FixedRect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side, height: side)
    }
}

extension View {
    /// Whether this view and its descendants take touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        Group {
            if enabled { self } else { modifier(_HitTestingModifier(whole: false)) }
        }
    }

    /// Makes `shape`, filling the view's frame (a circle its largest centred square), the
    /// area that takes touches: gaps inside it included, everything outside it excluded. A
    /// custom shape's path is tested by its non-zero rule.
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        let described = shape as? ShapeDescribing
        let kind = described?.shapeKind ?? .rectangle
        // A rectangle is the whole frame: no shape to test.
        return modifier(_HitTestingModifier(whole: true, shape: kind == .rectangle ? nil : kind, keepsSquare: described?.keepsSquare ?? false,
                                            outline: ShapeOutline(shape)))
    }
}
