import PanelBase

/// `.animation(_:value:)`: changes to the view's drawing made in an update where `value`
/// changed move with `animation` (nil: at once), whatever the transaction says, unless the
/// transaction disables such animations.
struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    package let value: Value
    package func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AnimationModifierNode() }
}

/// What `AnimationModifierNode` needs of any `_AnimationModifier`.
@MainActor
protocol AnimationModifierDescribing {
    var modifierAnimation: Animation? { get }
    /// Whether the watched value differs from `other`'s (or `other` is not one).
    func valueDiffers(from other: Any?) -> Bool
}

extension _AnimationModifier: AnimationModifierDescribing {
    var modifierAnimation: Animation? { animation }
    func valueDiffers(from other: Any?) -> Bool {
        guard let other = other as? _AnimationModifier<Value> else { return true }
        return other.value != value
    }
}

final class AnimationModifierNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    /// Each build notes whether the value changed since the last one.
    override var ownValueAffectsDrawing: Bool { true }
    private var current: (any AnimationModifierDescribing)?
    /// Whether the value changed since the display list was last made.
    private var changed = false

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let next = modifier as? any AnimationModifierDescribing else { return }
        if let current, next.valueDiffers(from: current) { changed = true }
        current = next
    }

    package override func draw(into builder: inout DisplayListBuilder) {
        builder.pushImplicitAnimation(current?.modifierAnimation, changed: changed)
        changed = false
        super.draw(into: &builder)
        builder.popImplicitAnimation()
    }
}

extension View {
    /// Animates the changes to this view with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}
