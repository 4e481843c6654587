import PanelBase

/// A shape turned by an angle about an anchor point of its rectangle: `shape.rotation(_:anchor:)`.
/// Positive angles turn clockwise on screen.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let turn = CGAffineTransform(translationX: -x, y: -y).concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(turn)
    }
    public var animatableData: AnimatablePair<Double, Content.AnimatableData> {
        get { AnimatablePair(angle.radians, shape.animatableData) }
        set {
            angle = .radians(newValue.first)
            shape.animatableData = newValue.second
        }
    }
}

extension Shape {
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
