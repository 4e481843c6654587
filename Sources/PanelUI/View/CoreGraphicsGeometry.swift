import PanelBase

// Core Graphics' geometry functions that SwiftUI code calls on points, sizes and
// rectangles, with Core Graphics' results (a null rectangle for no intersection, a
// standardized rectangle from the set operations).

extension CGPoint {
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
}

extension CGSize {
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
}

/// A two-dimensional vector (a velocity, an offset).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// The edge `CGRect.divided(atDistance:from:)` measures from.
public enum CGRectEdge: UInt32, Sendable {
    case minXEdge, minYEdge, maxXEdge, maxYEdge
}

extension CGRect {
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    /// The rectangle that stands for no rectangle (what two disjoint ones share).
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// A rectangle with no bounds.
    public static let infinite = CGRect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                        width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    public var isInfinite: Bool { self == CGRect.infinite }
    /// Whether it covers no area (a null rectangle too).
    public var isEmpty: Bool { isNull || width == 0 || height == 0 }

    /// The same rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        guard !isNull else { return self }
        let r = standardized
        return CGRect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height)
    }

    /// The part both rectangles cover; `.null` when they do not meet.
    public func intersection(_ other: CGRect) -> CGRect {
        guard !isNull, !other.isNull else { return .null }
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (a null rectangle adds nothing).
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let a = standardized, b = other.standardized
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        return CGRect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
    }

    /// Whether the rectangles share some area.
    public func intersects(_ other: CGRect) -> Bool {
        let shared = intersection(other)
        return !shared.isNull && shared.width > 0 && shared.height > 0
    }

    /// Whether `other` lies wholly inside this rectangle.
    public func contains(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        let a = standardized, b = other.standardized
        return b.minX >= a.minX && b.minY >= a.minY && b.maxX <= a.maxX && b.maxY <= a.maxY
    }

    /// The smallest rectangle with whole-number edges holding this one.
    public var integral: CGRect {
        guard !isNull else { return self }
        let r = standardized
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    /// The rectangle cut in two at `distance` from `edge`: the slice by that edge, and the
    /// remainder.
    public func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let r = standardized
        switch edge {
        case .minXEdge:
            let cut = Swift.min(Swift.max(distance, 0), r.width)
            return (CGRect(x: r.minX, y: r.minY, width: cut, height: r.height),
                    CGRect(x: r.minX + cut, y: r.minY, width: r.width - cut, height: r.height))
        case .maxXEdge:
            let cut = Swift.min(Swift.max(distance, 0), r.width)
            return (CGRect(x: r.maxX - cut, y: r.minY, width: cut, height: r.height),
                    CGRect(x: r.minX, y: r.minY, width: r.width - cut, height: r.height))
        case .minYEdge:
            let cut = Swift.min(Swift.max(distance, 0), r.height)
            return (CGRect(x: r.minX, y: r.minY, width: r.width, height: cut),
                    CGRect(x: r.minX, y: r.minY + cut, width: r.width, height: r.height - cut))
        case .maxYEdge:
            let cut = Swift.min(Swift.max(distance, 0), r.height)
            return (CGRect(x: r.minX, y: r.maxY - cut, width: r.width, height: cut),
                    CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height - cut))
        }
    }
}
