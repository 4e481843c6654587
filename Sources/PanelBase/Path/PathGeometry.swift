/// A path's outline as data, in 1/64 px: what the renderer fills or strokes and what the
/// UI core builds from SwiftUI's `Path`. Points are relative to the origin the drawing
/// places them at (a shape's frame), so moving the path moves one point, not every one.
///
/// Subpaths start with `move`; a `line` or curve with no subpath open starts one at the
/// point the last one closed at (the origin before any). Filled, every subpath is closed.
public struct PathGeometry: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(FixedPoint)
        case line(FixedPoint)
        /// A quadratic Bézier curve to the point, through one control point.
        case quadCurve(FixedPoint, control: FixedPoint)
        /// A cubic Bézier curve to the point, through two control points.
        case curve(FixedPoint, control1: FixedPoint, control2: FixedPoint)
        case closeSubpath
    }

    public var elements: [Element]

    @inlinable public init(elements: [Element] = []) { self.elements = elements }

    /// Coordinates are kept within ±32768 px (far outside any screen) where the geometry
    /// meets the rasterizer, so no arithmetic on a bad path can overflow.
    public static let coordinateLimit = 1 << 21

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point, control points included (the curves lie
    /// inside it); empty for a path with no points.
    public var controlBounds: FixedRect {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        func include(_ p: FixedPoint) {
            minX = Swift.min(minX, p.x.raw); maxX = Swift.max(maxX, p.x.raw)
            minY = Swift.min(minY, p.y.raw); maxY = Swift.max(maxY, p.y.raw)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return FixedRect(x: Fixed(raw: minX), y: Fixed(raw: minY), width: Fixed(raw: maxX - minX), height: Fixed(raw: maxY - minY))
    }

    /// Every point moved by (dx, dy).
    public func offsetBy(dx: Fixed, dy: Fixed) -> PathGeometry {
        let d = FixedPoint(x: dx, y: dy)
        return PathGeometry(elements: elements.map { element in
            switch element {
            case .move(let p): .move(p + d)
            case .line(let p): .line(p + d)
            case .quadCurve(let p, let c): .quadCurve(p + d, control: c + d)
            case .curve(let p, let c1, let c2): .curve(p + d, control1: c1 + d, control2: c2 + d)
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
