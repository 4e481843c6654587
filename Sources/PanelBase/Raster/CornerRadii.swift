/// The radii of a rounded rectangle's four corners. Each corner is a quarter ellipse:
/// `width` is its horizontal radius, `height` its vertical one (equal for circular corners).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: FixedSize
    public var topRight: FixedSize
    public var bottomRight: FixedSize
    public var bottomLeft: FixedSize

    @inlinable public init(topLeft: FixedSize, topRight: FixedSize, bottomRight: FixedSize, bottomLeft: FixedSize) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same circular radius at every corner.
    @inlinable public init(_ radius: Fixed) {
        let r = FixedSize(width: radius, height: radius)
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// The same elliptical radius at every corner.
    @inlinable public init(_ radius: FixedSize) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii(Fixed.zero)

    @inlinable public var isZero: Bool {
        topLeft == .zero && topRight == .zero && bottomRight == .zero && bottomLeft == .zero
    }

    /// The largest radius kept, 2^18 px: far beyond any screen, and small enough that the
    /// rasterizer's exact ellipse arithmetic cannot overflow.
    public static let maximumRadius = Fixed(raw: 1 << 24)

    /// Negative radii become zero, radii beyond `maximumRadius` become it, then every radius is scaled by one common factor so that
    /// the two radii along any side never add up to more than that side (as CSS does; for a
    /// uniform circular radius this gives SwiftUI's clamp to half the shorter side).
    public func clamped(toWidth width: Fixed, height: Fixed) -> CornerRadii {
        func positive(_ s: FixedSize) -> FixedSize {
            let limit = CornerRadii.maximumRadius.raw
            return FixedSize(width: Fixed(raw: Swift.min(limit, Swift.max(0, s.width.raw))),
                             height: Fixed(raw: Swift.min(limit, Swift.max(0, s.height.raw))))
        }
        var r = CornerRadii(topLeft: positive(topLeft), topRight: positive(topRight),
                            bottomRight: positive(bottomRight), bottomLeft: positive(bottomLeft))
        let w = Swift.max(0, width.raw), h = Swift.max(0, height.raw)
        // The smallest side/sum ratio, kept as a fraction num/den to stay in integers.
        var num = 1, den = 1
        for (side, sum) in [(w, r.topLeft.width.raw + r.topRight.width.raw),
                            (w, r.bottomLeft.width.raw + r.bottomRight.width.raw),
                            (h, r.topLeft.height.raw + r.bottomLeft.height.raw),
                            (h, r.topRight.height.raw + r.bottomRight.height.raw)]
        where sum > side && side * den < num * sum {
            num = side
            den = sum
        }
        guard num < den else { return r }
        func scale(_ s: FixedSize) -> FixedSize {
            FixedSize(width: Fixed(raw: s.width.raw * num / den), height: Fixed(raw: s.height.raw * num / den))
        }
        r.topLeft = scale(r.topLeft)
        r.topRight = scale(r.topRight)
        r.bottomRight = scale(r.bottomRight)
        r.bottomLeft = scale(r.bottomLeft)
        return r
    }
}
