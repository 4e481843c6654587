import PanelBase

/// SwiftUI's scalar for lengths and coordinates. Panel does not import Foundation, so it
/// defines its own; views convert it to `Fixed` once, at the layout boundary.
public typealias CGFloat = Double

/// A point in logical pixels (the public API's coordinates).
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = CGPoint(x: 0, y: 0)
}

/// A size in logical pixels.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public static let zero = CGSize(width: 0, height: 0)
}

/// A rectangle in logical pixels, origin at the top-left.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public func contains(_ p: CGPoint) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}

extension FixedPoint {
    /// Converts from the public API's point.
    public init(_ p: CGPoint) { self.init(x: Fixed(p.x), y: Fixed(p.y)) }
    /// The public API's point.
    public var cgPoint: CGPoint { CGPoint(x: x.doubleValue, y: y.doubleValue) }
}

extension FixedSize {
    public init(_ s: CGSize) { self.init(width: Fixed(s.width), height: Fixed(s.height)) }
    public var cgSize: CGSize { CGSize(width: width.doubleValue, height: height.doubleValue) }
}

extension FixedRect {
    public init(_ r: CGRect) { self.init(origin: FixedPoint(r.origin), size: FixedSize(r.size)) }
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
    /// The point at `unit` (0...1 in each axis) of the rectangle.
    package func point(at unit: UnitPoint) -> FixedPoint {
        FixedPoint(x: minX + width * Fixed(unit.x), y: minY + height * Fixed(unit.y))
    }
    /// The rectangle with each edge moved to the nearest whole pixel.
    var snappedToPixels: FixedRect {
        let x0 = minX.roundedPixels, y0 = minY.roundedPixels
        let x1 = Swift.max(x0, maxX.roundedPixels), y1 = Swift.max(y0, maxY.roundedPixels)
        return FixedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; an empty operand is ignored.
    package func union(_ other: FixedRect) -> FixedRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Fixed.min(minX, other.minX), y0 = Fixed.min(minY, other.minY)
        let x1 = Fixed.max(maxX, other.maxX), y1 = Fixed.max(maxY, other.maxY)
        return FixedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Fixed {
    /// Stands for an unbounded length in proposals ("as large as you like").
    static let infinity = Fixed(raw: 1 << 40)
    var isInfinite: Bool { raw >= Fixed.infinity.raw }
}
