/// A point in 1/64 px.
public struct FixedPoint: Hashable, Sendable {
    public var x: Fixed
    public var y: Fixed
    @inlinable public init(x: Fixed, y: Fixed) { self.x = x; self.y = y }
    public static let zero = FixedPoint(x: .zero, y: .zero)
    @inlinable public static func + (a: FixedPoint, b: FixedPoint) -> FixedPoint { FixedPoint(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: FixedPoint, b: FixedPoint) -> FixedPoint { FixedPoint(x: a.x - b.x, y: a.y - b.y) }
}
