import PanelBase

/// The node of `.transition(_:)`: draws its content in a group whose opacity and scale,
/// and places it at an offset, by its transition's state in the current phase. A phase
/// change is drawn under the animation that caused it (marked as the implicit animation
/// of the entries inside), so the display-list animator moves the view between states
/// like any other change.
final class TransitionNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var transition = AnyTransition.opacity
    private(set) var phase = TransitionPhase.identity
    /// The animation of the latest phase change, until a build has drawn it.
    private var changeAnimation: Animation?
    private var configured = false
    /// Where this node's entries lay in the last build that drew it afresh.
    private(set) var drawnRange: Range<Int> = 0..<0

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _TransitionModifier else { return }
        transition = m.transition
        guard !configured else { return }
        configured = true
        // Inserted inside an animation: drawn first as it will appear, then (in a second
        // build at the same time) moved to identity under that animation.
        if let coordinator = graph?.transitions, let animation = coordinator.animation(at: self), transition.animatesInsertion {
            phase = .willAppear
            coordinator.willAppear(self, animation: animation)
        }
    }

    /// Moves to `phase` under `animation`: placed and drawn anew in that phase's state.
    func move(to phase: TransitionPhase, animation: Animation?) {
        guard phase != self.phase else { return }
        self.phase = phase
        changeAnimation = animation
        // A custom transition's content is made again for the phase.
        if !transition.bodies.isEmpty, let body = content as? CompositeNode { body.markDirty() }
        placeChildren(in: frame)
        drawingChanged()
    }

    /// A custom transition's content, made for the current phase.
    override func wrappedContent(_ content: any View) -> any View {
        guard !transition.bodies.isEmpty else { return content }
        return CustomTransitionContent(content: content, bodies: transition.bodies, node: self)
    }

    /// The transition's state now, for this node's frame.
    private var state: TransitionState {
        var state = TransitionState(transition, phase: phase, size: frame.size)
        // The anchor stays where the active side of the transition puts it, so only the
        // scale moves.
        let active = phase == .didDisappear ? transition.removal : transition.insertion
        state.anchor = TransitionState(active, size: frame.size).anchor
        return state
    }

    override func placeChildren(in rect: FixedRect) {
        let offset = state.offset
        content?.place(in: rect.offsetBy(dx: offset.x, dy: offset.y))
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let start = builder.list.entries.count
        if let changeAnimation { builder.pushImplicitAnimation(changeAnimation, changed: true) }
        builder.beginGroup(state.groupEffect(in: frame), owner: self)
        super.draw(into: &builder)
        builder.endGroup()
        if changeAnimation != nil { builder.popImplicitAnimation() }
        changeAnimation = nil
        drawnRange = start..<builder.list.entries.count
    }
}
