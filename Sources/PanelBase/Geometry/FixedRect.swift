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
    @inlinable public var midX: Fixed { minX + width / 2 }
    @inlinable public var midY: Fixed { minY + height / 2 }
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
