/// The figures Panel draws.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Fixed)
    /// An ellipse filling its rectangle (circles get a square rectangle).
    case ellipse
    case capsule

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: ShapeKind, b: ShapeKind) -> Bool {
        switch (a, b) {
        case (.rectangle, .rectangle), (.ellipse, .ellipse), (.capsule, .capsule): return true
        case let (.roundedRectangle(radius), .roundedRectangle(otherRadius)): return radius == otherRadius
        default: return false
        }
    }
}

extension ShapeKind {
    /// The figure of this kind drawn in `rect`.
    @inlinable package func roundedShape(in rect: FixedRect) -> RoundedShape {
        switch self {
        case .rectangle: .rectangle(rect)
        case .roundedRectangle(let radius): .roundedRectangle(rect, cornerRadius: radius)
        case .ellipse: .ellipse(in: rect)
        case .capsule: .capsule(in: rect)
        }
    }
}
