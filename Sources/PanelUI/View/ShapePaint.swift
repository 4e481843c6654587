import PanelBase

/// A shape style as Panel draws it.
enum ShapePaint: Hashable, Sendable {
    case color(Color)
    case gradient(GradientPaint)
    /// A level of the foreground: resolved against the environment's foreground colour.
    case hierarchical(HierarchicalShapeStyle)
    /// The environment's foreground style.
    case foreground
    /// The environment's tint.
    case tint

    /// The paint of one of Panel's styles; any other style draws in `.primary`.
    @MainActor init<S: ShapeStyle>(_ style: S) {
        if let color = style as? Color {
            self = .color(color)
        } else if let convertible = style as? ShapePaintConvertible {
            self = convertible.shapePaint
        } else {
            self = .color(.primary)
        }
    }
}

/// The shape styles Panel knows how to draw.
@MainActor
protocol ShapePaintConvertible {
    var shapePaint: ShapePaint { get }
}
