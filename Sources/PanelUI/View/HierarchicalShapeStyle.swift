import PanelBase

/// The foreground at a level of prominence: `.primary` is the foreground itself, the
/// others fainter (lower opacity). With no foreground colour set they are the system's
/// label colours; with one set, that colour at 60 %, 30 % and 18 % opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The opacity of each level below the first.
    private static let opacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// This level of `foreground` (nil: the default foreground).
    @MainActor func resolve(_ foreground: Color?) -> Color {
        let opacity = HierarchicalShapeStyle.opacities[Swift.min(Swift.max(level, 0), 3)]
        guard let foreground else {
            // The system's label colours, which follow the colour scheme: the secondary
            // label's colour at each level's opacity.
            return level == 0 ? Color.primary : Color.secondary.opacity(opacity / HierarchicalShapeStyle.opacities[1])
        }
        return foreground.opacity(opacity)
    }
}

extension HierarchicalShapeStyle: ShapePaintConvertible {
    var shapePaint: ShapePaint { .hierarchical(self) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
