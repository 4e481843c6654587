import PanelBase

/// Drawing effects on a view's flattened content: opacity, scale, shadow, clip, blend
/// mode, and the compositing group that makes later effects apply to the whole.
@usableFromInline
struct _EffectModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline
    enum Effect: Equatable {
        case opacity(Double)
        case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        case compositingGroup
        case clip
        case blendMode(BlendMode)
    }
    let effect: Effect
    @usableFromInline init(effect: Effect) { self.effect = effect }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { EffectNode() }
}

final class EffectNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var effect = _EffectModifier.Effect.compositingGroup

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _EffectModifier, m.effect != effect else { return }
        effect = m.effect
        drawingChanged()
    }

    /// The effect in screen terms, for the display list.
    var groupEffect: GroupEffect {
        var group = GroupEffect()
        switch effect {
        case .opacity(let value):
            group.opacity = UInt8(Swift.max(0, Swift.min(255, (value * 255).rounded())))
        case .scale(let x, let y, let anchor):
            group.scaleX = GroupEffect.q16(x)
            group.scaleY = GroupEffect.q16(y)
            group.anchor = frame.point(at: anchor)
        case .shadow(let color, let radius, let x, let y):
            group.shadow = ShadowEffect(color: color.pixelColor, radius: Fixed(Swift.max(0, radius)),
                                        offset: FixedPoint(x: Fixed(x), y: Fixed(y)))
        case .compositingGroup:
            break
        case .clip:
            group.clip = frame
        case .blendMode(let mode):
            group.blendMode = mode.layerBlendMode
        }
        return group
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let blendedBefore = builder.blendedGroupsOpened
        builder.beginGroup(groupEffect, owner: self)
        super.draw(into: &builder)
        // A compositing group is the backdrop of what blends inside it, not the screen.
        if effect == .compositingGroup, builder.blendedGroupsOpened > blendedBefore { builder.isolateInnermostGroup() }
        builder.endGroup()
    }
}

extension View {
    /// Draws the view with the given opacity (0 transparent, 1 opaque).
    @inlinable public func opacity(_ opacity: Double) -> some View {
        modifier(_EffectModifier(effect: .opacity(opacity)))
    }

    /// Scales the drawn view about `anchor`; layout and touch areas keep the unscaled frame.
    @inlinable public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(x: s, y: s, anchor: anchor)))
    }

    /// Scales the drawn view about `anchor` by different factors in x and y.
    @inlinable public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(x: x, y: y, anchor: anchor)))
    }

    /// Scales the drawn view about `anchor`.
    @inlinable public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(x: scale.width, y: scale.height, anchor: anchor)))
    }

    /// Draws a blurred shadow of the view's content beneath it.
    @inlinable public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_EffectModifier(effect: .shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// Flattens the view into one layer before later effects (opacity, shadow) apply.
    @inlinable public func compositingGroup() -> some View {
        modifier(_EffectModifier(effect: .compositingGroup))
    }

    /// Clips the view's drawing to its frame.
    public func clipped() -> some View {
        modifier(_EffectModifier(effect: .clip))
    }
}
