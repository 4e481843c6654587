/// The figures Panel draws.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Fixed)
    /// An ellipse filling its rectangle (circles get a square rectangle).
    case ellipse
    case capsule
}

extension ShapeKind {
    /// The figure of this kind drawn in `rect`.
    package func roundedShape(in rect: FixedRect) -> RoundedShape {
        switch self {
        case .rectangle: .rectangle(rect)
        case .roundedRectangle(let radius): .roundedRectangle(rect, cornerRadius: radius)
        case .ellipse: .ellipse(in: rect)
        case .capsule: .capsule(in: rect)
        }
    }
}
