/// A rectangle with elliptical corners: the one shape behind SwiftUI's Rectangle,
/// RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse and Capsule. Every such shape
/// is convex, which is what lets the rasterizer treat each scanline as one interval.
public struct RoundedShape: Hashable, Sendable {
    /// The bounding rectangle, in 1/64 px.
    public var rect: FixedRect
    /// Corner radii, always clamped to fit `rect`.
    @inlinable public var radii: CornerRadii { clampedRadii }
    /// Stored apart from `radii` so that only the initialiser sets it, and the shape
    /// factories below can be inlined into the renderer, which makes shapes at every frame.
    @usableFromInline var clampedRadii: CornerRadii

    /// A shape with the given corners, clamped so they fit the rectangle. A rectangle with
    /// negative width or height is treated as empty.
    @inlinable public init(rect: FixedRect, radii: CornerRadii) {
        let size = FixedSize(width: Fixed(raw: Swift.max(0, rect.width.raw)), height: Fixed(raw: Swift.max(0, rect.height.raw)))
        self.rect = FixedRect(origin: rect.origin, size: size)
        self.clampedRadii = radii.clamped(toWidth: size.width, height: size.height)
    }

    /// A plain rectangle (SwiftUI `Rectangle`).
    @inlinable public static func rectangle(_ rect: FixedRect) -> RoundedShape {
        RoundedShape(rect: rect, radii: .zero)
    }

    /// A rectangle with the same circular radius at every corner (`RoundedRectangle`).
    @inlinable public static func roundedRectangle(_ rect: FixedRect, cornerRadius: Fixed) -> RoundedShape {
        RoundedShape(rect: rect, radii: CornerRadii(cornerRadius))
    }

    /// A rectangle with the same elliptical radius at every corner.
    @inlinable public static func roundedRectangle(_ rect: FixedRect, cornerSize: FixedSize) -> RoundedShape {
        RoundedShape(rect: rect, radii: CornerRadii(cornerSize))
    }

    /// The largest circle centred in `rect` (SwiftUI `Circle`).
    @inlinable public static func circle(in rect: FixedRect) -> RoundedShape {
        let side = Swift.max(0, Swift.min(rect.width.raw, rect.height.raw))
        let x = rect.minX.raw + (Swift.max(0, rect.width.raw) - side) / 2
        let y = rect.minY.raw + (Swift.max(0, rect.height.raw) - side) / 2
        let square = FixedRect(x: Fixed(raw: x), y: Fixed(raw: y), width: Fixed(raw: side), height: Fixed(raw: side))
        return RoundedShape(rect: square, radii: CornerRadii(Fixed(raw: side / 2)))
    }

    /// The ellipse filling `rect` (SwiftUI `Ellipse`).
    @inlinable public static func ellipse(in rect: FixedRect) -> RoundedShape {
        let half = FixedSize(width: Fixed(raw: Swift.max(0, rect.width.raw) / 2), height: Fixed(raw: Swift.max(0, rect.height.raw) / 2))
        return RoundedShape(rect: rect, radii: CornerRadii(half))
    }

    /// A rectangle whose shorter sides are half circles (SwiftUI `Capsule`).
    @inlinable public static func capsule(in rect: FixedRect) -> RoundedShape {
        let side = Swift.max(0, Swift.min(rect.width.raw, rect.height.raw))
        return RoundedShape(rect: rect, radii: CornerRadii(Fixed(raw: side / 2)))
    }

    @inlinable public var isEmpty: Bool { rect.isEmpty }

    /// The same shape moved by (dx, dy).
    public func offsetBy(dx: Fixed, dy: Fixed) -> RoundedShape {
        var s = self
        s.rect = rect.offsetBy(dx: dx, dy: dy)
        return s
    }

    /// Whether `point` lies inside the shape: inside its rectangle (left and top edges
    /// included, right and bottom excluded, as `FixedRect.contains`) and not cut off by a
    /// corner's ellipse. Exact, in integer arithmetic.
    public func contains(_ point: FixedPoint) -> Bool {
        guard rect.contains(point) else { return false }
        let x = point.x.raw, y = point.y.raw
        let x0 = rect.minX.raw, y0 = rect.minY.raw, x1 = rect.maxX.raw, y1 = rect.maxY.raw
        // The corner whose quarter ellipse could cut the point off, and its centre.
        let corner: FixedSize, cx: Int, cy: Int
        if x < x0 + radii.topLeft.width.raw && y < y0 + radii.topLeft.height.raw {
            corner = radii.topLeft; cx = x0 + corner.width.raw; cy = y0 + corner.height.raw
        } else if x >= x1 - radii.topRight.width.raw && y < y0 + radii.topRight.height.raw {
            corner = radii.topRight; cx = x1 - corner.width.raw; cy = y0 + corner.height.raw
        } else if x >= x1 - radii.bottomRight.width.raw && y >= y1 - radii.bottomRight.height.raw {
            corner = radii.bottomRight; cx = x1 - corner.width.raw; cy = y1 - corner.height.raw
        } else if x < x0 + radii.bottomLeft.width.raw && y >= y1 - radii.bottomLeft.height.raw {
            corner = radii.bottomLeft; cx = x0 + corner.width.raw; cy = y1 - corner.height.raw
        } else {
            return true
        }
        // (dx/rx)² + (dy/ry)² <= 1, multiplied out; radii are at most 2^24, so 128 bits hold it.
        let rx = Int128(corner.width.raw), ry = Int128(corner.height.raw)
        let dx = Int128(x - cx), dy = Int128(y - cy)
        return dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry
    }

    /// The shape grown by `amount` on every side (shrunk when negative), each corner radius
    /// growing by the same amount and never going below zero: the outer and inner edges of
    /// a stroke centred on this shape's outline.
    public func outset(by amount: Fixed) -> RoundedShape {
        func grow(_ s: FixedSize) -> FixedSize {
            // A square corner stays square when grown, as a mitred stroke's outer edge does.
            if amount.raw > 0 && (s.width.raw == 0 || s.height.raw == 0) { return s }
            return FixedSize(width: Fixed(raw: Swift.max(0, s.width.raw + amount.raw)), height: Fixed(raw: Swift.max(0, s.height.raw + amount.raw)))
        }
        let r = FixedRect(x: rect.minX - amount, y: rect.minY - amount,
                          width: rect.width + amount * 2, height: rect.height + amount * 2)
        return RoundedShape(rect: r, radii: CornerRadii(topLeft: grow(radii.topLeft), topRight: grow(radii.topRight),
                                                       bottomRight: grow(radii.bottomRight), bottomLeft: grow(radii.bottomLeft)))
    }
}
