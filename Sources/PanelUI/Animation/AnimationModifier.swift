import PanelBase

/// `.animation(_:value:)`: changes to the view's drawing made in an update where `value`
/// changed move with `animation` (nil: at once), whatever the transaction says, unless the
/// transaction disables such animations.
struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: Value
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AnimationModifierNode<Value>() }
}

/// The node of `_AnimationModifier<Value>`: made for that one type, it reads its modifier
/// as that type, with no dynamic cast.
final class AnimationModifierNode<Value: Equatable>: ModifierNode, ImplicitAnimationSource {
    override var ownValueAffectsLayout: Bool { false }
    /// Each build notes whether the value changed since the last one.
    override var ownValueAffectsDrawing: Bool { true }
    private var animation: Animation?
    /// Whether the value changed since the display list was last made.
    private var changed = false
    /// The watched value, once configured.
    private var value: Value?

    /// The animation for views inserted or removed below in this update, if the value changed.
    var changedAnimation: Animation?? { changed ? .some(animation) : nil }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let next = storedValue(modifier, as: _AnimationModifier<Value>.self) else { return }
        if let value, value != next.value { changed = true }
        animation = next.animation
        value = next.value
    }

    override func draw(into builder: inout DisplayListBuilder) {
        builder.pushImplicitAnimation(animation, changed: changed && builder.implicitAnimationsDisabled == 0)
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
