import PanelBase

/// Rotates a view's drawing about an anchor: `rotationEffect(_:anchor:)`. It animates
/// through its angle (0° to 360° is a whole turn) and its anchor.
public struct _RotationEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var anchor: UnitPoint

    @inlinable public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y)) }
        set {
            angle = .radians(newValue.first)
            anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
        }
    }

    /// The rotation about the anchor's point of a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let x = anchor.x * size.width, y = anchor.y * size.height
        let turned = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return ProjectionTransform(turned)
    }
}

extension View {
    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`; layout keeps
    /// the unrotated frame, and touches land where the view is drawn.
    @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
