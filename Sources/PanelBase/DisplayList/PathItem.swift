/// A path filled or stroked with a paint: a custom shape, and what a canvas draws.
///
/// The geometry is relative to `rect`'s origin (the shape's frame), which is also the
/// rectangle a gradient is laid over. A shape whose path follows its frame and its
/// animatable data carries `regeneration`: the animator moves the frame and the data and
/// asks it for the path in between, as SwiftUI calls `path(in:)` on every frame.
public struct PathItem: Hashable, Sendable {
    public enum Drawing: Hashable, Sendable {
        case fill(PathFillRule)
        case stroke(PathStrokeStyle)
    }

    public enum Paint: Hashable, Sendable {
        case color(PixelColor)
        /// A gradient laid over `rect`.
        case gradient(GradientPaint)
    }

    public var rect: FixedRect
    public var geometry: PathGeometry
    public var drawing: Drawing
    public var paint: Paint
    /// The shape's animatable data, each number in Q16 of its own unit.
    public var animatableData: [Int]
    /// Makes the path for a frame and animatable data (nil: the path stays as it is).
    public var regeneration: PathRegeneration?

    public init(rect: FixedRect, geometry: PathGeometry, drawing: Drawing, paint: Paint, animatableData: [Int] = [],
                regeneration: PathRegeneration? = nil) {
        self.rect = rect
        self.geometry = geometry
        self.drawing = drawing
        self.paint = paint
        self.animatableData = animatableData
        self.regeneration = regeneration
    }

    /// The pixels the drawing may touch, in the item's coordinates: the geometry's points
    /// placed at the rect's origin, grown by the stroke's reach.
    public var drawnBounds: FixedRect {
        let points = geometry.controlBounds
        guard !geometry.isEmpty else { return FixedRect(origin: rect.origin, size: .zero) }
        let placed = points.offsetBy(dx: rect.minX, dy: rect.minY)
        guard case .stroke(let style) = drawing else { return placed }
        let reach = style.reach
        return placed.insetBy(dx: -reach, dy: -reach)
    }

    /// The regeneration is how the path is made, not what is drawn: it takes no part.
    public static func == (a: PathItem, b: PathItem) -> Bool {
        a.rect == b.rect && a.drawing == b.drawing && a.paint == b.paint && a.animatableData == b.animatableData
            && a.geometry == b.geometry
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(drawing)
        hasher.combine(paint)
        hasher.combine(geometry)
    }
}

/// How a shape's path is made for a frame (its rect, 1/64 px) and its animatable data (Q16
/// each): the geometry relative to the rect's origin.
public final class PathRegeneration: Sendable {
    public let makeGeometry: @Sendable (FixedRect, [Int]) -> PathGeometry
    public init(_ makeGeometry: @escaping @Sendable (FixedRect, [Int]) -> PathGeometry) {
        self.makeGeometry = makeGeometry
    }
}
