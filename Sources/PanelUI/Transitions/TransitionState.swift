import PanelBase

/// A transition's effect on a view in one phase, resolved for the view's size: how
/// opaque, how scaled (and about which point), how far moved.
struct TransitionState: Equatable {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var offset = FixedPoint.zero

    static let identity = TransitionState()

    /// The state of `pieces` together for a view of `size`: opacities and scales multiply,
    /// offsets add.
    init(_ pieces: [TransitionPiece], size: FixedSize) {
        for piece in pieces {
            switch piece {
            case .opacity:
                opacity = 0
            case .scale(let factor, let point):
                scale *= factor
                anchor = point
            case .move(let edge):
                switch edge {
                case .leading: offset.x -= size.width
                case .trailing: offset.x += size.width
                case .top: offset.y -= size.height
                case .bottom: offset.y += size.height
                }
            case .offset(let by):
                offset.x += Fixed(by.width)
                offset.y += Fixed(by.height)
            }
        }
    }

    init() {}

    /// The state for `phase` of `transition`.
    init(_ transition: AnyTransition, phase: TransitionPhase, size: FixedSize) {
        switch phase {
        case .identity: self.init()
        case .willAppear: self.init(transition.insertion, size: size)
        case .didDisappear: self.init(transition.removal, size: size)
        }
    }

    /// The group the view is drawn in, in screen terms (its frame is `frame`). Scales are
    /// kept above zero: a view scaled to nothing has no transform to draw it with.
    func groupEffect(in frame: FixedRect) -> GroupEffect {
        var group = GroupEffect()
        group.opacity = UInt8(Swift.max(0, Swift.min(255, (opacity * 255).rounded())))
        let q16 = Swift.max(1, GroupEffect.q16(scale))
        group.scaleX = q16
        group.scaleY = q16
        group.anchor = frame.point(at: anchor)
        return group
    }
}
