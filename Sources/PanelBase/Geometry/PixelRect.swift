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

    /// What of this rectangle lies outside `other`: up to four rectangles that do not
    /// overlap (the bands above and below it, then the parts left and right of it).
    public func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        let parts = [PixelRect(x: x, y: y, width: width, height: cut.y - y),
                     PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY),
                     PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
                     PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height)]
        return parts.filter { !$0.isEmpty }
    }

    /// What of this rectangle lies outside every rectangle of `region`, in pieces that do
    /// not overlap. Past `pieceLimit` pieces the rest is left whole (a little more than
    /// the outside): for work that may cover more than it must, never less.
    public func subtracting(_ region: Region, pieceLimit: Int = 32) -> [PixelRect] {
        var parts = [self]
        for cut in region.rects where parts.count <= pieceLimit {
            parts = parts.flatMap { $0.subtracting(cut) }
        }
        return parts
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
