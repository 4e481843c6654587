/// A point in 1/64 px.
public struct FixedPoint: Hashable, Sendable {
    public var x: Fixed
    public var y: Fixed
    @inlinable public init(x: Fixed, y: Fixed) { self.x = x; self.y = y }
    public static let zero = FixedPoint(x: .zero, y: .zero)
    @inlinable public static func + (a: FixedPoint, b: FixedPoint) -> FixedPoint { FixedPoint(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: FixedPoint, b: FixedPoint) -> FixedPoint { FixedPoint(x: a.x - b.x, y: a.y - b.y) }
}

/// A size in 1/64 px.
public struct FixedSize: Hashable, Sendable {
    public var width: Fixed
    public var height: Fixed
    @inlinable public init(width: Fixed, height: Fixed) { self.width = width; self.height = height }
    public static let zero = FixedSize(width: .zero, height: .zero)
}

/// A rectangle in 1/64 px: origin at the top-left, y growing downwards.
public struct FixedRect: Hashable, Sendable {
    public var origin: FixedPoint
    public var size: FixedSize

    @inlinable public init(origin: FixedPoint, size: FixedSize) { self.origin = origin; self.size = size }
    @inlinable public init(x: Fixed, y: Fixed, width: Fixed, height: Fixed) {
        self.origin = FixedPoint(x: x, y: y)
        self.size = FixedSize(width: width, height: height)
    }
    /// Whole-pixel convenience, mostly for tests.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Fixed(x), y: Fixed(y), width: Fixed(width), height: Fixed(height))
    }

    public static let zero = FixedRect(origin: .zero, size: .zero)

    @inlinable public var minX: Fixed { origin.x }
    @inlinable public var minY: Fixed { origin.y }
    @inlinable public var maxX: Fixed { origin.x + size.width }
    @inlinable public var maxY: Fixed { origin.y + size.height }
    @inlinable public var width: Fixed { size.width }
    @inlinable public var height: Fixed { size.height }
    @inlinable public var isEmpty: Bool { size.width.raw <= 0 || size.height.raw <= 0 }

    /// The smallest pixel rectangle that contains every pixel this rectangle touches.
    @inlinable public var enclosingPixels: PixelRect {
        let x0 = minX.floorPixels, y0 = minY.floorPixels
        return PixelRect(x: x0, y: y0, width: maxX.ceilPixels - x0, height: maxY.ceilPixels - y0)
    }

    @inlinable public func insetBy(dx: Fixed, dy: Fixed) -> FixedRect {
        FixedRect(x: minX + dx, y: minY + dy, width: width - dx - dx, height: height - dy - dy)
    }
    @inlinable public func offsetBy(dx: Fixed, dy: Fixed) -> FixedRect {
        FixedRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    @inlinable public func contains(_ p: FixedPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}

/// A rectangle of whole pixels: damage, clips and surface bounds.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of two rectangles, `.zero` when they do not meet.
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// The smallest rectangle containing both; an empty operand is ignored.
    @inlinable public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    @inlinable public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    @inlinable public func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
