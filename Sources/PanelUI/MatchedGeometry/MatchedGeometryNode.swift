import PanelBase

/// The node of `matchedGeometryEffect`: draws its content in a group whose transform the
/// animator moves. Inserted in an animated change while another view of its key was shown
/// or removed in the same update, it is drawn first through the map that puts it in that
/// view's frame, then (in a second build at the same time, as a transition's insertion) at
/// its own frame under the change's animation: the animator moves the map's numbers in
/// fixed point, so its position and size move from the old frame to its own. With
/// `isSource: false` its content is laid out in the source's frame.
final class MatchedGeometryNode: ModifierNode, PhaseAppearing {
    override var ownValueAffectsLayout: Bool { false }
    private var effect: _MatchedGeometryEffect?
    private var phase = TransitionPhase.identity
    /// The frame it appears from, while it appears.
    private var appearingFrom: FixedRect?
    /// The animation of the latest phase change, until a build has drawn it.
    private var changeAnimation: Animation?

    var isSource: Bool { effect?.isSource ?? true }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let new = modifier as? _MatchedGeometryEffect, let graph else { return }
        let registry = graph.matchedGeometry
        let inserted = effect == nil
        if let old = effect, old.key != new.key { registry.leave(self, old.key, generation: graph.layoutGeneration) }
        if effect?.key != new.key { registry.join(self, new.key) }
        if effect.map({ $0.properties != new.properties || $0.anchor != new.anchor || $0.isSource != new.isSource }) == true {
            invalidateLayout()
        }
        effect = new
        guard inserted, let animation = graph.transitions.animation(at: self),
              let from = registry.frameToMatch(new.key, excluding: self, generation: graph.layoutGeneration) else { return }
        appearingFrom = from
        phase = .willAppear
        graph.transitions.willAppear(self, animation: animation)
    }

    func move(to phase: TransitionPhase, animation: Animation?) {
        guard phase != self.phase else { return }
        self.phase = phase
        changeAnimation = animation
        if phase == .identity { appearingFrom = nil }
        drawingChanged()
    }

    override func placeChildren(in rect: FixedRect) {
        guard let effect, let registry = graph?.matchedGeometry else { return super.placeChildren(in: rect) }
        if effect.isSource {
            super.placeChildren(in: rect)
            registry.sourcePlaced(self, effect.key, frame: rect)
        } else {
            let source = registry.sourceFrame(effect.key, excluding: self)
            super.placeChildren(in: source.map { effect.matched(rect, to: $0) } ?? rect)
        }
    }

    /// The source moved: the content is laid out in its new frame.
    func followSource(_ source: FixedRect) {
        guard let effect, !effect.isSource else { return }
        super.placeChildren(in: effect.matched(frame, to: source))
        drawingChanged()
    }

    override func draw(into builder: inout DisplayListBuilder) {
        var local = FixedAffineTransform.identity
        if phase == .willAppear, let effect, let appearingFrom { local = effect.transform(from: frame, to: appearingFrom) }
        if let changeAnimation { builder.pushImplicitAnimation(changeAnimation, changed: true) }
        var group = GroupEffect()
        group.transform = GroupTransform(frame: frame, local: local)
        builder.beginGroup(group, owner: self)
        super.draw(into: &builder)
        builder.endGroup()
        if changeAnimation != nil { builder.popImplicitAnimation() }
        changeAnimation = nil
    }

    override func didRemove() {
        if let effect, let graph { graph.matchedGeometry.leave(self, effect.key, generation: graph.layoutGeneration) }
        super.didRemove()
    }
}
