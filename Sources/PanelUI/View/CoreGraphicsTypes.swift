import PanelBase

/// SwiftUI's scalar for lengths and coordinates. Panel does not import Foundation, so it
/// defines its own; views convert it to `Fixed` once, at the layout boundary.
public typealias CGFloat = Double

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
