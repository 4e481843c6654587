/// The alpha a layer is multiplied by when composited: a shape's anti-aliased coverage,
/// times a gradient's alpha over the shape's rectangle when there is one (`.clipShape`,
/// `.mask` with a shape, a colour or a gradient). Nothing outside the shape is drawn.
///
/// Boxed (an indirect enum), so a group effect without one stays as small as before.
public indirect enum GroupMask: Hashable, Sendable {
    case shape(ShapeKind, rect: FixedRect, gradient: GradientPaint?)

    @inlinable public init(_ kind: ShapeKind, rect: FixedRect, gradient: GradientPaint? = nil) {
        self = .shape(kind, rect: rect, gradient: gradient)
    }

    @inlinable public var kind: ShapeKind {
        switch self { case .shape(let kind, _, _): kind }
    }

    /// The shape's rectangle, in the coordinates of the group's content.
    @inlinable public var rect: FixedRect {
        switch self { case .shape(_, let rect, _): rect }
    }

    @inlinable public var gradient: GradientPaint? {
        switch self { case .shape(_, _, let gradient): gradient }
    }

    /// The same mask over another rectangle (its shape and gradient move with it).
    @inlinable public func with(rect: FixedRect) -> GroupMask {
        .shape(kind, rect: rect, gradient: gradient)
    }

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: GroupMask, b: GroupMask) -> Bool {
        a.kind == b.kind && a.rect == b.rect && a.gradient == b.gradient
    }

    /// Whether the mask is a plain rectangle on whole pixels: a clip, no layer needed.
    @inlinable public var isPixelRectangle: Bool {
        guard case .rectangle = kind, gradient == nil else { return false }
        let r = rect
        return r.minX.fraction == 0 && r.minY.fraction == 0 && r.width.fraction == 0 && r.height.fraction == 0
    }
}
