import PanelBase

/// Draws its content through a geometry effect's transform (`rotationEffect`,
/// `transformEffect`, `rotation3DEffect`, a custom `GeometryEffect`): a group whose
/// transform the animator remakes from the effect's animatable data at every frame. Touches
/// are mapped back through the transform before the content is hit-tested, so a rotated
/// view is touched where it is drawn.
final class GeometryEffectNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var effect: EffectBox?
    /// What the effect was last drawn from: its data and its transform at the frame's size.
    private var channels: [Int] = []
    private var drawnLocal = FixedAffineTransform.identity
    private var drawnSize = FixedSize.zero

    /// Holds the effect for the animator's regeneration, which runs on the main thread (the
    /// animator samples frames there) and is only ever called there.
    private final class EffectBox: @unchecked Sendable {
        let effect: any GeometryEffect
        init(_ effect: any GeometryEffect) { self.effect = effect }
    }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let effect = modifier as? any GeometryEffect else { return }
        let channels = effect.animatableChannels ?? []
        let local = effect.fixedTransform(size: frame.size)
        let changed = self.effect == nil || channels != self.channels || local != drawnLocal || frame.size != drawnSize
        self.effect = EffectBox(effect)
        self.channels = channels
        drawnLocal = local
        drawnSize = frame.size
        if changed {
            drawingChanged()
            touchBoundsChanged()
        }
    }

    /// The effect in the view's own coordinates, for its present frame.
    private var localTransform: FixedAffineTransform {
        if frame.size == drawnSize { return drawnLocal }
        return effect?.effect.fixedTransform(size: frame.size) ?? .identity
    }

    /// Where the content is drawn: the effect placed at the frame (layout coordinates).
    var contentTransform: FixedAffineTransform { localTransform.placed(at: frame.origin) }

    override func draw(into builder: inout DisplayListBuilder) {
        guard let box = effect else {
            super.draw(into: &builder)
            return
        }
        let local = localTransform
        drawnLocal = local
        drawnSize = frame.size
        let regeneration = channels.isEmpty ? nil : TransformRegeneration { size, data in
            MainActor.assumeIsolated { box.effect.withAnimatableChannels(data).fixedTransform(size: size) }
        }
        var group = GroupEffect()
        group.transform = GroupTransform(frame: frame, local: local, animatableData: channels, regeneration: regeneration)
        builder.beginGroup(group, owner: self)
        super.draw(into: &builder)
        builder.endGroup()
    }

    // MARK: Touches

    /// The content's touch areas as drawn: where the transform takes them.
    override var ownTouchArea: FixedRect {
        var area = frame
        for child in children { area = area.boundingUnion(child.touchBounds) }
        return contentTransform.apply(area)
    }

    override var ownTouchAreaHoldsChildren: Bool { true }

    /// A touch reaches the content at the point of the content drawn under it; none does
    /// where the transform flattens the content to nothing.
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard !ViewNode.prunesHitTests || touchBounds.contains(point) else { return false }
        guard let inContent = pointInContent(point) else { return false }
        for child in hitTestOrder.reversed() where child.hitTest(inContent, path: &path) {
            path.append(self)
            return true
        }
        return false
    }

    /// A point in layout coordinates as the content sees it: mapped back through the
    /// transform (nil where nothing of the content is drawn).
    func pointInContent(_ point: FixedPoint) -> FixedPoint? {
        let transform = contentTransform
        if transform.isIdentity { return point }
        return transform.inverted()?.apply(point)
    }
}
