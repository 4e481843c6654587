import PanelBase

/// Accessibility information stored with a view: one modifier sets one or a few of these,
/// and the modifiers around a view add up (`AccessibilityProperties`). Panel lists the
/// views touches can operate by them (`InteractiveElement`).
struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    enum Point {
        case unit(UnitPoint)
        case absolute(CGPoint)
    }
    var activationPoint: Point?
    var label: Text?
    var value: Text?
    var hint: Text?
    var identifier: String?
    var hidden: Bool?
    var children: AccessibilityChildBehavior?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
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

    var label: String? { modifier.label?.string(in: environment) }
    var isHidden: Bool { modifier.hidden == true }
    var childBehavior: AccessibilityChildBehavior? { modifier.children }

    /// What this modifier says, for `AccessibilityProperties` to add up.
    var properties: AccessibilityProperties {
        AccessibilityProperties(label: label, value: modifier.value?.string(in: environment),
                                hint: modifier.hint?.string(in: environment), identifier: modifier.identifier,
                                addedTraits: modifier.addedTraits, removedTraits: modifier.removedTraits,
                                adjustableAction: modifier.adjustableAction)
    }
}
