/// A group's affine transform: SwiftUI's `rotationEffect`, `transformEffect` and geometry
/// effects. The effect is computed in the view's own coordinates (origin at its frame's
/// top-left, as `GeometryEffect.effectValue(size:)` sees it) and placed on screen at the
/// frame's origin.
///
/// An effect with animatable data carries `regeneration`: the animator moves the frame and
/// the data and asks it for the transform in between, as SwiftUI asks the effect for its
/// value on every frame (a rotation animates through its angle, not its matrix). Without
/// one, the matrix's own numbers move.
public struct GroupTransform: Hashable, Sendable {
    /// The view's frame on screen: where the effect's coordinates begin, and the size it
    /// was computed for.
    public var frame: FixedRect
    /// The effect in the view's own coordinates.
    public var local: FixedAffineTransform
    /// The effect's animatable data, each number in Q16 of its own unit.
    public var animatableData: [Int]
    /// Makes the effect for a size and animatable data (nil: the matrix moves as numbers).
    public var regeneration: TransformRegeneration?

    public init(frame: FixedRect, local: FixedAffineTransform, animatableData: [Int] = [],
                regeneration: TransformRegeneration? = nil) {
        self.frame = frame
        self.local = local
        self.animatableData = animatableData
        self.regeneration = regeneration
    }

    /// The map from the group's content to the screen.
    @inlinable public var screen: FixedAffineTransform { local.placed(at: frame.origin) }

    /// Whether it changes nothing drawn.
    @inlinable public var isIdentity: Bool { local.isIdentity }

    /// The regeneration is how the transform is made, not what is drawn: it takes no part.
    @inlinable public static func == (a: GroupTransform, b: GroupTransform) -> Bool {
        a.local == b.local && a.frame == b.frame && a.animatableData == b.animatableData
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(local)
    }
}

/// How an effect's transform is made for a size (1/64 px) and animatable data (Q16 each),
/// in the view's own coordinates.
public final class TransformRegeneration: Sendable {
    public let makeTransform: @Sendable (FixedSize, [Int]) -> FixedAffineTransform
    public init(_ makeTransform: @escaping @Sendable (FixedSize, [Int]) -> FixedAffineTransform) {
        self.makeTransform = makeTransform
    }
}
