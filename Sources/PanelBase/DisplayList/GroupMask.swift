/// How a group's layer is cut when composited. Either the layer is multiplied by a shape's
/// anti-aliased coverage, times a gradient's alpha over the shape's rectangle when there
/// is one (`.clipShape`, `.mask` with a shape, a colour or a gradient): nothing outside the
/// shape is drawn. Or the layer's own alpha masks a gradient (text drawn with a gradient
/// foreground): every pixel takes the gradient's colour at the layer's coverage.
///
/// Boxed (an indirect enum), so a group effect without one stays as small as before.
public indirect enum GroupMask: Hashable, Sendable {
    case shape(ShapeKind, rect: FixedRect, gradient: GradientPaint?)
    case paint(GradientPaint, rect: FixedRect)
    /// A path's anti-aliased fill (a canvas's `clip(to:)`): its points relative to `rect`'s
    /// origin, `rect` holding them all.
    case path(PathGeometry, rule: PathFillRule, rect: FixedRect)

    @inlinable public init(_ kind: ShapeKind, rect: FixedRect, gradient: GradientPaint? = nil) {
        self = .shape(kind, rect: rect, gradient: gradient)
    }

    /// The shape's kind (a rectangle for a painted layer).
    @inlinable public var kind: ShapeKind {
        switch self {
        case .shape(let kind, _, _): kind
        case .paint, .path: .rectangle
        }
    }

    /// The shape's (or the gradient's) rectangle, in the coordinates of the group's content.
    @inlinable public var rect: FixedRect {
        switch self {
        case .shape(_, let rect, _), .paint(_, let rect), .path(_, _, let rect): rect
        }
    }

    @inlinable public var gradient: GradientPaint? {
        switch self {
        case .shape(_, _, let gradient): gradient
        case .paint(let gradient, _): gradient
        case .path: nil
        }
    }

    /// Whether nothing outside `rect` is drawn (a shape mask; a painted layer keeps its own
    /// extent).
    @inlinable public var clipsToRect: Bool {
        if case .paint = self { return false }
        return true
    }

    /// The same mask over another rectangle (its gradient moves with it), a shape with
    /// `kind`'s corner radius.
    @inlinable public func moved(to rect: FixedRect, kind newKind: ShapeKind) -> GroupMask {
        switch self {
        case .shape(_, _, let gradient): .shape(newKind, rect: rect, gradient: gradient)
        case .paint(let gradient, _): .paint(gradient, rect: rect)
        case .path(let geometry, let rule, _): .path(geometry, rule: rule, rect: rect)
        }
    }

    /// Whether the mask is a rectangle on whole pixels with no gradient: it cuts exactly as a
    /// clip to those pixels does.
    @inlinable public var isPixelRectangle: Bool {
        guard case .shape(let kind, let r, nil) = self else { return false }
        switch kind {
        case .rectangle: break
        case .roundedRectangle(let radius) where radius.raw <= 0: break
        default: return false
        }
        return r.minX.fraction == 0 && r.minY.fraction == 0 && r.width.fraction == 0 && r.height.fraction == 0
    }

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: GroupMask, b: GroupMask) -> Bool {
        switch (a, b) {
        case let (.shape(k1, r1, g1), .shape(k2, r2, g2)): k1 == k2 && r1 == r2 && g1 == g2
        case let (.paint(g1, r1), .paint(g2, r2)): r1 == r2 && g1 == g2
        case let (.path(p1, f1, r1), .path(p2, f2, r2)): r1 == r2 && f1 == f2 && p1 == p2
        default: false
        }
    }
}
