import PanelBase

/// The tint of the views inside (`.tint(_:)`), or the accent colour when none is set:
/// `.fill(.tint)` in a custom style draws in the colour its controls are tinted with.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    /// The colour in `environment`.
    @MainActor func resolve(in environment: EnvironmentValues) -> Color { environment.tint ?? Color.accentColor }
}

extension TintShapeStyle: ShapePaintConvertible {
    var shapePaint: ShapePaint { .tint }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
