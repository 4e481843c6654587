import PanelBase

/// Accessibility information stored with a view: where a tap activates it, and a label.
struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    enum Point {
        case unit(UnitPoint)
        case absolute(CGPoint)
    }
    var activationPoint: Point?
    var label: String?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AccessibilityNode() }
}

final class AccessibilityNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var modifier = _AccessibilityModifier()

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _AccessibilityModifier { self.modifier = m }
    }

    /// The activation point in the coordinates of its frame, if this view sets one.
    var activationPoint: FixedPoint? {
        switch modifier.activationPoint {
        case .unit(let unit): frame.point(at: unit)
        case .absolute(let point): FixedPoint(x: frame.minX + Fixed(point.x), y: frame.minY + Fixed(point.y))
        case nil: nil
        }
    }

    var label: String? { modifier.label }
}

extension View {
    /// Where a tap activates this view, in its own unit square.
    public func accessibility(activationPoint: UnitPoint) -> some View {
        modifier(_AccessibilityModifier(activationPoint: .unit(activationPoint)))
    }

    /// Where a tap activates this view, in its own coordinates.
    public func accessibility(activationPoint: CGPoint) -> some View {
        modifier(_AccessibilityModifier(activationPoint: .absolute(activationPoint)))
    }

    /// Where a tap activates this view, in its own unit square.
    public func accessibilityActivationPoint(_ point: UnitPoint) -> some View {
        accessibility(activationPoint: point)
    }

    /// The label Panel lists this view under (instead of the text inside it).
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(_AccessibilityModifier(label: label))
    }
}
