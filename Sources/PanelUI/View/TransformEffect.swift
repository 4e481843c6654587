import PanelBase

/// Draws a view through an affine transform in its own coordinates (origin at its
/// top-left): `transformEffect(_:)`. An animation moves the transform's six numbers.
public struct _TransformEffect: GeometryEffect, Equatable {
    public var transform: CGAffineTransform

    @inlinable public init(transform: CGAffineTransform) { self.transform = transform }

    public var animatableData: AnimatablePair<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>,
                                              AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(AnimatablePair(transform.a, transform.b), AnimatablePair(transform.c, transform.d)),
                           AnimatablePair(transform.tx, transform.ty))
        }
        set {
            let linear = newValue.first
            transform = CGAffineTransform(a: linear.first.first, b: linear.first.second, c: linear.second.first,
                                          d: linear.second.second, tx: newValue.second.first, ty: newValue.second.second)
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

extension View {
    /// Draws the view through `transform`, applied in the view's own coordinates (its
    /// top-left is the origin); layout keeps the untransformed frame, and touches land where
    /// the view is drawn.
    @inlinable public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
