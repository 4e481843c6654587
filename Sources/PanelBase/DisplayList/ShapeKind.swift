/// The figures Panel draws.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Fixed)
    /// An ellipse filling its rectangle (circles get a square rectangle).
    case ellipse
    case capsule
    /// A part of the circle inscribed in the rectangle (`Circle().trim(from:to:)`, gauges,
    /// the progress spinner): see `ArcSegment`.
    case arc(ArcSegment)

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: ShapeKind, b: ShapeKind) -> Bool {
        switch (a, b) {
        case (.rectangle, .rectangle), (.ellipse, .ellipse), (.capsule, .capsule): return true
        case let (.roundedRectangle(radius), .roundedRectangle(otherRadius)): return radius == otherRadius
        case let (.arc(segment), .arc(otherSegment)): return segment == otherSegment
        default: return false
        }
    }
}

extension ShapeKind {
    /// The figure of this kind drawn in `rect`. An arc is no rounded shape (the arc
    /// rasterizer draws it, `ArcShape`): as one it is empty, so it is never taken for a
    /// solid area.
    @inlinable package func roundedShape(in rect: FixedRect) -> RoundedShape {
        switch self {
        case .rectangle: .rectangle(rect)
        case .roundedRectangle(let radius): .roundedRectangle(rect, cornerRadius: radius)
        case .ellipse: .ellipse(in: rect)
        case .capsule: .capsule(in: rect)
        case .arc: .rectangle(FixedRect(origin: rect.origin, size: FixedSize(width: .zero, height: .zero)))
        }
    }

    /// The arc, when this is one.
    @inlinable package var arcSegment: ArcSegment? {
        if case .arc(let segment) = self { return segment }
        return nil
    }
}
