import PanelBase

/// A modifier that draws its view through a transform it computes from the view's size,
/// as SwiftUI's: `.modifier(ShakeEffect(animatableData: shakes))`. Its `animatableData`
/// moves in an animation and `effectValue(size:)` is asked again for every frame, so an
/// effect animates through its own numbers (a rotation through its angle).
///
/// The effect changes where the view is drawn and where it takes touches (a touch is
/// mapped back through the transform, and the view's gestures see it where it lands in the
/// view's own coordinates), not its layout: the frame stays where the layout put it.
/// Panel draws the transform's affine part (`ProjectionTransform`'s m13 and m23, its
/// perspective, are not drawn).
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform, in the view's own coordinates (origin at its top-left), for a view of
    /// `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect draws its content itself: it has no body.
    public func body(content: Content) -> Never {
        fatalError("\(type(of: self)) is a geometry effect: it has no body")
    }

    /// The same effect, saying that layout ignores it (as every geometry effect in Panel does).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }

    /// The effect as Panel draws it for a view of `size`: its affine part in fixed point.
    func fixedTransform(size: FixedSize) -> FixedAffineTransform {
        effectValue(size: size.cgSize).affinePart
    }
}

/// A geometry effect that layout ignores (`ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public init(_ base: Base) { self.base = base }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
